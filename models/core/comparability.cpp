// SPDX-License-Identifier: Apache-2.0
#include "comparability.h"

#include "archive.h"
#include "references.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <optional>

namespace kie {

namespace {

constexpr const char *kContext = "kie::Comparability";

QString translated(const char *text)
{
    return QCoreApplication::translate(kContext, text);
}

// One side of the comparison: the run and the reference checks of its four roles (§3).
struct Side
{
    const RunRecord *run = nullptr;
    std::vector<ReferenceCheck> checks;
    const char *name = "A";

    const ReferenceCheck *check(const QString &role) const
    {
        for (const ReferenceCheck &c : checks) {
            if (c.role == role)
                return &c;
        }
        return nullptr;
    }
    // The object of the role only when it verifies: a declared ≠ computed object is not the one the
    // run was measured with, so its fields say nothing about this run.
    template<typename Record>
    const Record *object(const QString &role, const std::vector<Record> &records) const
    {
        const ReferenceCheck *c = check(role);
        if (!c || c->state != ReferenceState::Verified || c->objectIndex < 0 || size_t(c->objectIndex) >= records.size())
            return nullptr;
        return &records[size_t(c->objectIndex)];
    }
};

// A value one side may not be able to give, and why ("protocol not in archive").
struct Value
{
    std::optional<QString> value;
    QString causeWord, causeText; // when there is no value
};

class Builder
{
public:
    Builder(const Archive &archive, int indexA, int indexB)
        : m_archive(archive)
        , m_a{&archive.runs[size_t(indexA)], checkReferences(archive, indexA), "A"}
        , m_b{&archive.runs[size_t(indexB)], checkReferences(archive, indexB), "B"}
        , m_indexA(indexA)
        , m_indexB(indexB)
    {
    }

    void run()
    {
        checkMismatches();
        const bool sameProtocol = sameDeclared(QStringLiteral("protocol"));
        checkProtocolField(sameProtocol, ReasonKind::ComparabilityFamily, QStringLiteral("comparability.family"),
                           QT_TRANSLATE_NOOP("kie::Comparability", "comparability family"),
                           [](const ProtocolRecord &p) { return p.comparabilityFamily; });
        checkProtocolField(sameProtocol, ReasonKind::Harness, QStringLiteral("harness.name"),
                           QT_TRANSLATE_NOOP("kie::Comparability", "harness"),
                           [](const ProtocolRecord &p) { return p.harnessName; });
        checkProtocolField(sameProtocol, ReasonKind::Harness, QStringLiteral("harness.version"),
                           QT_TRANSLATE_NOOP("kie::Comparability", "harness version"),
                           [](const ProtocolRecord &p) { return p.harnessVersion; });
        checkProtocolField(sameProtocol, ReasonKind::Timer, QStringLiteral("measurement.timer"),
                           QT_TRANSLATE_NOOP("kie::Comparability", "timer"),
                           [](const ProtocolRecord &p) { return p.timer; });
        // The statistic is always known: the run's own, its protocol's, or the default.
        compare(ReasonKind::PrimaryStatistic, QStringLiteral("timing.primaryStatistic"),
                QT_TRANSLATE_NOOP("kie::Comparability", "primary statistic"),
                Value{runStatistic(m_archive, m_indexA), {}, {}}, Value{runStatistic(m_archive, m_indexB), {}, {}});
        checkEnvironment();
        checkWorkload();
    }

    std::vector<ComparabilityReason> reasons()
    {
        std::vector<ComparabilityReason> all = std::move(m_blocking);
        all.insert(all.end(), m_caveats.begin(), m_caveats.end());
        return all;
    }

private:
    void add(ReasonKind kind, ReasonSeverity severity, const QString &field, const QString &a, const QString &b,
             const QString &word, const QString &text)
    {
        ComparabilityReason reason{kind, severity, field, a, b, text, word};
        (severity == ReasonSeverity::Blocking ? m_blocking : m_caveats).push_back(std::move(reason));
    }

    bool sameDeclared(const QString &role) const
    {
        const ReferenceCheck *x = m_a.check(role);
        const ReferenceCheck *y = m_b.check(role);
        return x && y && !x->declared.isEmpty() && x->declared == y->declared;
    }

    // A declared ≠ computed reference bars the comparison whatever the fields say (§3).
    void checkMismatches()
    {
        for (const Side *side : {&m_a, &m_b}) {
            for (const ReferenceCheck &check : side->checks) {
                if (check.state != ReferenceState::Mismatch)
                    continue;
                const char *pattern = QT_TRANSLATE_NOOP("kie::Comparability", "%1 reference of %2 is declared ≠ computed");
                add(ReasonKind::ReferenceMismatch, ReasonSeverity::Blocking, check.role, side == &m_a ? check.declared : QString(),
                    side == &m_b ? check.declared : QString(),
                    QString::fromUtf8(pattern).arg(check.role, QLatin1String(side->name)),
                    translated(pattern).arg(roleText(check.role), QLatin1String(side->name)));
            }
        }
    }

    static QString roleText(const QString &role)
    {
        if (role == QLatin1String("protocol"))
            return translated(QT_TRANSLATE_NOOP("kie::Comparability", "protocol"));
        if (role == QLatin1String("environment"))
            return translated(QT_TRANSLATE_NOOP("kie::Comparability", "environment"));
        if (role == QLatin1String("workload"))
            return translated(QT_TRANSLATE_NOOP("kie::Comparability", "workload"));
        return translated(QT_TRANSLATE_NOOP("kie::Comparability", "implementation"));
    }

    // Why a side has no object in `role`: "protocol not in archive", "protocol not declared", ...
    static Value missing(const Side &side, const QString &role)
    {
        const ReferenceCheck *check = side.check(role);
        const ReferenceState state = check ? check->state : ReferenceState::NotDeclared;
        return Value{std::nullopt, role + QLatin1Char(' ') + QString::fromUtf8(referenceStateWord(state)),
                     roleText(role) + QLatin1Char(' ') + referenceStateName(state)};
    }

    template<typename Record, typename Get>
    Value valueOf(const Side &side, const QString &role, const std::vector<Record> &records, Get get) const
    {
        const Record *object = side.object(role, records);
        if (!object)
            return missing(side, role);
        const QString value = get(*object);
        if (value.isEmpty())
            return Value{std::nullopt, role + QStringLiteral(" records none"),
                         translated(QT_TRANSLATE_NOOP("kie::Comparability", "%1 records none")).arg(roleText(role))};
        return Value{value, {}, {}};
    }

    template<typename Get>
    void checkProtocolField(bool sameProtocol, ReasonKind kind, const QString &field, const char *subject, Get get)
    {
        if (sameProtocol)
            return; // one protocol object: every field of it agrees with itself
        compare(kind, QStringLiteral("protocol.") + field, subject,
                valueOf(m_a, QStringLiteral("protocol"), m_archive.protocols, get),
                valueOf(m_b, QStringLiteral("protocol"), m_archive.protocols, get));
    }

    // Differing values bar the comparison; a value one side cannot give is a check not made.
    void compare(ReasonKind kind, const QString &field, const char *subject, const Value &a, const Value &b,
                 ReasonSeverity severity = ReasonSeverity::Blocking)
    {
        if (a.value && b.value) {
            if (*a.value == *b.value)
                return;
            const char *pattern = QT_TRANSLATE_NOOP("kie::Comparability", "%1 differs (%2 vs %3)");
            add(kind, severity, field, *a.value, *b.value, QString::fromUtf8(pattern).arg(QString::fromUtf8(subject), *a.value, *b.value),
                translated(pattern).arg(translated(subject), *a.value, *b.value));
            return;
        }
        const char *pattern = QT_TRANSLATE_NOOP("kie::Comparability", "%1 (%2): %3 not checked");
        const auto notChecked = [&](const Value &value, const QString &sides) {
            add(ReasonKind::NotChecked, ReasonSeverity::Caveat, field, a.value.value_or(QString()), b.value.value_or(QString()),
                QString::fromUtf8(pattern).arg(value.causeWord, sides, QString::fromUtf8(subject)),
                translated(pattern).arg(value.causeText, sides, translated(subject)));
        };
        if (!a.value && !b.value && a.causeWord == b.causeWord) {
            notChecked(a, QStringLiteral("A, B"));
            return;
        }
        if (!a.value)
            notChecked(a, QStringLiteral("A"));
        if (!b.value)
            notChecked(b, QStringLiteral("B"));
    }

    void checkEnvironment()
    {
        const QString role = QStringLiteral("environment");
        if (sameDeclared(role))
            return;
        compare(ReasonKind::GpuProduct, QStringLiteral("environment.hardware.product"),
                QT_TRANSLATE_NOOP("kie::Comparability", "GPU"),
                valueOf(m_a, role, m_archive.environments, [](const EnvironmentRecord &e) { return e.product; }),
                valueOf(m_b, role, m_archive.environments, [](const EnvironmentRecord &e) { return e.product; }));

        // Library versions: a caveat per library that differs, added or missing.
        const EnvironmentRecord *x = m_a.object(role, m_archive.environments);
        const EnvironmentRecord *y = m_b.object(role, m_archive.environments);
        if (!x || !y) {
            const char *subject = QT_TRANSLATE_NOOP("kie::Comparability", "library versions");
            compare(ReasonKind::Library, QStringLiteral("environment.software.libraries"), subject,
                    x ? Value{QString(), {}, {}} : missing(m_a, role), y ? Value{QString(), {}, {}} : missing(m_b, role),
                    ReasonSeverity::Caveat);
            return;
        }
        QStringList names = x->libraries.keys();
        for (auto it = y->libraries.cbegin(); it != y->libraries.cend(); ++it) {
            if (!x->libraries.contains(it.key()))
                names << it.key();
        }
        names.sort();
        const char *pattern = QT_TRANSLATE_NOOP("kie::Comparability", "library %1 differs (%2 vs %3)");
        for (const QString &name : std::as_const(names)) {
            const QString va = x->libraries.value(name), vb = y->libraries.value(name);
            if (x->libraries.contains(name) && y->libraries.contains(name) && va == vb)
                continue;
            const QString wa = x->libraries.contains(name) ? va : QStringLiteral("none");
            const QString wb = y->libraries.contains(name) ? vb : QStringLiteral("none");
            const QString none = translated(QT_TRANSLATE_NOOP("kie::Comparability", "none"));
            add(ReasonKind::Library, ReasonSeverity::Caveat, QStringLiteral("environment.software.libraries.") + name, va, vb,
                QString::fromUtf8(pattern).arg(name, wa, wb),
                translated(pattern).arg(name, x->libraries.contains(name) ? va : none, y->libraries.contains(name) ? vb : none));
        }
    }

    // Declared digests are compared as declared: the workload object itself is not needed.
    void checkWorkload()
    {
        const auto declared = [](const Side &side) -> Value {
            if (!side.run->workloadDigest.isEmpty())
                return Value{side.run->workloadDigest, {}, {}};
            return missing(side, QStringLiteral("workload"));
        };
        compare(ReasonKind::WorkloadDigest, QStringLiteral("workloadDigest"),
                QT_TRANSLATE_NOOP("kie::Comparability", "workload digest"), declared(m_a), declared(m_b));
    }

    const Archive &m_archive;
    Side m_a, m_b;
    int m_indexA, m_indexB;
    std::vector<ComparabilityReason> m_blocking, m_caveats;
};

} // namespace

const char *verdictWord(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Comparable:
        return QT_TRANSLATE_NOOP("kie::Comparability", "comparable");
    case Verdict::ComparableWithCaveats:
        return QT_TRANSLATE_NOOP("kie::Comparability", "comparable with caveats");
    case Verdict::NotComparable:
        break;
    }
    return QT_TRANSLATE_NOOP("kie::Comparability", "not comparable");
}

QString verdictName(Verdict verdict)
{
    return translated(verdictWord(verdict));
}

const char *reasonKindWord(ReasonKind kind)
{
    switch (kind) {
    case ReasonKind::ComparabilityFamily:
        return "comparability-family";
    case ReasonKind::Harness:
        return "harness";
    case ReasonKind::Timer:
        return "timer";
    case ReasonKind::PrimaryStatistic:
        return "primary-statistic";
    case ReasonKind::GpuProduct:
        return "gpu";
    case ReasonKind::WorkloadDigest:
        return "workload-digest";
    case ReasonKind::ReferenceMismatch:
        return "reference-mismatch";
    case ReasonKind::Library:
        return "library";
    case ReasonKind::NotChecked:
        break;
    }
    return "not-checked";
}

QString Comparability::summaryWord() const
{
    QStringList words;
    for (const ComparabilityReason &reason : reasons)
        words << reason.word;
    const QString verdictText = QString::fromUtf8(verdictWord(verdict));
    return words.isEmpty() ? verdictText : verdictText + QStringLiteral(": ") + words.join(QStringLiteral("; "));
}

QString Comparability::summaryText() const
{
    QStringList texts;
    for (const ComparabilityReason &reason : reasons)
        texts << reason.text;
    return texts.isEmpty() ? verdictName(verdict) : verdictName(verdict) + QStringLiteral(": ") + texts.join(QStringLiteral("; "));
}

Comparability compareRuns(const Archive &archive, int runA, int runB)
{
    Comparability result;
    result.runA = runA;
    result.runB = runB;
    const int count = int(archive.runs.size());
    if (runA < 0 || runA >= count || runB < 0 || runB >= count || runA == runB)
        return result; // nothing to set apart: one run is comparable with itself
    Builder builder(archive, runA, runB);
    builder.run();
    result.reasons = builder.reasons();
    const bool blocking = std::any_of(result.reasons.begin(), result.reasons.end(), [](const ComparabilityReason &r) {
        return r.severity == ReasonSeverity::Blocking;
    });
    result.verdict = blocking ? Verdict::NotComparable
        : result.reasons.empty() ? Verdict::Comparable
                                 : Verdict::ComparableWithCaveats;
    return result;
}

QString runStatistic(const Archive &archive, int runIndex)
{
    if (runIndex < 0 || size_t(runIndex) >= archive.runs.size())
        return QString();
    const RunRecord &run = archive.runs[size_t(runIndex)];
    if (!run.primaryStatistic.isEmpty())
        return run.primaryStatistic;
    const int protocol = carriedObject(archive, run, ObjectKind::BenchmarkProtocol);
    if (protocol >= 0 && !archive.protocols[size_t(protocol)].primaryStatistic.isEmpty())
        return archive.protocols[size_t(protocol)].primaryStatistic;
    return QStringLiteral("mean");
}

GroupDisagreement groupDisagreement(const Archive &archive, int groupIndex)
{
    GroupDisagreement result;
    if (groupIndex < 0 || size_t(groupIndex) >= archive.ranking.groups.size())
        return result;
    const ComparisonGroup &group = archive.ranking.groups[size_t(groupIndex)];
    QSet<QString> timers, statistics;
    // The plot asks on the GUI thread for groups of any size: runs that repeat the previous run's
    // protocol digest and statistic (the usual case) cost two string compares, not two lookups.
    const RunRecord *previous = nullptr;
    for (const std::vector<int> *members : {&group.ranked, &group.unranked}) {
        for (const int index : *members) {
            const RunRecord &run = archive.runs[size_t(index)];
            if (previous && previous->protocolDigest == run.protocolDigest && previous->bundle.protocol == run.bundle.protocol
                && previous->primaryStatistic == run.primaryStatistic)
                continue;
            previous = &run;
            const int protocol = carriedObject(archive, run, ObjectKind::BenchmarkProtocol);
            if (protocol >= 0 && !archive.protocols[size_t(protocol)].timer.isEmpty())
                timers.insert(archive.protocols[size_t(protocol)].timer);
            statistics.insert(runStatistic(archive, index));
        }
    }
    if (timers.size() > 1) {
        result.timers = timers.values();
        result.timers.sort();
    }
    if (statistics.size() > 1) {
        result.statistics = statistics.values();
        result.statistics.sort();
    }
    return result;
}

namespace {

QString disagreement(const GroupDisagreement &d, bool translate)
{
    const auto t = [translate](const char *text) { return translate ? translated(text) : QString::fromUtf8(text); };
    QStringList parts;
    if (!d.timers.isEmpty())
        parts << t(QT_TRANSLATE_NOOP("kie::Comparability", "timer (%1)")).arg(d.timers.join(QStringLiteral(", ")));
    if (!d.statistics.isEmpty())
        parts << t(QT_TRANSLATE_NOOP("kie::Comparability", "primary statistic (%1)")).arg(d.statistics.join(QStringLiteral(", ")));
    if (parts.isEmpty())
        return QString();
    return t(QT_TRANSLATE_NOOP("kie::Comparability", "Runs of this group disagree on %1"))
        .arg(parts.join(t(QT_TRANSLATE_NOOP("kie::Comparability", " and "))));
}

} // namespace

QString GroupDisagreement::word() const
{
    return disagreement(*this, false);
}

QString GroupDisagreement::text() const
{
    return disagreement(*this, true);
}

} // namespace kie
