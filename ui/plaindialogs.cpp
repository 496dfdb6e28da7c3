// SPDX-License-Identifier: Apache-2.0
#include "plaindialogs.h"

#include "formatting.h"

#include <QComboBox>
#include <QCompleter>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>

namespace kie::ui {

namespace {

bool plainMessage(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                  QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, shownText(text, LineBreaks::Keep), buttons, parent);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(defaultButton);
    return box.exec() == QMessageBox::Yes;
}

// QInputDialog makes its label when the label's text is first set.
void setPlainLabel(QInputDialog &dialog, const QString &label)
{
    dialog.setLabelText(shownText(label, LineBreaks::Keep));
    for (QLabel *child : dialog.findChildren<QLabel *>())
        child->setTextFormat(Qt::PlainText);
}

} // namespace

void warnPlainly(QWidget *parent, const QString &title, const QString &text)
{
    plainMessage(parent, QMessageBox::Warning, title, text, QMessageBox::Ok, QMessageBox::Ok);
}

bool askPlainly(QWidget *parent, const QString &title, const QString &text)
{
    return plainMessage(parent, QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
}

std::optional<QString> askForText(QWidget *parent, const QString &title, const QString &label, bool secret)
{
    QInputDialog dialog(parent);
    dialog.setWindowTitle(title);
    dialog.setInputMode(QInputDialog::TextInput);
    dialog.setTextEchoMode(secret ? QLineEdit::Password : QLineEdit::Normal);
    setPlainLabel(dialog, label);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.textValue();
}

std::optional<ItemChoice> chooseItemOrType(QWidget *parent, const QString &title, const QString &label, const QStringList &items)
{
    QStringList shown;
    shown.reserve(items.size());
    for (const QString &item : items)
        shown << shownText(item);
    QInputDialog dialog(parent);
    dialog.setWindowTitle(title);
    setPlainLabel(dialog, label);
    dialog.setComboBoxItems(shown);
    dialog.setComboBoxEditable(true);
    // Typing any part of an entry (a word of a title, a run id) offers the entries that contain it.
    if (auto *combo = dialog.findChild<QComboBox *>(); combo && combo->completer()) {
        combo->completer()->setFilterMode(Qt::MatchContains);
        combo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
        combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    }
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const QString text = dialog.textValue();
    ItemChoice choice;
    // The combo box knows which entry was picked; a text typed to equal an entry picks that entry.
    const auto *combo = dialog.findChild<QComboBox *>();
    const int current = combo ? combo->currentIndex() : -1;
    if (current >= 0 && current < shown.size() && shown[current] == text)
        choice.item = current;
    else
        choice.item = int(shown.indexOf(text));
    if (choice.item < 0)
        choice.typed = text.trimmed();
    return choice;
}

} // namespace kie::ui
