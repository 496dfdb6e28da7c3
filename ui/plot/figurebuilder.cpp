// SPDX-License-Identifier: Apache-2.0
// Long because: it draws every figure kind onto the plot with the same stamp, notes and integrity
// marks; the next split is one file per kind beside figurebuilder_leaderboard.cpp.
#include "figurebuilder.h"
#include "figurebuilder_p.h"

#include "integrity.h"
#include "statebadge.h"

#include <qcustomplot.h>

#include <cmath>

namespace kie::ui {

namespace {

using namespace figurebuilder_p;

// Curves of other runs: distinguishable, none of them the highlight's orange or #1's green.
const QColor kCurvePalette[] = {QColor(70, 110, 170), QColor(140, 90, 160), QColor(120, 120, 120),
                                QColor(30, 150, 170), QColor(170, 80, 100), QColor(110, 100, 60)};

QCPTextElement *textRow(QCustomPlot *plot, const QString &text, const QFont &font, const QColor &colour, int flags)
{
    auto *element = new QCPTextElement(plot, text, font);
    element->setTextColor(colour);
    element->setTextFlags(flags);
    element->setMargins(QMargins(8, 2, 8, 2));
    return element;
}

// `text` in lines no wider than `width` (a word wider than that is shortened in the middle), so that a
// message centred in a narrow plot is not cut at both edges.
QString wrappedText(const QString &text, const QFontMetrics &metrics, int width)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString fitted = metrics.horizontalAdvance(word) > width ? metrics.elidedText(word, Qt::ElideMiddle, width) : word;
        const QString longer = line.isEmpty() ? fitted : line + QLatin1Char(' ') + fitted;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = fitted;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

using namespace figurebuilder_p;

void FigureBuilder::Private::clear()
{
    plot->clearPlottables();
    plot->clearItems();
    bars = highlightBars = flaggedBars = nullptr;
    impulses = highlightImpulse = flaggedImpulses = nullptr;
    bestMarker = nullptr;
    flagRows = 0;
    bandLabels.clear();
    rowShare = kBandRow;
    message.clear();
    flagTexts.clear();
    decorations.clear();
    plot->legend->clearItems();
    plot->legend->setVisible(false);
}

// Rows: title, the axis rect, the legend (outside the curves), notes, stamp. Elements of an earlier
// draw are deleted; the axis rect and the legend are kept.
void FigureBuilder::Private::layOut()
{
    QCPLayoutGrid *grid = plot->plotLayout();
    // Out of whatever grid holds them (the main one or a body grid), before the grids are deleted.
    for (QCPLayoutElement *element : std::initializer_list<QCPLayoutElement *> {rect, plot->legend, scale}) {
        if (element && element->layout())
            element->layout()->take(element);
    }
    emptyElement = nullptr; // goes with the grid's elements
    grid->clear();
    int row = 0;
    // Lines never run off the figure: a long benchmark name is shortened in the middle (the
    // metadata keeps it whole).
    const int width = std::max(100, plot->width() - 16);
    auto addText = [&](const QString &text, const QFont &f, const QColor &colour, int flags) {
        const QFontMetrics metrics(f);
        QStringList lines = text.split(QLatin1Char('\n'));
        for (QString &line : lines)
            line = metrics.elidedText(line, Qt::ElideMiddle, width);
        grid->addElement(row, 0, textRow(plot, lines.join(QLatin1Char('\n')), f, colour, flags));
        grid->setRowStretchFactor(row++, 0.001);
        decorations << text;
    };
    if (look.title && !figure.title.isEmpty())
        addText(figure.title, sized(font, 1.25, true), Qt::black, Qt::AlignCenter);
    if (figure.hasData()) {
        addBody(grid, row);
        grid->setRowStretchFactor(row++, 1);
    } else if (!figure.emptyText.isEmpty()) {
        // Instead of empty axes (0–1, "rank 0.5–1.5"): say why there is nothing, where the axes would be.
        message = figure.emptyText;
        emptyElement = textRow(plot, message, sized(font, 1.1), QColor(70, 70, 70), Qt::AlignCenter);
        emptyElement->setMaximumSize(100000, 100000); // takes the axes' room; the text stays centred in it
        grid->addElement(row, 0, emptyElement);
        grid->setRowStretchFactor(row++, 1);
    }
    if (plot->legend->visible() && !plot->legend->layout()) {
        grid->addElement(row, 0, plot->legend);
        grid->setRowStretchFactor(row++, 0.001);
    }
    if (look.notes) {
        QStringList lines;
        for (const QString &line : {figure.highlightText, figure.bestText, figure.note})
            if (!line.isEmpty())
                lines << line;
        if (!figure.warning.isEmpty())
            lines << QStringLiteral("\u26A0 ") + figure.warning;
        if (!lines.isEmpty())
            addText(lines.join(QLatin1Char('\n')), font, QColor(40, 40, 40), Qt::AlignLeft | Qt::AlignVCenter);
    }
    if (look.stamp && !figure.isBlank())
        addText(figure.stamp.text(), sized(font, 0.75), kStampColor, Qt::AlignLeft | Qt::AlignVCenter);
}

// The axis rect alone, or in a grid with what stands beside it: the heatmap's colour scale, the
// leaderboard curves' legend (beside the curves, never over them). The grid goes into the layout
// first, so what it adopts knows its plot.
void FigureBuilder::Private::addBody(QCPLayoutGrid *grid, int row)
{
    if (figure.kind == FigureKind::Heatmap && scale) {
        auto *body = new QCPLayoutGrid;
        grid->addElement(row, 0, body);
        body->addElement(0, 0, rect);
        body->addElement(0, 1, scale);
        return;
    }
    if (figure.kind == FigureKind::Leaderboard && plot->legend->visible()) {
        auto *body = new QCPLayoutGrid;
        grid->addElement(row, 0, body);
        body->addElement(0, 0, rect);
        auto *column = new QCPLayoutGrid;
        body->addElement(0, 1, column);
        body->setColumnStretchFactor(1, 0.001);
        column->addElement(0, 0, plot->legend);
        column->addElement(1, 0, new QCPLayoutElement(plot));
        column->setRowStretchFactor(0, 0.001);
        column->setMargins(QMargins(0, 10, 6, 0));
        return;
    }
    grid->addElement(row, 0, rect);
}

void FigureBuilder::Private::setUpAxes()
{
    const bool drawn = figure.hasData();
    rect->setVisible(drawn);
    // What a heatmap changes, set back for the other kinds (one plot may draw several in turn).
    const bool heatmap = figure.kind == FigureKind::Heatmap;
    if (figure.kind != FigureKind::Leaderboard)
        plot->xAxis->setScaleType(QCPAxis::stLinear);
    plot->yAxis->setRangeReversed(heatmap); // the first row at the top, as in a table
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->grid()->setVisible(!heatmap);
        // Labels are names, not numbers: no "beautiful powers" (an "e7" inside a uuid is not 10^7).
        axis->setNumberFormat(heatmap ? QStringLiteral("g") : QStringLiteral("gbd"));
    }
    if (scale) {
        scale->setVisible(heatmap && drawn);
        rect->setMarginGroup(QCP::msBottom | QCP::msTop, heatmap ? marginGroup : nullptr);
    }
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
    }
    plot->xAxis->setLabel(figure.xLabel);
    plot->yAxis->setLabel(figure.yLabel);
}

void FigureBuilder::Private::drawRanking()
{
    bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setWidth(0.7);
    bars->setPen(Qt::NoPen);
    bars->setBrush(kBarColor);
    highlightBars = new QCPBars(plot->xAxis, plot->yAxis);
    highlightBars->setWidth(0.7);
    highlightBars->setPen(QPen(kSelectedColor.darker(130), 1.5));
    highlightBars->setBrush(kSelectedColor);
    impulses = plot->addGraph();
    impulses->setLineStyle(QCPGraph::lsImpulse);
    impulses->setPen(QPen(kBarColor, 1));
    impulses->setAdaptiveSampling(true);
    highlightImpulse = plot->addGraph();
    highlightImpulse->setLineStyle(QCPGraph::lsImpulse);
    highlightImpulse->setPen(QPen(kSelectedColor, 3));
    highlightImpulse->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kSelectedColor, 7));
    const QColor flagColour = badgeLook(BadgeState::Mismatch).colour;
    flaggedBars = new QCPBars(plot->xAxis, plot->yAxis);
    flaggedBars->setWidth(0.7);
    flaggedBars->setPen(QPen(flagColour, 2));
    flaggedBars->setBrush(QBrush(flagColour, Qt::BDiagPattern)); // hatched: not colour alone
    flaggedImpulses = plot->addGraph();
    flaggedImpulses->setLineStyle(QCPGraph::lsNone);
    flaggedImpulses->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, flagColour, 9));

    const size_t count = figure.bars.size();
    QVector<double> keys(static_cast<qsizetype>(count));
    QVector<double> values(static_cast<qsizetype>(count));
    for (size_t i = 0; i < count; ++i) {
        keys[int(i)] = double(i + 1);
        values[int(i)] = scaled(i);
    }
    const bool labelled = usesBars();
    bars->setVisible(labelled);
    highlightBars->setVisible(labelled);
    flaggedBars->setVisible(labelled);
    impulses->setVisible(!labelled);
    highlightImpulse->setVisible(!labelled);
    flaggedImpulses->setVisible(!labelled);
    (labelled ? static_cast<QCPAbstractPlottable *>(bars) : impulses)->setVisible(true);
    if (labelled)
        bars->setData(keys, values, true);
    else
        impulses->setData(keys, values, true);

    // Labelled ticks while bars are few enough to read; plain rank numbers beyond.
    if (labelled && count > 0) {
        fitTickLabels();
        // Vertical labels never spill past the last bar, however narrow the plot is.
        plot->xAxis->setTickLabelRotation(count > 8 ? 90 : 0);
    } else {
        plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        plot->xAxis->setTickLabelRotation(0);
    }
    plot->xAxis->setRange(0.4, std::max<double>(1.0, double(count)) + 0.6);
    if (count == 0)
        return;
    bestMarker = new QCPItemText(plot);
    bestMarker->setFont(sized(font, 1.0, true));
    bestMarker->setClipToAxisRect(false);
    drawFlags();
    updateHighlight();
}

// The bars' labels within the room the plot has: upright labels (more than 8 bars) take at most two
// fifths of its height, so that the bars keep the rest; side-by-side ones at most their bar's width.
// Shortened in the middle (names in a group differ at the end); the hover tooltip names the run whole.
void FigureBuilder::Private::fitTickLabels()
{
    const size_t count = figure.bars.size();
    if (!usesBars() || count == 0)
        return;
    const QFontMetrics metrics(plot->xAxis->tickLabelFont());
    const bool vertical = count > 8;
    const int least = metrics.horizontalAdvance(QStringLiteral("#00 abcd\u2026"));
    // Upright labels: two fifths of the height, and never less than a usual name with its rank
    // unless the plot is too low for that too (then half its height: the bars keep the rest).
    const int usual = std::min(metrics.horizontalAdvance(QString::fromUtf16(kUsualBarLabel)), plot->height() / 2);
    const int room = vertical ? std::max(plot->height() * 2 / 5, usual)
                              : int(plot->width() * 0.85 / double(count)) - metrics.averageCharWidth();
    const int budget = std::max(least, room);
    // Too little room for whole labels: first leave out what every name shares (it tells no bar
    // apart), its start, then its end too; what still does not fit is shortened in the middle.
    const auto widest = [&](SharedNameParts leftOut) {
        int width = 0;
        for (const FigureBar &bar : figure.bars)
            width = std::max(width, metrics.horizontalAdvance(barLabel(bar, leftOut)));
        return width;
    };
    SharedNameParts leftOut;
    if (widest(leftOut) > budget) {
        const SharedNameParts shared = sharedNameParts(figure.bars);
        leftOut.start = shared.start;
        if (widest(leftOut) > budget)
            leftOut.end = shared.end;
    }
    // Upright labels closer than a line apart would print over each other: every step-th bar keeps
    // its label (the first among them), the others a bare tick; the tooltip names each.
    const double pitch = plot->width() * 0.85 / double(count);
    const size_t step = vertical && pitch > 0 ? size_t(std::max(1.0, std::ceil(metrics.height() / pitch))) : 1;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (size_t i = 0; i < count; ++i)
        ticker->addTick(double(i + 1), i % step ? QString() : metrics.elidedText(barLabel(figure.bars[i], leftOut), Qt::ElideMiddle, budget));
    plot->xAxis->setTicker(ticker);
}

// What is drawn around the data, within the plot's size: the message in place of the axes wraps, and
// an axis title longer than its axis is shortened with "…" (it stays whole in exports of usual sizes).
void FigureBuilder::Private::fitTexts()
{
    if (emptyElement)
        emptyElement->setText(wrappedText(message, QFontMetrics(emptyElement->font()), std::max(60, plot->width() - 24)));
    if (!figure.hasData())
        return;
    const QFontMetrics metrics(plot->xAxis->labelFont());
    plot->xAxis->setLabel(metrics.elidedText(figure.xLabel, Qt::ElideRight, std::max(60, plot->width() - 60)));
    plot->yAxis->setLabel(metrics.elidedText(figure.yLabel, Qt::ElideRight, std::max(60, plot->height() - 40)));
}

void FigureBuilder::Private::fitToSize()
{
    fittedSize = plot->size();
    fitTickLabels();
    fitTexts();
}

// A flagged run's marker is wider than its bar: it sits in a band above every bar (the value axis is
// extended for it, applyScale), one row per marker, with a dotted leader down to its bar, so it never
// runs over a neighbouring bar or another marker. A plain "#1" fits over its own bar.
void FigureBuilder::Private::drawFlags()
{
    const QColor flagColour = badgeLook(BadgeState::Mismatch).colour;
    const bool labelled = usesBars();
    const size_t count = figure.bars.size();
    QString bestText = QCoreApplication::translate("kie::ui::RankingPlot", "#1");
    flagRows = 0;
    const auto bandLabel = [&](QCPItemText *text, size_t i) {
        text->setColor(flagColour);
        text->setBrush(QBrush(QColor(255, 255, 255, 230)));
        text->setPadding(QMargins(2, 1, 2, 1));
        text->setClipToAxisRect(false);
        // Bars in the right half get markers that end at them, the others markers that start at them.
        const bool right = i + 1 > (count + 1) / 2 && count > 1;
        text->setPositionAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(double(i + 1) + (right ? 0.35 : -0.35), kBandTop + rowShare * flagRows);
        bandLabels.push_back(text);
        auto *leader = new QCPItemLine(plot); // from the marker's lower edge straight down to its bar
        leader->setPen(QPen(flagColour, 1, Qt::DotLine));
        leader->setClipToAxisRect(false);
        leader->start->setTypeX(QCPItemPosition::ptPlotCoords);
        leader->start->setParentAnchorY(text->bottom);
        leader->start->setCoords(double(i + 1), 0);
        leader->end->setCoords(double(i + 1), scaled(i));
        ++flagRows;
    };
    for (size_t i = 0; i < count; ++i) {
        const FigureBar &bar = figure.bars[i];
        if (bar.flag.isEmpty())
            continue;
        const QString word = QStringLiteral("\u26A0 ") + bar.flag;
        if (labelled)
            flaggedBars->addData(double(i + 1), scaled(i));
        else
            flaggedImpulses->addData(double(i + 1), scaled(i));
        if (i == 0) { // the #1 label says it: nobody reads a flagged run as a clean #1
            bestText += QLatin1Char(' ') + word;
            continue;
        }
        if (!labelled || flagRows >= kMaxBandRows - 1)
            continue; // too many to label; the triangles, the axis labels and tooltips say it
        auto *text = new QCPItemText(plot);
        text->setFont(bestMarker->font());
        text->setText(word);
        bandLabel(text, i);
        flagTexts.push_back(text);
    }
    const bool bestFlagged = !figure.bars.front().flag.isEmpty();
    bestMarker->setText(bestText);
    if (bestFlagged) {
        bandLabel(bestMarker, 0);
        return;
    }
    bestMarker->setColor(kBestColor.darker(120));
    bestMarker->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    bestMarker->setBrush(QBrush(Qt::NoBrush));
    bestMarker->setPadding(QMargins());
    bestMarker->position->setCoords(1.0, scaled(0));
}

// A small plot's band row (a share of the axis rect) may be lower than a line of text: the rows and the
// room above the bars grow to fit, once the layout says how high the axis rect is.
void FigureBuilder::Private::fitBand()
{
    if (figure.kind != FigureKind::Ranking || bandLabels.empty() || !rect->visible() || rect->height() <= 0)
        return;
    // At most two thirds of the axis rect: a plot too low for its markers still shows its bars.
    const double share = std::min(std::max(kBandRow, (QFontMetrics(bandLabels.front()->font()).height() + 6.0) / rect->height()),
                                  (0.66 - kBandTop) / double(bandLabels.size()));
    if (std::abs(share - rowShare) < 1e-6)
        return;
    rowShare = share;
    for (size_t row = 0; row < bandLabels.size(); ++row)
        bandLabels[row]->position->setCoords(bandLabels[row]->position->key(), kBandTop + rowShare * double(row));
    applyScale();
}

void FigureBuilder::Private::updateHighlight()
{
    if (!highlightBars)
        return;
    highlightBars->data()->clear();
    highlightImpulse->data()->clear();
    const int position = figure.barPosition(figure.highlightRun);
    if (position < 0)
        return;
    if (usesBars())
        highlightBars->addData(position + 1, scaled(size_t(position)));
    else
        highlightImpulse->addData(position + 1, scaled(size_t(position)));
}

void FigureBuilder::Private::drawFastP()
{
    double right = 1;
    size_t paletteIndex = 0;
    const int best = figure.group >= 0 && !figure.bestText.isEmpty() && !figure.curves.empty() ? figure.curves.front().runIndex : -1;
    for (const FigureCurve &curve : figure.curves) {
        QCPGraph *graph = plot->addGraph();
        graph->setLineStyle(QCPGraph::lsStepLeft);
        QColor colour = kCurvePalette[paletteIndex++ % std::size(kCurvePalette)];
        double width = 1.4;
        if (figure.curves.size() == 1 || curve.runIndex == figure.highlightRun) {
            colour = figure.curves.size() == 1 ? kBarColor : kSelectedColor;
            width = 2.5;
        } else if (curve.runIndex == best) {
            colour = kBestColor;
            width = 2;
        }
        graph->setPen(QPen(colour, width));
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, figure.curves.size() == 1 ? 4 : 3));
        graph->setData(QVector<double>(curve.p.begin(), curve.p.end()),
                       QVector<double>(curve.fraction.begin(), curve.fraction.end()), true);
        graph->setName(curve.name);
        if (!curve.p.empty())
            right = std::max(right, curve.p.back());
    }
    // The highlighted run's curve is drawn on top of the others.
    const QString top = QStringLiteral("highlight");
    if (!plot->layer(top))
        plot->addLayer(top, plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    for (int i = 0; i < plot->graphCount(); ++i) {
        if (figure.curves[size_t(i)].runIndex == figure.highlightRun && figure.curves.size() > 1)
            plot->graph(i)->setLayer(top);
    }
    if (!figure.curves.empty()) { // p = 1: as fast as the reference
        auto *pOne = new QCPItemStraightLine(plot);
        pOne->setPen(QPen(kGuideColor, 1, Qt::DashLine));
        pOne->point1->setCoords(1, 0);
        pOne->point2->setCoords(1, 1);
    }
    plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    plot->xAxis->setTickLabelRotation(0);
    plot->xAxis->setRange(0, right * 1.05);
    plot->yAxis->setScaleType(QCPAxis::stLinear);
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    plot->yAxis->setRange(0, 1.02);
    // Below the axes, not over the curves.
    plot->legend->setVisible(!figure.curves.empty());
    plot->legend->setFont(sized(font, 0.9));
    // Wrap first: setFillOrder() rearranges the entries by it.
    plot->legend->setWrap(figure.curves.size() > 8 ? 3 : figure.curves.size() > 1 ? 2 : 1);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    plot->legend->setBorderPen(Qt::NoPen);
}

void FigureBuilder::Private::applyScale()
{
    if (figure.kind != FigureKind::Ranking)
        return;
    QCPAxis *axis = plot->yAxis;
    double maxValue = 0;
    double minValue = std::numeric_limits<double>::max();
    for (size_t i = 0; i < figure.bars.size(); ++i) {
        maxValue = std::max(maxValue, scaled(i));
        if (scaled(i) > 0)
            minValue = std::min(minValue, scaled(i));
    }
    if (maxValue <= 0)
        maxValue = 1;
    if (look.logScale) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        if (minValue > maxValue)
            minValue = maxValue;
        // Bars grow from the axis floor, a decade under the smallest value.
        const double floor = std::pow(10.0, std::floor(std::log10(minValue)) - 1);
        for (QCPBars *b : {bars, highlightBars, flaggedBars})
            if (b)
                b->setBaseValue(floor);
        // The top share `band` of the axis is free of bars: log(top) - log(max) = band × (log(top) - log(floor)).
        const double band = bandShare();
        const double top = (std::log10(maxValue * 2) - band * std::log10(floor)) / (1 - band);
        axis->setRange(floor, std::pow(10.0, top));
    } else {
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        for (QCPBars *b : {bars, highlightBars, flaggedBars})
            if (b)
                b->setBaseValue(0);
        // Room above the tallest bar for the #1 and the band of flag markers.
        axis->setRange(0, maxValue * 1.12 / (1 - bandShare()));
    }
}

FigureBuilder::FigureBuilder(QCustomPlot *plot)
    : d(std::make_unique<Private>())
{
    d->plot = plot;
    d->rect = plot->axisRect();
    d->font = plot->font();
    d->plot->plotLayout()->take(d->rect); // nothing loaded: nothing drawn
    d->rect->setVisible(false);
    d->afterLayout = QObject::connect(plot, &QCustomPlot::afterLayout, plot, [this] { d->fitBand(); });
    // QCustomPlot replots when it is resized: texts are fitted to the new size first.
    d->beforeReplot = QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [this] {
        if (d->plot->size() != d->fittedSize)
            d->fitToSize();
    });
}

FigureBuilder::~FigureBuilder()
{
    QObject::disconnect(d->afterLayout);
    QObject::disconnect(d->beforeReplot);
    // Back into the layout, which owns and deletes it with the plot.
    if (d->plot->axisRects().isEmpty())
        d->plot->plotLayout()->addElement(d->plot->plotLayout()->rowCount(), 0, d->rect);
}

void FigureBuilder::draw(const Figure &figure, const FigureLook &look)
{
    d->figure = figure;
    d->look = look;
    d->font = d->plot->font();
    if (look.fontPixels > 0)
        d->font.setPixelSize(look.fontPixels);
    // Items made below clip to the axis rect only if the plot can find it: back into the layout first.
    if (d->plot->axisRects().isEmpty())
        d->plot->plotLayout()->addElement(d->plot->plotLayout()->rowCount(), 0, d->rect);
    d->clear();
    switch (figure.kind) {
    case FigureKind::Ranking:
        d->drawRanking();
        break;
    case FigureKind::FastP:
        d->drawFastP();
        break;
    case FigureKind::Leaderboard:
        d->drawCurves();
        break;
    case FigureKind::Heatmap:
        d->drawHeatmap();
        break;
    }
    d->setUpAxes();
    d->applyScale();
    d->layOut();
    d->fitToSize();
}

void FigureBuilder::setHighlight(int runIndex)
{
    d->figure.highlightRun = runIndex;
    d->updateHighlight();
}

void FigureBuilder::setLogScale(bool logarithmic)
{
    if (d->figure.kind == FigureKind::Leaderboard) { // the p axis: its curves are drawn for it
        FigureLook look = d->look;
        look.logScale = logarithmic;
        draw(Figure(d->figure), look);
        return;
    }
    d->look.logScale = logarithmic;
    d->applyScale();
}

const Figure &FigureBuilder::figure() const
{
    return d->figure;
}

int FigureBuilder::positionAt(const QPointF &pos) const
{
    const size_t count = d->figure.bars.size();
    if (count == 0 || !d->rect->visible() || !d->rect->rect().contains(pos.toPoint()))
        return -1;
    const double key = d->plot->xAxis->pixelToCoord(pos.x());
    const int position = int(std::lround(key)) - 1;
    if (position < 0 || position >= int(count) || std::abs(key - (position + 1)) > 0.5)
        return -1;
    return position;
}

QPoint FigureBuilder::barCenter(int runIndex) const
{
    const int position = d->figure.barPosition(runIndex);
    if (position < 0)
        return {};
    const double value = d->scaled(size_t(position));
    const double lower = d->plot->yAxis->range().lower;
    const double middle = d->look.logScale ? std::sqrt(std::max(lower, value * 1e-3) * value) : (std::max(lower, 0.0) + value) / 2;
    return QPoint(int(d->plot->xAxis->coordToPixel(position + 1)), int(d->plot->yAxis->coordToPixel(middle)));
}

QStringList FigureBuilder::flagTexts() const
{
    QStringList texts;
    if (d->bestMarker && d->bestMarker->text() != QCoreApplication::translate("kie::ui::RankingPlot", "#1"))
        texts << d->bestMarker->text();
    for (const QCPItemText *item : d->flagTexts)
        texts << item->text();
    return texts;
}

QString FigureBuilder::shownMessage() const
{
    return d->message;
}

QStringList FigureBuilder::decorationTexts() const
{
    return d->decorations;
}

} // namespace kie::ui
