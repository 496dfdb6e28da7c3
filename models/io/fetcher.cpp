// SPDX-License-Identifier: Apache-2.0
#include "fetcher.h"

#include "archive.h"
#include "archivecache.h"
#include "archivereader.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QSet>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslError>
#include <QTemporaryFile>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

namespace kie {

namespace {

// The reply's read buffer: Qt stops reading the socket once this much is unread, so our byte count
// (and the cap) stays within one buffer of what actually crossed the network.
constexpr qint64 kReadBufferBytes = 256 * 1024;
constexpr qint64 kReadPieceBytes = 64 * 1024; // taken from the reply at a time, so the count overshoots by less
constexpr int kMaxRedirects = 10;
constexpr int kProgressIntervalMs = 100;

QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1);
}

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

// What the worker thread hands back after checking and storing the body.
struct StoreOutcome
{
    bool ok = false;
    bool cancelled = false;
    QString error;
    CacheEntry entry;
};

StoreOutcome checkAndStore(const ArchiveCache &cache, CacheEntry entry, QFile *file, qint64 size, const FetchOptions &options,
                           const std::atomic_bool *cancelRequested)
{
    StoreOutcome out;
    if (!file->flush()) {
        out.error = QCoreApplication::translate("kie::Fetcher", "cannot write the downloaded file: %1").arg(file->errorString());
        return out;
    }
    uchar *data = file->map(0, size);
    if (!data) {
        out.error = QCoreApplication::translate("kie::Fetcher", "cannot read back the downloaded file: %1").arg(file->errorString());
        return out;
    }
    const QByteArrayView body(reinterpret_cast<const char *>(data), size);
    // The same bomb guard the reader applies when it opens the file, so a hostile body is refused here
    // and never reaches the cache.
    if (isGzip(body)) {
        // Trailing data is left to the reader, which reports it as a problem of the archive.
        const GunzipResult inflated = gunzipMembers(body, GzipLimits{options.maxInflatedBytes, options.maxCompressionRatio},
                                                    startsLikeJsonObject);
        if (!inflated.ok()) {
            file->unmap(data);
            out.error = QCoreApplication::translate("kie::Fetcher", "refused the compressed body: %1").arg(inflated.error);
            return out;
        }
    }
    QString error;
    out.ok = cache.store(entry, data, size, &error, cancelRequested);
    file->unmap(data);
    out.cancelled = !out.ok && cancelRequested->load();
    out.error = error;
    out.entry = entry;
    return out;
}

enum class Stop { None, Cancelled, Stalled, Deadline, Refused };

} // namespace

struct Fetcher::Private
{
    Private(Fetcher *owner, const FetchOptions &o)
        : q(owner)
        , options(o)
        , cache(o.cacheDir)
    {
    }

    Fetcher *q;
    FetchOptions options;
    ArchiveCache cache;
    std::unique_ptr<QNetworkAccessManager> nam;

    // Per fetch. `generation` tells a queued callback of an earlier fetch from the current one.
    quint64 generation = 0;
    bool busy = false;
    QUrl url; // without fragment
    QString expectedSha256;
    QString warning;
    std::optional<CacheEntry> cached;
    bool conditional = false;
    QPointer<QNetworkReply> reply;
    std::unique_ptr<QTemporaryFile> body;
    QCryptographicHash hash{QCryptographicHash::Sha256};
    qint64 received = 0;
    qint64 total = -1;
    QElapsedTimer clock;
    qint64 lastReportMs = -1;
    QSet<QString> visited;
    QList<QSslError> sslErrors;
    Stop stop = Stop::None;
    QString stopMessage;
    std::atomic_bool cancelRequested{false};
    std::unique_ptr<QFutureWatcher<StoreOutcome>> watcher;
    QTimer stallTimer;
    QTimer deadlineTimer;

    void start(const QUrl &requested);
    void failLater(const QString &message);
    void finish(FetchResult result);
    FetchResult baseResult() const;
    void stopTransfer(Stop why, const QString &message);
    bool readAvailable();
    void reportProgress(bool force);
    int httpStatus() const;
    void onMetaDataChanged();
    void onRedirected(const QUrl &target);
    void onFinished();
    void onStored();
    void failOrReopen(const QString &message, bool networkTrouble);
    void cleanupTransfer();
};

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

    if (!requested.isValid() || requested.host().isEmpty()) {
        failLater(tr("not a valid URL: %1").arg(requested.toString()));
        return;
    }
    const QString scheme = requested.scheme().toLower();
    if (scheme == QLatin1String("http")) {
        if (!options.allowHttp) {
            failLater(tr("refused plain http: use https, or allow plain http for this URL (--allow-http)"));
            return;
        }
        warning = tr("Plain http was allowed for this URL: anyone on the way could read or change the archive.");
    } else if (scheme != QLatin1String("https")) {
        failLater(tr("only https URLs can be fetched, not %1").arg(requested.toString()));
        return;
    }

    // The expected digest: the option, or a "#sha256=HEX" fragment; both given must agree.
    QString fromFragment;
    const QString fragment = requested.fragment(QUrl::FullyDecoded);
    if (fragment.startsWith(QLatin1String("sha256="), Qt::CaseInsensitive))
        fromFragment = fragment.mid(7).trimmed().toLower();
    const QString fromOption = options.expectedSha256.trimmed().toLower();
    if (!fromOption.isEmpty() && !isSha256Hex(fromOption)) {
        failLater(tr("the expected SHA-256 must be 64 hexadecimal digits, not \"%1\"").arg(options.expectedSha256));
        return;
    }
    if (!fromFragment.isEmpty() && !isSha256Hex(fromFragment)) {
        failLater(tr("the URL's #sha256= fragment must be 64 hexadecimal digits, not \"%1\"").arg(fromFragment));
        return;
    }
    if (!fromOption.isEmpty() && !fromFragment.isEmpty() && fromOption != fromFragment) {
        failLater(tr("the expected SHA-256 (%1) and the URL's #sha256= fragment (%2) disagree").arg(fromOption, fromFragment));
        return;
    }
    expectedSha256 = fromOption.isEmpty() ? fromFragment : fromOption;

    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    ssl.setPeerVerifyMode(QSslSocket::VerifyPeer);
    if (!options.caFile.isEmpty()) {
        const QList<QSslCertificate> extra = QSslCertificate::fromPath(options.caFile, QSsl::Pem);
        if (extra.isEmpty()) {
            failLater(tr("cannot read the CA file %1: no PEM certificate in it").arg(QDir::toNativeSeparators(options.caFile)));
            return;
        }
        // Read once: loading the system store costs a noticeable fraction of a second each time.
        static const QList<QSslCertificate> system = QSslConfiguration::systemCaCertificates();
        ssl.setCaCertificates(system + extra);
    }

    QString error;
    if (!cache.ensureDirectory(&error)) {
        failLater(error);
        return;
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
        return;
    }

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

int Fetcher::Private::httpStatus() const
{
    return reply ? reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() : 0;
}

void Fetcher::Private::stopTransfer(Stop why, const QString &message)
{
    if (stop != Stop::None || !reply)
        return;
    stop = why;
    stopMessage = message;
    stallTimer.stop();
    deadlineTimer.stop();
    reply->abort();
}

void Fetcher::Private::onMetaDataChanged()
{
    stallTimer.start();
    const int status = httpStatus();
    if (status < 200 || status >= 300)
        return;
    bool known = false;
    const qint64 length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
    total = known ? length : -1;
    if (total > options.maxBytes)
        stopTransfer(Stop::Refused, tr("too large: the server announced %1, more than the limit of %2")
                                        .arg(sizeText(total), sizeText(options.maxBytes)));
}

bool Fetcher::Private::readAvailable()
{
    if (!reply || stop != Stop::None)
        return false;
    const int status = httpStatus();
    if (status < 200 || status >= 300) {
        reply->readAll(); // an error page or an empty 304: never part of the archive
        return true;
    }
    while (reply->bytesAvailable() > 0) {
        const QByteArray chunk = reply->read(kReadPieceBytes);
        if (chunk.isEmpty())
            break;
        received += chunk.size();
        // Counted before it is written: nothing past the cap reaches the disk.
        if (received > options.maxBytes) {
            stopTransfer(Stop::Refused, tr("too large: more than the limit of %1").arg(sizeText(options.maxBytes)));
            return false;
        }
        if (body->write(chunk) != chunk.size()) {
            stopTransfer(Stop::Refused, tr("cannot write the downloaded file: %1").arg(body->errorString()));
            return false;
        }
        hash.addData(chunk);
    }
    reportProgress(false);
    return true;
}

void Fetcher::Private::reportProgress(bool force)
{
    const qint64 elapsed = clock.elapsed();
    const double rate = elapsed > 0 ? received * 1000.0 / elapsed : 0.0;
    Q_EMIT q->bytesReceived(received, total, rate);
    if (!force && lastReportMs >= 0 && elapsed - lastReportMs < kProgressIntervalMs)
        return;
    lastReportMs = elapsed;
    const QString name = url.fileName().isEmpty() ? url.host() : url.fileName();
    const QString rateText = tr("%1/s").arg(sizeText(qint64(rate)));
    if (total > 0) {
        Q_EMIT q->progressMessage(
            tr("Downloading %1: %2 of %3 (%4)").arg(name, sizeText(received), sizeText(total), rateText));
        Q_EMIT q->progressChanged(int(std::min<qint64>(1000, received * 1000 / total)));
    } else {
        Q_EMIT q->progressMessage(tr("Downloading %1: %2 (%3)").arg(name, sizeText(received), rateText));
    }
}

void Fetcher::Private::onRedirected(const QUrl &target)
{
    stallTimer.start();
    const QString key = ArchiveCache::withoutFragment(target).toString(QUrl::FullyEncoded);
    if (visited.contains(key)) {
        stopTransfer(Stop::Refused, tr("redirect loop: %1 leads back to %2 again").arg(url.toString(), key));
        return;
    }
    visited.insert(key);
    // Qt's no-less-safe policy already refuses https -> http; this keeps an http opt-in to its own URL's scheme.
    if (target.scheme().compare(QLatin1String("https"), Qt::CaseInsensitive) != 0 && !options.allowHttp)
        stopTransfer(Stop::Refused, tr("refused a redirect to %1: only https is allowed").arg(key));
}

void Fetcher::Private::failOrReopen(const QString &message, bool networkTrouble)
{
    // Offline (or the server unreachable): the last good copy is still the archive the user asked for.
    if (networkTrouble && options.useCache && cached && (expectedSha256.isEmpty() || cached->sha256 == expectedSha256)) {
        FetchResult r = baseResult();
        r.ok = true;
        r.fromCache = true;
        r.localPath = cached->bodyPath;
        r.fetchedAt = cached->fetchedAt;
        r.sha256 = cached->sha256;
        r.warning = tr("Could not fetch (%1); opened the copy %2.").arg(message, describeFetch(r));
        finish(r);
        return;
    }
    FetchResult r = baseResult();
    r.errorMessage = message;
    finish(r);
}

void Fetcher::Private::onFinished()
{
    if (!reply)
        return;
    stallTimer.stop();
    deadlineTimer.stop();
    if (stop == Stop::None)
        readAvailable(); // the tail that arrived together with finished()

    const QNetworkReply::NetworkError error = reply->error();
    const int status = httpStatus();
    const QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    const QString endedEarly = tr("transfer ended early (expected %1 bytes, got %2)").arg(total).arg(received);

    switch (stop) {
    case Stop::Cancelled: {
        FetchResult r = baseResult();
        r.cancelled = true;
        r.errorMessage = stopMessage;
        finish(r);
        return;
    }
    case Stop::Stalled:
    case Stop::Deadline:
        failOrReopen(stopMessage, true);
        return;
    case Stop::Refused:
        failOrReopen(stopMessage, false);
        return;
    case Stop::None:
        break;
    }

    if (error == QNetworkReply::NoError && status == 304) {
        if (!conditional || !cached) {
            failOrReopen(tr("server said 304 Not Modified, but there is no cached copy to reuse"), false);
            return;
        }
        CacheEntry entry = *cached;
        entry.fetchedAt = nowIso();
        if (reply->hasRawHeader("ETag"))
            entry.etag = QString::fromLatin1(reply->rawHeader("ETag"));
        if (reply->hasRawHeader("Last-Modified"))
            entry.lastModified = QString::fromLatin1(reply->rawHeader("Last-Modified"));
        QString writeError;
        FetchResult r = baseResult();
        r.ok = true;
        r.fromCache = true;
        r.localPath = entry.bodyPath;
        r.sha256 = entry.sha256;
        r.fetchedAt = entry.fetchedAt;
        if (!cache.writeSidecar(entry, &writeError)) {
            // The copy is still good; only the recorded date could not be updated.
            r.warning = r.warning.isEmpty() ? writeError : r.warning + u' ' + writeError;
        }
        finish(r);
        return;
    }

    if (status >= 400 || (error == QNetworkReply::NoError && (status < 200 || status >= 300))) {
        failOrReopen(tr("server said %1 %2").arg(status).arg(reason).trimmed(), false);
        return;
    }

    if (error != QNetworkReply::NoError) {
        switch (error) {
        case QNetworkReply::HostNotFoundError:
            failOrReopen(tr("host not found: %1").arg(reply->url().host()), true);
            return;
        case QNetworkReply::ConnectionRefusedError:
            failOrReopen(tr("the server %1 refused the connection").arg(reply->url().authority()), true);
            return;
        case QNetworkReply::SslHandshakeFailedError: {
            if (sslErrors.isEmpty()) {
                failOrReopen(tr("secure connection failed: %1").arg(reply->errorString()), false);
                return;
            }
            QStringList reasons;
            for (const QSslError &e : std::as_const(sslErrors)) {
                if (!reasons.contains(e.errorString()))
                    reasons.append(e.errorString());
            }
            failOrReopen(tr("certificate not trusted because %1").arg(reasons.join(QStringLiteral("; "))), false);
            return;
        }
        case QNetworkReply::InsecureRedirectError:
            failOrReopen(tr("refused a redirect from https to plain http"), false);
            return;
        case QNetworkReply::TooManyRedirectsError:
            failOrReopen(tr("too many redirects (more than %1)").arg(kMaxRedirects), false);
            return;
        case QNetworkReply::RemoteHostClosedError:
            if (total >= 0 && received < total)
                failOrReopen(endedEarly, false);
            else if (received > 0)
                failOrReopen(tr("transfer ended early: the server closed the connection after %1 bytes").arg(received), false);
            else
                failOrReopen(tr("the server closed the connection without answering"), true);
            return;
        case QNetworkReply::TimeoutError:
            failOrReopen(tr("timed out"), true);
            return;
        case QNetworkReply::TemporaryNetworkFailureError:
        case QNetworkReply::NetworkSessionFailedError:
        case QNetworkReply::UnknownNetworkError:
        case QNetworkReply::ProxyConnectionRefusedError:
        case QNetworkReply::ProxyConnectionClosedError:
        case QNetworkReply::ProxyNotFoundError:
        case QNetworkReply::ProxyTimeoutError:
            failOrReopen(tr("network error: %1").arg(reply->errorString()), true);
            return;
        default:
            if (total >= 0 && received < total)
                failOrReopen(endedEarly, false);
            else
                failOrReopen(reply->errorString(), false);
            return;
        }
    }

    if (total >= 0 && received != total) {
        failOrReopen(endedEarly, false);
        return;
    }
    if (received == 0) {
        failOrReopen(tr("the server sent an empty file"), false);
        return;
    }
    const QString got = QString::fromLatin1(hash.result().toHex());
    if (!expectedSha256.isEmpty() && got != expectedSha256) {
        failOrReopen(tr("digest mismatch: expected sha256 %1, got %2").arg(expectedSha256, got), false);
        return;
    }

    CacheEntry entry;
    entry.url = url.toString(QUrl::FullyEncoded);
    entry.etag = QString::fromLatin1(reply->rawHeader("ETag"));
    entry.lastModified = QString::fromLatin1(reply->rawHeader("Last-Modified"));
    entry.fetchedAt = nowIso();
    entry.sha256 = got;
    reportProgress(true);
    Q_EMIT q->progressMessage(tr("Checking and storing %1…").arg(url.fileName()));

    // The network part is over; the bomb guard and the copy into the cache run off the GUI thread.
    QObject::disconnect(reply, nullptr, q, nullptr);
    reply->deleteLater();
    reply = nullptr;
    watcher = std::make_unique<QFutureWatcher<StoreOutcome>>();
    QObject::connect(watcher.get(), &QFutureWatcherBase::finished, q, [this] { onStored(); });
    watcher->setFuture(QtConcurrent::run(checkAndStore, cache, entry, body.get(), received, options, &cancelRequested));
}

void Fetcher::Private::onStored()
{
    const StoreOutcome outcome = watcher->result();
    FetchResult r = baseResult();
    if (outcome.ok) {
        r.ok = true;
        r.localPath = outcome.entry.bodyPath;
        r.fetchedAt = outcome.entry.fetchedAt;
        r.sha256 = outcome.entry.sha256;
    } else {
        r.cancelled = outcome.cancelled;
        r.errorMessage = outcome.cancelled ? tr("cancelled") : outcome.error;
    }
    finish(r);
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
