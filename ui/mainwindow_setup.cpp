// SPDX-License-Identifier: Apache-2.0
// The main window's widgets, menus and saved settings.
#include "mainwindow_p.h"

#include "archivediffdialog.h"
#include "checkcitationdialog.h"
#include "elidedlabel.h"
#include "helptopics.h"
#include "leaderboardview.h"
#include "tableexport.h"
#include "runcaseswidget.h"
#include "windowgeometry.h"

#include <QScreen>

namespace kie::ui {

void MainWindow::Private::buildWidgets()
{
    // Run table over the index-vector proxy; sorting goes through the proxy's raw-value keys.
    tableModel = new RunTableModel(q);
    proxy = new RunFilterProxy(q);
    proxy->setSourceModel(tableModel);
    // A header click on many runs sorts on a worker, so the window keeps answering meanwhile
    // (tests/benchmarks/README.md: a million runs sort in about 100 ms).
    proxy->setBackgroundSortFrom(100000);

    auto *tablePanel = new QWidget(q);
    auto *tableLayout = new QVBoxLayout(tablePanel);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    auto *filterRow = new QHBoxLayout;
    filter = new QLineEdit(tablePanel);
    filter->setObjectName(QStringLiteral("runFilter"));
    filter->setAccessibleName(tr("Filter runs"));
    filter->setPlaceholderText(tr("Filter runs: words or field:value, e.g. status:failed gpu:h100 (Ctrl+F)"));
    filter->setClearButtonEnabled(true);
    rowCount = plainLabel(QString(), tablePanel);
    rowCount->setObjectName(QStringLiteral("runRowCount"));
    rowCount->setWordWrap(false);
    filterRow->addWidget(filter, 1);
    filterRow->addWidget(rowCount);
    tableLayout->addLayout(filterRow);
    buildWorkspaceWidgets(tableLayout);

    table = new QTableView(tablePanel);
    table->setObjectName(QStringLiteral("runTable"));
    table->setAccessibleName(tr("Runs"));
    table->setModel(proxy);
    installPlainToolTips(table);
    // File order until the user sorts: the first run of a file (the sample's seed) comes first.
    table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    table->setSortingEnabled(true);
    columns = new RunTableColumns(table, &settings); // order, visibility, widths, header menu
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->setItemDelegateForColumn(RunTableModel::Integrity, new TrustBadgeDelegate(table));
    table->setContextMenuPolicy(Qt::CustomContextMenu); // "Compare with #1" / "Compare with…"
    tableLayout->addWidget(table, 1);

    auto *plotPanel = new QWidget(q);
    auto *plotLayout = new QVBoxLayout(plotPanel);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    plotCaption = plainLabel(QString(), plotPanel);
    plotCaption->setObjectName(QStringLiteral("plotCaption"));
    plotCaption->setMinimumWidth(1); // a long benchmark name must not widen the window
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
    pages->setAccessibleName(tr("Pages"));
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
    // The data set across definitions: computed by the session when shown; a row filters the table, a cell picks a run.
    auto *leaderboard = new LeaderboardView(pages);
    leaderboard->setObjectName(QStringLiteral("leaderboardView"));
    pages->addTab(leaderboard, tr("Leaderboard"));
    QObject::connect(q, &MainWindow::archiveChanged, leaderboard, [this, leaderboard] { leaderboard->setArchive(archive); });
    QObject::connect(leaderboard, &LeaderboardView::leaderboardWanted, session, &ArchiveSession::requestLeaderboard);
    QObject::connect(session, &ArchiveSession::leaderboardAvailable, leaderboard, &LeaderboardView::setLeaderboard);
    // The plot and the run page follow to a run the filtered table still lists.
    QObject::connect(leaderboard, &LeaderboardView::filterRequested, q, [this](const QString &text) {
        showListedRunAfterFilter = true;
        filter->setText(text);
        if (!tableLoader->filterWaiting())
            showListedRun();
    });
    QObject::connect(leaderboard, &LeaderboardView::runsRequested, q, [this](const std::vector<int> &runs) { showOnlyRuns(runs); });
    QObject::connect(leaderboard, &LeaderboardView::runRequested, q, [this](int runIndex, int caseIndex) {
        if (q->selectRun(runIndex) && caseIndex >= 0) {
            pages->setCurrentWidget(runPage);
            if (auto *cases = runPage->findChild<RunCasesWidget *>())
                cases->selectCase(caseIndex);
        }
    });

    mainSplitter = new QSplitter(Qt::Horizontal, q);
    mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    mainSplitter->addWidget(leftSplitter);
    mainSplitter->addWidget(pages);
    mainSplitter->setStretchFactor(0, 3);
    mainSplitter->setStretchFactor(1, 2);
    q->setCentralWidget(mainSplitter);
    buildDocks();
    paneWidths = new PaneWidths(q, navigatorDock, mainSplitter, [this] { return columns->leadingWidth(); });
    buildStatusBar();
}

// Navigator (benchmark → hardware → comparison group, under the file's integrity summary) and problems.
void MainWindow::Private::buildDocks()
{
    navigatorDock = new QDockWidget(tr("Navigator"), q);
    navigatorDock->setObjectName(QStringLiteral("navigatorDock"));
    navigator = new QTreeView(navigatorDock);
    navigator->setObjectName(QStringLiteral("navigator"));
    navigator->setAccessibleName(tr("Navigator"));
    navigator->setHeaderHidden(false);
    navigator->setUniformRowHeights(true);
    // Names that differ at their end (fib_all_defs_20260317_141743, …_141930) keep their ends.
    navigator->setTextElideMode(Qt::ElideMiddle);
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
    problems = new ProblemsView(problemsDock);
    problems->setObjectName(QStringLiteral("problems"));
    problems->setAccessibleName(tr("Problems"));
    // The count in the title is the rows listed, whatever changed them, so the two never disagree.
    const auto countProblems = [this] {
        const int count = problems->listModel()->rowCount();
        problemsDock->setWindowTitle(count == 0 ? tr("Problems") : tr("Problems (%1)").arg(count));
    };
    connect(problems->listModel(), &QAbstractItemModel::modelReset, q, countProblems);
    connect(problems->listModel(), &QAbstractItemModel::rowsInserted, q, countProblems);
    problemsDock->setWidget(problems);
    q->addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
}

// Status bar: message, progress with Cancel while loading, provenance of the open archive.
void MainWindow::Private::buildStatusBar()
{
    // The message and the provenance give way to the integrity summary when the bar is narrow; the
    // room left goes to the message, which says what was just done (the provenance keeps its preferred
    // width; hovering shows the rest).
    statusMessage = new ElidedLabel(Qt::ElideRight, q);
    statusMessage->setObjectName(QStringLiteral("statusMessage"));
    progress = new QProgressBar(q);
    progress->setRange(0, 1000);
    progress->setMaximumWidth(240);
    progress->setObjectName(QStringLiteral("loadProgress"));
    cancel = new QPushButton(tr("Cancel"), q);
    cancel->setObjectName(QStringLiteral("cancelLoad"));
    auto *provenanceLabel = new ElidedLabel(Qt::ElideMiddle, q);
    provenanceLabel->setPreferredCharacters(48); // a path's start and its file name; hover for the rest
    provenance = provenanceLabel;
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

// Long because: it is the menu bar, one block per menu in display order (each action with its
// shortcut and manual topic); split, the order of the menus would be scattered over functions.
void MainWindow::Private::buildMenus()
{
    // Each menu names the manual's topic that describes it (helptopics.h); an action of another topic says so.
    QMenu *file = q->menuBar()->addMenu(tr("&File"));
    setHelpTopic(file, "opening");
    QAction *open = file->addAction(tr("&Open…"), q, [this] {
        const QStringList paths = QFileDialog::getOpenFileNames( // several: one workspace
            q, tr("Open run archive"), settings.lastOpenDirectory(),
            tr("Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)"));
        if (!paths.isEmpty()) {
            settings.setLastOpenDirectory(QFileInfo(paths.constFirst()).absolutePath());
            q->openPaths(paths);
        }
    });
    open->setShortcut(QKeySequence::Open);
    openFileAction = open;
    QAction *openUrl = file->addAction(tr("Open &URL…"), q, [this] { openUrlDialog(); });
    openUrl->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    openUrlAction = openUrl;
    buildWorkspaceActions(file, openUrl);
    QAction *compareArchives = file->addAction(tr("Compare &with another archive…"), q,
                                               [this] { compareWithAnotherArchive(q, archive, settings.lastOpenDirectory()); });
    setHelpTopic(compareArchives, "diff");
    recentMenu = file->addMenu(tr("Open &Recent"));
    connect(recentMenu, &QMenu::aboutToShow, q, [this] { rebuildRecentMenu(); });
    file->addAction(tr("Open the &sample archive"), q, [this] { q->openEmbeddedSample(); });
    file->addSeparator();
    exportArchiveAction = file->addAction(tr("&Export as run archive…"), q, [this] { exportArchive(); });
    exportFigureAction = file->addAction(tr("Export fi&gure…"), q, [this] { exportFigure(); });
    exportFigureAction->setObjectName(QStringLiteral("exportFigureAction"));
    setHelpTopic(exportFigureAction, "figures");
    exportFigureAction->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    QAction *exportTable = file->addAction(tr("Export &table…"), q, [this] {
        QString error;
        const QString path = archive ? exportViewTable(q, table, runTableSpec(*archive), tr("Export table"),
                                                       QStringLiteral("runs"), {TableFormat::Csv}, &error)
                                     : QString();
        if (!path.isEmpty() || !error.isEmpty())
            setPlainText(statusMessage, path.isEmpty() ? tr("Export failed: %1").arg(error) : tr("Exported %1").arg(path));
    });
    exportTable->setObjectName(QStringLiteral("exportTableAction"));
    setHelpTopic(exportTable, "tables");
    QAction *exportNotes = file->addAction(tr("Include my local &notes in exports"));
    exportNotes->setCheckable(true);
    setHelpTopic(exportNotes, "notes");
    exportNotes->setChecked(settings.exportLocalNotes());
    connect(exportNotes, &QAction::toggled, q, [this](bool on) { settings.setExportLocalNotes(on); });
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), q, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = q->menuBar()->addMenu(tr("&Edit"));
    setHelpTopic(edit, "citations");
    QAction *find = edit->addAction(tr("&Filter runs"), q, [this] {
        filter->setFocus(Qt::ShortcutFocusReason);
        filter->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    setHelpTopic(find, "window");
    edit->addSeparator();
    QAction *cite = edit->addAction(tr("Copy &citation"), runPage->citationWidget(), &CitationWidget::copyCitation);
    cite->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    copyPermalinkAction = edit->addAction(tr("Copy &permalink"), runPage->citationWidget(), &CitationWidget::copyPermalink);
    copyPermalinkAction->setObjectName(QStringLiteral("copyPermalinkAction"));
    copyPermalinkAction->setEnabled(false); // until a run with a permalink is shown
    edit->addAction(tr("Copy record &digest"), runPage->citationWidget(), &CitationWidget::copyDigest);
    setHelpTopic(edit->addAction(tr("Check a ci&tation…"), q, [this] { CheckCitationDialog(archive, q).exec(); }), "diff");
    QAction *copyRows = edit->addAction(tr("Copy &rows"), q, [this] {
        if (archive)
            copyTableToClipboard(viewTable(table, runTableSpec(*archive), selectedViewRows(table)));
    });
    copyRows->setObjectName(QStringLiteral("copyRowsAction"));
    setHelpTopic(copyRows, "tables");
    copyRows->setShortcut(QKeySequence::Copy); // while the run table has focus: text fields keep their own
    copyRows->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    table->addAction(copyRows);
    edit->addSeparator();
    addNoteAction = edit->addAction(tr("Add &note or reproduction…"), notesPane, &NotesPane::addNote);
    addNoteAction->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    setHelpTopic(addNoteAction, "notes");
    connect(edit, &QMenu::aboutToShow, q, [this] { addNoteAction->setEnabled(notesPane->canAddNote()); });

    QMenu *view = q->menuBar()->addMenu(tr("&View"));
    setHelpTopic(view, "window");
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
    rankFailedIntegrityAction = view->addAction(tr("Rank runs that &fail integrity checks"));
    rankFailedIntegrityAction->setCheckable(true);
    setHelpTopic(rankFailedIntegrityAction, "groups");
    rankFailedIntegrityAction->setToolTip(tr("Rank runs with a declared \u2260 computed reference too, marked, for "
                                             "inspection; every figure and export made meanwhile says so"));
    connect(rankFailedIntegrityAction, &QAction::toggled, q, [this](bool on) { setRankFailedIntegrity(on); });
    view->addSeparator();
    // Ctrl+1/2/3 show a tab and put the keyboard in it, so its content scrolls and tabs at once.
    QAction *runAction = view->addAction(tr("&Run page"), q, [this] {
        pages->setCurrentWidget(runPage);
        focusPage();
    });
    runAction->setShortcut(QKeySequence(tr("Ctrl+1")));
    setHelpTopic(runAction, "run-page");
    manifestAction = view->addAction(tr("&Manifest"), q, [this] {
        q->showManifest(currentRun);
        focusPage();
    });
    manifestAction->setShortcut(QKeySequence(tr("Ctrl+2")));
    setHelpTopic(manifestAction, "run-page");
    compareAction = view->addAction(tr("&Compare with #1"), q, [this] {
        q->showCompareWithBest(currentRun);
        focusPage();
    });
    compareAction->setShortcut(QKeySequence(tr("Ctrl+3")));
    setHelpTopic(compareAction, "compare");
    QAction *compareWith = view->addAction(tr("Compare &with…"), q, [this] { q->chooseCompareWith(currentRun); });
    compareWith->setShortcut(QKeySequence(tr("Ctrl+Shift+3")));
    setHelpTopic(compareWith, "compare");
    QAction *leaderboardAction = view->addAction(tr("Leader&board"), q, [this] {
        if (auto *leaderboard = pages->findChild<LeaderboardView *>()) {
            pages->setCurrentWidget(leaderboard);
            focusPage();
        }
    });
    leaderboardAction->setShortcut(QKeySequence(tr("Ctrl+4")));
    setHelpTopic(leaderboardAction, "leaderboard");

    // Back / Forward and the pane keys, in a submenu so that the menu bar stays as it was.
    buildGoMenu(view->addMenu(tr("G&o")));
    view->addSeparator();
    buildLanguageMenu(view->addMenu(tr("Lan&guage")));

    QMenu *settingsMenu = q->menuBar()->addMenu(tr("&Settings"));
    setHelpTopic(settingsMenu, "notes");
    settingsMenu->addAction(tr("Signing &key…"), q, [this] { SigningKeyDialog(q).exec(); });

    QMenu *help = q->menuBar()->addMenu(tr("&Help"));
    setHelpTopic(help, "window");
    buildHelpMenu(help);
    help->addAction(tr("&About KernelIndex Explorer"), q, [this] {
        QMessageBox::about(q, tr("About KernelIndex Explorer"),
                           tr("KernelIndex Explorer %1\nExplore GPU-kernel benchmark run archives offline: rankings, "
                              "record digests, comparisons and citations.")
                                   .arg(QCoreApplication::applicationVersion())
                               + QStringLiteral("\n\n")
                               + tr("The Guide (Help > Guide, F1) is written in English; its topic titles and the rest "
                                    "of the interface are translated."));
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
            announce(tr("The new language is used from the next start."));
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
    if (geometry.isEmpty() || !q->restoreGeometry(geometry)) {
        const QScreen *screen = q->screen();
        q->setGeometry(firstStartGeometry(screen ? screen->availableGeometry() : QRect()));
    }
    problemsDock->hide(); // until a file has problems (restoreState may show it again)
    mainSplitter->setSizes({540, 660});
    leftSplitter->setSizes({420, 300});
    q->restoreState(settings.windowState(), Settings::kWindowStateVersion);
    // Saved only once the user arranged the panes (saveSettings); until then they follow the window.
    paneWidths->setUserArranged(mainSplitter->restoreState(settings.splitterState(QStringLiteral("main"))));
    leftSplitter->restoreState(settings.splitterState(QStringLiteral("left")));
    columns->restore();
    const bool logScale = settings.plotLogScale();
    logScaleAction->setChecked(logScale);
    plot->setLogScale(logScale);
    rankingOptions.includeFailedIntegrity = settings.rankFailedIntegrity();
    const QSignalBlocker blocker(rankFailedIntegrityAction); // nothing is open yet to rank again
    rankFailedIntegrityAction->setChecked(rankingOptions.includeFailedIntegrity);
}

void MainWindow::Private::saveSettings()
{
    settings.setWindowGeometry(q->saveGeometry());
    settings.setWindowState(q->saveState(Settings::kWindowStateVersion));
    settings.setSplitterState(QStringLiteral("main"), paneWidths->userArranged() ? mainSplitter->saveState() : QByteArray());
    settings.setSplitterState(QStringLiteral("left"), leftSplitter->saveState());
    columns->save();
    settings.sync();
}

} // namespace kie::ui
