// SPDX-License-Identifier: Apache-2.0
// Import of FlashInfer-Bench / SOL-ExecBench Trace JSON Lines (ARCHIVE.md §2.5, §6). The import is
// written as a RunArchive document, which the ordinary reader then opens: one code path for all.
#pragma once

#include "archive.h"

#include <QByteArray>
#include <QStringList>

namespace kie {

struct ProgressReporter;

// True when the first non-blank line of `head` is a JSON object with definition, workload and evaluation.
bool looksLikeTraceLines(QByteArrayView head);
// True for a folder in the flashinfer-trace layout (traces/ or definitions/ inside, or *.jsonl traces).
bool looksLikeTraceFolder(const QString &path);

struct TraceImportResult
{
    QByteArray runArchiveJson; // a RunArchive whose every reference is one it computed
    std::vector<LoadProblem> problems; // malformed lines, with file and line, skipped
    QString fatalError;
};

TraceImportResult importTraces(const QStringList &paths, const ProgressReporter &progress);

} // namespace kie
