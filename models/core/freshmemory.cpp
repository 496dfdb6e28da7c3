// SPDX-License-Identifier: Apache-2.0
#include "freshmemory.h"

#include <QtGlobal>

#include <mutex>

#include <sys/mman.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace kie {

void prefaultForWriting(const void *begin, size_t bytes)
{
#ifndef MADV_POPULATE_WRITE
    constexpr int MADV_POPULATE_WRITE = 23; // Linux 5.14; older kernels say EINVAL, and nothing happens
#endif
    constexpr size_t kWorthACall = size_t(64) << 10; // below this, faulting page by page costs about as much
    if (bytes < kWorthACall)
        return;
    static const quintptr page = quintptr(::sysconf(_SC_PAGESIZE));
    // Whole pages only: the page the range starts in may be partly written already (mapped, so
    // advising it changes nothing), the page it ends in is left for the next call.
    const quintptr from = reinterpret_cast<quintptr>(begin) / page * page;
    const quintptr to = (reinterpret_cast<quintptr>(begin) + bytes) / page * page;
    if (to > from)
        ::madvise(reinterpret_cast<void *>(from), to - from, MADV_POPULATE_WRITE);
}

namespace {

std::mutex wholeHeapsMutex;
int wholeHeapsUsers = 0; // under wholeHeapsMutex

#if defined(__GLIBC__)
// glibc's heaps for threads other than the first are at most 64 MB (HEAP_MAX_SIZE on 64-bit): a top
// pad that large makes every new one writable whole. 128 KB is glibc's default pad.
constexpr int kWholeHeapPad = 64 << 20;
constexpr int kDefaultTopPad = 128 << 10;
#endif

} // namespace

WholeMallocHeaps::WholeMallocHeaps()
{
    const std::lock_guard lock(wholeHeapsMutex);
#if defined(__GLIBC__)
    if (wholeHeapsUsers == 0)
        ::mallopt(M_TOP_PAD, kWholeHeapPad);
#endif
    ++wholeHeapsUsers;
}

WholeMallocHeaps::~WholeMallocHeaps()
{
    const std::lock_guard lock(wholeHeapsMutex);
    --wholeHeapsUsers;
#if defined(__GLIBC__)
    if (wholeHeapsUsers == 0)
        ::mallopt(M_TOP_PAD, kDefaultTopPad);
#endif
}

} // namespace kie
