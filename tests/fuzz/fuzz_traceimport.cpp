// SPDX-License-Identifier: Apache-2.0
// Trace import (ARCHIVE.md §2.5, §6) on arbitrary JSON Lines bytes: the RunArchive it writes must be
// read back by the ordinary reader without a fatal error whenever the import itself succeeded.
#include "archivereader.h"
#include "traceimport.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    kie::ProgressReporter progress;
    const kie::TraceImportResult imported = kie::importTraceData(bytes, QStringLiteral("fuzz.jsonl"), progress);
    if (!imported.fatalError.isEmpty() || imported.runArchiveJson.isEmpty())
        return 0;
    const kie::ReadResult result = kie::readArchiveData(imported.runArchiveJson, QStringLiteral("imported.json"));
    if (!result.archive)
        std::abort(); // the importer wrote something its own reader refuses
    return 0;
}
