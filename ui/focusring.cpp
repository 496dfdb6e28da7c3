// SPDX-License-Identifier: Apache-2.0
#include "focusring.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QEvent>
#include <QLineEdit>
#include <QPainter>
#include <QWidget>

namespace kie::ui {

namespace {

FocusRing *theRing = nullptr;

// Paints the ring over its parent's edge; clicks and the wheel pass through to the parent.
class RingOverlay : public QWidget
{
public:
    explicit RingOverlay(QWidget *parent) : QWidget(parent)
    {
        setObjectName(QStringLiteral("focusRing"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        const QColor colour = palette().color(QPalette::Active, QPalette::Highlight);
        const int w = width();
        const int h = height();
        const int k = FocusRing::kWidth;
        painter.fillRect(0, 0, w, k, colour);
        painter.fillRect(0, h - k, w, k, colour);
        painter.fillRect(0, 0, k, h, colour);
        painter.fillRect(w - k, 0, k, h, colour);
    }
};

} // namespace

void FocusRing::install()
{
    if (theRing || !qApp)
        return;
    theRing = new FocusRing(qApp);
    connect(qApp, &QApplication::focusChanged, theRing, [](QWidget *, QWidget *now) { theRing->follow(now); });
    theRing->follow(QApplication::focusWidget());
}

QWidget *FocusRing::ringedWidget()
{
    return theRing && theRing->m_ring ? theRing->m_target.data() : nullptr;
}

bool FocusRing::showsItsOwnFocus(const QWidget *widget)
{
    return qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget);
}

void FocusRing::follow(QWidget *focused)
{
    if (m_target)
        m_target->removeEventFilter(this);
    delete m_ring; // QPointer: nothing when its widget went with the old target
    m_target = nullptr;
    if (!focused || focused->isWindow() || showsItsOwnFocus(focused))
        return;
    m_target = focused;
    m_ring = new RingOverlay(focused);
    m_ring->setGeometry(focused->rect());
    m_ring->show();
    m_ring->raise();
    focused->installEventFilter(this);
}

bool FocusRing::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_target && m_ring) {
        if (event->type() == QEvent::Resize)
            m_ring->setGeometry(m_target->rect());
        else if (event->type() == QEvent::ChildAdded) // a child made later would cover the ring
            m_ring->raise();
    }
    return false;
}

} // namespace kie::ui
