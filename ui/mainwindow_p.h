// SPDX-License-Identifier: Apache-2.0
// The main window's private state, shared by its files: mainwindow.cpp (construction, selection and
// the public API), mainwindow_setup.cpp (widgets, menus, settings), mainwindow_load.cpp (opening,
// fetching, loading and exporting).
#pragma once

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
#include "panewidths.h"
#include "problemlistmodel.h"
#include "problemsview.h"
#include "notespane.h"
#include "notestore.h"
#include "openurldialog.h"
#include "rankingplot.h"
#include "runfacts.h"
#include "runfilterproxy.h"
#include "runhistory.h"
#include "runpage.h"
#include "rundigests.h"
#include "runtablecolumns.h"
#include "runtablemodel.h"
#include "integrity.h"
#include "settings.h"
#include "statebadge.h"
#include "signing.h"
#include "signingkeydialog.h"
#include "uiutils.h"
#include "workspace.h"
#include "workspaceinputs.h"
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
#include <QFutureWatcher>
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
#include <QtConcurrent/QtConcurrentRun>
#include <optional>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>
#include <atomic>
#include <functional>

namespace kie::ui {

inline const QString kSampleResource = QStringLiteral(":/kie/sample-archive.json");

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

    std::shared_ptr<const Archive> archive;
    int currentRun = -1;
    int currentGroup = -1;
    QString pendingRunSelection; // from --run or openPath(), applied when the archive arrives
    QString pendingSource; // what is being opened, for recent files and the title
    bool pendingIsSample = false;
    bool busy = false; // between beginBusy() and endBusy(): the progress bar is the load's
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

    // The workspace (models/core/workspace.h): each member opened on its own, shown merged.
    struct Member
    {
        QStringList inputs; // as given: one file, folder or URL, or the trace files imported together
        std::shared_ptr<Archive> archive; // written only by this (GUI) thread: deferred run digests
    };
    std::vector<Member> members;
    QList<QStringList> pendingMembers; // still to open in this batch
    QStringList openingInputs; // the member being opened now
    std::vector<Member> batch; // opened in this batch so far
    bool batchAdds = false; // the batch joins the workspace instead of replacing it
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
    void openMembers(const QStringList &inputs, bool add);
    void startNextMember();
    void memberOpened(std::shared_ptr<Archive> opened);
    void memberFailed(const QString &text, const QStringList &moreProblems = {});
    QStringList openFailures; // inputs of this batch that could not be opened, kept in the problems list
    void finishBatch();
    void showWorkspace();
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

    void startLoad(const QString &source);
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
    void onLoaded(std::vector<std::shared_ptr<const Archive>> loaded); // merged (workspace.h), then shown
    // Run digests the reader deferred (Archive::runDigestsPending): only a workspace of one file
    // defers them; computed on a worker into their own vectors and filled in here, on the GUI
    // thread, when done; the shown run's one on demand.
    std::shared_ptr<Archive> digestTarget; // the shown archive, written only by this (GUI) thread
    QFutureWatcher<RunDigests> *runDigests = nullptr;
    std::shared_ptr<std::atomic_bool> runDigestsCancel;
    std::shared_ptr<std::atomic_int> runDigestsProgress; // 0..1000, shown by runDigestsTimer
    QTimer *runDigestsTimer = nullptr;
    void startRunDigests();
    void showRunDigestsProgress(); // the status bar's progress bar, when no load has it
    void cancelRunDigests();
    void finishRunDigests(); // waits for the worker and fills the digests in now
    // What needs every run's digest and was asked for by the user (an export, a run typed by digest
    // prefix) goes on once they are in, not by holding the window until then: `then` runs at once
    // when none is pending, else after the digests are applied; dropped if they are cancelled or
    // another file is shown by then.
    // `waiting` goes to the status line meanwhile.
    void afterRunDigests(const QString &waiting, std::function<void()> then);
    void selectRunOnceDigestsAreIn(const QString &waiting, std::function<int()> find);
    void reportRunNotFound(const QString &wanted, const QString &source, const QString &error);
    std::vector<std::function<void()>> afterDigests;
    void applyRunDigests(); // the worker's result into the archive, and what depends on it
    void ensureRunDigest(int runIndex);
    void completeMemberDigests(); // before several files are merged: the merge matches runs by digest
    void setArchive(std::shared_ptr<const Archive> loaded,
                    std::shared_ptr<RunTableModel::Prepared> prepared = nullptr);
    // The table's filter text, built on a worker once the archive is shown (RunTableModel::
    // prepareRows, buildFilterText): half of the table's preparation, needed only once a filter is typed.
    QFutureWatcher<FilterTextIndex> *filterTextBuild = nullptr;
    bool backgroundScheduled = false; // the filter text and run digests start once the window painted
    std::shared_ptr<RunTableModel::Prepared> filterTextFor; // kept alive until handed over
    void startFilterText(std::shared_ptr<RunTableModel::Prepared> prepared);
    void finishFilterText(); // hands the worker's finished text to the table, then a filter typed meanwhile
    // A filter typed while the table's filter text is still being built is applied when it is, not
    // waited for: at 1M runs that wait held the window still for most of a second.
    bool filterWaiting = false;
    bool filterTextBeingBuilt() const;
    void applyTypedFilter(); // the filter box's text to the table, or later if its text is being built
    quint64 preparedGeneration = 0; // drops a table preparation that a newer load overtook
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
    void fetchAndOpen(const QUrl &url, const FetchOptions &options);
    void onOpened(const OpenResult &result);
    void navigatorChosen(const QModelIndex &index);
    void applyIntegrityFilter(const IntegrityFilter *filter);
    void showOnlyRuns(const std::vector<int> &runs); // the table lists these, the first selected
    void updateActions();
    void runContextMenu(int runIndex, const QPoint &globalPos);
};

} // namespace kie::ui
