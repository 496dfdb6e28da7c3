// SPDX-License-Identifier: Apache-2.0
#include "leaderboardresult.h"

#include "archive.h"

#include <QSet>

#include <algorithm>

namespace kie {

namespace {

QStringList solutionNames(const LeaderboardInput &input)
{
    QSet<QString> seen;
    for (const LeaderboardRun &run : input.runs)
        seen.insert(run.solution);
    QStringList names(seen.begin(), seen.end());
    names.sort();
    return names;
}

int firstGroupWithCases(const Archive &archive)
{
    const auto hasCases = [&archive](int run) { return !archive.runs[size_t(run)].cases.empty(); };
    for (size_t g = 0; g < archive.ranking.groups.size(); ++g) {
        const ComparisonGroup &group = archive.ranking.groups[g];
        if (std::any_of(group.ranked.begin(), group.ranked.end(), hasCases)
            || std::any_of(group.unranked.begin(), group.unranked.end(), hasCases))
            return int(g);
    }
    return -1;
}

} // namespace

LeaderboardResult leaderboardResult(const Archive &archive, const LeaderboardOptions &options)
{
    const LeaderboardInput input = leaderboardInput(archive);
    LeaderboardResult result;
    result.options = options;
    result.board = computeLeaderboard(input, options);
    if (!result.board.definitions.empty() && !result.board.rows.empty())
        result.definitionsHeatmap = definitionsHeatmap(result.board);
    result.solutions = solutionNames(input);
    result.firstGroupWithCases = firstGroupWithCases(archive);
    return result;
}

} // namespace kie
