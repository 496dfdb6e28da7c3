// SPDX-License-Identifier: Apache-2.0
// Prints how long rankArchive takes for a large synthetic archive (default 1,000,000 runs).
// Usage: bench_ranking [RUNS] [GROUPS]
#include "archive.h"
#include "ranking.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <ctime>

using namespace kie;

namespace {

QString deepCopy(const QString &text)
{
    return QString(text.constData(), text.size());
}

// Runs spread over `groups` derived keys (workload x hardware); 1 in 20 failed, 1 in 50 without a
// mean, latencies with many ties — the shape of a leaderboard export.
Archive syntheticArchive(int runs, int groups)
{
    Archive archive;
    const int environments = 4;
    for (int e = 0; e < environments; ++e) {
        EnvironmentRecord environment;
        environment.product = QStringLiteral("GPU %1").arg(e);
        environment.digest = QStringLiteral("sha256:env%1").arg(e);
        archive.objectsByDigest.insert(environment.digest, {ObjectKind::ExecutionEnvironment, e});
        archive.environments.push_back(environment);
    }
    const int workloads = std::max(1, groups / environments);
    QStringList workloadDigests;
    for (int w = 0; w < workloads; ++w)
        workloadDigests << QStringLiteral("sha256:workload%1").arg(w);
    const QString protocol = QStringLiteral("sha256:protocol");

    archive.runs.resize(size_t(runs));
    for (int i = 0; i < runs; ++i) {
        RunRecord &run = archive.runs[size_t(i)];
        run.meta.name = QStringLiteral("run-%1").arg(i);
        run.statusText = i % 20 == 7 ? QStringLiteral("failed") : QStringLiteral("passed");
        run.status = runStatusFromName(run.statusText.text());
        if (i % 50 != 3)
            run.latencyNs.mean = double((i * 2654435761u) % 100000);
        // Deep copies: a reader gives every run its own strings, which is what makes this memory-bound.
        run.protocolDigest = deepCopy(protocol);
        run.workloadDigest = deepCopy(workloadDigests.at(i % workloads));
        run.environmentDigest = deepCopy(archive.environments[size_t((i / workloads) % environments)].digest);
    }
    return archive;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    const int runs = arguments.size() > 1 ? arguments.at(1).toInt() : 1000000;
    const int groups = arguments.size() > 2 ? arguments.at(2).toInt() : 2000;
    QTextStream out(stdout);

    QElapsedTimer timer;
    timer.start();
    const Archive archive = syntheticArchive(runs, groups);
    out << "built " << runs << " runs in " << timer.elapsed() << " ms\n";

    // Wall time and CPU time: on a busy machine the CPU time is the fairer figure.
    qint64 bestWall = -1;
    qint64 bestCpu = -1;
    size_t groupCount = 0;
    for (int round = 0; round < 3; ++round) {
        timer.restart();
        const std::clock_t cpuStart = std::clock();
        const Ranking ranking = rankArchive(archive);
        const qint64 cpu = qint64(std::clock() - cpuStart) * 1000 / CLOCKS_PER_SEC;
        const qint64 wall = timer.elapsed();
        bestWall = bestWall < 0 ? wall : std::min(bestWall, wall);
        bestCpu = bestCpu < 0 ? cpu : std::min(bestCpu, cpu);
        groupCount = ranking.groups.size();
    }
    out << "rankArchive: " << runs << " runs, " << groupCount << " groups: " << bestWall << " ms wall, " << bestCpu
        << " ms CPU (best of 3)\n";
    return 0;
}
