// SPDX-License-Identifier: Apache-2.0
// The one way files are written (archives, imports, exports, notes, figures): a temporary file
// beside the target, fsync, rename over it, so a reader never sees half a file and a full disk
// leaves the old file whole. Only a regular file (or a new path) is replaced: a device, FIFO,
// socket or directory target is refused, never turned into a regular file. A symbolic link is
// written through (the file it names is created or replaced; the link stays a link). Errors carry
// the system's text (ENOSPC, EACCES, ELOOP, ...).
//
// The output rule (ARCHIVE.md §2, "the explorer never writes to a file it opened"): an output that is
// the same file as any input (same device and inode, whatever path, link or folder names it) is
// refused before anything is written.
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace kie {

struct WriteOptions
{
    // The files and folders read to make the output (a folder: every file below it); URLs and "-" are
    // skipped. None of them is ever written.
    QStringList inputs;
    // >= 0: the file gets exactly this mode (a private key: 0600), whatever it had before.
    int forcedMode = -1;
};

bool writeFileSafely(const QString &path, QByteArrayView bytes, QString *error, const WriteOptions &options = {});

// Why `output` may not be written because it is one of `inputs` (the message names both), or an
// empty string. writeFileSafely() asks it again; a command asks it first, before it reads anything.
QString outputIsAnInput(const QString &output, const QStringList &inputs);

} // namespace kie
