// SPDX-License-Identifier: Apache-2.0
// The archive reader on arbitrary bytes: every format (bundle, RunArchive, JSON Lines, single
// object, gzip of any of them). Must never crash; a result is either an archive or a fatal error,
// and an archive with no object and no problem means something was read silently wrong. Every
// record digest, written from the parsed record (recordextract_jcs.cpp), must be the strict path's
// digest of the record's bytes (ARCHIVE.md §3).
#include "archivereader.h"
#include "digest.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The first byte picks the name (JSON Lines by suffix or not); the rest is the file.
    if (size < 1)
        return 0;
    const bool lines = data[0] & 1;
    kie::ReadOptions options;
    options.maxDecompressedBytes = qint64(64) << 20; // keep inside libFuzzer's RSS limit
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const kie::ReadResult result = kie::readArchiveData(bytes, lines ? QStringLiteral("fuzz.jsonl") : QStringLiteral("fuzz.json"), options);
    if (!result.archive && result.fatalError.isEmpty())
        std::abort(); // neither an archive nor a reason
    if (result.archive && result.archive->objectCount() == 0 && result.archive->problems.empty()
        && result.archive->format != kie::ArchiveFormat::RunArchive)
        std::abort(); // "ok" with nothing read (only an empty RunArchive may hold nothing)
    if (result.archive) {
        for (const kie::ObjectBase *object : kie::objectsInFileOrder(*result.archive)) {
            QString error;
            if (!object->digest.isEmpty() && object->digest != kie::objectDigestOfText(object->source.bytes(), &error))
                std::abort(); // two paths to one digest disagree
        }
    }
    return 0;
}
