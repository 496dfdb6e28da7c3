// SPDX-License-Identifier: Apache-2.0
// The commands' tables (tablewriter.h), built once from the run facts the window shows: a group
// ranking (ARCHIVE.md §4) and the leaderboard. Every row that is a run carries its run id and
// citation key (citation.h), the same key the BibTeX citation uses. Words are fixed English, as
// the command line's are; raw numbers stand in columns of their own beside the formatted ones.
#pragma once

#include "tablewriter.h"

#include <vector>

namespace kie {

struct Archive;
struct Leaderboard;

// One row per run of the groups (indexes into Archive::ranking.groups), ranked runs first in rank
// order, then the unranked with the reason: rank, latency ("486.0 µs"), latency_ns, name, title, status,
// reason, group, benchmark, hardware, statistic, run_id, citation_key.
Table rankTable(const Archive &archive, const std::vector<int> &groups);

// One row per author (or solution), in the board's order: rank, the name, avg_speedup, ...,
// fast_<p> per `fastP`, then the run ids and citation keys of its best solution's runs (one per
// definition, space-separated). `runIds` holds the run id of every LeaderboardRun::runIndex.
Table leaderboardTable(const Leaderboard &board, const std::vector<double> &fastP, const std::vector<QString> &runIds);

// Competition ranks by avg speedup (1, 2, 2, 4); rows that could not be scored have none.
std::vector<std::optional<int>> leaderboardRanks(const Leaderboard &board);

} // namespace kie
