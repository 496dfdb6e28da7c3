// SPDX-License-Identifier: Apache-2.0
// Record extraction: a large run read without parsing its record whole. A trace imported as one run
// of hundreds of thousands of cases is one record of hundreds of megabytes, and its parse took more
// memory than the trace itself (resources/help/reliability.md). Its members but the cases are parsed
// as one small document (the record with "cases":[]), and the cases one by one from their spans,
// which the scanner finds: for the run's fields and for its digest, which the canonical writer
// takes of the same bytes in the same order (the cases spliced in where the empty array stands).
#include "recordextract_cases_p.h"

#include <array>
#include <string_view>

namespace kie {

using namespace extract;

namespace {

// The one member of `members` whose key is `key` as written, or null: when there is none, when it
// is there twice, or when a key is written with an escape (which may spell it too). The record is
// then parsed whole, where the canonical writer and the fields decide as for any record.
const ScanMember *onlyMember(const char *bytes, const std::vector<ScanMember> &members, std::string_view key)
{
    const ScanMember *found = nullptr;
    for (const ScanMember &member : members) {
        const std::string_view written(bytes + member.key.begin + 1, size_t(std::max<qint64>(member.key.size() - 2, 0)));
        if (written.find('\\') != std::string_view::npos)
            return nullptr;
        if (written != key)
            continue;
        if (found)
            return nullptr;
        found = &member;
    }
    return found;
}

} // namespace

namespace extract {

bool LargeRun::split(const char *bytes, qint64 size, qint64 line, qint64 column, const std::function<bool(qint64)> &keep)
{
    if (size < kStreamedRunBytes)
        return false;
    // The record's members, then its spec's, with the elements of "cases". A run has a few members
    // in each: an object of more is read whole, where its members are counted against the budget.
    ScanOptions members;
    members.keep = [](qint64 bytes) { return bytes <= qint64(RecordExtractor::kCountedFrom * sizeof(ScanMember)); };
    const ScanResult top = scanJson(bytes, 0, size, line, column, members);
    if (top.error || top.cancelled || top.nextValue >= 0)
        return false;
    const ScanMember *spec = onlyMember(bytes, top.members, "spec");
    if (!spec)
        return false;
    std::vector<ScanSpan> elements;
    ScanOptions options = members;
    options.collect = [](QByteArrayView key, const std::vector<ScanMember> &) {
        return key == "cases" ? ScanOptions::Collect::Stream : ScanOptions::Collect::No;
    };
    options.onElement = [&](const ScanSpan &element) {
        if (elements.size() == elements.capacity() && keep
            && !keep(qint64(std::max<size_t>(2 * elements.capacity(), 1) * sizeof(ScanSpan))))
            return false;
        elements.push_back(element);
        return true;
    };
    const ScanResult inner = scanJson(bytes, spec->value.begin, spec->value.end, spec->value.line, spec->value.column, options);
    if (inner.error || inner.cancelled)
        return false;
    const ScanMember *found = onlyMember(bytes, inner.members, "cases");
    if (!found || !found->collected || found->unfinished || qsizetype(elements.size()) <= RecordExtractor::kCountedFrom)
        return false;
    const ScanSpan value = found->value;
    for (const ScanSpan &element : elements) {
        // An empty element (",,") or a large one: the record is read whole, which says or counts it.
        if (element.size() == 0 || element.size() >= kLargeRecordBytes)
            return false;
    }
    restSize = size_t(size - value.size() + 2);
    if (qint64(restSize) >= kLargeRecordBytes)
        return false;
    rest.clear();
    rest.reserve(restSize + simdjson::SIMDJSON_PADDING);
    rest.append(bytes, size_t(value.begin)).append("[]").append(bytes + value.end, size_t(size - value.end));
    rest.append(simdjson::SIMDJSON_PADDING, '\0');
    cases = std::move(elements);
    return true;
}

std::optional<object> LargeRun::parse(simdjson::dom::parser &parser, const char **casesKey) const
{
    const auto parsed = parser.parse(reinterpret_cast<const uint8_t *>(rest.data()), restSize, false);
    if (parsed.error() || parsed.value_unsafe().type() != element_type::OBJECT)
        return std::nullopt;
    const object o = parsed.value_unsafe().get_object().value_unsafe();
    const auto kind = o.at_key("kind").get_string();
    const auto spec = o.at_key("spec").get_object();
    if (kind.error() || kind.value_unsafe() != "BenchmarkRun" || spec.error())
        return std::nullopt;
    *casesKey = nullptr;
    for (const auto field : spec.value_unsafe()) {
        if (field.key == "cases") // the one written without an escape: split() saw no other
            *casesKey = field.key.data();
    }
    return *casesKey ? std::optional<object>(o) : std::nullopt;
}

StreamedCases::StreamedCases(const char *bytes, std::vector<ScanSpan> spans, bool copied, int maxDepth)
    : m_bytes(bytes), m_spans(std::move(spans)), m_copied(copied)
{
    // The record's depth less the three levels above a case (the record, its spec, the array).
    if (m_parser.allocate(1 << 16, size_t(std::max(maxDepth + 1 - 3, 1))) != simdjson::SUCCESS)
        m_failed = true;
}

bool StreamedCases::forEach(const Canonicalizer::EachElement &each)
{
    for (const ScanSpan &span : m_spans) {
        if (m_failed)
            return false;
        const char *bytes = m_bytes + span.begin;
        auto parsed = m_copied ? m_copyParser.parse(m_parser, bytes, size_t(span.size()))
                               : m_parser.parse(reinterpret_cast<const uint8_t *>(bytes), size_t(span.size()), false);
        if (parsed.error()) {
            m_failed = true;
            return false;
        }
        if (!each(parsed.value_unsafe()))
            return false;
    }
    return !m_failed;
}

DigestString digestOfLargeRun(const char *bytes, qint64 size, simdjson::dom::parser &parser, Canonicalizer &canonicalizer)
{
    LargeRun run;
    if (!run.split(bytes, size, 1, 1, {}))
        return DigestString();
    const char *casesKey = nullptr;
    const std::optional<object> o = run.parse(parser, &casesKey);
    if (!o)
        return DigestString();
    StreamedCases streamed(bytes, std::move(run.cases), true, kMaxJsonDepth);
    canonicalizer.splice({casesKey, [&streamed](const Canonicalizer::EachElement &each) { return streamed.forEach(each); }});
    const DigestString digest = canonicalizer.digest(*o);
    canonicalizer.splice({});
    return digest;
}

} // namespace extract

bool RecordExtractor::Private::extractLargeRun(const ScanSpan &at, int index, RecordBatch &batch)
{
    if (at.size() < LargeRun::kStreamedRunBytes || refused)
        return false;
    const char *bytes = bytesOf(at);
    LargeRun run;
    const auto keep = [&](qint64 listBytes) {
        const qint64 count = listBytes / qint64(sizeof(ScanSpan));
        return allow(listBytes, at, index, Tr::tr("%n case(s)", nullptr, int(std::min<qint64>(count, 1 << 30))));
    };
    if (!run.split(bytes, at.size(), at.line, at.column, keep))
        return false;
    const char *casesKey = nullptr;
    const std::optional<object> o = run.parse(parser, &casesKey);
    if (!o)
        return false;

    const bool fromBuffer = bytes == data + at.begin;
    StreamedCases streamed(bytes, std::move(run.cases), !inPlace || !fromBuffer, maxDepth);
    const std::array<size_t, 2> before{batch.runs.size(), batch.problems.size()};
    parsedFallback = false;
    streamedCases = &streamed;
    canonicalizer.splice({casesKey, [&streamed](const Canonicalizer::EachElement &each) { return streamed.forEach(each); }});
    extractObject(*o, at, index, batch);
    canonicalizer.splice({});
    streamedCases = nullptr;
    if (!streamed.failed() || refused)
        return true;
    // A case simdjson does not read: nothing of the run is kept, and the record is read whole.
    while (batch.runs.size() > before[0])
        batch.runs.pop_back();
    batch.problems.resize(before[1]);
    return false;
}

} // namespace kie
