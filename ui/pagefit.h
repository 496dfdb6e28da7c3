// SPDX-License-Identifier: Apache-2.0
// A long scrolling page in a pane (the run page): never wider than the pane, and the wheel scrolls the
// page rather than whichever inner view is under the pointer.
#pragma once

#include <QObject>

class QScrollArea;
class QWidget;

namespace kie::ui {

// No widget with a layout under `root` imposes its layout's minimum width any more (an explicit minimum
// width wins over the layout's; its minimum height stays): values wrap, long unbreakable digests are cut
// at the pane's edge (whole in their Copy button), and a row's Copy button keeps its size while the value
// beside it gives way; a wrapping label is as tall as its lines at the width it has. Call again after
// adding widgets.
void fitToWidth(QWidget *root);

// Sends the wheel over an inner view (a table, a log, a chart) to the page's scroll bar unless that view
// has the focus (the user clicked into it): then it scrolls itself.
class WheelToPage : public QObject
{
    Q_OBJECT
public:
    WheelToPage(QScrollArea *page, QObject *parent);

    // Watches every scrollable view inside `root` (their viewports get the wheel) and the fast_p chart.
    void watch(QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QScrollArea *m_page;
};

} // namespace kie::ui
