// SPDX-License-Identifier: Apache-2.0
// FlashInfer-Bench's own trace summary (its artifact_summary.json, written by the report step of its
// solution benchmarks from TraceSet.summary and TraceSet.get_best_trace), recomputed from an imported
// trace set: counts over trace lines, latencies over PASSED lines in ms, and per definition the best
// PASSED line (resources/help/command-line.md, "summary").
#pragma once

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace kie {

struct Archive;

struct FlashInferDefinitionSummary
{
    qint64 total = 0, passed = 0;
    std::map<QString, qint64> statusCounts; // status as read ("MISSING" when empty), sorted
    // get_best_trace: the PASSED line with both errors <= 1e-2 and the highest speedup_factor (the
    // first of equals); its figures. Empty when there is none.
    std::optional<QString> bestSolution;
    std::optional<double> bestSpeedupFactor, bestLatencyMs, bestReferenceLatencyMs, bestMaxAbsoluteError,
        bestMaxRelativeError;

    qint64 failed() const { return total - passed; }
};

struct FlashInferSummary
{
    qint64 total = 0, passed = 0;
    std::optional<double> minLatencyMs, maxLatencyMs, avgLatencyMs; // over PASSED lines with a latency
    std::map<QString, qint64> statusCounts;
    std::map<QString, FlashInferDefinitionSummary> perDefinition; // by definition name, sorted
    // Runs with cases left out because they fail integrity (ARCHIVE.md §3; none with the switch on):
    // FlashInfer-Bench's rules apply to the rest, and a note names these.
    std::vector<int> leftOutForIntegrity;

    qint64 failed() const { return total - passed; }
};

// Every case row of every run is one trace line; a run's definition is its workload's `definition`
// (else its sourceNative.benchmark), its solution the implementation name (runfacts.h).
FlashInferSummary flashInferSummary(const Archive &archive);

} // namespace kie
