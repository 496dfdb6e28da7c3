// SPDX-License-Identifier: Apache-2.0
// The one figure builder: draws a kie::Figure (figure.h) into a QCustomPlot. The window's ranking
// plot, the run page's fast_p chart, File > Export figure and the `plot` command all draw through it,
// so what the window shows is what a paper gets.
#pragma once

#include "figure.h"

#include <QFont>
#include <QPoint>
#include <QStringList>

#include <memory>

class QCustomPlot;

namespace kie::ui {

// What goes around the data. The window shows the data (its caption and warning label say the rest);
// an exported figure carries the title, the notes and the stamp as well.
struct FigureLook
{
    bool title = true;
    bool notes = true; // highlighted run, #1, unranked runs, disagreement
    bool stamp = true;
    bool logScale = false;
    int fontPixels = 12; // text size in device-independent pixels; 0: the widget's font
};

class FigureBuilder
{
public:
    explicit FigureBuilder(QCustomPlot *plot);
    ~FigureBuilder();
    FigureBuilder(const FigureBuilder &) = delete;
    FigureBuilder &operator=(const FigureBuilder &) = delete;

    // Replaces whatever was drawn. Does not replot: the caller decides when (widgets queue it). The
    // bars' labels, axis titles and messages fit the plot's size, and fit it again when it is resized.
    void draw(const Figure &figure, const FigureLook &look);
    void setHighlight(int runIndex); // moves the highlighted bar without rebuilding the rest
    void setLogScale(bool logarithmic);
    const Figure &figure() const;

    // Ranking figures: the bar position under a plot-widget point (-1 none), a bar's centre (null
    // point when not shown), and the marker texts drawn for flagged runs (besides a plain "#1").
    int positionAt(const QPointF &pos) const;
    QPoint barCenter(int runIndex) const;
    QStringList flagTexts() const;
    // The message drawn instead of axes when the group has nothing to draw; "" otherwise.
    QString shownMessage() const;
    // The texts drawn around the data (title, notes, stamp), for tests.
    QStringList decorationTexts() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
