// SPDX-License-Identifier: Apache-2.0
// The one way an archive is opened, by the window and by every command: a URL is fetched first
// (checked and cached, see fetcher.h), the local file or the fetched copy is read off the calling
// thread (archivereader.h), and a fetched archive is marked with its URL and fetch date
// (applyFetchProvenance, ARCHIVE.md §7). Progress comes as a message plus 0..1000, the result by a
// queued signal; cancel() stops the fetch or sets the flag the reader polls; a newer open drops an
// older one.
#pragma once

#include "fetcher.h"

#include <QObject>
#include <QStringList>

#include <memory>

namespace kie {

struct Archive;
struct ReadOptions;

struct OpenResult
{
    std::shared_ptr<Archive> archive; // null when the fetch or the read failed, or on cancellation
    FetchResult fetch; // the fetch, when the input was a URL (fetch.ok: it succeeded)
    bool fetchFailed = false; // the fetch ended without a copy to read: fetch.errorMessage says why
    QString error; // why there is no archive (the fetch's or the reader's words)
    QStringList moreProblems; // the reader's further errors that `error` counts (ReadResult::moreProblems)
    bool cancelled = false;
};

class ArchiveOpener : public QObject
{
    Q_OBJECT
public:
    explicit ArchiveOpener(QObject *parent = nullptr);
    ~ArchiveOpener() override; // cancels and waits for a running read

    // A local file or folder, or an http(s) URL fetched with `fetchOptions` first.
    void open(const QString &pathOrUrl, const FetchOptions &fetchOptions = {});
    // Always fetched, whatever the scheme (the fetcher refuses what it must).
    void openUrl(const QUrl &url, const FetchOptions &fetchOptions = {});
    // Several trace files / folders imported as one archive.
    void openFiles(const QStringList &paths);
    // Bytes already in memory (the embedded sample); `displayName` becomes the archive's path.
    void openData(const QByteArray &bytes, const QString &displayName);
    void cancel();
    bool isBusy() const;
    // Reads runs without their record digests (the archive's runDigestsPending; rundigests.h
    // completes them): the window shows a large archive first and digests it in the background.
    void setDeferRunDigests(bool defer);
    // The options an opener reads a local file with (a read ahead must match them, readahead.h).
    static ReadOptions readOptions(bool deferRunDigests);

Q_SIGNALS:
    void progressMessage(const QString &message);
    void progressChanged(int permille);
    // A URL was fetched (result.ok) and reading its copy begins; result.warning may need showing.
    void fetched(const kie::FetchResult &result);
    // Always last, once per open that was not replaced by a newer one.
    void finished(const kie::OpenResult &result);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// For headless commands: the same open, waited for in a local event loop.
OpenResult openArchiveBlocking(const QString &pathOrUrl, const FetchOptions &fetchOptions = {});

} // namespace kie

Q_DECLARE_METATYPE(kie::OpenResult)
