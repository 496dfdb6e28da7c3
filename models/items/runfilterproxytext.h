// SPDX-License-Identifier: Apache-2.0
// The precomputed filter text behind filter-as-you-type: one lowercased UTF-8 line per source row,
// all rows in one contiguous buffer, so a filter change is a single memmem pass, not a million
// QString::contains calls.
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <string>
#include <vector>

namespace kie {

class FilterTextIndex
{
public:
    void clear();
    void reserve(qsizetype rows, qsizetype bytesPerRow);

    // Row building: appendField() any number of times, then endRow(). Fields are separated by a tab.
    void appendField(QStringView text);
    void endRow();
    void appendRows(const FilterTextIndex &other); // joins indexes built in parallel

    int rowCount() const { return int(m_offsets.size()) - 1; }
    QByteArrayView rowText(int row) const; // lowercased UTF-8, without the line end
    QString rowString(int row) const { return QString::fromUtf8(rowText(row)); }
    qsizetype byteSize() const { return qsizetype(m_text.size()); }

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
    // Sets matches[row] = 1 for every row containing needle, scanning the buffer once.
    void findAll(const Needle &needle, std::vector<unsigned char> &matches) const;

private:
    std::string m_text; // row texts, each followed by '\n'
    std::vector<qint64> m_offsets = {0}; // row r is [m_offsets[r], m_offsets[r + 1] - 1)
    bool m_rowHasField = false;
};

// Implemented by source models that keep a FilterTextIndex for a role, so RunFilterProxy can use it
// directly instead of building its own copy through data().
class FilterTextSource
{
public:
    virtual ~FilterTextSource() = default;
    virtual const FilterTextIndex *filterTextIndex(int role) const = 0;
};

} // namespace kie
