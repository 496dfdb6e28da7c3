// SPDX-License-Identifier: Apache-2.0
#include "runfilterproxykeys.h"

#include <QHash>

#include <algorithm>
#include <bit>
#include <utility>

namespace kie {

namespace {

// The first four UTF-16 units, so most string comparisons end without touching the strings.
quint64 prefixOf(QStringView text)
{
    quint64 prefix = 0;
    const qsizetype n = std::min<qsizetype>(text.size(), 4);
    for (qsizetype i = 0; i < 4; ++i)
        prefix = (prefix << 16) | (i < n ? quint64(text[i].unicode()) : 0u);
    return prefix;
}

} // namespace

quint64 sortKeyOfDouble(double value)
{
    if (value == 0.0)
        value = 0.0;
    const quint64 bits = std::bit_cast<quint64>(value);
    const quint64 key = (bits & 0x8000000000000000ull) ? ~bits : (bits | 0x8000000000000000ull);
    return std::min(key, kMissingSortKey - 1);
}

quint64 sortKeyOfInteger(qint64 value)
{
    return std::min(quint64(value) ^ 0x8000000000000000ull, kMissingSortKey - 1);
}

void sortRowsByKey(std::vector<int> &rows, const std::vector<quint64> &keys, bool descending)
{
    struct Item
    {
        quint64 key;
        int row;
    };
    constexpr int kDigitBits = 11; // 2048 counters: six passes at most for 64 bits
    constexpr quint64 kDigitMask = (quint64(1) << kDigitBits) - 1;
    const size_t count = rows.size();
    if (count < 2)
        return;
    std::vector<Item> items(count);
    const quint64 flip = descending ? ~quint64(0) : 0; // ~key reverses the order, ties stay stable
    const quint64 first = keys[size_t(rows[0])] ^ flip;
    quint64 differing = 0; // the bits in which any key differs from the first
    for (size_t i = 0; i < count; ++i) {
        const quint64 key = keys[size_t(rows[i])] ^ flip;
        items[i] = {key, rows[i]};
        differing |= key ^ first;
    }
    if (differing == 0)
        return; // every key equal: the order stays
    std::vector<Item> scratch(count);
    std::vector<size_t> offsets(size_t(kDigitMask) + 1);
    for (int shift = 0; shift < 64; shift += kDigitBits) {
        if (((differing >> shift) & kDigitMask) == 0)
            continue;
        std::fill(offsets.begin(), offsets.end(), 0);
        for (const Item &item : items)
            ++offsets[size_t((item.key >> shift) & kDigitMask)];
        size_t sum = 0;
        for (size_t &offset : offsets)
            sum += std::exchange(offset, sum);
        for (const Item &item : items)
            scratch[offsets[size_t((item.key >> shift) & kDigitMask)]++] = item;
        items.swap(scratch);
    }
    for (size_t i = 0; i < count; ++i)
        rows[i] = items[i].row;
}

void rankTexts(int rows, const std::function<bool(int, QStringView *)> &textOf, std::vector<quint64> &keys)
{
    // An id per distinct text. Equal texts often share their data (the name of one Implementation
    // object on many runs), so look ids up by data pointer first: all views are alive during the
    // call, so one pointer and size always mean one text.
    constexpr quint32 kNone = std::numeric_limits<quint32>::max();
    std::vector<quint32> ids(size_t(rows), kNone);
    std::vector<QStringView> distinct;
    QHash<const QChar *, quint32> idOfData;
    QHash<QStringView, quint32> idOfText;
    for (int row = 0; row < rows; ++row) {
        QStringView text;
        if (!textOf(row, &text))
            continue;
        const auto known = idOfData.constFind(text.data());
        if (known != idOfData.constEnd() && distinct[*known].size() == text.size()) {
            ids[size_t(row)] = *known;
            continue;
        }
        auto it = idOfText.constFind(text);
        if (it == idOfText.constEnd()) {
            it = idOfText.insert(text, quint32(distinct.size()));
            distinct.push_back(text);
            if (!text.isEmpty())
                idOfData.insert(text.data(), *it);
        }
        ids[size_t(row)] = *it;
    }
    idOfData.clear();
    idOfText.clear();

    struct Entry
    {
        quint64 prefix;
        quint32 id;
    };
    std::vector<Entry> entries(distinct.size());
    for (size_t i = 0; i < distinct.size(); ++i)
        entries[i] = {prefixOf(distinct[i]), quint32(i)};
    std::sort(entries.begin(), entries.end(), [&distinct](const Entry &a, const Entry &b) {
        if (a.prefix != b.prefix)
            return a.prefix < b.prefix;
        return distinct[a.id].compare(distinct[b.id], Qt::CaseSensitive) < 0;
    });
    std::vector<quint32> rankOf(distinct.size());
    for (size_t i = 0; i < entries.size(); ++i)
        rankOf[entries[i].id] = quint32(i);
    keys.assign(size_t(rows), kMissingSortKey);
    for (int row = 0; row < rows; ++row) {
        if (ids[size_t(row)] != kNone)
            keys[size_t(row)] = rankOf[ids[size_t(row)]];
    }
}

} // namespace kie
