// SPDX-License-Identifier: Apache-2.0
// Turns one record of a file (a RunArchive item, a JSON Lines line, a bundle or a whole single-object
// document) into the value structs of records.h. Each record is validated on its own (simdjson:
// syntax, UTF-8, surrogates, number range, depth), so one bad record costs only itself. One extractor
// per thread: it reuses its parser and its table of repeated strings.
#pragma once

#include "archive.h"
#include "jsonscan.h"

#include <functional>
#include <memory>

namespace kie {

void *allocatePages(size_t bytes);
void freePages(void *pointer, size_t bytes);

// Batches live only until they are moved into the Archive. Their storage comes straight from the
// kernel and goes straight back, so that the batches and the archive's vectors are never both
// resident in full (malloc would keep the freed batches and double the peak memory).
template<typename T>
struct PagesAllocator
{
    using value_type = T;
    PagesAllocator() = default;
    template<typename U>
    PagesAllocator(const PagesAllocator<U> &) { }
    T *allocate(size_t n) { return static_cast<T *>(allocatePages(n * sizeof(T))); }
    void deallocate(T *pointer, size_t n) { freePages(pointer, n * sizeof(T)); }
    bool operator==(const PagesAllocator &) const { return true; }
};
template<typename T>
using BatchVector = std::vector<T, PagesAllocator<T>>;

// What one thread extracted from a run of consecutive records, in file order.
struct RecordBatch
{
    BatchVector<RunRecord> runs;
    BatchVector<ProtocolRecord> protocols;
    BatchVector<EnvironmentRecord> environments;
    BatchVector<WorkloadRecord> workloads;
    BatchVector<ImplementationRecord> implementations;
    BatchVector<AttestationRecord> attestations;
    BatchVector<OtherRecord> others;
    std::vector<LoadProblem> problems;
};

class RecordExtractor
{
public:
    // `buffer` holds the bytes every span points into, padded for simdjson; `fileName` goes into problems.
    // Objects get their digest here when it can be computed from the parsed record (runs only
    // with `digestRuns`); the others are left for the strict path (objectDigestOfText).
    RecordExtractor(std::shared_ptr<const QByteArray> buffer, const QString &fileName, int maxDepth, bool digestRuns = true);
    ~RecordExtractor();
    RecordExtractor(const RecordExtractor &) = delete;
    RecordExtractor &operator=(const RecordExtractor &) = delete;

    // One record: an object with a kind, or a bundle (an object with a "run" and no "kind").
    void extractRecord(const ScanSpan &span, int recordIndex, RecordBatch &out);
    // The file's bytes [begin, begin + size) are also at `bytes` (read into memory of the caller's,
    // unchanged until clearCopy()): records inside are parsed from there, not from the buffer.
    void useCopy(const char *bytes, qint64 begin, qint64 size);
    void clearCopy() { useCopy(nullptr, 0, 0); }
    // A bundle whose members are already known (the top level of a manifest-bundle file).
    void extractBundle(const std::vector<ScanMember> &members, int recordIndex, RecordBatch &out);
    // The RunArchive's own metadata (a member value of the top-level object).
    ArchiveInfo extractArchiveInfo(const ScanSpan &metadata, RecordBatch &out);
    // A string member value (e.g. the top-level "kind"), or a null QString when it is not one.
    QString stringValue(const ScanSpan &span);
    // Per member, its key as the string it denotes ("it\u0065ms" is "items"), and whether an earlier
    // member has it. RFC 8259 §4: readers disagree on which of two counts (Python's json takes the
    // last), so the first is used and each later one is an error: a bundle's, a RunArchive's.
    struct MemberKey
    {
        QString key;
        bool repeated = false;
    };
    std::vector<MemberKey> memberKeys(const std::vector<ScanMember> &members);

    LoadProblem problemAt(const ScanSpan &span, int recordIndex, const QString &message,
                          Severity severity = Severity::Error) const;

    // Asked before memory that grows with one record's content is allocated (its parse when it is
    // large, a long string, a map or a case list of more than kCountedFrom entries) with the bytes
    // it will take and what it is; false (the caller's memory budget is spent) stops the record and
    // every later one. Unset: no limit.
    using Reserve = std::function<bool(qint64 bytes, const QString &what)>;
    void setReserve(Reserve reserve);
    // The buffer is the process's own memory (not a mapped file): nothing changes it while it is
    // read, so records are parsed where they are, padded by the buffer's own bytes after them,
    // instead of from a private copy (which a large record would take its size again for).
    void parseInPlace(bool inPlace);
    // Collections with more entries than this are counted by the Reserve before they are built;
    // smaller ones are in the reader's estimate of a batch after it is read (estimatedBytes()).
    static constexpr qsizetype kCountedFrom = 256;

    struct Private; // opaque: keeps simdjson out of this header

private:
    void extractRecordUnguarded(const ScanSpan &span, int recordIndex, RecordBatch &out);

    std::unique_ptr<Private> d;
};

// One object's record digest from its exact bytes (a SourceText of a padded buffer): simdjson and
// the canonical writer, and the strict path (objectDigestOfText) for whatever simdjson refuses, as the
// reader does: bit-identical to the digest computed while reading. One per thread.
class RecordDigester
{
public:
    RecordDigester();
    ~RecordDigester();
    RecordDigester(const RecordDigester &) = delete;
    RecordDigester &operator=(const RecordDigester &) = delete;

    // "sha256:<hex>", or empty with *error saying why (duplicate keys, bad UTF-8, ...).
    DigestString digest(const SourceText &source, QString *error);
    // The same, of the record's bytes read into memory of the caller's (`bytes` must stay unchanged
    // while this runs).
    DigestString digest(QByteArrayView bytes, QString *error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie
