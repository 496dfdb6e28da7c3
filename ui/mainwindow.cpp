// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"

#include "archive.h"
#include "archivewriter.h"
#include "citationwidget.h"
#include "compareview.h"
#include "fetcher.h"
#include "languages.h"
#include "manifestview.h"
#include "navigatormodel.h"
#include "opener.h"
#include "notespane.h"
#include "notestore.h"
#include "openurldialog.h"
#include "rankingplot.h"
#include "runfacts.h"
#include "runfilterproxy.h"
#include "runpage.h"
#include "runtablemodel.h"
#include "integrity.h"
#include "settings.h"
#include "statebadge.h"
#include "signing.h"
#include "signingkeydialog.h"
#include "uiutils.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QToolBar>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace kie::ui {

namespace {

const QString kSampleResource = QStringLiteral(":/kie/sample-archive.json");

QString displayNameOf(const QString &pathOrUrl)
{
    if (isRemoteUrl(pathOrUrl))
        return pathOrUrl;
    const QFileInfo info(pathOrUrl);
    return info.fileName().isEmpty() ? pathOrUrl : info.fileName();
}

} // namespace

struct MainWindow::Private
{
    MainWindow *q = nullptr;
    Settings settings;

    std::shared_ptr<const Archive> archive;
    int currentRun = -1;
    int currentGroup = -1;
    QString pendingRunSelection; // from --run or openPath(), applied when the archive arrives
    QString pendingSource; // what is being opened, for recent files and the title
    bool pendingIsSample = false;
    bool syncingSelection = false; // guards table <-> plot <-> page feedback loops

    std::unique_ptr<ArchiveOpener> opener; // fetch, read and provenance, off the GUI thread

    RunTableModel *tableModel = nullptr;
    NavigatorModel *navigatorModel = nullptr;
    RunFilterProxy *proxy = nullptr;

    QTreeView *navigator = nullptr;
    QDockWidget *navigatorDock = nullptr;
    QTableView *table = nullptr;
    QLineEdit *filter = nullptr;
    QLabel *rowCount = nullptr;
    RankingPlot *plot = nullptr;
    QLabel *plotCaption = nullptr;
    QTabWidget *pages = nullptr;
    RunPage *runPage = nullptr;
    ManifestView *manifest = nullptr;
    CompareView *compare = nullptr;
    QListWidget *problems = nullptr;
    QDockWidget *problemsDock = nullptr;
    QSplitter *mainSplitter = nullptr;
    QSplitter *leftSplitter = nullptr;

    QLabel *statusMessage = nullptr;
    QProgressBar *progress = nullptr;
    QPushButton *cancel = nullptr;
    QLabel *provenance = nullptr;
    IntegritySummaryLabel *integrityStatus = nullptr; // in the status bar
    IntegritySummaryLabel *integrityNavigator = nullptr; // at the top of the navigator
    QStringList notices; // what was asked for and not done, said again once the file is open

    QMenu *recentMenu = nullptr;
    QAction *logScaleAction = nullptr;
    QAction *exportArchiveAction = nullptr;
    QAction *exportPngAction = nullptr;
    QAction *exportPdfAction = nullptr;
    QAction *addNoteAction = nullptr;
    std::shared_ptr<NoteStore> notes; // the user's local notes (SQLite), shared with the notes pane
    NotesPane *notesPane = nullptr;
    QAction *compareAction = nullptr;
    QAction *manifestAction = nullptr;
    QAction *copyPermalinkAction = nullptr;

    int manifestShownFor = -1; // which run the manifest page shows, to refresh lazily
    int compareShownFor = -1;
    int compareOther = -1; // run B chosen with "Compare with…" for run compareOtherFor; -1: the #1
    int compareOtherFor = -1;
    int previousRun = -1; // the run that was current before the current one

    void buildWidgets();
    void buildMenus();
    void buildLanguageMenu(QMenu *menu);
    void restoreSettings();
    void saveSettings();

    void startLoad(const QString &source);
    void beginBusy(const QString &message);
    void endBusy(const QString &message);
    void onLoaded(std::shared_ptr<const Archive> loaded);
    void setArchive(std::shared_ptr<const Archive> loaded,
                    std::shared_ptr<const RunTableModel::Prepared> prepared = nullptr);
    quint64 preparedGeneration = 0; // drops a table preparation that a newer load overtook
    void fillProblems();
    void updateRowCount();
    void updateTitle();
    void syncTableSelection();
    void refreshCurrentPage();
    void rebuildRecentMenu();
    void exportArchive();
    void exportPlot(bool pdf);
    void openUrlDialog();
    void fetchAndOpen(const QUrl &url, const FetchOptions &options);
    void onOpened(const OpenResult &result);
    void navigatorChosen(const QModelIndex &index);
    void applyIntegrityFilter(const IntegrityFilter *filter);
    void updateActions();
    void runContextMenu(int runIndex, const QPoint &globalPos);
};

void MainWindow::Private::buildWidgets()
{
    // Run table over the index-vector proxy; sorting goes through the proxy's raw-value keys.
    tableModel = new RunTableModel(q);
    proxy = new RunFilterProxy(q);
    proxy->setSourceModel(tableModel);

    auto *tablePanel = new QWidget(q);
    auto *tableLayout = new QVBoxLayout(tablePanel);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto *filterRow = new QHBoxLayout;
    filter = new QLineEdit(tablePanel);
    filter->setObjectName(QStringLiteral("runFilter"));
    filter->setPlaceholderText(tr("Filter runs: implementation, benchmark, GPU, status… (Ctrl+F)"));
    filter->setClearButtonEnabled(true);
    rowCount = plainLabel(QString(), tablePanel);
    rowCount->setObjectName(QStringLiteral("runRowCount"));
    rowCount->setWordWrap(false);
    filterRow->addWidget(filter, 1);
    filterRow->addWidget(rowCount);
    tableLayout->addLayout(filterRow);

    table = new QTableView(tablePanel);
    table->setObjectName(QStringLiteral("runTable"));
    table->setModel(proxy);
    installPlainToolTips(table);
    // File order until the user sorts: the first run of a file (the sample's seed) comes first.
    table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    table->setSortingEnabled(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionsMovable(true);
    table->setItemDelegateForColumn(RunTableModel::Integrity, new TrustBadgeDelegate(table));
    // The trust marker sits next to the name, where it is read with it, not past the right edge.
    table->horizontalHeader()->moveSection(RunTableModel::Integrity, RunTableModel::Implementation + 1);
    table->setContextMenuPolicy(Qt::CustomContextMenu); // "Compare with #1" / "Compare with…"
    tableLayout->addWidget(table, 1);

    auto *plotPanel = new QWidget(q);
    auto *plotLayout = new QVBoxLayout(plotPanel);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    plotCaption = plainLabel(QString(), plotPanel);
    plotCaption->setObjectName(QStringLiteral("plotCaption"));
    plotLayout->addWidget(plotCaption);
    plot = new RankingPlot(plotPanel);
    plot->setObjectName(QStringLiteral("rankingPlot"));
    plot->setMinimumHeight(220);
    plotLayout->addWidget(plot, 1);

    leftSplitter = new QSplitter(Qt::Vertical, q);
    leftSplitter->setObjectName(QStringLiteral("leftSplitter"));
    leftSplitter->addWidget(tablePanel);
    leftSplitter->addWidget(plotPanel);
    leftSplitter->setStretchFactor(0, 3);
    leftSplitter->setStretchFactor(1, 2);

    pages = new QTabWidget(q);
    pages->setObjectName(QStringLiteral("pages"));
    runPage = new RunPage(pages);
    runPage->setObjectName(QStringLiteral("runPage"));
    notes = std::make_shared<NoteStore>();
    QString notesError;
    notes->open(NoteStore::defaultPath(), &notesError);
    notesPane = new NotesPane(notes, notesError, runPage);
    runPage->setNotesPane(notesPane);
    manifest = new ManifestView(pages);
    manifest->setObjectName(QStringLiteral("manifestView"));
    compare = new CompareView(pages);
    compare->setObjectName(QStringLiteral("compareView"));
    pages->addTab(runPage, tr("Run"));
    pages->addTab(manifest, tr("Manifest"));
    pages->addTab(compare, tr("Compare"));

    mainSplitter = new QSplitter(Qt::Horizontal, q);
    mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    mainSplitter->addWidget(leftSplitter);
    mainSplitter->addWidget(pages);
    mainSplitter->setStretchFactor(0, 3);
    mainSplitter->setStretchFactor(1, 2);
    q->setCentralWidget(mainSplitter);

    // Navigator: benchmark → hardware → comparison group.
    navigatorDock = new QDockWidget(tr("Navigator"), q);
    navigatorDock->setObjectName(QStringLiteral("navigatorDock"));
    navigator = new QTreeView(navigatorDock);
    navigator->setObjectName(QStringLiteral("navigator"));
    navigator->setHeaderHidden(false);
    navigator->setUniformRowHeights(true);
    navigatorModel = new NavigatorModel(q);
    navigator->setModel(navigatorModel);
    installPlainToolTips(navigator);
    navigator->header()->setStretchLastSection(false);
    navigator->header()->setSectionResizeMode(NavigatorModel::Name, QHeaderView::Stretch);
    navigator->header()->setSectionResizeMode(NavigatorModel::Runs, QHeaderView::ResizeToContents);
    // The file's integrity summary heads the navigator: how much of the file checked out, clickable.
    auto *navigatorPanel = new QWidget(navigatorDock);
    auto *navigatorLayout = new QVBoxLayout(navigatorPanel);
    navigatorLayout->setContentsMargins(4, 4, 4, 0);
    integrityNavigator = new IntegritySummaryLabel(navigatorPanel);
    integrityNavigator->setObjectName(QStringLiteral("integrityNavigator"));
    navigatorLayout->addWidget(integrityNavigator);
    navigatorLayout->addWidget(navigator, 1);
    navigator->setParent(navigatorPanel);
    navigatorDock->setWidget(navigatorPanel);
    q->addDockWidget(Qt::LeftDockWidgetArea, navigatorDock);

    problemsDock = new QDockWidget(tr("Problems"), q);
    problemsDock->setObjectName(QStringLiteral("problemsDock"));
    problems = new QListWidget(problemsDock);
    problems->setObjectName(QStringLiteral("problems"));
    installPlainToolTips(problems);
    problemsDock->setWidget(problems);
    q->addDockWidget(Qt::BottomDockWidgetArea, problemsDock);

    // Status bar: message, progress with Cancel while loading, provenance of the open archive.
    statusMessage = plainLabel(QString(), q);
    statusMessage->setWordWrap(false);
    progress = new QProgressBar(q);
    progress->setRange(0, 1000);
    progress->setMaximumWidth(240);
    progress->setObjectName(QStringLiteral("loadProgress"));
    cancel = new QPushButton(tr("Cancel"), q);
    cancel->setObjectName(QStringLiteral("cancelLoad"));
    provenance = plainLabel(QString(), q);
    provenance->setWordWrap(false);
    provenance->setObjectName(QStringLiteral("provenance"));
    integrityStatus = new IntegritySummaryLabel(q);
    integrityStatus->setObjectName(QStringLiteral("integrityStatus"));
    integrityStatus->setWordWrap(false);
    q->statusBar()->addWidget(statusMessage, 1);
    q->statusBar()->addPermanentWidget(integrityStatus);
    q->statusBar()->addPermanentWidget(provenance);
    for (IntegritySummaryLabel *label : {integrityStatus, integrityNavigator}) {
        connect(label, &IntegritySummaryLabel::filterRequested, q, [this](IntegrityFilter filter) {
            applyIntegrityFilter(&filter);
        });
        connect(label, &IntegritySummaryLabel::clearFilterRequested, q, [this] { applyIntegrityFilter(nullptr); });
    }
    q->statusBar()->addPermanentWidget(progress);
    q->statusBar()->addPermanentWidget(cancel);
    progress->hide();
    cancel->hide();
}

void MainWindow::Private::buildMenus()
{
    QMenu *file = q->menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), q, [this] {
        const QString path = QFileDialog::getOpenFileName(
            q, tr("Open run archive"), settings.lastOpenDirectory(),
            tr("Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)"));
        if (!path.isEmpty()) {
            settings.setLastOpenDirectory(QFileInfo(path).absolutePath());
            q->openPath(path);
        }
    });
    open->setShortcut(QKeySequence::Open);
    file->addAction(tr("Open &URL…"), q, [this] { openUrlDialog(); })->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    recentMenu = file->addMenu(tr("Open &Recent"));
    connect(recentMenu, &QMenu::aboutToShow, q, [this] { rebuildRecentMenu(); });
    file->addAction(tr("Open the &sample archive"), q, [this] { q->openEmbeddedSample(); });
    file->addSeparator();
    exportArchiveAction = file->addAction(tr("&Export as run archive…"), q, [this] { exportArchive(); });
    exportPngAction = file->addAction(tr("Export plot as &PNG…"), q, [this] { exportPlot(false); });
    exportPdfAction = file->addAction(tr("Export plot as P&DF…"), q, [this] { exportPlot(true); });
    QAction *exportNotes = file->addAction(tr("Include my local &notes in exports"));
    exportNotes->setCheckable(true);
    exportNotes->setChecked(settings.exportLocalNotes());
    connect(exportNotes, &QAction::toggled, q, [this](bool on) { settings.setExportLocalNotes(on); });
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), q, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = q->menuBar()->addMenu(tr("&Edit"));
    QAction *find = edit->addAction(tr("&Filter runs"), q, [this] {
        filter->setFocus(Qt::ShortcutFocusReason);
        filter->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    edit->addSeparator();
    QAction *cite = edit->addAction(tr("Copy &citation"), runPage->citationWidget(), &CitationWidget::copyCitation);
    cite->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    copyPermalinkAction = edit->addAction(tr("Copy &permalink"), runPage->citationWidget(), &CitationWidget::copyPermalink);
    copyPermalinkAction->setObjectName(QStringLiteral("copyPermalinkAction"));
    copyPermalinkAction->setEnabled(false); // until a run with a permalink is shown
    edit->addAction(tr("Copy record &digest"), runPage->citationWidget(), &CitationWidget::copyDigest);
    edit->addSeparator();
    addNoteAction = edit->addAction(tr("Add &note or reproduction…"), notesPane, &NotesPane::addNote);
    addNoteAction->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    connect(edit, &QMenu::aboutToShow, q, [this] { addNoteAction->setEnabled(notesPane->canAddNote()); });

    QMenu *view = q->menuBar()->addMenu(tr("&View"));
    view->addAction(navigatorDock->toggleViewAction());
    view->addAction(problemsDock->toggleViewAction());
    view->addSeparator();
    logScaleAction = view->addAction(tr("&Logarithmic latency axis"));
    logScaleAction->setCheckable(true);
    logScaleAction->setShortcut(QKeySequence(tr("Ctrl+L")));
    connect(logScaleAction, &QAction::toggled, q, [this](bool on) {
        plot->setLogScale(on);
        settings.setPlotLogScale(on);
    });
    connect(plot, &RankingPlot::logScaleChanged, logScaleAction, &QAction::setChecked);
    view->addSeparator();
    QAction *runAction = view->addAction(tr("&Run page"), q, [this] { pages->setCurrentWidget(runPage); });
    runAction->setShortcut(QKeySequence(tr("Ctrl+1")));
    manifestAction = view->addAction(tr("&Manifest"), q, [this] { q->showManifest(currentRun); });
    manifestAction->setShortcut(QKeySequence(tr("Ctrl+2")));
    compareAction = view->addAction(tr("&Compare with #1"), q, [this] { q->showCompareWithBest(currentRun); });
    compareAction->setShortcut(QKeySequence(tr("Ctrl+3")));
    view->addAction(tr("Compare &with…"), q, [this] { q->chooseCompareWith(currentRun); })
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+3")));

    view->addSeparator();
    buildLanguageMenu(view->addMenu(tr("Lan&guage")));

    QMenu *settingsMenu = q->menuBar()->addMenu(tr("&Settings"));
    settingsMenu->addAction(tr("Signing &key…"), q, [this] { SigningKeyDialog(q).exec(); });

    QMenu *help = q->menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About KernelIndex Explorer"), q, [this] {
        QMessageBox::about(q, tr("About KernelIndex Explorer"),
                           tr("KernelIndex Explorer %1\nExplore GPU-kernel benchmark run archives offline: rankings, "
                              "record digests, comparisons and citations.")
                               .arg(QCoreApplication::applicationVersion()));
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

// Menus and panes are built once, so a new language is applied at the next start, and said so.
void MainWindow::Private::buildLanguageMenu(QMenu *menu)
{
    auto *group = new QActionGroup(menu);
    const QString chosen = settings.language();
    const auto addLanguage = [&](const QString &code, const QString &label) {
        QAction *action = menu->addAction(label);
        action->setCheckable(true);
        action->setChecked(code == chosen);
        action->setData(code);
        group->addAction(action);
        connect(action, &QAction::triggered, q, [this, code] {
            settings.setLanguage(code);
            settings.sync();
            q->statusBar()->showMessage(tr("The new language is used from the next start."));
        });
    };
    addLanguage(QString(), tr("System language"));
    for (const QString &code : availableLanguages()) {
        const QLocale locale(code);
        // Each language is named in itself, so a user can find their own in any interface language.
        const QString name = code == QLatin1String("en") ? QStringLiteral("English") : locale.nativeLanguageName();
        addLanguage(code, name + QStringLiteral(" (") + code + QLatin1Char(')'));
    }
}

void MainWindow::Private::restoreSettings()
{
    const QByteArray geometry = settings.windowGeometry();
    if (geometry.isEmpty() || !q->restoreGeometry(geometry))
        q->resize(1400, 900);
    problemsDock->hide(); // until a file has problems (restoreState may show it again)
    mainSplitter->setSizes({540, 660});
    leftSplitter->setSizes({420, 300});
    q->restoreState(settings.windowState(), Settings::kWindowStateVersion);
    mainSplitter->restoreState(settings.splitterState(QStringLiteral("main")));
    leftSplitter->restoreState(settings.splitterState(QStringLiteral("left")));
    const bool logScale = settings.plotLogScale();
    logScaleAction->setChecked(logScale);
    plot->setLogScale(logScale);
}

void MainWindow::Private::saveSettings()
{
    settings.setWindowGeometry(q->saveGeometry());
    settings.setWindowState(q->saveState(Settings::kWindowStateVersion));
    settings.setSplitterState(QStringLiteral("main"), mainSplitter->saveState());
    settings.setSplitterState(QStringLiteral("left"), leftSplitter->saveState());
    settings.sync();
}

void MainWindow::Private::beginBusy(const QString &message)
{
    setPlainText(statusMessage, message);
    progress->setValue(0);
    progress->show();
    cancel->show();
}

void MainWindow::Private::endBusy(const QString &message)
{
    progress->hide();
    cancel->hide();
    setPlainText(statusMessage, message);
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

void MainWindow::Private::onLoaded(std::shared_ptr<const Archive> loaded)
{
    if (!loaded)
        return;
    // The table's rows (labels, filter text, sort keys) are built on a worker thread too: at 1M runs
    // that is over a second the window would otherwise stand still. A newer load drops this one.
    const quint64 generation = ++preparedGeneration;
    auto *watcher = new QFutureWatcher<std::shared_ptr<const RunTableModel::Prepared>>(q);
    connect(watcher, &QFutureWatcherBase::finished, q, [this, watcher, generation, loaded]() mutable {
        watcher->deleteLater();
        if (generation == preparedGeneration)
            setArchive(std::move(loaded), watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([loaded] { return RunTableModel::prepare(loaded); }));
}

void MainWindow::Private::setArchive(std::shared_ptr<const Archive> loaded,
                                     std::shared_ptr<const RunTableModel::Prepared> prepared)
{
    archive = std::move(loaded);
    currentRun = -1;
    currentGroup = -1;
    manifestShownFor = -1;
    compareShownFor = -1;
    compareOther = compareOtherFor = previousRun = -1;

    const QSignalBlocker blocker(filter);
    filter->clear();
    proxy->setFilterText(QString());
    proxy->setGroupFilter(-1);
    if (prepared)
        tableModel->setPrepared(std::move(prepared));
    else
        tableModel->setArchive(archive);
    // QTableView measures the visible rows plus resizeContentsPrecision() (1000) more: cheap at 1M.
    table->resizeColumnsToContents();
    for (int column = 0; column < proxy->columnCount(); ++column)
        table->setColumnWidth(column, std::min(table->columnWidth(column), 220));
    {
        const QSignalBlocker navigatorBlocker(navigator->selectionModel());
        navigatorModel->setArchive(archive);
        navigator->expandToDepth(1);
        navigator->setCurrentIndex(navigatorModel->allRunsIndex());
    }
    plot->setArchive(archive, tableModel->integrity());
    plot->setGroup(-1);
    integrityStatus->setSummary(tableModel->integrity());
    integrityNavigator->setSummary(tableModel->integrity());
    setPlainText(plotCaption, QString());
    runPage->setRun(archive, -1);
    updateActions();

    fillProblems();
    updateRowCount();
    updateTitle();

    // Absolute, so Open Recent works whatever the working directory of the next session.
    if (!pendingIsSample && !pendingSource.isEmpty())
        settings.addRecentFile(isRemoteUrl(pendingSource) ? pendingSource : QFileInfo(pendingSource).absoluteFilePath());
    const qsizetype problemCount = archive ? qsizetype(archive->problems.size()) : 0;
    endBusy(problemCount ? tr("Opened %1: %n run(s), %2 problem(s)", nullptr, archive ? int(archive->runs.size()) : 0)
                               .arg(displayNameOf(pendingSource))
                               .arg(problemCount)
                         : tr("Opened %1: %n run(s)", nullptr, archive ? int(archive->runs.size()) : 0)
                               .arg(displayNameOf(pendingSource)));
    // The dock is for trouble: shown when this file has some, out of the way otherwise.
    problemsDock->setVisible(problemCount > 0);

    int run = -1;
    if (archive && !pendingRunSelection.isEmpty()) {
        QString error;
        run = q->findRun(pendingRunSelection, &error);
        if (run < 0)
            q->reportNotDone(tr("No run matches \u201c%1\u201d in %2: %3 Showing its first run.")
                                 .arg(pendingRunSelection, displayNameOf(pendingSource), error));
    }
    // Said before the file was open (extra FILE arguments, ...): said again now, after "Opened".
    if (!notices.isEmpty())
        setPlainText(statusMessage, statusMessage->text() + QStringLiteral(" \u2014 ") + notices.join(QStringLiteral(" ")));
    notices.clear();
    // By default the first run of the file: for the embedded sample, the seed record.
    if (run < 0 && archive && !archive->runs.empty())
        run = 0;
    pendingRunSelection.clear();
    Q_EMIT q->archiveChanged();
    if (run >= 0)
        q->selectRun(run);
}

void MainWindow::Private::fillProblems()
{
    problems->clear();
    if (!archive) {
        problemsDock->setWindowTitle(tr("Problems"));
        return;
    }
    for (const LoadProblem &problem : archive->problems) {
        auto *item = new QListWidgetItem(problem.toString(), problems);
        item->setToolTip(problem.toString()); // long messages; shown as plain text by the view's filter
        item->setData(Qt::UserRole, problem.recordIndex);
        item->setIcon(q->style()->standardIcon(problem.severity == Severity::Error ? QStyle::SP_MessageBoxCritical
                                                                                    : QStyle::SP_MessageBoxWarning));
    }
    // The count is the rows listed, so the two never disagree.
    problemsDock->setWindowTitle(problems->count() == 0 ? tr("Problems") : tr("Problems (%1)").arg(problems->count()));
}

void MainWindow::Private::updateRowCount()
{
    setPlainText(rowCount, tr("%1 of %2 runs").arg(proxy->rowCount()).arg(proxy->sourceRowCount()));
}

void MainWindow::Private::updateTitle()
{
    if (!archive) {
        q->setWindowTitle(tr("KernelIndex Explorer"));
        setPlainText(provenance, QString());
        return;
    }
    const QString name = !archive->info.title.isEmpty() ? archive->info.title : displayNameOf(archive->path);
    q->setWindowTitle(tr("%1 — KernelIndex Explorer").arg(name));
    if (!archive->fetchedFromUrl.isEmpty())
        setPlainText(provenance, tr("fetched %1 from %2").arg(archive->fetchedAt.left(10), archive->fetchedFromUrl));
    else if (pendingIsSample)
        setPlainText(provenance, tr("embedded sample archive (sample data around the seed record)"));
    else
        setPlainText(provenance, archive->path);
}

void MainWindow::Private::syncTableSelection()
{
    if (currentRun < 0) {
        table->clearSelection();
        return;
    }
    int row = currentRun < proxy->sourceRowCount() ? proxy->mapRowFromSource(currentRun) : -1;
    if (row < 0 && !proxy->filterText().isEmpty()) {
        // The run was chosen elsewhere (plot, command line) but the text filter hides it: show it.
        filter->clear();
        row = proxy->mapRowFromSource(currentRun);
    }
    if (row < 0) {
        table->clearSelection();
        return;
    }
    const QModelIndex index = proxy->index(row, 0);
    table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->scrollTo(index);
}

void MainWindow::Private::refreshCurrentPage()
{
    if (pages->currentWidget() == manifest && manifestShownFor != currentRun) {
        manifest->showRun(archive, currentRun);
        manifestShownFor = currentRun;
    } else if (pages->currentWidget() == compare && compareShownFor != currentRun) {
        // B is the run chosen for this A, else (-1) the #1 of A's group.
        compare->setRuns(archive, currentRun, compareOtherFor == currentRun ? compareOther : -1);
        compareShownFor = currentRun;
    }
}

void MainWindow::Private::runContextMenu(int runIndex, const QPoint &globalPos)
{
    if (!archive || runIndex < 0)
        return;
    QMenu menu(q);
    menu.addAction(tr("Compare with #1"), q, [this, runIndex] { q->showCompareWithBest(runIndex); });
    menu.addAction(tr("Compare with…"), q, [this, runIndex] { q->chooseCompareWith(runIndex); });
    // The plot leaves the current run alone on a right-click; the table has just made the clicked run current.
    const int a = currentRun != runIndex ? currentRun : previousRun;
    if (a >= 0 && a != runIndex && size_t(a) < archive->runs.size()) {
        // A run name is data: an ampersand in it is a character, not a mnemonic.
        QString name = archive->runs[size_t(a)].meta.name;
        name.replace(QLatin1Char('&'), QStringLiteral("&&"));
        menu.addAction(tr("Compare %1 with this run").arg(name), q,
                       [this, a, runIndex] { q->showCompare(a, runIndex); });
    }
    menu.exec(globalPos);
}

void MainWindow::Private::rebuildRecentMenu()
{
    recentMenu->clear();
    const QStringList files = settings.recentFiles();
    for (const QString &file : files) {
        QAction *action = recentMenu->addAction(file);
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

void MainWindow::Private::exportPlot(bool pdf)
{
    if (currentGroup < 0)
        return;
    const QString path = QFileDialog::getSaveFileName(q, pdf ? tr("Export plot as PDF") : tr("Export plot as PNG"),
                                                      settings.lastOpenDirectory(),
                                                      pdf ? tr("PDF (*.pdf)") : tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    const bool ok = pdf ? plot->exportPdf(path) : plot->exportPng(path);
    setPlainText(statusMessage, ok ? tr("Exported %1").arg(path) : tr("Could not write %1").arg(path));
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
        auto *item = new QListWidgetItem(text, problems);
        item->setIcon(q->style()->standardIcon(QStyle::SP_MessageBoxCritical));
        problemsDock->show();
        Q_EMIT q->loadFailed(text);
    } else if (result.cancelled) {
        endBusy(tr("Opening cancelled."));
    } else if (result.archive) {
        onLoaded(result.archive);
    } else {
        // A problem's message starts with its file already: the path is never printed twice.
        const QString &message = result.error;
        const bool named = message.startsWith(pendingSource) || message.startsWith(displayNameOf(pendingSource));
        const QString text = named ? tr("Could not open: %1").arg(message)
                                   : tr("Could not open %1: %2").arg(displayNameOf(pendingSource), message);
        endBusy(text);
        auto *item = new QListWidgetItem(named ? message : pendingSource + QStringLiteral(": ") + message, problems);
        item->setIcon(q->style()->standardIcon(QStyle::SP_MessageBoxCritical));
        item->setData(Qt::UserRole, -1);
        problemsDock->setWindowTitle(tr("Problems (%1)").arg(problems->count()));
        problemsDock->show();
        Q_EMIT q->loadFailed(text);
    }
}

void MainWindow::Private::applyIntegrityFilter(const IntegrityFilter *filter)
{
    const IntegritySummary *summary = tableModel->integrity();
    if (!filter || !summary) {
        proxy->clearRowFilter();
        integrityStatus->setActiveFilter(nullptr);
        integrityNavigator->setActiveFilter(nullptr);
        updateRowCount();
        return;
    }
    // The runs concerned, wherever they are: no group restriction, no filter text.
    {
        const QSignalBlocker navigatorBlocker(navigator->selectionModel());
        navigator->setCurrentIndex(navigatorModel->allRunsIndex());
    }
    proxy->setGroupFilter(-1);
    {
        const QSignalBlocker filterBlocker(this->filter);
        this->filter->clear();
    }
    proxy->setFilterText(QString());
    proxy->setRowFilter(integrityFilterRuns(*summary, *filter));
    integrityStatus->setActiveFilter(filter);
    integrityNavigator->setActiveFilter(filter);
    updateRowCount();
    // Show the first run concerned, so its page says why it is listed.
    if (proxy->rowCount() > 0)
        q->selectRun(proxy->mapRowToSource(0));
}

void MainWindow::Private::updateActions()
{
    // Actions that cannot apply are disabled, not silent.
    copyPermalinkAction->setEnabled(runPage->citationWidget()->hasPermalink());
}

void MainWindow::Private::navigatorChosen(const QModelIndex &index)
{
    if (!archive || !index.isValid())
        return;
    const int group = navigatorModel->groupIndex(index);
    if (group >= 0) {
        q->selectGroup(group);
        return;
    }
    // A benchmark or hardware node shows the runs of every group under it; "All runs" shows all.
    const QList<int> groups = navigatorModel->groupIndexes(index);
    proxy->setGroupFilter(groups);
    updateRowCount();
    if (!groups.isEmpty() && (currentRun < 0 || !groups.contains(archive->ranking.runs[size_t(currentRun)].group))) {
        const ComparisonGroup &first = archive->ranking.groups[size_t(groups.constFirst())];
        if (first.best >= 0)
            q->selectRun(first.best);
    } else {
        syncTableSelection();
    }
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    setWindowTitle(tr("KernelIndex Explorer"));
    setAcceptDrops(true);
    d->opener = std::make_unique<ArchiveOpener>();
    d->buildWidgets();
    d->buildMenus();
    d->restoreSettings();
    d->updateRowCount();

    connect(d->opener.get(), &ArchiveOpener::progressMessage, this, [this](const QString &message) {
        setPlainText(d->statusMessage, message);
    });
    connect(d->opener.get(), &ArchiveOpener::progressChanged, d->progress, &QProgressBar::setValue);
    connect(d->opener.get(), &ArchiveOpener::fetched, this, [this](const FetchResult &result) {
        d->beginBusy(tr("Opening %1…").arg(displayNameOf(result.localPath)));
        if (!result.warning.isEmpty())
            setPlainText(d->statusMessage, result.warning);
    });
    connect(d->opener.get(), &ArchiveOpener::finished, this, [this](const OpenResult &result) { d->onOpened(result); });
    connect(d->cancel, &QPushButton::clicked, d->opener.get(), &ArchiveOpener::cancel);

    connect(d->filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        d->proxy->setFilterText(text);
        d->updateRowCount();
    });
    connect(d->proxy, &QAbstractItemModel::layoutChanged, this, [this] { d->updateRowCount(); });
    connect(d->proxy, &QAbstractItemModel::modelReset, this, [this] { d->updateRowCount(); });
    connect(d->table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (d->syncingSelection || !current.isValid())
                    return;
                selectRun(d->proxy->mapRowToSource(current.row()));
            });

    connect(CopyAnnouncer::instance(), &CopyAnnouncer::copied, this, [this](const QString &what) {
        statusBar()->showMessage(tr("Copied %1").arg(what), 8000);
    });
    connect(d->plot, &RankingPlot::runClicked, this, [this](int runIndex) { selectRun(runIndex); });
    connect(d->plot, &RankingPlot::runActivated, this, [this](int runIndex) { showManifest(runIndex); });
    connect(d->runPage, &RunPage::compareRequested, this, &MainWindow::showCompareWithBest);
    connect(d->compare, &CompareView::compareWithRequested, this, &MainWindow::chooseCompareWith);
    connect(d->plot, &RankingPlot::runContextMenuRequested, this,
            [this](int runIndex, const QPoint &globalPos) { d->runContextMenu(runIndex, globalPos); });
    connect(d->table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = d->table->indexAt(pos);
        if (index.isValid())
            d->runContextMenu(d->proxy->mapRowToSource(index.row()), d->table->viewport()->mapToGlobal(pos));
    });
    connect(d->runPage, &RunPage::manifestRequested, this, &MainWindow::showManifest);
    connect(d->runPage, &RunPage::objectRequested, this, [this](ObjectKind kind, int index) {
        d->manifest->showObject(d->archive, kind, index);
        d->manifestShownFor = -2; // not the current run's view; refresh on the next run change
        d->pages->setCurrentWidget(d->manifest);
    });
    connect(d->navigator->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { d->navigatorChosen(current); });
    connect(d->pages, &QTabWidget::currentChanged, this, [this] { d->refreshCurrentPage(); });
    connect(d->problems, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int record = item->data(Qt::UserRole).toInt();
        if (!d->archive || record < 0)
            return;
        for (size_t i = 0; i < d->archive->runs.size(); ++i) {
            if (d->archive->runs[i].recordIndex == record) {
                selectRun(int(i));
                return;
            }
        }
    });
}

MainWindow::~MainWindow()
{
    if (d->opener)
        d->opener->cancel();
}

QString MainWindow::embeddedSamplePath()
{
    return kSampleResource;
}

void MainWindow::openPath(const QString &pathOrUrl, const QString &runToSelect)
{
    d->pendingRunSelection = runToSelect;
    d->pendingIsSample = pathOrUrl == kSampleResource;
    if (!isRemoteUrl(pathOrUrl)) {
        d->startLoad(pathOrUrl);
        return;
    }

    // Remote: fetch (cached, https only unless the user allowed this host), then open the local copy.
    FetchOptions options;
    const QUrl url(pathOrUrl);
    const QStringList allowed = d->settings.allowHttp();
    options.allowHttp = allowed.contains(url.host(), Qt::CaseInsensitive) || allowed.contains(pathOrUrl);
    d->fetchAndOpen(url, options);
}

void MainWindow::openEmbeddedSample(const QString &runToSelect)
{
    openPath(kSampleResource, runToSelect);
}

void MainWindow::reportNotDone(const QString &message)
{
    Q_EMIT notDone(message);
    if (isLoading()) {
        d->notices << message; // the load's own messages would hide it now
        return;
    }
    setPlainText(d->statusMessage, message);
}

QString MainWindow::statusText() const
{
    return d->statusMessage->text();
}

IntegritySummaryLabel *MainWindow::integrityStatus() const
{
    return d->integrityStatus;
}

IntegritySummaryLabel *MainWindow::integrityNavigator() const
{
    return d->integrityNavigator;
}

std::shared_ptr<const Archive> MainWindow::archive() const
{
    return d->archive;
}

int MainWindow::currentRun() const
{
    return d->currentRun;
}

bool MainWindow::selectRun(int runIndex)
{
    if (!d->archive || runIndex < 0 || size_t(runIndex) >= d->archive->runs.size())
        return false;
    if (d->syncingSelection)
        return false;
    d->syncingSelection = true;
    if (d->currentRun != runIndex)
        d->previousRun = d->currentRun; // a right-click in the table selects; its menu compares with this
    d->currentRun = runIndex;

    // The plot shows the run's own group, unless the navigator restricts the view to another one.
    const int group = size_t(runIndex) < d->archive->ranking.runs.size() ? d->archive->ranking.runs[size_t(runIndex)].group : -1;
    if (group >= 0 && group != d->currentGroup) {
        d->plot->setGroup(group);
        const ComparisonGroup &g = d->archive->ranking.groups[size_t(group)];
        QStringList caption;
        if (!g.benchmark.isEmpty())
            caption << g.benchmark;
        if (!g.hardware.isEmpty())
            caption << g.hardware;
        caption << tr("%n ranked", nullptr, int(g.ranked.size()));
        if (!g.unranked.empty())
            caption << tr("%n unranked", nullptr, int(g.unranked.size()));
        setPlainText(d->plotCaption, caption.join(QStringLiteral(" · ")));
        if (d->proxy->groupFilter().size() == 1 && d->proxy->groupFilter().constFirst() != group)
            d->proxy->setGroupFilter(-1); // a run of another group was asked for: show all runs
        d->currentGroup = group;
        d->updateRowCount();
    }
    d->plot->setSelectedRun(runIndex);
    d->syncTableSelection();
    d->runPage->setRun(d->archive, runIndex);
    d->updateActions();
    d->refreshCurrentPage();
    d->syncingSelection = false;
    Q_EMIT currentRunChanged(runIndex);
    return true;
}

int MainWindow::findRun(const QString &query, QString *error) const
{
    if (!d->archive)
        return -1;
    return kie::findRun(*d->archive, query, error);
}

void MainWindow::selectGroup(int groupIndex)
{
    if (!d->archive)
        return;
    if (groupIndex >= int(d->archive->ranking.groups.size()))
        return;
    d->proxy->setGroupFilter(groupIndex);
    d->updateRowCount();
    if (groupIndex < 0)
        return;
    const ComparisonGroup &group = d->archive->ranking.groups[size_t(groupIndex)];
    // Keep the current run when it belongs to the group; otherwise show the group's #1.
    if (d->currentRun >= 0 && size_t(d->currentRun) < d->archive->ranking.runs.size()
        && d->archive->ranking.runs[size_t(d->currentRun)].group == groupIndex) {
        d->syncTableSelection();
        return;
    }
    const int run = group.best >= 0 ? group.best : !group.unranked.empty() ? group.unranked.front() : -1;
    if (run >= 0)
        selectRun(run);
}

int MainWindow::currentGroup() const
{
    return d->currentGroup;
}

void MainWindow::showManifest(int runIndex)
{
    if (runIndex != d->currentRun)
        selectRun(runIndex);
    d->manifestShownFor = -1;
    if (d->pages->currentWidget() == d->manifest)
        d->refreshCurrentPage();
    else
        d->pages->setCurrentWidget(d->manifest);
}

void MainWindow::showCompareWithBest(int runIndex)
{
    showCompare(runIndex, -1);
}

void MainWindow::showCompare(int runIndex, int otherRunIndex)
{
    if (runIndex != d->currentRun)
        selectRun(runIndex);
    d->compareOther = otherRunIndex;
    d->compareOtherFor = runIndex;
    d->compareShownFor = -1;
    if (d->pages->currentWidget() == d->compare)
        d->refreshCurrentPage();
    else
        d->pages->setCurrentWidget(d->compare);
}

void MainWindow::chooseCompareWith(int runIndex)
{
    if (!d->archive || runIndex < 0 || size_t(runIndex) >= d->archive->runs.size())
        return;
    // The runs of A's group are offered; any other run can be typed by id, name or digest prefix.
    constexpr int kMaxOffered = 500;
    QStringList names;
    const int group = size_t(runIndex) < d->archive->ranking.runs.size() ? d->archive->ranking.runs[size_t(runIndex)].group : -1;
    if (group >= 0) {
        const ComparisonGroup &g = d->archive->ranking.groups[size_t(group)];
        for (const std::vector<int> *members : {&g.ranked, &g.unranked}) {
            for (const int index : *members) {
                if (index != runIndex && names.size() < kMaxOffered)
                    names << d->archive->runs[size_t(index)].meta.name;
            }
        }
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        this, tr("Compare with…"),
        tr("Compare %1 with run (id, name or digest prefix):").arg(d->archive->runs[size_t(runIndex)].meta.name), names, 0,
        true, &ok);
    if (!ok || chosen.trimmed().isEmpty())
        return;
    const int other = findRun(chosen.trimmed());
    if (other < 0) {
        QMessageBox::warning(this, tr("Compare with…"), tr("No run matches %1.").arg(chosen.trimmed()));
        return;
    }
    showCompare(runIndex, other);
}

MainWindow::Page MainWindow::currentPage() const
{
    if (d->pages->currentWidget() == d->manifest)
        return Page::Manifest;
    if (d->pages->currentWidget() == d->compare)
        return Page::Compare;
    return Page::Run;
}

bool MainWindow::isLoading() const
{
    return d->opener->isBusy();
}

QTreeView *MainWindow::navigatorView() const
{
    return d->navigator;
}

QTableView *MainWindow::runTable() const
{
    return d->table;
}

RunFilterProxy *MainWindow::runProxy() const
{
    return d->proxy;
}

QLineEdit *MainWindow::filterEdit() const
{
    return d->filter;
}

RankingPlot *MainWindow::rankingPlot() const
{
    return d->plot;
}

RunPage *MainWindow::runPage() const
{
    return d->runPage;
}

ManifestView *MainWindow::manifestView() const
{
    return d->manifest;
}

CompareView *MainWindow::compareView() const
{
    return d->compare;
}

QListWidget *MainWindow::problemsList() const
{
    return d->problems;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    d->saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty())
        return;
    const QUrl &url = urls.constFirst();
    openPath(url.isLocalFile() ? url.toLocalFile() : url.toString());
    event->acceptProposedAction();
}

} // namespace kie::ui
