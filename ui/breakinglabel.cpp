// SPDX-License-Identifier: Apache-2.0
#include "breakinglabel.h"

#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace kie::ui {

BreakingLabel::BreakingLabel(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

int BreakingLabel::layOut(int width, QPainter *painter, QStringList *lines) const
{
    const QMargins margins = contentsMargins();
    const int lineWidth = std::max(1, width - margins.left() - margins.right());
    QTextLayout layout(text(), font());
    QTextOption option(alignment());
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    qreal y = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(lineWidth);
        line.setPosition(QPointF(0, y));
        y += line.height();
        if (lines)
            *lines << text().mid(line.textStart(), line.textLength());
    }
    layout.endLayout();
    if (painter) {
        painter->setPen(palette().color(foregroundRole()));
        layout.draw(painter, QPointF(margins.left(), margins.top()));
    }
    return int(std::ceil(y)) + margins.top() + margins.bottom();
}

int BreakingLabel::heightForWidth(int width) const
{
    return layOut(width, nullptr);
}

QSize BreakingLabel::sizeHint() const
{
    const QMargins margins = contentsMargins();
    const int width = std::min(fontMetrics().horizontalAdvance(text()) + 1, 60 * fontMetrics().averageCharWidth())
        + margins.left() + margins.right();
    return QSize(width, heightForWidth(width));
}

QSize BreakingLabel::minimumSizeHint() const
{
    const int width = 4 * fontMetrics().averageCharWidth();
    return QSize(width, fontMetrics().height());
}

QStringList BreakingLabel::lines() const
{
    QStringList shown;
    layOut(width(), nullptr, &shown);
    return shown;
}

void BreakingLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    layOut(width(), &painter);
}

} // namespace kie::ui
