// SPDX-License-Identifier: Apache-2.0
#include "elidedlabel.h"

#include "formatting.h"
#include "uiutils.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QToolTip>

namespace kie::ui {

ElidedLabel::ElidedLabel(Qt::TextElideMode mode, QWidget *parent)
    : QLabel(parent)
    , m_mode(mode)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    // As wide as its text when there is room; any narrower when there is not.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

QString ElidedLabel::visibleText() const
{
    const int room = contentsRect().width() - 2 * margin();
    return fontMetrics().elidedText(shownText(text()), m_mode, std::max(room, 0));
}

bool ElidedLabel::isElided() const
{
    return visibleText() != shownText(text());
}

void ElidedLabel::setPreferredCharacters(int characters)
{
    m_preferredCharacters = characters;
    updateGeometry();
}

QSize ElidedLabel::sizeHint() const
{
    const QSize hint = QLabel::sizeHint();
    if (m_preferredCharacters <= 0)
        return hint;
    const int limit = fontMetrics().averageCharWidth() * m_preferredCharacters;
    return {std::min(hint.width(), limit), hint.height()};
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Room for a few characters and the ellipsis: never a width that hides the label entirely.
    const QSize hint = QLabel::minimumSizeHint();
    const int few = fontMetrics().horizontalAdvance(QStringLiteral("abcd…"));
    return {std::min(hint.width(), few + 2 * margin() + contentsMargins().left() + contentsMargins().right()), hint.height()};
}

bool ElidedLabel::event(QEvent *event)
{
    // The whole text when some of it is hidden, unless the label has a tooltip of its own.
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty()) {
        if (isElided())
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), plainToolTip(text()), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QLabel::event(event);
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect area = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    style()->drawItemText(&painter, area, int(QStyle::visualAlignment(layoutDirection(), alignment())), palette(),
                          isEnabled(), visibleText(), foregroundRole());
}

} // namespace kie::ui
