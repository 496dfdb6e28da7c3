// SPDX-License-Identifier: Apache-2.0
// The reader through a real file, as the window and the commands open one: the bytes are written to a
// file and opened (mapped, with its guard), and another program is played by the progress callback,
// which at a fuzzed report shortens the file to a fuzzed length, or appends to it. Must never crash
// (no SIGBUS past a new end); a result is an archive or a reason; and an archive read while its file
// changed is refused ("changed or shortened"), never shown as read. The bytes of every record of an
// archive that was read whole are asked again afterwards (sourcebytes.h) and are either the record's
// or refused.
#include "archive.h"
#include "archivereader.h"
#include "sourcebytes.h"

#include <QByteArray>
#include <QFile>
#include <QTemporaryDir>

#include <unistd.h>

#include <cstdlib>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Four bytes of plan, the rest is the file: which report changes it (0: none), and to what length
    // (from its last byte's parity: shortened, else appended to).
    if (size < 4)
        return 0;
    const int atReport = data[0] % 8;
    const qint64 cut = qint64(data[1]) << 8 | data[2];
    const bool append = data[3] & 1;
    static QTemporaryDir dir;
    const QString path = dir.filePath(data[3] & 2 ? QStringLiteral("fuzz.jsonl") : QStringLiteral("fuzz.json"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        file.write(reinterpret_cast<const char *>(data + 4), qint64(size - 4));
    }
    const QByteArray native = QFile::encodeName(path);
    int reports = 0;
    bool changed = false;
    kie::ProgressReporter progress;
    progress.permille = [&](int) {
        if (++reports != atReport || changed)
            return;
        changed = true;
        if (append) {
            QFile file(path);
            if (file.open(QIODevice::Append))
                file.write(QByteArray(int(cut % 512) + 1, ' '));
        } else if (::truncate(native.constData(), std::min<qint64>(cut, qint64(size - 4))) != 0) {
            std::abort();
        }
    };
    kie::ReadOptions options;
    options.maxDecompressedBytes = qint64(64) << 20;
    const kie::ReadResult result = kie::readArchiveFile(path, options, progress);
    if (!result.archive && result.fatalError.isEmpty())
        std::abort(); // neither an archive nor a reason
    if (result.archive) {
        for (const kie::ObjectBase *object : kie::objectsInFileOrder(*result.archive)) {
            const std::optional<QByteArray> bytes = kie::sourceBytesNow(*result.archive, object->source);
            if (bytes && *bytes != object->source.bytes().toByteArray() && !kie::bufferChangedSinceRead(*result.archive))
                std::abort(); // other bytes given as the record's
        }
    }
    QFile::remove(path);
    return 0;
}
