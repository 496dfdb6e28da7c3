// SPDX-License-Identifier: Apache-2.0
#include "uiutils.h"

#include "fetcher.h"
#include "formatting.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
#include <QFormLayout>
#include <QHelpEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QSet>
#include <QPalette>
#include <QToolButton>
#include <QToolTip>

namespace kie::ui {

namespace {

// Shows the hovered index's ToolTipRole through plainToolTip() instead of letting the view pass
// the raw string to QToolTip.
class PlainToolTipFilter : public QObject
{
public:
    explicit PlainToolTipFilter(QAbstractItemView *view)
        : QObject(view)
        , m_view(view)
    {
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ToolTip || watched != m_view->viewport())
            return false;
        auto *help = static_cast<QHelpEvent *>(event);
        const QModelIndex index = m_view->indexAt(help->pos());
        const QString text = index.isValid() ? index.data(Qt::ToolTipRole).toString() : QString();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), plainToolTip(text), m_view->viewport(), m_view->visualRect(index));
        return true;
    }

private:
    QAbstractItemView *m_view;
};

// A label whose text the pane cuts (a name or digest with nowhere to wrap, wider than the pane: see
// pagefit.h) shows its whole text as its tooltip, so that nothing is cut without a way to read it.
class CutTextToolTip : public QObject
{
public:
    explicit CutTextToolTip(QLabel *label)
        : QObject(label)
        , m_label(label)
    {
        setObjectName(QStringLiteral("cutTextToolTip"));
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::ToolTip || watched != m_label || !m_label->toolTip().isEmpty() || !isCut(m_label))
            return false;
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), plainToolTip(m_label->text()), m_label);
        return true;
    }

private:
    QLabel *m_label;
};

} // namespace

bool isCut(const QLabel *label)
{
    const QFontMetrics metrics(label->font());
    const int room = label->contentsRect().width() - 2 * label->margin() - 2 * label->indent();
    for (const QStringView line : QStringView(label->text()).split(QLatin1Char('\n'))) {
        if (!label->wordWrap()) {
            if (metrics.horizontalAdvance(line.toString()) > room)
                return true;
            continue;
        }
        for (const QStringView word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (metrics.horizontalAdvance(word.toString()) > room)
                return true;
        }
    }
    return false;
}

QString displayNameOf(const QString &pathOrUrl)
{
    if (isRemoteUrl(pathOrUrl))
        return pathOrUrl;
    const QFileInfo info(pathOrUrl);
    return info.fileName().isEmpty() ? pathOrUrl : info.fileName();
}

QLabel *plainLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    setPlainText(label, text);
    label->installEventFilter(new CutTextToolTip(label));
    return label;
}

namespace {

// A selectable label is a Tab stop while it has text to select: an empty one would be a stop a
// screen reader can only call nameless.
void stopOnlyWithText(QLabel *label)
{
    if (label->textInteractionFlags() & Qt::TextSelectableByKeyboard)
        label->setFocusPolicy(label->text().isEmpty() ? Qt::NoFocus : Qt::StrongFocus);
}

} // namespace

QLabel *selectableLabel(const QString &text, QWidget *parent)
{
    QLabel *label = plainLabel(text, parent);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setCursor(Qt::IBeamCursor);
    stopOnlyWithText(label);
    return label;
}

void setPlainText(QLabel *label, const QString &text)
{
    label->setTextFormat(Qt::PlainText);
    label->setText(shownText(text, LineBreaks::Keep));
    stopOnlyWithText(label);
}

QLabel *absentLabel(const QString &text, QWidget *parent)
{
    QLabel *label = plainLabel(text, parent);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::Disabled, QPalette::WindowText));
    label->setPalette(palette);
    QFont font = label->font();
    font.setItalic(true);
    label->setFont(font);
    return label;
}

QLabel *headingLabel(const QString &text, QWidget *parent)
{
    QLabel *label = plainLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    label->setFont(font);
    return label;
}

namespace {

// A Tab stop now, or a selectable label that becomes one when it has text (stopOnlyWithText).
bool isOrMayBeTabStop(const QWidget *widget)
{
    const auto *label = qobject_cast<const QLabel *>(widget);
    return (widget->focusPolicy() & Qt::TabFocus) || (label && (label->textInteractionFlags() & Qt::TextSelectableByKeyboard));
}

void collectTabStops(QWidget *widget, QList<QWidget *> &stops, QSet<QWidget *> &seen);

void collectLaidOut(QLayout *layout, QList<QWidget *> &stops, QSet<QWidget *> &seen)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (QWidget *widget = item->widget())
            collectTabStops(widget, stops, seen);
        else if (QLayout *inner = item->layout())
            collectLaidOut(inner, stops, seen);
    }
}

void collectTabStops(QWidget *widget, QList<QWidget *> &stops, QSet<QWidget *> &seen)
{
    if (seen.contains(widget) || widget->isWindow())
        return;
    seen.insert(widget);
    if (isOrMayBeTabStop(widget) && !widget->focusProxy()) {
        stops << widget;
        return;
    }
    if (widget->layout())
        collectLaidOut(widget->layout(), stops, seen);
    for (QObject *child : widget->children()) { // those in no layout, in the order they were made
        if (child->isWidgetType())
            collectTabStops(static_cast<QWidget *>(child), stops, seen);
    }
}

} // namespace

void orderTabStopsAsLaidOut(QWidget *first, QWidget *container)
{
    QList<QWidget *> stops;
    QSet<QWidget *> seen;
    collectTabStops(container, stops, seen);
    QWidget *previous = first;
    for (QWidget *stop : std::as_const(stops)) {
        QWidget::setTabOrder(previous, stop);
        previous = stop;
    }
}

QToolButton *copyButton(const QString &text, const QString &what, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(QApplication::translate("kie::ui::UiUtils", "Copy"));
    button->setToolTip(QApplication::translate("kie::ui::UiUtils", "Copy %1").arg(what));
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::StrongFocus); // reached by Tab like any other button
    button->setAccessibleName(button->toolTip()); // "Copy record digest", not one "Copy" among many
    button->setEnabled(!text.isEmpty());
    QObject::connect(button, &QToolButton::clicked, button, [text, what] { copyToClipboard(text, what); });
    return button;
}

QWidget *copyableValue(const QString &text, const QString &what, QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    QLabel *label = selectableLabel(text, row);
    // A digest or URI has no spaces to wrap at: unwrapped, its full width is the minimum, so a form
    // moves it below its caption instead of clipping it.
    label->setWordWrap(false);
    layout->addWidget(label, 1);
    layout->addWidget(copyButton(text, what, row), 0, Qt::AlignTop);
    return row;
}

QLabel *addFormRow(QFormLayout *form, const QString &label, const QString &value, const QString &absentText)
{
    QWidget *parent = form->parentWidget();
    QLabel *valueLabel = value.isEmpty() ? absentLabel(absentText, parent) : selectableLabel(value, parent);
    form->addRow(plainLabel(label, parent), valueLabel);
    return valueLabel;
}

QString shortDigest(const QString &digest, int hexDigits)
{
    const qsizetype colon = digest.indexOf(QLatin1Char(':'));
    const qsizetype keep = colon + 1 + hexDigits;
    if (colon < 0 || digest.size() <= keep)
        return digest;
    return digest.left(keep) + QChar(0x2026);
}

QString plainToolTip(const QString &text)
{
    if (text.isEmpty())
        return text;
    // Explicitly rich (<qt>), with the text escaped: what the user sees is `text` as shownText shows it.
    return QStringLiteral("<qt><p style='white-space:pre-wrap'>") + shownText(text, LineBreaks::Keep).toHtmlEscaped()
        + QStringLiteral("</p></qt>");
}

QString menuText(const QString &data)
{
    QString text = shownText(data);
    text.replace(QLatin1Char('&'), QStringLiteral("&&"));
    return text;
}

void installPlainToolTips(QAbstractItemView *view)
{
    view->viewport()->installEventFilter(new PlainToolTipFilter(view));
}

void copyToClipboard(const QString &text, const QString &what)
{
    QClipboard *clipboard = QApplication::clipboard();
    clipboard->setText(text, QClipboard::Clipboard);
    if (clipboard->supportsSelection())
        clipboard->setText(text, QClipboard::Selection);
    announceCopied(what);
}

void announceCopied(const QString &what)
{
    Q_EMIT CopyAnnouncer::instance()->copied(what);
}

CopyAnnouncer *CopyAnnouncer::instance()
{
    static CopyAnnouncer announcer;
    return &announcer;
}

} // namespace kie::ui
