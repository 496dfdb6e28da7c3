// SPDX-License-Identifier: Apache-2.0
// Integrity before rank (ARCHIVE.md §3) and rank is of what is open (§4) in the window: the run
// page's rank, the table's Rank cell and the plot caption on the embedded sample, a tampered twin of
// the seed and the seed alone; the Leaderboard's Integrity column and its click; View > Rank runs
// that fail integrity checks, remembered. Writes screenshots of the gemm group, the Leaderboard and the
// seed alone to $KIE_BUILD_DIR/screenshots (ctest runs it under xvfb with QT_QPA_PLATFORM=xcb).
#include "archive.h"
#include "leaderboardmodel.h"
#include "leaderboardview.h"
#include "mainwindow.h"
#include "rankingplot.h"
#include "runfacts.h"
#include "runfilterproxy.h"
#include "runpage.h"
#include "runtablemodel.h"
#include "../support/isolatedsettings.h"
#include "../support/tamperedtwin.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using kie::ui::MainWindow;

namespace {

const QString kAltered = QStringLiteral("sample-fib-gemm-altered");
const QString kCinderDace = QStringLiteral("sample-fib-gemm-0");

QAction *menuAction(const MainWindow &window, const QString &menuText, const QString &actionText)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text().remove(QLatin1Char('&')) != menuText || !menu->menu())
            continue;
        for (QAction *action : menu->menu()->actions()) {
            if (action->text().remove(QLatin1Char('&')) == actionText)
                return action;
        }
    }
    return nullptr;
}

} // namespace

class TestUiIntegrityRank : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    QString m_out;
    QString m_twin;
    std::unique_ptr<MainWindow> m_window;

    bool open(const QString &path)
    {
        QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
        if (path.isEmpty())
            m_window->openEmbeddedSample();
        else
            m_window->openPath(path);
        return QTest::qWaitFor([&] { return changed.count() >= 1 && !m_window->isLoading(); }, 30000);
    }

    // Selects the run named `name`; its run page's rank line.
    QString rankLineOf(const QString &name)
    {
        const int run = kie::findRun(*m_window->archive(), name);
        if (run < 0 || !m_window->selectRun(run))
            return QStringLiteral("(no run %1)").arg(name);
        const auto *rank = m_window->runPage()->findChild<QLabel *>(QStringLiteral("runPageRank"));
        return rank ? rank->text() : QStringLiteral("(no rank label)");
    }

    QString rankCellOf(const QString &name)
    {
        const int run = kie::findRun(*m_window->archive(), name);
        return m_window->runTable()->model()->index(m_window->runProxy()->mapRowFromSource(run), kie::RunTableModel::Rank).data().toString();
    }

    QString plotCaption() const
    {
        const auto *caption = m_window->findChild<QLabel *>(QStringLiteral("plotCaption"));
        return caption ? caption->text() : QString();
    }

    kie::ui::LeaderboardView *showLeaderboard()
    {
        auto *view = m_window->findChild<kie::ui::LeaderboardView *>(QStringLiteral("leaderboardView"));
        auto *pages = m_window->findChild<QTabWidget *>(QStringLiteral("pages"));
        if (!view || !pages)
            return nullptr;
        pages->setCurrentWidget(view);
        if (!QTest::qWaitFor([view] { return !view->isComputing() && view->model()->rowCount() > 0; }, 30000))
            return nullptr;
        return view;
    }

    void save(QWidget *widget, const QString &name)
    {
        QTest::qWait(200); // let the plot and the page lay out
        const QString path = QDir(m_out).filePath(name);
        QVERIFY2(widget->grab().save(path), qPrintable(path));
    }

    bool setSwitch(bool on)
    {
        QAction *action = menuAction(*m_window, QStringLiteral("View"), QStringLiteral("Rank runs that fail integrity checks"));
        if (!action || !action->isCheckable())
            return false;
        if (action->isChecked() == on)
            return true;
        QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
        action->trigger();
        return QTest::qWaitFor([&] { return changed.count() >= 1 && !m_window->isLoading(); }, 30000)
            && m_window->archive()->ranking.options.includeFailedIntegrity == on;
    }

private Q_SLOTS:
    void initTestCase()
    {
        kie::test::isolateSettings(m_settings.path());
        m_out = QDir(qEnvironmentVariable("KIE_BUILD_DIR", QDir::currentPath())).filePath(QStringLiteral("screenshots"));
        QVERIFY(QDir().mkpath(m_out));
        QVERIFY(m_dir.isValid());
        m_twin = kie::test::writeTamperedTwin(m_dir.path());
        QVERIFY(!m_twin.isEmpty());
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    // What the run page, the table and the plot caption say, with the switch off and on.
    void sample_data()
    {
        QTest::addColumn<bool>("include");
        QTest::addColumn<QString>("run");
        QTest::addColumn<QString>("rankLine");
        QTest::addColumn<QString>("rankCell");
        QTest::addColumn<QString>("caption");

        QTest::newRow("altered: unranked") << false << kAltered << "Unranked in this file (3 ranked): declared ≠ computed" << "\u2013"
                                           << "3 ranked · 2 unranked (1 failed, 1 declared ≠ computed)";
        QTest::newRow("Cinder Dace #1") << false << kCinderDace << "Rank 1 of 3 in this file" << "1"
                                        << "3 ranked · 2 unranked (1 failed, 1 declared ≠ computed)";
        QTest::newRow("switch on: altered #1, marked")
            << true << kAltered
            << "Rank 1 of 4 in this file, ranked although declared ≠ computed (runs that fail integrity are ranked for inspection)"
            << "1 \u26A0" << "4 ranked · 1 unranked (1 failed)";
        QTest::newRow("switch on: Cinder Dace #2") << true << kCinderDace << "Rank 2 of 4 in this file" << "2"
                                                   << "4 ranked · 1 unranked (1 failed)";
        QTest::newRow("switch off again") << false << kCinderDace << "Rank 1 of 3 in this file" << "1"
                                          << "3 ranked · 2 unranked (1 failed, 1 declared ≠ computed)";
    }

    void sample()
    {
        QFETCH(bool, include);
        QFETCH(QString, run);
        QFETCH(QString, rankLine);
        QFETCH(QString, rankCell);
        QFETCH(QString, caption);
        if (qstrcmp(QTest::currentDataTag(), "altered: unranked") == 0)
            QVERIFY(open(QString()));
        QVERIFY(setSwitch(include));
        QCOMPARE(rankLineOf(run), rankLine);
        QCOMPARE(rankCellOf(run), rankCell);
        QVERIFY2(plotCaption().endsWith(caption), qPrintable(plotCaption()));
        // The switch is remembered: a new window starts with it.
        MainWindow other;
        QAction *action = menuAction(other, QStringLiteral("View"), QStringLiteral("Rank runs that fail integrity checks"));
        QVERIFY(action);
        QCOMPARE(action->isChecked(), include);
        if (qstrcmp(QTest::currentDataTag(), "Cinder Dace #1") == 0) {
            save(m_window.get(), QStringLiteral("integrity-gemm-group.png"));
            save(m_window->rankingPlot(), QStringLiteral("integrity-gemm-plot.png"));
        } else if (qstrcmp(QTest::currentDataTag(), "switch on: Cinder Dace #2") == 0) {
            save(m_window.get(), QStringLiteral("integrity-gemm-group-switch-on.png"));
        }
    }

    // The Integrity column counts the altered run for its author; a click on it lists that run alone.
    void leaderboard()
    {
        QVERIFY(open(QString()));
        QVERIFY(setSwitch(false));
        kie::ui::LeaderboardView *view = showLeaderboard();
        QVERIFY(view);
        QAbstractItemModel *model = view->table()->model();
        int row = -1;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, 0).data(kie::LeaderboardModel::NameRole).toString() == QLatin1String("Quartz Hare"))
                row = r;
        }
        QVERIFY(row >= 0);
        const QModelIndex cell = model->index(row, kie::LeaderboardModel::Integrity);
        QCOMPARE(cell.data().toString(), QStringLiteral("1 left out"));
        QCOMPARE(model->index(row, kie::LeaderboardModel::Firsts).data().toInt(), 0);
        view->table()->scrollTo(cell);
        save(m_window.get(), QStringLiteral("integrity-leaderboard.png"));
        QSignalSpy requested(view, &kie::ui::LeaderboardView::runsRequested);
        QTest::mouseClick(view->table()->viewport(), Qt::LeftButton, {}, view->table()->visualRect(cell).center());
        QTRY_COMPARE(requested.count(), 1);
        QTRY_COMPARE(m_window->runProxy()->rowCount(), 1);
        const int listed = m_window->runProxy()->mapRowToSource(0);
        QCOMPARE(m_window->archive()->runs[size_t(listed)].meta.name, kAltered);
        QCOMPARE(m_window->currentRun(), listed);
    }

    // A tampered twin beside the genuine seed, and the seed alone: the rank says what it is of.
    void files_data()
    {
        QTest::addColumn<bool>("twin");
        QTest::addColumn<QString>("run");
        QTest::addColumn<QString>("rankLine");
        QTest::newRow("twin: tampered copy") << true << kie::test::kTwinRunName << "Unranked in this file (1 ranked): declared ≠ computed";
        QTest::newRow("twin: genuine seed") << true << "sol-submission-26346" << "Rank 1 of 1 in this file";
        QTest::newRow("seed alone") << false << "sol-submission-26346" << "Rank 1 of 1 in this file";
    }

    void files()
    {
        QFETCH(bool, twin);
        QFETCH(QString, run);
        QFETCH(QString, rankLine);
        QVERIFY(setSwitch(false));
        QVERIFY(open(twin ? m_twin : kie::test::kSeedManifest));
        QCOMPARE(rankLineOf(run), rankLine);
        if (!twin) {
            auto *pages = m_window->findChild<QTabWidget *>(QStringLiteral("pages"));
            QVERIFY(pages);
            pages->setCurrentWidget(m_window->runPage());
            save(m_window.get(), QStringLiteral("integrity-seed-alone.png"));
        }
    }
};

QTEST_MAIN(TestUiIntegrityRank)
#include "tst_ui_integrityrank.moc"
