// SPDX-License-Identifier: Apache-2.0
// The run digests the session defers for a window open (ArchiveSession::completeRunDigests,
// rundigests.h): the archive is shown as soon as it is read and indexed; the status bar's progress
// bar shows how far its runs' record digests (ARCHIVE.md §3) are, when no load has it. What needs a
// digest before then computes that one (ArchiveSession::ensureRunDigest) or waits for all: a user's
// request (an export, a run typed by digest prefix, a `--run` prefix, the run shown before a reload
// when it moved) goes on once they are in (afterRunDigests).
#include "mainwindow_p.h"

namespace kie::ui {

void MainWindow::Private::showRunDigestsProgress(int permille)
{
    status->showDigestProgress(permille, archive ? int(archive->runs.size()) : 0);
}

void MainWindow::Private::runDigestsComplete(std::shared_ptr<const SessionSnapshot> snapshot, bool sourceChanged)
{
    status->digestsDone();
    if (!snapshot || !shown || snapshot->archive != archive)
        return;
    const size_t problemsBefore = panes.problems->listModel()->rowCount();
    shown = std::move(snapshot);
    // No trust marker changes: an archive with attestations is never read with deferred digests.
    tableModel->updateRunDigests();
    updateFilterLine(); // a digest filter that still finds nothing now knows every digest
    fillProblems();
    if (size_t(panes.problems->listModel()->rowCount()) != problemsBefore)
        panes.problemsDock->setVisible(true);
    if (sourceChanged) {
        status->say(tr("%1 was changed or shortened by another program after it was opened: its record digests "
                       "could not be computed. Open it again.")
                        .arg(displayNameOf(archive->path)));
    }
    if (currentRun >= 0)
        pages.run->setRun(archive, currentRun);
    pages.manifestFor = -1;
    refreshCurrentPage();
}

void MainWindow::Private::afterRunDigests(const QString &waiting, std::function<void()> then)
{
    if (!shown || shown->runDigestsKnown()) {
        then();
        return;
    }
    status->say(waiting);
    session->whenRunDigestsKnown(q, std::move(then)); // dropped when another file is shown by then
}

bool MainWindow::hasBackgroundWork() const
{
    return d->tableLoader->isBusy() || d->session->runDigestsRunning();
}

} // namespace kie::ui
