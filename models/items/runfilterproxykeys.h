// SPDX-License-Identifier: Apache-2.0
// Sort keys for RunFilterProxy: every value of a column becomes an order-preserving unsigned
// integer, so a sort is a radix sort over plain integers whatever the column holds.
#pragma once

#include <QStringView>

#include <functional>
#include <limits>
#include <vector>

namespace kie {

// Missing values sort after every value, as an invalid QVariant does in QSortFilterProxyModel.
inline constexpr quint64 kMissingSortKey = std::numeric_limits<quint64>::max();

quint64 sortKeyOfDouble(double value); // -0 == +0
quint64 sortKeyOfInteger(qint64 value);

// Keys for texts: equal texts share a key, keys ascend as QString::compare (UTF-16 units,
// case-sensitive, QSortFilterProxyModel's default). textOf(row, &view) returns false for a missing
// value; the views must stay valid until the call returns.
void rankTexts(int rows, const std::function<bool(int, QStringView *)> &textOf, std::vector<quint64> &keys);

// Reorders `rows` (source rows) by keys[row], ascending or, with `descending`, as the reversed keys;
// rows with equal keys keep their order in `rows` (the previous sort's, as QSortFilterProxyModel's
// stable sort does). A least-significant-digit radix sort: stable by construction, and a pass only
// for the digits in which the keys differ (a rank or a text's rank takes two), where std::sort with
// a tie-breaking comparator took a million comparisons' worth of branches per level on the GUI thread.
void sortRowsByKey(std::vector<int> &rows, const std::vector<quint64> &keys, bool descending);

// Implemented by source models that can produce a column's keys for a role without going through
// data() and QVariant for every row (a million virtual calls and string copies).
class SortKeySource
{
public:
    virtual ~SortKeySource() = default;
    // False when this source has no such keys; the proxy then reads the role through data().
    virtual bool sortKeys(int column, int role, std::vector<quint64> &keys) const = 0;
    // The same keys from a job that may run on another thread: it holds everything it reads. Null
    // when this source has none (the proxy then reads the keys on its own thread).
    virtual std::function<bool(std::vector<quint64> &keys)> sortKeysJob(int column, int role) const
    {
        Q_UNUSED(column);
        Q_UNUSED(role);
        return {};
    }
};

} // namespace kie
