// SPDX-License-Identifier: Apache-2.0
// The CPU time of all of this process's threads so far, the same clock in every benchmark: on a
// shared machine the wall time also measures the other processes; this does not.
#pragma once

#include <time.h>

namespace kie::bench {

inline double processCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

} // namespace kie::bench
