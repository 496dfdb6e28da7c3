// SPDX-License-Identifier: Apache-2.0
// A file that another program shortens while it is mapped kills the process with SIGBUS at the next
// read past its new end (the reader's scan, a manifest shown later, the deferred digests). A mapped
// input registers its bytes here; a SIGBUS inside them maps a page of zeros there instead, so the read
// goes on (and finds no valid JSON there), and marks the input as changed, which the reader reports
// as fatal: nothing read from a file that changed under it is shown as intact. A SIGBUS anywhere
// else takes the action it had before.
// A file edited in place keeps its length and raises no SIGBUS, but the pages read again (handed
// back to the page cache after the scan) then hold the new bytes: the guard also remembers the
// file's identity and modification time at the open, and compares them when asked.
#pragma once

#include <QByteArray>
#include <QString>

#include <atomic>
#include <cstddef>
#include <cstdint>

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
    // Whether the bytes are guarded (a slot was free): unguarded bytes are never left mapped.
    bool guarding() const;
    // The guard of the mapped bytes that hold `address`, or null (bytes in memory). Valid while the
    // caller keeps those bytes alive (a record's SourceText does): the guard is released with them.
    static const MappedFileGuard *guardOf(const void *address);
    // `address`'s offset in the mapped file (guardOf(address) == this), or -1.
    qint64 offsetOf(const void *address) const;
    // The file the bytes are mapped from, as fstat() saw it at the open (before any byte was read).
    struct FileStamp
    {
        QByteArray path; // native encoding
        uint64_t device = 0, inode = 0;
        int64_t size = 0, modifiedSeconds = 0, modifiedNanoseconds = 0;
    };
    void setFileStamp(FileStamp stamp);
    QString filePath() const; // the mapped file's path as opened; empty when no stamp was set
    // Keeps the mapped file's descriptor (open for reading), closed with the guard, for read().
    void keepFile(int fd);

    // Copies [offset, offset + size) of the mapped file into `out` with pread(): the bytes a page of
    // the mapping would show, without mapping that page (a pass over many records maps none of
    // them; in a virtual machine, mapping a page costs more than copying it). Bytes past the file's
    // end now read as zeros and count as a change, as a SIGBUS in the mapping does. False when no
    // file was kept or it cannot be read: then read the mapping.
    bool read(qint64 offset, char *out, qint64 size) const;

    // Whether a read past the file's end was caught (the file is shorter than when it was mapped), or
    // the file at the path is still the one mapped and was written since the open (stat(), at every
    // call). A file replaced by another one under its name leaves the mapped bytes as they were.
    bool changed() const;

private:
    bool modifiedSinceOpen() const;

    FileStamp m_stamp; // set once, before the guard is shared
    int m_fd = -1; // set once, before the guard is shared
    mutable std::atomic_bool m_readPastEnd{false};
    std::atomic<int> m_slot{-1};
    std::atomic_bool m_changed{false}; // kept by release()
};

} // namespace kie
