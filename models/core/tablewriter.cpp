// SPDX-License-Identifier: Apache-2.0
#include "tablewriter.h"

#include "canonicaljson.h"
#include "formatting.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>

namespace kie {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::TableWriter)
};

// The order of TableFormat.
constexpr const char *kFormatNames[] = {"tsv", "csv", "markdown", "latex", "json"};
constexpr const char *kFormatSuffixes[] = {"tsv", "csv", "md", "tex", "json"};

// One line break, whatever the file used: CR LF and a lone CR read as LF.
QString normalizedBreaks(const QString &value)
{
    if (!value.contains(QLatin1Char('\r')))
        return value;
    QString text = value;
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    return text;
}

// RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled.
QString csvField(const QString &value)
{
    if (!value.contains(QLatin1Char('"')) && !value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('\n'))
        && !value.contains(QLatin1Char('\r')))
        return value;
    QString text = value;
    text.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

// The fields, each through `escape`, between `separator`s, then `end`.
QString joinEscaped(const QStringList &fields, QString (*escape)(const QString &), QLatin1StringView separator,
                    QLatin1StringView end)
{
    QStringList escaped;
    escaped.reserve(fields.size());
    for (const QString &field : fields)
        escaped << escape(field);
    return escaped.join(separator) + end;
}

QString csvRow(const QStringList &fields)
{
    return joinEscaped(fields, csvField, QLatin1StringView(","), QLatin1StringView("\r\n"));
}

// CommonMark, GitHub and pandoc take a backslash before any ASCII punctuation as that character:
// escaping all of it keeps `|` from splitting a cell and *, _, [, <, $ ... from becoming markup.
// A line break cannot be in a pipe table's cell: <br>, which GitHub shows as one and pandoc reads.
QString markdownCell(const QString &value)
{
    QString text;
    text.reserve(value.size() + 8);
    for (const QChar c : normalizedBreaks(value)) {
        const char16_t u = c.unicode();
        if (u == '\n')
            text += QLatin1String("<br>");
        else if (u < 0x80 && std::ispunct(int(u)))
            text += QLatin1Char('\\') + c;
        else
            text += c;
    }
    return text;
}

// Every character LaTeX gives a meaning in text: the ten specials, brackets (\\[ would take a row's
// first cell as its option), < > and the straight quotes (other glyphs, or curly quotes, otherwise:
// the LaTeX kernel's textcomp names) and "--" (a dash ligature).
// A line break ends a paragraph: pandoc reads it as one; LaTeX ignores it in an `l` cell, which
// cannot break. Other text, non-ASCII included, is UTF-8 as LaTeX reads it since 2018.
QString latexCell(const QString &value)
{
    QString text;
    text.reserve(value.size() + 8);
    const QString source = normalizedBreaks(value);
    for (qsizetype i = 0; i < source.size(); ++i) {
        const QChar c = source.at(i);
        switch (c.unicode()) {
        case '\\': text += QLatin1String("\\textbackslash{}"); break;
        case '~': text += QLatin1String("\\textasciitilde{}"); break;
        case '^': text += QLatin1String("\\textasciicircum{}"); break;
        case '<': text += QLatin1String("\\textless{}"); break;
        case '\'': text += QLatin1String("\\textquotesingle{}"); break;
        case '`': text += QLatin1String("\\textasciigrave{}"); break;
        case '"': text += QLatin1String("\\textquotedbl{}"); break;
        case '>': text += QLatin1String("\\textgreater{}"); break;
        case '&': case '%': case '$': case '#': case '_': case '{': case '}':
            text += QLatin1Char('\\') + c;
            break;
        case '[': case ']':
            text += QLatin1Char('{') + c + QLatin1Char('}');
            break;
        case '-':
            text += i + 1 < source.size() && source.at(i + 1) == QLatin1Char('-') ? QStringLiteral("-{}") : QStringLiteral("-");
            break;
        case '\n': text += QLatin1String("\\par "); break;
        default:
            text += c;
        }
    }
    if (text.startsWith(QLatin1Char('*'))) // \\* is a command of its own
        text.prepend(QLatin1String("{}"));
    return text;
}

// A row's texts, padded with empty cells to `width` (a row may be shorter than the table).
QStringList cellTexts(const TableRow &row, size_t width, QString (*escape)(const QString &))
{
    QStringList texts;
    texts.reserve(qsizetype(std::max(width, row.size())));
    for (const TableCell &cell : row)
        texts << escape(cell.text);
    while (size_t(texts.size()) < width)
        texts << escape(QString());
    return texts;
}

QString asIs(const QString &text)
{
    return text;
}

// TSV and CSV: a header row of column ids, then each row through `line`, padded to `width` cells.
QString writeDelimited(const Table &table, QString (*line)(const QStringList &), size_t width)
{
    QStringList ids;
    for (const TableColumn &column : table.columns)
        ids << column.id;
    QString out = line(ids);
    for (const TableRow &row : table.rows)
        out += line(cellTexts(row, width, asIs));
    return out;
}

QString writeMarkdown(const Table &table)
{
    QStringList header, rule;
    for (const TableColumn &column : table.columns) {
        header << markdownCell(column.header);
        rule << (column.numeric ? QStringLiteral("---:") : QStringLiteral(":---"));
    }
    const auto line = [](const QStringList &cells) -> QString {
        return QLatin1String("| ") + cells.join(QLatin1String(" | ")) + QLatin1String(" |\n");
    };
    QString out = line(header) + QLatin1Char('|') + rule.join(QLatin1Char('|')) + QLatin1String("|\n");
    for (const TableRow &row : table.rows)
        out += line(cellTexts(row, table.columns.size(), markdownCell));
    return out;
}

// A booktabs tabular (\usepackage{booktabs}), to \input into a table environment.
QString writeLatex(const Table &table)
{
    QString spec;
    QStringList header;
    for (const TableColumn &column : table.columns) {
        spec += column.numeric ? QLatin1Char('r') : QLatin1Char('l');
        header << latexCell(column.header);
    }
    QString out = QStringLiteral("\\begin{tabular}{%1}\n\\toprule\n").arg(spec);
    out += header.join(QLatin1String(" & ")) + QLatin1String(" \\\\\n\\midrule\n");
    for (const TableRow &row : table.rows)
        out += cellTexts(row, table.columns.size(), latexCell).join(QLatin1String(" & ")) + QLatin1String(" \\\\\n");
    return out + QLatin1String("\\bottomrule\n\\end{tabular}\n");
}

QString writeJson(const Table &table, QString *error)
{
    nlohmann::json columns = nlohmann::json::array();
    for (const TableColumn &column : table.columns)
        columns.push_back({{"id", column.id.toStdString()}, {"header", column.header.toStdString()}});
    nlohmann::json rows = nlohmann::json::array();
    for (const TableRow &row : table.rows) {
        nlohmann::json object = nlohmann::json::object();
        for (size_t c = 0; c < table.columns.size() && c < row.size(); ++c) {
            const TableCell &cell = row[c];
            nlohmann::json &value = object[table.columns[c].id.toStdString()];
            if (cell.number && std::isfinite(*cell.number))
                value = *cell.number;
            else if (!cell.text.isEmpty())
                value = cell.text.toStdString();
        }
        rows.push_back(std::move(object));
    }
    QByteArray canonical;
    if (!canonicalizeJson({{"columns", std::move(columns)}, {"rows", std::move(rows)}}, canonical, error))
        return QString();
    return QString::fromUtf8(canonical) + QLatin1Char('\n');
}

} // namespace

TableCell TableCell::fromNumber(double value)
{
    if (!std::isfinite(value)) // no text reads back as it, and JSON has no such number
        return TableCell();
    TableCell cell(rawNumber(value));
    cell.number = value;
    return cell;
}

TableCell TableCell::fromNumber(const std::optional<double> &value)
{
    return value ? fromNumber(*value) : TableCell();
}

int Table::addColumn(const QString &id, const QString &header, bool numeric)
{
    columns.push_back({id, header, numeric});
    return int(columns.size()) - 1;
}

QString tableFormatName(TableFormat format)
{
    return QString::fromLatin1(kFormatNames[int(format)]);
}

bool tableFormatFromName(const QString &name, TableFormat *format)
{
    for (int i = 0; i < int(std::size(kFormatNames)); ++i) {
        if (name == QLatin1String(kFormatNames[i])) {
            *format = TableFormat(i);
            return true;
        }
    }
    return false;
}

QStringList tableFormatNames()
{
    QStringList names;
    for (const char *name : kFormatNames)
        names << QString::fromLatin1(name);
    return names;
}

QString tableFormatSuffix(TableFormat format)
{
    return QString::fromLatin1(kFormatSuffixes[int(format)]);
}

QString writeTable(const Table &table, TableFormat format, QString *error)
{
    switch (format) {
    case TableFormat::Tsv: return writeDelimited(table, tsvRow, 0); // a short row stays short
    case TableFormat::Csv: return writeDelimited(table, csvRow, table.columns.size());
    case TableFormat::Markdown: return writeMarkdown(table);
    case TableFormat::Latex: return writeLatex(table);
    case TableFormat::Json: return writeJson(table, error);
    }
    if (error)
        *error = Tr::tr("Unknown table format");
    return QString();
}

QString tsvField(const QString &value)
{
    if (value.isEmpty())
        return QStringLiteral("-");
    QString text;
    text.reserve(value.size());
    for (const QChar c : value) {
        switch (c.unicode()) {
        case '\\':
            text += QLatin1String("\\\\");
            break;
        case '\t':
            text += QLatin1String("\\t");
            break;
        case '\n':
            text += QLatin1String("\\n");
            break;
        case '\r':
            text += QLatin1String("\\r");
            break;
        default:
            // Controls (C1 too: U+009B is a terminal's CSI), bidi overrides and line separators, as
            // the window replaces them (formatting.h): escaped, so a line never splits or reorders.
            if (isLayoutCharacter(c.unicode()))
                text += unicodeEscape(c.unicode());
            else
                text += c;
        }
    }
    return text;
}

QString unicodeEscape(char16_t unit)
{
    return QStringLiteral("\\u%1").arg(unit, 4, 16, QLatin1Char('0'));
}

QString tsvRow(const QStringList &fields)
{
    return joinEscaped(fields, tsvField, QLatin1StringView("\t"), QLatin1StringView("\n"));
}

QString rawNumber(double value)
{
    return QString::fromStdString(formatEcmaScriptNumber(value));
}

} // namespace kie
