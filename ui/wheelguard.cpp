// SPDX-License-Identifier: Apache-2.0
#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace kie::ui {

namespace {

// The value widgets a wheel would change: spin boxes, date and time edits (QAbstractSpinBox) and
// combo boxes.
bool isValueWidget(const QObject *object)
{
    return qobject_cast<const QAbstractSpinBox *>(object) || qobject_cast<const QComboBox *>(object);
}

} // namespace

void WheelGuard::install()
{
    static WheelGuard *guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (!isValueWidget(watched))
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (event->type() == QEvent::Polish && widget->focusPolicy() == Qt::WheelFocus) {
        // Qt's default for these (WheelFocus) would give them the focus on the first turn of the wheel.
        widget->setFocusPolicy(Qt::StrongFocus);
    } else if (event->type() == QEvent::Wheel && !widget->hasFocus()) {
        // The page around it scrolls instead: the nearest scroll area, as if the wheel were over it.
        for (QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
            if (auto *area = qobject_cast<QAbstractScrollArea *>(parent)) {
                QCoreApplication::sendEvent(area->viewport(), event);
                break;
            }
        }
        return true;
    }
    return false;
}

} // namespace kie::ui
