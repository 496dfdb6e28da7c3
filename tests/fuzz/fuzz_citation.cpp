// SPDX-License-Identifier: Apache-2.0
// Every citation format (ARCHIVE.md §7) written from hostile field values, then read back by a
// strict reader of that format: the escaping must keep each value inside its own field.
//   text, Markdown: one line;  RIS: every line a "XX  - value" tag line, TY first, ER last;
//   BibTeX: braces balance inside each field line;  CSL-JSON: one object, the title in one span.
#include "citation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cstdlib>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

bool balancedBraces(const QString &text)
{
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('\\')) {
            ++i; // an escaped character
            continue;
        }
        if (text.at(i) == QLatin1Char('{'))
            ++depth;
        else if (text.at(i) == QLatin1Char('}') && --depth < 0)
            return false;
    }
    return depth == 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Fields separated by NUL bytes: runId, permalink, digest, title, author, year, publisher.
    const QList<QByteArray> parts = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)).split('\0');
    const auto part = [&parts](int i) { return i < parts.size() ? QString::fromUtf8(parts.at(i)) : QString(); };
    kie::CitationFields fields;
    fields.runId = part(0);
    fields.permalink = part(1);
    fields.digest = part(2);
    fields.title = part(3);
    fields.author = part(4);
    fields.year = part(5);
    fields.publisher = part(6);
    fields.accessed = QDate(2026, 1, 2);

    for (const kie::CitationFormat format : {kie::CitationFormat::PlainText, kie::CitationFormat::Markdown}) {
        const QString text = kie::formatCitation(fields, format);
        check(!text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')));
    }

    static const QRegularExpression tagLine(QStringLiteral("^[A-Z][A-Z0-9]  - .*$"));
    const QStringList ris = kie::formatCitation(fields, kie::CitationFormat::Ris).split(QLatin1Char('\n'));
    check(ris.size() >= 2 && ris.front().startsWith(QLatin1String("TY  - ")) && ris.back() == QLatin1String("ER  - "));
    for (const QString &line : ris)
        check(tagLine.match(line).hasMatch() && !line.contains(QLatin1Char('\r')));

    static const QRegularExpression fieldLine(QStringLiteral("^  [a-z]+ = \\{(.*)\\},$"));
    const QStringList bib = kie::formatCitation(fields, kie::CitationFormat::BibTeX).split(QLatin1Char('\n'));
    check(bib.size() >= 3 && bib.front().startsWith(QLatin1String("@misc{kernelindex-")) && bib.back() == QLatin1String("}"));
    for (qsizetype i = 1; i + 1 < bib.size(); ++i) {
        const auto match = fieldLine.match(bib.at(i));
        check(match.hasMatch() && balancedBraces(match.captured(1)));
    }

    QJsonParseError error;
    const QJsonDocument csl = QJsonDocument::fromJson(kie::formatCitation(fields, kie::CitationFormat::CslJson).toUtf8(), &error);
    check(error.error == QJsonParseError::NoError && csl.isArray() && csl.array().size() == 1);
    const QString title = csl.array().first().toObject().value(QStringLiteral("title")).toString();
    check(title.startsWith(QLatin1String("<span class=\"nocase\">")) && title.endsWith(QLatin1String("</span>")));
    static const QRegularExpression tag(QStringLiteral("<[A-Za-z/]"));
    check(title.count(tag) == 2); // only the span's own tags
    return 0;
}
