// SPDX-License-Identifier: Apache-2.0
// What a run page says about one run, computed once, in core: the run id (ARCHIVE.md §7), the
// implementation name, the statistic its group ranks by (§4), the headline figures, the evidence and
// correctness wording (§5), the references (§3) and the panes' facts. The window's run page renders
// it, `show` prints it, and the table, plot, comparison and citation call the same functions.
// Also the one findRun: what "--run X" means, for the window, `cite` and `show` alike.
#pragma once

#include "formatting.h"
#include "records.h"
#include "references.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace kie {

struct Archive;

// The run id of ARCHIVE.md §7: the kernelindex.dev/id annotation, else the record digest's first 8 hex digits.
QString runId(const RunRecord &run);
// The name shown for a run's implementation: its resolved Implementation object's name (else its
// title or metadata.name), else the run title's first segment before " · ", else metadata.name.
QString implementationName(const Archive &archive, int runIndex);
// The first of an Implementation object's name, title and metadata.name that is not empty, else "".
const QString &implementationRecordName(const ImplementationRecord &implementation);
// The seed's convention when the file lacks the implementation: the run title's first segment before
// " · " (the whole title when it has none), as a view into the title; empty when that is blank.
QStringView implementationTitleSegment(const RunRecord &run);
// The statistic the run's group ranks by (ARCHIVE.md §4), else the run's own, else "mean".
QString primaryStatisticName(const Archive &archive, int runIndex);
// The same, as a view into the archive (or of "mean"): passes over every run copy no string, whose
// shared count every thread would otherwise write.
QStringView primaryStatisticView(const Archive &archive, int runIndex);
// That statistic's value for the run; nullopt when missing or not finite.
std::optional<double> primaryValue(const Archive &archive, int runIndex);

// The run a user names with "--run X" (window, cite, show). Rule, first step that matches wins:
// the trimmed query is an exact run id, else an exact metadata.name, else the title or the
// implementation's name (case-insensitive), else a full record digest, else a record-digest prefix
// with or without "sha256:", case-insensitive, of at least 8 hex digits.
// Each step must match exactly one run to succeed; several matches are an error naming the count
// (two runs equal but for metadata share a digest). An empty query is the file's first run.
// Returns -1 and sets *error (translated) when nothing, or more than one run, matches.
int findRun(const Archive &archive, const QString &query, QString *error = nullptr);

struct RunFactsAttestation
{
    int index = -1; // into Archive::attestations
    QString kind; // "Reproduction", "Note" or as written
    QString author;
    QString createdAt; // date part
    SignatureState signatureState = SignatureState::Unsigned;
    QString signature; // signature state words
    QString byline; // "Reproduction · by X · 2026-01-02"
    QString headline; // the byline and " · signature valid"
    QString text;
    std::optional<double> latencyNs;
    QString measured; // formatted latency, empty when none
    QString environmentDigest;
};

struct RunFacts
{
    int runIndex = -1;
    Words words = Words::Translated;

    // Header.
    QString runId;
    QString runHeading; // "Run 381f22e4"
    QString title; // metadata.title, else metadata.name
    QString statistic; // the group's ranking statistic
    std::optional<double> primaryNs;
    QString primary; // "486.0 µs mean", "... over 17 of 29 cases, the passed ones", or why there is none
    int group = -1; // index into Archive::ranking.groups
    std::optional<int> rank;
    int rankedInGroup = 0;
    QString rankText; // "Rank 16 of 19 in this file" or why unranked
    std::optional<double> sol, speedup;
    std::optional<std::pair<qint64, qint64>> casesFaster;
    QString figures; // "SOL 0.5542 · 1.22× reference · 15/16 cases faster" or that there are none
    QString status; // as read, "unknown" when empty
    QString evidence;
    QString observed; // date, the source's time with a note, or "not recorded"
    QString published;
    QString dates; // "Observed 2026-07-20 · published not recorded"
    QString datesDetail; // the full stamps, for a tooltip

    // Identity.
    int implementationObject = -1; // into Archive::implementations
    QString implementation;
    QString name;
    QString digest; // record digest, or why there is none
    QString comparisonKey;
    bool comparisonKeyDeclared = false;
    std::vector<ReferenceCheck> references; // protocol, environment, workload, implementation
    QStringList referenceStates; // words for each of references

    // Correctness, protocol, environment.
    QString correctness; // "Marked passed by the source; the correctness policy was not published."
    int protocolObject = -1; // the protocol shown (verified or carried), -1 none
    int environmentObject = -1;
    int workloadObject = -1;
    QString harness;
    QString gpu;

    std::vector<RunFactsAttestation> attestations;
    QString noAttestations; // "No attestations yet." when there are none, else empty
    QString noArtifacts; // "No artifacts published with this run." when there are none

    const ReferenceCheck *reference(const QString &role) const;
};

// For a run without observedAt: the source's own time, to the second, with a note
// ("2026-03-17 14:19:30 (source time, zone not recorded)"); "" when there is none or observedAt is
// set. The run page, `show` and Compare all say it so.
QString observedSourceTime(const RunRecord &run, Words words = Words::Translated);

// The facts of run `runIndex`; a default RunFacts (runIndex -1) when out of range.
RunFacts runFacts(const Archive &archive, int runIndex, Words words = Words::Translated);

// The facts as ordered lines (a label, then one or more values): what `show` prints and what the
// run page shows, field by field. Labels are fixed English; values follow `facts.words`.
std::vector<QStringList> runFactLines(const Archive &archive, const RunFacts &facts);
// A value as a record holds it (an axis or a source metric, on the run page and in `show`): a number
// as rawNumber (tablewriter.h: the shortest text that reads back the same), a map or list as
// canonical JSON (canonicaljson.h), anything else as its text.
QString recordValueText(const QVariant &value);

} // namespace kie
