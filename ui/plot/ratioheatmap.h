// SPDX-License-Identifier: Apache-2.0
// A heatmap of ratios (speedups) on a colour scale centred on 1×: blue faster, red slower, white
// even (log2 scale, symmetric). Grey where there is nothing, a cross where it failed. Hover shows the
// cell's text; a click reports the cell. The leaderboard's definitions × authors and a group's
// cases × implementations are both drawn with it.
#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

class QCustomPlot;

namespace kie::ui {

struct HeatmapCell
{
    enum class Kind { Empty, Failed, Value };
    Kind kind = Kind::Empty;
    double value = 0; // the ratio, for Value (and shown for Failed when it has one)
    QString text; // the hover text, plain
};

class RatioHeatmap : public QWidget
{
    Q_OBJECT
public:
    explicit RatioHeatmap(QWidget *parent = nullptr);
    ~RatioHeatmap() override;

    // `cells` row-major: rows.size() × columns.size(). Labels are data: drawn as plain text.
    void setMatrix(const QString &columnTitle, const QStringList &columns, const QString &rowTitle,
                   const QStringList &rows, std::vector<HeatmapCell> cells);
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

Q_SIGNALS:
    void cellClicked(int column, int row);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
