// SPDX-License-Identifier: Apache-2.0
#include "ratioheatmap.h"

#include "figurebuilder.h"
#include "plotlabels.h"
#include "uiutils.h"

#include <QFontMetrics>
#include <QMouseEvent>
#include <QScrollArea>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace kie::ui {

struct RatioHeatmap::Private
{
    QScrollArea *scroll = nullptr;
    QCustomPlot *plot = nullptr;
    std::unique_ptr<FigureBuilder> builder; // reset before the plot goes (it gives the axis rect back)

    const FigureHeatmap &heatmap() const { return builder->figure().heatmap; }

    void draw(Figure figure)
    {
        figure.kind = FigureKind::Heatmap;
        figure.group = 0; // not blank: the message or the cells are drawn
        FigureLook look; // the window: the data only (the tab and the table say the rest)
        look.title = look.notes = look.stamp = false;
        look.fontPixels = 0;
        builder->draw(figure, look);
        plot->replot();
    }
};

RatioHeatmap::RatioHeatmap(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Many cases or authors scroll rather than shrink into a block of labels (minimumPlotSize).
    d->scroll = new QScrollArea(this);
    d->scroll->setObjectName(QStringLiteral("heatmapScroll"));
    d->scroll->setWidgetResizable(true);
    d->scroll->setFrameShape(QFrame::NoFrame);
    d->plot = new QCustomPlot(d->scroll);
    d->plot->setObjectName(QStringLiteral("heatmapPlot"));
    d->scroll->setWidget(d->plot);
    layout->addWidget(d->scroll);
    d->builder = std::make_unique<FigureBuilder>(d->plot);

    connect(d->plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const auto [column, row] = cellAtPosition(event->position().toPoint());
        const HeatmapCell *cell = cellAt(column, row);
        if (!cell) {
            QToolTip::hideText();
            return;
        }
        const QString text = d->heatmap().columns.value(column) + QStringLiteral(" \u00b7 ") + d->heatmap().rows.value(row)
            + QLatin1Char('\n') + cell->text;
        QToolTip::showText(event->globalPosition().toPoint(), plainToolTip(text), d->plot);
    });
    connect(d->plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) {
        const auto [column, row] = cellAtPosition(event->position().toPoint());
        if (cellAt(column, row))
            Q_EMIT cellClicked(column, row);
    });
}

RatioHeatmap::~RatioHeatmap()
{
    d->builder.reset();
}

void RatioHeatmap::setHeatmap(const FigureHeatmap &heatmap)
{
    if (!heatmap.hasData()) {
        clear(tr("Nothing to show"));
        return;
    }
    d->plot->setMinimumSize(minimumPlotSize(heatmap, d->plot->fontMetrics()));
    Figure figure;
    figure.heatmap = heatmap;
    figure.xLabel = heatmap.columnTitle;
    figure.yLabel = heatmap.rowTitle;
    d->draw(std::move(figure));
}

QSize RatioHeatmap::minimumPlotSize(const FigureHeatmap &heatmap, const QFontMetrics &metrics)
{
    // Every cell at least kMinimumCell a side, so that a label per row and per column fits beside it;
    // around the cells: the row labels and title, the column labels (upright when many), the colour scale.
    constexpr int kMinimumCell = 24;
    int rowLabels = 0, columnLabels = 0;
    for (const QString &row : heatmap.rows)
        rowLabels = std::max(rowLabels, metrics.horizontalAdvance(middleElided(row, kHeatmapLabelLength)));
    for (const QString &column : heatmap.columns)
        columnLabels = std::max(columnLabels, metrics.horizontalAdvance(middleElided(column, kHeatmapLabelLength)));
    const int titles = 3 * metrics.height();
    const int colourScale = 6 * metrics.height() + metrics.horizontalAdvance(heatmap.scaleLabel) / 4;
    const int columns = int(heatmap.columns.size()), rows = int(heatmap.rows.size());
    return QSize(rowLabels + titles + columns * kMinimumCell + colourScale, columnLabels + titles + rows * kMinimumCell);
}

void RatioHeatmap::clear(const QString &message)
{
    d->plot->setMinimumSize(0, 0);
    Figure figure;
    figure.emptyText = message;
    d->draw(std::move(figure));
}

int RatioHeatmap::columnCount() const
{
    return d->heatmap().hasData() ? int(d->heatmap().columns.size()) : 0;
}

int RatioHeatmap::rowCount() const
{
    return d->heatmap().hasData() ? int(d->heatmap().rows.size()) : 0;
}

const HeatmapCell *RatioHeatmap::cellAt(int column, int row) const
{
    return d->heatmap().at(column, row);
}

std::pair<int, int> RatioHeatmap::cellAtPosition(const QPoint &pos) const
{
    const QCPAxisRect *rect = d->plot->axisRect(); // none while a message stands in for the axes
    if (!rect || !d->heatmap().hasData() || !rect->rect().contains(pos))
        return {-1, -1};
    const int column = int(std::lround(d->plot->xAxis->pixelToCoord(pos.x())));
    const int row = int(std::lround(d->plot->yAxis->pixelToCoord(pos.y())));
    if (!cellAt(column, row))
        return {-1, -1};
    return {column, row};
}

QPoint RatioHeatmap::cellCenter(int column, int row) const
{
    return QPoint(int(d->plot->xAxis->coordToPixel(column)), int(d->plot->yAxis->coordToPixel(row)));
}

double RatioHeatmap::colourRange() const
{
    return d->heatmap().range;
}

QCustomPlot *RatioHeatmap::plot() const
{
    return d->plot;
}

} // namespace kie::ui
