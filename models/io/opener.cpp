// SPDX-License-Identifier: Apache-2.0
#include "opener.h"

#include "archive.h"
#include "archivereader.h"
#include "readahead.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>

namespace kie {

namespace {

// One open: its cancellation flag, its fetch while that runs, and the fetch's result for provenance.
// The opener's current job is the newest; whatever an older one still delivers is dropped.
struct Job
{
    std::atomic_bool cancelRequested{false};
    std::unique_ptr<Fetcher> fetcher; // GUI thread only
    FetchResult fetch; // set before the read starts, read-only after
};

} // namespace

struct ArchiveOpener::Private
{
    ArchiveOpener *q;
    std::shared_ptr<Job> job;
    ReadOptions readOptions;

    std::shared_ptr<Job> begin();
    void dropFetcher(Job &old);
    void fetch(const std::shared_ptr<Job> &current, const QUrl &url, const FetchOptions &options);
    void read(const std::shared_ptr<Job> &current, std::function<ReadResult(const ProgressReporter &)> work);
    void finish(const std::shared_ptr<Job> &current, OpenResult result);
};

std::shared_ptr<Job> ArchiveOpener::Private::begin()
{
    if (job) { // a newer open replaces it
        job->cancelRequested = true;
        dropFetcher(*job);
    }
    job = std::make_shared<Job>();
    return job;
}

void ArchiveOpener::Private::dropFetcher(Job &old)
{
    if (!old.fetcher)
        return;
    QObject::disconnect(old.fetcher.get(), nullptr, q, nullptr);
    old.fetcher->cancel();
    old.fetcher.release()->deleteLater();
}

void ArchiveOpener::Private::finish(const std::shared_ptr<Job> &current, OpenResult result)
{
    if (job != current)
        return;
    job.reset();
    Q_EMIT q->finished(result);
}

void ArchiveOpener::Private::fetch(const std::shared_ptr<Job> &current, const QUrl &url, const FetchOptions &options)
{
    current->fetcher = std::make_unique<Fetcher>(options);
    Fetcher *fetcher = current->fetcher.get();
    QObject::connect(fetcher, &Fetcher::progressMessage, q, &ArchiveOpener::progressMessage);
    QObject::connect(fetcher, &Fetcher::progressChanged, q, &ArchiveOpener::progressChanged);
    QObject::connect(fetcher, &Fetcher::finished, q, [this, current](const FetchResult &result) {
        current->fetcher.release()->deleteLater(); // we are inside its signal
        current->fetch = result;
        if (!result.ok) {
            OpenResult failed;
            failed.fetch = result;
            failed.fetchFailed = true;
            failed.cancelled = result.cancelled;
            failed.error = result.errorMessage;
            finish(current, std::move(failed));
            return;
        }
        Q_EMIT q->fetched(result);
        const QString local = result.localPath;
        read(current, [local, options = readOptions](const ProgressReporter &progress) {
            return readArchiveFile(local, options, progress);
        });
    });
    fetcher->fetch(url);
}

void ArchiveOpener::Private::read(const std::shared_ptr<Job> &current, std::function<ReadResult(const ProgressReporter &)> work)
{
    // Everything reaches the opener's thread as queued calls, and only while the job is still current.
    const auto post = [this, current](auto call) {
        QMetaObject::invokeMethod(q, [this, current, call = std::move(call)] {
            if (job == current)
                call();
        }, Qt::QueuedConnection);
    };
    auto *watcher = new QFutureWatcher<void>(q);
    QObject::connect(watcher, &QFutureWatcher<void>::finished, watcher, &QObject::deleteLater);
    watcher->setFuture(QtConcurrent::run([this, current, work = std::move(work), post] {
        ProgressReporter progress;
        progress.cancelRequested = &current->cancelRequested;
        progress.message = [post, this](const QString &text) { post([this, text] { Q_EMIT q->progressMessage(text); }); };
        auto last = std::make_shared<int>(-1);
        progress.permille = [post, this, last](int value) {
            if (value == *last) // only this worker thread touches `last`
                return;
            *last = value;
            post([this, value] { Q_EMIT q->progressChanged(value); });
        };
        ReadResult read = work(progress);
        OpenResult result;
        result.fetch = current->fetch;
        result.cancelled = read.cancelled || current->cancelRequested;
        if (result.cancelled) {
            result.error = read.fatalError;
        } else if (read.archive) {
            if (current->fetch.ok)
                applyFetchProvenance(*read.archive, current->fetch);
            result.archive = std::move(read.archive);
        } else {
            result.error = read.fatalError;
            result.moreProblems = read.moreProblems;
        }
        post([this, current, result = std::move(result)] { finish(current, result); });
    }));
}

ArchiveOpener::ArchiveOpener(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    qRegisterMetaType<kie::OpenResult>();
    qRegisterMetaType<kie::FetchResult>();
}

ArchiveOpener::~ArchiveOpener()
{
    // Workers post to `this`: stop them and wait before it goes away.
    if (d->job) {
        d->job->cancelRequested = true;
        d->dropFetcher(*d->job);
    }
    const auto watchers = findChildren<QFutureWatcher<void> *>();
    for (QFutureWatcher<void> *watcher : watchers)
        watcher->waitForFinished();
}

void ArchiveOpener::open(const QString &pathOrUrl, const FetchOptions &fetchOptions)
{
    if (isRemoteUrl(pathOrUrl)) {
        openUrl(QUrl(pathOrUrl), fetchOptions);
        return;
    }
    if (std::shared_ptr<TakenReadAhead> ahead = takeReadAhead(pathOrUrl, d->readOptions)) {
        d->read(d->begin(), [ahead](const ProgressReporter &progress) { return ahead->wait(progress); });
        return;
    }
    d->read(d->begin(), [pathOrUrl, options = d->readOptions](const ProgressReporter &progress) {
        return readArchiveFile(pathOrUrl, options, progress);
    });
}

void ArchiveOpener::openUrl(const QUrl &url, const FetchOptions &fetchOptions)
{
    d->fetch(d->begin(), url, fetchOptions);
}

void ArchiveOpener::openFiles(const QStringList &paths)
{
    d->read(d->begin(), [paths, options = d->readOptions](const ProgressReporter &progress) {
        return readArchiveFiles(paths, options, progress);
    });
}

void ArchiveOpener::openData(const QByteArray &bytes, const QString &displayName)
{
    d->read(d->begin(), [bytes, displayName, options = d->readOptions](const ProgressReporter &progress) {
        return readArchiveData(bytes, displayName, options, progress);
    });
}

void ArchiveOpener::cancel()
{
    if (!d->job)
        return;
    d->job->cancelRequested = true;
    if (d->job->fetcher)
        d->job->fetcher->cancel(); // its finished() reports the cancellation
}

void ArchiveOpener::setDeferRunDigests(bool defer)
{
    d->readOptions = readOptions(defer);
}

ReadOptions ArchiveOpener::readOptions(bool deferRunDigests)
{
    ReadOptions options;
    options.computeRunDigests = !deferRunDigests;
    return options;
}

bool ArchiveOpener::isBusy() const
{
    return bool(d->job);
}

namespace {

OpenResult waitFor(const std::function<void(ArchiveOpener &)> &start)
{
    OpenResult result;
    ArchiveOpener opener;
    QEventLoop loop;
    // finished() is always queued, so it cannot arrive before exec().
    QObject::connect(&opener, &ArchiveOpener::finished, &loop, [&](const OpenResult &r) {
        result = r;
        loop.quit();
    });
    start(opener);
    loop.exec();
    return result;
}

} // namespace

OpenResult openArchiveBlocking(const QString &pathOrUrl, const FetchOptions &fetchOptions)
{
    return waitFor([&](ArchiveOpener &opener) { opener.open(pathOrUrl, fetchOptions); });
}

} // namespace kie
