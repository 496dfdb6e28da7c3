// SPDX-License-Identifier: Apache-2.0
#include "sourcenativeshape.h"

#include <QCoreApplication>

namespace kie {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::SourceNativeShape)
};

} // namespace

SourceNativeShape sourceNativeShape(const QSet<QString> &keys)
{
    const auto has = [&keys](const char *key) { return keys.contains(QLatin1String(key)); };
    if (has("definition") && has("workload"))
        return has("evaluation") ? SourceNativeShape::Trace : SourceNativeShape::WorkloadTrace;
    if (has("evaluation"))
        return SourceNativeShape::None;
    if (has("name") && (has("axes") || has("inputs") || has("outputs") || has("reference")))
        return SourceNativeShape::Definition;
    if (has("name") && has("definition") && (has("sources") || has("spec")))
        return SourceNativeShape::Solution;
    if (has("uuid") && has("axes") && !has("name"))
        return SourceNativeShape::Workload;
    return SourceNativeShape::None;
}

QString sourceNativeShapeMessage(SourceNativeShape shape)
{
    switch (shape) {
    case SourceNativeShape::None:
        break;
    case SourceNativeShape::Trace:
        return Tr::tr("a FlashInfer-Bench / SOL-ExecBench trace line among other records: open or import the trace "
                      "file on its own, whose lines are all traces");
    case SourceNativeShape::WorkloadTrace:
        return Tr::tr("a workload trace (definition and workload, no evaluation): it holds no result; open the "
                      "trace files with evaluations");
    case SourceNativeShape::Definition:
        return Tr::tr("a FlashInfer-Bench / SOL-ExecBench definition: it describes a kernel and holds no results; "
                      "open the trace files that name it, and this definition is read with them");
    case SourceNativeShape::Solution:
        return Tr::tr("a FlashInfer-Bench / SOL-ExecBench solution: a kernel's source, with no results; open the "
                      "trace files that name it, and this solution is read with them");
    case SourceNativeShape::Workload:
        return Tr::tr("a SOL-ExecBench / FlashInfer-Bench workload (uuid, axes, inputs): input shapes, with no "
                      "results; open the trace files measured on it");
    }
    return {};
}

} // namespace kie
