// SPDX-License-Identifier: Apache-2.0
// Record digests of runs (ARCHIVE.md §3) computed after an open that deferred them
// (ReadOptions::computeRunDigests = false): the window shows the archive first and completes its
// runs' digests in the background, or one run's digest on demand. Every digest comes from the run's
// exact bytes (SourceText) and is bit-identical to the one the reader computes while reading.
#pragma once

#include "archive.h"
#include "progress.h"
#include "recordextract.h"
#include "sourcebytes.h"

#include <memory>
#include <vector>

namespace kie {

// What computeRunDigests() found, by run index, to be handed to the archive's owner.
struct RunDigests
{
    std::vector<DigestString> digests; // empty where the run has none (its error says why)
    std::vector<std::pair<size_t, QString>> errors; // (run index, why it has none), ascending: only a few
    bool complete = false; // false when cancelled
    // The file was changed or shortened by another program after it was read: what the workers read
    // was its new bytes, or zeros past its new end, not the records. No digest is kept (digests and
    // errors stay empty); every run says why.
    bool fileChanged = false;
};

// Every run's digest, on all cores. Reads only the runs' SourceText (and never their digest fields,
// which the GUI thread may fill meanwhile for the run it shows); mapped pages it faulted in are
// handed back as it goes.
RunDigests computeRunDigests(const Archive &archive, const ProgressReporter &progress = {});

// Fills what computeRunDigests() found into the runs still without a digest and reports those that
// have none as the reader would; clears runDigestsPending.
void applyRunDigests(Archive &archive, const RunDigests &digests);

// The run's digest now, when it is still to be computed (one record: microseconds). Returns whether
// the run has a digest or a reason for none afterwards.
bool ensureRunDigest(Archive &archive, int runIndex);

} // namespace kie
