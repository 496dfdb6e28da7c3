// SPDX-License-Identifier: Apache-2.0
// What ranking produces (ARCHIVE.md §4): comparison groups, each run's rank, as plain values.
// Kept apart from ranking.h so that Archive can hold a Ranking without including the rule.
#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace kie {

struct ComparisonGroup
{
    QString key; // "sha256:..." or the declared key as written
    bool keyDeclared = false;
    QString benchmark; // for the navigator: sourceNative.benchmark, workload definition, or ""
    QString hardware; // environment hardware.product, or "" when unresolved
    // The one statistic the group ranks by: the most common of its runs' primary statistics
    // (timing.primaryStatistic, else their protocol's measurement.primaryStatistic, else "mean").
    QString statistic;
    std::vector<int> ranked; // run indexes, best first (ascending primary latency)
    std::vector<int> unranked; // run indexes that are not passed or lack the primary statistic
    int best = -1; // run index of #1, -1 when nothing is ranked

    int size() const { return int(ranked.size() + unranked.size()); }
};

// One per run: 16 bytes, the sentence saying why a run is not ranked kept once in Ranking (a
// string of its own cost every run 24 bytes more, and the ranking wrote them all on one thread).
struct RunRank
{
    int group = -1; // index into Ranking::groups
    std::optional<int> rank; // competition rank 1,2,2,4; empty when unranked
    int reason = -1; // index into Ranking::unrankedReasons; -1: none said
};

struct Ranking
{
    std::vector<ComparisonGroup> groups;
    std::vector<RunRank> runs; // parallel to Archive::runs
    // Why runs are not ranked, for the run page ("status failed", "no mean latency"): each
    // sentence once, in no particular order.
    std::vector<QString> unrankedReasons;

    // The sentence for run `runIndex`; empty when it is ranked or none was said.
    const QString &unrankedReason(int runIndex) const;

    int groupIndexOfKey(const QString &key) const;
    // The #1 of the group run `runIndex` is in: what "Compare with #1" compares with. -1 when the
    // run is in no group or its group ranks nothing.
    int bestOfGroupOf(int runIndex) const;
};

} // namespace kie
