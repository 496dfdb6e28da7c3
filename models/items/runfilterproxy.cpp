// SPDX-License-Identifier: Apache-2.0
#include "runfilterproxy.h"

#include "runfilterproxykeys.h"
#include "runtablemodel.h"

#include <algorithm>
#include <numeric>

namespace kie {

RunFilterProxy::RunFilterProxy(QObject *parent)
    : QAbstractProxyModel(parent)
    , m_filterRole(RunTableModel::FilterTextRole)
    , m_sortRole(RunTableModel::SortRole)
    , m_groupRole(RunTableModel::GroupIndexRole)
{
}

RunFilterProxy::~RunFilterProxy() = default;

void RunFilterProxy::setSourceModel(QAbstractItemModel *source)
{
    beginResetModel();
    for (const QMetaObject::Connection &connection : m_connections)
        disconnect(connection);
    m_connections.clear();
    QAbstractProxyModel::setSourceModel(source);
    if (source) {
        m_connections = {
            connect(source, &QAbstractItemModel::modelAboutToBeReset, this, &RunFilterProxy::sourceAboutToBeReset),
            connect(source, &QAbstractItemModel::modelReset, this, &RunFilterProxy::sourceReset),
            connect(source, &QAbstractItemModel::dataChanged, this, &RunFilterProxy::sourceDataChanged),
            connect(source, &QAbstractItemModel::layoutAboutToBeChanged, this,
                    &RunFilterProxy::sourceLayoutAboutToBeChanged),
            connect(source, &QAbstractItemModel::layoutChanged, this, &RunFilterProxy::sourceLayoutChanged),
            connect(source, &QAbstractItemModel::headerDataChanged, this, &RunFilterProxy::sourceHeaderDataChanged),
        };
        // Structural changes are rare here (the run table only resets): handle them as a reset.
        for (auto about : {&QAbstractItemModel::rowsAboutToBeInserted, &QAbstractItemModel::rowsAboutToBeRemoved,
                           &QAbstractItemModel::columnsAboutToBeInserted, &QAbstractItemModel::columnsAboutToBeRemoved})
            m_connections.push_back(connect(source, about, this, &RunFilterProxy::sourceAboutToBeReset));
        for (auto done : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved,
                          &QAbstractItemModel::columnsInserted, &QAbstractItemModel::columnsRemoved})
            m_connections.push_back(connect(source, done, this, &RunFilterProxy::sourceReset));
        m_connections.push_back(connect(source, &QAbstractItemModel::rowsAboutToBeMoved, this,
                                        &RunFilterProxy::sourceAboutToBeReset));
        m_connections.push_back(connect(source, &QAbstractItemModel::rowsMoved, this, &RunFilterProxy::sourceReset));
        m_connections.push_back(connect(source, &QAbstractItemModel::columnsAboutToBeMoved, this,
                                        &RunFilterProxy::sourceAboutToBeReset));
        m_connections.push_back(connect(source, &QAbstractItemModel::columnsMoved, this, &RunFilterProxy::sourceReset));
    }
    rebuildAll();
    endResetModel();
}

void RunFilterProxy::setFilterRole(int role)
{
    if (role == m_filterRole)
        return;
    m_filterRole = role;
    m_ownText.reset();
    m_sourceText = nullptr;
    m_query = FilterQuery::parse(m_filterText, filterFields());
    if (!m_query.isEmpty())
        refilter(false);
}

void RunFilterProxy::setSortRole(int role)
{
    if (role == m_sortRole)
        return;
    m_sortRole = role;
    m_sortKeys.clear();
    if (m_sortColumn >= 0) {
        // Keys changed meaning: sort afresh from source order (a sort column means the rows are built).
        std::iota(m_order.begin(), m_order.end(), 0);
        computeOrder(m_sortColumn, m_sortOrder);
        refilter(false);
    }
}

void RunFilterProxy::setGroupRole(int role)
{
    if (role == m_groupRole)
        return;
    m_groupRole = role;
    m_groupKeysValid = false;
    m_groupKeys.clear();
    if (!m_groups.isEmpty())
        refilter(false);
}

void RunFilterProxy::setFilterText(const QString &text)
{
    FilterQuery query = FilterQuery::parse(text, filterFields());
    m_filterText = text;
    if (query.error() != m_query.error())
        Q_EMIT filterErrorChanged(query.error());
    if (query.sameAs(m_query)) {
        m_query = std::move(query);
        return;
    }
    // Every row passing the longer query passes the shorter one: search only what is shown.
    const bool narrowing = query.narrows(m_query);
    m_query = std::move(query);
    refilter(narrowing);
}

QList<FilterField> RunFilterProxy::filterFields() const
{
    const auto *provider = dynamic_cast<const FilterTextSource *>(sourceModel());
    return provider ? provider->filterFields(m_filterRole) : QList<FilterField>();
}

void RunFilterProxy::setGroupFilter(int groupIndex)
{
    setGroupFilter(groupIndex < 0 ? QList<int>() : QList<int>{groupIndex});
}

void RunFilterProxy::setGroupFilter(const QList<int> &groupIndexes)
{
    QList<int> groups;
    for (const int group : groupIndexes) {
        if (group >= 0 && !groups.contains(group))
            groups.append(group);
    }
    std::sort(groups.begin(), groups.end());
    if (groups == m_groups)
        return;
    const bool narrowing = m_groups.isEmpty()
        || std::all_of(groups.cbegin(), groups.cend(), [this](int group) { return m_groups.contains(group); });
    m_groups = groups;
    m_groupAllowed.clear();
    if (!m_groups.isEmpty()) {
        m_groupAllowed.assign(size_t(m_groups.last()) + 1, 0);
        for (const int group : std::as_const(m_groups))
            m_groupAllowed[size_t(group)] = 1;
    }
    refilter(narrowing && !groups.isEmpty());
}

void RunFilterProxy::setRowFilter(const std::vector<int> &sourceRows)
{
    m_rowAllowed.assign(size_t(m_sourceRows), 0);
    for (const int row : sourceRows) {
        if (row >= 0 && row < m_sourceRows)
            m_rowAllowed[size_t(row)] = 1;
    }
    const bool narrowing = !m_rowFilterOn;
    m_rowFilterOn = true;
    refilter(narrowing);
}

void RunFilterProxy::clearRowFilter()
{
    if (!m_rowFilterOn)
        return;
    m_rowFilterOn = false;
    m_rowAllowed.clear();
    refilter(false);
}

int RunFilterProxy::sourceRowCount() const
{
    return m_sourceRows;
}

void RunFilterProxy::sourceAboutToBeReset()
{
    beginResetModel();
}

void RunFilterProxy::sourceReset()
{
    // Source rows of the old data mean nothing in the new.
    m_rowFilterOn = false;
    m_rowAllowed.clear();
    rebuildAll();
    endResetModel();
}

void RunFilterProxy::sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                       const QList<int> &roles)
{
    if (!topLeft.isValid() || !bottomRight.isValid())
        return;
    const bool affectsLayout = roles.isEmpty() || roles.contains(m_filterRole) || roles.contains(m_sortRole)
        || roles.contains(m_groupRole);
    if (affectsLayout) {
        dropCaches();
        buildMapping();
        std::iota(m_order.begin(), m_order.end(), 0);
        computeOrder(m_sortColumn, m_sortOrder);
        refilter(false);
    }
    if (shownRows() > 0)
        Q_EMIT dataChanged(index(0, topLeft.column()), index(shownRows() - 1, bottomRight.column()), roles);
}

void RunFilterProxy::sourceLayoutAboutToBeChanged()
{
    Q_EMIT layoutAboutToBeChanged();
    const QModelIndexList persistent = persistentIndexList();
    m_layoutSource.clear();
    m_layoutSource.reserve(size_t(persistent.size()));
    for (const QModelIndex &index : persistent)
        m_layoutSource.emplace_back(mapToSource(index));
}

void RunFilterProxy::sourceLayoutChanged()
{
    const QModelIndexList persistent = persistentIndexList();
    rebuildAll();
    QModelIndexList to;
    to.reserve(persistent.size());
    for (size_t i = 0; i < m_layoutSource.size() && i < size_t(persistent.size()); ++i)
        to.append(mapFromSource(m_layoutSource[i]));
    changePersistentIndexList(persistent.mid(0, to.size()), to);
    m_layoutSource.clear();
    Q_EMIT layoutChanged();
}

void RunFilterProxy::sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last)
{
    if (orientation == Qt::Horizontal)
        Q_EMIT headerDataChanged(orientation, first, last);
    else if (shownRows() > 0)
        Q_EMIT headerDataChanged(orientation, 0, shownRows() - 1);
}

void RunFilterProxy::dropCaches()
{
    ++m_sourceGeneration;
    m_ownText.reset();
    m_sourceText = nullptr;
    m_groupKeys.clear();
    m_groupKeysValid = false;
    m_sortKeys.clear();
    m_matches.clear();
    m_matches.shrink_to_fit();
}

void RunFilterProxy::rebuildAll()
{
    dropCaches();
    m_query = FilterQuery::parse(m_filterText, filterFields()); // the new source may name other fields
    m_sourceRows = sourceModel() ? sourceModel()->rowCount() : 0;
    if (m_sortColumn >= columnCount())
        m_sortColumn = -1;
    // Inside a reset: no layout signals, just the new mapping.
    m_identity = m_sortColumn < 0 && m_query.isEmpty() && m_groups.isEmpty() && !m_rowFilterOn;
    if (m_identity) {
        std::vector<int>().swap(m_rows);
        std::vector<int>().swap(m_sourceToProxy);
        std::vector<int>().swap(m_order);
        return;
    }
    m_order.resize(size_t(m_sourceRows));
    std::iota(m_order.begin(), m_order.end(), 0);
    computeOrder(m_sortColumn, m_sortOrder);
    m_rows = filteredRows(false);
    m_sourceToProxy.assign(size_t(m_sourceRows), -1);
    for (size_t i = 0; i < m_rows.size(); ++i)
        m_sourceToProxy[size_t(m_rows[i])] = int(i);
}

const FilterTextIndex &RunFilterProxy::textIndex()
{
    if (m_sourceText)
        return *m_sourceText;
    if (m_ownText)
        return *m_ownText;
    if (const auto *provider = dynamic_cast<const FilterTextSource *>(sourceModel())) {
        const FilterTextIndex *index = provider->filterTextIndex(m_filterRole);
        if (index && index->rowCount() == m_sourceRows) {
            m_sourceText = index;
            return *m_sourceText;
        }
    }
    // Any other source: read the role once (column 0, as QSortFilterProxyModel's default key column).
    m_ownText = std::make_unique<FilterTextIndex>();
    m_ownText->reserve(m_sourceRows, 64);
    for (int row = 0; row < m_sourceRows; ++row) {
        m_ownText->appendField(sourceModel()->index(row, 0).data(m_filterRole).toString());
        m_ownText->endRow();
    }
    return *m_ownText;
}

const std::vector<int> &RunFilterProxy::groupKeys()
{
    if (!m_groupKeysValid) {
        m_groupKeys.resize(size_t(m_sourceRows));
        for (int row = 0; row < m_sourceRows; ++row) {
            bool ok = false;
            const int group = sourceModel()->index(row, 0).data(m_groupRole).toInt(&ok);
            m_groupKeys[size_t(row)] = ok ? group : -1;
        }
        m_groupKeysValid = true;
    }
    return m_groupKeys;
}

bool RunFilterProxy::groupAllowed(int sourceRow)
{
    if (m_rowFilterOn && (size_t(sourceRow) >= m_rowAllowed.size() || !m_rowAllowed[size_t(sourceRow)]))
        return false;
    if (m_groups.isEmpty())
        return true;
    const int group = groupKeys()[size_t(sourceRow)];
    return group >= 0 && size_t(group) < m_groupAllowed.size() && m_groupAllowed[size_t(group)];
}

std::vector<int> RunFilterProxy::filteredRows(bool narrowing)
{
    buildMapping();
    // Candidates: the rows shown now (when narrowing) or every row, both already in sort order.
    const std::vector<int> &candidates = narrowing ? m_rows : m_order;
    std::vector<int> rows;
    if (m_query.isEmpty()) {
        if (m_groups.isEmpty() && !m_rowFilterOn)
            return candidates;
        for (const int row : candidates) {
            if (groupAllowed(row))
                rows.push_back(row);
        }
        return rows;
    }
    const FilterTextIndex &text = textIndex();
    const auto *source = m_sourceText ? dynamic_cast<const FilterTextSource *>(sourceModel()) : nullptr;
    if (m_groups.isEmpty() && !m_rowFilterOn && candidates.size() >= size_t(m_sourceRows) / 4) {
        // Many candidates: one scan over all the text beats a search per line.
        m_query.findAll(text, source, m_matches);
        for (const int row : candidates) {
            if (m_matches[size_t(row)])
                rows.push_back(row);
        }
    } else {
        for (const int row : candidates) {
            if (groupAllowed(row) && m_query.matches(text, source, row))
                rows.push_back(row);
        }
    }
    return rows;
}

void RunFilterProxy::refilter(bool narrowing)
{
    std::vector<int> rows = filteredRows(narrowing);
    if (rows == m_rows)
        return;
    Q_EMIT layoutAboutToBeChanged();
    changeLayout(std::move(rows));
}

} // namespace kie
