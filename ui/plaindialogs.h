// SPDX-License-Identifier: Apache-2.0
// Message boxes and input dialogs that show their text literally. QMessageBox and QInputDialog show
// their text in a QLabel that detects rich text (Qt::AutoText): a run named "<i>fast</i>" would
// show in italics, a path with "<img src=…>" as an image. Every such dialog whose text can carry a
// path, a run's name, an error or what the user typed goes through these (text as shownText shows
// it: layout and control characters replaced).
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace kie::ui {

void warnPlainly(QWidget *parent, const QString &title, const QString &text);
// Yes or No, No the default; true for Yes.
bool askPlainly(QWidget *parent, const QString &title, const QString &text);
// One line of text, shown as dots when `secret` (a passphrase); nullopt when cancelled.
std::optional<QString> askForText(QWidget *parent, const QString &title, const QString &label, bool secret = false);

// One of `items` picked from a list, or a text typed instead. The list shows each item as
// shownText shows it, so the pick is returned as its index: two items that show alike stay apart.
struct ItemChoice
{
    int item = -1; // index into the items, -1 when a text was typed
    QString typed; // what was typed, trimmed; empty when an item was picked
};
std::optional<ItemChoice> chooseItemOrType(QWidget *parent, const QString &title, const QString &label, const QStringList &items);

} // namespace kie::ui
