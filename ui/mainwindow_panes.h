// SPDX-License-Identifier: Apache-2.0
// The main window's widgets, in two groups built in mainwindow_setup.cpp: the panes (navigator and
// problems docks, the filter line and run table, the ranking plot, the splitters between them) and
// the page tabs (run, manifest, compare), with which run each page shows so that it is refreshed
// only when shown for another run.
#pragma once

#include <QtGlobal>

#include <memory>

class QDockWidget;
class QLabel;
class QLineEdit;
class QSplitter;
class QTabWidget;
class QTableView;
class QTreeView;
class QWidget;

namespace kie {
class NoteStore;
}

namespace kie::ui {

class CompareView;
class IntegritySummaryLabel;
class ManifestView;
class NotesPane;
class PaneWidths;
class ProblemsView;
class RankingPlot;
class ReloadBar;
class RunPage;
class RunTableColumns;

struct MainWindowPanes
{
    // Left dock: the open file's integrity summary over the navigator (benchmark → hardware → group).
    QDockWidget *navigatorDock = nullptr;
    IntegritySummaryLabel *integrityNavigator = nullptr;
    QTreeView *navigator = nullptr;
    // Over the run table: the reload offer, the sample notice, the filter and its count, why a term
    // was left out.
    ReloadBar *reloadBar = nullptr;
    QWidget *sampleNotice = nullptr; // while the embedded sample is shown
    QLineEdit *filter = nullptr;
    QLabel *rowCount = nullptr;
    QLabel *filterError = nullptr;
    QTableView *table = nullptr;
    RunTableColumns *columns = nullptr; // the run table's arrangement, saved per user
    // Under the table: the current group's caption and ranking.
    QLabel *plotCaption = nullptr;
    RankingPlot *plot = nullptr;
    QDockWidget *problemsDock = nullptr;
    ProblemsView *problems = nullptr;
    QSplitter *mainSplitter = nullptr; // table and plot | pages
    QSplitter *leftSplitter = nullptr; // table over plot
    PaneWidths *paneWidths = nullptr; // the panes in proportion to the window until the user drags one
};

struct PageTabs
{
    QTabWidget *tabs = nullptr;
    RunPage *run = nullptr;
    std::shared_ptr<NoteStore> notes; // the user's local notes (SQLite), shown on the run page
    NotesPane *notesPane = nullptr;
    ManifestView *manifest = nullptr;
    CompareView *compare = nullptr;
    int manifestFor = -1; // the run the manifest page shows (-2: an object, not a run)
    int compareFor = -1; // the run A the compare page shows
    int compareOther = -1; // run B chosen with "Compare with…" for run compareOtherFor; -1: the #1
    int compareOtherFor = -1;
};

} // namespace kie::ui
