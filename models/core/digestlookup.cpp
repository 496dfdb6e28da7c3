// SPDX-License-Identifier: Apache-2.0
#include "digestlookup.h"

#include "archive.h"

#include <algorithm>

namespace kie {

namespace {

size_t slotOf(const void *identity, ObjectKind kind, size_t mask)
{
    auto bits = quint64(reinterpret_cast<quintptr>(identity)) ^ (quint64(kind) << 59);
    bits *= 0x9e3779b97f4a7c15ull; // Fibonacci hashing: addresses differ mostly in their middle bits
    return size_t(bits >> 32) & mask;
}

} // namespace

DigestLookup::DigestLookup(const Archive &archive)
    : m_archive(archive),
      m_slots(256),
      m_maxRemembered(std::min<size_t>(size_t(1) << 20, 16 * size_t(std::max<qsizetype>(archive.objectCount() - qsizetype(archive.runs.size()), 0)) + 1024))
{
}

int DigestLookup::indexOf(ObjectKind kind, const QString &digest)
{
    if (digest.isEmpty())
        return m_archive.indexOfDigest(kind, digest);
    size_t at = 0;
    if (const int known = remembered(digest.constData(), digest.size(), kind, at); known != kUnknown)
        return known;
    const int index = m_archive.indexOfDigest(kind, digest);
    remember(at, digest.constData(), digest.size(), kind, index);
    return index;
}

int DigestLookup::indexOf(ObjectKind kind, const SharedString &digest)
{
    const void *identity = digest.identity();
    if (!identity)
        return -1;
    size_t at = 0;
    if (const int known = remembered(identity, -1, kind, at); known != kUnknown)
        return known;
    const int index = digest.isEmpty() ? -1 : m_archive.indexOfDigest(kind, digest);
    remember(at, identity, -1, kind, index);
    return index;
}

// The answer remembered for this string, or kUnknown and in `at` the slot to remember it in.
int DigestLookup::remembered(const void *identity, qsizetype size, ObjectKind kind, size_t &at) const
{
    const size_t mask = m_slots.size() - 1;
    for (at = slotOf(identity, kind, mask); m_slots[at].identity; at = (at + 1) & mask) {
        const Slot &slot = m_slots[at];
        if (slot.identity == identity && slot.size == size && slot.kind == kind)
            return slot.index;
    }
    return kUnknown;
}

void DigestLookup::remember(size_t at, const void *identity, qsizetype size, ObjectKind kind, int index)
{
    if (m_used >= m_maxRemembered)
        return;
    m_slots[at] = Slot{identity, size, kind, index};
    if (2 * ++m_used > m_slots.size())
        grow();
}

void DigestLookup::grow()
{
    std::vector<Slot> old;
    old.resize(m_slots.size() * 2); // up to 48 MB (2M slots)
    old.swap(m_slots);
    const size_t mask = m_slots.size() - 1;
    for (const Slot &slot : old) {
        if (!slot.identity)
            continue;
        size_t at = slotOf(slot.identity, slot.kind, mask);
        while (m_slots[at].identity)
            at = (at + 1) & mask;
        m_slots[at] = slot;
    }
}

} // namespace kie
