// SPDX-License-Identifier: Apache-2.0
#include "runfilterquery.h"

#include <QCoreApplication>

namespace kie {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("kie::RunFilterProxy", text);
}

// Words separated by spaces; double quotes keep spaces inside a word and are dropped; \" is a quote
// and \\ a backslash (FilterQuery::term writes them so).
// `quotedField`: per word, whether a quote came before its first colon (then it is no field).
QStringList splitWords(const QString &text, std::vector<bool> *quotedField)
{
    QStringList words;
    QString word;
    bool quoted = false;
    bool inWord = false;
    bool quoteBeforeColon = false;
    bool colonSeen = false;
    const auto finish = [&] {
        if (inWord && !word.isEmpty()) {
            words.append(word);
            quotedField->push_back(quoteBeforeColon);
        }
        word.clear();
        inWord = quoteBeforeColon = colonSeen = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('\\') && i + 1 < text.size() && (text[i + 1] == QLatin1Char('"') || text[i + 1] == QLatin1Char('\\'))) {
            word.append(text[i + 1]); // \" is a quote inside a word, \\ a backslash
            inWord = true;
            ++i;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
            inWord = true;
            if (!colonSeen)
                quoteBeforeColon = true;
        } else if (c == QLatin1Char(' ') && !quoted) {
            finish();
        } else {
            if (c == QLatin1Char(':'))
                colonSeen = true;
            word.append(c);
            inWord = true;
        }
    }
    finish();
    return words;
}

bool isHex(QStringView text)
{
    for (const QChar c : text) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    }
    return !text.isEmpty();
}

void setHex(FilterQuery::Term &term, const QString &value)
{
    QString hex = value.toLower();
    if (hex.startsWith(QLatin1String("sha256:")))
        hex.remove(0, 7);
    if (!isHex(hex)) {
        term.digits = -1;
        return;
    }
    term.hex = hex;
    term.digits = int(std::min<qsizetype>(hex.size(), 16));
    term.prefix = hex.left(term.digits).toULongLong(nullptr, 16);
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

QString FilterQuery::term(const QString &field, const QString &value)
{
    QString escaped;
    escaped.reserve(value.size() + 2);
    bool quote = value.isEmpty();
    for (const QChar c : value) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            escaped.append(QLatin1Char('\\'));
        escaped.append(c);
        // A free word with a colon would read as field:value; quoted, it is a word.
        quote = quote || c == QLatin1Char(' ') || c == QLatin1Char('"') || (field.isEmpty() && c == QLatin1Char(':'));
    }
    if (quote)
        escaped = QLatin1Char('"') + escaped + QLatin1Char('"');
    return field.isEmpty() ? escaped : field + QLatin1Char(':') + escaped;
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
    std::vector<bool> quotedField;
    const QStringList words = splitWords(text, &quotedField);
    QStringList unknown;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &word = words[i];
        const qsizetype colon = word.indexOf(QLatin1Char(':'));
        Term term;
        if (colon > 0 && !quotedField[size_t(i)]) {
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
            term.field = field->name;
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
            const QString lower = word.toLower();
            if (lower.size() >= 4 && isHex(lower)) {
                term.digestToo = true;
                setHex(term, lower);
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
        if (a.fieldMask != b.fieldMask || a.digest != b.digest || a.digestToo != b.digestToo
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
        if (now.digest && !(before.digits > 0 && now.digits > 0 && now.hex.startsWith(before.hex)))
            return false;
    }
    return true;
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
        if (term.fieldMask ? text.rowContainsInFields(row, term.needle, term.fieldMask) : text.rowContains(row, term.needle))
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
        text.findAllInFields(first.needle, first.fieldMask, matches);
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
