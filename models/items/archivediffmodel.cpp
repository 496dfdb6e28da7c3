// SPDX-License-Identifier: Apache-2.0
#include "archivediffmodel.h"

#include "formatting.h"

namespace kie {

namespace {

QVariant rawValue(const DiffRow &row, int column)
{
    switch (column) {
    case ArchiveDiffModel::Kind: return row.kind;
    case ArchiveDiffModel::Run: return row.runId;
    case ArchiveDiffModel::Name: return row.name;
    case ArchiveDiffModel::Group: return row.group;
    case ArchiveDiffModel::What: return row.what;
    case ArchiveDiffModel::Old: return row.oldValue ? QVariant(*row.oldValue) : QVariant();
    case ArchiveDiffModel::New: return row.newValue ? QVariant(*row.newValue) : QVariant();
    }
    return QVariant();
}

// Ranks ("#16") sort as numbers, so that #9 comes before #10.
QVariant sortValue(const QVariant &raw)
{
    const QString text = raw.toString();
    bool number = false;
    const int rank = text.startsWith(QLatin1Char('#')) ? text.mid(1).toInt(&number) : 0;
    return number ? QVariant(rank) : QVariant(text);
}

} // namespace

ArchiveDiffModel::ArchiveDiffModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

ArchiveDiffModel::~ArchiveDiffModel() = default;

void ArchiveDiffModel::setRows(std::vector<DiffRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

const DiffRow &ArchiveDiffModel::row(int row) const
{
    return m_rows.at(size_t(row));
}

int ArchiveDiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ArchiveDiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ArchiveDiffModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const DiffRow &row = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant raw = rawValue(row, index.column());
        if (!raw.isValid())
            return tr("(absent)");
        return shownDisplay(raw);
    }
    case Qt::ToolTipRole:
        return index.column() == Run ? shownText(row.name) : QVariant();
    case SortRole:
        return sortValue(rawValue(row, index.column()));
    case RawValueRole:
        return rawValue(row, index.column());
    case OldRunRole:
        return row.oldRun;
    case NewRunRole:
        return row.newRun;
    default:
        return QVariant();
    }
}

QVariant ArchiveDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Kind: return tr("Kind");
    case Run: return tr("Run");
    case Name: return tr("Name");
    case Group: return tr("Group");
    case What: return tr("What changed");
    case Old: return tr("Old");
    case New: return tr("New");
    }
    return QVariant();
}

} // namespace kie
