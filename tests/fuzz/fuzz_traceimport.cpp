// SPDX-License-Identifier: Apache-2.0
// Trace import (ARCHIVE.md §2.5, §6) on arbitrary JSON Lines bytes: the RunArchive it writes must be
// read back by the ordinary reader without a fatal error whenever the import itself succeeded.
#include "archivereader.h"
#include "traceimport.h"

#include <QDir>
#include <QFile>

#include <unistd.h>

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Through a file, as the command line and the window import traces.
    static const QString path = QDir::tempPath() + QStringLiteral("/kie-fuzz-trace-%1.jsonl").arg(::getpid());
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 0;
        file.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    kie::ProgressReporter progress;
    const kie::TraceImportResult imported = kie::importTraces({path}, progress);
    if (!imported.fatalError.isEmpty() || imported.runArchiveJson.isEmpty())
        return 0;
    const kie::ReadResult result = kie::readArchiveData(imported.runArchiveJson, QStringLiteral("imported.json"));
    if (!result.archive)
        std::abort(); // the importer wrote something its own reader refuses
    return 0;
}
