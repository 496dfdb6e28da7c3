// SPDX-License-Identifier: Apache-2.0
// Large vectors written front to back, once per open (the runs, the table's rows, the ranking's
// entries), get their pages mapped by the kernel in one call before they are written. Writing
// memory the process has never touched costs a page fault per 4 KB page, about 10 µs each in the
// virtual machine this is measured on; mapped ahead, the same pages cost about 40 % less
// (README "Benchmarks": kie-bench-firsttouch, populate).
#pragma once

#include <cstddef>

namespace kie {

// Maps the pages of [begin, begin + bytes) for writing without changing a byte (a page not mapped
// yet reads as zeros either way). Ranges below a few pages, and kernels before Linux 5.14, are
// left to fault in as they are written.
void prefaultForWriting(const void *begin, size_t bytes);

// v.resize(n), with the new elements' pages mapped before they are constructed.
template<typename Vector>
void resizePrefaulted(Vector &v, size_t n)
{
    if (n > v.size()) {
        v.reserve(n);
        prefaultForWriting(v.data() + v.size(), (n - v.size()) * sizeof(typename Vector::value_type));
    }
    v.resize(n);
}

// Before `count` elements are appended to `v` within the room reserved for them.
template<typename Container>
void prefaultAppend(Container &v, size_t count)
{
    if (v.capacity() - v.size() >= count)
        prefaultForWriting(v.data() + v.size(), count * sizeof(typename Container::value_type));
}

} // namespace kie
