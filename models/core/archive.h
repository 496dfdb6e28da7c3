// SPDX-License-Identifier: Apache-2.0
// One opened file (or import) as a whole: its records, problems, provenance and comparison groups.
#pragma once

#include "comparisongroups.h"
#include "records.h"

#include <QHash>
#include <QStringList>

namespace kie {

struct WorkspaceIndex; // workspace.h
class MappedFileGuard; // models/io/mappedfileguard.h: opaque here, asked by the io layer

enum class ArchiveFormat { ManifestBundle, RunArchive, JsonLines, SingleObject, TraceImport };
QString archiveFormatName(ArchiveFormat format);

struct ArchiveInfo
{
    QString name, title, exportedAt, source, permalinkBase;
};

enum class Severity { Warning, Error };

// Every problem says where: file, line and column (or byte offset) and which record.
struct LoadProblem
{
    Severity severity = Severity::Error;
    QString file;
    qint64 line = 0; // 1-based, 0 = unknown
    qint64 column = 0; // 1-based, 0 = unknown
    qint64 byteOffset = -1; // in the decompressed stream, -1 = unknown
    int recordIndex = -1; // -1 = the file as a whole
    QString message;

    QString toString() const; // "file:line:column: record N: message"
};

// Everything one open produced. Complete when handed to models; models never parse.
struct Archive
{
    QString path; // file path or URL as given
    QStringList inputFiles; // several for a trace import
    ArchiveFormat format = ArchiveFormat::SingleObject;
    bool compressed = false;
    ArchiveInfo info;
    std::shared_ptr<const QByteArray> buffer; // the decompressed bytes all SourceTexts point into
    bool bufferMapped = false; // buffer is a read-only file mapping (its pages can go back to the page cache)
    // With a mapped buffer: whether another program shortened the file since, so that bytes read
    // from it later (deferred run digests) are not taken for the record's (rundigests.h).
    std::shared_ptr<const MappedFileGuard> bufferGuard;
    // The runs were read without their record digests (ReadOptions::computeRunDigests = false):
    // computeRunDigests()/applyRunDigests() (rundigests.h) complete them, ensureRunDigest() one of them.
    bool runDigestsPending = false;

    std::vector<RunRecord> runs;
    std::vector<ProtocolRecord> protocols;
    std::vector<EnvironmentRecord> environments;
    std::vector<WorkloadRecord> workloads;
    std::vector<ImplementationRecord> implementations;
    std::vector<AttestationRecord> attestations;
    std::vector<OtherRecord> others;

    std::vector<LoadProblem> problems;

    // Fetch provenance and the access date for citations (spec §7).
    QString fetchedFromUrl;
    QString fetchedAt; // ISO date-time, empty when local
    QString openedAt; // ISO date-time the file was opened

    // Built by the reader once digests are known: digest -> (kind, index into that kind's vector), for
    // the objects runs name (§3) and attestations. Runs themselves are not in it: nothing names a run
    // through it (a run is found by its id or a digest prefix, runfacts.h), and an entry per run took
    // about 40 bytes (heaptrack).
    QHash<DigestString, std::pair<ObjectKind, int>> objectsByDigest;

    // Comparison groups and ranks (spec §4), computed by the reader after digests.
    Ranking ranking;

    // Set only on the merge of several files (workspace.h): which member files carry each run.
    std::shared_ptr<const WorkspaceIndex> workspace;

    qsizetype objectCount() const;
    // The object of `kind` whose computed digest is `digest`, or -1 (always -1 for runs: see above).
    int indexOfDigest(ObjectKind kind, const QString &digest) const;
    // Rebuilds objectsByDigest from the records' computed digests, kind by kind (runs left out); the
    // first object with a digest wins. The reader calls it for one file, the workspace merge for several.
    void indexDigests();
    // The access date for citations (spec §7): fetch date, else exportedAt, else the day it was opened.
    QString accessDate() const;
};

// Every object of `archive` in the order it appears in the file (a bundle's members in role order:
// run, protocol, environment, workload, implementation, attestations, others).
std::vector<const ObjectBase *> objectsInFileOrder(const Archive &archive);
// The kind's name, or the name as read for a kind the explorer does not know.
QString kindNameOf(const ObjectBase &object);

QDebug operator<<(QDebug debug, const LoadProblem &problem);


} // namespace kie
