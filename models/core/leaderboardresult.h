// SPDX-License-Identifier: Apache-2.0
// The leaderboard of one archive as the window's Leaderboard tab shows it and `summary` prints it:
// computed once, by one function, from the archive alone (leaderboard.h), with what the tab's
// heatmaps and baseline chooser need beside it. The session computes it as a stage on a worker
// (ArchiveSession::requestLeaderboard); a command computes it blocking (leaderboardBlocking).
#pragma once

#include "figure.h"
#include "leaderboard.h"

#include <QStringList>

#include <optional>

namespace kie {

struct Archive;

struct LeaderboardResult
{
    LeaderboardOptions options; // what was asked
    Leaderboard board;
    // The definitions × rows heatmap (figure.h definitionsHeatmap); none when the board has no
    // definition or no row.
    std::optional<FigureHeatmap> definitionsHeatmap;
    QStringList solutions; // every solution (implementation name) of the archive, sorted: baseline candidates
    int firstGroupWithCases = -1; // the first comparison group with a run that has per-case results
};

LeaderboardResult leaderboardResult(const Archive &archive, const LeaderboardOptions &options);

} // namespace kie
