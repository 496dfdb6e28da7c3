// SPDX-License-Identifier: Apache-2.0
// "Compare with another archive": the changes between two snapshots as a list, one row per fact of
// archivediff.h's diffRows (the rows `diff` prints), kind, run, name, group, what changed, old, new.
#pragma once

#include "archivediff.h"

#include <QAbstractTableModel>

#include <vector>

namespace kie {

class ArchiveDiffModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Kind, Run, Name, Group, What, Old, New, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole + 1, // the raw value: ranks as numbers, text as it is
        RawValueRole, // QString as `diff --json` writes it; an invalid QVariant for an absent old/new value
        OldRunRole, // int: the run's index in the older archive, -1 when it has none there
        NewRunRole, // int: in the newer archive
    };
    Q_ENUM(Role)

    explicit ArchiveDiffModel(QObject *parent = nullptr);
    ~ArchiveDiffModel() override;

    void setRows(std::vector<DiffRow> rows);
    const DiffRow &row(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<DiffRow> m_rows;
};

} // namespace kie
