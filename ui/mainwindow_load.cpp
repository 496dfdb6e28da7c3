// SPDX-License-Identifier: Apache-2.0
// Opening, fetching and loading an archive in the main window, and exporting it.
#include "mainwindow_p.h"
#include "figuredialog.h"

namespace kie::ui {

namespace {

// The first run with that record digest, or -1 (two runs equal but for metadata share one).
int runWithDigest(const Archive &archive, const DigestString &digest)
{
    const auto same = std::find_if(archive.runs.begin(), archive.runs.end(), [&digest](const RunRecord &run) { return run.digest == digest; });
    return same == archive.runs.end() ? -1 : int(same - archive.runs.begin());
}

} // namespace

void MainWindow::Private::endBusy(const QString &message)
{
    status->endBusy(message);
    if (session->runDigestsRunning()) // the shown file's digests go on (another load was cancelled or failed)
        showRunDigestsProgress(0); // the next report says how far
}

// What the window opens with: the user's settings for fetching and ranking.
SessionOptions MainWindow::Private::sessionOptions() const
{
    SessionOptions options;
    options.httpAllowed = settings.allowHttp(); // the user's per-host opt-in, remembered
    options.ranking = rankingOptions;
    options.keepGoing = true; // a file that does not open is listed; the others still open
    options.deferRunDigests = true; // a large file is shown first and digested in the background
    return options;
}

void MainWindow::Private::connectSession()
{
    connect(session, &ArchiveSession::progressMessage, q, [this](const QString &message) { status->sayProgress(message); });
    connect(session, &ArchiveSession::progressChanged, q, [this](int permille) { status->setProgress(permille); });
    connect(session, &ArchiveSession::fetched, q, [this](const FetchResult &result) {
        status->beginBusy(tr("Opening %1…").arg(displayNameOf(result.localPath)));
        if (!result.warning.isEmpty())
            status->say(result.warning);
    });
    connect(session, &ArchiveSession::memberOpened, q, [this](const MemberOpen &open) { memberOpened(open); });
    connect(session, &ArchiveSession::failed, q, [this](const MemberOpen &open, bool cancelled) { sessionFailed(open, cancelled); });
    connect(session, &ArchiveSession::opened, q, [this](const std::shared_ptr<const SessionSnapshot> &) {
        status->sayProgress(tr("Preparing the table…"));
    });
    // The table is shown from the stage that knows the integrity summary: the table's Integrity column,
    // the status bar and the plot's marks say what the session computed, once.
    connect(session, &ArchiveSession::integrityAvailable, tableLoader, &RunTableLoader::prepare);
    connect(tableLoader, &RunTableLoader::rowsPrepared, q,
            [this](std::shared_ptr<const SessionSnapshot> snapshot, std::shared_ptr<RunTableModel::Prepared> prepared) {
                setArchive(std::move(snapshot), std::move(prepared));
            });
    // After the table's own work: the run digests would take half the cores from the filter text,
    // which a filter typed now waits for.
    connect(tableLoader, &RunTableLoader::filterTextReady, q, [this] { session->completeRunDigests(); });
    connect(tableLoader, &RunTableLoader::filterApplied, q, [this] { updateRowCount(); });
    connect(session, &ArchiveSession::runDigestsProgress, q, [this](int permille) { showRunDigestsProgress(permille); });
    connect(session, &ArchiveSession::runDigestsComplete, q,
            [this](std::shared_ptr<const SessionSnapshot> snapshot, bool changed) { runDigestsComplete(std::move(snapshot), changed); });
    connect(session, &ArchiveSession::cleared, q, [this] { setArchive(nullptr, nullptr); });
    connect(status->cancelButton(), &QPushButton::clicked, session, &ArchiveSession::cancel);
}

namespace {

// A problem's message starts with its file already: the path is never printed twice.
bool namesItsInput(const MemberOpen &open)
{
    const QString &message = open.result.error;
    const QString source = open.inputs.value(0);
    return message.startsWith(source) || message.startsWith(displayNameOf(source));
}

QString failureText(const MemberOpen &open)
{
    const QString source = open.inputs.value(0);
    if (open.result.fetchFailed)
        return MainWindow::tr("Could not fetch %1: %2").arg(source, open.result.error);
    return namesItsInput(open) ? MainWindow::tr("Could not open: %1").arg(open.result.error)
                               : MainWindow::tr("Could not open %1: %2").arg(displayNameOf(source), open.result.error);
}

} // namespace

void MainWindow::Private::memberOpened(const MemberOpen &open)
{
    if (open.result.archive || open.result.cancelled)
        return;
    const QString text = failureText(open);
    const QString source = open.inputs.value(0);
    if (open.result.fetchFailed)
        panes.problems->listModel()->appendFailure(text);
    else
        panes.problems->listModel()->appendFailure(namesItsInput(open) ? open.result.error : source + QStringLiteral(": ") + open.result.error);
    for (const QString &more : open.result.moreProblems) // as many as the message counts
        panes.problems->listModel()->appendFailure(more);
    panes.problemsDock->show();
    status->say(text);
    status->holdNotice(text); // said again after "Opened", when the others open
    Q_EMIT q->loadFailed(text);
}

void MainWindow::Private::sessionFailed(const MemberOpen &open, bool cancelled)
{
    tableLoader->dropPrepared();
    status->dropHeldNotices();
    if (cancelled) {
        endBusy(tr("Opening cancelled."));
        return;
    }
    // Nothing opened: what is shown stays; the last failure says why (memberOpened listed each).
    endBusy(open.inputs.isEmpty() && !open.result.error.isEmpty() ? open.result.error : failureText(open));
}

QString MainWindow::Private::shownSourceName() const
{
    if (!shown || shown->memberInputs.empty())
        return QString();
    if (shown->embeddedSample || shown->memberInputs.front().size() > 1)
        return displayNameOf(archive->path);
    return displayNameOf(shown->memberInputs.front().front());
}

void MainWindow::Private::setArchive(std::shared_ptr<const SessionSnapshot> snapshot,
                                     std::shared_ptr<RunTableModel::Prepared> prepared)
{
    shown = std::move(snapshot);
    archive = shown ? shown->archive : nullptr;
    fileFilterOn = false; // the table's reset clears the proxy's row filter
    currentRun = -1;
    currentGroup = -1;
    pages.manifestFor = -1;
    pages.compareFor = -1;
    pages.compareOther = pages.compareOtherFor = previousRun = -1;

    const QSignalBlocker blocker(panes.filter);
    panes.filter->clear();
    proxy->setGroupFilter(-1);
    if (prepared)
        tableLoader->show(std::move(prepared));
    else
        tableLoader->clear();
    // Column widths are the user's (RunTableColumns), not re-fitted per file; long names elide.
    history.clear(); // run indexes of the old file mean other runs now
    updateHistoryActions();
    {
        const QSignalBlocker navigatorBlocker(panes.navigator->selectionModel());
        navigatorModel->setArchive(archive);
        panes.navigator->expandToDepth(1);
        panes.navigator->setCurrentIndex(navigatorModel->allRunsIndex());
    }
    panes.plot->setArchive(archive, tableModel->sharedIntegrity()); // no group: selectRun() picks one
    status->integrity()->setSummary(tableModel->integrity());
    panes.integrityNavigator->setSummary(tableModel->integrity());
    setPlainText(panes.plotCaption, QString());
    pages.run->setRun(archive, -1);
    updateActions();

    fillProblems();
    updateRowCount();
    updateTitle();

    // Absolute, so Open Recent works whatever the working directory of the next session; a workspace
    // is one entry that opens it whole.
    if (shown && !shown->embeddedSample) {
        QStringList inputs;
        for (const QStringList &member : shown->memberInputs) {
            for (const QString &input : member)
                inputs << (isRemoteUrl(input) ? input : QFileInfo(input).absoluteFilePath());
        }
        settings.addRecentFile(inputs.join(QLatin1Char('\n')));
    }
    watchMembers();
    const qsizetype problemCount = archive ? qsizetype(archive->problems.size()) : 0;
    const QString opened = archive && archive->workspace
        ? tr("a workspace of %n file(s)", nullptr, int(archive->workspace->members.size()))
        : shownSourceName();
    endBusy(problemCount ? tr("Opened %1: %n run(s), %2 problem(s)", nullptr, archive ? int(archive->runs.size()) : 0)
                               .arg(opened)
                               .arg(problemCount)
                         : tr("Opened %1: %n run(s)", nullptr, archive ? int(archive->runs.size()) : 0)
                               .arg(opened));
    // The dock is for trouble: shown when this file has some, out of the way otherwise.
    panes.problemsDock->setVisible(problemCount > 0 || (shown && !shown->failedOpens.empty()));

    int run = -1;
    // Runs that only record digests not computed yet can find: the first run is shown meanwhile,
    // and the one asked for follows once they are in (selectRunOnceDigestsAreIn).
    QString wantedByDigest; // a --run no run matches yet: a prefix of a record digest
    DigestString shownBeforeByDigest; // the run shown before a reload, no longer at its place
    if (archive && !runToShow.asked.isEmpty()) {
        QString error;
        run = kie::findRun(*archive, runToShow.asked, &error);
        if (run < 0 && !shown->runDigestsKnown())
            wantedByDigest = runToShow.asked;
        else if (run < 0)
            reportRunNotFound(runToShow.asked, shownSourceName(), error);
    }
    // Said before the file was open (extra FILE arguments, ...): said again now, after "Opened".
    status->appendHeldNotices();
    if (run < 0 && archive && !runToShow.keptDigest.isEmpty()) { // the run shown before, if still there
        run = runShownBefore(runToShow.keptDigest, runToShow.keptIndex);
        if (run < 0 && !shown->runDigestsKnown())
            shownBeforeByDigest = runToShow.keptDigest;
    }
    runToShow.keptDigest.clear();
    runToShow.keptIndex = -1;
    // By default the first run of the file: for the embedded sample, the seed record.
    if (run < 0 && archive && !archive->runs.empty())
        run = 0;
    runToShow.asked.clear();
    Q_EMIT q->archiveChanged();
    if (run >= 0)
        q->selectRun(run);
    if (!wantedByDigest.isEmpty()) {
        // The file's name now: by the time the digests are in, another file may be opening.
        selectRunOnceDigestsAreIn(tr("Looking for the run \u201c%1\u201d among the record digests\u2026").arg(wantedByDigest),
                                  [this, wanted = wantedByDigest, source = shownSourceName()] {
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
                         .arg(wanted, source, error));
}

int MainWindow::Private::runShownBefore(const DigestString &digest, int formerIndex)
{
    if (formerIndex >= 0 && size_t(formerIndex) < archive->runs.size()) {
        session->ensureRunDigest(formerIndex);
        if (archive->runs[size_t(formerIndex)].digest == digest)
            return formerIndex;
    }
    return shown->runDigestsKnown() ? runWithDigest(*archive, digest) : -1;
}

// The first shown meanwhile stays usable; the run `find` gives follows when the digests are in,
// unless the user has chosen another run by then.
void MainWindow::Private::selectRunOnceDigestsAreIn(const QString &waiting, std::function<int()> find)
{
    const int shownMeanwhile = currentRun;
    const QString opened = status->text();
    afterRunDigests(waiting, [this, find = std::move(find), shownMeanwhile, opened] {
        if (currentRun != shownMeanwhile)
            return;
        if (!status->isBusy()) // else the status line says what is opening
            status->say(opened);
        if (const int found = find(); found >= 0)
            q->selectRun(found);
    });
}

void MainWindow::Private::fillProblems()
{
    // Members of this workspace that did not open come first. The dock's title follows the model.
    QStringList failures;
    if (shown) {
        for (const MemberOpen &open : shown->failedOpens)
            failures << failureText(open) << open.result.moreProblems;
    }
    panes.problems->listModel()->setProblems(archive, failures);
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
    // An atomic write either completes or leaves nothing: no Cancel.
    status->beginBusy(tr("Writing %1…").arg(QFileInfo(path).fileName()), false);
    // Writing a large archive takes a while; do it off the GUI thread and report back queued.
    std::shared_ptr<const Archive> keep = archive;
    QPointer<MainWindow> window(q);
    const QList<QByteArray> localNotes = settings.exportLocalNotes() ? localAttestationObjects(*pages.notes, *archive)
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
    auto *dialog = new FigureDialog(archive, currentGroup, currentRun, panes.plot->isLogScale(), tableModel->sharedIntegrity(), q);
    dialog->setObjectName(QStringLiteral("figureDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &FigureDialog::exported, q, [this](const QString &path) {
        status->announce(tr("Exported %1").arg(path));
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
    SessionOptions sessionWide = sessionOptions();
    sessionWide.fetch = options;
    session->open({url.toString()}, sessionWide); // recent files keep the URL, not the cache path
    tableLoader->dropPrepared();
    runToShow.asked.clear();
    status->beginBusy(tr("Fetching %1…").arg(url.toString()));
}

QString MainWindow::embeddedSamplePath()
{
    return ArchiveSession::embeddedSampleInput();
}

void MainWindow::openPath(const QString &pathOrUrl, const QString &runToSelect)
{
    openPaths({pathOrUrl}, runToSelect); // a workspace of one member (mainwindow_workspace.cpp)
}

void MainWindow::openEmbeddedSample(const QString &runToSelect)
{
    openPath(ArchiveSession::embeddedSampleInput(), runToSelect);
}

bool MainWindow::isLoading() const
{
    return d->session->isBusy() || d->tableLoader->isPreparing();
}

} // namespace kie::ui
