// SPDX-License-Identifier: Apache-2.0
// Fetching: the transfer (byte cap, stall timeout, deadline, redirects, progress) and how it ended.
#include "fetcher_p.h"

#include <QCoreApplication>

namespace kie {

using namespace fetch;

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
        onNotModified();
        return;
    }

    if (status >= 400 || (error == QNetworkReply::NoError && (status < 200 || status >= 300))) {
        failOrReopen(tr("server said %1 %2").arg(status).arg(reason).trimmed(), false);
        return;
    }

    if (error != QNetworkReply::NoError) {
        failOnNetworkError(error, endedEarly);
        return;
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
    storeBody(got);
}

// 304: the cached copy is still the archive; only its date and validators are renewed.
void Fetcher::Private::onNotModified()
{
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
}

void Fetcher::Private::failOnNetworkError(QNetworkReply::NetworkError error, const QString &endedEarly)
{
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

} // namespace kie
