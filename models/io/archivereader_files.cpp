// SPDX-License-Identifier: Apache-2.0
// The reader's entry points (archivereader.h): a file, several trace files, bytes in memory. Each
// gives the bytes (mapped or streamed, inputbytes.h), inflates gzip, imports traces, and hands the
// bytes to the reader (archivereader.cpp) — and refuses what changed on disk while it was read.
#include "archivereader.h"

#include "archivereader_pipeline_p.h"
#include "freedmemory.h"
#include "freshmemory_p.h"
#include "gzip.h"
#include "inputbytes.h"
#include "traceimport.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <optional>

namespace kie {

using namespace reader;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ArchiveReader)
};

bool hasJsonLinesSuffix(const QString &name)
{
    QString lower = name.toLower();
    if (lower.endsWith(QLatin1String(".gz")))
        lower.chop(3);
    return lower.endsWith(QLatin1String(".jsonl")) || lower.endsWith(QLatin1String(".ndjson"));
}

// Inflates a gzip input (refused as soon as its first bytes cannot be an archive); what follows the
// last good member becomes a problem of the archive, never dropped silently.
bool inflateInput(Input &input, const QString &name, const ReadOptions &options, const ProgressReporter &progress,
                  ReadResult *failure, std::optional<LoadProblem> *trailing)
{
    progress.say(QCoreApplication::translate("kie::ArchiveReader", "Decompressing %1").arg(name));
    GunzipResult inflated = gunzipMembers(QByteArrayView(*input.buffer), options.gzipLimits(), startsLikeJsonObject);
    if (!inflated.ok()) {
        *failure = fatal(QStringLiteral("%1: %2").arg(name, inflated.error));
        return false;
    }
    if (progress.cancelled()) {
        *failure = cancelledResult();
        return false;
    }
    if (!inflated.trailing.isEmpty())
        *trailing = LoadProblem{Severity::Error, name, 0, 0, -1, -1, inflated.trailing};
    input = Input{paddedBytes(std::move(inflated.data)), false, input.guard}; // says whether the gzip file changed while inflated
    return true;
}

ReadResult withTrailing(ReadResult result, const std::optional<LoadProblem> &trailing)
{
    if (!trailing)
        return result;
    if (result.archive)
        result.archive->problems.insert(result.archive->problems.begin(), *trailing);
    else if (!result.fatalError.isEmpty())
        result.fatalError += QStringLiteral("; ") + trailing->message;
    return result;
}

ReadResult readInput(Input input, const QString &name, bool compressed, bool jsonLinesHint, const ReadOptions &options,
                     const ProgressReporter &progress)
{
    std::optional<LoadProblem> trailing;
    if (isGzip(QByteArrayView(*input.buffer))) {
        ReadResult failure;
        if (!inflateInput(input, name, options, progress, &failure, &trailing))
            return failure;
        compressed = true;
    }
    return withTrailing(readBuffer(input, name, compressed, jsonLinesHint, options, progress), trailing);
}

// Traces are imported into a RunArchive document, which then goes through the ordinary reader.
ReadResult importTraceInput(const QStringList &paths, const ReadOptions &options, const ProgressReporter &progress)
{
    int last = 0;
    ProgressReporter first = progress;
    first.permille = [&progress, &last](int value) {
        last = std::max(last, value * 6 / 10);
        progress.advance(last);
    };
    TraceImportResult imported = importTraces(paths, first);
    if (progress.cancelled())
        return cancelledResult();
    if (!imported.fatalError.isEmpty())
        return fatal(imported.fatalError);
    ProgressReporter second = progress;
    second.permille = [&progress, &last](int value) { progress.advance(std::max(last, 600 + value * 4 / 10)); };
    const QString name = paths.size() == 1 ? paths.front() : paths.join(QStringLiteral(", "));
    // The memory budget is of the input (resources/help/reliability.md): the traces, which the
    // RunArchive written from them may be smaller than (it keeps a repeated log or input once).
    // The import's own cases are gone now: their pages go back before the document is read.
    releaseFreedMemory();
    ReadOptions documentOptions = options;
    if (documentOptions.maxRecordMemory <= 0 && imported.traceBytes > imported.runArchiveJson.size())
        documentOptions.maxRecordMemory = 3 * imported.traceBytes + (qint64(48) << 20);
    // The imported RunArchive is named after the traces, but it is not JSON Lines as they are.
    ReadResult result = readInput(Input{paddedBytes(std::move(imported.runArchiveJson)), false, nullptr}, name, false, false,
                                  documentOptions, second);
    if (result.archive) {
        result.archive->format = ArchiveFormat::TraceImport;
        result.archive->path = name;
        result.archive->inputFiles = paths;
        result.archive->problems.insert(result.archive->problems.begin(), imported.problems.begin(), imported.problems.end());
    }
    return result;
}

} // namespace

ReadResult readArchiveFile(const QString &path, const ReadOptions &options, const ProgressReporter &progress)
{
    const bool standardInput = path == QLatin1String("-");
    const QFileInfo info(path);
    if (!standardInput && info.isDir()) {
        if (!looksLikeTraceFolder(path))
            return fatal(Tr::tr("%1 is a folder without traces (no traces/ or definitions/, no trace .jsonl)").arg(path));
        return importTraceInput({path}, options, progress);
    }
    progress.say(Tr::tr("Opening %1").arg(path));
    progress.advance(0);
    QString error;
    bool cancelled = false;
    Input input = openInputBytes(path, options.maxStreamBytes, &error, progress, &cancelled);
    if (!input.buffer)
        return cancelled ? cancelledResult() : fatal(error);
    std::optional<LoadProblem> trailing;
    bool compressed = false;
    if (isGzip(QByteArrayView(*input.buffer))) {
        // Decompress first so that a compressed trace file is recognised too.
        ReadResult failure;
        if (!inflateInput(input, path, options, progress, &failure, &trailing))
            return failure;
        compressed = true;
    }
    const QByteArrayView bytes(*input.buffer);
    // Trace import reads the file again (for its folder): a regular file, not standard input or a pipe.
    if (!standardInput && info.isFile() && looksLikeTraceLines(bytes.first(std::min<qsizetype>(bytes.size(), 1 << 16)))) {
        // The import reads the file a window at a time: neither its mapping nor its inflated bytes
        // are held meanwhile (they took the trace's size of the address space again).
        input = Input{};
        return withTrailing(importTraceInput({path}, options, progress), trailing);
    }
    ReadResult result = withTrailing(readBuffer(input, path, compressed, hasJsonLinesSuffix(path), options, progress), trailing);
    if (input.changedWhileMapped()) // what was read past the new end was zeros, not the file
        return fatal(changedWhileReadingMessage(path));
    return result;
}

ReadResult readArchiveFiles(const QStringList &paths, const ReadOptions &options, const ProgressReporter &progress)
{
    if (paths.isEmpty())
        return fatal(Tr::tr("no files to open"));
    if (paths.size() == 1)
        return readArchiveFile(paths.front(), options, progress);
    return importTraceInput(paths, options, progress);
}

ReadResult readArchiveData(QByteArray bytes, const QString &displayName, const ReadOptions &options,
                           const ProgressReporter &progress)
{
    return readInput(Input{paddedBytes(std::move(bytes)), false, nullptr}, displayName, false, hasJsonLinesSuffix(displayName), options, progress);
}

} // namespace kie
