// SPDX-License-Identifier: Apache-2.0
// Import of FlashInfer-Bench / SOL-ExecBench Trace JSON Lines (ARCHIVE.md §2.5, §6). The import is
// written as a RunArchive document, which the ordinary reader then opens: one code path for all.
#pragma once

#include "archive.h"
#include "progress.h"
#include "solmath.h" // solScoreOfCase

#include <QByteArray>
#include <QStringList>

#include <optional>

namespace kie {

// True when the first non-blank line of `head` is a JSON object with definition, workload and evaluation.
// `head` may end in the middle of that line (only the first bytes of a file): members are scanned, not parsed.
bool looksLikeTraceLines(QByteArrayView head);
// True for a folder in the flashinfer-trace layout (traces/ or definitions/ inside, or *.jsonl traces).
bool looksLikeTraceFolder(const QString &path);

struct TraceImportResult
{
    QByteArray runArchiveJson; // a RunArchive whose every reference is one it computed
    std::vector<LoadProblem> problems; // malformed lines, with file and line, skipped
    QString fatalError;
    bool cancelled = false;
    QStringList traceFiles; // the files whose lines were imported
    QStringList definitionFiles; // the definition JSON files that enriched a workload
    qint64 traceBytes = 0; // the trace files' bytes as read (inflated): the input the memory budget is of
};

// Trace files (.jsonl, .ndjson, gzip by content) and folders in the flashinfer-trace layout.
TraceImportResult importTraces(const QStringList &paths, const ProgressReporter &progress);

// solScoreOfCase, the per-case SOL score the import records, is in solmath.h (core).


} // namespace kie
