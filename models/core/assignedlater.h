// SPDX-License-Identifier: Apache-2.0
// A vector whose new elements are written by a parallel pass, not by resize() on one thread first.
#pragma once

#include <memory>
#include <type_traits>
#include <utility>

namespace kie {

// A vector allocator that leaves the elements resize() adds as allocated, not value-initialised,
// for vectors that a pass on all cores then writes whole, element by element: resizing a million
// rows would otherwise write every one of them once on a single thread first. Only for types whose
// objects begin to exist with their storage (implicit-lifetime: trivially copyable and destructible
// aggregates); the pass must assign every element before anything reads it.
template<typename T>
struct AssignedLaterAllocator : std::allocator<T>
{
    template<typename U>
    struct rebind
    {
        using other = AssignedLaterAllocator<U>;
    };
    AssignedLaterAllocator() = default;
    template<typename U>
    AssignedLaterAllocator(const AssignedLaterAllocator<U> &) noexcept // NOLINT: as std::allocator's
    {
    }

    template<typename U>
    void construct(U *) noexcept
    {
        static_assert(std::is_trivially_copyable_v<U> && std::is_trivially_destructible_v<U>);
    }
    template<typename U, typename... Args>
    void construct(U *at, Args &&...args)
    {
        ::new (static_cast<void *>(at)) U(std::forward<Args>(args)...);
    }
};

} // namespace kie
