// SPDX-License-Identifier: Apache-2.0
// Broken and hostile files: each gives a clear error with a location, nothing crashes, and the good
// records around a bad one are still loaded.
#include "archivereader.h"
#include "gzip.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace kie;

namespace {

QByteArray goodRun(int i)
{
    return QStringLiteral("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"run-%1\"},"
                          "\"spec\":{\"status\":\"passed\",\"timing\":{\"latencyNs\":{\"mean\":%2}}}}")
        .arg(i)
        .arg(1000 + i)
        .toUtf8();
}

QByteArray archiveOf(const QList<QByteArray> &items)
{
    QByteArray out = "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"metadata\":{\"name\":\"a\"},\"items\":[\n";
    for (qsizetype i = 0; i < items.size(); ++i)
        out += items[i] + (i + 1 < items.size() ? ",\n" : "\n");
    return out + "]}\n";
}

// Three good runs around `bad` as item 1 (line 3 of the file).
QByteArray archiveWithBadItem(const QByteArray &bad)
{
    return archiveOf({goodRun(0), bad, goodRun(2), goodRun(3)});
}

// Good lines with `bad` as line 3.
QByteArray linesWithBadLine(const QByteArray &bad)
{
    return goodRun(0) + "\n" + goodRun(1) + "\n" + bad + "\n" + goodRun(3) + "\n";
}

// 2 GiB of zeros as 128 gzip members of 16 MiB (a valid gzip file of about 2 MB), made with zlib,
// after a first member holding the start of an object (else the first byte alone refuses it).
QByteArray gzipBomb(bool objectStart = true)
{
    const QByteArray zeros(16 << 20, '\0');
    z_stream stream = {};
    deflateInit2(&stream, 9, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY);
    QByteArray member(int(deflateBound(&stream, uLong(zeros.size()))), Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(zeros.constData()));
    stream.avail_in = uInt(zeros.size());
    stream.next_out = reinterpret_cast<Bytef *>(member.data());
    stream.avail_out = uInt(member.size());
    deflate(&stream, Z_FINISH);
    member.resize(qsizetype(stream.total_out));
    deflateEnd(&stream);
    return (objectStart ? gzip("{\"kind\": \"BenchmarkRun\", \"pad\": \"") : QByteArray()) + member.repeated(128);
}

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral("../shared/fixtures/hostile/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestHostileInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hostile_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<bool>("fatal");
        QTest::addColumn<int>("objects"); // loaded despite the problem
        QTest::addColumn<QString>("message"); // part of the error text
        QTest::addColumn<int>("record"); // record index of the problem, -1 = not checked
        QTest::addColumn<qint64>("line"); // line of the problem, 0 = not checked

        const QByteArray four = archiveOf({goodRun(0), goodRun(1), goodRun(2), goodRun(3)});
        QTest::newRow("truncated RunArchive") << four.left(four.indexOf("run-3")) << QStringLiteral("cut.json") << false << 3
                                              << QStringLiteral("the file ends inside record 3, which starts at line 5")
                                              << -1 << qint64(0);
        QTest::newRow("truncated object") << goodRun(0).left(60) << QStringLiteral("cut-object.json") << true << 0
                                          << QStringLiteral("cut-object.json:1:") << -1 << qint64(0);
        QTest::newRow("1M-deep [") << QByteArray(1 << 20, '[') << QStringLiteral("deep.json") << true << 0
                                   << QStringLiteral("deep.json:1:1") << -1 << qint64(0);
        QTest::newRow("1M-deep in an object")
            << QByteArray("{\"kind\":\"BenchmarkRun\",\"spec\":" + QByteArray(1 << 20, '[')) << QStringLiteral("deep-object.json")
            << true << 0 << QStringLiteral("deep-object.json:1:") << -1 << qint64(0);
        QTest::newRow("deep item among good items")
            << archiveWithBadItem("{\"kind\":\"BenchmarkRun\",\"spec\":" + QByteArray(400, '[') + QByteArray(400, ']') + "}")
            << QStringLiteral("deep-item.json") << false << 3 << QString() << 1 << qint64(3);
        QTest::newRow("invalid UTF-8") << archiveWithBadItem("{\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"bad\xff\xfe\"}}")
                                       << QStringLiteral("utf8.json") << false << 3 << QString() << 1 << qint64(3);
        QTest::newRow("lone surrogate") << archiveWithBadItem("{\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"\\ud800x\"}}")
                                        << QStringLiteral("surrogate.json") << false << 3 << QString() << 1 << qint64(3);
        QTest::newRow("1e400") << archiveWithBadItem("{\"kind\":\"BenchmarkRun\",\"spec\":{\"timing\":{\"latencyNs\":{\"mean\":1e400}}}}")
                               << QStringLiteral("huge-number.json") << false << 3 << QString() << 1 << qint64(3);
        QTest::newRow("duplicate keys")
            << archiveWithBadItem("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkProtocol\",\"spec\":{\"a\":1,\"a\":2}}")
            << QStringLiteral("duplicates.json") << false << 4 << QStringLiteral("canonicalized") << 1 << qint64(3);
        QTest::newRow("empty file") << QByteArray() << QStringLiteral("empty.json") << true << 0 << QStringLiteral("empty") << -1 << qint64(0);
        QTest::newRow("only whitespace") << QByteArray(" \n\t\n") << QStringLiteral("blank.json") << true << 0
                                         << QStringLiteral("whitespace") << -1 << qint64(0);
        QTest::newRow("NUL bytes in a line") << linesWithBadLine(QByteArray("{\"kind\":\"BenchmarkRun\",\"x\":\"a\0b\"}", 33))
                                             << QStringLiteral("nul.jsonl") << false << 3 << QString() << 2 << qint64(3);
        QTest::newRow("NUL bytes only") << QByteArray(64, '\0') << QStringLiteral("nul.json") << true << 0
                                        << QStringLiteral("nul.json:1:1") << -1 << qint64(0);
        QTest::newRow("not JSON at all") << QByteArray("hello, world\n") << QStringLiteral("text.json") << true << 0
                                         << QStringLiteral("expected '{'") << -1 << qint64(0);
        QTest::newRow("bad line among good lines") << linesWithBadLine("{\"kind\": \"BenchmarkRun\", oops}")
                                                   << QStringLiteral("lines.jsonl") << false << 3 << QString() << 2 << qint64(3);
        QTest::newRow("bad item among good items") << archiveWithBadItem("{\"kind\":\"BenchmarkRun\",\"spec\":{\"status\":\"passed\",}}")
                                                   << QStringLiteral("items.json") << false << 3 << QString() << 1 << qint64(3);
        QTest::newRow("item that is not an object") << archiveWithBadItem("42") << QStringLiteral("scalar.json") << false << 3
                                                    << QStringLiteral("not a number") << 1 << qint64(3);
        QTest::newRow("integer beyond 64 bits is read")
            << archiveWithBadItem("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkProtocol\",\"spec\":{\"n\":100000000000000000000}}")
            << QStringLiteral("bigint.json") << false << 4 << QString() << -1 << qint64(0);
        // Not JSON Lines (the bytes after the object are no object): the object, and a problem.
        QTest::newRow("NUL bytes after an object") << goodRun(0) + QByteArray(85, '\0') << QStringLiteral("nul-tail.json") << false << 1
                                                   << QStringLiteral("85 byte(s) after the end of the top-level object, starting with byte 0x00")
                                                   << -1 << qint64(1);
        // A second "items" (or "kind") would be the one Python's json reads: never silent (RFC 8259 §4).
        QByteArray twoItems = four;
        twoItems.insert(twoItems.lastIndexOf('}'), ",\n\"items\":[" + goodRun(8) + "," + goodRun(9) + "]");
        QTest::newRow("items twice") << twoItems << QStringLiteral("two-items.json") << false << 4
                                     << QStringLiteral("duplicate member \"items\" of the RunArchive; the first one is used") << -1 << qint64(7);
        QByteArray escapedItems = twoItems;
        escapedItems.replace(escapedItems.lastIndexOf("\"items\""), 7, "\"it\\u0065ms\"");
        QTest::newRow("items twice, one escaped") << escapedItems << QStringLiteral("escaped-items.json") << false << 4
                                                  << QStringLiteral("duplicate member \"items\"") << -1 << qint64(7);
        QByteArray emptySecond = four;
        emptySecond.insert(emptySecond.lastIndexOf('}'), ",\"items\":[]");
        QTest::newRow("an empty second items") << emptySecond << QStringLiteral("empty-second.json") << false << 4
                                               << QStringLiteral("duplicate member \"items\"") << -1 << qint64(6);
        QByteArray twoKinds = four;
        twoKinds.replace("\"kind\":\"RunArchive\",", "\"kind\":\"RunArchive\",\"kind\":\"BenchmarkRun\",");
        QTest::newRow("kind twice") << twoKinds << QStringLiteral("two-kinds.json") << false << 4
                                    << QStringLiteral("duplicate member \"kind\"") << -1 << qint64(1);
        // Archives are UTF-8 (RFC 8259 §8.1): the error names the encoding the file is in.
        const QString text = QString::fromUtf8(four);
        const auto encoded = [&text](QStringEncoder::Encoding encoding) { return QByteArray(QStringEncoder(encoding).encode(text)); };
        const QByteArray utf16le = encoded(QStringEncoder::Utf16LE), utf16be = encoded(QStringEncoder::Utf16BE);
        const QByteArray utf32le = encoded(QStringEncoder::Utf32LE), utf32be = encoded(QStringEncoder::Utf32BE);
        QTest::newRow("UTF-16LE with a byte order mark") << "\xFF\xFE" + utf16le << QStringLiteral("utf16le.json") << true << 0
                                                         << QStringLiteral("utf16le.json:1:1: the data is UTF-16LE, not UTF-8") << -1 << qint64(0);
        QTest::newRow("UTF-16BE with a byte order mark") << "\xFE\xFF" + utf16be << QStringLiteral("utf16be.json") << true << 0
                                                         << QStringLiteral("iconv -f UTF-16BE -t UTF-8") << -1 << qint64(0);
        QTest::newRow("UTF-16LE without a mark") << utf16le << QStringLiteral("utf16le-plain.json") << true << 0
                                                 << QStringLiteral("the data is UTF-16LE") << -1 << qint64(0);
        QTest::newRow("UTF-16BE without a mark") << utf16be << QStringLiteral("utf16be-plain.json") << true << 0
                                                 << QStringLiteral("the data is UTF-16BE") << -1 << qint64(0);
        QTest::newRow("UTF-32LE with a byte order mark") << QByteArray("\xFF\xFE\0\0", 4) + utf32le << QStringLiteral("utf32le.json")
                                                         << true << 0 << QStringLiteral("the data is UTF-32LE") << -1 << qint64(0);
        QTest::newRow("UTF-32LE without a mark") << utf32le << QStringLiteral("utf32le-plain.json") << true << 0
                                                 << QStringLiteral("the data is UTF-32LE") << -1 << qint64(0);
        QTest::newRow("UTF-32BE with a byte order mark") << QByteArray("\0\0\xFE\xFF", 4) + utf32be << QStringLiteral("utf32be.json")
                                                         << true << 0 << QStringLiteral("the data is UTF-32BE") << -1 << qint64(0);
        QTest::newRow("UTF-32BE without a mark") << utf32be << QStringLiteral("utf32be-plain.json") << true << 0
                                                 << QStringLiteral("the data is UTF-32BE") << -1 << qint64(0);
        QTest::newRow("gzip of UTF-16LE") << gzip(QByteArray("\xFF\xFE" + utf16le)) << QStringLiteral("utf16le.json.gz") << true << 0
                                          << QStringLiteral("the data is UTF-16LE, not UTF-8") << -1 << qint64(0);
        QTest::newRow("gzip bomb") << gzipBomb() << QStringLiteral("bomb.json.gz") << true << 0 << QStringLiteral("gzip bomb") << -1 << qint64(0);
        // Refused on its first inflated byte, not after inflating gigabytes.
        QTest::newRow("gzip of zeros") << gzipBomb(false) << QStringLiteral("zeros.json.gz") << true << 0
                                       << QStringLiteral("expected '{' at byte 0") << -1 << qint64(0);
    }

    void hostile()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fileName);
        QFETCH(bool, fatal);
        QFETCH(int, objects);
        QFETCH(QString, message);
        QFETCH(int, record);
        QFETCH(qint64, line);

        QTemporaryDir dir;
        const QString path = dir.filePath(fileName);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(bytes), bytes.size());
        }
        QElapsedTimer timer;
        timer.start();
        const ReadResult result = readArchiveFile(path);
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QStringLiteral("took %1 ms").arg(timer.elapsed())));

        if (fatal) {
            qInfo().noquote() << result.fatalError;
            QVERIFY(!result.archive);
            QVERIFY2(result.fatalError.contains(message), qPrintable(result.fatalError));
            return;
        }
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        const Archive &archive = *result.archive;
        QCOMPARE(archive.objectCount(), objects);
        if (fileName == QLatin1String("bigint.json")) {
            QVERIFY(archive.problems.empty());
            QVERIFY(!archive.protocols.front().digest.isEmpty());
            return;
        }
        QVERIFY(!archive.problems.empty());
        const LoadProblem &problem = archive.problems.front();
        qInfo().noquote() << problem.toString();
        QCOMPARE(problem.file, path);
        QVERIFY(problem.line > 0 || problem.byteOffset >= 0);
        QVERIFY(problem.column > 0);
        QVERIFY(!problem.message.isEmpty());
        if (!message.isEmpty())
            QVERIFY2(problem.message.contains(message), qPrintable(problem.message));
        if (record >= 0)
            QCOMPARE(problem.recordIndex, record);
        if (line > 0)
            QCOMPARE(problem.line, line);
        // The good records around the bad one are complete.
        for (const RunRecord &run : archive.runs) {
            QVERIFY(run.meta.name.startsWith(QLatin1String("run-")) || fileName == QLatin1String("duplicates.json"));
            QCOMPARE(run.status, RunStatus::Passed);
            QVERIFY(run.latencyNs.mean.has_value());
        }
    }

    // Every reproducer in ../shared/fixtures/hostile/ gives the row its README promises: a fatal
    // error (exit 2) with the real cause, or the readable records and a problem (exit 1); never "ok".
    void hostileFixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("fatal");
        QTest::addColumn<int>("runs"); // runs read when not fatal
        QTest::addColumn<QString>("message"); // in the fatal error, or in the first problem

        QTest::newRow("12288 commas") << QStringLiteral("items-12288-commas.json") << true << 0 << QStringLiteral("empty record");
        const QString end = QStringLiteral("the file ends inside record 0, which starts at line 1");
        QTest::newRow("{") << QStringLiteral("open-brace.json") << true << 0 << QStringLiteral("open-brace.json:1:2: ") + end;
        QTest::newRow("{]") << QStringLiteral("brace-bracket.json") << true << 0 << QStringLiteral("brace-bracket.json:1:2: ']' does not close '{'");
        QTest::newRow("missing colon") << QStringLiteral("missing-colon.json") << true << 0 << QStringLiteral("missing-colon.json:1:");
        QTest::newRow("trailing comma") << QStringLiteral("trailing-comma.json") << true << 0 << QStringLiteral("trailing-comma.json:1:");
        QTest::newRow("unclosed array") << QStringLiteral("unclosed-array.json") << true << 0 << QStringLiteral("unclosed-array.json:1:");
        QTest::newRow("seed cut at 9") << QStringLiteral("seed-truncated-9.json") << true << 0 << end;
        // Cut before its "kind": nothing says yet that it is a RunArchive.
        QTest::newRow("sample cut at 50") << QStringLiteral("sample-truncated-50.json") << true << 0 << QStringLiteral("sample-truncated-50.json:3:7: ") + end;
        QTest::newRow("sample, one byte changed") << QStringLiteral("sample-one-byte-corrupted.json") << true << 0
                                                  << QStringLiteral("sample-one-byte-corrupted.json:2:41: ']' does not close '{'");
        QTest::newRow("second gzip member damaged") << QStringLiteral("lines-2members-second-damaged.jsonl.gz") << false << 3
                                                    << QStringLiteral("trailing data after gzip member 1 at byte");
        QTest::newRow("gzip trailing garbage") << QStringLiteral("seed-trailing-garbage.json.gz") << false << 1
                                               << QStringLiteral("trailing data after gzip member 1 at byte");
    }

    void hostileFixtures()
    {
        QFETCH(QString, file);
        QFETCH(bool, fatal);
        QFETCH(int, runs);
        QFETCH(QString, message);
        const QString path = QStringLiteral("../shared/fixtures/hostile/") + file;
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        const ReadResult result = readArchiveFile(path);
        if (fatal) {
            QVERIFY2(!result.archive, "an unreadable file was read as an archive");
            QVERIFY2(result.fatalError.contains(message), qPrintable(result.fatalError));
            QCOMPARE(result.fatalError.count(path), 1); // the path is never printed twice
            return;
        }
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        QCOMPARE(int(result.archive->runs.size()), runs);
        QVERIFY(!result.archive->problems.empty());
        const LoadProblem &first = result.archive->problems.front();
        QCOMPARE(first.severity, Severity::Error); // the command line exits 1, never 0
        QVERIFY2(first.message.contains(message), qPrintable(first.toString()));
        // The same bytes in memory (a fetched body) give the same verdict.
        const ReadResult again = readArchiveData(fixture(file), file);
        QVERIFY(again.archive);
        QCOMPARE(again.archive->runs.size(), result.archive->runs.size());
        QCOMPARE(again.archive->problems.front().message, first.message);
    }

    void duplicateKeysLeaveNoDigest()
    {
        const QByteArray bytes = archiveWithBadItem(
            "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkProtocol\",\"spec\":{\"a\":1,\"a\":2}}");
        const ReadResult result = readArchiveData(bytes, QStringLiteral("dup.json"));
        QVERIFY(result.archive);
        const ProtocolRecord &protocol = result.archive->protocols.front();
        QVERIFY(protocol.digest.isEmpty());
        QVERIFY(!protocol.digestError.isEmpty());
        QCOMPARE(result.archive->runs.size(), size_t(3));
        for (const RunRecord &run : result.archive->runs)
            QVERIFY(!run.digest.isEmpty());
    }

    void cancellationStopsTheReader()
    {
        std::atomic_bool cancel{true};
        ProgressReporter progress;
        progress.cancelRequested = &cancel;
        QList<QByteArray> items;
        for (int i = 0; i < 5000; ++i)
            items.append(goodRun(i));
        const ReadResult result = readArchiveData(archiveOf(items), QStringLiteral("many.json"), {}, progress);
        QVERIFY(result.cancelled);
        QVERIFY(!result.archive);
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
