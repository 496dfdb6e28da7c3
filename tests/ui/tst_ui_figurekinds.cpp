// SPDX-License-Identifier: Apache-2.0
// The leaderboard's figure kinds (figure.h heatmapFigure, leaderboardFigure) drawn by the one
// builder, the flag markers of a ranking that never cover a bar or each other, and the `plot`
// command's figure of several files against the window's workspace of the same files.
#include "archive.h"
#include "archivereader.h"
#include "figure.h"
#include "figurebuilder.h"
#include "integrity.h"
#include "mainwindow.h"
#include "runfacts.h"
#include "workspace.h"
#include "../support/isolatedsettings.h"

#include <qcustomplot.h>

#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace kie;

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");
const QString kSeed = QStringLiteral("sol-submission-26346");
const QString kTraces = QStringLiteral("../shared/data/flashinfer-bench");
const QStringList kTraceSets {kTraces + QStringLiteral("/fib_all_defs_20260317_141743"), kTraces + QStringLiteral("/fib_all_defs_20260317_141930"),
                              kTraces + QStringLiteral("/fib_all_defs_20260317_142116")};

std::shared_ptr<Archive> sample()
{
    static std::shared_ptr<Archive> archive = readArchiveFile(kSample).archive;
    return archive;
}

// The <title>, the <desc> and every <text> of an SVG.
struct SvgText
{
    QString title, desc;
    QStringList texts;
};
SvgText svgText(const QByteArray &svg)
{
    SvgText result;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("title"))
            result.title = xml.readElementText();
        else if (xml.name() == QLatin1String("desc"))
            result.desc = xml.readElementText();
        else if (xml.name() == QLatin1String("text"))
            result.texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    return result;
}

// One group of `count` ranked runs of nearly equal latency, the first of them flagged: its marker can
// only sit above bars as tall as its own.
Figure evenGroupFigure(int count)
{
    Archive archive;
    ComparisonGroup group;
    group.key = QStringLiteral("sha256:even");
    group.benchmark = QStringLiteral("even");
    group.statistic = QStringLiteral("mean");
    for (int i = 0; i < count; ++i) {
        RunRecord run;
        run.meta.name = QStringLiteral("even-%1").arg(i);
        run.status = RunStatus::Passed;
        run.statusText = QStringLiteral("passed");
        run.latencyNs.mean = 1000.0 + i;
        group.ranked.push_back(i);
        archive.ranking.runs.push_back({0, i + 1, -1});
        archive.runs.push_back(run);
    }
    group.best = 0;
    archive.ranking.groups.push_back(group);
    std::vector<RunTrust> trust(size_t(count), RunTrust::Verified);
    trust[0] = RunTrust::InvalidSignature;
    trust[1] = RunTrust::Mismatch; // next to #1: their markers share the band above the same bars
    return rankingFigure(archive, 0, -1, &trust);
}

QRectF textRect(const QCPItemText *text)
{
    return QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition()).normalized();
}

} // namespace

class TestUiFigureKinds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void heatmapFigures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("group"); // "": the whole file's definitions × authors
        QTest::addColumn<QString>("highlight");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("highlightColumn");
        QTest::newRow("sample definitions × authors") << kSample << QString() << QString() << 30 << 3 << -1;
        QTest::newRow("traces definitions × authors") << kTraces << QString() << QString() << 3 << 3 << -1;
        QTest::newRow("gemm cases × implementations") << kSample << QStringLiteral("sample:gemm") << QStringLiteral("sample-fib-gemm-3") << 5 << 4 << 3;
        QTest::newRow("group without cases") << kSample << QString() << kSeed << 0 << 0 << -1;
    }
    void heatmapFigures()
    {
        QFETCH(QString, file);
        QFETCH(QString, group);
        QFETCH(QString, highlight);
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(int, highlightColumn);
        const auto archive = file == kSample ? sample() : readArchiveFile(file).archive;
        QVERIFY(archive);
        const int run = highlight.isEmpty() ? -1 : findRun(*archive, highlight);
        int g = group.isEmpty() ? -1 : findGroup(archive->ranking, group);
        if (group.isEmpty() && run >= 0)
            g = archive->ranking.runs[size_t(run)].group;
        const Figure figure = heatmapFigure(*archive, g, run);
        QCOMPARE(figure.kind, FigureKind::Heatmap);
        QCOMPARE(int(figure.heatmap.columns.size()) * int(figure.heatmap.hasData()), columns);
        QCOMPARE(int(figure.heatmap.rows.size()) * int(figure.heatmap.hasData()), rows);
        QCOMPARE(figure.heatmap.highlightColumn, highlightColumn);
        QCOMPARE(figure.hasData(), columns > 0);
        QCOMPARE(figure.emptyText.isEmpty(), columns > 0);
        QVERIFY(!figure.title.isEmpty());
        QVERIFY(figure.heatmap.scaleLabel.contains(QStringLiteral("(×)")));
        QVERIFY(figure.heatmap.range >= 1 && figure.heatmap.range <= 4);

        // Drawn by the one builder: a colour map, a white cross on each failed cell (one scatter graph),
        // the colour scale beside it with its label, the stamp.
        QCustomPlot plot;
        plot.resize(900, 600);
        ui::FigureBuilder builder(&plot);
        builder.draw(figure, ui::FigureLook());
        plot.replot();
        QCPColorScale *scale = nullptr;
        for (QCPLayoutElement *element : plot.plotLayout()->elements(true))
            if (auto *found = qobject_cast<QCPColorScale *>(element))
                scale = found;
        int failedCells = 0;
        for (int y = 0; columns > 0 && y < rows; ++y)
            for (int x = 0; x < columns; ++x)
                failedCells += figure.heatmap.at(x, y)->kind == FigureHeatmapCell::Kind::Failed;
        QCOMPARE(plot.plottableCount(), columns > 0 ? 1 + (failedCells > 0) : 0);
        QCOMPARE(plot.graphCount(), failedCells > 0 ? 1 : 0);
        if (failedCells > 0)
            QCOMPARE(plot.graph(0)->dataCount(), failedCells);
        QCOMPARE(bool(scale), columns > 0);
        if (scale) {
            QVERIFY(qobject_cast<QCPColorMap *>(plot.plottable(0)));
            QCOMPARE(scale->axis()->label(), figure.heatmap.scaleLabel);
            QVERIFY(scale->outerRect().left() >= plot.axisRect()->outerRect().right());
            QVERIFY(builder.decorationTexts().contains(figure.stamp.text()));
        } else {
            QCOMPARE(builder.shownMessage(), figure.emptyText);
        }
    }

    // One curve per author that could be scored, the top eight and the highlighted author; the p axis
    // logarithmic when asked.
    void leaderboardCurves_data()
    {
        QTest::addColumn<QString>("highlight");
        QTest::addColumn<bool>("logarithmic");
        QTest::addColumn<int>("curves");
        QTest::newRow("top eight") << QString() << false << 8;
        QTest::newRow("the #19 author highlighted, log p") << kSeed << true << 9;
        QTest::newRow("the #1 author highlighted") << QStringLiteral("sample-sol-27000") << false << 8;
    }
    void leaderboardCurves()
    {
        QFETCH(QString, highlight);
        QFETCH(bool, logarithmic);
        QFETCH(int, curves);
        const auto archive = sample();
        const int run = highlight.isEmpty() ? -1 : findRun(*archive, highlight);
        QVERIFY(highlight.isEmpty() || run >= 0);
        const Figure figure = leaderboardFigure(*archive, run);
        QCOMPARE(int(figure.curves.size()), curves);
        QCOMPARE(figure.highlightRun, run);
        QCOMPARE(figure.highlightText.isEmpty(), run < 0);
        for (const FigureCurve &curve : figure.curves) {
            QCOMPARE(curve.fraction.back(), 0.0);
            QVERIFY(curve.name.startsWith(QLatin1Char('#')));
        }
        QCustomPlot plot;
        plot.resize(900, 600);
        ui::FigureBuilder builder(&plot);
        ui::FigureLook look;
        look.logScale = logarithmic;
        builder.draw(figure, look);
        plot.replot();
        QCOMPARE(plot.graphCount(), curves);
        QCOMPARE(plot.graph(0)->lineStyle(), QCPGraph::lsStepRight);
        QCOMPARE(plot.xAxis->scaleType(), logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
        QVERIFY(plot.xAxis->range().lower > 0 || !logarithmic);
        // The legend beside the curves, never over them; the highlighted author's curve the thickest.
        QVERIFY(plot.legend->outerRect().left() >= plot.axisRect()->outerRect().right());
        for (int i = 0; i < plot.graphCount(); ++i) {
            const bool highlighted = figure.curves[size_t(i)].runIndex == run && run >= 0;
            QCOMPARE(plot.graph(i)->pen().widthF() > 3, highlighted);
        }
    }

    // A flagged #1's marker (the seed group's #1 has an invalid signature) is wider than its bar: at
    // any size and scale it covers no bar and no other marker.
    void flagMarkersCoverNoBar_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("logarithmic");
        QTest::addColumn<bool>("even"); // the synthetic group of equal bars, two of them flagged
        QTest::newRow("export size") << QSize(768, 480) << false << false;
        QTest::newRow("export size, log") << QSize(768, 480) << true << false;
        QTest::newRow("narrow") << QSize(420, 360) << false << false;
        QTest::newRow("wide") << QSize(1400, 700) << true << false;
        QTest::newRow("even bars") << QSize(768, 480) << false << true;
        QTest::newRow("even bars, low: a band row is less than a text line") << QSize(700, 300) << false << true;
        QTest::newRow("even bars, low, log") << QSize(700, 300) << true << true;
    }
    void flagMarkersCoverNoBar()
    {
        QFETCH(QSize, size);
        QFETCH(bool, logarithmic);
        QFETCH(bool, even);
        const auto archive = sample();
        const int run = findRun(*archive, kSeed);
        const Figure figure = even ? evenGroupFigure(12) : rankingFigure(*archive, archive->ranking.runs[size_t(run)].group, run);
        QVERIFY(!figure.bars.front().flag.isEmpty());
        QCustomPlot plot;
        plot.resize(size);
        plot.setViewport(QRect(QPoint(0, 0), size)); // a hidden widget gets its resize event only when shown
        ui::FigureBuilder builder(&plot);
        ui::FigureLook look;
        look.logScale = logarithmic;
        builder.draw(figure, look);
        plot.replot();
        QCOMPARE(plot.viewport().size(), size);
        QVERIFY(plot.axisRect()->height() < 150 || size.height() > 300); // the low rows: a band row of 7.5 % is less than a line
        QVERIFY(builder.flagTexts().constFirst().contains(QStringLiteral("signature invalid")));
        QCOMPARE(builder.flagTexts().size(), even ? 2 : 1);
        std::vector<QRectF> markers;
        for (int i = 0; i < plot.itemCount(); ++i)
            if (auto *text = qobject_cast<QCPItemText *>(plot.item(i)); text && text->text().contains(QStringLiteral("\u26A0")))
                markers.push_back(textRect(text));
        QVERIFY(!markers.empty());
        const double base = plot.yAxis->range().lower;
        for (size_t b = 0; b < figure.bars.size(); ++b) {
            const double value = figure.bars[b].valueNs / figure.unit.divisor;
            const QRectF bar(QPointF(plot.xAxis->coordToPixel(b + 1 - 0.35), plot.yAxis->coordToPixel(value)),
                             QPointF(plot.xAxis->coordToPixel(b + 1 + 0.35), plot.yAxis->coordToPixel(std::max(base, 0.0))));
            for (const QRectF &marker : markers)
                QVERIFY2(!marker.intersects(bar.normalized()), qPrintable(QStringLiteral("a marker covers bar %1").arg(b + 1)));
        }
        for (size_t a = 0; a < markers.size(); ++a) {
            QVERIFY(plot.viewport().contains(markers[a].toRect()));
            for (size_t b = a + 1; b < markers.size(); ++b)
                QVERIFY(!markers[a].intersects(markers[b]));
        }
    }

    // `plot FILE FILE FILE` draws the figure the window draws of its workspace of the same files: the
    // same Figure values (title, stamp, #1, notes) in the command's SVG.
    void severalFilesAsTheWindow_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("leaderboard") << QStringLiteral("leaderboard");
        QTest::newRow("heatmap") << QStringLiteral("heatmap");
    }
    void severalFilesAsTheWindow()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        kie::test::isolateSettings(dir.path());
        ui::MainWindow window;
        QSignalSpy changed(&window, &ui::MainWindow::archiveChanged);
        window.openPaths(kTraceSets);
        QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 1 && window.archive() && window.archive()->workspace, 30000);
        QCOMPARE(window.archive()->workspace->members.size(), size_t(3));
        const Figure figure = makeFigure(*figureKindFromName(kind), *window.archive(), -1, -1);
        QVERIFY(figure.hasData());
        QCOMPARE(figure.stamp.source, QStringLiteral("fib_all_defs_20260317_141743, fib_all_defs_20260317_141930, fib_all_defs_20260317_142116"));

        const QString out = dir.filePath(QStringLiteral("several.svg"));
        QProcess process;
        process.start(qEnvironmentVariable("KIE_BUILD_DIR") + QStringLiteral("/app/kernelindex-explorer"),
                      QStringList{QStringLiteral("plot")} + kTraceSets + QStringList{QStringLiteral("--kind"), kind, QStringLiteral("-o"), out});
        QVERIFY(process.waitForFinished(120000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const SvgText svg = svgText(file.readAll());
        QCOMPARE(svg.title, figure.metaTitle);
        QStringList desc {figure.metaSubject};
        for (const QString &line : {figure.highlightText, figure.bestText, figure.note})
            if (!line.isEmpty())
                desc << line;
        QCOMPARE(svg.desc, desc.join(QLatin1Char('\n')));
        QVERIFY(svg.texts.contains(figure.title));
        QVERIFY(svg.texts.contains(figure.stamp.text()));
    }
};

QTEST_MAIN(TestUiFigureKinds)
#include "tst_ui_figurekinds.moc"
