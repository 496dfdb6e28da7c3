// SPDX-License-Identifier: Apache-2.0
// The one door of the reader's memory policy that callers above models/io may use. The policy itself
// (page sizes, heap tuning, prefaulting) is private to models/io (freshmemory_p.h); its measured
// reasons are in tests/benchmarks/README.md, "Memory policy".
#pragma once

namespace kie {

// Hands memory that reading freed, and the process still holds, back to the system. Call it once
// an opened archive is shown, on a worker thread, before large data derived from it (the filter
// text) is built: the open's peak then does not hold the read's temporaries. Not on the reader's
// thread while the table is prepared: it takes every malloc heap's lock.
void releaseFreedMemory();

} // namespace kie
