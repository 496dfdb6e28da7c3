// SPDX-License-Identifier: Apache-2.0
// Screenshots of the compare view on a comparable, a caveated and a not-comparable pair, the SOL
// calculator and the mixed-protocol warning, under a real X server (xvfb-run, QT_QPA_PLATFORM=xcb),
// written to $KIE_BUILD_DIR/screenshots for people to look at.
#include "archive.h"
#include "comparability.h"
#include "comparefixtures.h"
#include "compareview.h"
#include "mainwindow.h"
#include "rankingplot.h"
#include "runpage.h"
#include "solcalculator.h"
#include "../support/isolatedsettings.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using kie::ui::MainWindow;

class TestCompareScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        kie::test::isolateSettings(m_dir.path());
        m_out = QDir(qEnvironmentVariable("KIE_BUILD_DIR", QDir::currentPath())).filePath(QStringLiteral("screenshots"));
        QVERIFY(QDir().mkpath(m_out));
        const QString path = m_dir.filePath(QStringLiteral("compare-fixtures.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(kie::testing::compareArchiveJson()) > 0);
        file.close();

        m_window = std::make_unique<MainWindow>();
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
        m_window->openPath(path);
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
    }

    void pairs_data()
    {
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("file");
        QTest::newRow("comparable") << QString::fromLatin1(kie::testing::kRerunRun) << int(kie::Verdict::Comparable)
                                    << QStringLiteral("compare-comparable.png");
        QTest::newRow("caveats") << QString::fromLatin1(kie::testing::kLibraryRun) << int(kie::Verdict::ComparableWithCaveats)
                                 << QStringLiteral("compare-caveats.png");
        QTest::newRow("not comparable") << QString::fromLatin1(kie::testing::kWallClockRun) << int(kie::Verdict::NotComparable)
                                        << QStringLiteral("compare-not-comparable.png");
    }

    void pairs()
    {
        QFETCH(QString, b);
        QFETCH(int, verdict);
        QFETCH(QString, file);
        const int a = m_window->findRun(QString::fromLatin1(kie::testing::kSeedRun));
        const int other = m_window->findRun(b);
        QVERIFY(a >= 0 && other >= 0);
        m_window->showCompare(a, other);
        QCOMPARE(int(m_window->compareView()->comparability().verdict), verdict);
        QTest::qWait(150);
        save(m_window->grab(), file);
    }

    void solCalculator()
    {
        const int run = m_window->findRun(QString::fromLatin1(kie::testing::kSolCasesRun));
        QVERIFY(m_window->selectRun(run));
        auto *pages = m_window->findChild<QTabWidget *>(QStringLiteral("pages"));
        QVERIFY(pages);
        pages->setCurrentWidget(m_window->runPage());
        QTest::qWait(150);
        auto *calculator = m_window->runPage()->findChild<kie::ui::SolCalculator *>();
        QVERIFY(calculator && calculator->hasInputs());
        save(calculator->grab(), QStringLiteral("sol-calculator.png"));

        const int seed = m_window->findRun(QString::fromLatin1(kie::testing::kSeedRun));
        QVERIFY(m_window->selectRun(seed));
        QTest::qWait(100);
        save(calculator->grab(), QStringLiteral("sol-calculator-seed.png"));
    }

    void mixedGroupWarning()
    {
        const int group = m_window->archive()->ranking.groupIndexOfKey(QStringLiteral("mixed-demo"));
        QVERIFY(group >= 0);
        m_window->selectGroup(group);
        QTest::qWait(150);
        QVERIFY(!m_window->rankingPlot()->warningText().isEmpty());
        save(m_window->rankingPlot()->grab(), QStringLiteral("plot-mixed-protocols.png"));
    }

    void cleanupTestCase() { m_window.reset(); }

private:
    void save(const QPixmap &pixmap, const QString &name)
    {
        const QString path = QDir(m_out).filePath(name);
        QVERIFY2(pixmap.save(path), qPrintable(path));
        const QImage image = pixmap.toImage();
        bool uniform = true;
        for (int y = 0; y < image.height() && uniform; y += 7) {
            for (int x = 0; x < image.width(); x += 7) {
                if (image.pixel(x, y) != image.pixel(0, 0)) {
                    uniform = false;
                    break;
                }
            }
        }
        QVERIFY(!uniform);
        qInfo() << "wrote" << path << pixmap.size();
    }

    QTemporaryDir m_dir;
    QString m_out;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestCompareScreenshots)
#include "tst_ui_compare_screenshots.moc"
