// SPDX-License-Identifier: Apache-2.0
// The run table's columns as the user arranges them: which show by default and in what order (the
// figures that decide a ranking first), long names elided in the middle with the full text in the
// tooltip, a header menu to show, hide and move columns or reset them, and the arrangement saved per
// user through Settings (a versioned QHeaderView state: an arrangement saved for other columns is ignored).
#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

class QHeaderView;
class QMenu;
class QTableView;

namespace kie::ui {

class Settings;

class RunTableColumns : public QObject
{
    Q_OBJECT
public:
    // Bump when the default arrangement changes; the model's column count is part of the saved
    // version too, so a state saved before a column was added is not applied to the new columns.
    static constexpr int kLayoutVersion = 1;

    // `table` shows a proxy over RunTableModel; `settings` outlives this object.
    RunTableColumns(QTableView *table, Settings *settings);

    // RunTableModel::Column names (Q_ENUM keys) shown by default, in order. A name the model does not
    // have (a column another build lacks) is skipped.
    static QStringList defaultColumns();
    // The logical columns of defaultColumns() that the model has, in order.
    QList<int> defaultLogicalColumns() const;

    // The width the leading columns (Rank through Integrity) need, with Implementation at its
    // narrowest, the frame and the scroll bar: what the window gives the table when it can.
    int leadingWidth() const;

    void resetColumns(); // the default order, visibility and widths
    void restore(); // the saved arrangement when it is of this version, else the defaults
    void save() const;
    int layoutVersion() const; // kLayoutVersion and the column count, as saved

    // The header's context menu for `logicalColumn` (-1: no column under the cursor): a check per
    // column, Move left / Move right, Reset columns. Public so tests can trigger its actions.
    std::unique_ptr<QMenu> makeMenu(int logicalColumn);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QHeaderView *header() const;
    int defaultWidth(int column) const;
    int narrowestImplementation() const;
    QList<int> leadingColumns() const; // the defaults up to Integrity
    // Until the user resizes it, Implementation gives way (down to its narrowest) so that the
    // leading columns stay inside a narrow table; it takes its usual width back when there is room.
    void fitImplementation();

    bool m_fitImplementation = true;
    bool m_resizing = false; // sections resized here, not by the user

    QTableView *m_table;
    Settings *m_settings;
};

} // namespace kie::ui
