// SPDX-License-Identifier: Apache-2.0
// Synthetic archives built in memory, fast enough for a million runs: for model tests and the
// proxy benchmark. Deterministic for a given seed. Digests are made-up identifiers (not hashes of
// the objects): models only look them up, they never verify them.
#pragma once

#include "archive.h"

#include <memory>

namespace kie::test {

struct SyntheticOptions
{
    int runs = 1000;
    int benchmarks = 20;
    int gpus = 3;
    int implementations = 500; // pool of Implementation objects the runs name
    quint64 seed = 1;
};

// Runs spread over benchmark x GPU comparison groups (declared comparisonKey); about 85 % passed,
// 10 % failed, 3 % error, 2 % unknown; 10 % name an implementation that is not in the archive (the
// table falls back to the title); 20 % lack sourceNative metrics; a few names are non-ASCII.
// Ranked with rankArchive().
std::shared_ptr<Archive> makeSyntheticArchive(const SyntheticOptions &options);

} // namespace kie::test
