// SPDX-License-Identifier: Apache-2.0
#include "recordextract.h"

#include "canonicaljson.h"
#include "digest.h"
#include "strictjson.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>
#include <sys/mman.h>
#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace kie {

namespace {

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

QString typeName(element_type type)
{
    switch (type) {
    case element_type::ARRAY:
        return Tr::tr("an array");
    case element_type::OBJECT:
        return Tr::tr("an object");
    case element_type::INT64:
    case element_type::UINT64:
    case element_type::DOUBLE:
        return Tr::tr("a number");
    case element_type::STRING:
        return Tr::tr("a string");
    case element_type::BOOL:
        return Tr::tr("a boolean");
    case element_type::NULL_VALUE:
        return Tr::tr("null");
    }
    return QString();
}

QString fromUtf8(std::string_view text)
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
        m_entries[i] = Entry{std::string(key), make()};
        ++m_size;
        return m_entries[i].value;
    }

private:
    struct Entry
    {
        std::string key;
        Value value;
    };

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
    std::vector<uint64_t> m_hashes;
    std::vector<Entry> m_entries;
    size_t m_size = 0;
};

QVariant toVariant(element value)
{
    switch (value.type()) {
    case element_type::OBJECT: {
        QVariantMap map;
        const object o = value.get_object().value_unsafe(); // not in the for: the result is a temporary
        for (const auto field : o)
            map.insert(fromUtf8(field.key), toVariant(field.value));
        return map;
    }
    case element_type::ARRAY: {
        QVariantList list;
        const array a = value.get_array().value_unsafe();
        for (const element item : a)
            list.append(toVariant(item));
        return list;
    }
    case element_type::INT64:
        return QVariant(qlonglong(value.get_int64().value_unsafe()));
    case element_type::UINT64:
        return QVariant(qulonglong(value.get_uint64().value_unsafe()));
    case element_type::DOUBLE:
        return QVariant(value.get_double().value_unsafe());
    case element_type::STRING:
        return QVariant(fromUtf8(value.get_string().value_unsafe()));
    case element_type::BOOL:
        return QVariant(value.get_bool().value_unsafe());
    case element_type::NULL_VALUE:
        break;
    }
    return QVariant();
}

// RFC 8785 (JCS) bytes of an already parsed value, byte for byte what canonicaljson.cpp writes, so
// that digests cost no second parse. It declines (returns false) whatever needs the strict path's
// judgement: duplicate keys, keys beyond the BMP (UTF-16 order), nesting near the limit.
class Canonicalizer
{
public:
    Canonicalizer()
    {
        m_levels.resize(kMaxJsonDepth + 2);
        m_out.reserve(1 << 16);
    }

    bool append(element value, size_t depth = 0)
    {
        switch (value.type()) {
        case element_type::OBJECT: {
            if (depth + 2 >= m_levels.size())
                return false;
            std::vector<std::pair<std::string_view, element>> &members = m_levels[depth];
            if (!sortedMembers(value.get_object().value_unsafe(), members))
                return false;
            m_out.push_back('{');
            for (size_t i = 0; i < members.size(); ++i) {
                if (i)
                    m_out.push_back(',');
                appendString(members[i].first);
                m_out.push_back(':');
                if (!append(members[i].second, depth + 1))
                    return false;
            }
            m_out.push_back('}');
            return true;
        }
        case element_type::ARRAY: {
            if (depth + 2 >= m_levels.size())
                return false;
            m_out.push_back('[');
            bool first = true;
            const array items = value.get_array().value_unsafe();
            for (const element item : items) {
                if (!first)
                    m_out.push_back(',');
                first = false;
                if (!append(item, depth + 1))
                    return false;
            }
            m_out.push_back(']');
            return true;
        }
        case element_type::INT64: // JCS numbers are IEEE doubles, whatever their spelling
            m_out += formatEcmaScriptNumber(double(value.get_int64().value_unsafe()));
            return true;
        case element_type::UINT64:
            m_out += formatEcmaScriptNumber(double(value.get_uint64().value_unsafe()));
            return true;
        case element_type::DOUBLE:
            m_out += formatEcmaScriptNumber(value.get_double().value_unsafe());
            return true;
        case element_type::STRING:
            appendString(value.get_string().value_unsafe());
            return true;
        case element_type::BOOL:
            m_out += value.get_bool().value_unsafe() ? "true" : "false";
            return true;
        case element_type::NULL_VALUE:
            m_out += "null";
            return true;
        }
        return false;
    }

    // digest(object) of ARCHIVE.md §3, or a null QString when the strict path must decide.
    QString digest(object top)
    {
        m_out.clear();
        std::vector<std::pair<std::string_view, element> > &members = m_levels[0];
        if (!sortedMembers(top, members))
            return QString();
        // Duplicate keys anywhere make the object uncanonicalizable: look at the other members too.
        for (const auto &[key, value] : members) {
            if (key != "apiVersion" && key != "kind" && key != "spec") {
                const size_t mark = m_out.size();
                const bool ok = append(value, 1);
                m_out.resize(mark);
                if (!ok)
                    return QString();
            }
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
            if (!append(value, 1))
                return QString();
        }
        m_out.push_back('}');
        return sha256Digest(QByteArrayView(m_out.data(), qsizetype(m_out.size())));
    }

private:
    static bool sortedMembers(object o, std::vector<std::pair<std::string_view, element>> &members)
    {
        members.clear();
        for (const auto field : o) {
            for (const char c : field.key) {
                if (uchar(c) >= 0xF0) // a 4-byte character: UTF-16 order differs from byte order
                    return false;
            }
            members.emplace_back(field.key, field.value);
        }
        std::sort(members.begin(), members.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        for (size_t i = 1; i < members.size(); ++i) {
            if (members[i - 1].first == members[i].first)
                return false;
        }
        return true;
    }

    // Eight bytes at a time: is any of them a control character, '"' or '\'?
    static bool needsEscape(uint64_t word)
    {
        constexpr uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
        const auto hasZero = [](uint64_t x) { return (x - ones) & ~x & highs; };
        return ((word - ones * 0x20) & ~word & highs) | hasZero(word ^ (ones * '"')) | hasZero(word ^ (ones * '\\'));
    }

    void appendString(std::string_view text)
    {
        static constexpr char hex[] = "0123456789abcdef";
        m_out.push_back('"');
        size_t runStart = 0;
        size_t i = 0;
        while (i < text.size()) {
            if (i + 8 <= text.size()) {
                uint64_t word;
                std::memcpy(&word, text.data() + i, 8);
                if (!needsEscape(word)) {
                    i += 8;
                    continue;
                }
            }
            const auto c = uchar(text[i]);
            if (c >= 0x20 && c != '"' && c != '\\') {
                ++i;
                continue;
            }
            m_out.append(text.data() + runStart, i - runStart);
            runStart = ++i;
            switch (c) {
            case '"':
                m_out += "\\\"";
                break;
            case '\\':
                m_out += "\\\\";
                break;
            case '\b':
                m_out += "\\b";
                break;
            case '\f':
                m_out += "\\f";
                break;
            case '\n':
                m_out += "\\n";
                break;
            case '\r':
                m_out += "\\r";
                break;
            case '\t':
                m_out += "\\t";
                break;
            default: {
                const char escape[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
                m_out.append(escape, sizeof escape);
            }
            }
        }
        m_out.append(text.data() + runStart, text.size() - runStart);
        m_out.push_back('"');
    }

    std::string m_out;
    std::vector<std::vector<std::pair<std::string_view, element>>> m_levels; // one per depth, reused
};

} // namespace

struct RecordExtractor::Private
{
    std::shared_ptr<const QByteArray> buffer;
    const char *data = nullptr;
    QString fileName;
    int maxDepth = kMaxJsonDepth;
    simdjson::dom::parser parser;
    std::string fallbackText; // a record re-serialised by the strict parser (see parse())
    bool parsedFallback = false; // the current document is fallbackText, not the file's bytes
    bool digestRuns = true;
    Canonicalizer canonicalizer;
    InternTable<QString> strings;
    InternTable<QMap<QString, QString>> stringMaps;

    // Where warnings about the current record go.
    const ScanSpan *span = nullptr;
    int recordIndex = -1;
    RecordBatch *out = nullptr;

    std::optional<element> parse(const ScanSpan &span, int recordIndex, RecordBatch &out);
    std::pair<ObjectKind, int> extractObject(object o, const ScanSpan &span, int recordIndex, RecordBatch &out);
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
        return strings.get(text, [text] { return fromUtf8(text); });
    }
};

namespace {

// Reads the members of one JSON object into struct fields; a member of the wrong type is a warning
// naming its path (e.g. "spec.timing.latencyNs.mean"), and the field stays empty.
class Fields
{
public:
    Fields(RecordExtractor::Private &d, object o, const Fields *parent, const char *name)
        : m_d(d), m_object(o), m_parent(parent), m_name(name)
    {
    }

    std::optional<element> get(const char *key) const
    {
        const auto found = m_object.at_key(key);
        if (found.error())
            return std::nullopt;
        return found.value_unsafe();
    }

    QString str(const char *key, bool intern = false) const
    {
        const auto value = get(key);
        if (!value || value->is_null())
            return QString();
        if (value->type() == element_type::STRING) {
            const std::string_view text = value->get_string().value_unsafe();
            return intern ? m_d.intern(text) : fromUtf8(text);
        }
        if (value->is_number()) // e.g. an externalId or a library version written as a number
            return QString::fromStdString(simdjson::minify(*value));
        mismatch(key, *value, Tr::tr("a string"));
        return QString();
    }

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
        for (const auto field : o)
            map.insert(internKeys ? m_d.intern(field.key) : fromUtf8(field.key), toVariant(field.value));
        return map;
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
        std::string identity;
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
    RecordExtractor::Private &m_d;
    object m_object;
    const Fields *m_parent;
    const char *m_name;
};

LatencyStats latencyStats(const Fields &f)
{
    LatencyStats stats;
    stats.mean = f.num("mean");
    stats.median = f.num("median");
    stats.min = f.num("min");
    stats.max = f.num("max");
    stats.stddev = f.num("stddev");
    stats.p95 = f.num("p95");
    return stats;
}

void readRunSpec(const Fields &spec, RunRecord &run)
{
    run.statusText = spec.str("status", true);
    if (run.statusText.isEmpty())
        spec.d().warn(Tr::tr("spec.status is missing; shown as unknown"));
    run.status = runStatusFromName(run.statusText);
    if (const auto timing = spec.obj("timing")) {
        if (const auto latency = timing->obj("latencyNs"))
            run.latencyNs = latencyStats(*latency);
        run.primaryStatistic = timing->str("primaryStatistic", true);
    }
    run.observedAt = spec.str("observedAt");
    run.publishedAt = spec.str("publishedAt");
    if (const auto native = spec.obj("sourceNative")) {
        SourceNative sn;
        sn.source = native->str("source", true);
        sn.benchmark = native->str("benchmark", true);
        sn.externalId = native->str("externalId");
        sn.metrics = native->variantMap("metrics", true);
        run.sourceNative = std::move(sn);
    }
    run.protocolDigest = spec.str("protocolDigest", true);
    run.workloadDigest = spec.str("workloadDigest", true);
    run.environmentDigest = spec.str("environmentDigest", true);
    run.implementationDigest = spec.str("implementationDigest", true);
    run.comparisonKey = spec.str("comparisonKey", true);
    if (const auto evidence = spec.obj("evidence"))
        run.evidenceLevel = evidence->str("level", true);
    if (const auto correctness = spec.obj("correctness")) {
        RunCorrectness c;
        c.status = correctness->str("status", true);
        c.policy = correctness->str("policy", true);
        c.maxAbsoluteError = correctness->num("maxAbsoluteError");
        c.maxRelativeError = correctness->num("maxRelativeError");
        run.correctness = std::move(c);
    }
    if (const auto cases = spec.arr("cases")) {
        run.cases.reserve(cases->size());
        for (const element item : *cases) {
            if (item.type() != element_type::OBJECT) {
                spec.d().warn(Tr::tr("spec.cases has %1 where a case object belongs; skipped").arg(typeName(item.type())));
                continue;
            }
            const Fields c(spec.d(), item.get_object().value_unsafe(), &spec, "cases[]");
            CaseRow row;
            row.workload = c.str("workload");
            row.axes = c.variantMap("axes", true);
            row.status = c.str("status", true);
            row.latencyNs = c.num("latencyNs");
            row.referenceLatencyNs = c.num("referenceLatencyNs");
            row.solLatencyNs = c.num("solLatencyNs");
            row.baselineLatencyNs = c.num("baselineLatencyNs");
            row.speedup = c.num("speedup");
            row.maxAbsoluteError = c.num("maxAbsoluteError");
            row.maxRelativeError = c.num("maxRelativeError");
            row.hasNan = c.boolean("hasNan");
            row.hasInf = c.boolean("hasInf");
            row.log = c.str("log");
            run.cases.push_back(std::move(row));
        }
    }
    if (const auto artifacts = spec.arr("artifacts")) {
        for (const element item : *artifacts) {
            if (item.type() != element_type::OBJECT) {
                spec.d().warn(Tr::tr("spec.artifacts has %1 where an artifact object belongs; skipped").arg(typeName(item.type())));
                continue;
            }
            const Fields a(spec.d(), item.get_object().value_unsafe(), &spec, "artifacts[]");
            Artifact artifact;
            artifact.name = a.str("name");
            artifact.uri = a.str("uri");
            artifact.digest = a.str("digest");
            artifact.mediaType = a.str("mediaType", true);
            artifact.size = a.integer("size");
            run.artifacts.push_back(std::move(artifact));
        }
    }
}

void readProtocolSpec(const Fields &spec, ProtocolRecord &p)
{
    if (const auto harness = spec.obj("harness")) {
        p.harnessName = harness->str("name");
        p.harnessVersion = harness->str("version");
    }
    if (const auto correctness = spec.obj("correctness")) {
        p.correctnessReference = correctness->str("reference");
        p.correctnessComparator = correctness->str("comparator");
        p.correctnessPolicy = correctness->str("policy");
    }
    if (const auto measurement = spec.obj("measurement")) {
        p.timer = measurement->str("timer");
        p.primaryStatistic = measurement->str("primaryStatistic", true);
    }
    if (const auto comparability = spec.obj("comparability")) {
        p.comparabilityFamily = comparability->str("family");
        p.comparabilityNotes = comparability->str("notes");
    }
}

void readEnvironmentSpec(const Fields &spec, EnvironmentRecord &e)
{
    if (const auto hardware = spec.obj("hardware")) {
        e.vendor = hardware->str("vendor", true);
        e.product = hardware->str("product", true);
        e.architecture = hardware->str("architecture", true);
    }
    if (const auto software = spec.obj("software"))
        e.libraries = software->stringMap("libraries");
}

void readWorkloadSpec(const Fields &spec, WorkloadRecord &w)
{
    w.definition = spec.str("definition", true);
    w.description = spec.str("description");
    w.comparator = spec.str("comparator");
    if (const auto suite = spec.obj("suite")) {
        w.suiteCases = suite->integer("cases");
        w.suiteAggregate = suite->str("aggregate");
    }
    w.axes = spec.variantMap("axes");
}

void readImplementationSpec(const Fields &spec, ImplementationRecord &i)
{
    i.name = spec.str("name");
    i.project = spec.str("project");
    i.revision = spec.str("revision");
    i.language = spec.str("language", true);
    i.author = spec.str("author");
    i.source = spec.str("source");
}

void readAttestationSpec(const Fields &spec, AttestationRecord &a)
{
    a.subject = spec.str("subject", true);
    if (a.subject.isEmpty())
        spec.d().warn(Tr::tr("spec.subject (the attested run's digest) is missing"));
    a.attestationKind = spec.str("kind", true);
    a.author = spec.str("author");
    a.createdAt = spec.str("createdAt");
    a.text = spec.str("text");
    if (const auto measurement = spec.obj("measurement")) {
        a.measurementLatencyNs = measurement->num("latencyNs");
        a.measurementEnvironmentDigest = measurement->str("environmentDigest", true);
    }
    if (const auto signature = spec.obj("signature")) {
        a.signatureAlgorithm = signature->str("algorithm", true);
        a.signaturePublicKey = signature->str("publicKey");
        a.signatureValue = signature->str("value");
    }
}

template<typename Records, typename Record>
int place(Records &records, Record &&record)
{
    records.push_back(std::move(record));
    return int(records.size()) - 1;
}

} // namespace

void *allocatePages(size_t bytes)
{
    void *pointer = ::mmap(nullptr, std::max<size_t>(bytes, 1), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pointer == MAP_FAILED)
        throw std::bad_alloc();
    return pointer;
}

void freePages(void *pointer, size_t bytes)
{
    ::munmap(pointer, std::max<size_t>(bytes, 1));
}

// simdjson first (fast, strict); when it refuses, the strict parser says where and why, and
// re-serialises what only it can hold (integers beyond 64 bits become doubles) for simdjson.
std::optional<element> RecordExtractor::Private::parse(const ScanSpan &at, int index, RecordBatch &batch)
{
    const auto *bytes = reinterpret_cast<const uint8_t *>(data + at.begin);
    parsedFallback = false;
    auto result = parser.parse(bytes, size_t(at.size()), false);
    if (!result.error())
        return result.value_unsafe();
    const QString simdjsonMessage = QString::fromLatin1(simdjson::error_message(result.error()));

    nlohmann::json document;
    JsonError error;
    if (!parseStrictJson(QByteArrayView(data + at.begin, at.size()), document, &error, maxDepth)) {
        LoadProblem problem = makeProblem(at, index, error.message.isEmpty() ? simdjsonMessage : error.message, Severity::Error);
        if (error.byteOffset >= 0)
            problem.byteOffset = at.begin + error.byteOffset;
        if (error.line > 0) {
            problem.line = at.line + error.line - 1;
            problem.column = error.line == 1 ? at.column + error.column - 1 : error.column;
        }
        batch.problems.push_back(std::move(problem));
        return std::nullopt;
    }
    try {
        fallbackText = document.dump();
    } catch (const std::exception &) {
        fallbackText.clear();
    }
    const size_t length = fallbackText.size();
    fallbackText.append(simdjson::SIMDJSON_PADDING, ' ');
    auto again = parser.parse(reinterpret_cast<const uint8_t *>(fallbackText.data()), length, false);
    if (length == 0 || again.error()) {
        batch.problems.push_back(makeProblem(at, index, simdjsonMessage, Severity::Error));
        return std::nullopt;
    }
    parsedFallback = true;
    return again.value_unsafe();
}

std::pair<ObjectKind, int> RecordExtractor::Private::extractObject(object o, const ScanSpan &at, int index, RecordBatch &batch)
{
    span = &at;
    recordIndex = index;
    out = &batch;
    const Fields top(*this, o, nullptr, nullptr);

    ObjectBase base;
    base.meta.apiVersion = top.str("apiVersion", true);
    base.meta.kindName = top.str("kind", true);
    base.meta.kind = kindFromName(base.meta.kindName);
    if (base.meta.apiVersion.isEmpty())
        warn(Tr::tr("the object has no apiVersion; read as kernelindex.dev/v1alpha1"));
    else if (base.meta.apiVersion != QLatin1String("kernelindex.dev/v1alpha1"))
        warn(Tr::tr("apiVersion \"%1\" is not kernelindex.dev/v1alpha1; read as such").arg(base.meta.apiVersion));
    if (const auto metadata = top.obj("metadata")) {
        base.meta.name = metadata->str("name");
        base.meta.title = metadata->str("title");
        base.meta.labels = metadata->stringMap("labels");
        base.meta.annotations = metadata->stringMap("annotations");
    }
    base.source = SourceText{buffer, at.begin, at.size(), at.line, at.column};
    base.recordIndex = index;
    // The digest while the parsed object is at hand; the reader computes what is left empty.
    if (!parsedFallback && (digestRuns || base.meta.kind != ObjectKind::BenchmarkRun))
        base.digest = canonicalizer.digest(o);

    std::optional<Fields> spec = top.obj("spec");
    if (!spec && base.meta.kind != ObjectKind::Unknown)
        warn(Tr::tr("the %1 has no spec").arg(base.meta.kindName));
    const auto fill = [&](auto &record, auto read) {
        static_cast<ObjectBase &>(record) = std::move(base);
        if (spec)
            read(*spec, record);
    };

    switch (base.meta.kind) {
    case ObjectKind::BenchmarkRun: {
        RunRecord run;
        fill(run, readRunSpec);
        return {ObjectKind::BenchmarkRun, place(batch.runs, std::move(run))};
    }
    case ObjectKind::BenchmarkProtocol: {
        ProtocolRecord record;
        fill(record, readProtocolSpec);
        return {ObjectKind::BenchmarkProtocol, place(batch.protocols, std::move(record))};
    }
    case ObjectKind::ExecutionEnvironment: {
        EnvironmentRecord record;
        fill(record, readEnvironmentSpec);
        return {ObjectKind::ExecutionEnvironment, place(batch.environments, std::move(record))};
    }
    case ObjectKind::BenchmarkWorkload: {
        WorkloadRecord record;
        fill(record, readWorkloadSpec);
        return {ObjectKind::BenchmarkWorkload, place(batch.workloads, std::move(record))};
    }
    case ObjectKind::Implementation: {
        ImplementationRecord record;
        fill(record, readImplementationSpec);
        return {ObjectKind::Implementation, place(batch.implementations, std::move(record))};
    }
    case ObjectKind::Attestation: {
        AttestationRecord record;
        fill(record, readAttestationSpec);
        return {ObjectKind::Attestation, place(batch.attestations, std::move(record))};
    }
    case ObjectKind::Unknown:
        break;
    }
    if (base.meta.kindName.isEmpty())
        warn(Tr::tr("\"kind\" is not a string; kept as an object of unknown kind"));
    OtherRecord other;
    static_cast<ObjectBase &>(other) = std::move(base);
    return {ObjectKind::Unknown, place(batch.others, std::move(other))};
}

RecordExtractor::RecordExtractor(std::shared_ptr<const QByteArray> buffer, const QString &fileName, int maxDepth, bool digestRuns)
    : d(std::make_unique<Private>())
{
    d->digestRuns = digestRuns;
    d->data = buffer->constData();
    d->buffer = std::move(buffer);
    d->fileName = fileName;
    d->maxDepth = maxDepth;
    // simdjson counts the document itself as a level; the strict parser has the last word anyway.
    if (d->parser.allocate(1 << 16, size_t(maxDepth) + 1) != simdjson::SUCCESS)
        qWarning("simdjson: cannot allocate a parser");
}

RecordExtractor::~RecordExtractor() = default;

LoadProblem RecordExtractor::problemAt(const ScanSpan &span, int recordIndex, const QString &message, Severity severity) const
{
    return d->makeProblem(span, recordIndex, message, severity);
}

void RecordExtractor::extractRecord(const ScanSpan &span, int recordIndex, RecordBatch &out)
{
    if (span.size() == 0) {
        out.problems.push_back(problemAt(span, recordIndex, Tr::tr("empty record")));
        return;
    }
    const std::optional<element> root = d->parse(span, recordIndex, out);
    if (!root)
        return;
    if (root->type() != element_type::OBJECT) {
        out.problems.push_back(problemAt(span, recordIndex, Tr::tr("a record must be an object, not %1").arg(typeName(root->type()))));
        return;
    }
    const object o = root->get_object().value_unsafe();
    if (!o.at_key("kind").error()) {
        d->extractObject(o, span, recordIndex, out);
        return;
    }
    if (!o.at_key("run").error()) {
        ScanOptions options;
        options.collect = [](QByteArrayView key, const std::vector<ScanMember> &) {
            return key == "attestations" ? ScanOptions::Collect::Store : ScanOptions::Collect::No;
        };
        const ScanResult scan = scanJson(d->data, span.begin, span.end, span.line, span.column, options);
        if (scan.error) {
            out.problems.push_back(problemAt(span, recordIndex, scan.error->message));
            return;
        }
        extractBundle(scan.members, recordIndex, out);
        return;
    }
    out.problems.push_back(problemAt(span, recordIndex, Tr::tr("an object needs a \"kind\" (or, as a bundle, a \"run\")")));
}

void RecordExtractor::extractBundle(const std::vector<ScanMember> &members, int recordIndex, RecordBatch &out)
{
    static const struct
    {
        const char *role;
        ObjectKind kind;
        int BundleRoles::*slot;
    } kRoles[] = {
        {"run", ObjectKind::BenchmarkRun, nullptr},
        {"protocol", ObjectKind::BenchmarkProtocol, &BundleRoles::protocol},
        {"environment", ObjectKind::ExecutionEnvironment, &BundleRoles::environment},
        {"workload", ObjectKind::BenchmarkWorkload, &BundleRoles::workload},
        {"implementation", ObjectKind::Implementation, &BundleRoles::implementation},
    };
    BundleRoles roles;
    int run = -1;
    QStringList seen;
    const auto extractMember = [&](const ScanSpan &value, const QString &role) -> std::pair<ObjectKind, int> {
        const std::optional<element> root = d->parse(value, recordIndex, out);
        if (!root)
            return {ObjectKind::Unknown, -1};
        if (root->type() != element_type::OBJECT || root->get_object().value_unsafe().at_key("kind").error()) {
            out.problems.push_back(problemAt(value, recordIndex,
                Tr::tr("bundle member \"%1\" is not an object with a kind; ignored").arg(role), Severity::Warning));
            return {ObjectKind::Unknown, -1};
        }
        return d->extractObject(root->get_object().value_unsafe(), value, recordIndex, out);
    };

    for (const ScanMember &member : members) {
        QString role = stringValue(member.key);
        if (seen.contains(role)) {
            out.problems.push_back(problemAt(member.key, recordIndex,
                Tr::tr("duplicate bundle member \"%1\"; the first one is used").arg(role)));
            continue;
        }
        seen.append(role);
        if (role == QLatin1String("attestations")) {
            if (!member.collected) {
                out.problems.push_back(problemAt(member.value, recordIndex, Tr::tr("\"attestations\" must be an array; ignored")));
                continue;
            }
            for (const ScanSpan &element : member.elements)
                extractMember(element, role);
            continue;
        }
        const auto [kind, index] = extractMember(member.value, role);
        if (index < 0)
            continue;
        for (const auto &known : kRoles) {
            if (role != QLatin1String(known.role))
                continue;
            if (kind != known.kind) {
                out.problems.push_back(problemAt(member.value, recordIndex,
                    Tr::tr("bundle member \"%1\" is a %2, not a %3").arg(role, kindName(kind), kindName(known.kind)),
                    Severity::Warning));
            } else if (known.slot) {
                roles.*known.slot = index;
            } else {
                run = index;
            }
        }
    }
    if (run < 0) {
        const ScanSpan where = members.empty() ? ScanSpan{} : members.front().key;
        out.problems.push_back(problemAt(where, recordIndex, Tr::tr("the bundle has no \"run\" object")));
        return;
    }
    out.runs[size_t(run)].bundle = roles;
}

ArchiveInfo RecordExtractor::extractArchiveInfo(const ScanSpan &metadata, RecordBatch &out)
{
    ArchiveInfo info;
    const std::optional<element> root = d->parse(metadata, -1, out);
    if (!root)
        return info;
    if (root->type() != element_type::OBJECT) {
        out.problems.push_back(problemAt(metadata, -1, Tr::tr("the archive's metadata is %1, not an object").arg(typeName(root->type())), Severity::Warning));
        return info;
    }
    d->span = &metadata;
    d->recordIndex = -1;
    d->out = &out;
    const Fields f(*d, root->get_object().value_unsafe(), nullptr, "metadata");
    info.name = f.str("name");
    info.title = f.str("title");
    info.exportedAt = f.str("exportedAt");
    info.source = f.str("source");
    info.permalinkBase = f.str("permalinkBase");
    return info;
}

QString RecordExtractor::stringValue(const ScanSpan &span)
{
    RecordBatch ignored;
    const std::optional<element> root = d->parse(span, -1, ignored);
    if (!root || root->type() != element_type::STRING)
        return QString();
    return fromUtf8(root->get_string().value_unsafe());
}

} // namespace kie
