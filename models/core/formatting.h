// SPDX-License-Identifier: Apache-2.0
// How figures are shown: 4 significant digits in an adaptive unit, and the derived figures of §4.
#pragma once

#include <QString>
#include <QVariant>

#include <optional>

namespace kie {

struct RunRecord;
struct EnvironmentRecord;
struct ProtocolRecord;
enum class RunStatus;

// Translated words for the window, the English source words for the command line's data lines
// (as referenceStateName vs referenceStateWord). Numbers follow the locale either way.
enum class Words { Translated, English };
// `source` (marked with QT_TRANSLATE_NOOP(context, ...) where it is written) in those words; with
// n >= 0, "%n" and an English "(s)" plural are resolved as QCoreApplication::translate would.
QString wordsText(Words words, const char *context, const char *source, int n = -1);

// Archive text as the window and figures show it (it is data, never markup, and never layout): control
// characters, bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069: they
// reorder what follows, so "\u202Eliauq dedliG" would read "Gilded Quail"), unpaired surrogates and
// non-characters become U+FFFD. Tabs and line breaks stay with LineBreaks::Keep (a note's lines).
// Nor does it stall the window: a line past kShownLineLimit characters, and the whole past `maxTotal`
// (-1: no limit, for the manifest's many lines), is cut and says how much more there is (laying out a
// 20 MB title took Qt minutes). Copying copies the text itself, not this.
enum class LineBreaks { Keep, Replace };
inline constexpr qsizetype kShownLineLimit = 10000;
inline constexpr qsizetype kShownTotalLimit = 200000;
// The characters shownText replaces, tabs and line breaks included (the command line's TSV escapes them).
bool isLayoutCharacter(char16_t unit);
QString shownText(const QString &text, LineBreaks breaks = LineBreaks::Replace, qsizetype maxTotal = kShownTotalLimit);
// A model's DisplayRole value through shownText when it is text (a cell is one line); others as they are.
QVariant shownDisplay(const QVariant &value);
// At most `maxCharacters` characters (0x2026 included): the start and the end of `text` with "…" between.
// Names in one group often share a long start and differ at the end ("…_r10_c0_high"), so a label
// keeps both; a surrogate pair is never split.
QString elideMiddle(const QString &text, qsizetype maxCharacters);

QString formatLatencyNs(double nanoseconds, Words words = Words::Translated); // 485961 -> "486.0 µs", 12 -> "12.00 ns"
QString formatSolScore(double score, Words words = Words::Translated); // "SOL 0.5542"
QString formatSpeedup(double speedup, Words words = Words::Translated); // "1.22× reference"
QString formatCasesFaster(qint64 faster, qint64 total, Words words = Words::Translated); // "15/16 cases faster"
// A run's latency relative to its group's #1, from latency / best latency: 1.123 -> "+12.3 %" (locale digits).
QString formatRelativeToBest(double ratio);

// The words the records use, shown in the window's language (contexts "kie::Statistic", "kie::RunStatus")
// or, with Words::English, exactly as the records and the command line spell them.
// A latency statistic of ARCHIVE.md §1 ("mean", "median", "min", "max", "stddev", "p95"); any other name
// is data and comes back unchanged.
QString statisticName(const QString &statistic, Words words = Words::Translated);
// An evidence level of ARCHIVE.md ("source-reported", "source-native", "controlled-rerun"); any other
// is data and comes back unchanged.
QString evidenceLevelName(const QString &level, Words words = Words::Translated);
QString runStatusWord(RunStatus status, Words words = Words::Translated); // "passed", "failed", "error", "unknown"
// A run's status: one the format defines in `words`, any other exactly as the record spells it (it is data).
QString runStatusText(const RunRecord &run, Words words = Words::Translated);

QString formatHardware(const EnvironmentRecord &environment); // "NVIDIA B200 (sm_100)"
QString formatHarness(const ProtocolRecord &protocol); // "SOL-ExecBench evaluation stack v1.1"

// The derived figures of a run, when its sourceNative.metrics has them.
std::optional<double> solScore(const RunRecord &run);
std::optional<double> speedupVsReference(const RunRecord &run);
std::optional<std::pair<qint64, qint64>> casesFaster(const RunRecord &run);

} // namespace kie
