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
    QByteArray bytes = source.bytes().toByteArray();
    if (bufferChangedSinceRead(archive))
        return std::nullopt;
    return bytes;
}

QString fileChangedReason()
{
    return QCoreApplication::translate("kie::ArchiveReader",
                                       "the file was changed or shortened by another program after it was opened, "
                                       "so its bytes are no longer this record's; open it again");
}

} // namespace kie
