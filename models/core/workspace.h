// SPDX-License-Identifier: Apache-2.0
// A workspace: several opened files (members) shown as one archive. Each member stays its own
// Archive, as read; the merged Archive copies their records (SourceText shares each file's bytes),
// shows a run carried by several members once (same record digest), keeps every member that
// carries it, and ranks the merged runs afresh with rankArchive (comparison keys are derived from
// content, ARCHIVE.md §4, so snapshots of one group rank together).
#pragma once

#include "archive.h"
#include "formatting.h"
#include "integrity.h"

#include <QStringList>

#include <memory>
#include <vector>

namespace kie {

struct WorkspaceIndex
{
    struct Member
    {
        QString path; // the member's Archive::path
        QString fetchedFromUrl; // the member's Archive::fetchedFromUrl: a figure names the URL, not the cache
        ArchiveInfo info; // the member's metadata: its runs' citations take permalinkBase and source from it
        ArchiveFormat format = ArchiveFormat::SingleObject;
        QString accessDate; // the member's Archive::accessDate(), yyyy-MM-dd
        QStringList inputFiles;
        int runs = 0; // runs the member's file carries (before merging)
        int problems = 0;
        IntegritySummary integrity; // of the member on its own; per-run vectors left empty
        std::vector<int> mergedRuns; // merged run indexes the member carries, ascending
    };
    std::vector<Member> members;
    // Members carrying merged run r: runMembers[runMemberStart[r] .. runMemberStart[r + 1]).
    std::vector<int> runMemberStart;
    std::vector<int> runMembers;

    std::vector<int> membersOfRun(int run) const;
};

// One member: its Archive as opened. Null archives are skipped.
// A single member is returned as it is, not copied (a one-file workspace costs nothing): it keeps
// its own ranking. Several are ranked afresh with `options`.
std::shared_ptr<const Archive> mergeArchives(const std::vector<std::shared_ptr<const Archive>> &members,
                                             const RankingOptions &options = {});

// What a rank is a rank in (ARCHIVE.md §4 "Rank is of what is open"): "in this file", or "in this
// workspace of 3 files" for a workspace of several.
QString rankScopeText(const Archive &archive, Words words = Words::Translated);

// The files that carry a run: its workspace members' paths, or the archive's own path.
QStringList runSourceFiles(const Archive &archive, int run);

// What a citation of a run takes from the file the run comes from (ARCHIVE.md §7): that archive's
// permalinkBase and source, its format, its access date. The archive's own; in a workspace, the first
// member (in the order opened) that carries the run, never simply the workspace's first file.
struct RunOrigin
{
    ArchiveInfo info;
    ArchiveFormat format = ArchiveFormat::SingleObject;
    QString accessDate; // yyyy-MM-dd
};
RunOrigin runOrigin(const Archive &archive, int run);

// The earliest and the latest access date (yyyy-MM-dd) of the files an archive is made of: a
// workspace's members may each have been fetched or exported on another day; one file's twice.
struct AccessDates
{
    QString earliest, latest;
};
AccessDates accessDates(const Archive &archive);

} // namespace kie
