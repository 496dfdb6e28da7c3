// SPDX-License-Identifier: Apache-2.0
// Internal to the record extractor (recordextract*.cpp), never included elsewhere: it holds the
// simdjson types recordextract.h keeps out. recordextract.cpp parses records and bundles,
// recordextract_fields.cpp reads an object's members into records.h structs, recordextract_jcs.cpp
// writes the canonical bytes a digest is taken of.
#pragma once

#include "freshmemory_p.h"
#include "jcswriter.h"
#include "recordextract.h"
#include "recordextract_jcs_p.h"
#include "strictjson.h"

#include <QCoreApplication>

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace kie {

namespace extract {

using simdjson::dom::array;
using simdjson::dom::element;
using simdjson::dom::element_type;
using simdjson::dom::object;

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::RecordExtractor)
};

// Records this large ask for their parse and their canonical bytes (RecordExtractor::setReserve)
// before either is allocated; smaller ones are in the reader's estimate of their batch.
constexpr qint64 kLargeRecordBytes = qint64(1) << 20;

// "an array", "a number", ... for messages about a value of the wrong type.
QString typeName(element_type type);
QVariant toVariant(element value);

inline QString fromUtf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Digests, statuses, kinds and names repeat across hundreds of thousands of records: one shared
// copy each saves most of the memory the records would otherwise take. Open addressing with a cheap
// word-at-a-time hash: this lookup runs a dozen times per record.
template<typename Value>
class InternTable
{
public:
    InternTable() { rehash(1024); }

    template<typename Make>
    Value get(std::string_view key, Make make)
    {
        const uint64_t hash = hashOf(key) | 1; // 0 marks an empty slot
        size_t mask = m_hashes.size() - 1;
        size_t i = size_t(hash) & mask;
        // Probing reads only the compact hash array; keys are compared on a hash match.
        for (; m_hashes[i]; i = (i + 1) & mask) {
            if (m_hashes[i] == hash && m_entries[i].key == key)
                return m_entries[i].value;
        }
        if (m_size >= kMaxEntries) // mostly unique values: stop remembering them
            return make();
        if (2 * (m_size + 1) > m_hashes.size()) {
            rehash(m_hashes.size() * 2);
            mask = m_hashes.size() - 1;
            for (i = size_t(hash) & mask; m_hashes[i]; i = (i + 1) & mask) { }
        }
        m_hashes[i] = hash;
        m_entries[i] = Entry{keep(key), make()};
        ++m_size;
        return m_entries[i].value;
    }

private:
    struct Entry
    {
        std::string_view key; // in m_keyBlocks
        Value value;
    };

    // The keys' bytes, packed in blocks that never move: one allocation per many keys, where a
    // std::string per entry allocated for every key longer than 15 bytes (a digest, a title).
    std::string_view keep(std::string_view key)
    {
        if (key.empty()) // there may be no block yet, and memcpy() takes no null pointer
            return {};
        if (key.size() > m_blockLeft) {
            const size_t size = std::max(key.size(), kKeyBlock);
            m_keyBlocks.push_back(std::make_unique_for_overwrite<char[]>(size));
            m_blockAt = m_keyBlocks.back().get();
            m_blockLeft = size;
        }
        std::memcpy(m_blockAt, key.data(), key.size());
        const std::string_view kept(m_blockAt, key.size());
        m_blockAt += key.size();
        m_blockLeft -= key.size();
        return kept;
    }

    static uint64_t hashOf(std::string_view key)
    {
        uint64_t hash = 0x9e3779b97f4a7c15ull ^ key.size();
        size_t i = 0;
        for (; i + 8 <= key.size(); i += 8) {
            uint64_t word;
            std::memcpy(&word, key.data() + i, 8);
            hash = (hash ^ word) * 0xff51afd7ed558ccdull;
            hash ^= hash >> 32;
        }
        uint64_t last = 0;
        std::memcpy(&last, key.data() + i, key.size() - i);
        hash = (hash ^ last) * 0xc4ceb9fe1a85ec53ull;
        return hash ^ (hash >> 29);
    }

    void rehash(size_t slotCount)
    {
        std::vector<uint64_t> hashes(slotCount, 0);
        std::vector<Entry> entries(slotCount);
        for (size_t j = 0; j < m_hashes.size(); ++j) {
            if (!m_hashes[j])
                continue;
            size_t i = size_t(m_hashes[j]) & (slotCount - 1);
            while (hashes[i])
                i = (i + 1) & (slotCount - 1);
            hashes[i] = m_hashes[j];
            entries[i] = std::move(m_entries[j]);
        }
        m_hashes.swap(hashes);
        m_entries.swap(entries);
    }

    static constexpr size_t kMaxEntries = size_t(1) << 15;
    static constexpr size_t kKeyBlock = size_t(1) << 16;
    std::vector<uint64_t> m_hashes;
    std::vector<Entry> m_entries;
    size_t m_size = 0;
    std::vector<std::unique_ptr<char[]>> m_keyBlocks;
    char *m_blockAt = nullptr;
    size_t m_blockLeft = 0;
};

class Fields;
class StreamedCases; // recordextract_cases_p.h

// simdjson reads a record twice: stage 1 indexes its structure, stage 2 follows that index. The
// bytes of a mapped file can change in between (another program rewriting or shortening it,
// mappedfileguard.h), and a string whose closing quote is gone by then ran stage 2 past the record
// and past the parser's buffers. So every record is parsed from a private copy, read once; the
// copy's buffer is kept for the next record (a memcpy of the record, a few percent of its parse).
class PrivateCopyParser
{
public:
    simdjson::simdjson_result<element> parse(simdjson::dom::parser &parser, const char *data, size_t size)
    {
        const size_t padded = size + simdjson::SIMDJSON_PADDING;
        if (m_bytes.size() < padded)
            m_bytes.resize(padded);
        std::memcpy(m_bytes.data(), data, size);
        std::memset(m_bytes.data() + size, 0, simdjson::SIMDJSON_PADDING);
        return parser.parse(reinterpret_cast<const uint8_t *>(m_bytes.data()), size, false);
    }

private:
    std::string m_bytes;
};

// The sourceNative blocks of one thread's runs, side by side in shared slabs: each run's pointer
// shares its slab's ownership (aliasing shared_ptr), one allocation per slab of up to kLargest runs
// instead of one allocation and control block per run (records.h keeps the block out of line,
// shared). Slabs start small and double, so that a file of a few runs does not hold a large one.
class SourceNativeSlabs
{
public:
    std::shared_ptr<const SourceNative> add(SourceNative &&native)
    {
        if (!m_slab || m_slab->size() == m_slab->capacity()) {
            m_slab = std::make_shared<std::vector<SourceNative>>();
            m_slab->reserve(m_nextSize);
            prefaultForWriting(m_slab->data(), m_nextSize * sizeof(SourceNative));
            m_nextSize = std::min(2 * m_nextSize, kLargest);
        }
        m_slab->push_back(std::move(native)); // within capacity: earlier elements never move
        return std::shared_ptr<const SourceNative>(m_slab, &m_slab->back());
    }

private:
    static constexpr size_t kLargest = 1024;
    size_t m_nextSize = 16;
    std::shared_ptr<std::vector<SourceNative>> m_slab;
};

} // namespace extract

struct RecordExtractor::Private
{
    std::shared_ptr<const QByteArray> buffer;
    const char *data = nullptr;
    // RecordExtractor::useCopy(): bytes of the file from copyBegin on, copySize of them.
    const char *copy = nullptr;
    qint64 copyBegin = 0, copySize = 0;
    // Where a record's bytes are read from: the copy when it holds them, else the buffer.
    const char *bytesOf(const ScanSpan &at) const
    {
        if (copy && at.begin >= copyBegin && at.end <= copyBegin + copySize)
            return copy + (at.begin - copyBegin);
        return data + at.begin;
    }
    QString fileName;
    int maxDepth = kMaxJsonDepth;
    simdjson::dom::parser parser;
    extract::PrivateCopyParser copyParser; // what the file's records are parsed from
    bool inPlace = false; // RecordExtractor::parseInPlace()
    std::string fallbackText; // a record re-serialised by the strict parser (see parse())
    bool parsedFallback = false; // the current document is fallbackText, not the file's bytes
    bool digestRuns = true;
    extract::Canonicalizer canonicalizer;
    // A large run's cases (recordextract_cases.cpp): read one at a time while the run is extracted
    // from the rest of its record; false when the record is not one to read so (then it is parsed whole).
    extract::StreamedCases *streamedCases = nullptr;
    bool extractLargeRun(const ScanSpan &at, int index, RecordBatch &batch);
    extract::InternTable<QString> strings;
    extract::InternTable<SharedString> sharedStrings; // the same, for the SharedString fields of records.h
    // Titles repeat where several runs are one implementation's ("author · benchmark · GPU"; one
    // title in eight runs in kie-gen-archive's files): each is kept once, not once a run.
    extract::InternTable<QString> titles;
    extract::InternTable<QMap<QString, QString>> stringMaps;
    std::string stringMapIdentity; // Fields::stringMap()'s key, kept so that its bytes are allocated once
    extract::SourceNativeSlabs sourceNatives;
    // A trace's case logs repeat ("ninja: no work to do." and the same warnings): kept once each, in
    // a table made on the first case (a table costs every extractor, one per read and worker, 48 KB).
    std::unique_ptr<extract::InternTable<QString>> logTable;
    extract::InternTable<QString> &logs()
    {
        if (!logTable)
            logTable = std::make_unique<extract::InternTable<QString>>();
        return *logTable;
    }

    // The memory budget (RecordExtractor::setReserve): the parser's and the canonical writer's
    // buffers are reused from record to record, so only their growth beyond what this extractor
    // already reserved is asked for; what records keep is asked for every time.
    RecordExtractor::Reserve reserve;
    bool refused = false; // the Reserve said no: no more records are read
    qint64 parseReserved = 0, canonicalReserved = 0;
    // Whether `bytes` more may be taken for what `detail` says of the record at `at` (number `index`).
    bool allow(qint64 bytes, const ScanSpan &at, int index, const QString &detail);
    // The same for a reused buffer that needs `bytes` in all, of which `reserved` are counted already.
    bool allowReused(qint64 bytes, qint64 &reserved, const ScanSpan &at, int index, const QString &detail)
    {
        if (bytes <= reserved)
            return !refused;
        if (!allow(bytes - reserved, at, index, detail))
            return false;
        reserved = bytes;
        return true;
    }
    bool allowForRecord(qint64 bytes, const QString &detail) { return !span || allow(bytes, *span, recordIndex, detail); }

    // Where warnings about the current record go.
    const ScanSpan *span = nullptr;
    int recordIndex = -1;
    RecordBatch *out = nullptr;

    std::optional<extract::element> parse(const ScanSpan &span, int recordIndex, RecordBatch &out);
    std::pair<ObjectKind, int> extractObject(extract::object o, const ScanSpan &span, int recordIndex, RecordBatch &out);
    void warn(const QString &message)
    {
        out->problems.push_back(makeProblem(*span, recordIndex, message, Severity::Warning));
    }
    LoadProblem makeProblem(const ScanSpan &at, int index, const QString &message, Severity severity) const
    {
        LoadProblem problem;
        problem.severity = severity;
        problem.file = fileName;
        problem.line = at.line;
        problem.column = at.column;
        problem.byteOffset = at.begin;
        problem.recordIndex = index;
        problem.message = message;
        return problem;
    }
    QString intern(std::string_view text)
    {
        return strings.get(text, [text] { return extract::fromUtf8(text); });
    }
};

namespace extract {

// Reads the members of one JSON object into struct fields; a member of the wrong type is a warning
// naming its path (e.g. "spec.timing.latencyNs.mean"), and the field stays empty.
class Fields
{
public:
    Fields(RecordExtractor::Private &d, object o, const Fields *parent, const char *name)
        : m_d(d), m_object(o), m_parent(parent), m_name(name)
    {
    }
    Fields(const Fields &other)
        : m_d(other.m_d), m_object(other.m_object), m_parent(other.m_parent), m_name(other.m_name), m_indexed(other.m_indexed)
    {
        if (m_indexed > 0 && m_indexed <= kMostIndexed)
            std::memcpy(static_cast<void *>(m_members), other.m_members, size_t(m_indexed) * sizeof(Member));
    }
    Fields &operator=(const Fields &) = delete;

    // The first member named `key`, as simdjson's at_key() finds it. A record's fields are about a
    // dozen lookups in each of its objects, most of them for members it does not have, and each
    // at_key() walked all of the object's members: they are walked once, on the first lookup.
    std::optional<element> get(std::string_view key) const
    {
        if (m_indexed < 0)
            indexMembers();
        if (m_indexed > kMostIndexed) {
            const auto found = m_object.at_key(key);
            return found.error() ? std::nullopt : std::optional<element>(found.value_unsafe());
        }
        for (int i = 0; i < m_indexed; ++i) {
            if (m_members[i].key == key)
                return m_members[i].value;
        }
        return std::nullopt;
    }

    // `intern`: a string that repeats across records (a kind, a status, a digest), shared by them.
    QString str(const char *key, bool intern = false) const { return read(key, intern ? &m_d.strings : nullptr); }
    // Shared through `table`: strings that often repeat but may as well all differ (titles), kept
    // apart so that they cannot fill the table the always-repeating strings share.
    QString str(const char *key, InternTable<QString> &table) const { return read(key, &table); }

    // A string that repeats across runs, kept once for all of them (records.h: SharedString).
    SharedString shared(const char *key) const { return read(key, &m_d.sharedStrings); }

    std::optional<double> num(const char *key) const
    {
        const auto value = get(key);
        if (!value || value->is_null())
            return std::nullopt;
        switch (value->type()) {
        case element_type::INT64:
            return double(value->get_int64().value_unsafe());
        case element_type::UINT64:
            return double(value->get_uint64().value_unsafe());
        case element_type::DOUBLE:
            return value->get_double().value_unsafe();
        default:
            mismatch(key, *value, Tr::tr("a number"));
            return std::nullopt;
        }
    }

    std::optional<qint64> integer(const char *key) const
    {
        const auto value = get(key);
        if (!value || value->is_null())
            return std::nullopt;
        if (value->type() == element_type::INT64)
            return qint64(value->get_int64().value_unsafe());
        if (value->type() == element_type::DOUBLE) {
            const double number = value->get_double().value_unsafe();
            if (number == double(qint64(number)))
                return qint64(number);
        }
        mismatch(key, *value, Tr::tr("an integer"));
        return std::nullopt;
    }

    std::optional<bool> boolean(const char *key) const
    {
        const auto value = get(key);
        if (!value || value->is_null())
            return std::nullopt;
        if (value->type() == element_type::BOOL)
            return value->get_bool().value_unsafe();
        mismatch(key, *value, Tr::tr("true or false"));
        return std::nullopt;
    }

    std::optional<Fields> obj(const char *key) const
    {
        const auto value = get(key);
        if (!value || value->is_null())
            return std::nullopt;
        if (value->type() == element_type::OBJECT)
            return Fields(m_d, value->get_object().value_unsafe(), this, key);
        mismatch(key, *value, Tr::tr("an object"));
        return std::nullopt;
    }

    std::optional<array> arr(const char *key) const
    {
        const auto value = get(key);
        if (!value || value->is_null())
            return std::nullopt;
        if (value->type() == element_type::ARRAY)
            return value->get_array().value_unsafe();
        mismatch(key, *value, Tr::tr("an array"));
        return std::nullopt;
    }

    QVariantMap variantMap(const char *key, bool internKeys = false) const
    {
        QVariantMap map;
        const auto value = get(key);
        if (!value || value->is_null())
            return map;
        if (value->type() != element_type::OBJECT) {
            mismatch(key, *value, Tr::tr("an object"));
            return map;
        }
        const object o = value->get_object().value_unsafe();
        if (!mayBuild(key, o, kVariantEntryBytes))
            return map;
        for (const auto field : o)
            map.insert(internKeys ? m_d.intern(field.key) : fromUtf8(field.key), toVariant(field.value));
        return map;
    }

    // sourceNative.metrics: the known metrics straight into their numbers, no map per run.
    SourceMetrics metrics(const char *key) const
    {
        SourceMetrics metrics;
        const auto value = get(key);
        if (!value || value->is_null())
            return metrics;
        if (value->type() != element_type::OBJECT) {
            mismatch(key, *value, Tr::tr("an object"));
            return metrics;
        }
        const object o = value->get_object().value_unsafe();
        for (const auto field : o) {
            const QUtf8StringView name(field.key.data(), qsizetype(field.key.size()));
            const element_type type = field.value.type();
            if (type == element_type::DOUBLE && metrics.insertKnown(name, field.value.get_double().value_unsafe()))
                continue;
            if (type == element_type::INT64 && metrics.insertKnown(name, qint64(field.value.get_int64().value_unsafe())))
                continue;
            metrics.insert(m_d.intern(field.key), toVariant(field.value));
        }
        return metrics;
    }

    // A map of strings (labels, annotations, libraries); identical maps share one copy.
    QMap<QString, QString> stringMap(const char *key) const
    {
        const auto value = get(key);
        if (!value || value->is_null())
            return {};
        if (value->type() != element_type::OBJECT) {
            mismatch(key, *value, Tr::tr("an object"));
            return {};
        }
        const object o = value->get_object().value_unsafe();
        if (!mayBuild(key, o, kStringEntryBytes))
            return {};
        std::string &identity = m_d.stringMapIdentity;
        identity.clear();
        bool allStrings = true;
        for (const auto field : o) {
            identity.append(field.key).push_back('\0');
            if (field.value.type() == element_type::STRING)
                identity.append(field.value.get_string().value_unsafe()).push_back('\0');
            else
                allStrings = false;
        }
        const auto build = [&] {
            QMap<QString, QString> map;
            for (const auto field : o) {
                if (field.value.type() == element_type::STRING)
                    map.insert(m_d.intern(field.key), m_d.intern(field.value.get_string().value_unsafe()));
                else if (field.value.is_number() || field.value.type() == element_type::BOOL)
                    map.insert(m_d.intern(field.key), QString::fromStdString(simdjson::minify(field.value)));
                else
                    mismatch(key, field.value, Tr::tr("an object of strings"));
            }
            return map;
        };
        return allStrings ? m_d.stringMaps.get(identity, build) : build();
    }

    QString path(const char *key) const
    {
        QString text = QString::fromLatin1(key);
        for (const Fields *f = this; f && f->m_name; f = f->m_parent)
            text = QString::fromLatin1(f->m_name) + QLatin1Char('.') + text;
        return text;
    }

    void mismatch(const char *key, element value, const QString &expected) const
    {
        m_d.warn(Tr::tr("%1 is %2, expected %3; left empty").arg(path(key), typeName(value.type()), expected));
    }

    RecordExtractor::Private &d() const { return m_d; }

private:
    // Text: QString, or SharedString for the fields records.h holds that way.
    template<typename Text>
    Text read(const char *key, InternTable<Text> *table) const
    {
        const auto value = get(key);
        if (!value || value->is_null())
            return Text();
        if (value->type() == element_type::STRING) {
            const std::string_view text = value->get_string().value_unsafe();
            if (qint64(text.size()) >= kLargeStringBytes
                && !m_d.allowForRecord(2 * qint64(text.size()), Tr::tr("a string of %n KB", nullptr, int(text.size() >> 10))))
                return Text();
            return table ? table->get(text, [text] { return Text(fromUtf8(text)); }) : Text(fromUtf8(text));
        }
        if (value->is_number()) // e.g. an externalId or a library version written as a number
            return Text(QString::fromStdString(simdjson::minify(*value)));
        mismatch(key, *value, Tr::tr("a string"));
        return Text();
    }

    // Whether a map of `count` entries may be built from member `key` (RecordExtractor::setReserve):
    // `entryBytes` each, plus the text of its keys and values in UTF-16, which a map that large is
    // mostly made of (a label is a map node and two strings: 1M of them took 329 MB).
    bool mayBuild(const char *key, object map, qint64 entryBytes) const
    {
        const size_t count = map.size();
        if (qsizetype(count) <= RecordExtractor::kCountedFrom && (!m_d.span || m_d.span->size() < kLargeRecordBytes))
            return true; // a small map, and no long string in it
        qint64 text = 0;
        for (const auto field : map)
            text += qint64(field.key.size()) + (field.value.type() == element_type::STRING ? qint64(field.value.get_string().value_unsafe().size()) : 0);
        if (qsizetype(count) <= RecordExtractor::kCountedFrom && text < kLargeStringBytes)
            return true;
        return m_d.allowForRecord(qint64(count) * entryBytes + 2 * text,
                                  Tr::tr("%n member(s) of \"%1\"", nullptr, int(std::min<size_t>(count, 1 << 30))).arg(QLatin1String(key)));
    }
    // A string this long is asked for (RecordExtractor::setReserve) before it is converted.
    static constexpr qint64 kLargeStringBytes = qint64(64) << 10;
    // A map entry: the node, two string headers and allocations (a QVariant in place of one).
    static constexpr qint64 kStringEntryBytes = 160, kVariantEntryBytes = 192;

    // Larger objects (a free map read as one) are looked up with at_key().
    static constexpr int kMostIndexed = 16;
    struct Member
    {
        std::string_view key;
        element value;
    };
    static_assert(std::is_trivially_copyable_v<Member> && std::is_trivially_destructible_v<Member>);

    void indexMembers() const
    {
        int count = 0;
        for (const auto field : m_object) {
            if (count == kMostIndexed) {
                m_indexed = kMostIndexed + 1;
                return;
            }
            new (&m_members[count++]) Member{field.key, field.value};
        }
        m_indexed = count;
    }

    RecordExtractor::Private &m_d;
    object m_object;
    const Fields *m_parent;
    const char *m_name;
    // The members, once get() has walked them; left unwritten until then (a record makes a dozen
    // Fields, many of which are asked for nothing). -1: not walked yet; past kMostIndexed: too many.
    mutable int m_indexed = -1;
    union {
        mutable Member m_members[kMostIndexed];
    };
};

} // namespace extract

} // namespace kie
