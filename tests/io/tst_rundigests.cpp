// SPDX-License-Identifier: Apache-2.0
// Run digests deferred at open (the window's way, rundigests.h) must be exactly those the reader
// computes while reading: the same digest or the same absence, the same index, the same problems.
#include "archivereader.h"
#include "archivewriter.h"
#include "digest.h"
#include "rundigests.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace kie;

namespace {

const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");

QByteArray run(const QByteArray &spec, const QByteArray &name = "r")
{
    return "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"" + name
        + "\"},\"spec\":" + spec + "}";
}

QByteArray runArchive(const QList<QByteArray> &items)
{
    QByteArray out = "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":[\n";
    for (qsizetype i = 0; i < items.size(); ++i)
        out += (i ? ",\n" : "") + items[i];
    return out + "\n]}\n";
}

ReadResult read(const QByteArray &bytes, bool digestRuns)
{
    ReadOptions options;
    options.computeRunDigests = digestRuns;
    return readArchiveData(bytes, QStringLiteral("runs.json"), options);
}

} // namespace

class TestRunDigests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deferredEqualsRead_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QByteArray seed;
        {
            QFile file(kSeed);
            QVERIFY(file.open(QIODevice::ReadOnly));
            seed = file.readAll();
        }
        QTest::newRow("seed bundle") << seed;
        QTest::newRow("numbers and strings") << runArchive({
            run("{\"status\":\"passed\",\"i\":485961,\"f\":0.554246,\"big\":1e21,\"small\":1.5e-7,\"neg\":-0,\"u\":18446744073709551615}"),
            run("{\"q\":\"a\\\"b\",\"ctl\":\"\\u0001\\n\",\"uni\":\"\\u00e9\\u4e2d\",\"astral\":\"\\ud83d\\ude00\"}", "s"),
        });
        // Those the parsed path declines and the strict path decides: a non-BMP key (UTF-16 order),
        // an integer beyond 64 bits, and duplicate keys (no digest at all, a problem instead).
        QTest::newRow("strict path") << runArchive({
            run("{\"\\ud83d\\ude00\":1,\"\\uffff\":2,\"a\":3}"),
            run("{\"huge\":123456789012345678901234567890}", "h"),
            run("{\"status\":\"passed\",\"status\":\"failed\"}", "d"),
            run("{\"status\":\"passed\"}", "ok"),
        });
        QTest::newRow("json lines") << QByteArray(run("{\"a\":1}") + "\n" + run("{\"a\":2}", "b") + "\n");
    }
    void deferredEqualsRead()
    {
        QFETCH(QByteArray, bytes);
        const ReadResult expected = read(bytes, true);
        QVERIFY2(expected.archive, qPrintable(expected.fatalError));
        ReadResult deferred = read(bytes, false);
        QVERIFY2(deferred.archive, qPrintable(deferred.fatalError));
        Archive &archive = *deferred.archive;
        QVERIFY(archive.runDigestsPending);
        QVERIFY(!expected.archive->runDigestsPending);
        QCOMPARE(archive.runs.size(), expected.archive->runs.size());
        for (const RunRecord &r : archive.runs)
            QVERIFY(r.digest.isEmpty() && r.digestError.isEmpty());

        const RunDigests digests = computeRunDigests(archive);
        QVERIFY(digests.complete);
        applyRunDigests(archive, digests);
        QVERIFY(!archive.runDigestsPending);
        for (size_t i = 0; i < archive.runs.size(); ++i) {
            const RunRecord &a = archive.runs[i];
            const RunRecord &b = expected.archive->runs[i];
            QCOMPARE(a.digest, b.digest);
            QCOMPARE(a.digestError, b.digestError);
            QString error;
            QCOMPARE(a.digest, objectDigestOfText(a.source.bytes(), &error)); // and the strict path's
        }
        QCOMPARE(archive.objectsByDigest, expected.archive->objectsByDigest);
        QCOMPARE(archive.problems.size(), expected.archive->problems.size());
    }

    // On demand: one run's digest, nothing else; the later hand-over keeps it and fills the rest.
    void onDemandComputesOne()
    {
        const QByteArray bytes = runArchive({run("{\"a\":1}", "a"), run("{\"a\":2}", "b"), run("{\"a\":3}", "c")});
        const ReadResult expected = read(bytes, true);
        ReadResult deferred = read(bytes, false);
        QVERIFY(expected.archive && deferred.archive);
        Archive &archive = *deferred.archive;
        QVERIFY(ensureRunDigest(archive, 1));
        QCOMPARE(archive.runs[1].digest, expected.archive->runs[1].digest);
        QVERIFY(archive.runs[0].digest.isEmpty());
        QVERIFY(archive.runs[2].digest.isEmpty());
        QVERIFY(!ensureRunDigest(archive, 3));
        applyRunDigests(archive, computeRunDigests(archive));
        for (size_t i = 0; i < archive.runs.size(); ++i)
            QCOMPARE(archive.runs[i].digest, expected.archive->runs[i].digest);
        QCOMPARE(archive.objectsByDigest, expected.archive->objectsByDigest);
    }

    // An attestation names its run by digest (ARCHIVE.md §5): such an archive is never deferred,
    // so no trust marker is ever drawn before the digest it depends on.
    void attestationsAreReadWithRunDigests_data()
    {
        QTest::addColumn<bool>("attested");
        QTest::newRow("no attestation: deferred") << false;
        QTest::newRow("an attestation: digested while read") << true;
    }
    void attestationsAreReadWithRunDigests()
    {
        QFETCH(bool, attested);
        QList<QByteArray> items{run("{\"a\":1}", "a"), run("{\"a\":2}", "b")};
        if (attested)
            items << "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"Attestation\",\"metadata\":{\"name\":\"n\"},"
                     "\"spec\":{\"subject\":\"sha256:00\",\"kind\":\"note\",\"text\":\"t\"}}";
        const QByteArray bytes = runArchive(items);
        const ReadResult expected = read(bytes, true);
        const ReadResult deferred = read(bytes, false);
        QVERIFY(expected.archive && deferred.archive);
        QCOMPARE(deferred.archive->attestations.size(), size_t(attested ? 1 : 0));
        QCOMPARE(deferred.archive->runDigestsPending, !attested);
        for (size_t i = 0; i < deferred.archive->runs.size(); ++i)
            QCOMPARE(deferred.archive->runs[i].digest, attested ? expected.archive->runs[i].digest : DigestString());
    }

    void cancelledLeavesNothing()
    {
        QList<QByteArray> items;
        for (int i = 0; i < 2000; ++i)
            items << run("{\"i\":" + QByteArray::number(i) + "}", "r" + QByteArray::number(i));
        ReadResult deferred = read(runArchive(items), false);
        QVERIFY(deferred.archive);
        std::atomic_bool cancel{true};
        ProgressReporter progress;
        progress.cancelRequested = &cancel;
        const RunDigests digests = computeRunDigests(*deferred.archive, progress);
        QVERIFY(!digests.complete);
    }

    // A file shortened by another program after the window read it (mappedfileguard.h): the
    // deferred digests would read zeros past its new end. None is kept, on demand or in bulk; every
    // run says why, and the file gets one problem. A file left alone digests as usual.
    void shortenedFileKeepsNoDigest_data()
    {
        QTest::addColumn<qint64>("newSize");
        QTest::newRow("emptied") << qint64(0);
        QTest::newRow("cut after the first page") << qint64(5000);
        QTest::newRow("left alone") << qint64(-1);
    }
    void shortenedFileKeepsNoDigest()
    {
        QFETCH(qint64, newSize);
        QList<QByteArray> items;
        for (int i = 0; i < 2000; ++i)
            items << run("{\"status\":\"passed\",\"i\":" + QByteArray::number(i) + "}", "r" + QByteArray::number(i));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(runArchive(items));
        file.close();
        ReadOptions options;
        options.computeRunDigests = false;
        const ReadResult read = readArchiveFile(path, options);
        QVERIFY2(read.archive, qPrintable(read.fatalError));
        Archive &archive = *read.archive;
        QVERIFY(archive.bufferMapped && archive.runDigestsPending);
        QVERIFY(!bufferChangedSinceRead(archive));
        const size_t problemsBefore = archive.problems.size();
        if (newSize >= 0)
            QCOMPARE(::truncate(QFile::encodeName(path).constData(), newSize), 0);

        const int last = int(archive.runs.size()) - 1;
        QVERIFY(ensureRunDigest(archive, last));
        const RunDigests digests = computeRunDigests(archive);
        QVERIFY(digests.complete);
        applyRunDigests(archive, digests);
        QVERIFY(!archive.runDigestsPending);
        if (newSize < 0) {
            QVERIFY(!digests.fileShortened);
            QCOMPARE(archive.problems.size(), problemsBefore);
            for (const RunRecord &record : archive.runs)
                QVERIFY(record.digest.toString().startsWith(QLatin1String("sha256:")));
            return;
        }
        QVERIFY(bufferChangedSinceRead(archive));
        QVERIFY(digests.fileShortened);
        for (const RunRecord &record : archive.runs) {
            QVERIFY(record.digest.isEmpty());
            QVERIFY2(record.digestError.contains(QLatin1String("shortened")), qPrintable(record.digestError));
        }
        QCOMPARE(archive.problems.size(), problemsBefore + 1);
        QCOMPARE(archive.problems.back().severity, Severity::Error);
        QVERIFY(archive.problems.back().message.contains(QLatin1String("shortened")));
    }

    // What shows, copies or exports a record's bytes after the open gets them only while they are
    // still the record's (sourcebytes.h): never the zeros past a shortened file's new end.
    void shortenedFileIsNeitherShownNorWritten_data() { shortenedFileKeepsNoDigest_data(); }
    void shortenedFileIsNeitherShownNorWritten()
    {
        QFETCH(qint64, newSize);
        QList<QByteArray> items;
        for (int i = 0; i < 2000; ++i)
            items << run("{\"status\":\"passed\",\"i\":" + QByteArray::number(i) + "}", "r" + QByteArray::number(i));
        const QByteArray whole = runArchive(items);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(whole);
        file.close();
        const ReadResult read = readArchiveFile(path);
        QVERIFY2(read.archive, qPrintable(read.fatalError));
        const Archive &archive = *read.archive;
        QVERIFY(archive.bufferMapped);
        const SourceText &last = archive.runs.back().source;
        const QByteArray lastAsRead = whole.mid(last.offset, last.length);
        QCOMPARE(sourceBytesNow(archive, last), std::optional<QByteArray>(lastAsRead));
        if (newSize >= 0)
            QCOMPARE(::truncate(QFile::encodeName(path).constData(), newSize), 0);

        const std::optional<QByteArray> bytes = sourceBytesNow(archive, last);
        QString error;
        const QByteArray exported = runArchiveBytes(archive, &error);
        if (newSize < 0) {
            QCOMPARE(bytes, std::optional<QByteArray>(lastAsRead));
            QVERIFY2(!exported.isEmpty(), qPrintable(error));
            QVERIFY(exported.contains(lastAsRead));
            return;
        }
        QVERIFY(!bytes);
        QVERIFY(bufferChangedSinceRead(archive));
        QVERIFY(exported.isEmpty());
        QVERIFY2(error.contains(QLatin1String("shortened")), qPrintable(error));
        QVERIFY(!writeRunArchive(archive, dir.filePath(QStringLiteral("export.json")), false, &error));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("export.json"))));
    }
};

QTEST_GUILESS_MAIN(TestRunDigests)
#include "tst_rundigests.moc"
