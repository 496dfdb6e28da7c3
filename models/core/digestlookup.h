// SPDX-License-Identifier: Apache-2.0
// Archive::indexOfDigest for passes over every run (the integrity summary, the run table's rows).
// The reader interns the digests runs declare, so the runs that name one object share one string
// (one per reading thread): the answer is remembered per string, by its identity (a SharedString's
// holder, a QString's storage address), so a 71-character digest is hashed once per distinct string
// instead of once per run, and a run's digest is not even read when its answer is known. Strings
// that are not shared fall back to the plain lookup: the answers are the same either way. Use one per thread, within one
// pass, while the archive it was made for is alive and unchanged (an address stands for one string
// only then).
#pragma once

#include "records.h"

#include <vector>

namespace kie {

struct Archive;

class DigestLookup
{
public:
    explicit DigestLookup(const Archive &archive);

    int indexOf(ObjectKind kind, const QString &digest);
    // The same; -1 for an empty digest, which names no object.
    int indexOf(ObjectKind kind, const SharedString &digest);

private:
    struct Slot
    {
        const void *identity = nullptr; // nullptr: empty slot
        qsizetype size = 0; // of a QString's storage; -1 for a SharedString's holder
        ObjectKind kind = ObjectKind::Unknown;
        int index = -1;
    };
    int remembered(const void *identity, qsizetype size, ObjectKind kind, size_t &at) const;
    void remember(size_t at, const void *identity, qsizetype size, ObjectKind kind, int index);
    void grow();

    static constexpr int kUnknown = -2; // no answer remembered (an index is -1 or more)
    const Archive &m_archive;
    std::vector<Slot> m_slots; // open addressing, linear probing, at most half full
    size_t m_used = 0;
    // Archives whose digests are not shared would add one entry per run: beyond a few per object
    // and reading thread, stop remembering.
    size_t m_maxRemembered = 0;
};

} // namespace kie
