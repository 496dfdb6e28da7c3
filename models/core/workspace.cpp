// SPDX-License-Identifier: Apache-2.0
#include "workspace.h"

#include "ranking.h"
#include "releaseinbackground.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace kie {

namespace {

// Objects of one kind from every member, each digest once across members (the first member's copy
// wins); within one member nothing is merged, and objects without a digest (cannot be canonicalized)
// are all kept. `maps[m][i]` is where member m's object i went.
template<typename Record>
void mergeKind(std::vector<Record> &into, const std::vector<const std::vector<Record> *> &from,
               std::vector<std::vector<int>> &maps)
{
    QMultiHash<DigestString, int> seen;
    std::vector<int> claimedBy; // per merged object: the last member mapped to it
    maps.assign(from.size(), {});
    for (size_t m = 0; m < from.size(); ++m) {
        const std::vector<Record> &records = *from[m];
        maps[m].resize(records.size());
        for (size_t i = 0; i < records.size(); ++i) {
            const Record &record = records[i];
            int at = -1;
            for (auto it = seen.constFind(record.digest); !record.digest.isEmpty() && it != seen.constEnd() && it.key() == record.digest; ++it) {
                if (claimedBy[size_t(it.value())] != int(m)) {
                    at = it.value();
                    break;
                }
            }
            if (at < 0) {
                at = int(into.size());
                if (!record.digest.isEmpty())
                    seen.insert(record.digest, at);
                into.push_back(record);
                claimedBy.push_back(-1);
            }
            claimedBy[size_t(at)] = int(m);
            maps[m][i] = at;
        }
    }
}

template<typename Record>
std::vector<const std::vector<Record> *> kindOf(const std::vector<std::shared_ptr<const Archive>> &members,
                                               std::vector<Record> Archive::*field)
{
    std::vector<const std::vector<Record> *> lists;
    lists.reserve(members.size());
    for (const auto &member : members)
        lists.push_back(&((*member).*field));
    return lists;
}

int remapped(const std::vector<int> &map, int index)
{
    return index >= 0 && size_t(index) < map.size() ? map[size_t(index)] : -1;
}

} // namespace

std::vector<int> WorkspaceIndex::membersOfRun(int run) const
{
    if (run < 0 || size_t(run) + 1 >= runMemberStart.size())
        return {};
    return std::vector<int>(runMembers.begin() + runMemberStart[size_t(run)],
                            runMembers.begin() + runMemberStart[size_t(run) + 1]);
}

std::shared_ptr<const Archive> mergeArchives(const std::vector<std::shared_ptr<const Archive>> &given,
                                             const RankingOptions &options)
{
    std::vector<std::shared_ptr<const Archive>> members;
    for (const auto &member : given) {
        if (member)
            members.push_back(member);
    }
    if (members.empty())
        return nullptr;
    if (members.size() == 1)
        return members.front();

    auto merged = makeArchive();
    const Archive &first = *members.front();
    merged->path = first.path;
    merged->format = first.format;
    merged->info = first.info;
    merged->openedAt = first.openedAt;
    auto index = std::make_shared<WorkspaceIndex>();

    std::vector<std::vector<int>> protocolMap, environmentMap, workloadMap, implementationMap, ignored;
    mergeKind(merged->protocols, kindOf(members, &Archive::protocols), protocolMap);
    mergeKind(merged->environments, kindOf(members, &Archive::environments), environmentMap);
    mergeKind(merged->workloads, kindOf(members, &Archive::workloads), workloadMap);
    mergeKind(merged->implementations, kindOf(members, &Archive::implementations), implementationMap);
    mergeKind(merged->attestations, kindOf(members, &Archive::attestations), ignored);
    mergeKind(merged->others, kindOf(members, &Archive::others), ignored);

    // Runs: one per record digest, with every member that carries it. Only runs of different members
    // are merged: a file that holds two runs with one digest (they differ in metadata only) shows both.
    std::vector<std::vector<int>> carriers;
    QMultiHash<DigestString, int> seen;
    for (size_t m = 0; m < members.size(); ++m) {
        const Archive &member = *members[m];
        merged->inputFiles += member.inputFiles.isEmpty() ? QStringList{member.path} : member.inputFiles;
        merged->problems.insert(merged->problems.end(), member.problems.begin(), member.problems.end());
        for (const RunRecord &run : member.runs) {
            int at = -1;
            for (auto it = seen.constFind(run.digest); !run.digest.isEmpty() && it != seen.constEnd() && it.key() == run.digest; ++it) {
                if (carriers[size_t(it.value())].back() != int(m)) {
                    at = it.value();
                    break;
                }
            }
            if (at < 0) {
                at = int(merged->runs.size());
                if (!run.digest.isEmpty())
                    seen.insert(run.digest, at);
                merged->runs.push_back(run);
                RunRecord &copy = merged->runs.back();
                copy.bundle.protocol = remapped(protocolMap[m], run.bundle.protocol);
                copy.bundle.environment = remapped(environmentMap[m], run.bundle.environment);
                copy.bundle.workload = remapped(workloadMap[m], run.bundle.workload);
                copy.bundle.implementation = remapped(implementationMap[m], run.bundle.implementation);
                carriers.emplace_back();
            }
            std::vector<int> &list = carriers[size_t(at)];
            if (list.empty() || list.back() != int(m))
                list.push_back(int(m));
        }
    }

    index->runMemberStart.reserve(carriers.size() + 1);
    index->runMemberStart.push_back(0);
    index->members.resize(members.size());
    for (size_t run = 0; run < carriers.size(); ++run) {
        for (const int m : carriers[run]) {
            index->runMembers.push_back(m);
            index->members[size_t(m)].mergedRuns.push_back(int(run));
        }
        index->runMemberStart.push_back(int(index->runMembers.size()));
    }
    for (size_t m = 0; m < members.size(); ++m) {
        WorkspaceIndex::Member &info = index->members[m];
        info.path = members[m]->path;
        info.fetchedFromUrl = members[m]->fetchedFromUrl;
        info.info = members[m]->info;
        info.format = members[m]->format;
        info.accessDate = members[m]->accessDate();
        info.inputFiles = members[m]->inputFiles;
        info.runs = int(members[m]->runs.size());
        info.problems = int(members[m]->problems.size());
        info.integrity = summarizeIntegrity(*members[m]);
        info.integrity.runTrust = {};
        info.integrity.mismatchRuns = {};
        info.integrity.invalidSignatureRuns = {};
        info.integrity.notInArchiveRuns = {};
    }

    merged->indexDigests();
    merged->ranking = rankArchive(*merged, options);
    merged->workspace = std::move(index);
    return merged;
}

QString rankScopeText(const Archive &archive, Words words)
{
    const int files = archive.workspace ? int(archive.workspace->members.size()) : 1;
    if (files > 1)
        return wordsText(words, "kie::Ranking", QT_TRANSLATE_N_NOOP("kie::Ranking", "in this workspace of %n files"), files);
    return wordsText(words, "kie::Ranking", QT_TRANSLATE_NOOP("kie::Ranking", "in this file"));
}

QStringList runSourceFiles(const Archive &archive, int run)
{
    if (!archive.workspace)
        return {archive.path};
    QStringList files;
    for (const int member : archive.workspace->membersOfRun(run))
        files.append(archive.workspace->members[size_t(member)].path);
    return files;
}

AccessDates accessDates(const Archive &archive)
{
    if (!archive.workspace || archive.workspace->members.empty()) {
        const QString date = archive.accessDate();
        return {date, date};
    }
    AccessDates dates;
    for (const WorkspaceIndex::Member &member : archive.workspace->members) {
        // yyyy-MM-dd: text order is date order.
        if (dates.earliest.isEmpty() || member.accessDate < dates.earliest)
            dates.earliest = member.accessDate;
        if (member.accessDate > dates.latest)
            dates.latest = member.accessDate;
    }
    return dates;
}

RunOrigin runOrigin(const Archive &archive, int run)
{
    if (archive.workspace) {
        const std::vector<int> carriers = archive.workspace->membersOfRun(run);
        if (!carriers.empty()) {
            const WorkspaceIndex::Member &member = archive.workspace->members[size_t(carriers.front())];
            return {member.info, member.format, member.accessDate};
        }
    }
    return {archive.info, archive.format, archive.accessDate()};
}

} // namespace kie
