// SPDX-License-Identifier: Apache-2.0
#include "archivecache.h"

#include "canonicaljson.h"
#include "digest.h"
#include "safewrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>
#include <QStandardPaths>

namespace kie {

namespace {

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ArchiveCache)
};

// The URL's file name, reduced to characters that are safe in any file system, so the cached copy
// keeps a recognisable name and extension (".jsonl.gz") for messages and the reader.
QString safeFileName(const QUrl &url)
{
    const QString name = url.fileName();
    QString safe;
    for (const QChar c : name) {
        if ((c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'.' || c == u'-'
            || c == u'_')
            safe.append(c);
    }
    while (safe.startsWith(u'.'))
        safe.remove(0, 1);
    if (safe.size() > 80)
        safe = safe.right(80);
    return safe.isEmpty() ? QStringLiteral("archive") : safe;
}

} // namespace

ArchiveCache::ArchiveCache(const QString &directory)
    : m_directory(directory.isEmpty() ? defaultDirectory() : directory)
{
}

QString ArchiveCache::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/archives");
}

QUrl ArchiveCache::withoutFragment(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveFragment);
}

QString ArchiveCache::keyOf(const QUrl &url)
{
    return sha256Hex(withoutFragment(url).toEncoded(QUrl::FullyEncoded));
}

bool ArchiveCache::ensureDirectory(QString *error) const
{
    if (QDir().mkpath(m_directory))
        return true;
    if (error)
        *error = Tr::tr("cannot create the cache folder %1").arg(QDir::toNativeSeparators(m_directory));
    return false;
}

QString ArchiveCache::bodyPathFor(const QUrl &url) const
{
    return m_directory + u'/' + keyOf(url) + u'-' + safeFileName(url);
}

QString ArchiveCache::sidecarPathFor(const QUrl &url) const
{
    return m_directory + u'/' + keyOf(url) + QStringLiteral(".json");
}

std::optional<CacheEntry> ArchiveCache::lookup(const QUrl &url) const
{
    QFile sidecar(sidecarPathFor(url));
    if (!sidecar.open(QIODevice::ReadOnly) || sidecar.size() > 64 * 1024)
        return std::nullopt;
    const QJsonDocument doc = QJsonDocument::fromJson(sidecar.readAll());
    if (!doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    CacheEntry entry;
    entry.url = o.value(QLatin1String("url")).toString();
    entry.etag = o.value(QLatin1String("etag")).toString();
    entry.lastModified = o.value(QLatin1String("lastModified")).toString();
    entry.fetchedAt = o.value(QLatin1String("fetchedAt")).toString();
    entry.sha256 = o.value(QLatin1String("sha256")).toString();
    entry.size = qint64(o.value(QLatin1String("size")).toDouble(-1));
    entry.bodyPath = bodyPathFor(url);
    // A sidecar from another URL (a hash collision is not expected, but a hand-edited file is) or one
    // whose body is missing or of another size does not describe a usable copy.
    if (entry.url != withoutFragment(url).toString(QUrl::FullyEncoded) || entry.fetchedAt.isEmpty())
        return std::nullopt;
    const QFileInfo body(entry.bodyPath);
    if (!body.isFile() || body.size() != entry.size)
        return std::nullopt;
    return entry;
}

bool ArchiveCache::store(CacheEntry &entry, const uchar *data, qint64 size, QString *error,
                         const std::atomic_bool *cancelRequested) const
{
    if (!ensureDirectory(error))
        return false;
    const QUrl url(entry.url);
    entry.bodyPath = bodyPathFor(url);
    entry.size = size;
    if (cancelRequested && cancelRequested->load(std::memory_order_relaxed)) {
        if (error)
            *error = Tr::tr("cancelled");
        return false;
    }
    QString why;
    if (!writeFileSafely(entry.bodyPath, QByteArrayView(reinterpret_cast<const char *>(data), size), &why)) {
        if (error)
            *error = Tr::tr("cannot write the cache file %1: %2").arg(QDir::toNativeSeparators(entry.bodyPath), why);
        return false;
    }
    return writeSidecar(entry, error);
}

bool ArchiveCache::writeSidecar(const CacheEntry &entry, QString *error) const
{
    const QUrl url(entry.url);
    const QVariantMap sidecar{{QStringLiteral("url"), entry.url},
                              {QStringLiteral("etag"), entry.etag},
                              {QStringLiteral("lastModified"), entry.lastModified},
                              {QStringLiteral("fetchedAt"), entry.fetchedAt},
                              {QStringLiteral("sha256"), entry.sha256},
                              {QStringLiteral("size"), double(entry.size)}};
    QString why;
    const QByteArray json = canonicalJsonOf(sidecar, &why);
    if (json.isNull() || !writeFileSafely(sidecarPathFor(url), json, &why)) {
        if (error)
            *error = Tr::tr("cannot write the cache file %1: %2").arg(QDir::toNativeSeparators(sidecarPathFor(url)), why);
        return false;
    }
    return true;
}

} // namespace kie
