// SPDX-License-Identifier: Apache-2.0
#include "archivediff.h"

#include "archive.h"
#include "archivediff_p.h"
#include "canonicaljson.h"
#include "digestlookup.h"
#include "parallelchunks.h"
#include "runfacts.h"
#include "strictjson.h"

#include <QHash>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <set>

namespace kie {

namespace {

bool sameMetadata(const ObjectMeta &a, const ObjectMeta &b)
{
    return a.name == b.name && a.title == b.title && a.labels == b.labels && a.annotations == b.annotations;
}

QString groupKeyOf(const Archive &archive, int run)
{
    if (run < 0 || size_t(run) >= archive.ranking.runs.size())
        return QString();
    const int group = archive.ranking.runs[size_t(run)].group;
    return group >= 0 && size_t(group) < archive.ranking.groups.size() ? archive.ranking.groups[size_t(group)].key
                                                                         : QString();
}

std::optional<int> rankOf(const Archive &archive, int run)
{
    if (run < 0 || size_t(run) >= archive.ranking.runs.size())
        return std::nullopt;
    return archive.ranking.runs[size_t(run)].rank;
}

// The leaf's text: a string as it is, anything else in its canonical form.
QString valueText(const nlohmann::json &value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    QByteArray canonical;
    QString error;
    return canonicalizeJson(value, canonical, &error) ? QString::fromUtf8(canonical) : error;
}

void collectChanges(const nlohmann::json *a, const nlohmann::json *b, const QString &path, bool all,
                    std::vector<FieldChange> &out)
{
    // A side that is absent is walked like the other (an empty object or array), so that every field
    // of a record that is only on one side is listed.
    const auto isObject = [](const nlohmann::json *v) { return v && v->is_object(); };
    const auto isArray = [](const nlohmann::json *v) { return v && v->is_array(); };
    if ((isObject(a) || !a) && (isObject(b) || !b) && (a || b)) {
        std::set<std::string> keys;
        for (const nlohmann::json *side : {a, b}) {
            if (side) {
                for (auto it = side->begin(); it != side->end(); ++it)
                    keys.insert(it.key());
            }
        }
        const auto member = [](const nlohmann::json *side, const std::string &key) -> const nlohmann::json * {
            if (!side)
                return nullptr;
            const auto found = side->find(key);
            return found != side->end() ? &*found : nullptr;
        };
        for (const std::string &key : keys) {
            const nlohmann::json *inA = member(a, key);
            const nlohmann::json *inB = member(b, key);
            const QString child = (path.isEmpty() ? QString() : path + QLatin1Char('.')) + QString::fromStdString(key);
            collectChanges(inA, inB, child, all, out);
        }
        return;
    }
    if ((isArray(a) || !a) && (isArray(b) || !b) && (a || b)) {
        const size_t sizeA = a ? a->size() : 0, sizeB = b ? b->size() : 0;
        for (size_t i = 0; i < std::max(sizeA, sizeB); ++i)
            collectChanges(i < sizeA ? &(*a)[i] : nullptr, i < sizeB ? &(*b)[i] : nullptr,
                           path + QStringLiteral("[%1]").arg(i), all, out);
        return;
    }
    const std::optional<QString> before = a ? std::optional<QString>(valueText(*a)) : std::nullopt;
    const std::optional<QString> after = b ? std::optional<QString>(valueText(*b)) : std::nullopt;
    // Compared in canonical form, so 485961 and 485961.0 are one number (RFC 8785 §3.2.2.3).
    const bool sameType = a && b && a->is_string() == b->is_string();
    const bool differs = !sameType || before != after;
    if (differs || all)
        out.push_back({path, before, after, differs});
}

std::vector<FieldChange> runFieldChanges(const RunRecord &older, const RunRecord &newer)
{
    std::vector<FieldChange> fields = jsonFieldChanges(older.source.bytes().toByteArray(), newer.source.bytes().toByteArray());
    if (fields.empty() && !(older.digest == newer.digest)) // the bytes are gone: say what is known
        fields.push_back({QStringLiteral("digest"), older.digest.toString(), newer.digest.toString(), true});
    return fields;
}

void addRankChanges(const Archive &older, const Archive &newer, int i, int j, const RunChange &change,
                    std::vector<RankChange> &out)
{
    const std::optional<int> before = rankOf(older, i);
    const std::optional<int> after = rankOf(newer, j);
    if (before == after)
        return;
    RankChange rank{RankChangeKind::Moved, i, j, change.runId, change.name, change.group, before, after, {}, {}};
    if (before && !after) {
        rank.kind = RankChangeKind::BecameUnranked;
        rank.reason = newer.ranking.unrankedReason(j);
    } else if (!before && after) {
        rank.kind = RankChangeKind::BecameRanked;
        rank.reason = older.ranking.unrankedReason(i);
    }
    out.push_back(std::move(rank));
}

// Bit r: reference r (checkReferences' order) is verified.
unsigned verifiedRoles(const std::array<ReferenceState, 4> &states)
{
    unsigned bits = 0;
    for (size_t role = 0; role < states.size(); ++role)
        bits |= states[role] == ReferenceState::Verified ? 1u << role : 0u;
    return bits;
}

void addReferenceChanges(const std::array<ReferenceState, 4> &before, const std::array<ReferenceState, 4> &after,
                         int i, int j, const RunChange &change, std::vector<ReferenceChange> &out)
{
    static const char *const roles[] = {"protocol", "environment", "workload", "implementation"}; // checkReferences' order
    for (size_t role = 0; role < before.size(); ++role) {
        if ((before[role] == ReferenceState::Verified) != (after[role] == ReferenceState::Verified))
            out.push_back({i, j, change.runId, change.name, change.group, QString::fromLatin1(roles[role]),
                           before[role], after[role]});
    }
}

// Groups of both snapshots whose #1 is another run (or none) now.
void addNewBests(const Archive &older, const Archive &newer, const std::vector<int> &olderOfNewer,
                 std::vector<RankChange> &out)
{
    QHash<QString, int> olderGroups;
    for (size_t g = 0; g < older.ranking.groups.size(); ++g)
        olderGroups.insert(older.ranking.groups[g].key, int(g));
    for (const ComparisonGroup &group : newer.ranking.groups) {
        const auto found = olderGroups.constFind(group.key);
        if (found == olderGroups.cend())
            continue;
        const int oldBest = older.ranking.groups[size_t(*found)].best;
        const int newBest = group.best;
        const int newBestBefore = newBest >= 0 ? olderOfNewer[size_t(newBest)] : -1;
        const bool sameBest = newBest < 0 ? oldBest < 0 : oldBest >= 0 && newBestBefore == oldBest;
        if (sameBest)
            continue;
        RankChange change{RankChangeKind::NewBest, oldBest, newBest, {}, {}, group.key, rankOf(older, newBestBefore),
                          rankOf(newer, newBest), {}, {}};
        if (newBest >= 0) {
            change.runId = runId(newer.runs[size_t(newBest)]);
            change.name = newer.runs[size_t(newBest)].meta.name;
        }
        if (oldBest >= 0)
            change.previousBest = runId(older.runs[size_t(oldBest)]);
        out.push_back(std::move(change));
    }
}

RunChange describedRun(const Archive &archive, int run, RunChangeKind kind)
{
    RunChange change;
    change.kind = kind;
    const RunRecord &record = archive.runs[size_t(run)];
    change.runId = runId(record);
    change.name = record.meta.name;
    change.group = groupKeyOf(archive, run);
    return change;
}

} // namespace

const char *runChangeKindWord(RunChangeKind kind)
{
    switch (kind) {
    case RunChangeKind::Same: return "same";
    case RunChangeKind::Changed: return "changed";
    case RunChangeKind::Retitled: return "retitled";
    case RunChangeKind::Added: return "added";
    case RunChangeKind::Removed: return "removed";
    }
    return "";
}

const char *rankChangeKindWord(RankChangeKind kind)
{
    switch (kind) {
    case RankChangeKind::Moved: return "rank";
    case RankChangeKind::NewBest: return "new-best";
    case RankChangeKind::BecameUnranked: return "unranked";
    case RankChangeKind::BecameRanked: return "ranked";
    }
    return "";
}

int ArchiveDiff::count(RunChangeKind kind) const
{
    if (kind == RunChangeKind::Same)
        return same;
    return int(std::count_if(runs.cbegin(), runs.cend(), [kind](const RunChange &run) { return run.kind == kind; }));
}

namespace {

std::vector<FieldChange> fieldsOf(const QByteArray &olderJson, const QByteArray &newerJson, bool all)
{
    nlohmann::json before, after;
    const bool hasBefore = !olderJson.isEmpty(), hasAfter = !newerJson.isEmpty();
    if ((hasBefore && !parseStrictJson(olderJson, before, nullptr)) || (hasAfter && !parseStrictJson(newerJson, after, nullptr)))
        return {};
    std::vector<FieldChange> out;
    collectChanges(hasBefore ? &before : nullptr, hasAfter ? &after : nullptr, QString(), all, out);
    return out;
}

} // namespace

std::vector<FieldChange> jsonFieldChanges(const QByteArray &olderJson, const QByteArray &newerJson)
{
    return fieldsOf(olderJson, newerJson, false);
}

std::vector<FieldChange> jsonFieldComparison(const QByteArray &olderJson, const QByteArray &newerJson)
{
    return fieldsOf(olderJson, newerJson, true);
}

namespace {

// What one slice of the newer archive's runs contributes; slices are joined in order.
struct SliceDiff
{
    std::vector<RunChange> runs;
    std::vector<RankChange> ranks;
    std::vector<ReferenceChange> references;
    int same = 0;
};

// Runs [begin, end) of `newer` against their matches in `older`. Marks the matched runs of `older`
// (bytes, not bits: slices write them at once).
SliceDiff diffSlice(const Archive &older, const Archive &newer, const std::vector<int> &olderOfNewer, size_t begin,
                    size_t end, std::vector<unsigned char> &olderMatched)
{
    SliceDiff out;
    DigestLookup olderLookup(older), newerLookup(newer); // one per thread (digestlookup.h)
    for (size_t j = begin; j < end; ++j) {
        const int i = olderOfNewer[j];
        if (i < 0) {
            RunChange added = describedRun(newer, int(j), RunChangeKind::Added);
            added.newRun = int(j);
            out.runs.push_back(std::move(added));
            continue;
        }
        olderMatched[size_t(i)] = 1;
        const RunRecord &before = older.runs[size_t(i)];
        const RunRecord &after = newer.runs[j];
        RunChangeKind kind = RunChangeKind::Same;
        if (!(before.digest == after.digest))
            kind = RunChangeKind::Changed;
        else if (!sameMetadata(before.meta, after.meta))
            kind = RunChangeKind::Retitled;
        // Most runs are the same, in rank and references too: they are counted, not described.
        const std::array<ReferenceState, 4> statesBefore = referenceStates(older, i, olderLookup);
        const std::array<ReferenceState, 4> statesAfter = referenceStates(newer, int(j), newerLookup);
        const bool sameRank = rankOf(older, i) == rankOf(newer, int(j));
        const bool sameReferences = verifiedRoles(statesBefore) == verifiedRoles(statesAfter);
        if (kind == RunChangeKind::Same)
            ++out.same;
        if (kind == RunChangeKind::Same && sameRank && sameReferences)
            continue;
        RunChange change = describedRun(newer, int(j), kind);
        change.oldRun = i;
        change.newRun = int(j);
        if (!sameRank)
            addRankChanges(older, newer, i, int(j), change, out.ranks);
        if (!sameReferences)
            addReferenceChanges(statesBefore, statesAfter, i, int(j), change, out.references);
        if (kind != RunChangeKind::Same) {
            change.fields = runFieldChanges(before, after);
            out.runs.push_back(std::move(change));
        }
    }
    return out;
}

template<typename T>
void append(std::vector<T> &to, std::vector<T> &from)
{
    to.insert(to.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}

} // namespace

ArchiveDiff diffArchives(const Archive &older, const Archive &newer, size_t threads)
{
    const size_t chunks = threads > 0 ? threads : chunkCountFor(std::max(older.runs.size(), newer.runs.size()));
    const std::vector<int> olderOfNewer = matchRuns(older, newer, chunks);
    std::vector<unsigned char> olderMatched(older.runs.size(), 0);
    std::vector<SliceDiff> slices(chunks);
    forEachChunk(newer.runs.size(), chunks, [&](size_t chunk, size_t begin, size_t end) {
        slices[chunk] = diffSlice(older, newer, olderOfNewer, begin, end, olderMatched);
    });
    ArchiveDiff diff;
    for (SliceDiff &slice : slices) {
        append(diff.runs, slice.runs);
        append(diff.ranks, slice.ranks);
        append(diff.references, slice.references);
        diff.same += slice.same;
    }
    for (size_t i = 0; i < older.runs.size(); ++i) {
        if (olderMatched[i])
            continue;
        RunChange removed = describedRun(older, int(i), RunChangeKind::Removed);
        removed.oldRun = int(i);
        diff.runs.push_back(std::move(removed));
    }
    addNewBests(older, newer, olderOfNewer, diff.ranks);
    return diff;
}

ArchiveDiff diffOfGroup(const ArchiveDiff &diff, const QString &key)
{
    ArchiveDiff only;
    const auto inGroup = [&key](const auto &entry) { return entry.group == key; };
    std::copy_if(diff.runs.cbegin(), diff.runs.cend(), std::back_inserter(only.runs), inGroup);
    std::copy_if(diff.ranks.cbegin(), diff.ranks.cend(), std::back_inserter(only.ranks), inGroup);
    std::copy_if(diff.references.cbegin(), diff.references.cend(), std::back_inserter(only.references), inGroup);
    only.same = -1; // not counted per group
    return only;
}

namespace {

QString rankText(const std::optional<int> &rank)
{
    return rank ? QStringLiteral("#%1").arg(*rank) : QString();
}

void addRunRows(const RunChange &run, std::vector<DiffRow> &rows)
{
    DiffRow row{QString::fromLatin1(runChangeKindWord(run.kind)), run.runId, run.name, run.group, {}, {}, {},
                run.oldRun, run.newRun};
    if (run.fields.empty()) {
        rows.push_back(row);
        return;
    }
    for (const FieldChange &field : run.fields) {
        row.what = field.path;
        row.oldValue = field.oldValue;
        row.newValue = field.newValue;
        rows.push_back(row);
    }
}

DiffRow rankRow(const RankChange &rank)
{
    DiffRow row{QString::fromLatin1(rankChangeKindWord(rank.kind)), rank.runId, rank.name, rank.group,
                QStringLiteral("rank"), rankText(rank.oldRank), rankText(rank.newRank), rank.oldRun, rank.newRun};
    if (rank.kind == RankChangeKind::BecameUnranked)
        row.newValue = rank.reason;
    else if (rank.kind == RankChangeKind::BecameRanked)
        row.oldValue = rank.reason;
    else if (rank.kind == RankChangeKind::NewBest) {
        row.what = QStringLiteral("#1");
        row.oldValue = rank.previousBest.isEmpty() ? std::nullopt : std::optional<QString>(rank.previousBest);
        row.newValue = rank.runId.isEmpty() ? std::nullopt : std::optional<QString>(rank.runId);
    }
    return row;
}

} // namespace

std::vector<DiffRow> diffRows(const ArchiveDiff &diff)
{
    std::vector<DiffRow> rows;
    for (const RunChange &run : diff.runs)
        addRunRows(run, rows);
    for (const RankChange &rank : diff.ranks)
        rows.push_back(rankRow(rank));
    for (const ReferenceChange &reference : diff.references)
        rows.push_back({QStringLiteral("reference"), reference.runId, reference.name, reference.group, reference.role,
                        QString::fromUtf8(referenceStateWord(reference.oldState)),
                        QString::fromUtf8(referenceStateWord(reference.newState)), reference.oldRun, reference.newRun});
    return rows;
}

} // namespace kie
