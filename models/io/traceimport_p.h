// SPDX-License-Identifier: Apache-2.0
// Internal to the trace importer (traceimport*.cpp), never included elsewhere: the parsed form of
// one Trace line, the definitions/solutions found near the traces, and the record builders.
// Sections: traceimport_detect.cpp (what is a trace file, reading one), traceimport_case.cpp (one
// line), traceimport_sidefiles.cpp (definitions and solutions), traceimport_records.cpp (the
// RunArchive objects), traceimport.cpp (the import itself).
#pragma once

#include "archive.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QMap>
#include <QMultiHash>
#include <QSet>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kie::traceimport {

using json = nlohmann::json;

constexpr const char *kApiVersion = "kernelindex.dev/v1alpha1";
constexpr qint64 kMaxSideFileBytes = qint64(64) << 20; // definition / solution JSON files
constexpr qint64 kMaxDecompressed = qint64(8) << 30;
constexpr double kMaxRatio = 1000.0;
constexpr int kMaxWalkEntries = 200000; // a folder walk stops here rather than scan a whole disk
constexpr int kAncestorLevels = 4; // how far up from a trace file a definitions/ folder is looked for

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::TraceImport)
};

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

inline std::string ss(const QString &s)
{
    return s.toStdString();
}

// Detection and file reading (traceimport_detect.cpp)
bool isBlank(char c);
bool hasTraceKeys(QByteArrayView head);
bool isTraceLinesName(const QString &fileName);
bool isJsonName(const QString &fileName);
// Whole file, gunzipped when it starts with the gzip magic bytes. A file that another program
// shortened, grew or rewrote while it was read (its length, size or modification time at the end is
// not what it was at the start) is not read: *changed is set beside the error.
bool readWholeFile(const QString &path, qint64 maxBytes, QByteArray &out, QString *error, bool *changed = nullptr);
// The first `bytes` bytes of a file, inflated when it is gzip.
QByteArray readHead(const QString &path, qint64 bytes);

// A trace file's lines, a window of whole lines at a time: a plain file is read a few megabytes at
// a time, so that its bytes are never all in memory beside the cases read from them (a 300 MB trace
// took its size again); a gzip file is inflated whole (readWholeFile()). A file that another program
// shortened, grew or rewrote while it was read ends in an error with changed() set, as readWholeFile().
class TraceFile
{
public:
    bool open(const QString &path, QString *error);
    qint64 size() const { return m_size; } // the bytes its lines are read from (inflated)
    // The next window of whole lines (a line longer than a window is one window) and its offset in
    // the file, valid until the next call; false at the end, or on an error (error() says which).
    bool next(QByteArrayView &window, qint64 &offset);
    const QString &error() const { return m_error; }
    bool changed() const { return m_changed; }

private:
    bool readMore();
    bool fail(const QString &message, bool changed);

    static constexpr qsizetype kWindowBytes = qsizetype(4) << 20;
    QString m_path;
    std::unique_ptr<QFile> m_file; // null for an inflated file, held whole in m_buffer
    qint64 m_size = 0;
    qint64 m_modified[2] = {}; // seconds and nanoseconds at the open
    QByteArray m_buffer; // the bytes from m_offset on that have been read
    qint64 m_offset = 0;
    qsizetype m_handedOut = 0; // of m_buffer, by the last next()
    qint64 m_read = 0;
    bool m_atEnd = false;
    QString m_error;
    bool m_changed = false;
};

// One Trace line (traceimport_case.cpp)
struct TraceCase
{
    QString definition, solution, hardware;
    QMap<QString, QString> libs;
    QString uuid, status, timestamp, log;
    // workload.axes, workload.inputs and evaluation.correctness.extra as compact JSON text (empty when
    // absent), written into the case row as they are: one shared block of text per distinct value
    // rather than a tree of nodes per case (a 300 MB trace's cases took gigabytes as trees).
    QByteArray axes = QByteArrayLiteral("{}");
    QByteArray inputs;
    QByteArray correctnessExtra;
    bool hasCorrectness = false;
    bool hasPerformance = false;
    std::optional<double> latencyMs, referenceLatencyMs, speedup, maxAbs, maxRel, solLatencyMs, baselineLatencyMs;
    std::optional<bool> hasNan, hasInf;
    QString file;
};

// Fills `out` from one parsed line; false and *error naming the member when the line cannot be used.
bool readTraceCase(const json &line, TraceCase &out, QString *error);
// Python writes NaN, Infinity and -Infinity bare, which is not JSON: outside strings they become strings.
QByteArray quoteNonFiniteTokens(QByteArrayView line, bool *changed);

// Definitions and solutions found near the traces (traceimport_sidefiles.cpp)
class SideFiles
{
public:
    struct Entry
    {
        json object;
        QString file;
    };

    explicit SideFiles(std::vector<LoadProblem> &problems) : m_problems(problems) { }

    // Parses a JSON file; registers it as a definition or solution. False when it is neither.
    bool addFile(const QString &path, bool reportProblems);
    // Remembers where definitions and solutions of a trace file would be: beside it (the SOL-ExecBench
    // problem folder) and in definitions/ and solutions/ folders above it (the flashinfer-trace layout).
    void addNeighbourhoodOf(const QString &traceFile);
    void indexFolder(const QString &folder);

    const Entry *definition(const QString &name) { return find(m_definitions, name); }
    const Entry *solution(const QString &name) { return find(m_solutions, name); }

private:
    LoadProblem problem(const QString &path, const QString &message) const;
    bool insert(QHash<QString, Entry> &map, const json &object, const QString &path);
    const Entry *find(QHash<QString, Entry> &map, const QString &name);

    std::vector<LoadProblem> &m_problems;
    QHash<QString, Entry> m_definitions, m_solutions;
    QSet<QString> m_parsed, m_indexedFolders, m_besideDirs;
    QMultiHash<QString, QString> m_byBaseName;
};

// The RunArchive objects (traceimport_records.cpp)
enum class Source { FlashInferBench, SolExecBench };

// The cases of one (definition, solution, hardware, libs): one BenchmarkRun.
struct Group
{
    QString definition, solution, hardware;
    QMap<QString, QString> libs;
    std::vector<const TraceCase *> cases;
    QStringList files;
};

QString groupKey(const TraceCase &c);
QString sourceName(Source source);
Source detectSource(const std::vector<const TraceCase *> &cases);
QString harnessVersion(Source source, const QMap<QString, QString> &libs);
json protocolObject(Source source, const QString &version);
json environmentObject(const QString &hardware, const QMap<QString, QString> &libs);
json workloadObject(const QString &definition, qint64 caseCount, const SideFiles::Entry *def);
json implementationObject(const QString &solution, const SideFiles::Entry *sol);
// The group's BenchmarkRun appended to `out` as JSON text, its case rows written one by one (never
// a tree of all of them).
void appendRunObject(const Group &group, Source source, const QString &protocolDigest, const QString &workloadDigest,
                     const QString &environmentDigest, const QString &implementationDigest, QByteArray &out);
// A value's compact JSON text appended to `out` (the strict parser let no invalid UTF-8 in).
void appendJson(const json &value, QByteArray &out);

} // namespace kie::traceimport
