// SPDX-License-Identifier: Apache-2.0
#include "fastpcurvesplot.h"

#include "figure.h"
#include "figurebuilder.h"
#include "uiutils.h"

#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace kie::ui {

struct FastPCurvesPlot::Private
{
    QCustomPlot *plot = nullptr;
    std::unique_ptr<FigureBuilder> builder; // reset before the plot goes (it gives the axis rect back)
    std::vector<Curve> curves;
};

FastPCurvesPlot::FastPCurvesPlot(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    d->plot = new QCustomPlot(this);
    d->plot->setObjectName(QStringLiteral("fastPCurvesPlot"));
    layout->addWidget(d->plot);
    d->builder = std::make_unique<FigureBuilder>(d->plot);

    connect(d->plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const QCPAxisRect *rect = d->plot->axisRect(); // none while a message stands in for the axes
        if (d->curves.empty() || !rect || !rect->rect().contains(event->position().toPoint())) {
            QToolTip::hideText();
            return;
        }
        const double p = std::max(0.0, d->plot->xAxis->pixelToCoord(event->position().x()));
        QToolTip::showText(event->globalPosition().toPoint(), plainToolTip(textAt(p)), d->plot);
    });
}

FastPCurvesPlot::~FastPCurvesPlot()
{
    d->builder.reset();
}

void FastPCurvesPlot::setCurves(std::vector<Curve> curves, double pMax)
{
    d->curves = std::move(curves);
    std::vector<NamedRatios> named;
    named.reserve(d->curves.size());
    for (const Curve &curve : d->curves)
        named.push_back({curve.name, curve.sortedRatios});
    FigureLook look; // the window: the data only (the tab and the table say the rest)
    look.title = look.notes = look.stamp = false;
    look.fontPixels = 0;
    d->builder->draw(fastPCurvesFigure(named, pMax), look);
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
