// SPDX-License-Identifier: Apache-2.0
#include "casetablemodel.h"

#include "fastp.h"
#include "formatting.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace kie {

namespace {

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::CaseTableModel)
};

struct StatusInfo
{
    const char *name;
    const char *description;
};

// FlashInfer-Bench's EvaluationStatus plus SOL-ExecBench's additions.
constexpr StatusInfo kStatuses[] = {
    {"PASSED", QT_TRANSLATE_NOOP("kie::CaseTableModel", "Correct within tolerance; timed against the reference")},
    {"INCORRECT_SHAPE", QT_TRANSLATE_NOOP("kie::CaseTableModel", "Output has the wrong tensor shape")},
    {"INCORRECT_NUMERICAL", QT_TRANSLATE_NOOP("kie::CaseTableModel", "Output differs from the reference beyond tolerance")},
    {"INCORRECT_DTYPE", QT_TRANSLATE_NOOP("kie::CaseTableModel", "Output has the wrong data type")},
    {"RUNTIME_ERROR", QT_TRANSLATE_NOOP("kie::CaseTableModel", "The solution failed while running")},
    {"COMPILE_ERROR", QT_TRANSLATE_NOOP("kie::CaseTableModel", "The solution failed to compile or build")},
    {"TIMEOUT", QT_TRANSLATE_NOOP("kie::CaseTableModel", "The evaluation did not finish within the time limit")},
    {"REWARD_HACK", QT_TRANSLATE_NOOP("kie::CaseTableModel", "The harness caught the solution gaming the measurement")},
    {"INVALID_REFERENCE", QT_TRANSLATE_NOOP("kie::CaseTableModel", "The definition's reference implementation failed to run")},
};

QString errorText(double value)
{
    return QLocale().toString(value, 'g', 4);
}

QString flagText(const std::optional<bool> &flag)
{
    if (!flag)
        return {};
    return *flag ? Tr::tr("yes") : Tr::tr("no");
}

// Zero-padded integers sort numerically as strings: "M=00000000000000000064" < "M=00000000000000000128".
QString axesSortKey(const QVariantMap &axes)
{
    QStringList parts;
    for (auto it = axes.constBegin(); it != axes.constEnd(); ++it) {
        bool ok = false;
        const qlonglong number = it.value().toLongLong(&ok);
        parts << it.key() + QLatin1Char('=')
                + (ok && number >= 0 ? QStringLiteral("%1").arg(number, 20, 10, QLatin1Char('0')) : it.value().toString());
    }
    return parts.join(QLatin1Char(','));
}

template<typename T>
QVariant optionalValue(const std::optional<T> &value)
{
    return value ? QVariant::fromValue(*value) : QVariant();
}

QVariant optionalValue(OptionalDouble value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

CaseTableModel::CaseTableModel(QObject *parent) : QAbstractTableModel(parent) { }

CaseTableModel::~CaseTableModel() = default;

void CaseTableModel::setCases(std::vector<CaseRow> cases)
{
    beginResetModel();
    m_cases = std::move(cases);
    endResetModel();
}

int CaseTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cases.size());
}

int CaseTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CaseTableModel::axesText(const QVariantMap &axes)
{
    QStringList parts;
    for (auto it = axes.constBegin(); it != axes.constEnd(); ++it)
        parts << it.key() + QLatin1Char('=') + it.value().toString();
    return parts.join(QStringLiteral(", "));
}

QString CaseTableModel::statusDescription(const QString &status)
{
    for (const StatusInfo &info : kStatuses) {
        if (status == QLatin1String(info.name))
            return QCoreApplication::translate("kie::CaseTableModel", info.description);
    }
    return {};
}

QStringList CaseTableModel::knownStatuses()
{
    QStringList names;
    for (const StatusInfo &info : kStatuses)
        names << QLatin1String(info.name);
    return names;
}

QVariant CaseTableModel::displayData(const CaseRow &row, int column) const
{
    switch (column) {
    case Workload:
        return row.workload;
    case Axes:
        return axesText(row.axes);
    case Status:
        return row.status;
    case Latency:
        return row.latencyNs ? formatLatencyNs(*row.latencyNs) : QString();
    case ReferenceLatency:
        return row.referenceLatencyNs ? formatLatencyNs(*row.referenceLatencyNs) : QString();
    case Speedup:
        if (const std::optional<double> speedup = caseSpeedup(row))
            return QString(QLocale().toString(*speedup, 'f', 2) + QStringLiteral("×"));
        return QString();
    case MaxAbsoluteError:
        return row.maxAbsoluteError ? errorText(*row.maxAbsoluteError) : QString();
    case MaxRelativeError:
        return row.maxRelativeError ? errorText(*row.maxRelativeError) : QString();
    case HasNan:
        return flagText(row.hasNan);
    case HasInf:
        return flagText(row.hasInf);
    }
    return {};
}

QVariant CaseTableModel::sortData(const CaseRow &row, int column) const
{
    switch (column) {
    case Workload:
        return row.workload;
    case Axes:
        return axesSortKey(row.axes);
    case Status:
        return row.status;
    case Latency:
        return optionalValue(row.latencyNs);
    case ReferenceLatency:
        return optionalValue(row.referenceLatencyNs);
    case Speedup:
        return optionalValue(caseSpeedup(row));
    case MaxAbsoluteError:
        return optionalValue(row.maxAbsoluteError);
    case MaxRelativeError:
        return optionalValue(row.maxRelativeError);
    case HasNan:
        return row.hasNan ? QVariant(int(*row.hasNan)) : QVariant();
    case HasInf:
        return row.hasInf ? QVariant(int(*row.hasInf)) : QVariant();
    }
    return {};
}

QVariant CaseTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CaseRow &row = m_cases[size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return shownDisplay(displayData(row, column));
    case Qt::ToolTipRole:
        if (column == Status) {
            const QString description = statusDescription(row.status);
            return description.isEmpty() ? Tr::tr("Status as read; not one the explorer knows") : description;
        }
        if (column == Workload || column == Axes)
            return displayData(row, column);
        return {};
    case Qt::TextAlignmentRole:
        if (column >= Latency && column <= MaxRelativeError)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case SortRole:
        return sortData(row, column);
    case LogRole:
        return row.log;
    case StatusRole:
        return row.status;
    case CorrectRole:
        return caseIsCorrect(row);
    case CaseIndexRole:
        return index.row();
    }
    return {};
}

QVariant CaseTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Workload:
            return Tr::tr("Workload");
        case Axes:
            return Tr::tr("Axes");
        case Status:
            return Tr::tr("Status");
        case Latency:
            return Tr::tr("Latency");
        case ReferenceLatency:
            return Tr::tr("Reference");
        case Speedup:
            return Tr::tr("Speedup");
        case MaxAbsoluteError:
            return Tr::tr("Max abs. error");
        case MaxRelativeError:
            return Tr::tr("Max rel. error");
        case HasNan:
            return Tr::tr("NaN");
        case HasInf:
            return Tr::tr("Inf");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Workload:
            return Tr::tr("Workload uuid of the case");
        case Latency:
            return Tr::tr("The solution's latency on this case, as the source measured it");
        case ReferenceLatency:
            return Tr::tr("The reference implementation's latency on this case");
        case Speedup:
            return Tr::tr("Reference latency / solution latency");
        case HasNan:
            return Tr::tr("The output held a NaN");
        case HasInf:
            return Tr::tr("The output held an infinity");
        default:
            return {};
        }
    }
    return {};
}

} // namespace kie
