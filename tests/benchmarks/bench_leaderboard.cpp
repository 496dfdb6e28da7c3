// SPDX-License-Identifier: Apache-2.0
// Prints how long the leaderboard (leaderboardInput + computeLeaderboard) takes for a large synthetic
// archive, beside rankArchive on the same data, and the whole leaderboardResult (the board with the
// heatmap and baseline candidates: what `summary` and the Leaderboard tab compute after reading).
// Usage: kie-bench-leaderboard [RUNS] [GROUPS]   (default 1,000,000 runs in 250 groups)
#include "archive.h"
#include "leaderboard.h"
#include "leaderboardresult.h"
#include "ranking.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <ctime>

using namespace kie;

namespace {

// Runs spread over `groups` derived keys (workload x hardware), 2,000 implementations by 100 authors,
// each run with its "× reference" metric; 1 in 20 failed. The shape of a leaderboard export.
Archive syntheticArchive(int runs, int groups)
{
    Archive archive;
    const int environments = 5;
    for (int e = 0; e < environments; ++e) {
        EnvironmentRecord environment;
        environment.product = QStringLiteral("GPU %1").arg(e);
        environment.digest = QStringLiteral("sha256:env%1").arg(e);
        archive.objectsByDigest.insert(environment.digest, {ObjectKind::ExecutionEnvironment, e});
        archive.environments.push_back(environment);
    }
    const int implementations = 2000;
    for (int i = 0; i < implementations; ++i) {
        ImplementationRecord implementation;
        implementation.name = QStringLiteral("kernel-%1").arg(i);
        implementation.author = QStringLiteral("author-%1").arg(i % 100);
        implementation.digest = QStringLiteral("sha256:impl%1").arg(i);
        archive.objectsByDigest.insert(implementation.digest, {ObjectKind::Implementation, i});
        archive.implementations.push_back(implementation);
    }
    const int workloads = std::max(1, groups / environments);
    const QString protocol = QStringLiteral("sha256:protocol");
    archive.runs.resize(size_t(runs));
    for (int i = 0; i < runs; ++i) {
        RunRecord &run = archive.runs[size_t(i)];
        run.meta.name = QStringLiteral("run-%1").arg(i);
        run.statusText = i % 20 == 7 ? QStringLiteral("failed") : QStringLiteral("passed");
        run.status = runStatusFromName(run.statusText.text());
        const unsigned hash = unsigned(i) * 2654435761u;
        run.latencyNs.mean = double(hash % 100000 + 1);
        SourceNative native;
        native.metrics.insert(QStringLiteral("avg_speedup"), double(hash % 3000) / 1000.0);
        run.sourceNative = std::make_shared<const SourceNative>(native);
        // Deep copies: a reader gives every run its own strings.
        run.protocolDigest = QString(protocol.constData(), protocol.size());
        run.workloadDigest = QStringLiteral("sha256:workload%1").arg(i % workloads);
        run.environmentDigest = archive.environments[size_t((i / workloads) % environments)].digest.toString();
        run.implementationDigest = archive.implementations[size_t(hash % implementations)].digest.toString();
    }
    return archive;
}

qint64 median(std::vector<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    const int runs = arguments.size() > 1 ? arguments.at(1).toInt() : 1000000;
    const int groups = arguments.size() > 2 ? arguments.at(2).toInt() : 250;
    QTextStream out(stdout);

    QElapsedTimer timer;
    timer.start();
    Archive archive = syntheticArchive(runs, groups);
    out << "built " << runs << " runs in " << timer.elapsed() << " ms\n";

    // Medians of 3, wall and CPU time: on a busy machine the CPU time is the fairer figure.
    std::vector<qint64> rankWall, rankCpu, inputWall, computeWall, totalWall, totalCpu, resultWall, resultCpu;
    size_t rows = 0;
    for (int round = 0; round < 3; ++round) {
        timer.restart();
        std::clock_t cpu = std::clock();
        archive.ranking = rankArchive(archive);
        rankWall.push_back(timer.elapsed());
        rankCpu.push_back(qint64(std::clock() - cpu) * 1000 / CLOCKS_PER_SEC);

        timer.restart();
        cpu = std::clock();
        const LeaderboardInput input = leaderboardInput(archive);
        inputWall.push_back(timer.elapsed());
        const Leaderboard board = computeLeaderboard(input);
        totalWall.push_back(timer.elapsed());
        totalCpu.push_back(qint64(std::clock() - cpu) * 1000 / CLOCKS_PER_SEC);
        computeWall.push_back(totalWall.back() - inputWall.back());
        rows = board.rows.size();

        timer.restart();
        cpu = std::clock();
        const LeaderboardResult result = leaderboardResult(archive, {});
        resultWall.push_back(timer.elapsed());
        resultCpu.push_back(qint64(std::clock() - cpu) * 1000 / CLOCKS_PER_SEC);
        if (result.board.rows.size() != rows)
            return 1; // the same board, or the figure would be of something else
    }
    out << "rankArchive: " << runs << " runs, " << archive.ranking.groups.size() << " groups: " << median(rankWall)
        << " ms wall, " << median(rankCpu) << " ms CPU (median of 3)\n";
    out << "leaderboard: " << rows << " authors: " << median(totalWall) << " ms wall (input " << median(inputWall)
        << " ms, compute " << median(computeWall) << " ms), " << median(totalCpu) << " ms CPU (median of 3)\n";
    out << "leaderboardResult (board, heatmap, baseline candidates): " << median(resultWall) << " ms wall, "
        << median(resultCpu) << " ms CPU (median of 3)\n";
    return 0;
}
