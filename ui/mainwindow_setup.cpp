// SPDX-License-Identifier: Apache-2.0
// The main window's widgets (mainwindow_panes.h) and saved settings.
#include "mainwindow_p.h"

#include "helptopics.h"
#include "leaderboardview.h"
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
    panes.filter = new QLineEdit(tablePanel);
    panes.filter->setObjectName(QStringLiteral("runFilter"));
    panes.filter->setAccessibleName(tr("Filter runs"));
    panes.filter->setPlaceholderText(tr("Filter runs: words or field:value, e.g. status:failed gpu:h100 (Ctrl+F)"));
    panes.filter->setClearButtonEnabled(true);
    panes.rowCount = plainLabel(QString(), tablePanel);
    panes.rowCount->setObjectName(QStringLiteral("runRowCount"));
    panes.rowCount->setWordWrap(false);
    filterRow->addWidget(panes.filter, 1);
    filterRow->addWidget(panes.rowCount);
    tableLayout->addLayout(filterRow);
    buildWorkspaceWidgets(tableLayout);

    panes.table = new QTableView(tablePanel);
    panes.table->setObjectName(QStringLiteral("runTable"));
    panes.table->setAccessibleName(tr("Runs"));
    panes.table->setModel(proxy);
    installPlainToolTips(panes.table);
    // File order until the user sorts: the first run of a file (the sample's seed) comes first.
    panes.table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    panes.table->setSortingEnabled(true);
    panes.columns = new RunTableColumns(panes.table, &settings); // order, visibility, widths, header menu
    panes.table->setSelectionBehavior(QAbstractItemView::SelectRows);
    panes.table->setSelectionMode(QAbstractItemView::SingleSelection);
    panes.table->setAlternatingRowColors(true);
    panes.table->setWordWrap(false);
    panes.table->verticalHeader()->hide();
    panes.table->verticalHeader()->setDefaultSectionSize(panes.table->fontMetrics().height() + 6);
    panes.table->setItemDelegateForColumn(RunTableModel::Integrity, new TrustBadgeDelegate(panes.table));
    panes.table->setContextMenuPolicy(Qt::CustomContextMenu); // "Compare with #1" / "Compare with…"
    tableLayout->addWidget(panes.table, 1);

    auto *plotPanel = new QWidget(q);
    auto *plotLayout = new QVBoxLayout(plotPanel);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    panes.plotCaption = plainLabel(QString(), plotPanel);
    panes.plotCaption->setObjectName(QStringLiteral("plotCaption"));
    panes.plotCaption->setMinimumWidth(1); // a long benchmark name must not widen the window
    plotLayout->addWidget(panes.plotCaption);
    panes.plot = new RankingPlot(plotPanel);
    panes.plot->setObjectName(QStringLiteral("rankingPlot"));
    panes.plot->setMinimumHeight(220);
    plotLayout->addWidget(panes.plot, 1);

    panes.leftSplitter = new QSplitter(Qt::Vertical, q);
    panes.leftSplitter->setObjectName(QStringLiteral("leftSplitter"));
    panes.leftSplitter->addWidget(tablePanel);
    panes.leftSplitter->addWidget(plotPanel);
    panes.leftSplitter->setStretchFactor(0, 3);
    panes.leftSplitter->setStretchFactor(1, 2);

    pages.tabs = new QTabWidget(q);
    pages.tabs->setObjectName(QStringLiteral("pages"));
    pages.tabs->setAccessibleName(tr("Pages"));
    pages.run = new RunPage(pages.tabs);
    pages.run->setObjectName(QStringLiteral("runPage"));
    pages.notes = std::make_shared<NoteStore>();
    QString notesError;
    pages.notes->open(NoteStore::defaultPath(), &notesError);
    pages.notesPane = new NotesPane(pages.notes, notesError, pages.run);
    pages.run->setNotesPane(pages.notesPane);
    pages.manifest = new ManifestView(pages.tabs);
    pages.manifest->setObjectName(QStringLiteral("manifestView"));
    pages.compare = new CompareView(pages.tabs);
    pages.compare->setObjectName(QStringLiteral("compareView"));
    pages.tabs->addTab(pages.run, tr("Run"));
    pages.tabs->addTab(pages.manifest, tr("Manifest"));
    pages.tabs->addTab(pages.compare, tr("Compare"));
    // The data set across definitions: computed by the session when shown; a row filters the table, a cell picks a run.
    auto *leaderboard = new LeaderboardView(pages.tabs);
    leaderboard->setObjectName(QStringLiteral("leaderboardView"));
    pages.tabs->addTab(leaderboard, tr("Leaderboard"));
    QObject::connect(q, &MainWindow::archiveChanged, leaderboard, [this, leaderboard] { leaderboard->setArchive(archive); });
    QObject::connect(leaderboard, &LeaderboardView::leaderboardWanted, session, &ArchiveSession::requestLeaderboard);
    QObject::connect(session, &ArchiveSession::leaderboardAvailable, leaderboard, &LeaderboardView::setLeaderboard);
    // The plot and the run page follow to a run the filtered table still lists.
    QObject::connect(leaderboard, &LeaderboardView::filterRequested, q, [this](const QString &text) {
        panes.filter->setText(text);
        tableLoader->whenFilterApplied(q, [this] { showListedRun(); });
    });
    QObject::connect(leaderboard, &LeaderboardView::runsRequested, q, [this](const std::vector<int> &runs) { showOnlyRuns(runs); });
    QObject::connect(leaderboard, &LeaderboardView::runRequested, q, [this](int runIndex, int caseIndex) {
        if (q->selectRun(runIndex) && caseIndex >= 0) {
            pages.tabs->setCurrentWidget(pages.run);
            if (auto *cases = pages.run->findChild<RunCasesWidget *>())
                cases->selectCase(caseIndex);
        }
    });

    panes.mainSplitter = new QSplitter(Qt::Horizontal, q);
    panes.mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    panes.mainSplitter->addWidget(panes.leftSplitter);
    panes.mainSplitter->addWidget(pages.tabs);
    panes.mainSplitter->setStretchFactor(0, 3);
    panes.mainSplitter->setStretchFactor(1, 2);
    q->setCentralWidget(panes.mainSplitter);
    buildDocks();
    panes.paneWidths = new PaneWidths(q, panes.navigatorDock, panes.mainSplitter, [this] { return panes.columns->leadingWidth(); });
    buildStatusBar();
}

// Navigator (benchmark → hardware → comparison group, under the file's integrity summary) and problems.
void MainWindow::Private::buildDocks()
{
    panes.navigatorDock = new QDockWidget(tr("Navigator"), q);
    panes.navigatorDock->setObjectName(QStringLiteral("navigatorDock"));
    panes.navigator = new QTreeView(panes.navigatorDock);
    panes.navigator->setObjectName(QStringLiteral("navigator"));
    panes.navigator->setAccessibleName(tr("Navigator"));
    panes.navigator->setHeaderHidden(false);
    panes.navigator->setUniformRowHeights(true);
    // Names that differ at their end (fib_all_defs_20260317_141743, …_141930) keep their ends.
    panes.navigator->setTextElideMode(Qt::ElideMiddle);
    navigatorModel = new NavigatorModel(q);
    panes.navigator->setModel(navigatorModel);
    installPlainToolTips(panes.navigator);
    panes.navigator->header()->setStretchLastSection(false);
    panes.navigator->header()->setSectionResizeMode(NavigatorModel::Name, QHeaderView::Stretch);
    panes.navigator->header()->setSectionResizeMode(NavigatorModel::Runs, QHeaderView::ResizeToContents);
    // The file's integrity summary heads the navigator: how much of the file checked out, clickable.
    auto *navigatorPanel = new QWidget(panes.navigatorDock);
    auto *navigatorLayout = new QVBoxLayout(navigatorPanel);
    navigatorLayout->setContentsMargins(4, 4, 4, 0);
    panes.integrityNavigator = new IntegritySummaryLabel(navigatorPanel);
    panes.integrityNavigator->setObjectName(QStringLiteral("integrityNavigator"));
    navigatorLayout->addWidget(panes.integrityNavigator);
    navigatorLayout->addWidget(panes.navigator, 1);
    panes.navigator->setParent(navigatorPanel);
    panes.navigatorDock->setWidget(navigatorPanel);
    q->addDockWidget(Qt::LeftDockWidgetArea, panes.navigatorDock);

    panes.problemsDock = new QDockWidget(tr("Problems"), q);
    panes.problemsDock->setObjectName(QStringLiteral("problemsDock"));
    panes.problems = new ProblemsView(panes.problemsDock);
    panes.problems->setObjectName(QStringLiteral("problems"));
    panes.problems->setAccessibleName(tr("Problems"));
    // The count in the title is the rows listed, whatever changed them, so the two never disagree.
    const auto countProblems = [this] {
        const int count = panes.problems->listModel()->rowCount();
        panes.problemsDock->setWindowTitle(count == 0 ? tr("Problems") : tr("Problems (%1)").arg(count));
    };
    connect(panes.problems->listModel(), &QAbstractItemModel::modelReset, q, countProblems);
    connect(panes.problems->listModel(), &QAbstractItemModel::rowsInserted, q, countProblems);
    panes.problemsDock->setWidget(panes.problems);
    q->addDockWidget(Qt::BottomDockWidgetArea, panes.problemsDock);
}

// Status bar (windowstatusbar.h); its integrity summary filters the table as the navigator's does.
void MainWindow::Private::buildStatusBar()
{
    status = std::make_unique<WindowStatusBar>(q);
    for (IntegritySummaryLabel *label : {status->integrity(), panes.integrityNavigator}) {
        connect(label, &IntegritySummaryLabel::filterRequested, q, [this](IntegrityFilter wanted) {
            applyIntegrityFilter(&wanted);
        });
        connect(label, &IntegritySummaryLabel::clearFilterRequested, q, [this] { applyIntegrityFilter(nullptr); });
    }
}

void MainWindow::Private::restoreSettings()
{
    const QByteArray geometry = settings.windowGeometry();
    if (geometry.isEmpty() || !q->restoreGeometry(geometry)) {
        const QScreen *screen = q->screen();
        q->setGeometry(firstStartGeometry(screen ? screen->availableGeometry() : QRect()));
    }
    panes.problemsDock->hide(); // until a file has problems (restoreState may show it again)
    panes.mainSplitter->setSizes({540, 660});
    panes.leftSplitter->setSizes({420, 300});
    q->restoreState(settings.windowState(), Settings::kWindowStateVersion);
    // Saved only once the user arranged the panes (saveSettings); until then they follow the window.
    panes.paneWidths->setUserArranged(panes.mainSplitter->restoreState(settings.splitterState(QStringLiteral("main"))));
    panes.leftSplitter->restoreState(settings.splitterState(QStringLiteral("left")));
    panes.columns->restore();
    const bool logScale = settings.plotLogScale();
    actions.logScale->setChecked(logScale);
    panes.plot->setLogScale(logScale);
    rankingOptions.includeFailedIntegrity = settings.rankFailedIntegrity();
    const QSignalBlocker blocker(actions.rankFailedIntegrity); // nothing is open yet to rank again
    actions.rankFailedIntegrity->setChecked(rankingOptions.includeFailedIntegrity);
}

void MainWindow::Private::saveSettings()
{
    settings.setWindowGeometry(q->saveGeometry());
    settings.setWindowState(q->saveState(Settings::kWindowStateVersion));
    settings.setSplitterState(QStringLiteral("main"), panes.paneWidths->userArranged() ? panes.mainSplitter->saveState() : QByteArray());
    settings.setSplitterState(QStringLiteral("left"), panes.leftSplitter->saveState());
    panes.columns->save();
    settings.sync();
}

} // namespace kie::ui
