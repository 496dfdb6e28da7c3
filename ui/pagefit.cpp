// SPDX-License-Identifier: Apache-2.0
#include "pagefit.h"

#include <QAbstractScrollArea>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QWidget>

namespace kie::ui {

void fitToWidth(QWidget *root)
{
    // A form's row names ("run id") keep their width: they are short, and a form would otherwise
    // wrap them word by word to make room for the value beside them.
    QSet<const QWidget *> rowNames;
    for (const QFormLayout *form : root->findChildren<QFormLayout *>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (const QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole); item && item->widget())
                rowNames.insert(item->widget());
        }
    }
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (widget->layout() && widget->minimumWidth() <= 1)
            widget->setMinimumWidth(1);
        // A wrapping label's own minimum is its longest word. A layout asks for the label's height at
        // no less than that width, so a label narrower than one long word (a FlashInfer-Bench name)
        // got the height of fewer lines than it has, and its last lines were not drawn.
        if (auto *label = qobject_cast<QLabel *>(widget);
            label && label->wordWrap() && label->minimumWidth() == 0 && !rowNames.contains(label))
            label->setMinimumWidth(1);
    }
}

WheelToPage::WheelToPage(QScrollArea *page, QObject *parent)
    : QObject(parent)
    , m_page(page)
{
}

void WheelToPage::watch(QWidget *root)
{
    for (QAbstractScrollArea *view : root->findChildren<QAbstractScrollArea *>())
        view->viewport()->installEventFilter(this); // installing twice keeps one filter
    for (QWidget *chart : root->findChildren<QWidget *>(QStringLiteral("fastPPlot")))
        chart->installEventFilter(this);
}

bool WheelToPage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Wheel)
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    QWidget *owner = qobject_cast<QAbstractScrollArea *>(widget->parentWidget()) ? widget->parentWidget() : widget;
    if (owner->hasFocus())
        return false;
    QCoreApplication::sendEvent(m_page->verticalScrollBar(), event);
    return true;
}

} // namespace kie::ui
