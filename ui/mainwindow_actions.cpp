// SPDX-License-Identifier: Apache-2.0
// The main window's menu bar, built in one place (the actions used again later are kept in
// mainwindow_actions.h), and what keeps its actions current.
#include "mainwindow_p.h"

#include "archivediffdialog.h"
#include "checkcitationdialog.h"
#include "helptopics.h"
#include "leaderboardview.h"
#include "tableexport.h"

namespace kie::ui {

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
    actions.openFile = open;
    QAction *openUrl = file->addAction(tr("Open &URL…"), q, [this] { openUrlDialog(); });
    openUrl->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    actions.openUrl = openUrl;
    buildWorkspaceActions(file, openUrl);
    QAction *compareArchives = file->addAction(tr("Compare &with another archive…"), q,
                                               [this] { compareWithAnotherArchive(q, archive, settings.lastOpenDirectory()); });
    setHelpTopic(compareArchives, "diff");
    actions.recent = file->addMenu(tr("Open &Recent"));
    connect(actions.recent, &QMenu::aboutToShow, q, [this] { rebuildRecentMenu(); });
    file->addAction(tr("Open the &sample archive"), q, [this] { q->openEmbeddedSample(); });
    file->addSeparator();
    file->addAction(tr("&Export as run archive…"), q, [this] { exportArchive(); });
    QAction *exportFigureAction = file->addAction(tr("Export fi&gure…"), q, [this] { exportFigure(); });
    exportFigureAction->setObjectName(QStringLiteral("exportFigureAction"));
    setHelpTopic(exportFigureAction, "figures");
    exportFigureAction->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    QAction *exportTable = file->addAction(tr("Export &table…"), q, [this] {
        QString error;
        const QString path = archive ? exportViewTable(q, panes.table, runTableSpec(*archive), tr("Export table"),
                                                       QStringLiteral("runs"), {TableFormat::Csv}, &error)
                                     : QString();
        if (!path.isEmpty() || !error.isEmpty())
            status->say(path.isEmpty() ? tr("Export failed: %1").arg(error) : tr("Exported %1").arg(path));
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
        panes.filter->setFocus(Qt::ShortcutFocusReason);
        panes.filter->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    setHelpTopic(find, "window");
    edit->addSeparator();
    QAction *cite = edit->addAction(tr("Copy &citation"), pages.run->citationWidget(), &CitationWidget::copyCitation);
    cite->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    actions.copyPermalink = edit->addAction(tr("Copy &permalink"), pages.run->citationWidget(), &CitationWidget::copyPermalink);
    actions.copyPermalink->setObjectName(QStringLiteral("copyPermalinkAction"));
    actions.copyPermalink->setEnabled(false); // until a run with a permalink is shown
    edit->addAction(tr("Copy record &digest"), pages.run->citationWidget(), &CitationWidget::copyDigest);
    setHelpTopic(edit->addAction(tr("Check a ci&tation…"), q, [this] { CheckCitationDialog(archive, q).exec(); }), "diff");
    QAction *copyRows = edit->addAction(tr("Copy &rows"), q, [this] {
        if (archive)
            copyTableToClipboard(viewTable(panes.table, runTableSpec(*archive), selectedViewRows(panes.table)));
    });
    copyRows->setObjectName(QStringLiteral("copyRowsAction"));
    setHelpTopic(copyRows, "tables");
    copyRows->setShortcut(QKeySequence::Copy); // while the run table has focus: text fields keep their own
    copyRows->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    panes.table->addAction(copyRows);
    edit->addSeparator();
    QAction *addNoteAction = edit->addAction(tr("Add &note or reproduction…"), pages.notesPane, &NotesPane::addNote);
    addNoteAction->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    setHelpTopic(addNoteAction, "notes");
    connect(edit, &QMenu::aboutToShow, q, [this, addNoteAction] { addNoteAction->setEnabled(pages.notesPane->canAddNote()); });

    QMenu *view = q->menuBar()->addMenu(tr("&View"));
    setHelpTopic(view, "window");
    view->addAction(panes.navigatorDock->toggleViewAction());
    view->addAction(panes.problemsDock->toggleViewAction());
    view->addSeparator();
    actions.logScale = view->addAction(tr("&Logarithmic latency axis"));
    actions.logScale->setCheckable(true);
    actions.logScale->setShortcut(QKeySequence(tr("Ctrl+L")));
    connect(actions.logScale, &QAction::toggled, q, [this](bool on) {
        panes.plot->setLogScale(on);
        settings.setPlotLogScale(on);
    });
    connect(panes.plot, &RankingPlot::logScaleChanged, actions.logScale, &QAction::setChecked);
    actions.rankFailedIntegrity = view->addAction(tr("Rank runs that &fail integrity checks"));
    actions.rankFailedIntegrity->setCheckable(true);
    setHelpTopic(actions.rankFailedIntegrity, "groups");
    actions.rankFailedIntegrity->setToolTip(tr("Rank runs with a declared \u2260 computed reference too, marked, for "
                                               "inspection; every figure and export made meanwhile says so"));
    connect(actions.rankFailedIntegrity, &QAction::toggled, q, [this](bool on) { setRankFailedIntegrity(on); });
    view->addSeparator();
    // Ctrl+1/2/3 show a tab and put the keyboard in it, so its content scrolls and tabs at once.
    QAction *runAction = view->addAction(tr("&Run page"), q, [this] {
        pages.tabs->setCurrentWidget(pages.run);
        focusPage();
    });
    runAction->setShortcut(QKeySequence(tr("Ctrl+1")));
    setHelpTopic(runAction, "run-page");
    QAction *manifestAction = view->addAction(tr("&Manifest"), q, [this] {
        q->showManifest(currentRun);
        focusPage();
    });
    manifestAction->setShortcut(QKeySequence(tr("Ctrl+2")));
    setHelpTopic(manifestAction, "run-page");
    QAction *compareAction = view->addAction(tr("&Compare with #1"), q, [this] {
        q->showCompareWithBest(currentRun);
        focusPage();
    });
    compareAction->setShortcut(QKeySequence(tr("Ctrl+3")));
    setHelpTopic(compareAction, "compare");
    QAction *compareWith = view->addAction(tr("Compare &with…"), q, [this] { q->chooseCompareWith(currentRun); });
    compareWith->setShortcut(QKeySequence(tr("Ctrl+Shift+3")));
    setHelpTopic(compareWith, "compare");
    QAction *leaderboardAction = view->addAction(tr("Leader&board"), q, [this] {
        if (auto *leaderboard = pages.tabs->findChild<LeaderboardView *>()) {
            pages.tabs->setCurrentWidget(leaderboard);
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
            status->announce(tr("The new language is used from the next start."));
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
    actions.openFolder = openFolder;
    openFolder->setShortcut(QKeySequence(tr("Ctrl+Alt+O")));
    auto *addToWorkspaceAction = new QAction(tr("&Add to Workspace…"), file);
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
    actions.reload = new QAction(tr("Reloa&d"), file);
    actions.reload->setShortcut(QKeySequence::Refresh); // F5
    connect(actions.reload, &QAction::triggered, q, &MainWindow::reload);
    file->insertActions(before, {openFolder, addToWorkspaceAction, addFolder, actions.reload});
    for (QAction *action : {openFolder, addToWorkspaceAction, addFolder, actions.reload})
        setHelpTopic(action, "workspaces");

    panes.navigator->setContextMenuPolicy(Qt::CustomContextMenu); // "Remove from workspace" on a file
    connect(panes.navigator, &QWidget::customContextMenuRequested, q, [this](const QPoint &pos) { navigatorMenu(pos); });
}

void MainWindow::Private::rebuildRecentMenu()
{
    actions.recent->clear();
    actions.recent->setToolTipsVisible(true); // a workspace entry lists its files
    const QStringList files = settings.recentFiles();
    for (const QString &entry : files) {
        const QStringList inputs = entry.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (inputs.isEmpty())
            continue;
        QStringList names;
        for (const QString &input : inputs)
            names << displayNameOf(input);
        QAction *action = actions.recent->addAction(
            inputs.size() == 1 ? menuText(inputs.constFirst())
                               : menuText(tr("Workspace of %n file(s): %1", nullptr, int(inputs.size())).arg(names.join(QStringLiteral(", ")))));
        action->setToolTip(plainToolTip(inputs.join(QLatin1Char('\n'))));
        connect(action, &QAction::triggered, q, [this, inputs] { q->openPaths(inputs); });
    }
    if (files.isEmpty())
        actions.recent->addAction(tr("(no recent files)"))->setEnabled(false);
    actions.recent->addSeparator();
    actions.recent->addAction(tr("Clear recent files"), q, [this] { settings.clearRecentFiles(); })->setEnabled(!files.isEmpty());
}

void MainWindow::Private::updateActions()
{
    // Actions that cannot apply are disabled, not silent.
    actions.copyPermalink->setEnabled(pages.run->citationWidget()->hasPermalink());
}

} // namespace kie::ui
