// SPDX-License-Identifier: Apache-2.0
#include "hugepages.h"

#include <QtGlobal>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace kie {

void adviseHugePages(void *data, size_t bytes)
{
#ifdef Q_OS_LINUX
    constexpr quintptr kHuge = quintptr(2) << 20;
    const auto begin = (reinterpret_cast<quintptr>(data) + kHuge - 1) & ~(kHuge - 1);
    const auto end = (reinterpret_cast<quintptr>(data) + bytes) & ~(kHuge - 1);
    if (end > begin)
        ::madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    Q_UNUSED(data);
    Q_UNUSED(bytes);
#endif
}

#if defined(Q_OS_LINUX) && defined(__GLIBC__)
namespace {

constexpr char kTunables[] = "GLIBC_TUNABLES";
// Set only from the execv() to the restarted main(): "=<value>" or "-" (GLIBC_TUNABLES was unset).
constexpr char kGivenTunables[] = "KIE_GIVEN_GLIBC_TUNABLES";
constexpr char kHugePageMalloc[] = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=33554432";

bool transparentHugePagesOn()
{
    std::ifstream file("/sys/kernel/mm/transparent_hugepage/enabled");
    std::string modes;
    return std::getline(file, modes) && modes.find("[never]") == std::string::npos;
}

void restoreTunables(const char *given)
{
    if (given[0] == '=')
        ::setenv(kTunables, given + 1, 1);
    else
        ::unsetenv(kTunables);
    ::unsetenv(kGivenTunables);
}

} // namespace
#endif

void restartWithHugePageMalloc(char **argv)
{
#if defined(Q_OS_LINUX) && defined(__GLIBC__)
    if (const char *given = std::getenv(kGivenTunables)) { // the restarted process
        restoreTunables(std::string(given).c_str());
        return;
    }
    const char *tunables = std::getenv(kTunables);
    const bool userDecided = tunables && std::strstr(tunables, "glibc.malloc.hugetlb");
    if (kSanitizerAllocator || userDecided || !transparentHugePagesOn() || !argv || !argv[0])
        return;
    const std::string given = tunables ? std::string("=") + tunables : std::string("-");
    // The user's own tunables come after ours: where both name one, theirs is the one glibc keeps.
    const std::string restarted = tunables && *tunables ? std::string(kHugePageMalloc) + ':' + tunables : std::string(kHugePageMalloc);
    ::setenv(kGivenTunables, given.c_str(), 1);
    ::setenv(kTunables, restarted.c_str(), 1);
    ::execv("/proc/self/exe", argv);
    restoreTunables(given.c_str()); // not restarted: carry on as started
#else
    Q_UNUSED(argv);
#endif
}

} // namespace kie
