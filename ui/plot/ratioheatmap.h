// SPDX-License-Identifier: Apache-2.0
// A heatmap of ratios (speedups) on a colour scale centred on 1×: blue faster, red slower, white
// even (log2 scale, symmetric). Grey where there is nothing, a cross where it failed. Hover shows the
// cell's text; a click reports the cell. The leaderboard's definitions × authors and a group's
// cases × implementations are both drawn with it, by the one figure builder (figurebuilder.h) that
// also draws the exported heatmap figure.
#pragma once

#include "figure.h"

#include <QString>
#include <QWidget>

#include <memory>

class QCustomPlot;
class QFontMetrics;

namespace kie::ui {

using HeatmapCell = kie::FigureHeatmapCell;

class RatioHeatmap : public QWidget
{
    Q_OBJECT
public:
    explicit RatioHeatmap(QWidget *parent = nullptr);
    ~RatioHeatmap() override;

    // Labels are data: drawn as plain text. A heatmap without cells shows "Nothing to show".
    void setHeatmap(const FigureHeatmap &heatmap);
    void clear(const QString &message);

    int columnCount() const;
    int rowCount() const;
    const HeatmapCell *cellAt(int column, int row) const;
    // The (column, row) under a widget position of the plot, or (-1, -1).
    std::pair<int, int> cellAtPosition(const QPoint &pos) const;
    // Where the centre of a cell is, in plot widget coordinates (for tests).
    QPoint cellCenter(int column, int row) const;
    double colourRange() const; // the log2 half-range of the colour scale
    QCustomPlot *plot() const;

    // The least size of the plot for `heatmap`: cells large enough to label each; the heatmap
    // scrolls when its pane is smaller.
    static QSize minimumPlotSize(const FigureHeatmap &heatmap, const QFontMetrics &metrics);

Q_SIGNALS:
    void cellClicked(int column, int row);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
