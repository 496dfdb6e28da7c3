// SPDX-License-Identifier: Apache-2.0
#include "ratioheatmap.h"

#include "figurebuilder.h"
#include "uiutils.h"

#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace kie::ui {

struct RatioHeatmap::Private
{
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
    d->plot = new QCustomPlot(this);
    d->plot->setObjectName(QStringLiteral("heatmapPlot"));
    layout->addWidget(d->plot);
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
    Figure figure;
    figure.heatmap = heatmap;
    figure.xLabel = heatmap.columnTitle;
    figure.yLabel = heatmap.rowTitle;
    d->draw(std::move(figure));
}

void RatioHeatmap::clear(const QString &message)
{
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
