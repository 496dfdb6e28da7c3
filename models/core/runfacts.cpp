// SPDX-License-Identifier: Apache-2.0
// The run page's words, computed once per run (see runfacts.h).
#include "runfacts.h"

#include "archive.h"
#include "references.h"
#include "formatting.h"
#include "workspace.h"

#include <QCoreApplication>

namespace kie {

namespace {

// Every phrase is marked with QT_TRANSLATE_NOOP so lupdate files it under "kie::RunFacts".
QString say(Words words, const char *source, int n = -1)
{
    return wordsText(words, "kie::RunFacts", source, n);
}

// RFC 3339 stamps are shown as their date; the full stamp goes in the tooltip.
QString dateOf(const QString &stamp)
{
    return stamp.size() >= 10 ? stamp.left(10) : stamp;
}

// Trace sources write local times without a zone ("2026-03-17T14:19:30.613304"), which trace import
// keeps in an annotation (RFC 3339 observedAt cannot hold them): shown to the second.
QString sourceTimeOf(const QString &stamp)
{
    QString text = stamp.trimmed();
    text.replace(QLatin1Char('T'), QLatin1Char(' '));
    const qsizetype fraction = text.indexOf(QLatin1Char('.'), 10);
    return fraction > 0 ? text.left(fraction) : text;
}

QString statusOf(const RunRecord &run, Words words)
{
    return runStatusText(run, words);
}

QString evidenceText(const RunRecord &run, Words w)
{
    const QString status = statusOf(run, w);
    const QString &level = run.evidenceLevel;
    if (level == QLatin1String("source-reported"))
        return say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Marked %1 by the source (evidence: source-reported)")).arg(status);
    if (level == QLatin1String("source-native"))
        return say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Measured by the benchmark's own harness: %1 (evidence: source-native)")).arg(status);
    if (level == QLatin1String("controlled-rerun"))
        return say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Rerun under the index's control: %1 (evidence: controlled-rerun)")).arg(status);
    if (!level.isEmpty())
        return say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Status %1; evidence level \u201c%2\u201d is not one the format defines")).arg(status, level);
    // No level recorded: all the record carries is the status its source gave.
    if (run.sourceNative && !run.sourceNative->source.isEmpty())
        return say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Marked %1 by the source; the evidence level was not recorded")).arg(status);
    return say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Status %1 as recorded; the evidence level was not recorded")).arg(status);
}

QString correctnessText(const Archive &archive, const RunRecord &run, Words w)
{
    const QString status = statusOf(run, w);
    const bool fromSource = run.evidenceLevel.isEmpty() || run.evidenceLevel == QLatin1String("source-reported");
    const QString claim = fromSource ? say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Marked %1 by the source")).arg(status)
                                     : say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Status %1")).arg(status);
    QString policy;
    if (run.correctness && !run.correctness->policy.isEmpty()) {
        policy = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "policy: %1")).arg(run.correctness->policy);
    } else {
        const int protocol = carriedObject(archive, run, ObjectKind::BenchmarkProtocol);
        if (protocol >= 0 && !archive.protocols[size_t(protocol)].correctnessPolicy.isEmpty())
            policy = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "policy (from the protocol): %1"))
                         .arg(archive.protocols[size_t(protocol)].correctnessPolicy);
        else
            policy = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "the correctness policy was not published"));
    }
    return claim + QStringLiteral("; ") + policy + QLatin1Char('.');
}

void fillRank(const Archive &archive, RunFacts &f, Words w)
{
    const size_t index = size_t(f.runIndex);
    const RunRank *rank = index < archive.ranking.runs.size() ? &archive.ranking.runs[index] : nullptr;
    if (!rank || rank->group < 0 || size_t(rank->group) >= archive.ranking.groups.size()) {
        f.rankText = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Not in a comparison group"));
        return;
    }
    const ComparisonGroup &group = archive.ranking.groups[size_t(rank->group)];
    f.group = rank->group;
    f.rank = rank->rank;
    f.rankedInGroup = int(group.ranked.size());
    f.comparisonKey = group.key;
    f.comparisonKeyDeclared = group.keyDeclared;
    // ARCHIVE.md §4: a rank counts the runs of the group in what is open, and says so.
    const QString scope = rankScopeText(archive, w);
    if (rank->rank) {
        f.rankText = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Rank %1 of %2 %3")).arg(*rank->rank).arg(f.rankedInGroup).arg(scope);
        if (archive.ranking.rankedDespiteIntegrity(f.runIndex))
            f.rankText += say(w, QT_TRANSLATE_NOOP("kie::RunFacts", ", ranked although %1 (runs that fail integrity are ranked for inspection)"))
                              .arg(referenceStateName(ReferenceState::Mismatch));
        return;
    }
    const QString &said = archive.ranking.unrankedReason(f.runIndex);
    const QString reason = said.isEmpty() ? say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "not ranked")) : said;
    f.rankText = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Unranked %1 (%2 ranked): %3")).arg(scope).arg(f.rankedInGroup).arg(reason);
}

// The headline figure. A run that did not pass averages only the cases that did (ARCHIVE.md §6):
// the headline says over which.
void fillPrimary(const Archive &archive, const RunRecord &run, RunFacts &f, Words w)
{
    f.statistic = primaryStatisticName(archive, f.runIndex);
    f.primaryNs = primaryValue(archive, f.runIndex);
    if (!f.primaryNs) {
        f.primary = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "No %1 latency recorded")).arg(statisticName(f.statistic, w));
        return;
    }
    f.primary = formatLatencyNs(*f.primaryNs, w) + QLatin1Char(' ') + statisticName(f.statistic, w);
    if (run.status == RunStatus::Passed || run.cases.empty())
        return;
    int passed = 0;
    for (const CaseRow &row : run.cases) {
        if (row.status.compare(QLatin1String("passed"), Qt::CaseInsensitive) == 0 && row.latencyNs)
            ++passed;
    }
    f.primary += QLatin1Char(' ')
        + say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "over %1 of %2 cases, the passed ones")).arg(passed).arg(run.cases.size());
}

void fillFigures(const RunRecord &run, RunFacts &f, Words w)
{
    f.sol = solScore(run);
    f.speedup = speedupVsReference(run);
    f.casesFaster = casesFaster(run);
    QStringList figures;
    if (f.sol)
        figures << formatSolScore(*f.sol, w);
    if (f.speedup)
        figures << formatSpeedup(*f.speedup, w);
    if (f.casesFaster)
        figures << formatCasesFaster(f.casesFaster->first, f.casesFaster->second, w);
    f.figures = figures.isEmpty() ? say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "No SOL score, speedup or cases-faster figures recorded"))
                                  : figures.join(QStringLiteral(" \u00B7 "));
}

void fillDates(const RunRecord &run, RunFacts &f, Words w)
{
    const QString notRecorded = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "not recorded"));
    const QString sourceTime = run.meta.annotations.value(QLatin1String(kSourceTimestampAnnotation));
    if (!run.observedAt.isEmpty())
        f.observed = dateOf(run.observedAt);
    else if (const QString source = observedSourceTime(run, w); !source.isEmpty())
        f.observed = source;
    else
        f.observed = notRecorded;
    f.published = run.publishedAt().isEmpty() ? notRecorded : dateOf(run.publishedAt());
    f.dates = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Observed %1 \u00B7 published %2")).arg(f.observed, f.published);
    f.datesDetail = QStringLiteral("observedAt %1\npublishedAt %2").arg(run.observedAt, run.publishedAt());
    if (run.observedAt.isEmpty() && !sourceTime.isEmpty())
        f.datesDetail += QStringLiteral("\n%1 %2").arg(QLatin1String(kSourceTimestampAnnotation), sourceTime);
}

void fillAttestations(const Archive &archive, const RunRecord &run, RunFacts &f, Words w)
{
    for (size_t i = 0; i < archive.attestations.size(); ++i) {
        const AttestationRecord &att = archive.attestations[i];
        if (run.digest.isEmpty() || att.subject != run.digest)
            continue;
        RunFactsAttestation a;
        a.index = int(i);
        a.kind = att.attestationKind == QLatin1String("reproduction") ? say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Reproduction"))
            : att.attestationKind == QLatin1String("note")           ? say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Note"))
                                                                     : att.attestationKind;
        a.author = att.author;
        a.createdAt = dateOf(att.createdAt);
        const SignatureState state = checkAttestationSignature(att);
        a.signatureState = state;
        a.signature = w == Words::Translated ? signatureStateName(state) : QString::fromUtf8(signatureStateWord(state));
        QStringList head{a.kind};
        if (!a.author.isEmpty())
            head << say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "by %1")).arg(a.author);
        if (!a.createdAt.isEmpty())
            head << a.createdAt;
        a.byline = head.join(QStringLiteral(" \u00B7 "));
        head << a.signature;
        a.headline = head.join(QStringLiteral(" \u00B7 "));
        a.text = att.text;
        a.latencyNs = att.measurementLatencyNs;
        if (a.latencyNs)
            a.measured = formatLatencyNs(*a.latencyNs, w);
        a.environmentDigest = att.measurementEnvironmentDigest;
        f.attestations.push_back(std::move(a));
    }
    if (f.attestations.empty())
        f.noAttestations = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "No attestations yet."));
}

} // namespace

const ReferenceCheck *RunFacts::reference(const QString &role) const
{
    for (const ReferenceCheck &check : references) {
        if (check.role == role)
            return &check;
    }
    return nullptr;
}

QString observedSourceTime(const RunRecord &run, Words w)
{
    if (!run.observedAt.isEmpty())
        return QString();
    const QString sourceTime = run.meta.annotations.value(QLatin1String(kSourceTimestampAnnotation));
    if (sourceTime.trimmed().isEmpty())
        return QString();
    return say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "%1 (source time, zone not recorded)")).arg(sourceTimeOf(sourceTime));
}

RunFacts runFacts(const Archive &archive, int runIndex, Words w)
{
    RunFacts f;
    f.words = w;
    if (runIndex < 0 || size_t(runIndex) >= archive.runs.size())
        return f;
    f.runIndex = runIndex;
    const RunRecord &run = archive.runs[size_t(runIndex)];

    f.runId = runId(run);
    f.runHeading = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "Run %1")).arg(f.runId);
    f.title = run.meta.title.isEmpty() ? run.meta.name : run.meta.title;
    fillPrimary(archive, run, f, w);
    fillRank(archive, f, w);
    fillFigures(run, f, w);
    f.status = statusOf(run, w);
    f.evidence = evidenceText(run, w);
    fillDates(run, f, w);

    f.implementationObject = carriedObject(archive, run, ObjectKind::Implementation);
    f.implementation = implementationName(archive, runIndex);
    f.name = run.meta.name;
    f.digest = run.digest.isEmpty() ? run.digestError.text() : run.digest.toString();
    f.references = checkReferences(archive, runIndex);
    for (const ReferenceCheck &check : f.references)
        f.referenceStates << (w == Words::Translated ? referenceStateName(check.state) : QString::fromUtf8(referenceStateWord(check.state)));

    f.correctness = correctnessText(archive, run, w);
    if (const ReferenceCheck *protocol = f.reference(QStringLiteral("protocol")))
        f.protocolObject = protocol->objectIndex;
    if (const ReferenceCheck *environment = f.reference(QStringLiteral("environment")))
        f.environmentObject = environment->objectIndex;
    if (const ReferenceCheck *workload = f.reference(QStringLiteral("workload")))
        f.workloadObject = workload->objectIndex;
    if (f.protocolObject >= 0)
        f.harness = formatHarness(archive.protocols[size_t(f.protocolObject)]);
    if (f.environmentObject >= 0)
        f.gpu = formatHardware(archive.environments[size_t(f.environmentObject)]);

    if (run.artifacts().empty())
        f.noArtifacts = say(w, QT_TRANSLATE_NOOP("kie::RunFacts", "No artifacts published with this run."));
    fillAttestations(archive, run, f, w);
    return f;
}

} // namespace kie
