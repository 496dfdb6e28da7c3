// SPDX-License-Identifier: Apache-2.0
// Per-case rows of a suite run (spec.cases): one row per case, in the order the source wrote them.
// Displays formatted figures, sorts on raw values (SortRole), and hands out the case's log (LogRole).
#pragma once

#include "records.h"

#include <QAbstractTableModel>

#include <vector>

namespace kie {

class CaseTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Workload,
        Axes,
        Status,
        Latency,
        ReferenceLatency,
        Speedup,
        MaxAbsoluteError,
        MaxRelativeError,
        HasNan,
        HasInf,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        // Raw value to sort by: double for figures, int (0/1) for flags, a padded key for axes, the
        // string otherwise. Missing values are an invalid QVariant, which QSortFilterProxyModel sorts last.
        SortRole = Qt::UserRole + 1,
        LogRole, // QString: the case's log, plain text
        StatusRole, // QString: the status as read (PASSED, INCORRECT_NUMERICAL, ...)
        CorrectRole, // bool: status is PASSED
        CaseIndexRole, // int: index into the cases given to setCases
    };
    Q_ENUM(Role)

    explicit CaseTableModel(QObject *parent = nullptr);
    ~CaseTableModel() override;

    void setCases(std::vector<CaseRow> cases);
    const std::vector<CaseRow> &cases() const { return m_cases; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "batch_size=7, hidden_size=4096": axes sorted by name.
    static QString axesText(const QVariantMap &axes);
    // What a status of the FlashInfer-Bench / SOL-ExecBench taxonomy means; empty for unknown ones.
    static QString statusDescription(const QString &status);
    // Every status of the taxonomy, in the sources' order.
    static QStringList knownStatuses();

private:
    QVariant displayData(const CaseRow &row, int column) const;
    QVariant sortData(const CaseRow &row, int column) const;

    std::vector<CaseRow> m_cases;
};

} // namespace kie
