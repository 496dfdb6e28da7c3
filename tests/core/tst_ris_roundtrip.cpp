// SPDX-License-Identifier: Apache-2.0
// RIS has no processor in pandoc, so this test carries its own strict reader (one "XX  - value" per
// line, TY first, ER last) and round-trips every tag we write: text -> tags -> fields -> same text.
#include "archive.h"
#include "citation.h"
#include "citationfixtures.h"

#include <QRegularExpression>
#include <QTest>
#include <QUrl>

using namespace kie;
using namespace kie::testing;

namespace {

struct RisTag
{
    QString tag;
    QString value;
    bool operator==(const RisTag &) const = default;
};
using RisRecord = QList<RisTag>;

// Strict RIS: every line is a tag line; a line without a tag (a value that spilled over a newline)
// is an error, as is anything outside TY … ER.
QList<RisRecord> parseRis(const QString &text, QString *error)
{
    static const QRegularExpression line(QStringLiteral("^([A-Z][A-Z0-9])  -(?: (.*))?$"));
    QList<RisRecord> records;
    RisRecord current;
    bool open = false;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString &raw = lines.at(n);
        if (raw.isEmpty() && !open)
            continue;
        const auto match = line.match(raw);
        if (!match.hasMatch()) {
            *error = QStringLiteral("line %1 is not a tag line: %2").arg(n + 1).arg(raw);
            return {};
        }
        const RisTag tag{match.captured(1), match.captured(2)};
        if (tag.tag == QLatin1String("TY")) {
            if (open) {
                *error = QStringLiteral("line %1: TY inside a record").arg(n + 1);
                return {};
            }
            open = true;
        } else if (!open) {
            *error = QStringLiteral("line %1: %2 outside a record").arg(n + 1).arg(tag.tag);
            return {};
        }
        current << tag;
        if (tag.tag == QLatin1String("ER")) {
            records << current;
            current.clear();
            open = false;
        }
    }
    if (open)
        *error = QStringLiteral("the last record has no ER");
    return open ? QList<RisRecord>() : records;
}

QString writeRis(const RisRecord &record)
{
    QStringList lines;
    for (const RisTag &tag : record)
        lines << tag.tag + QStringLiteral("  - ") + tag.value;
    return lines.join(QLatin1Char('\n'));
}

QStringList values(const RisRecord &record, const char *tag)
{
    QStringList found;
    for (const RisTag &t : record) {
        if (t.tag == QLatin1String(tag))
            found << t.value;
    }
    return found;
}

QString value(const RisRecord &record, const char *tag)
{
    const QStringList found = values(record, tag);
    return found.size() == 1 ? found.first() : QString();
}

// The citation fields back from a parsed record: the inverse of the RIS writer.
CitationFields fieldsFromRis(const RisRecord &record)
{
    CitationFields f;
    f.title = value(record, "TI");
    f.author = value(record, "AU");
    f.year = value(record, "PY");
    f.publisher = value(record, "PB");
    const QString label = QStringLiteral("Benchmark run record ");
    f.runId = value(record, "M3").startsWith(label) ? value(record, "M3").mid(label.size()) : QString();
    f.permalink = value(record, "UR");
    f.accessed = QDate::fromString(value(record, "Y2"), QStringLiteral("yyyy/MM/dd"));
    f.digest = value(record, "N1").section(QLatin1Char(' '), -1);
    return f;
}

} // namespace

Q_DECLARE_METATYPE(kie::CitationFields)

class TestRisRoundtrip : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parserIsStrict_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("minimal") << QStringLiteral("TY  - DATA\nER  - ") << true;
        QTest::newRow("ER without space") << QStringLiteral("TY  - DATA\nER  -") << true;
        QTest::newRow("two records") << QStringLiteral("TY  - DATA\nER  - \n\nTY  - DATA\nER  - ") << true;
        QTest::newRow("value over two lines") << QStringLiteral("TY  - DATA\nTI  - one\ntwo\nER  - ") << false;
        QTest::newRow("one space") << QStringLiteral("TY  - DATA\nTI - x\nER  - ") << false;
        QTest::newRow("no ER") << QStringLiteral("TY  - DATA\nTI  - x") << false;
        QTest::newRow("tag before TY") << QStringLiteral("TI  - x\nTY  - DATA\nER  - ") << false;
        QTest::newRow("lower-case tag") << QStringLiteral("TY  - DATA\nti  - x\nER  - ") << false;
    }
    void parserIsStrict()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QString error;
        const auto records = parseRis(text, &error);
        QCOMPARE(error.isEmpty(), valid);
        QCOMPARE(records.isEmpty(), !valid);
    }

    void roundTrip_data()
    {
        QTest::addColumn<CitationFields>("fields");
        QTest::newRow("seed") << citationFields(seedArchive(), 0);
        QTest::newRow("published") << citationFields(publishedArchive(), 0);
        for (const HostileCase &c : hostileCases())
            QTest::newRow(c.name) << hostileFields(c);
    }
    void roundTrip()
    {
        QFETCH(CitationFields, fields);
        const QString text = formatCitation(fields, CitationFormat::Ris);
        QString error;
        const QList<RisRecord> records = parseRis(text, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error + QLatin1Char('\n') + text));
        QCOMPARE(records.size(), 1);
        const RisRecord &record = records.first();

        // Text level: the parsed tags written back are the same bytes.
        QCOMPARE(writeRis(record), text);

        // Tag level: each tag once, holding exactly what the fields say.
        for (const char *tag : {"TY", "ID", "TI", "PY", "PB", "M3", "Y2", "N1", "ER"})
            QVERIFY2(values(record, tag).size() == 1, tag);
        QCOMPARE(record.first().tag, QStringLiteral("TY"));
        QCOMPARE(record.last().tag, QStringLiteral("ER"));
        QCOMPARE(value(record, "TY"), QStringLiteral("DATA"));
        QCOMPARE(value(record, "ID"), citationKey(fields));
        QCOMPARE(value(record, "TI"), foldedLine(fields.title));
        QCOMPARE(values(record, "AU"), fields.author.isEmpty() ? QStringList() : QStringList{foldedLine(fields.author)});
        QCOMPARE(value(record, "PY"), fields.year);
        QCOMPARE(value(record, "PB"), foldedLine(fields.publisher));
        QCOMPARE(value(record, "M3"), QStringLiteral("Benchmark run record ") + foldedLine(fields.runId));
        QCOMPARE(value(record, "Y2"), fields.accessed.toString(QStringLiteral("yyyy/MM/dd")));
        QVERIFY(value(record, "N1").endsWith(fields.digest));
        QCOMPARE(value(record, "N1").startsWith(QLatin1String("No permalink")), fields.permalink.isEmpty());
        if (fields.permalink.isEmpty()) {
            QVERIFY(values(record, "UR").isEmpty());
        } else {
            QCOMPARE(values(record, "UR").size(), 1);
            QVERIFY(!value(record, "UR").contains(QLatin1Char(' ')));
            QCOMPARE(QUrl::fromPercentEncoding(value(record, "UR").toUtf8()), QUrl::fromPercentEncoding(fields.permalink.toUtf8()));
        }

        // Field level: the fields read back from RIS write the same RIS.
        QCOMPARE(formatCitation(fieldsFromRis(record), CitationFormat::Ris), text);
    }

    void everyTagIsExercised()
    {
        QSet<QString> seen;
        QString error;
        for (const CitationFields &fields : {citationFields(seedArchive(), 0), citationFields(publishedArchive(), 0)}) {
            for (const RisTag &tag : parseRis(formatCitation(fields, CitationFormat::Ris), &error).value(0))
                seen.insert(tag.tag);
        }
        QCOMPARE(seen, QSet<QString>({QStringLiteral("TY"), QStringLiteral("ID"), QStringLiteral("TI"), QStringLiteral("AU"),
                                      QStringLiteral("PY"), QStringLiteral("PB"), QStringLiteral("M3"), QStringLiteral("UR"),
                                      QStringLiteral("Y2"), QStringLiteral("N1"), QStringLiteral("ER")}));
    }
};

QTEST_GUILESS_MAIN(TestRisRoundtrip)
#include "tst_ris_roundtrip.moc"
