// SPDX-License-Identifier: Apache-2.0
#include "comparisonmodel.h"

#include "archive.h"
#include "formatting.h"

#include <algorithm>

namespace kie {

namespace {

// Whether `other` is the #1 of the group `runIndex` belongs to.
bool isBestOfGroup(const Archive &archive, int runIndex, int other)
{
    return other >= 0 && archive.ranking.bestOfGroupOf(runIndex) == other;
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
        m_rows = comparisonRows(*m_archive, m_run, m_other);
    }
    endResetModel();
}

int ComparisonModel::differenceCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const ComparisonRow &row) { return row.change != ComparisonChange::Same; }));
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
    const ComparisonRow &row = m_rows[size_t(index.row())];
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
        return row.change != ComparisonChange::Same;
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
