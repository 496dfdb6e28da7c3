// SPDX-License-Identifier: Apache-2.0
// `rank FILE [--group KEY] [--json | --format tsv|csv|markdown|latex|json]`: comparison groups and
// ranks (ARCHIVE.md §4); the table is reporttables.h rankTable.
#include "invocation.h"

#include "archive.h"
#include "canonicaljson.h"
#include "figure.h"
#include "ranking.h"
#include "reporttables.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <nlohmann/json.hpp>

namespace kie::cli {

namespace {

nlohmann::json jsonString(const QString &text)
{
    return text.toStdString();
}

nlohmann::json rankJson(const Archive &archive, const Ranking &ranking, const std::vector<int> &groups)
{
    nlohmann::json document = nlohmann::json::object();
    document["file"] = jsonString(archive.path);
    document["includeFailedIntegrity"] = ranking.options.includeFailedIntegrity;
    nlohmann::json list = nlohmann::json::array();
    for (const int g : groups) {
        const ComparisonGroup &group = ranking.groups[size_t(g)];
        nlohmann::json entry = nlohmann::json::object();
        entry["key"] = jsonString(group.key);
        entry["keyDeclared"] = group.keyDeclared;
        entry["benchmark"] = jsonString(group.benchmark);
        entry["hardware"] = jsonString(group.hardware);
        entry["statistic"] = jsonString(group.statistic);
        nlohmann::json ranked = nlohmann::json::array();
        for (const int index : group.ranked) {
            const RunRecord &run = archive.runs[size_t(index)];
            nlohmann::json row = {{"rank", *ranking.runs[size_t(index)].rank},
                                  {"latencyNs", *run.latencyNs.value(group.statistic)},
                                  {"name", jsonString(run.meta.name)},
                                  {"status", jsonString(run.statusText)},
                                  {"digest", jsonString(run.digest)}};
            if (ranking.rankedDespiteIntegrity(index))
                row["rankedAlthough"] = jsonString(ranking.integrityMark(index));
            ranked.push_back(std::move(row));
        }
        entry["ranked"] = std::move(ranked);
        nlohmann::json unranked = nlohmann::json::array();
        for (const int index : group.unranked) {
            const RunRecord &run = archive.runs[size_t(index)];
            unranked.push_back({{"name", jsonString(run.meta.name)},
                                {"status", jsonString(run.statusText)},
                                {"digest", jsonString(run.digest)},
                                {"reason", jsonString(ranking.unrankedReason(index))}});
        }
        entry["unranked"] = std::move(unranked);
        list.push_back(std::move(entry));
    }
    document["groups"] = std::move(list);
    return document;
}

} // namespace

int runRank(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption groupOption = groupKeyOption();
    const QCommandLineOption jsonOption = jsonOutputOption();
    const QCommandLineOption formatOption = tableFormatOption();
    const QCommandLineOption integrityOption = includeFailedIntegrityOption();
    parser.addOptions({groupOption, jsonOption, formatOption, integrityOption});
    QStringList files;
    int exitCode = kExitOk;
    if (!parseWorkspaceCommandLine(parser, call, &files, &exitCode))
        return exitCode;
    TableFormat format = TableFormat::Tsv;
    if (!tableFormatFromOption(parser.value(formatOption), call, &format))
        return kExitTrouble;
    readIncludeFailedIntegrity(parser, integrityOption, call);

    const std::shared_ptr<const Archive> archive = openWorkspaceForData(files, call);
    if (!archive)
        return kExitTrouble;
    const Ranking &ranking = archive->ranking;

    std::vector<int> groups;
    if (parser.isSet(groupOption)) {
        QString error;
        const int group = findGroup(ranking, parser.value(groupOption), &error);
        if (group < 0) {
            call.err << error << '\n';
            return kExitFailed;
        }
        groups = {group};
    } else {
        for (size_t g = 0; g < ranking.groups.size(); ++g)
            groups.push_back(int(g));
    }

    if (parser.isSet(jsonOption)) {
        QByteArray canonical;
        QString error;
        if (!canonicalizeJson(rankJson(*archive, ranking, groups), canonical, &error)) {
            call.err << error << '\n';
            return kExitFailed;
        }
        call.out << QString::fromUtf8(canonical) << '\n';
        return kExitOk;
    }

    return printDataTable(rankTable(*archive, groups), format, call) ? kExitOk : kExitFailed;
}

} // namespace kie::cli
