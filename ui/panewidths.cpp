// SPDX-License-Identifier: Apache-2.0
#include "panewidths.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QSplitter>

#include <algorithm>

namespace kie::ui {

PaneWidths::PaneWidths(QMainWindow *window, QDockWidget *navigator, QSplitter *splitter, std::function<int()> neededMiddle)
    : QObject(window)
    , m_window(window)
    , m_navigator(navigator)
    , m_splitter(splitter)
    , m_neededMiddle(std::move(neededMiddle))
{
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_userArranged = true; }); // only a drag emits it
    m_window->installEventFilter(this);
}

bool PaneWidths::eventFilter(QObject *watched, QEvent *event)
{
    // After the window has laid itself out at its new size: queued.
    if (watched == m_window && (event->type() == QEvent::Resize || event->type() == QEvent::Show) && !m_fitQueued && !m_userArranged) {
        m_fitQueued = true;
        QMetaObject::invokeMethod(this, [this] { m_fitQueued = false; fit(); }, Qt::QueuedConnection);
    }
    return false;
}

void PaneWidths::fit()
{
    if (m_userArranged)
        return;
    const int width = m_window->width();
    if (m_navigator && m_navigator->isVisible() && !m_navigator->isFloating() && width != m_fittedWidth) {
        // About a seventh of the window: 153 px at 1024, the usual 260 px from about 1730.
        m_window->resizeDocks({m_navigator.data()}, {std::clamp(width * 15 / 100, 150, 260)}, Qt::Horizontal);
    }
    m_fittedWidth = width;
    // Once the dock has its width: the table gets what its leading columns need (at least 45 % of
    // the rest, at most 62 %), and the page the remainder.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_userArranged)
                return;
            const int total = std::max(1, m_splitter->width() - m_splitter->handleWidth());
            const int middle = std::clamp(std::max(m_neededMiddle(), total * 45 / 100), total * 40 / 100, total * 62 / 100);
            m_splitter->setSizes({middle, total - middle});
        },
        Qt::QueuedConnection);
}

} // namespace kie::ui
