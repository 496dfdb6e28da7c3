// SPDX-License-Identifier: Apache-2.0
#include "safewrite.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <optional>

namespace kie {

namespace {

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::SafeWrite)
};

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

QString typeName(mode_t mode)
{
    if (S_ISDIR(mode))
        return Tr::tr("a directory");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Tr::tr("a device");
    if (S_ISFIFO(mode))
        return Tr::tr("a FIFO (named pipe)");
    if (S_ISSOCK(mode))
        return Tr::tr("a socket");
    return Tr::tr("not a regular file");
}

bool writeAll(int fd, const char *data, qint64 size)
{
    while (size > 0) {
        const ssize_t written = ::write(fd, data, size_t(std::min<qint64>(size, qint64(1) << 30)));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += written;
        size -= written;
    }
    return true;
}

struct FileIdentity
{
    dev_t device = 0;
    ino_t inode = 0;
    bool operator==(const FileIdentity &other) const { return device == other.device && inode == other.inode; }
};

std::optional<FileIdentity> identityOf(const QByteArray &nativePath, struct stat *status = nullptr)
{
    struct stat st = {};
    if (::stat(nativePath.constData(), &st) != 0)
        return std::nullopt;
    if (status)
        *status = st;
    return FileIdentity{st.st_dev, st.st_ino};
}

bool isLocalInput(const QString &input)
{
    return !input.isEmpty() && input != QLatin1String("-") && !input.contains(QLatin1String("://"));
}

// Follows a chain of symbolic links to the path they end in, which need not exist yet (a dangling
// link is written through, not replaced). False with errno (ELOOP, EACCES, ...) when it cannot.
bool resolveLinks(QByteArray *path)
{
    for (int hop = 0; hop < 40; ++hop) {
        struct stat st = {};
        if (::lstat(path->constData(), &st) != 0)
            return errno == ENOENT;
        if (!S_ISLNK(st.st_mode))
            return true;
        QByteArray link(PATH_MAX, Qt::Uninitialized);
        const ssize_t size = ::readlink(path->constData(), link.data(), size_t(link.size()));
        if (size < 0)
            return false;
        link.truncate(size);
        if (!link.startsWith('/')) {
            const qsizetype slash = path->lastIndexOf('/');
            if (slash >= 0)
                link.prepend(path->left(slash + 1));
        }
        *path = link;
    }
    errno = ELOOP;
    return false;
}

// The temporary file's name: ".NAME.XXXXXX" beside the target, NAME shortened (at a character
// boundary) so that the whole stays within the folder's longest name.
QByteArray temporaryNameFor(const QByteArray &dir, const QByteArray &base)
{
    long nameMax = ::pathconf(dir.constData(), _PC_NAME_MAX);
    if (nameMax <= 0)
        nameMax = NAME_MAX;
    constexpr qsizetype kAdded = 8; // "." before, ".XXXXXX" after
    qsizetype keep = std::min<qsizetype>(base.size(), std::max<qsizetype>(1, qsizetype(nameMax) - kAdded));
    while (keep > 1 && keep < base.size() && (uchar(base.at(keep)) & 0xC0) == 0x80)
        --keep; // not inside a UTF-8 sequence
    return dir + "/." + base.left(keep) + ".XXXXXX";
}

} // namespace

QString outputIsAnInput(const QString &output, const QStringList &inputs)
{
    if (output.isEmpty() || inputs.isEmpty())
        return {};
    const auto written = identityOf(QFile::encodeName(output));
    if (!written)
        return {}; // a new file is nobody's input
    for (const QString &input : inputs) {
        if (!isLocalInput(input))
            continue;
        struct stat st = {};
        const auto read = identityOf(QFile::encodeName(input), &st);
        if (!read)
            continue;
        if (*read == *written)
            return Tr::tr("%1 is the input %2; the explorer never writes to a file it read, so nothing was written")
                .arg(output, input);
        if (!S_ISDIR(st.st_mode))
            continue;
        QDirIterator files(input, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString file = files.next();
            if (identityOf(QFile::encodeName(file)) == written)
                return Tr::tr("%1 is %2, an input inside the folder %3; the explorer never writes to a file it read, so nothing "
                              "was written")
                    .arg(output, file, input);
        }
    }
    return {};
}

bool writeFileSafely(const QString &path, QByteArrayView bytes, QString *error, const WriteOptions &options)
{
    QString ignored;
    if (!error)
        error = &ignored;
    const auto fail = [&](int code) {
        *error = Tr::tr("cannot write %1: %2").arg(path, systemError(code));
        return false;
    };
    if (path.isEmpty())
        return fail(ENOENT);
    if (const QString refusal = outputIsAnInput(path, options.inputs); !refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    // A symbolic link is written through: the file it names is replaced or created, the link stays.
    QByteArray target = QFile::encodeName(path);
    if (!resolveLinks(&target))
        return fail(errno);
    struct stat st = {};
    mode_t mode = 0666;
    if (::stat(target.constData(), &st) == 0) {
        if (!S_ISREG(st.st_mode)) {
            *error = Tr::tr("cannot write %1: it is %2, not a regular file; nothing was written").arg(path, typeName(st.st_mode));
            return false;
        }
        mode = st.st_mode & 07777;
    } else if (errno != ENOENT) {
        return fail(errno); // EACCES, ENOTDIR, ...
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    if (options.forcedMode >= 0)
        mode = mode_t(options.forcedMode); // the temporary file is 0600 from its creation (mkstemp) until then
    const qsizetype slash = target.lastIndexOf('/');
    const QByteArray dir = slash < 0 ? QByteArray(".") : slash == 0 ? QByteArray("/") : target.left(slash);
    const QByteArray base = slash < 0 ? target : target.mid(slash + 1);
    QByteArray temp = temporaryNameFor(dir, base);
    const int fd = ::mkstemp(temp.data());
    if (fd < 0)
        return fail(errno);
    int code = 0;
    if (!writeAll(fd, bytes.data(), bytes.size()) || ::fchmod(fd, mode) != 0 || ::fsync(fd) != 0)
        code = errno;
    if (::close(fd) != 0 && code == 0)
        code = errno;
    if (code == 0 && ::rename(temp.constData(), target.constData()) != 0)
        code = errno;
    if (code != 0) {
        ::unlink(temp.constData());
        return fail(code);
    }
    // The rename itself is durable once the directory is synced.
    const int dirFd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return true;
}

} // namespace kie
