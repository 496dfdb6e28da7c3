// SPDX-License-Identifier: Apache-2.0
// Fetching against real servers on 127.0.0.1 started here: plain HTTP and HTTPS with
// certificates made at test time (self-signed, a test CA and its leaves).
#include "archivecache.h"
#include "archivereader.h"
#include "cli.h"
#include "digest.h"
#include "fetcher.h"
#include "support/testcerts.h"
#include "support/testserver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace kie;
using kie::test::HttpRequest;
using kie::test::HttpResponse;
using kie::test::TestServer;

namespace {

QByteArray sampleBody(qsizetype size)
{
    QByteArray b;
    b.reserve(size);
    for (qsizetype i = 0; i < size; ++i)
        b.append(char('A' + (i * 7 + i / 13) % 26));
    return b;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestFetcher : public QObject
{
    Q_OBJECT

private:
    kie::test::TestCertificates m_certs;
    TestServer m_http, m_httpsCa, m_httpsSelf, m_httpsWrong;
    std::unique_ptr<QTemporaryDir> m_cache;

    FetchOptions options(bool withCa = true) const
    {
        FetchOptions o;
        o.cacheDir = m_cache->path();
        o.caFile = withCa ? m_certs.caFile() : QString();
        o.stallTimeoutMs = 5000;
        o.deadlineMs = 20000;
        return o;
    }

    // Runs one fetch to its end, with every signal recorded.
    struct Run
    {
        FetchResult result;
        QList<qint64> received;
        QList<qint64> totals;
        QList<int> permille;
        QStringList messages;
        qint64 elapsedMs = 0;
    };

    Run fetch(const QUrl &url, const FetchOptions &o, const std::function<void(Fetcher &, qint64)> &onBytes = {})
    {
        Run run;
        Fetcher fetcher(o);
        QObject::connect(&fetcher, &Fetcher::bytesReceived, &fetcher, [&](qint64 received, qint64 total, double) {
            run.received.append(received);
            run.totals.append(total);
            if (onBytes)
                onBytes(fetcher, received);
        });
        QObject::connect(&fetcher, &Fetcher::progressChanged, &fetcher, [&](int p) { run.permille.append(p); });
        QObject::connect(&fetcher, &Fetcher::progressMessage, &fetcher, [&](const QString &m) { run.messages.append(m); });
        QSignalSpy finished(&fetcher, &Fetcher::finished);
        QElapsedTimer clock;
        clock.start();
        fetcher.fetch(url);
        if (!finished.wait(30000))
            qWarning("fetch of %s did not finish", qPrintable(url.toString()));
        run.elapsedMs = clock.elapsed();
        if (!finished.isEmpty())
            run.result = finished.first().first().value<FetchResult>();
        return run;
    }

    QStringList cacheFiles() const { return QDir(m_cache->path()).entryList(QDir::Files | QDir::Hidden); }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QSslSocket::supportsSsl())
            QSKIP("Qt has no TLS backend here");
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); // loopback only, whatever the environment says
        QVERIFY2(m_certs.generate(), qPrintable(m_certs.error()));
        QVERIFY(m_http.listenHttp());
        QVERIFY(m_httpsCa.listenHttps(m_certs.signedByCa.serverConfiguration()));
        QVERIFY(m_httpsSelf.listenHttps(m_certs.selfSigned.serverConfiguration()));
        QVERIFY(m_httpsWrong.listenHttps(m_certs.wrongHost.serverConfiguration()));
        for (TestServer *s : {&m_http, &m_httpsCa, &m_httpsSelf, &m_httpsWrong})
            s->route("/small.json", HttpResponse::ok(sampleBody(1000)));
    }

    void init()
    {
        m_cache = std::make_unique<QTemporaryDir>();
        QVERIFY(m_cache->isValid());
    }

    void successWithProgress()
    {
        const QByteArray body = sampleBody(1536 * 1024);
        HttpResponse r = HttpResponse::ok(body);
        r.dripBytes = 256 * 1024; // several arrivals, so progress is reported more than once
        r.dripIntervalMs = 20;
        r.addHeader("ETag", "\"v1\"");
        m_httpsCa.route("/archive.jsonl", r);

        const QUrl url = m_httpsCa.url(QStringLiteral("/archive.jsonl"));
        const Run run = fetch(url, options());
        QVERIFY2(run.result.ok, qPrintable(run.result.errorMessage));
        QCOMPARE(run.result.url, url.toString());
        QVERIFY(!run.result.fromCache);
        QVERIFY(run.result.warning.isEmpty());
        QCOMPARE(readFile(run.result.localPath), body);
        QCOMPARE(run.result.sha256, sha256Hex(body));
        QCOMPARE(run.result.bytesReceived, body.size());
        const QDateTime fetchedAt = QDateTime::fromString(run.result.fetchedAt, Qt::ISODate);
        QVERIFY(fetchedAt.isValid());
        QVERIFY(qAbs(fetchedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        QVERIFY(describeFetch(run.result).startsWith(QStringLiteral("fetched ")));
        QVERIFY(describeFetch(run.result).endsWith(QStringLiteral(" from ") + url.toString()));

        QVERIFY2(run.received.size() >= 3, qPrintable(QString::number(run.received.size())));
        QVERIFY(std::is_sorted(run.received.cbegin(), run.received.cend()));
        QCOMPARE(run.received.last(), body.size());
        QCOMPARE(run.totals.last(), body.size());
        QCOMPARE(run.permille.last(), 1000);
        QVERIFY(std::any_of(run.permille.cbegin(), run.permille.cend(), [](int p) { return p > 0 && p < 1000; }));
        QVERIFY(std::any_of(run.messages.cbegin(), run.messages.cend(),
                            [](const QString &m) { return m.startsWith(QStringLiteral("Downloading archive.jsonl")); }));

        // Exactly one body and one sidecar; no partial file left behind.
        ArchiveCache cache(m_cache->path());
        QCOMPARE(cacheFiles().size(), 2);
        const auto entry = cache.lookup(url);
        QVERIFY(entry);
        QCOMPARE(entry->bodyPath, run.result.localPath);
        QCOMPARE(entry->etag, QStringLiteral("\"v1\""));
        QCOMPARE(entry->fetchedAt, run.result.fetchedAt);
        QCOMPARE(entry->sha256, sha256Hex(body));
        QVERIFY(entry->bodyPath.endsWith(QStringLiteral("-archive.jsonl")));
        QVERIFY(QFileInfo(entry->bodyPath).fileName().startsWith(sha256Hex(url.toEncoded())));
    }

    void httpErrors_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("reason");
        QTest::newRow("404") << 404 << QByteArray("Not Found");
        QTest::newRow("500") << 500 << QByteArray("Internal Server Error");
        QTest::newRow("403") << 403 << QByteArray("Forbidden");
    }

    void httpErrors()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, reason);
        const QByteArray path = "/status/" + QByteArray::number(status);
        m_httpsCa.route(path, HttpResponse::error(status, reason));
        const Run run = fetch(m_httpsCa.url(QString::fromLatin1(path)), options());
        QVERIFY(!run.result.ok);
        QCOMPARE(run.result.errorMessage,
                 QStringLiteral("server said %1 %2").arg(status).arg(QString::fromLatin1(reason)));
        QVERIFY(cacheFiles().isEmpty());
    }

    void trust_data()
    {
        QTest::addColumn<QString>("server");
        QTest::addColumn<bool>("withCa");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("because");
        QTest::newRow("self-signed") << "self" << false << false << "self-signed";
        QTest::newRow("self-signed, test CA named") << "self" << true << false << "self-signed";
        QTest::newRow("test CA not named") << "ca" << false << false << "issuer certificate";
        QTest::newRow("test CA named") << "ca" << true << true << "";
        QTest::newRow("wrong host name") << "wrong" << true << false << "host name did not match";
    }

    void trust()
    {
        QFETCH(QString, server);
        QFETCH(bool, withCa);
        QFETCH(bool, accepted);
        QFETCH(QString, because);
        TestServer *s = server == QLatin1String("self") ? &m_httpsSelf : server == QLatin1String("ca") ? &m_httpsCa : &m_httpsWrong;
        const Run run = fetch(s->url(QStringLiteral("/small.json")), options(withCa));
        QCOMPARE(run.result.ok, accepted);
        if (accepted) {
            QCOMPARE(readFile(run.result.localPath), sampleBody(1000));
            return;
        }
        QVERIFY2(run.result.errorMessage.startsWith(QStringLiteral("certificate not trusted because ")),
                 qPrintable(run.result.errorMessage));
        QVERIFY2(run.result.errorMessage.contains(because, Qt::CaseInsensitive), qPrintable(run.result.errorMessage));
        QVERIFY(cacheFiles().isEmpty());
    }

    void caFileUnreadable()
    {
        FetchOptions o = options();
        o.caFile = m_cache->filePath(QStringLiteral("missing.pem"));
        const Run run = fetch(m_httpsCa.url(QStringLiteral("/small.json")), o);
        QVERIFY(!run.result.ok);
        QVERIFY2(run.result.errorMessage.startsWith(QStringLiteral("cannot read the CA file")), qPrintable(run.result.errorMessage));
    }

    void plainHttp_data()
    {
        QTest::addColumn<bool>("allowHttp");
        QTest::newRow("refused by default") << false;
        QTest::newRow("allowed for this URL") << true;
    }

    void plainHttp()
    {
        QFETCH(bool, allowHttp);
        FetchOptions o = options(false);
        o.allowHttp = allowHttp;
        const int hitsBefore = m_http.hits("/small.json");
        const Run run = fetch(m_http.url(QStringLiteral("/small.json")), o);
        QCOMPARE(run.result.ok, allowHttp);
        if (allowHttp) {
            QVERIFY(run.result.warning.contains(QStringLiteral("Plain http")));
            QCOMPARE(readFile(run.result.localPath), sampleBody(1000));
            QCOMPARE(m_http.hits("/small.json"), hitsBefore + 1);
        } else {
            QVERIFY2(run.result.errorMessage.startsWith(QStringLiteral("refused plain http")), qPrintable(run.result.errorMessage));
            QCOMPARE(m_http.hits("/small.json"), hitsBefore); // refused before any connection
        }
    }

    void otherSchemesRefused()
    {
        const Run run = fetch(QUrl(QStringLiteral("ftp://127.0.0.1/x.json")), options());
        QVERIFY(!run.result.ok);
        QVERIFY(run.result.errorMessage.startsWith(QStringLiteral("only https URLs")));
    }

    void redirects_data()
    {
        QTest::addColumn<QByteArray>("start");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("message");
        QTest::newRow("one hop") << QByteArray("/hop/1") << true << "";
        QTest::newRow("10 hops") << QByteArray("/hop/10") << true << "";
        QTest::newRow("11 hops") << QByteArray("/hop/11") << false << "too many redirects (more than 10)";
        QTest::newRow("https to http") << QByteArray("/toplain") << false << "refused a redirect from https to plain http";
        QTest::newRow("loop A-B-A") << QByteArray("/loop/a") << false << "redirect loop";
        QTest::newRow("loop to itself") << QByteArray("/loop/self") << false << "redirect loop";
    }

    void redirects()
    {
        QFETCH(QByteArray, start);
        QFETCH(bool, accepted);
        QFETCH(QString, message);
        for (int n = 1; n <= 11; ++n)
            m_httpsCa.route("/hop/" + QByteArray::number(n), HttpResponse::redirect("/hop/" + QByteArray::number(n - 1)));
        m_httpsCa.route("/hop/0", HttpResponse::ok(sampleBody(500)));
        m_httpsCa.route("/toplain", HttpResponse::redirect(m_http.url(QStringLiteral("/small.json")).toEncoded()));
        m_httpsCa.route("/loop/a", HttpResponse::redirect("/loop/b"));
        m_httpsCa.route("/loop/b", HttpResponse::redirect(m_httpsCa.url(QStringLiteral("/loop/a")).toEncoded(), 301));
        m_httpsCa.route("/loop/self", HttpResponse::redirect("/loop/self"));

        FetchOptions o = options();
        o.allowHttp = true; // the https -> http refusal holds even when http was allowed for the first URL
        const int plainHits = m_http.hits("/small.json");
        const Run run = fetch(m_httpsCa.url(QString::fromLatin1(start)), o);
        QCOMPARE(run.result.ok, accepted);
        QCOMPARE(m_http.hits("/small.json"), plainHits);
        if (accepted) {
            QCOMPARE(readFile(run.result.localPath), sampleBody(500));
            QCOMPARE(run.result.url, m_httpsCa.url(QString::fromLatin1(start)).toString()); // cached under the URL asked for
            return;
        }
        QVERIFY2(run.result.errorMessage.startsWith(message), qPrintable(run.result.errorMessage));
        QVERIFY(cacheFiles().isEmpty());
    }

    void timeouts_data()
    {
        QTest::addColumn<int>("delayMs");
        QTest::addColumn<int>("dripBytes");
        QTest::addColumn<int>("dripIntervalMs");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("minMs");
        QTest::addColumn<int>("maxMs");
        // stall 300 ms, deadline 1200 ms
        QTest::newRow("no answer") << 5000 << 0 << 0 << "timed out: no data for 0.3 s" << 250 << 2500;
        QTest::newRow("stops mid-body") << 0 << 100 << 5000 << "timed out: no data for 0.3 s" << 250 << 2500;
        QTest::newRow("drip under the stall timeout") << 0 << 1 << 100 << "timed out: the transfer took longer than the deadline of 1.2 s"
                                                      << 1150 << 4000;
    }

    void timeouts()
    {
        QFETCH(int, delayMs);
        QFETCH(int, dripBytes);
        QFETCH(int, dripIntervalMs);
        QFETCH(QString, message);
        QFETCH(int, minMs);
        QFETCH(int, maxMs);
        HttpResponse r = HttpResponse::ok(sampleBody(2000));
        r.delayMs = delayMs;
        r.dripBytes = dripBytes;
        r.dripIntervalMs = dripIntervalMs;
        m_httpsCa.route("/slow", r);
        FetchOptions o = options();
        o.stallTimeoutMs = 300;
        o.deadlineMs = 1200;
        const Run run = fetch(m_httpsCa.url(QStringLiteral("/slow")), o);
        QVERIFY(!run.result.ok);
        QCOMPARE(run.result.errorMessage, message);
        QVERIFY2(run.elapsedMs >= minMs && run.elapsedMs <= maxMs, qPrintable(QString::number(run.elapsedMs)));
        if (dripBytes == 1)
            QVERIFY(run.result.bytesReceived >= 3); // it was receiving all along, and still stopped
        QVERIFY(cacheFiles().isEmpty());
    }

    void oversize_data()
    {
        QTest::addColumn<bool>("announced");
        QTest::newRow("Content-Length over the cap") << true;
        QTest::newRow("no Content-Length, counted") << false;
    }

    void oversize()
    {
        QFETCH(bool, announced);
        constexpr qint64 cap = 1 << 20;
        constexpr qint64 size = qint64(64) << 20;
        HttpResponse r;
        r.generatedSize = size;
        r.contentLength = announced ? -2 : -1;
        const QByteArray path = announced ? "/big/announced" : "/big/unannounced";
        m_httpsCa.route(path, r);
        FetchOptions o = options();
        o.maxBytes = cap;
        const Run run = fetch(m_httpsCa.url(QString::fromLatin1(path)), o);
        QVERIFY(!run.result.ok);
        QVERIFY2(run.result.errorMessage.startsWith(QStringLiteral("too large")), qPrintable(run.result.errorMessage));
        QVERIFY2(run.result.errorMessage.contains(QStringLiteral("1.0 MiB")), qPrintable(run.result.errorMessage));
        // Our count stops within one read buffer (256 KiB) of the cap; the server could not push it all.
        QVERIFY2(run.result.bytesReceived <= cap + 256 * 1024, qPrintable(QString::number(run.result.bytesReceived)));
        if (!announced)
            QVERIFY(run.result.bytesReceived > cap);
        QTRY_VERIFY(m_httpsCa.bodyBytesSent(path) < size / 4);
        qInfo("cap %lld: counted %lld, server handed %lld bytes to TLS", cap, run.result.bytesReceived,
              m_httpsCa.bodyBytesSent(path));
        QVERIFY(cacheFiles().isEmpty());
    }

    void gzipGuard_data()
    {
        QTest::addColumn<qint64>("inflatedSize");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("within the limits") << qint64(200 * 1024) << true;
        QTest::newRow("inflates past the limit") << qint64(8 << 20) << false;
    }

    void gzipGuard()
    {
        QFETCH(qint64, inflatedSize);
        QFETCH(bool, accepted);
        // An object (the guard also refuses at once what cannot be an archive, see gzipNotAnArchive).
        const QByteArray gz = gzip(QByteArray("{\"a\":\"" + sampleBody(inflatedSize) + "\"}"));
        QVERIFY(isGzip(gz));
        m_httpsCa.route("/data.jsonl.gz", HttpResponse::ok(gz));
        FetchOptions o = options();
        o.maxInflatedBytes = 1 << 20;
        const Run run = fetch(m_httpsCa.url(QStringLiteral("/data.jsonl.gz")), o);
        QCOMPARE(run.result.ok, accepted);
        if (accepted) {
            QCOMPARE(readFile(run.result.localPath), gz); // stored as served; the reader inflates it
            return;
        }
        QVERIFY2(run.result.errorMessage.startsWith(QStringLiteral("refused the compressed body")), qPrintable(run.result.errorMessage));
        QVERIFY(cacheFiles().isEmpty());
    }

    void gzipNotAnArchive()
    {
        m_httpsCa.route("/zeros.json.gz", HttpResponse::ok(gzip(QByteArray(64 << 20, '\0'))));
        const Run run = fetch(m_httpsCa.url(QStringLiteral("/zeros.json.gz")), options());
        QVERIFY(!run.result.ok);
        QVERIFY2(run.result.errorMessage.contains(QStringLiteral("expected '{' at byte 0")), qPrintable(run.result.errorMessage));
        QVERIFY(cacheFiles().isEmpty());
    }

    void shortBodyKeepsPreviousCopy()
    {
        const QByteArray good = sampleBody(4000);
        m_httpsCa.route("/short.json", HttpResponse::ok(good));
        const QUrl url = m_httpsCa.url(QStringLiteral("/short.json"));
        const Run first = fetch(url, options());
        QVERIFY2(first.result.ok, qPrintable(first.result.errorMessage));
        const QStringList filesBefore = cacheFiles();

        HttpResponse cut = HttpResponse::ok(sampleBody(3000));
        cut.contentLength = 10000; // says more than it sends, then closes
        m_httpsCa.route("/short.json", cut);
        FetchOptions o = options();
        o.useCache = false; // no revalidation: a full download that fails
        const Run run = fetch(url, o);
        QVERIFY(!run.result.ok);
        QCOMPARE(run.result.errorMessage, QStringLiteral("transfer ended early (expected 10000 bytes, got 3000)"));
        QCOMPARE(cacheFiles(), filesBefore);
        QCOMPARE(readFile(first.result.localPath), good);
        QCOMPARE(ArchiveCache(m_cache->path()).lookup(url)->fetchedAt, first.result.fetchedAt);
    }

    void shortBodyNothingCached()
    {
        HttpResponse cut = HttpResponse::ok(sampleBody(3000));
        cut.contentLength = 5000;
        m_httpsCa.route("/short2.json", cut);
        const Run run = fetch(m_httpsCa.url(QStringLiteral("/short2.json")), options());
        QVERIFY(!run.result.ok);
        QVERIFY2(run.result.errorMessage.startsWith(QStringLiteral("transfer ended early")), qPrintable(run.result.errorMessage));
        QVERIFY(cacheFiles().isEmpty());
    }

    void digest_data()
    {
        const QByteArray body = sampleBody(1000);
        const QString right = sha256Hex(body);
        const QString wrong = sha256Hex("something else");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("fragment");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("message");
        QTest::newRow("option matches") << right << "" << true << "";
        QTest::newRow("option in upper case") << right.toUpper() << "" << true << "";
        QTest::newRow("fragment matches") << "" << right << true << "";
        QTest::newRow("option mismatch") << wrong << "" << false
                                         << QStringLiteral("digest mismatch: expected sha256 %1, got %2").arg(wrong, right);
        QTest::newRow("fragment mismatch") << "" << wrong << false
                                           << QStringLiteral("digest mismatch: expected sha256 %1, got %2").arg(wrong, right);
        QTest::newRow("option and fragment disagree") << right << wrong << false << "the expected SHA-256";
        QTest::newRow("malformed") << "abc123" << "" << false << "the expected SHA-256 must be 64 hexadecimal digits";
    }

    void digest()
    {
        QFETCH(QString, option);
        QFETCH(QString, fragment);
        QFETCH(bool, accepted);
        QFETCH(QString, message);
        QUrl url = m_httpsCa.url(QStringLiteral("/small.json"));
        if (!fragment.isEmpty())
            url.setFragment(QStringLiteral("sha256=") + fragment);
        FetchOptions o = options();
        o.expectedSha256 = option;
        const Run run = fetch(url, o);
        QCOMPARE(run.result.ok, accepted);
        if (accepted) {
            QCOMPARE(run.result.sha256, sha256Hex(sampleBody(1000)));
            QCOMPARE(run.result.url, m_httpsCa.url(QStringLiteral("/small.json")).toString()); // fragment dropped
            return;
        }
        QVERIFY2(run.result.errorMessage.startsWith(message), qPrintable(run.result.errorMessage));
        QVERIFY(cacheFiles().isEmpty());
    }

    void revalidation_data()
    {
        QTest::addColumn<QByteArray>("validator");
        QTest::newRow("ETag") << QByteArray("etag");
        QTest::newRow("Last-Modified") << QByteArray("last-modified");
    }

    void revalidation()
    {
        QFETCH(QByteArray, validator);
        const QByteArray body = sampleBody(5000);
        const QByteArray stamp = "Wed, 21 Oct 2015 07:28:00 GMT";
        const QByteArray path = "/reval/" + validator;
        m_httpsCa.route(path, [=](const HttpRequest &request) {
            const bool fresh = validator == "etag" ? request.header("If-None-Match") == "\"abc\""
                                                   : request.header("If-Modified-Since") == stamp;
            HttpResponse r = fresh ? HttpResponse() : HttpResponse::ok(body);
            if (fresh) {
                r.status = 304;
                r.reason = "Not Modified";
                r.contentLength = -2;
            }
            if (validator == "etag")
                r.addHeader("ETag", "\"abc\"");
            else
                r.addHeader("Last-Modified", stamp);
            return r;
        });
        const QUrl url = m_httpsCa.url(QString::fromLatin1(path));
        const Run first = fetch(url, options());
        QVERIFY2(first.result.ok, qPrintable(first.result.errorMessage));
        QVERIFY(!first.result.fromCache);

        // Age the entry, so the revalidation's new date is visible.
        ArchiveCache cache(m_cache->path());
        CacheEntry entry = *cache.lookup(url);
        entry.fetchedAt = QStringLiteral("2020-01-02T03:04:05Z");
        QVERIFY(cache.writeSidecar(entry, nullptr));

        const Run second = fetch(url, options());
        QVERIFY2(second.result.ok, qPrintable(second.result.errorMessage));
        QVERIFY(second.result.fromCache);
        QCOMPARE(second.result.bytesReceived, 0);
        QCOMPARE(second.result.localPath, first.result.localPath);
        QCOMPARE(second.result.sha256, sha256Hex(body));
        QCOMPARE(readFile(second.result.localPath), body);
        QVERIFY(second.result.fetchedAt != entry.fetchedAt);
        QCOMPARE(cache.lookup(url)->fetchedAt, second.result.fetchedAt);
        const HttpRequest last = m_httpsCa.requests().last();
        QCOMPARE(last.path, path);
        if (validator == "etag")
            QCOMPARE(last.header("If-None-Match"), QByteArray("\"abc\""));
        else
            QCOMPARE(last.header("If-Modified-Since"), stamp);
        QCOMPARE(cacheFiles().size(), 2);
    }

    void offlineReopensFromCache()
    {
        TestServer server;
        QVERIFY(server.listenHttps(m_certs.signedByCa.serverConfiguration()));
        server.route("/offline.json", HttpResponse::ok(sampleBody(3000)));
        const QUrl url = server.url(QStringLiteral("/offline.json"));
        const Run first = fetch(url, options());
        QVERIFY2(first.result.ok, qPrintable(first.result.errorMessage));
        server.close();

        const Run again = fetch(url, options());
        QVERIFY2(again.result.ok, qPrintable(again.result.errorMessage));
        QVERIFY(again.result.fromCache);
        QCOMPARE(again.result.fetchedAt, first.result.fetchedAt); // the original fetch date, not today's retry
        QCOMPARE(again.result.localPath, first.result.localPath);
        QVERIFY2(again.result.warning.contains(QStringLiteral("refused the connection")), qPrintable(again.result.warning));
        QVERIFY2(again.result.warning.contains(describeFetch(first.result)), qPrintable(again.result.warning));

        FetchOptions noCache = options();
        noCache.useCache = false;
        const Run without = fetch(url, noCache);
        QVERIFY(!without.result.ok);
        QVERIFY2(without.result.errorMessage.contains(QStringLiteral("refused the connection")), qPrintable(without.result.errorMessage));
    }

    void cancelKeepsPreviousCopy()
    {
        const QByteArray good = sampleBody(2000);
        m_httpsCa.route("/cancel.json", HttpResponse::ok(good));
        const QUrl url = m_httpsCa.url(QStringLiteral("/cancel.json"));
        const Run first = fetch(url, options());
        QVERIFY2(first.result.ok, qPrintable(first.result.errorMessage));
        const QStringList filesBefore = cacheFiles();
        const QByteArray sidecarBefore = readFile(ArchiveCache(m_cache->path()).sidecarPathFor(url));

        HttpResponse slow = HttpResponse::ok(sampleBody(1 << 20));
        slow.dripBytes = 16 * 1024;
        slow.dripIntervalMs = 50;
        m_httpsCa.route("/cancel.json", slow);
        FetchOptions o = options();
        o.useCache = false;
        const Run run = fetch(url, o, [](Fetcher &fetcher, qint64 received) {
            if (received >= 32 * 1024)
                fetcher.cancel();
        });
        QVERIFY(!run.result.ok);
        QVERIFY(run.result.cancelled);
        QCOMPARE(run.result.errorMessage, QStringLiteral("cancelled"));
        QVERIFY(run.result.bytesReceived < (1 << 20));
        QVERIFY(run.elapsedMs < 3000);
        QCOMPARE(cacheFiles(), filesBefore);
        QCOMPARE(readFile(first.result.localPath), good);
        QCOMPARE(readFile(ArchiveCache(m_cache->path()).sidecarPathFor(url)), sidecarBefore);
    }

    void fetchWhileBusyCancelsTheFirst()
    {
        HttpResponse slow = HttpResponse::ok(sampleBody(100000));
        slow.dripBytes = 1000;
        slow.dripIntervalMs = 50;
        m_httpsCa.route("/busy-slow.json", slow);
        Fetcher fetcher(options());
        QSignalSpy finished(&fetcher, &Fetcher::finished);
        fetcher.fetch(m_httpsCa.url(QStringLiteral("/busy-slow.json")));
        QVERIFY(fetcher.isBusy());
        QTRY_VERIFY(m_httpsCa.bodyBytesSent("/busy-slow.json") > 0);
        fetcher.fetch(m_httpsCa.url(QStringLiteral("/small.json")));
        QTRY_COMPARE(finished.size(), 2);
        const auto first = finished.at(0).at(0).value<FetchResult>();
        const auto second = finished.at(1).at(0).value<FetchResult>();
        QVERIFY(first.cancelled);
        QVERIFY(first.url.endsWith(QStringLiteral("/busy-slow.json")));
        QVERIFY2(second.ok, qPrintable(second.errorMessage));
        QCOMPARE(readFile(second.localPath), sampleBody(1000));
        QVERIFY(!fetcher.isBusy());
        QTest::qWait(200); // no late signal from the first transfer
        QCOMPARE(finished.size(), 2);
        QCOMPARE(cacheFiles().size(), 2);
    }

    void destroyedMidTransfer()
    {
        HttpResponse slow = HttpResponse::ok(sampleBody(100000));
        slow.dripBytes = 1000;
        slow.dripIntervalMs = 50;
        m_httpsCa.route("/destroyed.json", slow);
        {
            Fetcher fetcher(options());
            fetcher.fetch(m_httpsCa.url(QStringLiteral("/destroyed.json")));
            QTRY_VERIFY(m_httpsCa.bodyBytesSent("/destroyed.json") > 0);
        }
        QTest::qWait(100);
        QVERIFY(cacheFiles().isEmpty()); // the partial download went with it
    }

    // The headless commands take an https URL wherever they take FILE, with the fetch options.
    void cliOnHttpsUrl()
    {
        const QString seedPath = QStringLiteral("../shared/fixtures/seed/manifest.json");
        const QByteArray seed = readFile(seedPath);
        QVERIFY(!seed.isEmpty());
        m_httpsCa.route("/seed/manifest.json", HttpResponse::ok(seed));
        const QString url = m_httpsCa.url(QStringLiteral("/seed/manifest.json")).toString();
        const QString ca = m_certs.caFile();
        const QString cacheDir = m_cache->path();
        const auto cli = [](QStringList arguments, QString *out, QString *err) {
            out->clear();
            err->clear();
            QTextStream o(out), e(err);
            arguments.prepend(QStringLiteral("kernelindex-explorer"));
            const int code = kie::cli::run(arguments, o, e);
            o.flush();
            e.flush();
            return code;
        };
        const auto s = [](const char *text) { return QString::fromUtf8(text); };

        QString local, out, err;
        QCOMPARE(cli({s("digest"), seedPath}, &local, &err), 0);
        QVERIFY(!local.isEmpty());
        QCOMPARE(cli({s("digest"), url, s("--ca-file"), ca, s("--cache-dir"), cacheDir}, &out, &err), 0);
        QCOMPARE(out, local); // the same objects and digests as the local copy
        QVERIFY(ArchiveCache(cacheDir).lookup(QUrl(url)));

        QCOMPARE(cli({s("digest"), url, s("--cache-dir"), cacheDir + s("/other")}, &out, &err), 2);
        QVERIFY2(err.contains(s("certificate not trusted because")), qPrintable(err));
        QVERIFY(out.isEmpty());

        const QString wrong = sha256Hex("not the seed");
        QCOMPARE(cli({s("verify"), url, s("--ca-file"), ca, s("--cache-dir"), cacheDir, s("--sha256"), wrong}, &out, &err), 2);
        QVERIFY2(err.contains(s("digest mismatch: expected sha256 ") + wrong), qPrintable(err));
        QCOMPARE(cli({s("digest"), url + s("#sha256=") + sha256Hex(seed), s("--ca-file"), ca, s("--cache-dir"), cacheDir}, &out,
                     &err),
                 0);
        QCOMPARE(cli({s("rank"), url, s("--ca-file"), ca, s("--cache-dir"), cacheDir, s("--max-bytes"), s("1K")}, &out, &err), 2);
        QVERIFY2(err.contains(s("too large")), qPrintable(err));
        QCOMPARE(cli({s("digest"), url, s("--max-bytes"), s("lots")}, &out, &err), 2);
        QVERIFY2(err.contains(s("--max-bytes")), qPrintable(err));
        QCOMPARE(cli({s("digest"), m_http.url(s("/small.json")).toString(), s("--cache-dir"), cacheDir}, &out, &err), 2);
        QVERIFY2(err.contains(s("refused plain http")), qPrintable(err));

        // import: a trace fetched over https imports to the same run as the local file.
        const QString tracePath =
            s("../shared/data/flashinfer-bench/fib_all_defs_20260317_142116/gpt-5.2_n/traces/rmsnorm/rmsnorm_h4096.jsonl");
        m_httpsCa.route("/traces/rmsnorm_h4096.jsonl", HttpResponse::ok(readFile(tracePath)));
        QString localImport;
        QCOMPARE(cli({s("import"), tracePath, s("-o"), cacheDir + s("/local-import.json")}, &localImport, &err), 0);
        QCOMPARE(cli({s("import"), s("--ca-file"), ca, m_httpsCa.url(s("/traces/rmsnorm_h4096.jsonl")).toString(), s("-o"),
                      cacheDir + s("/fetched-import.json"), s("--cache-dir=") + cacheDir},
                     &out, &err),
                 0);
        QVERIFY(localImport.startsWith(s("run\t")));
        QCOMPARE(out.section(u'\n', 0, 0), localImport.section(u'\n', 0, 0));
        QVERIFY(QFileInfo::exists(cacheDir + s("/fetched-import.json")));

        // The citation's access date is the fetch date: offline, the cached copy keeps its own date.
        TestServer server;
        QVERIFY(server.listenHttps(m_certs.signedByCa.serverConfiguration()));
        server.route("/seed.json", HttpResponse::ok(seed));
        const QString citedUrl = server.url(s("/seed.json")).toString();
        QCOMPARE(cli({s("cite"), citedUrl, s("--ca-file"), ca, s("--cache-dir"), cacheDir}, &out, &err), 0);
        ArchiveCache cache(cacheDir);
        CacheEntry entry = *cache.lookup(QUrl(citedUrl));
        QVERIFY2(out.contains(entry.fetchedAt.left(10)), qPrintable(out));
        entry.fetchedAt = s("2021-03-04T05:06:07Z");
        QVERIFY(cache.writeSidecar(entry, nullptr));
        server.close();
        QCOMPARE(cli({s("cite"), citedUrl, s("--ca-file"), ca, s("--cache-dir"), cacheDir, s("--timeout"), s("2")}, &out, &err), 0);
        QVERIFY2(out.contains(s("2021-03-04")), qPrintable(out));
        QVERIFY2(err.contains(s("fetched 2021-03-04 05:06 UTC from ") + citedUrl), qPrintable(err));
    }

    void fetchBlockingAndRemoteUrls()
    {
        const FetchResult r = fetchBlocking(m_httpsCa.url(QStringLiteral("/small.json")), options());
        QVERIFY2(r.ok, qPrintable(r.errorMessage));
        QCOMPARE(readFile(r.localPath), sampleBody(1000));
        QVERIFY(isRemoteUrl(QStringLiteral("https://example.org/a.json")));
        QVERIFY(isRemoteUrl(QStringLiteral("HTTP://example.org/a.json")));
        QVERIFY(!isRemoteUrl(QStringLiteral("../shared/data/a.json")));
        QVERIFY(!isRemoteUrl(QStringLiteral("file:///tmp/a.json")));
    }
};

QTEST_GUILESS_MAIN(TestFetcher)
#include "tst_fetcher.moc"
