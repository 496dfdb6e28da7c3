// SPDX-License-Identifier: Apache-2.0
// Where the keyboard is, visible on every widget that takes it: a ring in the palette's highlight
// colour along the focused widget's edge. The Fusion style shows the focus on text fields and spin
// boxes only; a table, a tree, a tab bar, a tool button or a selectable label would take keys with
// no sign of it. Installed once on the application, so every pane and dialog follows it.
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace kie::ui {

class FocusRing : public QObject
{
    Q_OBJECT
public:
    static constexpr int kWidth = 2; // pixels, inside the widget's rectangle

    // Installs the ring on the running QApplication (once; later calls do nothing).
    static void install();
    // The widget the ring is drawn on now, or nullptr (for tests).
    static QWidget *ringedWidget();
    // Whether `widget` draws its own focus and gets no ring: text fields and spin boxes.
    static bool showsItsOwnFocus(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
    void follow(QWidget *focused);

    QPointer<QWidget> m_target;
    QPointer<QWidget> m_ring; // a child of m_target, above its other children
};

} // namespace kie::ui
