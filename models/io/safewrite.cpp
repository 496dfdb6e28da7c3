// SPDX-License-Identifier: Apache-2.0
#include "safewrite.h"

#include <QCoreApplication>
#include <QFile>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

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

} // namespace

bool writeFileSafely(const QString &path, QByteArrayView bytes, QString *error, int forcedMode)
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
    // A symbolic link is followed: the file it names is replaced, the link stays.
    QByteArray target = QFile::encodeName(path);
    struct stat st = {};
    mode_t mode = 0666;
    if (::stat(target.constData(), &st) == 0) {
        if (!S_ISREG(st.st_mode)) {
            *error = Tr::tr("cannot write %1: it is %2, not a regular file; nothing was written").arg(path, typeName(st.st_mode));
            return false;
        }
        mode = st.st_mode & 07777;
        if (char *real = ::realpath(target.constData(), nullptr)) {
            target = QByteArray(real);
            std::free(real);
        }
    } else if (errno != ENOENT) {
        return fail(errno); // ELOOP, EACCES, ENOTDIR, ...
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    if (forcedMode >= 0)
        mode = mode_t(forcedMode); // the temporary file is 0600 from its creation (mkstemp) until then
    const qsizetype slash = target.lastIndexOf('/');
    const QByteArray dir = slash < 0 ? QByteArray(".") : slash == 0 ? QByteArray("/") : target.left(slash);
    const QByteArray base = slash < 0 ? target : target.mid(slash + 1);
    QByteArray temp = dir + "/." + base + ".XXXXXX";
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
