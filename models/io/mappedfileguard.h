// SPDX-License-Identifier: Apache-2.0
// A file that another program shortens while it is mapped kills the process with SIGBUS at the next
// read past its new end (the reader's scan, a manifest shown later, the deferred digests). A mapped
// input registers its bytes here; a SIGBUS inside them maps a page of zeros there instead, so the read
// goes on (and finds no valid JSON there), and marks the input as changed, which the reader reports
// as fatal: nothing read from a file that changed under it is shown as intact. A SIGBUS anywhere
// else takes the action it had before.
#pragma once

#include <atomic>
#include <cstddef>

namespace kie {

class MappedFileGuard
{
public:
    MappedFileGuard(const void *data, size_t size); // guards nothing when all slots are taken
    ~MappedFileGuard();
    MappedFileGuard(const MappedFileGuard &) = delete;
    MappedFileGuard &operator=(const MappedFileGuard &) = delete;

    // Stops guarding; call it before the bytes are unmapped (their addresses may be mapped again).
    void release();
    // Whether a read past the file's end was caught: the file is shorter than when it was mapped.
    bool changed() const;

private:
    std::atomic<int> m_slot{-1};
    std::atomic_bool m_changed{false}; // kept by release()
};

} // namespace kie
