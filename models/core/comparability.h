// SPDX-License-Identifier: Apache-2.0
// Can two runs' numbers be compared at all? A verdict with every reason, read from the objects the
// runs' digests resolve to (ARCHIVE.md §3) — the rules and the fields they read are in the manual
// (resources/help/compare.md).
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace kie {

struct Archive;

enum class Verdict {
    Comparable,
    ComparableWithCaveats, // only library versions differ, or some checks could not be made
    NotComparable,
};
QString verdictName(Verdict verdict); // translated
const char *verdictWord(Verdict verdict); // "comparable", "comparable with caveats", "not comparable"

enum class ReasonKind {
    ComparabilityFamily, // protocol comparability.family
    Harness, // protocol harness.name / harness.version
    Timer, // protocol measurement.timer
    PrimaryStatistic, // the statistic each run is ranked by
    GpuProduct, // environment hardware.product
    WorkloadDigest, // the runs' declared workloadDigest
    ReferenceMismatch, // a reference of either run is declared ≠ computed
    Library, // a software.libraries entry differs (a caveat, not a bar)
    NotChecked, // the object a check needs is not in the archive, or not declared
};
const char *reasonKindWord(ReasonKind kind); // "timer", "library", "not-checked", ...

enum class ReasonSeverity { Blocking, Caveat };

struct ComparabilityReason
{
    ReasonKind kind = ReasonKind::NotChecked;
    ReasonSeverity severity = ReasonSeverity::Blocking;
    QString field; // the object field read, e.g. "protocol.measurement.timer", "environment.software.libraries.cuda"
    QString valueA, valueB; // as read; empty when that side has none
    QString text; // translated sentence for the interface
    QString word; // the same, untranslated English, for the command line and scripts
};

struct Comparability
{
    int runA = -1, runB = -1;
    Verdict verdict = Verdict::Comparable;
    std::vector<ComparabilityReason> reasons; // blocking ones first, then caveats, in rule order

    // "not comparable: timer differs (harness_reported vs wall_clock); ..." — untranslated.
    QString summaryWord() const;
    QString summaryText() const; // the same, translated
};

// The verdict for runs a and b of `archive` (indexes into archive.runs). Same run: comparable.
Comparability compareRuns(const Archive &archive, int runA, int runB);

// What the runs of one comparison group disagree on (possible when groups are keyed by declared
// comparison keys): the distinct timers of their resolved protocols and the distinct statistics
// they are measured by. Empty lists when they agree.
struct GroupDisagreement
{
    QStringList timers; // sorted, only when more than one
    QStringList statistics; // sorted, only when more than one
    bool any() const { return !timers.isEmpty() || !statistics.isEmpty(); }
    QString word() const; // "Runs of this group disagree on timer (a, b) and primary statistic (mean, median)", untranslated
    QString text() const; // the same, translated
};
GroupDisagreement groupDisagreement(const Archive &archive, int groupIndex);

// The statistic a run is measured by: timing.primaryStatistic, else its verified protocol's
// measurement.primaryStatistic, else "mean" (the rule ranking.h uses for a run).
QString runStatistic(const Archive &archive, int runIndex);

} // namespace kie
