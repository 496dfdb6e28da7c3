// SPDX-License-Identifier: Apache-2.0
#include "ratioheatmap.h"

#include "plotlabels.h"
#include "uiutils.h"

#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace kie::ui {

namespace {

constexpr double kMinRange = 1.0; // at least 0.5× .. 2×
constexpr double kMaxRange = 4.0; // at most 1/16× .. 16×
constexpr int kLabelLength = 36;

QString ratioLabel(double log2Ratio)
{
    const double ratio = std::exp2(log2Ratio);
    return QLocale().toString(ratio, 'g', ratio < 1 ? 2 : 3) + QStringLiteral("×");
}

} // namespace

struct RatioHeatmap::Private
{
    QCustomPlot *plot = nullptr;
    QCPColorMap *map = nullptr;
    QCPColorScale *scale = nullptr;
    QCPItemText *message = nullptr;
    QStringList columns, rows;
    std::vector<HeatmapCell> cells;
    double range = kMinRange;

    void showAxes(bool shown)
    {
        plot->xAxis->setVisible(shown);
        plot->yAxis->setVisible(shown);
        scale->setVisible(shown);
    }

    void clearItems()
    {
        for (int i = plot->itemCount() - 1; i >= 0; --i)
            if (plot->item(i) != message)
                plot->removeItem(i);
    }
};

RatioHeatmap::RatioHeatmap(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    d->plot = new QCustomPlot(this);
    d->plot->setObjectName(QStringLiteral("heatmapPlot"));
    layout->addWidget(d->plot);
    d->map = new QCPColorMap(d->plot->xAxis, d->plot->yAxis);
    d->scale = new QCPColorScale(d->plot);
    d->plot->plotLayout()->addElement(0, 1, d->scale);
    d->scale->setType(QCPAxis::atRight);
    d->map->setColorScale(d->scale);
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0, QColor(0xb2, 0x18, 0x2b)); // slower than the baseline
    gradient.setColorStopAt(0.5, QColor(0xf7, 0xf7, 0xf7)); // 1×
    gradient.setColorStopAt(1, QColor(0x21, 0x66, 0xac)); // faster
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(QColor(0xc8, 0xc8, 0xc8));
    d->map->setGradient(gradient);
    d->map->setInterpolate(false);
    // Labels are names, not numbers: no "beautiful powers" (an "e7" inside a uuid is not 10^7).
    d->plot->xAxis->setNumberFormat(QStringLiteral("g"));
    d->plot->yAxis->setNumberFormat(QStringLiteral("g"));
    d->plot->xAxis->grid()->setVisible(false);
    d->plot->yAxis->grid()->setVisible(false);
    auto marginGroup = new QCPMarginGroup(d->plot);
    d->plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, marginGroup);
    d->scale->setMarginGroup(QCP::msBottom | QCP::msTop, marginGroup);
    d->message = new QCPItemText(d->plot);
    d->message->position->setType(QCPItemPosition::ptAxisRectRatio);
    d->message->position->setCoords(0.5, 0.5);
    d->message->setVisible(false);

    connect(d->plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const auto [column, row] = cellAtPosition(event->position().toPoint());
        const HeatmapCell *cell = cellAt(column, row);
        if (!cell) {
            QToolTip::hideText();
            return;
        }
        const QString text = d->columns.value(column) + QStringLiteral(" \u00b7 ") + d->rows.value(row)
            + QLatin1Char('\n') + cell->text;
        QToolTip::showText(event->globalPosition().toPoint(), plainToolTip(text), d->plot);
    });
    connect(d->plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) {
        const auto [column, row] = cellAtPosition(event->position().toPoint());
        if (cellAt(column, row))
            Q_EMIT cellClicked(column, row);
    });
}

RatioHeatmap::~RatioHeatmap() = default;

// Long because: the data, the symmetric colour range, both tickers and the crosses are one drawing.
void RatioHeatmap::setMatrix(const QString &columnTitle, const QStringList &columns, const QString &rowTitle,
                             const QStringList &rows, std::vector<HeatmapCell> cells)
{
    d->columns = columns;
    d->rows = rows;
    d->cells = std::move(cells);
    d->clearItems();
    const int nx = int(columns.size());
    const int ny = int(rows.size());
    if (nx == 0 || ny == 0 || d->cells.size() != size_t(nx) * size_t(ny)) {
        clear(tr("Nothing to show"));
        return;
    }
    d->message->setVisible(false);
    d->map->setVisible(true);
    d->showAxes(true);
    double range = kMinRange;
    for (const HeatmapCell &cell : d->cells)
        if (cell.kind == HeatmapCell::Kind::Value && cell.value > 0)
            range = std::max(range, std::abs(std::log2(cell.value)));
    d->range = std::min(std::ceil(range), kMaxRange);

    // A map needs two cells a side to know a cell's width: one column (or row) is drawn as two halves.
    const int dataX = std::max(nx, 2);
    const int dataY = std::max(ny, 2);
    d->map->data()->setSize(dataX, dataY);
    d->map->data()->setRange(nx == 1 ? QCPRange(-0.25, 0.25) : QCPRange(0, nx - 1),
                             ny == 1 ? QCPRange(-0.25, 0.25) : QCPRange(0, ny - 1));
    for (int dy = 0; dy < dataY; ++dy) {
        for (int dx = 0; dx < dataX; ++dx) {
            const int x = std::min(dx, nx - 1);
            const int y = std::min(dy, ny - 1);
            const HeatmapCell &cell = d->cells[size_t(y) * size_t(nx) + size_t(x)];
            double value = std::numeric_limits<double>::quiet_NaN();
            if (cell.kind == HeatmapCell::Kind::Failed)
                value = -d->range;
            else if (cell.kind == HeatmapCell::Kind::Value)
                value = cell.value > 0 ? std::clamp(std::log2(cell.value), -d->range, d->range) : -d->range;
            d->map->data()->setCell(dx, dy, value);
            if (cell.kind == HeatmapCell::Kind::Failed && dx == x && dy == y) {
                auto *cross = new QCPItemText(d->plot);
                cross->setText(QStringLiteral("\u2715"));
                cross->position->setCoords(x, y);
                cross->setColor(Qt::white);
                QFont font = cross->font();
                font.setPointSizeF(font.pointSizeF() * 1.4);
                font.setBold(true);
                cross->setFont(font);
                cross->setClipToAxisRect(true);
            }
        }
    }
    d->map->setDataRange(QCPRange(-d->range, d->range));

    const auto textTicker = [](const QStringList &labels) {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        for (int i = 0; i < labels.size(); ++i)
            ticker->addTick(i, middleElided(labels.at(i), kLabelLength));
        return ticker;
    };
    d->plot->xAxis->setTicker(textTicker(columns));
    d->plot->xAxis->setTickLabelRotation(nx > 12 ? 90 : nx > 3 ? 45 : 0);
    d->plot->xAxis->setLabel(columnTitle);
    d->plot->xAxis->setRange(-0.5, nx - 0.5);
    d->plot->yAxis->setTicker(textTicker(rows));
    d->plot->yAxis->setLabel(rowTitle);
    d->plot->yAxis->setRange(-0.5, ny - 0.5);
    d->plot->yAxis->setRangeReversed(true); // the first row at the top, as in a table
    auto scaleTicker = QSharedPointer<QCPAxisTickerText>::create();
    for (int step = -int(d->range); step <= int(d->range); ++step)
        scaleTicker->addTick(step, ratioLabel(step));
    d->scale->axis()->setTicker(scaleTicker);
    d->scale->axis()->setLabel(tr("ratio to the baseline"));
    d->plot->replot();
}

void RatioHeatmap::clear(const QString &message)
{
    d->columns.clear();
    d->rows.clear();
    d->cells.clear();
    d->clearItems();
    d->map->data()->clear();
    d->map->setVisible(false);
    d->showAxes(false);
    d->message->setText(message);
    d->message->setVisible(true);
    d->plot->replot();
}

int RatioHeatmap::columnCount() const
{
    return int(d->columns.size());
}

int RatioHeatmap::rowCount() const
{
    return int(d->rows.size());
}

const HeatmapCell *RatioHeatmap::cellAt(int column, int row) const
{
    if (column < 0 || row < 0 || column >= columnCount() || row >= rowCount())
        return nullptr;
    return &d->cells[size_t(row) * size_t(columnCount()) + size_t(column)];
}

std::pair<int, int> RatioHeatmap::cellAtPosition(const QPoint &pos) const
{
    if (!d->plot->axisRect()->rect().contains(pos))
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
    return d->range;
}

QCustomPlot *RatioHeatmap::plot() const
{
    return d->plot;
}

} // namespace kie::ui
