// SPDX-License-Identifier: Apache-2.0
#include "fastpcurvesplot.h"

#include "plotlabels.h"
#include "uiutils.h"

#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace kie::ui {

namespace {

// Distinct, colour-blind-safe hues (Okabe–Ito), then repeated with dashes.
const QColor kColours[] = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
                           QColor(0xcc, 0x79, 0xa7), QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
                           QColor(0x00, 0x00, 0x00), QColor(0xf0, 0xe4, 0x42)};

constexpr qsizetype kLegendLength = 32;
constexpr double kTop = 1.1; // the share axis ends above 100 %, leaving room for the p = 1 label
constexpr double kAxisPad = 1.03; // the p axis runs a little past the largest ratio, to show the drop to 0

} // namespace

struct FastPCurvesPlot::Private
{
    QCustomPlot *plot = nullptr;
    QCPLegend *legend = nullptr;
    QCPItemStraightLine *one = nullptr;
    QCPItemText *oneLabel = nullptr;
    std::vector<Curve> curves;
};

FastPCurvesPlot::FastPCurvesPlot(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    d->plot = new QCustomPlot(this);
    d->plot->setObjectName(QStringLiteral("fastPCurvesPlot"));
    layout->addWidget(d->plot);
    d->plot->xAxis->setLabel(tr("p (ratio to the baseline)"));
    d->plot->yAxis->setLabel(tr("fast_p: share of comparisons ≥ p"));
    d->plot->yAxis->setRange(0, kTop);
    auto percent = QSharedPointer<QCPAxisTickerFixed>::create();
    percent->setTickStep(0.25);
    d->plot->yAxis->setTicker(percent);
    // The legend in its own column right of the axis rect, so it never covers a curve.
    d->legend = d->plot->legend;
    d->legend->setVisible(true);
    auto *legendRect = new QCPLayoutGrid;
    d->plot->plotLayout()->addElement(0, 1, legendRect);
    legendRect->addElement(0, 0, d->legend);
    legendRect->setMargins(QMargins(0, 10, 6, 0));
    d->plot->plotLayout()->setColumnStretchFactor(1, 0.001);
    legendRect->setRowStretchFactor(0, 0.001);
    legendRect->addElement(1, 0, new QCPLayoutElement(d->plot));
    d->one = new QCPItemStraightLine(d->plot);
    d->one->point1->setCoords(1, 0);
    d->one->point2->setCoords(1, 1);
    d->one->setPen(QPen(Qt::gray, 1, Qt::DashLine));
    d->oneLabel = new QCPItemText(d->plot);
    d->oneLabel->setText(tr("p = 1"));
    d->oneLabel->position->setCoords(1, kTop); // above the curves' 100 %, inside the axis rect
    d->oneLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    d->oneLabel->setPadding(QMargins(4, 2, 0, 0));
    d->oneLabel->setColor(Qt::gray);


    connect(d->plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        if (d->curves.empty() || !d->plot->axisRect()->rect().contains(event->position().toPoint())) {
            QToolTip::hideText();
            return;
        }
        const double p = std::max(0.0, d->plot->xAxis->pixelToCoord(event->position().x()));
        QToolTip::showText(event->globalPosition().toPoint(), plainToolTip(textAt(p)), d->plot);
    });
}

FastPCurvesPlot::~FastPCurvesPlot() = default;

void FastPCurvesPlot::setCurves(std::vector<Curve> curves, double pMax)
{
    d->curves = std::move(curves);
    d->plot->clearGraphs();
    const double end = std::max(1.0, pMax);
    for (size_t i = 0; i < d->curves.size(); ++i) {
        const Curve &curve = d->curves[i];
        const RatioCurve steps = ratioCurve(curve.sortedRatios);
        QVector<double> p(steps.p.begin(), steps.p.end());
        QVector<double> share(steps.share.begin(), steps.share.end());
        // Beyond the largest ratio no comparison is fast enough: 0 up to the axis end.
        p.append(end * kAxisPad);
        share.append(0);
        QCPGraph *graph = d->plot->addGraph();
        // share[i] holds on (p[i-1], p[i]]: each step takes the value of its right point.
        graph->setLineStyle(QCPGraph::lsStepRight);
        QPen pen(kColours[i % std::size(kColours)], 2);
        if (i >= std::size(kColours))
            pen.setStyle(Qt::DashLine);
        graph->setPen(pen);
        graph->setName(middleElided(curve.name, kLegendLength)); // plain text; the tooltip has it whole
        graph->setData(p, share, true);
    }
    d->plot->xAxis->setRange(0, end * kAxisPad);
    d->plot->replot();
}

int FastPCurvesPlot::curveCount() const
{
    return int(d->curves.size());
}

QString FastPCurvesPlot::textAt(double p) const
{
    QStringList lines{tr("p = %1").arg(QLocale().toString(p, 'f', 2))};
    for (const Curve &curve : d->curves)
        lines << tr("%1: %2 %").arg(curve.name, QLocale().toString(fastPShare(curve.sortedRatios, p) * 100, 'f', 1));
    return lines.join(QLatin1Char('\n'));
}

QCustomPlot *FastPCurvesPlot::plot() const
{
    return d->plot;
}

} // namespace kie::ui
