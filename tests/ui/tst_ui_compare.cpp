// SPDX-License-Identifier: Apache-2.0
// The compare view (verdict banner, A beside B, swap), the SOL calculator of the run page and the
// ranking plot's mixed-protocol warning, offscreen, on the seed and its one-change copies.
#include "archive.h"
#include "archivereader.h"
#include "comparability.h"
#include "comparefixtures.h"
#include "comparisonmodel.h"
#include "compareview.h"
#include "mainwindow.h"
#include "rankingplot.h"
#include "runpage.h"
#include "solcalculator.h"
#include "../support/isolatedsettings.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QTimer>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

using kie::ui::CompareView;

namespace {

int runNamed(const kie::Archive &archive, const char *name)
{
    for (size_t i = 0; i < archive.runs.size(); ++i) {
        if (archive.runs[i].meta.name == QLatin1String(name))
            return int(i);
    }
    return -1;
}

} // namespace

class TestUiCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        kie::test::isolateSettings(m_dir.path());
        m_path = m_dir.filePath(QStringLiteral("compare.json"));
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray bytes = kie::testing::compareArchiveJson();
        QVERIFY(!bytes.isEmpty());
        QCOMPARE(file.write(bytes), bytes.size());
        file.close();
        m_archive = kie::readArchiveFile(m_path).archive;
        QVERIFY(m_archive);
        QCOMPARE(m_archive->runs.size(), size_t(7));
    }

    void verdictBanner_data()
    {
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("reason");
        QTest::newRow("comparable") << QString::fromLatin1(kie::testing::kRerunRun) << QStringLiteral("comparable") << QString();
        QTest::newRow("caveats") << QString::fromLatin1(kie::testing::kLibraryRun) << QStringLiteral("comparable with caveats")
                                 << QStringLiteral("library cuda differs (none vs 12.8)");
        QTest::newRow("not comparable") << QString::fromLatin1(kie::testing::kWallClockRun) << QStringLiteral("not comparable")
                                        << QStringLiteral("timer differs (harness_reported vs wall_clock)");
    }

    void verdictBanner()
    {
        QFETCH(QString, b);
        QFETCH(QString, word);
        QFETCH(QString, reason);
        CompareView view;
        const int a = runNamed(*m_archive, kie::testing::kSeedRun);
        const int other = runNamed(*m_archive, b.toLatin1().constData());
        QVERIFY(a >= 0 && other >= 0);
        view.setRuns(m_archive, a, other);
        const QString text = view.verdictText();
        QCOMPARE(text.section(QLatin1Char('\n'), 0, 0), word);
        if (reason.isEmpty())
            QCOMPARE(text.section(QLatin1Char('\n'), 1),
                     QStringLiteral("Same comparability family, harness, timer, primary statistic, GPU, workload and libraries."));
        else
            QVERIFY2(text.contains(QStringLiteral("\u2022 ") + reason), qPrintable(text));
        auto *banner = view.findChild<QWidget *>(QStringLiteral("compareVerdict"));
        QVERIFY(banner && !banner->isHidden());
        auto *icon = view.findChild<QLabel *>(QStringLiteral("compareVerdictIcon"));
        QVERIFY(icon && !icon->pixmap().isNull());
        // Archive text stays text: every label of the view is plain.
        for (const QLabel *label : view.findChildren<QLabel *>())
            QCOMPARE(label->textFormat(), Qt::PlainText);
    }

    void swap()
    {
        CompareView view;
        const int a = runNamed(*m_archive, kie::testing::kSeedRun);
        const int b = runNamed(*m_archive, kie::testing::kWallClockRun);
        view.setRuns(m_archive, a, b);
        auto *swapButton = view.findChild<QPushButton *>(QStringLiteral("compareSwap"));
        QVERIFY(swapButton && swapButton->isEnabled());
        QTest::mouseClick(swapButton, Qt::LeftButton);
        QCOMPARE(view.runA(), b);
        QCOMPARE(view.runB(), a);
        QCOMPARE(view.comparability().verdict, kie::Verdict::NotComparable);
        QCOMPARE(view.comparability().reasons.front().valueA, QStringLiteral("wall_clock"));
        QVERIFY(view.verdictText().contains(QStringLiteral("timer differs (wall_clock vs harness_reported)")));
        auto *model = qobject_cast<kie::ComparisonModel *>(view.model());
        QCOMPARE(model->runIndex(), b);
        const auto *thisRun = view.findChild<QLabel *>(QStringLiteral("compareThisRun"));
        QVERIFY(thisRun->text().contains(m_archive->runs[size_t(b)].meta.title));

        // "Compare with…" asks for another B for the run shown as A.
        QSignalSpy requested(&view, &CompareView::compareWithRequested);
        QTest::mouseClick(view.findChild<QPushButton *>(QStringLiteral("compareWithButton")), Qt::LeftButton);
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.front().front().toInt(), b);
    }

    void defaultIsNumberOne()
    {
        CompareView view;
        const int a = runNamed(*m_archive, kie::testing::kSeedRun);
        view.setRuns(m_archive, a, -1);
        QCOMPARE(view.runB(), runNamed(*m_archive, kie::testing::kRerunRun));
        QCOMPARE(view.findChild<QLabel *>(QStringLiteral("compareOtherRun"))->text().left(4), QStringLiteral("#1: "));
        QCOMPARE(view.comparability().verdict, kie::Verdict::Comparable);
    }

    void mainWindowCompareAny()
    {
        kie::ui::MainWindow window;
        QSignalSpy changed(&window, &kie::ui::MainWindow::archiveChanged);
        window.openPath(m_path);
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
        const int a = runNamed(*window.archive(), kie::testing::kSeedRun);
        const int b = runNamed(*window.archive(), kie::testing::kLibraryRun);
        window.showCompare(a, b);
        QCOMPARE(window.currentPage(), kie::ui::MainWindow::Page::Compare);
        QCOMPARE(window.compareView()->runA(), a);
        QCOMPARE(window.compareView()->runB(), b);
        QCOMPARE(window.compareView()->comparability().verdict, kie::Verdict::ComparableWithCaveats);
        // Back to the #1 when asked.
        window.showCompareWithBest(a);
        QCOMPARE(window.compareView()->runB(), runNamed(*window.archive(), kie::testing::kRerunRun));
    }

    void plotContextMenuComparesWithTheCurrentRun()
    {
        kie::ui::MainWindow window;
        window.show();
        QSignalSpy changed(&window, &kie::ui::MainWindow::archiveChanged);
        window.openPath(m_path);
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
        const int a = runNamed(*window.archive(), kie::testing::kSeedRun);
        const int b = runNamed(*window.archive(), kie::testing::kLibraryRun);
        QVERIFY(window.selectRun(a));
        QStringList texts;
        // Polled: the menu's own event loop runs this once the menu is up, whatever ran before it.
        QTimer poll;
        poll.setInterval(5);
        connect(&poll, &QTimer::timeout, this, [&texts, &poll] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            poll.stop();
            for (QAction *action : menu->actions())
                texts << action->text();
            for (QAction *action : menu->actions()) {
                if (action->text().startsWith(QStringLiteral("Compare sol-submission-26346 with")))
                    action->trigger();
            }
            menu->close();
        });
        poll.start();
        Q_EMIT window.rankingPlot()->runContextMenuRequested(b, window.mapToGlobal(QPoint(50, 50)));
        QCOMPARE(texts, (QStringList{QStringLiteral("Compare with #1"), QStringLiteral("Compare with…"),
                                     QStringLiteral("Compare sol-submission-26346 with this run")}));
        QTRY_COMPARE(window.currentPage(), kie::ui::MainWindow::Page::Compare);
        QCOMPARE(window.compareView()->runA(), a);
        QCOMPARE(window.compareView()->runB(), b);
    }

    void solCalculatorSeed()
    {
        // The seed has only the published score: the calculator says what is missing and guesses nothing.
        kie::ui::SolCalculator calculator;
        calculator.setRun(m_archive, runNamed(*m_archive, kie::testing::kSeedRun));
        QVERIFY(calculator.isApplicable());
        QVERIFY(!calculator.hasInputs());
        const QString text = calculator.statusText();
        QVERIFY2(text.contains(QStringLiteral("Published score: SOL 0.5542")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("SOL bound not in this record")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("per-case SOL bound (T_SOL)")));
        QVERIFY(calculator.findChild<QTableWidget *>(QStringLiteral("solCases"))->isHidden());
    }

    void solCalculatorCases()
    {
        kie::ui::SolCalculator calculator;
        const int run = runNamed(*m_archive, kie::testing::kSolCasesRun);
        calculator.setRun(m_archive, run);
        QVERIFY(calculator.isApplicable());
        QVERIFY(calculator.hasInputs());
        calculator.setTargetScore(0.8);
        // T_k = T_SOL + (T_b − T_SOL)(1/S − 1) per case, S = 0.8: 262.5, 325, 350, 475 µs; mean 353.1 µs.
        const QString text = calculator.statusText();
        QVERIFY2(text.contains(QStringLiteral("mean 353.1 µs for SOL 0.80")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("4 of 4 cases")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("to #1:")), qPrintable(text));
        auto *table = calculator.findChild<QTableWidget *>(QStringLiteral("solCases"));
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(table->item(0, 5)->text(), QStringLiteral("262.5 µs"));

        // A target the run already reaches has nothing "to go"; one it does not reach has.
        calculator.setTargetScore(0.05);
        QVERIFY2(calculator.statusText().contains(QStringLiteral(": reached, ")), qPrintable(calculator.statusText()));
        QVERIFY2(!calculator.statusText().contains(QStringLiteral("to go")), qPrintable(calculator.statusText()));
        calculator.setTargetScore(0.99);
        QVERIFY2(calculator.statusText().contains(QRegularExpression(QStringLiteral("now [^,]+, -[^(]+\\(-[^)]+\\) to go"))),
                 qPrintable(calculator.statusText()));

        // A run with neither a score nor bounds hides the calculator.
        kie::Archive plain;
        plain.runs.emplace_back();
        calculator.setRun(std::make_shared<const kie::Archive>(plain), 0);
        QVERIFY(!calculator.isApplicable());
    }

    void runPageHasCalculator()
    {
        kie::ui::RunPage page;
        page.setRun(m_archive, runNamed(*m_archive, kie::testing::kSolCasesRun));
        auto *calculator = page.findChild<kie::ui::SolCalculator *>();
        QVERIFY(calculator && calculator->hasInputs() && !calculator->isHidden());
    }

    void plotWarnsOnMixedProtocols()
    {
        kie::ui::RankingPlot plot;
        plot.setArchive(m_archive);
        const int mixed = m_archive->ranking.groupIndexOfKey(QStringLiteral("mixed-demo"));
        QVERIFY(mixed >= 0);
        plot.setGroup(mixed);
        QVERIFY2(plot.warningText().contains(QStringLiteral("timer (harness_reported, wall_clock)")), qPrintable(plot.warningText()));
        const int seedGroup = m_archive->ranking.runs[size_t(runNamed(*m_archive, kie::testing::kSeedRun))].group;
        plot.setGroup(seedGroup);
        QVERIFY(plot.warningText().isEmpty());
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::shared_ptr<const kie::Archive> m_archive;
};

QTEST_MAIN(TestUiCompare)
#include "tst_ui_compare.moc"
