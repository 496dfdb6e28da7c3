// SPDX-License-Identifier: Apache-2.0
// The one way files are written (archives, imports, exports, notes, figures): a temporary file
// beside the target, fsync, rename over it, so a reader never sees half a file and a full disk
// leaves the old file whole. Only a regular file (or a new path) is replaced: a device, FIFO,
// socket or directory target is refused, never turned into a regular file. Errors carry the
// system's text (ENOSPC, EACCES, ELOOP, ...).
#pragma once

#include <QByteArrayView>
#include <QString>

namespace kie {

// forcedMode >= 0: the file gets exactly this mode (a private key: 0600), whatever it had before.
bool writeFileSafely(const QString &path, QByteArrayView bytes, QString *error, int forcedMode = -1);

} // namespace kie
