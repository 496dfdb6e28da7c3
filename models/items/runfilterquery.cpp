// SPDX-License-Identifier: Apache-2.0
#include "runfilterquery.h"

#include "digestquery.h"

#include <QCoreApplication>

namespace kie {

namespace {

// lupdate files these strings under the class whose member calls tr(): FilterQuery (parse). The
// context must be that one, or they stay English whatever the catalogue says.
QString tr(const char *text)
{
    return QCoreApplication::translate("kie::FilterQuery", text);
}

struct Word
{
    QString text; // quotes and escapes resolved; without the '=' of `field:=`
    bool quotedField = false; // a quote came before its first colon: then it is no field
    bool whole = false; // an unquoted '=' right after its first colon: `field:=value`
};

// Words separated by spaces; double quotes keep spaces inside a word and are dropped; \" is a quote
// and \\ a backslash (FilterQuery::term writes them so).
std::vector<Word> splitWords(const QString &text)
{
    std::vector<Word> words;
    Word word;
    bool quoted = false;
    bool inWord = false;
    bool colonSeen = false;
    bool afterFirstColon = false; // the previous character was the word's first colon, unquoted
    const auto finish = [&] {
        if (inWord && !word.text.isEmpty())
            words.push_back(std::move(word));
        word = Word();
        inWord = colonSeen = afterFirstColon = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const bool wasAfterFirstColon = afterFirstColon;
        afterFirstColon = false;
        if (c == QLatin1Char('\\') && i + 1 < text.size() && (text[i + 1] == QLatin1Char('"') || text[i + 1] == QLatin1Char('\\'))) {
            word.text.append(text[i + 1]); // \" is a quote inside a word, \\ a backslash
            inWord = true;
            ++i;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
            inWord = true;
            if (!colonSeen)
                word.quotedField = true;
        } else if (c == QLatin1Char(' ') && !quoted) {
            finish();
        } else if (c == QLatin1Char('=') && wasAfterFirstColon && !word.quotedField) {
            word.whole = true;
        } else {
            if (c == QLatin1Char(':') && !colonSeen) {
                colonSeen = true;
                afterFirstColon = !quoted;
            }
            word.text.append(c);
            inWord = true;
        }
    }
    finish();
    return words;
}

void setHex(FilterQuery::Term &term, const QString &value)
{
    const QString hex = DigestQuery::digitsOf(value).toString().toLower();
    if (!DigestQuery::isHexDigits(hex)) {
        term.digits = -1;
        return;
    }
    term.hex = hex;
    term.digits = int(std::min<qsizetype>(hex.size(), 16));
    term.prefix = hex.left(term.digits).toULongLong(nullptr, 16);
}

FilterTextIndex::Match matchOf(const FilterQuery::Term &term)
{
    return term.whole ? FilterTextIndex::Match::Whole : FilterTextIndex::Match::Within;
}

const FilterField *fieldNamed(const QList<FilterField> &fields, const QString &name)
{
    for (const FilterField &field : fields) {
        if (field.name == name || field.aliases.contains(name))
            return &field;
    }
    return nullptr;
}

} // namespace

QString FilterQuery::term(const QString &field, const QString &value, FilterTextIndex::Match match)
{
    QString escaped;
    escaped.reserve(value.size() + 2);
    // A field's value that starts with '=' would read as `field:=`; quoted, it is text.
    bool quote = value.isEmpty() || (!field.isEmpty() && value.startsWith(QLatin1Char('=')));
    for (const QChar c : value) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            escaped.append(QLatin1Char('\\'));
        escaped.append(c);
        // A free word with a colon would read as field:value; quoted, it is a word.
        quote = quote || c == QLatin1Char(' ') || c == QLatin1Char('"') || (field.isEmpty() && c == QLatin1Char(':'));
    }
    if (quote)
        escaped = QLatin1Char('"') + escaped + QLatin1Char('"');
    if (field.isEmpty())
        return escaped;
    return field + (match == FilterTextIndex::Match::Whole ? QLatin1String(":=") : QLatin1String(":")) + escaped;
}

FilterQuery FilterQuery::parse(const QString &text, const QList<FilterField> &fields)
{
    FilterQuery query;
    if (fields.isEmpty()) {
        Term term;
        term.needle = FilterTextIndex::Needle(text);
        if (!term.needle.isEmpty())
            query.m_terms.push_back(std::move(term));
        return query;
    }
    QStringList unknown;
    QString notWhole; // a field `name:=` cannot compare whole
    for (const Word &split : splitWords(text)) {
        const QString &word = split.text;
        const qsizetype colon = word.indexOf(QLatin1Char(':'));
        Term term;
        if (colon > 0 && !split.quotedField) {
            const QString name = word.left(colon).toLower();
            const QString value = word.mid(colon + 1);
            const FilterField *field = name == QLatin1String("sha256") ? fieldNamed(fields, QStringLiteral("digest"))
                                                                       : fieldNamed(fields, name);
            if (!field) {
                unknown.append(word.left(colon));
                continue;
            }
            if (value.isEmpty())
                continue; // still being typed
            if (split.whole && (field->field < 0 || !field->wholeValue)) {
                notWhole = field->name;
                continue;
            }
            term.field = field->name;
            term.whole = split.whole;
            term.digest = field->digest;
            term.digestToo = field->digestToo;
            if (field->field >= 0 && field->field < 32) {
                term.fieldMask = 1u << field->field;
                if (field->alsoField >= 0 && field->alsoField < 32)
                    term.fieldMask |= 1u << field->alsoField;
                term.needle = FilterTextIndex::Needle(value);
            }
            if (term.digest || term.digestToo)
                setHex(term, name == QLatin1String("sha256") ? word : value);
            if (term.digestToo && term.digits < 0)
                term.digestToo = false;
        } else {
            term.needle = FilterTextIndex::Needle(word);
            const QString digits = DigestQuery::digitsOf(word).toString().toLower();
            if (digits.size() >= 4 && DigestQuery::isHexDigits(digits)) {
                term.digestToo = true;
                setHex(term, digits);
            }
        }
        query.m_terms.push_back(std::move(term));
    }
    if (!unknown.isEmpty()) {
        QStringList names;
        for (const FilterField &field : fields)
            names.append(field.name);
        query.m_error = tr("Unknown filter field %1; use one of: %2")
                            .arg(QStringLiteral("\u201c") + unknown.join(QStringLiteral("\u201d, \u201c")) + QStringLiteral("\u201d"),
                                 names.join(QStringLiteral(", ")));
    } else if (!notWhole.isEmpty()) {
        query.m_error = tr("\u201c%1:=\u201d cannot compare a whole %1; %1:text finds text inside it").arg(notWhole);
    } else {
        for (const Term &term : query.m_terms) {
            if (term.digest && term.digits < 0) {
                query.m_error = tr("A digest prefix is hexadecimal digits (0-9, a-f), optionally after \u201csha256:\u201d");
                break;
            }
        }
    }
    return query;
}

bool FilterQuery::sameAs(const FilterQuery &other) const
{
    if (m_terms.size() != other.m_terms.size())
        return false;
    for (size_t i = 0; i < m_terms.size(); ++i) {
        const Term &a = m_terms[i];
        const Term &b = other.m_terms[i];
        if (a.fieldMask != b.fieldMask || a.digest != b.digest || a.digestToo != b.digestToo || a.whole != b.whole
            || a.needle.bytes() != b.needle.bytes() || a.hex != b.hex || a.digits != b.digits)
            return false;
    }
    return true;
}

bool FilterQuery::narrows(const FilterQuery &older) const
{
    if (older.m_terms.size() > m_terms.size())
        return false;
    for (size_t i = 0; i < older.m_terms.size(); ++i) {
        const Term &now = m_terms[i];
        const Term &before = older.m_terms[i];
        if (now.fieldMask != before.fieldMask || now.digest != before.digest || (now.digestToo && !before.digestToo))
            return false;
        if (!now.needle.bytes().contains(before.needle.bytes()))
            return false;
        // A whole field narrows text inside it, not another whole value.
        if (before.whole && !(now.whole && now.needle.bytes() == before.needle.bytes()))
            return false;
        if (now.digest && !(before.digits > 0 && now.digits > 0 && now.hex.startsWith(before.hex)))
            return false;
    }
    return true;
}

QString FilterQuery::soleDigestPrefix() const
{
    if (m_terms.size() != 1 || !m_error.isEmpty())
        return {};
    const Term &term = m_terms.front();
    return (term.digest || term.digestToo) && term.hex.size() >= DigestQuery::kMinimumDigits ? term.hex : QString();
}

bool FilterQuery::digestMatches(const Term &term, const FilterTextIndex &text, const FilterTextSource *source, int row)
{
    if (term.digits <= 0 || !text.rowDigestStartsWith(row, term.prefix, term.digits))
        return false;
    if (term.hex.size() <= 16)
        return true;
    const QString digest = source ? source->filterDigest(row) : QString();
    return QStringView(digest).mid(digest.startsWith(QLatin1String("sha256:")) ? 7 : 0).startsWith(term.hex, Qt::CaseInsensitive);
}

bool FilterQuery::termMatches(const Term &term, const FilterTextIndex &text, const FilterTextSource *source, int row)
{
    if (!term.digest && !term.needle.isEmpty()) {
        if (term.fieldMask ? text.rowContainsInFields(row, term.needle, term.fieldMask, matchOf(term)) : text.rowContains(row, term.needle))
            return true;
    }
    return (term.digest || term.digestToo) && digestMatches(term, text, source, row);
}

bool FilterQuery::matches(const FilterTextIndex &text, const FilterTextSource *source, int row) const
{
    for (const Term &term : m_terms) {
        if (!termMatches(term, text, source, row))
            return false;
    }
    return true;
}

void FilterQuery::findAll(const FilterTextIndex &text, const FilterTextSource *source, std::vector<unsigned char> &matches) const
{
    const int rows = text.rowCount();
    if (m_terms.empty()) {
        matches.assign(size_t(rows), 1);
        return;
    }
    const Term &first = m_terms.front();
    if (first.digest)
        matches.assign(size_t(rows), 0);
    else if (first.fieldMask)
        text.findAllInFields(first.needle, first.fieldMask, matches, matchOf(first));
    else
        text.findAll(first.needle, matches);
    if (first.digest || first.digestToo) {
        for (int row = 0; row < rows; ++row) {
            if (!matches[size_t(row)] && digestMatches(first, text, source, row))
                matches[size_t(row)] = 1;
        }
    }
    for (size_t t = 1; t < m_terms.size(); ++t) {
        for (int row = 0; row < rows; ++row) {
            if (matches[size_t(row)] && !termMatches(m_terms[t], text, source, row))
                matches[size_t(row)] = 0;
        }
    }
}

} // namespace kie
