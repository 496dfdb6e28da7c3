// SPDX-License-Identifier: Apache-2.0
// Cost of the integrity summary (ARCHIVE.md §3 resolution of every run's four references) that
// RunTableModel::prepare() now computes once per archive, beside prepare() itself. Medians of 5.
//
//   bench_integrity [RUNS ...]        default: 100000 1000000
#include "integrity.h"
#include "runtablemodel.h"
#include "synthetic_archive.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.push_back(QByteArray(argv[i]).toInt());
    if (sizes.empty())
        sizes = {100000, 1000000};
    for (const int runs : sizes) {
        kie::test::SyntheticOptions options;
        options.runs = runs;
        const std::shared_ptr<const kie::Archive> archive = kie::test::makeSyntheticArchive(options);
        std::vector<double> summary, prepare;
        int mismatched = 0;
        for (int repeat = 0; repeat < 5; ++repeat) {
            QElapsedTimer clock;
            clock.start();
            const kie::IntegritySummary result = kie::summarizeIntegrity(*archive);
            summary.push_back(double(clock.nsecsElapsed()) / 1e6);
            mismatched = result.mismatched;
            clock.restart();
            const auto prepared = kie::RunTableModel::prepare(archive);
            prepare.push_back(double(clock.nsecsElapsed()) / 1e6);
        }
        std::sort(summary.begin(), summary.end());
        std::sort(prepare.begin(), prepare.end());
        std::printf("%d runs: summarizeIntegrity %.1f ms, RunTableModel::prepare (including it) %.1f ms, "
                    "%d declared != computed\n",
                    runs, summary[2], prepare[2], mismatched);
    }
    return 0;
}
