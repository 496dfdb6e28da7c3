// SPDX-License-Identifier: Apache-2.0
// The window's three panes (the navigator dock, the run table with the plot, the pages) in proportion
// to the window's width until the user drags a separator: at 1024 px the table keeps room for its
// first columns through Integrity and the navigator gives way; at 1600 px each has what it used to.
// Once the user has arranged the panes, their arrangement is theirs and saved.
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QDockWidget;
class QMainWindow;
class QSplitter;

namespace kie::ui {

class PaneWidths : public QObject
{
    Q_OBJECT
public:
    // `neededMiddle` is the width the middle pane (the table) wants for its leading columns.
    PaneWidths(QMainWindow *window, QDockWidget *navigator, QSplitter *splitter, std::function<int()> neededMiddle);

    bool userArranged() const { return m_userArranged; }
    void setUserArranged(bool arranged) { m_userArranged = arranged; } // a saved arrangement was restored
    void fit(); // the proportions for the window's width now (nothing once the user has arranged)

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QMainWindow *m_window;
    QPointer<QDockWidget> m_navigator;
    QSplitter *m_splitter;
    std::function<int()> m_neededMiddle;
    bool m_userArranged = false;
    bool m_fitQueued = false;
    int m_fittedWidth = -1; // the window's width at the last fit: the dock is fitted when it changes
};

} // namespace kie::ui
