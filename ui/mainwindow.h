// SPDX-License-Identifier: Apache-2.0
// The window users launch: navigator (benchmark → hardware → group), the run table with
// filter-as-you-type, the ranking plot of the current group, and the run / manifest / compare pages.
// Opening never blocks: files and URLs open through ArchiveOpener (fetch, read, provenance).
#pragma once

#include <QMainWindow>

#include <memory>

class QLineEdit;
class QTabWidget;
class QTableView;
class QTreeView;
class QListView;

namespace kie {
struct Archive;
class ReadAhead;
class RunFilterProxy;
}

namespace kie::ui {

class CompareView;
class IntegritySummaryLabel;
class ManifestView;
class RankingPlot;
class RunPage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class Page { Run, Manifest, Compare };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // A file path or an https URL; `runToSelect` is a run id, name or digest (prefix) to show.
    void openPath(const QString &pathOrUrl, const QString &runToSelect = QString());
    void openEmbeddedSample(const QString &runToSelect = QString());
    // A workspace: every file, folder or URL opened together, one table (File > Open with several
    // files, Open Folder, a drop, several command-line arguments). Trace files among them are
    // imported together as one member (workspaceinputs.h); every other input is a member.
    void openPaths(const QStringList &pathsOrUrls, const QString &runToSelect = QString());
    // The window's FILE/URL arguments (app/main.cpp): none opens the embedded sample, any opens them
    // as one workspace.
    void openArguments(const QStringList &pathsOrUrls, const QString &runToSelect = QString());
    // Starts reading what openArguments() will read, before the window is built, when that is one
    // local file (readahead.h); null otherwise. Keep it until openArguments() has been called.
    static std::unique_ptr<kie::ReadAhead> readAhead(const QStringList &pathsOrUrls);
    void addPaths(const QStringList &pathsOrUrls); // File > Add to workspace: the open members stay
    void removeWorkspaceMember(int member); // the navigator's "Remove from workspace"
    void reload(); // File > Reload (F5): every member read again
    QList<QStringList> workspaceMembers() const; // each member's inputs, in order
    QWidget *reloadBar() const; // offers to reload when an open file changes on disk
    QString filterErrorText() const; // why a filter term was left out, shown beside the filter
    // Says that something asked for was not done (an extra FILE argument, an unmatched --run): in
    // the status bar (after the file being opened has arrived) and through notDone() for stderr.
    void reportNotDone(const QString &message);
    QString statusText() const; // the status bar's message label
    static QString embeddedSamplePath(); // ":/kie/sample-archive.json"

    std::shared_ptr<const kie::Archive> archive() const;
    int currentRun() const; // index into archive()->runs, -1 when none
    bool selectRun(int runIndex); // table, plot and pages follow
    // The run "--run X" names: kie::findRun (runfacts.h), the rule `cite` and `show` use too.
    int findRun(const QString &query, QString *error = nullptr) const; // -1 (and why) when none
    void selectGroup(int groupIndex); // as if chosen in the navigator; -1 shows every run
    int currentGroup() const;
    void showManifest(int runIndex);
    void showCompareWithBest(int runIndex);
    void showCompare(int runIndex, int otherRunIndex); // A beside B; otherRunIndex -1: the #1 of A's group
    void chooseCompareWith(int runIndex); // asks which run B to compare run A with
    Page currentPage() const;
    bool isLoading() const;
    // The archive is shown but its runs' record digests, or its table's filter text, are still being
    // computed in the background.
    bool hasBackgroundWork() const;

    // The parts, for tests and screenshots.
    QTreeView *navigatorView() const;
    QTableView *runTable() const;
    kie::RunFilterProxy *runProxy() const;
    QLineEdit *filterEdit() const;
    RankingPlot *rankingPlot() const;
    RunPage *runPage() const;
    ManifestView *manifestView() const;
    CompareView *compareView() const;
    QListView *problemsList() const;
    IntegritySummaryLabel *integrityStatus() const;
    IntegritySummaryLabel *integrityNavigator() const;

Q_SIGNALS:
    void archiveChanged();
    void currentRunChanged(int runIndex);
    void loadFailed(const QString &message);
    void notDone(const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
