// SPDX-License-Identifier: Apache-2.0
#include "archive.h"
#include "figure.h"
#include "rankingplot.h"

#include <qcustomplot.h>

#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <QToolTip>
#include <QTest>

namespace {

// One comparison group of `count` passed runs, latencies ascending so rank = position + 1.
std::shared_ptr<kie::Archive> makeGroup(int count, const QString &stem = QStringLiteral("Impl "))
{
    auto archive = std::make_shared<kie::Archive>();
    kie::ComparisonGroup group;
    group.key = QStringLiteral("sha256:test");
    for (int i = 0; i < count; ++i) {
        kie::RunRecord run;
        run.meta.name = QStringLiteral("run-%1").arg(i);
        run.meta.title = QStringLiteral("%1%2 · bench · B200").arg(stem).arg(i);
        run.status = kie::RunStatus::Passed;
        run.latencyNs.mean = 1000.0 * (i + 1);
        archive->runs.push_back(run);
        group.ranked.push_back(i);
        archive->ranking.runs.push_back({0, i + 1, -1});
    }
    group.best = count > 0 ? 0 : -1;
    archive->ranking.groups.push_back(group);
    return archive;
}

// The x axis's tick labels as drawn, in bar order.
QStringList tickLabels(const QCustomPlot *plot)
{
    const auto ticker = plot->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    return ticker ? QStringList(ticker->ticks().values()) : QStringList();
}

} // namespace

class TestRankingPlot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clickSelectsAndDoubleClickActivates_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("target");
        QTest::newRow("few bars, first") << 5 << 0;
        QTest::newRow("labelled bars, middle") << 40 << 17;
        QTest::newRow("impulses, 10k") << 10000 << 4321;
    }
    void clickSelectsAndDoubleClickActivates()
    {
        QFETCH(int, count);
        QFETCH(int, target);
        kie::ui::RankingPlot plot;
        plot.resize(1200, 500);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setArchive(makeGroup(count));
        plot.setGroup(0);
        if (count > 1000) // zoom in so one key spans whole pixels, as a user would before clicking
            plot.plot()->xAxis->setRange(target - 5, target + 7);
        plot.plot()->replot();

        QSignalSpy clicked(&plot, &kie::ui::RankingPlot::runClicked);
        QSignalSpy activated(&plot, &kie::ui::RankingPlot::runActivated);
        const QPoint at = plot.barCenter(target);
        QVERIFY(!at.isNull());
        QTest::mouseClick(plot.plot(), Qt::LeftButton, Qt::NoModifier, at);
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.first().first().toInt(), target);
        QTest::mouseDClick(plot.plot(), Qt::LeftButton, Qt::NoModifier, at);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().toInt(), target);

        // A click beside the bars selects nothing.
        clicked.clear();
        QTest::mouseClick(plot.plot(), Qt::LeftButton, Qt::NoModifier, QPoint(2, 2));
        QCOMPARE(clicked.count(), 0);
    }

    // A screen reader hears the selected bar: its rank, name and latency, then the keys.
    void selectedBarIsTheDescription()
    {
        kie::ui::RankingPlot plot;
        plot.setArchive(makeGroup(5, QStringLiteral("Willow Skink ")));
        plot.setGroup(0);
        QVERIFY(!plot.accessibleDescription().contains(QStringLiteral("Selected")));
        plot.setSelectedRun(2);
        QVERIFY2(plot.accessibleDescription().startsWith(QStringLiteral("Selected: #3 Willow Skink 2, 3.000 µs mean.")),
                 qPrintable(plot.accessibleDescription()));
        QVERIFY(plot.accessibleDescription().contains(QStringLiteral("Home and End")));
        plot.setSelectedRun(-1);
        QVERIFY(!plot.accessibleDescription().contains(QStringLiteral("Selected")));
    }

    void logScaleAndExport()
    {
        kie::ui::RankingPlot plot;
        plot.resize(800, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setArchive(makeGroup(30));
        plot.setGroup(0);
        plot.setSelectedRun(3);
        QSignalSpy scaleChanged(&plot, &kie::ui::RankingPlot::logScaleChanged);
        plot.setLogScale(true);
        QCOMPARE(scaleChanged.count(), 1);
        QCOMPARE(plot.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(plot.plot()->yAxis->range().lower > 0);
        plot.setLogScale(false);
        QCOMPARE(plot.plot()->yAxis->scaleType(), QCPAxis::stLinear);

        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("plot.png"));
        const QString pdf = dir.filePath(QStringLiteral("plot.pdf"));
        QVERIFY(plot.exportPng(png, 800, 400));
        QVERIFY(plot.exportPdf(pdf));
        QImage image(png);
        QCOMPARE(image.size(), QSize(800, 400));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5).startsWith("%PDF"));

        // Exports write only regular files (safewrite.h): a FIFO target is refused and left a FIFO.
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        for (const bool asPdf : {false, true}) {
            QString error;
            QVERIFY(!(asPdf ? plot.exportPdf(fifo, &error) : plot.exportPng(fifo, 800, 400, &error)));
            QVERIFY2(!error.isEmpty(), "a refused export says why");
            QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
        }
    }

    // Real names share a long start and end and differ in a word between ("…_r10_c0_high"). The
    // labels take at most a third of a short plot's height (the bars keep the rest) and still tell
    // every bar apart; a taller plot shows more of each name, without a rebuild.
    void labelsFitTheirPlotAndTellBarsApart_data()
    {
        QTest::addColumn<QString>("stem");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("shortFirst"); // the first label when short
        QTest::newRow("FlashInfer-Bench names") << QStringLiteral("gpt-5.2_dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64_cuda_optimized_r")
                                                << 12 << QStringLiteral("#1 \u2026r0");
        QTest::newRow("usual names stay whole") << QStringLiteral("Heron ") << 12 << QStringLiteral("#1 Heron 0");
        QTest::newRow("five side by side") << QStringLiteral("gpt-5_gemm_n128_k2048_cuda_optimized_r") << 5 << QStringLiteral("#1 \u2026r0");
    }
    void labelsFitTheirPlotAndTellBarsApart()
    {
        QFETCH(QString, stem);
        QFETCH(int, count);
        QFETCH(QString, shortFirst);
        kie::ui::RankingPlot plot;
        plot.resize(450, 230);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setArchive(makeGroup(count, stem));
        plot.setGroup(0);
        auto *customPlot = plot.findChild<QCustomPlot *>(QStringLiteral("rankingPlot"));
        QVERIFY(customPlot);
        QCoreApplication::processEvents();

        const QFontMetrics metrics(customPlot->xAxis->tickLabelFont());
        const auto check = [&](int room, QStringList *drawn) {
            const QStringList labels = tickLabels(customPlot);
            *drawn = labels;
            QCOMPARE(labels.size(), count);
            QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), count); // no two alike
            for (const QString &label : labels)
                QVERIFY2(metrics.horizontalAdvance(label) <= room, qPrintable(QStringLiteral("%1: %2 > %3").arg(label).arg(metrics.horizontalAdvance(label)).arg(room)));
        };
        const auto roomFor = [&] {
            const int usual = metrics.horizontalAdvance(QStringLiteral("#13 Nimbus Shrike")); // always fits
            return count > 8 ? std::max(customPlot->height() * 2 / 5, usual) : int(customPlot->width() * 0.85 / count);
        };
        QStringList shortLabels, tallLabels;
        check(roomFor(), &shortLabels);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(shortLabels.first().startsWith(shortFirst), qPrintable(shortLabels.first()));
        if (stem == QStringLiteral("Heron ")) { // a usual name is never shortened, however small the plot
            for (const QString &label : shortLabels)
                QVERIFY2(!label.contains(QChar(0x2026)), qPrintable(label));
        }

        plot.resize(1400, 900);
        QTRY_VERIFY(tickLabels(customPlot) != shortLabels || stem == QStringLiteral("Heron "));
        check(roomFor(), &tallLabels);
        if (QTest::currentTestFailed())
            return;
        // With room, the label is the figure's own (the one exports use).
        QCOMPARE(tallLabels.first(), plot.figure().bars.front().label);
    }

    void hoverShowsRunAsPlainText()
    {
        auto archive = makeGroup(3);
        archive->runs[1].meta.title = QStringLiteral("<img src=x><b>bold</b> · bench");
        kie::ui::RankingPlot plot;
        plot.resize(800, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setArchive(archive);
        plot.setGroup(0);
        plot.plot()->replot();
        QTest::mouseMove(plot.plot(), plot.barCenter(1));
        QTRY_VERIFY(QToolTip::isVisible());
        // The title arrives escaped, so Qt shows the tags as text instead of rendering them.
        QVERIFY2(QToolTip::text().contains(QStringLiteral("&lt;img src=x&gt;&lt;b&gt;bold&lt;/b&gt;")), qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QStringLiteral("rank 2 of 3")));
    }

    void plotsTheStatisticTheGroupRanksBy()
    {
        auto archive = makeGroup(3);
        archive->ranking.groups[0].statistic = QStringLiteral("median");
        for (auto &run : archive->runs)
            run.latencyNs.set(kie::LatencyStats::Median, *run.latencyNs.mean / 2);
        kie::ui::RankingPlot plot;
        plot.setArchive(archive);
        plot.setGroup(0);
        auto *bars = qobject_cast<QCPBars *>(plot.plot()->plottable(0));
        QVERIFY(bars);
        QCOMPARE(bars->data()->size(), 3);
        QCOMPARE(bars->data()->at(2)->value, 1.5); // median 1500 ns, shown in µs
        QVERIFY(plot.plot()->yAxis->label().startsWith(QStringLiteral("median")));
    }

    void emptyGroupShowsNothing()
    {
        kie::ui::RankingPlot plot;
        plot.setArchive(makeGroup(0));
        plot.setGroup(0);
        QVERIFY(plot.barCenter(0).isNull());
        plot.setGroup(7); // out of range clears
        QVERIFY(plot.barCenter(0).isNull());
    }
};

QTEST_MAIN(TestRankingPlot)
#include "tst_ui_rankingplot.moc"
