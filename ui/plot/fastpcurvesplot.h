// SPDX-License-Identifier: Apache-2.0
// fast_p curves of several authors (or solutions) overlaid: the exact step functions of
// models/core/leaderboard.h ratioCurve, p from 0 to the largest ratio, a marker at p = 1, and the
// legend beside the curves, never over them. Hover shows each curve's share at that p. Drawn by the
// one figure builder (figurebuilder.h), which draws the exported leaderboard figure the same way.
#pragma once

#include "leaderboard.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCustomPlot;

namespace kie::ui {

class FastPCurvesPlot : public QWidget
{
    Q_OBJECT
public:
    struct Curve
    {
        QString name; // plain text
        std::vector<double> sortedRatios; // LeaderboardRow::ratios
    };

    explicit FastPCurvesPlot(QWidget *parent = nullptr);
    ~FastPCurvesPlot() override;

    // pMax: the right end of the p axis (the data set's largest ratio; at least 1).
    void setCurves(std::vector<Curve> curves, double pMax);
    int curveCount() const;
    // The text the tooltip shows at p (one line per curve).
    QString textAt(double p) const;
    QCustomPlot *plot() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
