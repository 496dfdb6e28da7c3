// SPDX-License-Identifier: Apache-2.0
#include "responsivesession.h"

#include "archive.h"
#include "figuredialog.h"
#include "leaderboardmodel.h"
#include "leaderboardview.h"
#include "mainwindow.h"
#include "navigatormodel.h"
#include "ratioheatmap.h"
#include "readahead.h"
#include "runfilterproxy.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace kie::bench {

namespace {

using ui::MainWindow;

constexpr double kGapTargetMs = 100;
constexpr double kPaintedTargetMs = 250;
constexpr double kLeaderboardTargetMs = 1000;
constexpr qint64 kSettleNs = 300'000'000; // after the paint, gaps still count for the action
constexpr qint64 kActionTimeoutNs = 120'000'000'000;

// One scripted action: what the user does, when the window says its result is there, which widget
// shows it, and (a reload) what must be finished before the next action.
struct Action
{
    QString name;
    std::function<void()> start;
    std::function<bool()> done;
    std::function<QWidget *()> target;
    double paintedTargetMs = kPaintedTargetMs; // 0: none
    std::function<bool()> quiet; // optional: the action's background work is over
    std::function<bool()> progressVisible; // optional: asked while the action's result is not there
};

Action makeAction(QString name, std::function<void()> start, std::function<bool()> done, std::function<QWidget *()> target,
                  double paintedTargetMs = kPaintedTargetMs)
{
    Action action;
    action.name = std::move(name);
    action.start = std::move(start);
    action.done = std::move(done);
    action.target = std::move(target);
    action.paintedTargetMs = paintedTargetMs;
    return action;
}

// Runs the actions one after the other on the GUI thread's event loop, with the watchdog.
class Driver : public QObject
{
public:
    explicit Driver(std::vector<Action> actions) : m_actions(std::move(actions))
    {
        m_watchdog.setTimerType(Qt::PreciseTimer);
        m_watchdog.setInterval(1);
        connect(&m_watchdog, &QTimer::timeout, this, &Driver::tick);
    }

    void run()
    {
        m_clock.start();
        m_lastTick = m_clock.nsecsElapsed();
        m_watchdog.start();
        QTimer::singleShot(0, this, [this] { begin(0); });
    }

    bool failed() const { return m_failed; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_phase == Phase::AwaitPaint && m_watched.contains(watched)) {
            // Taken once the paint has been handled: the next turn of the event loop.
            QTimer::singleShot(0, this, [this] {
                if (m_phase == Phase::AwaitPaint) {
                    m_paintedNs = m_clock.nsecsElapsed();
                    m_phase = Phase::Settle;
                }
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    enum class Phase { Idle, AwaitResult, AwaitPaint, Settle };

    void begin(size_t index)
    {
        m_index = index;
        if (m_index >= m_actions.size()) {
            m_watchdog.stop();
            QCoreApplication::exit(m_failed ? 1 : 0);
            return;
        }
        const Action &action = m_actions[m_index];
        m_maxGapNs = 0;
        m_progressShown = action.progressVisible ? 0 : -1;
        m_phase = Phase::AwaitResult;
        m_startNs = m_clock.nsecsElapsed();
        action.start(); // as a user's input: inside an event of the loop
        tick();
    }

    void tick()
    {
        const qint64 now = m_clock.nsecsElapsed();
        m_maxGapNs = std::max(m_maxGapNs, now - m_lastTick - 1'000'000); // how late the 1 ms timer fired
        m_lastTick = now;
        if (m_phase == Phase::Idle || m_index >= m_actions.size())
            return;
        const Action &action = m_actions[m_index];
        if (now - m_startNs > kActionTimeoutNs) {
            std::fprintf(stderr, "action \"%s\" did not finish\n", qPrintable(action.name));
            m_failed = true;
            finish(now);
            return;
        }
        if (m_phase == Phase::AwaitResult) {
            if (action.progressVisible && m_progressShown == 0 && action.progressVisible())
                m_progressShown = 1;
            if (!action.done())
                return;
            QWidget *target = action.target();
            if (!target || !target->isVisible()) {
                std::fprintf(stderr, "action \"%s\": its target is not shown\n", qPrintable(action.name));
                m_failed = true;
                finish(now);
                return;
            }
            // The target or any widget inside it: an opaque child covering its parent is painted
            // in its place (a heatmap's plot, a page's scroll area).
            watch(target);
            m_phase = Phase::AwaitPaint;
            target->update();
        } else if (m_phase == Phase::Settle && now - m_paintedNs >= kSettleNs && (!action.quiet || action.quiet())) {
            finish(now);
        }
    }

    void watch(QWidget *target)
    {
        for (const QPointer<QObject> &watched : std::as_const(m_watched)) {
            if (watched)
                watched->removeEventFilter(this);
        }
        m_watched.clear();
        if (!target)
            return;
        m_watched.append(target);
        for (QWidget *child : target->findChildren<QWidget *>())
            m_watched.append(child);
        for (const QPointer<QObject> &watched : std::as_const(m_watched))
            watched->installEventFilter(this);
    }

    void finish(qint64 now)
    {
        const Action &action = m_actions[m_index];
        const double painted = (m_phase == Phase::Settle ? m_paintedNs : now) - m_startNs;
        std::printf("action\t%s\t%.2f\t%.2f\t%.0f\t%.0f\t%d\n", qPrintable(action.name), painted / 1e6, double(m_maxGapNs) / 1e6,
                    action.paintedTargetMs, kGapTargetMs, m_progressShown);
        std::fflush(stdout);
        watch(nullptr);
        m_phase = Phase::Idle;
        QTimer::singleShot(0, this, [this] { begin(m_index + 1); });
    }

    std::vector<Action> m_actions;
    QTimer m_watchdog;
    QElapsedTimer m_clock;
    size_t m_index = 0;
    Phase m_phase = Phase::Idle;
    qint64 m_lastTick = 0, m_startNs = 0, m_paintedNs = 0, m_maxGapNs = 0;
    int m_progressShown = -1;
    QList<QPointer<QObject>> m_watched; // the target and its children, for their paint events
    bool m_failed = false;
};

// The key a character is typed with, as QLineEdit receives it from a keyboard.
void typeCharacter(QWidget *edit, QChar c)
{
    const int key = c.isLetter() ? int(Qt::Key_A) + (c.toLower().unicode() - u'a') : c == u' ' ? int(Qt::Key_Space) : int(Qt::Key_0) + (c.unicode() - u'0');
    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, QString(c));
    QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, QString(c));
    QApplication::sendEvent(edit, &press);
    QApplication::sendEvent(edit, &release);
}

struct Session
{
    MainWindow &window;
    QTemporaryDir scratch;

    QTabWidget *pages() const { return window.findChild<QTabWidget *>(QStringLiteral("pages")); }
    ui::LeaderboardView *leaderboard() const { return window.findChild<ui::LeaderboardView *>(QStringLiteral("leaderboardView")); }
    QWidget *tableViewport() const { return window.runTable()->viewport(); }
    auto *navigatorModel() const { return qobject_cast<NavigatorModel *>(window.navigatorView()->model()); }

    void choose(const QModelIndex &index) const { window.navigatorView()->setCurrentIndex(index); }
    bool showsRows(const QModelIndex &index) const
    {
        return window.navigatorView()->currentIndex() == index;
    }

    // The navigator: a group, another benchmark's group, a benchmark (all its groups), every run.
    void addNavigator(std::vector<Action> &actions) const
    {
        const int groups = int(window.archive()->ranking.groups.size());
        for (const int group : {0, groups / 2, groups - 1}) {
            const QModelIndex index = navigatorModel()->indexOfGroup(group);
            actions.push_back(makeAction(QStringLiteral("navigator: group %1").arg(group), [this, index] { choose(index); },
                               [this, index] { return showsRows(index); }, [this] { return tableViewport(); }));
        }
        const QModelIndex benchmark = navigatorModel()->indexOfGroup(0).parent().parent();
        actions.push_back(makeAction(QStringLiteral("navigator: a benchmark"), [this, benchmark] { choose(benchmark); },
                           [this, benchmark] { return showsRows(benchmark); }, [this] { return tableViewport(); }));
        const QModelIndex all = navigatorModel()->allRunsIndex();
        actions.push_back(makeAction(QStringLiteral("navigator: all runs"), [this, all] { choose(all); },
                           [this, all] { return showsRows(all); }, [this] { return tableViewport(); }));
    }

    // Every visible column of the run table, ascending then descending, as a header click sorts.
    void addSorts(std::vector<Action> &actions) const
    {
        QTableView *table = window.runTable();
        QHeaderView *header = table->horizontalHeader();
        for (int visual = 0; visual < header->count(); ++visual) {
            const int column = header->logicalIndex(visual);
            if (header->isSectionHidden(column))
                continue;
            const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
            for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                actions.push_back(makeAction(QStringLiteral("sort: %1 %2").arg(title, order == Qt::AscendingOrder ? QStringLiteral("asc") : QStringLiteral("desc")),
                                   [header, column, order] { header->setSortIndicator(column, order); },
                                   [this, column, order] {
                                       return window.runProxy()->sortColumn() == column && window.runProxy()->sortOrder() == order;
                                   },
                                   [this] { return tableViewport(); }));
            }
        }
    }

    // A three-term filter typed key by key, each key an action, then cleared.
    void addFilter(std::vector<Action> &actions) const
    {
        const QString typed = QStringLiteral("quail b200 passed");
        for (qsizetype i = 0; i < typed.size(); ++i) {
            const QString expected = typed.left(i + 1);
            actions.push_back(makeAction(QStringLiteral("filter: type key %1 \"%2\"").arg(i + 1, 2).arg(typed[i]),
                               [this, c = typed[i]] { typeCharacter(window.filterEdit(), c); },
                               [this, expected] { return window.runProxy()->filterText() == expected; },
                               [this] { return tableViewport(); }));
        }
        actions.push_back(makeAction(QStringLiteral("filter: clear"), [this] { window.filterEdit()->clear(); },
                           [this] { return window.runProxy()->filterText().isEmpty(); }, [this] { return tableViewport(); }));
    }

    // A run's page, its manifest, Compare with #1: a run in the middle of the table.
    void addPages(std::vector<Action> &actions) const
    {
        const int run = window.runProxy()->mapRowToSource(window.runProxy()->rowCount() / 2);
        actions.push_back(makeAction(QStringLiteral("run page"),
                           [this, run] {
                               pages()->setCurrentIndex(0);
                               window.selectRun(run);
                           },
                           [this, run] { return window.currentRun() == run && window.currentPage() == MainWindow::Page::Run; },
                           [this] { return pages()->currentWidget(); }));
        actions.push_back(makeAction(QStringLiteral("manifest tab"), [this, run] { window.showManifest(run); },
                           [this] { return window.currentPage() == MainWindow::Page::Manifest; },
                           [this] { return pages()->currentWidget(); }));
        actions.push_back(makeAction(QStringLiteral("compare with #1"), [this, run] { window.showCompareWithBest(run); },
                           [this] { return window.currentPage() == MainWindow::Page::Compare; },
                           [this] { return pages()->currentWidget(); }));
    }

    void addLeaderboard(std::vector<Action> &actions) const
    {
        Action board = makeAction(QStringLiteral("leaderboard tab"), [this] { pages()->setCurrentWidget(leaderboard()); },
                     [this] { return leaderboard()->isVisible() && !leaderboard()->isComputing() && leaderboard()->model()->rowCount() > 0; },
                     [this] { return leaderboard()->table()->viewport(); }, kLeaderboardTargetMs);
        board.progressVisible = [this] {
            const QList<QProgressBar *> bars = leaderboard()->findChildren<QProgressBar *>();
            return std::any_of(bars.begin(), bars.end(), [](const QProgressBar *bar) { return bar->isVisible(); });
        };
        actions.push_back(board);
        actions.push_back(makeAction(QStringLiteral("leaderboard: definitions heatmap"),
                           [this] { leaderboard()->figures()->setCurrentWidget(leaderboard()->definitionsHeatmap()); },
                           [this] { return leaderboard()->definitionsHeatmap()->isVisible(); },
                           [this] { return static_cast<QWidget *>(leaderboard()->definitionsHeatmap()); }));
        actions.push_back(makeAction(QStringLiteral("leaderboard: cases heatmap"),
                           [this] { leaderboard()->figures()->setCurrentIndex(leaderboard()->figures()->count() - 1); },
                           [this] { return leaderboard()->casesHeatmap()->isVisible(); },
                           [this] { return static_cast<QWidget *>(leaderboard()->casesHeatmap()); }));
    }

    ui::FigureDialog *figureDialog() const { return window.findChild<ui::FigureDialog *>(QStringLiteral("figureDialog")); }

    // File > Export figure…: the dialog with its preview, then the file written, then closed.
    void addFigure(std::vector<Action> &actions)
    {
        const QString path = scratch.filePath(QStringLiteral("figure.png"));
        actions.push_back(makeAction(QStringLiteral("export figure: dialog and preview"),
                           [this] {
                               pages()->setCurrentIndex(0);
                               window.findChild<QAction *>(QStringLiteral("exportFigureAction"))->trigger();
                           },
                           [this] { return figureDialog() && figureDialog()->isVisible(); },
                           [this] { return static_cast<QWidget *>(figureDialog()); }));
        actions.push_back(makeAction(QStringLiteral("export figure: write PNG"),
                           [this, path] {
                               if (!figureDialog()->exportTo(path))
                                   std::fprintf(stderr, "the figure was not written\n");
                           },
                           [path] { return QFile::exists(path); }, [this] { return static_cast<QWidget *>(window.statusBar()); }));
        actions.push_back(makeAction(QStringLiteral("export figure: close"), [this] { figureDialog()->close(); },
                           [this] { return !figureDialog(); }, [this] { return tableViewport(); }));
    }

    // File > Reload: the whole file read again; painted is kie-bench-open's figure (no target).
    void addReload(std::vector<Action> &actions) const
    {
        auto shown = std::make_shared<std::shared_ptr<const Archive>>();
        Action reload = makeAction(QStringLiteral("reload (File > Reload)"),
                      [this, shown] {
                          *shown = window.archive();
                          window.reload();
                      },
                      [this, shown] { return window.archive() && window.archive() != *shown && window.currentRun() >= 0; },
                      [this] { return tableViewport(); }, 0);
        reload.quiet = [this] { return !window.isLoading() && !window.hasBackgroundWork(); };
        actions.push_back(reload);
    }
};

} // namespace

int runResponsiveSession(const QString &file)
{
    std::unique_ptr<kie::ReadAhead> readAhead = MainWindow::readAhead({file}); // as app/main.cpp does
    MainWindow window;
    window.resize(1500, 950);
    QObject::connect(&window, &MainWindow::loadFailed, &window, [](const QString &message) {
        std::fprintf(stderr, "load failed: %s\n", qPrintable(message));
        QCoreApplication::exit(1);
    });
    Session session{window, {}};
    std::unique_ptr<Driver> driver;
    // The script starts once the file is shown and nothing is left in the background.
    auto *ready = new QTimer(&window);
    QObject::connect(ready, &QTimer::timeout, &window, [&] {
        if (!window.archive() || window.currentRun() < 0 || window.isLoading() || window.hasBackgroundWork())
            return;
        ready->stop();
        std::vector<Action> actions;
        session.addNavigator(actions);
        session.addSorts(actions);
        session.addFilter(actions);
        session.addPages(actions);
        session.addLeaderboard(actions);
        session.addFigure(actions);
        session.addReload(actions);
        driver = std::make_unique<Driver>(std::move(actions));
        QTimer::singleShot(500, &window, [&] { driver->run(); }); // after the last paint of the open
    });
    ready->start(10);
    window.show();
    window.openArguments({file});
    readAhead.reset();
    const int code = QApplication::exec();
    std::fflush(stdout);
    _exit(code || !driver || driver->failed() ? 1 : 0); // measured: skip tearing down a million records
}

} // namespace kie::bench
