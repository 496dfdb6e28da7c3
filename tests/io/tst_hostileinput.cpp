// SPDX-License-Identifier: Apache-2.0
// Broken and hostile files: each gives a clear error with a location, nothing crashes, and the good
// records around a bad one are still loaded.
#include "archivereader.h"

#include <QElapsedTimer>
#include <QFile>
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

// 2 GiB of zeros as 128 gzip members of 16 MiB (a valid gzip file of about 2 MB), made with zlib.
QByteArray gzipBomb()
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
    return member.repeated(128);
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
        QTest::newRow("truncated RunArchive") << four.left(four.indexOf("run-3")) << QStringLiteral("cut.json")
                                              << false << 3 << QStringLiteral("cut off") << 3 << qint64(5);
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
        QTest::newRow("gzip bomb") << gzipBomb() << QStringLiteral("bomb.json.gz") << true << 0 << QStringLiteral("gzip bomb") << -1 << qint64(0);
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
