// SPDX-License-Identifier: Apache-2.0
// Internal to the record extractor (recordextract*.cpp, through recordextract_p.h): the canonical
// (RFC 8785) bytes of a parsed record and their SHA-256, written by recordextract_jcs.cpp.
#pragma once

#include "archive.h"
#include "jcswriter.h"
#include "strictjson.h"

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace kie::extract {

using simdjson::dom::element;
using simdjson::dom::object;

// SHA-256 over bytes given in pieces (OpenSSL's EVP interface, recordextract_jcs.cpp): a large
// record's canonical bytes are hashed as they are written instead of being kept whole.
class Sha256Stream
{
public:
    Sha256Stream();
    ~Sha256Stream();
    Sha256Stream(const Sha256Stream &) = delete;
    Sha256Stream &operator=(const Sha256Stream &) = delete;
    bool begin();
    bool add(const char *bytes, size_t size);
    DigestString finish(); // empty when OpenSSL failed
private:
    void *m_context; // EVP_MD_CTX
    bool m_ok = false;
};

// The bytes a digest is taken of, as they are written: a plain growing buffer whose push_back and
// append are inline (std::string's were calls into the library for every brace, comma and quote:
// 3.7 % of a headless read of 300k runs with their digests, tests/benchmarks/README.md).
class CanonicalBytes
{
public:
    CanonicalBytes() { grow(size_t(1) << 16); }
    void push_back(char c)
    {
        reserveMore(1);
        m_data[m_size++] = c;
    }
    void append(const char *bytes, size_t count)
    {
        if (!count)
            return;
        reserveMore(count);
        std::memcpy(m_data.get() + m_size, bytes, count);
        m_size += count;
    }
    void append(std::string_view text) { append(text.data(), text.size()); }
    // Room for `count` more bytes, written in place and then kept up to `end` by written().
    char *room(size_t count)
    {
        reserveMore(count);
        return m_data.get() + m_size;
    }
    void written(const char *end) { m_size = size_t(end - m_data.get()); }
    void clear() { m_size = 0; }
    size_t size() const { return m_size; }
    const char *data() const { return m_data.get(); }
    // With a stream, the bytes written so far go to it whenever a megabyte of them no longer
    // fits, instead of the buffer growing: data() then holds only the bytes since (null: all).
    void streamTo(Sha256Stream *stream) { m_stream = stream; }

private:
    static constexpr size_t kStreamedFrom = size_t(1) << 20;
    void reserveMore(size_t count)
    {
        if (m_capacity - m_size >= count)
            return;
        if (m_stream && m_size >= kStreamedFrom) {
            m_stream->add(m_data.get(), m_size);
            m_size = 0;
            if (m_capacity >= count)
                return;
        }
        grow(std::max(2 * m_capacity, m_size + count));
    }
    void grow(size_t capacity)
    {
        auto bigger = std::make_unique_for_overwrite<char[]>(capacity);
        if (m_size)
            std::memcpy(bigger.get(), m_data.get(), m_size);
        m_data = std::move(bigger);
        m_capacity = capacity;
    }

    std::unique_ptr<char[]> m_data;
    size_t m_size = 0;
    size_t m_capacity = 0;
    Sha256Stream *m_stream = nullptr;
};

// RFC 8785 (JCS) bytes of an already parsed value, byte for byte what canonicaljson.cpp writes (both
// write strings and numbers through jcswriter.h), so that digests cost no second parse. It declines
// (returns false) whatever needs the strict path's judgement: duplicate keys, keys beyond the BMP (UTF-16 order), nesting near the limit.
class Canonicalizer
{
public:
    Canonicalizer()
    {
        m_levels.resize(kMaxJsonDepth + 2);
        m_out.streamTo(&m_hash);
    }

    // Writes `value` (Write) or only checks that it could be written (its keys unique, ...).
    template<bool Write>
    bool append(element value, size_t depth = 0);
    // digest(object) of ARCHIVE.md §3, or empty when the strict path must decide.
    DigestString digest(object top);

    // An array member written from elements parsed one at a time (a large run's cases,
    // recordextract_cases.cpp): the member whose key's bytes are at `key` in the parsed document
    // (one member of one document) gets, in place of its value, the elements `forEach` hands to
    // its callback; either returning false stops the digest (empty). Null `key`: none.
    using EachElement = std::function<bool(element)>;
    struct SplicedArray
    {
        const char *key = nullptr;
        std::function<bool(const EachElement &)> forEach;
    };
    void splice(SplicedArray spliced) { m_spliced = std::move(spliced); }

private:
    bool appendSpliced(size_t depth);
    static bool sortedMembers(object o, std::vector<std::pair<std::string_view, element>> &members);
    void appendString(std::string_view text) { jcs::appendString(m_out, text); }

    CanonicalBytes m_out;
    Sha256Stream m_hash; // what m_out streams to
    std::vector<std::vector<std::pair<std::string_view, element>>> m_levels; // one per depth, reused
    SplicedArray m_spliced;
};

} // namespace kie::extract
