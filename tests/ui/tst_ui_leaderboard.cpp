// SPDX-License-Identifier: Apache-2.0
// The Leaderboard tab in the window: on the embedded sample and on the real FlashInfer-Bench traces.
// A row click filters the run table, a heatmap cell click selects the run (and case), the toggle ranks
// by solution, the curves overlay the selected rows. Writes screenshots to $KIE_SHOTS_DIR (else
// $KIE_BUILD_DIR/screenshots) for people to look at.
#include "archive.h"
#include "archivereader.h"
#include "archivesession.h"
#include "fastpcurvesplot.h"
#include "leaderboardmodel.h"
#include "leaderboardresult.h"
#include "leaderboardview.h"
#include "mainwindow.h"
#include "ratioheatmap.h"
#include "runcaseswidget.h"
#include "runfilterproxy.h"
#include "runpage.h"
#include "../support/isolatedsettings.h"

#include <QComboBox>
#include <QProgressBar>
#include <QDir>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSettings>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <qcustomplot.h>

using namespace kie;
using namespace kie::ui;
using namespace Qt::StringLiterals;

namespace {

const QString kTraces = u"../shared/data/flashinfer-bench"_s;
const QString kRmsnormSolution = u"gpt-5.2_rmsnorm_h4096_cuda_optimized_r1_c0_high"_s;

} // namespace

class TestUiLeaderboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sample();
    void traces();
    void definitionCellSelectsRun();
    void caseCellSelectsRunAndCase();
    void curvesOverlaySelection();
    void bySolution();
    void baselineChooser();
    void baselinesOfANewFile();
    void showsOnlyTheBoardItAskedFor();
    void filterText_data();
    void filterText();
    void manyCasesScrollWithLabelledCells();
    void cleanupTestCase() { m_window.reset(); }

private:
    void open(const QString &path);
    LeaderboardView *showLeaderboard();
    void save(QWidget *widget, const QString &name);
    void save(QCustomPlot *plot, const QString &name); // rendered at 1400 × 800, as for a figure

    QTemporaryDir m_settings;
    QString m_out;
    std::unique_ptr<MainWindow> m_window;
};

void TestUiLeaderboard::initTestCase()
{
    kie::test::isolateSettings(m_settings.path());
    m_out = qEnvironmentVariable("KIE_SHOTS_DIR",
                                 QDir(qEnvironmentVariable("KIE_BUILD_DIR", QDir::currentPath())).filePath(u"screenshots"_s));
    QVERIFY(QDir().mkpath(m_out));
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestUiLeaderboard::open(const QString &path)
{
    QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
    if (path.isEmpty())
        m_window->openEmbeddedSample();
    else
        m_window->openPath(path);
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
}

LeaderboardView *TestUiLeaderboard::showLeaderboard()
{
    auto *view = m_window->findChild<LeaderboardView *>(u"leaderboardView"_s);
    auto *pages = m_window->findChild<QTabWidget *>(u"pages"_s);
    if (!view || !pages)
        return nullptr;
    pages->setCurrentWidget(view);
    if (!QTest::qWaitFor([view] { return !view->isComputing(); }, 30000))
        return nullptr;
    QTest::qWait(100);
    return view;
}

void TestUiLeaderboard::save(QWidget *widget, const QString &name)
{
    QTest::qWait(150); // let the plots lay out
    const QString path = QDir(m_out).filePath(name);
    QVERIFY2(widget->grab().save(path), qPrintable(path));
}

void TestUiLeaderboard::save(QCustomPlot *plot, const QString &name)
{
    const QString path = QDir(m_out).filePath(name);
    QVERIFY2(plot->toPixmap(1400, 800).save(path), qPrintable(path));
}

void TestUiLeaderboard::sample()
{
    open(QString());
    LeaderboardView *view = showLeaderboard();
    QVERIFY(view);
    QTRY_VERIFY(view->model()->rowCount() > 10);
    QCOMPARE(view->model()->leaderboard().rows.front().name, u"Amber Heron team"_s);
    QCOMPARE(view->curves()->curveCount(), 5); // the top five when nothing is selected
    QCOMPARE(view->definitionsHeatmap()->columnCount(), view->model()->rowCount());

    // A click on an author filters the run table by it.
    QSignalSpy filter(view, &LeaderboardView::filterRequested);
    view->table()->selectRow(1);
    QCOMPARE(filter.count(), 1);
    const QString name = view->table()->model()->index(1, LeaderboardModel::Name).data(LeaderboardModel::NameRole).toString();
    QCOMPARE(m_window->filterEdit()->text(), LeaderboardView::filterTextFor(name, false));
    // ...and the table shows that author's runs (the sample lacks this author's implementation object:
    // the author is the run title's first segment, by the same rule as the leaderboard's).
    QTRY_VERIFY(m_window->runTable()->model()->rowCount() > 0);
    QCOMPARE(view->curves()->curveCount(), 1);
    // ...and the plot and run page move to a run the table still lists.
    const auto *proxy = qobject_cast<const kie::RunFilterProxy *>(m_window->runTable()->model());
    QVERIFY(proxy);
    QTRY_VERIFY(m_window->currentRun() >= 0 && proxy->mapRowFromSource(m_window->currentRun()) >= 0);
    view->table()->clearSelection();
    save(m_window.get(), u"sample-window.png"_s);
    save(view->curves()->plot(), u"sample-fastp-curves.png"_s);
    view->figures()->setCurrentIndex(1);
    save(view->definitionsHeatmap()->plot(), u"sample-definitions-heatmap.png"_s);
    view->figures()->setCurrentIndex(2);
    save(view->casesHeatmap()->plot(), u"sample-cases-heatmap.png"_s);
    view->figures()->setCurrentIndex(0);
}

void TestUiLeaderboard::traces()
{
    open(kTraces);
    LeaderboardView *view = showLeaderboard();
    QVERIFY(view);
    QTRY_COMPARE(view->model()->rowCount(), 3);
    const Leaderboard &board = view->model()->leaderboard();
    QCOMPARE(board.rows[0].name, kRmsnormSolution);
    RatioHeatmap *heatmap = view->definitionsHeatmap();
    QCOMPARE(heatmap->columnCount(), 3);
    QCOMPARE(heatmap->rowCount(), 3);
    int values = 0, failed = 0, empty = 0;
    for (int row = 0; row < 3; ++row) {
        for (int column = 0; column < 3; ++column) {
            const HeatmapCell *cell = heatmap->cellAt(column, row);
            values += cell->kind == HeatmapCell::Kind::Value;
            failed += cell->kind == HeatmapCell::Kind::Failed;
            empty += cell->kind == HeatmapCell::Kind::Empty;
        }
    }
    QCOMPARE(values, 1); // rmsnorm
    QCOMPARE(failed, 1); // gemm: 3 cases INCORRECT_NUMERICAL
    QCOMPARE(empty, 7); // dsa has no baseline, and each author ran one definition
    save(m_window.get(), u"traces-window.png"_s);
    save(view->curves()->plot(), u"traces-fastp-curves.png"_s);
    view->figures()->setCurrentIndex(1);
    save(view->definitionsHeatmap()->plot(), u"traces-definitions-heatmap.png"_s);
}

void TestUiLeaderboard::definitionCellSelectsRun()
{
    LeaderboardView *view = showLeaderboard();
    view->figures()->setCurrentIndex(1);
    RatioHeatmap *heatmap = view->definitionsHeatmap();
    QTest::qWait(100);
    const Leaderboard &board = view->model()->leaderboard();
    const LeaderboardCell cell = board.cell(0, board.rows[0].cells.front().definition);
    QCOMPARE(cell.state, CellState::Scored);
    QSignalSpy requested(view, &LeaderboardView::runRequested);
    QTest::mouseClick(heatmap->plot(), Qt::LeftButton, {}, heatmap->cellCenter(0, cell.definition));
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).toInt(), cell.runIndex);
    QCOMPARE(m_window->currentRun(), cell.runIndex);
    QCOMPARE(view->shownGroup(), board.definitions[size_t(cell.definition)].group);
}

void TestUiLeaderboard::caseCellSelectsRunAndCase()
{
    LeaderboardView *view = showLeaderboard();
    view->figures()->setCurrentIndex(2);
    RatioHeatmap *heatmap = view->casesHeatmap();
    QTRY_COMPARE(heatmap->rowCount(), 14); // the rmsnorm group: 14 cases of one implementation
    QCOMPARE(heatmap->columnCount(), 1);
    QCOMPARE(heatmap->cellAt(0, 3)->kind, HeatmapCell::Kind::Value);
    save(heatmap->plot(), u"traces-cases-heatmap.png"_s);
    QTest::mouseClick(heatmap->plot(), Qt::LeftButton, {}, heatmap->cellCenter(0, 3));
    auto *cases = m_window->runPage()->findChild<RunCasesWidget *>();
    QVERIFY(cases);
    QTRY_COMPARE(cases->currentCase(), 3);
    QCOMPARE(m_window->currentPage(), MainWindow::Page::Run);
}

void TestUiLeaderboard::curvesOverlaySelection()
{
    LeaderboardView *view = showLeaderboard();
    view->figures()->setCurrentIndex(0);
    view->table()->selectionModel()->select(
        view->table()->model()->index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    view->table()->selectionModel()->select(
        view->table()->model()->index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(view->curves()->curveCount(), 2);
    QCOMPARE(view->curves()->plot()->graphCount(), 2);
    // rmsnorm: every comparison at least 1× (fast_1 = 100 %); gemm: 3 failed cases make every ratio count 0.
    const QString text = view->curves()->textAt(1.0);
    QVERIFY2(text.contains(kRmsnormSolution + u": 100.0 %"_s) || text.contains(kRmsnormSolution + u": 100,0 %"_s),
             qPrintable(text));
    // The curve ends at the data set's largest ratio, then 0.
    const QCPGraph *graph = view->curves()->plot()->graph(0);
    QCOMPARE(graph->lineStyle(), QCPGraph::lsStepRight);
    QCOMPARE((graph->data()->constEnd() - 1)->value, 0.0);
    save(view->curves()->plot(), u"traces-fastp-curves-selected.png"_s);
}

void TestUiLeaderboard::bySolution()
{
    LeaderboardView *view = showLeaderboard();
    QVERIFY(view);
    QSignalSpy computed(view, &LeaderboardView::computed);
    auto *by = view->findChild<QComboBox *>(u"leaderboardBy"_s);
    by->setCurrentIndex(1);
    QVERIFY(view->bySolution());
    // Computed on a worker thread: the controls wait for it, a busy bar says so, then the board shows.
    auto *progress = view->findChild<QProgressBar *>(u"leaderboardProgress"_s);
    QVERIFY(progress);
    QVERIFY(view->isComputing());
    QVERIFY(!by->isEnabled());
    QVERIFY(progress->isVisible());
    QTRY_COMPARE(computed.count(), 1);
    QVERIFY(by->isEnabled());
    QVERIFY(!progress->isVisible());
    QCOMPARE(view->model()->headerData(LeaderboardModel::Name, Qt::Horizontal).toString(), u"Solution"_s);
    QCOMPARE(view->model()->leaderboard().by, LeaderboardBy::Solution);
    // A solution row selects exactly that implementation's runs.
    view->table()->selectRow(0);
    const QString solution = view->table()->model()->index(0, LeaderboardModel::Name).data(LeaderboardModel::NameRole).toString();
    QCOMPARE(m_window->filterEdit()->text(), LeaderboardView::filterTextFor(solution, true));
    QTRY_COMPARE(m_window->runTable()->model()->rowCount(), 1); // each trace solution ran one definition once
    view->table()->clearSelection();
    m_window->filterEdit()->clear();
    // Asked again before the first arrives: only the board asked for last is shown.
    view->setBySolution(false);
    view->setBySolution(true);
    view->setBySolution(false);
    QTRY_VERIFY(!view->isComputing());
    QTest::qWait(50); // a dropped board would arrive about now
    QCOMPARE(computed.count(), 2);
    QCOMPARE(view->model()->leaderboard().by, LeaderboardBy::Author);
}

void TestUiLeaderboard::baselineChooser()
{
    LeaderboardView *view = showLeaderboard();
    auto *baseline = view->findChild<QComboBox *>(u"leaderboardBaseline"_s);
    QVERIFY(baseline);
    QCOMPARE(baseline->count(), 4); // the reference latency and the three solutions
    baseline->setCurrentIndex(baseline->findData(kRmsnormSolution));
    // The baseline is not ranked; nothing else ran rmsnorm, so the others keep their figures.
    QTRY_COMPARE(view->model()->rowCount(), 2);
    QCOMPARE(view->model()->leaderboard().comparisons, qint64(22));
    baseline->setCurrentIndex(0);
    QTRY_COMPARE(view->model()->rowCount(), 3);
}

void TestUiLeaderboard::baselinesOfANewFile()
{
    // The first board of a file is dropped when another is asked for before it arrives: the baseline
    // chooser must still list this file's solutions, not the previous file's.
    LeaderboardView *view = showLeaderboard();
    QVERIFY(view);
    auto *baseline = view->findChild<QComboBox *>(u"leaderboardBaseline"_s);
    open(QString()); // the embedded sample: the tab is shown, so its board is asked for at once
    QTRY_VERIFY(!view->isComputing());
    const int sampleSolutions = baseline->count();
    QVERIFY(sampleSolutions > 4);
    QSignalSpy computed(view, &LeaderboardView::computed);
    QSignalSpy wanted(view, &LeaderboardView::leaderboardWanted);
    // Asked again as soon as the traces are shown, before their first board can arrive.
    connect(m_window.get(), &MainWindow::archiveChanged, view, [view] { view->setBySolution(!view->bySolution()); },
            Qt::SingleShotConnection);
    open(kTraces);
    QCOMPARE(wanted.count(), 2);
    QTRY_VERIFY(!view->isComputing());
    QThreadPool::globalInstance()->waitForDone(); // a dropped board would have arrived by now
    QCoreApplication::processEvents();
    QCOMPARE(computed.count(), 1);
    QCOMPARE(baseline->count(), 4); // the reference latency and the three trace solutions
    view->setBySolution(!view->bySolution());
    QTRY_VERIFY(!view->isComputing());
}

// The view computes nothing itself: it asks (leaderboardWanted) and shows the board handed back when
// it is of its archive and of the options it asked for last.
void TestUiLeaderboard::showsOnlyTheBoardItAskedFor()
{
    const std::shared_ptr<const Archive> sample = kie::readArchiveFile(u"resources/sample-archive.json"_s).archive;
    const std::shared_ptr<const Archive> traces = m_window->archive();
    QVERIFY(sample && traces && sample != traces);
    LeaderboardView view;
    QSignalSpy wanted(&view, &LeaderboardView::leaderboardWanted);
    QSignalSpy computed(&view, &LeaderboardView::computed);
    view.setArchive(sample);
    QCOMPARE(wanted.count(), 0); // hidden: asked for when shown
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(wanted.count(), 1);
    QVERIFY(view.isComputing());
    const auto options = wanted.at(0).at(0).value<LeaderboardOptions>();
    QCOMPARE(options.by, LeaderboardBy::Author);
    QTest::qWait(200);
    QCOMPARE(computed.count(), 0); // nothing computes it but the session

    const auto snapshotOf = [](std::shared_ptr<const Archive> archive) {
        auto snapshot = std::make_shared<SessionSnapshot>();
        snapshot->archive = std::move(archive);
        return std::shared_ptr<const SessionSnapshot>(snapshot);
    };
    LeaderboardOptions bySolution;
    bySolution.by = LeaderboardBy::Solution;
    view.setLeaderboard(snapshotOf(traces), std::make_shared<const LeaderboardResult>(leaderboardResult(*traces, options)));
    view.setLeaderboard(snapshotOf(sample), std::make_shared<const LeaderboardResult>(leaderboardResult(*sample, bySolution)));
    QCOMPARE(computed.count(), 0); // another file's, and other options'
    QVERIFY(view.isComputing());
    const auto board = std::make_shared<const LeaderboardResult>(leaderboardResult(*sample, options));
    view.setLeaderboard(snapshotOf(sample), board);
    QCOMPARE(computed.count(), 1);
    QVERIFY(!view.isComputing());
    QVERIFY(view.model()->leaderboard() == board->board);
    view.setLeaderboard(snapshotOf(sample), board); // once is enough
    QCOMPARE(computed.count(), 1);
    view.refresh(); // shown already: not asked again
    QCOMPARE(wanted.count(), 1);
}

void TestUiLeaderboard::filterText_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("bySolution");
    QTest::addColumn<QString>("text");
    QTest::newRow("author") << u"gpt-5"_s << false << u"author:=gpt-5"_s;
    QTest::newRow("author with a space") << u"Amber Heron team"_s << false << u"author:=\"Amber Heron team\""_s;
    QTest::newRow("quote") << u"a\"b"_s << false << u"author:=\"a\\\"b\""_s;
    QTest::newRow("solution") << u"kernel-7"_s << true << u"impl:=kernel-7"_s;
    QTest::newRow("backslash") << u"a\\b c"_s << false << u"author:=\"a\\\\b c\""_s;
    QTest::newRow("a leading =") << u"=x"_s << true << u"impl:=\"=x\""_s;
}

void TestUiLeaderboard::filterText()
{
    QFETCH(QString, name);
    QFETCH(bool, bySolution);
    QFETCH(QString, text);
    QCOMPARE(LeaderboardView::filterTextFor(name, bySolution), text);
}

// 25 cases × 8 implementations in a small pane: every cell keeps room for its label, and the pane
// scrolls instead of piling the labels into a block.
void TestUiLeaderboard::manyCasesScrollWithLabelledCells()
{
    kie::FigureHeatmap heatmap;
    heatmap.columnTitle = u"Implementation"_s;
    heatmap.rowTitle = u"Case"_s;
    for (int column = 0; column < 8; ++column)
        heatmap.columns << u"implementation %1"_s.arg(column);
    for (int row = 0; row < 25; ++row)
        heatmap.rows << u"case %1 · batch 64 · seq 4096"_s.arg(row);
    kie::FigureHeatmapCell cell;
    cell.kind = kie::FigureHeatmapCell::Kind::Value;
    cell.value = 1.5;
    heatmap.cells.assign(8 * 25, cell);
    heatmap.scaleLabel = u"speedup vs baseline (×)"_s;
    RatioHeatmap view;
    view.resize(480, 320);
    view.setHeatmap(heatmap);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(view.plot()->height() >= 25 * 24);
    view.plot()->replot();
    QVERIFY(std::abs(view.cellCenter(0, 1).y() - view.cellCenter(0, 0).y()) >= 20);
    QVERIFY(std::abs(view.cellCenter(1, 0).x() - view.cellCenter(0, 0).x()) >= 20);
    auto *scroll = view.findChild<QScrollArea *>(u"heatmapScroll"_s);
    QVERIFY(scroll);
    QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
}

QTEST_MAIN(TestUiLeaderboard)
#include "tst_ui_leaderboard.moc"
