// SPDX-License-Identifier: Apache-2.0
// Integrity before rank (ARCHIVE.md §3) in the commands: `rank`, `show` and `summary` (both formats)
// on the embedded sample and on a tampered twin of the seed, with and without
// --include-failed-integrity; and the seed alone, whose rank says what it is a rank in (§4).
#include "clirun.h"
#include "support/tamperedtwin.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");

} // namespace

class TestCliIntegrityRank : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_twin;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_twin = kie::test::writeTamperedTwin(m_dir.path());
        QVERIFY(!m_twin.isEmpty());
    }

    void commands_data()
    {
        QTest::addColumn<QString>("file"); // "sample", "twin" or "seed"
        QTest::addColumn<QStringList>("arguments"); // after the command word and FILE
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("stream"); // "out" or "err"
        QTest::addColumn<QString>("line"); // a whole line the stream holds
        QTest::addColumn<bool>("present");

        const QStringList none;
        const QStringList inspect{QStringLiteral("--include-failed-integrity")};
        const QString altered = QStringLiteral("sample-fib-gemm-altered");
        const QString twin = kie::test::kTwinRunName;

        QTest::newRow("rank: altered unranked with its reason")
            << "sample" << none << "rank" << "out" << QStringLiteral("-\t-\t-\t") + altered + QStringLiteral("\tpassed\tdeclared ≠ computed") << true;
        QTest::newRow("rank: Cinder Dace #1")
            << "sample" << none << "rank" << "out" << "1\t79.62 µs\t79624.4\tsample-fib-gemm-0\tpassed" << true;
        QTest::newRow("rank, switch on: altered #1, marked")
            << "sample" << inspect << "rank" << "out"
            << QStringLiteral("1\t16.65 µs\t16650.5\t") + altered + QStringLiteral("\tpassed\tranked although declared ≠ computed") << true;
        QTest::newRow("rank, switch on: Cinder Dace #2")
            << "sample" << inspect << "rank" << "out" << "2\t79.62 µs\t79624.4\tsample-fib-gemm-0\tpassed" << true;
        QTest::newRow("rank twin: tampered copy unranked")
            << "twin" << none << "rank" << "out" << QStringLiteral("-\t-\t-\t") + twin + QStringLiteral("\tpassed\tdeclared ≠ computed") << true;
        QTest::newRow("rank twin: genuine seed #1")
            << "twin" << none << "rank" << "out" << "1\t486.0 µs\t485961\tsol-submission-26346\tpassed" << true;
        QTest::newRow("rank twin, switch on: tie, marked")
            << "twin" << inspect << "rank" << "out"
            << QStringLiteral("1\t486.0 µs\t485961\t") + twin + QStringLiteral("\tpassed\tranked although declared ≠ computed") << true;

        const QStringList showAltered{QStringLiteral("--run"), altered};
        QTest::newRow("show altered")
            << "sample" << showAltered << "show" << "out" << "rank\tUnranked in this file (3 ranked): declared ≠ computed\t-\t3" << true;
        QTest::newRow("show altered, switch on")
            << "sample" << showAltered + inspect << "show" << "out"
            << "rank\tRank 1 of 4 in this file, ranked although declared ≠ computed (runs that fail integrity are ranked for inspection)\t1\t4"
            << true;
        QTest::newRow("show Cinder Dace")
            << "sample" << QStringList{QStringLiteral("--run"), QStringLiteral("sample-fib-gemm-0")} << "show" << "out"
            << "rank\tRank 1 of 3 in this file\t1\t3" << true;
        QTest::newRow("show twin")
            << "twin" << QStringList{QStringLiteral("--run"), twin} << "show" << "out"
            << "rank\tUnranked in this file (1 ranked): declared ≠ computed\t-\t1" << true;
        QTest::newRow("show seed alone") << "seed" << none << "show" << "out" << "rank\tRank 1 of 1 in this file\t1\t1" << true;

        QTest::newRow("summary: Quartz Hare left out")
            << "sample" << none << "summary" << "out" << "Quartz Hare\t1\tleft out: declared ≠ computed" << true;
        QTest::newRow("summary, switch on: Quartz Hare marked")
            << "sample" << inspect << "summary" << "out" << "Quartz Hare\t1\tranked although declared ≠ computed" << true;
        QTest::newRow("summary twin: tampered copy left out")
            << "twin" << none << "summary" << "out" << "Gilded Quail\t1\tleft out: declared ≠ computed" << true;
        const QStringList flashinfer{QStringLiteral("--format"), QStringLiteral("flashinfer")};
        QTest::newRow("summary flashinfer: note names the altered run")
            << "sample" << flashinfer << "summary" << "err" << QStringLiteral("note: left out ") + altered + QStringLiteral(" (53b1c145): declared ≠ computed")
            << true;
        QTest::newRow("summary flashinfer, switch on: no note")
            << "sample" << flashinfer + inspect << "summary" << "err"
            << QStringLiteral("note: left out ") + altered + QStringLiteral(" (53b1c145): declared ≠ computed") << false;
    }

    void commands()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, arguments);
        QFETCH(QString, command);
        QFETCH(QString, stream);
        QFETCH(QString, line);
        QFETCH(bool, present);
        const QString path = file == QLatin1String("sample") ? kSample : file == QLatin1String("twin") ? m_twin : kie::test::kSeedManifest;
        const kie::test::CliOutput result = kie::test::runCli(QStringList{command, path} + arguments);
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        const QStringList lines = (stream == QLatin1String("out") ? result.out : result.err).split(QLatin1Char('\n'));
        // A line says it when its fields hold the expected ones in order (tables have more columns:
        // the title beside the name, the group and citation key after; tablewriter.h).
        const QStringList wanted = line.split(QLatin1Char('\t'));
        const bool found = std::any_of(lines.begin(), lines.end(), [&](const QString &candidate) {
            qsizetype next = 0;
            for (const QString &field : candidate.split(QLatin1Char('\t'))) {
                if (next < wanted.size() && field == wanted.at(next))
                    ++next;
            }
            return next == wanted.size();
        });
        QVERIFY2(found == present, qPrintable(stream == QLatin1String("out") ? result.out : result.err));
    }
};

QTEST_GUILESS_MAIN(TestCliIntegrityRank)
#include "tst_cli_integrityrank.moc"
