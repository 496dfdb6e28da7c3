// SPDX-License-Identifier: Apache-2.0
// The main window: construction, wiring, selection and the public API (mainwindow.h).
#include "mainwindow_p.h"

#include "digestquery.h"
#include "figure.h"
#include "formatting.h"
#include "plaindialogs.h"
#include "focusring.h"
#include "wheelguard.h"

#include <algorithm>

namespace kie::ui {

void MainWindow::Private::updateRowCount()
{
    const bool filterWaiting = tableLoader && tableLoader->filterWaiting();
    const QString count = filterWaiting ? tr("%1 of %2 runs · preparing the filter…") : tr("%1 of %2 runs");
    setPlainText(panes.rowCount, count.arg(proxy->rowCount()).arg(proxy->sourceRowCount()));
    updateFilterLine();
}

void MainWindow::Private::applyTypedFilter()
{
    tableLoader->setFilter(panes.filter->text());
    updateRowCount();
}

void MainWindow::Private::showListedRun()
{
    const bool listed = currentRun >= 0 && currentRun < proxy->sourceRowCount() && proxy->mapRowFromSource(currentRun) >= 0;
    if (!listed && proxy->rowCount() > 0)
        q->selectRun(proxy->mapRowToSource(0));
}

void MainWindow::Private::updateFilterLine()
{
    if (!panes.filterError)
        return;
    QString message = proxy->filterError();
    // A digest pasted from a record page that no run here has (once every digest is known): the
    // record is not in this file, or it changed, and a changed record has another digest (ARCHIVE.md §3).
    const QString prefix = proxy->soleDigestPrefix();
    if (message.isEmpty() && !prefix.isEmpty() && proxy->rowCount() == 0 && shown && shown->runDigestsKnown()) {
        const DigestQuery query = DigestQuery::parse(prefix);
        const bool anywhere = std::any_of(archive->runs.cbegin(), archive->runs.cend(),
                                          [&query](const RunRecord &run) { return query.matches(run.digest); });
        if (!anywhere)
            message = tr("No run in this file has a record digest starting with %1. A record changed after its digest "
                         "was published has another digest, so it is not this record.")
                          .arg(QStringLiteral("sha256:") + prefix);
    }
    setPlainText(panes.filterError, message);
    panes.filterError->setToolTip(plainToolTip(message));
    panes.filterError->setVisible(!message.isEmpty());
}

void MainWindow::Private::updateTitle()
{
    const bool sample = shown && shown->embeddedSample;
    panes.sampleNotice->setVisible(sample);
    if (!archive) {
        q->setWindowTitle(tr("KernelIndex Explorer"));
        status->setProvenance(QString());
        return;
    }
    const QString name = archive->workspace ? tr("Workspace of %n file(s)", nullptr, int(archive->workspace->members.size()))
        : !archive->info.title.isEmpty()    ? archive->info.title
                                            : displayNameOf(archive->path);
    // A title that already names the program (the sample's) is not followed by its name again.
    const bool namesProgram = name.contains(QLatin1String("KernelIndex Explorer"));
    q->setWindowTitle(namesProgram ? shownText(name) : tr("%1 — KernelIndex Explorer").arg(shownText(name)));
    if (archive->workspace)
        status->setProvenance(archive->inputFiles.join(QStringLiteral(", ")));
    else if (!archive->fetchedFromUrl.isEmpty())
        status->setProvenance(tr("fetched %1 from %2").arg(archive->fetchedAt.left(10), archive->fetchedFromUrl));
    else if (sample)
        status->setProvenance(tr("embedded sample archive (sample data around the seed record)"));
    else
        status->setProvenance(archive->path);
}

void MainWindow::Private::syncTableSelection()
{
    if (currentRun < 0) {
        panes.table->clearSelection();
        return;
    }
    int row = currentRun < proxy->sourceRowCount() ? proxy->mapRowFromSource(currentRun) : -1;
    if (row < 0 && !proxy->filterText().isEmpty()) {
        // The run was chosen elsewhere (plot, command line) but the text filter hides it: show it.
        panes.filter->clear();
        row = proxy->mapRowFromSource(currentRun);
    }
    if (row < 0) {
        panes.table->clearSelection();
        return;
    }
    // The leftmost shown column: scrolling to a hidden or moved column would push Rank out of view.
    QHeaderView *header = panes.table->horizontalHeader();
    int column = 0;
    for (int visual = 0; visual < header->count(); ++visual) {
        if (!header->isSectionHidden(header->logicalIndex(visual))) {
            column = header->logicalIndex(visual);
            break;
        }
    }
    const QModelIndex index = proxy->index(row, column);
    panes.table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    panes.table->scrollTo(index);
}

void MainWindow::Private::refreshCurrentPage()
{
    if (pages.tabs->currentWidget() == pages.manifest && pages.manifestFor != currentRun) {
        pages.manifest->showRun(archive, currentRun);
        pages.manifestFor = currentRun;
    } else if (pages.tabs->currentWidget() == pages.compare && pages.compareFor != currentRun) {
        // B is the run chosen for this A, else (-1) the #1 of A's group.
        const int other = pages.compareOtherFor == currentRun ? pages.compareOther : -1;
        session->ensureRunDigest(other >= 0 ? other : archive->ranking.bestOfGroupOf(currentRun));
        pages.compare->setRuns(archive, currentRun, other);
        pages.compareFor = currentRun;
    }
}

void MainWindow::Private::runContextMenu(int runIndex, const QPoint &globalPos)
{
    if (!archive || runIndex < 0)
        return;
    QMenu menu(q);
    menu.addAction(tr("Compare with #1"), q, [this, runIndex] { q->showCompareWithBest(runIndex); });
    menu.addAction(tr("Compare with…"), q, [this, runIndex] { q->chooseCompareWith(runIndex); });
    // The plot leaves the current run alone on a right-click; the table has just made the clicked run current.
    const int a = currentRun != runIndex ? currentRun : previousRun;
    if (a >= 0 && a != runIndex && size_t(a) < archive->runs.size()) {
        menu.addAction(tr("Compare %1 with this run").arg(menuText(archive->runs[size_t(a)].meta.name)), q,
                       [this, a, runIndex] { q->showCompare(a, runIndex); });
    }
    menu.exec(globalPos);
}

void MainWindow::Private::applyIntegrityFilter(const IntegrityFilter *wanted)
{
    const IntegritySummary *summary = tableModel->integrity();
    if (!wanted || !summary) {
        proxy->clearRowFilter();
        status->integrity()->setActiveFilter(nullptr);
        panes.integrityNavigator->setActiveFilter(nullptr);
        updateRowCount();
        return;
    }
    showOnlyRuns(integrityFilterRuns(*summary, *wanted));
    status->integrity()->setActiveFilter(wanted);
    panes.integrityNavigator->setActiveFilter(wanted);
}

void MainWindow::Private::showOnlyRuns(const std::vector<int> &runs)
{
    // The runs concerned, wherever they are: no group restriction, no filter text.
    {
        const QSignalBlocker navigatorBlocker(panes.navigator->selectionModel());
        panes.navigator->setCurrentIndex(navigatorModel->allRunsIndex());
    }
    proxy->setGroupFilter(-1);
    {
        const QSignalBlocker filterBlocker(panes.filter);
        panes.filter->clear();
    }
    tableLoader->setFilter(QString());
    proxy->setRowFilter(runs);
    updateRowCount();
    // Show the first run concerned, so its page says why it is listed.
    if (proxy->rowCount() > 0)
        q->selectRun(proxy->mapRowToSource(0));
}

void MainWindow::Private::navigatorChosen(const QModelIndex &index)
{
    if (!archive || !index.isValid() || chooseMember(index))
        return;
    const int group = navigatorModel->groupIndex(index);
    if (group >= 0) {
        q->selectGroup(group);
        return;
    }
    // A benchmark or hardware node shows the runs of every group under it; "All runs" shows all.
    const QList<int> groups = navigatorModel->groupIndexes(index);
    proxy->setGroupFilter(groups);
    updateRowCount();
    if (!groups.isEmpty() && (currentRun < 0 || !groups.contains(archive->ranking.runs[size_t(currentRun)].group))) {
        const ComparisonGroup &first = archive->ranking.groups[size_t(groups.constFirst())];
        if (first.best >= 0)
            q->selectRun(first.best);
    } else {
        syncTableSelection();
    }
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    WheelGuard::install(); // before any page or dialog is shown
    FocusRing::install();
    setWindowTitle(tr("KernelIndex Explorer"));
    setAcceptDrops(true);
    d->session = new ArchiveSession(this);
    d->buildWidgets();
    d->tableLoader = new RunTableLoader(d->tableModel, d->proxy, this);
    d->buildMenus();
    d->buildSampleNotice();
    d->restoreSettings();
    // The keyboard starts in the run table: arrow keys move between runs, not between the navigator's groups.
    d->panes.table->setFocus(Qt::OtherFocusReason);
    d->updateRowCount();

    d->connectSession();

    connect(d->panes.filter, &QLineEdit::textChanged, this, [this] { d->applyTypedFilter(); });
    connect(d->proxy, &QAbstractItemModel::layoutChanged, this, [this] { d->updateRowCount(); });
    connect(d->proxy, &QAbstractItemModel::modelReset, this, [this] { d->updateRowCount(); });
    connect(d->panes.table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (d->syncingSelection || !current.isValid())
                    return;
                selectRun(d->proxy->mapRowToSource(current.row()));
            });

    connect(CopyAnnouncer::instance(), &CopyAnnouncer::copied, this, [this](const QString &what) {
        d->status->announce(tr("Copied %1").arg(what));
    });
    connect(d->panes.plot, &RankingPlot::runClicked, this, [this](int runIndex) { selectRun(runIndex); });
    connect(d->panes.plot, &RankingPlot::runActivated, this, [this](int runIndex) { showManifest(runIndex); });
    connect(d->pages.run, &RunPage::compareRequested, this, &MainWindow::showCompareWithBest);
    connect(d->pages.compare, &CompareView::compareWithRequested, this, &MainWindow::chooseCompareWith);
    connect(d->panes.plot, &RankingPlot::runContextMenuRequested, this,
            [this](int runIndex, const QPoint &globalPos) { d->runContextMenu(runIndex, globalPos); });
    connect(d->panes.table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = d->panes.table->indexAt(pos);
        if (index.isValid())
            d->runContextMenu(d->proxy->mapRowToSource(index.row()), d->panes.table->viewport()->mapToGlobal(pos));
    });
    connect(d->pages.run, &RunPage::manifestRequested, this, &MainWindow::showManifest);
    connect(d->pages.run, &RunPage::objectRequested, this, [this](ObjectKind kind, int index) {
        d->pages.manifest->showObject(d->archive, kind, index);
        d->pages.manifestFor = -2; // not the current run's view; refresh on the next run change
        d->pages.tabs->setCurrentWidget(d->pages.manifest);
    });
    connect(d->panes.navigator->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { d->navigatorChosen(current); });
    connect(d->pages.tabs, &QTabWidget::currentChanged, this, [this] { d->refreshCurrentPage(); });
    connect(d->panes.problems, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        const int record = index.data(ProblemListModel::RecordIndexRole).toInt();
        const QString file = index.data(ProblemListModel::FileRole).toString();
        if (!d->archive || record < 0)
            return;
        for (size_t i = 0; i < d->archive->runs.size(); ++i) {
            if (d->archive->runs[i].recordIndex == record
                && (!d->archive->workspace || runSourceFiles(*d->archive, int(i)).contains(file))) {
                selectRun(int(i));
                return;
            }
        }
    });
}

MainWindow::~MainWindow()
{
    // Before the widgets they report to: each waits for its workers.
    delete std::exchange(d->session, nullptr);
    delete std::exchange(d->tableLoader, nullptr);
}

void MainWindow::reportNotDone(const QString &message)
{
    Q_EMIT notDone(message);
    if (isLoading()) {
        d->status->holdNotice(message); // the load's own messages would hide it now
        return;
    }
    d->status->say(message);
}

QString MainWindow::statusText() const
{
    return d->status->text();
}

IntegritySummaryLabel *MainWindow::integrityStatus() const
{
    return d->status->integrity();
}

IntegritySummaryLabel *MainWindow::integrityNavigator() const
{
    return d->panes.integrityNavigator;
}

std::shared_ptr<const Archive> MainWindow::archive() const
{
    return d->archive;
}

int MainWindow::currentRun() const
{
    return d->currentRun;
}

bool MainWindow::selectRun(int runIndex)
{
    if (!d->archive || runIndex < 0 || size_t(runIndex) >= d->archive->runs.size())
        return false;
    if (d->syncingSelection)
        return false;
    d->syncingSelection = true;
    d->session->ensureRunDigest(runIndex); // the page, citation and notes name the run by its digest
    if (d->currentRun != runIndex)
        d->previousRun = d->currentRun; // a right-click in the table selects; its menu compares with this
    d->currentRun = runIndex;
    if (!d->navigatingHistory) {
        d->history.visit(runIndex);
        d->updateHistoryActions();
    }

    // The plot shows the run's own group, unless the navigator restricts the view to another one.
    const int group = size_t(runIndex) < d->archive->ranking.runs.size() ? d->archive->ranking.runs[size_t(runIndex)].group : -1;
    if (group >= 0 && group != d->currentGroup) {
        d->panes.plot->setGroup(group);
        const ComparisonGroup &g = d->archive->ranking.groups[size_t(group)];
        QStringList caption;
        if (!g.benchmark.isEmpty())
            caption << g.benchmark;
        if (!g.hardware.isEmpty())
            caption << g.hardware;
        caption << tr("%n ranked", nullptr, int(g.ranked.size()));
        if (!g.unranked.empty()) // with why, integrity first (ARCHIVE.md §3)
            caption << tr("%n unranked (%1)", nullptr, int(g.unranked.size())).arg(unrankedCounts(*d->archive, g));
        setPlainText(d->panes.plotCaption, caption.join(QStringLiteral(" · ")));
        if (d->proxy->groupFilter().size() == 1 && d->proxy->groupFilter().constFirst() != group)
            d->proxy->setGroupFilter(-1); // a run of another group was asked for: show all runs
        d->currentGroup = group;
        d->updateRowCount();
    }
    d->panes.plot->setSelectedRun(runIndex);
    d->syncTableSelection();
    d->pages.run->setRun(d->archive, runIndex);
    d->updateActions();
    d->refreshCurrentPage();
    d->syncingSelection = false;
    Q_EMIT currentRunChanged(runIndex);
    return true;
}

int MainWindow::findRun(const QString &query, QString *error) const
{
    if (!d->archive)
        return -1;
    const int run = kie::findRun(*d->archive, query, error);
    if (run >= 0 || d->shown->runDigestsKnown())
        return run;
    d->session->waitForRunDigests(); // a digest prefix can match any run: wait for all of them
    return kie::findRun(*d->archive, query, error);
}

void MainWindow::selectGroup(int groupIndex)
{
    if (!d->archive)
        return;
    if (groupIndex >= int(d->archive->ranking.groups.size()))
        return;
    d->proxy->setGroupFilter(groupIndex);
    d->updateRowCount();
    if (groupIndex < 0)
        return;
    const ComparisonGroup &group = d->archive->ranking.groups[size_t(groupIndex)];
    // Keep the current run when it belongs to the group; otherwise show the group's #1.
    if (d->currentRun >= 0 && size_t(d->currentRun) < d->archive->ranking.runs.size()
        && d->archive->ranking.runs[size_t(d->currentRun)].group == groupIndex) {
        d->syncTableSelection();
        return;
    }
    const int run = group.best >= 0 ? group.best : !group.unranked.empty() ? group.unranked.front() : -1;
    if (run >= 0)
        selectRun(run);
}

int MainWindow::currentGroup() const
{
    return d->currentGroup;
}

void MainWindow::showManifest(int runIndex)
{
    if (runIndex != d->currentRun)
        selectRun(runIndex);
    d->pages.manifestFor = -1;
    if (d->pages.tabs->currentWidget() == d->pages.manifest)
        d->refreshCurrentPage();
    else
        d->pages.tabs->setCurrentWidget(d->pages.manifest);
}

void MainWindow::showCompareWithBest(int runIndex)
{
    showCompare(runIndex, -1);
}

void MainWindow::showCompare(int runIndex, int otherRunIndex)
{
    if (runIndex != d->currentRun)
        selectRun(runIndex);
    d->pages.compareOther = otherRunIndex;
    d->pages.compareOtherFor = runIndex;
    d->pages.compareFor = -1;
    if (d->pages.tabs->currentWidget() == d->pages.compare)
        d->refreshCurrentPage();
    else
        d->pages.tabs->setCurrentWidget(d->pages.compare);
}

namespace {

// A run as Compare with… offers it: what the views show (the implementation), then its name and id,
// so that typing any of them completes to it.
QString compareChoiceText(const Archive &archive, int runIndex)
{
    const RunRecord &run = archive.runs[size_t(runIndex)];
    QStringList parts{implementationName(archive, runIndex)};
    for (const QString &part : {run.meta.name, runId(run)}) {
        if (!part.isEmpty() && !parts.contains(part))
            parts << part;
    }
    return parts.takeFirst() + (parts.isEmpty() ? QString() : QStringLiteral(" (") + parts.join(QStringLiteral(", ")) + QLatin1Char(')'));
}

} // namespace

void MainWindow::chooseCompareWith(int runIndex)
{
    if (!d->archive || runIndex < 0 || size_t(runIndex) >= d->archive->runs.size())
        return;
    // The runs of A's group are offered; any other run can be typed by id, name or digest prefix.
    constexpr int kMaxOffered = 500;
    QStringList names;
    std::vector<int> offered; // run index of each name: two runs may share a name
    const int group = size_t(runIndex) < d->archive->ranking.runs.size() ? d->archive->ranking.runs[size_t(runIndex)].group : -1;
    if (group >= 0) {
        const ComparisonGroup &g = d->archive->ranking.groups[size_t(group)];
        for (const std::vector<int> *members : {&g.ranked, &g.unranked}) {
            for (const int index : *members) {
                if (index != runIndex && names.size() < kMaxOffered) {
                    names << compareChoiceText(*d->archive, index);
                    offered.push_back(index);
                }
            }
        }
    }
    const std::optional<ItemChoice> chosen = chooseItemOrType(
        this, tr("Compare with…"),
        tr("Compare %1 with run (implementation, title, name, id or digest prefix):").arg(d->archive->runs[size_t(runIndex)].meta.name), names);
    if (!chosen || (chosen->item < 0 && chosen->typed.isEmpty()))
        return;
    if (chosen->item >= 0) {
        showCompare(runIndex, offered[size_t(chosen->item)]);
        return;
    }
    // What was typed completes to one offered run (the start of its implementation, as the list shows it).
    const QString typed = chosen->typed;
    const auto completes = [&typed](const QString &name) { return name.startsWith(typed, Qt::CaseInsensitive); };
    if (std::count_if(names.cbegin(), names.cend(), completes) == 1) {
        showCompare(runIndex, offered[size_t(std::find_if(names.cbegin(), names.cend(), completes) - names.cbegin())]);
        return;
    }
    // A digest prefix can name any run: what the digests known so far do not find waits for the rest.
    const int found = kie::findRun(*d->archive, typed, nullptr);
    const auto compareWithTyped = [this, runIndex, typed] {
        const int other = findRun(typed);
        if (other < 0) {
            warnPlainly(this, tr("Compare with…"), tr("No run matches %1.").arg(typed));
            return;
        }
        showCompare(runIndex, other);
    };
    if (found >= 0)
        showCompare(runIndex, found);
    else
        d->afterRunDigests(tr("Compare with %1 waits for the record digests…").arg(typed), compareWithTyped);
}

MainWindow::Page MainWindow::currentPage() const
{
    if (d->pages.tabs->currentWidget() == d->pages.manifest)
        return Page::Manifest;
    if (d->pages.tabs->currentWidget() == d->pages.compare)
        return Page::Compare;
    return Page::Run;
}

QTreeView *MainWindow::navigatorView() const
{
    return d->panes.navigator;
}

QTableView *MainWindow::runTable() const
{
    return d->panes.table;
}

RunFilterProxy *MainWindow::runProxy() const
{
    return d->proxy;
}

QLineEdit *MainWindow::filterEdit() const
{
    return d->panes.filter;
}

RankingPlot *MainWindow::rankingPlot() const
{
    return d->panes.plot;
}

RunPage *MainWindow::runPage() const
{
    return d->pages.run;
}

ManifestView *MainWindow::manifestView() const
{
    return d->pages.manifest;
}

CompareView *MainWindow::compareView() const
{
    return d->pages.compare;
}

QListView *MainWindow::problemsList() const
{
    return d->panes.problems;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    d->saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty())
        return;
    QStringList paths; // several files dropped together: one workspace
    for (const QUrl &url : urls)
        paths.append(url.isLocalFile() ? url.toLocalFile() : url.toString());
    openPaths(paths);
    event->acceptProposedAction();
}

} // namespace kie::ui
