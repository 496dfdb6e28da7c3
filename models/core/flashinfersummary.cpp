// SPDX-License-Identifier: Apache-2.0
#include "flashinfersummary.h"

#include "archive.h"
#include "references.h"
#include "runfacts.h"

#include <cmath>

namespace kie {

namespace {

// get_best_trace's default error bounds (max_abs_error, max_rel_error).
constexpr double kBestErrorBound = 1e-2;

QString definitionOf(const Archive &archive, const RunRecord &run)
{
    const int workload = carriedObject(archive, run, ObjectKind::BenchmarkWorkload);
    if (workload >= 0 && !archive.workloads[size_t(workload)].definition.isEmpty())
        return archive.workloads[size_t(workload)].definition;
    return run.sourceNative ? run.sourceNative->benchmark.text() : QString();
}

bool withinBounds(const std::optional<double> &error)
{
    return !error || *error <= kBestErrorBound;
}

} // namespace

FlashInferSummary flashInferSummary(const Archive &archive)
{
    FlashInferSummary summary;
    double latencySum = 0;
    qint64 latencyCount = 0;
    for (size_t r = 0; r < archive.runs.size(); ++r) {
        const RunRecord &run = archive.runs[r];
        if (archive.ranking.leftOutForIntegrity(int(r))) { // ARCHIVE.md §3: said in a note, not counted
            summary.leftOutForIntegrity.push_back(int(r));
            continue;
        }
        if (run.cases.empty())
            continue;
        FlashInferDefinitionSummary &definition = summary.perDefinition[definitionOf(archive, run)];
        QString solution;
        for (const CaseRow &row : run.cases) {
            const QString status = row.status.isEmpty() ? QStringLiteral("MISSING") : row.status;
            const bool passed = status == QLatin1String("PASSED");
            ++summary.total;
            ++definition.total;
            ++summary.statusCounts[status];
            ++definition.statusCounts[status];
            if (!passed)
                continue;
            ++summary.passed;
            ++definition.passed;
            if (row.latencyNs && std::isfinite(*row.latencyNs)) {
                const double ms = *row.latencyNs / 1e6;
                summary.minLatencyMs = summary.minLatencyMs ? std::min(*summary.minLatencyMs, ms) : ms;
                summary.maxLatencyMs = summary.maxLatencyMs ? std::max(*summary.maxLatencyMs, ms) : ms;
                latencySum += ms;
                ++latencyCount;
            }
            if (!withinBounds(row.maxAbsoluteError) || !withinBounds(row.maxRelativeError))
                continue;
            const double speedup = row.speedup.value_or(-INFINITY);
            if (definition.bestSolution && speedup <= definition.bestSpeedupFactor.value_or(-INFINITY))
                continue;
            if (solution.isEmpty())
                solution = implementationName(archive, int(r));
            definition.bestSolution = solution;
            definition.bestSpeedupFactor = row.speedup;
            definition.bestLatencyMs = row.latencyNs ? std::optional<double>(*row.latencyNs / 1e6) : std::nullopt;
            definition.bestReferenceLatencyMs =
                row.referenceLatencyNs ? std::optional<double>(*row.referenceLatencyNs / 1e6) : std::nullopt;
            definition.bestMaxAbsoluteError = row.maxAbsoluteError;
            definition.bestMaxRelativeError = row.maxRelativeError;
        }
    }
    if (latencyCount > 0)
        summary.avgLatencyMs = latencySum / double(latencyCount);
    return summary;
}

} // namespace kie
