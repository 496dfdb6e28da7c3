// SPDX-License-Identifier: Apache-2.0
// Opening, fetching and loading an archive in the main window, and exporting it.
#include "mainwindow_p.h"
#include "figuredialog.h"
#include "freshmemory.h"

namespace kie::ui {

namespace {

// The first run with that record digest, or -1 (two runs equal but for metadata share one).
int runWithDigest(const Archive &archive, const DigestString &digest)
{
    const auto same = std::find_if(archive.runs.begin(), archive.runs.end(), [&digest](const RunRecord &run) { return run.digest == digest; });
    return same == archive.runs.end() ? -1 : int(same - archive.runs.begin());
}

} // namespace

void MainWindow::Private::beginBusy(const QString &message)
{
    busy = true;
    setPlainText(statusMessage, message);
    progress->setToolTip(QString());
    progress->setValue(0);
    progress->show();
    cancel->show();
}

void MainWindow::Private::endBusy(const QString &message)
{
    busy = false;
    progress->hide();
    cancel->hide();
    setPlainText(statusMessage, message);
    if (runDigests) // the shown file's digests go on (another load was cancelled or failed)
        showRunDigestsProgress();
}

void MainWindow::Private::startLoad(const QString &source)
{
    pendingSource = source;
    beginBusy(tr("Opening %1…").arg(displayNameOf(source)));
    if (pendingIsSample) {
        QFile sample(kSampleResource);
        if (!sample.open(QIODevice::ReadOnly)) {
            endBusy(tr("The embedded sample archive is missing from this build."));
            Q_EMIT q->loadFailed(statusMessage->text());
            return;
        }
        opener->openData(sample.readAll(), tr("sample-archive.json (embedded sample)"));
        return;
    }
    opener->open(source);
}

void MainWindow::Private::onLoaded(std::vector<std::shared_ptr<const Archive>> loaded)
{
    if (loaded.empty())
        return;
    cancelRunDigests(); // of the archive shown so far
    // The table's rows (labels, filter text, sort keys) are built on a worker thread too: at 1M runs
    // that is over a second the window would otherwise stand still. A newer load drops this one.
    // A workspace's members are merged there first (one member is shown as it is, not copied).
    const quint64 generation = ++preparedGeneration;
    using Shown = std::pair<std::shared_ptr<const Archive>, std::shared_ptr<RunTableModel::Prepared>>;
    auto *watcher = new QFutureWatcher<Shown>(q);
    connect(watcher, &QFutureWatcherBase::finished, q, [this, watcher, generation]() mutable {
        watcher->deleteLater();
        if (generation != preparedGeneration)
            return;
        Shown shown = watcher->result();
        // A workspace of one file is that file's archive (not a copy): its run digests, when the
        // reader deferred them, are completed in the background once it is shown.
        if (members.size() == 1 && members.front().archive.get() == shown.first.get())
            digestTarget = members.front().archive;
        std::shared_ptr<RunTableModel::Prepared> prepared = shown.second;
        // The background work starts once the window has painted the archive: started at once, its
        // threads took the cores from the first paint (300k runs: interactive 0.27 s later).
        backgroundScheduled = true;
        setArchive(std::move(shown.first), std::move(shown.second));
        QTimer::singleShot(0, q, [this, generation, prepared = std::move(prepared)]() mutable {
            backgroundScheduled = false;
            if (generation != preparedGeneration) // a newer load is being prepared: it starts its own
                return;
            // One after the other: the run digests would take half the cores from the filter text,
            // which a filter typed now waits for (finishFilterText starts them).
            startFilterText(std::move(prepared));
            if (!filterTextBuild)
                startRunDigests();
        });
    });
    watcher->setFuture(QtConcurrent::run([loaded = std::move(loaded), options = rankingOptions] {
        std::shared_ptr<const Archive> merged = mergeArchives(loaded, options);
        return Shown(merged, RunTableModel::prepareRows(merged));
    }));
}

void MainWindow::Private::startFilterText(std::shared_ptr<RunTableModel::Prepared> prepared)
{
    if (filterTextBuild) { // the previous archive's: its worker finishes on its own, holding what it reads
        filterTextBuild->disconnect(q);
        filterTextBuild->deleteLater();
        filterTextBuild = nullptr;
    }
    filterTextFor.reset();
    if (!prepared || !tableModel->filterTextPending()) {
        if (std::exchange(filterWaiting, false)) // nothing to build after all
            applyTypedFilter();
        return;
    }
    filterTextFor = prepared;
    filterTextBuild = new QFutureWatcher<FilterTextIndex>(q);
    QFutureWatcher<FilterTextIndex> *watcher = filterTextBuild;
    connect(watcher, &QFutureWatcherBase::finished, q, [this, watcher] {
        if (watcher == filterTextBuild)
            finishFilterText();
    });
    // Const access only: the worker reads the runs' fields other than their digests, which
    // applyRunDigests may be filling in meanwhile on this thread, and the prepared rows.
    watcher->setFuture(QtConcurrent::run([prepared = std::move(prepared)] {
        releaseFreedHeapMemory(); // what reading freed, before the text is written beside the records
        return RunTableModel::buildFilterText(*prepared);
    }));
}

void MainWindow::Private::finishFilterText()
{
    if (!filterTextBuild || !filterTextBuild->future().isFinished())
        return;
    QFutureWatcher<FilterTextIndex> *watcher = std::exchange(filterTextBuild, nullptr);
    watcher->disconnect(q);
    tableModel->setFilterText(filterTextFor.get(), watcher->future().takeResult());
    filterTextFor.reset();
    watcher->deleteLater();
    if (std::exchange(filterWaiting, false))
        applyTypedFilter();
    startRunDigests(); // after the filter text (onLoaded); nothing when none are pending
}

bool MainWindow::Private::filterTextBeingBuilt() const
{
    // Scheduled to start once the window has painted, or started and not finished.
    return tableModel->filterTextPending() && (backgroundScheduled || (filterTextBuild && !filterTextBuild->future().isFinished()));
}

void MainWindow::Private::applyTypedFilter()
{
    filterWaiting = false; // what is typed now is applied below, or waits again
    finishFilterText(); // finished, its signal not delivered yet: take it now
    filterWaiting = filterTextBeingBuilt();
    if (!filterWaiting)
        proxy->setFilterText(filter->text());
    updateRowCount();
}

void MainWindow::Private::setArchive(std::shared_ptr<const Archive> loaded,
                                     std::shared_ptr<RunTableModel::Prepared> prepared)
{
    archive = std::move(loaded);
    fileFilterOn = false; // the table's reset clears the proxy's row filter
    currentRun = -1;
    currentGroup = -1;
    manifestShownFor = -1;
    compareShownFor = -1;
    compareOther = compareOtherFor = previousRun = -1;

    const QSignalBlocker blocker(filter);
    filter->clear();
    filterWaiting = false;
    proxy->setFilterText(QString());
    proxy->setGroupFilter(-1);
    if (prepared)
        tableModel->setPrepared(std::move(prepared));
    else
        tableModel->setArchive(archive);
    // Column widths are the user's (RunTableColumns), not re-fitted per file; long names elide.
    history.clear(); // run indexes of the old file mean other runs now
    updateHistoryActions();
    {
        const QSignalBlocker navigatorBlocker(navigator->selectionModel());
        navigatorModel->setArchive(archive);
        navigator->expandToDepth(1);
        navigator->setCurrentIndex(navigatorModel->allRunsIndex());
    }
    plot->setArchive(archive, tableModel->sharedIntegrity()); // no group: selectRun() picks one
    integrityStatus->setSummary(tableModel->integrity());
    integrityNavigator->setSummary(tableModel->integrity());
    setPlainText(plotCaption, QString());
    runPage->setRun(archive, -1);
    updateActions();

    fillProblems();
    updateRowCount();
    updateTitle();

    // Absolute, so Open Recent works whatever the working directory of the next session.
    for (const Member &member : members) {
        for (const QString &input : member.inputs) {
            if (input != kSampleResource)
                settings.addRecentFile(isRemoteUrl(input) ? input : QFileInfo(input).absoluteFilePath());
        }
    }
    watchMembers();
    const qsizetype problemCount = archive ? qsizetype(archive->problems.size()) : 0;
    const QString opened = archive && archive->workspace
        ? tr("a workspace of %n file(s)", nullptr, int(archive->workspace->members.size()))
        : displayNameOf(pendingSource);
    endBusy(problemCount ? tr("Opened %1: %n run(s), %2 problem(s)", nullptr, archive ? int(archive->runs.size()) : 0)
                               .arg(opened)
                               .arg(problemCount)
                         : tr("Opened %1: %n run(s)", nullptr, archive ? int(archive->runs.size()) : 0)
                               .arg(opened));
    // The dock is for trouble: shown when this file has some, out of the way otherwise.
    problemsDock->setVisible(problemCount > 0 || !openFailures.isEmpty());

    int run = -1;
    // Runs that only record digests not computed yet can find: the first run is shown meanwhile,
    // and the one asked for follows once they are in (selectRunOnceDigestsAreIn).
    QString wantedByDigest; // a --run no run matches yet: a prefix of a record digest
    DigestString shownBeforeByDigest; // the run shown before a reload, no longer at its place
    if (archive && !pendingRunSelection.isEmpty()) {
        QString error;
        run = kie::findRun(*archive, pendingRunSelection, &error);
        if (run < 0 && archive->runDigestsPending)
            wantedByDigest = pendingRunSelection;
        else if (run < 0)
            reportRunNotFound(pendingRunSelection, pendingSource, error);
    }
    // Said before the file was open (extra FILE arguments, ...): said again now, after "Opened".
    if (!notices.isEmpty())
        setPlainText(statusMessage, statusMessage->text() + QStringLiteral(" \u2014 ") + notices.join(QStringLiteral(" ")));
    notices.clear();
    if (run < 0 && archive && !keepRunDigest.isEmpty()) { // the run shown before, if still there
        run = runShownBefore(keepRunDigest, keepRunIndex);
        if (run < 0 && archive->runDigestsPending)
            shownBeforeByDigest = keepRunDigest;
    }
    keepRunDigest.clear();
    keepRunIndex = -1;
    // By default the first run of the file: for the embedded sample, the seed record.
    if (run < 0 && archive && !archive->runs.empty())
        run = 0;
    pendingRunSelection.clear();
    Q_EMIT q->archiveChanged();
    if (run >= 0)
        q->selectRun(run);
    if (!wantedByDigest.isEmpty()) {
        // The file's name now: by the time the digests are in, another file may be opening.
        selectRunOnceDigestsAreIn(tr("Looking for the run \u201c%1\u201d among the record digests\u2026").arg(wantedByDigest),
                                  [this, wanted = wantedByDigest, source = pendingSource] {
                                      QString error;
                                      const int found = kie::findRun(*archive, wanted, &error);
                                      if (found < 0)
                                          reportRunNotFound(wanted, source, error);
                                      return found;
                                  });
    } else if (!shownBeforeByDigest.isEmpty()) {
        selectRunOnceDigestsAreIn(tr("Looking for the run shown before among the record digests\u2026"),
                                  [this, digest = shownBeforeByDigest] { return runWithDigest(*archive, digest); });
    }
}

void MainWindow::Private::reportRunNotFound(const QString &wanted, const QString &source, const QString &error)
{
    q->reportNotDone(tr("No run matches \u201c%1\u201d in %2: %3 Showing its first run.")
                         .arg(wanted, displayNameOf(source), error));
}

int MainWindow::Private::runShownBefore(const DigestString &digest, int formerIndex)
{
    if (formerIndex >= 0 && size_t(formerIndex) < archive->runs.size()) {
        ensureRunDigest(formerIndex);
        if (archive->runs[size_t(formerIndex)].digest == digest)
            return formerIndex;
    }
    return archive->runDigestsPending ? -1 : runWithDigest(*archive, digest);
}

// The first shown meanwhile stays usable; the run `find` gives follows when the digests are in,
// unless the user has chosen another run by then.
void MainWindow::Private::selectRunOnceDigestsAreIn(const QString &waiting, std::function<int()> find)
{
    const int shownMeanwhile = currentRun;
    const QString opened = statusMessage->text();
    afterRunDigests(waiting, [this, find = std::move(find), shownMeanwhile, opened] {
        if (currentRun != shownMeanwhile)
            return;
        if (!busy) // else the status line says what is opening
            setPlainText(statusMessage, opened);
        if (const int found = find(); found >= 0)
            q->selectRun(found);
    });
}

void MainWindow::Private::fillProblems()
{
    // Members of this workspace that did not open come first. The dock's title follows the model.
    problems->listModel()->setProblems(archive, archive ? openFailures : QStringList());
}

void MainWindow::Private::rebuildRecentMenu()
{
    recentMenu->clear();
    const QStringList files = settings.recentFiles();
    for (const QString &file : files) {
        QAction *action = recentMenu->addAction(menuText(file));
        connect(action, &QAction::triggered, q, [this, file] { q->openPath(file); });
    }
    if (files.isEmpty())
        recentMenu->addAction(tr("(no recent files)"))->setEnabled(false);
    recentMenu->addSeparator();
    recentMenu->addAction(tr("Clear recent files"), q, [this] { settings.clearRecentFiles(); })->setEnabled(!files.isEmpty());
}

void MainWindow::Private::exportArchive()
{
    if (!archive)
        return;
    // The export reads every run whole, digest included.
    afterRunDigests(tr("The export waits for the record digests of %n run(s)…", nullptr, int(archive->runs.size())),
                    [this] { exportArchiveNow(); });
}

void MainWindow::Private::exportArchiveNow()
{
    const QString suggested = QFileInfo(settings.lastOpenDirectory(), QStringLiteral("run-archive.json")).filePath();
    const QString path = QFileDialog::getSaveFileName(q, tr("Export as run archive"), suggested,
                                                      tr("Run archive (*.json);;Compressed run archive (*.json.gz)"));
    if (path.isEmpty())
        return;
    beginBusy(tr("Writing %1…").arg(QFileInfo(path).fileName()));
    cancel->hide(); // an atomic write either completes or leaves nothing
    // Writing a large archive takes a while; do it off the GUI thread and report back queued.
    std::shared_ptr<const Archive> keep = archive;
    QPointer<MainWindow> window(q);
    const QList<QByteArray> localNotes = settings.exportLocalNotes() ? localAttestationObjects(*notes, *archive)
                                                                     : QList<QByteArray>();
    QThread *worker = QThread::create([keep, path, window, localNotes] {
        QString error;
        const bool gzip = path.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive);
        bool ok = false;
        if (localNotes.isEmpty()) {
            ok = writeRunArchive(*keep, path, gzip, &error);
        } else { // the user's notes go into the export, never into the opened archive
            Archive withNotes = *keep;
            ok = addAttestations(withNotes, localNotes, &error) >= 0 && writeRunArchive(withNotes, path, gzip, &error);
        }
        QMetaObject::invokeMethod(qApp, [window, ok, error, path] {
            if (!window)
                return;
            window->d->endBusy(ok ? tr("Exported %1").arg(path) : tr("Export failed: %1").arg(error));
        }, Qt::QueuedConnection);
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start();
}

void MainWindow::Private::exportFigure()
{
    if (!archive || currentGroup < 0)
        return;
    // The options of the `plot` command, with a preview; the figure is the shown group and run.
    auto *dialog = new FigureDialog(archive, currentGroup, currentRun, plot->isLogScale(), tableModel->sharedIntegrity(), q);
    dialog->setObjectName(QStringLiteral("figureDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &FigureDialog::exported, q, [this](const QString &path) {
        announce(tr("Exported %1").arg(path));
    });
    dialog->open();
}

void MainWindow::Private::openUrlDialog()
{
    QUrl url(QStringLiteral("https://"));
    FetchOptions options;
    if (!OpenUrlDialog::ask(q, &url, &options))
        return;
    if (options.allowHttp && url.scheme() == QLatin1String("http")) {
        // The opt-in is per host and remembered, so reopening from Open Recent works the same way.
        QStringList allowed = settings.allowHttp();
        if (!allowed.contains(url.host(), Qt::CaseInsensitive)) {
            allowed << url.host();
            settings.setAllowHttp(allowed);
        }
    }
    pendingRunSelection.clear();
    pendingIsSample = false;
    fetchAndOpen(url, options);
}

void MainWindow::Private::fetchAndOpen(const QUrl &url, const FetchOptions &options)
{
    pendingSource = url.toString(); // recent files keep the URL, not the cache path
    beginBusy(tr("Fetching %1…").arg(pendingSource));
    opener->openUrl(url, options);
}

// The opener's last word on an open: a failed fetch, a cancellation, a failed read or the archive.
void MainWindow::Private::onOpened(const OpenResult &result)
{
    if (result.fetchFailed) {
        const QString text = tr("Could not fetch %1: %2").arg(pendingSource, result.error);
        endBusy(text);
        problems->listModel()->appendFailure(text);
        problemsDock->show();
        Q_EMIT q->loadFailed(text);
        memberFailed(text);
    } else if (result.cancelled) {
        pendingMembers.clear();
        batch.clear();
        endBusy(tr("Opening cancelled."));
    } else if (result.archive) {
        memberOpened(result.archive);
    } else {
        // A problem's message starts with its file already: the path is never printed twice.
        const QString &message = result.error;
        const bool named = message.startsWith(pendingSource) || message.startsWith(displayNameOf(pendingSource));
        const QString text = named ? tr("Could not open: %1").arg(message)
                                   : tr("Could not open %1: %2").arg(displayNameOf(pendingSource), message);
        endBusy(text);
        problems->listModel()->appendFailure(named ? message : pendingSource + QStringLiteral(": ") + message);
        for (const QString &more : result.moreProblems) // as many as the message counts
            problems->listModel()->appendFailure(more);
        problemsDock->show();
        Q_EMIT q->loadFailed(text);
        memberFailed(text, result.moreProblems);
    }
}

QString MainWindow::embeddedSamplePath()
{
    return kSampleResource;
}

void MainWindow::openPath(const QString &pathOrUrl, const QString &runToSelect)
{
    openPaths({pathOrUrl}, runToSelect); // a workspace of one member (mainwindow_workspace.cpp)
}

void MainWindow::openEmbeddedSample(const QString &runToSelect)
{
    openPath(kSampleResource, runToSelect);
}

bool MainWindow::isLoading() const
{
    return d->opener->isBusy();
}

} // namespace kie::ui
