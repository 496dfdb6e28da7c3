// SPDX-License-Identifier: Apache-2.0
#include "sourcebytes.h"

#include "mappedfileguard.h"

#include <QCoreApplication>

namespace kie {

bool bufferChangedSinceRead(const Archive &archive)
{
    return archive.bufferGuard && archive.bufferGuard->changed();
}

std::optional<QByteArray> sourceBytesNow(const Archive &archive, const SourceText &source)
{
    if (source.isEmpty())
        return QByteArray();
    // The guard of the file these bytes are mapped from, whichever member of a workspace it is: read
    // through it with pread(), so that a shortened file gives no SIGBUS and no zeros taken for text.
    const MappedFileGuard *guard = MappedFileGuard::guardOf(source.bytes().data());
    if (guard) {
        QByteArray bytes(qsizetype(source.length), Qt::Uninitialized);
        const qint64 offset = guard->offsetOf(source.bytes().data());
        if (offset >= 0 && guard->read(offset, bytes.data(), source.length))
            return guard->changed() ? std::nullopt : std::optional<QByteArray>(std::move(bytes));
    }
    QByteArray bytes = source.bytes().toByteArray();
    if (guard ? guard->changed() : bufferChangedSinceRead(archive))
        return std::nullopt;
    return bytes;
}

QString changedFileOf(const SourceText &source)
{
    const MappedFileGuard *guard = source.isEmpty() ? nullptr : MappedFileGuard::guardOf(source.bytes().data());
    return guard && guard->changed() ? guard->filePath() : QString();
}

QString fileChangedReason()
{
    return QCoreApplication::translate("kie::ArchiveReader",
                                       "the file was changed or shortened by another program after it was opened, "
                                       "so its bytes are no longer this record's; open it again");
}

} // namespace kie
