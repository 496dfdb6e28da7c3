// SPDX-License-Identifier: Apache-2.0
// File > Export table…, Edit > Copy rows and the Leaderboard's Export: the rows the window shows, in
// its order, read back by Python's csv module.
#include "archive.h"
#include "citation.h"
#include "leaderboardmodel.h"
#include "leaderboardview.h"
#include "mainwindow.h"
#include "runfacts.h"
#include "runtablemodel.h"
#include "tableexport.h"
#include "../support/isolatedsettings.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace kie;
using namespace kie::ui;
using namespace Qt::StringLiterals;

namespace {

// The CSV file as Python's csv module reads it: a list of {column: text} objects.
QJsonArray readCsvWithPython(const QString &path)
{
    QProcess python;
    python.start(u"python3"_s, {u"-c"_s, u"import csv, json, sys\n"
                                         "with open(sys.argv[1], newline='', encoding='utf-8') as f:\n"
                                         "    print(json.dumps(list(csv.DictReader(f))))"_s,
                                path});
    if (!python.waitForFinished(60000) || python.exitCode() != 0) {
        qWarning() << python.readAllStandardError();
        return {};
    }
    return QJsonDocument::fromJson(python.readAllStandardOutput()).array();
}

// The run ids of the table's rows, top to bottom, as the view shows them.
QStringList shownRunIds(const QTableView *table, const Archive &archive)
{
    QStringList ids;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const int run = table->model()->index(row, 0).data(RunTableModel::RunIndexRole).toInt();
        ids << runId(archive.runs[size_t(run)]);
    }
    return ids;
}

} // namespace

class TestUiTableExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void exportedCsvHasTheShownRowsInTheShownOrder();
    void copyRowsIsTsvWithAHeader();
    void leaderboardTableFollowsItsView();

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestUiTableExport::initTestCase()
{
    kie::test::isolateSettings(m_settings.path());
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
    m_window->openEmbeddedSample();
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
    QVERIFY(m_window->archive());
}

// The sample's table filtered to its largest group and sorted by latency, slowest first: the CSV has
// those rows, in that order, with the raw latency beside the formatted one and no hidden column.
void TestUiTableExport::exportedCsvHasTheShownRowsInTheShownOrder()
{
    const Archive &archive = *m_window->archive();
    int largest = 0;
    for (size_t g = 0; g < archive.ranking.groups.size(); ++g) {
        if (archive.ranking.groups[g].size() > archive.ranking.groups[size_t(largest)].size())
            largest = int(g);
    }
    QVERIFY(archive.ranking.groups[size_t(largest)].ranked.size() >= 3);
    m_window->selectGroup(largest);
    QTableView *table = m_window->runTable();
    QTRY_COMPARE(table->model()->rowCount(), archive.ranking.groups[size_t(largest)].size());
    QVERIFY(table->model()->rowCount() < int(archive.runs.size()));
    table->sortByColumn(RunTableModel::PrimaryMeasurement, Qt::DescendingOrder);
    table->horizontalHeader()->setSectionHidden(RunTableModel::Source, true);
    table->horizontalHeader()->setSectionHidden(RunTableModel::PrimaryMeasurement, false);

    const QString path = m_dir.filePath(u"runs.csv"_s);
    QString error;
    QVERIFY2(writeTableFile(viewTable(table, runTableSpec(archive)), TableFormat::Csv, path, &error), qPrintable(error));
    const QJsonArray rows = readCsvWithPython(path);
    QStringList ids;
    double previous = std::numeric_limits<double>::infinity();
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        ids << row.value(u"run_id"_s).toString();
        QCOMPARE(row.value(u"citation_key"_s).toString(), citationKeyForRunId(ids.constLast()));
        QVERIFY(!row.contains(u"source"_s));
        const QString latency = row.value(u"latency_ns"_s).toString();
        if (latency.isEmpty())
            continue; // unranked runs without the statistic sort last
        const double ns = latency.toDouble();
        QVERIFY2(ns <= previous, qPrintable(latency));
        previous = ns;
        QVERIFY(!row.value(u"primary_measurement"_s).toString().isEmpty());
    }
    QCOMPARE(ids, shownRunIds(table, archive));
    table->horizontalHeader()->setSectionHidden(RunTableModel::Source, false);
}

void TestUiTableExport::copyRowsIsTsvWithAHeader()
{
    QTableView *table = m_window->runTable();
    QVERIFY(table->model()->rowCount() >= 3);
    table->selectionModel()->clearSelection();
    for (const int row : {2, 0})
        table->selectionModel()->select(table->model()->index(row, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
    auto *copyRows = m_window->findChild<QAction *>(u"copyRowsAction"_s);
    QVERIFY(copyRows);
    QGuiApplication::clipboard()->clear();
    copyRows->trigger();
    const QStringList lines = QGuiApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].startsWith(u"run_id\t"_s) && lines[0].endsWith(u"\tcitation_key"_s), qPrintable(lines[0]));
    const QStringList shown = shownRunIds(table, *m_window->archive());
    QCOMPARE(lines[1].section(u'\t', 0, 0), shown[0]); // in the view's order, not the selection's
    QCOMPARE(lines[2].section(u'\t', 0, 0), shown[2]);

    // Ctrl+C in the table copies the rows too, not only the current cell's text.
    QGuiApplication::clipboard()->clear();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    table->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(table->hasFocus());
    QTest::keySequence(table, QKeySequence::Copy);
    QTRY_COMPARE(QGuiApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts), lines);
}

// The Leaderboard's Export writes its rows as its table shows them, each with its best runs' ids.
void TestUiTableExport::leaderboardTableFollowsItsView()
{
    auto *view = m_window->findChild<LeaderboardView *>(u"leaderboardView"_s);
    auto *pages = m_window->findChild<QTabWidget *>(u"pages"_s);
    QVERIFY(view && pages);
    pages->setCurrentWidget(view);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isComputing(), 30000);
    QVERIFY(m_window->findChild<QWidget *>(u"leaderboardExport"_s));
    view->table()->sortByColumn(LeaderboardModel::Name, Qt::DescendingOrder);
    const Table table = view->exportedTable();
    QCOMPARE(int(table.rows.size()), view->table()->model()->rowCount());
    QVERIFY(table.rows.size() >= 2);
    QCOMPARE(table.columns.front().id, u"run_id"_s);
    QCOMPARE(table.columns.back().id, u"citation_key"_s);
    int nameColumn = -1;
    for (size_t c = 0; c < table.columns.size(); ++c) {
        if (table.columns[c].id == u"name"_s)
            nameColumn = int(c);
    }
    QVERIFY(nameColumn >= 0);
    for (int row = 0; row < view->table()->model()->rowCount(); ++row) {
        const QModelIndex index = view->table()->model()->index(row, LeaderboardModel::Name);
        QCOMPARE(table.rows[size_t(row)][size_t(nameColumn)].text, index.data(LeaderboardModel::NameRole).toString());
        const QStringList ids = table.rows[size_t(row)].front().text.split(u' ', Qt::SkipEmptyParts);
        QVERIFY(!ids.isEmpty());
        QStringList keys;
        for (const QString &id : ids)
            keys << citationKeyForRunId(id);
        QCOMPARE(table.rows[size_t(row)].back().text, keys.join(u' '));
    }
    for (const TableFormat format : {TableFormat::Csv, TableFormat::Markdown, TableFormat::Latex}) {
        QString error;
        QVERIFY2(writeTableFile(table, format, m_dir.filePath(u"leaderboard."_s + tableFormatSuffix(format)), &error),
                 qPrintable(error));
    }
    QCOMPARE(readCsvWithPython(m_dir.filePath(u"leaderboard.csv"_s)).size(), qsizetype(table.rows.size()));
}

QTEST_MAIN(TestUiTableExport)
#include "tst_ui_tableexport.moc"
