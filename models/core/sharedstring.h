// SPDX-License-Identifier: Apache-2.0
// An immutable QString held through one counted pointer: 8 bytes in a record instead of QString's
// 24. For the run fields whose few values repeat across hundreds of thousands of runs (a status,
// a statistic's name, an evidence level, the four digests a run names its objects by): the reader
// keeps one of each value and every run points to it. Each byte a run takes costs its share of the
// open (tests/benchmarks/README.md). It reads as a const QString &, so whatever takes a string takes this.
#pragma once

#include "digeststring.h"

#include <QLatin1StringView>
#include <QString>
#include <QStringView>

#include <atomic>
#include <utility>

namespace kie {

class SharedString
{
public:
    SharedString() noexcept = default;
    // A null QString needs no holder; an empty one keeps one, so that isNull() reads as it was set.
    SharedString(const QString &text) : m_holder(text.isNull() ? nullptr : new Holder(text)) { } // NOLINT: assigned from text
    SharedString(const SharedString &other) noexcept : m_holder(other.m_holder)
    {
        if (m_holder)
            m_holder->references.fetch_add(1, std::memory_order_relaxed);
    }
    SharedString(SharedString &&other) noexcept : m_holder(std::exchange(other.m_holder, nullptr)) { }
    SharedString &operator=(const SharedString &other) noexcept
    {
        SharedString(other).swap(*this);
        return *this;
    }
    SharedString &operator=(SharedString &&other) noexcept
    {
        SharedString(std::move(other)).swap(*this);
        return *this;
    }
    ~SharedString() { release(); }

    const QString &text() const noexcept { return m_holder ? m_holder->text : nullText(); }
    operator const QString &() const noexcept { return text(); } // NOLINT(google-explicit-constructor)
    const QString *operator->() const noexcept { return &text(); }
    bool isEmpty() const noexcept { return text().isEmpty(); }
    // The same for every copy of one string, without reading it (digestlookup.h remembers answers by
    // it); null for a null string. Strings equal in text may still have different identities.
    const void *identity() const noexcept { return m_holder; }
    void clear() noexcept { SharedString().swap(*this); }
    void swap(SharedString &other) noexcept { std::swap(m_holder, other.m_holder); }

    friend bool operator==(const SharedString &a, const SharedString &b) noexcept
    {
        return a.m_holder == b.m_holder || a.text() == b.text();
    }
    friend bool operator==(const SharedString &a, const QString &b) noexcept { return a.text() == b; }
    friend bool operator==(const SharedString &a, QStringView b) noexcept { return QStringView(a.text()) == b; }
    friend bool operator==(const SharedString &a, QLatin1StringView b) noexcept { return a.text() == b; }
    friend bool operator==(const SharedString &a, const DigestString &b) { return b == a.text(); }

private:
    struct Holder
    {
        explicit Holder(const QString &value) : text(value) { }
        std::atomic<qsizetype> references{1};
        const QString text;
    };

    static const QString &nullText() noexcept;
    void release() noexcept
    {
        if (m_holder && m_holder->references.fetch_sub(1, std::memory_order_acq_rel) == 1)
            delete m_holder;
    }

    Holder *m_holder = nullptr;
};

// For QCOMPARE's messages.
char *toString(const SharedString &text);

} // namespace kie
