// SPDX-License-Identifier: Apache-2.0
// The main window's private state, shared by its files: mainwindow.cpp (construction, selection and
// the public API), mainwindow_setup.cpp (widgets, menus, settings), mainwindow_load.cpp (opening,
// fetching, loading and exporting).
#pragma once

#include "mainwindow.h"
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
#include <QFileSystemWatcher>
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

inline QString displayNameOf(const QString &pathOrUrl)
{
    if (isRemoteUrl(pathOrUrl))
        return pathOrUrl;
    const QFileInfo info(pathOrUrl);
    return info.fileName().isEmpty() ? pathOrUrl : info.fileName();
}

struct MainWindow::Private
{
    MainWindow *q = nullptr;
    Settings settings;

    // What is shown: a stage of the session (models/session), and its archive.
    std::shared_ptr<const SessionSnapshot> shown;
    std::shared_ptr<const Archive> archive;
    int currentRun = -1;
    int currentGroup = -1;
    QString pendingRunSelection; // from --run or openPath(), applied when the archive arrives
    bool busy = false; // between beginBusy() and endBusy(): the progress bar is the load's
    bool syncingSelection = false; // guards table <-> plot <-> page feedback loops

    // Opens, merges, checks and ranks what is shown, and completes its deferred run digests.
    ArchiveSession *session = nullptr;
    RunTableLoader *tableLoader = nullptr; // the table's rows and filter text, off the GUI thread
    std::shared_ptr<const SessionSnapshot> pendingShow; // the stage whose table rows are being prepared

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
    ProblemsView *problems = nullptr;
    QDockWidget *problemsDock = nullptr;
    QSplitter *mainSplitter = nullptr;
    QSplitter *leftSplitter = nullptr;
    PaneWidths *paneWidths = nullptr; // the panes in proportion to the window until the user drags one

    QLabel *statusMessage = nullptr;
    QProgressBar *progress = nullptr;
    QPushButton *cancel = nullptr;
    QLabel *provenance = nullptr;
    IntegritySummaryLabel *integrityStatus = nullptr; // in the status bar
    IntegritySummaryLabel *integrityNavigator = nullptr; // at the top of the navigator
    QStringList notices; // what was asked for and not done, said again once the file is open

    QMenu *recentMenu = nullptr;
    QAction *logScaleAction = nullptr;
    QAction *rankFailedIntegrityAction = nullptr; // View > Rank runs that fail integrity checks
    RankingOptions rankingOptions; // how every file opened is ranked (ARCHIVE.md §3), from the settings
    void setRankFailedIntegrity(bool on); // remembered, and what is open is read and ranked again
    QAction *exportArchiveAction = nullptr;
    QAction *exportFigureAction = nullptr;
    QAction *addNoteAction = nullptr;
    std::shared_ptr<NoteStore> notes; // the user's local notes (SQLite), shared with the notes pane
    NotesPane *notesPane = nullptr;
    QAction *compareAction = nullptr;
    QAction *manifestAction = nullptr;
    QAction *copyPermalinkAction = nullptr;
    QAction *backAction = nullptr;
    QAction *forwardAction = nullptr;
    RunTableColumns *columns = nullptr; // the run table's arrangement, saved per user
    RunHistory history; // the runs selected, for Back / Forward
    bool navigatingHistory = false; // selectRun() from Back / Forward does not add to the history

    int manifestShownFor = -1; // which run the manifest page shows, to refresh lazily
    int compareShownFor = -1;
    int compareOther = -1; // run B chosen with "Compare with…" for run compareOtherFor; -1: the #1
    int compareOtherFor = -1;
    int previousRun = -1; // the run that was current before the current one

    QFileSystemWatcher *watcher = nullptr;
    QWidget *reloadBar = nullptr;
    QLabel *reloadText = nullptr;
    QLabel *filterError = nullptr;
    QAction *reloadAction = nullptr;
    QAction *openFileAction = nullptr; // File > Open…, Open Folder…, Open URL…: also the sample notice's buttons
    QAction *openFolderAction = nullptr;
    QAction *openUrlAction = nullptr;
    QWidget *sampleNotice = nullptr; // above the run table while the embedded sample is shown
    void buildSampleNotice();
    QAction *addToWorkspaceAction = nullptr;
    bool fileFilterOn = false; // the table shows one member's runs (chosen in the navigator)
    DigestString keepRunDigest; // after a reload, an added or removed member: the run shown before, if still there
    int keepRunIndex = -1; // where it was: looked at first, its digest computed alone if need be
    void rememberShownRun(); // into keepRunDigest and keepRunIndex
    // That run in the archive being shown, when it can tell now (at its old place, or by the digests
    // known); -1 otherwise, and when it is gone.
    int runShownBefore(const DigestString &digest, int formerIndex);

    void buildWorkspaceWidgets(QBoxLayout *tableLayout);
    void buildWorkspaceActions(QMenu *file, QAction *before);
    SessionOptions sessionOptions() const; // the user's fetch and ranking settings
    void connectSession();
    void memberOpened(const MemberOpen &open); // a failure is listed and said; the others still open
    void sessionFailed(const MemberOpen &open, bool cancelled);
    void removeMember(int member);
    void reloadWorkspace();
    void watchMembers();
    void changedOnDisk(const QString &path);
    void navigatorMenu(const QPoint &pos);
    bool chooseMember(const QModelIndex &index);

    void buildWidgets();
    void buildDocks();
    void buildStatusBar();
    void buildMenus();
    void buildLanguageMenu(QMenu *menu);
    // Keyboard (mainwindow_keys.cpp): the Go menu, the panes' Tab order, F6, Back / Forward, Help.
    void buildGoMenu(QMenu *go);
    void buildHelpMenu(QMenu *help);
    void assignPaneHelpTopics(); // what F1 opens in each pane (helptopics.h)
    QList<QWidget *> panes() const; // navigator, filter, table, plot, page: the F6 cycle
    void focusPane(int step); // +1 F6, -1 Shift+F6
    void focusPage(); // into the current tab's content
    void goInHistory(bool forward);
    void updateHistoryActions();
    void restoreSettings();
    void saveSettings();

    // A confirmation ("Copied …", "Exported …") in the message label, cleared after a while unless
    // something else was said meanwhile: it never comes back over a later state.
    void announce(const QString &message);
    QTimer *announcementTimer = nullptr;
    // After a filter asked for elsewhere (a Leaderboard row): when the table no longer lists the run
    // shown, its first listed run is shown instead, once the filter applies.
    bool showListedRunAfterFilter = false;
    void showListedRun();
    void beginBusy(const QString &message);
    void endBusy(const QString &message);
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
