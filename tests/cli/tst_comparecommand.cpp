// SPDX-License-Identifier: Apache-2.0
// `compare FILE --run A [--with B] [--json]` on the seed and its one-change copies: the verdict line,
// the reasons, the exit code, and canonical JSON.
#include "canonicaljson.h"
#include "clirun.h"
#include "cli.h"
#include "comparefixtures.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

namespace {

using Output = kie::test::CliOutput;

Output runCli(const QStringList &arguments)
{
    return kie::test::runCli(QStringList{QStringLiteral("compare")} + arguments);
}

QString name(const char *run)
{
    return QString::fromLatin1(run);
}

} // namespace

class TestCompareCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QByteArray bytes = kie::testing::compareArchiveJson();
        QVERIFY(!bytes.isEmpty());
        m_path = m_dir.filePath(QStringLiteral("compare.json"));
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }

    void verdicts_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("verdictLine");
        const QString seed = name(kie::testing::kSeedRun);
        QTest::newRow("seed vs wall_clock copy")
            << QStringList{QStringLiteral("--run"), seed, QStringLiteral("--with"), name(kie::testing::kWallClockRun)} << 1
            << QStringLiteral("verdict\tnot comparable\tnot comparable: timer differs (harness_reported vs wall_clock)");
        QTest::newRow("wall_clock copy vs seed")
            << QStringList{QStringLiteral("--run"), name(kie::testing::kWallClockRun), QStringLiteral("--with"), seed} << 1
            << QStringLiteral("verdict\tnot comparable\tnot comparable: timer differs (wall_clock vs harness_reported)");
        QTest::newRow("libraries only")
            << QStringList{QStringLiteral("--run"), seed, QStringLiteral("--with"), name(kie::testing::kLibraryRun)} << 0
            << QStringLiteral("verdict\tcomparable with caveats\tcomparable with caveats: library cuda differs (none vs 12.8)");
        QTest::newRow("default B is the group's #1")
            << QStringList{QStringLiteral("--run"), seed} << 0 << QStringLiteral("verdict\tcomparable\tcomparable");
        QTest::newRow("first run when --run is left out") << QStringList{} << 0 << QStringLiteral("verdict\tcomparable\tcomparable");
    }

    void verdicts()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, verdictLine);
        const Output output = runCli(QStringList{m_path} + arguments);
        QCOMPARE(output.exitCode, exitCode);
        const QStringList lines = output.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 6);
        QCOMPARE(lines[0], QStringLiteral("item\ta\tb\tseverity\tkind\ttext"));
        QVERIFY(lines[1].startsWith(QStringLiteral("run\t")));
        QVERIFY(lines[2].startsWith(QStringLiteral("run id\t")));
        QVERIFY(lines[3].startsWith(QStringLiteral("digest\tsha256:")));
        QVERIFY(lines[4].startsWith(QStringLiteral("citation key\tkernelindex-")));
        // The verdict row: item, the verdict, two empty cells, its kind, the summary.
        const QStringList verdict = verdictLine.split(QLatin1Char('\t'));
        QCOMPARE(lines.constLast(), QStringList({verdict[0], verdict[1], QStringLiteral("-"), QStringLiteral("-"),
                                                 QStringLiteral("verdict"), verdict[2]})
                                        .join(QLatin1Char('\t')));
    }

    void reasonLine()
    {
        const Output output = runCli({m_path, QStringLiteral("--run"), name(kie::testing::kSeedRun), QStringLiteral("--with"),
                                      name(kie::testing::kWallClockRun)});
        QVERIFY(output.out.contains(QStringLiteral("\nprotocol.measurement.timer\tharness_reported\twall_clock\tblocking\ttimer\t"
                                                   "timer differs (harness_reported vs wall_clock)\n")));
        // The default B of the seed is the faster rerun, its group's #1.
        const Output defaulted = runCli({m_path, QStringLiteral("--run"), name(kie::testing::kSeedRun)});
        QVERIFY(defaulted.out.contains(QStringLiteral("\nrun\t") + name(kie::testing::kSeedRun) + QLatin1Char('\t')
                                       + name(kie::testing::kRerunRun) + QLatin1Char('\t')));
    }

    void seedAloneIsItsOwnNumberOne()
    {
        // The seed is #1 of its one-run group: compared with itself, comparable, both lines labelled.
        const Output output = runCli({QStringLiteral("../shared/fixtures/seed/manifest.json")});
        QCOMPARE(output.exitCode, 0);
        const QString digest = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
        QStringList fields; // the Compare view's rows (comparisonrows.h): every one the same
        QString rest;
        for (const QString &line : output.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            if (line.section(QLatin1Char('\t'), 4, 4) == QLatin1String("field"))
                fields << line;
            else
                rest += line + QLatin1Char('\n');
        }
        QVERIFY(fields.contains(QStringLiteral("latency\t486.0 µs\t486.0 µs\tsame\tfield\t-")));
        for (const QString &field : std::as_const(fields))
            QVERIFY2(field.section(QLatin1Char('\t'), 3, 3) == QLatin1String("same"), qPrintable(field));
        QCOMPARE(rest, QStringLiteral("item\ta\tb\tseverity\tkind\ttext\n"
                                            "run\tsol-submission-26346\tsol-submission-26346\t-\trun\t-\n"
                                            "run id\t381f22e4\t381f22e4\t-\trun\t-\n"
                                            "digest\t%1\t%1\t-\trun\t-\n"
                                            "citation key\tkernelindex-381f22e4\tkernelindex-381f22e4\t-\trun\t-\n"
                                            "verdict\tcomparable\t-\t-\tverdict\tcomparable\n")
                                 .arg(digest));
    }

    // The tampered copy's row shows the protocol it carries (ARCHIVE.md §3), as the Compare view does.
    void fieldsShowWhatEachRunCarries()
    {
        const Output output = runCli({m_path, QStringLiteral("--run"), name(kie::testing::kSeedRun), QStringLiteral("--with"),
                                      name(kie::testing::kWallClockRun)});
        QVERIFY2(output.out.contains(QStringLiteral("\ntimer\tharness_reported\twall_clock\tchanged\tfield\t")), qPrintable(output.out));
    }

    void jsonIsCanonical()
    {
        const Output output = runCli({m_path, QStringLiteral("--run"), name(kie::testing::kSeedRun), QStringLiteral("--with"),
                                      name(kie::testing::kWallClockRun), QStringLiteral("--json")});
        QCOMPARE(output.exitCode, 1);
        QVERIFY(output.out.endsWith(QLatin1Char('\n')));
        const QByteArray body = output.out.chopped(1).toUtf8();
        QString error;
        QCOMPARE(kie::canonicalizeJsonText(body, &error), body);
        const QJsonObject document = QJsonDocument::fromJson(body).object();
        QCOMPARE(document.value(QStringLiteral("verdict")).toString(), QStringLiteral("not comparable"));
        QCOMPARE(document.value(QStringLiteral("summary")).toString(),
                 QStringLiteral("not comparable: timer differs (harness_reported vs wall_clock)"));
        QCOMPARE(document.value(QStringLiteral("a")).toObject().value(QStringLiteral("name")).toString(),
                 name(kie::testing::kSeedRun));
        const QJsonArray reasons = document.value(QStringLiteral("reasons")).toArray();
        QCOMPARE(reasons.size(), 1);
        QCOMPARE(reasons[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("timer"));
        QCOMPARE(reasons[0].toObject().value(QStringLiteral("b")).toString(), QStringLiteral("wall_clock"));
    }

    void trouble_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown run") << QStringList{QStringLiteral("--run"), QStringLiteral("no-such-run")} << QStringLiteral("no-such-run");
        QTest::newRow("unknown B") << QStringList{QStringLiteral("--with"), QStringLiteral("no-such-run")} << QStringLiteral("no-such-run");
        QTest::newRow("unreadable file") << QStringList{QStringLiteral("--file-is-missing")} << QString();
    }

    void trouble()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const QStringList full = arguments.contains(QStringLiteral("--file-is-missing"))
            ? QStringList{m_dir.filePath(QStringLiteral("missing.json"))}
            : QStringList{m_path} + arguments;
        const Output output = runCli(full);
        QCOMPARE(output.exitCode, 2);
        QVERIFY(output.out.isEmpty());
        QVERIFY2(output.err.contains(message), qPrintable(output.err));
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_GUILESS_MAIN(TestCompareCommand)
#include "tst_comparecommand.moc"
