// SPDX-License-Identifier: Apache-2.0
// The two leaf writers of RFC 8785 (JCS): strings and numbers. The strict path (canonicaljson.cpp,
// over nlohmann values) and the fast path (recordextract, over the simdjson DOM) both call these,
// so the bytes a digest is taken of are written in one place. Header-inline: they run for every
// string of every record.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace kie::jcs {

constexpr uint64_t kEveryByte = 0x0101010101010101ull; // a byte value times this: it in all eight bytes

// Whether any of the eight bytes of `word` is zero (exact: a borrow only runs past a zero byte).
inline bool hasZeroByte(uint64_t word)
{
    return (word - kEveryByte) & ~word & (kEveryByte * 0x80);
}

// Eight bytes at a time: is any of them a control character, '"' or '\'?
inline bool wordNeedsEscape(uint64_t word)
{
    return ((word - kEveryByte * 0x20) & ~word & (kEveryByte * 0x80)) || hasZeroByte(word ^ (kEveryByte * '"'))
        || hasZeroByte(word ^ (kEveryByte * '\\'));
}

// The most bytes writeString() writes for `size` bytes of text: every byte as "\u00XX", and quotes.
constexpr size_t maxStringBytes(size_t size)
{
    return 6 * size + 2;
}

// RFC 8785 §3.2.2.2: `text` (valid UTF-8, checked by the caller) quoted with the ECMAScript
// JSON.stringify escapes, nothing more, written at `out` (room for maxStringBytes()); returns the end.
// Eight bytes at a time where none needs an escape: record strings are mostly plain ASCII.
inline char *writeString(char *out, std::string_view text)
{
    static constexpr char hex[] = "0123456789abcdef";
    *out++ = '"';
    const char *in = text.data();
    const char *const end = in + text.size();
    while (in < end) {
        if (end - in >= 8) {
            uint64_t word;
            std::memcpy(&word, in, 8);
            if (!wordNeedsEscape(word)) {
                std::memcpy(out, &word, 8);
                out += 8;
                in += 8;
                continue;
            }
        }
        const auto c = static_cast<unsigned char>(*in++);
        if (c >= 0x20 && c != '"' && c != '\\') {
            *out++ = char(c);
            continue;
        }
        *out++ = '\\';
        switch (c) {
        case '"': *out++ = '"'; break;
        case '\\': *out++ = '\\'; break;
        case '\b': *out++ = 'b'; break;
        case '\f': *out++ = 'f'; break;
        case '\n': *out++ = 'n'; break;
        case '\r': *out++ = 'r'; break;
        case '\t': *out++ = 't'; break;
        default:
            *out++ = 'u';
            *out++ = '0';
            *out++ = '0';
            *out++ = hex[c >> 4];
            *out++ = hex[c & 0xF];
        }
    }
    *out++ = '"';
    return out;
}

// writeString() appended to `out`: std::string or QByteArray (grown, then cut to what was written),
// or a buffer that lends its unwritten room (CanonicalBytes: room(n), then written(end)).
template<typename Out>
inline void appendString(Out &out, std::string_view text)
{
    if constexpr (requires { out.written(out.room(size_t(0))); }) {
        out.written(writeString(out.room(maxStringBytes(text.size())), text));
    } else {
        const auto size = out.size();
        out.resize(size + decltype(size)(maxStringBytes(text.size())));
        out.resize(decltype(size)(writeString(out.data() + size, text) - out.data()));
    }
}

constexpr size_t kNumberBufferSize = 32; // "-1.2345678901234567e-308" and the longest plain forms fit

// ECMAScript Number::toString of a finite double into `buffer` (kNumberBufferSize bytes), no
// terminator; returns the length. Defined in canonicaljson.cpp.
size_t formatFiniteNumber(double value, char *buffer);

// RFC 8785 §3.2.2.3: a finite number (JCS numbers are IEEE doubles, whatever their spelling).
template<typename Out>
inline void appendNumber(Out &out, double value)
{
    char buffer[kNumberBufferSize];
    out.append(buffer, formatFiniteNumber(value, buffer));
}

} // namespace kie::jcs
