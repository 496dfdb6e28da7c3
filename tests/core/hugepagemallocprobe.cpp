// SPDX-License-Identifier: Apache-2.0
// What tst_hugepagemalloc runs: restartWithHugePageMalloc() as the app's main() calls it, then
// what the restarted process has: its environment and whether malloc's heap is advised for huge
// pages ("hg" among the heap's VmFlags in /proc/self/smaps).
#include "hugepages.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace {

const char *valueOf(const char *name)
{
    const char *value = std::getenv(name);
    return value ? value : "(unset)";
}

bool heapAdvised()
{
    std::ifstream smaps("/proc/self/smaps");
    bool inHeap = false;
    for (std::string line; std::getline(smaps, line);) {
        if (line.find("[heap]") != std::string::npos)
            inHeap = true;
        else if (inHeap && line.rfind("VmFlags:", 0) == 0)
            return (line + ' ').find(" hg ") != std::string::npos;
    }
    return false;
}

} // namespace

int main(int, char **argv)
{
    std::printf("started\n");
    std::fflush(stdout); // before execv() replaces this process with its buffer
    kie::restartWithHugePageMalloc(argv);
    std::vector<void *> blocks; // 16 MB in small blocks: malloc's heap grows, as when records are read
    for (int i = 0; i < 16384; ++i)
        blocks.push_back(std::malloc(1024));
    std::printf("GLIBC_TUNABLES=%s\n", valueOf("GLIBC_TUNABLES"));
    std::printf("KIE_GIVEN_GLIBC_TUNABLES=%s\n", valueOf("KIE_GIVEN_GLIBC_TUNABLES"));
    std::printf("heap-advised=%d\n", heapAdvised() ? 1 : 0);
    for (void *block : blocks)
        std::free(block);
    return 0;
}
