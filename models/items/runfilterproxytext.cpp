// SPDX-License-Identifier: Apache-2.0
#include "runfilterproxytext.h"


#include <optional>

#include <QFuture>
#include <QThread>
#include <QtAlgorithms>
#include <QtConcurrent/QtConcurrentRun>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include <algorithm>
#include <cstring>
#include <functional>

namespace kie {

QByteArray FilterTextIndex::lowercaseUtf8(QStringView text)
{
    return text.toString().toLower().toUtf8();
}

FilterTextIndex::Needle::Needle(const QString &text)
    : m_bytes(lowercaseUtf8(text))
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
    m_digests = {};
    m_flags = {};
    m_rowHasField = false;
    m_rowFields = 0;
    m_rowFlags = 0;
    m_rowDigest = 0;
}

void FilterTextIndex::clearRows()
{
    m_text.clear();
    m_offsets.assign(1, 0);
    m_digests.clear();
    m_flags.clear();
    m_rowHasField = false;
    m_rowFields = 0;
    m_rowFlags = 0;
    m_rowDigest = 0;
}

void FilterTextIndex::reserve(qsizetype rows, qsizetype bytesPerRow)
{
    m_offsets.reserve(size_t(rows) + 1);
    m_digests.reserve(size_t(rows));
    m_flags.reserve(size_t(rows));
    m_text.reserve(size_t(rows * bytesPerRow));
}

namespace {

// The lowercased UTF-8 of every Latin-1 character, as QString::toLower() writes it: each maps on its
// own (no Latin-1 character lowercases by its context) to one character that is Latin-1 again.
struct Latin1Lowercase
{
    char bytes[256][4] = {};
    quint8 size[256] = {};

    Latin1Lowercase()
    {
        for (int c = 0; c < 256; ++c) {
            const QByteArray lowered = QString(QChar(char16_t(c))).toLower().toUtf8();
            Q_ASSERT(lowered.size() >= 1 && lowered.size() <= 4);
            size[c] = quint8(lowered.size());
            std::memcpy(bytes[c], lowered.constData(), size_t(lowered.size()));
        }
    }
};

const Latin1Lowercase &latin1Lowercase()
{
    static const Latin1Lowercase table;
    return table;
}

// Tabs and line ends delimit fields and rows: inside a field they are spaces.
constexpr char fieldByte(char c)
{
    return c == '\t' || c == '\n' || c == '\r' ? ' ' : c;
}

// Writes `size` units to `out` as bytes, ASCII letters lowercased and tabs and line ends as spaces
// (fieldByte), and returns all units OR-ed together: below 0x80, the bytes are the field's text;
// otherwise the caller writes them again. 16 units at a time where SSE2 is there (every x86-64):
// the scalar loop was a fifth of the filter text's time at 300k runs.
char16_t lowerAscii(const char16_t *units, size_t size, char *out)
{
    size_t i = 0;
    char16_t seen = 0;
#ifdef __SSE2__
    // Signed 16-bit compares: a unit from 0x8000 up reads as negative, is left as it is, and shows
    // in `seen` like any other unit beyond ASCII.
    const __m128i beforeA = _mm_set1_epi16('A' - 1);
    const __m128i afterZ = _mm_set1_epi16('Z' + 1);
    const __m128i toLower = _mm_set1_epi16(32);
    const auto lowered = [&](__m128i u) {
        const __m128i upper = _mm_and_si128(_mm_cmpgt_epi16(u, beforeA), _mm_cmplt_epi16(u, afterZ));
        return _mm_add_epi16(u, _mm_and_si128(upper, toLower));
    };
    const __m128i tab = _mm_set1_epi8('\t'), lineFeed = _mm_set1_epi8('\n'), carriageReturn = _mm_set1_epi8('\r');
    const __m128i space = _mm_set1_epi8(' ');
    __m128i any = _mm_setzero_si128();
    for (; i + 16 <= size; i += 16) {
        const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + i));
        const __m128i high = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + i + 8));
        any = _mm_or_si128(any, _mm_or_si128(low, high));
        // Packed with unsigned saturation: exact for every unit below 0x80, the only ones kept.
        const __m128i bytes = _mm_packus_epi16(lowered(low), lowered(high));
        const __m128i blank = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, tab), _mm_cmpeq_epi8(bytes, lineFeed)),
                                           _mm_cmpeq_epi8(bytes, carriageReturn));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(out + i),
                         _mm_or_si128(_mm_andnot_si128(blank, bytes), _mm_and_si128(blank, space)));
    }
    any = _mm_or_si128(any, _mm_srli_si128(any, 8));
    any = _mm_or_si128(any, _mm_srli_si128(any, 4));
    any = _mm_or_si128(any, _mm_srli_si128(any, 2));
    seen = char16_t(_mm_cvtsi128_si32(any));
#endif
    for (; i < size; ++i) {
        const char16_t c = units[i];
        seen |= c;
        out[i] = fieldByte(char(c + (char16_t(c - u'A') < 26u ? 32 : 0)));
    }
    return seen;
}

} // namespace

void FilterTextIndex::appendField(QStringView text, bool countsAsAlias)
{
    if (m_rowHasField)
        m_text.push_back('\t');
    m_rowHasField = true;
    if (countsAsAlias && m_rowFields < 7)
        m_rowFlags |= quint8(1u << m_rowFields);
    ++m_rowFields;
    // Archive text is nearly all ASCII: lowercase it in one pass (lowerAscii). Text within Latin-1
    // (titles' " · " separators, "µs") goes character by character through a table; only a unit
    // beyond Latin-1 takes Qt's full Unicode lowercasing.
    const size_t size = size_t(text.size());
    const char16_t *units = text.utf16();
    const size_t start = m_text.size();
    m_text.resize(start + size);
    const char16_t seen = lowerAscii(units, size, m_text.data() + start);
    if (seen < 0x80)
        return;
    if (seen >= 0x100) {
        m_text.resize(start);
        const QByteArray lowered = lowercaseUtf8(text);
        m_text.append(lowered.constData(), size_t(lowered.size()));
    } else { // every unit is below 0x100 when all of them together are
        const Latin1Lowercase &table = latin1Lowercase();
        m_text.resize(start);
        for (size_t i = 0; i < size; ++i)
            m_text.append(table.bytes[units[i]], table.size[units[i]]);
    }
    for (auto it = m_text.begin() + qsizetype(start); it != m_text.end(); ++it)
        *it = fieldByte(*it);
}

namespace {

// The first 16 hex digits of "sha256:<hex>" (or of bare hex), when there are that many.
std::optional<quint64> digestPrefix(QStringView digest)
{
    const QStringView hex = digest.startsWith(u"sha256:") ? digest.mid(7) : digest;
    if (hex.size() < 16)
        return std::nullopt;
    bool ok = false;
    const quint64 value = hex.left(16).toULongLong(&ok, 16);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

std::optional<quint64> digestPrefix(const DigestString &digest)
{
    const DigestString::Sha256 *bytes = digest.sha256();
    if (!bytes)
        return digestPrefix(QStringView(digest.toString()));
    quint64 value = 0;
    for (size_t i = 0; i < 8; ++i)
        value = value << 8 | (*bytes)[i]; // the first 16 hex digits, as toULongLong(16) reads them
    return value;
}

} // namespace

void FilterTextIndex::setRowDigest(const DigestString &digest)
{
    if (const std::optional<quint64> prefix = digestPrefix(digest)) {
        m_rowDigest = *prefix;
        m_rowFlags |= 0x80;
    }
}

void FilterTextIndex::setDigestOfRow(int row, const DigestString &digest)
{
    if (row < 0 || size_t(row) >= m_digests.size() || digest.isEmpty()) // not computed yet (rundigests.h)
        return;
    if (const std::optional<quint64> prefix = digestPrefix(digest)) {
        m_digests[size_t(row)] = *prefix;
        m_flags[size_t(row)] |= 0x80;
    }
}

void FilterTextIndex::endRow()
{
    m_text.push_back('\n');
    m_offsets.push_back(qint64(m_text.size()));
    m_digests.push_back(m_rowDigest);
    m_flags.push_back(m_rowFlags);
    m_rowHasField = false;
    m_rowFields = 0;
    m_rowFlags = 0;
    m_rowDigest = 0;
}

void FilterTextIndex::appendRows(const FilterTextIndex &other)
{
    const qint64 base = qint64(m_text.size());
    m_text.append(other.m_text); // the whole text's room was reserved up front
    m_offsets.reserve(m_offsets.size() + other.m_offsets.size() - 1);
    for (size_t i = 1; i < other.m_offsets.size(); ++i)
        m_offsets.push_back(base + other.m_offsets[i]);
    m_digests.insert(m_digests.end(), other.m_digests.begin(), other.m_digests.end());
    m_flags.insert(m_flags.end(), other.m_flags.begin(), other.m_flags.end());
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
    // A key typed into the filter of a million runs scans about 100 MB: the halves at once keep the
    // GUI thread's wait under the 100 ms a key allows (tests/benchmarks/README.md).
    constexpr int kSplitFrom = 200000;
    if (rows < kSplitFrom || QThread::idealThreadCount() < 2) {
        findAllInRows(needle, 0, rows, matches);
        return;
    }
    const int middle = rows / 2;
    // The halves write disjoint bytes of `matches`; a second half the pool has not started yet is run
    // here by waitForFinished().
    QFuture<void> second = QtConcurrent::run([this, &needle, middle, rows, &matches] {
        findAllInRows(needle, middle, rows, matches);
    });
    findAllInRows(needle, 0, middle, matches);
    second.waitForFinished();
}

void FilterTextIndex::findAllInRows(const Needle &needle, int first, int last, std::vector<unsigned char> &matches) const
{
    const qint64 length = needle.bytes().size();
    const char *base = m_text.data();
    const char *end = base + m_offsets[size_t(last)];
    const char *position = base + m_offsets[size_t(first)];
    int row = first;
    while (const char *hit = needle.find(position, end)) {
        const qint64 at = hit - base;
        // The row holding the hit: offsets are ascending and hits only move forward.
        row = rowAtOffset(at, row);
        const qint64 rowEnd = m_offsets[size_t(row) + 1] - 1;
        if (at + length <= rowEnd) {
            matches[size_t(row)] = 1;
            position = base + m_offsets[size_t(row) + 1]; // one hit per row is enough
        } else {
            position = hit + 1; // the hit ran across a line end; look again further on
        }
    }
}

// The row holding byte `at`, searching forward from `from`: hits mostly land a few rows on, so gallop
// before bisecting instead of bisecting the whole rest of a million offsets each time.
int FilterTextIndex::rowAtOffset(qint64 at, int from) const
{
    const auto begin = m_offsets.begin();
    const size_t size = m_offsets.size();
    size_t low = size_t(from);
    size_t step = 1;
    while (low + step < size && m_offsets[low + step] <= at) {
        low += step;
        step *= 2;
    }
    const size_t high = std::min(size, low + step + 1);
    return int(std::upper_bound(begin + qsizetype(low), begin + qsizetype(high), at) - begin) - 1;
}

int FilterTextIndex::fieldAt(int row, const char *hit, qint64 length, Match match) const
{
    const char *begin = m_text.data() + m_offsets[size_t(row)];
    int field = 0;
    for (const char *at = begin; at < hit; ++at)
        field += *at == '\t';
    const char *end = hit + length;
    if (std::find(hit, end, '\t') != end)
        return -1;
    if (match == Match::Whole) {
        const char *rowEnd = m_text.data() + m_offsets[size_t(row) + 1] - 1;
        if ((hit != begin && hit[-1] != '\t') || (end != rowEnd && *end != '\t'))
            return -1;
    }
    return field;
}

quint32 FilterTextIndex::rowMask(int row, quint32 fieldMask) const
{
    if (m_aliasField >= 0 && (fieldMask & (1u << m_aliasField)))
        fieldMask |= quint32(m_flags[size_t(row)] & 0x7f);
    return fieldMask;
}

bool FilterTextIndex::rowContainsInFields(int row, const Needle &needle, quint32 fieldMask, Match match) const
{
    const QByteArrayView text = rowText(row);
    const char *position = text.data();
    const char *end = text.data() + text.size();
    const quint32 mask = rowMask(row, fieldMask);
    while (const char *hit = needle.find(position, end)) {
        const int field = fieldAt(row, hit, needle.bytes().size(), match);
        if (field >= 0 && field < 32 && (mask & (1u << field)))
            return true;
        position = hit + 1;
    }
    return false;
}

void FilterTextIndex::findAllInFields(const Needle &needle, quint32 fieldMask, std::vector<unsigned char> &matches,
                                      Match match) const
{
    const int rows = rowCount();
    matches.assign(size_t(rows), 0);
    if (needle.isEmpty() || rows == 0)
        return;
    const qint64 length = needle.bytes().size();
    const char *base = m_text.data();
    const char *end = base + m_text.size();
    const char *position = base;
    int row = 0;
    while (const char *hit = needle.find(position, end)) {
        const qint64 at = hit - base;
        row = rowAtOffset(at, row);
        const char *rowEnd = base + m_offsets[size_t(row) + 1] - 1;
        const char *fieldStart = base + m_offsets[size_t(row)];
        int field = 0;
        for (const char *tab; (tab = static_cast<const char *>(std::memchr(fieldStart, '\t', size_t(hit - fieldStart))));) {
            fieldStart = tab + 1;
            ++field;
        }
        const quint32 mask = rowMask(row, fieldMask);
        const char *fieldEnd = static_cast<const char *>(std::memchr(hit, '\t', size_t(rowEnd - hit)));
        if (!fieldEnd)
            fieldEnd = rowEnd;
        const bool fits = match == Match::Whole ? hit == fieldStart && hit + length == fieldEnd : hit + length <= fieldEnd;
        if (fits && field < 32 && (mask & (1u << field))) {
            matches[size_t(row)] = 1;
            position = rowEnd + 1;
            continue;
        }
        // Not in a wanted field: go on at the next wanted field of this row, or at the next row, so a
        // common letter costs one hit per field, not one per occurrence.
        const quint32 later = field + 1 < 32 ? mask & ~((2u << field) - 1) : 0;
        if (!later || fieldEnd == rowEnd) {
            position = rowEnd + 1;
            continue;
        }
        const int wanted = qCountTrailingZeroBits(later);
        const char *next = fieldEnd;
        for (int f = field + 1; f < wanted && next; ++f)
            next = static_cast<const char *>(std::memchr(next + 1, '\t', size_t(rowEnd - next - 1)));
        position = next ? next + 1 : rowEnd + 1;
    }
}

bool FilterTextIndex::rowDigestStartsWith(int row, quint64 prefix, int digits) const
{
    if (!(m_flags[size_t(row)] & 0x80) || digits <= 0)
        return false;
    return (m_digests[size_t(row)] >> (4 * (16 - std::min(digits, 16)))) == prefix;
}

} // namespace kie
