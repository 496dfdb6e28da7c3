// SPDX-License-Identifier: Apache-2.0
// A filter/sort proxy for flat tables of a million rows: an index vector instead of
// QSortFilterProxyModel's per-row bookkeeping. Filter text, sort keys and groups are read through
// roles, once per source reset, into flat vectors; a filter change is one pass over those vectors
// and a sort is one radix sort over 16-byte keys (runfilterproxykeys.h).
//
// Semantics match QSortFilterProxyModel (filterKeyColumn 0, fixed string, case-insensitive filter on
// filterRole; sort on sortRole): rows are ordered by key, ties keep the order of the previous sort,
// so sorting by B after A orders by B then A. Missing (invalid) keys sort after every value.
#pragma once

#include "runfilterquery.h"

#include <QAbstractProxyModel>

#include <memory>
#include <vector>

namespace kie {

class RunFilterProxy : public QAbstractProxyModel
{
    Q_OBJECT
public:
    explicit RunFilterProxy(QObject *parent = nullptr);
    ~RunFilterProxy() override;

    void setSourceModel(QAbstractItemModel *sourceModel) override;

    // Roles the proxy reads from the source; the defaults are RunTableModel's.
    void setFilterRole(int role);
    int filterRole() const { return m_filterRole; }
    void setSortRole(int role);
    int sortRole() const { return m_sortRole; }
    void setGroupRole(int role);
    int groupRole() const { return m_groupRole; }

    // Case-insensitive match on the row's filter text, in the syntax of runfilterquery.h when the
    // source names its fields (else one substring). When the new query narrows the old one, only the
    // rows shown now are searched again. A term that cannot be understood is left out, and
    // filterError() says why (empty when none).
    void setFilterText(const QString &text);
    QString filterText() const { return m_filterText; }
    QString filterError() const { return m_query.error(); }
    QString soleDigestPrefix() const { return m_query.soleDigestPrefix(); } // runfilterquery.h

    // Only the runs of one comparison group (groupRole value), or of several; -1 / empty shows all.
    void setGroupFilter(int groupIndex);
    void setGroupFilter(const QList<int> &groupIndexes);
    QList<int> groupFilter() const { return m_groups; }

    // Only these source rows (e.g. the runs an integrity summary counts), on top of the other
    // filters; cleared by clearRowFilter() and by a source reset.
    void setRowFilter(const std::vector<int> &sourceRows);
    void clearRowFilter();
    bool hasRowFilter() const { return m_rowFilterOn; }

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // The sort the rows are in; a sort on a worker (below) counts once its rows are shown.
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
    // A fresh sort of at least `rows` source rows is computed on a worker thread and shown when it is
    // ready, so the GUI thread never waits for it; 0 (the default) sorts at once, in the call.
    void setBackgroundSortFrom(int rows) { m_backgroundSortFrom = rows; }
    bool isSorting() const { return m_pendingSortColumn != kNoPendingSort; }

    int sourceRowCount() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &idx) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    bool hasChildren(const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QItemSelection mapSelectionToSource(const QItemSelection &selection) const override;
    QItemSelection mapSelectionFromSource(const QItemSelection &selection) const override;

    int mapRowToSource(int proxyRow) const { return m_identity ? proxyRow : m_rows[size_t(proxyRow)]; }
    // -1 = filtered out
    int mapRowFromSource(int sourceRow) const { return m_identity ? sourceRow : m_sourceToProxy[size_t(sourceRow)]; }

Q_SIGNALS:
    void filterErrorChanged(const QString &message);

private:
    QList<FilterField> filterFields() const;

    void sourceAboutToBeReset();
    void sourceReset();
    void sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);
    void sourceLayoutAboutToBeChanged();
    void sourceLayoutChanged();
    void sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last);

    void rebuildAll(); // inside a reset: caches dropped, order restored, filter applied
    const FilterTextIndex &textIndex();
    const std::vector<int> &groupKeys();
    const std::vector<quint64> &sortKeys(int column);
    int shownRows() const { return m_identity ? m_sourceRows : int(m_rows.size()); }
    void buildMapping(); // the identity's vectors, before anything reads or changes them
    void computeOrder(int column, Qt::SortOrder order);
    void showSortedOrder(int column, Qt::SortOrder order); // m_order's rows that pass, with layout signals
    struct SortResult;
    void startBackgroundSort(int column, Qt::SortOrder order);
    // The rows passing the filters, in sort order; narrowing = only the shown rows can still pass.
    std::vector<int> filteredRows(bool narrowing);
    void refilter(bool narrowing); // filteredRows + layout signals when anything changed
    bool groupAllowed(int sourceRow);
    void changeLayout(std::vector<int> rows);
    void dropCaches();

    int m_filterRole;
    int m_sortRole;
    int m_groupRole;
    QString m_filterText;
    FilterQuery m_query;
    QList<int> m_groups;
    std::vector<unsigned char> m_groupAllowed; // per group index
    std::vector<unsigned char> m_rowAllowed; // per source row, when m_rowFilterOn
    bool m_rowFilterOn = false;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    static constexpr int kNoPendingSort = -2;
    int m_backgroundSortFrom = 0;
    int m_pendingSortColumn = kNoPendingSort; // the sort a worker computes now
    Qt::SortOrder m_pendingSortOrder = Qt::AscendingOrder;
    quint64 m_sortRequest = 0; // a worker's result counts only while it is the latest request
    quint64 m_sourceGeneration = 0; // dropCaches() counts up: a result for older rows is sorted again

    int m_sourceRows = 0;
    // Every source row shown, in source order (no sort, no filter: how an archive first shows),
    // with the three vectors below left empty: at 1M runs they are 12 MB the window would write
    // afresh on the GUI thread before the table shows (tests/benchmarks/README.md).
    bool m_identity = false;
    std::vector<int> m_rows; // proxy row -> source row
    std::vector<int> m_sourceToProxy; // source row -> proxy row, -1 when filtered out
    std::vector<int> m_order; // every source row, in the current sort order (empty = not computed)

    std::unique_ptr<FilterTextIndex> m_ownText; // when the source keeps none for m_filterRole
    const FilterTextIndex *m_sourceText = nullptr;
    std::vector<int> m_groupKeys;
    bool m_groupKeysValid = false;
    std::vector<std::vector<quint64>> m_sortKeys; // per column, empty = not computed
    std::vector<unsigned char> m_matches; // scratch for full-text searches
    std::vector<QMetaObject::Connection> m_connections;
    std::vector<QPersistentModelIndex> m_layoutSource; // source indexes of persistent indexes across a source layout change
};

} // namespace kie
