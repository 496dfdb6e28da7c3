// SPDX-License-Identifier: Apache-2.0
// The figure model (figure.h), the one builder (figurebuilder.h) and the export (figureexport.h):
// what a figure says, its empty states, hostile archive text in SVG, PNG size and DPI, and the
// ranking plot's keyboard (Left/Right/Home/End/Enter) and focus frame.
#include "archive.h"
#include "archivereader.h"
#include "figuredialog.h"
#include "figure.h"
#include "figurebuilder.h"
#include "figureexport.h"
#include "focusring.h"
#include "formatting.h"
#include "mainwindow.h"
#include "rankingplot.h"
#include "runcaseswidget.h"
#include "runfacts.h"
#include "../support/isolatedsettings.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAction>
#include <QSettings>
#include <QStandardPaths>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QDir>
#include <QImage>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace kie;

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");
const QString kSeedDigestPrefix = QStringLiteral("sha256:381f22e4759e66ec");

std::shared_ptr<Archive> sample()
{
    static std::shared_ptr<Archive> archive = readArchiveFile(kSample).archive;
    return archive;
}

// One group: `passed` ranked runs, then unranked runs with the given statuses.
std::shared_ptr<Archive> makeGroup(int passed, const QStringList &unrankedStatuses, const QString &title = QString())
{
    auto archive = std::make_shared<Archive>();
    archive->path = QStringLiteral("/home/someone/private/figures.json");
    archive->info.exportedAt = QStringLiteral("2026-07-20T10:00:00Z");
    ComparisonGroup group;
    group.key = QStringLiteral("sha256:00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
    group.benchmark = title.isEmpty() ? QStringLiteral("gemm") : title;
    group.hardware = QStringLiteral("NVIDIA B200");
    group.statistic = QStringLiteral("mean");
    for (int i = 0; i < passed + int(unrankedStatuses.size()); ++i) {
        RunRecord run;
        run.meta.name = QStringLiteral("run-%1").arg(i);
        run.meta.title = (title.isEmpty() ? QStringLiteral("Impl %1").arg(i) : title + QString::number(i)) + QStringLiteral(" · bench");
        run.digest = QStringLiteral("sha256:%1").arg(i + 10, 64, 10, QLatin1Char('a'));
        if (i < passed) {
            run.status = RunStatus::Passed;
            run.statusText = QStringLiteral("passed");
            run.latencyNs.mean = 1000.0 * (i + 1);
            group.ranked.push_back(i);
            archive->ranking.runs.push_back({0, i + 1, -1});
        } else {
            run.statusText = unrankedStatuses[i - passed];
            run.status = runStatusFromName(run.statusText.text());
            group.unranked.push_back(i);
            archive->ranking.runs.push_back({0, std::nullopt, int(archive->ranking.unrankedReasons.size())});
            archive->ranking.unrankedReasons.push_back(QStringLiteral("status %1").arg(run.statusText));
        }
        archive->runs.push_back(run);
    }
    group.best = passed > 0 ? 0 : -1;
    archive->ranking.groups.push_back(group);
    return archive;
}

// Axes are drawn only when there is data: otherwise the axis rect is not even in the layout.
bool axesShown(QCustomPlot *plot)
{
    return !plot->axisRects().isEmpty() && plot->axisRect()->visible();
}

// Renders for a person to look at: <build>/screenshots/NAME (as the screenshot tests do).
void keep(const QImage &image, const QString &name)
{
    const QString dir = qEnvironmentVariable("KIE_BUILD_DIR") + QStringLiteral("/screenshots");
    if (QDir().mkpath(dir))
        image.save(dir + QLatin1Char('/') + name);
}

bool allPixelsAre(const QImage &image, QRgb colour)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixel(x, y) != colour)
                return false;
    return true;
}

} // namespace

class TestUiFigure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void seedFigureSaysWhatItShows()
    {
        const auto archive = sample();
        QVERIFY(archive);
        const int seed = findRun(*archive, QStringLiteral("sol-submission-26346"));
        QVERIFY(seed >= 0);
        const int group = archive->ranking.runs[size_t(seed)].group;
        const Figure figure = rankingFigure(*archive, group, seed);
        QCOMPARE(figure.title, QStringLiteral("003_grouped_query_attention_with_rope_backward · NVIDIA B200 · mean latency"));
        QCOMPARE(int(figure.bars.size()), 19);
        QCOMPARE(figure.yLabel, QStringLiteral("mean latency (µs)"));
        QVERIFY2(figure.highlightText.startsWith(QStringLiteral("Highlighted: #16 of 19 ")), qPrintable(figure.highlightText));
        QVERIFY(figure.highlightText.contains(QStringLiteral("(run 381f22e4)")));
        QVERIFY2(figure.bestText.startsWith(QStringLiteral("#1 ")), qPrintable(figure.bestText));
        QCOMPARE(figure.note, QStringLiteral("Not ranked: 1 failed, 1 error, 1 unknown"));
        QCOMPARE(figure.stamp.record, QStringLiteral("run 381f22e4 · ") + kSeedDigestPrefix + QStringLiteral("…"));
        QCOMPARE(figure.stamp.source, QStringLiteral("sample-archive.json"));
        QCOMPARE(figure.stamp.accessDate, archive->accessDate());
        QCOMPARE(figure.stamp.software, QStringLiteral("KernelIndex Explorer " KIE_VERSION));
        QCOMPARE(figure.metaSubject, figure.stamp.text());
        QVERIFY(figure.metaKeywords.contains(archive->runs[size_t(seed)].digest));
    }

    void findGroupByKeyOrPrefix_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<bool>("found");
        QTest::newRow("exact") << QStringLiteral("sha256:00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff") << true;
        QTest::newRow("prefix") << QStringLiteral("sha256:0011") << true;
        QTest::newRow("unknown") << QStringLiteral("sha256:ff") << false;
        QTest::newRow("empty") << QString() << false;
    }
    void findGroupByKeyOrPrefix()
    {
        QFETCH(QString, query);
        QFETCH(bool, found);
        const auto archive = makeGroup(2, {});
        QString error;
        QCOMPARE(findGroup(archive->ranking, query, &error) == 0, found);
        QCOMPARE(error.isEmpty(), found);
    }

    // Instead of empty axes (0–1, "rank 0.5–1.5") the plot says why there is nothing to draw.
    void emptyStates_data()
    {
        QTest::addColumn<QStringList>("statuses");
        QTest::addColumn<QString>("message");
        QTest::newRow("failed and error") << QStringList{QStringLiteral("failed"), QStringLiteral("failed"), QStringLiteral("failed"), QStringLiteral("error")}
                                          << QStringLiteral("No ranked runs in this group: 3 failed, 1 error");
        QTest::newRow("no runs") << QStringList() << QStringLiteral("No runs in this group.");
    }
    void emptyStates()
    {
        QFETCH(QStringList, statuses);
        QFETCH(QString, message);
        ui::RankingPlot plot;
        plot.resize(600, 360);
        plot.setArchive(makeGroup(0, statuses));
        plot.setGroup(0);
        QCOMPARE(plot.emptyText(), message);
        QVERIFY(!axesShown(plot.plot()));
        QVERIFY(plot.flagTexts().isEmpty());
        QCOMPARE(plot.plot()->itemCount(), 0); // no stray "#1"
        for (int i = 0; i < plot.plot()->plottableCount(); ++i)
            QVERIFY(plot.plot()->plottable(i)->interface1D()->dataCount() == 0);
        // Exports say it too.
        ui::FigureExportOptions options;
        options.format = ui::FigureFormat::Svg;
        const QByteArray svg = ui::renderFigure(plot.figure(), options);
        QVERIFY(svg.contains(message.toUtf8()));
        options.format = ui::FigureFormat::Png;
        keep(QImage::fromData(ui::renderFigure(plot.figure(), options)), QStringLiteral("figure-empty-%1.png").arg(QString::fromUtf8(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
        keep(plot.grab().toImage(), QStringLiteral("plot-empty-%1.png").arg(QString::fromUtf8(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
    }

    // In a narrow plot the message in place of the axes wraps instead of being cut at both edges,
    // and an axis title longer than its axis ends in "…"; both are whole again with room.
    void textsFitANarrowPlot()
    {
        ui::RankingPlot plot;
        plot.resize(240, 300);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setArchive(makeGroup(0, {QStringLiteral("error"), QStringLiteral("error")}));
        plot.setGroup(0);
        QCoreApplication::processEvents();
        const QString message = plot.emptyText();
        QVERIFY(!message.isEmpty());
        const auto shownMessage = [&]() -> QCPTextElement * {
            for (QCPLayoutElement *element : plot.plot()->plotLayout()->elements(true)) {
                if (auto *text = qobject_cast<QCPTextElement *>(element); text && QString(text->text()).replace(QLatin1Char('\n'), QLatin1Char(' ')) == message)
                    return text;
            }
            return nullptr;
        };
        QCPTextElement *element = shownMessage();
        QVERIFY(element);
        QVERIFY2(element->text().contains(QLatin1Char('\n')), qPrintable(element->text()));
        for (const QString &line : element->text().split(QLatin1Char('\n')))
            QVERIFY2(QFontMetrics(element->font()).horizontalAdvance(line) <= plot.plot()->width() - 16, qPrintable(line));
        plot.resize(900, 300);
        QTRY_VERIFY(shownMessage() && shownMessage()->text() == message);

        // An axis title: the fast_p chart's is long, and a short plot has little height for it.
        Figure figure = rankingFigure(*makeGroup(3, {}), 0, -1);
        figure.yLabel = QStringLiteral("fast_p: share of comparisons \u2265 p over every solution and definition");
        QCustomPlot custom;
        custom.resize(500, 160);
        ui::FigureBuilder builder(&custom);
        ui::FigureLook look;
        look.title = look.notes = look.stamp = false;
        builder.draw(figure, look);
        const QString shortTitle = custom.yAxis->label();
        QVERIFY2(shortTitle.endsWith(QChar(0x2026)) && QFontMetrics(custom.yAxis->labelFont()).horizontalAdvance(shortTitle) <= 160 - 40,
                 qPrintable(shortTitle));
        custom.resize(900, 700);
        custom.replot();
        QCOMPARE(custom.yAxis->label(), figure.yLabel);
    }

    void nothingLoadedDrawsNothing()
    {
        ui::RankingPlot plot;
        plot.resize(600, 360);
        QVERIFY(plot.emptyText().isEmpty());
        QVERIFY(!axesShown(plot.plot()));
        const QImage image = plot.plot()->toPixmap(600, 300).toImage();
        QVERIFY2(allPixelsAre(image, image.pixel(0, 0)), "an empty plot is blank: no axes, no #1");
        plot.setArchive(makeGroup(3, {}));
        plot.setGroup(0);
        QVERIFY(axesShown(plot.plot()));
        const QImage drawn = plot.plot()->toPixmap(600, 300).toImage();
        QVERIFY(!allPixelsAre(drawn, drawn.pixel(0, 0)));
        plot.setArchive(nullptr);
        QVERIFY(!axesShown(plot.plot()));
        QVERIFY(allPixelsAre(plot.plot()->toPixmap(600, 300).toImage(), image.pixel(0, 0)));
    }

    void keyboardMovesTheSelection_data()
    {
        QTest::addColumn<int>("start"); // selected run before the keys, -1 none
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<QList<int>>("clicked"); // runClicked after each key
        const int left = Qt::Key_Left, right = Qt::Key_Right, home = Qt::Key_Home, end = Qt::Key_End;
        QTest::newRow("right from nothing") << -1 << QList<int>{right, right} << QList<int>{0, 1};
        QTest::newRow("left from nothing") << -1 << QList<int>{left} << QList<int>{4};
        QTest::newRow("stops at the ends") << 3 << QList<int>{right, right, right} << QList<int>{4, 4, 4};
        QTest::newRow("home and end") << 2 << QList<int>{home, end, left} << QList<int>{0, 4, 3};
    }
    void keyboardMovesTheSelection()
    {
        QFETCH(int, start);
        QFETCH(QList<int>, keys);
        QFETCH(QList<int>, clicked);
        ui::RankingPlot plot;
        plot.setArchive(makeGroup(5, {QStringLiteral("failed")}));
        plot.setGroup(0);
        plot.setSelectedRun(start);
        QCOMPARE(plot.focusPolicy(), Qt::StrongFocus);
        QSignalSpy spy(&plot, &ui::RankingPlot::runClicked);
        for (int i = 0; i < keys.size(); ++i) {
            QTest::keyClick(&plot, Qt::Key(keys[i]));
            QCOMPARE(spy.count(), i + 1);
            QCOMPARE(spy.at(i).first().toInt(), clicked[i]);
            QCOMPARE(plot.selectedRun(), clicked[i]);
        }
    }

    void enterOpensTheManifest()
    {
        ui::RankingPlot plot;
        plot.setArchive(makeGroup(5, {}));
        plot.setGroup(0);
        QSignalSpy activated(&plot, &ui::RankingPlot::runActivated);
        QTest::keyClick(&plot, Qt::Key_Return); // nothing selected: nothing to open
        QCOMPARE(activated.count(), 0);
        plot.setSelectedRun(2);
        QTest::keyClick(&plot, Qt::Key_Return);
        QTest::keyClick(&plot, Qt::Key_Enter);
        QCOMPARE(activated.count(), 2);
        QCOMPARE(activated.first().first().toInt(), 2);
        // Keys on an empty plot do nothing.
        ui::RankingPlot empty;
        QSignalSpy none(&empty, &ui::RankingPlot::runClicked);
        QTest::keyClick(&empty, Qt::Key_Right);
        QCOMPARE(none.count(), 0);
    }

    // The plot is a keyboard stop: the window's focus ring (focusring.h) shows it, outside the drawing.
    void focusIsVisible()
    {
        ui::FocusRing::install();
        QWidget window;
        auto *first = new QLineEdit(&window); // takes the focus when the window opens
        first->setGeometry(0, 300, 500, 30);
        auto *plot = new ui::RankingPlot(&window);
        plot->setGeometry(0, 0, 500, 300);
        window.resize(500, 330);
        plot->setArchive(makeGroup(3, {}));
        plot->setGroup(0);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        first->setFocus();
        QTRY_VERIFY(first->hasFocus());
        const QColor highlight = plot->palette().color(QPalette::Highlight);
        QVERIFY(plot->grab().toImage().pixelColor(1, 150) != highlight);
        plot->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(plot->hasFocus());
        QCOMPARE(plot->grab().toImage().pixelColor(1, 150), highlight);
    }

    // 40 bars in a small plot (a 1024 px window): upright labels never print over each other; the
    // bars between two labels keep a bare tick, and the first bar is labelled.
    void crowdedBarLabelsAreThinned_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("narrow") << QSize(260, 260);
        QTest::newRow("wide") << QSize(1200, 500);
    }
    void crowdedBarLabelsAreThinned()
    {
        QFETCH(QSize, size);
        ui::RankingPlot plot;
        plot.resize(size);
        plot.setArchive(makeGroup(40, {}));
        plot.setGroup(0);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        auto *customPlot = plot.findChild<QCustomPlot *>(QStringLiteral("rankingPlot"));
        QVERIFY(customPlot);
        QTRY_VERIFY(customPlot->width() > 0);
        customPlot->replot();
        const auto ticker = customPlot->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        const QMap<double, QString> &ticks = ticker->ticks();
        QCOMPARE(ticks.size(), 40);
        QVERIFY(!ticks.value(1.0).isEmpty());
        const int line = QFontMetrics(customPlot->xAxis->tickLabelFont()).height();
        double previous = -1;
        int labelled = 0;
        for (auto it = ticks.cbegin(); it != ticks.cend(); ++it) {
            if (it.value().isEmpty())
                continue;
            ++labelled;
            const double at = customPlot->xAxis->coordToPixel(it.key());
            QVERIFY2(previous < 0 || at - previous >= line - 1, qPrintable(QStringLiteral("%1 px apart").arg(at - previous)));
            previous = at;
        }
        QVERIFY(labelled >= 4);
        QCOMPARE(labelled == 40, size.width() >= 1200);
    }

    // Real FlashInfer-Bench names share a long start and differ at the end: cut after 18 characters,
    // twelve bars all read "gpt-5.2_dsa_sparse". Shortened in the middle, each label stays its own.
    void barLabelsOfLongSimilarNamesStayDistinct()
    {
        const QString stem = QStringLiteral("gpt-5.2_dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64_cuda_optimized_r");
        const auto archive = makeGroup(12, {}, stem);
        const Figure figure = rankingFigure(*archive, 0, -1);
        QCOMPARE(figure.bars.size(), size_t(12));
        QSet<QString> labels;
        for (const FigureBar &bar : figure.bars) {
            QVERIFY2(bar.label.contains(QChar(0x2026)), qPrintable(bar.label));
            QVERIFY2(bar.label.size() <= 4 + 22, qPrintable(bar.label));
            QVERIFY2(bar.label.endsWith(bar.name.right(4)), qPrintable(bar.label)); // "…zed_r10"
            labels.insert(bar.label);
        }
        QCOMPARE(labels.size(), 12);
    }

    // The parts of the names every bar shares, cut back to whole words, and the labels without them.
    void sharedNamePartsAndShortLabels_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("end");
        QTest::addColumn<QString>("firstWithoutStart");
        QTest::addColumn<QString>("firstWithoutBoth");
        const QString e = QStringLiteral("\u2026");
        QTest::newRow("FlashInfer-Bench") << QStringList{QStringLiteral("cuda_optimized_r0_c0_high"), QStringLiteral("cuda_optimized_r10_c0_high")}
                                          << 15 << 8 << QStringLiteral("#1 ") + e + QStringLiteral("r0_c0_high")
                                          << QStringLiteral("#1 ") + e + QStringLiteral("r0") + e;
        QTest::newRow("shared start inside a word") << QStringList{QStringLiteral("Amber Heron"), QStringLiteral("Amber Hawk")}
                                                    << 6 << 0 << QStringLiteral("#1 ") + e + QStringLiteral("Heron")
                                                    << QStringLiteral("#1 ") + e + QStringLiteral("Heron");
        QTest::newRow("nothing shared") << QStringList{QStringLiteral("Amber Heron"), QStringLiteral("Cobalt Finch")}
                                        << 0 << 0 << QStringLiteral("#1 Amber Heron") << QStringLiteral("#1 Amber Heron");
        QTest::newRow("one name starts another") << QStringList{QStringLiteral("gemm_v2"), QStringLiteral("gemm_v2_tuned")}
                                                 << 5 << 0 << QStringLiteral("#1 ") + e + QStringLiteral("v2")
                                                 << QStringLiteral("#1 ") + e + QStringLiteral("v2");
        QTest::newRow("one bar") << QStringList{QStringLiteral("cuda_optimized_r0_c0_high")} << 0 << 0
                                 << QStringLiteral("#1 cuda_optimized_r0_c0_high") << QStringLiteral("#1 cuda_optimized_r0_c0_high");
    }
    void sharedNamePartsAndShortLabels()
    {
        QFETCH(QStringList, names);
        QFETCH(int, start);
        QFETCH(int, end);
        QFETCH(QString, firstWithoutStart);
        QFETCH(QString, firstWithoutBoth);
        std::vector<FigureBar> bars;
        for (const QString &name : names) {
            FigureBar bar;
            bar.name = name;
            bar.rank = int(bars.size()) + 1;
            bars.push_back(bar);
        }
        const SharedNameParts shared = sharedNameParts(bars);
        QCOMPARE(int(shared.start), start);
        QCOMPARE(int(shared.end), end);
        QCOMPARE(barLabel(bars.front(), {shared.start, 0}, 40), firstWithoutStart);
        QCOMPARE(barLabel(bars.front(), shared, 40), firstWithoutBoth);
        QCOMPARE(barLabel(bars.front()), QStringLiteral("#1 ") + kie::elideMiddle(names.front(), kBarNameCharacters));
        bars.front().flag = QStringLiteral("declared \u2260 computed"); // a flagged bar keeps its mark
        QVERIFY(barLabel(bars.front(), shared).startsWith(QStringLiteral("#1 \u26A0 ")));
    }

    // Archive text is data: in SVG it is escaped (in the drawing and in <title>/<desc>), and the
    // file still parses.
    void hostileTextIsEscapedInSvg()
    {
        const QString hostile = QStringLiteral("</title><script>alert(1)</script><x a=\"&amp;\">\u0007");
        const auto archive = makeGroup(3, {QStringLiteral("failed")}, hostile);
        Figure figure = rankingFigure(*archive, 0, 1);
        ui::FigureExportOptions options;
        const QByteArray svg = ui::renderFigure(figure, options);
        QVERIFY(!svg.isEmpty());
        QXmlStreamReader xml(svg);
        QString title;
        QString text;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                QVERIFY2(xml.name() != QLatin1String("script") && xml.name() != QLatin1String("x"), "no injected element");
                if (xml.name() == QLatin1String("title"))
                    title = xml.readElementText();
                else if (xml.name() == QLatin1String("text"))
                    text += xml.readElementText(QXmlStreamReader::IncludeChildElements) + QLatin1Char('\n');
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        const QString shown = QString(hostile).replace(QChar(7), QChar(0xFFFD)); // control characters are not XML
        QVERIFY2(title.startsWith(shown), qPrintable(title));
        QVERIFY2(text.contains(shown), qPrintable(text));
        // The local folder is not published, only the file's name.
        QVERIFY(!svg.contains("/home/someone"));
        QVERIFY(svg.contains("figures.json"));
        options.format = ui::FigureFormat::Png;
        keep(QImage::fromData(ui::renderFigure(figure, options)), QStringLiteral("figure-hostile.png"));
    }

    void pngHasTheRequestedSizeAndDpi_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("dpi");
        QTest::newRow("screen") << QSize(800, 500) << 96;
        QTest::newRow("print") << QSize(2400, 1500) << 300;
        QTest::newRow("odd") << QSize(1001, 777) << 133;
    }
    void pngHasTheRequestedSizeAndDpi()
    {
        QFETCH(QSize, size);
        QFETCH(int, dpi);
        const auto archive = sample();
        const int seed = findRun(*archive, QStringLiteral("sol-submission-26346"));
        ui::FigureExportOptions options;
        options.format = ui::FigureFormat::Png;
        options.sizePx = size;
        options.dpi = dpi;
        const QImage image = QImage::fromData(ui::renderFigure(rankingFigure(*archive, archive->ranking.runs[size_t(seed)].group, seed), options), "PNG");
        QCOMPARE(image.size(), size);
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
        // Drawn to the edges: the stamp sits in the bottom fifth, the title in the top tenth.
        const QRgb white = qRgb(255, 255, 255);
        QVERIFY(!allPixelsAre(image.copy(0, 0, size.width(), size.height() / 10), white));
        QVERIFY(!allPixelsAre(image.copy(0, size.height() * 4 / 5, size.width(), size.height() / 5), white));
    }

    void unusableOptionsAreRefused()
    {
        ui::FigureExportOptions options;
        options.dpi = 600;
        options.sizePx = QSize(400, 300); // 0.67 × 0.5 inches: no room for the text
        QVERIFY(!options.problem().isEmpty());
        QString error;
        QVERIFY(ui::renderFigure(rankingFigure(*makeGroup(2, {}), 0, -1), options, &error).isEmpty());
        QCOMPARE(error, options.problem());
    }

    void fastPFigureOfAGroup()
    {
        const auto archive = sample();
        const int group = findGroup(archive->ranking, QStringLiteral("sample:gemm"));
        QVERIFY(group >= 0);
        const Figure figure = fastPFigure(*archive, group, -1);
        QVERIFY(figure.curves.size() >= 2);
        for (const FigureCurve &curve : figure.curves) {
            QVERIFY(!curve.p.empty());
            QCOMPARE(curve.fraction.back(), 0.0);
            QVERIFY(curve.name.contains(QStringLiteral("correct")));
        }
        // Drawn through the same builder, the legend below the axes, outside the curves.
        QCustomPlot plot;
        plot.resize(800, 600);
        ui::FigureBuilder builder(&plot);
        builder.draw(figure, ui::FigureLook());
        plot.replot();
        QCOMPARE(plot.graphCount(), int(figure.curves.size()));
        QVERIFY(plot.legend->visible());
        QVERIFY(plot.legend->outerRect().top() >= plot.axisRect()->outerRect().bottom());
        QVERIFY(builder.decorationTexts().contains(figure.title));
        QVERIFY(builder.decorationTexts().contains(figure.stamp.text()));
    }

    // File > Export figure…: the command's options, a preview, and the same bytes as the command.
    void exportDialog()
    {
        const auto archive = sample();
        const int seed = findRun(*archive, QStringLiteral("sol-submission-26346"));
        const int group = archive->ranking.runs[size_t(seed)].group;
        ui::FigureDialog dialog(archive, group, seed, false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.kindBox()->count(), 5); // ranking, fast_p, leaderboard, the two heatmaps
        QCOMPARE(dialog.formatBox()->count(), 3);
        QImage preview = dialog.preview();
        QVERIFY(!preview.isNull());
        QVERIFY(preview.width() <= 560 && preview.height() <= 360);
        QCOMPARE(qRound(100.0 * preview.width() / preview.height()), qRound(100.0 * 1200 / 750)); // the figure's shape
        keep(preview, QStringLiteral("figure-dialog-preview.png"));
        keep(dialog.grab().toImage(), QStringLiteral("figure-dialog.png"));

        dialog.widthBox()->setValue(1000);
        dialog.heightBox()->setValue(1000);
        QCOMPARE(qRound(100.0 * dialog.preview().width() / dialog.preview().height()), 100);
        dialog.dpiBox()->setValue(2400); // 0.4 inches: no room for the text
        QVERIFY(dialog.problemLabel()->isVisible());
        QVERIFY(dialog.preview().isNull());
        dialog.dpiBox()->setValue(200);
        QVERIFY(!dialog.problemLabel()->isVisible());

        dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(int(ui::FigureFormat::Pdf)));
        dialog.logBox()->setChecked(true);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.pdf"));
        QSignalSpy exported(&dialog, &ui::FigureDialog::exported);
        QVERIFY(dialog.exportTo(path));
        QCOMPARE(exported.count(), 1);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ui::FigureExportOptions options = dialog.options();
        QCOMPARE(options.sizePx, QSize(1000, 1000));
        QVERIFY(options.logScale);
        QCOMPARE(file.readAll(), ui::renderFigure(rankingFigure(*archive, group, seed), options));

        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(int(FigureKind::FastP)));
        QCOMPARE(dialog.kind(), FigureKind::FastP);
        QVERIFY(!dialog.preview().isNull()); // the seed's group has no per-case results: the figure says so
        // The definitions heatmap is the whole file's, whatever group the dialog was opened on.
        dialog.kindBox()->setCurrentIndex(dialog.kindBox()->findData(int(FigureKind::Heatmap)));
        QCOMPARE(dialog.kind(), FigureKind::Heatmap);
        QVERIFY(dialog.exportTo(path));
        QFile heatmap(path);
        QVERIFY(heatmap.open(QIODevice::ReadOnly));
        QCOMPARE(heatmap.readAll(), ui::renderFigure(heatmapFigure(*archive, -1, seed), options));
    }

    // File > Export figure… in the window: the dialog draws the shown group with the current run.
    void windowExportsTheShownFigure()
    {
        QTemporaryDir settings;
        kie::test::isolateSettings(settings.path());
        ui::MainWindow window;
        QSignalSpy changed(&window, &ui::MainWindow::archiveChanged);
        window.openPath(kSample, QStringLiteral("sol-submission-26346"));
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
        QTRY_VERIFY(window.currentRun() >= 0);
        auto *action = window.findChild<QAction *>(QStringLiteral("exportFigureAction"));
        QVERIFY(action);
        QVERIFY(QString(action->text()).remove(QLatin1Char('&')).contains(QStringLiteral("figure")));
        action->trigger();
        ui::FigureDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<ui::FigureDialog *>(QStringLiteral("figureDialog"))));
        QVERIFY(!dialog->preview().isNull());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("window.svg"));
        QVERIFY(dialog->exportTo(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("Highlighted: #16 of 19"));
        QVERIFY(svg.contains(kSeedDigestPrefix.toUtf8()));
        dialog->close();
    }

    void runPageChartPopsOut()
    {
        const auto archive = sample();
        const int run = findRun(*archive, QStringLiteral("sample-fib-gemm-3"));
        QVERIFY(run >= 0);
        ui::RunCasesWidget widget;
        widget.setRun(archive, run);
        widget.resize(1100, 800);
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        QVERIFY(widget.fastPPlot()->width() >= 460 && widget.fastPPlot()->height() >= 300);
        QVERIFY(widget.fastPPlot()->legend->visible());
        QVERIFY(widget.fastPPlot()->legend->outerRect().top() >= widget.fastPPlot()->axisRect()->outerRect().bottom());
        keep(widget.grab().toImage(), QStringLiteral("run-cases-widget.png"));
        QVERIFY(!widget.poppedOutPlot());
        widget.popOutButton()->click();
        QCustomPlot *popped = widget.poppedOutPlot();
        QVERIFY(popped);
        QVERIFY(popped->window() != widget.window());
        QVERIFY(popped->window()->isVisible());
        QCOMPARE(popped->graphCount(), 1);
        QCOMPARE(popped->graph(0)->data()->size(), widget.fastPPlot()->graph(0)->data()->size());
        popped->window()->resize(1200, 900); // resizable
        QTRY_COMPARE(popped->window()->size(), QSize(1200, 900));
        keep(popped->window()->grab().toImage(), QStringLiteral("fast-p-window.png"));
        // It follows the shown run, and goes away when closed.
        widget.setRun(archive, findRun(*archive, QStringLiteral("sample-fib-gemm-1")));
        QCOMPARE(popped->graph(0)->data()->size(), widget.fastPPlot()->graph(0)->data()->size());
        popped->window()->close();
        QTRY_VERIFY(!widget.poppedOutPlot());
        widget.setRun(archive, run); // no window to update: no crash
    }
};

QTEST_MAIN(TestUiFigure)
#include "tst_ui_figure.moc"
