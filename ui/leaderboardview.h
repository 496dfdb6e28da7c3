// SPDX-License-Identifier: Apache-2.0
// The Leaderboard tab: how each author (or solution) does across every definition of the open file
// (models/core/leaderboard.h): a sortable table, the selected rows' fast_p curves overlaid, the
// definitions × authors heatmap and, for one comparison group, the cases × implementations heatmap.
// When shown it asks for the board of the window's archive (leaderboardWanted); the session computes
// it (models/session ArchiveSession::requestLeaderboard) and the window hands it back (setLeaderboard).
#pragma once

#include "leaderboard.h"

#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QTableView;
class QTabWidget;

namespace kie {
struct Archive;
struct LeaderboardResult;
struct SessionSnapshot;
struct Table;
class LeaderboardModel;
}

namespace kie::ui {

class FastPCurvesPlot;
class RatioHeatmap;

class LeaderboardView : public QWidget
{
    Q_OBJECT
public:
    explicit LeaderboardView(QWidget *parent = nullptr);
    ~LeaderboardView() override;

    // The leaderboard is asked for the next time the view is shown (or at once when visible).
    void setArchive(std::shared_ptr<const kie::Archive> archive);
    // A board the session computed: shown when it is of this view's archive and of the options asked
    // for last (the busy bar ends), dropped otherwise.
    void setLeaderboard(std::shared_ptr<const kie::SessionSnapshot> snapshot,
                        std::shared_ptr<const kie::LeaderboardResult> result);
    void setBySolution(bool bySolution);
    bool bySolution() const;
    // The group the cases × implementations heatmap shows (index into Archive::ranking.groups).
    void showGroup(int group);
    int shownGroup() const;
    // Asks for the board again if the archive, the mode or the baseline changed (the view does this
    // when shown); computed() says when it is shown.
    void refresh();
    bool isComputing() const;

    // The filter text that selects a row's runs in the run table: author:=NAME, or impl:=NAME when
    // ranking solutions, the whole field, as the board groups runs ("Amber Heron" leaves out
    // "Amber Heron 2"); FilterQuery::term quotes and escapes it as the filter reads it.
    static QString filterTextFor(const QString &name, bool bySolution);

    // The rows as the table shows them, for the Export button (CSV, Markdown, LaTeX): tableexport.h.
    kie::Table exportedTable() const;

    // The parts, for tests and screenshots.
    QTableView *table() const;
    kie::LeaderboardModel *model() const;
    FastPCurvesPlot *curves() const;
    RatioHeatmap *definitionsHeatmap() const;
    RatioHeatmap *casesHeatmap() const;
    QTabWidget *figures() const;
    QComboBox *groupChooser() const;

Q_SIGNALS:
    // A row was clicked: the run table should show that author's (or solution's) runs.
    void filterRequested(const QString &filterText);
    // The Integrity cell of a row was clicked: the run table should show exactly these runs.
    void runsRequested(const std::vector<int> &runIndexes);
    // A heatmap cell was clicked: select this run (and this case of it, when caseIndex >= 0).
    void runRequested(int runIndex, int caseIndex);
    // The board of this archive with these options is wanted: the window asks the session for it.
    void leaderboardWanted(const kie::LeaderboardOptions &options);
    // The board asked for last is shown, with its table and figures.
    void computed();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void apply(const kie::LeaderboardResult &result);
    void setComputing(bool computing);
    void updateCurves(); // the selected rows' curves (the board's top rows when none is selected)

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
