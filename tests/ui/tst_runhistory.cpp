// SPDX-License-Identifier: Apache-2.0
// Back / Forward through the runs selected (Alt+Left / Alt+Right), as a browser does.
#include "runhistory.h"

#include <QTest>

using kie::ui::RunHistory;


class TestRunHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Steps: n >= 0 visits run n, -1 goes back, -2 goes forward. Then where the history stands.
    void steps_data()
    {
        QTest::addColumn<QList<int>>("steps");
        QTest::addColumn<int>("current");
        QTest::addColumn<bool>("canBack");
        QTest::addColumn<bool>("canForward");
        QTest::newRow("empty") << QList<int>{} << -1 << false << false;
        QTest::newRow("one run") << QList<int>{4} << 4 << false << false;
        QTest::newRow("back at the start stays") << QList<int>{4, -1} << 4 << false << false;
        QTest::newRow("two runs") << QList<int>{4, 7} << 7 << true << false;
        QTest::newRow("back") << QList<int>{4, 7, -1} << 4 << false << true;
        QTest::newRow("back and forward") << QList<int>{4, 7, 9, -1, -1, -2} << 7 << true << true;
        QTest::newRow("forward at the end stays") << QList<int>{4, 7, -2} << 7 << true << false;
        QTest::newRow("a new run drops the ones ahead") << QList<int>{4, 7, 9, -1, -1, 5, -2} << 5 << true << false;
        QTest::newRow("the same run twice is one entry") << QList<int>{4, 4, 4, -1} << 4 << false << false;
        QTest::newRow("a run again later is a new entry") << QList<int>{4, 7, 4, -1} << 7 << true << true;
        QTest::newRow("negative indexes are not runs") << QList<int>{4, -5} << 4 << false << false;
    }
    void steps()
    {
        QFETCH(QList<int>, steps);
        QFETCH(int, current);
        QFETCH(bool, canBack);
        QFETCH(bool, canForward);
        RunHistory history;
        for (const int step : steps) {
            if (step == -1)
                history.back();
            else if (step == -2)
                history.forward();
            else
                history.visit(step);
        }
        QCOMPARE(history.current(), current);
        QCOMPARE(history.canGoBack(), canBack);
        QCOMPARE(history.canGoForward(), canForward);
    }

    void backReturnsTheRunsInReverse()
    {
        RunHistory history;
        for (const int run : {1, 2, 3})
            history.visit(run);
        QCOMPARE(history.back(), std::optional<int>(2));
        QCOMPARE(history.back(), std::optional<int>(1));
        QCOMPARE(history.back(), std::nullopt);
        QCOMPARE(history.forward(), std::optional<int>(2));
        QCOMPARE(history.forward(), std::optional<int>(3));
        QCOMPARE(history.forward(), std::nullopt);
    }

    void cappedAndCleared()
    {
        RunHistory history;
        for (int run = 0; run < RunHistory::kMaxEntries + 50; ++run)
            history.visit(run);
        int steps = 0;
        while (history.back())
            ++steps;
        QCOMPARE(steps, RunHistory::kMaxEntries - 1);
        QCOMPARE(history.current(), 50); // the oldest entries went first
        history.clear();
        QCOMPARE(history.current(), -1);
        QVERIFY(!history.canGoForward());
    }
};

QTEST_GUILESS_MAIN(TestRunHistory)
#include "tst_runhistory.moc"
