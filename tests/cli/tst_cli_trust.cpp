// SPDX-License-Identifier: Apache-2.0
// `verify` on tampered bundles (ARCHIVE.md §3 case 1): the embedded sample's altered bundle and a
// tampered twin of the seed beside the genuine one read declared ≠ computed and exit 1.
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
};

QTEST_GUILESS_MAIN(TestCliTrust)
#include "tst_cli_trust.moc"
