// SPDX-License-Identifier: Apache-2.0
#include "comparisonmodel.h"

#include "archive.h"
#include "comparability.h"
#include "formatting.h"
#include "runfacts.h"

#include <QDateTime>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace kie {

namespace {


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
    const int protocol = archive.indexOfDigest(ObjectKind::BenchmarkProtocol, side.run->protocolDigest);
    if (protocol >= 0)
        side.protocol = &archive.protocols[size_t(protocol)];
    const int environment = archive.indexOfDigest(ObjectKind::ExecutionEnvironment, side.run->environmentDigest);
    if (environment >= 0)
        side.environment = &archive.environments[size_t(environment)];
    return side;
}

QString signedNumber(double value, int decimals)
{
    const QString magnitude = QLocale().toString(std::fabs(value), 'f', decimals);
    return (value < 0 ? QStringLiteral("-") : QStringLiteral("+")) + magnitude;
}

// Whether `other` is the #1 of the group `runIndex` belongs to.
bool isBestOfGroup(const Archive &archive, int runIndex, int other)
{
    return other >= 0 && archive.ranking.bestOfGroupOf(runIndex) == other;
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

ComparisonModel::ComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

ComparisonModel::~ComparisonModel() = default;

void ComparisonModel::setRuns(std::shared_ptr<const Archive> archive, int runIndex, int otherRunIndex)
{
    beginResetModel();
    m_archive = std::move(archive);
    m_run = -1;
    m_other = -1;
    m_rows.clear();
    if (m_archive && runIndex >= 0 && size_t(runIndex) < m_archive->runs.size()) {
        m_run = runIndex;
        if (otherRunIndex < 0)
            otherRunIndex = m_archive->ranking.bestOfGroupOf(runIndex);
        if (otherRunIndex >= 0 && size_t(otherRunIndex) < m_archive->runs.size())
            m_other = otherRunIndex;
        build();
    }
    endResetModel();
}

// Long because: it is the comparison table itself, one block per row in display order; split, the
// table would be scattered over functions that each need both sides and the row helpers.
void ComparisonModel::build()
{
    const Archive &archive = *m_archive;
    const Side a = sideOf(archive, m_run);
    const Side b = sideOf(archive, m_other);
    const bool haveOther = b.run != nullptr;
    const QString notRecorded = tr("not recorded");
    const QString notInArchive = tr("not in archive");

    // Text fields: shown as read, "not recorded" when empty; differ when the raw texts differ.
    const auto addText = [&](const QString &key, const QString &field, Section section, const QString &x,
                             const QString &y, const QString &missingX, const QString &missingY) {
        Row row;
        row.key = key;
        row.field = field;
        row.section = section;
        row.thisValue = x.isEmpty() ? missingX : x;
        if (haveOther) {
            row.otherValue = y.isEmpty() ? missingY : y;
            row.change = x == y ? Change::Same : Change::Changed;
            if (row.change == Change::Changed)
                row.difference = tr("differs");
        }
        m_rows.push_back(std::move(row));
    };
    const auto addNumber = [&](const QString &key, const QString &field, std::optional<double> x,
                               std::optional<double> y, const std::function<QString(double)> &show,
                               const std::function<QString(double, double)> &delta) {
        Row row;
        row.key = key;
        row.field = field;
        row.thisValue = x ? show(*x) : notRecorded;
        if (haveOther) {
            row.otherValue = y ? show(*y) : notRecorded;
            if (x.has_value() != y.has_value() || (x && *x != *y)) {
                row.change = Change::Changed;
                row.difference = x && y ? delta(*x, *y) : tr("differs");
            }
        }
        m_rows.push_back(std::move(row));
    };

    // --- the result ---
    addText(QStringLiteral("implementation"), tr("Implementation"), Section::Result,
            kie::implementationName(archive, a.index),
            haveOther ? kie::implementationName(archive, b.index) : QString(), notRecorded, notRecorded);
    addText(QStringLiteral("status"), tr("Status"), Section::Result,
            runStatusText(*a.run), haveOther ? runStatusText(*b.run) : QString(),
            notRecorded, notRecorded);

    const QString statistic = kie::primaryStatisticName(archive, a.index);
    addNumber(QStringLiteral("latency"), tr("Latency (%1)").arg(statisticName(statistic)), kie::primaryValue(archive, a.index),
              haveOther ? kie::primaryValue(archive, b.index) : std::nullopt, [](double ns) { return formatLatencyNs(ns); },
              [](double x, double y) -> QString {
                  const double delta = x - y;
                  QString text = (delta < 0 ? QStringLiteral("-") : QStringLiteral("+")) + formatLatencyNs(std::fabs(delta));
                  if (y != 0.0)
                      text += QStringLiteral(" (") + signedNumber(100.0 * delta / y, 1) + QStringLiteral(" %)");
                  return text;
              });

    {
        Row row;
        row.key = QStringLiteral("rank");
        row.field = tr("Rank");
        const auto rankText = [&](int index) -> QString {
            const std::optional<int> rank = rankOf(archive, index);
            if (rank)
                return QString::number(*rank);
            const QString &reason = archive.ranking.unrankedReason(index);
            return reason.isEmpty() ? tr("not ranked") : tr("not ranked (%1)").arg(reason);
        };
        row.thisValue = rankText(a.index);
        if (haveOther) {
            row.otherValue = rankText(b.index);
            const std::optional<int> x = rankOf(archive, a.index);
            const std::optional<int> y = rankOf(archive, b.index);
            const bool sameGroup = groupOf(archive, a.index) == groupOf(archive, b.index);
            if (x != y || !sameGroup) {
                row.change = Change::Changed;
                // Ranks of two groups are not on one scale: no difference of numbers then.
                row.difference = !sameGroup ? tr("other comparison group") : x && y ? signedNumber(*x - *y, 0) : tr("differs");
            }
        }
        m_rows.push_back(std::move(row));
    }

    addNumber(QStringLiteral("sol"), tr("SOL score"), solScore(*a.run), haveOther ? solScore(*b.run) : std::nullopt,
              [](double v) -> QString { return QLocale().toString(v, 'f', 4); },
              [](double x, double y) -> QString { return signedNumber(x - y, 4); });
    addNumber(QStringLiteral("speedup"), tr("Speedup over reference"), speedupVsReference(*a.run),
              haveOther ? speedupVsReference(*b.run) : std::nullopt,
              [](double v) -> QString { return QLocale().toString(v, 'f', 2) + QChar(0x00D7); },
              [](double x, double y) -> QString { return signedNumber(x - y, 2) + QChar(0x00D7); });
    {
        Row row;
        row.key = QStringLiteral("cases");
        row.field = tr("Cases faster");
        const auto x = casesFaster(*a.run);
        const auto y = haveOther ? casesFaster(*b.run) : std::nullopt;
        const auto show = [&](const std::optional<std::pair<qint64, qint64>> &cases) -> QString {
            return cases ? QString::number(cases->first) + QLatin1Char('/') + QString::number(cases->second) : notRecorded;
        };
        row.thisValue = show(x);
        if (haveOther) {
            row.otherValue = show(y);
            if (x != y) {
                row.change = Change::Changed;
                row.difference = x && y && x->second == y->second ? signedNumber(double(x->first - y->first), 0)
                                                                 : tr("differs");
            }
        }
        m_rows.push_back(std::move(row));
    }
    addText(QStringLiteral("evidence"), tr("Evidence level"), Section::Result, a.run->evidenceLevel,
            haveOther ? b.run->evidenceLevel.text() : QString(), notRecorded, notRecorded);
    {
        // A trace's run has no observedAt but its source's own time, as on the run page.
        const auto observed = [](const RunRecord &run) { return run.observedAt.isEmpty() ? observedSourceTime(run) : run.observedAt; };
        addText(QStringLiteral("observed"), tr("Observed"), Section::Result, observed(*a.run),
                haveOther ? observed(*b.run) : QString(), notRecorded, notRecorded);
        Row &row = m_rows.back();
        const QDateTime x = QDateTime::fromString(a.run->observedAt, Qt::ISODateWithMs);
        const QDateTime y = haveOther ? QDateTime::fromString(b.run->observedAt, Qt::ISODateWithMs) : QDateTime();
        if (row.change == Change::Changed && x.isValid() && y.isValid()) {
            const qint64 days = y.toUTC().date().daysTo(x.toUTC().date());
            // Spelled out rather than %n plurals, which need a loaded translation to read well.
            if (days == 0)
                row.difference = tr("same day");
            else if (days == 1)
                row.difference = tr("1 day later");
            else if (days == -1)
                row.difference = tr("1 day earlier");
            else
                row.difference = days > 0 ? tr("%1 days later").arg(days) : tr("%1 days earlier").arg(-days);
        }
    }

    // --- protocol, hardware: from the objects the runs' digests resolve to ---
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
    addText(QStringLiteral("harness"), tr("Harness"), Section::Protocol, harness(a), harness(b), missingProtocolA,
            missingProtocolB);
    addText(QStringLiteral("timer"), tr("Timer"), Section::Protocol, protocolField(a, &ProtocolRecord::timer),
            protocolField(b, &ProtocolRecord::timer), missingProtocolA, missingProtocolB);
    // The statistic the verdict compares (comparability.h), so the row and the banner agree.
    const auto primaryStatistic = [&](const Side &side) -> QString {
        return side.run ? statisticName(runStatistic(archive, side.index)) : QString();
    };
    addText(QStringLiteral("primaryStatistic"), tr("Primary statistic"), Section::Protocol, primaryStatistic(a),
            primaryStatistic(b), notRecorded, notRecorded);
    addText(QStringLiteral("comparabilityFamily"), tr("Comparability family"), Section::Protocol,
            protocolField(a, &ProtocolRecord::comparabilityFamily), protocolField(b, &ProtocolRecord::comparabilityFamily),
            missingProtocolA, missingProtocolB);

    const QString missingEnvironmentA = missing(a, a.run->environmentDigest);
    const QString missingEnvironmentB = haveOther ? missing(b, b.run->environmentDigest) : QString();
    const auto environmentField = [&](const Side &side, QString EnvironmentRecord::*field) -> QString {
        return side.environment ? side.environment->*field : QString();
    };
    addText(QStringLiteral("product"), tr("GPU"), Section::Hardware, environmentField(a, &EnvironmentRecord::product),
            environmentField(b, &EnvironmentRecord::product), missingEnvironmentA, missingEnvironmentB);
    addText(QStringLiteral("architecture"), tr("Architecture"), Section::Hardware,
            environmentField(a, &EnvironmentRecord::architecture), environmentField(b, &EnvironmentRecord::architecture),
            missingEnvironmentA, missingEnvironmentB);
    addText(QStringLiteral("vendor"), tr("Vendor"), Section::Hardware, environmentField(a, &EnvironmentRecord::vendor),
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
        Row row;
        row.key = QStringLiteral("library:") + name;
        row.field = name;
        row.section = Section::Software;
        const bool inX = x.contains(name);
        const bool inY = y.contains(name);
        row.thisValue = inX ? x.value(name) : tr("not in stack");
        row.toolTip = tr("Library %1 of the run's software stack").arg(name);
        if (haveOther) {
            row.otherValue = inY ? y.value(name) : tr("not in stack");
            if (inX && !inY) {
                row.change = Change::Added;
                row.difference = tr("added");
            } else if (!inX && inY) {
                row.change = Change::Removed;
                row.difference = tr("removed");
            } else if (x.value(name) != y.value(name)) {
                row.change = Change::Changed;
                row.difference = tr("changed");
            }
        }
        m_rows.push_back(std::move(row));
    }
    if (names.isEmpty()) {
        const QString missingStack = a.environment ? tr("no libraries recorded") : missingEnvironmentA;
        addText(QStringLiteral("libraries"), tr("Software libraries"), Section::Software, QString(), QString(),
                missingStack, b.environment ? tr("no libraries recorded") : missingEnvironmentB);
    }
}

int ComparisonModel::differenceCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row &row) { return row.change != Change::Same; }));
}

int ComparisonModel::rowOfField(const QString &fieldKey) const
{
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].key == fieldKey)
            return int(i);
    }
    return -1;
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return QVariant();
    const Row &row = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Field:
            return shownText(row.field);
        case ThisRun:
            return shownText(row.thisValue);
        case Other:
            return shownText(row.otherValue);
        case Difference:
            return shownText(row.difference);
        }
        return QVariant();
    case Qt::ToolTipRole:
        if (index.column() == ThisRun || index.column() == Other)
            return index.column() == ThisRun ? row.thisValue : row.otherValue;
        return row.toolTip.isEmpty() ? QVariant() : QVariant(row.toolTip);
    case DifferentRole:
        return row.change != Change::Same;
    case SectionRole:
        return int(row.section);
    case ChangeRole:
        return int(row.change);
    case FieldKeyRole:
        return row.key;
    default:
        return QVariant();
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) {
        switch (section) {
        case Field:
            return tr("Field");
        case ThisRun:
            return tr("A");
        case Other:
            return m_archive && isBestOfGroup(*m_archive, m_run, m_other) ? tr("#1") : tr("B");
        case Difference:
            return tr("Difference");
        }
    }
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Difference)
        return tr("A relative to B: latency as A minus B; libraries added or removed in A's stack");
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace kie
