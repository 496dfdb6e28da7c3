// SPDX-License-Identifier: Apache-2.0
// One run's two versions side by side (archivediff.h jsonFieldComparison): every field by its path,
// the old and the new value, the differing ones flagged for marking.
#pragma once

#include "archivediff.h"

#include <QAbstractTableModel>

#include <vector>

namespace kie {

class RecordVersionsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Field, Old, New, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        DifferentRole = Qt::UserRole + 1, // bool: the two versions differ in this field
    };
    Q_ENUM(Role)

    explicit RecordVersionsModel(QObject *parent = nullptr);
    ~RecordVersionsModel() override;

    void setFields(std::vector<FieldChange> fields);
    int differenceCount() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<FieldChange> m_fields;
};

} // namespace kie
