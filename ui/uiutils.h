// SPDX-License-Identifier: Apache-2.0
// Small widget helpers. Text from archives is data: every label made here is Qt::PlainText, so a
// title like "<img src=x>" shows as those characters and never as markup.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAbstractItemView;
class QFormLayout;
class QLabel;
class QToolButton;
class QWidget;

namespace kie::ui {

// How the window names an input: a URL whole, a file or folder by its name.
QString displayNameOf(const QString &pathOrUrl);

// A word-wrapped plain-text label. When its pane cuts its text (a word wider than the label), its
// tooltip shows the whole text.
QLabel *plainLabel(const QString &text, QWidget *parent = nullptr);
// Whether `label` is too narrow for its text: a line (unwrapped) or a word (wrapped) is wider.
bool isCut(const QLabel *label);
// A plain-text label the user can select with mouse and keyboard (ids, digests, keys).
QLabel *selectableLabel(const QString &text, QWidget *parent = nullptr);
// Sets text on an existing label and forces plain text (labels reused across runs).
void setPlainText(QLabel *label, const QString &text);
// A label in a muted style for "not recorded" and other absences.
QLabel *absentLabel(const QString &text, QWidget *parent = nullptr);
// A section heading (bold, a little larger); its text is plain too.
QLabel *headingLabel(const QString &text, QWidget *parent = nullptr);

// A small "Copy" button that puts `text` on the clipboard; its tooltip names what it copies.
QToolButton *copyButton(const QString &text, const QString &what, QWidget *parent = nullptr);
// A selectable value with a copy button beside it, in one row widget.
QWidget *copyableValue(const QString &text, const QString &what, QWidget *parent = nullptr);

// Adds "label: value" to a form, the value a plain label; an empty value shows `absentText` muted.
QLabel *addFormRow(QFormLayout *form, const QString &label, const QString &value, const QString &absentText);

// "sha256:381f22e4759e66ec6db9692…" — the start of a digest, as the web page shows it.
QString shortDigest(const QString &digest, int hexDigits = 23);

// Tooltips are rich-text auto-detected by Qt (QToolTip, like QLabel's AutoText): this wraps plain text
// so that it shows literally, line breaks kept. Use it for every tooltip carrying archive text.
QString plainToolTip(const QString &text);
// Data (a run's name, a file's path) in a menu item's text: as shownText shows it, and an ampersand
// is a character, not a mnemonic.
QString menuText(const QString &data);

// Makes an item view show its models' ToolTipRole as plain text (the models hand out archive text).
void installPlainToolTips(QAbstractItemView *view);

// Tab walks `container`'s stops as they are laid out, top to bottom, after `first`: widgets made
// after the window (a page's panes rebuilt for each run) would otherwise come last in the window's
// focus chain, out of reach from the page. A stop's own inside (a combo box's, a table's) is its own.
void orderTabStopsAsLaidOut(QWidget *first, QWidget *container);

// Puts text on the system clipboard (and the selection clipboard where there is one) and announces
// it: `what` names what was copied ("record digest of run 381f22e4") for the status bar.
void copyToClipboard(const QString &text, const QString &what);
// Announces a copy made another way (rich clipboard data).
void announceCopied(const QString &what);

// Every copy is announced here; the main window confirms it in its status bar.
class CopyAnnouncer : public QObject
{
    Q_OBJECT
public:
    static CopyAnnouncer *instance();

Q_SIGNALS:
    void copied(const QString &what);
};

} // namespace kie::ui
