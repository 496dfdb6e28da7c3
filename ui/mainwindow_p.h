// SPDX-License-Identifier: Apache-2.0
// The main window's private state, shared by its files: mainwindow.cpp (construction, selection and
// the public API), mainwindow_setup.cpp (widgets and settings), mainwindow_actions.cpp (the menus),
// mainwindow_keys.cpp (keyboard), mainwindow_load.cpp (opening, fetching, loading and exporting),
// mainwindow_workspace.cpp (members, reload), mainwindow_digests.cpp (deferred run digests).
#pragma once

#include "mainwindow.h"
#include "mainwindow_actions.h"
#include "mainwindow_panes.h"
#include "archive.h"
#include "archivesession.h"
#include "archivewriter.h"
#include "citationwidget.h"
#include "compareview.h"
#include "fetcher.h"
#include "languages.h"
#include "manifestview.h"
#include "navigatormodel.h"
#include "opener.h"
#include "panewidths.h"
#include "problemlistmodel.h"
#include "problemsview.h"
#include "notespane.h"
#include "notestore.h"
#include "openurldialog.h"
#include "rankingplot.h"
#include "runfacts.h"
#include "runfilterproxy.h"
#include "runtableloader.h"
#include "runhistory.h"
#include "runpage.h"
#include "runtablecolumns.h"
#include "runtablemodel.h"
#include "integrity.h"
#include "settings.h"
#include "statebadge.h"
#include "signing.h"
#include "signingkeydialog.h"
#include "uiutils.h"
#include "windowstatusbar.h"
#include "workspace.h"
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
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
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
#include <QTimer>
#include <QToolBar>
#include <optional>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>

namespace kie::ui {

// Which run to show when the next archive arrives: the one asked for, else the one shown before a
// reload or a change of members, if it is still there.
struct RunToShow
{
    QString asked; // a run id, name or digest prefix (--run, openPath())
    DigestString keptDigest; // the run shown before, by its record digest
    int keptIndex = -1; // where it was: looked at first, its digest computed alone if need be
};

// Widgets, actions and what they show; the work behind them is the session's (ArchiveSession) and
// the table loader's (RunTableLoader).
struct MainWindow::Private
{
    MainWindow *q = nullptr;
    Settings settings;
    RankingOptions rankingOptions; // how every file opened is ranked (ARCHIVE.md §3), from the settings

    // What is shown: a stage of the session (models/session), its archive, its run and group in view.
    std::shared_ptr<const SessionSnapshot> shown;
    std::shared_ptr<const Archive> archive;
    int currentRun = -1;
    int currentGroup = -1;
    int previousRun = -1; // the run that was current before the current one
    RunToShow runToShow;
    bool fileFilterOn = false; // the table shows one member's runs (chosen in the navigator)
    bool syncingSelection = false; // guards table <-> plot <-> page feedback loops
    RunHistory history; // the runs selected, for Back / Forward
    bool navigatingHistory = false; // selectRun() from Back / Forward does not add to the history

    // Opens, merges, checks and ranks what is shown, and completes its deferred run digests.
    ArchiveSession *session = nullptr;
    RunTableLoader *tableLoader = nullptr; // the table's rows and filter text, off the GUI thread
    RunTableModel *tableModel = nullptr;
    RunFilterProxy *proxy = nullptr;
    NavigatorModel *navigatorModel = nullptr;

    MainWindowPanes panes; // mainwindow_panes.h
    PageTabs pages;
    std::unique_ptr<WindowStatusBar> status;
    MainWindowActions actions; // mainwindow_actions.h

    // Built in mainwindow_setup.cpp, the menus in mainwindow_actions.cpp.
    void buildWidgets();
    void buildDocks();
    void buildStatusBar();
    void buildWorkspaceWidgets(QBoxLayout *tableLayout);
    void buildSampleNotice();
    void buildMenus();
    void buildWorkspaceActions(QMenu *file, QAction *before);
    void buildLanguageMenu(QMenu *menu);
    // Keyboard (mainwindow_keys.cpp): the Go menu, the panes' Tab order, F6, Back / Forward, Help.
    void buildGoMenu(QMenu *go);
    void buildHelpMenu(QMenu *help);
    void assignPaneHelpTopics(); // what F1 opens in each pane (helptopics.h)
    QList<QWidget *> paneCycle() const; // navigator, filter, table, plot, page: the F6 cycle
    void focusPane(int step); // +1 F6, -1 Shift+F6
    void focusPage(); // into the current tab's content
    void goInHistory(bool forward);
    void updateHistoryActions();
    void restoreSettings();
    void saveSettings();

    // Workspaces (mainwindow_workspace.cpp).
    void setRankFailedIntegrity(bool on); // remembered, and what is open is read and ranked again
    void rememberShownRun(); // into runToShow
    // That run in the archive being shown, when it can tell now (at its old place, or by the digests
    // known); -1 otherwise, and when it is gone.
    int runShownBefore(const DigestString &digest, int formerIndex);
    SessionOptions sessionOptions() const; // the user's fetch and ranking settings
    void connectSession();
    void memberOpened(const MemberOpen &open); // a failure is listed and said; the others still open
    void sessionFailed(const MemberOpen &open, bool cancelled);
    void removeMember(int member);
    void reloadWorkspace();
    void watchMembers();
    void navigatorMenu(const QPoint &pos);
    bool chooseMember(const QModelIndex &index);

    // After a filter asked for elsewhere (a Leaderboard row): when the table no longer lists the run
    // shown, its first listed run is shown instead.
    void showListedRun();
    void endBusy(const QString &message); // the status bar's, then the run digests' progress if they go on
    // The run digests the session deferred (rundigests.h): the progress bar shows them when no load
    // has it; what needs every digest and was asked for by the user (an export, a run typed by digest
    // prefix) goes on once they are in, not by holding the window until then (`waiting` goes to the
    // status line meanwhile); dropped when another file is shown by then.
    void showRunDigestsProgress(int permille);
    void runDigestsComplete(std::shared_ptr<const SessionSnapshot> snapshot, bool sourceChanged);
    void afterRunDigests(const QString &waiting, std::function<void()> then);
    void selectRunOnceDigestsAreIn(const QString &waiting, std::function<int()> find);
    void reportRunNotFound(const QString &wanted, const QString &source, const QString &error);
    QString shownSourceName() const; // "sample-archive.json", a URL, or the file's name
    void setArchive(std::shared_ptr<const SessionSnapshot> snapshot,
                    std::shared_ptr<RunTableModel::Prepared> prepared = nullptr);
    void applyTypedFilter(); // the filter box's text to the table, or later if its text is being built
    void fillProblems();
    void updateRowCount();
    // The line under the filter box: why a term was left out, or that a pasted digest is in no run.
    void updateFilterLine();
    void updateTitle();
    void syncTableSelection();
    void refreshCurrentPage();
    void rebuildRecentMenu();
    void exportArchive();
    void exportArchiveNow(); // its run digests all in
    void exportFigure();
    void openUrlDialog();
    void navigatorChosen(const QModelIndex &index);
    void applyIntegrityFilter(const IntegrityFilter *filter);
    void showOnlyRuns(const std::vector<int> &runs); // the table lists these, the first selected
    void updateActions();
    void runContextMenu(int runIndex, const QPoint &globalPos);
};

} // namespace kie::ui
