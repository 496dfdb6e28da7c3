// SPDX-License-Identifier: Apache-2.0
#include "citationcheck.h"

#include "archive.h"
#include "citation.h"
#include "runfacts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>

namespace kie {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::CitationCheck)
};

const QString kRecordLabel = QStringLiteral("Benchmark run record ");

// The record digest the citation carries: the one after "Record digest:" or "identified by its record
// digest" (every format writes one of them last), else the last digest anywhere in it.
QString citedDigest(const QString &text)
{
    static const QRegularExpression anchored(
        QStringLiteral("(?:Record digest:|identified by its record digest)\\s*`?(sha256:[0-9a-f]{64})"));
    static const QRegularExpression any(QStringLiteral("sha256:[0-9a-f]{64}"));
    QString digest;
    for (auto it = anchored.globalMatch(text); it.hasNext();)
        digest = it.next().captured(1);
    if (digest.isEmpty()) {
        for (auto it = any.globalMatch(text); it.hasNext();)
            digest = it.next().captured(0);
    }
    return digest;
}

QString markdownUnescaped(const QString &text)
{
    static const QRegularExpression escaped(QStringLiteral("\\\\([!-/:-@\\[-`{-~])"));
    return QString(text).replace(escaped, QStringLiteral("\\1"));
}

QString decodedUrl(const QString &url)
{
    return QUrl::fromPercentEncoding(url.trimmed().toUtf8());
}

// The run id of "Benchmark run record ID." in text, Markdown (escaped) and RIS's M3.
QString runIdOfLabel(const QString &text, bool markdown)
{
    static const QRegularExpression label(QStringLiteral("Benchmark run record ((?:\\\\.|[^\\s\\\\])+?)\\.?(?:\\s|$)"));
    const auto match = label.match(text);
    if (!match.hasMatch())
        return QString();
    return markdown ? markdownUnescaped(match.captured(1)) : match.captured(1);
}

// The plain-text layout (citation.cpp): "AUTHOR (YEAR) TITLE. Benchmark run record ..." or, without an
// author, "TITLE (YEAR). Benchmark run record ...".
QString plainTitle(const QString &text)
{
    static const QRegularExpression withoutAuthor(QStringLiteral("^(.*?) \\((?:\\d{4}|n\\.d\\.)\\)\\. Benchmark run record"));
    static const QRegularExpression withAuthor(QStringLiteral("^.*? \\((?:\\d{4}|n\\.d\\.)\\) (.*?) Benchmark run record"));
    if (const auto match = withoutAuthor.match(text); match.hasMatch())
        return match.captured(1);
    return withAuthor.match(text).captured(1);
}

void parsePlain(const QString &text, bool markdown, CitedRecord &cited)
{
    cited.format = markdown ? QStringLiteral("markdown") : QStringLiteral("text");
    cited.runId = runIdOfLabel(text, markdown);
    if (markdown) {
        static const QRegularExpression title(QStringLiteral("(?<!\\\\)\\*((?:\\\\.|[^*\\\\])*)\\*"));
        static const QRegularExpression link(QStringLiteral("Available at: <([^>]*)>"));
        cited.title = markdownUnescaped(title.match(text).captured(1));
        cited.permalink = decodedUrl(link.match(text).captured(1));
    } else {
        static const QRegularExpression link(QStringLiteral("Available at: (\\S+?)(?: \\(accessed|\\. Record digest:)"));
        cited.title = plainTitle(text);
        cited.permalink = decodedUrl(link.match(text).captured(1));
    }
}

// LaTeX escapes of citation.cpp's bibtexEscaped, undone; longest first.
QString bibtexUnescaped(const QString &text)
{
    static const std::pair<QString, QString> escapes[] = {
        {QStringLiteral("\\{\\iffalse\\}\\fi{}"), QStringLiteral("{")},
        {QStringLiteral("\\iffalse\\{\\fi\\}"), QStringLiteral("}")},
        {QStringLiteral("\\textbackslash{}"), QStringLiteral("\\")},
        {QStringLiteral("\\textasciitilde{}"), QStringLiteral("~")},
        {QStringLiteral("\\textasciicircum{}"), QStringLiteral("^")},
        {QStringLiteral("\\textless{}"), QStringLiteral("<")},
        {QStringLiteral("\\textgreater{}"), QStringLiteral(">")},
        {QStringLiteral("-{}"), QStringLiteral("-")},
    };
    QString out;
    for (qsizetype i = 0; i < text.size();) {
        bool replaced = false;
        for (const auto &[escape, plain] : escapes) {
            if (QStringView(text).mid(i).startsWith(escape)) {
                out += plain;
                i += escape.size();
                replaced = true;
                break;
            }
        }
        if (replaced)
            continue;
        if (text.at(i) == QLatin1Char('\\') && i + 1 < text.size()
            && QStringLiteral("{}%&#$_").contains(text.at(i + 1))) {
            out += text.at(i + 1);
            i += 2;
            continue;
        }
        out += text.at(i++);
    }
    return out;
}

// The value of `name = {...}` in a BibTeX entry, its outer braces removed; raw braces balance
// (bibtexEscaped keeps them so).
QString bibtexField(const QString &entry, const QString &name)
{
    const QRegularExpression start(QStringLiteral("\\b") + name + QStringLiteral("\\s*=\\s*\\{"));
    const auto match = start.match(entry);
    if (!match.hasMatch())
        return QString();
    int depth = 1;
    for (qsizetype i = match.capturedEnd(); i < entry.size(); ++i) {
        if (entry.at(i) == QLatin1Char('{'))
            ++depth;
        else if (entry.at(i) == QLatin1Char('}') && --depth == 0)
            return entry.mid(match.capturedEnd(), i - match.capturedEnd());
    }
    return QString();
}

void parseBibtex(const QString &text, CitedRecord &cited)
{
    static const QRegularExpression key(QStringLiteral("^@\\w+\\{([^,\\s]+),"));
    cited.format = QStringLiteral("bibtex");
    cited.key = key.match(text).captured(1);
    QString title = bibtexField(text, QStringLiteral("title"));
    if (title.startsWith(QLatin1Char('{')) && title.endsWith(QLatin1Char('}')))
        title = title.mid(1, title.size() - 2);
    cited.title = bibtexUnescaped(title);
    cited.permalink = decodedUrl(bibtexField(text, QStringLiteral("url")));
}

bool parseCslJson(const QString &text, CitedRecord &cited)
{
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    const QJsonObject item = document.isArray() ? document.array().at(0).toObject() : document.object();
    if (item.isEmpty())
        return false;
    cited.format = QStringLiteral("csl-json");
    cited.key = item.value(QStringLiteral("id")).toString();
    QString title = item.value(QStringLiteral("title")).toString();
    const QString nocase = QStringLiteral("<span class=\"nocase\">");
    if (title.startsWith(nocase) && title.endsWith(QStringLiteral("</span>")))
        title = title.mid(nocase.size(), title.size() - nocase.size() - 7);
    cited.title = title.remove(QChar(0x2060)); // the word joiners cslText put after "<"
    cited.permalink = decodedUrl(item.value(QStringLiteral("URL")).toString());
    return true;
}

void parseRis(const QString &text, CitedRecord &cited)
{
    cited.format = QStringLiteral("ris");
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QString tag = line.left(2);
        const QString value = line.mid(6).trimmed();
        if (line.mid(2, 4) != QLatin1String("  - "))
            continue;
        if (tag == QLatin1String("TI"))
            cited.title = value;
        else if (tag == QLatin1String("ID"))
            cited.key = value;
        else if (tag == QLatin1String("UR"))
            cited.permalink = decodedUrl(value);
        else if (tag == QLatin1String("M3"))
            cited.runId = runIdOfLabel(value, false);
    }
}

// A title as citations write it (citation.cpp: folded to one line, the run's name when it has none).
QString citedTitleOf(const RunRecord &run)
{
    return (run.meta.title.trimmed().isEmpty() ? run.meta.name : run.meta.title).simplified();
}

bool titleMatches(const QString &cited, const QString &title)
{
    // The plain layout ends a title with a period (citation.cpp withPeriod).
    return !title.isEmpty() && (cited == title || (cited.endsWith(QLatin1Char('.')) && cited.chopped(1) == title));
}

template<typename Predicate>
std::vector<int> runsWhere(const Archive &archive, Predicate predicate)
{
    std::vector<int> found;
    for (size_t i = 0; i < archive.runs.size(); ++i) {
        if (predicate(archive, int(i)))
            found.push_back(int(i));
    }
    return found;
}

QString runsText(const Archive &archive, const std::vector<int> &runs)
{
    QStringList ids;
    for (const int run : runs)
        ids << runId(archive.runs[size_t(run)]);
    return ids.join(QStringLiteral(", "));
}

} // namespace

bool parseCitation(const QString &input, CitedRecord *cited, QString *error)
{
    const QString text = input.trimmed();
    CitedRecord result;
    static const QRegularExpression bareDigest(QStringLiteral("^(?:sha256:)?([0-9a-fA-F]{64})$"));
    static const QRegularExpression bareUrl(QStringLiteral("^https?://\\S+$"), QRegularExpression::CaseInsensitiveOption);
    if (const auto match = bareDigest.match(text); match.hasMatch()) {
        result.format = QStringLiteral("digest");
        result.digest = QStringLiteral("sha256:") + match.captured(1).toLower();
    } else if (bareUrl.match(text).hasMatch()) {
        result.format = QStringLiteral("permalink");
        result.permalink = decodedUrl(text);
    } else {
        if (text.startsWith(QLatin1Char('@')))
            parseBibtex(text, result);
        else if ((text.startsWith(QLatin1Char('[')) || text.startsWith(QLatin1Char('{'))) && parseCslJson(text, result))
            ;
        else if (text.startsWith(QLatin1String("TY  - ")))
            parseRis(text, result);
        else
            parsePlain(text, text.contains(QLatin1String("`sha256:")), result); // Markdown writes the digest as code
        result.digest = citedDigest(text);
    }
    if (result.digest.isEmpty() && result.permalink.isEmpty()) {
        if (error)
            *error = Tr::tr("This is not a citation the explorer wrote: it carries neither a record digest nor a permalink.");
        return false;
    }
    if (cited)
        *cited = result;
    return true;
}

CitationCheck checkCitation(const Archive &archive, const CitedRecord &cited)
{
    CitationCheck check;
    const auto permalinkOf = [](const Archive &a, int run) { return decodedUrl(citationFields(a, run).permalink); };
    if (!cited.digest.isEmpty()) {
        check.runs = runsWhere(archive, [&](const Archive &a, int run) { return a.runs[size_t(run)].digest == cited.digest; });
        if (!check.runs.empty()) {
            check.verdict = CitationVerdict::Unchanged;
            check.matchedBy = QStringLiteral("digest");
            return check;
        }
    }
    const auto tryRule = [&](const char *rule, bool applies, auto predicate) {
        if (!check.runs.empty() || !applies)
            return;
        check.runs = runsWhere(archive, predicate);
        check.matchedBy = QString::fromLatin1(rule);
    };
    tryRule("id", !cited.runId.isEmpty() || !cited.key.isEmpty(), [&](const Archive &a, int run) {
        const QString id = runId(a.runs[size_t(run)]);
        CitationFields fields;
        fields.runId = id;
        return (!cited.runId.isEmpty() && id == cited.runId) || (!cited.key.isEmpty() && citationKey(fields) == cited.key);
    });
    tryRule("permalink", !cited.permalink.isEmpty(),
            [&](const Archive &a, int run) { return permalinkOf(a, run) == cited.permalink; });
    tryRule("title", !cited.title.isEmpty(), [&](const Archive &a, int run) {
        return titleMatches(cited.title.simplified(), citedTitleOf(a.runs[size_t(run)]));
    });
    if (check.runs.empty()) {
        check.verdict = CitationVerdict::NotHere;
        check.matchedBy.clear();
    } else {
        check.verdict = cited.digest.isEmpty() ? CitationVerdict::Unverifiable : CitationVerdict::Changed;
    }
    return check;
}

QString citationCheckText(const Archive &archive, const CitedRecord &cited, const CitationCheck &check)
{
    const QString runs = runsText(archive, check.runs);
    switch (check.verdict) {
    case CitationVerdict::Unchanged:
        return Tr::tr("The cited record is here, unchanged (run %1).").arg(runs);
    case CitationVerdict::Changed: {
        QStringList digests;
        for (const int run : check.runs)
            digests << archive.runs[size_t(run)].digest.toString();
        const QString sentence = check.matchedBy == QLatin1String("title")
            ? Tr::tr("A run with this title is here (run %1), but its record changed since it was cited: cited %2, here %3.")
            : check.matchedBy == QLatin1String("permalink")
            ? Tr::tr("A run with this permalink is here (run %1), but its record changed since it was cited: cited %2, here %3.")
            : Tr::tr("A run with this id is here (run %1), but its record changed since it was cited: cited %2, here %3.");
        return sentence.arg(runs, cited.digest, digests.join(QStringLiteral(", ")));
    }
    case CitationVerdict::Unverifiable:
        return Tr::tr("A run with this permalink is here (run %1), but the citation carries no record digest to "
                      "tell whether its record changed.")
            .arg(runs);
    case CitationVerdict::NotHere:
        break;
    }
    return Tr::tr("The cited record is not in this archive (%1).").arg(cited.digest.isEmpty() ? cited.permalink : cited.digest);
}

} // namespace kie
