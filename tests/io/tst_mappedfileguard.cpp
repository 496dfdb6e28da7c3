// SPDX-License-Identifier: Apache-2.0
// A file shortened by another program while it is mapped (mappedfileguard.h): reading past its new
// end gives zeros instead of SIGBUS, the input says it changed, and the reader refuses the result.
#include "archivereader.h"
#include "archivewriter.h"
#include "inputbytes.h"
#include "mappedfileguard.h"
#include "rundigests.h"
#include "sourcebytes.h"
#include "workspace.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <thread>

using namespace kie;

namespace {

// A RunArchive of `runs` small runs.
bool writeArchive(const QString &path, int runs)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":[\n");
    for (int i = 0; i < runs; ++i) {
        file.write(QStringLiteral("%1{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"run-%2\"},"
                                  "\"spec\":{\"status\":\"passed\",\"timing\":{\"latencyNs\":{\"mean\":%3}}}}\n")
                       .arg(i ? QStringLiteral(",") : QString())
                       .arg(i)
                       .arg(1000 + i % 977)
                       .toUtf8());
    }
    file.write("]}\n");
    return true;
}

} // namespace

class TestMappedFileGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shortenedFileReadsAsZeros_data()
    {
        QTest::addColumn<qint64>("newSize");
        QTest::addColumn<bool>("shortened");
        QTest::newRow("emptied") << qint64(0) << true;
        QTest::newRow("cut after the first page") << qint64(5000) << true;
        QTest::newRow("left alone") << qint64(-1) << false;
    }
    void shortenedFileReadsAsZeros()
    {
        QFETCH(qint64, newSize);
        QFETCH(bool, shortened);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mapped.json"));
        QVERIFY(writeArchive(path, 400)); // about 50 KB
        QString error;
        const InputBytes input = openInputBytes(path, qint64(1) << 30, &error);
        QVERIFY2(input.buffer && input.mapped, qPrintable(error));
        const qint64 size = input.buffer->size();
        if (newSize >= 0)
            QCOMPARE(::truncate(QFile::encodeName(path).constData(), newSize), 0);
        // Every byte, as the scanner would read them: past the new end, zeros instead of SIGBUS.
        const char *bytes = input.buffer->constData();
        qint64 zeros = 0;
        for (qint64 i = 0; i < size; ++i)
            zeros += static_cast<const volatile char *>(bytes)[i] == 0;
        QCOMPARE(input.changedWhileMapped(), shortened);
        if (shortened)
            QVERIFY(zeros >= size - 8192); // all but the whole pages still inside the file
        else
            QCOMPARE(zeros, qint64(0));
    }

    // The deferred digests read the file through the guard instead of mapping it again (pread): the
    // same bytes; past a new end zeros, and the file counts as changed, as a SIGBUS would make it.
    void fileReadWithoutMapping_data()
    {
        QTest::addColumn<bool>("keepFile");
        QTest::addColumn<qint64>("newSize"); // -1: left alone
        QTest::addColumn<bool>("read");
        QTest::addColumn<QByteArray>("expected");
        QTest::addColumn<bool>("changed");
        QTest::newRow("inside the file") << true << qint64(-1) << true << QByteArray("klmnopqrst") << false;
        QTest::newRow("across a new end") << true << qint64(14) << true << QByteArray("klmn\0\0\0\0\0\0", 10) << true;
        QTest::newRow("no file kept") << false << qint64(-1) << false << QByteArray() << false;
    }
    void fileReadWithoutMapping()
    {
        QFETCH(bool, keepFile);
        QFETCH(qint64, newSize);
        QFETCH(bool, read);
        QFETCH(QByteArray, expected);
        QFETCH(bool, changed);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("read.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("abcdefghijklmnopqrstuvwxyz");
        file.close();
        const char mapped[26] = {}; // what the guard watches; no file stamp: only what read() finds counts
        MappedFileGuard guard(mapped, sizeof mapped);
        if (keepFile)
            guard.keepFile(::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC));
        if (newSize >= 0)
            QCOMPARE(::truncate(QFile::encodeName(path).constData(), newSize), 0);
        QByteArray bytes(10, 'x');
        QCOMPARE(guard.read(10, bytes.data(), bytes.size()), read);
        if (read)
            QCOMPARE(bytes, expected);
        QCOMPARE(guard.changed(), changed);
    }

    // A workspace of 300 files, one shortened after the open: its record's bytes are refused, read
    // without touching the mapping (no SIGBUS, no zeros shown as text); the other files' are intact.
    void manyFilesEachGuarded()
    {
        QTemporaryDir dir;
        std::vector<std::shared_ptr<Archive>> archives;
        for (int i = 0; i < 300; ++i) {
            const QString path = dir.filePath(QStringLiteral("f%1.json").arg(i, 3, 10, QLatin1Char('0')));
            QVERIFY(writeArchive(path, 40));
            ReadResult result = readArchiveFile(path);
            QVERIFY2(result.archive, qPrintable(result.fatalError));
            QVERIFY(result.archive->bufferMapped);
            archives.push_back(result.archive);
        }
        for (const int shortened : {298, 12}) {
            const Archive &archive = *archives[size_t(shortened)];
            QVERIFY(sourceBytesNow(archive, archive.runs.back().source).has_value());
            QCOMPARE(::truncate(QFile::encodeName(archive.path).constData(), 0), 0);
            QVERIFY(!sourceBytesNow(archive, archive.runs.back().source).has_value());
            QVERIFY(!sourceBytesNow(archive, archive.runs.front().source).has_value());
        }
        const Archive &intact = *archives[297];
        const std::optional<QByteArray> bytes = sourceBytesNow(intact, intact.runs.back().source);
        QVERIFY(bytes.has_value());
        QCOMPARE(*bytes, intact.runs.back().source.bytes().toByteArray());
        QVERIFY(bytes->contains("run-39"));
    }

    // An export of a workspace takes every member's bytes: one member shortened after the open, and
    // nothing is written, with that member named (the merged archive holds no guard of its own).
    void workspaceExportRefusesAChangedMember()
    {
        QTemporaryDir dir;
        std::vector<std::shared_ptr<const Archive>> members;
        for (int i = 0; i < 3; ++i) {
            const QString path = dir.filePath(QStringLiteral("m%1.json").arg(i));
            QVERIFY(writeArchive(path, 40 + i)); // other runs, other digests: none merged away
            ReadResult result = readArchiveFile(path);
            QVERIFY2(result.archive, qPrintable(result.fatalError));
            members.push_back(result.archive);
        }
        const std::shared_ptr<const Archive> workspace = mergeArchives(members);
        QVERIFY(workspace && !workspace->bufferGuard);
        QString error;
        QVERIFY2(!runArchiveBytes(*workspace, &error).isNull(), qPrintable(error));
        QCOMPARE(::truncate(QFile::encodeName(members[1]->path).constData(), 0), 0);
        const QByteArray bytes = runArchiveBytes(*workspace, &error);
        QVERIFY(bytes.isNull());
        QVERIFY2(error.startsWith(QStringLiteral("m1.json: ")) && error.contains(QLatin1String("shortened")), qPrintable(error));
        QVERIFY2(error.endsWith(QLatin1String("nothing was written")), qPrintable(error));
    }

    // With every slot taken, an input is read into memory rather than mapped unguarded.
    void noSlotLeftMeansNoMapping()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("late.json"));
        QVERIFY(writeArchive(path, 40));
        static const char watched[4096] = {};
        std::vector<std::unique_ptr<MappedFileGuard>> taken;
        for (int i = 0; i < 5000; ++i) {
            auto guard = std::make_unique<MappedFileGuard>(watched + (i % 4096), 1);
            if (!guard->guarding())
                break;
            taken.push_back(std::move(guard));
        }
        QVERIFY(taken.size() < 5000);
        QString error;
        const InputBytes input = openInputBytes(path, qint64(1) << 30, &error);
        QVERIFY2(input.buffer, qPrintable(error));
        QVERIFY(!input.mapped);
        QVERIFY(input.buffer->contains("run-39"));
        taken.clear();
        const InputBytes mapped = openInputBytes(path, qint64(1) << 30, &error);
        QVERIFY(mapped.mapped);
    }

    void readerRefusesAFileShortenedWhileReading()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shortened.json"));
        QVERIFY(writeArchive(path, 200000)); // about 25 MB: the scan reports progress every 8 MB
        const QByteArray name = QFile::encodeName(path);
        std::atomic_int calls{0};
        ProgressReporter progress;
        // The first value comes before the file is mapped, the second when reading starts.
        progress.permille = [&](int) {
            if (++calls == 2)
                QCOMPARE(::truncate(name.constData(), 1 << 20), 0);
        };
        const ReadResult result = readArchiveFile(path, {}, progress);
        QVERIFY(!result.archive);
        QVERIFY2(result.fatalError.contains(QLatin1String("shortened")), qPrintable(result.fatalError));
    }

    // A mapped file that another program rewrites in place while its records are parsed: simdjson
    // reads a record twice (its two stages), and a string whose closing quote is gone by the second
    // read ran its copy past the record and the parser's buffers (a SIGSEGV in stage 2 seen in the
    // window). Every record is parsed from a private copy, so a rewrite gives an error or the digest
    // of what the file held at that moment, never a crash. The writer swaps every quote of the file
    // for an 'x' and back.
    void recordsRewrittenWhileParsedNeverOverrun()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rewritten.json"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":[\n");
            for (int i = 0; i < 200; ++i) {
                file.write(QStringLiteral("%1{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":"
                                          "{\"name\":\"run-%2\",\"title\":\"%3\"},\"spec\":{\"status\":\"passed\"}}\n")
                               .arg(i ? QStringLiteral(",") : QString())
                               .arg(i)
                               .arg(QString(2000, QLatin1Char('t')))
                               .toUtf8());
            }
            file.write("]}\n");
        }
        const struct timespec past[2] = {{1577836800, 0}, {1577836800, 0}}; // any write changes its time
        QCOMPARE(::utimensat(AT_FDCWD, QFile::encodeName(path).constData(), past, 0), 0);
        ReadOptions options;
        options.computeRunDigests = false;
        const ReadResult read = readArchiveFile(path, options);
        QVERIFY2(read.archive && read.archive->bufferMapped, qPrintable(read.fatalError));
        const RunDigests original = computeRunDigests(*read.archive);
        QVERIFY(original.complete && !original.digests.front().isEmpty());

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray valid = file.readAll();
        QByteArray unquoted = valid;
        unquoted.replace('"', 'x');
        const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY);
        QVERIFY(fd >= 0);
        std::atomic_bool stop{false};
        std::thread writer([&] {
            while (!stop) {
                for (const QByteArray *bytes : {static_cast<const QByteArray *>(&unquoted), &valid}) {
                    if (::pwrite(fd, bytes->constData(), size_t(bytes->size()), 0) != bytes->size())
                        return;
                }
            }
        });
        // What a record reads as mid-rewrite is whatever the file held then: a digest, or an error.
        QElapsedTimer timer;
        timer.start();
        int rounds = 0;
        bool allComplete = true;
        while (timer.elapsed() < 1500) {
            allComplete &= computeRunDigests(*read.archive).complete;
            ++rounds;
        }
        stop = true;
        writer.join();
        QVERIFY(allComplete);
        QVERIFY(rounds > 0);
        // Written whole again, it is still a file that changed after it was opened: no digest of its
        // bytes is kept (sourcebytes.h), though they are the same again.
        QCOMPARE(::pwrite(fd, valid.constData(), size_t(valid.size()), 0), ssize_t(valid.size()));
        ::close(fd);
        const RunDigests after = computeRunDigests(*read.archive);
        QVERIFY(after.complete && after.fileChanged && after.digests.empty());
    }

    // A SIGBUS that is not about a guarded file keeps its usual action (the process dies): checked
    // by hand only, a test cannot survive it.
};

QTEST_GUILESS_MAIN(TestMappedFileGuard)
#include "tst_mappedfileguard.moc"
