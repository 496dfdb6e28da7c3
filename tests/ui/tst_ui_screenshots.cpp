// SPDX-License-Identifier: Apache-2.0
// Screenshots of the window on the embedded sample, under a real X server (ctest runs this one with
// QT_QPA_PLATFORM=xcb inside xvfb-run): main window with the seed selected, the ranking plot, the
// compare view and the manifest view, written to $KIE_BUILD_DIR/screenshots for people to look at.
#include "archive.h"
#include "mainwindow.h"
#include "manifestview.h"
#include "rankingplot.h"
#include "runpage.h"
#include "../support/isolatedsettings.h"

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using kie::ui::MainWindow;

class TestScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        kie::test::isolateSettings(m_settings.path());
        const QString build = qEnvironmentVariable("KIE_BUILD_DIR", QDir::currentPath());
        m_out = QDir(build).filePath(QStringLiteral("screenshots"));
        QVERIFY(QDir().mkpath(m_out));
        qInfo() << "platform" << QGuiApplication::platformName() << "writing to" << m_out;

        m_window = std::make_unique<MainWindow>();
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
        m_window->openEmbeddedSample();
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
        QCOMPARE(m_window->archive()->runs[size_t(m_window->currentRun())].meta.name, QStringLiteral("sol-submission-26346"));
    }

    void mainWindow()
    {
        QTest::qWait(200); // let the plot and the page lay out
        save(m_window->grab(), QStringLiteral("main-window.png"));
    }

    void plot()
    {
        const QString path = QDir(m_out).filePath(QStringLiteral("plot.png"));
        QVERIFY(m_window->rankingPlot()->exportPng(path, 1200, 600));
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1200, 600));
        QVERIFY(!isBlank(image));
        // The on-screen plot too, as the window shows it.
        save(m_window->rankingPlot()->grab(), QStringLiteral("plot-widget.png"));
    }

    void compareView()
    {
        m_window->showCompareWithBest(m_window->currentRun());
        QCOMPARE(m_window->currentPage(), MainWindow::Page::Compare);
        QTest::qWait(100);
        save(m_window->grab(), QStringLiteral("compare-view.png"));
    }

    void manifestView()
    {
        m_window->showManifest(m_window->currentRun());
        QTest::qWait(100);
        save(m_window->grab(), QStringLiteral("manifest-view.png"));
        // The references tab: each reference's state and both digests.
        auto *tabs = m_window->manifestView()->findChild<QTabWidget *>();
        QVERIFY(tabs);
        tabs->setCurrentIndex(tabs->count() - 1);
        QTest::qWait(100);
        save(m_window->manifestView()->grab(), QStringLiteral("manifest-references.png"));
    }

    // Whole run pages (the scrolled content, top to bottom): the seed, its group's #1 (attestations,
    // artifacts, correctness policy) and a GEMM run with per-case results.
    void runPages_data()
    {
        QTest::addColumn<QString>("run");
        QTest::addColumn<QString>("file");
        QTest::newRow("seed") << QStringLiteral("sol-submission-26346") << QStringLiteral("run-page-seed.png");
        QTest::newRow("best") << QStringLiteral("sample-sol-27000") << QStringLiteral("run-page-best.png");
        QTest::newRow("cases") << QStringLiteral("sample-fib-gemm-3") << QStringLiteral("run-page-cases.png");
    }

    void runPages()
    {
        QFETCH(QString, run);
        QFETCH(QString, file);
        const int index = m_window->findRun(run);
        QVERIFY(index >= 0);
        QVERIFY(m_window->selectRun(index));
        QTest::qWait(100);
        auto *content = m_window->runPage()->findChild<QWidget *>(QStringLiteral("runPageContent"));
        QVERIFY(content);
        save(content->grab(), file);
    }

    // The tampered bundle (ARCHIVE.md §3 case 1): its run page, its manifest references and the
    // ranking plot where its bar is marked.
    void alteredRun()
    {
        const int index = m_window->findRun(QStringLiteral("sample-fib-gemm-altered"));
        QVERIFY(index >= 0);
        QVERIFY(m_window->selectRun(index));
        m_window->findChild<QTabWidget *>(QStringLiteral("pages"))->setCurrentIndex(0);
        QTest::qWait(100);
        auto *content = m_window->runPage()->findChild<QWidget *>(QStringLiteral("runPageContent"));
        QVERIFY(content);
        save(content->grab(), QStringLiteral("run-page-altered.png"));
        save(m_window->grab(), QStringLiteral("main-window-altered.png"));
        save(m_window->rankingPlot()->grab(), QStringLiteral("plot-altered.png"));

        m_window->showManifest(index);
        auto *tabs = m_window->manifestView()->findChild<QTabWidget *>();
        QVERIFY(tabs);
        tabs->setCurrentIndex(tabs->count() - 1);
        QTest::qWait(100);
        save(m_window->manifestView()->grab(), QStringLiteral("manifest-references-altered.png"));
    }

    void cleanupTestCase() { m_window.reset(); }

private:
    static bool isBlank(const QImage &image)
    {
        const QRgb first = image.pixel(0, 0);
        for (int y = 0; y < image.height(); y += 7) {
            for (int x = 0; x < image.width(); x += 7) {
                if (image.pixel(x, y) != first)
                    return false;
            }
        }
        return true;
    }

    void save(const QPixmap &pixmap, const QString &name)
    {
        const QString path = QDir(m_out).filePath(name);
        QVERIFY2(pixmap.save(path), qPrintable(path));
        QVERIFY(!isBlank(pixmap.toImage()));
        qInfo() << "wrote" << path << pixmap.size();
    }

    QTemporaryDir m_settings;
    QString m_out;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestScreenshots)
#include "tst_ui_screenshots.moc"
