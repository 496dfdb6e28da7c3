// SPDX-License-Identifier: Apache-2.0
#include "runfilterproxytext.h"

#include <algorithm>
#include <cstring>
#include <functional>

namespace kie {

FilterTextIndex::Needle::Needle(const QString &text)
    : m_bytes(text.toLower().toUtf8())
{
}

const char *FilterTextIndex::Needle::find(const char *begin, const char *end) const
{
    const size_t length = size_t(m_bytes.size());
    const size_t size = size_t(end - begin);
    if (length == 0)
        return begin;
    if (size < length)
        return nullptr;
    if (length == 1)
        return static_cast<const char *>(std::memchr(begin, m_bytes[0], size));
#ifdef __GLIBC__
    // glibc's memmem is vectorised and has next to no setup cost; measured several times faster
    // here than a hand-written Horspool loop.
    return static_cast<const char *>(memmem(begin, size, m_bytes.constData(), length));
#else
    const char *found = std::search(begin, end, std::boyer_moore_horspool_searcher(m_bytes.cbegin(), m_bytes.cend()));
    return found == end ? nullptr : found;
#endif
}

void FilterTextIndex::clear()
{
    m_text.clear();
    m_text.shrink_to_fit();
    m_offsets.assign(1, 0);
    m_rowHasField = false;
}

void FilterTextIndex::reserve(qsizetype rows, qsizetype bytesPerRow)
{
    m_offsets.reserve(size_t(rows) + 1);
    m_text.reserve(size_t(rows * bytesPerRow));
}

void FilterTextIndex::appendField(QStringView text)
{
    if (m_rowHasField)
        m_text.push_back('\t');
    m_rowHasField = true;
    // Archive text is nearly all ASCII: lowercase it in one branch-free (vectorisable) pass and fall
    // back to Qt's full Unicode lowercasing only when a unit beyond ASCII shows up.
    const size_t size = size_t(text.size());
    const char16_t *units = text.utf16();
    const size_t start = m_text.size();
    m_text.resize(start + size);
    char *out = m_text.data() + start;
    char16_t seen = 0;
    for (size_t i = 0; i < size; ++i) {
        const char16_t c = units[i];
        seen |= c;
        out[i] = char(c + (char16_t(c - u'A') < 26u ? 32 : 0));
    }
    if (seen >= 0x80) {
        m_text.resize(start);
        const QByteArray lowered = text.toString().toLower().toUtf8();
        m_text.append(lowered.constData(), size_t(lowered.size()));
    }
}

void FilterTextIndex::endRow()
{
    m_text.push_back('\n');
    m_offsets.push_back(qint64(m_text.size()));
    m_rowHasField = false;
}

void FilterTextIndex::appendRows(const FilterTextIndex &other)
{
    const qint64 base = qint64(m_text.size());
    m_text.append(other.m_text);
    m_offsets.reserve(m_offsets.size() + other.m_offsets.size() - 1);
    for (size_t i = 1; i < other.m_offsets.size(); ++i)
        m_offsets.push_back(base + other.m_offsets[i]);
}

QByteArrayView FilterTextIndex::rowText(int row) const
{
    const qint64 begin = m_offsets[size_t(row)];
    const qint64 end = m_offsets[size_t(row) + 1] - 1;
    return QByteArrayView(m_text.data() + begin, end - begin);
}

bool FilterTextIndex::rowContains(int row, const Needle &needle) const
{
    if (needle.isEmpty())
        return true;
    const QByteArrayView text = rowText(row);
    return needle.find(text.data(), text.data() + text.size()) != nullptr;
}

void FilterTextIndex::findAll(const Needle &needle, std::vector<unsigned char> &matches) const
{
    const int rows = rowCount();
    matches.assign(size_t(rows), needle.isEmpty() ? 1 : 0);
    if (needle.isEmpty() || rows == 0)
        return;
    const qint64 length = needle.bytes().size();
    const char *base = m_text.data();
    const char *end = base + m_text.size();
    const char *position = base;
    int row = 0;
    while (const char *hit = needle.find(position, end)) {
        const qint64 at = hit - base;
        // The row holding the hit: offsets are ascending and hits only move forward.
        row = int(std::upper_bound(m_offsets.begin() + row, m_offsets.end(), at) - m_offsets.begin()) - 1;
        const qint64 rowEnd = m_offsets[size_t(row) + 1] - 1;
        if (at + length <= rowEnd) {
            matches[size_t(row)] = 1;
            position = base + m_offsets[size_t(row) + 1]; // one hit per row is enough
        } else {
            position = hit + 1; // the hit ran across a line end; look again further on
        }
    }
}

} // namespace kie
