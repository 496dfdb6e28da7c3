// SPDX-License-Identifier: Apache-2.0
// How figures are shown: 4 significant digits in an adaptive unit, and the derived figures of §4.
#pragma once

#include <QString>

#include <optional>

namespace kie {

struct RunRecord;
struct EnvironmentRecord;
struct ProtocolRecord;

QString formatLatencyNs(double nanoseconds); // 485961 -> "486.0 µs", 1234 -> "1.234 µs", 12 -> "12.00 ns"
QString formatSolScore(double score); // "SOL 0.5542"
QString formatSpeedup(double speedup); // "1.22× reference"
QString formatCasesFaster(qint64 faster, qint64 total); // "15/16 cases faster"
QString formatHardware(const EnvironmentRecord &environment); // "NVIDIA B200 (sm_100)"
QString formatHarness(const ProtocolRecord &protocol); // "SOL-ExecBench evaluation stack v1.1"

// The derived figures of a run, when its sourceNative.metrics has them.
std::optional<double> solScore(const RunRecord &run);
std::optional<double> speedupVsReference(const RunRecord &run);
std::optional<std::pair<qint64, qint64>> casesFaster(const RunRecord &run);

} // namespace kie
