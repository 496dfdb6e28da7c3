// SPDX-License-Identifier: Apache-2.0
// Long because: the run page is one scrolling form, section by section (headline with the rank and
// its scope, measurement, references, citation, notes); the next split is its sections into files.
#include "runpage.h"

#include "solcalculator.h"

#include "archive.h"
#include "breakinglabel.h"
#include "citationwidget.h"
#include "formatting.h"
#include "notespane.h"
#include "pagefit.h"
#include "references.h"
#include "runcaseswidget.h"
#include "runfacts.h"
#include "statebadge.h"
#include "uiutils.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>


namespace kie::ui {

namespace {

QString numberText(double value)
{
    return QLocale().toString(value, 'g', 10);
}

QGroupBox *makePane(const QString &title, const QString &objectName, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    box->setObjectName(objectName);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
    return box;
}

QFormLayout *formOf(QGroupBox *box)
{
    return static_cast<QFormLayout *>(box->layout());
}

// A full-width sentence in a pane (no label column).
QLabel *addSentence(QGroupBox *box, const QString &text, bool absent = false)
{
    QLabel *label = absent ? absentLabel(text, box) : plainLabel(text, box);
    formOf(box)->addRow(label);
    return label;
}

void addValue(QGroupBox *box, const QString &label, const QString &value, const QString &absentText = QString())
{
    addFormRow(formOf(box), label, value, absentText.isEmpty() ? QCoreApplication::translate("kie::ui::RunPage", "not recorded") : absentText);
}

void addCopyable(QGroupBox *box, const QString &label, const QString &value, const QString &what)
{
    if (value.isEmpty()) {
        addValue(box, label, QString());
        return;
    }
    // Digests and URIs do not wrap: they get a full-width line under their caption.
    if (value.size() > 40) {
        formOf(box)->addRow(plainLabel(label, box));
        formOf(box)->addRow(copyableValue(value, what, box));
        return;
    }
    formOf(box)->addRow(plainLabel(label, box), copyableValue(value, what, box));
}

QString joinedMap(const QMap<QString, QString> &map)
{
    QStringList lines;
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        lines << it.key() + QStringLiteral(" = ") + it.value();
    return lines.join(QLatin1Char('\n'));
}

// The reference row of a pane: its state, the declared digest (copyable), and the computed one when
// they differ. The state label is named "runPageReference_<role>" (tests look it up).
void addReference(QGroupBox *box, const RunFacts &facts, const QString &role)
{
    const ReferenceCheck *check = facts.reference(role);
    if (!check || check->state == ReferenceState::NotDeclared) {
        addValue(box, QCoreApplication::translate("kie::ui::RunPage", "reference"), QString(), QCoreApplication::translate("kie::ui::RunPage", "the run names no %1 digest").arg(role));
        return;
    }
    auto *state = new StateBadge(badgeState(check->state), role, box);
    state->setObjectName(QStringLiteral("runPageReference_") + role);
    formOf(box)->addRow(plainLabel(QCoreApplication::translate("kie::ui::RunPage", "reference"), box), state);
    if (const QString note = referenceNote(*check); !note.isEmpty())
        formOf(box)->addRow(plainLabel(note, box));
    addCopyable(box, QCoreApplication::translate("kie::ui::RunPage", "declared digest"), check->declared, QCoreApplication::translate("kie::ui::RunPage", "declared digest"));
    if (check->state == ReferenceState::Mismatch)
        addCopyable(box, QCoreApplication::translate("kie::ui::RunPage", "computed digest"), check->computed, QCoreApplication::translate("kie::ui::RunPage", "computed digest"));
}

QString statisticLabel(const QString &statistic)
{
    return QCoreApplication::translate("kie::ui::RunPage", "latency · %1").arg(statisticName(statistic));
}

} // namespace

struct RunPage::Private
{
    Q_DECLARE_TR_FUNCTIONS(kie::ui::RunPage)

public:
    explicit Private(RunPage *page)
        : q(page)
    {
    }

    void clearPanes();
    void setHeader(const RunFacts &facts);
    QGroupBox *identityPane(const RunRecord &run, const RunFacts &facts);
    QGroupBox *correctnessPane(const RunRecord &run, const RunFacts &facts);
    QGroupBox *workloadPane(const RunRecord &run, const RunFacts &facts);
    QGroupBox *measurementsPane(const RunRecord &run, const RunFacts &facts);
    QGroupBox *protocolPane(const RunRecord &run, const RunFacts &facts);
    QGroupBox *environmentPane(const RunRecord &run, const RunFacts &facts);
    QGroupBox *artifactsPane(const RunRecord &run, const RunFacts &facts);
    QGroupBox *attestationsPane(const RunFacts &facts);

    RunPage *q;
    std::shared_ptr<const Archive> archive;
    int runIndex = -1;

    QScrollArea *scroll = nullptr;
    WheelToPage *wheel = nullptr;
    QWidget *content = nullptr;
    QVBoxLayout *contentLayout = nullptr;

    QLabel *runIdLabel = nullptr;
    QLabel *title = nullptr;
    QLabel *primary = nullptr;
    QLabel *rank = nullptr;
    QLabel *figures = nullptr;
    QLabel *evidence = nullptr;
    QLabel *dates = nullptr;
    QPushButton *compareButton = nullptr;
    QPushButton *manifestButton = nullptr;

    QWidget *panes = nullptr; // rebuilt for every run
    RunCasesWidget *cases = nullptr; // kept across runs, moved into the Measurements pane
    NotesPane *notes = nullptr; // likewise, into the Attestations & notes pane
    CitationWidget *citation = nullptr;
    QGroupBox *citeBox = nullptr;
    SolCalculator *sol = nullptr; // kept across runs; shows itself for SOL-ExecBench runs
    QGroupBox *manifestBox = nullptr;
    QWidget *empty = nullptr;
};

RunPage::RunPage(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    d->scroll = new QScrollArea(this);
    d->scroll->setAccessibleName(tr("Run page"));
    d->scroll->setWidgetResizable(true);
    d->scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(d->scroll);

    d->scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    d->scroll->setFocusPolicy(Qt::StrongFocus); // F6 and Ctrl+1 land here; the keys then scroll the page
    setFocusProxy(d->scroll);
    d->wheel = new WheelToPage(d->scroll, this);

    d->content = new QWidget;
    d->content->setObjectName(QStringLiteral("runPageContent"));
    // Its width is the viewport's, whatever its children would like (see fitToWidth).
    d->content->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    d->contentLayout = new QVBoxLayout(d->content);
    d->contentLayout->setSpacing(8);
    d->scroll->setWidget(d->content);

    d->empty = absentLabel(tr("Choose a run in the table or the plot to see its page."), d->content);
    d->contentLayout->addWidget(d->empty);

    // Header.
    d->runIdLabel = selectableLabel(QString(), d->content);
    d->runIdLabel->setObjectName(QStringLiteral("runPageRunId"));
    d->title = new BreakingLabel(d->content); // a long name breaks inside itself rather than at the edge
    d->title->setObjectName(QStringLiteral("runPageTitle"));
    QFont titleFont = d->title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    d->title->setFont(titleFont);

    auto *primaryCaption = plainLabel(tr("Primary measurement"), d->content);
    d->primary = selectableLabel(QString(), d->content);
    d->primary->setObjectName(QStringLiteral("runPagePrimary"));
    QFont primaryFont = d->primary->font();
    primaryFont.setBold(true);
    primaryFont.setPointSizeF(primaryFont.pointSizeF() * 2.4);
    d->primary->setFont(primaryFont);
    d->rank = selectableLabel(QString(), d->content);
    d->rank->setObjectName(QStringLiteral("runPageRank"));
    d->figures = selectableLabel(QString(), d->content);
    d->figures->setObjectName(QStringLiteral("runPageFigures"));
    QFont figuresFont = d->figures->font();
    figuresFont.setPointSizeF(figuresFont.pointSizeF() * 1.1);
    d->figures->setFont(figuresFont);
    d->evidence = selectableLabel(QString(), d->content);
    d->evidence->setObjectName(QStringLiteral("runPageEvidence"));
    d->dates = selectableLabel(QString(), d->content);
    d->dates->setObjectName(QStringLiteral("runPageDates"));

    auto *buttons = new QHBoxLayout;
    d->compareButton = new QPushButton(tr("Compare with #1 →"), d->content);
    d->compareButton->setObjectName(QStringLiteral("compareWithBestButton"));
    d->manifestButton = new QPushButton(tr("Show manifest"), d->content);
    d->manifestButton->setObjectName(QStringLiteral("showManifestButton"));
    buttons->addWidget(d->compareButton);
    buttons->addWidget(d->manifestButton);
    buttons->addStretch(1);

    for (QWidget *widget : {static_cast<QWidget *>(d->runIdLabel), static_cast<QWidget *>(d->title),
                            static_cast<QWidget *>(primaryCaption), static_cast<QWidget *>(d->primary),
                            static_cast<QWidget *>(d->rank), static_cast<QWidget *>(d->figures),
                            static_cast<QWidget *>(d->evidence), static_cast<QWidget *>(d->dates)})
        d->contentLayout->addWidget(widget);
    d->contentLayout->addLayout(buttons);

    d->panes = new QWidget(d->content);
    d->contentLayout->addWidget(d->panes);

    d->cases = new RunCasesWidget(d->content);
    d->cases->hide();

    d->sol = new SolCalculator(d->content);
    d->contentLayout->addWidget(d->sol);

    d->citeBox = new QGroupBox(tr("Cite this record (permalink, digest, access date)"), d->content);
    d->citeBox->setObjectName(QStringLiteral("paneCite"));
    auto *citeLayout = new QVBoxLayout(d->citeBox);
    d->citation = new CitationWidget(d->citeBox);
    citeLayout->addWidget(d->citation);
    d->contentLayout->addWidget(d->citeBox);

    d->manifestBox = new QGroupBox(tr("Canonical manifest"), d->content);
    auto *manifestLayout = new QHBoxLayout(d->manifestBox);
    manifestLayout->addWidget(plainLabel(tr("The run exactly as read, its references and their verification."), d->manifestBox), 1);
    auto *manifestButton2 = new QPushButton(tr("Show manifest"), d->manifestBox);
    manifestLayout->addWidget(manifestButton2);
    d->contentLayout->addWidget(d->manifestBox);
    d->contentLayout->addStretch(1);

    connect(d->compareButton, &QPushButton::clicked, this, [this] { Q_EMIT compareRequested(d->runIndex); });
    connect(d->manifestButton, &QPushButton::clicked, this, [this] { Q_EMIT manifestRequested(d->runIndex); });
    connect(manifestButton2, &QPushButton::clicked, this, [this] { Q_EMIT manifestRequested(d->runIndex); });

    setRun(nullptr, -1);
}

RunPage::~RunPage() = default;

void RunPage::setNotesPane(NotesPane *notes)
{
    d->notes = notes;
    d->notes->hide();
    d->notes->setParent(d->content);
    setRun(d->archive, d->runIndex);
}

int RunPage::runIndex() const
{
    return d->runIndex;
}

CitationWidget *RunPage::citationWidget() const
{
    return d->citation;
}

void RunPage::setRun(std::shared_ptr<const Archive> archive, int runIndex)
{
    d->archive = std::move(archive);
    d->runIndex = d->archive && runIndex >= 0 && size_t(runIndex) < d->archive->runs.size() ? runIndex : -1;
    d->clearPanes();

    const bool haveRun = d->runIndex >= 0;
    d->sol->setRun(d->archive, d->runIndex);
    d->empty->setVisible(!haveRun);
    for (QWidget *widget : {static_cast<QWidget *>(d->runIdLabel), static_cast<QWidget *>(d->title),
                            static_cast<QWidget *>(d->primary), static_cast<QWidget *>(d->rank),
                            static_cast<QWidget *>(d->figures), static_cast<QWidget *>(d->evidence),
                            static_cast<QWidget *>(d->dates), static_cast<QWidget *>(d->compareButton),
                            static_cast<QWidget *>(d->manifestButton), static_cast<QWidget *>(d->citeBox),
                            static_cast<QWidget *>(d->manifestBox), d->panes})
        widget->setVisible(haveRun);
    // The caption "Primary measurement" sits just before the figure.
    if (QLayoutItem *caption = d->contentLayout->itemAt(d->contentLayout->indexOf(d->primary) - 1); caption && caption->widget())
        caption->widget()->setVisible(haveRun);
    if (!haveRun) {
        d->citation->setRun(nullptr, -1);
        return;
    }

    // Everything the page says comes from the run facts, as `show` prints them.
    const RunRecord &run = d->archive->runs[size_t(d->runIndex)];
    const RunFacts facts = runFacts(*d->archive, d->runIndex);
    d->setHeader(facts);
    auto *panesLayout = static_cast<QVBoxLayout *>(d->panes->layout());
    // A tampered run still ranks, but the page says so first (ARCHIVE.md §3).
    if (hasMismatch(facts.references)) {
        auto *warning = new StateBadge(BadgeState::Mismatch, tr("this run"), d->panes);
        warning->setObjectName(QStringLiteral("runPageTrustWarning"));
        panesLayout->addWidget(warning);
        panesLayout->addWidget(plainLabel(tr("An object carried with this run is not the one it declares; its rank and "
                                             "figures are shown as recorded. The reference below says which."),
                                          d->panes));
    }
    for (QGroupBox *pane : {d->identityPane(run, facts), d->correctnessPane(run, facts), d->workloadPane(run, facts),
                            d->measurementsPane(run, facts), d->protocolPane(run, facts),
                            d->environmentPane(run, facts), d->artifactsPane(run, facts), d->attestationsPane(facts)})
        panesLayout->addWidget(pane);

    d->citation->setRun(d->archive, d->runIndex);
    orderTabStopsAsLaidOut(d->scroll, d->content); // the new panes' Copy buttons in their place
    fitToWidth(d->content);
    d->wheel->watch(d->content);
    d->scroll->verticalScrollBar()->setValue(0);
}

void RunPage::Private::clearPanes()
{
    // The cases widget outlives the panes it sits in.
    cases->hide();
    cases->setParent(content);
    if (notes) {
        notes->hide();
        notes->setParent(content);
    }
    delete panes;
    panes = new QWidget(content);
    auto *panesLayout = new QVBoxLayout(panes);
    panesLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->insertWidget(contentLayout->indexOf(citeBox), panes);
}

void RunPage::Private::setHeader(const RunFacts &facts)
{
    setPlainText(runIdLabel, facts.runHeading);
    setPlainText(title, facts.title);
    setPlainText(primary, facts.primary);
    setPlainText(rank, facts.rankText);
    setPlainText(figures, facts.figures);
    setPlainText(evidence, facts.evidence);
    setPlainText(dates, facts.dates);
    dates->setToolTip(plainToolTip(facts.datesDetail));

    const ComparisonGroup *group = facts.group >= 0 ? &archive->ranking.groups[size_t(facts.group)] : nullptr;
    const bool hasBest = group && group->best >= 0;
    compareButton->setEnabled(hasBest && group->best != runIndex);
    compareButton->setToolTip(!hasBest ? tr("Nothing in this run's group is ranked")
                                       : group->best == runIndex ? tr("This run is #1 of its group")
                                                                 : tr("Put this run beside its group's #1, field by field"));
}

QGroupBox *RunPage::Private::identityPane(const RunRecord &run, const RunFacts &facts)
{
    QGroupBox *identity = makePane(tr("Identity"), QStringLiteral("paneIdentity"), panes);
    if (facts.implementationObject >= 0) {
        const ImplementationRecord &impl = archive->implementations[size_t(facts.implementationObject)];
        addValue(identity, tr("implementation"), impl.name);
        addValue(identity, tr("project"), impl.project);
        addValue(identity, tr("revision"), impl.revision);
        addValue(identity, tr("language"), impl.language);
        addValue(identity, tr("author"), impl.author);
        addValue(identity, tr("source"), impl.source);
    } else {
        addValue(identity, tr("implementation"), facts.implementation);
        addSentence(identity, run.implementationDigest.isEmpty()
                                  ? tr("The run names no implementation object; the name above comes from its title.")
                                  : tr("The implementation object is not in this archive; the name above comes from the run's title."),
                    true);
    }
    addReference(identity, facts, QStringLiteral("implementation"));
    addValue(identity, tr("name"), facts.name);
    addCopyable(identity, tr("run id"), facts.runId, tr("run id"));
    addCopyable(identity, tr("record digest"), facts.digest, tr("record digest"));
    addCopyable(identity, facts.comparisonKeyDeclared ? tr("comparison key (declared)") : tr("comparison key (derived)"),
                facts.comparisonKey, tr("comparison key"));
    if (run.sourceNative) {
        addValue(identity, tr("source"), run.sourceNative->source);
        addValue(identity, tr("benchmark"), run.sourceNative->benchmark);
        addCopyable(identity, tr("external id"), run.sourceNative->externalId, tr("external id"));
    } else {
        addValue(identity, tr("source"), QString(), tr("no source-native record"));
    }
    if (!run.meta.labels.isEmpty())
        addValue(identity, tr("labels"), joinedMap(run.meta.labels));
    if (!run.meta.annotations.isEmpty())
        addValue(identity, tr("annotations"), joinedMap(run.meta.annotations));
    return identity;
}

QGroupBox *RunPage::Private::correctnessPane(const RunRecord &run, const RunFacts &facts)
{
    QGroupBox *correctness = makePane(tr("Correctness"), QStringLiteral("paneCorrectness"), panes);
    addSentence(correctness, facts.correctness)->setObjectName(QStringLiteral("runPageCorrectness"));
    if (run.correctness) {
        addValue(correctness, tr("status"), run.correctness->status);
        addValue(correctness, tr("max absolute error"),
                 run.correctness->maxAbsoluteError ? numberText(*run.correctness->maxAbsoluteError) : QString());
        addValue(correctness, tr("max relative error"),
                 run.correctness->maxRelativeError ? numberText(*run.correctness->maxRelativeError) : QString());
    }
    if (facts.protocolObject >= 0) {
        const ProtocolRecord &protocol = archive->protocols[size_t(facts.protocolObject)];
        addValue(correctness, tr("reference"), protocol.correctnessReference);
        addValue(correctness, tr("comparator"), protocol.correctnessComparator);
    }
    return correctness;
}

QGroupBox *RunPage::Private::workloadPane(const RunRecord &run, const RunFacts &facts)
{
    QGroupBox *workload = makePane(tr("Workload"), QStringLiteral("paneWorkload"), panes);
    const ReferenceCheck *check = facts.reference(QStringLiteral("workload"));
    if (facts.workloadObject >= 0) {
        const WorkloadRecord &w = archive->workloads[size_t(facts.workloadObject)];
        addValue(workload, tr("definition"), w.definition);
        addValue(workload, tr("description"), w.description);
        addValue(workload, tr("comparator"), w.comparator);
        QString suite;
        if (w.suiteCases)
            suite = tr("suite of %n case(s)", nullptr, int(*w.suiteCases));
        if (!w.suiteAggregate.isEmpty())
            suite += (suite.isEmpty() ? QString() : QStringLiteral(" · ")) + w.suiteAggregate;
        addValue(workload, tr("suite"), suite);
        if (!w.axes.isEmpty()) {
            QStringList axes;
            for (auto it = w.axes.cbegin(); it != w.axes.cend(); ++it)
                axes << it.key() + QStringLiteral(" = ") + recordValueText(it.value());
            addValue(workload, tr("axes"), axes.join(QLatin1Char('\n')));
        }
    } else {
        addSentence(workload, check && check->state == ReferenceState::NotInArchive
                                  ? tr("The workload object is not in this archive; only its digest is known.")
                                  : tr("The run names no workload."),
                    true);
        if (run.sourceNative && !run.sourceNative->benchmark.isEmpty())
            addValue(workload, tr("benchmark (from the source)"), run.sourceNative->benchmark);
        if (facts.protocolObject >= 0 && !archive->protocols[size_t(facts.protocolObject)].correctnessComparator.isEmpty())
            addValue(workload, tr("comparator (from the protocol)"), archive->protocols[size_t(facts.protocolObject)].correctnessComparator);
        if (!run.cases.empty())
            addValue(workload, tr("suite"), tr("suite of %n case(s) (from the run)", nullptr, int(run.cases.size())));
    }
    addReference(workload, facts, QStringLiteral("workload"));
    return workload;
}

QGroupBox *RunPage::Private::measurementsPane(const RunRecord &run, const RunFacts &facts)
{
    QGroupBox *measurements = makePane(tr("Measurements"), QStringLiteral("paneMeasurements"), panes);
    bool anyLatency = false;
    for (int i = 0; i < LatencyStats::kStatisticCount; ++i) {
        const QString stat = LatencyStats::nameOf(LatencyStats::Statistic(i));
        if (const OptionalDouble value = run.latencyNs.get(LatencyStats::Statistic(i))) {
            anyLatency = true;
            QString text = formatLatencyNs(*value);
            if (stat == facts.statistic)
                text += tr("  (primary)");
            QLabel *label = selectableLabel(text, measurements);
            label->setToolTip(tr("%1 ns as recorded").arg(numberText(*value)));
            label->setObjectName(QStringLiteral("runPageLatency_") + stat);
            formOf(measurements)->addRow(plainLabel(statisticLabel(stat), measurements), label);
        }
    }
    if (!anyLatency)
        addSentence(measurements, tr("No latency recorded."), true);
    if (run.sourceNative && !run.sourceNative->metrics.isEmpty()) {
        QStringList metrics;
        const QVariantMap map = run.sourceNative->metrics.toMap();
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            metrics << it.key() + QStringLiteral(" = ") + recordValueText(it.value());
        addValue(measurements, tr("source metrics"), metrics.join(QLatin1Char('\n')));
    }
    cases->setRun(archive, runIndex);
    // The case table, its log and the fast_p chart get the room of a screen, not of a form row.
    cases->setMinimumHeight(std::max(520, cases->sizeHint().height()));
    if (cases->hasCases()) {
        cases->setParent(measurements);
        formOf(measurements)->addRow(cases);
        cases->show();
    } else {
        addSentence(measurements, tr("No per-case results recorded."), true);
    }
    return measurements;
}

QGroupBox *RunPage::Private::protocolPane(const RunRecord &run, const RunFacts &facts)
{
    QGroupBox *protocolBox = makePane(tr("Protocol"), QStringLiteral("paneProtocol"), panes);
    if (facts.protocolObject >= 0) {
        const ProtocolRecord &p = archive->protocols[size_t(facts.protocolObject)];
        if (facts.reference(QStringLiteral("protocol"))->state == ReferenceState::Mismatch)
            addSentence(protocolBox, tr("The bundle carries this protocol, but its digest is not the one the run declares: "
                                        "it is not the protocol the run was measured with, or it was altered."));
        addValue(protocolBox, tr("harness"), facts.harness);
        addValue(protocolBox, tr("timer"), p.timer);
        addValue(protocolBox, tr("primaryStatistic"), p.primaryStatistic);
        addValue(protocolBox, tr("correctnessReference"), p.correctnessReference);
        addValue(protocolBox, tr("correctnessComparator"), p.correctnessComparator);
        addValue(protocolBox, tr("correctnessPolicy"), p.correctnessPolicy, tr("not published"));
        addValue(protocolBox, tr("comparabilityFamily"), p.comparabilityFamily);
        addValue(protocolBox, tr("comparability notes"), p.comparabilityNotes);
    } else {
        addSentence(protocolBox, run.protocolDigest.isEmpty() ? tr("The run names no protocol.")
                                                              : tr("The protocol object is not in this archive; only its digest is known."),
                    true);
        if (!run.primaryStatistic.isEmpty())
            addValue(protocolBox, tr("primaryStatistic (from the run)"), run.primaryStatistic);
    }
    addReference(protocolBox, facts, QStringLiteral("protocol"));
    return protocolBox;
}

QGroupBox *RunPage::Private::environmentPane(const RunRecord &run, const RunFacts &facts)
{
    QGroupBox *environmentBox = makePane(tr("Environment"), QStringLiteral("paneEnvironment"), panes);
    if (facts.environmentObject >= 0) {
        const EnvironmentRecord &e = archive->environments[size_t(facts.environmentObject)];
        if (facts.reference(QStringLiteral("environment"))->state == ReferenceState::Mismatch)
            addSentence(environmentBox, tr("The bundle carries this environment, but its digest is not the one the run declares."));
        QLabel *gpu = addFormRow(formOf(environmentBox), tr("gpu"), facts.gpu, tr("not recorded"));
        gpu->setObjectName(QStringLiteral("runPageGpu"));
        addValue(environmentBox, tr("vendor"), e.vendor);
        addValue(environmentBox, tr("software libraries"), joinedMap(e.libraries));
    } else {
        addSentence(environmentBox, run.environmentDigest.isEmpty() ? tr("The run names no environment.")
                                                                    : tr("The environment object is not in this archive; only its digest is known."),
                    true);
    }
    addReference(environmentBox, facts, QStringLiteral("environment"));
    return environmentBox;
}

QGroupBox *RunPage::Private::artifactsPane(const RunRecord &run, const RunFacts &facts)
{
    QGroupBox *artifacts = makePane(tr("Artifacts"), QStringLiteral("paneArtifacts"), panes);
    if (!facts.noArtifacts.isEmpty())
        addSentence(artifacts, facts.noArtifacts, true);
    for (const Artifact &artifact : run.artifacts()) {
        QStringList facts;
        if (!artifact.mediaType.isEmpty())
            facts << artifact.mediaType;
        if (artifact.size)
            facts << QLocale().formattedDataSize(*artifact.size);
        addSentence(artifacts, (artifact.name.isEmpty() ? tr("(unnamed)") : artifact.name)
                                   + (facts.isEmpty() ? QString() : QStringLiteral(" · ") + facts.join(QStringLiteral(" · "))));
        addCopyable(artifacts, tr("uri"), artifact.uri, tr("artifact URI"));
        addCopyable(artifacts, tr("digest"), artifact.digest, tr("artifact digest"));
    }
    return artifacts;
}

QGroupBox *RunPage::Private::attestationsPane(const RunFacts &facts)
{
    QGroupBox *attestations = makePane(tr("Attestations && notes"), QStringLiteral("paneAttestations"), panes);
    for (const RunFactsAttestation &att : facts.attestations) {
        QLabel *headLabel = addSentence(attestations, att.byline);
        QFont bold = headLabel->font();
        bold.setBold(true);
        headLabel->setFont(bold);
        const QString &name = archive->attestations[size_t(att.index)].meta.name;
        auto *signature = new StateBadge(badgeState(att.signatureState), name, attestations);
        signature->setObjectName(QStringLiteral("runPageSignature_") + name);
        formOf(attestations)->addRow(signature);
        if (!att.text.isEmpty())
            addSentence(attestations, att.text);
        if (!att.measured.isEmpty())
            addValue(attestations, tr("measured"), att.measured);
        if (!att.environmentDigest.isEmpty())
            addCopyable(attestations, tr("on environment"), att.environmentDigest, tr("environment digest"));
        auto *show = new QPushButton(tr("Show attestation manifest"), attestations);
        formOf(attestations)->addRow(show);
        const int index = att.index;
        QObject::connect(show, &QPushButton::clicked, q, [this, index] { Q_EMIT q->objectRequested(ObjectKind::Attestation, index); });
    }
    if (!facts.noAttestations.isEmpty())
        addSentence(attestations, facts.noAttestations, true)->setObjectName(QStringLiteral("runPageNoAttestations"));
    addSentence(attestations, tr("Community attestations. They never change the evidence level; only a controlled rerun does."), true);
    if (notes) {
        notes->setRun(archive, runIndex);
        notes->setParent(attestations);
        formOf(attestations)->addRow(notes);
        notes->show();
    }
    return attestations;
}

} // namespace kie::ui
