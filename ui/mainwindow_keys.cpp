// SPDX-License-Identifier: Apache-2.0
// The main window by keyboard: Tab and Shift+Tab move between panes (the run table does not trap
// Tab), F6 / Shift+F6 cycle navigator → filter → table → plot → page, Alt+Left / Alt+Right go back
// and forward through the runs selected, the Help menu lists every shortcut from the actions, and
// F1 opens the Guide on the topic of the pane that has focus.
#include "mainwindow_p.h"

#include "guidedialog.h"
#include "helptopics.h"
#include "leaderboardview.h"
#include "solcalculator.h"
#include "shortcutsdialog.h"

namespace kie::ui {

namespace {

bool contains(const QWidget *pane, const QWidget *widget)
{
    return widget && (pane == widget || pane->isAncestorOf(widget));
}

// The first widget inside `pane` that Tab would stop at, else the pane itself.
QWidget *focusTarget(QWidget *pane)
{
    if (pane->focusPolicy() & Qt::TabFocus)
        return pane;
    for (QWidget *w = pane->nextInFocusChain(); w && w != pane; w = w->nextInFocusChain()) {
        if (pane->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus) && w->isVisibleTo(pane) && w->isEnabled())
            return w;
    }
    return pane;
}

} // namespace

void MainWindow::Private::buildGoMenu(QMenu *go)
{
    // Tab leaves the table for the next pane; arrows still move between runs inside it.
    panes.table->setTabKeyNavigation(false);
    panes.plot->setFocusPolicy(Qt::StrongFocus); // reachable by Tab; its own keys move between runs
    QWidget::setTabOrder(panes.navigator, panes.filter);
    QWidget::setTabOrder(panes.filter, panes.table);
    QWidget::setTabOrder(panes.table, panes.plot);
    QWidget::setTabOrder(panes.plot, pages.tabs);

    actions.back = go->addAction(tr("&Back to the previous run"), q, [this] { goInHistory(false); });
    actions.back->setObjectName(QStringLiteral("historyBack"));
    actions.back->setShortcut(QKeySequence(tr("Alt+Left")));
    actions.forward = go->addAction(tr("&Forward to the next run"), q, [this] { goInHistory(true); });
    actions.forward->setObjectName(QStringLiteral("historyForward"));
    actions.forward->setShortcut(QKeySequence(tr("Alt+Right")));
    go->addSeparator();
    QAction *next = go->addAction(tr("&Next pane"), q, [this] { focusPane(+1); });
    next->setObjectName(QStringLiteral("nextPane"));
    next->setShortcut(QKeySequence(tr("F6")));
    QAction *previous = go->addAction(tr("&Previous pane"), q, [this] { focusPane(-1); });
    previous->setObjectName(QStringLiteral("previousPane"));
    previous->setShortcut(QKeySequence(tr("Shift+F6")));
    updateHistoryActions();
}

void MainWindow::Private::buildHelpMenu(QMenu *help)
{
    assignPaneHelpTopics();
    QAction *guide = help->addAction(tr("&Guide"), q, [this] {
        QString topic = helpTopicOf(QApplication::focusWidget());
        GuideDialog(q, topic.isEmpty() ? QString::fromLatin1(kDefaultHelpTopic) : topic).exec();
    });
    guide->setObjectName(QStringLiteral("helpGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard shortcuts"), q, [this] { ShortcutsDialog(q, q).exec(); })
        ->setObjectName(QStringLiteral("helpShortcuts"));
    help->addSeparator();
}

// What F1 opens: the manual's topic of each pane (a widget inside a pane takes the pane's topic).
void MainWindow::Private::assignPaneHelpTopics()
{
    setHelpTopic(panes.navigatorDock, "window");
    setHelpTopic(panes.filter, "window");
    setHelpTopic(panes.table, "window");
    setHelpTopic(panes.plot, "groups");
    setHelpTopic(pages.run, "run-page");
    setHelpTopic(pages.run->citationWidget(), "citations");
    setHelpTopic(pages.notesPane, "notes");
    if (auto *sol = pages.run->findChild<SolCalculator *>())
        setHelpTopic(sol, "compare");
    setHelpTopic(pages.manifest, "integrity");
    setHelpTopic(pages.compare, "compare");
    if (auto *leaderboard = pages.tabs->findChild<LeaderboardView *>())
        setHelpTopic(leaderboard, "leaderboard");
    setHelpTopic(panes.problemsDock, "opening");
    setHelpTopic(status->integrity(), "integrity");
    setHelpTopic(panes.integrityNavigator, "integrity");
}

QList<QWidget *> MainWindow::Private::paneCycle() const
{
    return {panes.navigator, panes.filter, panes.table, panes.plot, pages.tabs};
}

void MainWindow::Private::focusPane(int step)
{
    const QList<QWidget *> all = paneCycle();
    QWidget *focused = QApplication::focusWidget();
    int at = -1;
    for (int i = 0; i < all.size(); ++i) {
        if (contains(all[i], focused))
            at = i;
    }
    if (at < 0) // from elsewhere (a dock, the status bar): F6 starts at the first pane, Shift+F6 at the last
        at = step > 0 ? -1 : int(all.size());
    for (int tried = 0; tried < all.size(); ++tried) {
        at = (at + step + int(all.size())) % int(all.size());
        QWidget *pane = all[at];
        if (!pane->isVisible())
            continue; // a hidden navigator dock is skipped
        if (pane == pages.tabs)
            focusPage();
        else
            pane->setFocus(Qt::ShortcutFocusReason);
        return;
    }
}

void MainWindow::Private::focusPage()
{
    QWidget *page = pages.tabs->currentWidget();
    if (!page)
        return;
    // The run page scrolls as a whole: focus its scroll area (its focus proxy) so the keys scroll it.
    QWidget *target = page->focusProxy() ? page->focusProxy() : focusTarget(page);
    target->setFocus(Qt::ShortcutFocusReason);
}

void MainWindow::Private::goInHistory(bool forward)
{
    const std::optional<int> run = forward ? history.forward() : history.back();
    if (!run)
        return;
    navigatingHistory = true;
    q->selectRun(*run);
    navigatingHistory = false;
    updateHistoryActions();
}

void MainWindow::Private::updateHistoryActions()
{
    if (actions.back)
        actions.back->setEnabled(history.canGoBack());
    if (actions.forward)
        actions.forward->setEnabled(history.canGoForward());
}

} // namespace kie::ui
