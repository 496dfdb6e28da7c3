// SPDX-License-Identifier: Apache-2.0
#include "digestlookup.h"

#include "archive.h"

#include <algorithm>

namespace kie {

namespace {

size_t slotOf(const QChar *data, ObjectKind kind, size_t mask)
{
    auto bits = quint64(reinterpret_cast<quintptr>(data)) ^ (quint64(kind) << 59);
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
    const QChar *data = digest.constData();
    const size_t mask = m_slots.size() - 1;
    size_t at = slotOf(data, kind, mask);
    for (; m_slots[at].data; at = (at + 1) & mask) {
        const Slot &slot = m_slots[at];
        if (slot.data == data && slot.size == digest.size() && slot.kind == kind)
            return slot.index;
    }
    const int index = m_archive.indexOfDigest(kind, digest);
    if (m_used >= m_maxRemembered)
        return index;
    m_slots[at] = Slot{data, digest.size(), kind, index};
    if (2 * ++m_used > m_slots.size())
        grow();
    return index;
}

void DigestLookup::grow()
{
    std::vector<Slot> old(m_slots.size() * 2);
    old.swap(m_slots);
    const size_t mask = m_slots.size() - 1;
    for (const Slot &slot : old) {
        if (!slot.data)
            continue;
        size_t at = slotOf(slot.data, slot.kind, mask);
        while (m_slots[at].data)
            at = (at + 1) & mask;
        m_slots[at] = slot;
    }
}

} // namespace kie
