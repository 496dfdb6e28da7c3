// SPDX-License-Identifier: Apache-2.0
// The archive reader's pipeline (archivereader.cpp): progress stages, the queue of record spans the
// scanner fills, and the pool of workers that extract records from them on all cores while the
// scanner is still running, within the memory budget (resources/help/reliability.md).
#pragma once

#include "archivereader.h"
#include "freshmemory_p.h"
#include "inputbytes.h"
#include "jsonscan.h"
#include "recordextract.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

namespace kie::reader {

// "the BenchmarkRun cannot be canonicalized (RFC 8785), so it has no digest: ...": the reader's
// problem for an object without a digest, also when its digest was deferred (rundigests.h).
LoadProblem digestProblem(const QString &file, const ObjectBase &object);
// An object's digestError for the canonicalizer's `error` (a generic reason when it gave none).
QString noDigestReason(const QString &error);

// Appends `from`'s elements to `to` by moving them, and frees `from`'s storage.
template<typename To, typename From>
void appendMoved(To &to, From &from)
{
    std::move(from.begin(), from.end(), std::back_inserter(to));
    From().swap(from);
}

// Appends a batch's records to the archive's, after those of the batches before it in the file.
void mergeBatch(Archive &archive, RecordBatch &batch);

// The file's bytes (inputbytes.h) under the names the reader uses.
using Input = InputBytes;

// A result that is only a reason, and one that says the read was cancelled.
ReadResult fatal(const QString &message);
ReadResult cancelledResult();

// The reader itself (archivereader.cpp) over bytes already read and inflated; archivereader_files.cpp
// gives it a file's, several traces' or memory's.
ReadResult readBuffer(const Input &input, const QString &name, bool compressed, bool jsonLinesHint, const ReadOptions &options,
                      const ProgressReporter &progress);

// The file pages a chunk of objects spans: mapped from the page cache in one call before the
// chunk is read again (for digests), handed back after, as behind the first read (inputbytes.h).
class ChunkPages
{
public:
    explicit ChunkPages(const Input &input) : m_input(input) { }
    void add(const SourceText &source)
    {
        if (source.buffer == m_input.buffer) {
            m_low = std::min(m_low, source.offset);
            m_high = std::max(m_high, source.offset + source.length);
        }
    }
    void populate() const { populatePages(m_input, m_low, m_high); }
    void release() const { releasePages(m_input, m_low, m_high); }
    // Instead of mapping them: the chunk's bytes read into `copy` (inputbytes.h: copyBytes()), when
    // they span a few megabytes at most (objects of other kinds between the chunk's may be large).
    // bytes() then reads an object of the chunk's from the copy.
    bool copyInto(std::string &copy)
    {
        constexpr qint64 kMostCopied = qint64(16) << 20;
        m_copy = copyBytes(m_input, m_low, m_high, kMostCopied, copy) ? copy.data() : nullptr;
        return m_copy;
    }
    // The bytes of `source` in the copy, or its own bytes (in the mapping) when not copied.
    QByteArrayView bytes(const SourceText &source) const
    {
        if (m_copy && source.buffer == m_input.buffer)
            return QByteArrayView(m_copy + (source.offset - m_low), source.length);
        return source.bytes();
    }

private:
    const Input &m_input;
    qint64 m_low = std::numeric_limits<qint64>::max(), m_high = 0;
    const char *m_copy = nullptr; // the chunk's bytes, copied from m_low on
};

// Maps each stage onto a slice of 0..1000 and never reports a smaller value than before.
class Stages
{
public:
    explicit Stages(const ProgressReporter &reporter) : m_reporter(reporter) { }

    void begin(const QString &message, int from, int to)
    {
        m_reporter.say(message);
        m_from = from;
        m_to = to;
        set(0.0);
    }
    void set(double fraction)
    {
        const int value = m_from + int((m_to - m_from) * std::clamp(fraction, 0.0, 1.0));
        if (value > m_last) {
            m_last = value;
            m_reporter.advance(value);
        }
    }
    bool cancelled() const { return m_reporter.cancelled(); }

private:
    const ProgressReporter &m_reporter;
    int m_from = 0, m_to = 0, m_last = -1;
};

inline int workerCount(size_t jobs)
{
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    return int(std::min<size_t>({size_t(cores), size_t(8), std::max<size_t>(jobs, 1)}));
}

// Runs work(job, worker) for job in [0, jobs) on all cores; the calling thread (worker 0) reports progress.
template<typename Work>
bool runParallel(int jobs, Stages &stages, Work work)
{
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::atomic_bool stop{false};
    const auto loop = [&](int worker) {
        for (;;) {
            const int job = next.fetch_add(1, std::memory_order_relaxed);
            if (job >= jobs || stop.load(std::memory_order_relaxed))
                return;
            if (stages.cancelled()) {
                stop = true;
                return;
            }
            work(job, worker);
            const int finished = done.fetch_add(1, std::memory_order_relaxed) + 1;
            if (worker == 0)
                stages.set(double(finished) / jobs);
        }
    };
    std::vector<std::thread> helpers;
    for (int i = 1; i < workerCount(size_t(jobs)); ++i)
        helpers.emplace_back(loop, i);
    loop(0);
    for (std::thread &helper : helpers)
        helper.join();
    return !stop;
}

// Record spans as the scanner (or the line splitter) finds them; workers extract them meanwhile.
// They are kept in chunks of zero pages (ZeroPages), never moved; a large input's chunks are 2 MB
// pages, one page fault each instead of 512 (the 128 KB chunks were over a fifth of the page faults
// before 300k runs were shown).
class SpanQueue
{
public:
    static constexpr size_t kBatch = 512; // records per job

    // Every record owns at least one byte of the input, its separator: an empty item between two
    // commas (",,") or an element before ']' is still a record (the extractor reports it). So
    // inputSize + 1 records at most, which bounds the chunk table.
    explicit SpanQueue(qint64 inputSize)
        : m_chunkShift(inputSize >= kLargeInput ? kLargeChunkShift : kSmallChunkShift),
          m_chunks(size_t(std::max<qint64>(inputSize, 0) >> m_chunkShift) + 2)
    {
    }

    void push(const ScanSpan &span) // the producing thread only
    {
        const size_t n = m_count.load(std::memory_order_relaxed);
        const size_t chunk = n >> m_chunkShift;
        if (chunk >= m_chunks.size()) // cannot happen (see above); never write past the table
            qFatal("SpanQueue: more records than input bytes");
        if (!m_chunks[chunk].data())
            m_chunks[chunk] = ZeroPages(sizeof(ScanSpan) << m_chunkShift, m_chunkShift == kLargeChunkShift);
        new (spansOf(chunk) + (n & mask())) ScanSpan(span);
        m_count.store(n + 1, std::memory_order_release);
        if ((n + 1) % kBatch == 0)
            wake();
    }
    void close()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_closed = true;
        }
        m_ready.notify_all();
    }
    // Blocks until the records before `end` are there or no more will come; returns how far they go.
    size_t waitFor(size_t end)
    {
        size_t n = m_count.load(std::memory_order_acquire);
        if (n >= end)
            return end;
        std::unique_lock lock(m_mutex);
        m_ready.wait(lock, [&] {
            n = m_count.load(std::memory_order_acquire);
            return n >= end || m_closed;
        });
        return std::min(n, end);
    }
    const ScanSpan &at(size_t i) const { return spansOf(i >> m_chunkShift)[i & mask()]; }
    size_t size() const { return m_count.load(std::memory_order_acquire); }
    size_t maxJobs() const { return (m_chunks.size() << m_chunkShift) / kBatch + 1; }

private:
    void wake()
    {
        const std::lock_guard lock(m_mutex);
        m_ready.notify_all();
    }
    size_t mask() const { return (size_t(1) << m_chunkShift) - 1; }
    ScanSpan *spansOf(size_t chunk) const { return static_cast<ScanSpan *>(m_chunks[chunk].data()); }

    // 4096 spans (128 KB) per chunk; 65,536 (2 MB) from 64 MB of input, whose records (1.4 KB each in
    // real-shaped archives) fill such a chunk in 90 MB.
    static constexpr qint64 kLargeInput = qint64(64) << 20;
    static constexpr int kSmallChunkShift = 12, kLargeChunkShift = 16;
    static_assert(std::is_trivially_copyable_v<ScanSpan> && std::is_trivially_destructible_v<ScanSpan>);
    const int m_chunkShift; // a large chunk is a 2 MB page
    std::vector<ZeroPages> m_chunks; // never reallocated: workers read while it fills
    std::atomic<size_t> m_count{0};
    std::mutex m_mutex;
    std::condition_variable m_ready;
    bool m_closed = false;
};

// What a batch's records will hold in memory, roughly but never much less: the structs plus their
// strings (digest, names, kind, a problem's message). A per-record overhead that does not depend
// on how small the record is must count against the memory budget, or 10M tiny items take 10 GB.
inline qint64 estimatedBytes(const RecordBatch &batch)
{
    constexpr qint64 kStrings = 256; // name, title, times, a problem's reason, ...
    const auto objects = [](const auto &records, qint64 strings) {
        using Record = typename std::decay_t<decltype(records)>::value_type;
        return qint64(records.size()) * (qint64(sizeof(Record)) + strings);
    };
    // An object of unknown kind also keeps its own kind name (not one of the shared known ones).
    qint64 bytes = objects(batch.runs, kStrings) + objects(batch.protocols, kStrings) + objects(batch.environments, kStrings)
        + objects(batch.workloads, kStrings) + objects(batch.implementations, kStrings)
        + objects(batch.attestations, kStrings) + objects(batch.others, kStrings + 320);
    for (const RunRecord &run : batch.runs) // more cases than kCountedFrom were counted before they were read
        bytes += (qsizetype(run.cases.size()) > RecordExtractor::kCountedFrom ? 0 : qint64(run.cases.size()) * qint64(sizeof(CaseRow)) * 2)
            + qint64(run.artifacts().size()) * 256
            + (run.rareFields ? qint64(sizeof(RunRareFields)) : 0);
    for (const LoadProblem &problem : batch.problems)
        bytes += qint64(sizeof(LoadProblem)) + 64 + 2 * problem.message.size();
    return bytes;
}

// The extracted batches by job, one slot for every job the queue could hold (SpanQueue::maxJobs: a
// record may be a single byte), of which a file fills one per 512 records: in zero pages from the
// kernel (ZeroPages), so that the slots no job reaches are never written and take no memory. A slot
// is published with release and read with acquire.
class BatchSlots
{
public:
    explicit BatchSlots(size_t count)
        : m_count(count), m_table(count * sizeof(RecordBatch *), false), m_slots(static_cast<RecordBatch **>(m_table.data()))
    {
    }
    ~BatchSlots()
    {
        for (size_t job = 0; job < end(); ++job)
            delete m_slots[job];
    }
    BatchSlots(const BatchSlots &) = delete;
    BatchSlots &operator=(const BatchSlots &) = delete;

    size_t size() const { return m_count; }
    // One past the last job published: no slot from here on holds a batch.
    size_t end() const { return m_end.load(std::memory_order_acquire); }
    void publish(size_t job, std::unique_ptr<RecordBatch> batch)
    {
        std::atomic_ref<RecordBatch *>(m_slots[job]).store(batch.release(), std::memory_order_release);
        size_t end = m_end.load(std::memory_order_relaxed);
        while (end < job + 1 && !m_end.compare_exchange_weak(end, job + 1, std::memory_order_release)) { }
    }
    // The batch of `job`, or null while it is not published (or has been taken).
    RecordBatch *published(size_t job) const { return std::atomic_ref<RecordBatch *>(m_slots[job]).load(std::memory_order_acquire); }
    std::unique_ptr<RecordBatch> take(size_t job)
    {
        return std::unique_ptr<RecordBatch>(std::atomic_ref<RecordBatch *>(m_slots[job]).exchange(nullptr, std::memory_order_acquire));
    }

private:
    size_t m_count;
    ZeroPages m_table;
    RecordBatch **m_slots; // in m_table: null pointers are zero bytes on every platform this builds for
    std::atomic<size_t> m_end{0};
};

// Extracts the queue's records in jobs of SpanQueue::kBatch, on helper threads from the start and
// on the calling thread once it has finished scanning.
class ExtractionPool
{
public:
    ExtractionPool(const Input &input, const QString &name, int maxDepth, bool digestRuns, qint64 budget, SpanQueue &queue,
                   Stages &stages)
        : m_input(input), m_name(name), m_maxDepth(maxDepth), m_digestRuns(digestRuns), m_budget(budget), m_queue(queue),
          m_stages(stages), m_batches(queue.maxJobs()),
          // Small inputs stay on the calling thread: starting threads would cost more than the work.
          m_extractors(size_t(workerCount(size_t(1 + input.buffer->size() / (qint64(1) << 20)))))
    {
        for (size_t worker = 1; worker < m_extractors.size(); ++worker)
            m_helpers.emplace_back([this, worker] { work(int(worker)); });
    }
    ~ExtractionPool() { join(); }

    // The calling thread joins in once the queue is closed; returns false when cancelled.
    bool finish()
    {
        work(0);
        join();
        return !m_stop;
    }
    void abort()
    {
        m_stop = true;
        m_queue.close();
        join();
    }
    // From the moment the reader calls this, finished batches are merged in file order as soon as
    // all before them are, by whichever worker finishes one: their records move while still in the
    // cache, and their run storage is handed to the next batches instead of every batch faulting
    // in fresh pages (a sixth of the read's time in a virtual machine).
    using Merge = std::function<void(RecordBatch &)>;
    void startMerging(Merge merge)
    {
        {
            const std::lock_guard lock(m_mergeMutex);
            m_merge = std::move(merge);
        }
        mergeReady();
    }
    // After finish(): merges what is left, in order.
    void mergeRest()
    {
        const std::lock_guard lock(m_mergeMutex);
        while (m_nextMerge < m_batches.end())
            mergeNext();
    }

    // Records (estimated) plus the spans waiting for them; over the budget, everything stops.
    qint64 usedBytes() const
    {
        return m_used.load(std::memory_order_relaxed) + qint64(m_queue.size() * sizeof(ScanSpan));
    }
    bool overBudget()
    {
        if (m_budget > 0 && !m_overBudget.load(std::memory_order_relaxed)) {
            const qint64 used = usedBytes();
            if (used > m_budget) {
                m_overBudget = true;
                m_stop = true;
            } else if (m_keepMapped.load(std::memory_order_relaxed) && used + mappedAhead() > m_budget
                       && m_keepMapped.exchange(false)) {
                // The file's pages kept for the workers would take the process over the budget:
                // they go back to the page cache, and from now on the pass hands back what it leaves.
                releasePages(m_input, takenUpTo(), m_passAt.load(std::memory_order_relaxed) + kPassAhead);
            }
        }
        return m_overBudget.load(std::memory_order_relaxed);
    }
    // Memory a structure is about to take (a record's parse, a large map, the top-level members),
    // counted before it is allocated: false, and everything stops, when it takes the read over the
    // budget. The first refusal's `what` (a phrase such as "record 3 at line 4 (1024 MB of JSON)") is kept
    // for the reader's message; with none, the records as a whole were too many.
    bool reserve(qint64 bytes, const QString &what)
    {
        m_used.fetch_add(bytes, std::memory_order_relaxed);
        if (!overBudget())
            return true;
        const std::lock_guard lock(m_causeMutex);
        if (m_cause.isEmpty())
            m_cause = what;
        return false;
    }
    // What reserve() refused first; empty when the records as a whole were too many.
    QString overBudgetCause() const
    {
        const std::lock_guard lock(m_causeMutex);
        return m_cause;
    }
    qint64 records() const { return qint64(m_done.load(std::memory_order_relaxed)); }
    // The pass that queues the records (scanner, line splitter) has moved from `from` on to `at`
    // (inputbytes.h: movePassWindow). The file's pages behind it stay mapped for the workers while
    // it is at most mappedAheadLimit() ahead of them and the memory budget has room for them (the
    // workers hand them back as they extract them; overBudget(), which the pass and the workers
    // call, hands them all back when it has not); otherwise they go back to the page cache.
    void passMovedOn(qint64 from, qint64 at)
    {
        m_passAt.store(at, std::memory_order_relaxed);
        const bool keep = m_keepMapped.load(std::memory_order_relaxed) && at - takenUpTo() <= m_mappedAheadLimit;
        movePassWindow(m_input, from, at, keep);
    }
    // The same, for a pass that copies the file's bytes instead of mapping them (jsonscan.h: read):
    // only what it mapped after all (a byte behind its window) goes back.
    void passReadOn(qint64 from, qint64 at)
    {
        m_passAt.store(at, std::memory_order_relaxed);
        releasePages(m_input, from, at);
    }
    // The runs in batches not merged yet (after finish()).
    size_t unmergedRuns() const
    {
        size_t runs = 0;
        for (size_t job = m_nextMerge; job < m_batches.end(); ++job) {
            if (const RecordBatch *batch = m_batches.published(job))
                runs += batch->runs.size();
        }
        return runs;
    }

private:
    // Merges the published batches that follow the merged ones; a worker that finds another one
    // merging goes back to extracting (that one, or mergeRest(), takes its batch).
    void mergeReady()
    {
        const std::unique_lock lock(m_mergeMutex, std::try_to_lock);
        if (!lock.owns_lock() || !m_merge)
            return;
        while (m_nextMerge < m_batches.size() && m_batches.published(m_nextMerge))
            mergeNext();
    }
    // Merges batch m_nextMerge, if there is one, and moves on (with m_mergeMutex held).
    void mergeNext()
    {
        if (const std::unique_ptr<RecordBatch> batch = m_batches.take(m_nextMerge)) {
            m_merge(*batch);
            // The merge moved the runs out and kept the storage: the next batch writes into these
            // pages, already faulted in and cached, instead of fresh ones (PagesAllocator hands
            // freed pages straight back to the kernel; page faults are costly in a virtual machine).
            if (batch->runs.empty() && batch->runs.capacity() >= SpanQueue::kBatch) {
                const std::lock_guard lock(m_spareMutex);
                if (m_spare.size() < 8)
                    m_spare.push_back(std::move(batch->runs));
            }
        }
        ++m_nextMerge;
    }

    // The first byte of the queued records no worker has taken yet.
    qint64 takenUpTo() const
    {
        const size_t queued = m_queue.size();
        const size_t next = std::min(m_next.load(std::memory_order_relaxed) * SpanQueue::kBatch, queued);
        return next < queued ? m_queue.at(next).begin : queued > 0 ? m_queue.at(queued - 1).end : m_passAt.load(std::memory_order_relaxed);
    }
    // The file bytes the pass keeps mapped ahead of the workers, at most.
    qint64 mappedAhead() const
    {
        return std::min(std::max<qint64>(m_passAt.load(std::memory_order_relaxed) - takenUpTo(), 0), m_mappedAheadLimit) + kPassAhead;
    }

    BatchVector<RunRecord> spareRuns()
    {
        const std::lock_guard lock(m_spareMutex);
        if (m_spare.empty())
            return {};
        BatchVector<RunRecord> runs = std::move(m_spare.back());
        m_spare.pop_back();
        return runs;
    }

    // The job's records read from the file into the worker's own memory (inputbytes.h: copyBytes()), so that
    // the pages the pass mapped can go back behind it at once and no worker maps one again; a job
    // that spans more than a few megabytes (a huge record) reads the mapping instead.
    bool copyRecords(int worker, qint64 begin, qint64 end, RecordExtractor &extractor)
    {
        constexpr qint64 kMostCopied = qint64(32) << 20;
        std::string &copy = m_copies[size_t(worker)];
        if (!copyBytes(m_input, begin, end, kMostCopied, copy))
            return false;
        extractor.useCopy(copy.data(), begin, end - begin);
        return true;
    }

    void join()
    {
        for (std::thread &helper : m_helpers)
            helper.join();
        m_helpers.clear();
    }

    void work(int worker)
    {
        std::unique_ptr<RecordExtractor> &extractor = m_extractors[size_t(worker)];
        for (;;) {
            if (m_stop.load(std::memory_order_relaxed))
                return;
            const size_t job = m_next.fetch_add(1, std::memory_order_relaxed);
            const size_t from = job * SpanQueue::kBatch;
            if (job >= m_batches.size())
                return;
            const size_t to = m_queue.waitFor(from + SpanQueue::kBatch);
            if (to <= from)
                return;
            if (m_stages.cancelled()) {
                m_stop = true;
                return;
            }
            WholeMallocHeaps::adviseHugePagesInThreadHeap(); // what the job's records allocate
            if (!extractor) {
                extractor = std::make_unique<RecordExtractor>(m_input.buffer, m_name, m_maxDepth, m_digestRuns);
                extractor->setReserve([this](qint64 bytes, const QString &what) { return reserve(bytes, what); });
                extractor->parseInPlace(!m_input.mapped);
            }
            const qint64 begin = m_queue.at(from).begin, end = m_queue.at(to - 1).end;
            const bool copied = copyRecords(worker, begin, end, *extractor);
            if (!copied)
                populatePages(m_input, begin, end);
            auto batch = std::make_unique<RecordBatch>();
            batch->runs = spareRuns();
            const bool freshStorage = batch->runs.capacity() < to - from; // no spare was left
            batch->runs.reserve(to - from); // one run per record at most: a single allocation
            if (freshStorage)
                prefaultAppend(batch->runs, to - from);
            for (size_t i = from; i < to; ++i)
                extractor->extractRecord(m_queue.at(i), int(i), *batch);
            if (!batch->runs.empty()) {
                const RunRecord &last = batch->runs.back();
                for (const QString *text : {&last.meta.name, &last.observedAt}) {
                    if (text->data_ptr().isMutable()) // its text is a block of its own, not static
                        WholeMallocHeaps::adviseHugePagesInHeapOf(text->constData());
                }
            }
            if (batch->runs.size() < batch->runs.capacity() / 2) // mostly other kinds: do not keep 512 runs' room
                batch->runs.shrink_to_fit();
            extractor->clearCopy();
            if (!copied)
                releasePages(m_input, begin, end);
            m_used.fetch_add(estimatedBytes(*batch) + qint64(batch->runs.capacity() - batch->runs.size()) * qint64(sizeof(RunRecord)),
                             std::memory_order_relaxed);
            m_batches.publish(job, std::move(batch));
            if (overBudget())
                return;
            mergeReady();
            const size_t done = m_done.fetch_add(to - from, std::memory_order_relaxed) + (to - from);
            if (worker == 0) // after the scan: the rest of the way
                m_stages.set(0.5 + 0.5 * double(done) / double(std::max<size_t>(m_queue.size(), 1)));
        }
    }

    const Input &m_input;
    const QString &m_name;
    int m_maxDepth;
    bool m_digestRuns;
    qint64 m_budget;
    SpanQueue &m_queue;
    Stages &m_stages;
    BatchSlots m_batches; // by job; written once each
    std::mutex m_mergeMutex;
    Merge m_merge; // set by startMerging()
    size_t m_nextMerge = 0; // the first batch not merged yet
    std::mutex m_spareMutex;
    std::vector<BatchVector<RunRecord>> m_spare; // merged batches' empty run storage, for the next batches
    std::vector<std::unique_ptr<RecordExtractor>> m_extractors; // by worker
    const bool m_copyRecords = copiesReadable(m_input);
    std::vector<std::string> m_copies = std::vector<std::string>(m_extractors.size()); // by worker
    std::vector<std::thread> m_helpers;
    std::atomic<size_t> m_next{0};
    std::atomic<size_t> m_done{0};
    std::atomic_bool m_stop{false};
    std::atomic<qint64> m_used{0};
    std::atomic<qint64> m_passAt{0}; // how far the pass has queued records
    // The pass leaves the file's pages mapped for the workers, unless they read copies.
    std::atomic_bool m_keepMapped{!m_copyRecords};
    const qint64 m_mappedAheadLimit = mappedAheadLimit(m_input.buffer->size());
    std::atomic_bool m_overBudget{false};
    mutable std::mutex m_causeMutex;
    QString m_cause; // reserve()'s first refusal
};

} // namespace kie::reader
