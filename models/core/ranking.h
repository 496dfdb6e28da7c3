// SPDX-License-Identifier: Apache-2.0
// Comparison groups and competition ranking (ARCHIVE.md §4).
#pragma once

#include "comparisongroups.h"

#include <QString>

namespace kie {

struct Archive;
struct RunRecord;

// spec.comparisonKey when declared, else "sha256:" + hex SHA-256 of JCS
// {"protocol": protocolDigest, "workload": workloadDigest, "hardware": product or environmentDigest}.
QString comparisonKeyOf(const Archive &archive, const RunRecord &run, bool *declared = nullptr);

// Groups every run of the archive and ranks within each group. Needs the archive's digests.
Ranking rankArchive(const Archive &archive);

} // namespace kie
