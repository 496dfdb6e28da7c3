// SPDX-License-Identifier: Apache-2.0
// The one writer of tables for spreadsheets, notebooks and papers: a plain Table value (columns with
// ids and headers; rows of cells, each a display string and, where numeric, the raw value) written as
// TSV, CSV, Markdown, LaTeX or JSON. The window's exports and every command's --format go through it,
// so each format's escaping is written once. The command line's tab-separated lines use its tsvRow.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace kie {

struct TableColumn
{
    QString id; // machine name: the TSV/CSV header and the JSON key ("latency_ns")
    QString header; // what a reader sees: the Markdown and LaTeX header ("Latency")
    bool numeric = false; // right-aligned in Markdown and LaTeX
};

struct TableCell
{
    QString text; // as written in TSV, CSV, Markdown and LaTeX
    std::optional<double> number; // the raw value: a JSON number when set

    TableCell() = default;
    TableCell(QString value) : text(std::move(value)) {} // NOLINT: a cell is its text
    static TableCell fromNumber(double value); // rawNumber(value) and the value; empty when not finite
    static TableCell fromNumber(const std::optional<double> &value); // empty when missing
};

using TableRow = std::vector<TableCell>;

struct Table
{
    std::vector<TableColumn> columns;
    // A row shorter than the columns has empty cells after its last; tsv writes only those it has
    // (show's fields, a label and as many values as each has).
    std::vector<TableRow> rows;

    int addColumn(const QString &id, const QString &header, bool numeric = false);
};

enum class TableFormat { Tsv, Csv, Markdown, Latex, Json };
QString tableFormatName(TableFormat format); // "tsv", "csv", "markdown", "latex", "json"
bool tableFormatFromName(const QString &name, TableFormat *format);
QStringList tableFormatNames(); // in the order of the enum
QString tableFormatSuffix(TableFormat format); // "tsv", "csv", "md", "tex", "json"

// The table in `format`, ending with a newline. JSON is RFC 8785 canonical (canonicaljson.h):
// {"columns":[{"header","id"}...],"rows":[{id: number, string or null}...]}. Null QString (and *error
// set) only when JSON cannot express a value.
QString writeTable(const Table &table, TableFormat format, QString *error = nullptr);

// TSV (the command line's data lines and the clipboard's rows): a header row of column ids, then one
// line per row through tsvRow.
// One field: "-" when empty; backslash, tab, newline and carriage return as \\ \t \n \r, any other
// layout character (formatting.h isLayoutCharacter) as \u00XX.
QString tsvField(const QString &value);
// The fields escaped, joined by tabs, ended by a newline.
QString tsvRow(const QStringList &fields);
// How a character is escaped by number, in TSV and in the command line's messages: \u00XX.
QString unicodeEscape(char16_t unit);

// Raw numbers as the shortest text that reads back as the same double ("485961", "1234.5").
QString rawNumber(double value);

} // namespace kie
