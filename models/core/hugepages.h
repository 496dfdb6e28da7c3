// SPDX-License-Identifier: Apache-2.0
// Large buffers written once, front to back, right after they are allocated (the runs' vector, the
// run table's filter text): in 2 MB pages that is a few hundred page faults instead of tens of
// thousands, which in a virtual machine cost a tenth of opening a large file. Transparent huge pages
// are usually "madvise" only, so they are asked for. Only whole 2 MB pages inside the buffer are
// advised; elsewhere (or without Linux) nothing happens.
#pragma once

#include <cstddef>
#include <vector>

namespace kie {

void adviseHugePages(void *data, size_t bytes);

// A sanitizer brings its own allocator, which glibc's tunables do not reach.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitizerAllocator = true;
#elif defined(__has_feature)
inline constexpr bool kSanitizerAllocator = __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
    || __has_feature(memory_sanitizer);
#else
inline constexpr bool kSanitizerAllocator = false;
#endif

// The same for malloc. Every first touch of a page is a fault: reading a 300k-run archive took
// 70k of them and 18k mprotect calls, and a third of its CPU time was the kernel's, in this virtual
// machine (README "Benchmarks"). With glibc.malloc.hugetlb=1 glibc advises its heaps for 2 MB pages,
// and with glibc.malloc.top_pad=32 MB the main heap grows in steps that fill them. glibc reads
// tunables only when a process starts, so this starts the program again (execv of itself, same
// arguments) with them set; the restarted process gives back the environment the user gave, so
// nothing it launches inherits them. Call it first in main(). It returns at once, without a restart,
// when the user's GLIBC_TUNABLES already says glibc.malloc.hugetlb, when transparent huge pages are
// off, without glibc, under a sanitizer, or when the restart fails.
void restartWithHugePageMalloc(char **argv);

// Room for `count` elements, advised as adviseHugePages() does (address space only until written).
template<typename T, typename Allocator>
void reserveInHugePages(std::vector<T, Allocator> &vector, size_t count)
{
    vector.reserve(count);
    adviseHugePages(vector.data(), vector.capacity() * sizeof(T));
}

} // namespace kie
