// SPDX-License-Identifier: Apache-2.0
#include "solcalculator.h"

#include "archive.h"
#include "formatting.h"
#include "runfacts.h"
#include "solmath.h"
#include "uiutils.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace kie::ui {

namespace {

enum Column { Workload, Kernel, Bound, Baseline, Score, Needed, ToBound, ColumnCount };

// "+12.5 µs (+4.1 %)"; without the sign, the size of the gap only.
QString gapText(const LatencyGap &gap, bool withSign = true)
{
    const QString sign = !withSign ? QString() : gap.ns < 0 ? QStringLiteral("-") : QStringLiteral("+");
    QString text = sign + formatLatencyNs(std::fabs(gap.ns));
    if (gap.percent)
        text += QStringLiteral(" (") + sign + QLocale().toString(std::fabs(*gap.percent), 'f', 1) + QStringLiteral(" %)");
    return text;
}

QString scoreText(double score)
{
    return QLocale().toString(score, 'f', 4);
}

} // namespace

struct SolCalculator::Private
{
    std::shared_ptr<const Archive> archive;
    int run = -1;
    SolInputs inputs;
    bool applicable = false;
    QLabel *current = nullptr;
    QLabel *missing = nullptr;
    QWidget *form = nullptr;
    QDoubleSpinBox *target = nullptr;
    QLabel *needed = nullptr;
    QLabel *gaps = nullptr;
    QTableWidget *table = nullptr;

    void update();
};

SolCalculator::SolCalculator(QWidget *parent)
    : QGroupBox(tr("SOL calculator"), parent)
    , d(std::make_unique<Private>())
{
    setObjectName(QStringLiteral("solCalculator"));
    auto *layout = new QVBoxLayout(this);
    d->current = selectableLabel(QString(), this);
    d->current->setObjectName(QStringLiteral("solCurrent"));
    d->missing = absentLabel(QString(), this);
    d->missing->setObjectName(QStringLiteral("solMissing"));
    d->missing->setWordWrap(true);
    layout->addWidget(d->current);
    layout->addWidget(d->missing);

    d->form = new QWidget(this);
    auto *form = new QFormLayout(d->form);
    form->setContentsMargins(0, 0, 0, 0);
    d->target = new QDoubleSpinBox(d->form);
    d->target->setObjectName(QStringLiteral("solTarget"));
    d->target->setRange(0.01, 1.0);
    d->target->setDecimals(2);
    d->target->setSingleStep(0.05);
    d->target->setValue(0.7);
    form->addRow(tr("Target SOL score"), d->target);
    d->needed = selectableLabel(QString(), d->form);
    d->needed->setObjectName(QStringLiteral("solNeeded"));
    form->addRow(tr("Latency needed"), d->needed);
    d->gaps = selectableLabel(QString(), d->form);
    d->gaps->setObjectName(QStringLiteral("solGaps"));
    form->addRow(tr("Gaps"), d->gaps);
    layout->addWidget(d->form);

    d->table = new QTableWidget(0, ColumnCount, this);
    d->table->setObjectName(QStringLiteral("solCases"));
    d->table->setHorizontalHeaderLabels({tr("Case"), tr("T_k"), tr("T_SOL"), tr("T_b"), tr("Score"),
                                         tr("T_k for target"), tr("Above the bound")});
    d->table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    d->table->verticalHeader()->hide();
    d->table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    d->table->setMaximumHeight(220);
    installPlainToolTips(d->table);
    layout->addWidget(d->table);

    connect(d->target, &QDoubleSpinBox::valueChanged, this, [this] { d->update(); });
    setRun(nullptr, -1);
}

SolCalculator::~SolCalculator() = default;

void SolCalculator::setRun(std::shared_ptr<const Archive> archive, int runIndex)
{
    d->archive = std::move(archive);
    d->run = d->archive && runIndex >= 0 && size_t(runIndex) < d->archive->runs.size() ? runIndex : -1;
    d->inputs = d->run >= 0 ? solInputsOf(d->archive->runs[size_t(d->run)]) : SolInputs();
    d->applicable = false;
    if (d->run >= 0) {
        const RunRecord &run = d->archive->runs[size_t(d->run)];
        const bool anyBound = std::any_of(d->inputs.cases.begin(), d->inputs.cases.end(), [](const SolCase &c) { return c.solNs.has_value(); });
        d->applicable = solScore(run).has_value() || anyBound;
    }
    setVisible(d->applicable);
    d->update();
}

bool SolCalculator::isApplicable() const
{
    return d->applicable;
}

bool SolCalculator::hasInputs() const
{
    return d->inputs.ready();
}

void SolCalculator::setTargetScore(double score)
{
    d->target->setValue(score);
}

QString SolCalculator::statusText() const
{
    QStringList lines;
    for (const QLabel *label : {d->current, d->missing, d->needed, d->gaps}) {
        if (!label->isHidden() && !label->text().isEmpty())
            lines << label->text();
    }
    return lines.join(QLatin1Char('\n'));
}

void SolCalculator::Private::update()
{
    const bool ready = applicable && inputs.ready();
    form->setVisible(ready);
    table->setVisible(ready);
    missing->setVisible(applicable && !ready);
    table->setRowCount(0);
    if (!applicable) {
        setPlainText(current, QString());
        return;
    }
    const RunRecord &record = archive->runs[size_t(run)];
    const std::optional<double> published = solScore(record);
    if (!ready) {
        // The seed: a published score, no per-case bounds. Say what is missing; never guess.
        setPlainText(current, published ? SolCalculator::tr("Published score: %1").arg(formatSolScore(*published)) : QString());
        setPlainText(missing, SolCalculator::tr("SOL bound not in this record: the calculator needs %1.")
                                  .arg(inputs.missing.join(SolCalculator::tr(", "))));
        return;
    }

    const double score = target->value();
    const SolTarget result = solTargetFor(inputs, score);
    QString now = result.currentMeanScore ? SolCalculator::tr("Suite SOL score %1 from %2 of %3 cases with T_SOL and T_b")
                                                .arg(scoreText(*result.currentMeanScore))
                                                .arg(inputs.usableCases)
                                                .arg(inputs.cases.size())
                                          : QString();
    if (published)
        now += (now.isEmpty() ? QString() : QStringLiteral(" · ")) + SolCalculator::tr("published %1").arg(formatSolScore(*published));
    setPlainText(current, now);

    // Suite mean: the mean of the per-case latencies that each reach the target score.
    double kernelSum = 0, boundSum = 0;
    int count = 0;
    for (const SolCase &c : inputs.cases) {
        if (c.usable()) {
            kernelSum += *c.kernelNs;
            boundSum += *c.solNs;
            ++count;
        }
    }
    const double kernelMean = kernelSum / count, boundMean = boundSum / count;
    if (result.meanLatencyNs) {
        const LatencyGap gap = latencyGap(*result.meanLatencyNs, kernelMean);
        const QString target = formatLatencyNs(*result.meanLatencyNs), targetScore = QLocale().toString(score, 'f', 2);
        // At or below the latency the target asks for, the run already reaches it: nothing to go.
        if (gap.ns >= 0)
            setPlainText(needed, SolCalculator::tr("mean %1 for SOL %2; now %3: reached, %4 faster than needed")
                                     .arg(target, targetScore, formatLatencyNs(kernelMean), gapText(gap, false)));
        else
            setPlainText(needed, SolCalculator::tr("mean %1 for SOL %2; now %3, %4 to go")
                                     .arg(target, targetScore, formatLatencyNs(kernelMean), gapText(gap)));
    } else
        setPlainText(needed, result.perCase.empty() ? QString() : result.perCase.front().error);

    QStringList gapLines;
    gapLines << SolCalculator::tr("to the bound: %1 above the mean T_SOL %2").arg(gapText(latencyGap(kernelMean, boundMean)), formatLatencyNs(boundMean));
    const int best = archive->ranking.bestOfGroupOf(this->run);
    const std::optional<double> mine = kie::primaryValue(*archive, this->run);
    std::optional<double> top;
    if (best >= 0)
        top = kie::primaryValue(*archive, best);
    if (best == this->run)
        gapLines << SolCalculator::tr("to #1: this run is #1");
    else if (mine && top)
        gapLines << SolCalculator::tr("to #1: %1 (#1 at %2)").arg(gapText(latencyGap(*mine, *top)), formatLatencyNs(*top));
    else
        gapLines << SolCalculator::tr("to #1: no ranked #1 to measure against");
    setPlainText(gaps, gapLines.join(QLatin1Char('\n')));

    table->setRowCount(int(inputs.cases.size()));
    for (size_t i = 0; i < inputs.cases.size(); ++i) {
        const SolCase &c = inputs.cases[i];
        const auto ns = [](const std::optional<double> &v) { return v ? formatLatencyNs(*v) : SolCalculator::tr("not recorded"); };
        QStringList cells{c.workload, ns(c.kernelNs), ns(c.solNs), ns(c.baselineNs), QString(), QString(), QString()};
        if (c.usable()) {
            const std::optional<double> s = c.passed ? solScoreOfCase(c.kernelNs, c.solNs, c.baselineNs) : 0.0;
            cells[Score] = s ? scoreText(*s) : QString();
            const SolResult &needed = result.perCase[i];
            cells[Needed] = needed ? formatLatencyNs(*needed.value) : needed.error;
            cells[ToBound] = gapText(latencyGap(*c.kernelNs, *c.solNs));
        } else {
            cells[Score] = result.perCase[i].error;
        }
        for (int column = 0; column < ColumnCount; ++column)
            table->setItem(int(i), column, new QTableWidgetItem(cells[column]));
    }
}

} // namespace kie::ui
