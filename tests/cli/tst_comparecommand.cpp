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
        QVERIFY(lines.size() >= 3);
        QVERIFY(lines[0].startsWith(QStringLiteral("run\tA\t")));
        QVERIFY(lines[1].startsWith(QStringLiteral("run\tB\t")));
        QCOMPARE(lines.constLast(), verdictLine);
    }

    void reasonLine()
    {
        const Output output = runCli({m_path, QStringLiteral("--run"), name(kie::testing::kSeedRun), QStringLiteral("--with"),
                                      name(kie::testing::kWallClockRun)});
        QVERIFY(output.out.contains(QStringLiteral("\nreason\tblocking\ttimer\tprotocol.measurement.timer\tharness_reported\t"
                                                   "wall_clock\ttimer differs (harness_reported vs wall_clock)\n")));
        // The default B of the seed is the faster rerun, its group's #1.
        const Output defaulted = runCli({m_path, QStringLiteral("--run"), name(kie::testing::kSeedRun)});
        QVERIFY(defaulted.out.contains(QStringLiteral("run\tB\t") + name(kie::testing::kRerunRun) + QLatin1Char('\t')));
    }

    void seedAloneIsItsOwnNumberOne()
    {
        // The seed is #1 of its one-run group: compared with itself, comparable, both lines labelled.
        const Output output = runCli({QStringLiteral("../shared/fixtures/seed/manifest.json")});
        QCOMPARE(output.exitCode, 0);
        const QString run = QStringLiteral("\tsol-submission-26346\tsha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc\n");
        QStringList fields; // the Compare view's rows (comparisonrows.h): every one the same
        QString rest;
        for (const QString &line : output.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            if (line.startsWith(QStringLiteral("field\t")))
                fields << line;
            else
                rest += line + QLatin1Char('\n');
        }
        QCOMPARE(rest, QStringLiteral("run\tA") + run + QStringLiteral("run\tB") + run + QStringLiteral("verdict\tcomparable\tcomparable\n"));
        QVERIFY(fields.contains(QStringLiteral("field\tlatency\t486.0 µs\t486.0 µs\t-\tsame")));
        for (const QString &field : std::as_const(fields))
            QVERIFY2(field.endsWith(QStringLiteral("\tsame")), qPrintable(field));
    }

    // The tampered copy's row shows the protocol it carries (ARCHIVE.md §3), as the Compare view does.
    void fieldsShowWhatEachRunCarries()
    {
        const Output output = runCli({m_path, QStringLiteral("--run"), name(kie::testing::kSeedRun), QStringLiteral("--with"),
                                      name(kie::testing::kWallClockRun)});
        QVERIFY2(output.out.contains(QStringLiteral("\nfield\ttimer\tharness_reported\twall_clock\t")), qPrintable(output.out));
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
