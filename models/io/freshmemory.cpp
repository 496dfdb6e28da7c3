// SPDX-License-Identifier: Apache-2.0
#include "freshmemory_p.h"
#include "freedmemory.h"

#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#include <sys/mman.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace kie {

namespace {

constexpr quintptr kHugePage = quintptr(2) << 20;

quintptr pageSize()
{
    static const quintptr page = quintptr(::sysconf(_SC_PAGESIZE));
    return page;
}

quintptr roundDown(quintptr at, quintptr unit)
{
    return at / unit * unit;
}

quintptr roundUp(quintptr at, quintptr unit)
{
    return roundDown(at + unit - 1, unit);
}

} // namespace

void prefaultForWriting(const void *begin, size_t bytes)
{
#ifndef MADV_POPULATE_WRITE
    constexpr int MADV_POPULATE_WRITE = 23; // Linux 5.14; older kernels say EINVAL, and nothing happens
#endif
    constexpr size_t kWorthACall = size_t(64) << 10; // below this, faulting page by page costs about as much
    if (bytes < kWorthACall)
        return;
    // Whole pages only: the page the range starts in may be partly written already (mapped, so
    // advising it changes nothing), the page it ends in is left for the next call.
    const quintptr from = roundDown(reinterpret_cast<quintptr>(begin), pageSize());
    const quintptr to = roundDown(reinterpret_cast<quintptr>(begin) + bytes, pageSize());
    if (to > from) {
        adviseHugePages(begin, bytes);
        ::madvise(reinterpret_cast<void *>(from), to - from, MADV_POPULATE_WRITE);
    }
}

// glibc's malloc_trim: a read leaves its temporaries' pages resident in the workers' heaps, and whole
// 2 MB pages where a heap's last block ends.
void releaseFreedMemory()
{
#if defined(__GLIBC__)
    ::malloc_trim(0);
#endif
}

namespace {

std::atomic_bool hugePagesChosen{false};

} // namespace

bool hugePagesPreferred()
{
    return hugePagesChosen.load(std::memory_order_relaxed);
}

void setHugePagesPreferred(bool preferred)
{
    hugePagesChosen.store(preferred, std::memory_order_relaxed);
}

double measureSmallPageCost()
{
    constexpr size_t kBytes = size_t(1) << 20; // past the few pages each CPU keeps at hand
    void *mapping = ::mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (mapping == MAP_FAILED)
        return 0;
    ::madvise(mapping, kBytes, MADV_NOHUGEPAGE);
    auto *bytes = static_cast<volatile char *>(mapping);
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    for (size_t at = 0; at < kBytes; at += pageSize())
        bytes[at] = 1;
    const auto took = Clock::now() - start;
    ::munmap(mapping, kBytes);
    return double(std::chrono::duration_cast<std::chrono::nanoseconds>(took).count()) / double(kBytes >> 10);
}

double decideHugePages()
{
    const double cost = measureSmallPageCost();
    setHugePagesPreferred(cost > kHugePagesAboveNsPerKb);
    return cost;
}

void adviseHugePages(const void *begin, size_t bytes)
{
    if (!hugePagesPreferred())
        return;
    const quintptr from = roundUp(reinterpret_cast<quintptr>(begin), kHugePage);
    const quintptr to = roundDown(reinterpret_cast<quintptr>(begin) + bytes, kHugePage);
    if (to > from)
        ::madvise(reinterpret_cast<void *>(from), to - from, MADV_HUGEPAGE);
}

ZeroPages::ZeroPages(size_t bytes, bool hugePages)
{
    if (bytes == 0)
        return;
    // A 2 MB-aligned block is cut out of a mapping one 2 MB page larger; the rest goes back.
    const size_t mapped = hugePages ? bytes + kHugePage : bytes;
    void *mapping = ::mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping == MAP_FAILED)
        throw std::bad_alloc();
    auto *begin = static_cast<char *>(mapping);
    if (hugePages) {
        const size_t length = roundUp(bytes, pageSize());
        char *aligned = reinterpret_cast<char *>(roundUp(reinterpret_cast<quintptr>(begin), kHugePage));
        if (aligned > begin)
            ::munmap(begin, size_t(aligned - begin));
        if (begin + mapped > aligned + length)
            ::munmap(aligned + length, size_t(begin + mapped - (aligned + length)));
        begin = aligned;
        adviseHugePages(begin, length);
    }
    m_data = begin;
    m_size = bytes;
}

ZeroPages::~ZeroPages()
{
    if (m_data)
        ::munmap(m_data, m_size);
}

ZeroPages::ZeroPages(ZeroPages &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0))
{
}

ZeroPages &ZeroPages::operator=(ZeroPages &&other) noexcept
{
    if (this != &other) {
        if (m_data)
            ::munmap(m_data, m_size);
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

namespace {

std::mutex wholeHeapsMutex;
int wholeHeapsUsers = 0; // under wholeHeapsMutex
std::vector<quintptr> hugePageHeaps; // under wholeHeapsMutex: the heaps asked for 2 MB pages meanwhile

#if defined(__GLIBC__)
// glibc's heaps for threads other than the first are at most 64 MB (HEAP_MAX_SIZE on 64-bit): a top
// pad that large makes every new one writable whole. 128 KB is glibc's default pad.
constexpr int kWholeHeapPad = 64 << 20;
constexpr int kDefaultTopPad = 128 << 10;
// Those heaps are HEAP_MAX_SIZE and aligned to it, so a block's heap starts at its address rounded
// down to it. The first thread's heap is the program break's, just below sbrk(0): not one of them.
// A wrong guess only gives advice about other memory, which changes no byte.
constexpr quintptr kHeapSize = quintptr(64) << 20;
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
    if (wholeHeapsUsers == 0) {
        ::mallopt(M_TOP_PAD, kDefaultTopPad);
        // The pages written stay as they are; what the heaps hold later is no longer gathered into
        // 2 MB pages in the background (khugepaged), which could make a sparse heap resident whole.
        for (const quintptr heap : hugePageHeaps)
            ::madvise(reinterpret_cast<void *>(heap), kHeapSize, MADV_NOHUGEPAGE);
        hugePageHeaps.clear();
    }
#endif
}

void WholeMallocHeaps::adviseHugePagesInThreadHeap()
{
    const auto probe = std::make_unique<char>();
    adviseHugePagesInHeapOf(probe.get());
}

void WholeMallocHeaps::adviseHugePagesInHeapOf(const void *block)
{
#if defined(__GLIBC__)
    const auto at = reinterpret_cast<quintptr>(block);
    const auto programBreak = reinterpret_cast<quintptr>(::sbrk(0));
    const bool inBreakHeap = at < programBreak && programBreak - at < (quintptr(4) << 30);
    if (!block || inBreakHeap || !hugePagesPreferred())
        return;
    const quintptr heap = roundDown(at, kHeapSize);
    const std::lock_guard lock(wholeHeapsMutex);
    if (wholeHeapsUsers == 0 || std::find(hugePageHeaps.begin(), hugePageHeaps.end(), heap) != hugePageHeaps.end())
        return;
    if (::madvise(reinterpret_cast<void *>(heap), kHeapSize, MADV_HUGEPAGE) == 0)
        hugePageHeaps.push_back(heap);
#else
    Q_UNUSED(block);
#endif
}

} // namespace kie
