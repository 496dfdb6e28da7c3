// SPDX-License-Identifier: Apache-2.0
#include "tableexport.h"

#include "archive.h"
#include "citation.h"
#include "leaderboardmodel.h"
#include "runfacts.h"
#include "runtablemodel.h"
#include "safewrite.h"

#include <QAbstractProxyModel>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMetaEnum>
#include <QTableView>

#include <algorithm>

namespace kie::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ui::TableExport)
};

const QAbstractItemModel *sourceModelOf(const QAbstractItemModel *model)
{
    while (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model))
        model = proxy->sourceModel();
    return model;
}

// "PrimaryMeasurement" -> "primary_measurement".
QString snakeCase(const char *key)
{
    QString id;
    for (const char *c = key; *c; ++c) {
        if (*c >= 'A' && *c <= 'Z') {
            if (!id.isEmpty())
                id += QLatin1Char('_');
            id += QLatin1Char(char(*c - 'A' + 'a'));
        } else {
            id += QLatin1Char(*c);
        }
    }
    return id;
}

QString columnId(const QAbstractItemModel *model, int column)
{
    const QMetaObject *meta = sourceModelOf(model)->metaObject();
    const int enumIndex = meta->indexOfEnumerator("Column");
    const char *key = enumIndex >= 0 ? meta->enumerator(enumIndex).valueToKey(column) : nullptr;
    return key ? snakeCase(key) : QStringLiteral("column_%1").arg(column);
}

bool isNumber(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Double: case QMetaType::Float: case QMetaType::Int: case QMetaType::UInt:
    case QMetaType::LongLong: case QMetaType::ULongLong:
        return true;
    default:
        return false;
    }
}

struct ExportColumn
{
    int logical;
    QString rawId; // empty: no raw column
};

} // namespace

Table viewTable(const QTableView *view, const ViewTableSpec &spec, QList<int> rows)
{
    const QAbstractItemModel *model = view->model();
    const QHeaderView *header = view->horizontalHeader();
    Table table;
    table.addColumn(QStringLiteral("run_id"), Tr::tr("Run id"));
    std::vector<ExportColumn> columns;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (logical < 0 || header->isSectionHidden(logical))
            continue;
        const QString id = columnId(model, logical);
        const QString rawId = spec.rawColumns.value(id);
        table.addColumn(id, model->headerData(logical, Qt::Horizontal).toString(), !rawId.isEmpty());
        if (!rawId.isEmpty())
            table.addColumn(rawId, rawId, true);
        columns.push_back({logical, rawId});
    }
    table.addColumn(QStringLiteral("citation_key"), Tr::tr("Citation key"));

    if (rows.isEmpty()) {
        for (int row = 0; row < model->rowCount(); ++row)
            rows << row;
    }
    for (const int row : std::as_const(rows)) {
        const QStringList ids = spec.runIds ? spec.runIds(model->index(row, 0)) : QStringList();
        TableRow cells{ids.join(QLatin1Char(' '))};
        for (const ExportColumn &column : columns) {
            const QModelIndex index = model->index(row, column.logical);
            const QVariant raw = model->data(index, spec.sortRole);
            // The raw text, not what the view shortens or replaces for display (formatting.h shownText).
            cells.push_back(raw.typeId() == QMetaType::QString ? raw.toString() : model->data(index).toString());
            if (!column.rawId.isEmpty())
                cells.push_back(isNumber(raw) ? TableCell::fromNumber(raw.toDouble()) : TableCell());
        }
        QStringList keys;
        for (const QString &id : ids)
            keys << citationKeyForRunId(id);
        cells.push_back(keys.join(QLatin1Char(' ')));
        table.rows.push_back(std::move(cells));
    }
    return table;
}

QList<int> selectedViewRows(const QTableView *view)
{
    QList<int> rows;
    if (const QItemSelectionModel *selection = view->selectionModel()) {
        for (const QModelIndex &index : selection->selectedRows())
            rows << index.row();
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

ViewTableSpec runTableSpec(const Archive &archive)
{
    ViewTableSpec spec;
    spec.sortRole = RunTableModel::SortRole;
    spec.rawColumns = {{QStringLiteral("primary_measurement"), QStringLiteral("latency_ns")},
                       {QStringLiteral("sol"), QStringLiteral("sol_score")},
                       {QStringLiteral("speedup_vs_reference"), QStringLiteral("speedup_ratio")},
                       {QStringLiteral("delta_vs_best"), QStringLiteral("ratio_to_best")},
                       {QStringLiteral("cases_faster"), QStringLiteral("cases_faster_share")}};
    spec.runIds = [&archive](const QModelIndex &index) {
        const int run = index.data(RunTableModel::RunIndexRole).toInt();
        return run >= 0 && size_t(run) < archive.runs.size() ? QStringList{runId(archive.runs[size_t(run)])} : QStringList();
    };
    return spec;
}

ViewTableSpec leaderboardSpec(const Archive &archive, const Leaderboard &board)
{
    ViewTableSpec spec;
    spec.sortRole = LeaderboardModel::SortRole;
    spec.rawColumns = {{QStringLiteral("avg_speedup"), QStringLiteral("avg_speedup_ratio")},
                       {QStringLiteral("success_rate"), QStringLiteral("success_rate_share")},
                       {QStringLiteral("win_rate"), QStringLiteral("win_rate_share")},
                       {QStringLiteral("coverage"), QStringLiteral("coverage_share")}};
    spec.runIds = [&archive, &board](const QModelIndex &index) {
        QStringList ids;
        const int row = index.data(LeaderboardModel::RowRole).toInt();
        if (row < 0 || size_t(row) >= board.rows.size())
            return ids;
        for (const LeaderboardCell &cell : board.rows[size_t(row)].cells) {
            if (cell.runIndex < 0 || size_t(cell.runIndex) >= archive.runs.size())
                continue;
            const QString id = runId(archive.runs[size_t(cell.runIndex)]);
            if (!ids.contains(id))
                ids << id;
        }
        return ids;
    };
    return spec;
}

bool writeTableFile(const Table &table, TableFormat format, const QString &path, QString *error)
{
    const QString text = writeTable(table, format, error);
    return !text.isNull() && writeFileSafely(path, text.toUtf8(), error);
}

QString askTablePath(QWidget *parent, const QString &title, const QString &baseName, const QList<TableFormat> &formats,
                     TableFormat *format)
{
    const auto filterOf = [](TableFormat f) {
        switch (f) {
        case TableFormat::Csv: return Tr::tr("CSV, UTF-8 (*.csv)");
        case TableFormat::Markdown: return Tr::tr("Markdown table (*.md)");
        case TableFormat::Latex: return Tr::tr("LaTeX tabular (*.tex)");
        case TableFormat::Tsv: return Tr::tr("Tab-separated (*.tsv)");
        case TableFormat::Json: return Tr::tr("JSON (*.json)");
        }
        return QString();
    };
    QStringList filters;
    for (const TableFormat f : formats)
        filters << filterOf(f);
    QString chosen = filters.value(0);
    const QString suggested = baseName + QLatin1Char('.') + tableFormatSuffix(formats.value(0, TableFormat::Csv));
    QString path = QFileDialog::getSaveFileName(parent, title, suggested, filters.join(QLatin1String(";;")), &chosen);
    if (path.isEmpty())
        return path;
    *format = formats.value(std::max<qsizetype>(0, filters.indexOf(chosen)), TableFormat::Csv);
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const TableFormat f : formats) {
        if (suffix == tableFormatSuffix(f))
            *format = f;
    }
    if (suffix.isEmpty())
        path += QLatin1Char('.') + tableFormatSuffix(*format);
    return path;
}

QString exportViewTable(QWidget *parent, const QTableView *view, const ViewTableSpec &spec, const QString &title,
                        const QString &baseName, const QList<TableFormat> &formats, QString *error)
{
    TableFormat format = formats.value(0, TableFormat::Csv);
    const QString path = askTablePath(parent, title, baseName, formats, &format);
    if (path.isEmpty() || !writeTableFile(viewTable(view, spec), format, path, error))
        return QString();
    return path;
}

void copyTableToClipboard(const Table &table)
{
    QGuiApplication::clipboard()->setText(writeTable(table, TableFormat::Tsv));
}

} // namespace kie::ui
