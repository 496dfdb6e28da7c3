// SPDX-License-Identifier: Apache-2.0
// Record extraction: the RFC 8785 bytes of an already parsed simdjson value, for object digests.
#include "recordextract_cases_p.h"
#include "recordextract_p.h"

#include "digest.h"

#include <openssl/evp.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace kie::extract {

namespace {

// Whether `text` (UTF-8) holds a character beyond the BMP: a lead byte 0xF0..0xF4, eight bytes at a
// time (a byte is at least 0xF0 exactly when setting its low four bits makes it 0xFF).
bool hasFourByteCharacter(std::string_view text)
{
    size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
        uint64_t word;
        std::memcpy(&word, text.data() + i, 8);
        if (jcs::hasZeroByte(~(word | jcs::kEveryByte * 0x0F))) // a zero byte where the byte was 0xF0 or more
            return true;
    }
    for (; i < text.size(); ++i) {
        if (uchar(text[i]) >= 0xF0)
            return true;
    }
    return false;
}

// a < b in unsigned byte order (std::string_view's), the first bytes compared inline: keys of one
// object nearly always differ there, and a call to memcmp per comparison was a tenth of the digests.
bool byteOrderLess(std::string_view a, std::string_view b)
{
    if (!a.empty() && !b.empty() && a.front() != b.front())
        return uchar(a.front()) < uchar(b.front());
    return a < b;
}

} // namespace

template<bool Write>
bool Canonicalizer::append(element value, size_t depth)
{
    switch (value.type()) {
    case element_type::OBJECT: {
        if (depth + 2 >= m_levels.size())
            return false;
        std::vector<std::pair<std::string_view, element>> &members = m_levels[depth];
        if (!sortedMembers(value.get_object().value_unsafe(), members))
            return false;
        if constexpr (Write)
            m_out.push_back('{');
        for (size_t i = 0; i < members.size(); ++i) {
            if constexpr (Write) {
                if (i)
                    m_out.push_back(',');
                appendString(members[i].first);
                m_out.push_back(':');
                if (m_spliced.key && members[i].first.data() == m_spliced.key) {
                    if (!appendSpliced(depth + 1))
                        return false;
                    continue;
                }
            }
            if (!append<Write>(members[i].second, depth + 1))
                return false;
        }
        if constexpr (Write)
            m_out.push_back('}');
        return true;
    }
    case element_type::ARRAY: {
        if (depth + 2 >= m_levels.size())
            return false;
        if constexpr (Write)
            m_out.push_back('[');
        bool first = true;
        const array items = value.get_array().value_unsafe();
        for (const element item : items) {
            if constexpr (Write) {
                if (!first)
                    m_out.push_back(',');
            }
            first = false;
            if (!append<Write>(item, depth + 1))
                return false;
        }
        if constexpr (Write)
            m_out.push_back(']');
        return true;
    }
    // Scalars are always writable: only written, never checked.
    case element_type::INT64: // JCS numbers are IEEE doubles, whatever their spelling
        if constexpr (Write)
            jcs::appendNumber(m_out, double(value.get_int64().value_unsafe()));
        return true;
    case element_type::UINT64:
        if constexpr (Write)
            jcs::appendNumber(m_out, double(value.get_uint64().value_unsafe()));
        return true;
    case element_type::DOUBLE:
        if constexpr (Write)
            jcs::appendNumber(m_out, value.get_double().value_unsafe());
        return true;
    case element_type::STRING:
        if constexpr (Write)
            appendString(value.get_string().value_unsafe());
        return true;
    case element_type::BOOL:
        if constexpr (Write)
            m_out.append(value.get_bool().value_unsafe() ? std::string_view("true") : std::string_view("false"));
        return true;
    case element_type::NULL_VALUE:
        if constexpr (Write)
            m_out.append(std::string_view("null"));
        return true;
    }
    return false;
}

bool Canonicalizer::appendSpliced(size_t depth)
{
    if (depth + 2 >= m_levels.size())
        return false;
    m_out.push_back('[');
    bool first = true;
    const bool written = m_spliced.forEach([&](element item) {
        if (!first)
            m_out.push_back(',');
        first = false;
        return append<true>(item, depth + 1);
    });
    m_out.push_back(']');
    return written;
}

DigestString Canonicalizer::digest(object top)
{
    m_out.clear();
    if (!m_hash.begin())
        return DigestString();
    std::vector<std::pair<std::string_view, element> > &members = m_levels[0];
    if (!sortedMembers(top, members))
        return DigestString();
    // Duplicate keys anywhere make the object uncanonicalizable: look at the other members too.
    for (const auto &[key, value] : members) {
        if (key != "apiVersion" && key != "kind" && key != "spec" && !append<false>(value, 1))
            return DigestString();
    }
    m_out.push_back('{');
    bool first = true;
    for (const auto &[key, value] : members) {
        if (key != "apiVersion" && key != "kind" && key != "spec")
            continue;
        if (!first)
            m_out.push_back(',');
        first = false;
        appendString(key);
        m_out.push_back(':');
        if (!append<true>(value, 1))
            return DigestString();
    }
    m_out.push_back('}');
    if (!m_hash.add(m_out.data(), m_out.size()))
        return DigestString();
    return m_hash.finish();
}

Sha256Stream::Sha256Stream() : m_context(EVP_MD_CTX_new()) { }

Sha256Stream::~Sha256Stream()
{
    EVP_MD_CTX_free(static_cast<EVP_MD_CTX *>(m_context));
}

bool Sha256Stream::begin()
{
    // Fetched once (OpenSSL 3 looks EVP_sha256() up under a lock on every use; digest.cpp does the same).
    static const EVP_MD *const algorithm = [] {
        const EVP_MD *fetched = EVP_MD_fetch(nullptr, "SHA256", nullptr);
        return fetched ? fetched : EVP_sha256();
    }();
    m_ok = m_context && EVP_DigestInit_ex2(static_cast<EVP_MD_CTX *>(m_context), algorithm, nullptr) == 1;
    return m_ok;
}

bool Sha256Stream::add(const char *bytes, size_t size)
{
    m_ok = m_ok && EVP_DigestUpdate(static_cast<EVP_MD_CTX *>(m_context), bytes, size) == 1;
    return m_ok;
}

DigestString Sha256Stream::finish()
{
    DigestString::Sha256 digest;
    unsigned int length = 0;
    if (!m_ok || EVP_DigestFinal_ex(static_cast<EVP_MD_CTX *>(m_context), digest.data(), &length) != 1 || length != 32)
        return DigestString();
    m_ok = false;
    return DigestString::fromSha256(digest);
}

bool Canonicalizer::sortedMembers(object o, std::vector<std::pair<std::string_view, element>> &members)
{
    members.clear();
    bool ascending = true; // as written: nothing to sort, and no key twice
    for (const auto field : o) {
        if (hasFourByteCharacter(field.key)) // UTF-16 order differs from byte order (RFC 8785 §3.2.3)
            return false;
        if (!members.empty() && !byteOrderLess(members.back().first, field.key))
            ascending = false;
        members.emplace_back(field.key, field.value);
    }
    if (ascending)
        return true;
    std::sort(members.begin(), members.end(), [](const auto &a, const auto &b) { return byteOrderLess(a.first, b.first); });
    for (size_t i = 1; i < members.size(); ++i) {
        if (members[i - 1].first == members[i].first)
            return false;
    }
    return true;
}

} // namespace kie::extract

namespace kie {

struct RecordDigester::Private
{
    simdjson::dom::parser parser;
    extract::PrivateCopyParser copyParser;
    extract::Canonicalizer canonicalizer;
};

RecordDigester::RecordDigester()
    : d(std::make_unique<Private>())
{
    // The extractor's depth: what simdjson refuses goes to the strict path, which has the last word.
    if (d->parser.allocate(1 << 16, size_t(kMaxJsonDepth) + 1) != simdjson::SUCCESS)
        qWarning("simdjson: cannot allocate a parser");
}

RecordDigester::~RecordDigester() = default;

DigestString RecordDigester::digest(const SourceText &source, QString *error)
{
    return digest(source.bytes(), error);
}

DigestString RecordDigester::digest(QByteArrayView bytes, QString *error)
{
    // A large run's cases one by one, as the reader read them (recordextract_cases.cpp).
    if (DigestString digest = extract::digestOfLargeRun(bytes.data(), bytes.size(), d->parser, d->canonicalizer); !digest.isEmpty())
        return digest;
    auto parsed = d->copyParser.parse(d->parser, bytes.data(), size_t(bytes.size()));
    if (!parsed.error() && parsed.value_unsafe().type() == extract::element_type::OBJECT) {
        DigestString digest = d->canonicalizer.digest(parsed.value_unsafe().get_object().value_unsafe());
        if (!digest.isEmpty())
            return digest;
    }
    return objectDigestOfText(bytes, error); // says why, or reads what only the strict parser can
}

} // namespace kie
