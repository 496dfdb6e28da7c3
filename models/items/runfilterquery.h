// SPDX-License-Identifier: Apache-2.0
// The run filter's syntax: words separated by spaces, all of which must match (AND). A free word
// matches anywhere in the row's filter line (case-insensitive), or, when it is at least four hex
// digits, the start of the record digest. `field:value` matches inside one field only
// (`status:failed gpu:h100 author:quail`); `digest:` (or `sha256:`) is a digest prefix. Double
// quotes keep spaces: `title:"silent otter"`. `field:=value` matches only a field that is all of
// `value` (ignoring case): `author:="Amber Heron"` leaves out "Amber Heron 2". An unknown field is an
// error that says why; the term is left out and the other terms still filter.
#pragma once

#include "runfilterproxytext.h"

#include <QList>
#include <QString>

#include <vector>

namespace kie {

class FilterQuery
{
public:
    struct Term
    {
        QString field; // the field's name; empty for a free word
        quint32 fieldMask = 0; // fields of the line to search; 0 = the whole line
        bool digest = false; // only the digest prefix
        bool digestToo = false; // the line, or else the digest prefix
        bool whole = false; // `field:=value`: the whole field, not text inside it
        FilterTextIndex::Needle needle; // lowercased UTF-8; empty for a digest-only term
        QString hex; // the digest prefix, lowercase hex digits without "sha256:"
        quint64 prefix = 0; // its first 16 digits as a number
        int digits = 0; // how many of them (at most 16); -1 = not hex: matches nothing
    };

    FilterQuery() = default;
    // `fields` empty: the whole text is one free word, searched as it is (sources without fields).
    static FilterQuery parse(const QString &text, const QList<FilterField> &fields);
    // The term that finds `value` inside `field` (a free word when `field` is empty), or with Whole
    // only a `field` that is all of `value`, written so that parse() reads `value` back exactly: quoted
    // when it has a space or a quote (or, as a free word, a colon; as a field's, a leading '='), \" for a
    // quote and \\ for a backslash. What a click on a Leaderboard row writes (Whole).
    static QString term(const QString &field, const QString &value, FilterTextIndex::Match match = FilterTextIndex::Match::Within);

    bool isEmpty() const { return m_terms.empty(); }
    const std::vector<Term> &terms() const { return m_terms; }
    QString error() const { return m_error; } // empty when every term was understood
    // The digits when the whole query is one record-digest prefix of at least 8 of them (a digest
    // pasted from a record page), else empty: finding no run then says something of its own.
    QString soleDigestPrefix() const;
    // True when every row this query passes also passes `older` (typing further narrows).
    bool narrows(const FilterQuery &older) const;
    bool sameAs(const FilterQuery &other) const;

    bool matches(const FilterTextIndex &text, const FilterTextSource *source, int row) const;
    // matches[row] = 1 for every row passing all terms: the first term by one scan of the text,
    // the others row by row on what it left.
    void findAll(const FilterTextIndex &text, const FilterTextSource *source, std::vector<unsigned char> &matches) const;

private:
    static bool termMatches(const Term &term, const FilterTextIndex &text, const FilterTextSource *source, int row);
    static bool digestMatches(const Term &term, const FilterTextIndex &text, const FilterTextSource *source, int row);

    std::vector<Term> m_terms;
    QString m_error;
};

} // namespace kie
