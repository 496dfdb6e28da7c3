// SPDX-License-Identifier: Apache-2.0
// The headless commands, in process (kie::cli::run on string buffers) and once as the real binary
// without a display.
#include "cli.h"
#include "clirun.h"
#include "gzip.h"
#include "messagedevice.h"
#include "../support/headlessrun.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

namespace {

const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");

QString realBinaryPath()
{
    return qEnvironmentVariable("KIE_BUILD_DIR") + QStringLiteral("/app/kernelindex-explorer");
}

// The real binary, as a headless command runs (no display, a UTF-8 locale).
kie::test::HeadlessRun runRealBinary(const QStringList &arguments)
{
    return kie::test::runHeadless(realBinaryPath(), arguments, 60000);
}
const QString kRecord = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
const QString kProtocol = QStringLiteral("sha256:6383f62490dad270ad2146a94f67b48fba5cfcbc0b9b180f02665c69cc4433a0");
const QString kEnvironment = QStringLiteral("sha256:f304afb2fedab4bbeadf8ac36a990ff517ab6e824dfe5a3ee0fe46259ff5e39f");
const QString kWorkload = QStringLiteral("sha256:f3c8fa410f476b10c3c6a5e415b89cf72b0d32eb9cd74b318932090d48d913e0");
const QString kImplementation = QStringLiteral("sha256:9b86dd65f6aae292a38d3d3add3348cff8aa0564a5ab81c4725ebd87febd5d8a");
const QString kSeedKey = QStringLiteral("sha256:d90511b0a8f39493d1d01c9edd2ea1119be9503c76ec807b3de08a0d952ebb27");

using Output = kie::test::CliOutput;
using kie::test::runCli;

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QString lines(const QStringList &rows)
{
    return rows.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString seedVerifyOutput(const QString &path)
{
    return lines({
        QStringLiteral("file\t") + path + QStringLiteral("\tmanifest bundle"),
        QStringLiteral("run\tsol-submission-26346\t") + kRecord,
        QStringLiteral("reference\tsol-submission-26346\tprotocol\tverified\t") + kProtocol + QLatin1Char('\t') + kProtocol,
        QStringLiteral("reference\tsol-submission-26346\tenvironment\tverified\t") + kEnvironment + QLatin1Char('\t')
            + kEnvironment,
        QStringLiteral("reference\tsol-submission-26346\tworkload\tnot in archive\t") + kWorkload + QStringLiteral("\t-"),
        QStringLiteral("reference\tsol-submission-26346\timplementation\tnot in archive\t") + kImplementation
            + QStringLiteral("\t-"),
        QString::fromUtf8("result\tok\t1 runs, 2 verified, 0 declared ≠ computed, 2 not in archive, 0 not declared, "
                          "0 invalid signatures, 0 errors"),
    });
}

// A small RunArchive: three runs in one declared group (a tie and a failure), one in another.
const QString kRankHeader = QStringLiteral(
    "rank\tlatency\tlatency_ns\tname\ttitle\tstatus\treason\tgroup\tbenchmark\thardware\tstatistic\trun_id\tcitation_key");

QByteArray rankingArchive()
{
    return R"({"apiVersion": "kernelindex.dev/v1alpha1", "kind": "RunArchive",
  "metadata": {"name": "ranks", "title": "Ranks"},
  "items": [
    {"apiVersion": "kernelindex.dev/v1alpha1", "kind": "BenchmarkRun", "metadata": {"name": "slow"},
     "spec": {"status": "passed", "comparisonKey": "group-a", "timing": {"latencyNs": {"mean": 2500.7}}}},
    {"apiVersion": "kernelindex.dev/v1alpha1", "kind": "BenchmarkRun", "metadata": {"name": "fast"},
     "spec": {"status": "passed", "comparisonKey": "group-a", "timing": {"latencyNs": {"mean": 1234}}}},
    {"apiVersion": "kernelindex.dev/v1alpha1", "kind": "BenchmarkRun", "metadata": {"name": "broken\ttab"},
     "spec": {"status": "failed", "comparisonKey": "group-a", "timing": {"latencyNs": {"mean": 10}}}},
    {"apiVersion": "kernelindex.dev/v1alpha1", "kind": "BenchmarkRun", "metadata": {"name": "also-fast"},
     "spec": {"status": "passed", "comparisonKey": "group-a", "timing": {"latencyNs": {"mean": 1234}}}},
    {"apiVersion": "kernelindex.dev/v1alpha1", "kind": "BenchmarkRun", "metadata": {"name": "other"},
     "spec": {"status": "passed", "comparisonKey": "group-b", "timing": {"latencyNs": {"median": 5, "mean": 7},
              "primaryStatistic": "median"}}}
  ]})";
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setApplicationName(QStringLiteral("kernelindex-explorer"));
        QCoreApplication::setApplicationVersion(QStringLiteral(KIE_VERSION));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void versionAndHelp()
    {
        const Output version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out, QStringLiteral("kernelindex-explorer " KIE_VERSION "\n"));

        const Output help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        for (const QString &command : kie::cli::headlessCommands())
            QVERIFY2(help.out.contains(QStringLiteral("\n  ") + command + QLatin1Char(' ')), qPrintable(command));
        QVERIFY(help.err.isEmpty());
    }

    void commandTable()
    {
        const QStringList commands = kie::cli::headlessCommands();
        for (const char *name : {"verify", "digest", "canonicalize", "rank"})
            QVERIFY2(commands.contains(QLatin1String(name)), name);
        QVERIFY(kie::cli::isHeadlessCommand(QStringLiteral("verify")));
        QVERIFY(!kie::cli::isHeadlessCommand(QStringLiteral("manifest.json")));
        QVERIFY(!kie::cli::isHeadlessCommand(QString()));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("errContains");
        QTest::newRow("no command") << QStringList() << QStringLiteral("No command given.");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << QStringLiteral("Unknown command: frobnicate");
        QTest::newRow("verify without a file") << QStringList{QStringLiteral("verify")} << QStringLiteral("verify [options] FILE");
        QTest::newRow("two files") << QStringList{QStringLiteral("digest"), kSeed, kSeed} << QStringLiteral("digest [options] FILE");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("rank"), QStringLiteral("--bogus"), kSeed}
                                        << QStringLiteral("bogus");
        for (const char *command : {"rank", "show", "compare"})
            QTest::newRow(qPrintable(QStringLiteral("%1 --format xlsx").arg(QLatin1String(command))))
                << QStringList{QLatin1String(command), kSeed, QStringLiteral("--format"), QStringLiteral("xlsx")}
                << QStringLiteral("--format takes tsv, csv, markdown, latex, json, not xlsx");
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, errContains);
        const Output result = runCli(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains(errContains), qPrintable(result.err));
    }

    void commandHelp_data()
    {
        QTest::addColumn<QString>("command");
        for (const QString &command : kie::cli::headlessCommands())
            QTest::newRow(qPrintable(command)) << command;
    }
    void commandHelp()
    {
        QFETCH(QString, command);
        const Output result = runCli({command, QStringLiteral("--help")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains(command), qPrintable(result.out));
        QVERIFY2(result.out.contains(QStringLiteral("--help")), qPrintable(result.out));
    }

    void verifySeed()
    {
        const Output result = runCli({QStringLiteral("verify"), kSeed});
        QCOMPARE(result.err, QString());
        QCOMPARE(result.out, seedVerifyOutput(kSeed));
        QCOMPARE(result.exitCode, 0);
    }

    void verifyEditedSeedFails()
    {
        QByteArray bytes = readBytes(kSeed);
        bytes.replace("\"harness_reported\"", "\"harness_reporter\"");
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("edited.json"), bytes);
        const Output result = runCli({QStringLiteral("verify"), path});
        QCOMPARE(result.exitCode, 1);
        const QStringList rows = result.out.split(QLatin1Char('\n'));
        const QStringList protocol = rows.filter(QStringLiteral("\tprotocol\t")).value(0).split(QLatin1Char('\t'));
        QCOMPARE(protocol.size(), 6);
        QCOMPARE(protocol.at(3), QString::fromUtf8("declared ≠ computed"));
        QCOMPARE(protocol.at(4), kProtocol);
        QVERIFY(protocol.at(5).startsWith(QStringLiteral("sha256:")));
        QVERIFY(protocol.at(5) != kProtocol);
        QVERIFY(rows.filter(QStringLiteral("result\tfailed\t")).size() == 1);
    }

    void unreadableFile_data()
    {
        QTest::addColumn<QString>("command");
        for (const char *command : {"verify", "digest", "rank", "canonicalize"})
            QTest::newRow(command) << QString::fromLatin1(command);
    }
    void unreadableFile()
    {
        QFETCH(QString, command);
        const QString missing = QStringLiteral("../shared/fixtures/seed/no-such-file.json");
        const Output result = runCli({command, missing});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains(missing), qPrintable(result.err));
    }

    void notJson()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("broken.json"), QByteArrayLiteral("{\"run\": "));
        const Output verify = runCli({QStringLiteral("verify"), path});
        QVERIFY(verify.exitCode != 0);
        QVERIFY(!verify.err.isEmpty() || verify.out.contains(QStringLiteral("problem\terror")));
        const Output canonical = runCli({QStringLiteral("canonicalize"), path});
        QCOMPARE(canonical.exitCode, 1);
        QVERIFY(canonical.out.isEmpty());
        QVERIFY(canonical.err.contains(QStringLiteral("cannot canonicalize")));
    }

    // canonicalize reads its input by the reader's rules: a mapped file, gzip by content, and a device
    // refused at its first byte instead of being read whole.
    void canonicalizeInputs_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected"); // start of stdout, or a part of stderr on failure
        QTest::newRow("seed") << QStringLiteral("../shared/fixtures/seed/manifest.json") << 0
                              << QStringLiteral("{\"environment\":{\"apiVersion\"");
        QTest::newRow("seed gzip") << QStringLiteral("gzip") << 0 << QStringLiteral("{\"environment\":{\"apiVersion\"");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << 2 << QStringLiteral("expected '{' at byte 0");
    }
    void canonicalizeInputs()
    {
        QFETCH(QString, input);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        if (input == QLatin1String("gzip")) {
            QFile seed(QStringLiteral("../shared/fixtures/seed/manifest.json"));
            QVERIFY(seed.open(QIODevice::ReadOnly));
            input = writeFile(dir, QStringLiteral("seed.json.gz"), kie::gzip(seed.readAll()));
        }
        const Output result = runCli({QStringLiteral("canonicalize"), input});
        QCOMPARE(result.exitCode, exitCode);
        if (exitCode == 0)
            QVERIFY2(result.out.startsWith(expected), qPrintable(result.out.left(80)));
        else
            QVERIFY2(result.err.contains(expected), qPrintable(result.err));
    }

    void digestSeed()
    {
        const Output result = runCli({QStringLiteral("digest"), kSeed});
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out, lines({QStringLiteral("BenchmarkRun\tsol-submission-26346\t") + kRecord,
                                    QStringLiteral("BenchmarkProtocol\tsol-execbench-leaderboard-v1-1\t") + kProtocol,
                                    QStringLiteral("ExecutionEnvironment\tsol-execbench-b200-v1-1\t") + kEnvironment}));
    }

    void canonicalizeJcsVectors_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList inputs = QDir(QStringLiteral("../shared/data/jcs/input")).entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(inputs.size() >= 6);
        for (const QString &name : inputs)
            QTest::newRow(qPrintable(name)) << name;
    }
    void canonicalizeJcsVectors()
    {
        QFETCH(QString, name);
        const Output result = runCli({QStringLiteral("canonicalize"), QStringLiteral("../shared/data/jcs/input/") + name});
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out.toUtf8(), readBytes(QStringLiteral("../shared/data/jcs/output/") + name));
    }

    void canonicalizeRefusesDuplicateKeys()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("dup.json"), QByteArrayLiteral("{\"a\": 1, \"b\": 2, \"a\": 3}"));
        const Output result = runCli({QStringLiteral("canonicalize"), path});
        QCOMPARE(result.exitCode, 1);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains(path), qPrintable(result.err));
    }

    void rankSeed()
    {
        const Output result = runCli({QStringLiteral("rank"), kSeed});
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.out,
                 lines({kRankHeader,
                        QString::fromUtf8("1\t486.0 µs\t485961\tsol-submission-26346\t"
                                          "Gilded Quail · 003_grouped_query_attention_with_rope_backward · B200\tpassed\t-\t") + kSeedKey
                            + QStringLiteral("\t003_grouped_query_attention_with_rope_backward\tNVIDIA B200\tmean\t381f22e4\t"
                                             "kernelindex-381f22e4")}));
    }

    // One table with a header row: a run per line, its group's fields repeated, run id and citation key last.
    void rankGroupsTiesAndFailures()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("ranks.json"), rankingArchive());
        const Output result = runCli({QStringLiteral("rank"), path});
        QCOMPARE(result.err, QString());
        QCOMPARE(result.exitCode, 0);
        QStringList rows = result.out.split(QLatin1Char('\n'));
        QCOMPARE(rows.takeLast(), QString());
        QCOMPARE(rows.takeFirst(), kRankHeader);
        QStringList withoutIds;
        for (const QString &row : std::as_const(rows)) {
            QStringList fields = row.split(QLatin1Char('\t'));
            QCOMPARE(fields.size(), 13);
            QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{8}$")).match(fields[11]).hasMatch(), qPrintable(row));
            QCOMPARE(fields[12], QStringLiteral("kernelindex-") + fields[11]);
            withoutIds << fields.mid(0, 11).join(QLatin1Char('\t'));
        }
        QCOMPARE(withoutIds, (QStringList{QString::fromUtf8("1\t1.234 µs\t1234\tfast\t-\tpassed\t-\tgroup-a\t-\t-\tmean"),
                                          QString::fromUtf8("1\t1.234 µs\t1234\talso-fast\t-\tpassed\t-\tgroup-a\t-\t-\tmean"),
                                          QString::fromUtf8("3\t2.501 µs\t2500.7\tslow\t-\tpassed\t-\tgroup-a\t-\t-\tmean"),
                                          QStringLiteral("-\t-\t-\tbroken\\ttab\t-\tfailed\tstatus failed\tgroup-a\t-\t-\tmean"),
                                          QStringLiteral("1\t5.000 ns\t5\tother\t-\tpassed\t-\tgroup-b\t-\t-\tmedian")}));

        const Output one = runCli({QStringLiteral("rank"), QStringLiteral("--group"), QStringLiteral("group-b"), path});
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(one.out.split(QLatin1Char('\n')).size(), 3); // the header, group-b's one run, ""
        QVERIFY(one.out.contains(QStringLiteral("\n1\t5.000 ns\t5\tother\t-\tpassed\t-\tgroup-b\t")));

        const Output ambiguous = runCli({QStringLiteral("rank"), QStringLiteral("--group=group-"), path});
        QCOMPARE(ambiguous.exitCode, 1);
        QVERIFY(ambiguous.out.isEmpty());
        QVERIFY(ambiguous.err.contains(QStringLiteral("2 comparison groups")));

        const Output none = runCli({QStringLiteral("rank"), QStringLiteral("--group"), QStringLiteral("nope"), path});
        QCOMPARE(none.exitCode, 1);
        QVERIFY(none.err.contains(QStringLiteral("nope")));
    }

    void rankJson()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("ranks.json"), rankingArchive());
        const Output result = runCli({QStringLiteral("rank"), QStringLiteral("--json"), path});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.endsWith(QLatin1Char('\n')));
        // Canonical (RFC 8785) form: canonicalizing it again changes nothing, so it is byte-stable.
        const QString again = writeFile(dir, QStringLiteral("rank.json"), result.out.trimmed().toUtf8());
        QCOMPARE(runCli({QStringLiteral("canonicalize"), again}).out, result.out.trimmed());

        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonArray groups = document.object().value(QStringLiteral("groups")).toArray();
        QCOMPARE(groups.size(), 2);
        const QJsonObject first = groups.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("key")).toString(), QStringLiteral("group-a"));
        QCOMPARE(first.value(QStringLiteral("keyDeclared")).toBool(), true);
        QCOMPARE(first.value(QStringLiteral("statistic")).toString(), QStringLiteral("mean"));
        const QJsonArray ranked = first.value(QStringLiteral("ranked")).toArray();
        QCOMPARE(ranked.size(), 3);
        QCOMPARE(ranked.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("fast"));
        QCOMPARE(ranked.at(1).toObject().value(QStringLiteral("rank")).toInt(), 1);
        QCOMPARE(ranked.at(2).toObject().value(QStringLiteral("rank")).toInt(), 3);
        QCOMPARE(ranked.at(2).toObject().value(QStringLiteral("latencyNs")).toDouble(), 2500.7);
        const QJsonArray unranked = first.value(QStringLiteral("unranked")).toArray();
        QCOMPARE(unranked.size(), 1);
        QCOMPARE(unranked.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("broken\ttab"));
        QCOMPARE(unranked.at(0).toObject().value(QStringLiteral("reason")).toString(), QStringLiteral("status failed"));
    }

    // The real program, with no display at all: headless commands must not need one.
    void realBinaryNeedsNoDisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("verify") << QStringList{QStringLiteral("verify"), kSeed} << seedVerifyOutput(kSeed).toUtf8();
        QTest::newRow("canonicalize")
            << QStringList{QStringLiteral("canonicalize"), QStringLiteral("../shared/data/jcs/input/unicode.json")}
            << readBytes(QStringLiteral("../shared/data/jcs/output/unicode.json"));
        QTest::newRow("version") << QStringList{QStringLiteral("--version")}
                                 << QByteArray("kernelindex-explorer " KIE_VERSION "\n");
        // --lang before the command translates messages, never the data lines.
        QTest::newRow("--lang de verify") << QStringList{QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("verify"), kSeed}
                                          << seedVerifyOutput(kSeed).toUtf8();
    }

    void realBinaryTranslatesMessagesWithLang()
    {
        QVERIFY2(QFile::exists(realBinaryPath()), qPrintable(realBinaryPath()));
        const kie::test::HeadlessRun run = runRealBinary({QStringLiteral("--lang=de"), QStringLiteral("digest"), QStringLiteral("/nonexistent/archive.json")});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("/nonexistent/archive.json kann nicht geöffnet werden"), "German message");
    }
    void realBinaryNeedsNoDisplay()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, expected);
        QVERIFY2(!qEnvironmentVariable("KIE_BUILD_DIR").isEmpty(), "KIE_BUILD_DIR is set by ctest");
        QVERIFY2(QFile::exists(realBinaryPath()), qPrintable(realBinaryPath()));
        const kie::test::HeadlessRun run = runRealBinary(arguments);
        QVERIFY(run.finished);
        QCOMPARE(run.exitStatus, QProcess::NormalExit);
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, expected);
    }

    // stderr quotes archive text: it must not drive the terminal (ESC, CR) or reorder the line (bidi).
    void messagesEscapeLayoutCharacters_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("a.json:1:2: kind \"x\"\tok\n") << QStringLiteral("a.json:1:2: kind \"x\"\tok\n");
        QTest::newRow("terminal sequence") << QStringLiteral("kind \"\x1b[2J\x1b]0;title\x07\"\n")
                                           << QStringLiteral("kind \"\\u001b[2J\\u001b]0;title\\u0007\"\n");
        QTest::newRow("carriage return, C1 CSI") << QStringLiteral("ok\rFAKE \u009b2J")
                                                << QStringLiteral("ok\\u000dFAKE \\u009b2J");
        QTest::newRow("bidi") << QStringLiteral("Quail \u202e0fab7\u2066x\u2069 sha256:00")
                              << QStringLiteral("Quail \\u202e0fab7\\u2066x\\u2069 sha256:00");
        QTest::newRow("line separators") << QStringLiteral("a\u2028b\u2029c") << QStringLiteral("a\\u2028b\\u2029c");
        QTest::newRow("other scripts stay") << QStringLiteral("\u30ab\u30fc\u30cd\u30eb \U0001F600 M\u00fcller \u05e9\u05dc\u05d5\u05dd")
                                            << QStringLiteral("\u30ab\u30fc\u30cd\u30eb \U0001F600 M\u00fcller \u05e9\u05dc\u05d5\u05dd");
    }
    void messagesEscapeLayoutCharacters()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(kie::cli::messageText(text), expected);
        // Through the device, with the bytes cut in two at every offset (inside a character too).
        const QByteArray bytes = text.toUtf8();
        for (qsizetype cut = 0; cut <= bytes.size(); ++cut) {
            QBuffer target;
            target.open(QIODevice::WriteOnly);
            kie::cli::MessageDevice device(&target);
            device.open(QIODevice::WriteOnly);
            device.write(bytes.left(cut));
            device.write(bytes.mid(cut));
            QCOMPARE(QString::fromUtf8(target.data()), expected);
        }
    }
    void realBinaryEscapesArchiveTextOnStderr()
    {
        QVERIFY2(QFile::exists(realBinaryPath()), qPrintable(realBinaryPath()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kinds.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // The JSON escapes \u001b, \r and \u202e in a kind name.
        file.write("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":["
                   "{\"kind\":\"Evil\\u001b[2J\\r\\u202eKO\",\"apiVersion\":\"x\",\"metadata\":{\"name\":\"n\"},\"spec\":{}}]}");
        file.close();
        const kie::test::HeadlessRun run = runRealBinary({QStringLiteral("digest"), path});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 0);
        const QByteArray &err = run.err;
        QVERIFY2(err.contains("unknown kind \"Evil\\u001b[2J\\u000d\\u202eKO\""), err.constData());
        QVERIFY2(!err.contains('\x1b') && !err.contains('\r') && !err.contains("\xe2\x80\xae"), "raw control or override on stderr");
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
