// SPDX-License-Identifier: Apache-2.0
#include "archiveloader.h"

#include "archivereader.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace kie {

// One load: its cancellation flag. The loader's m_job is the newest; results of older ones are dropped.
struct ArchiveLoader::Job
{
    std::atomic_bool cancelRequested{false};
};

ArchiveLoader::ArchiveLoader(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<const kie::Archive>>();
}

ArchiveLoader::~ArchiveLoader()
{
    // Workers post to `this`: stop them and wait before it goes away.
    if (m_job)
        m_job->cancelRequested = true;
    const auto watchers = findChildren<QFutureWatcher<void> *>();
    for (QFutureWatcher<void> *watcher : watchers)
        watcher->waitForFinished();
}

void ArchiveLoader::loadFile(const QString &path)
{
    start([path](const ProgressReporter &progress) { return readArchiveFile(path, {}, progress); });
}

void ArchiveLoader::loadFiles(const QStringList &paths)
{
    start([paths](const ProgressReporter &progress) { return readArchiveFiles(paths, {}, progress); });
}

void ArchiveLoader::loadData(const QByteArray &bytes, const QString &displayName)
{
    start([bytes, displayName](const ProgressReporter &progress) { return readArchiveData(bytes, displayName, {}, progress); });
}

void ArchiveLoader::cancel()
{
    if (m_job)
        m_job->cancelRequested = true;
}

bool ArchiveLoader::isLoading() const
{
    return bool(m_job);
}

void ArchiveLoader::start(std::function<ReadResult(const ProgressReporter &)> work)
{
    if (m_job)
        m_job->cancelRequested = true; // a newer load replaces it
    auto job = std::make_shared<Job>();
    m_job = job;

    // Everything reaches the GUI thread as queued calls, and only while the job is still current.
    const auto post = [this, job](auto call) {
        QMetaObject::invokeMethod(this, [this, job, call = std::move(call)] {
            if (m_job == job)
                call();
        }, Qt::QueuedConnection);
    };
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, watcher, &QObject::deleteLater);
    watcher->setFuture(QtConcurrent::run([this, job, work = std::move(work), post] {
        ProgressReporter progress;
        progress.cancelRequested = &job->cancelRequested;
        progress.message = [post, this](const QString &text) {
            post([this, text] { Q_EMIT progressMessage(text); });
        };
        auto last = std::make_shared<int>(-1);
        progress.permille = [post, this, last](int value) {
            if (value == *last) // only this worker thread touches `last`
                return;
            *last = value;
            post([this, value] { Q_EMIT progressChanged(value); });
        };
        ReadResult result = work(progress);
        post([this, job, result = std::move(result)] {
            m_job.reset();
            if (result.cancelled || job->cancelRequested)
                Q_EMIT cancelled();
            else if (result.archive)
                Q_EMIT loaded(std::shared_ptr<const Archive>(result.archive));
            else
                Q_EMIT failed(result.fatalError);
        });
    }));
}

} // namespace kie
