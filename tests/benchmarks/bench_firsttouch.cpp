// SPDX-License-Identifier: Apache-2.0
// kie-bench-firsttouch: what writing fresh memory costs on this machine, in 4 KB pages and in 2 MB
// transparent huge pages, beside rewriting memory the process already has (tests/benchmarks/README.md).
// Each round maps 400 MB, touches one byte per 4 KB, then memsets the whole (the rewrite), and unmaps
// it; the next round's mapping usually gets the same physical pages back, so only round 1 of a size
// is fresh. Run it after the machine has been quiet a few seconds to see what a user's launch sees.
// A last pass per size maps the memory in with MADV_POPULATE_WRITE instead of touching it: the
// kernel faults and zeroes every page in one call, and the memset after it shows what writing it
// then costs (in some virtual machines the host still charges the guest's first access to a page).
// First, after its own pause, the measure a large read takes to choose its page size
// (freshmemory.h decideHugePages: 1 MB in fresh 4 KB pages) and what it would choose now.
//   kie-bench-firsttouch [--settle S] [--rounds N]
#include "freshmemory_p.h"

#include <sys/mman.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

double seconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void measure(bool hugePages, int rounds, bool populate)
{
    constexpr size_t kBytes = size_t(400) << 20;
    for (int round = 1; round <= rounds; ++round) {
        void *mapped = ::mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped == MAP_FAILED) {
            std::perror("mmap");
            std::exit(1);
        }
        auto *bytes = static_cast<volatile char *>(mapped);
        ::madvise(mapped, kBytes, hugePages ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
        const double start = seconds();
        if (populate) {
            if (::madvise(mapped, kBytes, MADV_POPULATE_WRITE) != 0) {
                std::perror("madvise(MADV_POPULATE_WRITE)");
                ::munmap(mapped, kBytes);
                return;
            }
        } else {
            for (size_t i = 0; i < kBytes; i += 4096)
                bytes[i] = 1;
        }
        const double touched = seconds();
        std::memset(mapped, 2, kBytes);
        const double rewritten = seconds();
        std::printf("%-14s round %d   %-11s %7.1f ms  %6.2f GB/s   %s %6.1f ms  %6.2f GB/s\n",
                    hugePages ? "2 MB pages" : "4 KB pages", round, populate ? "populate" : "first touch",
                    (touched - start) * 1e3, kBytes / (touched - start) / 1e9, populate ? "then write" : "rewrite   ",
                    (rewritten - touched) * 1e3, kBytes / (rewritten - touched) / 1e9);
        ::munmap(mapped, kBytes);
    }
}

} // namespace

int main(int argc, char **argv)
{
    int settle = 0;
    int rounds = 2;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string arg = argv[i];
        if (arg == "--settle")
            settle = std::atoi(argv[i + 1]);
        else if (arg == "--rounds")
            rounds = std::max(1, std::atoi(argv[i + 1]));
    }
    if (settle > 0)
        ::sleep(unsigned(settle));
    const double smallPageCost = kie::decideHugePages();
    std::printf("the reader's measure: 1 MB in fresh 4 KB pages, %.0f ns/KB (%.2f GB/s): it would ask for %s\n", smallPageCost,
                smallPageCost > 0 ? 1024.0 / smallPageCost : 0.0,
                kie::hugePagesPreferred() ? "2 MB pages (above the bound)" : "4 KB pages (below the bound)");
    // Alternating, each size after its own pause: neither reuses what the other just freed.
    for (const bool populate : {false, true}) {
        for (const bool hugePages : {false, true}) {
            if (settle > 0)
                ::sleep(unsigned(settle));
            measure(hugePages, populate ? 1 : rounds, populate);
        }
    }
    return 0;
}
