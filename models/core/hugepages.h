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

// Room for `count` elements, advised as above (address space only until written).
template<typename T, typename Allocator>
void reserveInHugePages(std::vector<T, Allocator> &vector, size_t count)
{
    vector.reserve(count);
    adviseHugePages(vector.data(), vector.capacity() * sizeof(T));
}

} // namespace kie
