// SPDX-License-Identifier: Apache-2.0
// RunFilterProxy's sorting: the keys read once per source reset, a stable radix sort over them, and
// for many rows the same sort on a worker thread, so that a header click on a million runs never
// holds the GUI thread (tests/benchmarks/README.md, kie-bench-responsive).
#include "runfilterproxy.h"

#include "runfilterproxykeys.h"

#include <QDate>
#include <QDateTime>
#include <QFutureWatcher>
#include <QTime>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <numeric>

namespace kie {

namespace {

enum class KeyKind { Missing, Integer, Real, Text };

KeyKind kindOf(const QVariant &value)
{
    switch (value.userType()) {
    case QMetaType::UnknownType:
        return KeyKind::Missing;
    case QMetaType::Bool: case QMetaType::Char: case QMetaType::SChar: case QMetaType::UChar:
    case QMetaType::Short: case QMetaType::UShort: case QMetaType::Int: case QMetaType::UInt:
    case QMetaType::Long: case QMetaType::LongLong: case QMetaType::ULong: case QMetaType::ULongLong:
    case QMetaType::QDate: case QMetaType::QTime: case QMetaType::QDateTime:
        return KeyKind::Integer;
    case QMetaType::Float: case QMetaType::Double:
        return KeyKind::Real;
    default:
        return KeyKind::Text;
    }
}

qint64 integerOf(const QVariant &value)
{
    switch (value.userType()) {
    case QMetaType::QDate:
        return value.toDate().toJulianDay();
    case QMetaType::QTime:
        return value.toTime().msecsSinceStartOfDay();
    case QMetaType::QDateTime:
        return value.toDateTime().toMSecsSinceEpoch();
    default:
        return value.toLongLong();
    }
}

} // namespace

struct RunFilterProxy::SortResult
{
    std::vector<quint64> keys; // empty: the job had none, sort here
    std::vector<int> order;
};

void RunFilterProxy::sort(int column, Qt::SortOrder order)
{
    if (column >= columnCount())
        return;
    const bool pending = m_pendingSortColumn != kNoPendingSort;
    if (pending && column == m_pendingSortColumn && order == m_pendingSortOrder)
        return;
    if (pending) { // a newer request replaces the one on the worker, whose result is then dropped
        ++m_sortRequest;
        m_pendingSortColumn = kNoPendingSort;
    }
    if (column == m_sortColumn && order == m_sortOrder && column >= 0)
        return;
    // A fresh sort of many rows goes to a worker; a reversal (the same column the other way) and
    // "unsorted" are one pass over the order and stay here.
    if (m_backgroundSortFrom > 0 && m_sourceRows >= m_backgroundSortFrom && column >= 0 && column != m_sortColumn) {
        startBackgroundSort(column, order);
        return;
    }
    computeOrder(column, order); // builds the identity's rows first, which the lines below read
    showSortedOrder(column, order);
}

void RunFilterProxy::showSortedOrder(int column, Qt::SortOrder order)
{
    m_sortColumn = column;
    m_sortOrder = order;
    // The same rows as before, in the new order.
    std::vector<int> rows;
    if (m_rows.size() == m_order.size()) {
        rows = m_order;
    } else {
        rows.reserve(m_rows.size());
        for (const int row : m_order) {
            if (m_sourceToProxy[size_t(row)] >= 0)
                rows.push_back(row);
        }
    }
    if (rows == m_rows)
        return;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    changeLayout(std::move(rows));
}

void RunFilterProxy::startBackgroundSort(int column, Qt::SortOrder order)
{
    buildMapping();
    const quint64 request = ++m_sortRequest;
    m_pendingSortColumn = column;
    m_pendingSortOrder = order;
    // What the worker reads is its own: the current order (ties keep it), the keys when known, else a
    // job of the source's that holds what it reads (SortKeySource::sortKeysJob).
    std::vector<int> rows = m_order;
    std::vector<quint64> keys;
    std::function<bool(std::vector<quint64> &)> job;
    if (m_sortKeys.size() > size_t(column) && m_sortKeys[size_t(column)].size() == size_t(m_sourceRows))
        keys = m_sortKeys[size_t(column)];
    else if (const auto *source = dynamic_cast<const SortKeySource *>(sourceModel()))
        job = source->sortKeysJob(column, m_sortRole);
    if (keys.empty() && !job)
        keys = sortKeys(column); // a source without jobs is read through data(), here
    const quint64 sourceGeneration = m_sourceGeneration;
    const bool descending = order == Qt::DescendingOrder;
    auto *watcher = new QFutureWatcher<SortResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, request, sourceGeneration, column, order] {
        watcher->deleteLater();
        if (request != m_sortRequest)
            return; // another sort was asked for meanwhile
        m_pendingSortColumn = kNoPendingSort;
        SortResult result = watcher->result();
        if (sourceGeneration != m_sourceGeneration) {
            sort(column, order); // the rows changed under the worker: again, from the new ones
            return;
        }
        if (result.keys.size() != size_t(m_sourceRows) || result.order.size() != m_order.size()) {
            computeOrder(column, order); // the source's job had no keys: read them through data(), here
            showSortedOrder(column, order);
            return;
        }
        if (m_sortKeys.size() <= size_t(column))
            m_sortKeys.resize(size_t(column) + 1);
        m_sortKeys[size_t(column)] = std::move(result.keys);
        m_order = std::move(result.order);
        showSortedOrder(column, order);
    });
    watcher->setFuture(QtConcurrent::run([rows = std::move(rows), keys = std::move(keys), job = std::move(job),
                                          descending]() mutable {
        SortResult result;
        if (keys.empty() && !(job(keys) && keys.size() == rows.size()))
            return result;
        sortRowsByKey(rows, keys, descending);
        result.keys = std::move(keys);
        result.order = std::move(rows);
        return result;
    }));
}

const std::vector<quint64> &RunFilterProxy::sortKeys(int column)
{
    if (m_sortKeys.size() <= size_t(column))
        m_sortKeys.resize(size_t(column) + 1);
    std::vector<quint64> &keys = m_sortKeys[size_t(column)];
    if (keys.size() == size_t(m_sourceRows))
        return keys;
    if (const auto *source = dynamic_cast<const SortKeySource *>(sourceModel());
        source && source->sortKeys(column, m_sortRole, keys) && keys.size() == size_t(m_sourceRows))
        return keys;

    // Any other source: one pass through the role. Numbers become keys at once, texts are ranked
    // afterwards (a column mixing both is compared as text).
    keys.assign(size_t(m_sourceRows), kMissingSortKey);
    std::vector<QString> texts;
    std::vector<unsigned char> isNumber;
    bool anyText = false;
    for (int row = 0; row < m_sourceRows; ++row) {
        const QVariant value = sourceModel()->index(row, column).data(m_sortRole);
        const KeyKind kind = kindOf(value);
        if (kind == KeyKind::Missing)
            continue;
        if (!anyText && kind == KeyKind::Text) {
            anyText = true;
            texts.resize(size_t(m_sourceRows));
            isNumber.assign(size_t(m_sourceRows), 0);
            for (int earlier = 0; earlier < row; ++earlier)
                isNumber[size_t(earlier)] = keys[size_t(earlier)] != kMissingSortKey;
        }
        if (anyText) {
            texts[size_t(row)] = value.toString();
            isNumber[size_t(row)] = kind != KeyKind::Text;
        }
        if (kind == KeyKind::Integer)
            keys[size_t(row)] = sortKeyOfInteger(integerOf(value));
        else if (kind == KeyKind::Real)
            keys[size_t(row)] = sortKeyOfDouble(value.toDouble());
        else
            keys[size_t(row)] = 0; // present; ranked below
    }
    if (!anyText)
        return keys;
    std::vector<unsigned char> present(static_cast<size_t>(m_sourceRows));
    for (size_t row = 0; row < present.size(); ++row)
        present[row] = keys[row] != kMissingSortKey;
    for (size_t row = 0; row < isNumber.size(); ++row) {
        if (isNumber[row]) // numbers among texts: compare them as the text they read as
            texts[row] = sourceModel()->index(int(row), column).data(m_sortRole).toString();
    }
    rankTexts(
        m_sourceRows,
        [&](int row, QStringView *text) {
            *text = texts[size_t(row)];
            return present[size_t(row)] != 0;
        },
        keys);
    return keys;
}

void RunFilterProxy::computeOrder(int column, Qt::SortOrder order)
{
    buildMapping();
    if (column < 0) {
        // Unsorted: the source order, whatever the direction (as QSortFilterProxyModel does).
        Q_UNUSED(order);
        std::iota(m_order.begin(), m_order.end(), 0);
        return;
    }
    const std::vector<quint64> &keys = sortKeys(column);
    if (column == m_sortColumn && order != m_sortOrder) {
        // The same column the other way (a second header click): the order reversed, then each run
        // of equal keys turned back, so that ties keep their previous order as a fresh sort's do.
        std::reverse(m_order.begin(), m_order.end());
        for (auto tie = m_order.begin(); tie != m_order.end();) {
            const quint64 key = keys[size_t(*tie)];
            const auto end = std::find_if(tie, m_order.end(), [&](int row) { return keys[size_t(row)] != key; });
            std::reverse(tie, end);
            tie = end;
        }
        return;
    }
    sortRowsByKey(m_order, keys, order == Qt::DescendingOrder);
}

} // namespace kie
