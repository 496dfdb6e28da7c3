// SPDX-License-Identifier: Apache-2.0
// A table view's rows as a Table (models/core/tablewriter.h) for File > Export table…, Edit > Copy
// rows and the Leaderboard's Export: the rows the view shows, in its order (through its filter and
// sort proxy), its visible columns in their visual order, a raw number in a column of its own beside
// each formatted figure ("latency_ns" beside "486.0 µs"), and each row's run id first and citation
// key last, as the commands' tables have them.
#pragma once

#include "tablewriter.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QModelIndex;
class QTableView;
class QWidget;

namespace kie {
struct Archive;
struct Leaderboard;
}

namespace kie::ui {

struct ViewTableSpec
{
    int sortRole = 0; // the model's raw-value role: numbers for raw columns, raw text for text cells
    QHash<QString, QString> rawColumns; // column id -> the id of its raw-number column
    // The run ids of a row of the view's model (one for a run, several for an author).
    std::function<QStringList(const QModelIndex &)> runIds;
};

// The rows of `view` (its model's rows; empty: every row), in the view's order. A column's id is its
// model's Column enum key in snake case ("PrimaryMeasurement" -> "primary_measurement").
Table viewTable(const QTableView *view, const ViewTableSpec &spec, QList<int> rows = {});
// The view's selected rows, in the view's order.
QList<int> selectedViewRows(const QTableView *view);

// The run table's spec (RunTableModel): latency_ns, sol_score, speedup_ratio, ratio_to_best and
// cases_faster_share beside their figures; each row's run id.
ViewTableSpec runTableSpec(const Archive &archive);

// The Leaderboard's spec (LeaderboardModel of `board`, computed from `archive`): avg_speedup_ratio,
// success_rate_share, win_rate_share and coverage_share beside their figures; each row's run ids are
// those of its best solution's runs, one per definition.
ViewTableSpec leaderboardSpec(const Archive &archive, const Leaderboard &board);

// Writes `table` in `format` to `path` through the one safe writer; false and *error when it cannot.
bool writeTableFile(const Table &table, TableFormat format, const QString &path, QString *error);
// Asks where to save a table of `formats` (the first is the default); "" when cancelled. *format is
// the one chosen, by the file's suffix or the chosen filter.
QString askTablePath(QWidget *parent, const QString &title, const QString &baseName, const QList<TableFormat> &formats,
                     TableFormat *format);
// Asks for a path (askTablePath) and writes the view's rows there. Returns the path written; "" when
// cancelled, or when the file could not be written (then *error says why).
QString exportViewTable(QWidget *parent, const QTableView *view, const ViewTableSpec &spec, const QString &title,
                        const QString &baseName, const QList<TableFormat> &formats, QString *error);
// The rows as TSV with a header, on the clipboard (spreadsheets paste it as cells).
void copyTableToClipboard(const Table &table);

} // namespace kie::ui
