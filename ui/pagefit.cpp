// SPDX-License-Identifier: Apache-2.0
#include "pagefit.h"

#include <QAbstractScrollArea>
#include <QCoreApplication>
#include <QEvent>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QWidget>

namespace kie::ui {

void fitToWidth(QWidget *root)
{
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (widget->layout() && widget->minimumWidth() <= 1)
            widget->setMinimumWidth(1);
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
