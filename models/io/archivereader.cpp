// SPDX-License-Identifier: Apache-2.0
#include "archivereader.h"

#include "digest.h"
#include "archivereader_pipeline_p.h"
#include "inputbytes.h"
#include "jsonscan.h"
#include "mappedfileguard.h"
#include "ranking.h"
#include "recordextract.h"
#include "releaseinbackground.h"
#include "sourcenativeshape.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>

#include <algorithm>
#include <cstring>
#include <optional>

namespace kie {

using namespace reader;

namespace {

// Reads this large first measure what fresh 4 KB pages cost, to choose a page size (freshmemory_p.h).
constexpr qint64 kMeasurePagesFrom = qint64(32) << 20;
// A member of the top-level object as the reader keeps it: its key string, a problem, an object.
constexpr qint64 kTopLevelMemberBytes = 1024;
constexpr qint64 kTopLevelKeyBytesCounted = qint64(64) << 10; // keys this long in all are counted however few

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ArchiveReader)
};

const ScanMember *findMember(const char *data, const std::vector<ScanMember> &members, QByteArrayView name)
{
    for (const ScanMember &member : members) {
        if (QByteArrayView(data + member.key.begin + 1, member.key.size() - 2) == name)
            return &member;
    }
    return nullptr;
}

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
    void readTopLevel(const ScanResult &scan, RecordExtractor &extractor, RecordBatch &head, SpanQueue &queue, ExtractionPool &pool);
    ScanResult scanTopLevel(qint64 first, qint64 line, qint64 column, RecordExtractor &extractor, SpanQueue &queue,
                            ExtractionPool &pool);
    void queueLines(qint64 start, SpanQueue &queue, ExtractionPool &pool);
    bool extractAll(RecordBatch &head, const SpanQueue &queue, ExtractionPool &pool, qint64 budget);
    std::optional<ReadResult> nothingRead() const;
    bool computeDigests();
    LoadProblem skeletonProblem(const ScanResult &scan) const;
    void reportUnknownKinds();
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

// Where the top-level skeleton broke. A truncation names the record the file ends in (and where
// that record starts), so the cause is not hidden behind what the record parser then finds.
LoadProblem Reader::skeletonProblem(const ScanResult &scan) const
{
    const ScanError &e = *scan.error;
    if (e.offset < m_size)
        return problem(e.offset, e.line, e.column, -1, e.message);
    const ScanMember *items = findMember(m_data, scan.members, "items");
    const ScanMember *kind = findMember(m_data, scan.members, "kind");
    const bool runArchive = items && items->collected;
    QString where;
    if (runArchive && items->unfinished)
        where = Tr::tr("the file ends inside record %1, which starts at line %2").arg(items->elementCount).arg(items->unfinished->line);
    else if (runArchive || (kind && QByteArrayView(m_data + kind->value.begin, kind->value.size()) == "\"RunArchive\""))
        where = Tr::tr("the file ends inside the RunArchive, which starts at line %1").arg(scan.value.line);
    else
        where = Tr::tr("the file ends inside record 0, which starts at line %1").arg(scan.value.line);
    return problem(e.offset, e.line, e.column, -1, QStringLiteral("%1 (%2)").arg(where, e.message));
}

// One top-level object (not JSON Lines): what it is (RunArchive, single object, bundle) and its
// records queued; a broken skeleton is always the first problem, whatever else is found, also before
// any "kind"/"run"/"items" member, where nothing else would say the file is unreadable.
void Reader::readTopLevel(const ScanResult &scan, RecordExtractor &extractor, RecordBatch &head, SpanQueue &queue, ExtractionPool &pool)
{
    Archive &archive = *m_archive;
    // Every member becomes a key string (memberKeys(): parsed from a copy, then in UTF-16), may give
    // a problem (a duplicate, a bundle member in no role) and in a bundle an object: counted before
    // any of them is made.
    qint64 keyBytes = 0;
    for (const ScanMember &member : scan.members)
        keyBytes += member.key.size();
    if (qsizetype(scan.members.size()) > RecordExtractor::kCountedFrom || keyBytes >= kTopLevelKeyBytesCounted) {
        if (!pool.reserve(qint64(scan.members.size()) * kTopLevelMemberBytes + 5 * keyBytes,
                          Tr::tr("the %n member(s) of the top-level object", nullptr, int(std::min<size_t>(scan.members.size(), 1 << 30)))))
            return;
    }
    if (scan.error) {
        head.problems.push_back(skeletonProblem(scan));
    } else if (scan.nextValue >= 0) {
        qint64 atLine = scan.value.line, atColumn = scan.value.column;
        advancePosition(m_data, scan.value.begin, scan.nextValue, atLine, atColumn);
        const uchar c = uchar(m_data[scan.nextValue]);
        head.problems.push_back(problem(scan.nextValue, atLine, atColumn, -1,
            Tr::tr("%n byte(s) after the end of the top-level object, starting with byte 0x%1; ignored", nullptr,
                   int(std::min<qint64>(m_size - scan.nextValue, 1 << 30)))
                .arg(c, 2, 16, QLatin1Char('0'))));
    }
    const ScanMember *kindMember = findMember(m_data, scan.members, "kind");
    const ScanMember *items = findMember(m_data, scan.members, "items");
    const ScanMember *run = findMember(m_data, scan.members, "run");
    const QString kind = kindMember ? extractor.stringValue(kindMember->value) : QString();
    if (kind == QLatin1String("RunArchive") || (!kindMember && !run && items)) {
        archive.format = ArchiveFormat::RunArchive;
        if (!kindMember)
            head.problems.push_back(extractor.problemAt(scan.value, -1, Tr::tr("no \"kind\"; read as a RunArchive because it has \"items\""), Severity::Warning));
        const std::vector<RecordExtractor::MemberKey> keys = extractor.memberKeys(scan.members);
        for (size_t m = 0; m < keys.size(); ++m) {
            if (keys[m].repeated)
                head.problems.push_back(extractor.problemAt(scan.members[m].key, -1,
                    Tr::tr("duplicate member \"%1\" of the RunArchive; the first one is used").arg(keys[m].key)));
        }
        if (const ScanMember *metadata = findMember(m_data, scan.members, "metadata"))
            archive.info = extractor.extractArchiveInfo(metadata->value, head);
        if (!items) {
            head.problems.push_back(extractor.problemAt(scan.value, -1, Tr::tr("the RunArchive has no \"items\"")));
        } else if (!items->collected) {
            head.problems.push_back(extractor.problemAt(items->value, -1, Tr::tr("\"items\" must be an array")));
        } else {
            for (const ScanSpan &element : items->elements) // when they were not streamed
                queue.push(element);
        }
    } else if (kindMember) {
        archive.format = ArchiveFormat::SingleObject;
        if (items && kindFromName(kind) == ObjectKind::Unknown)
            head.problems.push_back(extractor.problemAt(kindMember->value, -1,
                Tr::tr("the object has \"items\" but its kind is %1, not \"RunArchive\": its items are not read")
                    .arg(kind.isNull() ? Tr::tr("not a string") : QLatin1Char('"') + kind + QLatin1Char('"'))));
        // A broken document still goes to the record parser, which says what it found too.
        ScanSpan whole = scan.value;
        if (scan.error)
            whole.end = m_size;
        queue.push(whole);
    } else if (run) {
        archive.format = ArchiveFormat::ManifestBundle;
        extractor.extractBundle(scan.members, 0, head);
    } else if (!scan.error) {
        QSet<QString> keys; // a definition, a solution, a workload: say so (sourcenativeshape.h)
        for (const RecordExtractor::MemberKey &member : extractor.memberKeys(scan.members))
            keys.insert(member.key);
        const QString shape = sourceNativeShapeMessage(sourceNativeShape(keys));
        const QString found = shape.isEmpty() ? Tr::tr("not an archive, bundle or object") : shape;
        head.problems.push_back(extractor.problemAt(scan.value, -1, Tr::tr("the object has neither a \"kind\" nor a \"run\": %1").arg(found)));
    }
}

// The top-level value, scanned for its members; a RunArchive's items are queued for the workers as
// they are found.
ScanResult Reader::scanTopLevel(qint64 first, qint64 line, qint64 column, RecordExtractor &extractor, SpanQueue &queue,
                                ExtractionPool &pool)
{
    ScanOptions scanOptions;
    scanOptions.collect = [&](QByteArrayView key, const std::vector<ScanMember> &before) {
        if (key == "items") {
            if (findMember(m_data, before, "items"))
                return ScanOptions::Collect::No; // a second "items": only the first is read
            // Stream only when "kind": "RunArchive" came first (as written by every exporter).
            const ScanMember *kind = findMember(m_data, before, "kind");
            return kind && extractor.stringValue(kind->value) == QLatin1String("RunArchive") ? ScanOptions::Collect::Stream
                                                                                           : ScanOptions::Collect::Store;
        }
        return key == "attestations" ? ScanOptions::Collect::Store : ScanOptions::Collect::No;
    };
    // Streamed records are counted against the budget as they are queued (usedBytes()), every 64k of them.
    scanOptions.onElement = [&queue, &pool](const ScanSpan &element) {
        queue.push(element);
        return (queue.size() & 0xFFFF) != 0 || !pool.overBudget();
    };
    scanOptions.keep = [&pool](qint64 bytes) {
        return pool.reserve(bytes, Tr::tr("the top-level object's list of members or of stored elements"));
    };
    // A mapped file is scanned through copies, as the workers read it (inputbytes.h).
    const bool copies = copiesReadable(m_input);
    if (copies) {
        scanOptions.read = [this](qint64 offset, char *out, qint64 size) {
            return m_input.guard->read(offset, out, size);
        };
    }
    qint64 released = first; // the scanner reports every 8 MB (jsonscan.cpp), the next 8 MB are mapped
    if (!copies)
        populatePages(m_input, first, first + kPassAhead);
    scanOptions.progress = [this, &pool, &released, copies](qint64 offset) {
        if (copies)
            pool.passReadOn(released, offset);
        else
            pool.passMovedOn(released, offset);
        released = offset;
        m_stages.set(0.5 * double(offset) / double(m_size));
        return !m_stages.cancelled() && !pool.overBudget();
    };
    return scanJson(m_data, first, m_size, line, column, scanOptions);
}

// JSON Lines: one record per non-blank line (raw newlines cannot occur inside JSON strings).
void Reader::queueLines(qint64 start, SpanQueue &queue, ExtractionPool &pool)
{
    qint64 lineNumber = 1;
    qint64 released = start;
    populatePages(m_input, start, start + kPassAhead);
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
        if (at - released > kPassAhead) { // as the scanner does
            pool.passMovedOn(released, at);
            released = at;
        }
        at = stop + 1;
        if (lineNumber % 65536 == 0 && pool.overBudget())
            break;
    }
}

// Waits for the pool to extract every queued record and merges them after `head`, in file order;
// false when cancelled or over the memory budget.
bool Reader::extractAll(RecordBatch &head, const SpanQueue &queue, ExtractionPool &pool, qint64 budget)
{
    // The batches are merged in file order after the calling thread's own records. With room for a
    // run in every record left in the budget, they are merged as they finish, into the runs' vector
    // reserved now for that many (address space until written); otherwise, when all are read, into
    // one reserved for exactly the runs read. Either way the vector is written once, front to back,
    // and never reallocated.
    Archive &archive = *m_archive;
    const auto mergeInto = [&archive](RecordBatch &batch) { mergeBatch(archive, batch); };
    const size_t mostRuns = head.runs.size() + queue.size();
    const bool asTheyFinish = qint64(mostRuns * sizeof(RunRecord)) <= (budget - pool.usedBytes()) / 2;
    if (asTheyFinish) {
        archive.runs.reserve(mostRuns);
        adviseHugePages(archive.runs.data(), mostRuns * sizeof(RunRecord)); // mapped batch by batch (mergeBatch)
        mergeBatch(archive, head);
        pool.startMerging(mergeInto);
    }
    if (!pool.finish() || pool.overBudget())
        return false;
    if (!asTheyFinish) {
        archive.runs.reserve(head.runs.size() + pool.unmergedRuns());
        mergeBatch(archive, head);
        pool.startMerging(mergeInto);
    }
    pool.mergeRest();
    // What the passes left mapped (pages two batches share, bytes outside every record) goes back.
    releasePages(m_input, 0, m_size);
    return true;
}

// A file that yielded no object fails as a whole: its first error, how many more, and those listed.
std::optional<ReadResult> Reader::nothingRead() const
{
    const Archive &archive = *m_archive;
    const auto isError = [](const LoadProblem &p) { return p.severity == Severity::Error; };
    const auto firstError = std::find_if(archive.problems.begin(), archive.problems.end(), isError);
    if (firstError == archive.problems.end())
        return std::nullopt;
    ReadResult result = fatal(firstError->toString());
    for (auto p = std::next(firstError); p != archive.problems.end(); ++p) {
        if (isError(*p))
            result.moreProblems << p->toString();
    }
    if (!result.moreProblems.isEmpty())
        result.fatalError += Tr::tr(" (and %n more problem(s))", nullptr, int(result.moreProblems.size()));
    return result;
}

ReadResult Reader::read(bool compressed, bool jsonLinesHint)
{
    m_archive = makeArchive();
    Archive &archive = *m_archive;
    archive.path = m_name;
    archive.inputFiles = QStringList{m_name};
    archive.compressed = compressed;
    archive.buffer = m_input.buffer;
    archive.bufferMapped = m_input.mapped;
    archive.bufferGuard = m_input.mapped ? m_input.guard : nullptr; // gzip: inflated, never changes after
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
    if (const QString reason = otherUnicodeEncodingReason(QByteArrayView(m_data, std::min<qint64>(m_size, 4))); !reason.isEmpty())
        return fatal(QStringLiteral("%1:1:1: %2").arg(m_name, reason));
    if (m_data[first] != '{') {
        const QChar found = uchar(m_data[first]) >= 0x20 && uchar(m_data[first]) < 0x7f ? QLatin1Char(m_data[first]) : QChar(u'?');
        return fatal(Tr::tr("%1:%2:%3: not a run archive, manifest bundle, object or JSON Lines: expected '{', found '%4' (byte 0x%5)")
                         .arg(m_name).arg(line).arg(column).arg(found).arg(uchar(m_data[first]), 2, 16, QLatin1Char('0')));
    }

    // Records are extracted on all cores while the scanner is still finding them.
    SpanQueue queue(m_size);
    m_stages.begin(Tr::tr("Reading %1").arg(m_name), 0, 700);
    // The memory budget (resources/help/reliability.md): records and their spans may take 3 times the
    // decompressed size plus 48 MB; the mapped bytes behind the scanner stay mapped for the workers
    // only while they fit in that budget too (ExtractionPool::passMovedOn), so with the process's own
    // memory the peak stays within 3x + 64 MB for any input.
    const qint64 budget = m_options.maxRecordMemory > 0 ? m_options.maxRecordMemory : 3 * m_size + (qint64(48) << 20);
    // Which page size the records' fresh memory costs less in, measured now (freshmemory_p.h): up to a
    // few milliseconds, worth it from a few tens of megabytes on; smaller reads keep the last answer.
    if (m_size >= kMeasurePagesFrom)
        decideHugePages();
    const WholeMallocHeaps wholeHeaps; // the workers' malloc heaps grow without a system call per few pages
    ExtractionPool pool(m_input, m_name, m_options.maxDepth, m_options.computeRunDigests, budget, queue, m_stages);
    const auto overBudget = [&] {
        if (const QString cause = pool.overBudgetCause(); !cause.isEmpty())
            return fatal(Tr::tr("%1: too large for the memory budget: with %2 the read would take about %3 MB, more than %4 MB "
                                "(3 times the decompressed size + 48 MB); nothing was loaded")
                             .arg(m_name, cause).arg(pool.usedBytes() >> 20).arg(budget >> 20));
        return fatal(Tr::tr("%1: too many records for the memory budget: after %2 record(s) they would take about %3 MB, "
                            "more than %4 MB (3 times the decompressed size + 48 MB); nothing was loaded")
                         .arg(m_name).arg(std::max<qint64>(pool.records(), qint64(queue.size())))
                         .arg(pool.usedBytes() >> 20).arg(budget >> 20));
    };
    RecordExtractor extractor(m_input.buffer, m_name, m_options.maxDepth, m_options.computeRunDigests);
    extractor.setReserve([&pool](qint64 bytes, const QString &what) { return pool.reserve(bytes, what); });
    extractor.parseInPlace(!m_input.mapped);
    bool jsonLines = jsonLinesHint;
    if (!jsonLines) {
        const ScanResult scan = scanTopLevel(first, line, column, extractor, queue, pool);
        if (scan.cancelled) {
            pool.abort();
            return pool.overBudget() ? overBudget() : cancelledResult();
        }
        // Another object after the first: JSON Lines. Anything else after it (NUL padding, garbage)
        // does not make the file JSON Lines: the object is read and the rest is a problem.
        if (!scan.error && scan.nextValue >= 0 && m_data[scan.nextValue] == '{') {
            // Another value follows the first: JSON Lines. Items streamed so far were the first line's.
            if (queue.size() > 0) {
                pool.abort();
                return read(compressed, true);
            }
            jsonLines = true;
        } else {
            readTopLevel(scan, extractor, head, queue, pool);
        }
    }
    if (jsonLines) {
        archive.format = ArchiveFormat::JsonLines;
        queueLines(start, queue, pool);
    }
    queue.close();
    m_stages.set(0.5);
    if (!extractAll(head, queue, pool, budget))
        return pool.overBudget() ? overBudget() : cancelledResult();

    if (!computeDigests())
        return cancelledResult();
    m_archive->indexDigests();
    reportUnknownKinds();

    if (archive.objectCount() == 0) {
        if (std::optional<ReadResult> failed = nothingRead())
            return *failed;
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
    // Deferred run digests are only for archives without attestations: an attestation names its run
    // by digest (ARCHIVE.md §5), and a trust marker shown before that digest exists would be wrong.
    archive.runDigestsPending = !m_options.computeRunDigests && archive.attestations.empty();
    if (!archive.runDigestsPending)
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
        ChunkPages pages(m_input);
        for (size_t i = from; i < to; ++i)
            pages.add(objects[i]->source);
        const bool wholeChunk = to - from == kChunk; // small ones are the few non-run objects
        if (wholeChunk)
            pages.populate();
        for (size_t i = from; i < to; ++i) {
            ObjectBase &object = *objects[i];
            QString error;
            object.digest = objectDigestOfText(object.source.bytes(), &error);
            if (object.digest.isEmpty()) {
                object.digestError = noDigestReason(error);
                problems[size_t(job)].push_back(digestProblem(m_name, object));
            }
        }
        if (wholeChunk)
            pages.release();
    });
    if (!ok)
        return false;
    for (std::vector<LoadProblem> &list : problems)
        appendMoved(archive.problems, list);
    return true;
}

// Objects of a kind ARCHIVE.md §1 does not list are kept and shown, but never silently: one warning
// per kind name (a misspelt "BenchmarkRun" is a run that is not counted as one).
void Reader::reportUnknownKinds()
{
    Archive &archive = *m_archive;
    QHash<QString, std::pair<qsizetype, const OtherRecord *>> kinds;
    for (const OtherRecord &other : archive.others) {
        auto &entry = kinds[other.meta.kindName];
        if (entry.first++ == 0)
            entry.second = &other;
    }
    std::vector<LoadProblem> problems;
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it) {
        const OtherRecord &first = *it.value().second;
        const QString kind = it.key().isNull() ? Tr::tr("no string \"kind\"") : Tr::tr("kind \"%1\"").arg(it.key());
        problems.push_back(problem(first.source.offset, first.source.line, first.source.column, first.recordIndex,
            Tr::tr("%n object(s) of unknown %1 (not a kind of ARCHIVE.md §1), kept and shown as read; this is the first",
                   nullptr, int(it.value().first)).arg(kind), Severity::Warning));
    }
    std::sort(problems.begin(), problems.end(), [](const LoadProblem &a, const LoadProblem &b) { return a.byteOffset < b.byteOffset; });
    appendMoved(archive.problems, problems);
}

} // namespace

namespace reader {

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

ReadResult readBuffer(const Input &input, const QString &name, bool compressed, bool jsonLinesHint, const ReadOptions &options,
                      const ProgressReporter &progress)
{
    return Reader(input, name, options, progress).read(compressed, jsonLinesHint);
}

} // namespace reader

} // namespace kie
