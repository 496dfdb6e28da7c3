// SPDX-License-Identifier: Apache-2.0
// Comparison groups and competition ranking (ARCHIVE.md §4).
#pragma once

#include "comparisongroups.h"

#include <QString>

#include <cstddef>

namespace kie {

struct Archive;
struct RunRecord;

// spec.comparisonKey when declared, else "sha256:" + hex SHA-256 of JCS
// {"protocol": protocolDigest, "workload": workloadDigest, "hardware": product or environmentDigest}.
QString comparisonKeyOf(const Archive &archive, const RunRecord &run, bool *declared = nullptr);

// Groups every run of the archive and ranks within each group. Needs the archive's digests.
// `threads`: how many cores share the work; 0 = one per core from 50k runs on (parallelchunks.h).
// The result is the same for any number. Runs failing integrity (ARCHIVE.md §3) are left out
// unless `options` say otherwise. What a rank is of: workspace.h rankScopeText.
Ranking rankArchive(const Archive &archive, size_t threads = 0);
Ranking rankArchive(const Archive &archive, const RankingOptions &options, size_t threads = 0);

} // namespace kie
