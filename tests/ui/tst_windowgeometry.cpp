// SPDX-License-Identifier: Apache-2.0
// The main window's first-start geometry fits the screen it opens on (windowgeometry.h).
#include "mainwindow.h"
#include "windowgeometry.h"
#include "../support/isolatedsettings.h"

#include <QScreen>
#include <QTemporaryDir>
#include <QTest>

using kie::ui::firstStartGeometry;

class TestWindowGeometry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        kie::test::isolateSettings(m_settings.path());
    }

    void firstStart_data()
    {
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QSize>("size");
        QTest::newRow("full HD: the preferred size") << QRect(0, 0, 1920, 1050) << QSize(1400, 900);
        QTest::newRow("1600x1000 under xvfb") << QRect(0, 0, 1600, 1000) << QSize(1400, 900);
        QTest::newRow("1366x768 laptop, panel at the top") << QRect(0, 32, 1366, 736) << QSize(1350, 688);
        QTest::newRow("1280x720") << QRect(0, 0, 1280, 720) << QSize(1264, 672);
        QTest::newRow("second screen to the right") << QRect(1920, 0, 1024, 768) << QSize(1008, 720);
        QTest::newRow("no screen known") << QRect() << QSize(1400, 900);
    }
    void firstStart()
    {
        QFETCH(QRect, available);
        QFETCH(QSize, size);
        const QRect geometry = firstStartGeometry(available);
        QCOMPARE(geometry.size(), size);
        if (available.isValid()) {
            QVERIFY(available.contains(geometry));
            // Centred, to within a pixel of rounding.
            QVERIFY(qAbs(geometry.center().x() - available.center().x()) <= 1);
            QVERIFY(qAbs(geometry.center().y() - available.center().y()) <= 1);
        }
    }

    // No saved geometry: the window opens inside its screen, whatever that screen's size (the
    // offscreen platform's screen is 800×600, xvfb's whatever it was started with).
    void windowOpensInsideItsScreen()
    {
        kie::ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QScreen *screen = window.screen();
        QVERIFY(screen);
        const QRect available = screen->availableGeometry();
        QVERIFY2(window.width() <= available.width() && window.height() <= available.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(window.width()).arg(window.height())
                                .arg(available.width()).arg(available.height())));
        QCOMPARE(window.size(), firstStartGeometry(available).size());
    }

private:
    QTemporaryDir m_settings;
};

QTEST_MAIN(TestWindowGeometry)
#include "tst_windowgeometry.moc"
