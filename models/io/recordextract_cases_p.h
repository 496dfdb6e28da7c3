// SPDX-License-Identifier: Apache-2.0
// Internal to the record extractor (recordextract*.cpp): a large run record's cases, each parsed on
// its own when it is handed out (recordextract_cases.cpp), so that the record is never parsed whole.
#pragma once

#include "jsonscan.h"
#include "recordextract_p.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kie::extract {

// A run record of kStreamedRunBytes or more split for reading without its whole parse: the rest of
// the record, with "cases":[], to be parsed as one small document, and the spans of its cases.
struct LargeRun
{
    static constexpr qint64 kStreamedRunBytes = qint64(4) << 20;

    std::string rest; // padded for simdjson
    size_t restSize = 0;
    std::vector<ScanSpan> cases; // relative to the record's bytes

    // False when the record is not one to read so: smaller, not an object whose one "spec" has one
    // "cases" array of more than RecordExtractor::kCountedFrom small elements, or broken (the whole
    // record's parse then says where). `keep` is asked before the list of spans grows (ScanOptions::keep).
    bool split(const char *bytes, qint64 size, qint64 line, qint64 column, const std::function<bool(qint64)> &keep);
    // The rest parsed by `parser`: the run object, and the bytes of its spec's "cases" key in the
    // parsed document (Canonicalizer::SplicedArray); nullopt when it is not a BenchmarkRun.
    std::optional<object> parse(simdjson::dom::parser &parser, const char **casesKey) const;
};

class StreamedCases
{
public:
    // `spans` are of the elements of the record's spec.cases, relative to `bytes`; `copied`: each is
    // parsed from a copy (a file's mapping, a worker's copy), else where it is (the process's own
    // padded buffer). `maxDepth` is the record's: an element is three levels down in it.
    StreamedCases(const char *bytes, std::vector<ScanSpan> spans, bool copied, int maxDepth);

    size_t size() const { return m_spans.size(); }
    // Each case parsed and handed to `each`, in order. False when `each` returns false, or when a case
    // is not JSON that simdjson reads: failed() then says the record is to be read whole instead
    // (where the strict parser says what is wrong, as for any record).
    bool forEach(const Canonicalizer::EachElement &each);
    bool failed() const { return m_failed; }

private:
    const char *m_bytes;
    std::vector<ScanSpan> m_spans;
    bool m_copied;
    simdjson::dom::parser m_parser;
    PrivateCopyParser m_copyParser;
    bool m_failed = false;
};

// The digest of a large run record read so (RecordDigester), or empty when it is not one
// (LargeRun::split()), or the canonical writer declines it: then the record is digested whole.
DigestString digestOfLargeRun(const char *bytes, qint64 size, simdjson::dom::parser &parser, Canonicalizer &canonicalizer);

} // namespace kie::extract
