// SPDX-License-Identifier: Apache-2.0
// Replot time of the ranking plot at 1k / 10k / 100k runs, side by side in the same run with a
// plain antialiased QCPBars plot of the same data (the naive choice). Prints medians of 7 replots.
#include "archive.h"
#include "rankingplot.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

namespace {

std::shared_ptr<kie::Archive> makeGroup(int count)
{
    auto archive = std::make_shared<kie::Archive>();
    kie::ComparisonGroup group;
    archive->runs.resize(size_t(count));
    for (int i = 0; i < count; ++i) {
        kie::RunRecord &run = archive->runs[size_t(i)];
        run.meta.name = QStringLiteral("run-%1").arg(i);
        run.status = kie::RunStatus::Passed;
        run.latencyNs.mean = 20000.0 + 50.0 * i + (i % 7) * 3.0;
        group.ranked.push_back(i);
        archive->ranking.runs.push_back({0, i + 1, -1});
    }
    archive->ranking.groups.push_back(group);
    return archive;
}

double medianMs(QCustomPlot *plot, int repeats)
{
    std::vector<double> times;
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer timer;
        timer.start();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        times.push_back(timer.nsecsElapsed() / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QTextStream out(stdout);
    out << "platform: " << QGuiApplication::platformName() << ", plot size 1200x600, median of 7 replots\n";
    out << qSetFieldWidth(10) << Qt::left << "runs" << qSetFieldWidth(22) << "RankingPlot (ms)"
        << "QCPBars AA (ms)" << qSetFieldWidth(0) << "ratio\n";
    for (int count : {1000, 10000, 100000}) {
        kie::ui::RankingPlot ours;
        ours.resize(1200, 600);
        ours.show();
        ours.setArchive(makeGroup(count));
        ours.setGroup(0);
        ours.setSelectedRun(count / 2);
        ours.plot()->replot();
        const double oursMs = medianMs(ours.plot(), 7);

        QCustomPlot naive;
        naive.resize(1200, 600);
        naive.show();
        naive.setAntialiasedElements(QCP::aeAll);
        auto *bars = new QCPBars(naive.xAxis, naive.yAxis);
        QVector<double> keys(count), values(count);
        for (int i = 0; i < count; ++i) {
            keys[i] = i + 1;
            values[i] = (20000.0 + 50.0 * i + (i % 7) * 3.0) / 1000.0;
        }
        bars->setData(keys, values, true);
        bars->setAntialiased(true);
        bars->setAntialiasedFill(true);
        naive.rescaleAxes();
        naive.replot();
        const double naiveMs = medianMs(&naive, count >= 100000 ? 3 : 7);
        out << qSetFieldWidth(10) << count << qSetFieldWidth(22) << QString::number(oursMs, 'f', 2)
            << QString::number(naiveMs, 'f', 2) << qSetFieldWidth(0) << QString::number(naiveMs / oursMs, 'f', 1)
            << "x\n";
        out.flush();
    }
    return 0;
}
