// SPDX-License-Identifier: Apache-2.0
// The run page as ordered lines, pane by pane: what `show` prints (resources/help/command-line.md, "show").
#include "runfacts.h"

#include "archive.h"
#include "canonicaljson.h"
#include "formatting.h"
#include "tablewriter.h"


namespace kie {

QString recordValueText(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QVariantMap:
    case QMetaType::QVariantHash:
    case QMetaType::QVariantList:
        return QString::fromUtf8(canonicalJsonOf(value));
    case QMetaType::Double:
    case QMetaType::Float:
        return rawNumber(value.toDouble());
    default:
        return value.toString();
    }
}

namespace {

class Lines
{
public:
    void add(const QString &label, const QStringList &values) { m_lines.push_back(QStringList{label} + values); }
    void add(const QString &label, const QString &value) { add(label, QStringList{value}); }
    std::vector<QStringList> take() { return std::move(m_lines); }

private:
    std::vector<QStringList> m_lines;
};

void addIdentity(Lines &out, const Archive &archive, const RunRecord &run, const RunFacts &f)
{
    out.add(QStringLiteral("implementation"), f.implementation);
    if (f.implementationObject >= 0) {
        const ImplementationRecord &impl = archive.implementations[size_t(f.implementationObject)];
        out.add(QStringLiteral("project"), impl.project);
        out.add(QStringLiteral("revision"), impl.revision);
        out.add(QStringLiteral("language"), impl.language);
        out.add(QStringLiteral("author"), impl.author);
        out.add(QStringLiteral("implementation source"), impl.source);
    }
    out.add(QStringLiteral("name"), f.name);
    out.add(QStringLiteral("record digest"), f.digest);
    out.add(QStringLiteral("comparison key"),
            {f.comparisonKey, f.comparisonKey.isEmpty() ? QString() : f.comparisonKeyDeclared ? QStringLiteral("declared") : QStringLiteral("derived")});
    if (run.sourceNative) {
        out.add(QStringLiteral("source"), run.sourceNative->source);
        out.add(QStringLiteral("benchmark"), run.sourceNative->benchmark);
        out.add(QStringLiteral("external id"), run.sourceNative->externalId);
    }
    for (auto it = run.meta.labels.cbegin(); it != run.meta.labels.cend(); ++it)
        out.add(QStringLiteral("label"), {it.key(), it.value()});
    for (auto it = run.meta.annotations.cbegin(); it != run.meta.annotations.cend(); ++it)
        out.add(QStringLiteral("annotation"), {it.key(), it.value()});
    for (size_t i = 0; i < f.references.size(); ++i) {
        const ReferenceCheck &check = f.references[i];
        QStringList fields{check.role, f.referenceStates.value(qsizetype(i)), check.declared, check.computed};
        if (const char *note = referenceNoteWord(check)) // §3: say so too, as verify does
            fields << QString::fromLatin1(note);
        out.add(QStringLiteral("reference"), fields);
    }
}

void addPanes(Lines &out, const Archive &archive, const RunRecord &run, const RunFacts &f)
{
    out.add(QStringLiteral("correctness"), f.correctness);
    if (run.correctness) {
        out.add(QStringLiteral("correctness status"), run.correctness->status);
        out.add(QStringLiteral("max absolute error"), run.correctness->maxAbsoluteError ? rawNumber(*run.correctness->maxAbsoluteError) : QString());
        out.add(QStringLiteral("max relative error"), run.correctness->maxRelativeError ? rawNumber(*run.correctness->maxRelativeError) : QString());
    }
    if (f.workloadObject >= 0) {
        const WorkloadRecord &w = archive.workloads[size_t(f.workloadObject)];
        out.add(QStringLiteral("workload definition"), w.definition);
        out.add(QStringLiteral("workload description"), w.description);
        out.add(QStringLiteral("workload comparator"), w.comparator);
        out.add(QStringLiteral("suite"), {w.suiteCases ? QString::number(*w.suiteCases) : QString(), w.suiteAggregate});
    }
    for (int i = 0; i < LatencyStats::kStatisticCount; ++i) {
        const QString statistic = LatencyStats::nameOf(LatencyStats::Statistic(i));
        if (const OptionalDouble value = run.latencyNs.get(LatencyStats::Statistic(i)))
            out.add(QStringLiteral("latency"), {statistic, formatLatencyNs(*value, f.words), rawNumber(*value),
                                               statistic == f.statistic ? QStringLiteral("primary") : QString()});
    }
    if (run.sourceNative) {
        const QVariantMap metrics = run.sourceNative->metrics.toMap();
        for (auto it = metrics.cbegin(); it != metrics.cend(); ++it)
            out.add(QStringLiteral("metric"), {it.key(), recordValueText(it.value())});
    }
    if (!run.cases.empty())
        out.add(QStringLiteral("cases"), QString::number(run.cases.size()));
    if (f.protocolObject >= 0) {
        const ProtocolRecord &p = archive.protocols[size_t(f.protocolObject)];
        out.add(QStringLiteral("harness"), f.harness);
        out.add(QStringLiteral("timer"), p.timer);
        out.add(QStringLiteral("primaryStatistic"), p.primaryStatistic);
        out.add(QStringLiteral("correctnessReference"), p.correctnessReference);
        out.add(QStringLiteral("correctnessComparator"), p.correctnessComparator);
        out.add(QStringLiteral("correctnessPolicy"), p.correctnessPolicy);
        out.add(QStringLiteral("comparabilityFamily"), p.comparabilityFamily);
        out.add(QStringLiteral("comparability notes"), p.comparabilityNotes);
    } else if (!run.primaryStatistic.isEmpty()) {
        out.add(QStringLiteral("primaryStatistic"), run.primaryStatistic);
    }
    if (f.environmentObject >= 0) {
        const EnvironmentRecord &e = archive.environments[size_t(f.environmentObject)];
        out.add(QStringLiteral("gpu"), f.gpu);
        out.add(QStringLiteral("vendor"), e.vendor);
        for (auto it = e.libraries.cbegin(); it != e.libraries.cend(); ++it)
            out.add(QStringLiteral("library"), {it.key(), it.value()});
    }
    if (run.artifacts().empty())
        out.add(QStringLiteral("artifacts"), f.noArtifacts);
    for (const Artifact &artifact : run.artifacts())
        out.add(QStringLiteral("artifact"), {artifact.name, artifact.uri, artifact.digest, artifact.mediaType,
                                             artifact.size ? QString::number(*artifact.size) : QString()});
    if (f.attestations.empty())
        out.add(QStringLiteral("attestations"), f.noAttestations);
    for (const RunFactsAttestation &a : f.attestations)
        out.add(QStringLiteral("attestation"), {a.headline, a.text, a.measured, a.environmentDigest});
}

} // namespace

std::vector<QStringList> runFactLines(const Archive &archive, const RunFacts &f)
{
    if (f.runIndex < 0 || size_t(f.runIndex) >= archive.runs.size())
        return {};
    const RunRecord &run = archive.runs[size_t(f.runIndex)];
    Lines out;
    out.add(QStringLiteral("run id"), f.runId);
    out.add(QStringLiteral("title"), f.title);
    out.add(QStringLiteral("primary"), f.primary);
    out.add(QStringLiteral("statistic"), {f.statistic, f.primaryNs ? rawNumber(*f.primaryNs) : QString()});
    out.add(QStringLiteral("rank"), {f.rankText, f.rank ? QString::number(*f.rank) : QString(),
                                     f.group >= 0 ? QString::number(f.rankedInGroup) : QString()});
    out.add(QStringLiteral("figures"), f.figures);
    out.add(QStringLiteral("status"), f.status);
    out.add(QStringLiteral("evidence"), f.evidence);
    out.add(QStringLiteral("observed"), {f.observed, run.observedAt});
    out.add(QStringLiteral("published"), {f.published, run.publishedAt()});
    addIdentity(out, archive, run, f);
    addPanes(out, archive, run, f);
    return out.take();
}

} // namespace kie
