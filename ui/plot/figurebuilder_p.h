// SPDX-License-Identifier: Apache-2.0
// FigureBuilder's state, shared by figurebuilder.cpp (ranking, fast_p, the layout) and
// figurebuilder_leaderboard.cpp (the leaderboard's heatmap and overlaid fast_p curves).
#pragma once

#include "figurebuilder.h"

#include <QColor>
#include <QObject>
#include <QSize>

#include <algorithm>
#include <cmath>

// Private to ui/plot, but a header all the same: QCustomPlot's classes only declared (see README Layout).
class QCPAxisRect;
class QCPBars;
class QCPColorScale;
class QCPGraph;
class QCPItemText;
class QCPLayoutElement;
class QCPLayoutGrid;
class QCPMarginGroup;
class QCPTextElement;

namespace kie::ui {

namespace figurebuilder_p {

// Up to this many bars get one labelled bar each; beyond it an impulse graph with QCustomPlot's
// adaptive sampling keeps a replot fast (QCPBars has no sampling: ~1 s per replot at 10k bars).
constexpr int kMaxLabelledBars = 60;
// An upright bar label always has room for a usual name with its rank, as wide as this one.
constexpr const char16_t *kUsualBarLabel = u"#13 Nimbus Shrike";

// The band of flag markers above the bars, in shares of the axis rect's height from its top.
constexpr double kBandTop = 0.02;
constexpr double kBandRow = 0.075;
constexpr int kMaxBandRows = 4;

inline const QColor kBarColor(70, 110, 170);
inline const QColor kBestColor(46, 139, 87);
inline const QColor kSelectedColor(230, 120, 20);
inline const QColor kGuideColor(150, 150, 150);
inline const QColor kStampColor(95, 95, 95);

inline QFont sized(const QFont &base, double factor, bool bold = false)
{
    QFont font = base;
    if (base.pixelSize() > 0)
        font.setPixelSize(std::max(7, int(std::lround(base.pixelSize() * factor))));
    else
        font.setPointSizeF(std::max(5.0, base.pointSizeF() * factor));
    font.setBold(bold);
    return font;
}

} // namespace figurebuilder_p

struct FigureBuilder::Private
{
    QCustomPlot *plot = nullptr;
    // The plot's one axis rect. It leaves the layout when there is nothing to draw (QCustomPlot then
    // neither draws nor finds it: plot->axisRect() is null) and comes back with data.
    QCPAxisRect *rect = nullptr;
    // The heatmap's colour scale, made with the first heatmap and kept (like the axis rect) out of the
    // layout while another kind is drawn; the margin group lines it up with the axis rect.
    QCPColorScale *scale = nullptr;
    QCPMarginGroup *marginGroup = nullptr;
    Figure figure;
    FigureLook look;
    QFont font;
    // Ranking plottables (the bars are created first: plottable(0) is the bars).
    QCPBars *bars = nullptr;
    QCPBars *highlightBars = nullptr;
    QCPBars *flaggedBars = nullptr;
    QCPGraph *impulses = nullptr;
    QCPGraph *highlightImpulse = nullptr;
    QCPGraph *flaggedImpulses = nullptr;
    QCPItemText *bestMarker = nullptr;
    std::vector<QCPItemText *> flagTexts;
    int flagRows = 0; // rows of the flag marker band above the bars
    std::vector<QCPItemText *> bandLabels; // by row
    double rowShare = figurebuilder_p::kBandRow; // a row's share of the axis rect's height: at least a line of text
    QString message; // drawn in place of the axes
    QStringList decorations;

    QCPTextElement *emptyElement = nullptr; // the message in place of the axes, while there is one
    QSize fittedSize; // the plot's size the texts were last fitted to
    QMetaObject::Connection beforeReplot; // fitToSize when the plot was resized
    void fitToSize();
    void fitTickLabels();
    void fitTexts();
    bool usesBars() const { return figure.bars.size() <= size_t(figurebuilder_p::kMaxLabelledBars); }
    double scaled(size_t position) const { return figure.bars[position].valueNs / figure.unit.divisor; }
    void clear();
    void layOut();
    void addBody(QCPLayoutGrid *grid, int row); // the axis rect, with the colour scale or the legend beside it
    void setUpAxes();
    void drawRanking();
    void drawFlags();
    void updateHighlight();
    void drawFastP();
    void applyScale();
    double bandShare() const { return flagRows > 0 ? figurebuilder_p::kBandTop + rowShare * flagRows + 0.02 : 0; }
    QMetaObject::Connection afterLayout; // fitBand; cut when the builder goes before its plot
    void fitBand(); // after each layout: band rows at least a text line high, at the axis rect's real height
    // figurebuilder_leaderboard.cpp
    void drawHeatmap();
    void drawCurves();
};

} // namespace kie::ui
