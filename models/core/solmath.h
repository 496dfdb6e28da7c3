// SPDX-License-Identifier: Apache-2.0
// SOL-ExecBench's speed-of-light score (ARCHIVE.md §6) and its inverse, for the SOL calculator:
//   S   = 1 / (1 + (T_k − T_SOL) / (T_b − T_SOL))
//   T_k = T_SOL + (T_b − T_SOL)(1/S − 1)
// T_k the kernel's latency, T_SOL the case's speed-of-light bound, T_b its baseline; all in ns.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace kie {

struct RunRecord;

// A result, or why there is none (translated; `word` untranslated for scripts).
struct SolResult
{
    std::optional<double> value;
    QString error;
    QString word;
    explicit operator bool() const { return value.has_value(); }
};

// S from T_k, T_SOL, T_b. Refuses T_b ≤ T_SOL (the formula divides by T_b − T_SOL: nothing to interpolate)
// and non-finite or non-positive inputs. Not clamped: a kernel faster than the bound scores above 1.
SolResult solScoreFromLatency(double kernelNs, double solNs, double baselineNs);
// T_k that reaches score S (0 < S ≤ 1 gives T_SOL ≤ T_k; S > 1 is below the bound and refused).
SolResult latencyForSolScore(double score, double solNs, double baselineNs);

// SOL-ExecBench's per-case score as the trace import records it: clamped to 1, and when the baseline
// is already at the bound (T_b ≤ T_SOL) 1 when the kernel is no slower than the baseline, else 0.
// Empty when an input is missing or not positive.
std::optional<double> solScoreOfCase(std::optional<double> kernelNs, std::optional<double> solNs,
                                     std::optional<double> baselineNs);

// What the calculator needs from a run's cases (spec.cases: latencyNs, solLatencyNs, baselineLatencyNs,
// else referenceLatencyNs as T_b, as the trace import takes it).
struct SolCase
{
    int caseIndex = -1; // into RunRecord::cases
    QString workload;
    std::optional<double> kernelNs, solNs, baselineNs;
    bool passed = false;
    bool usable() const { return kernelNs && solNs && baselineNs && *baselineNs > *solNs && *solNs > 0; }
};

struct SolInputs
{
    std::vector<SolCase> cases;
    int usableCases = 0;
    // Which inputs are missing when no case is usable ("per-case SOL bound (T_SOL)", ...), translated.
    QStringList missing;
    QStringList missingWords; // the same, untranslated
    bool ready() const { return usableCases > 0; }
};
SolInputs solInputsOf(const RunRecord &run);

// Latency a kernel needs in every usable case for the suite mean score to reach `score`, when each case
// is moved to the same target score (the mean of equal scores is that score). Per case: latencyForSolScore.
struct SolTarget
{
    std::vector<SolResult> perCase; // parallel to SolInputs::cases (errors for unusable cases)
    std::optional<double> meanLatencyNs; // mean of the usable cases' target latencies
    std::optional<double> currentMeanScore; // mean of the usable cases' current scores
};
SolTarget solTargetFor(const SolInputs &inputs, double score);

// How far `latencyNs` is above `referenceNs` (#1, the bound): in ns and in % of the reference.
struct LatencyGap
{
    double ns = 0;
    std::optional<double> percent; // empty when the reference is 0
};
LatencyGap latencyGap(double latencyNs, double referenceNs);

} // namespace kie
