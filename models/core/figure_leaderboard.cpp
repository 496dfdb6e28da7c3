// SPDX-License-Identifier: Apache-2.0
// The figures of the whole file's leaderboard (leaderboard.h): the overlaid fast_p curves per author
// and the definitions × authors heatmap, and the heatmap parts the window's Leaderboard tab draws
// through the same builder (ui/plot/figurebuilder.h).
#include "figure.h"
#include "figure_p.h"

#include "archive.h"
#include "leaderboard.h"
#include "runfacts.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace kie {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::Figure)
};
// The Leaderboard tab's own words, moved here with the drawing: they keep their context (and their
// translations) whether the window or an exported figure shows them.
struct ViewTr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ui::LeaderboardView)
};
struct CurvesTr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ui::FastPCurvesPlot)
};

constexpr double kMinRange = 1.0; // at least 0.5× .. 2×
constexpr double kMaxRange = 4.0; // at most 1/16× .. 16×
constexpr double kAxisPad = 1.03; // the p axis runs a little past the largest ratio, to show the drop to 0
constexpr size_t kMaxCurves = 8; // one distinct colour each; more would be a tangle

QString ratioText(double ratio)
{
    return QLocale().toString(ratio, 'f', 3) + QStringLiteral("×");
}

double colourRange(const std::vector<FigureHeatmapCell> &cells)
{
    double range = kMinRange;
    for (const FigureHeatmapCell &cell : cells)
        if (cell.kind == FigureHeatmapCell::Kind::Value && cell.value > 0)
            range = std::max(range, std::abs(std::log2(cell.value)));
    return std::min(std::ceil(range), kMaxRange);
}

QString authorName(const LeaderboardRow &row)
{
    return row.name.isEmpty() ? ViewTr::tr("(no author)") : row.name;
}

} // namespace

namespace figure_p {

// Long because: the board, its cells and the stamp are one figure.
Figure definitionsHeatmapFigure(const Archive &archive)
{
    Figure figure;
    figure.kind = FigureKind::Heatmap;
    figure.group = 0; // the whole file, not one group
    const Leaderboard board = computeLeaderboard(leaderboardInput(archive));
    figure.heatmap = definitionsHeatmap(board);
    figure.title = Tr::tr("Leaderboard · definitions × authors · speedup over the baseline");
    figure.xLabel = figure.heatmap.columnTitle;
    figure.yLabel = figure.heatmap.rowTitle;
    int scored = 0;
    int failed = 0;
    for (const FigureHeatmapCell &cell : figure.heatmap.cells) {
        scored += cell.kind == FigureHeatmapCell::Kind::Value;
        failed += cell.kind == FigureHeatmapCell::Kind::Failed;
    }
    if (scored + failed == 0) {
        figure.heatmap.cells.clear(); // nothing but grey: nothing to draw
        figure.emptyText = Tr::tr("No author could be scored in any definition: no workload has a baseline.");
    } else {
        for (const LeaderboardRow &row : board.rows) {
            if (row.avgSpeedup) {
                figure.bestText = Tr::tr("#1 %1, %2× the baseline on average").arg(authorName(row)).arg(*row.avgSpeedup, 0, 'f', 2);
                break;
            }
        }
        figure.note = Tr::tr("Scored cells: %1; failed (scored 0, crossed): %2; grey: not attempted or no baseline").arg(scored).arg(failed);
    }
    stampFigure(figure, archive, Tr::tr("runs: %n", nullptr, int(archive.runs.size())));
    makePrintable(figure);
    return figure;
}

} // namespace figure_p

Figure fastPCurvesFigure(const std::vector<NamedRatios> &curves, double pMax)
{
    Figure figure;
    figure.kind = FigureKind::Leaderboard;
    figure.group = 0; // the whole data set, not one group
    const double end = std::max(1.0, pMax) * kAxisPad;
    for (const NamedRatios &named : curves) {
        const RatioCurve steps = ratioCurve(named.sortedRatios);
        FigureCurve curve;
        curve.runIndex = named.runIndex;
        curve.name = named.name;
        curve.p = steps.p;
        curve.fraction = steps.share;
        // Beyond the largest ratio no comparison is fast enough: 0 up to the axis end.
        curve.p.push_back(end);
        curve.fraction.push_back(0);
        curve.total = qint64(named.sortedRatios.size());
        curve.correct = qint64(std::count_if(named.sortedRatios.begin(), named.sortedRatios.end(), [](double r) { return r > 0; }));
        figure.curves.push_back(std::move(curve));
    }
    figure.xLabel = CurvesTr::tr("p (ratio to the baseline)");
    figure.yLabel = CurvesTr::tr("fast_p: share of comparisons ≥ p");
    return figure;
}

// Long because: which authors are drawn, the highlight, the notes and the stamp are one figure.
Figure leaderboardFigure(const Archive &archive, int highlightRun)
{
    const Leaderboard board = computeLeaderboard(leaderboardInput(archive));
    std::vector<NamedRatios> named;
    QStringList unscored;
    int highlightRank = -1;
    int withCurves = 0;
    for (size_t r = 0; r < board.rows.size(); ++r) {
        const LeaderboardRow &row = board.rows[r];
        const bool holds = std::find(row.runIndexes.begin(), row.runIndexes.end(), highlightRun) != row.runIndexes.end();
        if (holds)
            highlightRank = int(r) + 1;
        if (row.ratios.empty() || row.runIndexes.empty()) {
            unscored << authorName(row);
            continue;
        }
        ++withCurves;
        // The top of the board, and the highlighted author wherever it stands.
        if (named.size() < kMaxCurves || holds)
            named.push_back({QStringLiteral("#%1 %2").arg(r + 1).arg(authorName(row)), row.ratios, holds ? highlightRun : row.runIndexes.front()});
    }
    Figure figure = fastPCurvesFigure(named, board.maxRatio);
    figure.title = Tr::tr("Leaderboard · definitions: %n · fast_p of each author", nullptr, int(board.definitions.size()));
    if (highlightRank > 0) {
        const LeaderboardRow &row = board.rows[size_t(highlightRank - 1)];
        figure.highlightRun = highlightRun;
        const QString id = runId(archive.runs[size_t(highlightRun)]);
        figure.highlightText = row.avgSpeedup ? Tr::tr("Highlighted: #%1 of %2 %3 (run %4), %5× the baseline on average")
                                                    .arg(highlightRank)
                                                    .arg(board.rows.size())
                                                    .arg(authorName(row), id)
                                                    .arg(*row.avgSpeedup, 0, 'f', 2)
                                              : Tr::tr("Highlighted: #%1 of %2 %3 (run %4)").arg(highlightRank).arg(board.rows.size()).arg(authorName(row), id);
    }
    if (!board.rows.empty() && board.rows.front().avgSpeedup)
        figure.bestText = Tr::tr("#1 %1, %2× the baseline on average").arg(authorName(board.rows.front())).arg(*board.rows.front().avgSpeedup, 0, 'f', 2);
    QStringList notes;
    if (const int notDrawn = withCurves - int(named.size()); notDrawn > 0)
        notes << Tr::tr("Not drawn: %n more author(s) below the top %1", nullptr, notDrawn).arg(kMaxCurves);
    if (!unscored.isEmpty())
        notes << Tr::tr("Not scored (no baseline): %1").arg(unscored.join(QStringLiteral(", ")));
    figure.note = notes.join(QLatin1Char('\n'));
    if (figure.curves.empty())
        figure.emptyText = Tr::tr("No author could be scored: no workload has a baseline.");
    figure_p::stampFigure(figure, archive, Tr::tr("runs: %n", nullptr, int(archive.runs.size())));
    figure_p::makePrintable(figure);
    return figure;
}

FigureHeatmap definitionsHeatmap(const Leaderboard &board)
{
    FigureHeatmap map;
    for (const LeaderboardRow &row : board.rows)
        map.columns << authorName(row);
    for (const LeaderboardDefinition &definition : board.definitions)
        map.rows << definition.label;
    map.cells.reserve(size_t(map.columns.size()) * size_t(map.rows.size()));
    for (int def = 0; def < int(map.rows.size()); ++def) {
        for (int r = 0; r < int(map.columns.size()); ++r) {
            const LeaderboardCell cell = board.cell(r, def);
            FigureHeatmapCell h;
            switch (cell.state) {
            case CellState::NotAttempted: h.text = ViewTr::tr("not attempted"); break;
            case CellState::NoBaseline: h.text = ViewTr::tr("%1: no workload it ran has a baseline").arg(cell.solution); break;
            case CellState::Failed:
                h.kind = FigureHeatmapCell::Kind::Failed;
                h.text = ViewTr::tr("%1: a case did not pass, so it scores 0").arg(cell.solution);
                break;
            case CellState::Scored:
                h.kind = FigureHeatmapCell::Kind::Value;
                h.value = cell.avgSpeedup;
                h.text = ViewTr::tr("%1 mean ratio over %n workload(s), %2 faster than the baseline\nbest solution: %3", nullptr,
                                    cell.workloads)
                             .arg(ratioText(cell.avgSpeedup), QLocale().toString(cell.winRate * 100, 'f', 0) + QStringLiteral(" %"),
                                  cell.solution);
                break;
            }
            map.cells.push_back(std::move(h));
        }
    }
    map.columnTitle = board.by == LeaderboardBy::Solution ? ViewTr::tr("Solution") : ViewTr::tr("Author");
    map.rowTitle = ViewTr::tr("Definition");
    map.range = colourRange(map.cells);
    map.scaleLabel = Tr::tr("speedup over the baseline (×)");
    return map;
}

FigureHeatmap casesHeatmap(const CaseMatrix &matrix)
{
    FigureHeatmap map;
    map.columns = matrix.implementations;
    map.rows = matrix.workloads;
    map.cells.reserve(matrix.cells.size());
    for (const CaseMatrixCell &cell : matrix.cells) {
        FigureHeatmapCell h;
        if (!cell.present) {
            h.text = ViewTr::tr("not run");
        } else if (!cell.passed) {
            h.kind = FigureHeatmapCell::Kind::Failed;
            h.text = ViewTr::tr("did not pass");
        } else if (!cell.speedup) {
            h.text = ViewTr::tr("passed; no speedup recorded");
        } else {
            h.kind = FigureHeatmapCell::Kind::Value;
            h.value = *cell.speedup;
            h.text = ViewTr::tr("%1 the reference").arg(ratioText(*cell.speedup));
        }
        map.cells.push_back(std::move(h));
    }
    map.columnTitle = ViewTr::tr("Implementation");
    map.rowTitle = ViewTr::tr("Case (workload)");
    map.range = colourRange(map.cells);
    map.scaleLabel = Tr::tr("speedup over the reference (×)");
    return map;
}

} // namespace kie
