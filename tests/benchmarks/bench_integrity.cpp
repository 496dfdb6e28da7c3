// SPDX-License-Identifier: Apache-2.0
// Cost of the integrity summary (ARCHIVE.md §3 resolution of every run's four references) that
// RunTableModel::prepareRows() computes once per archive, beside prepareRows() itself (what the
// window builds before it shows an archive) and prepare() (that and the filter text). Medians of 5.
// A number is a synthetic archive of that many runs (strings not shared); anything else is a file,
// read as the window reads it (run digests deferred), so its strings are interned as in the window.
//
//   bench_integrity [RUNS | FILE ...]        default: 100000 1000000
#include "archivereader.h"
#include "integrity.h"
#include "processcpu.h"
#include "runtablemodel.h"
#include "synthetic_archive.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using kie::bench::processCpuMs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList inputs = QCoreApplication::arguments().mid(1);
    if (inputs.isEmpty())
        inputs = {QStringLiteral("100000"), QStringLiteral("1000000")};
    for (const QString &input : std::as_const(inputs)) {
        bool isCount = false;
        const int count = input.toInt(&isCount);
        std::shared_ptr<const kie::Archive> archive;
        if (isCount) {
            kie::test::SyntheticOptions options;
            options.runs = count;
            archive = kie::test::makeSyntheticArchive(options);
        } else {
            kie::ReadOptions options;
            options.computeRunDigests = false;
            archive = kie::readArchiveFile(input, options).archive;
            if (!archive) {
                std::fprintf(stderr, "%s: could not be read\n", qPrintable(input));
                return 1;
            }
        }
        const int runs = int(archive->runs.size());
        std::vector<double> summary, rows, rowsCpu, prepare, prepareCpu;
        int mismatched = 0;
        for (int repeat = 0; repeat < 5; ++repeat) {
            QElapsedTimer clock;
            clock.start();
            const kie::IntegritySummary result = kie::summarizeIntegrity(*archive);
            summary.push_back(double(clock.nsecsElapsed()) / 1e6);
            mismatched = result.mismatched;
            clock.restart();
            double cpuBefore = processCpuMs();
            // What the window builds before it shows the archive (the filter text follows later).
            const auto shown = kie::RunTableModel::prepareRows(archive);
            rows.push_back(double(clock.nsecsElapsed()) / 1e6);
            rowsCpu.push_back(processCpuMs() - cpuBefore);
            clock.restart();
            cpuBefore = processCpuMs();
            const auto prepared = kie::RunTableModel::prepare(archive);
            prepare.push_back(double(clock.nsecsElapsed()) / 1e6);
            prepareCpu.push_back(processCpuMs() - cpuBefore);
        }
        // The first prepare writes fresh memory, as the window's does; later ones reuse what the
        // previous one freed.
        const double firstPrepare = prepare.front();
        const double firstPrepareCpu = prepareCpu.front();
        const double firstRows = rows.front();
        const double firstRowsCpu = rowsCpu.front();
        std::sort(rows.begin(), rows.end());
        std::sort(rowsCpu.begin(), rowsCpu.end());
        std::sort(summary.begin(), summary.end());
        std::sort(prepare.begin(), prepare.end());
        std::sort(prepareCpu.begin(), prepareCpu.end());
        std::printf("%d runs: summarizeIntegrity %.1f ms, RunTableModel::prepareRows (including it) %.1f ms, "
                    "%.1f ms CPU (the first: %.1f ms, %.1f ms CPU), prepare (rows and filter text) %.1f ms, "
                    "%.1f ms CPU (the first: %.1f ms, %.1f ms CPU), %d declared != computed\n",
                    runs, summary[2], rows[2], rowsCpu[2], firstRows, firstRowsCpu, prepare[2], prepareCpu[2],
                    firstPrepare, firstPrepareCpu, mismatched);
    }
    return 0;
}
