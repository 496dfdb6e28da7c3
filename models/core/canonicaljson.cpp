// SPDX-License-Identifier: Apache-2.0
#include "canonicaljson.h"

#include "strictjson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
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

// RFC 8785 §3.2.2.2: the ECMAScript JSON.stringify escapes, nothing more.
void appendString(std::string_view text, QByteArray &out)
{
    static constexpr char hex[] = "0123456789abcdef";
    out.append('"');
    const char *runStart = text.data();
    const char *end = text.data() + text.size();
    for (const char *p = text.data(); p < end; ++p) {
        const auto c = uchar(*p);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(runStart, p - runStart);
        runStart = p + 1;
        switch (c) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\b':
            out.append("\\b");
            break;
        case '\f':
            out.append("\\f");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        default: {
            const char escape[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
            out.append(escape, sizeof escape);
        }
        }
    }
    out.append(runStart, end - runStart);
    out.append('"');
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
        m_out.append(formatEcmaScriptNumber(value));
        return true;
    }

    bool string(const std::string &text)
    {
        if (!isValidUtf8(text)) {
            error = QStringLiteral("invalid UTF-8 in string");
            return false;
        }
        appendString(text, m_out);
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
            appendString(*member.name, m_out);
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

std::string formatEcmaScriptNumber(double value)
{
    if (std::isnan(value))
        return "NaN";
    if (value == 0) // also -0
        return "0";
    if (std::isinf(value))
        return value < 0 ? "-Infinity" : "Infinity";
    if (value < 0)
        return "-" + formatEcmaScriptNumber(-value);

    // Shortest round-trip digits, as "d.ddde+XX"; then lay them out per ES Number::toString.
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    const std::string_view text(buffer, result.ptr - buffer);
    const auto e = text.find('e');
    std::string digits;
    digits.reserve(17);
    for (char c : text.substr(0, e)) {
        if (c != '.')
            digits.push_back(c);
    }
    const int k = int(digits.size());
    const int n = std::atoi(std::string(text.substr(e + 1)).c_str()) + 1; // value = 0.digits × 10^n

    std::string out;
    if (k <= n && n <= 21) {
        out = digits;
        out.append(size_t(n - k), '0');
    } else if (0 < n && n <= 21) {
        out = digits.substr(0, size_t(n)) + '.' + digits.substr(size_t(n));
    } else if (-6 < n && n <= 0) {
        out = "0." + std::string(size_t(-n), '0') + digits;
    } else {
        const int exponent = n - 1;
        out = digits.substr(0, 1);
        if (k > 1)
            out += '.' + digits.substr(1);
        out += exponent < 0 ? "e-" : "e+";
        out += std::to_string(std::abs(exponent));
    }
    return out;
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
