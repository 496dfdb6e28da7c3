// SPDX-License-Identifier: Apache-2.0
#include "runpage.h"

#include "archive.h"
#include "citationwidget.h"
#include "formatting.h"
#include "notespane.h"
#include "references.h"
#include "runcaseswidget.h"
#include "runtablemodel.h"
#include "uiutils.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <cmath>

namespace kie::ui {

namespace {

// RFC 3339 stamps are shown as their date; the full stamp goes in the tooltip.
QString dateOf(const QString &stamp)
{
    return stamp.size() >= 10 ? stamp.left(10) : stamp;
}

QString numberText(double value)
{
    return QLocale().toString(value, 'g', 10);
}

// Indexes checks by role for the panes that show one reference each.
const ReferenceCheck *checkFor(const std::vector<ReferenceCheck> &checks, const QString &role)
{
    for (const ReferenceCheck &check : checks) {
        if (check.role == role)
            return &check;
    }
    return nullptr;
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

QString variantText(const QVariant &value)
{
    if (value.typeId() == QMetaType::QVariantMap || value.typeId() == QMetaType::QVariantList)
        return QString::fromUtf8(QJsonDocument::fromVariant(value).toJson(QJsonDocument::Compact));
    return value.toString();
}

// The reference row of a pane: its state, the declared digest (copyable), and the computed one when
// they differ. Returns the state label (tests look it up by object name).
void addReference(QGroupBox *box, const ReferenceCheck *check, const QString &role)
{
    if (!check || check->state == ReferenceState::NotDeclared) {
        addValue(box, QCoreApplication::translate("kie::ui::RunPage", "reference"), QString(), QCoreApplication::translate("kie::ui::RunPage", "the run names no %1 digest").arg(role));
        return;
    }
    QLabel *state = selectableLabel(referenceStateName(check->state), box);
    state->setObjectName(QStringLiteral("runPageReference_") + role);
    if (check->state == ReferenceState::Mismatch) {
        QFont font = state->font();
        font.setBold(true);
        state->setFont(font);
    }
    formOf(box)->addRow(plainLabel(QCoreApplication::translate("kie::ui::RunPage", "reference"), box), state);
    addCopyable(box, QCoreApplication::translate("kie::ui::RunPage", "declared digest"), check->declared, QCoreApplication::translate("kie::ui::RunPage", "declared digest"));
    if (check->state == ReferenceState::Mismatch)
        addCopyable(box, QCoreApplication::translate("kie::ui::RunPage", "computed digest"), check->computed, QCoreApplication::translate("kie::ui::RunPage", "computed digest"));
}

QString statisticLabel(const QString &statistic)
{
    return QCoreApplication::translate("kie::ui::RunPage", "latency · %1").arg(statistic);
}

} // namespace

struct RunPage::Private
{
    std::shared_ptr<const Archive> archive;
    int runIndex = -1;

    QScrollArea *scroll = nullptr;
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
    QGroupBox *manifestBox = nullptr;
    QWidget *empty = nullptr;
};

RunPage::RunPage(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    d->scroll = new QScrollArea(this);
    d->scroll->setWidgetResizable(true);
    d->scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(d->scroll);

    d->content = new QWidget;
    d->content->setObjectName(QStringLiteral("runPageContent"));
    d->contentLayout = new QVBoxLayout(d->content);
    d->contentLayout->setSpacing(8);
    d->scroll->setWidget(d->content);

    d->empty = absentLabel(tr("Choose a run in the table or the plot to see its page."), d->content);
    d->contentLayout->addWidget(d->empty);

    // Header.
    d->runIdLabel = selectableLabel(QString(), d->content);
    d->runIdLabel->setObjectName(QStringLiteral("runPageRunId"));
    d->title = selectableLabel(QString(), d->content);
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

QString RunPage::runId(const RunRecord &run)
{
    const QString id = run.meta.annotations.value(QStringLiteral("kernelindex.dev/id"));
    if (!id.isEmpty())
        return id;
    const qsizetype colon = run.digest.indexOf(QLatin1Char(':'));
    return colon >= 0 ? run.digest.mid(colon + 1, 8) : QString();
}

QString RunPage::evidenceText(const RunRecord &run)
{
    const QString status = run.statusText.isEmpty() ? QCoreApplication::translate("kie::ui::RunPage", "unknown") : run.statusText;
    const QString level = run.evidenceLevel;
    if (level == QLatin1String("source-reported"))
        return QCoreApplication::translate("kie::ui::RunPage", "Marked %1 by the source (evidence: source-reported)").arg(status);
    if (level == QLatin1String("source-native"))
        return QCoreApplication::translate("kie::ui::RunPage", "Measured by the benchmark's own harness: %1 (evidence: source-native)").arg(status);
    if (level == QLatin1String("controlled-rerun"))
        return QCoreApplication::translate("kie::ui::RunPage", "Rerun under the index's control: %1 (evidence: controlled-rerun)").arg(status);
    if (!level.isEmpty())
        return QCoreApplication::translate("kie::ui::RunPage", "Status %1; evidence level \u201c%2\u201d is not one the format defines").arg(status, level);
    // No level recorded: all the record carries is the status its source gave.
    if (run.sourceNative && !run.sourceNative->source.isEmpty())
        return QCoreApplication::translate("kie::ui::RunPage", "Marked %1 by the source; the evidence level was not recorded").arg(status);
    return QCoreApplication::translate("kie::ui::RunPage", "Status %1 as recorded; the evidence level was not recorded").arg(status);
}

QString RunPage::correctnessText(const Archive &archive, const RunRecord &run)
{
    const QString status = run.statusText.isEmpty() ? QCoreApplication::translate("kie::ui::RunPage", "unknown") : run.statusText;
    const bool fromSource = run.evidenceLevel.isEmpty() || run.evidenceLevel == QLatin1String("source-reported");
    QString claim = fromSource ? QCoreApplication::translate("kie::ui::RunPage", "Marked %1 by the source").arg(status)
                               : QCoreApplication::translate("kie::ui::RunPage", "Status %1").arg(status);
    QString policy;
    if (run.correctness && !run.correctness->policy.isEmpty()) {
        policy = QCoreApplication::translate("kie::ui::RunPage", "policy: %1").arg(run.correctness->policy);
    } else {
        const int protocol = archive.indexOfDigest(ObjectKind::BenchmarkProtocol, run.protocolDigest);
        if (protocol >= 0 && !archive.protocols[size_t(protocol)].correctnessPolicy.isEmpty())
            policy = QCoreApplication::translate("kie::ui::RunPage", "policy (from the protocol): %1").arg(archive.protocols[size_t(protocol)].correctnessPolicy);
        else
            policy = QCoreApplication::translate("kie::ui::RunPage", "the correctness policy was not published");
    }
    return claim + QStringLiteral("; ") + policy + QLatin1Char('.');
}

QString RunPage::rankText(const Archive &archive, int runIndex)
{
    if (runIndex < 0 || size_t(runIndex) >= archive.ranking.runs.size())
        return QCoreApplication::translate("kie::ui::RunPage", "Not in a comparison group");
    const RunRank &rank = archive.ranking.runs[size_t(runIndex)];
    if (rank.group < 0 || size_t(rank.group) >= archive.ranking.groups.size())
        return QCoreApplication::translate("kie::ui::RunPage", "Not in a comparison group");
    const ComparisonGroup &group = archive.ranking.groups[size_t(rank.group)];
    const int ranked = int(group.ranked.size());
    if (rank.rank)
        return QCoreApplication::translate("kie::ui::RunPage", "Rank %1 of %2 in its comparison group").arg(*rank.rank).arg(ranked);
    const QString reason = rank.unrankedReason.isEmpty() ? QCoreApplication::translate("kie::ui::RunPage", "not ranked") : rank.unrankedReason;
    return QCoreApplication::translate("kie::ui::RunPage", "Unranked in its comparison group (%1 ranked): %2").arg(ranked).arg(reason);
}

void RunPage::setRun(std::shared_ptr<const Archive> archive, int runIndex)
{
    d->archive = std::move(archive);
    d->runIndex = d->archive && runIndex >= 0 && size_t(runIndex) < d->archive->runs.size() ? runIndex : -1;

    // The cases widget outlives the panes it sits in.
    d->cases->hide();
    d->cases->setParent(d->content);
    if (d->notes) {
        d->notes->hide();
        d->notes->setParent(d->content);
    }
    delete d->panes;
    d->panes = new QWidget(d->content);
    auto *panesLayout = new QVBoxLayout(d->panes);
    panesLayout->setContentsMargins(0, 0, 0, 0);
    d->contentLayout->insertWidget(d->contentLayout->indexOf(d->citeBox), d->panes);

    const bool haveRun = d->runIndex >= 0;
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

    const Archive &a = *d->archive;
    const RunRecord &run = a.runs[size_t(d->runIndex)];
    const std::vector<ReferenceCheck> checks = checkReferences(a, d->runIndex);

    // --- header ---
    setPlainText(d->runIdLabel, tr("Run %1").arg(runId(run)));
    setPlainText(d->title, run.meta.title.isEmpty() ? run.meta.name : run.meta.title);
    const QString statistic = RunTableModel::primaryStatisticName(a, d->runIndex);
    const std::optional<double> primary = RunTableModel::primaryValue(a, d->runIndex);
    setPlainText(d->primary, primary ? formatLatencyNs(*primary) + QLatin1Char(' ') + statistic
                                     : tr("No %1 latency recorded").arg(statistic));
    setPlainText(d->rank, rankText(a, d->runIndex));

    QStringList figures;
    if (const auto sol = solScore(run))
        figures << formatSolScore(*sol);
    if (const auto speedup = speedupVsReference(run))
        figures << formatSpeedup(*speedup);
    if (const auto cases = casesFaster(run))
        figures << formatCasesFaster(cases->first, cases->second);
    setPlainText(d->figures, figures.isEmpty() ? tr("No SOL score, speedup or cases-faster figures recorded")
                                               : figures.join(QStringLiteral(" · ")));
    setPlainText(d->evidence, evidenceText(run));
    const QString observed = run.observedAt.isEmpty() ? tr("not recorded") : dateOf(run.observedAt);
    const QString published = run.publishedAt.isEmpty() ? tr("not recorded") : dateOf(run.publishedAt);
    setPlainText(d->dates, tr("Observed %1 · published %2").arg(observed, published));
    d->dates->setToolTip(plainToolTip(tr("observedAt %1\npublishedAt %2").arg(run.observedAt, run.publishedAt)));

    const RunRank *rank = size_t(d->runIndex) < a.ranking.runs.size() ? &a.ranking.runs[size_t(d->runIndex)] : nullptr;
    const ComparisonGroup *group = rank && rank->group >= 0 && size_t(rank->group) < a.ranking.groups.size()
        ? &a.ranking.groups[size_t(rank->group)]
        : nullptr;
    const bool hasBest = group && group->best >= 0;
    d->compareButton->setEnabled(hasBest && group->best != d->runIndex);
    d->compareButton->setToolTip(!hasBest ? tr("Nothing in this run's group is ranked")
                                          : group->best == d->runIndex ? tr("This run is #1 of its group")
                                                                       : tr("Put this run beside its group's #1, field by field"));

    // --- Identity ---
    QGroupBox *identity = makePane(tr("Identity"), QStringLiteral("paneIdentity"), d->panes);
    const int implementation = a.indexOfDigest(ObjectKind::Implementation, run.implementationDigest);
    if (implementation >= 0) {
        const ImplementationRecord &impl = a.implementations[size_t(implementation)];
        addValue(identity, tr("implementation"), impl.name);
        addValue(identity, tr("project"), impl.project);
        addValue(identity, tr("revision"), impl.revision);
        addValue(identity, tr("language"), impl.language);
        addValue(identity, tr("author"), impl.author);
        addValue(identity, tr("source"), impl.source);
    } else {
        addValue(identity, tr("implementation"), RunTableModel::implementationName(a, d->runIndex));
        addSentence(identity, run.implementationDigest.isEmpty()
                                  ? tr("The run names no implementation object; the name above comes from its title.")
                                  : tr("The implementation object is not in this archive; the name above comes from the run's title."),
                    true);
    }
    addReference(identity, checkFor(checks, QStringLiteral("implementation")), QStringLiteral("implementation"));
    addValue(identity, tr("name"), run.meta.name);
    addCopyable(identity, tr("run id"), runId(run), tr("run id"));
    addCopyable(identity, tr("record digest"), run.digest.isEmpty() ? run.digestError : run.digest, tr("record digest"));
    const QString key = group ? group->key : QString();
    const bool declared = group && group->keyDeclared;
    addCopyable(identity, declared ? tr("comparison key (declared)") : tr("comparison key (derived)"), key, tr("comparison key"));
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
    panesLayout->addWidget(identity);

    // --- Correctness ---
    QGroupBox *correctness = makePane(tr("Correctness"), QStringLiteral("paneCorrectness"), d->panes);
    addSentence(correctness, correctnessText(a, run))->setObjectName(QStringLiteral("runPageCorrectness"));
    if (run.correctness) {
        addValue(correctness, tr("status"), run.correctness->status);
        addValue(correctness, tr("max absolute error"),
                 run.correctness->maxAbsoluteError ? numberText(*run.correctness->maxAbsoluteError) : QString());
        addValue(correctness, tr("max relative error"),
                 run.correctness->maxRelativeError ? numberText(*run.correctness->maxRelativeError) : QString());
    }
    const int protocolIndex = checkFor(checks, QStringLiteral("protocol")) ? checkFor(checks, QStringLiteral("protocol"))->objectIndex : -1;
    if (protocolIndex >= 0) {
        const ProtocolRecord &protocol = a.protocols[size_t(protocolIndex)];
        addValue(correctness, tr("reference"), protocol.correctnessReference);
        addValue(correctness, tr("comparator"), protocol.correctnessComparator);
    }
    panesLayout->addWidget(correctness);

    // --- Workload ---
    QGroupBox *workload = makePane(tr("Workload"), QStringLiteral("paneWorkload"), d->panes);
    const ReferenceCheck *workloadCheck = checkFor(checks, QStringLiteral("workload"));
    if (workloadCheck && workloadCheck->objectIndex >= 0) {
        const WorkloadRecord &w = a.workloads[size_t(workloadCheck->objectIndex)];
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
                axes << it.key() + QStringLiteral(" = ") + variantText(it.value());
            addValue(workload, tr("axes"), axes.join(QLatin1Char('\n')));
        }
    } else {
        addSentence(workload, workloadCheck && workloadCheck->state == ReferenceState::NotInArchive
                                  ? tr("The workload object is not in this archive; only its digest is known.")
                                  : tr("The run names no workload."),
                    true);
        if (run.sourceNative && !run.sourceNative->benchmark.isEmpty())
            addValue(workload, tr("benchmark (from the source)"), run.sourceNative->benchmark);
        if (protocolIndex >= 0 && !a.protocols[size_t(protocolIndex)].correctnessComparator.isEmpty())
            addValue(workload, tr("comparator (from the protocol)"), a.protocols[size_t(protocolIndex)].correctnessComparator);
        if (!run.cases.empty())
            addValue(workload, tr("suite"), tr("suite of %n case(s) (from the run)", nullptr, int(run.cases.size())));
    }
    addReference(workload, workloadCheck, QStringLiteral("workload"));
    panesLayout->addWidget(workload);

    // --- Measurements ---
    QGroupBox *measurements = makePane(tr("Measurements"), QStringLiteral("paneMeasurements"), d->panes);
    bool anyLatency = false;
    for (const char *name : {"mean", "median", "min", "max", "stddev", "p95"}) {
        const QString stat = QString::fromLatin1(name);
        if (const auto value = run.latencyNs.value(stat)) {
            anyLatency = true;
            QString text = formatLatencyNs(*value);
            if (stat == statistic)
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
        for (auto it = run.sourceNative->metrics.cbegin(); it != run.sourceNative->metrics.cend(); ++it)
            metrics << it.key() + QStringLiteral(" = ") + variantText(it.value());
        addValue(measurements, tr("source metrics"), metrics.join(QLatin1Char('\n')));
    }
    d->cases->setRun(d->archive, d->runIndex);
    if (d->cases->hasCases()) {
        d->cases->setParent(measurements);
        formOf(measurements)->addRow(d->cases);
        d->cases->show();
    } else {
        addSentence(measurements, tr("No per-case results recorded."), true);
    }
    panesLayout->addWidget(measurements);

    // --- Protocol ---
    QGroupBox *protocolBox = makePane(tr("Protocol"), QStringLiteral("paneProtocol"), d->panes);
    if (protocolIndex >= 0) {
        const ProtocolRecord &p = a.protocols[size_t(protocolIndex)];
        if (checkFor(checks, QStringLiteral("protocol"))->state == ReferenceState::Mismatch)
            addSentence(protocolBox, tr("The bundle carries this protocol, but its digest is not the one the run declares: "
                                        "it is not the protocol the run was measured with, or it was altered."));
        addValue(protocolBox, tr("harness"), formatHarness(p));
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
    addReference(protocolBox, checkFor(checks, QStringLiteral("protocol")), QStringLiteral("protocol"));
    panesLayout->addWidget(protocolBox);

    // --- Environment ---
    QGroupBox *environmentBox = makePane(tr("Environment"), QStringLiteral("paneEnvironment"), d->panes);
    const ReferenceCheck *environmentCheck = checkFor(checks, QStringLiteral("environment"));
    if (environmentCheck && environmentCheck->objectIndex >= 0) {
        const EnvironmentRecord &e = a.environments[size_t(environmentCheck->objectIndex)];
        if (environmentCheck->state == ReferenceState::Mismatch)
            addSentence(environmentBox, tr("The bundle carries this environment, but its digest is not the one the run declares."));
        QLabel *gpu = addFormRow(formOf(environmentBox), tr("gpu"), formatHardware(e), tr("not recorded"));
        gpu->setObjectName(QStringLiteral("runPageGpu"));
        addValue(environmentBox, tr("vendor"), e.vendor);
        addValue(environmentBox, tr("software libraries"), joinedMap(e.libraries));
    } else {
        addSentence(environmentBox, run.environmentDigest.isEmpty() ? tr("The run names no environment.")
                                                                    : tr("The environment object is not in this archive; only its digest is known."),
                    true);
    }
    addReference(environmentBox, environmentCheck, QStringLiteral("environment"));
    panesLayout->addWidget(environmentBox);

    // --- Artifacts ---
    QGroupBox *artifacts = makePane(tr("Artifacts"), QStringLiteral("paneArtifacts"), d->panes);
    if (run.artifacts.empty())
        addSentence(artifacts, tr("No artifacts published with this run."), true);
    for (const Artifact &artifact : run.artifacts) {
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
    panesLayout->addWidget(artifacts);

    // --- Attestations & notes ---
    QGroupBox *attestations = makePane(tr("Attestations && notes"), QStringLiteral("paneAttestations"), d->panes);
    int attestationCount = 0;
    for (size_t i = 0; i < a.attestations.size(); ++i) {
        const AttestationRecord &att = a.attestations[i];
        if (run.digest.isEmpty() || att.subject != run.digest)
            continue;
        ++attestationCount;
        const QString kind = att.attestationKind == QLatin1String("reproduction") ? tr("Reproduction")
                             : att.attestationKind == QLatin1String("note")       ? tr("Note")
                                                                                  : att.attestationKind;
        QStringList head{kind};
        if (!att.author.isEmpty())
            head << tr("by %1").arg(att.author);
        if (!att.createdAt.isEmpty())
            head << dateOf(att.createdAt);
        head << signatureStateName(checkAttestationSignature(att));
        QLabel *headLabel = addSentence(attestations, head.join(QStringLiteral(" · ")));
        QFont bold = headLabel->font();
        bold.setBold(true);
        headLabel->setFont(bold);
        if (!att.text.isEmpty())
            addSentence(attestations, att.text);
        if (att.measurementLatencyNs)
            addValue(attestations, tr("measured"), formatLatencyNs(*att.measurementLatencyNs));
        if (!att.measurementEnvironmentDigest.isEmpty())
            addCopyable(attestations, tr("on environment"), att.measurementEnvironmentDigest, tr("environment digest"));
        auto *show = new QPushButton(tr("Show attestation manifest"), attestations);
        formOf(attestations)->addRow(show);
        connect(show, &QPushButton::clicked, this, [this, i] { Q_EMIT objectRequested(ObjectKind::Attestation, int(i)); });
    }
    if (attestationCount == 0)
        addSentence(attestations, tr("No attestations yet."), true)->setObjectName(QStringLiteral("runPageNoAttestations"));
    addSentence(attestations, tr("Community attestations. They never change the evidence level; only a controlled rerun does."), true);
    if (d->notes) {
        d->notes->setRun(d->archive, d->runIndex);
        d->notes->setParent(attestations);
        formOf(attestations)->addRow(d->notes);
        d->notes->show();
    }
    panesLayout->addWidget(attestations);

    d->citation->setRun(d->archive, d->runIndex);
    d->scroll->verticalScrollBar()->setValue(0);
}

} // namespace kie::ui
