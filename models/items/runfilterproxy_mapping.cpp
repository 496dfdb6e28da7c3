// SPDX-License-Identifier: Apache-2.0
// RunFilterProxy's rows: proxy row <-> source row both ways, for indexes and selections, and the
// layout changes that move them. Nothing sorted or filtered (how every archive first shows) is the
// identity, kept without the row vectors until a sort or a filter needs them.
#include "runfilterproxy.h"

#include <QItemSelection>

#include <numeric>

namespace kie {

QModelIndex RunFilterProxy::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= shownRows() || column >= columnCount())
        return QModelIndex();
    return createIndex(row, column);
}

QModelIndex RunFilterProxy::parent(const QModelIndex &) const
{
    return QModelIndex();
}

QModelIndex RunFilterProxy::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int RunFilterProxy::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : shownRows();
}

int RunFilterProxy::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !sourceModel())
        return 0;
    return sourceModel()->columnCount();
}

bool RunFilterProxy::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && shownRows() > 0 && columnCount() > 0;
}

QModelIndex RunFilterProxy::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || !sourceModel() || proxyIndex.model() != this || proxyIndex.row() >= shownRows())
        return QModelIndex();
    return sourceModel()->index(mapRowToSource(proxyIndex.row()), proxyIndex.column());
}

QModelIndex RunFilterProxy::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != sourceModel() || sourceIndex.parent().isValid()
        || sourceIndex.row() >= m_sourceRows)
        return QModelIndex();
    const int row = mapRowFromSource(sourceIndex.row());
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QItemSelection RunFilterProxy::mapSelectionToSource(const QItemSelection &selection) const
{
    QItemSelection mapped;
    for (const QItemSelectionRange &range : selection) {
        if (range.model() != this)
            continue;
        for (int row = range.top(); row <= range.bottom(); ++row) {
            const QModelIndex left = mapToSource(index(row, range.left()));
            const QModelIndex right = mapToSource(index(row, range.right()));
            if (left.isValid() && right.isValid())
                mapped.append(QItemSelectionRange(left, right));
        }
    }
    return mapped;
}

QItemSelection RunFilterProxy::mapSelectionFromSource(const QItemSelection &selection) const
{
    QItemSelection mapped;
    for (const QItemSelectionRange &range : selection) {
        if (range.model() != sourceModel())
            continue;
        for (int row = range.top(); row <= range.bottom(); ++row) {
            const QModelIndex left = mapFromSource(sourceModel()->index(row, range.left()));
            const QModelIndex right = mapFromSource(sourceModel()->index(row, range.right()));
            if (left.isValid() && right.isValid())
                mapped.append(QItemSelectionRange(left, right));
        }
    }
    return mapped;
}

void RunFilterProxy::buildMapping()
{
    if (!m_identity)
        return;
    m_identity = false;
    m_order.resize(size_t(m_sourceRows));
    std::iota(m_order.begin(), m_order.end(), 0);
    m_rows = m_order;
    m_sourceToProxy = m_order;
}

void RunFilterProxy::changeLayout(std::vector<int> rows)
{
    buildMapping();
    // Callers have emitted layoutAboutToBeChanged; persistent indexes follow their source rows.
    const QModelIndexList from = persistentIndexList();
    std::vector<std::pair<int, int>> sources;
    sources.reserve(size_t(from.size()));
    for (const QModelIndex &index : from)
        sources.emplace_back(index.row() < int(m_rows.size()) ? m_rows[size_t(index.row())] : -1, index.column());

    for (const int row : m_rows)
        m_sourceToProxy[size_t(row)] = -1;
    m_rows = std::move(rows);
    for (size_t i = 0; i < m_rows.size(); ++i)
        m_sourceToProxy[size_t(m_rows[i])] = int(i);

    QModelIndexList to;
    to.reserve(from.size());
    for (const auto &[sourceRow, column] : sources) {
        const int row = sourceRow < 0 ? -1 : m_sourceToProxy[size_t(sourceRow)];
        to.append(row < 0 ? QModelIndex() : createIndex(row, column));
    }
    changePersistentIndexList(from, to);
    Q_EMIT layoutChanged();
}

} // namespace kie
