// SPDX-License-Identifier: Apache-2.0
#include "ranking.h"

#include "archive.h"
#include "canonicaljson.h"
#include "digest.h"
#include "formatting.h"
#include "parallelchunks.h"
#include "records.h"
#include "references.h"

#include <QCoreApplication>
#include <QHash>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iterator>
#include <limits>
#include <mutex>
#include <span>
#include <unordered_map>
#include <utility>

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
        for (const QString *part : {&run->comparisonKey(), &run->protocolDigest.text(), &run->workloadDigest.text(), &run->environmentDigest.text()})
            hash ^= qHash(*part, seed) + 0x9e3779b9 + (hash << 6) + (hash >> 2);
        return hash;
    }
    size_t seed = QHashSeed::globalSeed();
};

struct TupleEqual
{
    bool operator()(const RunRecord *a, const RunRecord *b) const
    {
        return a->comparisonKey() == b->comparisonKey() && a->protocolDigest == b->protocolDigest
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

// A statistic LatencyStats holds stands for itself (LatencyStats::Statistic); any other name is this.
constexpr qint8 kOtherStatistic = qint8(LatencyStats::kStatisticCount);

qint8 statisticIndex(const QString &name)
{
    const std::optional<LatencyStats::Statistic> named = LatencyStats::statisticNamed(name);
    return named ? qint8(*named) : kOtherStatistic;
}

// What ranking needs of a run, gathered in one sequential pass: a million runs are ~800 MB of
// records, and touching each record once instead of three times is most of the cost.
struct RankInput
{
    int tuple = -1;
    qint8 statistic = 0; // statisticIndex() of the run's own primary statistic
    bool passed = false;
    bool hasValue = false; // the run has its own primary statistic
    bool failsIntegrity = false; // a declared ≠ computed reference (ARCHIVE.md §3)
    double value = 0;
};

// One statistic per group, so a mean is never ranked against a median: the most common one among
// the group's runs, ties going to the one seen first.
qint8 groupStatistic(std::span<const int> members, const std::vector<RankInput> &facts)
{
    int counts[kOtherStatistic + 1] = {};
    int firstSeen[kOtherStatistic + 1];
    std::fill(std::begin(firstSeen), std::end(firstSeen), std::numeric_limits<int>::max());
    for (size_t position = 0; position < members.size(); ++position) {
        const qint8 statistic = facts[size_t(members[position])].statistic;
        if (counts[statistic]++ == 0)
            firstSeen[statistic] = int(position);
    }
    qint8 best = 0;
    for (qint8 i = 1; i <= kOtherStatistic; ++i) {
        if (counts[i] > counts[best] || (counts[i] == counts[best] && firstSeen[i] < firstSeen[best]))
            best = i;
    }
    return best;
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
        return QCoreApplication::translate("kie::Ranking", "status %1")
            .arg(runStatusText(run));
    }
    if (!value)
        return QCoreApplication::translate("kie::Ranking", "no %1 latency recorded").arg(statisticName(statistic));
    if (std::isfinite(*value)) // not above zero (isPositiveFinite)
        return QCoreApplication::translate("kie::Ranking", "%1 latency %2 ns is not above zero")
            .arg(statisticName(statistic), QString::number(*value, 'g', 17));
    return QCoreApplication::translate("kie::Ranking", "%1 latency is not a finite number").arg(statisticName(statistic));
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

const QString &Ranking::unrankedReason(int runIndex) const
{
    static const QString none;
    if (runIndex < 0 || size_t(runIndex) >= runs.size() || runs[size_t(runIndex)].rank)
        return none;
    const int reason = runs[size_t(runIndex)].reason;
    return reason >= 0 && size_t(reason) < unrankedReasons.size() ? unrankedReasons[size_t(reason)] : none;
}

bool Ranking::leftOutForIntegrity(int runIndex) const
{
    return runIndex >= 0 && size_t(runIndex) < runs.size() && integrityReason >= 0
        && runs[size_t(runIndex)].reason == integrityReason && !runs[size_t(runIndex)].rank;
}

bool Ranking::rankedDespiteIntegrity(int runIndex) const
{
    return runIndex >= 0 && size_t(runIndex) < runs.size() && integrityReason >= 0
        && runs[size_t(runIndex)].reason == integrityReason && runs[size_t(runIndex)].rank;
}

const QString &Ranking::integrityMark(int runIndex) const
{
    static const QString none;
    return rankedDespiteIntegrity(runIndex) ? unrankedReasons[size_t(integrityReason)] : none;
}

int Ranking::rankedDespiteIntegrityCount() const
{
    if (integrityReason < 0)
        return 0;
    return int(std::count_if(runs.begin(), runs.end(), [this](const RunRank &run) {
        return run.rank && run.reason == integrityReason;
    }));
}

int Ranking::bestOfGroupOf(int runIndex) const
{
    const int group = runIndex >= 0 && size_t(runIndex) < runs.size() ? runs[size_t(runIndex)].group : -1;
    return group >= 0 ? groups[size_t(group)].best : -1;
}

QString comparisonKeyOf(const Archive &archive, const RunRecord &run, bool *declared)
{
    const bool isDeclared = !run.comparisonKey().isEmpty();
    if (declared)
        *declared = isDeclared;
    if (isDeclared)
        return run.comparisonKey();
    return derivedKey(hardwareOf(archive, run), run.protocolDigest, run.workloadDigest);
}

namespace {

// Step 1 of rankArchive: runs grouped by key, in order of first appearance, with what ranking
// needs of each run gathered in the same pass (keys computed once per distinct tuple).
struct GroupedRuns
{
    std::vector<Tuple> tuples;
    std::vector<RankInput> facts; // parallel to Archive::runs
    std::vector<ComparisonGroup> groups;
    std::vector<int> memberIndexes; // run indexes of group 0, then of group 1, ..., each in file order
    std::vector<size_t> memberBegin; // group g's are [memberBegin[g], memberBegin[g + 1])

    std::span<const int> membersOf(size_t group) const
    {
        return std::span<const int>(memberIndexes).subspan(memberBegin[group], memberBegin[group + 1] - memberBegin[group]);
    }
};

// One chunk of step 1, on its own thread: the chunk's distinct tuples in order of first appearance
// (a run standing for each), and every run's facts with its tuple numbered within the chunk.
struct ChunkTuples
{
    std::vector<const RunRecord *> first; // the first run of each of the chunk's tuples
    std::vector<Tuple> tuples; // group still -1: groups are numbered when the chunks are joined
};

// The holders of a run's three digests (sharedstring.h): runs that share them share their tuple.
// Each distinct digest has one holder per reader thread, so a few thousand such triples stand for
// a million runs, and comparing three pointers spares hashing three 71-character strings per run.
struct HolderTriple
{
    const void *protocol, *workload, *environment;
    bool operator==(const HolderTriple &) const = default;
};

struct HolderTripleHash
{
    size_t operator()(const HolderTriple &t) const noexcept
    {
        const auto mix = [](size_t hash, const void *p) {
            return (hash ^ size_t(reinterpret_cast<quintptr>(p))) * 0x9e3779b97f4a7c15ull;
        };
        const size_t hash = mix(mix(mix(0, t.protocol), t.workload), t.environment);
        return hash ^ (hash >> 29);
    }
};

void gatherChunk(const Archive &archive, size_t begin, size_t end, ChunkTuples &chunk, std::vector<RankInput> &facts)
{
    std::unordered_map<const RunRecord *, int, TupleHash, TupleEqual> tupleOfReferences;
    std::unordered_map<HolderTriple, int, HolderTripleHash> tupleOfHolders;
    const auto tupleOf = [&](const RunRecord &run) {
        const auto [found, inserted] = tupleOfReferences.try_emplace(&run, int(chunk.tuples.size()));
        if (inserted) {
            chunk.first.push_back(&run);
            chunk.tuples.push_back({-1, protocolStatisticOf(archive, run), workloadLabelOf(archive, run),
                                    hardwareLabelOf(archive, run)});
        }
        return found->second;
    };
    for (size_t i = begin; i < end; ++i) {
        const RunRecord &run = archive.runs[i];
        int tuple;
        if (run.comparisonKey().isEmpty()) { // a declared key is part of the tuple too: looked up whole
            const HolderTriple holders{run.protocolDigest.identity(), run.workloadDigest.identity(),
                                       run.environmentDigest.identity()};
            const auto known = tupleOfHolders.find(holders);
            tuple = known != tupleOfHolders.end() ? known->second : tupleOfHolders.emplace(holders, tupleOf(run)).first->second;
        } else {
            tuple = tupleOf(run);
        }
        RankInput &fact = facts[i];
        fact.tuple = tuple;
        fact.statistic = statisticIndex(statisticOf(run, chunk.tuples[size_t(fact.tuple)]));
        fact.passed = run.status == RunStatus::Passed;
        fact.failsIntegrity = carriesMismatch(archive, run);
        if (fact.statistic != kOtherStatistic) {
            const OptionalDouble value = run.latencyNs.get(LatencyStats::Statistic(fact.statistic));
            fact.hasValue = value.has_value();
            fact.value = value.value_or(0);
        }
    }
}

// The pass over every record runs on all cores (it reads each run's scattered strings: most of
// ranking's time); joining the chunks in file order touches only their few distinct tuples, so
// tuples and groups are numbered exactly as one pass in file order numbers them.
GroupedRuns groupRuns(const Archive &archive, size_t chunkCount)
{
    GroupedRuns grouped;
    const size_t runCount = archive.runs.size();
    grouped.facts.resize(runCount);
    std::vector<ChunkTuples> chunks(chunkCount);
    std::vector<std::vector<int>> globalTuple(chunkCount); // chunk's tuple -> grouped.tuples
    forEachChunk(runCount, chunkCount, [&](size_t chunk, size_t begin, size_t end) {
        gatherChunk(archive, begin, end, chunks[chunk], grouped.facts);
    });

    std::unordered_map<const RunRecord *, int, TupleHash, TupleEqual> tupleOfReferences;
    QHash<QString, int> groupOfKey;
    for (size_t c = 0; c < chunkCount; ++c) {
        ChunkTuples &chunk = chunks[c];
        globalTuple[c].resize(chunk.tuples.size());
        for (size_t t = 0; t < chunk.tuples.size(); ++t) {
            const RunRecord &run = *chunk.first[t];
            const auto [found, inserted] = tupleOfReferences.try_emplace(&run, int(grouped.tuples.size()));
            globalTuple[c][t] = found->second;
            if (!inserted)
                continue;
            bool declared = false;
            const QString key = comparisonKeyOf(archive, run, &declared);
            auto group = groupOfKey.constFind(key);
            if (group == groupOfKey.constEnd()) {
                group = groupOfKey.insert(key, int(grouped.groups.size()));
                ComparisonGroup created;
                created.key = key;
                created.keyDeclared = declared;
                grouped.groups.push_back(std::move(created));
            }
            Tuple tuple = std::move(chunk.tuples[t]);
            tuple.group = *group;
            grouped.tuples.push_back(std::move(tuple));
        }
    }
    // Each chunk's runs get their tuple's number, then take their places among their group's
    // members: after the earlier chunks' members of the group, in file order.
    const size_t groupCount = grouped.groups.size();
    std::vector<std::vector<size_t>> placed(chunkCount, std::vector<size_t>(groupCount, 0)); // counts, then next place
    forEachChunk(runCount, chunkCount, [&](size_t chunk, size_t begin, size_t end) {
        std::vector<size_t> &counts = placed[chunk];
        for (size_t i = begin; i < end; ++i) {
            RankInput &fact = grouped.facts[i];
            fact.tuple = globalTuple[chunk][size_t(fact.tuple)];
            ++counts[size_t(grouped.tuples[size_t(fact.tuple)].group)];
        }
    });
    grouped.memberBegin.assign(groupCount + 1, 0);
    size_t place = 0;
    for (size_t g = 0; g < groupCount; ++g) {
        grouped.memberBegin[g] = place;
        for (size_t chunk = 0; chunk < chunkCount; ++chunk)
            place += std::exchange(placed[chunk][g], place);
    }
    grouped.memberBegin[groupCount] = place;
    grouped.memberIndexes.resize(runCount);
    forEachChunk(runCount, chunkCount, [&](size_t chunk, size_t begin, size_t end) {
        std::vector<size_t> &next = placed[chunk];
        for (size_t i = begin; i < end; ++i)
            grouped.memberIndexes[next[size_t(grouped.tuples[size_t(grouped.facts[i].tuple)].group)]++] = int(i);
    });
    return grouped;
}

// Step 2: labels for the navigator: the first run that can name its benchmark / hardware.
void labelGroups(const Archive &archive, GroupedRuns &grouped)
{
    for (size_t g = 0; g < grouped.groups.size(); ++g) {
        ComparisonGroup &group = grouped.groups[g];
        for (const int index : grouped.membersOf(g)) {
            const RunRecord &run = archive.runs[size_t(index)];
            const Tuple &tuple = grouped.tuples[size_t(grouped.facts[size_t(index)].tuple)];
            if (group.benchmark.isEmpty()) {
                group.benchmark = run.sourceNative && !run.sourceNative->benchmark.isEmpty() ? run.sourceNative->benchmark.text()
                                                                                              : tuple.workloadLabel;
            }
            if (group.hardware.isEmpty())
                group.hardware = tuple.hardwareLabel;
            if (!group.benchmark.isEmpty() && !group.hardware.isEmpty())
                break;
        }
    }
}

// Step 3: a stable order that does not depend on the file's order: benchmark, hardware, key.
std::vector<int> stableGroupOrder(const std::vector<ComparisonGroup> &groups)
{
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
    return order;
}

// The unranked reasons said so far, each once (Ranking::unrankedReasons), for all ranking threads:
// a reason is one of a few sentences. Each thread remembers the ones it has looked up, so the lock
// is taken once per sentence and thread, not once per unranked run.
class ReasonIndex
{
public:
    explicit ReasonIndex(std::vector<QString> &reasons) : m_reasons(reasons) { }

    int indexOf(const QString &reason, QHash<QString, int> &seenByThread)
    {
        if (const auto seen = seenByThread.constFind(reason); seen != seenByThread.cend())
            return *seen;
        const std::lock_guard lock(m_mutex);
        auto known = m_index.constFind(reason);
        if (known == m_index.cend()) {
            known = m_index.insert(reason, int(m_reasons.size()));
            m_reasons.push_back(reason);
        }
        seenByThread.insert(reason, *known);
        return *known;
    }

private:
    std::vector<QString> &m_reasons;
    QHash<QString, int> m_index;
    std::mutex m_mutex;
};

// Step 4: competition ranks inside one group, by the group's one statistic.
void rankGroup(const Archive &archive, const GroupedRuns &grouped, std::span<const int> members, int groupIndex,
               ComparisonGroup &group, Ranking &ranking, ReasonIndex &reasons, QHash<QString, int> &reasonsSeen)
{
    const bool rankFailedIntegrity = ranking.options.includeFailedIntegrity;
    const qint8 statistic = groupStatistic(members, grouped.facts);
    if (statistic != kOtherStatistic) {
        group.statistic = LatencyStats::nameOf(LatencyStats::Statistic(statistic));
    } else { // a name the format does not define: nothing can be ranked by it
        const int first = *std::find_if(members.begin(), members.end(), [&](int index) {
            return grouped.facts[size_t(index)].statistic == kOtherStatistic;
        });
        group.statistic = statisticOf(archive.runs[size_t(first)], grouped.tuples[size_t(grouped.facts[size_t(first)].tuple)]);
    }

    std::vector<std::pair<double, int>> candidates;
    for (const int index : members) {
        const RankInput &fact = grouped.facts[size_t(index)];
        RunRank &rank = ranking.runs[size_t(index)];
        rank.group = groupIndex;
        std::optional<double> value;
        if (fact.statistic == statistic) {
            if (fact.hasValue)
                value = fact.value;
        } else if (statistic != kOtherStatistic) { // the run prefers another statistic: rare, read it
            value = archive.runs[size_t(index)].latencyNs.get(LatencyStats::Statistic(statistic));
        }
        // Integrity before rank (ARCHIVE.md §3): the reason is said first, and kept as the mark of a
        // run ranked anyway.
        if (fact.failsIntegrity)
            rank.reason = reasons.indexOf(referenceStateName(ReferenceState::Mismatch), reasonsSeen);
        if ((!fact.failsIntegrity || rankFailedIntegrity) && fact.passed && isPositiveFinite(value)) {
            candidates.emplace_back(*value, index);
        } else {
            if (!fact.failsIntegrity || rankFailedIntegrity) // with the switch on, its status decides
                rank.reason = reasons.indexOf(unrankedReason(archive.runs[size_t(index)], group.statistic, value), reasonsSeen);
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
}

} // namespace

Ranking rankArchive(const Archive &archive, size_t threads)
{
    return rankArchive(archive, RankingOptions{}, threads);
}

Ranking rankArchive(const Archive &archive, const RankingOptions &options, size_t threads)
{
    if (threads == 0)
        threads = chunkCountFor(archive.runs.size());
    Ranking ranking;
    ranking.options = options;
    ranking.runs.resize(archive.runs.size());
    GroupedRuns grouped = groupRuns(archive, threads);
    labelGroups(archive, grouped);
    const std::vector<int> order = stableGroupOrder(grouped.groups);
    ranking.groups.resize(grouped.groups.size());
    // Groups rank independently (each writes only its own members' entries), on all cores, each
    // thread taking the next group left.
    std::atomic<size_t> next{0};
    ReasonIndex reasons(ranking.unrankedReasons);
    const size_t rankingThreads = std::min(threads, std::max<size_t>(order.size(), 1));
    forEachChunk(rankingThreads, rankingThreads, [&](size_t, size_t, size_t) {
        QHash<QString, int> reasonsSeen;
        for (size_t position; (position = next.fetch_add(1)) < order.size();) {
            const size_t g = size_t(order[position]);
            ComparisonGroup &group = ranking.groups[position];
            group = std::move(grouped.groups[g]);
            rankGroup(archive, grouped, grouped.membersOf(g), int(position), group, ranking, reasons, reasonsSeen);
        }
    });
    const auto integrity = std::find(ranking.unrankedReasons.begin(), ranking.unrankedReasons.end(),
                                     referenceStateName(ReferenceState::Mismatch));
    if (integrity != ranking.unrankedReasons.end())
        ranking.integrityReason = int(integrity - ranking.unrankedReasons.begin());
    return ranking;
}

} // namespace kie
