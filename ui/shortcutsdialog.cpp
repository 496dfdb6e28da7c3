// SPDX-License-Identifier: Apache-2.0
#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMainWindow>
#include <QScreen>
#include <QScrollBar>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace kie::ui {

namespace {

QString withoutMnemonic(QString text)
{
    // "&Filter runs" -> "Filter runs", "Attestations && notes" -> "Attestations & notes"; no "…" either.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &sequence : action->shortcuts())
        keys << sequence.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

void collect(const QMenu *menu, const QString &area, QList<ShortcutEntry> &out, QSet<const QAction *> &seen)
{
    for (QAction *action : menu->actions()) {
        if (action->menu()) {
            collect(action->menu(), area, out, seen);
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty() || seen.contains(action))
            continue;
        seen.insert(action);
        out.append({area, withoutMnemonic(action->text()), keysOf(action), true});
    }
}

} // namespace

QList<ShortcutEntry> actionShortcuts(const QWidget *window)
{
    QList<ShortcutEntry> entries;
    QSet<const QAction *> seen;
    if (const auto *main = qobject_cast<const QMainWindow *>(window)) {
        for (QAction *menuAction : main->menuBar()->actions()) {
            if (menuAction->menu())
                collect(menuAction->menu(), withoutMnemonic(menuAction->text()), entries, seen);
        }
    }
    // Actions outside the menus (a pane's own, the window's) still have their shortcuts listed.
    for (const QAction *action : window->findChildren<QAction *>()) {
        if (action->shortcuts().isEmpty() || seen.contains(action))
            continue;
        seen.insert(action);
        entries.append({ShortcutsDialog::tr("Window"), withoutMnemonic(action->text()), keysOf(action), true});
    }
    return entries;
}

QList<ShortcutEntry> documentedKeys()
{
    const QString everywhere = ShortcutsDialog::tr("Everywhere");
    const QString plot = ShortcutsDialog::tr("Ranking plot (when it has the focus)");
    const QString table = ShortcutsDialog::tr("Run table");
    const auto keys = [](const char *a, const char *b) -> QString {
        return QKeySequence(QString::fromLatin1(a)).toString(QKeySequence::NativeText) + QStringLiteral(" / ")
            + QKeySequence(QString::fromLatin1(b)).toString(QKeySequence::NativeText);
    };
    return {
        {everywhere, ShortcutsDialog::tr("Next / previous pane (inside a page: its next / previous control)"), keys("Tab", "Shift+Tab"), false},
        {table, ShortcutsDialog::tr("Previous / next run"), keys("Up", "Down"), false},
        {table, ShortcutsDialog::tr("Show or hide columns, reset them"), ShortcutsDialog::tr("right-click the header"), false},
        {plot, ShortcutsDialog::tr("Previous / next run in the ranking"), keys("Left", "Right"), false},
        {plot, ShortcutsDialog::tr("The #1 / the last run"), keys("Home", "End"), false},
        {plot, ShortcutsDialog::tr("Open the selected run's manifest"), QKeySequence(Qt::Key_Return).toString(QKeySequence::NativeText), false},
    };
}

ShortcutsDialog::ShortcutsDialog(const QWidget *window, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));
    const QList<ShortcutEntry> entries = actionShortcuts(window) + documentedKeys();
    m_table = new QTableWidget(int(entries.size()), 3, this);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setHorizontalHeaderLabels({tr("Where"), tr("Command"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    for (int row = 0; row < entries.size(); ++row) {
        const ShortcutEntry &entry = entries[row];
        const QStringList cells{entry.area, entry.command, entry.keys};
        for (int column = 0; column < 3; ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setData(Qt::UserRole, entry.fromAction); // tests tell listed actions from documented keys
            m_table->setItem(row, column, item);
        }
    }
    // The keys are never cut: Where and Keys as wide as their contents, Command takes the rest and
    // wraps when the dialog is narrow.
    m_table->setWordWrap(true);
    m_table->resizeColumnsToContents();
    int wanted = m_table->frameWidth() * 2 + m_table->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < 3; ++column)
        wanted += m_table->columnWidth(column);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    const QScreen *screen = parent ? parent->screen() : nullptr;
    const int room = screen ? screen->availableGeometry().width() * 9 / 10 : 1200;
    resize(std::clamp(wanted + layout->contentsMargins().left() + layout->contentsMargins().right(), 560, std::max(room, 560)), 560);
}

} // namespace kie::ui
