// SPDX-License-Identifier: Apache-2.0
// The precomputed filter text behind filter-as-you-type: one lowercased UTF-8 line per source row,
// all rows in one contiguous buffer, so a filter change is a single memmem pass, not a million
// QString::contains calls.
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringList>
#include <QStringView>

#include "digeststring.h"

#include <string>
#include <vector>

namespace kie {

// A field of the filter lines that `name:value` terms can search (runfilterquery.h).
struct FilterField
{
    QString name; // as typed, lowercase: "status"
    QStringList aliases; // other names: "impl"
    int field = -1; // position in the line; -1: none (digest)
    bool digest = false; // matched as a record-digest prefix
    bool digestToo = false; // also matches a record-digest prefix (the run id falls back to it)
    int alsoField = -1; // a second position in the line the term searches as well; -1: none
    bool wholeValue = true; // the field holds all of its value, so `name:=value` can compare it whole
};

class FilterTextIndex
{
public:
    void clear();
    void reserve(qsizetype rows, qsizetype bytesPerRow);
    void clearRows(); // as clear(), keeping the memory for the next rows

    // Row building: appendField() any number of times, then endRow(). Fields are separated by a tab
    // (a tab or line end inside the text becomes a space). `countsAsAlias`: for this row the field
    // also stands for the index's alias field (a title segment that repeats the implementation is
    // kept once, in the implementation field). setRowDigest: the row's "sha256:<hex>" record digest,
    // kept as its first 16 hex digits for prefix searches.
    void appendField(QStringView text, bool countsAsAlias = false);
    void setRowDigest(const DigestString &digest);
    void endRow();
    // A row's digest learnt after the index was built (runs read with deferred digests, rundigests.h).
    void setDigestOfRow(int row, const DigestString &digest);
    void appendRows(const FilterTextIndex &other); // joins indexes built in parallel

    int rowCount() const { return int(m_offsets.size()) - 1; }
    QByteArrayView rowText(int row) const; // lowercased UTF-8, without the line end
    QString rowString(int row) const { return QString::fromUtf8(rowText(row)); }
    qsizetype byteSize() const { return qsizetype(m_text.size()); }

    // What the lines hold of a text beyond ASCII, and what a search string becomes: lowercased (Qt's
    // full Unicode rules) in UTF-8. One function for both, so that a text taken from the archive (an
    // author the leaderboard filters by) finds itself: Qt writes a lone surrogate that ends a string
    // as "?" or as U+FFFD depending on how the string was made.
    static QByteArray lowercaseUtf8(QStringView text);

    // A search string prepared once per filter change: lowercased UTF-8.
    class Needle
    {
    public:
        Needle() = default;
        explicit Needle(const QString &text);
        bool isEmpty() const { return m_bytes.isEmpty(); }
        const QByteArray &bytes() const { return m_bytes; }
        const char *find(const char *begin, const char *end) const; // nullptr when absent

    private:
        QByteArray m_bytes;
    };

    bool rowContains(int row, const Needle &needle) const;
    // Sets matches[row] = 1 for every row containing needle, scanning the buffer once (many rows: in
    // two halves at once, the second on another core).
    void findAll(const Needle &needle, std::vector<unsigned char> &matches) const;

    // The same, counting only hits that lie inside one of the fields of `fieldMask` (bit f = field f);
    // Whole: only a field that is the needle from its first byte to its last (ignoring case).
    enum class Match { Within, Whole };
    void setAliasField(int field) { m_aliasField = field; }
    bool rowContainsInFields(int row, const Needle &needle, quint32 fieldMask, Match match = Match::Within) const;
    void findAllInFields(const Needle &needle, quint32 fieldMask, std::vector<unsigned char> &matches,
                         Match match = Match::Within) const;
    // Whether the row's digest starts with the hex digits `prefix` (`digits` of them, at most 16 are
    // kept: callers check longer prefixes further themselves). False for a row without a digest.
    bool rowDigestStartsWith(int row, quint64 prefix, int digits) const;

private:
    // The field holding a hit, -1 when the hit crosses a field end (or, for Whole, is not all of its field).
    int fieldAt(int row, const char *hit, qint64 length, Match match) const;
    int rowAtOffset(qint64 at, int from) const;
    void findAllInRows(const Needle &needle, int first, int last, std::vector<unsigned char> &matches) const;
    quint32 rowMask(int row, quint32 fieldMask) const;

    std::string m_text; // row texts, each followed by '\n'
    std::vector<qint64> m_offsets = {0}; // row r is [m_offsets[r], m_offsets[r + 1] - 1)
    std::vector<quint64> m_digests; // per row: first 16 hex digits of the digest
    std::vector<quint8> m_flags; // per row: bit 7 = has a digest, bits 0..6 = fields counting as the alias field
    bool m_rowHasField = false;
    int m_rowFields = 0;
    quint8 m_rowFlags = 0;
    quint64 m_rowDigest = 0;
    int m_aliasField = -1;
};

// Implemented by source models that keep a FilterTextIndex for a role, so RunFilterProxy can use it
// directly instead of building its own copy through data().
class FilterTextSource
{
public:
    virtual ~FilterTextSource() = default;
    virtual const FilterTextIndex *filterTextIndex(int role) const = 0;
    // The named fields of the index's lines, for `field:value` filter terms (runfilterquery.h).
    virtual QList<FilterField> filterFields(int role) const
    {
        Q_UNUSED(role);
        return {};
    }
    // The row's whole record digest, to check a digest prefix longer than the index keeps.
    virtual QString filterDigest(int row) const
    {
        Q_UNUSED(row);
        return {};
    }
};

} // namespace kie
