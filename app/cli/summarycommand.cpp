// SPDX-License-Identifier: Apache-2.0
// `summary FILE|DIR|URL... [--by author|solution] [--baseline SOLUTION] [--fast-p P[,P...]] [--json]
// [--format tsv|csv|markdown|latex|json|flashinfer]`: the leaderboard across a data set
// (models/core/leaderboard.h) as a table (reporttables.h leaderboardTable), or FlashInfer-Bench's own
// summary JSON (models/core/flashinfersummary.h).
#include "invocation.h"

#include "archive.h"
#include "canonicaljson.h"
#include "flashinfersummary.h"
#include "leaderboard.h"
#include "leaderboardresult.h"
#include "reporttables.h"
#include "runfacts.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <cmath>

namespace kie::cli {

namespace {

using json = nlohmann::json;

json text(const QString &value)
{
    return value.toStdString();
}

json number(const std::optional<double> &value)
{
    return value ? json(*value) : json(nullptr);
}

const char *cellStateName(CellState state)
{
    switch (state) {
    case CellState::NotAttempted: return "not attempted";
    case CellState::NoBaseline: return "no baseline";
    case CellState::Failed: return "failed";
    case CellState::Scored: return "scored";
    }
    return "";
}

json correctnessJson(const CorrectnessCounts &c)
{
    return {{"total", c.total}, {"passed", c.passed}, {"incorrect", c.incorrect}, {"runtimeError", c.runtimeError},
            {"other", c.other}};
}

json leaderboardJson(const Leaderboard &board, const std::vector<double> &fastP)
{
    const bool bySolution = board.by == LeaderboardBy::Solution;
    const std::vector<std::optional<int>> ranks = leaderboardRanks(board);
    json rows = json::array();
    for (size_t i = 0; i < board.rows.size(); ++i) {
        const LeaderboardRow &row = board.rows[i];
        json entry = {{bySolution ? "solution" : "author", text(row.name)},
                      {"rank", ranks[i] ? json(*ranks[i]) : json(nullptr)},
                      {"avgSpeedup", number(row.avgSpeedup)},
                      {"definitions", row.definitions},
                      {"workloads", row.workloads},
                      {"successRate", number(row.successRate)},
                      {"winRate", number(row.winRate)},
                      {"coverage", number(row.coverage())},
                      {"attempted", row.attempted},
                      {"possible", row.possible},
                      {"firsts", row.firsts},
                      {"failedIntegrity", qint64(row.integrityRuns.size())},
                      {"correctness", correctnessJson(row.correctness)}};
        if (bySolution)
            entry["author"] = text(row.author);
        json best = json::array();
        for (const LeaderboardCell &cell : row.cells)
            best.push_back({{"definition", text(board.definitions[size_t(cell.definition)].label)},
                            {"key", text(board.definitions[size_t(cell.definition)].key)},
                            {"solution", text(cell.solution)},
                            {"state", cellStateName(cell.state)},
                            {"avgSpeedup", cell.state == CellState::Scored || cell.state == CellState::Failed
                                               ? json(cell.avgSpeedup) : json(nullptr)}});
        entry["bestSolutions"] = std::move(best);
        if (!fastP.empty()) {
            json shares = json::array();
            for (const double p : fastP)
                shares.push_back({{"p", p}, {"share", fastPShare(row.ratios, p)}});
            entry["fastP"] = std::move(shares);
        }
        rows.push_back(std::move(entry));
    }
    return {{bySolution ? "solutions" : "authors", std::move(rows)},
            {"definitions", qint64(board.definitions.size())},
            {"workloadsWithBaseline", board.workloadsWithBaseline},
            {"comparisons", board.comparisons},
            {"includeFailedIntegrity", board.includesFailedIntegrity}};
}

json flashInferJson(const FlashInferSummary &s, const QString &root)
{
    const auto counts = [](const std::map<QString, qint64> &map) {
        json object = json::object();
        for (const auto &[status, n] : map)
            object[status.toStdString()] = n;
        return object;
    };
    json perDefinition = json::object();
    for (const auto &[name, d] : s.perDefinition)
        perDefinition[name.toStdString()] = {
            {"total", d.total},
            {"passed", d.passed},
            {"failed", d.failed()},
            {"status_counts", counts(d.statusCounts)},
            {"best_solution", d.bestSolution ? text(*d.bestSolution) : json(nullptr)},
            {"best_speedup_factor", number(d.bestSpeedupFactor)},
            {"best_latency_ms", number(d.bestLatencyMs)},
            {"best_reference_latency_ms", number(d.bestReferenceLatencyMs)},
            {"best_max_absolute_error", number(d.bestMaxAbsoluteError)},
            {"best_max_relative_error", number(d.bestMaxRelativeError)}};
    return {{"trace_set_root", text(root)},
            {"summary",
             {{"total", s.total},
              {"passed", s.passed},
              {"failed", s.failed()},
              {"min_latency_ms", number(s.minLatencyMs)},
              {"max_latency_ms", number(s.maxLatencyMs)},
              {"avg_latency_ms", number(s.avgLatencyMs)}}},
            {"status_counts", counts(s.statusCounts)},
            {"per_definition", std::move(perDefinition)}};
}

bool printJson(const json &document, Invocation &call)
{
    QByteArray canonical;
    QString error;
    if (!canonicalizeJson(document, canonical, &error)) {
        call.err << error << '\n';
        return false;
    }
    call.out << QString::fromUtf8(canonical) << '\n';
    return true;
}

bool parseFastP(const QString &value, std::vector<double> *out)
{
    for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const double p = part.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(p) || p < 0)
            return false;
        out->push_back(p);
    }
    return !out->empty();
}

} // namespace

// Long because: the options, their checks and the outputs read best in one place.
int runSummary(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption byOption(
        QStringLiteral("by"), QCoreApplication::translate("kie::cli", "Rank authors (default) or solutions."),
        QStringLiteral("author|solution"), QStringLiteral("author"));
    const QCommandLineOption baselineOption(
        QStringLiteral("baseline"),
        QCoreApplication::translate("kie::cli", "The solution every other is measured against (default: the reference latency)."),
        QStringLiteral("SOLUTION"));
    const QCommandLineOption fastPOption(
        QStringLiteral("fast-p"), QCoreApplication::translate("kie::cli", "Add fast_p columns: the share of comparisons at least P× the baseline."),
        QStringLiteral("P[,P...]"));
    const QCommandLineOption formatOption(
        QStringLiteral("format"),
        QCoreApplication::translate("kie::cli", "The leaderboard as tsv (default, with a header row), csv (RFC 4180), markdown (a pipe table), latex (a booktabs tabular) or json; or flashinfer: FlashInfer-Bench's own summary JSON of one trace folder."),
        QStringLiteral("tsv|csv|markdown|latex|json|flashinfer"), QStringLiteral("tsv"));
    const QCommandLineOption jsonOption = jsonOutputOption();
    const QCommandLineOption integrityOption = includeFailedIntegrityOption();
    parser.addOptions({byOption, baselineOption, fastPOption, formatOption, jsonOption, integrityOption});
    QStringList files;
    int exitCode = kExitOk;
    if (!parseWorkspaceCommandLine(parser, call, &files, &exitCode))
        return exitCode;
    readIncludeFailedIntegrity(parser, integrityOption, call);

    const QString by = parser.value(byOption);
    // "table" is what --format called the tab-separated leaderboard before it had other formats.
    const QString format = parser.value(formatOption) == QLatin1String("table") ? QStringLiteral("tsv") : parser.value(formatOption);
    TableFormat tableFormat = TableFormat::Tsv;
    std::vector<double> fastP;
    QString usage;
    if (by != QLatin1String("author") && by != QLatin1String("solution"))
        usage = QCoreApplication::translate("kie::cli", "--by takes author or solution, not %1").arg(by);
    else if (format != QLatin1String("flashinfer") && !tableFormatFromName(format, &tableFormat))
        usage = QCoreApplication::translate("kie::cli", "--format takes %1 or flashinfer, not %2")
                    .arg(tableFormatNames().join(QLatin1String(", ")), format);
    else if (parser.isSet(fastPOption) && !parseFastP(parser.value(fastPOption), &fastP))
        usage = QCoreApplication::translate("kie::cli", "--fast-p takes numbers of at least 0, separated by commas");
    else if (format == QLatin1String("flashinfer") && files.size() != 1)
        usage = QCoreApplication::translate("kie::cli", "--format flashinfer summarises one trace folder or file");
    if (!usage.isEmpty()) {
        call.err << usage << '\n';
        return kExitTrouble;
    }

    if (format == QLatin1String("flashinfer")) {
        const std::shared_ptr<const Archive> archive = openArchiveForData(files.constFirst(), call);
        if (!archive)
            return kExitTrouble;
        const FlashInferSummary summary = flashInferSummary(*archive);
        // The JSON stays FlashInfer-Bench's own shape: what was left out is said beside it.
        for (const int run : summary.leftOutForIntegrity)
            call.err << QCoreApplication::translate("kie::cli", "note: left out %1 (%2): %3")
                            .arg(archive->runs[size_t(run)].meta.name, runId(archive->runs[size_t(run)]),
                                 referenceStateName(ReferenceState::Mismatch))
                     << '\n';
        return printJson(flashInferJson(summary, files.constFirst()), call) ? kExitOk : kExitFailed;
    }

    // The files as the window opens them together: one workspace, a record carried by several files
    // counted once (ARCHIVE.md §2; workspace.h), and its leaderboard computed by the session as for
    // the window's Leaderboard tab (leaderboardresult.h), so the table equals the tab's.
    const std::shared_ptr<const SessionSnapshot> snapshot = openSession(files, call, ArchiveSession::Stage::Opened, true);
    if (!snapshot)
        return kExitTrouble;
    const Archive &archive = *snapshot->archive;
    std::vector<QString> runIds; // by LeaderboardRun::runIndex
    for (const RunRecord &run : archive.runs)
        runIds.push_back(runId(run));
    LeaderboardOptions options;
    options.by = by == QLatin1String("solution") ? LeaderboardBy::Solution : LeaderboardBy::Author;
    options.baselineSolution = parser.value(baselineOption);
    const std::shared_ptr<const LeaderboardResult> result = ArchiveSession::leaderboardBlocking(*snapshot, options);
    const Leaderboard &board = result->board;
    if (parser.isSet(jsonOption))
        return printJson(leaderboardJson(board, fastP), call) ? kExitOk : kExitFailed;
    return printDataTable(leaderboardTable(board, fastP, runIds), tableFormat, call) ? kExitOk : kExitFailed;
}

} // namespace kie::cli
