// SPDX-License-Identifier: Apache-2.0
#include "reporttables.h"

#include "archive.h"
#include "citation.h"
#include "formatting.h"
#include "leaderboard.h"
#include "ranking.h"
#include "runfacts.h"

#include <initializer_list>
#include <utility>

namespace kie {

namespace {

struct ColumnName
{
    const char *id;
    const char *header;
    bool numeric;
};

void addColumns(Table &table, std::initializer_list<ColumnName> columns)
{
    for (const ColumnName &column : columns)
        table.addColumn(QString::fromLatin1(column.id), QString::fromLatin1(column.header), column.numeric);
}

TableCell integerCell(qint64 value)
{
    return TableCell::fromNumber(double(value));
}

// The run ids, then the citation keys, of a leaderboard row's best solutions: one per definition.
std::pair<QString, QString> bestRunsOf(const LeaderboardRow &row, const std::vector<QString> &runIds)
{
    QStringList ids, keys;
    for (const LeaderboardCell &cell : row.cells) {
        if (cell.runIndex < 0 || size_t(cell.runIndex) >= runIds.size())
            continue;
        const QString &id = runIds[size_t(cell.runIndex)];
        if (ids.contains(id))
            continue;
        ids << id;
        keys << citationKeyForRunId(id);
    }
    return {ids.join(QLatin1Char(' ')), keys.join(QLatin1Char(' '))};
}

// A run ranked only because the switch was on says so (ARCHIVE.md §3): "ranked although declared ≠ computed".
QString integrityNote(const Ranking &ranking, int index)
{
    return ranking.rankedDespiteIntegrity(index) ? QStringLiteral("ranked although ") + ranking.integrityMark(index) : QString();
}

} // namespace

Table rankTable(const Archive &archive, const std::vector<int> &groups)
{
    Table table;
    addColumns(table, {{"rank", "Rank", true}, {"latency", "Latency", true}, {"latency_ns", "Latency (ns)", true},
                       {"name", "Run", false}, {"title", "Title", false}, {"status", "Status", false}, {"reason", "Not ranked because", false},
                       {"group", "Comparison group", false}, {"benchmark", "Benchmark", false},
                       {"hardware", "Hardware", false}, {"statistic", "Statistic", false}, {"run_id", "Run id", false},
                       {"citation_key", "Citation key", false}});
    const Ranking &ranking = archive.ranking;
    for (const int g : groups) {
        const ComparisonGroup &group = ranking.groups[size_t(g)];
        const auto row = [&](int index, bool ranked) {
            const RunRecord &run = archive.runs[size_t(index)];
            const QString id = runId(run);
            const std::optional<double> ns = ranked ? run.latencyNs.value(group.statistic) : std::nullopt;
            table.rows.push_back({ranked ? integerCell(*ranking.runs[size_t(index)].rank) : TableCell(),
                                  ns ? TableCell(formatLatencyNs(*ns, Words::English)) : TableCell(),
                                  TableCell::fromNumber(ns), run.meta.name, run.meta.title, run.statusText.text(),
                                  ranked ? integrityNote(ranking, index) : ranking.unrankedReason(index), group.key, group.benchmark,
                                  group.hardware, group.statistic, id, citationKeyForRunId(id)});
        };
        for (const int index : group.ranked)
            row(index, true);
        for (const int index : group.unranked)
            row(index, false);
    }
    return table;
}

std::vector<std::optional<int>> leaderboardRanks(const Leaderboard &board)
{
    std::vector<std::optional<int>> ranks(board.rows.size());
    for (size_t i = 0; i < board.rows.size(); ++i) {
        if (!board.rows[i].avgSpeedup)
            continue;
        ranks[i] = i > 0 && board.rows[i - 1].avgSpeedup == board.rows[i].avgSpeedup ? ranks[i - 1] : int(i + 1);
    }
    return ranks;
}

Table leaderboardTable(const Leaderboard &board, const std::vector<double> &fastP, const std::vector<QString> &runIds)
{
    const bool bySolution = board.by == LeaderboardBy::Solution;
    Table table;
    table.addColumn(QStringLiteral("rank"), QStringLiteral("Rank"), true);
    table.addColumn(bySolution ? QStringLiteral("solution") : QStringLiteral("author"),
                    bySolution ? QStringLiteral("Solution") : QStringLiteral("Author"));
    if (bySolution)
        table.addColumn(QStringLiteral("author"), QStringLiteral("Author"));
    addColumns(table, {{"avg_speedup", "Avg speedup", true}, {"definitions", "Definitions", true},
                       {"workloads", "Workloads", true}, {"success_rate", "Success rate", true},
                       {"win_rate", "Win rate", true}, {"coverage", "Coverage", true}, {"firsts", "#1 finishes", true},
                       {"cases", "Cases", true}, {"passed", "Passed", true}, {"incorrect", "Incorrect", true},
                       {"runtime_error", "Runtime error", true}, {"other", "Other", true}});
    for (const double p : fastP)
        table.addColumn(QStringLiteral("fast_") + rawNumber(p), QStringLiteral("fast_") + rawNumber(p), true);
    table.addColumn(QStringLiteral("run_ids"), QStringLiteral("Runs"));
    table.addColumn(QStringLiteral("citation_keys"), QStringLiteral("Citation keys"));
    // ARCHIVE.md §3: the row's runs that fail integrity, left out of its scores (or, with the switch
    // on, scored and marked: the note says which).
    table.addColumn(QStringLiteral("integrity"), QStringLiteral("Integrity"), true);
    table.addColumn(QStringLiteral("integrity_note"), QStringLiteral("Integrity note"));

    const std::vector<std::optional<int>> ranks = leaderboardRanks(board);
    for (size_t i = 0; i < board.rows.size(); ++i) {
        const LeaderboardRow &row = board.rows[i];
        TableRow cells{ranks[i] ? integerCell(*ranks[i]) : TableCell(), row.name};
        if (bySolution)
            cells.push_back(row.author);
        const CorrectnessCounts &c = row.correctness;
        for (const TableCell &cell : {TableCell::fromNumber(row.avgSpeedup), integerCell(row.definitions), integerCell(row.workloads),
                               TableCell::fromNumber(row.successRate), TableCell::fromNumber(row.winRate),
                               TableCell::fromNumber(row.coverage()), integerCell(row.firsts), integerCell(c.total),
                               integerCell(c.passed), integerCell(c.incorrect), integerCell(c.runtimeError),
                               integerCell(c.other)})
            cells.push_back(cell);
        for (const double p : fastP)
            cells.push_back(TableCell::fromNumber(fastPShare(row.ratios, p)));
        const auto [ids, keys] = bestRunsOf(row, runIds);
        cells.push_back(ids);
        cells.push_back(keys);
        cells.push_back(integerCell(qint64(row.integrityRuns.size())));
        cells.push_back(row.integrityRuns.empty()                ? QString()
                            : board.includesFailedIntegrity ? QStringLiteral("ranked although declared \u2260 computed")
                                                            : QStringLiteral("left out: declared \u2260 computed"));
        table.rows.push_back(std::move(cells));
    }
    return table;
}

} // namespace kie
