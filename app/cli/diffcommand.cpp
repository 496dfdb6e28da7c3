// SPDX-License-Identifier: Apache-2.0
// `diff OLD NEW [--group KEY] [--json] [--format F]`: what changed between two snapshots of an archive
// (archivediff.h). Exit status as diff(1): 0 identical, 1 differences, 2 trouble.
#include "invocation.h"

#include "archive.h"
#include "archivediff.h"
#include "canonicaljson.h"
#include "figure.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <nlohmann/json.hpp>

namespace kie::cli {

namespace {

nlohmann::json jsonText(const std::optional<QString> &text)
{
    return text ? nlohmann::json(text->toStdString()) : nlohmann::json(nullptr);
}

nlohmann::json diffJson(const QString &older, const QString &newer, const ArchiveDiff &diff,
                        const std::vector<DiffRow> &rows)
{
    nlohmann::json document = nlohmann::json::object();
    document["old"] = older.toStdString();
    document["new"] = newer.toStdString();
    document["identical"] = diff.identical();
    nlohmann::json counts = nlohmann::json::object();
    for (const RunChangeKind kind : {RunChangeKind::Changed, RunChangeKind::Retitled, RunChangeKind::Added,
                                     RunChangeKind::Removed})
        counts[runChangeKindWord(kind)] = diff.count(kind);
    if (diff.same >= 0)
        counts["same"] = diff.same;
    document["runs"] = std::move(counts);
    nlohmann::json list = nlohmann::json::array();
    for (const DiffRow &row : rows)
        list.push_back({{"kind", row.kind.toStdString()},
                        {"run", row.runId.toStdString()},
                        {"name", row.name.toStdString()},
                        {"group", row.group.toStdString()},
                        {"what", row.what.toStdString()},
                        {"old", jsonText(row.oldValue)},
                        {"new", jsonText(row.newValue)}});
    document["changes"] = std::move(list);
    return document;
}

// The diff's rows as a table (tablewriter.h): one row per fact, absent values empty.
Table diffTable(const std::vector<DiffRow> &rows)
{
    Table table;
    for (const char *column : {"kind", "run", "name", "group", "what", "old", "new"})
        table.addColumn(QString::fromLatin1(column), QString::fromLatin1(column));
    for (const DiffRow &row : rows)
        table.rows.push_back({row.kind, row.runId, row.name, row.group, row.what, row.oldValue.value_or(QString()),
                              row.newValue.value_or(QString())});
    return table;
}

// The one place the diff is written: the table in `format` (tsv by default, with a header row), or
// one canonical JSON document with the counts (--json).
bool writeDiff(const QString &older, const QString &newer, const ArchiveDiff &diff, bool json, TableFormat format,
               const Invocation &call)
{
    const std::vector<DiffRow> rows = diffRows(diff);
    if (json) {
        QByteArray canonical;
        QString error;
        if (!canonicalizeJson(diffJson(older, newer, diff, rows), canonical, &error)) {
            call.err << error << '\n';
            return false;
        }
        call.out << QString::fromUtf8(canonical) << '\n';
        return true;
    }
    return printDataTable(diffTable(rows), format, call);
}

// The group `query` names in the newer snapshot, else in the older; empty after saying why.
QString groupKeyNamed(const Archive &older, const Archive &newer, const QString &query, const Invocation &call)
{
    QString error;
    for (const Archive *archive : {&newer, &older}) {
        const int group = findGroup(archive->ranking, query, &error);
        if (group >= 0)
            return archive->ranking.groups[size_t(group)].key;
    }
    call.err << error << '\n';
    return QString();
}

} // namespace

int runDiff(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption groupOption = groupKeyOption();
    const QCommandLineOption jsonOption = jsonOutputOption();
    const QCommandLineOption formatOption = tableFormatOption();
    parser.addOptions({groupOption, jsonOption, formatOption});
    const QString fileHelp = QCoreApplication::translate("kie::cli", "Run archive, manifest bundle, JSON Lines or trace file or folder, or an https URL.");
    QStringList files;
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, call, {{QStringLiteral("FILE-OLD"), fileHelp}, {QStringLiteral("FILE-NEW"), fileHelp}},
                          &files, &exitCode))
        return exitCode;

    TableFormat format = TableFormat::Tsv;
    if (!tableFormatFromOption(parser.value(formatOption), call, &format))
        return kExitTrouble;
    const std::shared_ptr<const Archive> older = openWorkspaceForData({files.at(0)}, call);
    if (!older)
        return kExitTrouble;
    const std::shared_ptr<const Archive> newer = openWorkspaceForData({files.at(1)}, call);
    if (!newer)
        return kExitTrouble;

    ArchiveDiff diff = diffArchives(*older, *newer);
    if (parser.isSet(groupOption)) {
        const QString key = groupKeyNamed(*older, *newer, parser.value(groupOption), call);
        if (key.isEmpty())
            return kExitTrouble;
        diff = diffOfGroup(diff, key);
    }
    if (!writeDiff(files.at(0), files.at(1), diff, parser.isSet(jsonOption), format, call))
        return kExitTrouble;
    return diff.identical() ? kExitOk : kExitFailed;
}

} // namespace kie::cli
