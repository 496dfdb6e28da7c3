// SPDX-License-Identifier: Apache-2.0
// The run digests a window open defers (Archive::runDigestsPending, rundigests.h): the archive is
// shown as soon as it is read and indexed; its runs' record digests (ARCHIVE.md §3) are computed on
// worker threads into vectors of their own, with the progress bar showing how far, and filled into
// the archive here, on the GUI thread, in one step. Nothing else writes the archive, and the workers
// read only the runs' exact bytes, so the two never touch the same memory. What needs a digest
// before then computes that one (ensureRunDigest) or waits for all: a user's request (an export, a
// run typed by digest prefix, a `--run` prefix, the run shown before a reload when it moved) goes on
// once they are in (afterRunDigests); only a merge of several files waits for them here
// (finishRunDigests), as it matches runs by digest.
#include "mainwindow_p.h"

#include <QtConcurrent/QtConcurrentRun>

namespace kie::ui {

void MainWindow::Private::startRunDigests()
{
    if (!digestTarget || !digestTarget->runDigestsPending || runDigests)
        return;
    runDigestsCancel = std::make_shared<std::atomic_bool>(false);
    runDigestsProgress = std::make_shared<std::atomic_int>(0);
    runDigests = new QFutureWatcher<RunDigests>(q);
    QFutureWatcher<RunDigests> *watcher = runDigests;
    connect(watcher, &QFutureWatcherBase::finished, q, [this, watcher] {
        if (watcher == runDigests)
            applyRunDigests();
    });
    if (!runDigestsTimer) {
        runDigestsTimer = new QTimer(q);
        runDigestsTimer->setInterval(50);
        connect(runDigestsTimer, &QTimer::timeout, q, [this] {
            if (runDigestsProgress && !busy) // while another file loads, the bar is that load's
                progress->setValue(runDigestsProgress->load(std::memory_order_relaxed));
        });
    }
    runDigestsTimer->start();
    if (!busy)
        showRunDigestsProgress();
    // Only const access and shared pointers cross over: the archive stays alive, never written there.
    std::shared_ptr<const Archive> archive = digestTarget;
    watcher->setFuture(QtConcurrent::run([archive, cancel = runDigestsCancel, done = runDigestsProgress] {
        ProgressReporter reporter;
        reporter.cancelRequested = cancel.get();
        reporter.permille = [done](int value) { done->store(value, std::memory_order_relaxed); };
        return computeRunDigests(*archive, reporter);
    }));
}

void MainWindow::Private::showRunDigestsProgress()
{
    progress->setValue(runDigestsProgress ? runDigestsProgress->load(std::memory_order_relaxed) : 0);
    progress->setToolTip(tr("Computing the record digests of %n run(s)", nullptr, digestTarget ? int(digestTarget->runs.size()) : 0));
    progress->show();
}

void MainWindow::Private::cancelRunDigests()
{
    afterDigests.clear(); // what waited for these digests was about the archive they belong to
    if (runDigestsCancel)
        *runDigestsCancel = true;
    if (runDigests) {
        runDigests->disconnect(q);
        runDigests->deleteLater(); // its worker finishes on its own, holding what it reads
        runDigests = nullptr;
    }
    if (runDigestsTimer)
        runDigestsTimer->stop();
    if (!busy) {
        progress->hide();
        progress->setToolTip(QString());
    }
    digestTarget.reset();
}

void MainWindow::Private::finishRunDigests()
{
    if (!digestTarget || !digestTarget->runDigestsPending)
        return;
    startRunDigests();
    runDigests->waitForFinished();
    applyRunDigests();
}

void MainWindow::Private::afterRunDigests(const QString &waiting, std::function<void()> then)
{
    if (!digestTarget || !digestTarget->runDigestsPending) {
        then();
        return;
    }
    setPlainText(statusMessage, waiting);
    // Run after the digests are applied, from the event loop: by then another file may be shown,
    // and what was asked for was about this one.
    afterDigests.push_back([this, shown = archive, then = std::move(then)] {
        if (archive == shown)
            then();
    });
    startRunDigests(); // when they wait behind the filter text: now
}

void MainWindow::Private::applyRunDigests()
{
    if (!runDigests || !digestTarget)
        return;
    QFuture<RunDigests> future = runDigests->future();
    const RunDigests result = future.takeResult(); // moved out: no second copy of 2 × 8 bytes per run
    runDigests->deleteLater();
    runDigests = nullptr;
    runDigestsTimer->stop();
    if (!busy) {
        progress->hide();
        progress->setToolTip(QString());
    }
    std::vector<std::function<void()>> waiting = std::exchange(afterDigests, {});
    if (!result.complete)
        return;
    const size_t problemsBefore = digestTarget->problems.size();
    kie::applyRunDigests(*digestTarget, result);
    // No trust marker changes: an archive with attestations is never read with deferred digests.
    tableModel->updateRunDigests();
    updateFilterLine(); // a digest filter that still finds nothing now knows every digest
    if (digestTarget->problems.size() != problemsBefore) {
        fillProblems();
        problemsDock->setVisible(true);
    }
    if (result.fileChanged) {
        setPlainText(statusMessage, tr("%1 was changed or shortened by another program after it was opened: its record digests "
                                       "could not be computed. Open it again.")
                                        .arg(displayNameOf(digestTarget->path)));
    }
    if (currentRun >= 0)
        runPage->setRun(archive, currentRun);
    manifestShownFor = -1;
    refreshCurrentPage();
    // Each after this slot has returned: an export opens a modal dialog, which must not run inside it.
    for (std::function<void()> &then : waiting)
        QTimer::singleShot(0, q, std::move(then));
}

void MainWindow::Private::completeMemberDigests()
{
    finishRunDigests(); // the shown file's, when it is still being digested
    cancelRunDigests();
    for (Member &member : members) {
        if (member.archive->runDigestsPending)
            kie::applyRunDigests(*member.archive, computeRunDigests(*member.archive));
    }
}

void MainWindow::Private::ensureRunDigest(int runIndex)
{
    if (digestTarget && digestTarget.get() == archive.get() && digestTarget->runDigestsPending)
        kie::ensureRunDigest(*digestTarget, runIndex);
}

bool MainWindow::hasBackgroundWork() const
{
    return d->backgroundScheduled || d->runDigests != nullptr || d->filterTextBuild != nullptr;
}

} // namespace kie::ui
