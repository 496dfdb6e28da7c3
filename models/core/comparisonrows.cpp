// SPDX-License-Identifier: Apache-2.0
#include "comparisonrows.h"

#include "archive.h"
#include "comparability.h"
#include "formatting.h"
#include "references.h"
#include "runfacts.h"
#include "timestamps.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace kie {

namespace {

// The rows were the Compare view's own: they keep its translation context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ComparisonModel)
};

// What one side of the comparison resolves to.
struct Side
{
    const RunRecord *run = nullptr;
    const ProtocolRecord *protocol = nullptr;
    const EnvironmentRecord *environment = nullptr;
    int index = -1;
};

Side sideOf(const Archive &archive, int runIndex)
{
    Side side;
    if (runIndex < 0 || size_t(runIndex) >= archive.runs.size())
        return side;
    side.index = runIndex;
    side.run = &archive.runs[size_t(runIndex)];
    const int protocol = carriedObject(archive, *side.run, ObjectKind::BenchmarkProtocol);
    if (protocol >= 0)
        side.protocol = &archive.protocols[size_t(protocol)];
    const int environment = carriedObject(archive, *side.run, ObjectKind::ExecutionEnvironment);
    if (environment >= 0)
        side.environment = &archive.environments[size_t(environment)];
    return side;
}

QString signedNumber(double value, int decimals)
{
    const QString magnitude = QLocale().toString(std::fabs(value), 'f', decimals);
    return (value < 0 ? QStringLiteral("-") : QStringLiteral("+")) + magnitude;
}

int groupOf(const Archive &archive, int runIndex)
{
    return runIndex >= 0 && size_t(runIndex) < archive.ranking.runs.size() ? archive.ranking.runs[size_t(runIndex)].group : -1;
}

std::optional<int> rankOf(const Archive &archive, int runIndex)
{
    if (runIndex < 0 || size_t(runIndex) >= archive.ranking.runs.size())
        return std::nullopt;
    return archive.ranking.runs[size_t(runIndex)].rank;
}

} // namespace

// Long because: it is the comparison table itself, one block per row in display order; split, the
// table would be scattered over functions that each need both sides and the row helpers.
std::vector<ComparisonRow> comparisonRows(const Archive &archive, int runA, int runB)
{
    std::vector<ComparisonRow> rows;
    const Side a = sideOf(archive, runA);
    if (!a.run)
        return rows;
    const Side b = sideOf(archive, runB);
    const bool haveOther = b.run != nullptr;
    const QString notRecorded = Tr::tr("not recorded");
    const QString notInArchive = Tr::tr("not in archive");

    // Text fields: shown as read, "not recorded" when empty; differ when the raw texts differ.
    const auto addText = [&](const QString &key, const QString &field, ComparisonSection section, const QString &x,
                             const QString &y, const QString &missingX, const QString &missingY) {
        ComparisonRow row;
        row.key = key;
        row.field = field;
        row.section = section;
        row.thisValue = x.isEmpty() ? missingX : x;
        if (haveOther) {
            row.otherValue = y.isEmpty() ? missingY : y;
            row.change = x == y ? ComparisonChange::Same : ComparisonChange::Changed;
            if (row.change == ComparisonChange::Changed)
                row.difference = Tr::tr("differs");
        }
        rows.push_back(std::move(row));
    };
    const auto addNumber = [&](const QString &key, const QString &field, std::optional<double> x,
                               std::optional<double> y, const std::function<QString(double)> &show,
                               const std::function<QString(double, double)> &delta) {
        ComparisonRow row;
        row.key = key;
        row.field = field;
        row.thisValue = x ? show(*x) : notRecorded;
        if (haveOther) {
            row.otherValue = y ? show(*y) : notRecorded;
            if (x.has_value() != y.has_value() || (x && *x != *y)) {
                row.change = ComparisonChange::Changed;
                row.difference = x && y ? delta(*x, *y) : Tr::tr("differs");
            }
        }
        rows.push_back(std::move(row));
    };

    // --- the result ---
    addText(QStringLiteral("implementation"), Tr::tr("Implementation"), ComparisonSection::Result,
            kie::implementationName(archive, a.index),
            haveOther ? kie::implementationName(archive, b.index) : QString(), notRecorded, notRecorded);
    addText(QStringLiteral("status"), Tr::tr("Status"), ComparisonSection::Result,
            runStatusText(*a.run), haveOther ? runStatusText(*b.run) : QString(),
            notRecorded, notRecorded);

    const QString statistic = kie::primaryStatisticName(archive, a.index);
    addNumber(QStringLiteral("latency"), Tr::tr("Latency (%1)").arg(statisticName(statistic)), kie::primaryValue(archive, a.index),
              haveOther ? kie::primaryValue(archive, b.index) : std::nullopt, [](double ns) { return formatLatencyNs(ns); },
              [](double x, double y) -> QString {
                  const double delta = x - y;
                  QString text = (delta < 0 ? QStringLiteral("-") : QStringLiteral("+")) + formatLatencyNs(std::fabs(delta));
                  if (y != 0.0)
                      text += QStringLiteral(" (") + signedNumber(100.0 * delta / y, 1) + QStringLiteral(" %)");
                  return text;
              });

    {
        ComparisonRow row;
        row.key = QStringLiteral("rank");
        row.field = Tr::tr("Rank");
        const auto rankText = [&](int index) -> QString {
            const std::optional<int> rank = rankOf(archive, index);
            if (rank)
                return QString::number(*rank);
            const QString &reason = archive.ranking.unrankedReason(index);
            return reason.isEmpty() ? Tr::tr("not ranked") : Tr::tr("not ranked (%1)").arg(reason);
        };
        row.thisValue = rankText(a.index);
        if (haveOther) {
            row.otherValue = rankText(b.index);
            const std::optional<int> x = rankOf(archive, a.index);
            const std::optional<int> y = rankOf(archive, b.index);
            const bool sameGroup = groupOf(archive, a.index) == groupOf(archive, b.index);
            if (x != y || !sameGroup) {
                row.change = ComparisonChange::Changed;
                // Ranks of two groups are not on one scale: no difference of numbers then.
                row.difference = !sameGroup ? Tr::tr("other comparison group") : x && y ? signedNumber(*x - *y, 0) : Tr::tr("differs");
            }
        }
        rows.push_back(std::move(row));
    }

    addNumber(QStringLiteral("sol"), Tr::tr("SOL score"), solScore(*a.run), haveOther ? solScore(*b.run) : std::nullopt,
              [](double v) -> QString { return QLocale().toString(v, 'f', 4); },
              [](double x, double y) -> QString { return signedNumber(x - y, 4); });
    addNumber(QStringLiteral("speedup"), Tr::tr("Speedup over reference"), speedupVsReference(*a.run),
              haveOther ? speedupVsReference(*b.run) : std::nullopt,
              [](double v) -> QString { return QLocale().toString(v, 'f', 2) + QChar(0x00D7); },
              [](double x, double y) -> QString { return signedNumber(x - y, 2) + QChar(0x00D7); });
    {
        ComparisonRow row;
        row.key = QStringLiteral("cases");
        row.field = Tr::tr("Cases faster");
        const auto x = casesFaster(*a.run);
        const auto y = haveOther ? casesFaster(*b.run) : std::nullopt;
        const auto show = [&](const std::optional<std::pair<qint64, qint64>> &cases) -> QString {
            return cases ? QString::number(cases->first) + QLatin1Char('/') + QString::number(cases->second) : notRecorded;
        };
        row.thisValue = show(x);
        if (haveOther) {
            row.otherValue = show(y);
            if (x != y) {
                row.change = ComparisonChange::Changed;
                row.difference = x && y && x->second == y->second ? signedNumber(double(x->first - y->first), 0)
                                                                 : Tr::tr("differs");
            }
        }
        rows.push_back(std::move(row));
    }
    addText(QStringLiteral("evidence"), Tr::tr("Evidence level"), ComparisonSection::Result, a.run->evidenceLevel,
            haveOther ? b.run->evidenceLevel.text() : QString(), notRecorded, notRecorded);
    {
        // A trace's run has no observedAt but its source's own time, as on the run page.
        const auto observed = [](const RunRecord &run) { return run.observedAt.isEmpty() ? observedSourceTime(run) : run.observedAt; };
        addText(QStringLiteral("observed"), Tr::tr("Observed"), ComparisonSection::Result, observed(*a.run),
                haveOther ? observed(*b.run) : QString(), notRecorded, notRecorded);
        ComparisonRow &row = rows.back();
        // Read as the run table reads them (timestamps.h): a stamp without an offset is UTC.
        const std::optional<qint64> x = timestampMsUtc(a.run->observedAt);
        const std::optional<qint64> y = haveOther ? timestampMsUtc(b.run->observedAt) : std::nullopt;
        if (row.change == ComparisonChange::Changed && x && y) {
            const qint64 days = utcDayOf(*x) - utcDayOf(*y);
            // Spelled out rather than %n plurals, which need a loaded translation to read well.
            if (days == 0)
                row.difference = Tr::tr("same day");
            else if (days == 1)
                row.difference = Tr::tr("1 day later");
            else if (days == -1)
                row.difference = Tr::tr("1 day earlier");
            else
                row.difference = days > 0 ? Tr::tr("%1 days later").arg(days) : Tr::tr("%1 days earlier").arg(-days);
        }
    }

    // --- protocol, hardware: from the objects the runs carry (references.h carriedObject) ---
    const auto missing = [&](const Side &side, const QString &digest) -> QString {
        return side.run && !digest.isEmpty() ? notInArchive : notRecorded;
    };
    const QString missingProtocolA = missing(a, a.run->protocolDigest);
    const QString missingProtocolB = haveOther ? missing(b, b.run->protocolDigest) : QString();
    const auto protocolField = [&](const Side &side, QString ProtocolRecord::*field) -> QString {
        return side.protocol ? side.protocol->*field : QString();
    };
    const auto harness = [&](const Side &side) -> QString {
        if (!side.protocol)
            return QString();
        return QStringList{side.protocol->harnessName, side.protocol->harnessVersion}.join(QLatin1Char(' ')).trimmed();
    };
    addText(QStringLiteral("harness"), Tr::tr("Harness"), ComparisonSection::Protocol, harness(a), harness(b), missingProtocolA,
            missingProtocolB);
    addText(QStringLiteral("timer"), Tr::tr("Timer"), ComparisonSection::Protocol, protocolField(a, &ProtocolRecord::timer),
            protocolField(b, &ProtocolRecord::timer), missingProtocolA, missingProtocolB);
    // The statistic the verdict compares (comparability.h), so the row and the banner agree.
    const auto primaryStatistic = [&](const Side &side) -> QString {
        return side.run ? statisticName(runStatistic(archive, side.index)) : QString();
    };
    addText(QStringLiteral("primaryStatistic"), Tr::tr("Primary statistic"), ComparisonSection::Protocol, primaryStatistic(a),
            primaryStatistic(b), notRecorded, notRecorded);
    addText(QStringLiteral("comparabilityFamily"), Tr::tr("Comparability family"), ComparisonSection::Protocol,
            protocolField(a, &ProtocolRecord::comparabilityFamily), protocolField(b, &ProtocolRecord::comparabilityFamily),
            missingProtocolA, missingProtocolB);

    const QString missingEnvironmentA = missing(a, a.run->environmentDigest);
    const QString missingEnvironmentB = haveOther ? missing(b, b.run->environmentDigest) : QString();
    const auto environmentField = [&](const Side &side, QString EnvironmentRecord::*field) -> QString {
        return side.environment ? side.environment->*field : QString();
    };
    addText(QStringLiteral("product"), Tr::tr("GPU"), ComparisonSection::Hardware, environmentField(a, &EnvironmentRecord::product),
            environmentField(b, &EnvironmentRecord::product), missingEnvironmentA, missingEnvironmentB);
    addText(QStringLiteral("architecture"), Tr::tr("Architecture"), ComparisonSection::Hardware,
            environmentField(a, &EnvironmentRecord::architecture), environmentField(b, &EnvironmentRecord::architecture),
            missingEnvironmentA, missingEnvironmentB);
    addText(QStringLiteral("vendor"), Tr::tr("Vendor"), ComparisonSection::Hardware, environmentField(a, &EnvironmentRecord::vendor),
            environmentField(b, &EnvironmentRecord::vendor), missingEnvironmentA, missingEnvironmentB);

    // --- software stack diff: the union of library names, in name order ---
    const QMap<QString, QString> none;
    const QMap<QString, QString> &x = a.environment ? a.environment->libraries : none;
    const QMap<QString, QString> &y = b.environment ? b.environment->libraries : none;
    QStringList names = x.keys();
    if (haveOther) {
        for (auto it = y.cbegin(); it != y.cend(); ++it) {
            if (!x.contains(it.key()))
                names.append(it.key());
        }
    }
    names.sort();
    for (const QString &name : std::as_const(names)) {
        ComparisonRow row;
        row.key = QStringLiteral("library:") + name;
        row.field = name;
        row.section = ComparisonSection::Software;
        const bool inX = x.contains(name);
        const bool inY = y.contains(name);
        row.thisValue = inX ? x.value(name) : Tr::tr("not in stack");
        row.toolTip = Tr::tr("Library %1 of the run's software stack").arg(name);
        if (haveOther) {
            row.otherValue = inY ? y.value(name) : Tr::tr("not in stack");
            if (inX && !inY) {
                row.change = ComparisonChange::Added;
                row.difference = Tr::tr("added");
            } else if (!inX && inY) {
                row.change = ComparisonChange::Removed;
                row.difference = Tr::tr("removed");
            } else if (x.value(name) != y.value(name)) {
                row.change = ComparisonChange::Changed;
                row.difference = Tr::tr("changed");
            }
        }
        rows.push_back(std::move(row));
    }
    if (names.isEmpty()) {
        const QString missingStack = a.environment ? Tr::tr("no libraries recorded") : missingEnvironmentA;
        addText(QStringLiteral("libraries"), Tr::tr("Software libraries"), ComparisonSection::Software, QString(), QString(),
                missingStack, b.environment ? Tr::tr("no libraries recorded") : missingEnvironmentB);
    }
    return rows;
}

} // namespace kie
