// SPDX-License-Identifier: Apache-2.0
// Passes over every run split into contiguous chunks, one per core: memory-bound work over scattered
// records that takes seconds on one core at a million runs (the run table's rows, the integrity
// summary). Each chunk keeps its own state and the caller joins them in chunk order, so the result
// does not depend on the number of cores.
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace kie {

// How many chunks for `count` items: one below `serialBelow` items (threads would cost more than the
// work), else one per core, at most 8.
inline size_t chunkCountFor(size_t count, size_t serialBelow = 50000)
{
    if (count < serialBelow)
        return 1;
    return std::clamp<size_t>(std::thread::hardware_concurrency(), 1, 8);
}

// Runs work(chunk, begin, end) for each of `chunks` contiguous slices of [0, count), the calling
// thread taking chunk 0, and returns when all are done.
template<typename Work>
void forEachChunk(size_t count, size_t chunks, Work work)
{
    chunks = std::max<size_t>(chunks, 1);
    const auto run = [&](size_t chunk) { work(chunk, count * chunk / chunks, count * (chunk + 1) / chunks); };
    std::vector<std::thread> pool;
    pool.reserve(chunks - 1);
    for (size_t chunk = 1; chunk < chunks; ++chunk)
        pool.emplace_back(run, chunk);
    run(0);
    for (std::thread &thread : pool)
        thread.join();
}

} // namespace kie
