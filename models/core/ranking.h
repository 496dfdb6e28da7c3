// SPDX-License-Identifier: Apache-2.0
// Comparison groups and competition ranking (ARCHIVE.md §4).
#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace kie {

struct Archive;
struct RunRecord;

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

struct RunRank
{
    int group = -1; // index into Ranking::groups
    std::optional<int> rank; // competition rank 1,2,2,4; empty when unranked
    QString unrankedReason; // why not ranked, for the run page ("status failed", "no mean latency")
};

struct Ranking
{
    std::vector<ComparisonGroup> groups;
    std::vector<RunRank> runs; // parallel to Archive::runs

    int groupIndexOfKey(const QString &key) const;
};

// spec.comparisonKey when declared, else "sha256:" + hex SHA-256 of JCS
// {"protocol": protocolDigest, "workload": workloadDigest, "hardware": product or environmentDigest}.
QString comparisonKeyOf(const Archive &archive, const RunRecord &run, bool *declared = nullptr);

// Groups every run of the archive and ranks within each group. Needs the archive's digests.
Ranking rankArchive(const Archive &archive);

} // namespace kie
