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
#include "samplenotice.h"

namespace kie::ui {

void MainWindow::Private::buildWorkspaceWidgets(QBoxLayout *tableLayout)
{
    // Why a filter term was left out, right under the box where it was typed (its own line: the
    // message lists the fields and must not squeeze the box).
    filterError = plainLabel(QString(), filter->parentWidget());
    filterError->setObjectName(QStringLiteral("runFilterError"));
    filterError->setWordWrap(true);
    filterError->setForegroundRole(QPalette::Link);
    filterError->hide();
    tableLayout->addWidget(filterError);
    connect(proxy, &RunFilterProxy::filterErrorChanged, q, [this] { updateFilterLine(); });

    // Non-modal: the table stays usable while a benchmark keeps writing.
    reloadBar = new QWidget(filter->parentWidget());
    reloadBar->setObjectName(QStringLiteral("reloadBar"));
    reloadBar->setAutoFillBackground(true);
    reloadBar->setBackgroundRole(QPalette::ToolTipBase);
    auto *bar = new QHBoxLayout(reloadBar);
    bar->setContentsMargins(6, 3, 6, 3);
    reloadText = plainLabel(QString(), reloadBar);
    reloadText->setObjectName(QStringLiteral("reloadText"));
    reloadText->setForegroundRole(QPalette::ToolTipText);
    auto *reloadButton = new QPushButton(tr("Reload"), reloadBar);
    reloadButton->setObjectName(QStringLiteral("reloadButton"));
    auto *dismiss = new QPushButton(tr("Dismiss"), reloadBar);
    bar->addWidget(reloadText, 1);
    bar->addWidget(reloadButton);
    bar->addWidget(dismiss);
    reloadBar->hide();
    tableLayout->insertWidget(0, reloadBar);
    connect(reloadButton, &QPushButton::clicked, q, &MainWindow::reload);
    connect(dismiss, &QPushButton::clicked, reloadBar, &QWidget::hide);

    watcher = new QFileSystemWatcher(q);
    connect(watcher, &QFileSystemWatcher::fileChanged, q, [this](const QString &path) { changedOnDisk(path); });
    connect(watcher, &QFileSystemWatcher::directoryChanged, q, [this](const QString &path) { changedOnDisk(path); });

    filter->setToolTip(tr("Words, all of which a run must match (title, author, implementation, benchmark, GPU, "
                          "status, run id, digest prefix), or field:value terms: title, author, implementation, "
                          "benchmark, gpu, status, id, digest, name, evidence, observed, source. "
                          "Example: status:failed gpu:h100 author:quail. field:=value matches the whole field: "
                          "author:=\"Amber Heron\" leaves out \"Amber Heron 2\"."));
}

void MainWindow::Private::buildSampleNotice()
{
    sampleNotice = new SampleNotice(openFileAction, openFolderAction, openUrlAction, table->parentWidget());
    sampleNotice->hide(); // until the sample is shown (updateTitle)
    if (auto *tableLayout = qobject_cast<QBoxLayout *>(table->parentWidget()->layout()))
        tableLayout->insertWidget(0, sampleNotice);
}

void MainWindow::Private::buildWorkspaceActions(QMenu *file, QAction *before)
{
    // A folder chosen (and remembered as the place to start next time), then opened or added.
    const auto folderAction = [this, file](const QString &text, const QString &title, std::function<void(const QStringList &)> use) {
        auto *action = new QAction(text, file);
        connect(action, &QAction::triggered, q, [this, title, use = std::move(use)] {
            const QString folder = QFileDialog::getExistingDirectory(q, title, settings.lastOpenDirectory());
            if (folder.isEmpty())
                return;
            settings.setLastOpenDirectory(folder);
            use({folder});
        });
        return action;
    };
    QAction *openFolder = folderAction(tr("Open &Folder…"), tr("Open a folder of traces"), [this](const QStringList &paths) { q->openPaths(paths); });
    openFolderAction = openFolder;
    openFolder->setShortcut(QKeySequence(tr("Ctrl+Alt+O")));
    addToWorkspaceAction = new QAction(tr("&Add to Workspace…"), file);
    connect(addToWorkspaceAction, &QAction::triggered, q, [this] {
        const QStringList paths = QFileDialog::getOpenFileNames(
            q, tr("Add to workspace"), settings.lastOpenDirectory(),
            tr("Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)"));
        if (paths.isEmpty())
            return;
        settings.setLastOpenDirectory(QFileInfo(paths.constFirst()).absolutePath());
        q->addPaths(paths);
    });
    // A folder of traces joins the workspace as a folder opens (the file dialog above takes files).
    QAction *addFolder = folderAction(tr("Add Folder to Wor&kspace…"), tr("Add a folder of traces"), [this](const QStringList &paths) { q->addPaths(paths); });
    addFolder->setObjectName(QStringLiteral("addFolderToWorkspaceAction"));
    reloadAction = new QAction(tr("Reloa&d"), file);
    reloadAction->setShortcut(QKeySequence::Refresh); // F5
    connect(reloadAction, &QAction::triggered, q, &MainWindow::reload);
    file->insertActions(before, {openFolder, addToWorkspaceAction, addFolder, reloadAction});
    for (QAction *action : {openFolder, addToWorkspaceAction, addFolder, reloadAction})
        setHelpTopic(action, "workspaces");

    navigator->setContextMenuPolicy(Qt::CustomContextMenu); // "Remove from workspace" on a file
    connect(navigator, &QWidget::customContextMenuRequested, q, [this](const QPoint &pos) { navigatorMenu(pos); });
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
    pendingRunSelection.clear();
    if (!last) {
        rememberShownRun(); // kept when another file carries it
        notices << tr("Removed %1 from the workspace.").arg(name);
        beginBusy(tr("Merging %n file(s)…", nullptr, int(shown->memberInputs.size() - 1)));
        cancel->hide();
    }
    session->removeMember(member); // the last one: cleared(), nothing is shown
    if (last)
        setPlainText(statusMessage, tr("Removed %1; nothing is open.").arg(name));
}

void MainWindow::Private::rememberShownRun()
{
    keepRunDigest = DigestString();
    keepRunIndex = -1;
    if (currentRun < 0 || !archive)
        return;
    keepRunDigest = archive->runs[size_t(currentRun)].digest;
    keepRunIndex = currentRun;
}

void MainWindow::Private::reloadWorkspace()
{
    if (!shown || session->isBusy())
        return;
    reloadBar->hide();
    rememberShownRun(); // the same run, if it is still there
    pendingRunSelection.clear();
    beginBusy(tr("Opening %1…").arg(shownSourceName()));
    session->reload(rankingOptions);
}

void MainWindow::Private::watchMembers()
{
    if (const QStringList old = watcher->files() + watcher->directories(); !old.isEmpty())
        watcher->removePaths(old);
    QStringList paths;
    if (shown) {
        for (const QStringList &member : shown->memberInputs)
            paths += watchedPathsOf(member);
    }
    if (!paths.isEmpty())
        watcher->addPaths(paths);
}

void MainWindow::Private::changedOnDisk(const QString &path)
{
    // A file replaced by rename leaves the watch list: watch the new one, so a second change is seen.
    if (QFileInfo(path).isFile() && !watcher->files().contains(path))
        watcher->addPath(path);
    setPlainText(reloadText, tr("%1 changed on disk. Reload to see what it holds now.").arg(displayNameOf(path)));
    reloadText->setToolTip(plainToolTip(path));
    reloadBar->show();
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
    const QModelIndex index = navigator->indexAt(pos);
    const int member = navigatorModel->memberIndex(index);
    if (member < 0)
        return;
    QMenu menu(q);
    menu.addAction(tr("Remove from workspace"), q, [this, member] { q->removeWorkspaceMember(member); });
    menu.addAction(reloadAction);
    menu.exec(navigator->viewport()->mapToGlobal(pos));
}

void MainWindow::openPaths(const QStringList &pathsOrUrls, const QString &runToSelect)
{
    if (pathsOrUrls.isEmpty())
        return;
    d->session->open(pathsOrUrls, d->sessionOptions()); // a newer open replaces one being read
    d->pendingShow.reset(); // nor is one being prepared for the table shown
    d->pendingRunSelection = runToSelect;
    d->notices.clear();
    const QString &first = pathsOrUrls.constFirst();
    d->beginBusy(isRemoteUrl(first) ? tr("Fetching %1…").arg(first)
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
    d->pendingRunSelection.clear();
    d->notices.clear();
    const QStringList fresh = d->session->add(pathsOrUrls);
    if (fresh.isEmpty()) {
        d->keepRunDigest.clear();
        d->keepRunIndex = -1;
        d->announce(tr("Already in the workspace: %1").arg(pathsOrUrls.join(QStringLiteral(", "))));
        return;
    }
    d->beginBusy(tr("Opening %1…").arg(displayNameOf(fresh.constFirst())));
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
    return d->reloadBar;
}

QString MainWindow::filterErrorText() const
{
    return d->filterError->text();
}

} // namespace kie::ui
