// SPDX-License-Identifier: Apache-2.0
// Synchronous readers for ARCHIVE.md §2: manifest bundle, RunArchive, JSON Lines, gzip of any of
// them (by magic bytes), and source-native traces (handed to the trace importer). Used by the
// background loader, the command line and tests. Never writes to the file it reads.
#pragma once

#include "archive.h"
#include "progress.h"
#include "gzip.h"
#include "strictjson.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace kie {

struct ReadOptions
{
    qint64 maxDecompressedBytes = GzipLimits().maxBytes; // gzip output cap (also guards bombs)
    double maxCompressionRatio = GzipLimits().maxRatio; // inflated/compressed beyond this is refused as a bomb
    qint64 maxStreamBytes = qint64(2) << 30; // pipes, devices, "-": the fetcher's default --max-bytes
    int maxDepth = kMaxJsonDepth;
    qint64 maxRecordMemory = 0; // records' memory; 0 = 3 times the decompressed size + 48 MB
    bool computeRunDigests = true; // record digests of runs (all other kinds are always digested)

    GzipLimits gzipLimits() const { return GzipLimits{maxDecompressedBytes, maxCompressionRatio}; }
    bool operator==(const ReadOptions &) const = default;
};

struct ReadResult
{
    std::shared_ptr<Archive> archive; // null only on a fatal error or cancellation
    QString fatalError; // the file as a whole could not be read (missing, not JSON, too large, ...)
    // When fatalError is the first of several errors and says "(and N more problems)": those N, in
    // order, so that a list of problems shows as many as the message counts.
    QStringList moreProblems;
    bool cancelled = false;
};

// A local file, or a folder in the flashinfer-trace layout; "-" is standard input. Pipes and devices
// are read as streams up to maxStreamBytes, and refused as soon as they cannot be an archive.
ReadResult readArchiveFile(const QString &path, const ReadOptions &options = {}, const ProgressReporter &progress = {});
// Several trace files / folders imported as one archive.
ReadResult readArchiveFiles(const QStringList &paths, const ReadOptions &options = {}, const ProgressReporter &progress = {});
// Bytes already in memory (embedded sample, fetched body). `displayName` is used in messages.
ReadResult readArchiveData(QByteArray bytes, const QString &displayName, const ReadOptions &options = {},
                           const ProgressReporter &progress = {});

} // namespace kie
