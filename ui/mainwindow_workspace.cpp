// SPDX-License-Identifier: Apache-2.0
// Workspaces in the main window: several files opened together (models/core/workspace.h), each
// member read on its own through the one opener, then merged and shown as one archive; members
// added and removed without reading the others again; Reload, and the bar that offers it when an
// open file or folder changes on disk.
#include "mainwindow_p.h"
#include "helptopics.h"
#include "ranking.h"
#include "readahead.h"
#include "workspaceinputs.h"
#include "reloadbar.h"
#include "samplenotice.h"

namespace kie::ui {

void MainWindow::Private::buildWorkspaceWidgets(QBoxLayout *tableLayout)
{
    // Why a filter term was left out, right under the box where it was typed (its own line: the
    // message lists the fields and must not squeeze the box).
    panes.filterError = plainLabel(QString(), panes.filter->parentWidget());
    panes.filterError->setObjectName(QStringLiteral("runFilterError"));
    panes.filterError->setWordWrap(true);
    panes.filterError->setForegroundRole(QPalette::Link);
    panes.filterError->hide();
    tableLayout->addWidget(panes.filterError);
    connect(proxy, &RunFilterProxy::filterErrorChanged, q, [this] { updateFilterLine(); });

    panes.reloadBar = new ReloadBar(panes.filter->parentWidget());
    tableLayout->insertWidget(0, panes.reloadBar);
    connect(panes.reloadBar, &ReloadBar::reloadRequested, q, &MainWindow::reload);

    panes.filter->setToolTip(tr("Words, all of which a run must match (title, author, implementation, benchmark, GPU, "
                                "status, run id, digest prefix), or field:value terms: title, author, implementation, "
                                "benchmark, gpu, status, id, digest, name, evidence, observed, source. "
                                "Example: status:failed gpu:h100 author:quail. field:=value matches the whole field: "
                                "author:=\"Amber Heron\" leaves out \"Amber Heron 2\"."));
}

void MainWindow::Private::buildSampleNotice()
{
    panes.sampleNotice = new SampleNotice(actions.openFile, actions.openFolder, actions.openUrl, panes.table->parentWidget());
    panes.sampleNotice->hide(); // until the sample is shown (updateTitle)
    if (auto *tableLayout = qobject_cast<QBoxLayout *>(panes.table->parentWidget()->layout()))
        tableLayout->insertWidget(0, panes.sampleNotice);
}

void MainWindow::Private::setRankFailedIntegrity(bool on)
{
    rankingOptions.includeFailedIntegrity = on;
    settings.setRankFailedIntegrity(on);
    // The shown archive is shared with the views and their workers: what is open is read again and
    // ranked the new way (a file opened meanwhile is ranked so by the session).
    reloadWorkspace();
}

void MainWindow::Private::removeMember(int member)
{
    if (!shown || member < 0 || size_t(member) >= shown->memberInputs.size() || session->isBusy())
        return;
    const QString name = displayNameOf(shown->memberInputs[size_t(member)].constFirst());
    const bool last = shown->memberInputs.size() == 1;
    runToShow.asked.clear();
    if (!last) {
        rememberShownRun(); // kept when another file carries it
        status->holdNotice(tr("Removed %1 from the workspace.").arg(name));
        status->beginBusy(tr("Merging %n file(s)…", nullptr, int(shown->memberInputs.size() - 1)), false);
    }
    session->removeMember(member); // the last one: cleared(), nothing is shown
    if (last)
        status->say(tr("Removed %1; nothing is open.").arg(name));
}

void MainWindow::Private::rememberShownRun()
{
    runToShow.keptDigest = DigestString();
    runToShow.keptIndex = -1;
    if (currentRun < 0 || !archive)
        return;
    runToShow.keptDigest = archive->runs[size_t(currentRun)].digest;
    runToShow.keptIndex = currentRun;
}

void MainWindow::Private::reloadWorkspace()
{
    if (!shown || session->isBusy())
        return;
    panes.reloadBar->hide();
    rememberShownRun(); // the same run, if it is still there
    runToShow.asked.clear();
    status->beginBusy(tr("Opening %1…").arg(shownSourceName()));
    session->reload(rankingOptions);
}

void MainWindow::Private::watchMembers()
{
    QStringList paths;
    if (shown) {
        for (const QStringList &member : shown->memberInputs)
            paths += watchedPathsOf(member);
    }
    panes.reloadBar->watch(paths);
}

bool MainWindow::Private::chooseMember(const QModelIndex &index)
{
    const int member = navigatorModel->memberIndex(index);
    const bool isFiles = index.data(NavigatorModel::NodeTypeRole).toInt() == int(NavigatorModel::NodeType::Files);
    if (member < 0 && !isFiles) {
        if (fileFilterOn) {
            fileFilterOn = false;
            proxy->clearRowFilter();
        }
        return false;
    }
    proxy->setGroupFilter(-1);
    if (member >= 0 && archive && archive->workspace) {
        proxy->setRowFilter(archive->workspace->members[size_t(member)].mergedRuns);
        fileFilterOn = true;
    } else if (fileFilterOn) {
        proxy->clearRowFilter();
        fileFilterOn = false;
    }
    updateRowCount();
    syncTableSelection();
    return true;
}

void MainWindow::Private::navigatorMenu(const QPoint &pos)
{
    const QModelIndex index = panes.navigator->indexAt(pos);
    const int member = navigatorModel->memberIndex(index);
    if (member < 0)
        return;
    QMenu menu(q);
    menu.addAction(tr("Remove from workspace"), q, [this, member] { q->removeWorkspaceMember(member); });
    menu.addAction(actions.reload);
    menu.exec(panes.navigator->viewport()->mapToGlobal(pos));
}

void MainWindow::openPaths(const QStringList &pathsOrUrls, const QString &runToSelect)
{
    if (pathsOrUrls.isEmpty())
        return;
    d->session->open(pathsOrUrls, d->sessionOptions()); // a newer open replaces one being read
    d->tableLoader->dropPrepared(); // nor is one being prepared for the table shown
    d->runToShow.asked = runToSelect;
    d->status->dropHeldNotices();
    const QString &first = pathsOrUrls.constFirst();
    d->status->beginBusy(isRemoteUrl(first) ? tr("Fetching %1…").arg(first)
                                            : tr("Opening %1…").arg(first == ArchiveSession::embeddedSampleInput()
                                                                        ? tr("the embedded sample")
                                                                        : displayNameOf(first)));
}

void MainWindow::openArguments(const QStringList &pathsOrUrls, const QString &runToSelect)
{
    if (pathsOrUrls.isEmpty())
        openEmbeddedSample(runToSelect);
    else
        openPaths(pathsOrUrls, runToSelect);
}

std::unique_ptr<ReadAhead> MainWindow::readAhead(const QStringList &pathsOrUrls)
{
    // A workspace of one member with one local input is read as the session reads it: with the
    // opener's options, its run digests deferred (SessionOptions::deferRunDigests).
    const QList<QStringList> members = workspaceMembersOf(pathsOrUrls);
    if (members.size() != 1 || members.front().size() != 1 || isRemoteUrl(members.front().front()))
        return nullptr;
    return std::make_unique<ReadAhead>(members.front().front(), ArchiveOpener::readOptions(true));
}

void MainWindow::addPaths(const QStringList &pathsOrUrls)
{
    if (!d->shown) {
        openPaths(pathsOrUrls);
        return;
    }
    if (d->session->isBusy())
        return;
    d->rememberShownRun();
    d->runToShow.asked.clear();
    d->status->dropHeldNotices();
    const QStringList fresh = d->session->add(pathsOrUrls);
    if (fresh.isEmpty()) {
        d->runToShow.keptDigest.clear();
        d->runToShow.keptIndex = -1;
        d->status->announce(tr("Already in the workspace: %1").arg(pathsOrUrls.join(QStringLiteral(", "))));
        return;
    }
    d->status->beginBusy(tr("Opening %1…").arg(displayNameOf(fresh.constFirst())));
}

void MainWindow::removeWorkspaceMember(int member)
{
    d->removeMember(member);
}

void MainWindow::reload()
{
    d->reloadWorkspace();
}

QList<QStringList> MainWindow::workspaceMembers() const
{
    QList<QStringList> inputs;
    if (d->shown) {
        for (const QStringList &member : d->shown->memberInputs)
            inputs.append(member);
    }
    return inputs;
}

QWidget *MainWindow::reloadBar() const
{
    return d->panes.reloadBar;
}

QString MainWindow::filterErrorText() const
{
    return d->panes.filterError->text();
}

} // namespace kie::ui
