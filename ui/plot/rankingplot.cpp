// SPDX-License-Identifier: Apache-2.0
#include "rankingplot.h"

#include "archive.h"
#include "comparability.h"
#include "formatting.h"
#include "runfacts.h"
#include "integrity.h"
#include "runtablemodel.h"
#include "statebadge.h"
#include "safewrite.h"
#include "uiutils.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QTemporaryDir>

#include <QLabel>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace kie::ui {

namespace {

// Up to this many bars get one labelled bar each; beyond it an impulse graph with QCustomPlot's
// adaptive sampling keeps a replot fast (QCPBars has no sampling: ~1 s per replot at 10k bars).
constexpr int kMaxLabelledBars = 60;

const QColor kBarColor(70, 110, 170);
const QColor kBestColor(46, 139, 87);
const QColor kSelectedColor(230, 120, 20);

QString runLabel(const kie::Archive &archive, int runIndex)
{
    return kie::implementationName(archive, runIndex);
}

// One unit for the whole axis, picked from the median so most labels read naturally.
struct AxisUnit
{
    double divisor = 1;
    QString name;
};

AxisUnit unitFor(double typicalNs)
{
    if (typicalNs >= 1e9)
        return {1e9, QStringLiteral("s")};
    if (typicalNs >= 1e6)
        return {1e6, QStringLiteral("ms")};
    if (typicalNs >= 1e3)
        return {1e3, QStringLiteral("µs")};
    return {1, QStringLiteral("ns")};
}

} // namespace

struct RankingPlot::Private
{
    QCustomPlot *plot = nullptr;
    QCPBars *bars = nullptr;
    QCPBars *highlightBars = nullptr;
    QCPGraph *impulses = nullptr;
    QCPGraph *highlightImpulse = nullptr;
    QCPItemText *bestMarker = nullptr;
    // ARCHIVE.md §3: a run with a mismatch (or an invalid signature) still ranks, but is marked.
    QCPBars *flaggedBars = nullptr;
    QCPGraph *flaggedImpulses = nullptr;
    std::vector<QCPItemText *> flagTexts;
    std::vector<RunTrust> trust; // per run index of the archive
    QLabel *warning = nullptr; // the group's runs disagree on timer or statistic
    std::shared_ptr<const kie::Archive> archive;
    int group = -1;
    int selectedRun = -1;
    bool logScale = false;
    std::vector<int> runs; // ranked run indexes, position i is drawn at key i + 1
    std::vector<double> valuesNs;
    AxisUnit unit;

    int positionOfRun(int runIndex) const
    {
        for (size_t i = 0; i < runs.size(); ++i) {
            if (runs[i] == runIndex)
                return int(i);
        }
        return -1;
    }

    // The ranked position under a widget x coordinate, or -1.
    int positionAt(const QPointF &pos) const
    {
        if (runs.empty() || !plot->axisRect()->rect().contains(pos.toPoint()))
            return -1;
        const double key = plot->xAxis->pixelToCoord(pos.x());
        const int position = int(std::lround(key)) - 1;
        if (position < 0 || position >= int(runs.size()) || std::abs(key - (position + 1)) > 0.5)
            return -1;
        return position;
    }

    bool usesBars() const { return runs.size() <= size_t(kMaxLabelledBars); }
    bool isFlagged(int runIndex) const
    {
        if (runIndex < 0 || size_t(runIndex) >= trust.size())
            return false;
        return isWarning(badgeState(trust[size_t(runIndex)]));
    }
    void rebuild();
    void updateFlags();
    void updateHighlight();
    void applyScale();
};

RankingPlot::RankingPlot(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    d->plot = new QCustomPlot(this);
    d->plot->setObjectName(QStringLiteral("rankingPlot"));
    d->plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    d->plot->setNoAntialiasingOnDrag(true);
    d->plot->setMouseTracking(true); // hover tooltips without a pressed button
    d->plot->setMinimumHeight(180);
    d->warning = plainLabel(QString(), this);
    d->warning->setObjectName(QStringLiteral("rankingPlotWarning"));
    d->warning->setStyleSheet(QStringLiteral("QLabel { background: #fff1c9; color: #5a4300; padding: 3px; }"));
    d->warning->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    d->warning->hide();
    layout->addWidget(d->warning);
    layout->addWidget(d->plot, 1);

    d->bars = new QCPBars(d->plot->xAxis, d->plot->yAxis);
    d->bars->setWidth(0.7);
    d->bars->setPen(Qt::NoPen);
    d->bars->setBrush(kBarColor);
    d->highlightBars = new QCPBars(d->plot->xAxis, d->plot->yAxis);
    d->highlightBars->setWidth(0.7);
    d->highlightBars->setPen(QPen(kSelectedColor.darker(130), 1.5));
    d->highlightBars->setBrush(kSelectedColor);

    d->impulses = d->plot->addGraph();
    d->impulses->setLineStyle(QCPGraph::lsImpulse);
    d->impulses->setPen(QPen(kBarColor, 1));
    d->impulses->setAdaptiveSampling(true);
    d->highlightImpulse = d->plot->addGraph();
    d->highlightImpulse->setLineStyle(QCPGraph::lsImpulse);
    d->highlightImpulse->setPen(QPen(kSelectedColor, 3));
    d->highlightImpulse->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kSelectedColor, 7));

    const QColor flagColour = badgeLook(BadgeState::Mismatch).colour;
    d->flaggedBars = new QCPBars(d->plot->xAxis, d->plot->yAxis);
    d->flaggedBars->setWidth(0.7);
    d->flaggedBars->setPen(QPen(flagColour, 2));
    d->flaggedBars->setBrush(QBrush(flagColour, Qt::BDiagPattern)); // hatched: not colour alone
    d->flaggedImpulses = d->plot->addGraph();
    d->flaggedImpulses->setLineStyle(QCPGraph::lsNone);
    d->flaggedImpulses->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, flagColour, 9));

    d->bestMarker = new QCPItemText(d->plot);
    d->bestMarker->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    d->bestMarker->setColor(kBestColor.darker(120));
    QFont markerFont = font();
    markerFont.setBold(true);
    d->bestMarker->setFont(markerFont);
    d->bestMarker->setText(tr("#1"));
    d->bestMarker->setClipToAxisRect(false);

    d->plot->xAxis->setLabel(tr("rank"));
    d->plot->yAxis->setLabel(tr("latency"));

    connect(d->plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) {
        const int position = d->positionAt(event->position());
        if (position < 0)
            return;
        if (event->button() == Qt::LeftButton)
            Q_EMIT runClicked(d->runs[size_t(position)]);
        else if (event->button() == Qt::RightButton)
            Q_EMIT runContextMenuRequested(d->runs[size_t(position)], event->globalPosition().toPoint());
    });
    connect(d->plot, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent *event) {
        const int position = d->positionAt(event->position());
        if (position >= 0)
            Q_EMIT runActivated(d->runs[size_t(position)]);
    });
    connect(d->plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const int position = d->positionAt(event->position());
        if (position < 0 || !d->archive) {
            QToolTip::hideText();
            return;
        }
        const int runIndex = d->runs[size_t(position)];
        const auto &rank = d->archive->ranking.runs[size_t(runIndex)].rank;
        QString text = tr("%1\n%2\nrank %3 of %4")
                           .arg(runLabel(*d->archive, runIndex), formatLatencyNs(d->valuesNs[size_t(position)]))
                           .arg(rank.value_or(0))
                           .arg(d->runs.size());
        if (d->isFlagged(runIndex))
            text += QLatin1Char('\n') + runTrustName(d->trust[size_t(runIndex)]) + QStringLiteral(": ")
                + runTrustDescription(d->trust[size_t(runIndex)]);
        // Run titles are archive text: never let QToolTip read them as markup.
        QToolTip::showText(event->globalPosition().toPoint(), plainToolTip(text), d->plot);
    });
}

RankingPlot::~RankingPlot() = default;

void RankingPlot::setArchive(std::shared_ptr<const kie::Archive> archive, const kie::IntegritySummary *integrity)
{
    d->archive = std::move(archive);
    d->trust = !d->archive ? std::vector<RunTrust>()
        : integrity        ? integrity->runTrust
                           : summarizeIntegrity(*d->archive).runTrust;
    d->group = -1;
    d->selectedRun = -1;
    d->rebuild();
}

void RankingPlot::setGroup(int groupIndex)
{
    if (!d->archive || groupIndex < 0 || groupIndex >= int(d->archive->ranking.groups.size()))
        groupIndex = -1;
    d->group = groupIndex;
    d->rebuild();
}

void RankingPlot::setSelectedRun(int runIndex)
{
    d->selectedRun = runIndex;
    d->updateHighlight();
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void RankingPlot::setLogScale(bool logarithmic)
{
    if (d->logScale == logarithmic)
        return;
    d->logScale = logarithmic;
    d->applyScale();
    d->plot->replot();
    Q_EMIT logScaleChanged(logarithmic);
}

bool RankingPlot::isLogScale() const
{
    return d->logScale;
}

// Exports go through the one safe writer (safewrite.h): a new file or a regular one replaced
// atomically, never a device, FIFO or directory.
bool RankingPlot::exportPng(const QString &path, int width, int height, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!d->plot->toPixmap(width, height).save(&buffer, "PNG")) {
        if (error)
            *error = tr("the plot could not be drawn as PNG");
        return false;
    }
    return writeFileSafely(path, bytes, error);
}

bool RankingPlot::exportPdf(const QString &path, QString *error)
{
    // QCustomPlot writes PDF only to a file name: draw into a private temporary file first.
    QTemporaryDir scratch;
    const QString drawn = scratch.filePath(QStringLiteral("plot.pdf"));
    QFile file(drawn);
    if (!scratch.isValid() || !d->plot->savePdf(drawn) || !file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("the plot could not be drawn as PDF");
        return false;
    }
    return writeFileSafely(path, file.readAll(), error);
}

QCustomPlot *RankingPlot::plot() const
{
    return d->plot;
}

std::vector<int> RankingPlot::flaggedRuns() const
{
    std::vector<int> flagged;
    for (const int runIndex : d->runs) {
        if (d->isFlagged(runIndex))
            flagged.push_back(runIndex);
    }
    return flagged;
}

QStringList RankingPlot::flagTexts() const
{
    QStringList texts;
    if (d->bestMarker->visible() && d->bestMarker->text() != tr("#1"))
        texts << d->bestMarker->text();
    for (const QCPItemText *item : d->flagTexts)
        texts << item->text();
    return texts;
}

QPoint RankingPlot::barCenter(int runIndex) const
{
    const int position = d->positionOfRun(runIndex);
    if (position < 0)
        return {};
    const double value = d->valuesNs[size_t(position)] / d->unit.divisor;
    const double lower = d->plot->yAxis->range().lower;
    const double middle = d->logScale ? std::sqrt(std::max(lower, value * 1e-3) * value) : (std::max(lower, 0.0) + value) / 2;
    return QPoint(int(d->plot->xAxis->coordToPixel(position + 1)), int(d->plot->yAxis->coordToPixel(middle)));
}

void RankingPlot::Private::rebuild()
{
    runs.clear();
    valuesNs.clear();
    if (archive && group >= 0) {
        const ComparisonGroup &g = archive->ranking.groups[size_t(group)];
        runs.reserve(g.ranked.size());
        valuesNs.reserve(g.ranked.size());
        for (int runIndex : g.ranked) {
            // The statistic the group ranks by, which may not be the run's own primary one.
            const auto value = kie::primaryValue(*archive, runIndex);
            if (!value)
                continue;
            runs.push_back(runIndex);
            valuesNs.push_back(*value);
        }
    }
    std::vector<double> sorted = valuesNs;
    std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
    unit = unitFor(sorted.empty() ? 1 : sorted[sorted.size() / 2]);

    QVector<double> keys(int(runs.size()));
    QVector<double> values(int(runs.size()));
    for (size_t i = 0; i < runs.size(); ++i) {
        keys[int(i)] = double(i + 1);
        values[int(i)] = valuesNs[i] / unit.divisor;
    }
    const bool bars = usesBars();
    this->bars->setVisible(bars);
    highlightBars->setVisible(bars);
    impulses->setVisible(!bars);
    highlightImpulse->setVisible(!bars);
    if (bars) {
        this->bars->setData(keys, values, true);
        impulses->data()->clear();
    } else {
        impulses->setData(keys, values, true);
        this->bars->data()->clear();
    }

    // Labelled ticks while bars are few enough to read; plain rank numbers beyond.
    if (bars && !runs.empty()) {
        auto ticker = QSharedPointer<QCPAxisTickerText>::create();
        // Ties share a rank (1, 2, 2, 4), so the label carries the rank, not the position.
        for (size_t i = 0; i < runs.size(); ++i) {
            const auto rank = archive->ranking.runs[size_t(runs[i])].rank;
            // A flagged run says so on its axis label too, not only by the bar's colour.
            const QString name = (isFlagged(runs[i]) ? QStringLiteral("\u26A0 ") : QString()) + runLabel(*archive, runs[i]).left(18);
            ticker->addTick(double(i + 1), rank ? QStringLiteral("#%1 %2").arg(*rank).arg(name) : name);
        }
        plot->xAxis->setTicker(ticker);
        // Vertical labels never spill past the last bar, however narrow the plot is.
        plot->xAxis->setTickLabelRotation(runs.size() > 8 ? 90 : 0);
    } else {
        plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        plot->xAxis->setTickLabelRotation(0);
    }
    plot->yAxis->setLabel(QCoreApplication::translate("kie::ui::RankingPlot", "%1 latency (%2)")
                              .arg(archive && !runs.empty() ? kie::primaryStatisticName(*archive, runs.front())
                                                            : QStringLiteral("mean"),
                                   unit.name));
    plot->xAxis->setRange(0.4, std::max<double>(1.0, double(runs.size())) + 0.6);
    updateFlags();
    // Groups keyed by a declared comparison key may mix timers or statistics: say so above the bars.
    const GroupDisagreement disagreement = archive ? groupDisagreement(*archive, group) : GroupDisagreement();
    setPlainText(warning, disagreement.any() ? QStringLiteral("\u26A0 ") + disagreement.text() : QString());
    warning->setVisible(disagreement.any());
    updateHighlight();
    applyScale();
    plot->replot();
}

void RankingPlot::Private::updateFlags()
{
    flaggedBars->data()->clear();
    flaggedImpulses->data()->clear();
    for (QCPItemText *item : flagTexts)
        plot->removeItem(item);
    flagTexts.clear();
    const bool bars = usesBars();
    flaggedBars->setVisible(bars);
    flaggedImpulses->setVisible(!bars);
    QString bestText = QCoreApplication::translate("kie::ui::RankingPlot", "#1");
    for (size_t i = 0; i < runs.size(); ++i) {
        if (!isFlagged(runs[i]))
            continue;
        const double value = valuesNs[i] / unit.divisor;
        const QString word = QStringLiteral("\u26A0 ") + runTrustName(trust[size_t(runs[i])]);
        if (bars)
            flaggedBars->addData(double(i + 1), value);
        else
            flaggedImpulses->addData(double(i + 1), value);
        if (i == 0) { // the #1 label says it: nobody reads a flagged run as a clean #1
            bestText += QLatin1Char(' ') + word;
            continue;
        }
        if (!bars)
            continue; // too many to label; the triangles and tooltips say it
        auto *text = new QCPItemText(plot);
        text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        text->setColor(badgeLook(BadgeState::Mismatch).colour);
        text->setFont(bestMarker->font());
        text->setText(word);
        text->setBrush(QBrush(QColor(255, 255, 255, 220)));
        text->setPadding(QMargins(2, 1, 2, 1));
        text->setClipToAxisRect(false);
        text->position->setCoords(double(i + 1), value);
        flagTexts.push_back(text);
    }
    bestMarker->setText(bestText);
    const bool bestFlagged = bestText.size() > 2;
    bestMarker->setColor(bestFlagged ? badgeLook(BadgeState::Mismatch).colour : kBestColor.darker(120));
    // A long flagged label starts at the bar's left edge so it does not run into the axis, on a
    // light box so it stays readable over a neighbouring bar.
    bestMarker->setPositionAlignment(bestFlagged ? (Qt::AlignLeft | Qt::AlignBottom) : (Qt::AlignHCenter | Qt::AlignBottom));
    bestMarker->setBrush(bestFlagged ? QBrush(QColor(255, 255, 255, 220)) : QBrush(Qt::NoBrush));
    bestMarker->setPadding(bestFlagged ? QMargins(2, 1, 2, 1) : QMargins());
}

void RankingPlot::Private::updateHighlight()
{
    highlightBars->data()->clear();
    highlightImpulse->data()->clear();
    const int position = positionOfRun(selectedRun);
    if (position >= 0) {
        const double key = position + 1;
        const double value = valuesNs[size_t(position)] / unit.divisor;
        if (usesBars())
            highlightBars->addData(key, value);
        else
            highlightImpulse->addData(key, value);
    }
    // #1 sits above the first bar, in the "best" colour.
    bestMarker->setVisible(!runs.empty());
    if (!runs.empty())
        bestMarker->position->setCoords((bestMarker->positionAlignment() & Qt::AlignLeft) ? 0.65 : 1.0, valuesNs.front() / unit.divisor);
}

void RankingPlot::Private::applyScale()
{
    QCPAxis *axis = plot->yAxis;
    double maxValue = 0;
    double minValue = std::numeric_limits<double>::max();
    for (double v : valuesNs) {
        maxValue = std::max(maxValue, v / unit.divisor);
        if (v > 0)
            minValue = std::min(minValue, v / unit.divisor);
    }
    if (maxValue <= 0)
        maxValue = 1;
    if (logScale) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        if (minValue > maxValue)
            minValue = maxValue;
        // Bars grow from the axis floor, a decade under the smallest value.
        const double floor = std::pow(10.0, std::floor(std::log10(minValue)) - 1);
        bars->setBaseValue(floor);
        highlightBars->setBaseValue(floor);
        axis->setRange(floor, maxValue * 2);
    } else {
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        bars->setBaseValue(0);
        highlightBars->setBaseValue(0);
        axis->setRange(0, maxValue * 1.12);
    }
}

QString RankingPlot::warningText() const
{
    return d->warning->text();
}

} // namespace kie::ui
