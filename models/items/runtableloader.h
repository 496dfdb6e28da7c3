// SPDX-License-Identifier: Apache-2.0
// What the run table needs beyond a session snapshot, built off the GUI thread in two steps: the
// rows (labels, sort keys; RunTableModel::prepareRows) before the table is shown, then, once the
// window has painted it, the rows' filter text (about half of the preparation, needed only once a
// filter is typed). A filter typed while that text is being built is applied when it is ready, not
// waited for: at 1M runs that wait held the window still for most of a second. A newer archive
// drops an older one's work. It holds what it waits for (the stage being prepared, what follows a
// filter), so that the window holds widgets and the session's stages only.
#pragma once

#include "runtablemodel.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

template<typename T>
class QFutureWatcher;

namespace kie {

struct Archive;
struct IntegritySummary;
struct SessionSnapshot;
class RunFilterProxy;

class RunTableLoader : public QObject
{
    Q_OBJECT
public:
    RunTableLoader(RunTableModel *model, RunFilterProxy *proxy, QObject *parent = nullptr);
    ~RunTableLoader() override; // waits for its workers

    // Prepares the rows of the stage's archive on a worker (rowsPrepared), with its integrity summary.
    void prepare(std::shared_ptr<const SessionSnapshot> snapshot);
    // The stage being prepared is not wanted any more (another open, a failed one): its rows are dropped.
    void dropPrepared();
    bool isPreparing() const { return m_rows != nullptr; }
    // Shows `prepared` in the model (the window calls it from rowsPrepared, in its own order) and
    // builds the filter text after the next paint.
    void show(std::shared_ptr<RunTableModel::Prepared> prepared);
    void clear(); // nothing shown, nothing being prepared

    // The filter box's text to the proxy now, or once the filter text is built (filterWaiting()).
    void setFilter(const QString &text);
    bool filterWaiting() const { return m_filterWaiting; }
    // `then` once the filter set last applies: now when it already does, else with filterApplied();
    // dropped when another archive is shown first. `context` as for QObject::connect.
    void whenFilterApplied(QObject *context, std::function<void()> then);
    bool isBusy() const; // rows or filter text being built

Q_SIGNALS:
    void rowsPrepared(std::shared_ptr<const kie::SessionSnapshot> snapshot,
                      std::shared_ptr<kie::RunTableModel::Prepared> prepared);
    // The filter text is in (a filter that waited is applied); the table's own work is done.
    void filterTextReady();
    void filterApplied(); // a filter that waited for the filter text now applies

private:
    void startFilterText();
    void finishFilterText();
    bool filterTextBeingBuilt() const;
    void applyWaitingFilter();
    void runAfterFilter();

    RunTableModel *m_model;
    RunFilterProxy *m_proxy;
    quint64 m_generation = 0;
    QFutureWatcher<std::shared_ptr<RunTableModel::Prepared>> *m_rows = nullptr;
    QFutureWatcher<FilterTextIndex> *m_filterText = nullptr;
    std::shared_ptr<RunTableModel::Prepared> m_filterTextFor; // kept alive until handed over
    bool m_filterTextScheduled = false; // starts once the window painted the table
    bool m_filterWaiting = false;
    QString m_waitingFilter;
    std::vector<std::pair<QPointer<QObject>, std::function<void()>>> m_afterFilter;
};

} // namespace kie

Q_DECLARE_METATYPE(std::shared_ptr<kie::RunTableModel::Prepared>)
