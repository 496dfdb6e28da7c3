// SPDX-License-Identifier: Apache-2.0
// Fetching: the public API, and starting a request (scheme, expected digest, trust, cache).
#include "fetcher.h"
#include "fetcher_p.h"

#include "archive.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QLocale>
#include <QNetworkRequest>
#include <QSslCertificate>

namespace kie {

using namespace fetch;

QString fetch::nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString fetch::sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1);
}

namespace {

// "0.3 s", "30 s", "30 min"
QString durationText(int ms)
{
    if (ms >= 120000 && ms % 60000 == 0)
        return QCoreApplication::translate("kie::Fetcher", "%1 min").arg(ms / 60000);
    const int decimals = ms % 1000 == 0 ? 0 : ms % 100 == 0 ? 1 : 3;
    return QCoreApplication::translate("kie::Fetcher", "%1 s").arg(QLocale().toString(ms / 1000.0, 'f', decimals));
}

bool isSha256Hex(const QString &text)
{
    if (text.size() != 64)
        return false;
    for (const QChar c : text) {
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    }
    return true;
}

} // namespace

FetchResult Fetcher::Private::baseResult() const
{
    FetchResult r;
    r.url = url.toString(QUrl::FullyEncoded);
    r.warning = warning;
    r.bytesReceived = received;
    return r;
}

void Fetcher::Private::cleanupTransfer()
{
    stallTimer.stop();
    deadlineTimer.stop();
    if (watcher) { // the worker uses `body`: let it see the flag and end first
        cancelRequested = true;
        watcher->waitForFinished();
    }
    if (reply) {
        QObject::disconnect(reply, nullptr, q, nullptr);
        reply->abort();
        reply->deleteLater();
    }
    reply = nullptr;
    body.reset(); // removes the partial download
    if (watcher) { // may be the sender of the signal being handled
        QObject::disconnect(watcher.get(), nullptr, q, nullptr);
        watcher.release()->deleteLater();
    }
}

void Fetcher::Private::finish(FetchResult result)
{
    cleanupTransfer();
    busy = false;
    Q_EMIT q->finished(result);
}

void Fetcher::Private::failLater(const QString &message)
{
    FetchResult r = baseResult();
    r.errorMessage = message;
    // Queued so that finished() never fires inside fetch(); the guard drops it if a newer fetch began.
    QMetaObject::invokeMethod(
        q,
        [this, r, gen = generation] {
            if (busy && gen == generation)
                finish(r);
        },
        Qt::QueuedConnection);
}

void Fetcher::Private::start(const QUrl &requested)
{
    busy = true;
    ++generation;
    url = ArchiveCache::withoutFragment(requested);
    expectedSha256.clear();
    warning.clear();
    cached.reset();
    conditional = false;
    hash.reset();
    received = 0;
    total = -1;
    lastReportMs = -1;
    visited.clear();
    sslErrors.clear();
    stop = Stop::None;
    stopMessage.clear();
    cancelRequested = false;

    if (!checkScheme(requested) || !takeExpectedDigest(requested))
        return;
    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    if (!makeSslConfiguration(ssl) || !prepareBody())
        return;
    sendRequest(ssl);
}

bool Fetcher::Private::checkScheme(const QUrl &requested)
{
    if (!requested.isValid() || requested.host().isEmpty()) {
        failLater(tr("not a valid URL: %1").arg(requested.toString()));
        return false;
    }
    const QString scheme = requested.scheme().toLower();
    if (scheme == QLatin1String("http")) {
        if (!options.allowHttp) {
            failLater(tr("refused plain http: use https, or allow plain http for this URL (--allow-http)"));
            return false;
        }
        warning = tr("Plain http was allowed for this URL: anyone on the way could read or change the archive.");
    } else if (scheme != QLatin1String("https")) {
        failLater(tr("only https URLs can be fetched, not %1").arg(requested.toString()));
        return false;
    }
    return true;
}

// The expected digest: the option, or a "#sha256=HEX" fragment; both given must agree.
bool Fetcher::Private::takeExpectedDigest(const QUrl &requested)
{
    QString fromFragment;
    const QString fragment = requested.fragment(QUrl::FullyDecoded);
    if (fragment.startsWith(QLatin1String("sha256="), Qt::CaseInsensitive))
        fromFragment = fragment.mid(7).trimmed().toLower();
    const QString fromOption = options.expectedSha256.trimmed().toLower();
    if (!fromOption.isEmpty() && !isSha256Hex(fromOption)) {
        failLater(tr("the expected SHA-256 must be 64 hexadecimal digits, not \"%1\"").arg(options.expectedSha256));
        return false;
    }
    if (!fromFragment.isEmpty() && !isSha256Hex(fromFragment)) {
        failLater(tr("the URL's #sha256= fragment must be 64 hexadecimal digits, not \"%1\"").arg(fromFragment));
        return false;
    }
    if (!fromOption.isEmpty() && !fromFragment.isEmpty() && fromOption != fromFragment) {
        failLater(tr("the expected SHA-256 (%1) and the URL's #sha256= fragment (%2) disagree").arg(fromOption, fromFragment));
        return false;
    }
    expectedSha256 = fromOption.isEmpty() ? fromFragment : fromOption;
    return true;
}

bool Fetcher::Private::makeSslConfiguration(QSslConfiguration &ssl)
{
    ssl.setPeerVerifyMode(QSslSocket::VerifyPeer);
    if (!options.caFile.isEmpty()) {
        const QList<QSslCertificate> extra = QSslCertificate::fromPath(options.caFile, QSsl::Pem);
        if (extra.isEmpty()) {
            failLater(tr("cannot read the CA file %1: no PEM certificate in it").arg(QDir::toNativeSeparators(options.caFile)));
            return false;
        }
        // Read once: loading the system store costs a noticeable fraction of a second each time.
        static const QList<QSslCertificate> system = QSslConfiguration::systemCaCertificates();
        ssl.setCaCertificates(system + extra);
    }
    return true;
}

// The cache directory, the entry to revalidate, and the temporary file the body is written to.
bool Fetcher::Private::prepareBody()
{
    QString error;
    if (!cache.ensureDirectory(&error)) {
        failLater(error);
        return false;
    }
    if (options.useCache) {
        cached = cache.lookup(url);
        // Revalidate only a copy we would accept: with an expected digest it must match.
        conditional = cached && (expectedSha256.isEmpty() || cached->sha256 == expectedSha256);
    }
    body = std::make_unique<QTemporaryFile>(cache.directory() + u'/' + ArchiveCache::keyOf(url) + QStringLiteral("-XXXXXX.part"));
    if (!body->open()) {
        failLater(tr("cannot create a temporary file in %1: %2").arg(QDir::toNativeSeparators(cache.directory()), body->errorString()));
        body.reset();
        return false;
    }
    return true;
}

void Fetcher::Private::sendRequest(const QSslConfiguration &ssl)
{
    QNetworkRequest request(url);
    request.setSslConfiguration(ssl);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setMaximumRedirectsAllowed(kMaxRedirects);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    // identity: Qt would otherwise inflate a gzip-encoded body itself, past our cap and bomb guard.
    request.setRawHeader("Accept-Encoding", "identity");
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("KernelIndexExplorer/%1").arg(QCoreApplication::applicationVersion()));
    if (conditional) {
        if (!cached->etag.isEmpty())
            request.setRawHeader("If-None-Match", cached->etag.toLatin1());
        if (!cached->lastModified.isEmpty())
            request.setRawHeader("If-Modified-Since", cached->lastModified.toLatin1());
        conditional = !cached->etag.isEmpty() || !cached->lastModified.isEmpty();
    }

    visited.insert(url.toString(QUrl::FullyEncoded));
    clock.start();
    reply = nam->get(request);
    reply->setReadBufferSize(kReadBufferBytes);
    QObject::connect(reply, &QNetworkReply::readyRead, q, [this] {
        stallTimer.start();
        readAvailable();
    });
    QObject::connect(reply, &QNetworkReply::metaDataChanged, q, [this] { onMetaDataChanged(); });
    QObject::connect(reply, &QNetworkReply::redirected, q, [this](const QUrl &target) { onRedirected(target); });
    QObject::connect(reply, &QNetworkReply::encrypted, q, [this] { stallTimer.start(); });
    QObject::connect(reply, &QNetworkReply::sslErrors, q, [this](const QList<QSslError> &errors) {
        sslErrors += errors; // recorded for the message; never ignored
    });
    // Queued: abort() emits finished() synchronously, and the handler must not run inside readAvailable().
    QObject::connect(
        reply, &QNetworkReply::finished, q,
        [this, gen = generation] {
            if (gen == generation)
                onFinished();
        },
        Qt::QueuedConnection);
    stallTimer.start(std::max(1, options.stallTimeoutMs));
    deadlineTimer.start(std::max(1, options.deadlineMs));
    Q_EMIT q->progressMessage(tr("Connecting to %1…").arg(url.host()));
    Q_EMIT q->progressChanged(0);
}

Fetcher::Fetcher(const FetchOptions &options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, options))
{
    d->nam = std::make_unique<QNetworkAccessManager>();
    d->stallTimer.setSingleShot(true);
    d->deadlineTimer.setSingleShot(true);
    d->deadlineTimer.setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5 % early
    connect(&d->stallTimer, &QTimer::timeout, this, [this] {
        d->stopTransfer(Stop::Stalled, tr("timed out: no data for %1").arg(durationText(d->options.stallTimeoutMs)));
    });
    connect(&d->deadlineTimer, &QTimer::timeout, this, [this] {
        d->stopTransfer(Stop::Deadline,
                        tr("timed out: the transfer took longer than the deadline of %1").arg(durationText(d->options.deadlineMs)));
    });
}

Fetcher::~Fetcher()
{
    d->cleanupTransfer();
}

const FetchOptions &Fetcher::options() const
{
    return d->options;
}

bool Fetcher::isBusy() const
{
    return d->busy;
}

void Fetcher::fetch(const QUrl &url)
{
    if (d->busy) {
        cancel();
        if (d->busy) { // ends it now as cancelled; its queued callbacks are dropped by generation
            FetchResult r = d->baseResult();
            r.cancelled = true;
            r.errorMessage = tr("cancelled");
            d->finish(r);
        }
    }
    d->start(url);
}

void Fetcher::cancel()
{
    if (!d->busy)
        return;
    d->cancelRequested = true;
    if (d->reply && d->stop == Stop::None) {
        d->stopTransfer(Stop::Cancelled, tr("cancelled")); // the queued finished() reports it
    }
}

QString describeFetch(const FetchResult &result)
{
    if (!result.ok || result.fetchedAt.isEmpty())
        return {};
    const QDateTime when = QDateTime::fromString(result.fetchedAt, Qt::ISODate);
    const QString date = when.isValid() ? when.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")) : result.fetchedAt;
    return QCoreApplication::translate("kie::Fetcher", "fetched %1 from %2").arg(date, result.url);
}

FetchResult fetchBlocking(const QUrl &url, const FetchOptions &options)
{
    FetchResult result;
    Fetcher fetcher(options);
    QEventLoop loop;
    QObject::connect(&fetcher, &Fetcher::finished, &loop, [&](const FetchResult &r) {
        result = r;
        loop.quit();
    });
    fetcher.fetch(url);
    loop.exec();
    return result;
}

bool isRemoteUrl(const QString &pathOrUrl)
{
    return pathOrUrl.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
        || pathOrUrl.startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

void applyFetchProvenance(Archive &archive, const FetchResult &result)
{
    archive.path = result.url;
    archive.fetchedFromUrl = result.url;
    archive.fetchedAt = result.fetchedAt;
}

} // namespace kie
