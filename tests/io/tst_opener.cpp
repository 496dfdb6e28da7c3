// SPDX-License-Identifier: Apache-2.0
// The one opener: local files, data and URLs (fetched from a plain-HTTP server on 127.0.0.1 started
// here) through ArchiveOpener and openArchiveBlocking, with progress, cancellation and provenance.
#include "archive.h"
#include "opener.h"
#include "readahead.h"
#include "support/testserver.h"

#include <QFile>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <thread>

using namespace kie;
using kie::test::HttpResponse;
using kie::test::TestServer;

namespace {

const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");

// A RunArchive big enough (about 60 MB) that reading it takes a while.
QString writeBigArchive(const QTemporaryDir &dir, int runs)
{
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":[\n");
    for (int i = 0; i < runs; ++i) {
        file.write(QStringLiteral("%1{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"run-%2\","
                                  "\"title\":\"A run with a reasonably long title, number %2\"},\"spec\":{\"status\":\"passed\","
                                  "\"timing\":{\"latencyNs\":{\"mean\":%3},\"primaryStatistic\":\"mean\"},\"sourceNative\":{\"metrics\":"
                                  "{\"sol_score\":0.5,\"avg_speedup\":1.25}},\"protocolDigest\":\"sha256:%4\"}}\n")
                       .arg(i ? QStringLiteral(",") : QString())
                       .arg(i)
                       .arg(1000 + i % 977)
                       .arg(i % 7, 64, 10, QLatin1Char('0'))
                       .toUtf8());
    }
    file.write("]}\n");
    return path;
}

QByteArray seedBytes()
{
    QFile seed(kSeed);
    return seed.open(QIODevice::ReadOnly) ? seed.readAll() : QByteArray();
}

// A named pipe in `dir`: reading it waits until a writer opens it (mkfifo(3)).
QString makeFifo(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("archive.fifo"));
    return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0 ? path : QString();
}

OpenResult resultOf(const QSignalSpy &finished)
{
    return finished.isEmpty() ? OpenResult() : finished.front().front().value<OpenResult>();
}

} // namespace

class TestOpener : public QObject
{
    Q_OBJECT

private:
    TestServer m_http;
    std::unique_ptr<QTemporaryDir> m_cache;

    FetchOptions fetchOptions() const
    {
        FetchOptions o;
        o.allowHttp = true; // the loopback server speaks plain http; https is tst_fetcher's part
        o.cacheDir = m_cache->path();
        o.stallTimeoutMs = 5000;
        o.deadlineMs = 20000;
        return o;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); // loopback only
        QVERIFY(m_http.listenHttp());
        m_http.route("/seed.json", HttpResponse::ok(seedBytes()));
        m_http.route("/missing.json", HttpResponse::error(404, "Not Found"));
        HttpResponse slow = HttpResponse::ok(seedBytes());
        slow.delayMs = 3000;
        m_http.route("/slow.json", slow);
    }

    void init()
    {
        m_cache = std::make_unique<QTemporaryDir>();
        QVERIFY(m_cache->isValid());
    }

    void opensAFileInTheBackground()
    {
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        QSignalSpy progress(&opener, &ArchiveOpener::progressChanged);
        QSignalSpy messages(&opener, &ArchiveOpener::progressMessage);
        QSignalSpy fetched(&opener, &ArchiveOpener::fetched);
        opener.open(kSeed);
        QVERIFY(opener.isBusy());
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(!opener.isBusy());
        const OpenResult result = resultOf(finished);
        QVERIFY2(result.archive, qPrintable(result.error));
        QVERIFY(!result.fetchFailed && !result.cancelled && !result.fetch.ok);
        QCOMPARE(fetched.count(), 0); // a local file is never fetched
        QCOMPARE(result.archive->runs.size(), size_t(1));
        QCOMPARE(result.archive->runs.front().digest, QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc"));
        QVERIFY(result.archive->fetchedFromUrl.isEmpty());

        QVERIFY(!messages.isEmpty());
        QVERIFY(!progress.isEmpty());
        int last = -1;
        for (const QList<QVariant> &signal : progress) {
            const int value = signal.front().toInt();
            QVERIFY(value >= 0 && value <= 1000);
            QVERIFY2(value >= last, "progress went backwards");
            last = value;
        }
        QCOMPARE(last, 1000);
    }

    void opensData()
    {
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        opener.openData(seedBytes(), QStringLiteral("seed from memory"));
        QTRY_COMPARE(finished.count(), 1);
        const OpenResult result = resultOf(finished);
        QVERIFY2(result.archive, qPrintable(result.error));
        QCOMPARE(result.archive->path, QStringLiteral("seed from memory"));
    }

    void reportsAReadFailure()
    {
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        opener.open(QStringLiteral("/nonexistent/archive.json"));
        QTRY_COMPARE(finished.count(), 1);
        const OpenResult result = resultOf(finished);
        QVERIFY(!result.archive);
        QVERIFY(!result.fetchFailed && !result.cancelled);
        QVERIFY2(result.error.contains(QLatin1String("No such file or directory")), qPrintable(result.error));
    }

    void cancelsABigLoad()
    {
        QTemporaryDir dir;
        const QString path = writeBigArchive(dir, 200000);
        QVERIFY(!path.isEmpty());
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        QSignalSpy progress(&opener, &ArchiveOpener::progressChanged);
        // Cancel as soon as the reader reports it has started reading records.
        connect(&opener, &ArchiveOpener::progressChanged, &opener, [&opener](int permille) {
            if (permille > 0)
                opener.cancel();
        });
        opener.open(path);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        const OpenResult result = resultOf(finished);
        QVERIFY(result.cancelled);
        QVERIFY(!result.archive);
        QVERIFY(!opener.isBusy());
        // It stopped early: the last progress is far from done.
        QVERIFY(!progress.isEmpty());
        QVERIFY2(progress.back().front().toInt() < 1000, qPrintable(QString::number(progress.back().front().toInt())));
    }

    void newerOpenDropsTheStaleOne()
    {
        QTemporaryDir dir;
        const QString big = writeBigArchive(dir, 50000);
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        opener.open(big);
        opener.open(kSeed);
        QTRY_COMPARE(finished.count(), 1);
        QTRY_VERIFY(!opener.isBusy());
        QTest::qWait(300); // a late result of the stale open would arrive here
        QCOMPARE(finished.count(), 1);
        const OpenResult result = resultOf(finished);
        QVERIFY(!result.cancelled);
        QVERIFY(result.archive);
        QCOMPARE(result.archive->runs.size(), size_t(1));
    }

    void destroyingTheOpenerWhileReadingIsSafe()
    {
        QTemporaryDir dir;
        const QString big = writeBigArchive(dir, 50000);
        auto opener = std::make_unique<ArchiveOpener>();
        opener->open(big);
        opener.reset(); // waits for the cancelled worker
        QTest::qWait(50);
    }

    // A named pipe that nobody writes to (yet): the open waits for a writer, and Cancel, a newer
    // open or closing the window ends the wait at once instead of leaving a thread blocked for good.
    void cancelsAWaitForAPipeWriter_data()
    {
        QTest::addColumn<QByteArray>("written"); // what a writer sends and then keeps the pipe open
        QTest::addColumn<bool>("writerOpens");
        QTest::newRow("no writer") << QByteArray() << false;
        QTest::newRow("a writer that sends nothing") << QByteArray() << true;
        QTest::newRow("a writer that stops mid-archive") << QByteArray("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"items\":[") << true;
    }

    void cancelsAWaitForAPipeWriter()
    {
        QFETCH(QByteArray, written);
        QFETCH(bool, writerOpens);
        QTemporaryDir dir;
        const QString fifo = makeFifo(dir);
        QVERIFY(!fifo.isEmpty());
        int writer = -1;
        auto opener = std::make_unique<ArchiveOpener>();
        QSignalSpy finished(opener.get(), &ArchiveOpener::finished);
        QSignalSpy messages(opener.get(), &ArchiveOpener::progressMessage);
        opener->open(fifo);
        if (writerOpens) {
            writer = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_CLOEXEC);
            QVERIFY(writer >= 0);
            QCOMPARE(::write(writer, written.constData(), size_t(written.size())), ssize_t(written.size()));
        }
        QTest::qWait(400);
        QCOMPARE(finished.count(), 0); // still waiting for the rest
        QVERIFY(opener->isBusy());
        // The status bar says why nothing happens.
        QTRY_VERIFY(std::any_of(messages.cbegin(), messages.cend(), [](const QList<QVariant> &m) {
            return m.front().toString().contains(QLatin1String("Waiting for"));
        }));
        const auto start = std::chrono::steady_clock::now();
        opener->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 3000);
        QVERIFY(resultOf(finished).cancelled);
        QVERIFY(!resultOf(finished).archive);
        opener.reset(); // must not wait for a writer
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
        if (writer >= 0)
            ::close(writer);
    }

    // The writer comes later (a shell's `mkfifo p; kernelindex-explorer verify p & cat x.json > p`).
    void readsAPipeWhoseWriterComesLater()
    {
        QTemporaryDir dir;
        const QString fifo = makeFifo(dir);
        QVERIFY(!fifo.isEmpty());
        const QByteArray seed = seedBytes();
        QVERIFY(!seed.isEmpty());
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        opener.open(fifo);
        std::thread writer([fifo, seed] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_CLOEXEC);
            if (fd < 0)
                return;
            // In two parts, with a pause: the reader must wait for the end, not take the first part.
            const qsizetype half = seed.size() / 2;
            (void)::write(fd, seed.constData(), size_t(half));
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            (void)::write(fd, seed.constData() + half, size_t(seed.size() - half));
            ::close(fd);
        });
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        writer.join();
        const OpenResult result = resultOf(finished);
        QVERIFY2(result.archive, qPrintable(result.error));
        QVERIFY(!result.cancelled);
        QCOMPARE(result.archive->runs.size(), size_t(1));
        QVERIFY(result.archive->problems.empty());
    }

    // URL -> fetch -> read -> provenance: the archive carries its URL and fetch date (ARCHIVE.md §7).
    void opensAUrlWithProvenance()
    {
        const QString url = m_http.url(QStringLiteral("/seed.json")).toString();
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        QSignalSpy fetched(&opener, &ArchiveOpener::fetched);
        QSignalSpy messages(&opener, &ArchiveOpener::progressMessage);
        opener.open(url, fetchOptions());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(fetched.count(), 1);
        const OpenResult result = resultOf(finished);
        QVERIFY2(result.archive, qPrintable(result.error));
        QVERIFY(result.fetch.ok);
        QVERIFY(!result.fetch.warning.isEmpty()); // plain http was allowed: the user is told
        QCOMPARE(result.archive->path, url);
        QCOMPARE(result.archive->fetchedFromUrl, url);
        QCOMPARE(result.archive->fetchedAt, result.fetch.fetchedAt);
        QVERIFY(!result.archive->fetchedAt.isEmpty());
        QCOMPARE(result.archive->runs.size(), size_t(1));
        bool downloading = false;
        for (const QList<QVariant> &m : messages)
            downloading = downloading || m.front().toString().contains(QLatin1String("seed.json"));
        QVERIFY2(downloading, "the fetch's progress messages reach the opener's");
    }

    void reportsAFetchFailure_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("allowHttp");
        QTest::addColumn<QString>("expected");
        QTest::newRow("404") << QStringLiteral("/missing.json") << true << QStringLiteral("404");
        QTest::newRow("plain http refused") << QStringLiteral("/seed.json") << false << QStringLiteral("refused plain http");
    }

    void reportsAFetchFailure()
    {
        QFETCH(QString, path);
        QFETCH(bool, allowHttp);
        QFETCH(QString, expected);
        FetchOptions options = fetchOptions();
        options.allowHttp = allowHttp;
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        QSignalSpy fetched(&opener, &ArchiveOpener::fetched);
        opener.open(m_http.url(path).toString(), options);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const OpenResult result = resultOf(finished);
        QVERIFY(result.fetchFailed);
        QVERIFY(!result.archive);
        QVERIFY(!result.cancelled);
        QCOMPARE(fetched.count(), 0);
        QVERIFY2(result.error.contains(expected), qPrintable(result.error));
        QCOMPARE(result.error, result.fetch.errorMessage);
    }

    void cancelsAFetch()
    {
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        opener.open(m_http.url(QStringLiteral("/slow.json")).toString(), fetchOptions());
        QTest::qWait(200); // connected, waiting for the delayed answer
        opener.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 2500); // well before the server would answer
        const OpenResult result = resultOf(finished);
        QVERIFY(result.cancelled);
        QVERIFY(result.fetchFailed);
        QVERIFY(!result.archive);
        QVERIFY(!opener.isBusy());
    }

    void blockingOpen_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<bool>("remote"); // input is a path on the loopback server
        QTest::addColumn<bool>("opens");
        QTest::addColumn<bool>("fetchFailed");
        QTest::addColumn<QString>("errorPart");
        QTest::newRow("local file") << kSeed << false << true << false << QString();
        QTest::newRow("missing file") << QStringLiteral("/nonexistent/archive.json") << false << false << false
                                      << QStringLiteral("No such file or directory");
        QTest::newRow("url") << QStringLiteral("/seed.json") << true << true << false << QString();
        QTest::newRow("url 404") << QStringLiteral("/missing.json") << true << false << true << QStringLiteral("404");
    }

    void blockingOpen()
    {
        QFETCH(QString, input);
        QFETCH(bool, remote);
        QFETCH(bool, opens);
        QFETCH(bool, fetchFailed);
        QFETCH(QString, errorPart);
        const QString pathOrUrl = remote ? m_http.url(input).toString() : input;
        const OpenResult result = openArchiveBlocking(pathOrUrl, fetchOptions());
        QCOMPARE(bool(result.archive), opens);
        QCOMPARE(result.fetchFailed, fetchFailed);
        QVERIFY2(result.error.contains(errorPart), qPrintable(result.error));
        if (opens)
            QCOMPARE(result.archive->fetchedFromUrl, remote ? pathOrUrl : QString());
    }

    // A read started ahead (readahead.h) of the file the opener is asked for, with the opener's
    // options, is taken over: its progress reaches the opener, its archive is what a read gives.
    void takesOverAReadAhead()
    {
        QTemporaryDir dir;
        const QString path = writeBigArchive(dir, 40000);
        ReadOptions options;
        options.computeRunDigests = false;
        const ReadAhead ahead(path, options);
        ArchiveOpener opener;
        opener.setDeferRunDigests(true);
        QSignalSpy progress(&opener, &ArchiveOpener::progressChanged);
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        opener.open(path);
        QVERIFY(!takeReadAhead(path, options)); // the opener has it
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const OpenResult result = finished.at(0).at(0).value<OpenResult>();
        QVERIFY2(result.archive, qPrintable(result.error));
        const ReadResult own = readArchiveFile(path, options);
        QVERIFY(own.archive);
        QCOMPARE(result.archive->runs.size(), own.archive->runs.size());
        QCOMPARE(result.archive->problems.size(), own.archive->problems.size());
        QCOMPARE(result.archive->runDigestsPending, own.archive->runDigestsPending);
        QCOMPARE(result.archive->runs.back().meta.name, own.archive->runs.back().meta.name);
        QCOMPARE(result.archive->runs.back().source.offset, own.archive->runs.back().source.offset);
        QVERIFY(!progress.isEmpty());
    }

    // With other options (run digests wanted), the opener reads the file itself and leaves the read
    // ahead to whoever asks for it with its own options.
    void readsItselfWhenTheReadAheadDiffers()
    {
        ReadOptions deferred;
        deferred.computeRunDigests = false;
        const ReadAhead ahead(kSeed, deferred);
        ArchiveOpener opener;
        QSignalSpy finished(&opener, &ArchiveOpener::finished);
        opener.open(kSeed);
        QTRY_COMPARE(finished.count(), 1);
        const OpenResult result = finished.at(0).at(0).value<OpenResult>();
        QVERIFY2(result.archive, qPrintable(result.error));
        QVERIFY(!result.archive->runDigestsPending);
        QVERIFY(takeReadAhead(kSeed, deferred));
    }
};

QTEST_GUILESS_MAIN(TestOpener)
#include "tst_opener.moc"
