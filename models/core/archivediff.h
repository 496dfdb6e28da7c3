// SPDX-License-Identifier: Apache-2.0
// What changed between two snapshots of an archive: runs matched by run id, name or record digest
// (ARCHIVE.md §7, §3), each one same, changed, retitled, added or removed; rank moves and new #1s per
// comparison group (§4, read from each Archive's ranking as computed); references that started or
// stopped verifying (§3). A pure function of two opened archives: `diff` prints it, the window lists it.
#pragma once

#include "references.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

namespace kie {

struct Archive;

enum class RunChangeKind {
    Same, // same record digest, same metadata
    Changed, // same id or name, another record digest
    Retitled, // same record digest, other metadata (the digest leaves metadata out, §3)
    Added,
    Removed,
};
// "same", "changed", "retitled", "added", "removed": fixed words for scripts.
const char *runChangeKindWord(RunChangeKind kind);

// One field that differs, by its path in the object ("spec.timing.latencyNs.mean", "metadata.title").
// Values as text: a string as it is, anything else in its RFC 8785 form; nullopt when absent.
struct FieldChange
{
    QString path;
    std::optional<QString> oldValue, newValue;
    bool differs = true; // false only in jsonFieldComparison()'s rows of equal fields
    bool operator==(const FieldChange &) const = default;
};

struct RunChange
{
    RunChangeKind kind = RunChangeKind::Same;
    int oldRun = -1, newRun = -1; // indexes into each archive's runs; -1 on the side it is missing from
    QString runId; // runfacts.h runId() of the newer version present
    QString name; // metadata.name of the newer version present
    QString group; // its comparison group's key
    std::vector<FieldChange> fields; // changed: spec (and metadata) paths; retitled: metadata paths
};

enum class RankChangeKind {
    Moved, // ranked in both, at another rank
    NewBest, // the group's #1 is another run (or none)
    BecameUnranked,
    BecameRanked,
};
const char *rankChangeKindWord(RankChangeKind kind); // "rank", "new-best", "unranked", "ranked"

struct RankChange
{
    RankChangeKind kind = RankChangeKind::Moved;
    int oldRun = -1, newRun = -1;
    QString runId, name, group;
    std::optional<int> oldRank, newRank;
    QString reason; // why unranked, on the side where it is
    QString previousBest; // NewBest: the run id of the old #1, empty when there was none
};

// A reference that was verified and now is not, or the reverse (ARCHIVE.md §3).
struct ReferenceChange
{
    int oldRun = -1, newRun = -1;
    QString runId, name, group;
    QString role; // "protocol", "environment", "workload", "implementation"
    ReferenceState oldState = ReferenceState::NotDeclared, newState = ReferenceState::NotDeclared;
};

struct ArchiveDiff
{
    std::vector<RunChange> runs; // every kind but Same, in the newer archive's order, then removed runs
    int same = 0;
    std::vector<RankChange> ranks;
    std::vector<ReferenceChange> references;

    bool identical() const { return runs.empty() && ranks.empty() && references.empty(); }
    int count(RunChangeKind kind) const;
};

// Runs are matched by the kernelindex.dev/id annotation, else metadata.name, else record digest; runs
// sharing a key pair up in file order. Both archives need their run digests (rundigests.h).
// `threads`: how many cores share the work; 0 = one per core from 50k runs on (parallelchunks.h).
// The result is the same for any number.
ArchiveDiff diffArchives(const Archive &older, const Archive &newer, size_t threads = 0);

// Only what concerns comparison group `key` (on either side).
ArchiveDiff diffOfGroup(const ArchiveDiff &diff, const QString &key);

// The fields in which two objects' JSON differ, by path: leaves compared in their canonical form,
// arrays element by element. Empty bytes stand for an object that is not there (every field absent).
std::vector<FieldChange> jsonFieldChanges(const QByteArray &olderJson, const QByteArray &newerJson);
// Every field of either, equal ones too (differs false): the two versions side by side.
std::vector<FieldChange> jsonFieldComparison(const QByteArray &olderJson, const QByteArray &newerJson);

// The diff as flat rows, one per fact: what `diff` prints and the window lists.
struct DiffRow
{
    QString kind; // a run change, rank change or "reference" word
    QString runId, name, group;
    QString what; // the field path, the role, or "" (added, removed)
    std::optional<QString> oldValue, newValue;
    int oldRun = -1, newRun = -1;
};
std::vector<DiffRow> diffRows(const ArchiveDiff &diff);

} // namespace kie
