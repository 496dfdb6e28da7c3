// SPDX-License-Identifier: Apache-2.0
// keygen and attest, in process: sign -> export -> reopen -> verify says "signature valid"; one byte
// edited -> "signature invalid" and exit 1; the same text signed twice -> two valid attestations.
#include "cli.h"
#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <sys/stat.h>

namespace {

const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");
const QString kRecord = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");

using Output = kie::test::CliOutput;
using kie::test::runCli;

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QStringList attestationLines(const QString &verifyOutput)
{
    QStringList lines;
    for (const QString &line : verifyOutput.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("attestation\t")))
            lines << line;
    }
    return lines;
}

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestAttest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_key;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_key = m_dir.filePath(s("keys/signing-key.pem"));
        const Output made = runCli({s("keygen"), s("-o"), m_key});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QVERIFY(made.out.contains(s("publicKey\t")));
        QVERIFY(!made.out.contains(s("PRIVATE"))); // the private key is never printed
        struct stat status = {};
        QCOMPARE(::stat(QFile::encodeName(m_key).constData(), &status), 0);
        QCOMPARE(int(status.st_mode & 0777), 0600);
    }

    void keygenKeepsAnExistingKey()
    {
        const QByteArray before = readBytes(m_key);
        const Output again = runCli({s("keygen"), s("-o"), m_key});
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains(s("--force")), qPrintable(again.err));
        QCOMPARE(readBytes(m_key), before);
    }

    void signExportReopenVerify()
    {
        const QString out = m_dir.filePath(s("attested.json"));
        const QByteArray seedBefore = readBytes(kSeed);
        const Output attest = runCli({s("attest"), kSeed, s("--run"), s("sol-submission-26346"), s("--text"),
                                      s("reproduced on our B200: 491 µs"), s("--latency-ns"), s("491000"),
                                      s("--statistic"), s("mean"), s("--key"), m_key, s("-o"), out});
        QVERIFY2(attest.exitCode == 0, qPrintable(attest.err));
        QVERIFY2(attest.out.contains(kRecord + s("\tsigned")), qPrintable(attest.out));
        QCOMPARE(readBytes(kSeed), seedBefore); // the opened file is never written

        const Output verified = runCli({s("verify"), out});
        QCOMPARE(verified.exitCode, 0);
        const QStringList lines = attestationLines(verified.out);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].startsWith(s("attestation\treproduction-")) && lines[0].endsWith(kRecord + s("\tsignature valid")),
                 qPrintable(lines[0]));
        // The run and its references came through unchanged.
        QVERIFY(verified.out.contains(s("run\tsol-submission-26346\t") + kRecord));
        QVERIFY(verified.out.contains(s("result\tok\t1 runs, 2 verified")));

        // One byte of the text edited: invalid, and verify fails.
        QByteArray bytes = readBytes(out);
        QCOMPARE(bytes.count("our B200"), 1);
        bytes.replace("our B200", "our B201");
        const QString edited = m_dir.filePath(s("edited.json"));
        writeBytes(edited, bytes);
        const Output tampered = runCli({s("verify"), edited});
        QCOMPARE(tampered.exitCode, 1);
        QVERIFY2(attestationLines(tampered.out).value(0).endsWith(s("\tsignature invalid")), qPrintable(tampered.out));
        QVERIFY(tampered.out.contains(s("result\tfailed")));
        QVERIFY(tampered.out.contains(s("1 invalid signatures")));

        // The same text signed again (on the export) gives a second attestation; both verify.
        const QString twice = m_dir.filePath(s("twice.json.gz"));
        const Output again = runCli({s("attest"), out, s("--run"), kRecord.left(20), s("--text"),
                                     s("reproduced on our B200: 491 µs"), s("--latency-ns"), s("491000"), s("--key"), m_key,
                                     s("-o"), twice});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY(readBytes(twice).startsWith("\x1f\x8b")); // .gz: compressed
        const Output both = runCli({s("verify"), twice});
        QCOMPARE(both.exitCode, 0);
        const QStringList twoLines = attestationLines(both.out);
        QCOMPARE(twoLines.size(), 2);
        QVERIFY(twoLines[0] != twoLines[1]);
        for (const QString &line : twoLines)
            QVERIFY2(line.endsWith(kRecord + s("\tsignature valid")), qPrintable(line));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("errContains");
        QTest::newRow("no text") << QStringList{s("attest"), kSeed, s("-o"), s("x.json")} << s("Usage:");
        QTest::newRow("no output") << QStringList{s("attest"), kSeed, s("--text"), s("t")} << s("Usage:");
        QTest::newRow("unknown run") << QStringList{s("attest"), kSeed, s("--run"), s("nope"), s("--text"), s("t"), s("--unsigned"),
                                                    s("-o"), s("x.json")}
                                     << s("nope");
        QTest::newRow("bad latency") << QStringList{s("attest"), kSeed, s("--text"), s("t"), s("--latency-ns"), s("fast"),
                                                    s("--unsigned"), s("-o"), s("x.json")}
                                     << s("--latency-ns");
        QTest::newRow("bad kind") << QStringList{s("attest"), kSeed, s("--text"), s("t"), s("--kind"), s("rumour"),
                                                 s("--unsigned"), s("-o"), s("x.json")}
                                  << s("--kind");
        QTest::newRow("missing key") << QStringList{s("attest"), kSeed, s("--text"), s("t"), s("--key"), s("/nonexistent/k.pem"),
                                                    s("-o"), s("x.json")}
                                     << s("keygen");
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, errContains);
        const Output result = runCli(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(errContains), qPrintable(result.err));
        QVERIFY(!QFile::exists(s("x.json")));
    }

    void neverWritesTheOpenedFile()
    {
        const QString copy = m_dir.filePath(s("seed-copy.json"));
        writeBytes(copy, readBytes(kSeed));
        const Output result = runCli({s("attest"), copy, s("--text"), s("t"), s("--key"), m_key, s("-o"), copy});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(s("never writes")), qPrintable(result.err));
        QCOMPARE(readBytes(copy), readBytes(kSeed));
    }

    void worldReadableKeyRefused()
    {
        const QString loose = m_dir.filePath(s("loose.pem"));
        QVERIFY(QFile::copy(m_key, loose));
        QCOMPARE(::chmod(QFile::encodeName(loose).constData(), 0644), 0);
        const QString out = m_dir.filePath(s("loose-out.json"));
        const Output result = runCli({s("attest"), kSeed, s("--text"), s("t"), s("--key"), loose, s("-o"), out});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(s("refusing to use the signing key")) && result.err.contains(s("0644")),
                 qPrintable(result.err));
        QVERIFY(!QFile::exists(out));
    }

    void passphraseKey()
    {
        const QString passFile = m_dir.filePath(s("pass.txt"));
        writeBytes(passFile, "tr0ub4dor&3\n");
        const QString key = m_dir.filePath(s("locked.pem"));
        QCOMPARE(runCli({s("keygen"), s("-o"), key, s("--passphrase-file"), passFile}).exitCode, 0);
        QVERIFY(readBytes(key).contains("ENCRYPTED PRIVATE KEY"));
        const QString out = m_dir.filePath(s("locked-out.json"));
        const Output without = runCli({s("attest"), kSeed, s("--text"), s("t"), s("--key"), key, s("-o"), out});
        QCOMPARE(without.exitCode, 2);
        QVERIFY2(without.err.contains(s("passphrase")), qPrintable(without.err));
        const Output with = runCli({s("attest"), kSeed, s("--text"), s("t"), s("--key"), key, s("--passphrase-file"),
                                    passFile, s("-o"), out});
        QVERIFY2(with.exitCode == 0, qPrintable(with.err));
        QVERIFY(attestationLines(runCli({s("verify"), out}).out).value(0).endsWith(s("\tsignature valid")));
    }
};

QTEST_GUILESS_MAIN(TestAttest)
#include "tst_attest.moc"
