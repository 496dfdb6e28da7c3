// SPDX-License-Identifier: Apache-2.0
// std::optional<T> kept out of line: 8 bytes in the struct that holds it, the value on the heap only
// where there is one. For parts of a run most runs do not have (records.h): a std::optional of
// them would cost every one of hundreds of thousands of runs their full size.
#pragma once

#include <memory>
#include <optional>
#include <utility>

namespace kie {

template<typename T>
class OptionalBox
{
public:
    OptionalBox() noexcept = default;
    OptionalBox(std::nullopt_t) noexcept { } // NOLINT(google-explicit-constructor)
    OptionalBox(T value) : m_value(std::make_unique<T>(std::move(value))) { } // NOLINT(google-explicit-constructor)
    OptionalBox(const OptionalBox &other) : m_value(other ? std::make_unique<T>(*other) : nullptr) { }
    OptionalBox(OptionalBox &&) noexcept = default;
    OptionalBox &operator=(const OptionalBox &other)
    {
        if (this != &other)
            m_value = other ? std::make_unique<T>(*other) : nullptr;
        return *this;
    }
    OptionalBox &operator=(OptionalBox &&) noexcept = default;
    ~OptionalBox() = default;

    bool has_value() const noexcept { return bool(m_value); } // NOLINT(readability-identifier-naming)
    explicit operator bool() const noexcept { return has_value(); }
    const T &operator*() const noexcept { return *m_value; }
    T &operator*() noexcept { return *m_value; }
    const T *operator->() const noexcept { return m_value.get(); }
    T *operator->() noexcept { return m_value.get(); }
    void reset() noexcept { m_value.reset(); }
    template<typename... Args>
    T &emplace(Args &&...args)
    {
        m_value = std::make_unique<T>(std::forward<Args>(args)...);
        return *m_value;
    }

    // As std::optional compares: empty equals empty, a value equals an equal value.
    friend bool operator==(const OptionalBox &a, const OptionalBox &b)
    {
        return a && b ? *a == *b : a.has_value() == b.has_value();
    }
    friend bool operator==(const OptionalBox &a, const T &b) { return a && *a == b; }
    friend bool operator==(const OptionalBox &a, std::nullopt_t) noexcept { return !a; }

private:
    std::unique_ptr<T> m_value;
};

} // namespace kie
