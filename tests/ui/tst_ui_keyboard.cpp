// SPDX-License-Identifier: Apache-2.0
// The window by keyboard and at small sizes, offscreen: Tab leaves the run table for the plot and the
// page, F6 cycles the panes, Ctrl+2 puts the keyboard in the manifest, Alt+Left returns to the previous
// run, Help lists exactly the actions' shortcuts, the run table's arrangement is saved and an old one
// ignored, and the run page is never wider than its pane at 1024×700.
#include "archive.h"
#include "compareview.h"
#include "manifestview.h"
#include "mainwindow.h"
#include "rankingplot.h"
#include "runfacts.h"
#include "runpage.h"
#include "runtablecolumns.h"
#include "runtablemodel.h"
#include "settings.h"
#include "shortcutsdialog.h"
#include "../support/isolatedsettings.h"

#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QWheelEvent>

using kie::ui::MainWindow;
using kie::RunTableModel;

namespace {

const QString kSeedPath = QStringLiteral("../shared/fixtures/seed/manifest.json");
const QString kGemm = QStringLiteral(
    "../shared/data/flashinfer-bench/fib_all_defs_20260317_141930/gpt-5/traces/gemm/gemm_n128_k2048.jsonl");

bool openAndWait(MainWindow &window, const QString &path)
{
    QSignalSpy changed(&window, &MainWindow::archiveChanged);
    if (path.isEmpty())
        window.openEmbeddedSample();
    else
        window.openPath(path);
    return QTest::qWaitFor([&] { return changed.count() > 0 && !window.isLoading(); }, 30000) && window.archive();
}

bool within(const QWidget *pane, const QWidget *widget)
{
    return widget && (widget == pane || pane->isAncestorOf(widget));
}

// A shown, active window on the sample.
std::unique_ptr<MainWindow> shownWindow(const QString &path = QString(), QSize size = QSize(1400, 900))
{
    auto window = std::make_unique<MainWindow>();
    window->resize(size);
    window->show();
    QApplication::setActiveWindow(window.get());
    if (!QTest::qWaitForWindowActive(window.get()) || !openAndWait(*window, path))
        return nullptr;
    return window;
}

QScrollArea *pageScroll(const MainWindow &window)
{
    return window.runPage()->findChild<QScrollArea *>();
}

} // namespace

class TestUiKeyboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        kie::test::isolateSettings(m_settingsDir.path());
        QSettings().clear();
    }

    void tabLeavesTheTable()
    {
        const auto window = shownWindow();
        QVERIFY(window);
        QTableView *table = window->runTable();
        QVERIFY(!table->tabKeyNavigation());
        table->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(table));
        const int run = window->currentRun();
        QTest::keyClick(table, Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window->rankingPlot()));
        QCOMPARE(window->currentRun(), run); // Tab moved the focus, not the selection
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *pages = window->findChild<QWidget *>(QStringLiteral("pages"));
        QTRY_VERIFY(within(pages, QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ShiftModifier);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window->rankingPlot()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ShiftModifier);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(table));
        QCOMPARE(window->currentRun(), run);
        // Ctrl+Tab no longer walks the cells either.
        QTest::keyClick(table, Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(window->currentRun(), run);
    }

    void f6CyclesThePanes()
    {
        const auto window = shownWindow();
        QVERIFY(window);
        window->navigatorView()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window->navigatorView()));
        const QList<QWidget *> order{window->filterEdit(), window->runTable(), window->rankingPlot(),
                                     window->runPage(), window->navigatorView()};
        for (QWidget *pane : order) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
            QTRY_VERIFY2(within(pane, QApplication::focusWidget()), qPrintable(pane->objectName()));
        }
        // The run page's keyboard target is its scroll area, so the keys scroll it.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(pageScroll(*window)));
        for (QWidget *pane : QList<QWidget *>{window->rankingPlot(), window->runTable(), window->filterEdit()}) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
            QTRY_VERIFY2(within(pane, QApplication::focusWidget()), qPrintable(pane->objectName()));
        }
    }

    void ctrlNumberFocusesTheTab_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("page");
        QTest::newRow("Ctrl+2 manifest") << int(Qt::Key_2) << int(MainWindow::Page::Manifest);
        QTest::newRow("Ctrl+3 compare") << int(Qt::Key_3) << int(MainWindow::Page::Compare);
        QTest::newRow("Ctrl+1 run") << int(Qt::Key_1) << int(MainWindow::Page::Run);
    }
    void ctrlNumberFocusesTheTab()
    {
        QFETCH(int, key);
        QFETCH(int, page);
        const auto window = shownWindow();
        QVERIFY(window);
        window->runTable()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window->runTable()));
        if (page == int(MainWindow::Page::Run))
            window->showManifest(window->currentRun()); // so Ctrl+1 has a tab to switch to
        QTest::keyClick(window->runTable(), Qt::Key(key), Qt::ControlModifier);
        QTRY_COMPARE(int(window->currentPage()), page);
        QWidget *content = page == int(MainWindow::Page::Manifest) ? static_cast<QWidget *>(window->manifestView())
            : page == int(MainWindow::Page::Compare)               ? static_cast<QWidget *>(window->compareView())
                                                                   : static_cast<QWidget *>(window->runPage());
        QTRY_VERIFY(within(content, QApplication::focusWidget()));
    }

    void altLeftReturnsToThePreviousRun()
    {
        const auto window = shownWindow();
        QVERIFY(window);
        const kie::Archive &archive = *window->archive();
        const int first = window->currentRun();
        const int second = kie::findRun(archive, QStringLiteral("sample-sol-27185"));
        const int third = kie::findRun(archive, QStringLiteral("sample-fib-gemm-3"));
        QVERIFY(first >= 0 && second >= 0 && third >= 0);
        // The table's Down arrow selects a run too; that counts as a selection.
        window->runTable()->setFocus();
        QTest::keyClick(window->runTable(), Qt::Key_Down);
        QTRY_VERIFY(window->currentRun() != first);
        const int viaKeys = window->currentRun();
        QVERIFY(window->selectRun(second));
        QVERIFY(window->selectRun(third));
        QTest::keyClick(window->runTable(), Qt::Key_Left, Qt::AltModifier);
        QTRY_COMPARE(window->currentRun(), second);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left, Qt::AltModifier);
        QTRY_COMPARE(window->currentRun(), viaKeys);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left, Qt::AltModifier);
        QTRY_COMPARE(window->currentRun(), first);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left, Qt::AltModifier); // nothing before the first
        QCOMPARE(window->currentRun(), first);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right, Qt::AltModifier);
        QTRY_COMPARE(window->currentRun(), viaKeys);
        // A new selection after going back drops the runs ahead.
        QVERIFY(window->selectRun(third));
        QAction *forward = window->findChild<QAction *>(QStringLiteral("historyForward"));
        QVERIFY(forward);
        QVERIFY(!forward->isEnabled());
        // A new file starts a new history: its run indexes are other runs.
        QVERIFY(openAndWait(*window, kSeedPath));
        QVERIFY(!window->findChild<QAction *>(QStringLiteral("historyBack"))->isEnabled());
    }

    void shortcutsListEqualsTheActions()
    {
        MainWindow window;
        QStringList expected;
        for (const QAction *action : window.findChildren<QAction *>()) {
            QStringList keys;
            for (const QKeySequence &sequence : action->shortcuts())
                keys << sequence.toString(QKeySequence::NativeText);
            if (!keys.isEmpty())
                expected << keys.join(QStringLiteral(", "));
        }
        QVERIFY(expected.size() >= 15);
        for (const char *key : {"F6", "Shift+F6", "Alt+Left", "Alt+Right", "Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+F"})
            QVERIFY2(expected.contains(QKeySequence(QString::fromLatin1(key)).toString(QKeySequence::NativeText)), key);
        kie::ui::ShortcutsDialog dialog(&window);
        QStringList listed;
        QStringList documented;
        const QTableWidget *table = dialog.table();
        for (int row = 0; row < table->rowCount(); ++row) {
            QVERIFY(!table->item(row, 1)->text().isEmpty());
            QVERIFY(!table->item(row, 1)->text().contains(QLatin1Char('&')) || table->item(row, 1)->text().contains(QStringLiteral(" & ")));
            (table->item(row, 2)->data(Qt::UserRole).toBool() ? listed : documented) << table->item(row, 2)->text();
        }
        expected.sort();
        listed.sort();
        QCOMPARE(listed, expected);
        // The plot's own keys are documented entries.
        for (const char *key : {"Left", "Home", "Return"})
            QVERIFY2(documented.join(QLatin1Char(' ')).contains(QKeySequence(QString::fromLatin1(key)).toString(QKeySequence::NativeText)), key);
    }

    void columnsByDefault()
    {
        MainWindow window;
        const QHeaderView *header = window.runTable()->horizontalHeader();
        QStringList shown;
        for (int visual = 0; visual < header->count(); ++visual) {
            const int column = header->logicalIndex(visual);
            if (!header->isSectionHidden(column))
                shown << window.runTable()->model()->headerData(column, Qt::Horizontal).toString();
        }
        QCOMPARE(shown.mid(0, 4), (QStringList{QStringLiteral("Rank"), QStringLiteral("Implementation"), QStringLiteral("Latency"),
                                               QStringLiteral("Status")}));
        QVERIFY(shown.contains(QString::fromUtf8("\xce\x94 vs #1")));
        QVERIFY(shown.contains(QStringLiteral("Benchmark")));
        QVERIFY(!shown.contains(QStringLiteral("Observed"))); // available, hidden by default
        QCOMPARE(window.runTable()->textElideMode(), Qt::ElideMiddle);
    }

    void headerStateSavedRestoredAndVersioned()
    {
        QSettings().clear();
        int width = 0;
        {
            MainWindow window;
            QTableView *table = window.runTable();
            auto *columns = window.findChild<kie::ui::RunTableColumns *>();
            QVERIFY(columns);
            // Hide SOL and show Observed through the header menu; move Status before Latency; widen Implementation.
            std::unique_ptr<QMenu> menu = columns->makeMenu(RunTableModel::Status);
            menu->findChild<QAction *>(QStringLiteral("showColumn_%1").arg(RunTableModel::Sol))->trigger();
            menu->findChild<QAction *>(QStringLiteral("showColumn_%1").arg(RunTableModel::Observed))->trigger();
            menu->findChild<QAction *>(QStringLiteral("moveColumnLeft"))->trigger();
            QVERIFY(table->isColumnHidden(RunTableModel::Sol));
            QVERIFY(!table->isColumnHidden(RunTableModel::Observed));
            QVERIFY(table->horizontalHeader()->visualIndex(RunTableModel::Status)
                    < table->horizontalHeader()->visualIndex(RunTableModel::PrimaryMeasurement));
            width = table->columnWidth(RunTableModel::Implementation) + 37;
            table->setColumnWidth(RunTableModel::Implementation, width);
            window.close(); // saves
        }
        {
            MainWindow window;
            QTableView *table = window.runTable();
            QVERIFY(table->isColumnHidden(RunTableModel::Sol));
            QVERIFY(!table->isColumnHidden(RunTableModel::Observed));
            QVERIFY(table->horizontalHeader()->visualIndex(RunTableModel::Status)
                    < table->horizontalHeader()->visualIndex(RunTableModel::PrimaryMeasurement));
            QCOMPARE(table->columnWidth(RunTableModel::Implementation), width);
            QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), -1); // file order, not a saved sort
            // Reset columns brings the defaults back.
            auto *columns = window.findChild<kie::ui::RunTableColumns *>();
            columns->makeMenu(-1)->findChild<QAction *>(QStringLiteral("resetColumns"))->trigger();
            QVERIFY(!table->isColumnHidden(RunTableModel::Sol));
            QVERIFY(table->isColumnHidden(RunTableModel::Observed));
            table->setColumnHidden(RunTableModel::Sol, true);
            window.close();
        }
        // A state saved under another layout version (another set of columns) is ignored: defaults.
        {
            QSettings raw;
            QVERIFY(raw.contains(QStringLiteral("window/headers/runTable/state")));
            raw.setValue(QStringLiteral("window/headers/runTable/version"),
                         raw.value(QStringLiteral("window/headers/runTable/version")).toInt() + 1);
        }
        {
            MainWindow window;
            QVERIFY(!window.runTable()->isColumnHidden(RunTableModel::Sol));
        }
        // A state of the right version that Qt cannot read is ignored too.
        {
            kie::ui::Settings settings;
            MainWindow probe;
            auto *columns = probe.findChild<kie::ui::RunTableColumns *>();
            settings.setHeaderState(QStringLiteral("runTable"), QByteArrayLiteral("not a header state"), columns->layoutVersion());
        }
        {
            MainWindow window;
            QVERIFY(!window.runTable()->isColumnHidden(RunTableModel::Sol));
            QVERIFY(!window.runTable()->isColumnHidden(RunTableModel::Implementation));
        }
        QSettings().clear();
    }

    void runPageFitsItsPane_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("seed") << kSeedPath;
        QTest::newRow("trace run") << kGemm;
        QTest::newRow("sample (seed selected)") << QString();
    }
    void runPageFitsItsPane()
    {
        QFETCH(QString, path);
        const auto window = shownWindow(path, QSize(1024, 700));
        QVERIFY(window);
        QCOMPARE(window->width(), 1024);
        QVERIFY(window->selectRun(std::max(window->currentRun(), 0)));
        QScrollArea *scroll = pageScroll(*window);
        QVERIFY(scroll);
        QTRY_VERIFY(scroll->widget()->width() <= scroll->viewport()->width());
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        // Every pane and every Copy button inside the visible width, Copy buttons at their own size.
        for (const QGroupBox *box : scroll->widget()->findChildren<QGroupBox *>()) {
            if (!box->isVisible())
                continue;
            const QRect inViewport(box->mapTo(scroll->viewport(), QPoint(0, 0)), box->size());
            QVERIFY2(inViewport.right() <= scroll->viewport()->width(), qPrintable(box->objectName() + box->title()));
        }
        for (const QWidget *button : scroll->widget()->findChildren<QWidget *>()) {
            if (!button->isVisible() || !button->inherits("QToolButton"))
                continue;
            const QRect inViewport(button->mapTo(scroll->viewport(), QPoint(0, 0)), button->size());
            QVERIFY(inViewport.right() <= scroll->viewport()->width());
            QVERIFY(button->width() >= button->minimumSizeHint().width());
        }
    }

    void wheelScrollsThePageUnlessTheViewHasFocus()
    {
        const auto window = shownWindow(kGemm, QSize(1024, 700));
        QVERIFY(window);
        QVERIFY(window->selectRun(0));
        QScrollArea *scroll = pageScroll(*window);
        auto *cases = scroll->widget()->findChild<QTableView *>(QStringLiteral("casesTable"));
        QVERIFY(cases);
        QTRY_VERIFY(cases->isVisible());
        QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
        const auto wheel = [&](QWidget *target) {
            const QPointF at(target->width() / 2.0, target->height() / 2.0);
            QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &event);
        };
        window->runTable()->setFocus();
        const int pageBefore = scroll->verticalScrollBar()->value();
        const int casesBefore = cases->verticalScrollBar()->value();
        wheel(cases->viewport());
        QTRY_VERIFY(scroll->verticalScrollBar()->value() > pageBefore);
        QCOMPARE(cases->verticalScrollBar()->value(), casesBefore);
        // Clicked into (focused), the case table scrolls itself.
        cases->setFocus();
        QTRY_VERIFY(cases->hasFocus());
        const int pageNow = scroll->verticalScrollBar()->value();
        wheel(cases->viewport());
        QTRY_VERIFY(cases->verticalScrollBar()->value() > casesBefore);
        QCOMPARE(scroll->verticalScrollBar()->value(), pageNow);
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestUiKeyboard)
#include "tst_ui_keyboard.moc"
