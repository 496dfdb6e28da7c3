// SPDX-License-Identifier: Apache-2.0
// Archive::indexOfDigest for passes over every run (the integrity summary, the run table's rows).
// The reader interns the digests runs declare, so the runs that name one object share one string's
// storage (one per reading thread): the answer is remembered per storage address, and a 71-character
// digest is hashed once per distinct string instead of once per run. Strings that are not shared
// fall back to the plain lookup: the answers are the same either way. Use one per thread, within one
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

private:
    struct Slot
    {
        const QChar *data = nullptr; // nullptr: empty slot
        qsizetype size = 0;
        ObjectKind kind = ObjectKind::Unknown;
        int index = -1;
    };
    void grow();

    const Archive &m_archive;
    std::vector<Slot> m_slots; // open addressing, linear probing, at most half full
    size_t m_used = 0;
    // Archives whose digests are not shared would add one entry per run: beyond a few per object
    // and reading thread, stop remembering.
    size_t m_maxRemembered = 0;
};

} // namespace kie
