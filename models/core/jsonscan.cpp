// SPDX-License-Identifier: Apache-2.0
#include "jsonscan.h"
#include "jsonblocks_p.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>
#include <string>

namespace kie {

namespace {

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::JsonScan)
};

// Line and column after the byte `c`.
void step(char c, qint64 &line, qint64 &column)
{
    if (c == '\n') {
        ++line;
        column = 1;
    } else {
        ++column;
    }
}

// Blocks are classified a run at a time (a few KB, in cache) and then walked one by one.
constexpr size_t kRunBlocks = 64;
constexpr qint64 kRunBytes = 64 * kRunBlocks;

class Scanner
{
public:
    Scanner(const char *data, qint64 begin, qint64 end, qint64 line, qint64 column, const ScanOptions &options)
        : m_data(data), m_begin(begin), m_end(end), m_options(options), m_blockLine(line),
          m_lastNewline(begin - column)
    {
        m_reading = bool(options.read) && options.windowBytes >= kRunBytes;
    }

    ScanResult run();

private:
    // A separator's offset and position, taken while its block is current.
    struct Mark
    {
        qint64 offset = -1;
        qint64 line = 0;
        qint64 column = 0;
    };
    bool structural(qint64 pos, char c, int bit);
    Mark markAt(qint64 pos, int bit) const;
    ScanSpan trimmed(const Mark &from, qint64 to) const;
    void fail(const Mark &at, const QString &message);
    void finishMember(const Mark &at);
    void finishElement(const Mark &at, bool last);
    // Whether ScanOptions::keep lets `list` grow by one element; otherwise the scan stops.
    template<typename List>
    bool mayGrow(const List &list)
    {
        if (!m_options.keep || list.size() < list.capacity())
            return true;
        const qint64 bytes = qint64(std::max<size_t>(2 * list.capacity(), 1) * sizeof(typename List::value_type));
        if (m_options.keep(bytes))
            return true;
        stop();
        return false;
    }
    void stop()
    {
        m_result.cancelled = true;
        m_done = true;
    }

    // The byte at `pos`, from the window when it holds it.
    char at(qint64 pos) const
    {
        return pos >= m_windowBegin && pos < m_windowEnd ? m_window[size_t(pos - m_windowBegin)] : m_data[pos];
    }
    // `size` bytes from `pos` on, in the window when it holds them all.
    const char *bytesAt(qint64 pos, qint64 size) const
    {
        return pos >= m_windowBegin && pos + size <= m_windowEnd ? m_window.data() + (pos - m_windowBegin) : m_data + pos;
    }
    const char *blocksAt(qint64 pos, qint64 bytes);

    const char *m_data;
    qint64 m_begin, m_end;
    // ScanOptions::read's window: bytes [m_windowBegin, m_windowEnd) of data, with what came just
    // before the current block kept at its front when it moves on (trimmed() looks back).
    std::string m_window;
    qint64 m_windowBegin = 0, m_windowEnd = 0;
    bool m_reading = false;
    const ScanOptions &m_options;
    ScanResult m_result;

    // Position tracking: lines before the current block and the offset of the last newline.
    qint64 m_base = 0;
    uint64_t m_newlines = 0;
    qint64 m_blockLine;
    qint64 m_lastNewline;

    qint64 m_depth = 0;
    char m_types[2] = {};
    bool m_done = false;
    bool m_topIsObject = false;

    // The member being read at depth 1: the '{' or ',' before it, and its ':' (offset -1 before).
    Mark m_memberSeparator;
    Mark m_colon;
    ScanOptions::Collect m_wantElements = ScanOptions::Collect::No;
    bool m_inElements = false; // inside the collected array
    Mark m_elementSeparator; // the '[' or ',' before the current element
    bool m_elementSeparatorSeen = false;
};

Scanner::Mark Scanner::markAt(qint64 pos, int bit) const
{
    // `pos` lies in the current block at `bit`; earlier blocks are summarised by m_blockLine.
    const uint64_t below = bit == 0 ? 0 : (m_newlines & ((uint64_t(1) << bit) - 1));
    const qint64 lastNewline = below ? m_base + 63 - __builtin_clzll(below) : m_lastNewline;
    return Mark{pos, m_blockLine + __builtin_popcountll(below), pos - lastNewline};
}

// The bytes between the separator `from` and `to`, without surrounding whitespace.
ScanSpan Scanner::trimmed(const Mark &from, qint64 to) const
{
    ScanSpan span;
    span.line = from.line;
    span.column = from.column;
    step(at(from.offset), span.line, span.column);
    qint64 b = from.offset + 1;
    while (b < to && isJsonSpace(at(b))) {
        step(at(b), span.line, span.column);
        ++b;
    }
    qint64 e = to;
    while (e > b && isJsonSpace(at(e - 1)))
        --e;
    span.begin = b;
    span.end = e;
    return span;
}

// The blocks [pos, pos + bytes) (bytes <= kRunBytes), read into the window when they are not in it
// yet; the window keeps a quarter window before `pos`. A failed read ends the windows: data from
// there on.
const char *Scanner::blocksAt(qint64 pos, qint64 bytes)
{
    if (!m_reading)
        return m_data + pos;
    if (pos >= m_windowBegin && pos + bytes <= m_windowEnd)
        return m_window.data() + (pos - m_windowBegin);
    const qint64 keptBehind = m_options.windowBytes / 4;
    const qint64 keepFrom = std::clamp(pos - keptBehind, m_windowBegin, m_windowEnd); // m_windowBegin <= m_windowEnd
    // At most keptBehind + kRunBytes: the blocks before `pos` and those of the last run past it.
    const qint64 kept = m_windowEnd - keepFrom;
    if (m_window.size() < size_t(keptBehind + kRunBytes + m_options.windowBytes))
        m_window.resize(size_t(keptBehind + kRunBytes + m_options.windowBytes));
    if (kept > 0)
        std::memmove(m_window.data(), m_window.data() + (keepFrom - m_windowBegin), size_t(kept));
    const qint64 readFrom = kept > 0 ? m_windowEnd : pos;
    const qint64 size = std::min(m_options.windowBytes, m_end - readFrom);
    m_windowBegin = kept > 0 ? keepFrom : pos;
    m_windowEnd = m_windowBegin + kept;
    if (size > 0 && m_options.read(readFrom, m_window.data() + kept, size))
        m_windowEnd = readFrom + size;
    if (pos < m_windowBegin || pos + bytes > m_windowEnd) {
        m_reading = false; // a read failed: the rest from data
        m_windowBegin = m_windowEnd = 0;
        return m_data + pos;
    }
    return m_window.data() + (pos - m_windowBegin);
}

void Scanner::fail(const Mark &at, const QString &message)
{
    m_result.error = ScanError{at.offset, at.line, at.column, message};
    m_done = true;
}

void Scanner::finishMember(const Mark &at)
{
    if (m_colon.offset < 0) {
        // `{}` is fine; anything else between separators without a colon is not a member.
        const ScanSpan rest = trimmed(m_memberSeparator, at.offset);
        if (rest.size() > 0)
            fail(Mark{rest.begin, rest.line, rest.column}, Tr::tr("expected a \"key\": value member"));
        else if (!m_result.members.empty())
            fail(at, Tr::tr("expected a member after ','"));
        return;
    }
    ScanMember &member = m_result.members.back();
    member.value = trimmed(m_colon, at.offset);
    if (member.value.size() == 0)
        fail(at, Tr::tr("a member has no value"));
}

void Scanner::finishElement(const Mark &at, bool last)
{
    ScanMember &member = m_result.members.back();
    const ScanSpan span = trimmed(m_elementSeparator, at.offset);
    // `[]` has no element; a trailing comma leaves an empty one, which the reader reports.
    if (span.size() > 0 || !last || m_elementSeparatorSeen) {
        ++member.elementCount;
        if (m_wantElements == ScanOptions::Collect::Stream) {
            if (!m_options.onElement(span))
                stop();
        } else if (mayGrow(member.elements)) {
            member.elements.push_back(span);
        }
    }
    m_elementSeparator = at;
}

bool Scanner::structural(qint64 pos, char c, int bit)
{
    switch (c) {
    case '{':
    case '[':
        if (m_depth == 0) {
            m_topIsObject = c == '{';
            m_memberSeparator = markAt(pos, bit);
        } else if (m_depth == 1 && m_wantElements != ScanOptions::Collect::No && c == '[' && m_colon.offset >= 0) {
            if (trimmed(m_colon, pos).size() == 0) { // the member's value is this array
                m_result.members.back().collected = true;
                m_inElements = true;
                m_elementSeparator = markAt(pos, bit);
                m_elementSeparatorSeen = false;
            }
        }
        if (size_t(m_depth) < sizeof m_types) // m_depth is never negative; GCC cannot tell after inlining
            m_types[m_depth] = c;
        ++m_depth;
        return true;
    case '}':
    case ']': {
        if (m_depth == 0) {
            fail(markAt(pos, bit), Tr::tr("unexpected '%1'").arg(QLatin1Char(c)));
            return false;
        }
        --m_depth;
        // Only the skeleton is checked here: a record's own brackets are the record parser's job.
        if (m_depth < 2 && (m_types[m_depth] == '{') != (c == '}')) {
            fail(markAt(pos, bit), Tr::tr("'%1' does not close '%2'").arg(QChar(QLatin1Char(c))).arg(QChar(QLatin1Char(m_types[m_depth]))));
            return false;
        }
        if (m_depth == 1 && m_inElements) {
            finishElement(markAt(pos, bit), true);
            m_inElements = false;
            m_wantElements = ScanOptions::Collect::No;
        } else if (m_depth == 0) {
            if (m_topIsObject)
                finishMember(markAt(pos, bit));
            m_result.value.end = pos + 1;
            m_done = true;
            return false;
        }
        return true;
    }
    case ',':
        if (m_depth == 1 && m_topIsObject) {
            const Mark at = markAt(pos, bit);
            finishMember(at);
            m_memberSeparator = at;
            m_colon = Mark{};
            m_wantElements = ScanOptions::Collect::No;
        } else if (m_depth == 2 && m_inElements) {
            m_elementSeparatorSeen = true;
            finishElement(markAt(pos, bit), false);
        }
        return !m_done;
    case ':':
        if (m_depth == 1 && m_topIsObject) {
            const Mark at = markAt(pos, bit);
            if (m_colon.offset >= 0) {
                fail(at, Tr::tr("unexpected ':'"));
                return false;
            }
            ScanMember member;
            member.key = trimmed(m_memberSeparator, pos);
            const ScanSpan &key = member.key;
            if (key.size() < 2 || this->at(key.begin) != '"' || this->at(key.end - 1) != '"') {
                fail(key.size() > 0 ? Mark{key.begin, key.line, key.column} : at, Tr::tr("expected a string key"));
                return false;
            }
            m_wantElements = m_options.collect
                ? m_options.collect(QByteArrayView(bytesAt(key.begin + 1, key.size() - 2), key.size() - 2), m_result.members)
                : ScanOptions::Collect::No;
            if (m_wantElements == ScanOptions::Collect::Stream && !m_options.onElement)
                m_wantElements = ScanOptions::Collect::Store;
            if (!mayGrow(m_result.members))
                return false;
            m_result.members.push_back(std::move(member));
            m_colon = at;
        }
        return true;
    }
    return true;
}

ScanResult Scanner::run()
{
    qint64 first = m_begin;
    qint64 line = m_blockLine;
    qint64 column = m_begin - m_lastNewline;
    while (first < m_end && isJsonSpace(m_data[first]))
        step(m_data[first++], line, column);
    m_result.value = ScanSpan{first, first, line, column};
    if (first >= m_end || (m_data[first] != '{' && m_data[first] != '[')) {
        m_result.error = ScanError{first, line, column, first >= m_end ? Tr::tr("no JSON value") : Tr::tr("expected '{' or '['")};
        return m_result;
    }

    jsonblocks::StringCarry carry;
    const jsonblocks::Isa isa = jsonblocks::bestIsa();
    jsonblocks::BlockBits bits[kRunBlocks];
    char tail[64];
    m_lastNewline = first - column; // so that `first` keeps its column
    m_blockLine = line;
    m_base = first;
    qint64 nextProgress = m_begin + (qint64(8) << 20);
    while (m_base < m_end && !m_done) {
        size_t count = size_t(qMin<qint64>((m_end - m_base) / 64, qint64(kRunBlocks)));
        const char *blocks = blocksAt(m_base, count > 0 ? qint64(64 * count) : m_end - m_base);
        if (count == 0) {
            // Copy the last partial block so nothing past `end` is read.
            std::memset(tail, ' ', sizeof tail);
            std::memcpy(tail, blocks, size_t(m_end - m_base));
            blocks = tail;
            count = 1;
        }
        jsonblocks::classify(isa, blocks, count, carry, bits);
        for (size_t b = 0; b < count; ++b, m_base += 64) {
            const char *block = blocks + 64 * b;
            const uint64_t all = bits[b].brackets | bits[b].separators;
            m_newlines = bits[b].newlines;
            // Commas and colons matter only near the top; deeper down only brackets move the depth.
            uint64_t pending = m_depth <= 2 ? all : bits[b].brackets;
            while (pending) {
                const int bit = __builtin_ctzll(pending);
                if (!structural(m_base + bit, block[bit], bit))
                    break;
                const uint64_t done = bit == 63 ? ~uint64_t(0) : ((uint64_t(2) << bit) - 1);
                pending = (m_depth <= 2 ? all : bits[b].brackets) & ~done;
            }
            if (m_done)
                break;
            m_blockLine += __builtin_popcountll(m_newlines);
            if (m_newlines)
                m_lastNewline = m_base + 63 - __builtin_clzll(m_newlines);
        }
        if (m_done)
            break;
        if (m_result.cancelled)
            return m_result;
        if (m_base >= nextProgress && m_options.progress) {
            nextProgress = m_base + (qint64(8) << 20);
            if (!m_options.progress(m_base)) {
                m_result.cancelled = true;
                return m_result;
            }
        }
    }

    if (!m_done) {
        // The input ended before the value did: keep what was complete, say where it stopped.
        const qint64 end = m_end;
        qint64 endLine = m_blockLine;
        qint64 endColumn = end - m_lastNewline;
        if (m_inElements) {
            const ScanSpan rest = trimmed(m_elementSeparator, end);
            if (rest.size() > 0)
                m_result.members.back().unfinished = rest;
        }
        const QString what = (carry.inString ? Tr::tr("inside a string") : Tr::tr("with %n unclosed bracket(s)", nullptr, int(qMin<qint64>(m_depth, 1 << 30))));
        m_result.error = ScanError{end, endLine, endColumn, Tr::tr("the input ends too early (%1)").arg(what)};
        return m_result;
    }
    if (m_result.error)
        return m_result;
    qint64 next = m_result.value.end;
    while (next < m_end && isJsonSpace(at(next)))
        ++next;
    m_result.nextValue = next < m_end ? next : -1;
    return m_result;
}

} // namespace

ScanResult scanJson(const char *data, qint64 begin, qint64 end, qint64 line, qint64 column, const ScanOptions &options)
{
    Scanner scanner(data, begin, end, line, column, options);
    return scanner.run();
}

void advancePosition(const char *data, qint64 from, qint64 to, qint64 &line, qint64 &column)
{
    for (qint64 i = from; i < to; ++i)
        step(data[i], line, column);
}

} // namespace kie
