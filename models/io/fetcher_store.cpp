// SPDX-License-Identifier: Apache-2.0
// Fetching: the received body checked (the reader's gzip bomb guard) and stored in the cache, off
// the GUI thread.
#include "fetcher_p.h"

#include "gzip.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace kie {

using namespace fetch;

StoreOutcome fetch::checkAndStore(const ArchiveCache &cache, CacheEntry entry, QFile *file, qint64 size, const FetchOptions &options,
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

// The body is complete and its digest is `sha256`: store it and report when that is done.
void Fetcher::Private::storeBody(const QString &sha256)
{
    CacheEntry entry;
    entry.url = url.toString(QUrl::FullyEncoded);
    entry.etag = QString::fromLatin1(reply->rawHeader("ETag"));
    entry.lastModified = QString::fromLatin1(reply->rawHeader("Last-Modified"));
    entry.fetchedAt = nowIso();
    entry.sha256 = sha256;
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

} // namespace kie
