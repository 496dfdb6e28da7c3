// SPDX-License-Identifier: Apache-2.0
// The leaderboard's figures in the one builder: the ratio heatmap (definitions × authors, or a group's
// cases × implementations) and the overlaid fast_p curves per author. The window's Leaderboard tab
// (ratioheatmap.h, fastpcurvesplot.h) and the exports draw them here.
#include "figurebuilder_p.h"

#include "plotlabels.h"

#include <QCoreApplication>
#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace kie::ui {

using namespace figurebuilder_p;

namespace {

constexpr qsizetype kLegendLength = 32;
constexpr double kTop = 1.1; // the share axis ends above 100 %, leaving room for the p = 1 label

// Distinct, colour-blind-safe hues (Okabe–Ito), then repeated with dashes.
const QColor kColours[] = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
                           QColor(0xcc, 0x79, 0xa7), QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
                           QColor(0x00, 0x00, 0x00), QColor(0xf0, 0xe4, 0x42)};

QString ratioLabel(double log2Ratio)
{
    const double ratio = std::exp2(log2Ratio);
    return QLocale().toString(ratio, 'g', ratio < 1 ? 2 : 3) + QStringLiteral("×");
}

QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < labels.size(); ++i)
        ticker->addTick(i, middleElided(labels.at(i), kHeatmapLabelLength));
    return ticker;
}

QCPColorGradient ratioGradient()
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0, QColor(0xb2, 0x18, 0x2b)); // slower than the baseline
    gradient.setColorStopAt(0.5, QColor(0xf7, 0xf7, 0xf7)); // 1×
    gradient.setColorStopAt(1, QColor(0x21, 0x66, 0xac)); // faster
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(QColor(0xc8, 0xc8, 0xc8)); // nothing there
    return gradient;
}

} // namespace

// Long because: the cells, the crosses, the outline and both tickers are one drawing.
void FigureBuilder::Private::drawHeatmap()
{
    if (!scale) {
        scale = new QCPColorScale(plot); // kept out of the layout until a heatmap is drawn
        scale->setType(QCPAxis::atRight);
        marginGroup = new QCPMarginGroup(plot);
        scale->setMarginGroup(QCP::msBottom | QCP::msTop, marginGroup);
    }
    const FigureHeatmap &heat = figure.heatmap;
    if (!heat.hasData())
        return;
    auto *map = new QCPColorMap(plot->xAxis, plot->yAxis);
    map->setColorScale(scale);
    map->setGradient(ratioGradient());
    map->setInterpolate(false);
    const int nx = int(heat.columns.size());
    const int ny = int(heat.rows.size());
    const double range = heat.range;
    // A map needs two cells a side to know a cell's width: one column (or row) is drawn as two halves.
    const int dataX = std::max(nx, 2);
    const int dataY = std::max(ny, 2);
    map->data()->setSize(dataX, dataY);
    map->data()->setRange(nx == 1 ? QCPRange(-0.25, 0.25) : QCPRange(0, nx - 1), ny == 1 ? QCPRange(-0.25, 0.25) : QCPRange(0, ny - 1));
    QVector<double> crossX, crossY; // failed cells
    for (int dy = 0; dy < dataY; ++dy) {
        for (int dx = 0; dx < dataX; ++dx) {
            const int x = std::min(dx, nx - 1);
            const int y = std::min(dy, ny - 1);
            const FigureHeatmapCell &cell = *heat.at(x, y);
            double value = std::numeric_limits<double>::quiet_NaN();
            if (cell.kind == FigureHeatmapCell::Kind::Failed)
                value = -range;
            else if (cell.kind == FigureHeatmapCell::Kind::Value)
                value = cell.value > 0 ? std::clamp(std::log2(cell.value), -range, range) : -range;
            map->data()->setCell(dx, dy, value);
            if (cell.kind == FigureHeatmapCell::Kind::Failed && dx == x && dy == y) {
                crossX.append(x);
                crossY.append(y);
            }
        }
    }
    if (!crossX.isEmpty()) {
        // Failed is said by a white cross, not by colour alone. One scatter graph for all of them: an
        // item per cell made a heatmap of thousands of failed cells take over 100 ms to draw.
        auto *crosses = plot->addGraph(plot->xAxis, plot->yAxis);
        crosses->setLineStyle(QCPGraph::lsNone);
        const double size = QFontMetricsF(sized(font, 1.4, true)).height() * 0.45;
        crosses->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, QPen(Qt::white, std::max(1.5, size / 5)), Qt::NoBrush, size));
        crosses->setData(crossX, crossY, true);
        crosses->removeFromLegend();
    }
    map->setDataRange(QCPRange(-range, range));
    if (heat.highlightColumn >= 0 && heat.highlightColumn < nx) {
        auto *outline = new QCPItemRect(plot);
        outline->topLeft->setCoords(heat.highlightColumn - 0.5, -0.5);
        outline->bottomRight->setCoords(heat.highlightColumn + 0.5, ny - 0.5);
        outline->setPen(QPen(kSelectedColor, 3));
        outline->setBrush(Qt::NoBrush);
    }

    plot->xAxis->setTicker(textTicker(heat.columns));
    // Level labels only where each fits its column (about two thirds of the plot are cells).
    int widest = 0;
    const QFontMetrics metrics(font);
    for (const QString &label : heat.columns)
        widest = std::max(widest, metrics.horizontalAdvance(middleElided(label, kHeatmapLabelLength)));
    const bool level = widest + 8 < plot->width() * 2 / 3 / std::max(nx, 1);
    plot->xAxis->setTickLabelRotation(level ? 0 : nx > 12 ? 90 : -45); // slanted labels end at their tick, inside the figure
    plot->xAxis->setRange(-0.5, nx - 0.5);
    plot->yAxis->setScaleType(QCPAxis::stLinear);
    plot->yAxis->setTicker(textTicker(heat.rows));
    plot->yAxis->setRange(-0.5, ny - 0.5);
    auto scaleTicker = QSharedPointer<QCPAxisTickerText>::create();
    for (int step = -int(range); step <= int(range); ++step)
        scaleTicker->addTick(step, ratioLabel(step));
    scale->axis()->setTicker(scaleTicker);
    scale->axis()->setLabel(heat.scaleLabel);
    scale->axis()->setTickLabelFont(font);
    scale->axis()->setLabelFont(font);
}

// Long because: the curves, their highlight, the p = 1 marker and both axes are one drawing.
void FigureBuilder::Private::drawCurves()
{
    const bool logarithmic = look.logScale;
    double right = 1.0;
    double smallest = std::numeric_limits<double>::max();
    for (const FigureCurve &curve : figure.curves) {
        if (!curve.p.empty())
            right = std::max(right, curve.p.back());
        for (const double p : curve.p)
            if (p > 0)
                smallest = std::min(smallest, p);
    }
    // A log axis has no 0: it starts under the smallest ratio, where every curve is still at its p = 0 share.
    QCPGraph *highlightedGraph = nullptr;
    const double left = logarithmic ? std::pow(10.0, std::floor(std::log10(std::min(smallest, 1.0) / 1.5))) : 0;
    for (size_t i = 0; i < figure.curves.size(); ++i) {
        const FigureCurve &curve = figure.curves[i];
        QVector<double> p(curve.p.begin(), curve.p.end());
        for (double &value : p)
            value = std::max(value, left);
        QCPGraph *graph = plot->addGraph();
        // share[i] holds on (p[i-1], p[i]]: each step takes the value of its right point.
        graph->setLineStyle(QCPGraph::lsStepRight);
        const bool highlighted = figure.highlightRun >= 0 && curve.runIndex == figure.highlightRun;
        // The highlighted author is solid and thick wherever it stands; beyond the palette, dark red.
        const QColor colour = i < std::size(kColours) || !highlighted ? kColours[i % std::size(kColours)] : QColor(0x99, 0x00, 0x33);
        QPen pen(colour, highlighted ? 4.5 : 2);
        if (i >= std::size(kColours) && !highlighted)
            pen.setStyle(Qt::DashLine);
        graph->setPen(pen);
        graph->setName(middleElided(curve.name, kLegendLength)); // plain text; the tooltip has it whole
        graph->setData(p, QVector<double>(curve.fraction.begin(), curve.fraction.end()), true);
        if (highlighted) { // on top of the others
            const QString top = QStringLiteral("highlight");
            if (!plot->layer(top))
                plot->addLayer(top, plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
            graph->setLayer(top);
            highlightedGraph = graph;
        }
    }
    auto *one = new QCPItemStraightLine(plot); // p = 1: as fast as the baseline
    one->point1->setCoords(1, 0);
    one->point2->setCoords(1, 1);
    one->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    auto *oneLabel = new QCPItemText(plot);
    oneLabel->setText(QCoreApplication::translate("kie::ui::FastPCurvesPlot", "p = 1"));
    oneLabel->position->setCoords(1, kTop); // above the curves' 100 %, inside the axis rect
    oneLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    oneLabel->setPadding(QMargins(4, 2, 0, 0));
    oneLabel->setColor(Qt::gray);
    oneLabel->setFont(font);

    plot->xAxis->setTickLabelRotation(0);
    plot->xAxis->setScaleType(logarithmic ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    plot->xAxis->setTicker(logarithmic ? QSharedPointer<QCPAxisTicker>(QSharedPointer<QCPAxisTickerLog>::create())
                                       : QSharedPointer<QCPAxisTicker>::create());
    plot->xAxis->setRange(left, right);
    plot->yAxis->setScaleType(QCPAxis::stLinear);
    auto percent = QSharedPointer<QCPAxisTickerFixed>::create();
    percent->setTickStep(0.25);
    plot->yAxis->setTicker(percent);
    plot->yAxis->setRange(0, kTop);
    plot->legend->setVisible(!figure.curves.empty());
    plot->legend->setFont(sized(font, 0.9));
    plot->legend->setWrap(0); // one column, beside the axis rect
    plot->legend->setFillOrder(QCPLegend::foRowsFirst, true);
    plot->legend->setBorderPen(QPen(Qt::black));
    if (QCPPlottableLegendItem *item = highlightedGraph ? plot->legend->itemWithPlottable(highlightedGraph) : nullptr)
        item->setFont(sized(font, 0.9, true));
}

} // namespace kie::ui
