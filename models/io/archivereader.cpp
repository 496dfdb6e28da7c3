// SPDX-License-Identifier: Apache-2.0
#include "archivereader.h"

#include "digest.h"
#include "jsonscan.h"
#include "ranking.h"
#include "recordextract.h"
#include "traceimport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <simdjson.h>
#include <zlib.h>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <cstring>
#include <thread>

namespace kie {

namespace {

constexpr qint64 kPadding = qint64(simdjson::SIMDJSON_PADDING);

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ArchiveReader)
};

// The bytes of one input and whether they are a read-only file mapping (see releasePages()).
struct Input
{
    std::shared_ptr<const QByteArray> buffer;
    bool mapped = false;
};

// simdjson reads up to SIMDJSON_PADDING bytes past a record; keep that much spare capacity.
std::shared_ptr<const QByteArray> padded(QByteArray bytes)
{
    if (bytes.capacity() - bytes.size() < kPadding)
        bytes.reserve(bytes.size() + kPadding);
    return std::make_shared<const QByteArray>(std::move(bytes));
}

// Maps the file read-only (MAP_PRIVATE: the file is never written) into a reservation that is
// SIMDJSON_PADDING bytes longer, so the padding past the end is ordinary zero memory.
Input mapFile(const QString &path, QString *error)
{
    Input input;
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *error = Tr::tr("cannot open %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        return input;
    }
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0) {
        // Pipes, devices and empty files: read what there is.
        ::close(fd);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = Tr::tr("cannot open %1: %2").arg(path, file.errorString());
            return input;
        }
        input.buffer = padded(file.readAll());
        return input;
    }
    const size_t page = size_t(::sysconf(_SC_PAGESIZE));
    const size_t size = size_t(st.st_size);
    const size_t total = (size + size_t(kPadding) + page - 1) / page * page;
    void *area = ::mmap(nullptr, total, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    void *mapped = area == MAP_FAILED ? MAP_FAILED : ::mmap(area, size, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 0);
    ::close(fd);
    if (mapped == MAP_FAILED) {
        if (area != MAP_FAILED)
            ::munmap(area, total);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = Tr::tr("cannot read %1: %2").arg(path, file.errorString());
            return input;
        }
        input.buffer = padded(file.readAll());
        return input;
    }
    ::madvise(area, size, MADV_SEQUENTIAL);
    auto *bytes = new QByteArray(QByteArray::fromRawData(static_cast<const char *>(area), qsizetype(size)));
    input.buffer = std::shared_ptr<const QByteArray>(bytes, [area, total](const QByteArray *b) {
        delete b;
        ::munmap(area, total);
    });
    input.mapped = true;
    return input;
}

// Indexed pages of a mapped file are handed back to the page cache: the records are what stays
// resident, and the bytes fault back in (from the cache) when a manifest is shown.
void releasePages(const Input &input, qint64 begin, qint64 end)
{
    if (!input.mapped || end <= begin)
        return;
    static const qint64 page = qint64(::sysconf(_SC_PAGESIZE));
    const auto base = reinterpret_cast<quintptr>(input.buffer->constData());
    const quintptr from = (base + quintptr(begin) + quintptr(page) - 1) / quintptr(page) * quintptr(page);
    const quintptr to = (base + quintptr(end)) / quintptr(page) * quintptr(page);
    if (to > from)
        ::madvise(reinterpret_cast<void *>(from), to - from, MADV_DONTNEED);
}

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

ReadResult fatal(const QString &message)
{
    ReadResult result;
    result.fatalError = message;
    return result;
}

ReadResult cancelledResult()
{
    ReadResult result;
    result.cancelled = true;
    return result;
}

int workerCount(size_t jobs)
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

template<typename To, typename From>
void appendMoved(To &to, From &from)
{
    std::move(from.begin(), from.end(), std::back_inserter(to));
    From().swap(from);
}

void mergeBatch(Archive &archive, RecordBatch &batch)
{
    const int protocols = int(archive.protocols.size());
    const int environments = int(archive.environments.size());
    const int workloads = int(archive.workloads.size());
    const int implementations = int(archive.implementations.size());
    for (RunRecord &run : batch.runs) {
        // Bundle roles point into the batch's vectors; shift them to the archive's.
        BundleRoles &roles = run.bundle;
        if (roles.protocol >= 0)
            roles.protocol += protocols;
        if (roles.environment >= 0)
            roles.environment += environments;
        if (roles.workload >= 0)
            roles.workload += workloads;
        if (roles.implementation >= 0)
            roles.implementation += implementations;
    }
    appendMoved(archive.runs, batch.runs);
    appendMoved(archive.protocols, batch.protocols);
    appendMoved(archive.environments, batch.environments);
    appendMoved(archive.workloads, batch.workloads);
    appendMoved(archive.implementations, batch.implementations);
    appendMoved(archive.attestations, batch.attestations);
    appendMoved(archive.others, batch.others);
    appendMoved(archive.problems, batch.problems);
}

bool hasJsonLinesSuffix(const QString &name)
{
    QString lower = name.toLower();
    if (lower.endsWith(QLatin1String(".gz")))
        lower.chop(3);
    return lower.endsWith(QLatin1String(".jsonl")) || lower.endsWith(QLatin1String(".ndjson"));
}

const ScanMember *findMember(const char *data, const std::vector<ScanMember> &members, QByteArrayView name)
{
    for (const ScanMember &member : members) {
        if (QByteArrayView(data + member.key.begin + 1, member.key.size() - 2) == name)
            return &member;
    }
    return nullptr;
}

// Record spans as the scanner (or the line splitter) finds them; workers extract them meanwhile.
class SpanQueue
{
public:
    static constexpr size_t kBatch = 512; // records per job

    // Every record takes at least two bytes ("1," or "1\n"), which bounds the chunk table.
    explicit SpanQueue(qint64 inputSize) : m_chunks(size_t(inputSize / 2 / kChunk + 2)) { }

    void push(const ScanSpan &span) // the producing thread only
    {
        const size_t n = m_count.load(std::memory_order_relaxed);
        std::unique_ptr<ScanSpan[]> &chunk = m_chunks[n / kChunk];
        if (!chunk)
            chunk = std::make_unique<ScanSpan[]>(kChunk);
        chunk[n % kChunk] = span;
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
    const ScanSpan &at(size_t i) const { return m_chunks[i / kChunk][i % kChunk]; }
    size_t size() const { return m_count.load(std::memory_order_acquire); }
    size_t maxJobs() const { return m_chunks.size() * kChunk / kBatch + 1; }

private:
    void wake()
    {
        const std::lock_guard lock(m_mutex);
        m_ready.notify_all();
    }

    static constexpr size_t kChunk = 4096;
    std::vector<std::unique_ptr<ScanSpan[]>> m_chunks; // never reallocated: workers read while it fills
    std::atomic<size_t> m_count{0};
    std::mutex m_mutex;
    std::condition_variable m_ready;
    bool m_closed = false;
};

// Extracts the queue's records in jobs of SpanQueue::kBatch, on helper threads from the start and
// on the calling thread once it has finished scanning.
class ExtractionPool
{
public:
    ExtractionPool(const Input &input, const QString &name, int maxDepth, bool digestRuns, SpanQueue &queue, Stages &stages)
        : m_input(input), m_name(name), m_maxDepth(maxDepth), m_digestRuns(digestRuns), m_queue(queue), m_stages(stages),
          m_batches(queue.maxJobs()), m_extractors(size_t(workerCount(size_t(-1))))
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
    std::vector<std::unique_ptr<RecordBatch>> &batches() { return m_batches; }

private:
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
            if (!extractor)
                extractor = std::make_unique<RecordExtractor>(m_input.buffer, m_name, m_maxDepth, m_digestRuns);
            auto batch = std::make_unique<RecordBatch>();
            batch->runs.reserve(to - from); // one run per record at most: a single allocation
            for (size_t i = from; i < to; ++i)
                extractor->extractRecord(m_queue.at(i), int(i), *batch);
            releasePages(m_input, m_queue.at(from).begin, m_queue.at(to - 1).end);
            m_batches[job] = std::move(batch);
            const size_t done = m_done.fetch_add(to - from, std::memory_order_relaxed) + (to - from);
            if (worker == 0) // after the scan: the rest of the way
                m_stages.set(0.5 + 0.5 * double(done) / double(std::max<size_t>(m_queue.size(), 1)));
        }
    }

    const Input &m_input;
    const QString &m_name;
    int m_maxDepth;
    bool m_digestRuns;
    SpanQueue &m_queue;
    Stages &m_stages;
    std::vector<std::unique_ptr<RecordBatch>> m_batches; // by job; written once each
    std::vector<std::unique_ptr<RecordExtractor>> m_extractors; // by worker
    std::vector<std::thread> m_helpers;
    std::atomic<size_t> m_next{0};
    std::atomic<size_t> m_done{0};
    std::atomic_bool m_stop{false};
};

class Reader
{
public:
    Reader(const Input &input, const QString &displayName, const ReadOptions &options, const ProgressReporter &progress)
        : m_input(input), m_data(input.buffer->constData()), m_size(input.buffer->size()),
          m_name(displayName), m_options(options), m_stages(progress)
    {
    }

    ReadResult read(bool compressed, bool jsonLinesHint);

private:
    bool computeDigests();
    void indexDigests();
    LoadProblem problem(qint64 offset, qint64 line, qint64 column, int record, const QString &message,
                        Severity severity = Severity::Error) const
    {
        return LoadProblem{severity, m_name, line, column, offset, record, message};
    }

    const Input m_input;
    const char *m_data;
    qint64 m_size;
    QString m_name;
    const ReadOptions &m_options;
    Stages m_stages;
    std::shared_ptr<Archive> m_archive;
};

ReadResult Reader::read(bool compressed, bool jsonLinesHint)
{
    m_archive = std::make_shared<Archive>();
    Archive &archive = *m_archive;
    archive.path = m_name;
    archive.inputFiles = QStringList{m_name};
    archive.compressed = compressed;
    archive.buffer = m_input.buffer;
    archive.openedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);

    qint64 start = 0;
    RecordBatch head; // what the calling thread reads itself: file-level problems, a top-level bundle
    if (m_size >= 3 && std::memcmp(m_data, "\xEF\xBB\xBF", 3) == 0) {
        start = 3;
        head.problems.push_back(problem(0, 1, 1, -1, Tr::tr("the file starts with a byte order mark; ignored"), Severity::Warning));
    }
    qint64 first = start, line = 1, column = start + 1;
    while (first < m_size && isJsonSpace(m_data[first]))
        ++first;
    if (first >= m_size)
        return fatal(m_size == 0 ? Tr::tr("%1: the file is empty").arg(m_name) : Tr::tr("%1: the file holds only whitespace").arg(m_name));
    advancePosition(m_data, start, first, line, column);
    if (m_data[first] != '{') {
        const QChar found = uchar(m_data[first]) >= 0x20 && uchar(m_data[first]) < 0x7f ? QLatin1Char(m_data[first]) : QChar(u'?');
        return fatal(Tr::tr("%1:%2:%3: not a run archive, manifest bundle, object or JSON Lines: expected '{', found '%4' (byte 0x%5)")
                         .arg(m_name).arg(line).arg(column).arg(found).arg(uchar(m_data[first]), 2, 16, QLatin1Char('0')));
    }

    // Records are extracted on all cores while the scanner is still finding them.
    SpanQueue queue(m_size);
    m_stages.begin(Tr::tr("Reading %1").arg(m_name), 0, 700);
    ExtractionPool pool(m_input, m_name, m_options.maxDepth, m_options.computeRunDigests, queue, m_stages);
    RecordExtractor extractor(m_input.buffer, m_name, m_options.maxDepth, m_options.computeRunDigests);
    bool jsonLines = jsonLinesHint;
    if (!jsonLines) {
        ScanOptions scanOptions;
        scanOptions.collect = [&](QByteArrayView key, const std::vector<ScanMember> &before) {
            if (key == "items") {
                // Stream only when "kind": "RunArchive" came first (as written by every exporter).
                const ScanMember *kind = findMember(m_data, before, "kind");
                return kind && extractor.stringValue(kind->value) == QLatin1String("RunArchive") ? ScanOptions::Collect::Stream
                                                                                               : ScanOptions::Collect::Store;
            }
            return key == "attestations" ? ScanOptions::Collect::Store : ScanOptions::Collect::No;
        };
        scanOptions.onElement = [&queue](const ScanSpan &element) { queue.push(element); };
        scanOptions.progress = [this](qint64 offset) {
            m_stages.set(0.5 * double(offset) / double(m_size));
            return !m_stages.cancelled();
        };
        const ScanResult scan = scanJson(m_data, first, m_size, line, column, scanOptions);
        if (scan.cancelled) {
            pool.abort();
            return cancelledResult();
        }
        if (!scan.error && scan.nextValue >= 0) {
            // Another value follows the first: JSON Lines. Items streamed so far were the first line's.
            if (queue.size() > 0) {
                pool.abort();
                return read(compressed, true);
            }
            jsonLines = true;
        } else {
            const ScanMember *kindMember = findMember(m_data, scan.members, "kind");
            const ScanMember *items = findMember(m_data, scan.members, "items");
            const ScanMember *run = findMember(m_data, scan.members, "run");
            const QString kind = kindMember ? extractor.stringValue(kindMember->value) : QString();
            if (kind == QLatin1String("RunArchive") || (!kindMember && !run && items)) {
                archive.format = ArchiveFormat::RunArchive;
                if (!kindMember)
                    head.problems.push_back(extractor.problemAt(scan.value, -1, Tr::tr("no \"kind\"; read as a RunArchive because it has \"items\""), Severity::Warning));
                if (const ScanMember *metadata = findMember(m_data, scan.members, "metadata"))
                    archive.info = extractor.extractArchiveInfo(metadata->value, head);
                if (!items) {
                    head.problems.push_back(extractor.problemAt(scan.value, -1, Tr::tr("the RunArchive has no \"items\"")));
                } else if (!items->collected) {
                    head.problems.push_back(extractor.problemAt(items->value, -1, Tr::tr("\"items\" must be an array")));
                } else {
                    for (const ScanSpan &element : items->elements) // when they were not streamed
                        queue.push(element);
                    if (items->unfinished)
                        head.problems.push_back(extractor.problemAt(*items->unfinished, int(items->elementCount),
                            Tr::tr("the record is cut off by the end of the file")));
                }
            } else if (kindMember) {
                archive.format = ArchiveFormat::SingleObject;
                // A broken document still goes to the record parser, which says exactly where.
                ScanSpan whole = scan.value;
                if (scan.error)
                    whole.end = m_size;
                queue.push(whole);
            } else if (run) {
                archive.format = ArchiveFormat::ManifestBundle;
                extractor.extractBundle(scan.members, 0, head);
            } else if (!scan.error) {
                head.problems.push_back(extractor.problemAt(scan.value, -1,
                    Tr::tr("the object has neither a \"kind\" nor a \"run\": not an archive, bundle or object")));
            }
            if (scan.error && archive.format != ArchiveFormat::SingleObject) { // the record parser reports that one
                const ScanError &e = *scan.error;
                head.problems.push_back(problem(e.offset, e.line, e.column, -1, e.message));
            }
        }
    }
    if (jsonLines) {
        archive.format = ArchiveFormat::JsonLines;
        // One record per non-blank line: raw newlines cannot occur inside JSON strings.
        qint64 lineNumber = 1;
        for (qint64 at = start; at < m_size; ++lineNumber) {
            const void *found = std::memchr(m_data + at, '\n', size_t(m_size - at));
            const qint64 stop = found ? static_cast<const char *>(found) - m_data : m_size;
            qint64 b = at, e = stop;
            while (b < e && isJsonSpace(m_data[b]))
                ++b;
            while (e > b && isJsonSpace(m_data[e - 1]))
                --e;
            if (e > b)
                queue.push(ScanSpan{b, e, lineNumber, b - at + 1});
            at = stop + 1;
        }
    }
    queue.close();
    m_stages.set(0.5);
    if (!pool.finish())
        return cancelledResult();

    // Merge in file order; each batch's storage goes back to the kernel as soon as it is moved.
    size_t runs = head.runs.size();
    for (const auto &batch : pool.batches())
        runs += batch ? batch->runs.size() : 0;
    archive.runs.reserve(runs);
    mergeBatch(archive, head);
    for (auto &batch : pool.batches()) {
        if (batch) {
            mergeBatch(archive, *batch);
            batch.reset();
        }
    }

    if (!computeDigests())
        return cancelledResult();
    indexDigests();

    if (archive.objectCount() == 0) {
        const auto firstError = std::find_if(archive.problems.begin(), archive.problems.end(),
                                             [](const LoadProblem &p) { return p.severity == Severity::Error; });
        if (firstError != archive.problems.end()) {
            const qsizetype more = std::count_if(archive.problems.begin(), archive.problems.end(),
                                                 [](const LoadProblem &p) { return p.severity == Severity::Error; }) - 1;
            QString message = firstError->toString();
            if (more > 0)
                message += Tr::tr(" (and %n more problem(s))", nullptr, int(more));
            return fatal(message);
        }
    }

    m_stages.begin(Tr::tr("Ranking %n run(s)", nullptr, int(archive.runs.size())), 950, 1000);
    archive.ranking = rankArchive(archive);
    m_stages.set(1.0);

    ReadResult result;
    result.archive = std::move(m_archive);
    return result;
}

bool Reader::computeDigests()
{
    Archive &archive = *m_archive;
    std::vector<ObjectBase *> objects;
    objects.reserve(size_t(archive.objectCount()));
    const auto add = [&objects](auto &records) {
        for (auto &record : records) {
            if (record.digest.isEmpty()) // not already computed while extracting
                objects.push_back(&record);
        }
    };
    add(archive.protocols);
    add(archive.environments);
    add(archive.workloads);
    add(archive.implementations);
    add(archive.attestations);
    add(archive.others);
    if (m_options.computeRunDigests)
        add(archive.runs);
    if (objects.empty())
        return true;

    m_stages.begin(Tr::tr("Computing %n digest(s)", nullptr, int(objects.size())), 700, 950);
    constexpr size_t kChunk = 256;
    const int jobs = int((objects.size() + kChunk - 1) / kChunk);
    std::vector<std::vector<LoadProblem>> problems(static_cast<size_t>(jobs));
    const bool ok = runParallel(jobs, m_stages, [&](int job, int) {
        const size_t from = size_t(job) * kChunk;
        const size_t to = std::min(objects.size(), from + kChunk);
        qint64 low = m_size, high = 0;
        for (size_t i = from; i < to; ++i) {
            ObjectBase &object = *objects[i];
            QString error;
            object.digest = objectDigestOfText(object.source.bytes(), &error);
            if (object.digest.isEmpty()) {
                object.digestError = error.isEmpty() ? Tr::tr("the object cannot be canonicalized") : error;
                problems[size_t(job)].push_back(problem(object.source.offset, object.source.line, object.source.column,
                    object.recordIndex, Tr::tr("the %1 cannot be canonicalized (RFC 8785), so it has no digest: %2")
                                            .arg(object.meta.kindName, object.digestError)));
            }
            if (object.source.buffer == m_input.buffer) {
                low = std::min(low, object.source.offset);
                high = std::max(high, object.source.offset + object.source.length);
            }
        }
        if (to - from == kChunk) // whole chunks only: small ones are the few non-run objects
            releasePages(m_input, low, high);
    });
    if (!ok)
        return false;
    for (std::vector<LoadProblem> &list : problems)
        appendMoved(archive.problems, list);
    return true;
}

void Reader::indexDigests()
{
    Archive &archive = *m_archive;
    archive.objectsByDigest.reserve(qsizetype(archive.objectCount()));
    const auto index = [&archive](ObjectKind kind, const auto &records) {
        for (size_t i = 0; i < records.size(); ++i) {
            const QString &digest = records[i].digest;
            if (!digest.isEmpty() && !archive.objectsByDigest.contains(digest))
                archive.objectsByDigest.insert(digest, {kind, int(i)});
        }
    };
    index(ObjectKind::BenchmarkRun, archive.runs);
    index(ObjectKind::BenchmarkProtocol, archive.protocols);
    index(ObjectKind::ExecutionEnvironment, archive.environments);
    index(ObjectKind::BenchmarkWorkload, archive.workloads);
    index(ObjectKind::Implementation, archive.implementations);
    index(ObjectKind::Attestation, archive.attestations);
    index(ObjectKind::Unknown, archive.others);
}

ReadResult readInput(Input input, const QString &name, bool compressed, bool jsonLinesHint, const ReadOptions &options,
                     const ProgressReporter &progress)
{
    if (isGzip(QByteArrayView(*input.buffer))) {
        progress.say(QCoreApplication::translate("kie::ArchiveReader", "Decompressing %1").arg(name));
        QString error;
        QByteArray inflated = gunzip(QByteArrayView(*input.buffer), options.maxDecompressedBytes,
                                     options.maxCompressionRatio, &error);
        if (!error.isEmpty())
            return fatal(QStringLiteral("%1: %2").arg(name, error));
        if (progress.cancelled())
            return cancelledResult();
        input = Input{padded(std::move(inflated)), false};
        compressed = true;
    }
    Reader reader(input, name, options, progress);
    return reader.read(compressed, jsonLinesHint);
}

// Traces are imported into a RunArchive document, which then goes through the ordinary reader.
ReadResult importTraceInput(const QStringList &paths, const ReadOptions &options, const ProgressReporter &progress)
{
    int last = 0;
    ProgressReporter first = progress;
    first.permille = [&progress, &last](int value) {
        last = std::max(last, value * 6 / 10);
        progress.advance(last);
    };
    TraceImportResult imported = importTraces(paths, first);
    if (progress.cancelled())
        return cancelledResult();
    if (!imported.fatalError.isEmpty())
        return fatal(imported.fatalError);
    ProgressReporter second = progress;
    second.permille = [&progress, &last](int value) { progress.advance(std::max(last, 600 + value * 4 / 10)); };
    const QString name = paths.size() == 1 ? paths.front() : paths.join(QStringLiteral(", "));
    // The imported RunArchive is named after the traces, but it is not JSON Lines as they are.
    ReadResult result = readInput(Input{padded(std::move(imported.runArchiveJson)), false}, name, false, false, options, second);
    if (result.archive) {
        result.archive->format = ArchiveFormat::TraceImport;
        result.archive->path = name;
        result.archive->inputFiles = paths;
        result.archive->problems.insert(result.archive->problems.begin(), imported.problems.begin(), imported.problems.end());
    }
    return result;
}

} // namespace

ReadResult readArchiveFile(const QString &path, const ReadOptions &options, const ProgressReporter &progress)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        if (!looksLikeTraceFolder(path))
            return fatal(Tr::tr("%1 is a folder without traces (no traces/ or definitions/, no trace .jsonl)").arg(path));
        return importTraceInput({path}, options, progress);
    }
    if (!info.exists())
        return fatal(Tr::tr("%1: no such file").arg(path));
    progress.say(Tr::tr("Opening %1").arg(path));
    progress.advance(0);
    QString error;
    Input input = mapFile(path, &error);
    if (!input.buffer)
        return fatal(error);
    const QByteArrayView bytes(*input.buffer);
    if (!isGzip(bytes) && looksLikeTraceLines(bytes.first(std::min<qsizetype>(bytes.size(), 1 << 16))))
        return importTraceInput({path}, options, progress);
    if (isGzip(bytes)) {
        // Decompress first so that a compressed trace file is recognised too.
        QString gzError;
        QByteArray inflated = gunzip(bytes, options.maxDecompressedBytes, options.maxCompressionRatio, &gzError);
        if (!gzError.isEmpty())
            return fatal(QStringLiteral("%1: %2").arg(path, gzError));
        if (looksLikeTraceLines(QByteArrayView(inflated).first(std::min<qsizetype>(inflated.size(), 1 << 16))))
            return importTraceInput({path}, options, progress);
        Reader reader(Input{padded(std::move(inflated)), false}, path, options, progress);
        return reader.read(true, hasJsonLinesSuffix(path));
    }
    Reader reader(input, path, options, progress);
    return reader.read(false, hasJsonLinesSuffix(path));
}

ReadResult readArchiveFiles(const QStringList &paths, const ReadOptions &options, const ProgressReporter &progress)
{
    if (paths.isEmpty())
        return fatal(Tr::tr("no files to open"));
    if (paths.size() == 1)
        return readArchiveFile(paths.front(), options, progress);
    return importTraceInput(paths, options, progress);
}

ReadResult readArchiveData(QByteArray bytes, const QString &displayName, const ReadOptions &options,
                           const ProgressReporter &progress)
{
    return readInput(Input{padded(std::move(bytes)), false}, displayName, false, hasJsonLinesSuffix(displayName), options, progress);
}

bool isGzip(QByteArrayView bytes)
{
    return bytes.size() >= 2 && uchar(bytes[0]) == 0x1f && uchar(bytes[1]) == 0x8b;
}

QByteArray gunzip(QByteArrayView compressed, qint64 maxBytes, double maxRatio, QString *error)
{
    const auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return QByteArray();
    };
    if (!isGzip(compressed))
        return failWith(Tr::tr("not gzip data"));
    z_stream stream = {};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK)
        return failWith(Tr::tr("cannot start zlib"));
    // The trailer's ISIZE (size mod 4 GiB) is a good first guess for the output buffer.
    qint64 guess = 0;
    if (compressed.size() >= 18) {
        const auto *tail = reinterpret_cast<const uchar *>(compressed.data() + compressed.size() - 4);
        guess = qint64(tail[0]) | qint64(tail[1]) << 8 | qint64(tail[2]) << 16 | qint64(tail[3]) << 24;
    }
    guess = std::clamp<qint64>(guess, qint64(1) << 16, std::min<qint64>(maxBytes, qint64(maxRatio * double(compressed.size())) + (1 << 20)));
    QByteArray out;
    out.resize(qsizetype(guess + kPadding));
    qint64 produced = 0;
    qint64 consumedBefore = 0; // input of finished gzip members
    const auto *input = reinterpret_cast<const Bytef *>(compressed.data());
    const qint64 inputSize = compressed.size();
    constexpr qint64 kStep = qint64(4) << 20; // check the limits every 4 MiB of output
    constexpr qint64 kRatioFloor = qint64(16) << 20; // small outputs are never called bombs
    int status = Z_OK;
    for (;;) {
        const qint64 offsetIn = consumedBefore + qint64(stream.total_in);
        stream.next_in = const_cast<Bytef *>(input + offsetIn);
        stream.avail_in = uInt(std::min<qint64>(inputSize - offsetIn, qint64(1) << 30));
        if (out.size() - produced < kStep + kPadding) {
            const qint64 grown = std::min<qint64>(std::max<qint64>(out.size() * 2, produced + kStep + kPadding), maxBytes + kStep + kPadding);
            out.resize(qsizetype(grown));
        }
        const uLong outBefore = stream.total_out;
        stream.next_out = reinterpret_cast<Bytef *>(out.data() + produced);
        stream.avail_out = uInt(std::min<qint64>(out.size() - produced - kPadding, kStep));
        status = inflate(&stream, Z_NO_FLUSH);
        produced += qint64(stream.total_out - outBefore);
        if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) {
            const QString reason = stream.msg ? QString::fromLatin1(stream.msg) : QString::number(status);
            inflateEnd(&stream);
            return failWith(Tr::tr("corrupt gzip data after %1 decompressed bytes: %2").arg(produced).arg(reason));
        }
        const qint64 consumed = consumedBefore + qint64(stream.total_in);
        if (produced > maxBytes) {
            inflateEnd(&stream);
            return failWith(Tr::tr("refused: decompresses to more than %1 bytes (the limit)").arg(maxBytes));
        }
        if (produced > kRatioFloor && double(produced) > maxRatio * double(consumed)) {
            inflateEnd(&stream);
            return failWith(Tr::tr("refused as a likely gzip bomb: %1 bytes inflate to more than %2 (over %3:1)")
                                .arg(consumed).arg(produced).arg(maxRatio));
        }
        if (status == Z_STREAM_END) {
            // Concatenated gzip members (as `cat a.gz b.gz` makes) are one stream.
            consumedBefore = consumed;
            if (consumed + 2 <= inputSize && isGzip(compressed.sliced(consumed))) {
                inflateReset(&stream);
                continue;
            }
            break;
        }
        if (status == Z_BUF_ERROR && stream.avail_in == 0 && consumed >= inputSize) {
            inflateEnd(&stream);
            return failWith(Tr::tr("the gzip data is truncated (after %1 decompressed bytes)").arg(produced));
        }
    }
    inflateEnd(&stream);
    out.resize(qsizetype(produced)); // capacity (and so the parser's padding) is kept
    return out;
}

QByteArray gzip(QByteArrayView data, int level)
{
    z_stream stream = {};
    if (deflateInit2(&stream, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return QByteArray();
    QByteArray out;
    out.resize(qsizetype(deflateBound(&stream, uLong(data.size())) + 64));
    qint64 written = 0, read = 0;
    int status = Z_OK;
    while (status != Z_STREAM_END) {
        const qint64 chunk = std::min<qint64>(data.size() - read, qint64(1) << 30);
        stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data() + read));
        stream.avail_in = uInt(chunk);
        if (out.size() - written < (1 << 16))
            out.resize(out.size() * 2);
        stream.next_out = reinterpret_cast<Bytef *>(out.data() + written);
        stream.avail_out = uInt(std::min<qint64>(out.size() - written, qint64(1) << 30));
        const uLong inBefore = stream.total_in, outBefore = stream.total_out;
        status = deflate(&stream, read + chunk >= data.size() ? Z_FINISH : Z_NO_FLUSH);
        read += qint64(stream.total_in - inBefore);
        written += qint64(stream.total_out - outBefore);
        if (status == Z_STREAM_ERROR)
            break;
    }
    deflateEnd(&stream);
    out.resize(qsizetype(written));
    return out;
}

} // namespace kie
