// SPDX-License-Identifier: Apache-2.0
// The on-disk cache of fetched archives: one body file and one small JSON sidecar per URL,
// keyed by the SHA-256 of the URL without its fragment. Entries are replaced atomically (safewrite.h).
#pragma once

#include <QString>
#include <QUrl>

#include <atomic>
#include <optional>

namespace kie {

struct CacheEntry
{
    QString url; // without the fragment
    QString bodyPath; // the cached archive, ready to open
    QString etag; // as the server sent it, quotes included
    QString lastModified; // HTTP date, as the server sent it
    QString fetchedAt; // ISO 8601 UTC of the last fetch or successful revalidation
    QString sha256; // lowercase hex of the body
    qint64 size = 0;
};

class ArchiveCache
{
public:
    explicit ArchiveCache(const QString &directory = {}); // empty = defaultDirectory()

    static QString defaultDirectory(); // QStandardPaths::CacheLocation + "/archives"
    static QUrl withoutFragment(const QUrl &url);
    static QString keyOf(const QUrl &url); // sha256Hex of the URL without fragment

    QString directory() const { return m_directory; }
    bool ensureDirectory(QString *error) const;
    QString bodyPathFor(const QUrl &url) const;
    QString sidecarPathFor(const QUrl &url) const;

    // The entry for `url` when its sidecar is readable and its body is present with the recorded size.
    std::optional<CacheEntry> lookup(const QUrl &url) const;

    // Copies `size` bytes at `data` into the body file and writes the sidecar, each through the one
    // safe writer (safewrite.h), so a failure or cancellation leaves the previous entry as it was. Fills entry.bodyPath/size.
    bool store(CacheEntry &entry, const uchar *data, qint64 size, QString *error,
               const std::atomic_bool *cancelRequested = nullptr) const;
    // Rewrites only the sidecar (a 304 revalidation updates fetchedAt and validators).
    bool writeSidecar(const CacheEntry &entry, QString *error) const;

private:
    QString m_directory;
};

} // namespace kie
