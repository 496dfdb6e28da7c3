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

#include <cstdio>

#include <fcntl.h>
#include <sys/stat.h>
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

// How another program changes a file the explorer has open (the rows of the changed-file tests):
// a size to truncate it to (>= 0), or one of these.
constexpr qint64 kLeftAlone = -1;
constexpr qint64 kEditedInPlace = -2; // one run's "passed" becomes "failed": the same length
constexpr qint64 kReplaced = -3; // a new file renamed over it: the open one is as it was

// 2000 runs written to dir/runs.json, dated in the past so that any later write changes its time.
QString writeRunsFile(const QTemporaryDir &dir, QByteArray *whole)
{
    QList<QByteArray> items;
    for (int i = 0; i < 2000; ++i)
        items << run("{\"status\":\"passed\",\"i\":" + QByteArray::number(i) + "}", "r" + QByteArray::number(i));
    *whole = runArchive(items);
    const QString path = dir.filePath(QStringLiteral("runs.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*whole) != whole->size())
        return QString();
    file.close();
    const struct timespec past[2] = {{1577836800, 0}, {1577836800, 0}}; // 2020-01-01
    return ::utimensat(AT_FDCWD, QFile::encodeName(path).constData(), past, 0) == 0 ? path : QString();
}

bool changeFile(const QString &path, const QByteArray &whole, qint64 how)
{
    if (how >= 0)
        return ::truncate(QFile::encodeName(path).constData(), how) == 0;
    if (how == kEditedInPlace) {
        QFile file(path);
        return file.open(QIODevice::ReadWrite) && file.seek(whole.lastIndexOf("passed")) && file.write("failed") == 6;
    }
    if (how == kReplaced) {
        QFile file(path + QStringLiteral(".new"));
        return file.open(QIODevice::WriteOnly) && file.write(QByteArray(whole).replace("passed", "failed")) == whole.size()
            && std::rename(QFile::encodeName(file.fileName()).constData(), QFile::encodeName(path).constData()) == 0;
    }
    return true;
}

bool changesTheOpenFile(qint64 how)
{
    return how >= 0 || how == kEditedInPlace;
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

    // A file changed by another program after the window read it (mappedfileguard.h): the deferred
    // digests would read zeros past a shortened file's new end, or an edited file's new bytes. None
    // is kept, on demand or in bulk; every run says why, and the file gets one problem. A file left
    // alone, or replaced by another one under its name, digests as usual.
    void changedFileKeepsNoDigest_data()
    {
        QTest::addColumn<qint64>("newSize");
        QTest::newRow("emptied") << qint64(0);
        QTest::newRow("cut after the first page") << qint64(5000);
        QTest::newRow("edited in place") << kEditedInPlace;
        QTest::newRow("replaced under its name") << kReplaced;
        QTest::newRow("left alone") << kLeftAlone;
    }
    void changedFileKeepsNoDigest()
    {
        QFETCH(qint64, newSize);
        QTemporaryDir dir;
        QByteArray whole;
        const QString path = writeRunsFile(dir, &whole);
        QVERIFY(!path.isEmpty());
        ReadOptions options;
        options.computeRunDigests = false;
        const ReadResult read = readArchiveFile(path, options);
        QVERIFY2(read.archive, qPrintable(read.fatalError));
        Archive &archive = *read.archive;
        QVERIFY(archive.bufferMapped && archive.runDigestsPending);
        QVERIFY(!bufferChangedSinceRead(archive));
        const size_t problemsBefore = archive.problems.size();
        QVERIFY(changeFile(path, whole, newSize));

        const int last = int(archive.runs.size()) - 1;
        QVERIFY(ensureRunDigest(archive, last));
        const RunDigests digests = computeRunDigests(archive);
        QVERIFY(digests.complete);
        applyRunDigests(archive, digests);
        QVERIFY(!archive.runDigestsPending);
        if (!changesTheOpenFile(newSize)) {
            QVERIFY(!digests.fileChanged);
            QCOMPARE(archive.problems.size(), problemsBefore);
            for (const RunRecord &record : archive.runs)
                QVERIFY(record.digest.toString().startsWith(QLatin1String("sha256:")));
            return;
        }
        QVERIFY(bufferChangedSinceRead(archive));
        QVERIFY(digests.fileChanged);
        for (const RunRecord &record : archive.runs) {
            QVERIFY(record.digest.isEmpty());
            QVERIFY2(record.digestError->contains(QLatin1String("shortened")), qPrintable(record.digestError));
        }
        QCOMPARE(archive.problems.size(), problemsBefore + 1);
        QCOMPARE(archive.problems.back().severity, Severity::Error);
        QVERIFY(archive.problems.back().message.contains(QLatin1String("shortened")));
    }

    // What shows, copies or exports a record's bytes after the open gets them only while they are
    // still the record's (sourcebytes.h): never the zeros past a shortened file's new end, nor an
    // edited file's new bytes.
    void changedFileIsNeitherShownNorWritten_data() { changedFileKeepsNoDigest_data(); }
    void changedFileIsNeitherShownNorWritten()
    {
        QFETCH(qint64, newSize);
        QTemporaryDir dir;
        QByteArray whole;
        const QString path = writeRunsFile(dir, &whole);
        QVERIFY(!path.isEmpty());
        const ReadResult read = readArchiveFile(path);
        QVERIFY2(read.archive, qPrintable(read.fatalError));
        const Archive &archive = *read.archive;
        QVERIFY(archive.bufferMapped);
        const SourceText &last = archive.runs.back().source;
        const QByteArray lastAsRead = whole.mid(last.offset, last.length);
        QCOMPARE(sourceBytesNow(archive, last), std::optional<QByteArray>(lastAsRead));
        QVERIFY(changeFile(path, whole, newSize));

        const std::optional<QByteArray> bytes = sourceBytesNow(archive, last);
        QString error;
        const QByteArray exported = runArchiveBytes(archive, &error);
        if (!changesTheOpenFile(newSize)) {
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
