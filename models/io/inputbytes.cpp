// SPDX-License-Identifier: Apache-2.0
#include "inputbytes.h"

#include "gzip.h"
#include "mappedfileguard.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <simdjson.h>

#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace kie {

namespace {

constexpr qint64 kPadding = qint64(simdjson::SIMDJSON_PADDING);

// The reader's messages: the same translation context as archivereader.cpp.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ArchiveReader)
};

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

} // namespace

QString changedWhileReadingMessage(const QString &path)
{
    return Tr::tr("%1 was changed or shortened by another program while it was being read; open it again").arg(path);
}

// simdjson reads up to SIMDJSON_PADDING bytes past a record; keep that much spare capacity.
std::shared_ptr<const QByteArray> paddedBytes(QByteArray bytes)
{
    if (bytes.capacity() - bytes.size() < kPadding)
        bytes.reserve(bytes.size() + kPadding);
    return std::make_shared<const QByteArray>(std::move(bytes));
}

namespace {

// Waits until `fd` has bytes, its end or an error for read() to tell, looking at the cancellation
// flag every tenth of a second: a named pipe nobody writes to, or a writer that stalls, would
// otherwise hold the reading thread for good (and the window, which waits for it on closing).
// Says once that it waits, after a moment. False when cancelled.
bool waitForBytes(int fd, const QString &path, const ProgressReporter &progress)
{
    for (int waited = 0;; ++waited) {
        if (progress.cancelled())
            return false;
        pollfd watched{fd, POLLIN, 0};
        const int ready = ::poll(&watched, 1, 100);
        if (ready > 0 || (ready < 0 && errno != EINTR))
            return true;
        if (waited == 3)
            progress.say(Tr::tr("Waiting for %1 to be written…").arg(path));
    }
}

// A pipe, device or standard input: read in blocks up to `maxBytes`, and refused as soon as the
// first bytes show it cannot be an archive (ARCHIVE.md §2: every format starts with '{'; or gzip),
// so /dev/zero or /dev/urandom cost one block, not all memory.
InputBytes readStream(int fd, const QString &path, qint64 maxBytes, QString *error, const ProgressReporter &progress,
                      bool *cancelled)
{
    InputBytes input;
    QByteArray bytes;
    constexpr qint64 kBlock = qint64(1) << 16;
    bool checked = false;
    for (;;) {
        if (!waitForBytes(fd, path, progress)) {
            if (cancelled)
                *cancelled = true;
            return input;
        }
        if (bytes.size() >= maxBytes) {
            char probe;
            const ssize_t more = ::read(fd, &probe, 1);
            if (more > 0) {
                *error = Tr::tr("%1: refused: the stream is longer than %2 bytes (the limit for pipes and devices)").arg(path).arg(maxBytes);
                return input;
            }
            break;
        }
        const qint64 want = std::min<qint64>(kBlock, maxBytes - bytes.size());
        const qsizetype old = bytes.size();
        bytes.resize(old + qsizetype(want));
        const ssize_t got = ::read(fd, bytes.data() + old, size_t(want));
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN) {
                bytes.resize(old);
                continue;
            }
            *error = Tr::tr("cannot read %1: %2").arg(path, systemError(errno));
            return input;
        }
        bytes.resize(old + qsizetype(got));
        if (got == 0)
            break;
        if (!checked && (bytes.size() >= 2 || uchar(bytes[0]) != 0x1f)) { // gzip needs two bytes to tell
            if (isGzip(bytes)) {
                checked = true; // the gzip reader checks the inflated prefix
            } else if (jsonPrefixDecidable(bytes)) {
                QString why;
                if (!startsLikeJsonObject(bytes, &why)) {
                    *error = QStringLiteral("%1: %2").arg(path, why);
                    return input;
                }
                checked = true;
            }
        }
    }
    input.buffer = paddedBytes(std::move(bytes));
    return input;
}

// Maps a regular file read-only (MAP_PRIVATE: the file is never written) into a reservation that is
// SIMDJSON_PADDING bytes longer, so the padding past the end is ordinary zero memory. Anything
// else ("-" for standard input, a pipe, a device) is read as a stream with a cap.
} // namespace

InputBytes openInputBytes(const QString &path, qint64 maxStreamBytes, QString *error, const ProgressReporter &progress,
                          bool *cancelled)
{
    InputBytes input;
    const bool standardInput = path == QLatin1String("-");
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a named pipe would otherwise wait for its writer right here, where no
    // cancellation reaches; readStream() waits instead. (Regular files ignore the flag; standard
    // input's shared flags are left as they are.)
    const int fd = standardInput ? ::dup(STDIN_FILENO) : ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        // strerror: a symlink loop, a permission problem and a missing file each say what they are.
        *error = Tr::tr("cannot open %1: %2").arg(path, systemError(errno));
        return input;
    }
    struct stat st = {};
    if (::fstat(fd, &st) != 0) {
        *error = Tr::tr("cannot read %1: %2").arg(path, systemError(errno));
        ::close(fd);
        return input;
    }
    if (S_ISDIR(st.st_mode)) {
        *error = Tr::tr("cannot read %1: %2").arg(path, systemError(EISDIR));
        ::close(fd);
        return input;
    }
    if (!S_ISREG(st.st_mode) || st.st_size == 0) {
        // Pipes, devices, standard input, and files that say they are empty (/proc): a stream.
        input = readStream(fd, path, maxStreamBytes, error, progress, cancelled);
        ::close(fd);
        return input;
    }
    const size_t page = size_t(::sysconf(_SC_PAGESIZE));
    const size_t size = size_t(st.st_size);
    const size_t total = (size + size_t(kPadding) + page - 1) / page * page;
    void *area = ::mmap(nullptr, total, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    void *mapped = area == MAP_FAILED ? MAP_FAILED : ::mmap(area, size, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 0);
    if (mapped == MAP_FAILED) {
        if (area != MAP_FAILED)
            ::munmap(area, total);
        input = readStream(fd, path, std::max<qint64>(maxStreamBytes, qint64(size)), error, progress, cancelled);
        ::close(fd);
        return input;
    }
    ::madvise(area, size, MADV_SEQUENTIAL);
    auto *bytes = new QByteArray(QByteArray::fromRawData(static_cast<const char *>(area), qsizetype(size)));
    auto guard = std::make_shared<MappedFileGuard>(area, size);
    if (!guard->guarding()) { // every slot taken: a copy in memory, which no other program can shorten
        guard.reset();
        delete bytes;
        ::munmap(area, total);
        input = readStream(fd, path, std::max<qint64>(maxStreamBytes, qint64(size)), error, progress, cancelled);
        ::close(fd);
        return input;
    }
    guard->setFileStamp({QFile::encodeName(QFileInfo(path).absoluteFilePath()), uint64_t(st.st_dev), uint64_t(st.st_ino),
                         int64_t(st.st_size), int64_t(st.st_mtim.tv_sec), int64_t(st.st_mtim.tv_nsec)});
    guard->keepFile(fd); // the reader's passes and the deferred run digests read copies through it
    input.guard = guard;
    // Guarded as long as the bytes live (every record's source keeps them), released before unmapping.
    input.buffer = std::shared_ptr<const QByteArray>(bytes, [area, total, guard](const QByteArray *b) {
        guard->release();
        delete b;
        ::munmap(area, total);
    });
    input.mapped = true;
    return input;
}

bool InputBytes::changedWhileMapped() const
{
    return guard && guard->changed();
}

bool copiesReadable(const InputBytes &input)
{
    return input.mapped && input.guard;
}

bool copyBytes(const InputBytes &input, qint64 begin, qint64 end, qint64 most, std::string &copy)
{
    if (!copiesReadable(input) || end <= begin || end - begin > most)
        return false;
    copy.resize(size_t(end - begin));
    return input.guard->read(begin, copy.data(), end - begin);
}

// Indexed pages of a mapped file are handed back to the page cache: the records are what stays
// resident, and the bytes fault back in (from the cache) when a manifest is shown.
void releasePages(const InputBytes &input, qint64 begin, qint64 end)
{
    if (!input.mapped || end <= begin)
        return;
    static const qint64 page = qint64(::sysconf(_SC_PAGESIZE));
    const auto base = reinterpret_cast<quintptr>(input.buffer->constData());
    const quintptr from = (base + quintptr(begin) + quintptr(page) - 1) / quintptr(page) * quintptr(page);
    const quintptr to = (base + quintptr(end)) / quintptr(page) * quintptr(page);
    if (to > from)
        ::madvise(reinterpret_cast<void *>(from), to - from, MADV_DONTNEED);
}

qint64 mappedAheadLimit(qint64 inputBytes)
{
    constexpr qint64 least = qint64(64) << 20, most = qint64(512) << 20;
    return std::clamp(inputBytes / 2, least, most);
}

void populatePages(const InputBytes &input, qint64 begin, qint64 end)
{
#ifndef MADV_POPULATE_READ
    constexpr int MADV_POPULATE_READ = 22; // Linux 5.14; older kernels say EINVAL, and nothing happens
#endif
    if (!input.mapped || end <= begin)
        return;
    static const qint64 page = qint64(::sysconf(_SC_PAGESIZE));
    const auto base = reinterpret_cast<quintptr>(input.buffer->constData());
    const quintptr from = (base + quintptr(begin)) / quintptr(page) * quintptr(page);
    const quintptr to = base + quintptr(std::min<qint64>(end, input.buffer->size()));
    if (to > from)
        ::madvise(reinterpret_cast<void *>(from), to - from, MADV_POPULATE_READ);
}

void movePassWindow(const InputBytes &input, qint64 from, qint64 at, bool keepBehind)
{
    if (!keepBehind)
        releasePages(input, from, at);
    populatePages(input, at, at + kPassAhead);
}

} // namespace kie
