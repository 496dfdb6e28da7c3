// SPDX-License-Identifier: Apache-2.0
// The FlashInfer-Bench / SOL-ExecBench files that sit beside traces (ARCHIVE.md §2 item 5), told
// apart by their top-level member names: the trace import reads definitions and solutions as side
// files, and the reader says what such a file is when someone opens it on its own.
#pragma once

#include <QSet>
#include <QString>

namespace kie {

enum class SourceNativeShape {
    None,
    Trace, // definition, workload, evaluation: one measured case
    WorkloadTrace, // definition and workload without an evaluation
    Definition, // name and axes, inputs, outputs or reference
    Solution, // name, definition and sources or spec
    Workload, // uuid and axes (a SOL-ExecBench workload.jsonl line)
};

SourceNativeShape sourceNativeShape(const QSet<QString> &topLevelKeys);

// Why a file of this shape opens no runs, and what to open instead; empty for None. Translated.
QString sourceNativeShapeMessage(SourceNativeShape shape);

} // namespace kie
