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
    std::vector<int> unranked; // run indexes that are not passed, lack the primary statistic or fail integrity
    int best = -1; // run index of #1, -1 when nothing is ranked

    int size() const { return int(ranked.size() + unranked.size()); }
};

// One per run: 16 bytes, the sentence saying why a run is not ranked kept once in Ranking (a
// string of its own cost every run 24 bytes more, and the ranking wrote them all on one thread).
struct RunRank
{
    int group = -1; // index into Ranking::groups
    std::optional<int> rank; // competition rank 1,2,2,4; empty when unranked
    // Index into Ranking::unrankedReasons; -1: none said. A run ranked although it fails integrity
    // (RankingOptions::includeFailedIntegrity) keeps its reason here as its mark.
    int reason = -1;
};

// ARCHIVE.md §3 "Integrity before rank": a run with a declared ≠ computed reference is not ranked
// unless the user asks to rank such runs anyway, for inspection (then they are ranked and marked).
struct RankingOptions
{
    bool includeFailedIntegrity = false;
};

struct Ranking
{
    std::vector<ComparisonGroup> groups;
    std::vector<RunRank> runs; // parallel to Archive::runs
    // Why runs are not ranked, for the run page ("status failed", "no mean latency"): each
    // sentence once, in no particular order.
    std::vector<QString> unrankedReasons;
    // The index into unrankedReasons of "declared ≠ computed", -1 when no run fails integrity.
    int integrityReason = -1;
    RankingOptions options; // what the ranking was made with

    // The sentence for run `runIndex`; empty when it is ranked or none was said.
    const QString &unrankedReason(int runIndex) const;
    // The run has a declared ≠ computed reference and is left out of the ranking for it.
    bool leftOutForIntegrity(int runIndex) const;
    // The run has a declared ≠ computed reference and is ranked all the same (the switch is on).
    bool rankedDespiteIntegrity(int runIndex) const;
    // The mark of a run ranked despite failing integrity ("declared ≠ computed"); "" otherwise.
    const QString &integrityMark(int runIndex) const;
    // How many runs are ranked despite failing integrity (0 unless the switch is on).
    int rankedDespiteIntegrityCount() const;

    int groupIndexOfKey(const QString &key) const;
    // The #1 of the group run `runIndex` is in: what "Compare with #1" compares with. -1 when the
    // run is in no group or its group ranks nothing.
    int bestOfGroupOf(int runIndex) const;
};

} // namespace kie
