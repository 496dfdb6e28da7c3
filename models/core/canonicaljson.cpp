// SPDX-License-Identifier: Apache-2.0
#include "canonicaljson.h"

#include "jcswriter.h"
#include "strictjson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <vector>

namespace kie {

namespace {

using json = nlohmann::json;

// Values not built by parseStrictJson may nest deeper; the writer recurses, so bound it.
constexpr int kMaxCanonicalDepth = 4 * kMaxJsonDepth;

// Decodes UTF-8 to UTF-16 (JCS sorts keys by UTF-16 code units). False on ill-formed UTF-8,
// including encoded surrogates and overlong forms.
bool utf8ToUtf16(std::string_view in, std::u16string &out)
{
    out.clear();
    out.reserve(in.size());
    const auto *p = reinterpret_cast<const unsigned char *>(in.data());
    const auto *end = p + in.size();
    while (p < end) {
        const unsigned char c = *p;
        char32_t cp;
        int extra;
        char32_t minimum;
        if (c < 0x80) {
            out.push_back(char16_t(c));
            ++p;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            cp = c & 0x1F;
            extra = 1;
            minimum = 0x80;
        } else if ((c & 0xF0) == 0xE0) {
            cp = c & 0x0F;
            extra = 2;
            minimum = 0x800;
        } else if ((c & 0xF8) == 0xF0) {
            cp = c & 0x07;
            extra = 3;
            minimum = 0x10000;
        } else {
            return false;
        }
        if (end - p <= extra)
            return false;
        for (int i = 1; i <= extra; ++i) {
            if ((p[i] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i] & 0x3F);
        }
        if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out.push_back(char16_t(0xD800 + (cp >> 10)));
            out.push_back(char16_t(0xDC00 + (cp & 0x3FF)));
        } else {
            out.push_back(char16_t(cp));
        }
        p += extra + 1;
    }
    return true;
}

bool isValidUtf8(std::string_view text)
{
    // ASCII fast path: most keys and values are plain ASCII
    if (std::all_of(text.begin(), text.end(), [](char c) { return uchar(c) < 0x80; }))
        return true;
    std::u16string scratch;
    return utf8ToUtf16(text, scratch);
}

class Writer
{
public:
    explicit Writer(QByteArray &out) : m_out(out) { }
    QString error;

    bool write(const json &value, int depth)
    {
        if (depth > kMaxCanonicalDepth) {
            error = QStringLiteral("nesting deeper than %1 levels").arg(kMaxCanonicalDepth);
            return false;
        }
        switch (value.type()) {
        case json::value_t::null:
            m_out.append("null");
            return true;
        case json::value_t::boolean:
            m_out.append(value.get<bool>() ? "true" : "false");
            return true;
        case json::value_t::number_integer:
            return number(double(value.get<json::number_integer_t>()));
        case json::value_t::number_unsigned:
            return number(double(value.get<json::number_unsigned_t>()));
        case json::value_t::number_float:
            return number(value.get<json::number_float_t>());
        case json::value_t::string:
            return string(*value.get_ptr<const json::string_t *>());
        case json::value_t::array: {
            m_out.append('[');
            bool first = true;
            for (const json &element : *value.get_ptr<const json::array_t *>()) {
                if (!first)
                    m_out.append(',');
                first = false;
                if (!write(element, depth + 1))
                    return false;
            }
            m_out.append(']');
            return true;
        }
        case json::value_t::object:
            return object(*value.get_ptr<const json::object_t *>(), depth);
        case json::value_t::binary:
            error = QStringLiteral("binary values have no JSON form");
            return false;
        case json::value_t::discarded:
            error = QStringLiteral("discarded value has no JSON form");
            return false;
        }
        return false;
    }

private:
    bool number(double value)
    {
        if (!std::isfinite(value)) {
            error = QStringLiteral("non-finite number (NaN or Infinity) has no JSON form");
            return false;
        }
        jcs::appendNumber(m_out, value);
        return true;
    }

    bool string(const std::string &text)
    {
        if (!isValidUtf8(text)) {
            error = QStringLiteral("invalid UTF-8 in string");
            return false;
        }
        jcs::appendString(m_out, text);
        return true;
    }

    // Writes the members of an object, all of them or only those named in `only`.
    bool object(const json::object_t &members, int depth, const std::vector<std::string_view> *only = nullptr)
    {
        struct Member
        {
            const std::string *name;
            const json *value;
        };
        std::vector<Member> selected;
        selected.reserve(only ? only->size() : members.size());
        // The map is ordered by UTF-8 bytes, i.e. by code point; UTF-16 order differs only when a
        // key holds a character above U+FFFF (4-byte UTF-8), so only then sort again.
        bool needsUtf16Sort = false;
        for (const auto &[name, value] : members) {
            if (only && std::find(only->begin(), only->end(), std::string_view(name)) == only->end())
                continue;
            if (!isValidUtf8(name)) {
                error = QStringLiteral("invalid UTF-8 in object key");
                return false;
            }
            needsUtf16Sort = needsUtf16Sort
                || std::any_of(name.begin(), name.end(), [](char c) { return uchar(c) >= 0xF0; });
            selected.push_back({&name, &value});
        }
        if (needsUtf16Sort) {
            std::vector<std::pair<std::u16string, Member>> keyed;
            keyed.reserve(selected.size());
            for (const Member &member : selected) {
                std::u16string key;
                utf8ToUtf16(*member.name, key);
                keyed.emplace_back(std::move(key), member);
            }
            std::sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
            for (size_t i = 0; i < keyed.size(); ++i)
                selected[i] = keyed[i].second;
        }
        m_out.append('{');
        bool first = true;
        for (const Member &member : selected) {
            if (!first)
                m_out.append(',');
            first = false;
            jcs::appendString(m_out, *member.name);
            m_out.append(':');
            if (!write(*member.value, depth + 1))
                return false;
        }
        m_out.append('}');
        return true;
    }

public:
    bool members(const json &value, const std::vector<std::string_view> &only)
    {
        if (!value.is_object()) {
            error = QStringLiteral("not a JSON object");
            return false;
        }
        return object(*value.get_ptr<const json::object_t *>(), 0, &only);
    }

private:
    QByteArray &m_out;
};

} // namespace

size_t jcs::formatFiniteNumber(double value, char *buffer)
{
    char *out = buffer;
    if (value == 0) { // also -0
        *out = '0';
        return 1;
    }
    if (value < 0) {
        *out++ = '-';
        value = -value;
    }
    // Below 2^53 every integer is a double of its own, so its shortest round-trip digits are its
    // decimal digits and Number::toString writes them as they are (no exponent below 10^21).
    // Latencies in ns, counts and sizes are such integers: most numbers of a record.
    if (constexpr double kExactIntegers = 9007199254740992.0; value < kExactIntegers && value == std::floor(value))
        return size_t(std::to_chars(out, buffer + kNumberBufferSize, static_cast<std::int64_t>(value)).ptr - buffer);
    // Shortest round-trip digits, as "d.ddde+XX"; then lay them out per ES Number::toString.
    char text[kNumberBufferSize];
    const char *textEnd = std::to_chars(text, text + sizeof text, value, std::chars_format::scientific).ptr;
    char digits[20];
    int k = 0; // number of significant digits
    const char *p = text;
    for (; p < textEnd && *p != 'e'; ++p) {
        if (*p != '.')
            digits[k++] = *p;
    }
    int n = 0; // value = 0.digits × 10^n
    std::from_chars(p + 1 + (p[1] == '+'), textEnd, n);
    ++n;

    const auto put = [&out](const char *from, int count) {
        std::memcpy(out, from, size_t(count));
        out += count;
    };
    if (k <= n && n <= 21) {
        put(digits, k);
        std::memset(out, '0', size_t(n - k));
        out += n - k;
    } else if (0 < n && n <= 21) {
        put(digits, n);
        *out++ = '.';
        put(digits + n, k - n);
    } else if (-6 < n && n <= 0) {
        *out++ = '0';
        *out++ = '.';
        std::memset(out, '0', size_t(-n));
        out += -n;
        put(digits, k);
    } else {
        const int exponent = n - 1;
        *out++ = digits[0];
        if (k > 1) {
            *out++ = '.';
            put(digits + 1, k - 1);
        }
        *out++ = 'e';
        *out++ = exponent < 0 ? '-' : '+';
        out = std::to_chars(out, buffer + kNumberBufferSize, std::abs(exponent)).ptr;
    }
    return size_t(out - buffer);
}

std::string formatEcmaScriptNumber(double value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value < 0 ? "-Infinity" : "Infinity";
    char buffer[jcs::kNumberBufferSize];
    return std::string(buffer, jcs::formatFiniteNumber(value, buffer));
}

bool canonicalizeJson(const nlohmann::json &value, QByteArray &out, QString *error)
{
    out.clear();
    Writer writer(out);
    if (writer.write(value, 0))
        return true;
    out.clear();
    if (error)
        *error = writer.error;
    return false;
}

bool canonicalizeJsonMembers(const nlohmann::json &object, const std::vector<std::string_view> &members, QByteArray &out,
                              QString *error)
{
    out.clear();
    Writer writer(out);
    if (writer.members(object, members))
        return true;
    out.clear();
    if (error)
        *error = writer.error;
    return false;
}

QByteArray canonicalizeJsonText(QByteArrayView text, QString *error)
{
    json value;
    JsonError parseError;
    if (!parseStrictJson(text, value, &parseError)) {
        if (error)
            *error = parseError.toString();
        return QByteArray();
    }
    QByteArray out;
    if (!canonicalizeJson(value, out, error))
        return QByteArray();
    return out;
}

} // namespace kie
