// SPDX-License-Identifier: Apache-2.0
// Import of FlashInfer-Bench / SOL-ExecBench Trace JSON Lines (ARCHIVE.md §2.5, §6). The import is
// written as a RunArchive document, which the ordinary reader then opens: one code path for all.
#pragma once

#include "archive.h"
#include "progress.h"

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
};

// Trace files (.jsonl, .ndjson, gzip by content) and folders in the flashinfer-trace layout.
TraceImportResult importTraces(const QStringList &paths, const ProgressReporter &progress);

// SOL-ExecBench's SOL score of one case: S = 1 / (1 + (T_k - T_SOL) / (T_b - T_SOL)), at most 1.
// When the baseline is already at the bound (T_b <= T_SOL) there is nothing to interpolate: 1 when the
// kernel is no slower than the baseline, else 0. Empty when an input is missing or not positive.
std::optional<double> solScoreOfCase(std::optional<double> kernelNs, std::optional<double> solNs,
                                     std::optional<double> baselineNs);

} // namespace kie
