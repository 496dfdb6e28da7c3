// SPDX-License-Identifier: Apache-2.0
#include "runcaseswidget.h"

#include "archive.h"
#include "casetablemodel.h"
#include "fastp.h"
#include "figure.h"
#include "figurebuilder.h"
#include "formatting.h"
#include "uiutils.h"

#include <qcustomplot.h>

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QStyle>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <map>

namespace kie::ui {

struct RunCasesWidget::Private
{
    std::shared_ptr<const kie::Archive> archive;
    int runIndex = -1;
    int currentCase = -1;

    kie::CaseTableModel *model = nullptr;
    QSortFilterProxyModel *proxy = nullptr;
    QLabel *summary = nullptr;
    QLineEdit *filter = nullptr;
    QTableView *table = nullptr;
    QLabel *logTitle = nullptr;
    QPlainTextEdit *log = nullptr;
    QCustomPlot *plot = nullptr;
    std::unique_ptr<FigureBuilder> builder;
    QToolButton *popOut = nullptr;
    QPointer<QWidget> popup; // the popped-out window, deleted when closed
    QCustomPlot *popupPlot = nullptr;
    std::unique_ptr<FigureBuilder> popupBuilder;

    void showCase(int caseIndex);
    void updateSummary();
    void updatePlot();
    void popOutPlot(QWidget *parent);
};

void RunCasesWidget::Private::showCase(int caseIndex)
{
    currentCase = caseIndex;
    const auto &cases = model->cases();
    if (caseIndex < 0 || caseIndex >= int(cases.size())) {
        setPlainText(logTitle, RunCasesWidget::tr("Log"));
        log->clear();
        return;
    }
    const kie::CaseRow &row = cases[size_t(caseIndex)];
    setPlainText(logTitle, RunCasesWidget::tr("Log of case %1 (%2)").arg(row.workload, row.status));
    // The log is data: plain text, never markup, never a link that runs anything.
    log->setPlainText(row.log);
    if (row.log.isEmpty())
        log->setPlaceholderText(RunCasesWidget::tr("The source recorded no log for this case."));
}

void RunCasesWidget::Private::updateSummary()
{
    const auto &cases = model->cases();
    if (!archive || runIndex < 0 || cases.empty()) {
        setPlainText(summary, RunCasesWidget::tr("This run has no per-case results."));
        return;
    }
    const kie::RunRecord &run = archive->runs[size_t(runIndex)];
    // Statuses in the taxonomy's order (PASSED first), unknown ones after, as read.
    std::map<QString, int> counts;
    for (const kie::CaseRow &row : cases)
        ++counts[row.status];
    QStringList statusParts;
    for (const QString &status : kie::CaseTableModel::knownStatuses()) {
        if (const auto it = counts.find(status); it != counts.end()) {
            statusParts << QStringLiteral("%1 %2").arg(it->second).arg(status);
            counts.erase(it);
        }
    }
    for (const auto &[status, count] : counts)
        statusParts << QStringLiteral("%1 %2").arg(count).arg(status);

    QStringList parts;
    parts << RunCasesWidget::tr("Cases: %1 (%2)").arg(cases.size()).arg(statusParts.join(QStringLiteral(", ")));
    if (const std::optional<double> latency = run.primaryLatencyNs())
        parts << RunCasesWidget::tr("%1 mean over passed cases").arg(kie::formatLatencyNs(*latency));
    if (const std::optional<double> speedup = kie::speedupVsReference(run))
        parts << kie::formatSpeedup(*speedup);
    if (const auto faster = kie::casesFaster(run))
        parts << kie::formatCasesFaster(faster->first, faster->second);
    if (const std::optional<double> sol = kie::solScore(run))
        parts << kie::formatSolScore(*sol);
    else
        parts << RunCasesWidget::tr("no SOL bound in source");
    setPlainText(summary, parts.join(QStringLiteral(" · ")));
}

void RunCasesWidget::Private::updatePlot()
{
    const Figure figure = archive && runIndex >= 0 ? runFastPFigure(*archive, runIndex) : Figure();
    FigureLook look;
    look.title = look.notes = look.stamp = false; // the summary line above says it
    look.fontPixels = 0;
    builder->draw(figure, look);
    plot->replot(QCustomPlot::rpQueuedReplot);
    if (popup) {
        FigureLook popupLook = look;
        popupLook.title = true;
        Figure titled = figure;
        if (archive && runIndex >= 0)
            titled.title = RunCasesWidget::tr("fast_p of %1").arg(archive->runs[size_t(runIndex)].meta.title.isEmpty()
                                                                       ? archive->runs[size_t(runIndex)].meta.name
                                                                       : archive->runs[size_t(runIndex)].meta.title);
        popupBuilder->draw(titled, popupLook);
        popupPlot->replot(QCustomPlot::rpQueuedReplot);
        popup->setWindowTitle(RunCasesWidget::tr("fast_p — %1").arg(titled.title));
    }
}

void RunCasesWidget::Private::popOutPlot(QWidget *parent)
{
    if (!popup) {
        popup = new QWidget(parent, Qt::Window);
        popup->setAttribute(Qt::WA_DeleteOnClose);
        popup->setObjectName(QStringLiteral("fastPWindow"));
        auto *layout = new QVBoxLayout(popup);
        popupPlot = new QCustomPlot(popup);
        popupPlot->setObjectName(QStringLiteral("fastPPlotWindow"));
        popupPlot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
        layout->addWidget(popupPlot);
        popupBuilder = std::make_unique<FigureBuilder>(popupPlot);
        QObject::connect(popup, &QObject::destroyed, parent, [this] {
            popupBuilder.reset();
            popupPlot = nullptr;
        });
        popup->resize(900, 600);
        updatePlot();
    }
    popup->show();
    popup->raise();
    popup->activateWindow();
}

RunCasesWidget::RunCasesWidget(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->model = new kie::CaseTableModel(this);
    d->proxy = new QSortFilterProxyModel(this);
    d->proxy->setSourceModel(d->model);
    d->proxy->setSortRole(kie::CaseTableModel::SortRole);
    d->proxy->setFilterKeyColumn(-1);
    d->proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    d->summary = plainLabel(QString(), this);
    d->summary->setObjectName(QStringLiteral("casesSummary"));

    d->filter = new QLineEdit(this);
    d->filter->setObjectName(QStringLiteral("casesFilter"));
    d->filter->setPlaceholderText(tr("Filter cases (uuid, axes, status)…"));
    d->filter->setClearButtonEnabled(true);

    d->table = new QTableView(this);
    d->table->setObjectName(QStringLiteral("casesTable"));
    d->table->setModel(d->proxy);
    d->table->setSortingEnabled(true);
    d->table->sortByColumn(-1, Qt::AscendingOrder); // source order until the user picks a column
    d->table->setSelectionBehavior(QAbstractItemView::SelectRows);
    d->table->setSelectionMode(QAbstractItemView::SingleSelection);
    d->table->setAlternatingRowColors(true);
    d->table->verticalHeader()->hide();
    d->table->horizontalHeader()->setStretchLastSection(false);
    d->table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);

    d->logTitle = plainLabel(tr("Log"), this);
    d->log = new QPlainTextEdit(this);
    d->log->setObjectName(QStringLiteral("caseLog"));
    d->log->setReadOnly(true);
    d->log->setLineWrapMode(QPlainTextEdit::NoWrap);
    d->log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    d->log->setPlaceholderText(tr("Select a case to see its log."));

    d->plot = new QCustomPlot(this);
    d->plot->setObjectName(QStringLiteral("fastPPlot"));
    // Readable: the axes, their labels and the legend below the curve need this much at least.
    d->plot->setMinimumSize(460, 300);
    d->plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    d->builder = std::make_unique<FigureBuilder>(d->plot);
    d->popOut = new QToolButton(this);
    d->popOut->setObjectName(QStringLiteral("fastPPopOut"));
    d->popOut->setText(tr("Pop out"));
    d->popOut->setToolTip(tr("Open the fast_p chart in its own window, which you can resize."));
    d->popOut->setIcon(style()->standardIcon(QStyle::SP_TitleBarMaxButton));
    d->popOut->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(d->popOut, &QToolButton::clicked, this, [this] { d->popOutPlot(this); });

    auto *tablePane = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(d->summary);
    tableLayout->addWidget(d->filter);
    tableLayout->addWidget(d->table, 1);

    auto *logPane = new QWidget(this);
    auto *logLayout = new QVBoxLayout(logPane);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addWidget(d->logTitle);
    logLayout->addWidget(d->log, 1);

    auto *plotPane = new QWidget(this);
    auto *plotLayout = new QVBoxLayout(plotPane);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    auto *plotHeader = new QHBoxLayout;
    plotHeader->addWidget(plainLabel(tr("fast_p curve"), plotPane));
    plotHeader->addStretch(1);
    plotHeader->addWidget(d->popOut);
    plotLayout->addLayout(plotHeader);
    plotLayout->addWidget(d->plot, 1);

    auto *bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(logPane);
    bottom->addWidget(plotPane);
    bottom->setStretchFactor(0, 1);
    bottom->setStretchFactor(1, 1);
    bottom->setSizes({500, 500}); // the curve needs width as much as the log does

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(tablePane);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(d->filter, &QLineEdit::textChanged, d->proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(d->table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                d->showCase(current.isValid() ? current.data(kie::CaseTableModel::CaseIndexRole).toInt() : -1);
            });

    d->updateSummary();
    d->updatePlot();
}

RunCasesWidget::~RunCasesWidget()
{
    delete d->popup; // a top-level window of ours: it goes with the page
}

void RunCasesWidget::setRun(std::shared_ptr<const kie::Archive> archive, int runIndex)
{
    if (!archive || runIndex < 0 || runIndex >= int(archive->runs.size())) {
        archive.reset();
        runIndex = -1;
    }
    d->archive = std::move(archive);
    d->runIndex = runIndex;
    d->model->setCases(d->archive ? d->archive->runs[size_t(runIndex)].cases : std::vector<kie::CaseRow>());
    d->table->resizeColumnsToContents();
    d->showCase(-1);
    d->updateSummary();
    d->updatePlot();
}

bool RunCasesWidget::hasCases() const
{
    return d->model->rowCount() > 0;
}

void RunCasesWidget::selectCase(int caseIndex)
{
    if (caseIndex < 0 || caseIndex >= d->model->rowCount()) {
        d->table->clearSelection();
        d->showCase(-1);
        return;
    }
    const QModelIndex proxyIndex = d->proxy->mapFromSource(d->model->index(caseIndex, 0));
    if (!proxyIndex.isValid()) {
        d->filter->clear(); // filtered out: show every row again rather than select nothing
        return selectCase(caseIndex);
    }
    d->table->selectionModel()->setCurrentIndex(proxyIndex,
                                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    d->table->scrollTo(proxyIndex);
}

int RunCasesWidget::currentCase() const
{
    return d->currentCase;
}

QTableView *RunCasesWidget::casesView() const
{
    return d->table;
}

QPlainTextEdit *RunCasesWidget::logView() const
{
    return d->log;
}

QCustomPlot *RunCasesWidget::fastPPlot() const
{
    return d->plot;
}

QAbstractButton *RunCasesWidget::popOutButton() const
{
    return d->popOut;
}

QCustomPlot *RunCasesWidget::poppedOutPlot() const
{
    return d->popup ? d->popupPlot : nullptr;
}

} // namespace kie::ui
