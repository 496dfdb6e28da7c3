// SPDX-License-Identifier: Apache-2.0
// Large vectors written front to back, once per open (the runs, the table's rows, the ranking's
// entries), get their pages mapped by the kernel in one call before they are written, and threads'
// malloc heaps made while a file is read are made writable in one call too (WholeMallocHeaps).
// Whether such memory also asks for 2 MB pages is measured, not assumed: which page size costs less
// to write the first time depends on the machine and on its state (tests/benchmarks/README.md). Where every
// fault traps to the hypervisor, one 2 MB fault beats 512 small ones; where the guest hands whole
// free 2 MB blocks back to its host (free page reporting), a fresh 2 MB page costs several times what
// 512 pages taken from the smaller free blocks it kept do.
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

// What writing fresh memory in 4 KB pages costs here, now: 1 MB mapped afresh and written once
// (0.3 ms where its pages come from memory the guest kept, about 3 ms where each is a trap to the
// hypervisor or comes from a block the guest handed back), in nanoseconds per KB.
double measureSmallPageCost();
// Above this, 2 MB pages are asked for: a fresh 2 MB page costs at least its zeroing (120-150 ns/KB
// measured) and at most what 512 such small pages do (2,300-2,600 ns/KB, tests/benchmarks/README.md), so
// where small pages cost less than this, 2 MB pages can gain little and lose several times as much.
inline constexpr double kHugePagesAboveNsPerKb = 1000;
// Whether adviseHugePages() and WholeMallocHeaps ask for 2 MB pages: as the last decideHugePages()
// found, false before any. The reader decides at the start of each large read.
bool hugePagesPreferred();
// Prefers 2 MB pages when measureSmallPageCost() is above kHugePagesAboveNsPerKb; returns that cost.
double decideHugePages();
void setHugePagesPreferred(bool preferred); // for tests and benchmarks

// Zero-filled memory straight from the kernel (an anonymous mapping), for a table that is written
// sparsely or once: none of its pages costs anything until it is first written. calloc zeroes what
// its heap hands out again, and while a file is read (WholeMallocHeaps) that was the reader's batch
// table: 6.6 MB written at 300k runs before the first record was read. `hugePages`, for memory that
// is written whole: the block is 2 MB-aligned and asks for 2 MB pages (adviseHugePages).
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
// instead of a few pages at a time as it fills (glibc; elsewhere it does nothing). The reader's
// workers otherwise asked the kernel for more of their heaps 9,000 times while reading 300k runs,
// and each such mprotect takes the memory-map lock the other thread's page faults wait for. The
// setting goes back when the last one ends, so that memory freed later is handed back as before.
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

// Hands the pages of freed malloc memory back to the kernel (glibc's malloc_trim; elsewhere it does
// nothing). A read leaves its temporaries' pages resident in the workers' heaps, and whole 2 MB pages
// where a heap's last block ends. The window calls it on a worker once the archive is shown, before
// the filter text is built, so that the open's peak does not hold them; at once, on the reader's
// thread, it took all the arenas' locks from the threads preparing the table (tests/benchmarks/README.md).
void releaseFreedHeapMemory();

// A vector allocator that leaves the elements resize() adds as allocated, not value-initialised,
// for vectors that a pass on all cores then writes whole, element by element: resizing a million
// rows would otherwise write every one of them once on a single thread first. Only for types whose
// objects begin to exist with their storage (implicit-lifetime: trivially copyable and destructible
// aggregates); the pass must assign every element before anything reads it.
template<typename T>
struct AssignedLaterAllocator : std::allocator<T>
{
    template<typename U>
    struct rebind
    {
        using other = AssignedLaterAllocator<U>;
    };
    AssignedLaterAllocator() = default;
    template<typename U>
    AssignedLaterAllocator(const AssignedLaterAllocator<U> &) noexcept // NOLINT: as std::allocator's
    {
    }

    template<typename U>
    void construct(U *) noexcept
    {
        static_assert(std::is_trivially_copyable_v<U> && std::is_trivially_destructible_v<U>);
    }
    template<typename U, typename... Args>
    void construct(U *at, Args &&...args)
    {
        ::new (static_cast<void *>(at)) U(std::forward<Args>(args)...);
    }
};

} // namespace kie
