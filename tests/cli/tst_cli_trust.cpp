// SPDX-License-Identifier: Apache-2.0
// `verify` on tampered bundles (ARCHIVE.md §3 case 1): the embedded sample's altered bundle and a
// tampered twin of the seed beside the genuine one read declared ≠ computed and exit 1. A changed run
// that nothing in its file names by digest fails only against a digest known from elsewhere (--expect).
#include "cli.h"
#include "clirun.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

namespace {

struct Output
{
    int exitCode = -1;
    QString out;
};

Output verify(const QString &path)
{
    Output result;
    QString err;
    QTextStream out(&result.out);
    QTextStream errors(&err);
    result.exitCode = kie::cli::run({QStringLiteral("kernelindex-explorer"), QStringLiteral("verify"), path}, out, errors);
    out.flush();
    return result;
}

QString referenceLine(const QString &output, const QString &run, const QString &role)
{
    const QString start = QStringLiteral("reference\t") + run + QLatin1Char('\t') + role + QLatin1Char('\t');
    const QStringList lines = output.split(QLatin1Char('\n'));
    QStringList found;
    for (const QString &line : lines) {
        if (line.startsWith(start))
            found << line;
    }
    return found.join(QLatin1Char('\n'));
}

} // namespace

class TestCliTrust : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sampleAlteredBundleFails()
    {
        const Output result = verify(QStringLiteral("resources/sample-archive.json"));
        QCOMPARE(result.exitCode, 1);
        const QString line = referenceLine(result.out, QStringLiteral("sample-fib-gemm-altered"), QStringLiteral("protocol"));
        QVERIFY2(line.startsWith(QStringLiteral("reference\tsample-fib-gemm-altered\tprotocol\tdeclared ≠ computed\t")),
                 qPrintable(line));
        QVERIFY(line.contains(QStringLiteral("\tsha256:0711966e")));
        QVERIFY(line.endsWith(QStringLiteral("\tanother object in the file has the declared digest")));
        QVERIFY(result.out.contains(QStringLiteral("result\tfailed\t31 runs, 75 verified, 1 declared ≠ computed, "
                                                   "37 not in archive, 11 not declared, 1 invalid signatures, 0 errors")));
    }

    // show says what verify says: the state, both digests and the §3 note, in text and in JSON.
    void showSaysTheSameAsVerify()
    {
        const QString sample = QStringLiteral("resources/sample-archive.json");
        const QString run = QStringLiteral("sample-fib-gemm-altered");
        const kie::test::CliOutput text = kie::test::runCli({QStringLiteral("show"), sample, QStringLiteral("--run"), run});
        QCOMPARE(text.exitCode, 0);
        const QString verifyLine = referenceLine(verify(sample).out, run, QStringLiteral("protocol"));
        // verify: reference, run, role, state, declared, computed, note; show: reference, role, state, ...
        const QString expected = QStringLiteral("reference\tprotocol\t") + verifyLine.section(QLatin1Char('\t'), 3);
        QVERIFY2(text.out.split(QLatin1Char('\n')).contains(expected), qPrintable(text.out));

        const kie::test::CliOutput json =
            kie::test::runCli({QStringLiteral("show"), sample, QStringLiteral("--run"), run, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(json.out.contains(QStringLiteral("\"note\":\"another object in the file has the declared digest\",\"role\":\"protocol\"")),
                 qPrintable(json.out));
    }

    void tamperedTwinFailsGenuineVerifies()
    {
        QFile seedFile(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY(seedFile.open(QIODevice::ReadOnly));
        const QByteArray seedBytes = seedFile.readAll();
        const nlohmann::json genuine = nlohmann::json::parse(seedBytes.toStdString());
        nlohmann::json twin = genuine;
        twin["protocol"]["spec"]["measurement"]["timer"] = "wall_clock";
        twin["run"]["metadata"]["name"] = "sol-submission-26346-twin"; // metadata: the run digest is unchanged
        const nlohmann::json archive = {{"apiVersion", "kernelindex.dev/v1alpha1"},
                                        {"kind", "RunArchive"},
                                        {"metadata", {{"name", "seed-and-twin"}}},
                                        {"items", nlohmann::json::array({genuine, twin})}};
        QTemporaryDir dir;
        const QString both = dir.filePath(QStringLiteral("twin.json"));
        QFile file(both);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(archive.dump(2)));
        file.close();

        const Output result = verify(both);
        QCOMPARE(result.exitCode, 1);
        QVERIFY(referenceLine(result.out, QStringLiteral("sol-submission-26346"), QStringLiteral("protocol"))
                    .startsWith(QStringLiteral("reference\tsol-submission-26346\tprotocol\tverified\t")));
        QVERIFY(referenceLine(result.out, QStringLiteral("sol-submission-26346-twin"), QStringLiteral("protocol"))
                    .startsWith(QStringLiteral("reference\tsol-submission-26346-twin\tprotocol\tdeclared ≠ computed\t")));

        // The genuine bundle alone verifies (exit 0).
        QCOMPARE(verify(QStringLiteral("../shared/fixtures/seed/manifest.json")).exitCode, 0);
    }

    // The seed's record page names the run sha256:381f22e4…; its manifest with one latency digit
    // changed still verifies on its own (nothing in it declares the run's digest, §3), and fails
    // when that digest is expected.
    void expectedDigest_data()
    {
        QTest::addColumn<bool>("changed");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("lines"); // each must be a line of stdout, or of stderr for exit 2
        const QString run = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
        const QString protocol = QStringLiteral("sha256:6383f62490dad270ad2146a94f67b48fba5cfcbc0b9b180f02665c69cc4433a0");
        const QString found = QStringLiteral("expected\t%1\tfound\tBenchmarkRun\tsol-submission-26346\t") + run;
        const QString okCounts = QStringLiteral("result\tok\t1 runs, 2 verified, 0 declared ≠ computed, 2 not in archive, 0 not declared, 0 invalid signatures, 0 errors");
        const QString failedCounts = QStringLiteral("result\tfailed\t1 runs, 2 verified, 0 declared ≠ computed, 2 not in archive, 0 not declared, 0 invalid signatures, 0 errors");
        QTest::newRow("genuine, no expectation") << false << QStringList() << 0 << QStringList{okCounts};
        QTest::newRow("changed, no expectation: the format's limit") << true << QStringList() << 0 << QStringList{okCounts};
        QTest::newRow("genuine, the page's cut digest")
            << false << QStringList{QStringLiteral("sha256:381f22e4759e66ec6db9692\u2026")} << 0
            << QStringList{found.arg(QStringLiteral("sha256:381f22e4759e66ec6db9692")),
                           okCounts + QStringLiteral(", 0 of 1 expected digests missing")};
        QTest::newRow("changed, the page's cut digest")
            << true << QStringList{QStringLiteral("sha256:381f22e4759e66ec6db9692\u2026")} << 1
            << QStringList{QStringLiteral("expected\tsha256:381f22e4759e66ec6db9692\tmissing"),
                           failedCounts + QStringLiteral(", 1 of 1 expected digests missing")};
        QTest::newRow("changed, the whole digest, upper case")
            << true << QStringList{run.toUpper()} << 1
            << QStringList{QStringLiteral("expected\t%1\tmissing").arg(run)};
        QTest::newRow("changed, its protocol is still there")
            << true << QStringList{protocol} << 0
            << QStringList{QStringLiteral("expected\t%1\tfound\tBenchmarkProtocol\tsol-execbench-leaderboard-v1-1\t%1").arg(protocol)};
        QTest::newRow("genuine, one of two missing")
            << false << QStringList{QStringLiteral("381f22e4"), QStringLiteral("00000000")} << 1
            << QStringList{found.arg(QStringLiteral("sha256:381f22e4")), QStringLiteral("expected\tsha256:00000000\tmissing"),
                           failedCounts + QStringLiteral(", 1 of 2 expected digests missing")};
        QTest::newRow("7 digits: usage error")
            << false << QStringList{QStringLiteral("381f22e")} << 2
            << QStringList{QStringLiteral("--expect \"381f22e\": give a record digest, \"sha256:\" and hex digits, at least 8 of them")};
        QTest::newRow("a name: usage error")
            << false << QStringList{QStringLiteral("sol-submission-26346")} << 2
            << QStringList{QStringLiteral("--expect \"sol-submission-26346\": give a record digest, \"sha256:\" and hex digits, at least 8 of them")};
    }
    void expectedDigest()
    {
        QFETCH(bool, changed);
        QFETCH(QStringList, expected);
        QFETCH(int, exitCode);
        QFETCH(QStringList, lines);
        QFile seedFile(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY(seedFile.open(QIODevice::ReadOnly));
        QByteArray bytes = seedFile.readAll();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seed.json"));
        if (changed) {
            QCOMPARE(bytes.count("\"mean\": 485961"), 1);
            bytes.replace("\"mean\": 485961", "\"mean\": 385961");
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();

        QStringList arguments{QStringLiteral("verify"), path};
        for (const QString &digest : expected)
            arguments << QStringLiteral("--expect") << digest;
        const kie::test::CliOutput result = kie::test::runCli(arguments);
        QCOMPARE(result.exitCode, exitCode);
        const QStringList printed = (exitCode == 2 ? result.err : result.out).split(QLatin1Char('\n'));
        for (const QString &line : lines)
            QVERIFY2(printed.contains(line), qPrintable(QStringLiteral("no line \"%1\" in:\n%2").arg(line, printed.join(QLatin1Char('\n')))));
        if (expected.isEmpty())
            QVERIFY(!result.out.contains(QStringLiteral("expected")));
    }
};

QTEST_GUILESS_MAIN(TestCliTrust)
#include "tst_cli_trust.moc"
