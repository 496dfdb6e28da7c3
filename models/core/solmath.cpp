// SPDX-License-Identifier: Apache-2.0
#include "solmath.h"

#include "records.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace kie {

namespace {

SolResult failure(const char *text)
{
    return SolResult{std::nullopt, QCoreApplication::translate("kie::Sol", text), QString::fromUtf8(text)};
}

} // namespace

SolResult solScoreFromLatency(double kernelNs, double solNs, double baselineNs)
{
    if (!isPositiveFinite(kernelNs) || !isPositiveFinite(solNs) || !isPositiveFinite(baselineNs))
        return failure(QT_TRANSLATE_NOOP("kie::Sol", "latencies must be positive numbers"));
    if (baselineNs <= solNs)
        return failure(QT_TRANSLATE_NOOP("kie::Sol", "baseline T_b is not above the SOL bound T_SOL: the score is undefined"));
    return SolResult{1.0 / (1.0 + (kernelNs - solNs) / (baselineNs - solNs)), {}, {}};
}

SolResult latencyForSolScore(double score, double solNs, double baselineNs)
{
    if (!isPositiveFinite(solNs) || !isPositiveFinite(baselineNs))
        return failure(QT_TRANSLATE_NOOP("kie::Sol", "latencies must be positive numbers"));
    if (baselineNs <= solNs)
        return failure(QT_TRANSLATE_NOOP("kie::Sol", "baseline T_b is not above the SOL bound T_SOL: the score is undefined"));
    if (!std::isfinite(score) || score <= 0)
        return failure(QT_TRANSLATE_NOOP("kie::Sol", "the target score must be above 0"));
    if (score > 1)
        return failure(QT_TRANSLATE_NOOP("kie::Sol", "a score above 1 would need a latency below the SOL bound"));
    return SolResult{solNs + (baselineNs - solNs) * (1.0 / score - 1.0), {}, {}};
}

std::optional<double> solScoreOfCase(std::optional<double> kernelNs, std::optional<double> solNs,
                                     std::optional<double> baselineNs)
{
    if (!kernelNs || !solNs || !baselineNs || !(*kernelNs > 0) || !(*solNs > 0) || !(*baselineNs > 0))
        return std::nullopt;
    if (*baselineNs <= *solNs)
        return *kernelNs <= *baselineNs ? 1.0 : 0.0;
    const SolResult score = solScoreFromLatency(*kernelNs, *solNs, *baselineNs);
    if (!score)
        return std::nullopt;
    return std::min(*score.value, 1.0); // faster than the bound is measurement noise, not more than 1
}

SolInputs solInputsOf(const RunRecord &run)
{
    SolInputs inputs;
    bool anyKernel = false, anySol = false, anyBaseline = false, anyAbove = false;
    for (size_t i = 0; i < run.cases.size(); ++i) {
        const CaseRow &row = run.cases[i];
        SolCase c;
        c.caseIndex = int(i);
        c.workload = row.workload;
        c.kernelNs = row.latencyNs;
        c.solNs = row.solLatencyNs;
        // T_b is the source's baseline time when it names one, else its reference time (as imported).
        c.baselineNs = row.baselineLatencyNs ? row.baselineLatencyNs : row.referenceLatencyNs;
        c.passed = row.status == QLatin1String("PASSED") || row.status == QLatin1String("passed");
        anyKernel = anyKernel || c.kernelNs;
        anySol = anySol || c.solNs;
        anyBaseline = anyBaseline || c.baselineNs;
        anyAbove = anyAbove || (c.solNs && c.baselineNs && *c.baselineNs > *c.solNs);
        if (c.usable())
            ++inputs.usableCases;
        inputs.cases.push_back(std::move(c));
    }
    const auto need = [&](const char *what) {
        inputs.missing << QCoreApplication::translate("kie::Sol", what);
        inputs.missingWords << QString::fromUtf8(what);
    };
    if (inputs.usableCases == 0) {
        if (run.cases.empty())
            need(QT_TRANSLATE_NOOP("kie::Sol", "per-case results (spec.cases)"));
        if (!anyKernel)
            need(QT_TRANSLATE_NOOP("kie::Sol", "per-case kernel latency (T_k)"));
        if (!anySol)
            need(QT_TRANSLATE_NOOP("kie::Sol", "per-case SOL bound (T_SOL)"));
        if (!anyBaseline)
            need(QT_TRANSLATE_NOOP("kie::Sol", "per-case baseline latency (T_b)"));
        if (anySol && anyBaseline && !anyAbove)
            need(QT_TRANSLATE_NOOP("kie::Sol", "a case whose baseline T_b is above its SOL bound T_SOL"));
    }
    return inputs;
}

SolTarget solTargetFor(const SolInputs &inputs, double score)
{
    SolTarget target;
    double latencySum = 0, scoreSum = 0;
    int latencyCount = 0, scoreCount = 0;
    for (const SolCase &c : inputs.cases) {
        if (!c.usable()) {
            target.perCase.push_back(failure(QT_TRANSLATE_NOOP("kie::Sol", "SOL bound not in this case")));
            continue;
        }
        SolResult result = latencyForSolScore(score, *c.solNs, *c.baselineNs);
        if (result) {
            latencySum += *result.value;
            ++latencyCount;
        }
        // Scored as the import scores it (ARCHIVE.md §6): a case that did not pass counts 0.
        const std::optional<double> current = c.passed ? solScoreOfCase(c.kernelNs, c.solNs, c.baselineNs) : 0.0;
        if (current) {
            scoreSum += *current;
            ++scoreCount;
        }
        target.perCase.push_back(std::move(result));
    }
    if (latencyCount > 0)
        target.meanLatencyNs = latencySum / latencyCount;
    if (scoreCount > 0)
        target.currentMeanScore = scoreSum / scoreCount;
    return target;
}

LatencyGap latencyGap(double latencyNs, double referenceNs)
{
    LatencyGap gap;
    gap.ns = latencyNs - referenceNs;
    if (referenceNs != 0)
        gap.percent = 100.0 * gap.ns / referenceNs;
    return gap;
}

} // namespace kie
