// SPDX-License-Identifier: Apache-2.0
// Where the keyboard is, in the window on the sample: it starts in the run table (the navigator's
// arrow keys would change the group), every Tab stop shows the focus (the focus ring, or the style's
// own frame on text fields), and Tab reaches the run page's Copy buttons.
#include "focusring.h"
#include "mainwindow.h"
#include "rankingplot.h"
#include "runpage.h"
#include "../support/isolatedsettings.h"

#include <QApplication>
#include <QImage>
#include <QPointer>
#include <QLineEdit>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using kie::ui::FocusRing;
using kie::ui::MainWindow;

namespace {

std::unique_ptr<MainWindow> shownWindow()
{
    auto window = std::make_unique<MainWindow>();
    window->resize(1400, 900);
    window->show();
    QApplication::setActiveWindow(window.get());
    if (!QTest::qWaitForWindowActive(window.get()))
        return nullptr;
    QSignalSpy changed(window.get(), &MainWindow::archiveChanged);
    window->openEmbeddedSample();
    if (!QTest::qWaitFor([&] { return changed.count() > 0 && !window->isLoading(); }, 30000) || !window->archive())
        return nullptr;
    return window;
}

// The widget's left and top edges, halfway along, as drawn now (its children included).
QList<QColor> edgeColours(QWidget *widget)
{
    const QImage image = widget->grab().toImage();
    return {image.pixelColor(0, image.height() / 2), image.pixelColor(image.width() / 2, 0)};
}

bool ringed(QWidget *widget)
{
    const QColor highlight = widget->palette().color(QPalette::Active, QPalette::Highlight);
    const QList<QColor> edges = edgeColours(widget);
    return FocusRing::ringedWidget() == widget && edges[0] == highlight && edges[1] == highlight;
}

QString describe(const QWidget *widget)
{
    return QStringLiteral("%1 %2 \"%3\"").arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
                                              widget->accessibleName());
}

} // namespace

class TestUiFocus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        kie::test::isolateSettings(m_settingsDir.path());
        QSettings().clear();
    }

    // The first key goes to the run table: End selects the last run, and the navigator keeps its group.
    void focusStartsInTheRunTable()
    {
        const auto window = shownWindow();
        QVERIFY(window);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(window->runTable()));
        const QModelIndex group = window->navigatorView()->currentIndex();
        QTableView *table = window->runTable();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_End, Qt::ControlModifier);
        QTRY_COMPARE(table->currentIndex().row(), table->model()->rowCount() - 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home, Qt::ControlModifier);
        QTRY_COMPARE(table->currentIndex().row(), 0);
        QCOMPARE(window->navigatorView()->currentIndex(), group);
    }

    // The panes a walk found without a visible focus: the run table, the navigator, the tab bar, a
    // Copy button. Each shows the ring while it has the focus, and loses it when the focus moves on.
    void focusIsVisibleOnThePanes()
    {
        const auto window = shownWindow();
        QVERIFY(window);
        auto *pages = window->findChild<QTabWidget *>(QStringLiteral("pages"));
        QVERIFY(pages);
        auto *copy = window->runPage()->findChild<QToolButton *>();
        QVERIFY(copy);
        const auto focusTheFilter = [&] { // a text field draws its own focus: no ring
            window->filterEdit()->setFocus(Qt::TabFocusReason);
            return window->filterEdit()->hasFocus() && !FocusRing::ringedWidget();
        };
        for (QWidget *widget : QList<QWidget *>{window->runTable(), window->navigatorView(), pages->tabBar(), copy,
                                               window->rankingPlot()}) {
            QTRY_VERIFY(focusTheFilter());
            const QList<QColor> before = edgeColours(widget);
            widget->setFocus(Qt::TabFocusReason);
            QTRY_VERIFY2(widget->hasFocus(), qPrintable(describe(widget)));
            QTRY_VERIFY2(ringed(widget), qPrintable(describe(widget)));
            QTRY_VERIFY(focusTheFilter());
            QCOMPARE(edgeColours(widget), before);
        }
    }

    // Every Tab stop of the window, wherever it is: the ring, or a text field's own frame.
    void focusIsVisibleOnEveryTabStop()
    {
        const auto window = shownWindow();
        QVERIFY(window);
        int stops = 0;
        QList<QPointer<QWidget>> widgets; // some go as the focus moves (the ring itself)
        for (QWidget *widget : window->findChildren<QWidget *>())
            widgets << widget;
        for (QWidget *widget : widgets) {
            if (!widget || !(widget->focusPolicy() & Qt::TabFocus) || !widget->isVisible() || !widget->isEnabled() || widget->focusProxy())
                continue;
            widget->setFocus(Qt::TabFocusReason);
            QTRY_VERIFY2(widget->hasFocus(), qPrintable(describe(widget)));
            if (FocusRing::showsItsOwnFocus(widget)) {
                QVERIFY(!FocusRing::ringedWidget());
                continue;
            }
            QTRY_VERIFY2(ringed(widget), qPrintable(describe(widget)));
            ++stops;
        }
        QVERIFY2(stops >= 10, qPrintable(QString::number(stops)));
    }

    // From the run page, Tab walks its stops and reaches every Copy button on it.
    void tabReachesTheCopyButtons()
    {
        const auto window = shownWindow();
        QVERIFY(window);
        QWidget *content = window->runPage()->findChild<QWidget *>(QStringLiteral("runPageContent"));
        QVERIFY(content);
        QList<QToolButton *> copies;
        const auto findCopies = [&] {
            copies.clear();
            for (QToolButton *button : content->findChildren<QToolButton *>()) {
                if (button->isVisibleTo(window.get()) && button->isEnabled() && button->accessibleName().startsWith(QStringLiteral("Copy")))
                    copies << button;
            }
            return copies.size() >= 2;
        };
        QTRY_VERIFY(findCopies()); // the record digests are computed after the page shows
        window->runPage()->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(window->runPage()->isAncestorOf(QApplication::focusWidget()));
        QList<QWidget *> reached;
        for (int i = 0; i < 200 && window->runPage()->isAncestorOf(QApplication::focusWidget()); ++i) {
            reached << QApplication::focusWidget();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        }
        for (QToolButton *copy : copies)
            QVERIFY2(reached.contains(copy), qPrintable(describe(copy)));
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestUiFocus)
#include "tst_ui_focus.moc"
