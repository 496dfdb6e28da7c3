// SPDX-License-Identifier: Apache-2.0
// Internal to the fetcher (fetcher*.cpp), never included elsewhere. fetcher.cpp: the public API and
// starting a request (scheme, expected digest, trust, cache); fetcher_transfer.cpp: the transfer,
// its limits and how it ended; fetcher_store.cpp: checking the body and storing it in the cache.
#pragma once

#include "archivecache.h"
#include "fetcher.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QSet>
#include <QSslConfiguration>
#include <QSslError>
#include <QTemporaryFile>
#include <QTimer>

#include <atomic>
#include <optional>

class QFile;

namespace kie {

namespace fetch {

// The reply's read buffer: Qt stops reading the socket once this much is unread, so our byte count
// (and the cap) stays within one buffer of what actually crossed the network.
constexpr qint64 kReadBufferBytes = 256 * 1024;
constexpr qint64 kReadPieceBytes = 64 * 1024; // taken from the reply at a time, so the count overshoots by less
constexpr int kMaxRedirects = 10;
constexpr int kProgressIntervalMs = 100;

QString nowIso();
QString sizeText(qint64 bytes);

// What the worker thread hands back after checking and storing the body.
struct StoreOutcome
{
    bool ok = false;
    bool cancelled = false;
    QString error;
    CacheEntry entry;
};

// Off the GUI thread: the reader's gzip bomb guard on the body, then the copy into the cache.
StoreOutcome checkAndStore(const ArchiveCache &cache, CacheEntry entry, QFile *file, qint64 size, const FetchOptions &options,
                           const std::atomic_bool *cancelRequested);

enum class Stop { None, Cancelled, Stalled, Deadline, Refused };

} // namespace fetch

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
    fetch::Stop stop = fetch::Stop::None;
    QString stopMessage;
    std::atomic_bool cancelRequested{false};
    std::unique_ptr<QFutureWatcher<fetch::StoreOutcome>> watcher;
    QTimer stallTimer;
    QTimer deadlineTimer;

    void start(const QUrl &requested);
    bool checkScheme(const QUrl &requested);
    bool takeExpectedDigest(const QUrl &requested);
    bool makeSslConfiguration(QSslConfiguration &ssl);
    bool prepareBody();
    void sendRequest(const QSslConfiguration &ssl);
    void failLater(const QString &message);
    void finish(FetchResult result);
    FetchResult baseResult() const;
    void stopTransfer(fetch::Stop why, const QString &message);
    bool readAvailable();
    void reportProgress(bool force);
    int httpStatus() const;
    void onMetaDataChanged();
    void onRedirected(const QUrl &target);
    void onFinished();
    void onNotModified();
    void failOnNetworkError(QNetworkReply::NetworkError error, const QString &endedEarly);
    void storeBody(const QString &sha256);
    void onStored();
    void failOrReopen(const QString &message, bool networkTrouble);
    void cleanupTransfer();
};

} // namespace kie
