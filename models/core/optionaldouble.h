// SPDX-License-Identifier: Apache-2.0
// std::optional<double> in 8 bytes instead of 16, for the many optional numbers of every run and
// case (records.h). "Absent" is one signalling-NaN bit pattern: JSON has no NaN at all, and
// arithmetic only ever yields quiet NaNs, so no value read or computed can be mistaken for it.
#pragma once

#include <QtGlobal>

#include <bit>
#include <optional>

namespace kie {

class OptionalDouble
{
public:
    constexpr OptionalDouble() noexcept = default;
    constexpr OptionalDouble(std::nullopt_t) noexcept { } // NOLINT(google-explicit-constructor)
    constexpr OptionalDouble(double value) noexcept : m_bits(std::bit_cast<quint64>(value)) { } // NOLINT
    constexpr OptionalDouble(const std::optional<double> &value) noexcept // NOLINT
        : m_bits(value ? std::bit_cast<quint64>(*value) : kAbsent)
    {
    }

    constexpr bool has_value() const noexcept { return m_bits != kAbsent; } // NOLINT(readability-identifier-naming)
    constexpr explicit operator bool() const noexcept { return has_value(); }
    constexpr double operator*() const noexcept { return std::bit_cast<double>(m_bits); }
    constexpr double value_or(double fallback) const noexcept { return has_value() ? **this : fallback; } // NOLINT
    constexpr void reset() noexcept { m_bits = kAbsent; }
    constexpr operator std::optional<double>() const noexcept // NOLINT(google-explicit-constructor)
    {
        return has_value() ? std::optional<double>(**this) : std::nullopt;
    }

    // As std::optional: equal when both are absent or both hold equal values (NaN is unequal).
    friend constexpr bool operator==(OptionalDouble a, OptionalDouble b) noexcept
    {
        return a.has_value() == b.has_value() && (!a.has_value() || *a == *b);
    }
    friend constexpr bool operator==(OptionalDouble a, const std::optional<double> &b) noexcept
    {
        return a == OptionalDouble(b);
    }

private:
    static constexpr quint64 kAbsent = 0x7ff4'0000'0b5e'47edULL;
    quint64 m_bits = kAbsent;
};

static_assert(sizeof(OptionalDouble) == sizeof(double));
static_assert(!OptionalDouble().has_value() && OptionalDouble(0.0).has_value());

} // namespace kie
