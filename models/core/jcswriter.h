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

// Eight bytes at a time: is any of them a control character, '"' or '\'?
inline bool wordNeedsEscape(uint64_t word)
{
    constexpr uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    const auto hasZero = [](uint64_t x) { return (x - ones) & ~x & highs; };
    return ((word - ones * 0x20) & ~word & highs) | hasZero(word ^ (ones * '"')) | hasZero(word ^ (ones * '\\'));
}

// RFC 8785 §3.2.2.2: `text` (valid UTF-8, checked by the caller) quoted with the ECMAScript
// JSON.stringify escapes, nothing more. `Out` is std::string or QByteArray.
template<typename Out>
inline void appendString(Out &out, std::string_view text)
{
    static constexpr char hex[] = "0123456789abcdef";
    out.push_back('"');
    size_t runStart = 0;
    size_t i = 0;
    while (i < text.size()) {
        if (i + 8 <= text.size()) {
            uint64_t word;
            std::memcpy(&word, text.data() + i, 8);
            if (!wordNeedsEscape(word)) {
                i += 8;
                continue;
            }
        }
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c != '"' && c != '\\') {
            ++i;
            continue;
        }
        out.append(text.data() + runStart, i - runStart);
        runStart = ++i;
        const char *escape = nullptr;
        switch (c) {
        case '"': escape = "\\\""; break;
        case '\\': escape = "\\\\"; break;
        case '\b': escape = "\\b"; break;
        case '\f': escape = "\\f"; break;
        case '\n': escape = "\\n"; break;
        case '\r': escape = "\\r"; break;
        case '\t': escape = "\\t"; break;
        default: {
            const char unicode[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
            out.append(unicode, sizeof unicode);
            continue;
        }
        }
        out.append(escape, 2);
    }
    out.append(text.data() + runStart, text.size() - runStart);
    out.push_back('"');
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
