// SPDX-License-Identifier: Apache-2.0
// `rank FILE [--group KEY] [--json]`: comparison groups and ranks (ARCHIVE.md §4).
#include "invocation.h"

#include "archive.h"
#include "canonicaljson.h"
#include "figure.h"
#include "formatting.h"
#include "ranking.h"
#include "tsv.h"

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
    const QCommandLineOption groupOption(
        QStringLiteral("group"),
        QCoreApplication::translate("kie::cli", "Only the comparison group with this key (a unique prefix is enough)."),
        QStringLiteral("KEY"));
    const QCommandLineOption jsonOption = jsonOutputOption();
    const QCommandLineOption integrityOption = includeFailedIntegrityOption();
    parser.addOption(groupOption);
    parser.addOption(jsonOption);
    parser.addOption(integrityOption);
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;
    readIncludeFailedIntegrity(parser, integrityOption, call);

    const std::shared_ptr<Archive> archive = openArchiveForData(file, call);
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

    bool first = true;
    for (const int g : groups) {
        const ComparisonGroup &group = ranking.groups[size_t(g)];
        if (!first)
            call.out << '\n';
        first = false;
        call.out << tsvRow({QStringLiteral("group"), group.key, group.benchmark, group.hardware, group.statistic});
        for (const int index : group.ranked) {
            const RunRecord &run = archive->runs[size_t(index)];
            const double ns = *run.latencyNs.value(group.statistic);
            QStringList fields{QString::number(*ranking.runs[size_t(index)].rank), formatLatencyNs(ns), rawNumber(ns),
                               run.meta.name, run.statusText};
            if (ranking.rankedDespiteIntegrity(index)) // the mark of a run ranked anyway (ARCHIVE.md §3)
                fields << QCoreApplication::translate("kie::cli", "ranked although %1").arg(ranking.integrityMark(index));
            call.out << tsvRow(fields);
        }
        for (const int index : group.unranked) {
            const RunRecord &run = archive->runs[size_t(index)];
            call.out << tsvRow({QStringLiteral("-"), QString(), QString(), run.meta.name, run.statusText,
                                ranking.unrankedReason(index)});
        }
    }
    return kExitOk;
}

} // namespace kie::cli
