// SPDX-License-Identifier: Apache-2.0
// The leaderboard across a data set: how each author (or solution) does over every definition.
// Definitions follow FlashInfer-Bench's TraceSet.rank_authors and its web app's analytics (resources/help/leaderboard.md): per workload a baseline latency; ratio = baseline / candidate latency for a passed
// case, 0 otherwise; a solution with any case that did not pass scores 0; an author keeps its best
// solution per definition and is the plain mean over definitions. A "definition" here is one
// comparison group (ARCHIVE.md §4: definition × hardware × protocol), so a candidate is never held
// against a baseline measured on another GPU. Plain values in, plain values out: the window, the
// `summary` command and the figures all read this.
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

namespace kie {

struct Archive;

// FlashInfer-Bench's correctness buckets (analytics.ts computeCorrectnessSummaryForSolutions).
enum class CorrectnessBucket { Passed, Incorrect, RuntimeError, Other };
// PASSED; INCORRECT_SHAPE / _NUMERICAL / _DTYPE; RUNTIME_ERROR / COMPILE_ERROR / TIMEOUT; anything else.
CorrectnessBucket correctnessBucket(QStringView status);

struct CorrectnessCounts
{
    qint64 total = 0, passed = 0, incorrect = 0, runtimeError = 0, other = 0;

    void add(CorrectnessBucket bucket);
    bool operator==(const CorrectnessCounts &) const = default;
};

// One evaluated case of a run, as the leaderboard needs it.
struct LeaderboardCase
{
    QString workload; // the workload uuid within its definition; "" for a run without cases
    bool passed = false; // status PASSED (a run without cases: the run passed)
    CorrectnessBucket bucket = CorrectnessBucket::Other;
    std::optional<double> latencyNs; // the candidate's latency
    std::optional<double> referenceLatencyNs; // performance.reference_latency_ms, in ns
    // A KernelIndex run without cases: its "× reference" figure is the ratio itself, and the run's
    // comparison group is its one workload, whose baseline is that reference.
    std::optional<double> speedup;
};

// One run (one solution's cases in one comparison group).
struct LeaderboardRun
{
    int runIndex = -1; // index into the caller's runs (Archive::runs), for selection
    int definition = -1; // index into LeaderboardInput::definitions
    QString solution; // the implementation's name
    QString author; // citation.h runAuthor
    bool first = false; // ranks #1 in its comparison group (ranking.h)
    // A declared ≠ computed reference (ARCHIVE.md §3 "Integrity before rank"): left out of every
    // score, baseline and #1 finish by default; ranked and counted, marked, when the ranking says so.
    bool failsIntegrity = false;
    bool leftOut = false;
    std::vector<LeaderboardCase> cases;
};

struct LeaderboardDefinition
{
    QString key; // the comparison group key
    QString label; // "rmsnorm_h4096 · NVIDIA B200": the group's benchmark and hardware
    int group = -1; // index into Archive::ranking.groups, -1 when not from an archive

    bool operator==(const LeaderboardDefinition &) const = default;
};

struct LeaderboardInput
{
    std::vector<LeaderboardDefinition> definitions;
    std::vector<LeaderboardRun> runs;
    bool includesFailedIntegrity = false; // RankingOptions of the ranking it came from
};

// The runs of an archive as leaderboard input: one definition per comparison group.
LeaderboardInput leaderboardInput(const Archive &archive);


enum class LeaderboardBy { Author, Solution };

struct LeaderboardOptions
{
    LeaderboardBy by = LeaderboardBy::Author;
    // The baseline solution's name. In a definition where it has runs, its best passed latency per
    // workload is the baseline (it is not ranked itself); elsewhere, and when empty, the lowest
    // reference latency among the workload's cases.
    QString baselineSolution;

    bool operator==(const LeaderboardOptions &) const = default;
};

// One row's standing in one definition: its best solution there (heatmap cell).
enum class CellState {
    NotAttempted, // no solution of the row in this definition
    NoBaseline, // attempted, but no workload it attempted has a baseline
    Failed, // the best solution had a case that did not pass: score 0
    Scored,
};

struct LeaderboardCell
{
    int definition = -1;
    CellState state = CellState::NotAttempted;
    double avgSpeedup = 0; // mean ratio over the shared workloads (0 when Failed)
    double winRate = 0;
    int workloads = 0; // workloads shared with the baseline
    QString solution; // the best solution
    int runIndex = -1; // a run of the best solution (its first in input order)

    bool operator==(const LeaderboardCell &) const = default;
};

struct LeaderboardRow
{
    QString name; // the author, or the solution with LeaderboardBy::Solution
    QString author; // the author (the same as name when by author)
    // Means over the scored definitions; empty when no definition could be scored.
    std::optional<double> avgSpeedup, successRate, winRate;
    int definitions = 0; // scored definitions
    qint64 workloads = 0; // shared workloads summed over the scored definitions
    qint64 attempted = 0; // comparisons made: (workload with a baseline, solution) pairs with a case
    qint64 possible = 0; // workloads with a baseline × the row's solutions, summed over definitions
    int firsts = 0; // comparison groups where one of its runs ranks #1
    CorrectnessCounts correctness; // every case of every run of the row
    std::vector<double> ratios; // one per comparison, sorted ascending: the fast_p curve
    std::vector<LeaderboardCell> cells; // one per definition the row attempted, by definition index
    std::vector<int> runIndexes; // its runs, input order, but for those left out for integrity
    // Its runs that fail integrity, input order: left out (Leaderboard::includesFailedIntegrity
    // false) or counted and marked (true). The Integrity column.
    std::vector<int> integrityRuns;

    std::optional<double> coverage() const; // attempted / possible; empty when possible is 0
    bool operator==(const LeaderboardRow &) const = default;
};

struct Leaderboard
{
    LeaderboardBy by = LeaderboardBy::Author;
    std::vector<LeaderboardDefinition> definitions;
    std::vector<LeaderboardRow> rows; // avg speedup descending (unscored last), then name
    qint64 workloadsWithBaseline = 0; // summed over definitions
    qint64 comparisons = 0; // all rows' ratios
    double maxRatio = 0; // the largest ratio of any row (0 when none)
    bool includesFailedIntegrity = false; // runs failing integrity were scored (the switch was on)

    // The cell of row `row` for `definition`: a NotAttempted cell when the row has none there.
    LeaderboardCell cell(int row, int definition) const;
    bool operator==(const Leaderboard &) const = default;
};

Leaderboard computeLeaderboard(const LeaderboardInput &input, const LeaderboardOptions &options = {});

// fast_p: the share of `sortedRatios` (ascending) that are >= p. 0 when empty.
double fastPShare(const std::vector<double> &sortedRatios, double p);

// The exact step function p -> fastPShare(sortedRatios, p) for p >= 0: share[i] holds on
// (p[i-1], p[i]] (p[0] = 0 holds at 0 alone), a left step; beyond the last p it is 0.
struct RatioCurve
{
    std::vector<double> p;
    std::vector<double> share;
};
RatioCurve ratioCurve(const std::vector<double> &sortedRatios);

// Inside one comparison group: cases (rows) × implementations (columns), cell = the case's speedup
// (fastp.h caseSpeedup) when it passed. For the cases × implementations heatmap.
struct CaseMatrixCell
{
    bool present = false; // the implementation has this case
    bool passed = false;
    std::optional<double> speedup;
    int caseIndex = -1; // into the run's cases
};

struct CaseMatrix
{
    QStringList workloads; // rows: case workloads in first-seen order
    QStringList implementations; // columns: one per ranked-then-unranked run of the group
    std::vector<int> runIndexes; // parallel to implementations
    std::vector<CaseMatrixCell> cells; // row-major: workloads.size() × implementations.size()

    const CaseMatrixCell &at(int row, int column) const { return cells[size_t(row) * size_t(implementations.size()) + size_t(column)]; }
};
CaseMatrix groupCaseMatrix(const Archive &archive, int group);

} // namespace kie
