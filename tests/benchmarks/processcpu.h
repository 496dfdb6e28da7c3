// SPDX-License-Identifier: Apache-2.0
// What the benchmarks print about the machine and the process, the same way in each: the CPU time
// of all of this process's threads so far (on a shared machine the wall time also measures the other
// processes; this does not), and the load average the figures were taken under.
#pragma once

#include <cstdio>
#include <time.h>

namespace kie::bench {

inline double processCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

inline double processCpuMs()
{
    return processCpuSeconds() * 1e3;
}

// "load average: 1.25 1.10 1.05 (when)" from /proc/loadavg, to stdout beside the figures.
inline void printLoadAverage(const char *when)
{
    double last1 = 0, last5 = 0, last15 = 0;
    FILE *file = std::fopen("/proc/loadavg", "r");
    const bool read = file && std::fscanf(file, "%lf %lf %lf", &last1, &last5, &last15) == 3;
    if (file)
        std::fclose(file);
    if (read)
        std::printf("load average: %.2f %.2f %.2f (%s)\n", last1, last5, last15, when);
    std::fflush(stdout);
}

} // namespace kie::bench
