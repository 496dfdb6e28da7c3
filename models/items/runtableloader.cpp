// SPDX-License-Identifier: Apache-2.0
#include "runtableloader.h"

#include "archivesession.h"
#include "runfilterproxy.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace kie {

RunTableLoader::RunTableLoader(RunTableModel *model, RunFilterProxy *proxy, QObject *parent)
    : QObject(parent), m_model(model), m_proxy(proxy)
{
}

RunTableLoader::~RunTableLoader()
{
    ++m_generation;
    // Only what still runs: a future whose result was taken is reset, and would be waited for forever.
    for (QFutureWatcherBase *watcher : findChildren<QFutureWatcherBase *>()) {
        if (watcher->isRunning())
            watcher->waitForFinished();
    }
}

void RunTableLoader::prepare(std::shared_ptr<const SessionSnapshot> snapshot)
{
    const quint64 generation = ++m_generation;
    dropPrepared();
    m_rows = new QFutureWatcher<std::shared_ptr<RunTableModel::Prepared>>(this);
    auto *watcher = m_rows;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, snapshot] {
        watcher->deleteLater();
        if (watcher == m_rows)
            m_rows = nullptr;
        if (generation == m_generation)
            Q_EMIT rowsPrepared(snapshot, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([archive = snapshot->archive, integrity = snapshot->integrity] {
        return RunTableModel::prepareRows(archive, integrity);
    }));
}

void RunTableLoader::dropPrepared()
{
    if (m_rows) { // an older stage's: it finishes on its own, holding what it reads
        m_rows->disconnect(this);
        m_rows->deleteLater();
        m_rows = nullptr;
    }
}

void RunTableLoader::show(std::shared_ptr<RunTableModel::Prepared> prepared)
{
    if (m_filterText) { // the previous archive's: its worker finishes on its own
        m_filterText->disconnect(this);
        m_filterText->deleteLater();
        m_filterText = nullptr;
    }
    m_filterTextFor = prepared;
    m_filterWaiting = false;
    m_afterFilter.clear(); // it was about the rows of another archive
    m_proxy->setFilterText(QString());
    m_model->setPrepared(std::move(prepared));
    // The filter text starts once the window has painted the table: started at once, its threads
    // took the cores from the first paint (300k runs: interactive 0.27 s later).
    m_filterTextScheduled = true;
    QTimer::singleShot(0, this, [this, generation = m_generation] {
        m_filterTextScheduled = false;
        if (generation == m_generation)
            startFilterText();
    });
}

void RunTableLoader::clear()
{
    ++m_generation;
    show(nullptr);
}

void RunTableLoader::startFilterText()
{
    if (!m_filterTextFor || !m_model->filterTextPending()) {
        m_filterTextFor.reset();
        applyWaitingFilter(); // nothing to build after all
        Q_EMIT filterTextReady();
        return;
    }
    m_filterText = new QFutureWatcher<FilterTextIndex>(this);
    auto *watcher = m_filterText;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        if (watcher == m_filterText)
            finishFilterText();
    });
    // Const access only: the worker reads the runs' fields other than their digests, which the session
    // may be filling in meanwhile on this thread, and the prepared rows.
    watcher->setFuture(QtConcurrent::run([prepared = m_filterTextFor] { return RunTableModel::buildFilterText(*prepared); }));
}

void RunTableLoader::finishFilterText()
{
    if (!m_filterText || !m_filterText->future().isFinished())
        return;
    QFutureWatcher<FilterTextIndex> *watcher = std::exchange(m_filterText, nullptr);
    watcher->disconnect(this);
    m_model->setFilterText(m_filterTextFor.get(), watcher->future().takeResult());
    m_filterTextFor.reset();
    watcher->deleteLater();
    applyWaitingFilter();
    Q_EMIT filterTextReady();
}

void RunTableLoader::applyWaitingFilter()
{
    if (!std::exchange(m_filterWaiting, false))
        return;
    m_proxy->setFilterText(m_waitingFilter);
    Q_EMIT filterApplied();
    runAfterFilter();
}

void RunTableLoader::runAfterFilter()
{
    for (auto &[context, then] : std::exchange(m_afterFilter, {})) {
        if (context)
            then();
    }
}

void RunTableLoader::whenFilterApplied(QObject *context, std::function<void()> then)
{
    if (m_filterWaiting)
        m_afterFilter.emplace_back(context, std::move(then));
    else
        then();
}

bool RunTableLoader::filterTextBeingBuilt() const
{
    // Scheduled to start once the window has painted, or started and not finished.
    return m_model->filterTextPending() && (m_filterTextScheduled || (m_filterText && !m_filterText->future().isFinished()));
}

void RunTableLoader::setFilter(const QString &text)
{
    m_filterWaiting = false; // what is typed now is applied below, or waits again
    finishFilterText(); // finished, its signal not delivered yet: take it now
    m_filterWaiting = filterTextBeingBuilt();
    if (m_filterWaiting) {
        m_waitingFilter = text;
    } else {
        m_proxy->setFilterText(text);
        runAfterFilter(); // a newer filter applies at once: what waited for the older one follows it
    }
}

bool RunTableLoader::isBusy() const
{
    return m_rows != nullptr || m_filterTextScheduled || m_filterText != nullptr;
}

} // namespace kie
