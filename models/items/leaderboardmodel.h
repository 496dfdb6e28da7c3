// SPDX-License-Identifier: Apache-2.0
// The leaderboard (models/core/leaderboard.h) as a table: one row per author or solution, in the
// board's order. Displays formatted figures, sorts on raw values (SortRole); never computes a figure.
#pragma once

#include "leaderboard.h"

#include <QAbstractTableModel>

namespace kie {

class LeaderboardModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Rank,
        Name,
        AvgSpeedup,
        Definitions,
        Workloads,
        SuccessRate,
        WinRate,
        Firsts,
        Coverage,
        Passed,
        Incorrect,
        RuntimeError,
        Other,
        Integrity, // runs failing integrity (ARCHIVE.md §3): left out, or ranked and marked
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        // Raw value to sort by: double or integer figures, the name as a string. A figure the row
        // does not have is an invalid QVariant, which QSortFilterProxyModel sorts last.
        SortRole = Qt::UserRole + 1,
        RowRole, // int: index into Leaderboard::rows
        NameRole, // QString: the author or solution, as read
        AuthorRole, // QString: the row's author
        IntegrityRunsRole, // QList<int>: the row's runs that fail integrity (LeaderboardRow::integrityRuns)
    };
    Q_ENUM(Role)

    explicit LeaderboardModel(QObject *parent = nullptr);
    ~LeaderboardModel() override;

    void setLeaderboard(Leaderboard board);
    const Leaderboard &leaderboard() const { return m_board; }
    // Competition rank by avg speedup (1, 2, 2, 4); 0 for a row that could not be scored.
    int rankOf(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // The Integrity column: "1 left out", or "1 marked" while such runs are ranked; "" for none.
    QString integrityText(int runs) const;
    QString integrityToolTip(int runs) const;

    Leaderboard m_board;
    std::vector<int> m_ranks;
};

} // namespace kie
