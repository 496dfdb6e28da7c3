// SPDX-License-Identifier: Apache-2.0
// Fetching run archives over HTTPS: QNetworkAccessManager behind a small facade, with the
// safety defaults (https only, verified certificates, bounded redirects, stall timeout + deadline,
// byte cap, expected digest) and an on-disk cache revalidated by ETag / Last-Modified.
#pragma once

#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>

namespace kie {

struct Archive;

struct FetchOptions
{
    bool allowHttp = false; // plain http only when the user opted in for this URL
    QString caFile; // extra trusted CA bundle (PEM) for self-hosted indexes
    qint64 maxBytes = qint64(2) << 30; // counted by us as data arrives
    int stallTimeoutMs = 30000; // no bytes for this long -> timed out
    int deadlineMs = 30 * 60 * 1000; // the whole transfer, however steady
    QString expectedSha256; // hex; also taken from a "#sha256=HEX" URL fragment
    QString cacheDir; // empty = QStandardPaths::CacheLocation + "/archives"
    bool useCache = true; // false: no revalidation and no offline reopen (the body is still stored to be opened)
    // The core reader's gzip guard, applied to a gzip body before it is accepted (ReadOptions defaults).
    qint64 maxInflatedBytes = qint64(8) << 30;
    double maxCompressionRatio = 1000.0;
};

struct FetchResult
{
    bool ok = false;
    QString url; // without the fragment
    QString localPath; // the cached copy to open (never the partial download)
    QString fetchedAt; // ISO 8601 UTC of the successful fetch or revalidation: the citation access date
    bool fromCache = false; // served from cache (304 or offline)
    QString errorMessage; // in words a user understands
    QString warning; // e.g. plain http was allowed, or offline: the cached copy was opened
    bool cancelled = false; // the user cancelled; errorMessage says so, nothing to report
    qint64 bytesReceived = 0; // body bytes read from the network by this fetch (0 for a cache reuse)
    QString sha256; // lowercase hex of the body that localPath holds
};

// "fetched 2025-06-01 14:03 UTC from https://…" for a successful result, else empty.
QString describeFetch(const FetchResult &result);

class Fetcher : public QObject
{
    Q_OBJECT
public:
    // One QNetworkAccessManager per Fetcher: its trust configuration (caFile) never leaks into another.
    explicit Fetcher(const FetchOptions &options = {}, QObject *parent = nullptr);
    ~Fetcher() override;

    const FetchOptions &options() const;
    bool isBusy() const;

    // One fetch at a time: fetching while busy cancels the running fetch first. finished() is always
    // emitted later from the event loop, never from inside fetch().
    void fetch(const QUrl &url);
    void cancel();

Q_SIGNALS:
    void progressMessage(const QString &message); // "Downloading … 12.3 MB of 40.0 MB (5.1 MB/s)"
    void progressChanged(int permille); // 0..1000; stays 0 while the total is unknown
    void bytesReceived(qint64 received, qint64 total, double bytesPerSecond); // total -1 when unknown
    void finished(const kie::FetchResult &result);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// For headless commands: runs a local event loop until the fetch ends.
FetchResult fetchBlocking(const QUrl &url, const FetchOptions &options);
bool isRemoteUrl(const QString &pathOrUrl); // https:// or http://
// Marks an archive read from result.localPath as fetched: path and fetchedFromUrl become the URL,
// fetchedAt the fetch date (the citation access date, ARCHIVE.md §7).
void applyFetchProvenance(Archive &archive, const FetchResult &result);

} // namespace kie

Q_DECLARE_METATYPE(kie::FetchResult)
