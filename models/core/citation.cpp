// SPDX-License-Identifier: Apache-2.0
#include "citation.h"

#include "archive.h"
#include "canonicaljson.h"
#include "references.h"
#include "formatting.h"
#include "runfacts.h"
#include "workspace.h"

#include <QRegularExpression>
#include <QUrl>

#include <cstring>

namespace kie {

namespace {

QString permalinkAnnotation()
{
    return QStringLiteral("kernelindex.dev/permalink");
}

// Values come from archives: newlines, tabs and control characters would break RIS lines, BibTeX
// fields and Markdown paragraphs, so every value is folded to one line of single spaces. The other
// layout characters of formatting.h (bidi embeddings, overrides, isolates: one left open reverses the
// rest of the line, the digest included) become U+FFFD, as in the window and in figures.
QString oneLine(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool pendingSpace = false;
    for (const QChar c : text) {
        if (c.isSpace() || c.category() == QChar::Other_Control) {
            pendingSpace = !out.isEmpty();
            continue;
        }
        if (pendingSpace)
            out += QLatin1Char(' ');
        pendingSpace = false;
        out += isLayoutCharacter(c.unicode()) ? QChar(QChar::ReplacementCharacter) : c;
    }
    return out;
}

QString yearOf(const QString &rfc3339)
{
    static const QRegularExpression year(QStringLiteral("^\\s*(\\d{4})"));
    const auto match = year.match(rfc3339);
    return match.hasMatch() ? match.captured(1) : QString();
}

// Bytes a URL may not carry raw inside a BibTeX field, a Markdown autolink or a RIS line.
QString encodedUrl(const QString &url)
{
    QString out;
    const QByteArray utf8 = url.toUtf8();
    for (const char ch : utf8) {
        const auto byte = static_cast<unsigned char>(ch);
        const bool unsafe = byte <= 0x20 || byte >= 0x7f || std::strchr("{}\\\"<>^`|", ch) != nullptr;
        if (unsafe)
            out += QStringLiteral("%%1").arg(byte, 2, 16, QLatin1Char('0')).toUpper();
        else
            out += QLatin1Char(ch);
    }
    return out;
}

bool isWebUrl(const QString &url)
{
    return url.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
        || url.startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

QString withPeriod(const QString &text)
{
    if (text.isEmpty() || text.endsWith(QLatin1Char('.')) || text.endsWith(QLatin1Char('?'))
        || text.endsWith(QLatin1Char('!')))
        return text;
    return text + QLatin1Char('.');
}

CitationFields normalised(const CitationFields &fields)
{
    CitationFields f = fields;
    for (QString *value : {&f.runId, &f.permalink, &f.digest, &f.title, &f.author, &f.year, &f.publisher})
        *value = oneLine(*value);
    return f;
}

QString recordLabel(const CitationFields &f)
{
    return f.runId.isEmpty() ? QStringLiteral("Benchmark run record")
                             : QStringLiteral("Benchmark run record ") + f.runId;
}

QString digestText(const CitationFields &f)
{
    return f.digest.isEmpty() ? QStringLiteral("(not computed)") : f.digest;
}

// What citeproc shows as the genre. pandoc takes BibTeX's "type" verbatim (no LaTeX), so it holds
// only fixed words and the digest's identifier characters.
QString genre(const CitationFields &f)
{
    QString digest;
    for (const QChar c : digestText(f)) {
        if (c.isLetterOrNumber() && c.unicode() < 0x80)
            digest += c;
        else if (c == QLatin1Char(':') || c == QLatin1Char('-') || c == QLatin1Char('.'))
            digest += c;
    }
    return f.permalink.isEmpty() ? QStringLiteral("Benchmark run record, no permalink; record digest ") + digest
                                 : QStringLiteral("Benchmark run record, digest ") + digest;
}

// The sentence that carries the digest; without a permalink it says the digest is the identifier.
QString digestNote(const CitationFields &f)
{
    if (f.permalink.isEmpty())
        return QStringLiteral("No permalink; identified by its record digest ") + digestText(f);
    return QStringLiteral("Record digest: ") + digestText(f);
}

QString accessedIso(const CitationFields &f)
{
    return f.accessed.isValid() ? f.accessed.toString(Qt::ISODate) : QString();
}

// ---- plain text, Markdown, HTML: one layout, three escapings ----

struct Escaper
{
    QString (*text)(const QString &);
    QString (*title)(const QString &);
    QString (*url)(const QString &);
    QString (*code)(const QString &);
};

QString layout(const CitationFields &f, const Escaper &e)
{
    const QString year = f.year.isEmpty() ? QStringLiteral("n.d.") : f.year;
    const QString title = f.title.isEmpty() ? recordLabel(f) : f.title;
    QString out;
    if (!f.author.isEmpty())
        out = e.text(f.author) + QStringLiteral(" (") + e.text(year) + QStringLiteral(") ") + e.title(withPeriod(title));
    else
        out = e.title(title) + QStringLiteral(" (") + e.text(year) + QStringLiteral(").");
    out += QLatin1Char(' ') + e.text(withPeriod(recordLabel(f)));
    if (!f.publisher.isEmpty())
        out += QLatin1Char(' ') + e.text(withPeriod(f.publisher));
    const QString accessed = f.accessed.isValid() ? QStringLiteral(" (accessed ") + accessedIso(f) + QStringLiteral(")")
                                                  : QString();
    if (!f.permalink.isEmpty()) {
        out += QStringLiteral(" Available at: ") + e.url(f.permalink) + accessed + QStringLiteral(". Record digest: ")
            + (f.digest.isEmpty() ? e.text(digestText(f)) : e.code(f.digest)) + QLatin1Char('.');
    } else {
        out += QStringLiteral(" No permalink; identified by its record digest ")
            + (f.digest.isEmpty() ? e.text(digestText(f)) : e.code(f.digest)) + accessed + QLatin1Char('.');
    }
    return out;
}

QString identity(const QString &text)
{
    return text;
}

// CommonMark allows a backslash before any ASCII punctuation; these are the ones that start markup
// in CommonMark, GFM or pandoc's Markdown (@ citations, $ math, ^ ~ super/subscript, { } attributes).
QString markdownEscaped(const QString &text)
{
    static const QString special = QStringLiteral("\\`*_{}[]<>#&|~^$@!");
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (special.contains(c))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

QString markdownTitle(const QString &text)
{
    return QLatin1Char('*') + markdownEscaped(text) + QLatin1Char('*');
}

QString markdownUrl(const QString &url)
{
    const QString encoded = encodedUrl(url);
    return isWebUrl(encoded) ? QLatin1Char('<') + encoded + QLatin1Char('>') : markdownEscaped(url);
}

QString markdownCode(const QString &text)
{
    return text.contains(QLatin1Char('`')) ? markdownEscaped(text) : QLatin1Char('`') + text + QLatin1Char('`');
}

// The paragraph starts with the author: keep "1. x", "- x", "+ x", "% x" from becoming lists or a title block.
QString markdownLineStart(QString text)
{
    static const QRegularExpression ordered(QStringLiteral("^(\\d{1,9})([.)])"));
    const auto match = ordered.match(text);
    if (match.hasMatch())
        return text.insert(match.capturedEnd(1), QLatin1Char('\\'));
    if (text.startsWith(QLatin1Char('-')) || text.startsWith(QLatin1Char('+')) || text.startsWith(QLatin1Char('%'))
        || text.startsWith(QLatin1Char('=')) || text.startsWith(QLatin1Char(':')))
        text.prepend(QLatin1Char('\\'));
    return text;
}

QString htmlEscaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString htmlTitle(const QString &text)
{
    return QStringLiteral("<i>") + text.toHtmlEscaped() + QStringLiteral("</i>");
}

QString htmlUrl(const QString &url)
{
    if (!isWebUrl(url))
        return url.toHtmlEscaped();
    const QString encoded = encodedUrl(url);
    return QStringLiteral("<a href=\"") + encoded.toHtmlEscaped() + QStringLiteral("\">") + url.toHtmlEscaped()
        + QStringLiteral("</a>");
}

QString htmlCode(const QString &text)
{
    return QStringLiteral("<code>") + text.toHtmlEscaped() + QStringLiteral("</code>");
}

// ---- BibTeX ----

// Escapes LaTeX specials so pandoc, BibTeX and LaTeX read the text back as written. Braces that pair
// up within the value become \{ \}; an unpaired one is written with an \iffalse'd partner so that
// the raw brace count (which BibTeX keeps without regard to backslashes) stays balanced.
QString bibtexEscaped(const QString &text)
{
    std::vector<bool> paired(size_t(text.size()), false);
    std::vector<qsizetype> open;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('{')) {
            open.push_back(i);
        } else if (text.at(i) == QLatin1Char('}') && !open.empty()) {
            paired[size_t(open.back())] = paired[size_t(i)] = true;
            open.pop_back();
        }
    }
    QString out;
    out.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        switch (c.unicode()) {
        case '{':
            out += paired[size_t(i)] ? QStringLiteral("\\{") : QStringLiteral("\\{\\iffalse\\}\\fi{}");
            break;
        case '}':
            out += paired[size_t(i)] ? QStringLiteral("\\}") : QStringLiteral("\\iffalse\\{\\fi\\}");
            break;
        case '\\':
            out += QStringLiteral("\\textbackslash{}");
            break;
        case '~':
            out += QStringLiteral("\\textasciitilde{}");
            break;
        case '^':
            out += QStringLiteral("\\textasciicircum{}");
            break;
        case '<':
            out += QStringLiteral("\\textless{}");
            break;
        case '>':
            out += QStringLiteral("\\textgreater{}");
            break;
        case '%':
        case '&':
        case '#':
        case '$':
        case '_':
            out += QLatin1Char('\\') + c;
            break;
        case '-':
            // "--" would become an en dash: keep runs of hyphens literal.
            out += c;
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('-'))
                out += QStringLiteral("{}");
            break;
        default:
            out += c;
        }
    }
    return out;
}

QString bibtex(const CitationFields &f)
{
    QStringList lines;
    const auto field = [&lines](const char *name, const QString &value) {
        if (!value.isEmpty())
            lines << QStringLiteral("  ") + QLatin1String(name) + QStringLiteral(" = {") + value + QStringLiteral("},");
    };
    // Double braces: the author is a literal name (no first/last parsing), the title keeps its case.
    if (!f.author.isEmpty())
        field("author", QLatin1Char('{') + bibtexEscaped(f.author) + QLatin1Char('}'));
    field("title", QLatin1Char('{') + bibtexEscaped(f.title.isEmpty() ? recordLabel(f) : f.title) + QLatin1Char('}'));
    field("year", bibtexEscaped(f.year));
    field("howpublished", bibtexEscaped(f.publisher));
    // "type" is what citeproc renders (as genre); classic BibTeX styles render "note" instead.
    field("type", genre(f));
    if (!f.permalink.isEmpty())
        field("url", encodedUrl(f.permalink));
    field("urldate", accessedIso(f));
    field("note", bibtexEscaped(digestNote(f)));
    return QStringLiteral("@misc{") + citationKey(f) + QStringLiteral(",\n") + lines.join(QLatin1Char('\n'))
        + QStringLiteral("\n}");
}

// ---- CSL-JSON ----

// CSL-JSON strings are rich text (<i>, <b>, <sup>, <sub>, <span>): a word joiner after "<" keeps a
// tag-like run in a title from turning into markup. It is invisible in every rendering.
QString cslText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        out += text.at(i);
        if (text.at(i) == QLatin1Char('<') && i + 1 < text.size()
            && (text.at(i + 1).isLetter() || text.at(i + 1) == QLatin1Char('/')))
            out += QChar(0x2060);
    }
    return out;
}

QVariantMap dateParts(const QVariantList &parts)
{
    return QVariantMap{{QStringLiteral("date-parts"), QVariantList{QVariant(parts)}}};
}

// Written by the one JSON writer (canonicaljson.h): RFC 8785, so the same citation is the same bytes.
QString cslJson(const CitationFields &f)
{
    QVariantMap item;
    item.insert(QStringLiteral("id"), citationKey(f));
    item.insert(QStringLiteral("type"), QStringLiteral("dataset"));
    // nocase: styles must not title-case a record's title (identifiers such as "003_grouped_query").
    const QString title = QStringLiteral("<span class=\"nocase\">")
        + cslText(f.title.isEmpty() ? recordLabel(f) : f.title) + QStringLiteral("</span>");
    item.insert(QStringLiteral("title"), title);
    if (!f.author.isEmpty())
        item.insert(QStringLiteral("author"), QVariantList{QVariantMap{{QStringLiteral("literal"), cslText(f.author)}}});
    if (!f.year.isEmpty())
        item.insert(QStringLiteral("issued"), dateParts({f.year.toInt()}));
    if (!f.publisher.isEmpty())
        item.insert(QStringLiteral("publisher"), cslText(f.publisher));
    item.insert(QStringLiteral("genre"), genre(f));
    if (!f.permalink.isEmpty())
        item.insert(QStringLiteral("URL"), encodedUrl(f.permalink));
    if (f.accessed.isValid())
        item.insert(QStringLiteral("accessed"), dateParts({f.accessed.year(), f.accessed.month(), f.accessed.day()}));
    item.insert(QStringLiteral("note"), cslText(digestNote(f)));
    return QString::fromUtf8(canonicalJsonOf(QVariantList{item}));
}

// ---- RIS ----

QString ris(const CitationFields &f)
{
    QStringList lines;
    const auto tag = [&lines](const char *name, const QString &value) {
        if (!value.isEmpty())
            lines << QLatin1String(name) + QStringLiteral("  - ") + value;
    };
    tag("TY", QStringLiteral("DATA"));
    tag("ID", citationKey(f));
    tag("TI", f.title.isEmpty() ? recordLabel(f) : f.title);
    tag("AU", f.author);
    tag("PY", f.year);
    tag("PB", f.publisher);
    tag("M3", recordLabel(f));
    if (!f.permalink.isEmpty())
        tag("UR", encodedUrl(f.permalink));
    if (f.accessed.isValid())
        tag("Y2", f.accessed.toString(QStringLiteral("yyyy/MM/dd")));
    tag("N1", digestNote(f));
    lines << QStringLiteral("ER  - ");
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QString citationFormatName(CitationFormat format)
{
    switch (format) {
    case CitationFormat::PlainText:
        return QStringLiteral("text");
    case CitationFormat::Markdown:
        return QStringLiteral("markdown");
    case CitationFormat::BibTeX:
        return QStringLiteral("bibtex");
    case CitationFormat::CslJson:
        return QStringLiteral("csl-json");
    case CitationFormat::Ris:
        return QStringLiteral("ris");
    }
    return QString();
}

bool citationFormatFromName(const QString &name, CitationFormat *format)
{
    for (const CitationFormat candidate : allCitationFormats()) {
        if (citationFormatName(candidate).compare(name.trimmed(), Qt::CaseInsensitive) == 0) {
            if (format)
                *format = candidate;
            return true;
        }
    }
    return false;
}

QList<CitationFormat> allCitationFormats()
{
    return {CitationFormat::PlainText, CitationFormat::Markdown, CitationFormat::BibTeX, CitationFormat::CslJson,
            CitationFormat::Ris};
}

QString citationKey(const CitationFields &fields)
{
    return citationKeyForRunId(fields.runId);
}

QString citationKeyForRunId(const QString &runId)
{
    // pandoc's [@key] syntax ends a key at a second punctuation character in a row: runs of anything
    // but [A-Za-z0-9_] become one hyphen.
    QString id;
    for (const QChar c : runId) {
        const bool keep = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_');
        if (keep)
            id += c;
        else if (!id.isEmpty() && !id.endsWith(QLatin1Char('-')))
            id += QLatin1Char('-');
    }
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return QStringLiteral("kernelindex-") + (id.isEmpty() ? QStringLiteral("run") : id);
}

QString implementationAuthor(const ImplementationRecord &implementation)
{
    for (const QString *candidate : {&implementation.author, &implementation.project, &implementation.name,
                                     &implementation.meta.title, &implementation.meta.name}) {
        if (!QStringView(*candidate).trimmed().isEmpty())
            return *candidate;
    }
    return QString();
}

QString runAuthor(const Archive &archive, int runIndex)
{
    if (runIndex < 0 || size_t(runIndex) >= archive.runs.size())
        return QString();
    const RunRecord &run = archive.runs[size_t(runIndex)];
    const int impl = carriedObject(archive, run, ObjectKind::Implementation);
    return runAuthor(run, impl >= 0 && size_t(impl) < archive.implementations.size() ? &archive.implementations[size_t(impl)]
                                                                                    : nullptr);
}

QString runAuthor(const RunRecord &run, const ImplementationRecord *implementation)
{
    return runAuthor(run, implementation ? implementationAuthor(*implementation) : QString());
}

QString runAuthor(const RunRecord &run, const QString &implementationAuthor)
{
    // The implementation, when the file carries the one the run names: its author, else its project
    // or name as an organisation. Otherwise the seed's convention: the title's first " · " segment.
    if (!implementationAuthor.isEmpty())
        return implementationAuthor;
    // Only a title of segments names its author: a plain title is the run's name, not a person's.
    if (run.meta.title.contains(QStringView(u" \u00b7 ")))
        return implementationTitleSegment(run).toString();
    return QString();
}

std::vector<ImplementationLabel> implementationLabels(const Archive &archive)
{
    std::vector<ImplementationLabel> labels;
    labels.reserve(archive.implementations.size());
    for (const ImplementationRecord &implementation : archive.implementations)
        labels.push_back({implementationRecordName(implementation), implementationAuthor(implementation)});
    return labels;
}

CitationFields citationFields(const Archive &archive, int runIndex, const QDate &accessed)
{
    CitationFields f;
    if (runIndex < 0 || size_t(runIndex) >= archive.runs.size())
        return f;
    const RunRecord &run = archive.runs[size_t(runIndex)];

    f.runId = runId(run);
    f.digest = run.digest;
    const QString annotatedPermalink = run.meta.annotations.value(permalinkAnnotation()).trimmed();
    const RunOrigin origin = runOrigin(archive, runIndex); // in a workspace, the run's own file
    QString base = origin.info.permalinkBase.trimmed();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    if (!annotatedPermalink.isEmpty())
        f.permalink = annotatedPermalink;
    else if (!base.isEmpty() && !f.runId.isEmpty())
        f.permalink = base + QStringLiteral("/runs/") + QString::fromLatin1(QUrl::toPercentEncoding(f.runId));

    f.title = !run.meta.title.trimmed().isEmpty() ? run.meta.title : run.meta.name;

    f.author = runAuthor(archive, runIndex);

    f.year = yearOf(!run.publishedAt().isEmpty() ? run.publishedAt() : run.observedAt);

    if (!origin.info.source.trimmed().isEmpty())
        f.publisher = origin.info.source;
    else if (origin.format == ArchiveFormat::TraceImport && run.sourceNative && !run.sourceNative->source.isEmpty())
        f.publisher = run.sourceNative->source; // a local import was never published by KernelIndex
    else
        f.publisher = QStringLiteral("KernelIndex");

    f.accessed = accessed.isValid() ? accessed : QDate::fromString(origin.accessDate, Qt::ISODate);
    if (!f.accessed.isValid())
        f.accessed = QDate::currentDate();
    return normalised(f);
}

QString formatCitation(const CitationFields &fields, CitationFormat format)
{
    const CitationFields f = normalised(fields);
    switch (format) {
    case CitationFormat::PlainText:
        return layout(f, {identity, identity, identity, identity});
    case CitationFormat::Markdown:
        return markdownLineStart(layout(f, {markdownEscaped, markdownTitle, markdownUrl, markdownCode}));
    case CitationFormat::BibTeX:
        return bibtex(f);
    case CitationFormat::CslJson:
        return cslJson(f);
    case CitationFormat::Ris:
        return ris(f);
    }
    return QString();
}

QString formatCitationHtml(const CitationFields &fields)
{
    return layout(normalised(fields), {htmlEscaped, htmlTitle, htmlUrl, htmlCode});
}

} // namespace kie
