// SPDX-License-Identifier: Apache-2.0
#include "rankingplot.h"

#include "archive.h"
#include "archivewriter.h"
#include "figure.h"
#include "figurebuilder.h"
#include "figureexport.h"
#include "focusring.h"
#include "formatting.h"
#include "integrity.h"
#include "runfacts.h"
#include "uiutils.h"

#include <qcustomplot.h>

#include <QKeyEvent>
#include <QLabel>
#include <QToolTip>
#include <QVBoxLayout>

namespace kie::ui {

namespace {

// Room for the focus ring (focusring.h) outside the drawing: the plot is a keyboard stop.
constexpr int kFocusFrame = FocusRing::kWidth;

} // namespace

struct RankingPlot::Private
{
    QCustomPlot *plot = nullptr;
    std::unique_ptr<FigureBuilder> builder;
    QLabel *warning = nullptr; // the group's runs disagree on timer or statistic
    std::shared_ptr<const kie::Archive> archive;
    std::shared_ptr<const IntegritySummary> integrity; // of the archive; its runTrust marks the bars
    int group = -1;
    int selectedRun = -1;
    bool logScale = false;

    const std::vector<FigureBar> &bars() const { return builder->figure().bars; }
    // What an export shows: the figure with the run selected now (the shown one may predate it).
    Figure current() const { return archive ? rankingFigure(*archive, group, selectedRun, &integrity->runTrust) : Figure(); }
    void rebuild();
    void showPosition(int position);
    void describeSelection(RankingPlot *q) const;
};

// What a screen reader says of the plot: the selected bar (rank, name, latency), then the keys.
void RankingPlot::Private::describeSelection(RankingPlot *q) const
{
    QString description = RankingPlot::tr("Left and Right select the previous or next run, Home and End the best or last, "
                                          "Enter opens its manifest.");
    for (const FigureBar &bar : bars()) {
        if (bar.runIndex != selectedRun || !archive)
            continue;
        const QString latency = formatLatencyNs(bar.valueNs) + QLatin1Char(' ') + statisticName(primaryStatisticName(*archive, bar.runIndex));
        const QString rank = bar.rank ? QStringLiteral("#%1").arg(*bar.rank) : RankingPlot::tr("unranked");
        description = RankingPlot::tr("Selected: %1 %2, %3.").arg(rank, bar.name, latency)
            + (bar.flag.isEmpty() ? QString() : QLatin1Char(' ') + bar.flag + QLatin1Char('.')) + QLatin1Char(' ') + description;
        break;
    }
    q->setAccessibleDescription(description);
}

void RankingPlot::Private::rebuild()
{
    FigureLook look;
    look.title = look.notes = look.stamp = false; // the window's caption and warning label say it
    look.logScale = logScale;
    look.fontPixels = 0;
    builder->draw(current(), look);
    const QString disagreement = builder->figure().warning;
    setPlainText(warning, disagreement.isEmpty() ? QString() : QStringLiteral("\u26A0 ") + disagreement);
    warning->setVisible(!disagreement.isEmpty());
    // Queued: a file shown and its first run selected rebuild twice in one turn of the event loop,
    // and the resizes of the window's first layout replot anyway.
    plot->replot(QCustomPlot::rpQueuedReplot);
}

// Keeps a bar chosen from the keyboard in view (a 10k-run group is usually zoomed in).
void RankingPlot::Private::showPosition(int position)
{
    const double key = position + 1;
    const QCPRange range = plot->xAxis->range();
    if (key - 0.5 < range.lower || key + 0.5 > range.upper)
        plot->xAxis->setRange(key, range.size(), Qt::AlignCenter);
}

RankingPlot::RankingPlot(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(kFocusFrame, kFocusFrame, kFocusFrame, kFocusFrame);
    setFocusPolicy(Qt::StrongFocus);
    d->plot = new QCustomPlot(this);
    d->plot->setObjectName(QStringLiteral("rankingPlot"));
    d->plot->setFocusPolicy(Qt::NoFocus); // a click focuses this widget, which gets the focus ring
    d->plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    d->plot->setNoAntialiasingOnDrag(true);
    d->plot->setMouseTracking(true); // hover tooltips without a pressed button
    d->plot->setMinimumHeight(180);
    d->builder = std::make_unique<FigureBuilder>(d->plot);
    d->warning = plainLabel(QString(), this);
    d->warning->setObjectName(QStringLiteral("rankingPlotWarning"));
    d->warning->setStyleSheet(QStringLiteral("QLabel { background: #fff1c9; color: #5a4300; padding: 3px; }"));
    d->warning->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    d->warning->hide();
    layout->addWidget(d->warning);
    layout->addWidget(d->plot, 1);
    setAccessibleName(tr("Latency ranking plot"));
    d->describeSelection(this);

    connect(d->plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) {
        const int position = d->builder->positionAt(event->position());
        if (position < 0)
            return;
        if (event->button() == Qt::LeftButton)
            Q_EMIT runClicked(d->bars()[size_t(position)].runIndex);
        else if (event->button() == Qt::RightButton)
            Q_EMIT runContextMenuRequested(d->bars()[size_t(position)].runIndex, event->globalPosition().toPoint());
    });
    connect(d->plot, &QCustomPlot::mouseDoubleClick, this, [this](QMouseEvent *event) {
        const int position = d->builder->positionAt(event->position());
        if (position >= 0)
            Q_EMIT runActivated(d->bars()[size_t(position)].runIndex);
    });
    connect(d->plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const int position = d->builder->positionAt(event->position());
        if (position < 0 || !d->archive) {
            QToolTip::hideText();
            return;
        }
        const FigureBar &bar = d->bars()[size_t(position)];
        QString text = tr("%1\n%2\nrank %3 of %4")
                           .arg(bar.name, formatLatencyNs(bar.valueNs))
                           .arg(bar.rank.value_or(0))
                           .arg(d->bars().size());
        if (!bar.flag.isEmpty())
            text += QLatin1Char('\n') + bar.flag + QStringLiteral(": ") + runTrustDescription(d->integrity->runTrust[size_t(bar.runIndex)]);
        // Run titles are archive text: never let QToolTip read them as markup.
        QToolTip::showText(event->globalPosition().toPoint(), plainToolTip(text), d->plot);
    });
    d->rebuild();
}

RankingPlot::~RankingPlot() = default;

void RankingPlot::setArchive(std::shared_ptr<const kie::Archive> archive, std::shared_ptr<const kie::IntegritySummary> integrity)
{
    d->archive = std::move(archive);
    d->integrity = !d->archive ? nullptr
        : integrity            ? std::move(integrity)
                               : std::make_shared<const IntegritySummary>(summarizeIntegrity(*d->archive));
    d->group = -1;
    d->selectedRun = -1;
    d->rebuild();
    d->describeSelection(this);
}

void RankingPlot::setGroup(int groupIndex)
{
    if (!d->archive || groupIndex < 0 || groupIndex >= int(d->archive->ranking.groups.size()))
        groupIndex = -1;
    d->group = groupIndex;
    d->rebuild();
    d->describeSelection(this);
}

void RankingPlot::setSelectedRun(int runIndex)
{
    d->selectedRun = runIndex;
    d->builder->setHighlight(runIndex);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
    d->describeSelection(this);
}

int RankingPlot::selectedRun() const
{
    return d->selectedRun;
}

void RankingPlot::setLogScale(bool logarithmic)
{
    if (d->logScale == logarithmic)
        return;
    d->logScale = logarithmic;
    d->builder->setLogScale(logarithmic);
    d->plot->replot();
    Q_EMIT logScaleChanged(logarithmic);
}

bool RankingPlot::isLogScale() const
{
    return d->logScale;
}

const kie::Figure &RankingPlot::figure() const
{
    return d->builder->figure();
}

// Exports carry the stamp and notes (figureexport.h) and go through the one safe writer.
bool RankingPlot::exportPng(const QString &path, int width, int height, QString *error)
{
    FigureExportOptions options;
    options.format = FigureFormat::Png;
    options.sizePx = QSize(width > 0 ? width : d->plot->width(), height > 0 ? height : d->plot->height());
    options.dpi = 96;
    options.logScale = d->logScale;
    return exportFigure(d->current(), options, path, error, d->archive ? filesReadFrom(*d->archive) : QStringList());
}

bool RankingPlot::exportPdf(const QString &path, QString *error)
{
    FigureExportOptions options;
    options.format = FigureFormat::Pdf;
    options.sizePx = d->plot->size().expandedTo(QSize(600, 376));
    options.dpi = 96;
    options.logScale = d->logScale;
    return exportFigure(d->current(), options, path, error, d->archive ? filesReadFrom(*d->archive) : QStringList());
}

QCustomPlot *RankingPlot::plot() const
{
    return d->plot;
}

std::vector<int> RankingPlot::flaggedRuns() const
{
    std::vector<int> flagged;
    for (const FigureBar &bar : d->bars()) {
        if (!bar.flag.isEmpty())
            flagged.push_back(bar.runIndex);
    }
    return flagged;
}

QStringList RankingPlot::flagTexts() const
{
    return d->builder->flagTexts();
}

QPoint RankingPlot::barCenter(int runIndex) const
{
    return d->builder->barCenter(runIndex);
}

QString RankingPlot::warningText() const
{
    return d->warning->text();
}

QString RankingPlot::emptyText() const
{
    return d->builder->shownMessage();
}

void RankingPlot::keyPressEvent(QKeyEvent *event)
{
    const auto &bars = d->bars();
    const int current = d->builder->figure().barPosition(d->selectedRun);
    const int last = int(bars.size()) - 1;
    int position = -1;
    switch (event->key()) {
    case Qt::Key_Left:
        position = current < 0 ? last : std::max(0, current - 1);
        break;
    case Qt::Key_Right:
        position = current < 0 ? 0 : std::min(last, current + 1);
        break;
    case Qt::Key_Home:
        position = 0;
        break;
    case Qt::Key_End:
        position = last;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (current >= 0) {
            Q_EMIT runActivated(d->selectedRun);
            event->accept();
            return;
        }
        break;
    default:
        break;
    }
    if (position < 0 || bars.empty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
    const int runIndex = bars[size_t(position)].runIndex;
    d->showPosition(position);
    setSelectedRun(runIndex); // the window calls it again when it follows; the plot alone follows too
    Q_EMIT runClicked(runIndex);
}

} // namespace kie::ui
