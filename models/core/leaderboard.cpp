// SPDX-License-Identifier: Apache-2.0
#include "leaderboard.h"

#include "archive.h"
#include "citation.h"
#include "digestlookup.h"
#include "fastp.h"
#include "formatting.h"
#include "parallelchunks.h"
#include "runfacts.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace kie {

CorrectnessBucket correctnessBucket(QStringView status)
{
    if (status == u"PASSED")
        return CorrectnessBucket::Passed;
    if (status == u"INCORRECT_SHAPE" || status == u"INCORRECT_NUMERICAL" || status == u"INCORRECT_DTYPE")
        return CorrectnessBucket::Incorrect;
    if (status == u"RUNTIME_ERROR" || status == u"COMPILE_ERROR" || status == u"TIMEOUT")
        return CorrectnessBucket::RuntimeError;
    return CorrectnessBucket::Other;
}

void CorrectnessCounts::add(CorrectnessBucket bucket)
{
    ++total;
    switch (bucket) {
    case CorrectnessBucket::Passed: ++passed; break;
    case CorrectnessBucket::Incorrect: ++incorrect; break;
    case CorrectnessBucket::RuntimeError: ++runtimeError; break;
    case CorrectnessBucket::Other: ++other; break;
    }
}

std::optional<double> LeaderboardRow::coverage() const
{
    if (possible <= 0)
        return std::nullopt;
    return double(attempted) / double(possible);
}

LeaderboardCell Leaderboard::cell(int row, int definition) const
{
    if (row >= 0 && size_t(row) < rows.size()) {
        const std::vector<LeaderboardCell> &cells = rows[size_t(row)].cells;
        const auto it = std::lower_bound(cells.begin(), cells.end(), definition,
                                         [](const LeaderboardCell &c, int d) { return c.definition < d; });
        if (it != cells.end() && it->definition == definition)
            return *it;
    }
    LeaderboardCell none;
    none.definition = definition;
    return none;
}

namespace {

// A KernelIndex run without cases (ARCHIVE.md §1 status words): failed is a wrong answer, error a run
// that did not get that far.
CorrectnessBucket bucketOfRunStatus(RunStatus status)
{
    switch (status) {
    case RunStatus::Passed: return CorrectnessBucket::Passed;
    case RunStatus::Failed: return CorrectnessBucket::Incorrect;
    case RunStatus::Error: return CorrectnessBucket::RuntimeError;
    case RunStatus::Unknown: break;
    }
    return CorrectnessBucket::Other;
}

} // namespace

LeaderboardInput leaderboardInput(const Archive &archive)
{
    LeaderboardInput input;
    const Ranking &ranking = archive.ranking;
    input.definitions.reserve(ranking.groups.size());
    for (size_t g = 0; g < ranking.groups.size(); ++g) {
        const ComparisonGroup &group = ranking.groups[g];
        LeaderboardDefinition definition;
        definition.key = group.key;
        QStringList label;
        for (const QString &part : {group.benchmark, group.hardware})
            if (!part.isEmpty())
                label << part;
        definition.label = label.isEmpty() ? group.key : label.join(QStringLiteral(" \u00b7 "));
        definition.group = int(g);
        input.definitions.push_back(std::move(definition));
    }
    // What runfacts.h implementationName and citation.h runAuthor give a run that names an object (the
    // run's own title decides when both are empty).
    const std::vector<ImplementationLabel> ofImplementation = implementationLabels(archive);

    const size_t count = std::min(archive.runs.size(), ranking.runs.size());
    std::vector<LeaderboardRun> runs(count);
    // Each run on its own (reads only): in chunks on every core, since 1M runs is most of `summary`.
    const auto fill = [&](size_t begin, size_t end) {
        DigestLookup lookup(archive);
        for (size_t i = begin; i < end; ++i) {
            const RunRecord &run = archive.runs[i];
            LeaderboardRun &entry = runs[i];
            entry.runIndex = int(i);
            entry.definition = ranking.runs[i].group;
            if (entry.definition < 0)
                continue;
            const int impl = lookup.indexOf(ObjectKind::Implementation, run.implementationDigest);
            const ImplementationLabel *named =
                impl >= 0 && size_t(impl) < ofImplementation.size() ? &ofImplementation[size_t(impl)] : nullptr;
            entry.solution = named && !named->name.isEmpty() ? named->name : implementationName(archive, int(i));
            // runAuthor's rule with the implementation this pass has looked up already (DigestLookup
            // answers as Archive::indexOfDigest would), not looked up again for every run.
            entry.author = runAuthor(run, named ? named->author : QString());
            entry.first = ranking.runs[i].rank == 1;
            entry.leftOut = ranking.leftOutForIntegrity(int(i));
            entry.failsIntegrity = entry.leftOut || ranking.rankedDespiteIntegrity(int(i));
            entry.cases.reserve(std::max<size_t>(run.cases.size(), 1));
            for (const CaseRow &row : run.cases) {
                LeaderboardCase c;
                c.workload = row.workload;
                c.bucket = correctnessBucket(row.status);
                c.passed = c.bucket == CorrectnessBucket::Passed;
                c.latencyNs = row.latencyNs;
                c.referenceLatencyNs = row.referenceLatencyNs;
                entry.cases.push_back(std::move(c));
            }
            if (run.cases.empty()) {
                LeaderboardCase c;
                c.bucket = bucketOfRunStatus(run.status);
                c.passed = run.status == RunStatus::Passed;
                c.speedup = speedupVsReference(run);
                entry.cases.push_back(std::move(c));
            }
        }
    };
    forEachChunk(count, chunkCountFor(count), [&](size_t, size_t begin, size_t end) { fill(begin, end); });
    // Runs outside every group (none after ranking, in practice) are dropped, the order kept.
    runs.erase(std::remove_if(runs.begin(), runs.end(), [](const LeaderboardRun &r) { return r.definition < 0; }),
               runs.end());
    input.runs = std::move(runs);
    input.includesFailedIntegrity = ranking.options.includeFailedIntegrity;
    return input;
}

double fastPShare(const std::vector<double> &sortedRatios, double p)
{
    if (sortedRatios.empty())
        return 0;
    const auto first = std::lower_bound(sortedRatios.begin(), sortedRatios.end(), p);
    return double(sortedRatios.end() - first) / double(sortedRatios.size());
}

RatioCurve ratioCurve(const std::vector<double> &sortedRatios)
{
    RatioCurve curve;
    if (sortedRatios.empty())
        return curve;
    const double n = double(sortedRatios.size());
    curve.p.push_back(0);
    curve.share.push_back(fastPShare(sortedRatios, 0));
    // The share only drops just after each distinct ratio r: on (previous r, r] it is #(ratios >= r) / n.
    for (size_t i = 0; i < sortedRatios.size(); ++i) {
        const double r = sortedRatios[i];
        if (r <= 0 || (i + 1 < sortedRatios.size() && sortedRatios[i + 1] == r))
            continue;
        const auto first = std::lower_bound(sortedRatios.begin(), sortedRatios.end(), r);
        curve.p.push_back(r);
        curve.share.push_back(double(sortedRatios.end() - first) / n);
    }
    return curve;
}

CaseMatrix groupCaseMatrix(const Archive &archive, int group)
{
    CaseMatrix matrix;
    if (group < 0 || size_t(group) >= archive.ranking.groups.size())
        return matrix;
    const ComparisonGroup &g = archive.ranking.groups[size_t(group)];
    std::vector<int> runs = g.ranked;
    runs.insert(runs.end(), g.unranked.begin(), g.unranked.end());
    QHash<QString, int> rowOf;
    for (const int r : runs) {
        matrix.runIndexes.push_back(r);
        // The heatmap shows every run's cases; one left out of the ranking says why (ARCHIVE.md §3).
        if (archive.ranking.leftOutForIntegrity(r))
            matrix.implementations << QCoreApplication::translate("kie::Leaderboard", "%1 (not ranked: %2)")
                                          .arg(implementationName(archive, r), archive.ranking.unrankedReason(r));
        else
            matrix.implementations << implementationName(archive, r);
        for (const CaseRow &row : archive.runs[size_t(r)].cases) {
            if (!rowOf.contains(row.workload)) {
                rowOf.insert(row.workload, int(matrix.workloads.size()));
                matrix.workloads << row.workload;
            }
        }
    }
    const size_t columns = size_t(matrix.implementations.size());
    matrix.cells.resize(size_t(matrix.workloads.size()) * columns);
    for (size_t column = 0; column < columns; ++column) {
        const std::vector<CaseRow> &cases = archive.runs[size_t(matrix.runIndexes[column])].cases;
        for (size_t c = 0; c < cases.size(); ++c) {
            CaseMatrixCell &cell = matrix.cells[size_t(rowOf.value(cases[c].workload)) * columns + column];
            if (cell.present && cell.passed)
                continue; // a repeated case: the first passed one stays
            cell.present = true;
            cell.passed = caseIsCorrect(cases[c]);
            cell.speedup = cell.passed ? caseSpeedup(cases[c]) : std::nullopt;
            cell.caseIndex = int(c);
        }
    }
    return matrix;
}

} // namespace kie
