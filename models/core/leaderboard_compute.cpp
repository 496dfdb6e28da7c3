// SPDX-License-Identifier: Apache-2.0
// computeLeaderboard (leaderboard.h): baselines, ratios, solution scores, rows.
#include "leaderboard.h"
#include "records.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>

namespace kie {

namespace {

// One solution in one definition: its runs, the workloads it attempted and its best ratio there.
struct SolutionInDefinition
{
    QString solution, author;
    std::vector<int> runs; // indexes into LeaderboardInput::runs
    bool anyFailed = false;
    std::vector<std::pair<int, double>> ratios; // (workload, ratio), collapsed to the best per workload
    LeaderboardCell score;
};

struct Baseline
{
    std::vector<double> latency; // per workload; NaN when the workload has none
    std::vector<char> direct; // the workload's cases carry their ratio ("× reference")
    qint64 count = 0;

    bool has(int workload) const { return direct[size_t(workload)] || !std::isnan(latency[size_t(workload)]); }
};

// The workload index of every case of every run, flat: run r's cases start at offset[r].
struct CaseWorkloads
{
    std::vector<size_t> offset;
    std::vector<int> workload;

    int of(int run, size_t c) const { return workload[offset[size_t(run)] + c]; }
};

Baseline baselineOf(const LeaderboardInput &input, const std::vector<int> &runs, const CaseWorkloads &workloadOfCase,
                    int workloads, const QString &baselineSolution, bool named)
{
    Baseline b;
    b.latency.assign(size_t(workloads), std::numeric_limits<double>::quiet_NaN());
    b.direct.assign(size_t(workloads), 0);
    const auto lower = [&](int w, double value) {
        double &slot = b.latency[size_t(w)];
        if (std::isnan(slot) || value < slot)
            slot = value;
    };
    for (const int r : runs) {
        const LeaderboardRun &run = input.runs[size_t(r)];
        if (named && run.solution != baselineSolution)
            continue;
        for (size_t c = 0; c < run.cases.size(); ++c) {
            const LeaderboardCase &lc = run.cases[c];
            const int w = workloadOfCase.of(r, c);
            if (named) {
                if (lc.passed && isPositiveFinite(lc.latencyNs))
                    lower(w, *lc.latencyNs);
            } else if (lc.speedup) {
                b.direct[size_t(w)] = 1;
            } else if (isPositiveFinite(lc.referenceLatencyNs)) {
                lower(w, *lc.referenceLatencyNs);
            }
        }
    }
    for (int w = 0; w < workloads; ++w)
        b.count += b.has(w) ? 1 : 0;
    return b;
}

// The ratio of one case against its workload's baseline: 0 unless it passed with a positive latency.
double caseRatio(const LeaderboardCase &c, const Baseline &baseline, int workload)
{
    if (!c.passed)
        return 0;
    if (baseline.direct[size_t(workload)])
        return isPositiveFinite(c.speedup) ? *c.speedup : 0;
    if (!isPositiveFinite(c.latencyNs))
        return 0;
    return baseline.latency[size_t(workload)] / *c.latencyNs;
}

// get_solution_score: any case that did not pass zeroes the solution; otherwise the mean ratio over
// the workloads it shares with the baseline. No shared workload: not scored.
void scoreSolution(SolutionInDefinition &s, int definition, const LeaderboardInput &input)
{
    std::sort(s.ratios.begin(), s.ratios.end());
    size_t kept = 0; // the best ratio per workload, collapsed in place
    for (size_t i = 0; i < s.ratios.size(); ++i) {
        if (kept > 0 && s.ratios[kept - 1].first == s.ratios[i].first)
            s.ratios[kept - 1].second = std::max(s.ratios[kept - 1].second, s.ratios[i].second);
        else
            s.ratios[kept++] = s.ratios[i];
    }
    s.ratios.resize(kept);
    LeaderboardCell &cell = s.score;
    cell.definition = definition;
    cell.solution = s.solution;
    cell.runIndex = input.runs[size_t(s.runs.front())].runIndex;
    cell.workloads = int(s.ratios.size());
    if (s.ratios.empty()) {
        cell.state = CellState::NoBaseline;
        return;
    }
    if (s.anyFailed) {
        cell.state = CellState::Failed;
        return;
    }
    double sum = 0;
    int wins = 0;
    for (const auto &entry : s.ratios) {
        sum += entry.second;
        wins += entry.second > 1 ? 1 : 0;
    }
    cell.state = CellState::Scored;
    cell.avgSpeedup = sum / double(s.ratios.size());
    cell.winRate = double(wins) / double(s.ratios.size());
}

bool scored(const LeaderboardCell &cell)
{
    return cell.state == CellState::Scored || cell.state == CellState::Failed;
}

bool better(const LeaderboardCell &a, const LeaderboardCell &b)
{
    if (scored(a) != scored(b))
        return scored(a);
    if (scored(a) && a.avgSpeedup != b.avgSpeedup)
        return a.avgSpeedup > b.avgSpeedup;
    return a.solution < b.solution;
}

struct RowBuilder
{
    LeaderboardRow row;
    double speedupSum = 0, successSum = 0, winSum = 0;
    QHash<int, char> firstIn; // definitions where a run ranks #1
};

} // namespace

// Long because: one pass per definition (workloads, baseline, solutions, cells) then the rows; split,
// each part would need the others' tables passed around.
Leaderboard computeLeaderboard(const LeaderboardInput &input, const LeaderboardOptions &options)
{
    Leaderboard board;
    board.by = options.by;
    board.definitions = input.definitions;
    board.includesFailedIntegrity = input.includesFailedIntegrity;
    const int definitionCount = int(input.definitions.size());
    std::vector<std::vector<int>> runsOf(size_t(std::max(definitionCount, 0)));
    for (size_t r = 0; r < input.runs.size(); ++r) {
        const int d = input.runs[r].definition;
        // Integrity before rank (ARCHIVE.md §3): never a candidate, a baseline or a #1 finish.
        if (d >= 0 && d < definitionCount && !input.runs[r].leftOut)
            runsOf[size_t(d)].push_back(int(r));
    }

    std::vector<RowBuilder> builders;
    QHash<QString, int> rowOf;
    const auto rowFor = [&](const QString &name, const QString &author) {
        const auto it = rowOf.constFind(name);
        if (it != rowOf.constEnd())
            return it.value();
        rowOf.insert(name, int(builders.size()));
        builders.emplace_back();
        builders.back().row.name = name;
        builders.back().row.author = author;
        return int(builders.size()) - 1;
    };
    const bool bySolution = options.by == LeaderboardBy::Solution;

    CaseWorkloads workloadOfCase;
    workloadOfCase.offset.resize(input.runs.size() + 1);
    for (size_t r = 0; r < input.runs.size(); ++r)
        workloadOfCase.offset[r + 1] = workloadOfCase.offset[r] + input.runs[r].cases.size();
    workloadOfCase.workload.assign(workloadOfCase.offset.back(), -1);
    std::vector<int> rowOfRun(input.runs.size(), -1);
    for (int d = 0; d < definitionCount; ++d) {
        const std::vector<int> &runs = runsOf[size_t(d)];
        if (runs.empty())
            continue;
        QHash<QString, int> workloadIndex;
        bool named = false;
        for (const int r : runs) {
            const LeaderboardRun &run = input.runs[size_t(r)];
            named = named || (!options.baselineSolution.isEmpty() && run.solution == options.baselineSolution);
            int *ids = workloadOfCase.workload.data() + workloadOfCase.offset[size_t(r)];
            for (const LeaderboardCase &c : run.cases) {
                auto it = workloadIndex.constFind(c.workload);
                if (it == workloadIndex.constEnd())
                    it = workloadIndex.insert(c.workload, int(workloadIndex.size()));
                *ids++ = it.value();
            }
        }
        const int workloads = int(workloadIndex.size());
        const Baseline baseline = baselineOf(input, runs, workloadOfCase, workloads, options.baselineSolution, named);
        board.workloadsWithBaseline += baseline.count;

        std::vector<SolutionInDefinition> solutions;
        QHash<QString, int> solutionOf;
        for (const int r : runs) {
            const LeaderboardRun &run = input.runs[size_t(r)];
            if (named && run.solution == options.baselineSolution)
                continue; // the baseline is what the others are measured against, not a candidate
            auto it = solutionOf.constFind(run.solution);
            if (it == solutionOf.constEnd()) {
                it = solutionOf.insert(run.solution, int(solutions.size()));
                solutions.emplace_back();
                solutions.back().solution = run.solution;
                solutions.back().author = run.author;
            }
            SolutionInDefinition &s = solutions[size_t(it.value())];
            s.runs.push_back(r);
            for (size_t c = 0; c < run.cases.size(); ++c) {
                const LeaderboardCase &lc = run.cases[c];
                s.anyFailed = s.anyFailed || !lc.passed;
                const int w = workloadOfCase.of(r, c);
                if (baseline.has(w))
                    s.ratios.emplace_back(w, caseRatio(lc, baseline, w));
            }
        }
        QHash<int, std::pair<int, qint64>> cellOfRow; // row -> (index into its cells, solutions)
        for (SolutionInDefinition &s : solutions) {
            scoreSolution(s, d, input);
            const int rowIndex = rowFor(bySolution ? s.solution : s.author, s.author);
            RowBuilder &builder = builders[size_t(rowIndex)];
            LeaderboardRow &row = builder.row;
            for (const auto &entry : s.ratios)
                row.ratios.push_back(entry.second);
            row.attempted += qint64(s.ratios.size());
            for (const int r : s.runs) {
                const LeaderboardRun &run = input.runs[size_t(r)];
                rowOfRun[size_t(r)] = rowIndex;
                for (const LeaderboardCase &c : run.cases)
                    row.correctness.add(c.bucket);
                if (run.first)
                    builder.firstIn.insert(d, 1);
            }
            auto cell = cellOfRow.find(rowIndex);
            if (cell == cellOfRow.end()) {
                cell = cellOfRow.insert(rowIndex, {int(row.cells.size()), 0});
                row.cells.push_back(s.score);
            } else {
                LeaderboardCell &current = row.cells[size_t(cell->first)];
                // get_author_score keeps the solution with the higher average speedup; a scored one
                // beats one that could not be scored; ties go to the name that sorts first.
                if (better(s.score, current))
                    current = s.score;
            }
            ++cell->second;
        }
        for (auto it = cellOfRow.cbegin(); it != cellOfRow.cend(); ++it)
            builders[size_t(it.key())].row.possible += baseline.count * it->second;
    }

    for (size_t r = 0; r < input.runs.size(); ++r) { // input order, without a sort
        const LeaderboardRun &run = input.runs[r];
        if (rowOfRun[r] >= 0)
            builders[size_t(rowOfRun[r])].row.runIndexes.push_back(run.runIndex);
        if (run.failsIntegrity) { // counted in its row even when that row has nothing else
            const int row = rowOfRun[r] >= 0 ? rowOfRun[r] : rowFor(bySolution ? run.solution : run.author, run.author);
            builders[size_t(row)].row.integrityRuns.push_back(run.runIndex);
        }
    }

    board.rows.reserve(builders.size());
    for (RowBuilder &builder : builders) {
        LeaderboardRow &row = builder.row;
        for (const LeaderboardCell &cell : row.cells) {
            if (!scored(cell))
                continue;
            ++row.definitions;
            row.workloads += cell.workloads;
            builder.speedupSum += cell.avgSpeedup;
            builder.successSum += cell.state == CellState::Scored ? 1 : 0;
            builder.winSum += cell.winRate;
        }
        if (row.definitions > 0) {
            row.avgSpeedup = builder.speedupSum / row.definitions;
            row.successRate = builder.successSum / row.definitions;
            row.winRate = builder.winSum / row.definitions;
        }
        row.firsts = int(builder.firstIn.size());
        std::sort(row.ratios.begin(), row.ratios.end());
        board.comparisons += qint64(row.ratios.size());
        if (!row.ratios.empty())
            board.maxRatio = std::max(board.maxRatio, row.ratios.back());
        board.rows.push_back(std::move(row));
    }
    std::sort(board.rows.begin(), board.rows.end(), [](const LeaderboardRow &a, const LeaderboardRow &b) {
        if (a.avgSpeedup.has_value() != b.avgSpeedup.has_value())
            return a.avgSpeedup.has_value();
        if (a.avgSpeedup && *a.avgSpeedup != *b.avgSpeedup)
            return *a.avgSpeedup > *b.avgSpeedup;
        return a.name < b.name;
    });
    return board;
}

} // namespace kie
