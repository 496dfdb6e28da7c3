// SPDX-License-Identifier: Apache-2.0
// Integrity before rank (ARCHIVE.md §3) in the item models: the run table's Rank and Δ vs #1,
// "Compare with #1", and the Leaderboard's Integrity column, on the embedded sample and a tampered
// twin of the seed, with the switch off and on.
#include "archive.h"
#include "archivereader.h"
#include "comparisonmodel.h"
#include "leaderboard.h"
#include "leaderboardmodel.h"
#include "ranking.h"
#include "runfacts.h"
#include "runtablemodel.h"
#include "support/tamperedtwin.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using kie::RunTableModel;

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");

} // namespace

class TestIntegrityRankModels : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_twin;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c()); // figures are compared as text
        QVERIFY(m_dir.isValid());
        m_twin = kie::test::writeTamperedTwin(m_dir.path());
        QVERIFY(!m_twin.isEmpty());
    }

    // The Rank and Δ vs #1 cells, the Rank tooltip (the reason, or the rank and what it is of), and the
    // run "Compare with #1" puts beside this one.
    void runTable_data()
    {
        QTest::addColumn<bool>("twin");
        QTest::addColumn<bool>("include");
        QTest::addColumn<QString>("run");
        QTest::addColumn<QString>("rank");
        QTest::addColumn<QString>("delta");
        QTest::addColumn<QString>("toolTip");
        QTest::addColumn<QString>("comparedWith");

        const QString altered = QStringLiteral("sample-fib-gemm-altered");
        const QString cinder = QStringLiteral("sample-fib-gemm-0");
        const QString twin = kie::test::kTwinRunName;
        const QString seed = QStringLiteral("sol-submission-26346");
        const QString marked = QStringLiteral(", ranked although declared ≠ computed: runs that fail integrity are ranked for inspection");
        QTest::newRow("Cinder Dace #1, Δ 0") << false << false << cinder << "1" << "0.0\u00A0%" << "Rank 1 of 3 in this file" << cinder;
        QTest::newRow("altered: unranked, no Δ") << false << false << altered << "\u2013" << "" << "Not ranked: declared ≠ computed"
                                                 << cinder;
        QTest::newRow("Bramble Kite against Cinder Dace")
            << false << false << QStringLiteral("sample-fib-gemm-1") << "2" << "+19.8\u00A0%" << "Rank 2 of 3 in this file" << cinder;
        QTest::newRow("switch on: altered #1, marked")
            << false << true << altered << "1 \u26A0" << "0.0\u00A0%" << QStringLiteral("Rank 1 of 4 in this file") + marked << altered;
        QTest::newRow("switch on: Cinder Dace #2 again")
            << false << true << cinder << "2" << "+378.2\u00A0%" << "Rank 2 of 4 in this file" << altered;
        QTest::newRow("twin: tampered copy unranked") << true << false << twin << "\u2013" << "" << "Not ranked: declared ≠ computed" << seed;
        QTest::newRow("twin: the seed #1 of 1") << true << false << seed << "1" << "0.0\u00A0%" << "Rank 1 of 1 in this file" << seed;
        QTest::newRow("twin, switch on: tie, marked") << true << true << twin << "1 \u26A0" << "0.0\u00A0%" << QStringLiteral("Rank 1 of 2 in this file") + marked
                                                      << seed;
    }

    void runTable()
    {
        QFETCH(bool, twin);
        QFETCH(bool, include);
        QFETCH(QString, run);
        QFETCH(QString, rank);
        QFETCH(QString, delta);
        QFETCH(QString, toolTip);
        QFETCH(QString, comparedWith);
        const std::shared_ptr<kie::Archive> archive = kie::test::readRanked(twin ? m_twin : kSample, include);
        QVERIFY(archive);
        RunTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setArchive(archive);
        const int row = kie::findRun(*archive, run);
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, RunTableModel::Rank).data().toString(), rank);
        QCOMPARE(model.index(row, RunTableModel::Rank).data(Qt::ToolTipRole).toString(), toolTip);
        QCOMPARE(model.index(row, RunTableModel::DeltaVsBest).data().toString(), delta);

        kie::ComparisonModel compare;
        compare.setRuns(archive, row);
        QVERIFY(compare.otherRunIndex() >= 0);
        QCOMPARE(archive->runs[size_t(compare.otherRunIndex())].meta.name, comparedWith);
    }

    // The Integrity column: how many of the row's runs fail integrity, left out or (switch on)
    // marked; the runs a click on it lists.
    void leaderboardIntegrity_data()
    {
        QTest::addColumn<bool>("include");
        QTest::addColumn<QString>("author");
        QTest::addColumn<QString>("display");
        QTest::addColumn<QString>("firsts");
        QTest::addColumn<int>("runs");

        QTest::newRow("Quartz Hare: 1 left out, no #1") << false << "Quartz Hare" << "1 left out" << "0" << 1;
        QTest::newRow("Cinder Dace: the #1 finish") << false << "Cinder Dace team" << "" << "1" << 0;
        QTest::newRow("switch on: Quartz Hare marked, #1") << true << "Quartz Hare" << "1 marked" << "1" << 1;
        QTest::newRow("switch on: Cinder Dace no #1") << true << "Cinder Dace team" << "" << "0" << 0;
    }

    void leaderboardIntegrity()
    {
        QFETCH(bool, include);
        QFETCH(QString, author);
        QFETCH(QString, display);
        QFETCH(QString, firsts);
        QFETCH(int, runs);
        const std::shared_ptr<kie::Archive> archive = kie::test::readRanked(kSample, include);
        QVERIFY(archive);
        kie::LeaderboardModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLeaderboard(kie::computeLeaderboard(kie::leaderboardInput(*archive)));
        QCOMPARE(model.headerData(kie::LeaderboardModel::Integrity, Qt::Horizontal).toString(), QStringLiteral("Integrity"));
        int row = -1;
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.index(r, 0).data(kie::LeaderboardModel::NameRole).toString() == author)
                row = r;
        }
        QVERIFY2(row >= 0, qPrintable(author));
        const QModelIndex cell = model.index(row, kie::LeaderboardModel::Integrity);
        QCOMPARE(cell.data().toString(), display);
        QCOMPARE(cell.data(kie::LeaderboardModel::SortRole).toLongLong(), qint64(runs));
        QCOMPARE(model.index(row, kie::LeaderboardModel::Firsts).data().toString(), firsts);
        const QList<int> listed = cell.data(kie::LeaderboardModel::IntegrityRunsRole).value<QList<int>>();
        QCOMPARE(listed.size(), runs);
        if (runs > 0)
            QCOMPARE(archive->runs[size_t(listed.front())].meta.name, QStringLiteral("sample-fib-gemm-altered"));
    }
};

QTEST_GUILESS_MAIN(TestIntegrityRankModels)
#include "tst_integrityrankmodels.moc"
