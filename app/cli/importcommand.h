// SPDX-License-Identifier: Apache-2.0
// `kernelindex-explorer import TRACES... -o ARCHIVE [--gzip]`: trace files and folders imported
// (ARCHIVE.md §6) and written as one RunArchive. The handler behind cli.cpp's "import" table line.
#pragma once

#include <QStringList>

class QTextStream;

namespace kie::cli {

// arguments: [program, "import", ...]. 0 written, 2 usage error or nothing importable / not writable.
int runImportCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace kie::cli
