// SPDX-License-Identifier: Apache-2.0
#include "fastp.h"

#include "records.h"

#include <algorithm>
#include <cmath>

namespace kie {

bool caseIsCorrect(const CaseRow &row)
{
    return row.status == QLatin1String("PASSED");
}

std::optional<double> caseSpeedup(const CaseRow &row)
{
    if (row.speedup && std::isfinite(*row.speedup))
        return row.speedup;
    if (row.latencyNs && row.referenceLatencyNs && *row.latencyNs > 0 && std::isfinite(*row.referenceLatencyNs))
        return *row.referenceLatencyNs / *row.latencyNs;
    return std::nullopt;
}

double fastP(const std::vector<CaseRow> &cases, double p)
{
    if (cases.empty())
        return 0;
    qint64 count = 0;
    for (const CaseRow &row : cases) {
        const std::optional<double> speedup = caseSpeedup(row);
        if (caseIsCorrect(row) && speedup && *speedup > p)
            ++count;
    }
    return double(count) / double(cases.size());
}

FastPCurve fastPCurve(const std::vector<CaseRow> &cases)
{
    FastPCurve curve;
    curve.total = qint64(cases.size());
    std::vector<double> speedups;
    for (const CaseRow &row : cases) {
        const std::optional<double> speedup = caseSpeedup(row);
        if (caseIsCorrect(row) && speedup)
            speedups.push_back(*speedup);
    }
    curve.correct = qint64(speedups.size());
    if (cases.empty())
        return curve;
    std::sort(speedups.begin(), speedups.end());
    const double total = double(cases.size());
    // Counting from the top: after the breakpoint at s, only the speedups strictly above s remain.
    const auto countAbove = [&](double p) {
        return double(speedups.end() - std::upper_bound(speedups.begin(), speedups.end(), p));
    };
    curve.p.push_back(0.0);
    curve.fraction.push_back(countAbove(0.0) / total);
    for (size_t i = 0; i < speedups.size(); ++i) {
        const double s = speedups[i];
        if (s <= 0.0 || (i > 0 && speedups[i - 1] == s))
            continue;
        curve.p.push_back(s);
        curve.fraction.push_back(countAbove(s) / total);
    }
    curve.maxSpeedup = speedups.empty() ? 0.0 : std::max(0.0, speedups.back());
    return curve;
}

} // namespace kie
