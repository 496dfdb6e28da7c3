// SPDX-License-Identifier: Apache-2.0
// Synchronous readers for ARCHIVE.md §2: manifest bundle, RunArchive, JSON Lines, gzip of any of
// them (by magic bytes), and source-native traces (handed to the trace importer). Used by the
// background loader, the command line and tests. Never writes to the file it reads.
#pragma once

#include "archive.h"
#include "progress.h"
#include "strictjson.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace kie {

struct ReadOptions
{
    qint64 maxDecompressedBytes = qint64(8) << 30; // gzip output cap (also guards bombs)
    double maxCompressionRatio = 1000.0; // inflated/compressed beyond this is refused as a bomb
    int maxDepth = kMaxJsonDepth;
    bool computeRunDigests = true; // record digests of runs (all other kinds are always digested)
};

struct ReadResult
{
    std::shared_ptr<Archive> archive; // null only on a fatal error or cancellation
    QString fatalError; // the file as a whole could not be read (missing, not JSON, too large, ...)
    bool cancelled = false;
};

// A local file, or a folder in the flashinfer-trace layout.
ReadResult readArchiveFile(const QString &path, const ReadOptions &options = {}, const ProgressReporter &progress = {});
// Several trace files / folders imported as one archive.
ReadResult readArchiveFiles(const QStringList &paths, const ReadOptions &options = {}, const ProgressReporter &progress = {});
// Bytes already in memory (embedded sample, fetched body). `displayName` is used in messages.
ReadResult readArchiveData(QByteArray bytes, const QString &displayName, const ReadOptions &options = {},
                           const ProgressReporter &progress = {});

// Inflates gzip data with a cap; an empty QByteArray and *error when over the cap or corrupt.
bool isGzip(QByteArrayView bytes);
QByteArray gunzip(QByteArrayView compressed, qint64 maxBytes, double maxRatio, QString *error);
QByteArray gzip(QByteArrayView data, int level = 6);

} // namespace kie
