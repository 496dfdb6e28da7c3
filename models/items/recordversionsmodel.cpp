// SPDX-License-Identifier: Apache-2.0
#include "recordversionsmodel.h"

#include "formatting.h"

#include <algorithm>

namespace kie {

RecordVersionsModel::RecordVersionsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

RecordVersionsModel::~RecordVersionsModel() = default;

void RecordVersionsModel::setFields(std::vector<FieldChange> fields)
{
    beginResetModel();
    m_fields = std::move(fields);
    endResetModel();
}

int RecordVersionsModel::differenceCount() const
{
    return int(std::count_if(m_fields.cbegin(), m_fields.cend(), [](const FieldChange &field) { return field.differs; }));
}

int RecordVersionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_fields.size());
}

int RecordVersionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RecordVersionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const FieldChange &field = m_fields[size_t(index.row())];
    if (role == DifferentRole)
        return field.differs;
    if (role != Qt::DisplayRole)
        return QVariant();
    const std::optional<QString> &value = index.column() == Old ? field.oldValue : field.newValue;
    if (index.column() == Field)
        return shownText(field.path);
    return value ? shownText(*value) : tr("(absent)");
}

QVariant RecordVersionsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Field: return tr("Field");
    case Old: return tr("Old version");
    case New: return tr("New version");
    }
    return QVariant();
}

} // namespace kie
