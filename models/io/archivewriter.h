// SPDX-License-Identifier: Apache-2.0
// Writes an opened archive (or a trace import) as a RunArchive file (ARCHIVE.md §2.2): every object
// exactly as read, so every digest and reference is the one it had. Atomic (writeFileSafely), gzip optional.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace kie {

struct Archive;

// The RunArchive text: metadata (exportedAt = now, UTC) and the archive's objects as items. A run that
// came in a manifest bundle goes out in a bundle again, with the objects it carried in their roles, so
// "declared ≠ computed" stays what it was. Null QByteArray and *error when an object has no source bytes.
QByteArray runArchiveBytes(const Archive &archive, QString *error);

// The local files and folders an archive was read from (its inputFiles and path): outputs never
// overwrite them (safewrite.h, the output rule; ARCHIVE.md §2).
QStringList filesReadFrom(const Archive &archive);

// Writes runArchiveBytes() to `path` atomically, gzip-compressed when `gzip`. Refuses the archive's own
// files and `otherInputs` (safewrite.h, the output rule): the explorer never writes to a file it opened.
bool writeRunArchive(const Archive &archive, const QString &path, bool gzip, QString *error,
                     const QStringList &otherInputs = {});

} // namespace kie
