// SPDX-License-Identifier: Apache-2.0
// Help > Keyboard shortcuts: every shortcut of the window, read from its QActions when the dialog
// opens (so the list cannot go stale), then the keys that panes handle themselves (the plot, Tab).
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QTableWidget;

namespace kie::ui {

struct ShortcutEntry
{
    QString area; // the menu the command is in ("View"), or the pane that handles the keys
    QString command; // the action's text without its mnemonic
    QString keys; // QKeySequence::NativeText, several joined by ", "
    bool fromAction = true; // false: a documented key a widget handles itself

    bool operator==(const ShortcutEntry &) const = default;
};

// The shortcuts of every QAction under `window` that has one, in menu order, then those of actions
// in no menu.
QList<ShortcutEntry> actionShortcuts(const QWidget *window);
// Keys that widgets handle themselves, not through actions: Tab between panes, the ranking plot's keys.
QList<ShortcutEntry> documentedKeys();

class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QWidget *window, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; } // rows: area, command, keys

private:
    QTableWidget *m_table = nullptr;
};

} // namespace kie::ui
