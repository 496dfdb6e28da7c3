// SPDX-License-Identifier: Apache-2.0
// The parts of archivediff.cpp that have a file of their own.
#pragma once

#include <cstddef>
#include <vector>

namespace kie {

struct Archive;

// For each run of `newer`, the run of `older` it is another version of (matched by the
// kernelindex.dev/id annotation, else metadata.name, else record digest), or -1. Runs that share a
// key pair up in file order. `chunks` threads share the work; the result is the same for any number.
std::vector<int> matchRuns(const Archive &older, const Archive &newer, size_t chunks);

} // namespace kie
