// SPDX-License-Identifier: Apache-2.0
// Matching the runs of two snapshots (archivediff.h): one hash table per thread, each holding the
// keys whose hash falls to it, so that the million lookups of a large archive share the cores and no
// table is written by two threads.
#include "archivediff_p.h"

#include "archive.h"
#include "parallelchunks.h"

#include <QHash>

#include <deque>

namespace kie {

namespace {

// How a run is found again in another snapshot: its id, else its name, else its record digest. The
// text is a view into the run's own strings (alive as long as the archive), or into `owned`.
struct MatchKey
{
    int rule = 0; // 0 id, 1 name, 2 digest: a name never matches an id that spells the same
    QStringView text;
    friend bool operator==(const MatchKey &a, const MatchKey &b) { return a.rule == b.rule && a.text == b.text; }
};

size_t qHash(const MatchKey &key, size_t seed = 0) noexcept
{
    return qHashMulti(seed, key.rule, key.text);
}

MatchKey matchKeyOf(const RunRecord &run, std::deque<QString> &owned)
{
    static const QString idAnnotation = QStringLiteral("kernelindex.dev/id");
    const auto id = run.meta.annotations.constFind(idAnnotation);
    if (id != run.meta.annotations.cend() && !QStringView(*id).trimmed().isEmpty())
        return {0, QStringView(*id).trimmed()};
    if (!run.meta.name.isEmpty())
        return {1, run.meta.name};
    owned.push_back(run.digest.toString()); // the few runs without id and name: their digest's text
    return {2, owned.back()};
}

// Every run's key hash, computed once on `chunks` threads.
std::vector<size_t> keyHashes(const Archive &archive, size_t chunks)
{
    std::vector<size_t> hashes(archive.runs.size());
    forEachChunk(hashes.size(), chunks, [&](size_t, size_t begin, size_t end) {
        std::deque<QString> owned;
        for (size_t run = begin; run < end; ++run) {
            hashes[run] = qHash(matchKeyOf(archive.runs[run], owned));
            owned.clear();
        }
    });
    return hashes;
}

} // namespace

std::vector<int> matchRuns(const Archive &older, const Archive &newer, size_t chunks)
{
    chunks = std::max<size_t>(chunks, 1);
    const size_t newCount = newer.runs.size();
    const std::vector<size_t> newHashes = keyHashes(newer, chunks);
    const std::vector<size_t> oldHashes = keyHashes(older, chunks);
    std::vector<int> olderOfNewer(newCount, -1);
    std::vector<int> nextWithKey(newCount, -1); // the next run of `newer` with the same key, in file order
    forEachChunk(chunks, chunks, [&](size_t part, size_t, size_t) {
        std::deque<QString> owned;
        QHash<MatchKey, int> firstOfKey; // the first run of `newer` with the key not matched yet; -1: none left
        firstOfKey.reserve(qsizetype(newCount / chunks + 1));
        for (size_t j = newCount; j-- > 0;) {
            if (newHashes[j] % chunks != part)
                continue;
            const MatchKey key = matchKeyOf(newer.runs[j], owned);
            const auto found = firstOfKey.find(key);
            if (found == firstOfKey.end()) {
                firstOfKey.insert(key, int(j));
            } else {
                nextWithKey[j] = found.value();
                found.value() = int(j);
            }
        }
        for (size_t i = 0; i < older.runs.size(); ++i) {
            if (oldHashes[i] % chunks != part)
                continue;
            const auto found = firstOfKey.find(matchKeyOf(older.runs[i], owned));
            if (found == firstOfKey.end() || found.value() < 0)
                continue;
            olderOfNewer[size_t(found.value())] = int(i);
            found.value() = nextWithKey[size_t(found.value())];
        }
    });
    return olderOfNewer;
}

} // namespace kie
