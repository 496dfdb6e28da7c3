// SPDX-License-Identifier: Apache-2.0
// The bytes of one input for the archive reader: a regular file mapped read-only (never written),
// or a pipe, device or standard input ("-") read as a capped stream that is refused as soon as its
// first bytes cannot start an archive (ARCHIVE.md §2). Errors carry the system's text (strerror).
#pragma once

#include "progress.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <string>

namespace kie {

class MappedFileGuard;

// The bytes of one input and whether they are a read-only file mapping (see releasePages()).
struct InputBytes
{
    std::shared_ptr<const QByteArray> buffer; // null on error
    bool mapped = false;
    // A mapped file: whether it was changed or shortened while mapped (mappedfileguard.h); always
    // false for a stream.
    std::shared_ptr<const MappedFileGuard> guard;
    bool changedWhileMapped() const;
};

// "PATH was changed or shortened by another program while it was being read; open it again": what an
// archive, a trace and a side file say when their bytes at the end of a read are not those of its start.
QString changedWhileReadingMessage(const QString &path);

// The bytes with the spare capacity simdjson reads past a record.
std::shared_ptr<const QByteArray> paddedBytes(QByteArray bytes);
// A stream waits for its bytes (a named pipe for its writer) only as long as `progress` is not
// cancelled, and says it is waiting; a cancelled wait gives no buffer and no error, and sets *cancelled.
InputBytes openInputBytes(const QString &path, qint64 maxStreamBytes, QString *error,
                          const ProgressReporter &progress = {}, bool *cancelled = nullptr);
// Whether [begin, end) of the input can be read as copies instead (copyBytes()): it is a mapped
// file (not a stream, not a gzip's inflated bytes) whose guard keeps the file.
bool copiesReadable(const InputBytes &input);
// [begin, end) of a mapped file read into `copy` through its guard (mappedfileguard.h: read()), so
// that none of its pages is mapped: false when copiesReadable() is not, the range is empty or longer
// than `most` bytes, or the read fails (then read the mapping).
bool copyBytes(const InputBytes &input, qint64 begin, qint64 end, qint64 most, std::string &copy);
// Hands the mapped pages of [begin, end) back to the page cache (a no-op for streams).
void releasePages(const InputBytes &input, qint64 begin, qint64 end);
// Maps the pages of [begin, end) from the page cache in one call, before they are read: faulting
// them in one by one costs more in a virtual machine (a no-op for streams and before Linux 5.14).
void populatePages(const InputBytes &input, qint64 begin, qint64 end);
// A front-to-back pass over the mapping (the line splitter; the scanner where no copies can be read,
// copiesReadable()) moves from `from` on to `at`: the next
// kPassAhead bytes are mapped, and the bytes behind it go back to the page cache unless
// `keepBehind`: the extractors that follow the pass read them next, and mapping a page costs more
// than reading it in a virtual machine, so a page they find mapped is mapped once, not twice.
constexpr qint64 kPassAhead = qint64(8) << 20;
// How far ahead of the extractors a pass keeps the file's pages mapped for them, at most: half the
// input, within 64 MB to 512 MB. Kept pages count in the process's peak beside the records built
// before them, and the window's peak is to stay within 1.3 times the file (tests/benchmarks/README.md);
// the pass outruns the extractors about threefold, so past half the file it would keep most of it.
qint64 mappedAheadLimit(qint64 inputBytes);
void movePassWindow(const InputBytes &input, qint64 from, qint64 at, bool keepBehind);

} // namespace kie
