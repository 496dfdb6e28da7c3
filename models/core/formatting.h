// SPDX-License-Identifier: Apache-2.0
// How figures are shown: 4 significant digits in an adaptive unit, and the derived figures of §4.
#pragma once

#include <QString>

#include <optional>

namespace kie {

struct RunRecord;
struct EnvironmentRecord;
struct ProtocolRecord;

// Translated words for the window, the English source words for the command line's data lines
// (as referenceStateName vs referenceStateWord). Numbers follow the locale either way.
enum class Words { Translated, English };
// `source` (marked with QT_TRANSLATE_NOOP(context, ...) where it is written) in those words; with
// n >= 0, "%n" and an English "(s)" plural are resolved as QCoreApplication::translate would.
QString wordsText(Words words, const char *context, const char *source, int n = -1);

QString formatLatencyNs(double nanoseconds, Words words = Words::Translated); // 485961 -> "486.0 µs", 12 -> "12.00 ns"
QString formatSolScore(double score, Words words = Words::Translated); // "SOL 0.5542"
QString formatSpeedup(double speedup, Words words = Words::Translated); // "1.22× reference"
QString formatCasesFaster(qint64 faster, qint64 total, Words words = Words::Translated); // "15/16 cases faster"
QString formatHardware(const EnvironmentRecord &environment); // "NVIDIA B200 (sm_100)"
QString formatHarness(const ProtocolRecord &protocol); // "SOL-ExecBench evaluation stack v1.1"

// The derived figures of a run, when its sourceNative.metrics has them.
std::optional<double> solScore(const RunRecord &run);
std::optional<double> speedupVsReference(const RunRecord &run);
std::optional<std::pair<qint64, qint64>> casesFaster(const RunRecord &run);

} // namespace kie
