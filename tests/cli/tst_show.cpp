// SPDX-License-Identifier: Apache-2.0
// `show` (the run page on the command line), the --run query table for `cite` and `show`, and the
// one tab-separated writer.
#include "archive.h"
#include "archivereader.h"
#include "canonicaljson.h"
#include "cli.h"
#include "clirun.h"
#include "runfacts.h"
#include "runqueries.h"
#include "tablewriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

namespace {

const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");
const QString kRecord = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");

using Output = kie::test::CliOutput;
using kie::test::runCli;

// show's text output as label -> the rest of the first line with that label.
QMultiMap<QString, QString> showLines(const QString &text)
{
    QMultiMap<QString, QString> lines;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const qsizetype tab = line.indexOf(QLatin1Char('\t'));
        lines.insert(line.left(tab), tab < 0 ? QString() : line.mid(tab + 1));
    }
    return lines;
}

} // namespace

class TestShow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tsvField_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QString() << QStringLiteral("-");
        QTest::newRow("plain") << QStringLiteral("Gilded Quail") << QStringLiteral("Gilded Quail");
        QTest::newRow("non-ASCII kept") << QStringLiteral("486.0 µs · ≠") << QStringLiteral("486.0 µs · ≠");
        QTest::newRow("backslash") << QStringLiteral("a\\b") << QStringLiteral("a\\\\b");
        QTest::newRow("tab") << QStringLiteral("a\tb") << QStringLiteral("a\\tb");
        QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("a\\nb");
        QTest::newRow("carriage return") << QStringLiteral("a\rb") << QStringLiteral("a\\rb");
        QTest::newRow("other control") << QStringLiteral("a\x01z") << QStringLiteral("a\\u0001z");
        QTest::newRow("escape") << QStringLiteral("\x1b[31m") << QStringLiteral("\\u001b[31m");
        QTest::newRow("delete") << QStringLiteral("\x7f") << QStringLiteral("\\u007f");
        QTest::newRow("NUL") << QString(QChar(0)) << QStringLiteral("\\u0000");
        QTest::newRow("C1: a terminal's CSI") << QStringLiteral("a\u009B31mb") << QStringLiteral("a\\u009b31mb");
        QTest::newRow("right-to-left override") << QStringLiteral("\u202Eliauq") << QStringLiteral("\\u202eliauq");
        QTest::newRow("isolate") << QStringLiteral("x\u2066y\u2069") << QStringLiteral("x\\u2066y\\u2069");
        QTest::newRow("line separator") << QStringLiteral("a\u2028b") << QStringLiteral("a\\u2028b");
        QTest::newRow("marks kept") << QStringLiteral("a\u200Fb") << QStringLiteral("a\u200Fb");
    }
    void tsvField()
    {
        QFETCH(QString, value);
        QFETCH(QString, expected);
        QCOMPARE(kie::tsvField(value), expected);
        QCOMPARE(kie::tsvRow({value, QString()}), expected + QStringLiteral("\t-\n"));
    }

    // Every figure the seed's page shows (../shared/fixtures/seed/record-page.txt) that its manifest
    // carries, one line each, in the page's order.
    void showSeed()
    {
        const Output result = runCli({QStringLiteral("show"), kSeed});
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.err, QString());
        QCOMPARE(result.out, expectedSeedTable());
    }

    // The data lines are fixed English whatever --lang says (resources/help/command-line.md); the German
    // window would say "1,22× Referenz" for the same figure.
    void showWordsStayEnglishWithLang()
    {
        const QString program = qEnvironmentVariable("KIE_BUILD_DIR") + QStringLiteral("/app/kernelindex-explorer");
        QVERIFY2(QFile::exists(program), qPrintable(program));
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        process.setProcessEnvironment(environment);
        process.start(program, {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("show"), kSeed});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()), expectedSeedTable());
        process.start(program, {QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("show"), kSeed,
                                QStringLiteral("--run"), QStringLiteral("381f22e")});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY(process.readAllStandardOutput().isEmpty());
    }

    void showJsonIsCanonical()
    {
        const Output result = runCli({QStringLiteral("show"), kSeed, QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.endsWith(QLatin1Char('\n')));
        const QByteArray bytes = result.out.chopped(1).toUtf8();
        QString error;
        QCOMPARE(kie::canonicalizeJsonText(bytes, &error), bytes);
        const QJsonObject document = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(document.value(QStringLiteral("file")).toString(), kSeed);
        const QJsonObject run = document.value(QStringLiteral("run")).toObject();
        QCOMPARE(run.value(QStringLiteral("primary")).toString(), QStringLiteral("486.0 µs mean"));
        QCOMPARE(run.value(QStringLiteral("primaryNs")).toDouble(), 485961.0);
        QCOMPARE(run.value(QStringLiteral("rank")).toInt(), 1);
        QCOMPARE(run.value(QStringLiteral("sol")).toDouble(), 0.554246);
        QCOMPARE(run.value(QStringLiteral("casesFaster")).toInt(), 15);
        QCOMPARE(run.value(QStringLiteral("casesTotal")).toInt(), 16);
        QCOMPARE(run.value(QStringLiteral("digest")).toString(), kRecord);
        QCOMPARE(run.value(QStringLiteral("references")).toArray().size(), 4);
        QCOMPARE(run.value(QStringLiteral("references")).toArray().at(0).toObject().value(QStringLiteral("state")).toString(),
                 QStringLiteral("verified"));
        // The lines are the text output, field for field.
        QStringList text;
        for (const QJsonValue &line : document.value(QStringLiteral("lines")).toArray()) {
            QStringList fields;
            for (const QJsonValue &field : line.toArray())
                fields << field.toString();
            text << kie::tsvRow(fields);
        }
        QCOMPARE(text.join(QString()), kExpectedSeed);
    }

    void showErrors()
    {
        const Output missing = runCli({QStringLiteral("show"), QStringLiteral("/nonexistent/x.json")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.out.isEmpty());
        const Output unknown = runCli({QStringLiteral("show"), kSeed, QStringLiteral("--run"), QStringLiteral("nope")});
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY(unknown.out.isEmpty());
        QCOMPARE(unknown.err, kSeed + QStringLiteral(": No run has the id, name or record digest \"nope\".\n"));
        const Output usage = runCli({QStringLiteral("show")});
        QCOMPARE(usage.exitCode, 2);
        QVERIFY(runCli({QStringLiteral("--help")}).out.contains(QStringLiteral("  show ")));
    }

    // The same queries as the window and kie::findRun: `cite --run` and `show --run` pick the same
    // run, or fail with the same message.
    void runQueries_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("expected");
        QTest::addColumn<QString>("errorContains");
        for (const kie::test::RunQuery &query : kie::test::runQueries())
            QTest::newRow(query.tag) << query.query << query.expected << query.errorContains;
    }
    void runQueries()
    {
        QFETCH(QString, query);
        QFETCH(int, expected);
        QFETCH(QString, errorContains);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("queries.json"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(kie::test::runQueryArchiveBytes());
        }
        const kie::ReadResult read = kie::readArchiveFile(file);
        QVERIFY(read.archive);
        const kie::Archive &archive = *read.archive;
        const QString resolved = kie::test::resolvedQuery({"", query, 0, {}}, archive.runs[1].digest);
        QString error;
        QCOMPARE(kie::findRun(archive, resolved, &error), expected);

        const Output show = runCli({QStringLiteral("show"), file, QStringLiteral("--run"), resolved});
        const Output cite = runCli({QStringLiteral("cite"), file, QStringLiteral("--run"), resolved});
        if (expected < 0) {
            QVERIFY2(error.contains(errorContains), qPrintable(error));
            const QString message = file + QStringLiteral(": ") + error + QLatin1Char('\n');
            QCOMPARE(show.exitCode, 1);
            QCOMPARE(show.err, message);
            QCOMPARE(cite.exitCode, 1);
            QCOMPARE(cite.err, message);
            return;
        }
        const kie::RunRecord &run = archive.runs[size_t(expected)];
        QCOMPARE(show.exitCode, 0);
        QCOMPARE(showLines(show.out).value(QStringLiteral("name")), run.meta.name);
        QCOMPARE(showLines(show.out).value(QStringLiteral("run id")), kie::runId(run));
        QCOMPARE(cite.exitCode, 0);
        QVERIFY2(cite.out.contains(kie::runId(run)), qPrintable(cite.out));
        QVERIFY2(cite.out.contains(run.meta.title), qPrintable(cite.out));
    }

private:
    static const QString kExpectedSeed;
    // show's default output: a header row (as wide as the widest field: reference, role, state and
    // two digests), the run page's lines, and the citation key its BibTeX citation has.
    static QString expectedSeedTable()
    {
        return QStringLiteral("field\tvalue\tvalue_2\tvalue_3\tvalue_4\n") + kExpectedSeed
            + QStringLiteral("citation key\tkernelindex-381f22e4\n");
    }
};

const QString TestShow::kExpectedSeed = QStringLiteral(
    "run id\t381f22e4\n"
    "title\tGilded Quail · 003_grouped_query_attention_with_rope_backward · B200\n"
    "primary\t486.0 µs mean\n"
    "statistic\tmean\t485961\n"
    "rank\tRank 1 of 1 in this file\t1\t1\n"
    "figures\tSOL 0.5542 · 1.22× reference · 15/16 cases faster\n"
    "status\tpassed\n"
    "evidence\tMarked passed by the source; the evidence level was not recorded\n"
    "observed\t2026-07-20\t2026-07-20T10:18:21.410Z\n"
    "published\tnot recorded\t-\n"
    "implementation\tGilded Quail\n"
    "name\tsol-submission-26346\n"
    "record digest\tsha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc\n"
    "comparison key\tsha256:d90511b0a8f39493d1d01c9edd2ea1119be9503c76ec807b3de08a0d952ebb27\tderived\n"
    "source\tsol-execbench\n"
    "benchmark\t003_grouped_query_attention_with_rope_backward\n"
    "external id\t26346\n"
    "label\tworker\texternal-prod-b200-modal-1\n"
    "reference\tprotocol\tverified\tsha256:6383f62490dad270ad2146a94f67b48fba5cfcbc0b9b180f02665c69cc4433a0\tsha256:6383f62490dad270ad2146a94f67b48fba5cfcbc0b9b180f02665c69cc4433a0\n"
    "reference\tenvironment\tverified\tsha256:f304afb2fedab4bbeadf8ac36a990ff517ab6e824dfe5a3ee0fe46259ff5e39f\tsha256:f304afb2fedab4bbeadf8ac36a990ff517ab6e824dfe5a3ee0fe46259ff5e39f\n"
    "reference\tworkload\tnot in archive\tsha256:f3c8fa410f476b10c3c6a5e415b89cf72b0d32eb9cd74b318932090d48d913e0\t-\n"
    "reference\timplementation\tnot in archive\tsha256:9b86dd65f6aae292a38d3d3add3348cff8aa0564a5ab81c4725ebd87febd5d8a\t-\n"
    "correctness\tMarked passed by the source; the correctness policy was not published.\n"
    "latency\tmean\t486.0 µs\t485961\tprimary\n"
    "metric\tavg_speedup\t1.2219\n"
    "metric\tfast_1_count\t15\n"
    "metric\tfast_1_total\t16\n"
    "metric\tlatency_ms\t0.485961\n"
    "metric\tsol_score\t0.554246\n"
    "harness\tSOL-ExecBench evaluation stack v1.1\n"
    "timer\tharness_reported\n"
    "primaryStatistic\tmean\n"
    "correctnessReference\tdefinition reference implementation\n"
    "correctnessComparator\tsol_execbench_eval\n"
    "correctnessPolicy\t-\n"
    "comparabilityFamily\tsol_execbench_leaderboard\n"
    "comparability notes\tSuite-mean latency and SOL-Score as published by the SOL-ExecBench leaderboard. Comparable only within one definition, GPU type, and evaluation stack version.\n"
    "gpu\tNVIDIA B200 (sm_100)\n"
    "vendor\tnvidia\n"
    "library\tevaluation_stack\tv1.1\n"
    "artifacts\tNo artifacts published with this run.\n"
    "attestations\tNo attestations yet.\n");

QTEST_GUILESS_MAIN(TestShow)
#include "tst_show.moc"
