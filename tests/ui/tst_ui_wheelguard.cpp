// SPDX-License-Identifier: Apache-2.0
// A wheel turned over a spin box, date edit or combo box that does not have the focus leaves its value
// alone and scrolls the page around it; once the user clicked into it, the wheel changes it. Checked on
// a scrolling page of each kind of value widget, and on the run page's citation "Accessed:" date.
#include "mainwindow.h"
#include "runpage.h"
#include "wheelguard.h"
#include "../support/isolatedsettings.h"

#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSpontaneKeyEvent>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace {

// One notch down, as the window system delivers it (spontaneous): QApplication passes an ignored
// wheel on to the parents.
void turnWheel(QWidget *target)
{
    const QPointF at(target->width() / 2.0, target->height() / 2.0);
    QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&event);
    QApplication::sendEvent(target, &event);
}

QString valueOf(const QWidget *widget)
{
    if (const auto *box = qobject_cast<const QAbstractSpinBox *>(widget))
        return box->text();
    return static_cast<const QComboBox *>(widget)->currentText();
}

} // namespace

class TestUiWheelGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        kie::test::isolateSettings(m_settingsDir.path());
        QSettings().clear();
        kie::ui::WheelGuard::install();
    }

    void unfocusedValueWidgetsKeepTheirValue_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("spin box") << QStringLiteral("QSpinBox");
        QTest::newRow("double spin box") << QStringLiteral("QDoubleSpinBox");
        QTest::newRow("date edit") << QStringLiteral("QDateEdit");
        QTest::newRow("combo box") << QStringLiteral("QComboBox");
    }

    void unfocusedValueWidgetsKeepTheirValue()
    {
        QFETCH(QString, kind);
        QScrollArea page;
        page.resize(300, 200);
        auto *content = new QWidget;
        auto *layout = new QVBoxLayout(content);
        auto *elsewhere = new QLineEdit(content);
        layout->addWidget(elsewhere);
        QWidget *value = nullptr;
        if (kind == QLatin1String("QSpinBox")) {
            auto *box = new QSpinBox(content);
            box->setValue(50);
            value = box;
        } else if (kind == QLatin1String("QDoubleSpinBox")) {
            auto *box = new QDoubleSpinBox(content);
            box->setValue(0.7);
            value = box;
        } else if (kind == QLatin1String("QDateEdit")) {
            value = new QDateEdit(QDate(2026, 8, 24), content);
        } else {
            auto *box = new QComboBox(content);
            box->addItems({QStringLiteral("text"), QStringLiteral("markdown"), QStringLiteral("bibtex")});
            box->setCurrentIndex(1);
            value = box;
        }
        layout->addWidget(value);
        layout->addSpacing(1000); // a page that scrolls
        page.setWidget(content);
        page.show();
        QApplication::setActiveWindow(&page);
        QVERIFY(QTest::qWaitForWindowActive(&page));
        QCOMPARE(value->focusPolicy(), Qt::StrongFocus); // a wheel does not give it the focus either

        elsewhere->setFocus();
        QTRY_VERIFY(elsewhere->hasFocus());
        const QString before = valueOf(value);
        const int scrolled = page.verticalScrollBar()->value();
        turnWheel(value);
        QCOMPARE(valueOf(value), before);
        QVERIFY(!value->hasFocus());
        QVERIFY(page.verticalScrollBar()->value() > scrolled); // the page scrolled instead

        // Clicked into, it takes the wheel.
        value->setFocus();
        QTRY_VERIFY(value->hasFocus());
        turnWheel(value);
        QVERIFY(valueOf(value) != before);
    }

    void accessDateOnTheRunPage()
    {
        kie::ui::MainWindow window;
        window.resize(1024, 700);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QSignalSpy changed(&window, &kie::ui::MainWindow::archiveChanged);
        window.openEmbeddedSample();
        QTRY_VERIFY_WITH_TIMEOUT(changed.count() > 0 && !window.isLoading(), 30000);
        auto *accessed = window.runPage()->findChild<QDateEdit *>(QStringLiteral("citationAccessed"));
        QVERIFY(accessed);
        auto *scroll = window.runPage()->findChild<QScrollArea *>();
        QVERIFY(scroll);
        accessed->ensurePolished();
        scroll->ensureWidgetVisible(accessed);
        QTRY_VERIFY(accessed->isVisible());
        window.runTable()->setFocus();
        QTRY_VERIFY(window.runTable()->hasFocus());
        const QDate before = accessed->date();
        for (int notch = 0; notch < 5; ++notch)
            turnWheel(accessed);
        QCOMPARE(accessed->date(), before);
        QVERIFY(!accessed->hasFocus());
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestUiWheelGuard)
#include "tst_ui_wheelguard.moc"
