// SPDX-License-Identifier: Apache-2.0
#include "rundigests.h"

#include "archivereader_pipeline_p.h"
#include "freshmemory_p.h"
#include "inputbytes.h"

#include <QCoreApplication>

#include <limits>

namespace kie {

using reader::digestProblem;
using reader::noDigestReason;

RunDigests computeRunDigests(const Archive &archive, const ProgressReporter &progress)
{
    RunDigests result;
    const size_t count = archive.runs.size();
    resizePrefaulted(result.digests, count);
    const InputBytes input{archive.buffer, archive.bufferMapped, archive.bufferGuard};
    constexpr size_t kChunk = 512;
    const int jobs = int((count + kChunk - 1) / kChunk);
    std::vector<std::unique_ptr<RecordDigester>> digesters(static_cast<size_t>(reader::workerCount(size_t(jobs))));
    std::vector<std::string> copies(digesters.size()); // each worker's chunk of the file, reused
    std::vector<std::vector<std::pair<size_t, QString>>> errorsByJob(static_cast<size_t>(jobs));
    reader::Stages stages(progress);
    stages.begin(QString(), 0, 1000);
    result.complete = reader::runParallel(jobs, stages, [&](int job, int worker) {
        std::unique_ptr<RecordDigester> &digester = digesters[size_t(worker)];
        if (!digester)
            digester = std::make_unique<RecordDigester>();
        const size_t from = size_t(job) * kChunk;
        const size_t to = std::min(count, from + kChunk);
        reader::ChunkPages pages(input);
        for (size_t i = from; i < to; ++i)
            pages.add(archive.runs[i].source); // set by the reader, never written after
        // The reader handed the file's pages back: read again, each would be mapped once more.
        const bool copied = pages.copyInto(copies[size_t(worker)]);
        if (!copied)
            pages.populate();
        for (size_t i = from; i < to; ++i) {
            QString error;
            result.digests[i] = digester->digest(pages.bytes(archive.runs[i].source), &error);
            if (result.digests[i].isEmpty())
                errorsByJob[size_t(job)].emplace_back(i, std::move(error));
        }
        if (!copied)
            pages.release();
    });
    if (bufferChangedSinceRead(archive)) { // checked after every read: a read past the end sets it
        result.digests.clear(); // of zeros: applyRunDigests() reads none of them
        result.fileChanged = true;
        return result;
    }
    for (std::vector<std::pair<size_t, QString>> &errors : errorsByJob)
        result.errors.insert(result.errors.end(), std::make_move_iterator(errors.begin()), std::make_move_iterator(errors.end()));
    return result;
}

void applyRunDigests(Archive &archive, const RunDigests &digests)
{
    std::vector<LoadProblem> problems;
    if (digests.fileChanged) {
        // One problem for the file, not one per run: every run lost its bytes the same way.
        const QString reason = fileChangedReason();
        for (RunRecord &run : archive.runs) {
            if (run.digest.isEmpty() && run.digestError.isEmpty())
                run.digestError = reason;
        }
        archive.problems.push_back(LoadProblem{Severity::Error, archive.path, 0, 0, -1, -1,
                                               QCoreApplication::translate("kie::ArchiveReader", "record digests not computed: %1")
                                                   .arg(reason)});
        archive.runDigestsPending = false;
        return;
    }
    auto error = digests.errors.begin();
    for (size_t i = 0; i < archive.runs.size() && i < digests.digests.size(); ++i) {
        RunRecord &run = archive.runs[i];
        while (error != digests.errors.end() && error->first < i)
            ++error;
        // A run computed on demand meanwhile keeps its digest: the same bytes, the same digest.
        if (run.digest.isEmpty() && run.digestError.isEmpty()) {
            run.digest = digests.digests[i];
            if (run.digest.isEmpty())
                run.digestError = noDigestReason(error != digests.errors.end() && error->first == i ? error->second : QString());
        }
        if (run.digest.isEmpty())
            problems.push_back(digestProblem(archive.path, run));
    }
    // objectsByDigest holds no runs (archive.h): the reader's index stays what it would have been.
    archive.problems.insert(archive.problems.end(), problems.begin(), problems.end());
    archive.runDigestsPending = false;
}

bool ensureRunDigest(Archive &archive, int runIndex)
{
    if (runIndex < 0 || size_t(runIndex) >= archive.runs.size())
        return false;
    RunRecord &run = archive.runs[size_t(runIndex)];
    if (!run.digest.isEmpty() || !run.digestError.isEmpty() || !archive.runDigestsPending)
        return !run.digest.isEmpty() || !run.digestError.isEmpty();
    thread_local RecordDigester digester;
    QString error;
    run.digest = digester.digest(run.source, &error);
    if (bufferChangedSinceRead(archive)) { // what was read may be zeros, not the record
        run.digest = DigestString();
        run.digestError = fileChangedReason();
    } else if (run.digest.isEmpty()) {
        run.digestError = noDigestReason(error); // its problem is listed once all digests are in
    }
    return true;
}

} // namespace kie
