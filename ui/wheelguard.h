// SPDX-License-Identifier: Apache-2.0
// Spin boxes, date edits and combo boxes change only when the user means it: a wheel turned while
// the pointer passes over one that does not have the keyboard focus scrolls the page around it and
// leaves its value alone (a citation's access date must not move while the run page is scrolled).
// Installed once on the application, so every page and dialog follows it.
#pragma once

#include <QObject>

namespace kie::ui {

class WheelGuard : public QObject
{
    Q_OBJECT
public:
    // Installs the guard on the running QApplication (once; later calls do nothing).
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace kie::ui
