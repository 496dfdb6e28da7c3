// SPDX-License-Identifier: Apache-2.0
// Record extraction: parsing one record (simdjson, with the strict parser as the fallback that
// says where and why) and dispatching objects, bundles and the archive's metadata.
#include "recordextract.h"
#include "recordextract_p.h"
#include "sourcenativeshape.h"

#include "strictjson.h"

#include <QSet>

#include <nlohmann/json.hpp>
#include <simdjson.h>
#include <sys/mman.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace kie {

namespace extract {

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

} // namespace extract

using namespace extract;

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

namespace {

// What parsing `size` bytes takes at most: the `copies` of them made for the parse (a worker's,
// PrivateCopyParser's), simdjson's string buffer (the strings' bytes unescaped, with a length and a
// NUL each) and its structural indexes (4 bytes each) and tape (8 bytes a word: one per string, two
// per number and per bracket pair), with room to spare (measured on a million labels). Counted
// rather than guessed from the size: dense records (`0,0,0`) take ten times their size, text-heavy
// ones hardly more than it.
qint64 parseBytes(const char *bytes, qint64 size, int copies)
{
    qint64 quotes = 0, separators = 0, openers = 0;
    for (qint64 i = 0; i < size; ++i) {
        const char c = bytes[i];
        quotes += c == '"';
        separators += c == ',' || c == ':';
        openers += c == '{' || c == '[';
    }
    // A string: two quotes, an index, a tape word, 5 bytes in the buffer. A separator: an index, and
    // the number that may follow it (an index and two tape words). A bracket pair: two of each.
    return (1 + copies) * size + 12 * quotes + 16 * separators + 32 * openers;
}

} // namespace

bool RecordExtractor::Private::allow(qint64 bytes, const ScanSpan &at, int index, const QString &detail)
{
    if (refused)
        return false;
    if (!reserve || reserve(bytes, Tr::tr("record %1 at line %2 (%3)").arg(index).arg(at.line).arg(detail)))
        return true;
    refused = true;
    return false;
}

// simdjson first (fast, strict); when it refuses, the strict parser says where and why, and
// re-serialises what only it can hold (integers beyond 64 bits become doubles) for simdjson.
std::optional<element> RecordExtractor::Private::parse(const ScanSpan &at, int index, RecordBatch &batch)
{
    parsedFallback = false;
    const char *bytes = bytesOf(at);
    const bool fromBuffer = bytes == data + at.begin; // else from a worker's copy, which has no padding of its own
    const bool copied = !inPlace || !fromBuffer;
    if (refused
        || (at.size() >= kLargeRecordBytes
            && !allowReused(parseBytes(bytes, at.size(), int(copied) + int(!fromBuffer)), parseReserved, at, index,
                            Tr::tr("%n MB of JSON", nullptr, int(at.size() >> 20)))))
        return std::nullopt;
    const auto tooLarge = [&at] {
        return Tr::tr("the record (%n MB) is too large to parse in the memory this process may take", nullptr, int(at.size() >> 20));
    };
    auto result = copied ? copyParser.parse(parser, bytes, size_t(at.size()))
                         : parser.parse(reinterpret_cast<const uint8_t *>(bytes), size_t(at.size()), false);
    if (!result.error())
        return result.value_unsafe();
    if (result.error() == simdjson::MEMALLOC || result.error() == simdjson::CAPACITY) {
        // The strict parser would take several times more: the record is refused as it is.
        batch.problems.push_back(makeProblem(at, index, tooLarge(), Severity::Error));
        return std::nullopt;
    }
    const QString simdjsonMessage = QString::fromLatin1(simdjson::error_message(result.error()));

    nlohmann::json document;
    JsonError error;
    bool parsed = false;
    try {
        parsed = parseStrictJson(QByteArrayView(bytes, at.size()), document, &error, maxDepth);
    } catch (const std::bad_alloc &) {
        batch.problems.push_back(makeProblem(at, index, tooLarge(), Severity::Error));
        return std::nullopt;
    }
    if (!parsed) {
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
    } catch (const std::exception &) { // a string of invalid UTF-8, or no memory for the text
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

void RecordExtractor::setReserve(Reserve reserve)
{
    d->reserve = std::move(reserve);
}

void RecordExtractor::parseInPlace(bool inPlace)
{
    d->inPlace = inPlace;
}

LoadProblem RecordExtractor::problemAt(const ScanSpan &span, int recordIndex, const QString &message, Severity severity) const
{
    return d->makeProblem(span, recordIndex, message, severity);
}

void RecordExtractor::useCopy(const char *bytes, qint64 begin, qint64 size)
{
    d->copy = bytes;
    d->copyBegin = begin;
    d->copySize = bytes ? size : 0;
}

void RecordExtractor::extractRecord(const ScanSpan &span, int recordIndex, RecordBatch &out)
{
    // Within the memory budget a record may still need more than the process may take at all
    // (`ulimit -v`): it is then a problem of its own, and nothing of it is kept.
    const auto kept = [&out] {
        return std::array<size_t, 8>{out.runs.size(), out.protocols.size(), out.environments.size(), out.workloads.size(),
                                     out.implementations.size(), out.attestations.size(), out.others.size(), out.problems.size()};
    };
    const std::array<size_t, 8> before = kept();
    try {
        extractRecordUnguarded(span, recordIndex, out);
    } catch (const std::bad_alloc &) {
        const auto shrink = [](auto &records, size_t size) {
            while (records.size() > size)
                records.pop_back();
        };
        shrink(out.runs, before[0]);
        shrink(out.protocols, before[1]);
        shrink(out.environments, before[2]);
        shrink(out.workloads, before[3]);
        shrink(out.implementations, before[4]);
        shrink(out.attestations, before[5]);
        shrink(out.others, before[6]);
        shrink(out.problems, before[7]);
        out.problems.push_back(problemAt(span, recordIndex,
            Tr::tr("the record (%n MB) is too large to parse in the memory this process may take", nullptr, int(span.size() >> 20))));
    }
}

void RecordExtractor::extractRecordUnguarded(const ScanSpan &span, int recordIndex, RecordBatch &out)
{
    if (span.size() == 0) {
        out.problems.push_back(problemAt(span, recordIndex, Tr::tr("empty record")));
        return;
    }
    if (d->extractLargeRun(span, recordIndex, out)) // its cases one by one (recordextract_cases.cpp)
        return;
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
    QSet<QString> keys;
    for (const auto field : o)
        keys.insert(extract::fromUtf8(field.key));
    const QString shape = sourceNativeShapeMessage(sourceNativeShape(keys));
    out.problems.push_back(problemAt(span, recordIndex,
        shape.isEmpty() ? Tr::tr("an object needs a \"kind\" (or, as a bundle, a \"run\")")
                        : Tr::tr("an object needs a \"kind\" (or, as a bundle, a \"run\"): %1").arg(shape)));
}

std::vector<RecordExtractor::MemberKey> RecordExtractor::memberKeys(const std::vector<ScanMember> &members)
{
    std::vector<MemberKey> keys;
    keys.reserve(members.size());
    QSet<QString> seen;
    for (const ScanMember &member : members) {
        QString key = stringValue(member.key);
        const bool repeated = seen.contains(key);
        seen.insert(key);
        keys.push_back({std::move(key), repeated});
    }
    return keys;
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
    const std::vector<MemberKey> keys = memberKeys(members);
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

    for (size_t m = 0; m < members.size(); ++m) {
        const ScanMember &member = members[m];
        const QString &role = keys[m].key;
        if (keys[m].repeated) {
            out.problems.push_back(problemAt(member.key, recordIndex,
                Tr::tr("duplicate bundle member \"%1\"; the first one is used").arg(role)));
            continue;
        }
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
        // The roles are fixed (ARCHIVE.md §2). A member under any other name stands in no role, so no
        // "declared ≠ computed" can be said of it (§3): one changed byte in "protocol" must not let
        // a bundle read as fine.
        const auto known = std::find_if(std::begin(kRoles), std::end(kRoles), [&](const auto &r) { return role == QLatin1String(r.role); });
        if (known == std::end(kRoles)) {
            out.problems.push_back(problemAt(member.key, recordIndex,
                Tr::tr("bundle member \"%1\" is not a role of a manifest bundle (run, protocol, environment, workload, "
                       "implementation, attestations); its object is read but stands in no role").arg(role)));
        } else if (kind != known->kind) {
            out.problems.push_back(problemAt(member.value, recordIndex,
                Tr::tr("bundle member \"%1\" is a %2, not a %3").arg(role, kindName(kind), kindName(known->kind)),
                Severity::Warning));
        } else if (known->slot) {
            roles.*known->slot = index;
        } else {
            run = index;
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
