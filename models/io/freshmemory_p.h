// SPDX-License-Identifier: Apache-2.0
// The reader's memory policy, private to models/io (callers above it use freedmemory.h). Large
// vectors written front to back once per open get their pages mapped in one call before they are
// written; the reading threads' malloc heaps are made writable whole (WholeMallocHeaps). Whether
// such memory also asks for 2 MB pages is measured at each large read, not assumed: which page size
// costs less to write the first time depends on the machine and its state (tests/benchmarks/README.md,
// "Memory policy", has the figures).
#pragma once

#include <cstddef>
#include <memory>
#include <type_traits>
#include <utility>

namespace kie {

// Maps the pages of [begin, begin + bytes) for writing without changing a byte (a page not mapped
// yet reads as zeros either way), in 2 MB pages where they are preferred (adviseHugePages). Ranges
// below a few pages, and kernels before Linux 5.14, are left to fault in as they are written.
void prefaultForWriting(const void *begin, size_t bytes);

// Asks for 2 MB pages (transparent huge pages) in the 2 MB-aligned part of [begin, begin + bytes),
// memory that is about to be written whole, when hugePagesPreferred(): one fault and one zeroing in
// the kernel per 2 MB instead of 512 faults. No byte changes; kernels without transparent huge pages
// ignore it.
void adviseHugePages(const void *begin, size_t bytes);

// What writing fresh memory in 4 KB pages costs here, now: 1 MB mapped afresh and written once, in
// nanoseconds per KB.
double measureSmallPageCost();
// Above this, 2 MB pages are asked for: a fresh 2 MB page costs at least its zeroing and at most what
// 512 small pages do, so where small pages are cheap, 2 MB pages can gain little and lose much.
inline constexpr double kHugePagesAboveNsPerKb = 1000;
// Whether adviseHugePages() and WholeMallocHeaps ask for 2 MB pages: as the last decideHugePages()
// found, false before any. The reader decides at the start of each large read.
bool hugePagesPreferred();
// Prefers 2 MB pages when measureSmallPageCost() is above kHugePagesAboveNsPerKb; returns that cost.
double decideHugePages();
void setHugePagesPreferred(bool preferred); // for tests and benchmarks

// Zero-filled memory straight from the kernel (an anonymous mapping), for a table that is written
// sparsely or once: none of its pages costs anything until it is first written (calloc zeroes what
// its heap hands out again, all of it up front). `hugePages`, for memory that is written whole: the
// block is 2 MB-aligned and asks for 2 MB pages (adviseHugePages).
class ZeroPages
{
public:
    ZeroPages() = default;
    ZeroPages(size_t bytes, bool hugePages); // throws std::bad_alloc
    ~ZeroPages();
    ZeroPages(ZeroPages &&other) noexcept;
    ZeroPages &operator=(ZeroPages &&other) noexcept;
    ZeroPages(const ZeroPages &) = delete;
    ZeroPages &operator=(const ZeroPages &) = delete;

    void *data() const { return m_data; }
    size_t size() const { return m_size; }

private:
    void *m_data = nullptr;
    size_t m_size = 0;
};

// v.resize(n) or v.resize(n, value), with the new elements' pages mapped before they are constructed.
template<typename Vector, typename... Value>
void resizePrefaulted(Vector &v, size_t n, const Value &...value)
{
    static_assert(sizeof...(Value) <= 1);
    if (n > v.size()) {
        v.reserve(n);
        prefaultForWriting(v.data() + v.size(), (n - v.size()) * sizeof(typename Vector::value_type));
    }
    v.resize(n, value...);
}

// Before `count` elements are appended to `v` within the room reserved for them.
template<typename Container>
void prefaultAppend(Container &v, size_t count)
{
    if (v.capacity() - v.size() >= count)
        prefaultForWriting(v.data() + v.size(), count * sizeof(typename Container::value_type));
}

// While one lives, each malloc heap another thread starts is made writable whole when it is made,
// instead of a few pages at a time as it fills (glibc; elsewhere it does nothing): each growth is an
// mprotect that takes the memory-map lock the other threads' page faults wait for. The setting goes back when the last one ends, so that memory freed later is handed back as before.
// A thread that creates one before its first allocation gets a whole heap of its own too.
class WholeMallocHeaps
{
public:
    WholeMallocHeaps();
    ~WholeMallocHeaps();
    // While one lives and hugePagesPreferred(): asks for 2 MB pages in the malloc heap that holds
    // `block`, a block malloc gave, if it is one of the 64 MB heaps glibc gives threads other than
    // the first, until the last one ends. Only a heap made whole gets them: in one that grows a few
    // pages at a time, no 2 MB range is ever inside it when first written. The reader's workers call
    // it for a block they just allocated and for the last record of each job: small blocks are often
    // recycled from an older heap, and a heap that fills is followed by a new one.
    static void adviseHugePagesInHeapOf(const void *block);
    static void adviseHugePagesInThreadHeap(); // the heap of a block allocated for the purpose
    WholeMallocHeaps(const WholeMallocHeaps &) = delete;
    WholeMallocHeaps &operator=(const WholeMallocHeaps &) = delete;
};

} // namespace kie
