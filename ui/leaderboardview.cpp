// SPDX-License-Identifier: Apache-2.0
#include "leaderboardview.h"

#include "archive.h"
#include "archivesession.h"
#include "fastpcurvesplot.h"
#include "figure.h"
#include "formatting.h"
#include "leaderboardmodel.h"
#include "leaderboardresult.h"
#include "ratioheatmap.h"
#include "tableexport.h"
#include "runfilterquery.h"
#include "uiutils.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace kie::ui {

namespace {

constexpr int kNameWidth = 280; // long solution names would push every figure off the table
constexpr int kDefaultCurves = 5; // curves drawn when no row is selected: the top of the board

} // namespace

struct LeaderboardView::Private
{
    std::shared_ptr<const Archive> archive;
    // The board asked for last: of this file, with these options. Shown, or on its way when computing.
    const Archive *askedFor = nullptr;
    LeaderboardOptions asked;
    const Archive *baselinesFor = nullptr; // the file whose solutions the baseline chooser lists
    bool computing = false;
    bool bySolution = false;
    QString baselineSolution; // "" = the workloads' reference latency
    int group = -1;

    QComboBox *by = nullptr;
    QComboBox *baseline = nullptr;
    QLabel *note = nullptr;
    QProgressBar *progress = nullptr; // busy while a board is computed (a second or more at 1M runs)
    QTableView *table = nullptr;
    LeaderboardModel *model = nullptr;
    QSortFilterProxyModel *proxy = nullptr;
    QTabWidget *figures = nullptr;
    FastPCurvesPlot *curves = nullptr;
    RatioHeatmap *definitions = nullptr;
    QComboBox *groups = nullptr;
    RatioHeatmap *cases = nullptr;
    CaseMatrix matrix;

    // The baseline chooser: the reference latency, or any solution of the file, by name.
    void fillBaselines(const QStringList &names)
    {
        const QSignalBlocker blocker(baseline);
        baseline->clear();
        baseline->addItem(LeaderboardView::tr("Reference latency"), QString());
        for (const QString &name : names)
            baseline->addItem(shownText(name), name);
        const int index = baseline->findData(baselineSolution);
        if (index < 0)
            baselineSolution.clear();
        baseline->setCurrentIndex(std::max(index, 0));
    }
};

// Long because: it lays out the tab top to bottom (choosers, table with its Integrity column, the
// curves and both heatmaps) and wires each to the next; split, the layout would lose its reading order.
LeaderboardView::LeaderboardView(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    d->by = new QComboBox(this);
    d->by->setObjectName(QStringLiteral("leaderboardBy"));
    d->by->addItem(tr("By author"));
    d->by->addItem(tr("By solution"));
    auto *byLabel = new QLabel(tr("Rank:"), this);
    byLabel->setBuddy(d->by); // also its name for a screen reader
    top->addWidget(byLabel);
    top->addWidget(d->by);
    d->baseline = new QComboBox(this);
    d->baseline->setObjectName(QStringLiteral("leaderboardBaseline"));
    d->baseline->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->baseline->setMinimumContentsLength(24);
    d->baseline->setToolTip(tr("What each workload's ratio is measured against: the lowest reference latency of its cases, "
                               "or a solution's best passed latency (that solution is then not ranked)"));
    auto *baselineLabel = new QLabel(tr("Baseline:"), this);
    baselineLabel->setBuddy(d->baseline);
    // The baseline on a line of its own: beside the rank chooser and Export it would make the
    // whole tab (and so the window's pages) wider than a 1024 px window has room for.
    auto *second = new QHBoxLayout;
    second->addWidget(baselineLabel);
    second->addWidget(d->baseline, 1);
    d->progress = new QProgressBar(this);
    d->progress->setObjectName(QStringLiteral("leaderboardProgress"));
    d->progress->setRange(0, 0); // busy: the computation reports no steps
    d->progress->setMaximumWidth(160);
    d->progress->setAccessibleName(tr("Computing the leaderboard…"));
    d->progress->setToolTip(d->progress->accessibleName());
    d->progress->hide();
    top->addWidget(d->progress);
    top->addStretch(1);
    auto *exportButton = new QPushButton(tr("Export…"), this);
    exportButton->setObjectName(QStringLiteral("leaderboardExport"));
    exportButton->setToolTip(tr("Save the table as shown, with run ids and citation keys: CSV, Markdown or LaTeX"));
    connect(exportButton, &QPushButton::clicked, this, [this] {
        if (!d->archive || isComputing())
            return;
        QString error;
        exportViewTable(this, d->table, leaderboardSpec(*d->archive, d->model->leaderboard()), tr("Export leaderboard"),
                        QStringLiteral("leaderboard"), {TableFormat::Csv, TableFormat::Markdown, TableFormat::Latex},
                        &error);
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Export leaderboard"), tr("Export failed: %1").arg(error));
    });
    top->addWidget(exportButton);
    layout->addLayout(top);
    layout->addLayout(second);
    d->note = new QLabel(this);
    d->note->setTextFormat(Qt::PlainText);
    d->note->setWordWrap(true);
    d->note->setText(
        tr("Per workload, the ratio is the baseline latency ÷ the candidate's latency (the baseline solution's best "
           "passed latency, or the lowest reference latency of the workload's cases), 0 for a case that did not pass. A solution with any case that did not pass "
           "scores 0; an author keeps its best solution per definition (comparison group) and is the mean over "
           "definitions. Runs without cases count as one workload whose ratio is their × reference figure."));
    layout->addWidget(d->note);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    layout->addWidget(splitter, 1);
    d->model = new LeaderboardModel(this);
    d->proxy = new QSortFilterProxyModel(this);
    d->proxy->setSourceModel(d->model);
    d->proxy->setSortRole(LeaderboardModel::SortRole);
    d->table = new QTableView(splitter);
    d->table->setObjectName(QStringLiteral("leaderboardTable"));
    d->table->setModel(d->proxy);
    d->table->setSortingEnabled(true);
    d->table->sortByColumn(-1, Qt::AscendingOrder); // the board's order until a header is clicked
    d->table->setSelectionBehavior(QAbstractItemView::SelectRows);
    d->table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    d->table->verticalHeader()->setVisible(false);
    d->table->horizontalHeader()->setStretchLastSection(false);
    d->table->setWordWrap(false);
    splitter->addWidget(d->table);

    d->figures = new QTabWidget(splitter);
    d->figures->setObjectName(QStringLiteral("leaderboardFigures"));
    d->curves = new FastPCurvesPlot(d->figures);
    d->figures->addTab(d->curves, tr("fast_p curves"));
    d->definitions = new RatioHeatmap(d->figures);
    d->definitions->setObjectName(QStringLiteral("definitionsHeatmap"));
    d->figures->addTab(d->definitions, tr("Definitions × authors"));
    auto *casesPage = new QWidget(d->figures);
    auto *casesLayout = new QVBoxLayout(casesPage);
    casesLayout->setContentsMargins(0, 0, 0, 0);
    d->groups = new QComboBox(casesPage);
    d->groups->setObjectName(QStringLiteral("leaderboardGroup"));
    d->groups->setAccessibleName(tr("Comparison group"));
    casesLayout->addWidget(d->groups);
    d->cases = new RatioHeatmap(casesPage);
    d->cases->setObjectName(QStringLiteral("casesHeatmap"));
    casesLayout->addWidget(d->cases, 1);
    d->figures->addTab(casesPage, tr("Cases × implementations"));
    splitter->addWidget(d->figures);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);

    connect(d->by, &QComboBox::currentIndexChanged, this, [this](int index) { setBySolution(index == 1); });
    connect(d->baseline, &QComboBox::currentIndexChanged, this, [this](int index) {
        d->baselineSolution = d->baseline->itemData(index).toString();
        if (isVisible())
            refresh();
    });
    connect(d->table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        updateCurves();
        const QModelIndexList selected = d->table->selectionModel()->selectedRows();
        if (selected.size() == 1)
            Q_EMIT filterRequested(filterTextFor(selected.front().data(LeaderboardModel::NameRole).toString(), d->bySolution));
    });
    connect(d->table, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (index.column() != LeaderboardModel::Integrity)
            return;
        const QList<int> runs = index.data(LeaderboardModel::IntegrityRunsRole).value<QList<int>>();
        if (!runs.isEmpty())
            Q_EMIT runsRequested(std::vector<int>(runs.begin(), runs.end()));
    });
    connect(d->definitions, &RatioHeatmap::cellClicked, this, [this](int column, int row) {
        const LeaderboardCell cell = d->model->leaderboard().cell(column, row);
        const int group = d->model->leaderboard().definitions[size_t(row)].group;
        if (group >= 0)
            showGroup(group);
        if (cell.runIndex >= 0)
            Q_EMIT runRequested(cell.runIndex, -1);
    });
    connect(d->groups, &QComboBox::currentIndexChanged, this, [this](int index) {
        showGroup(d->groups->itemData(index).toInt());
    });
    connect(d->cases, &RatioHeatmap::cellClicked, this, [this](int column, int row) {
        const CaseMatrixCell &cell = d->matrix.at(row, column);
        if (cell.present)
            Q_EMIT runRequested(d->matrix.runIndexes[size_t(column)], cell.caseIndex);
    });
}

LeaderboardView::~LeaderboardView() = default;

void LeaderboardView::setArchive(std::shared_ptr<const Archive> archive)
{
    d->archive = std::move(archive);
    d->group = -1;
    d->askedFor = d->baselinesFor = nullptr; // by identity, not by address: a new file is asked for afresh
    setComputing(false); // a board still computed is of the old file: dropped when it arrives
    if (isVisible())
        refresh();
}

void LeaderboardView::setBySolution(bool bySolution)
{
    d->bySolution = bySolution;
    const QSignalBlocker blocker(d->by);
    d->by->setCurrentIndex(bySolution ? 1 : 0);
    if (isVisible())
        refresh();
}

bool LeaderboardView::bySolution() const
{
    return d->bySolution;
}

QString LeaderboardView::filterTextFor(const QString &name, bool bySolution)
{
    // A solution is its runs' implementation name, an author their runs' author (the same rules).
    return FilterQuery::term(bySolution ? QStringLiteral("impl") : QStringLiteral("author"), name, FilterTextIndex::Match::Whole);
}

// The session computes the board on its worker (at a million runs that takes about a second the
// window would otherwise stand still); what depends on it is shown when it arrives, if still wanted.
void LeaderboardView::refresh()
{
    LeaderboardOptions options;
    options.by = d->bySolution ? LeaderboardBy::Solution : LeaderboardBy::Author;
    options.baselineSolution = d->baselineSolution;
    if (d->askedFor && d->askedFor == d->archive.get() && d->asked == options)
        return; // shown, or on its way
    d->askedFor = d->archive.get();
    d->asked = options;
    if (!d->archive) { // nothing open: the empty board, with nothing to compute
        LeaderboardResult none;
        none.options = options;
        apply(none);
        return;
    }
    setComputing(true);
    Q_EMIT leaderboardWanted(options);
}

void LeaderboardView::setLeaderboard(std::shared_ptr<const SessionSnapshot> snapshot, std::shared_ptr<const LeaderboardResult> result)
{
    // Waited for while computing: a board of another file, or of options asked for before the last ones, is not it.
    if (!d->computing || !snapshot || !result || snapshot->archive != d->archive || !(result->options == d->asked))
        return;
    apply(*result);
}

bool LeaderboardView::isComputing() const
{
    return d->computing;
}

// While a board is computed, the controls that would ask for another one wait, and so does the table.
void LeaderboardView::setComputing(bool computing)
{
    d->computing = computing;
    d->progress->setVisible(computing);
    d->table->setEnabled(!computing);
    d->by->setEnabled(!computing);
    d->baseline->setEnabled(!computing);
}

// Long because: the table, the curves, the definitions heatmap and the group chooser follow from one board.
void LeaderboardView::apply(const LeaderboardResult &result)
{
    setComputing(false);
    if (d->baselinesFor != d->archive.get() || !d->archive) { // once per file
        d->fillBaselines(result.solutions);
        d->baselinesFor = d->archive.get();
    }
    d->model->setLeaderboard(result.board);
    d->table->resizeColumnsToContents();
    d->table->setColumnWidth(LeaderboardModel::Name, std::min(d->table->columnWidth(LeaderboardModel::Name), kNameWidth));
    const Leaderboard &b = d->model->leaderboard();

    if (result.definitionsHeatmap)
        d->definitions->setHeatmap(*result.definitionsHeatmap);
    else
        d->definitions->clear(tr("No definitions in this file"));
    updateCurves();

    const QSignalBlocker blocker(d->groups);
    d->groups->clear();
    if (d->archive) {
        for (size_t g = 0; g < d->archive->ranking.groups.size(); ++g) {
            const ComparisonGroup &group = d->archive->ranking.groups[g];
            const QString label = b.definitions.size() > g ? b.definitions[g].label : group.key;
            d->groups->addItem(tr("%1 (%n run(s))", nullptr, group.size()).arg(shownText(label)), int(g));
        }
    }
    showGroup(d->group >= 0 ? d->group : std::max(result.firstGroupWithCases, 0));
    Q_EMIT computed();
}

void LeaderboardView::updateCurves()
{
    std::vector<int> rows;
    for (const QModelIndex &index : d->table->selectionModel()->selectedRows())
        rows.push_back(index.data(LeaderboardModel::RowRole).toInt());
    std::sort(rows.begin(), rows.end());
    const Leaderboard &board = d->model->leaderboard();
    // Nothing selected: the top rows that made any comparison.
    const bool noneSelected = rows.empty();
    for (int r = 0; noneSelected && r < int(board.rows.size()) && int(rows.size()) < kDefaultCurves; ++r)
        if (!board.rows[size_t(r)].ratios.empty())
            rows.push_back(r);
    std::vector<FastPCurvesPlot::Curve> curves;
    for (const int r : rows) {
        const LeaderboardRow &row = board.rows[size_t(r)];
        curves.push_back({row.name.isEmpty() ? tr("(no author)") : row.name, row.ratios});
    }
    d->curves->setCurves(std::move(curves), board.maxRatio);
}

void LeaderboardView::showGroup(int group)
{
    d->group = group;
    if (!d->archive || group < 0 || size_t(group) >= d->archive->ranking.groups.size()) {
        d->matrix = CaseMatrix();
        d->cases->clear(tr("No comparison group"));
        return;
    }
    {
        const QSignalBlocker blocker(d->groups);
        d->groups->setCurrentIndex(d->groups->findData(group));
    }
    d->matrix = groupCaseMatrix(*d->archive, group);
    if (d->matrix.workloads.isEmpty())
        d->cases->clear(tr("The runs of this group have no per-case results"));
    else
        d->cases->setHeatmap(kie::casesHeatmap(d->matrix));
}

int LeaderboardView::shownGroup() const
{
    return d->group;
}

void LeaderboardView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

QTableView *LeaderboardView::table() const
{
    return d->table;
}

LeaderboardModel *LeaderboardView::model() const
{
    return d->model;
}

FastPCurvesPlot *LeaderboardView::curves() const
{
    return d->curves;
}

RatioHeatmap *LeaderboardView::definitionsHeatmap() const
{
    return d->definitions;
}

RatioHeatmap *LeaderboardView::casesHeatmap() const
{
    return d->cases;
}

QTabWidget *LeaderboardView::figures() const
{
    return d->figures;
}

QComboBox *LeaderboardView::groupChooser() const
{
    return d->groups;
}

Table LeaderboardView::exportedTable() const
{
    return d->archive ? viewTable(d->table, leaderboardSpec(*d->archive, d->model->leaderboard())) : Table();
}

} // namespace kie::ui
