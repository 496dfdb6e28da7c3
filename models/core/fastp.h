// SPDX-License-Identifier: Apache-2.0
// fast_p (KernelBench; FlashInfer Hub's leaderboard metric): the share of all cases that are correct
// and strictly more than p× faster than the reference. fast_1 is the "15/16 cases faster" figure.
#pragma once

#include <QtGlobal>

#include <optional>
#include <vector>

namespace kie {

struct CaseRow;

// A case counts as correct when its status is PASSED.
bool caseIsCorrect(const CaseRow &row);
// The case's speedup over the reference: as the source gave it, else reference latency / latency.
std::optional<double> caseSpeedup(const CaseRow &row);

// Share of `cases` (all of them are the denominator) that are correct with speedup > p. 0 when empty.
double fastP(const std::vector<CaseRow> &cases, double p);

// The exact step curve of fastP over p from 0 to the largest speedup of a correct case: fraction[i]
// holds for p in [p[i], p[i+1]) and the last point is (maxSpeedup, 0).
struct FastPCurve
{
    std::vector<double> p;
    std::vector<double> fraction;
    qint64 total = 0; // all cases
    qint64 correct = 0; // PASSED cases with a speedup
    double maxSpeedup = 0;

    bool isEmpty() const { return p.empty(); }
};
FastPCurve fastPCurve(const std::vector<CaseRow> &cases);

} // namespace kie
