// SPDX-License-Identifier: Apache-2.0
// The one table writer, format by format: each escape exactly as written (a reader's view of them is
// tests/cli/tables_consumers.py: csv, pandas and pandoc read these back).
#include "tablewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <limits>

using namespace kie;

namespace {

// One text column and one numeric column; one row holding `text` and 485961.
Table oneRow(const QString &text)
{
    Table table;
    table.addColumn(QStringLiteral("name"), QStringLiteral("Name"));
    table.addColumn(QStringLiteral("latency_ns"), QStringLiteral("Latency (ns)"), true);
    table.rows.push_back({text, TableCell::fromNumber(485961.0)});
    return table;
}

} // namespace

class TestTableWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formats_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const auto row = [](TableFormat format, const char *name, const QString &text, const QString &expected) {
            QTest::newRow(qPrintable(tableFormatName(format) + QLatin1Char(' ') + QLatin1String(name)))
                << int(format) << text << expected;
        };
        row(TableFormat::Tsv, "plain", QStringLiteral("fast"), QStringLiteral("name\tlatency_ns\nfast\t485961\n"));
        row(TableFormat::Tsv, "escapes", QStringLiteral("a\tb\nc\\d"), QStringLiteral("name\tlatency_ns\na\\tb\\nc\\\\d\t485961\n"));
        row(TableFormat::Tsv, "empty", QString(), QStringLiteral("name\tlatency_ns\n-\t485961\n"));
        row(TableFormat::Csv, "plain", QStringLiteral("fast"), QStringLiteral("name,latency_ns\r\nfast,485961\r\n"));
        row(TableFormat::Csv, "quote, comma, line break", QStringLiteral("a \"b\", c\nd"),
            QStringLiteral("name,latency_ns\r\n\"a \"\"b\"\", c\nd\",485961\r\n"));
        row(TableFormat::Csv, "non-ASCII kept", QStringLiteral("µs · Ω"), QStringLiteral("name,latency_ns\r\nµs · Ω,485961\r\n"));
        row(TableFormat::Markdown, "pipe and markup", QStringLiteral("a|b *c* _d_ <e> [f](g) $h$ 1."),
            QStringLiteral("| Name | Latency \\(ns\\) |\n|:---|---:|\n"
                           "| a\\|b \\*c\\* \\_d\\_ \\<e\\> \\[f\\]\\(g\\) \\$h\\$ 1\\. | 485961 |\n"));
        row(TableFormat::Markdown, "line breaks", QStringLiteral("a\r\nb\rc\nd"),
            QStringLiteral("| Name | Latency \\(ns\\) |\n|:---|---:|\n| a<br>b<br>c<br>d | 485961 |\n"));
        row(TableFormat::Latex, "every special", QStringLiteral("& % $ # _ { } ~ ^ \\"),
            QStringLiteral("\\begin{tabular}{lr}\n\\toprule\nName & Latency (ns) \\\\\n\\midrule\n"
                           "\\& \\% \\$ \\# \\_ \\{ \\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{} & 485961 \\\\\n"
                           "\\bottomrule\n\\end{tabular}\n"));
        row(TableFormat::Latex, "brackets, dashes, star, line break", QStringLiteral("*[x]--<y>\nz"),
            QStringLiteral("\\begin{tabular}{lr}\n\\toprule\nName & Latency (ns) \\\\\n\\midrule\n"
                           "{}*{[}x{]}-{}-\\textless{}y\\textgreater{}\\par z & 485961 \\\\\n"
                           "\\bottomrule\n\\end{tabular}\n"));
        row(TableFormat::Json, "numbers as numbers, text as text", QStringLiteral("a\"b"),
            QStringLiteral("{\"columns\":[{\"header\":\"Name\",\"id\":\"name\"},{\"header\":\"Latency (ns)\",\"id\":\"latency_ns\"}],"
                           "\"rows\":[{\"latency_ns\":485961,\"name\":\"a\\\"b\"}]}\n"));
        row(TableFormat::Json, "empty is null", QString(),
            QStringLiteral("{\"columns\":[{\"header\":\"Name\",\"id\":\"name\"},{\"header\":\"Latency (ns)\",\"id\":\"latency_ns\"}],"
                           "\"rows\":[{\"latency_ns\":485961,\"name\":null}]}\n"));
    }
    void formats()
    {
        QFETCH(int, format);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QString error;
        QCOMPARE(writeTable(oneRow(text), TableFormat(format), &error), expected);
        QCOMPARE(error, QString());
    }

    // A row shorter than the table: tsv writes what it has, the others fill the rest with empty cells.
    void shortRows()
    {
        Table table;
        table.addColumn(QStringLiteral("field"), QStringLiteral("Field"));
        table.addColumn(QStringLiteral("value"), QStringLiteral("Value"));
        table.addColumn(QStringLiteral("value_2"), QStringLiteral("Value 2"));
        table.rows.push_back({QStringLiteral("status"), QStringLiteral("passed")});
        QCOMPARE(writeTable(table, TableFormat::Tsv), QStringLiteral("field\tvalue\tvalue_2\nstatus\tpassed\n"));
        QCOMPARE(writeTable(table, TableFormat::Csv), QStringLiteral("field,value,value_2\r\nstatus,passed,\r\n"));
        QCOMPARE(writeTable(table, TableFormat::Markdown).section(QLatin1Char('\n'), 2, 2), QStringLiteral("| status | passed |  |"));
        const QJsonObject row = QJsonDocument::fromJson(writeTable(table, TableFormat::Json).toUtf8())
                                    .object().value(QStringLiteral("rows")).toArray().at(0).toObject();
        QCOMPARE(row.keys(), (QStringList{QStringLiteral("field"), QStringLiteral("value")}));
    }

    void nonFiniteNumbersAreNull()
    {
        Table table = oneRow(QStringLiteral("x"));
        table.rows[0][1] = TableCell::fromNumber(std::numeric_limits<double>::infinity());
        QString error;
        const QString json = writeTable(table, TableFormat::Json, &error);
        QVERIFY2(json.contains(QStringLiteral("\"latency_ns\":null")), qPrintable(json + error));
        QCOMPARE(writeTable(table, TableFormat::Csv), QStringLiteral("name,latency_ns\r\nx,\r\n"));
    }

    void formatNames()
    {
        QCOMPARE(tableFormatNames(), (QStringList{QStringLiteral("tsv"), QStringLiteral("csv"), QStringLiteral("markdown"),
                                                  QStringLiteral("latex"), QStringLiteral("json")}));
        for (const QString &name : tableFormatNames()) {
            TableFormat format = TableFormat::Json;
            QVERIFY(tableFormatFromName(name, &format));
            QCOMPARE(tableFormatName(format), name);
        }
        TableFormat format = TableFormat::Tsv;
        QVERIFY(!tableFormatFromName(QStringLiteral("xlsx"), &format));
        QVERIFY(!tableFormatFromName(QStringLiteral("CSV"), &format));
    }
};

QTEST_GUILESS_MAIN(TestTableWriter)
#include "tst_tablewriter.moc"
