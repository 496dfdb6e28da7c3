// SPDX-License-Identifier: Apache-2.0
// LeaderboardModel: the board's rows as a table, formatted for display, sorted on raw values.
#include "leaderboardmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace kie;
using namespace Qt::StringLiterals;

namespace {

LeaderboardRow row(const QString &name, std::optional<double> avg, int definitions, qint64 passed, int firsts)
{
    LeaderboardRow r;
    r.name = r.author = name;
    r.avgSpeedup = avg;
    if (avg) {
        r.successRate = 1;
        r.winRate = 0.5;
    }
    r.definitions = definitions;
    r.workloads = definitions * 10;
    r.attempted = 3;
    r.possible = avg ? 4 : 0;
    r.firsts = firsts;
    r.correctness.passed = passed;
    r.correctness.total = passed;
    return r;
}

Leaderboard board()
{
    Leaderboard b;
    // The board's order: avg speedup descending, unscored last (computeLeaderboard sorts so).
    b.rows = {row(u"carol"_s, 2.5, 1, 5, 0), row(u"alice"_s, 1.25, 3, 30, 2), row(u"bob"_s, 1.25, 2, 12, 1),
              row(u"dave"_s, std::nullopt, 0, 0, 0)};
    return b;
}

} // namespace

class TestLeaderboardModel : public QObject
{
    Q_OBJECT

private slots:
    void tester();
    void display_data();
    void display();
    void sortsOnRawValues_data();
    void sortsOnRawValues();
    void bySolutionHeader();
};

void TestLeaderboardModel::tester()
{
    LeaderboardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setLeaderboard(board());
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), int(LeaderboardModel::ColumnCount));
    model.setLeaderboard(Leaderboard());
    QCOMPARE(model.rowCount(), 0);
}

void TestLeaderboardModel::display_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("text");
    QTest::newRow("rank 1") << 0 << int(LeaderboardModel::Rank) << QVariant(1);
    QTest::newRow("tie shares rank 2") << 2 << int(LeaderboardModel::Rank) << QVariant(2);
    QTest::newRow("unscored has no rank") << 3 << int(LeaderboardModel::Rank) << QVariant(u"–"_s);
    QTest::newRow("avg speedup") << 0 << int(LeaderboardModel::AvgSpeedup) << QVariant(u"2.500×"_s);
    QTest::newRow("no baseline") << 3 << int(LeaderboardModel::AvgSpeedup) << QVariant(u"no baseline"_s);
    QTest::newRow("success") << 0 << int(LeaderboardModel::SuccessRate) << QVariant(u"100.0 %"_s);
    QTest::newRow("coverage") << 0 << int(LeaderboardModel::Coverage) << QVariant(u"75.0 %"_s);
    QTest::newRow("coverage none") << 3 << int(LeaderboardModel::Coverage) << QVariant(QString());
    QTest::newRow("firsts") << 1 << int(LeaderboardModel::Firsts) << QVariant(2);
}

void TestLeaderboardModel::display()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QVariant, text);
    QLocale::setDefault(QLocale::c());
    LeaderboardModel model;
    model.setLeaderboard(board());
    QCOMPARE(model.data(model.index(row, column)), text);
}

void TestLeaderboardModel::sortsOnRawValues_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("avg speedup ascending, missing last")
        << int(LeaderboardModel::AvgSpeedup) << Qt::AscendingOrder << QStringList{u"alice"_s, u"bob"_s, u"carol"_s, u"dave"_s};
    QTest::newRow("definitions descending")
        << int(LeaderboardModel::Definitions) << Qt::DescendingOrder << QStringList{u"alice"_s, u"bob"_s, u"carol"_s, u"dave"_s};
    QTest::newRow("passed ascending (numbers, not text: 5 < 12 < 30)")
        << int(LeaderboardModel::Passed) << Qt::AscendingOrder << QStringList{u"dave"_s, u"carol"_s, u"bob"_s, u"alice"_s};
    QTest::newRow("name") << int(LeaderboardModel::Name) << Qt::AscendingOrder
                          << QStringList{u"alice"_s, u"bob"_s, u"carol"_s, u"dave"_s};
}

void TestLeaderboardModel::sortsOnRawValues()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QStringList, names);
    LeaderboardModel model;
    model.setLeaderboard(board());
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(LeaderboardModel::SortRole);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.sort(column, order);
    QStringList sorted;
    for (int r = 0; r < proxy.rowCount(); ++r)
        sorted << proxy.index(r, 0).data(LeaderboardModel::NameRole).toString();
    QCOMPARE(sorted, names);
}

void TestLeaderboardModel::bySolutionHeader()
{
    LeaderboardModel model;
    Leaderboard b = board();
    QCOMPARE(model.headerData(LeaderboardModel::Name, Qt::Horizontal).toString(), u"Author"_s);
    b.by = LeaderboardBy::Solution;
    model.setLeaderboard(b);
    QCOMPARE(model.headerData(LeaderboardModel::Name, Qt::Horizontal).toString(), u"Solution"_s);
    QVERIFY(!model.headerData(LeaderboardModel::AvgSpeedup, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestLeaderboardModel)
#include "tst_leaderboardmodel.moc"
