// SPDX-License-Identifier: Apache-2.0
#include "ranking.h"

#include "archive.h"
#include "canonicaljson.h"
#include "digest.h"
#include "records.h"

#include <QCoreApplication>
#include <QHash>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace kie {

namespace {

// The hardware member of a derived key: the product of the environment the run names, when that
// environment is in the archive and says what it is; otherwise the declared digest itself.
QString hardwareOf(const Archive &archive, const RunRecord &run)
{
    const int index = archive.indexOfDigest(ObjectKind::ExecutionEnvironment, run.environmentDigest);
    if (index >= 0 && !archive.environments[size_t(index)].product.isEmpty())
        return archive.environments[size_t(index)].product;
    return run.environmentDigest;
}

// An undeclared digest is JSON null, not "", so "missing" and "declared as empty" stay distinct.
nlohmann::json stringOrNull(const QString &value)
{
    if (value.isEmpty())
        return nullptr;
    return value.toStdString();
}

QString derivedKey(const QString &hardware, const QString &protocol, const QString &workload)
{
    nlohmann::json object = nlohmann::json::object();
    object["hardware"] = stringOrNull(hardware);
    object["protocol"] = stringOrNull(protocol);
    object["workload"] = stringOrNull(workload);
    QByteArray canonical;
    // Only strings and nulls: canonicalization cannot fail (toStdString already made valid UTF-8).
    if (!canonicalizeJson(object, canonical, nullptr))
        return QString();
    return QStringLiteral("sha256:") + sha256Hex(canonical);
}

// Runs that declare the same key and digests share everything ranking derives from them (key,
// hardware, the protocol's statistic): computing that once per distinct tuple, not once per run,
// keeps a million runs well under a second. Hash and equality read the run's strings in place.
struct TupleHash
{
    size_t operator()(const RunRecord *run) const
    {
        // qHashMulti would hash each string with seed 0, which Qt serves with SipHash; a real seed
        // takes the AES-accelerated path, about three times faster.
        size_t hash = seed;
        for (const QString *part : {&run->comparisonKey, &run->protocolDigest, &run->workloadDigest, &run->environmentDigest})
            hash ^= qHash(*part, seed) + 0x9e3779b9 + (hash << 6) + (hash >> 2);
        return hash;
    }
    size_t seed = QHashSeed::globalSeed();
};

struct TupleEqual
{
    bool operator()(const RunRecord *a, const RunRecord *b) const
    {
        return a->comparisonKey == b->comparisonKey && a->protocolDigest == b->protocolDigest
            && a->workloadDigest == b->workloadDigest && a->environmentDigest == b->environmentDigest;
    }
};

struct Tuple
{
    int group = -1;
    QString protocolStatistic; // measurement.primaryStatistic of the resolved protocol, or ""
    QString workloadLabel; // the resolved workload's definition, else its metadata.name, else ""
    QString hardwareLabel; // the resolved environment's product, or ""
};

QString protocolStatisticOf(const Archive &archive, const RunRecord &run)
{
    const int protocol = archive.indexOfDigest(ObjectKind::BenchmarkProtocol, run.protocolDigest);
    return protocol >= 0 ? archive.protocols[size_t(protocol)].primaryStatistic : QString();
}

// timing.primaryStatistic, else the protocol's, else "mean".
const QString &statisticOf(const RunRecord &run, const Tuple &tuple)
{
    static const QString mean = QStringLiteral("mean");
    if (!run.primaryStatistic.isEmpty())
        return run.primaryStatistic;
    if (!tuple.protocolStatistic.isEmpty())
        return tuple.protocolStatistic;
    return mean;
}

// One statistic per group, so a mean is never ranked against a median: the most common one among
// the group's runs, ties going to the one seen first.
QString groupStatistic(const Archive &archive, const std::vector<int> &members, const std::vector<Tuple> &tuples,
                       const std::vector<int> &tupleOfRun)
{
    std::vector<std::pair<QString, int>> counts;
    for (const int index : members) {
        const QString &statistic = statisticOf(archive.runs[size_t(index)], tuples[size_t(tupleOfRun[size_t(index)])]);
        auto it = std::find_if(counts.begin(), counts.end(), [&](const auto &entry) { return entry.first == statistic; });
        if (it == counts.end())
            counts.emplace_back(statistic, 1);
        else
            ++it->second;
    }
    // max_element keeps the first of equal maxima.
    const auto best = std::max_element(counts.begin(), counts.end(),
                                       [](const auto &a, const auto &b) { return a.second < b.second; });
    return best == counts.end() ? QStringLiteral("mean") : best->first;
}

// The LatencyStats member a statistic names, resolved once per group; null for an unknown name.
std::optional<double> LatencyStats::*statisticMember(const QString &name)
{
    static const std::pair<const char *, std::optional<double> LatencyStats::*> members[] = {
        {"mean", &LatencyStats::mean}, {"median", &LatencyStats::median}, {"min", &LatencyStats::min},
        {"max", &LatencyStats::max},   {"stddev", &LatencyStats::stddev}, {"p95", &LatencyStats::p95},
    };
    for (const auto &[text, member] : members) {
        if (name == QLatin1String(text))
            return member;
    }
    return nullptr;
}

QString workloadLabelOf(const Archive &archive, const RunRecord &run)
{
    const int workload = archive.indexOfDigest(ObjectKind::BenchmarkWorkload, run.workloadDigest);
    if (workload < 0)
        return QString();
    const WorkloadRecord &record = archive.workloads[size_t(workload)];
    return !record.definition.isEmpty() ? record.definition : record.meta.name;
}

QString hardwareLabelOf(const Archive &archive, const RunRecord &run)
{
    const int index = archive.indexOfDigest(ObjectKind::ExecutionEnvironment, run.environmentDigest);
    return index >= 0 ? archive.environments[size_t(index)].product : QString();
}

QString unrankedReason(const RunRecord &run, const QString &statistic, const std::optional<double> &value)
{
    if (run.status != RunStatus::Passed) {
        if (run.statusText.isEmpty())
            return QCoreApplication::translate("kie::Ranking", "no status recorded");
        return QCoreApplication::translate("kie::Ranking", "status %1").arg(run.statusText);
    }
    if (!value)
        return QCoreApplication::translate("kie::Ranking", "no %1 latency recorded").arg(statistic);
    return QCoreApplication::translate("kie::Ranking", "%1 latency is not a finite number").arg(statistic);
}

} // namespace

int Ranking::groupIndexOfKey(const QString &key) const
{
    for (size_t i = 0; i < groups.size(); ++i) {
        if (groups[i].key == key)
            return int(i);
    }
    return -1;
}

QString comparisonKeyOf(const Archive &archive, const RunRecord &run, bool *declared)
{
    const bool isDeclared = !run.comparisonKey.isEmpty();
    if (declared)
        *declared = isDeclared;
    if (isDeclared)
        return run.comparisonKey;
    return derivedKey(hardwareOf(archive, run), run.protocolDigest, run.workloadDigest);
}

Ranking rankArchive(const Archive &archive)
{
    Ranking ranking;
    const size_t runCount = archive.runs.size();
    ranking.runs.resize(runCount);

    // 1. Group by key, in order of first appearance; keys computed once per distinct tuple.
    std::unordered_map<const RunRecord *, int, TupleHash, TupleEqual> tupleOfReferences;
    std::vector<Tuple> tuples;
    std::vector<int> tupleOfRun(runCount, -1);
    QHash<QString, int> groupOfKey;
    std::vector<ComparisonGroup> groups;
    std::vector<std::vector<int>> members;
    for (size_t i = 0; i < runCount; ++i) {
        const RunRecord &run = archive.runs[i];
        auto [found, inserted] = tupleOfReferences.try_emplace(&run, int(tuples.size()));
        if (inserted) {
            bool declared = false;
            const QString key = comparisonKeyOf(archive, run, &declared);
            auto group = groupOfKey.constFind(key);
            if (group == groupOfKey.constEnd()) {
                group = groupOfKey.insert(key, int(groups.size()));
                ComparisonGroup created;
                created.key = key;
                created.keyDeclared = declared;
                groups.push_back(std::move(created));
                members.emplace_back();
            }
            tuples.push_back({*group, protocolStatisticOf(archive, run), workloadLabelOf(archive, run),
                              hardwareLabelOf(archive, run)});
        }
        tupleOfRun[i] = found->second;
        members[size_t(tuples[size_t(found->second)].group)].push_back(int(i));
    }

    // 2. Labels for the navigator: the first run that can name its benchmark / hardware.
    for (size_t g = 0; g < groups.size(); ++g) {
        for (const int index : members[g]) {
            const RunRecord &run = archive.runs[size_t(index)];
            const Tuple &tuple = tuples[size_t(tupleOfRun[size_t(index)])];
            if (groups[g].benchmark.isEmpty()) {
                groups[g].benchmark = run.sourceNative && !run.sourceNative->benchmark.isEmpty() ? run.sourceNative->benchmark
                                                                                                  : tuple.workloadLabel;
            }
            if (groups[g].hardware.isEmpty())
                groups[g].hardware = tuple.hardwareLabel;
            if (!groups[g].benchmark.isEmpty() && !groups[g].hardware.isEmpty())
                break;
        }
    }

    // 3. A stable order that does not depend on the file's order: benchmark, hardware, key.
    std::vector<int> order(groups.size());
    for (size_t g = 0; g < order.size(); ++g)
        order[g] = int(g);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const ComparisonGroup &x = groups[size_t(a)];
        const ComparisonGroup &y = groups[size_t(b)];
        if (const int c = x.benchmark.compare(y.benchmark); c != 0)
            return c < 0;
        if (const int c = x.hardware.compare(y.hardware); c != 0)
            return c < 0;
        return x.key < y.key;
    });

    // 4. Rank inside each group.
    ranking.groups.reserve(groups.size());
    std::vector<std::pair<double, int>> candidates;
    for (const int g : order) {
        ComparisonGroup group = std::move(groups[size_t(g)]);
        const int groupIndex = int(ranking.groups.size());
        group.statistic = groupStatistic(archive, members[size_t(g)], tuples, tupleOfRun);
        const auto statistic = statisticMember(group.statistic);

        candidates.clear();
        for (const int index : members[size_t(g)]) {
            const RunRecord &run = archive.runs[size_t(index)];
            RunRank &rank = ranking.runs[size_t(index)];
            rank.group = groupIndex;
            const std::optional<double> value = statistic ? run.latencyNs.*statistic : std::nullopt;
            if (run.status == RunStatus::Passed && value && std::isfinite(*value)) {
                candidates.emplace_back(*value, index);
            } else {
                rank.unrankedReason = unrankedReason(run, group.statistic, value);
                group.unranked.push_back(index);
            }
        }
        // Ascending latency; equal latencies keep file order so the listing is deterministic.
        std::sort(candidates.begin(), candidates.end());
        group.ranked.reserve(candidates.size());
        int previousRank = 0;
        for (size_t i = 0; i < candidates.size(); ++i) {
            // Competition ranking: ties share a rank and the next rank skips (1, 2, 2, 4).
            const int rank = (i > 0 && candidates[i].first == candidates[i - 1].first) ? previousRank : int(i) + 1;
            ranking.runs[size_t(candidates[i].second)].rank = rank;
            group.ranked.push_back(candidates[i].second);
            previousRank = rank;
        }
        group.best = group.ranked.empty() ? -1 : group.ranked.front();
        ranking.groups.push_back(std::move(group));
    }
    return ranking;
}

} // namespace kie
