// SPDX-License-Identifier: Apache-2.0
#include "traceimport.h"

#include "archivereader.h"
#include "digest.h"
#include "strictjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QSet>

#include <nlohmann/json.hpp>


#include <cmath>
#include <limits>

namespace kie {

namespace {

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

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

std::string ss(const QString &s)
{
    return s.toStdString();
}

// ---------------------------------------------------------------------------------------------
// Detection

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The member names of the top-level object that starts `text`, as far as `text` goes: the head of a
// file may stop inside a many-KB log string, so this scans tokens instead of parsing.
QList<QByteArray> topLevelKeys(QByteArrayView text)
{
    QList<QByteArray> keys;
    qsizetype i = 0;
    const qsizetype n = text.size();
    if (n >= 3 && text.first(3) == QByteArrayView("\xEF\xBB\xBF"))
        i = 3;
    while (i < n && isBlank(text[i]))
        ++i;
    if (i >= n || text[i] != '{')
        return keys;
    int depth = 1;
    bool expectKey = true;
    for (++i; i < n; ++i) {
        const char c = text[i];
        if (c == '"') {
            qsizetype j = i + 1;
            while (j < n && text[j] != '"')
                j += text[j] == '\\' ? 2 : 1;
            if (j >= n)
                break; // truncated inside a string
            if (depth == 1 && expectKey) {
                keys.append(text.sliced(i + 1, j - i - 1).toByteArray());
                expectKey = false;
            }
            i = j;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                break;
        } else if (c == ',' && depth == 1) {
            expectKey = true;
        }
    }
    return keys;
}

bool hasTraceKeys(QByteArrayView head)
{
    const QList<QByteArray> keys = topLevelKeys(head);
    return keys.contains("definition") && keys.contains("workload") && keys.contains("evaluation");
}

bool isTraceLinesName(const QString &fileName)
{
    const QString lower = fileName.toLower();
    return lower.endsWith(QLatin1String(".jsonl")) || lower.endsWith(QLatin1String(".ndjson"))
        || lower.endsWith(QLatin1String(".jsonl.gz")) || lower.endsWith(QLatin1String(".ndjson.gz"));
}

bool isJsonName(const QString &fileName)
{
    const QString lower = fileName.toLower();
    return lower.endsWith(QLatin1String(".json")) || lower.endsWith(QLatin1String(".json.gz"));
}

// Whole file, gunzipped when it starts with the gzip magic bytes.
bool readWholeFile(const QString &path, qint64 maxBytes, QByteArray &out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    if (file.size() > maxBytes) {
        *error = Tr::tr("file too large (%1 bytes)").arg(file.size());
        return false;
    }
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        *error = file.errorString();
        return false;
    }
    if (isGzip(bytes)) {
        QString gzError;
        QByteArray inflated = gunzip(bytes, kMaxDecompressed, kMaxRatio, &gzError);
        if (inflated.isNull() || !gzError.isEmpty()) {
            *error = gzError.isEmpty() ? Tr::tr("corrupt gzip data") : gzError;
            return false;
        }
        bytes = std::move(inflated);
    }
    out = std::move(bytes);
    return true;
}

QByteArray readHead(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray head = file.read(bytes);
    if (isGzip(head)) {
        file.seek(0);
        head = inflatePrefix(file.read(qint64(1) << 20), bytes);
    }
    return head;
}

// ---------------------------------------------------------------------------------------------
// One Trace line

enum class NumberState { Missing, Number, NotNumber };

struct Number
{
    NumberState state = NumberState::Missing;
    double value = 0;
};

// A number member. Python's json writes NaN/Infinity bare and pydantic writes them as strings:
// both arrive here as non-finite doubles (bare tokens were turned into strings before parsing).
Number numberMember(const json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return {};
    if (it->is_number())
        return {NumberState::Number, it->get<double>()};
    if (it->is_string()) {
        const std::string &s = it->get_ref<const std::string &>();
        if (s == "NaN" || s == "nan")
            return {NumberState::Number, std::numeric_limits<double>::quiet_NaN()};
        if (s == "Infinity" || s == "inf" || s == "+Infinity")
            return {NumberState::Number, std::numeric_limits<double>::infinity()};
        if (s == "-Infinity" || s == "-inf")
            return {NumberState::Number, -std::numeric_limits<double>::infinity()};
    }
    return {NumberState::NotNumber, 0};
}

std::optional<bool> boolMember(const json &object, const char *key)
{
    if (!object.is_object())
        return std::nullopt;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_boolean())
        return std::nullopt;
    return it->get<bool>();
}

struct TraceCase
{
    QString definition, solution, hardware;
    QMap<QString, QString> libs;
    QString uuid, status, timestamp, log;
    json axes = json::object();
    json inputs; // null when absent
    json correctnessExtra; // null when absent
    bool hasCorrectness = false;
    bool hasPerformance = false;
    std::optional<double> latencyMs, referenceLatencyMs, speedup, maxAbs, maxRel, solLatencyMs, baselineLatencyMs;
    std::optional<bool> hasNan, hasInf;
    QString file;
};

// Fills `out` from one parsed line; false and *error naming the member when the line cannot be used.
bool readTraceCase(const json &line, TraceCase &out, QString *error)
{
    if (!line.is_object()) {
        *error = Tr::tr("not a JSON object");
        return false;
    }
    const auto stringMember = [&](const json &object, const char *key, const QString &where, QString &target,
                                  bool required) {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null()) {
            if (required)
                *error = Tr::tr("missing %1").arg(where);
            return !required;
        }
        if (!it->is_string()) {
            *error = Tr::tr("%1 is not a string").arg(where);
            return false;
        }
        target = qs(it->get<std::string>());
        return true;
    };

    if (!stringMember(line, "definition", QStringLiteral("definition"), out.definition, true))
        return false;
    if (out.definition.isEmpty()) {
        *error = Tr::tr("definition is empty");
        return false;
    }

    const auto workload = line.find("workload");
    if (workload == line.end() || !workload->is_object()) {
        *error = workload == line.end() || workload->is_null() ? Tr::tr("missing workload") : Tr::tr("workload is not an object");
        return false;
    }
    const auto uuid = workload->find("uuid");
    if (uuid != workload->end() && uuid->is_number())
        out.uuid = qs(uuid->dump());
    else if (!stringMember(*workload, "uuid", QStringLiteral("workload.uuid"), out.uuid, true))
        return false;
    if (const auto axes = workload->find("axes"); axes != workload->end() && !axes->is_null()) {
        if (!axes->is_object()) {
            *error = Tr::tr("workload.axes is not an object");
            return false;
        }
        out.axes = *axes;
    }
    if (const auto inputs = workload->find("inputs"); inputs != workload->end())
        out.inputs = *inputs; // kept as text: blob paths are shown, never opened

    const auto evaluation = line.find("evaluation");
    if (evaluation == line.end() || evaluation->is_null()) {
        *error = Tr::tr("missing evaluation (a workload-only line carries no result)");
        return false;
    }
    if (!evaluation->is_object()) {
        *error = Tr::tr("evaluation is not an object");
        return false;
    }
    if (!stringMember(line, "solution", QStringLiteral("solution"), out.solution, true))
        return false;
    if (!stringMember(*evaluation, "status", QStringLiteral("evaluation.status"), out.status, true))
        return false;
    if (!stringMember(*evaluation, "timestamp", QStringLiteral("evaluation.timestamp"), out.timestamp, false))
        return false;
    if (!stringMember(*evaluation, "log", QStringLiteral("evaluation.log"), out.log, false))
        return false;

    const auto environment = evaluation->find("environment");
    if (environment == evaluation->end() || !environment->is_object()) {
        *error = environment == evaluation->end() || environment->is_null()
            ? Tr::tr("missing evaluation.environment")
            : Tr::tr("evaluation.environment is not an object");
        return false;
    }
    if (!stringMember(*environment, "hardware", QStringLiteral("evaluation.environment.hardware"), out.hardware, true))
        return false;
    if (const auto libs = environment->find("libs"); libs != environment->end() && !libs->is_null()) {
        if (!libs->is_object()) {
            *error = Tr::tr("evaluation.environment.libs is not an object");
            return false;
        }
        for (auto it = libs->begin(); it != libs->end(); ++it) {
            if (!it.value().is_string()) {
                *error = Tr::tr("evaluation.environment.libs.%1 is not a string").arg(qs(it.key()));
                return false;
            }
            out.libs.insert(qs(it.key()), qs(it.value().get<std::string>()));
        }
    }

    const auto numeric = [&](const json &object, const char *key, const QString &where, std::optional<double> &target) {
        const Number number = numberMember(object, key);
        if (number.state == NumberState::NotNumber) {
            *error = Tr::tr("%1 is not a number").arg(where);
            return false;
        }
        if (number.state == NumberState::Number)
            target = number.value;
        return true;
    };

    if (const auto correctness = evaluation->find("correctness"); correctness != evaluation->end() && !correctness->is_null()) {
        if (!correctness->is_object()) {
            *error = Tr::tr("evaluation.correctness is not an object");
            return false;
        }
        out.hasCorrectness = true;
        if (!numeric(*correctness, "max_absolute_error", QStringLiteral("evaluation.correctness.max_absolute_error"), out.maxAbs)
            || !numeric(*correctness, "max_relative_error", QStringLiteral("evaluation.correctness.max_relative_error"), out.maxRel))
            return false;
        const auto extra = correctness->find("extra");
        if (extra != correctness->end() && !extra->is_null())
            out.correctnessExtra = *extra;
        // The source's own flags win; else a NaN / infinite error maximum says the output had one.
        out.hasNan = boolMember(*correctness, "has_nan");
        if (!out.hasNan && extra != correctness->end())
            out.hasNan = boolMember(*extra, "has_nan");
        out.hasInf = boolMember(*correctness, "has_inf");
        if (!out.hasInf && extra != correctness->end())
            out.hasInf = boolMember(*extra, "has_inf");
        const auto isNan = [](const std::optional<double> &v) { return v && std::isnan(*v); };
        const auto isInf = [](const std::optional<double> &v) { return v && std::isinf(*v); };
        if (!out.hasNan)
            out.hasNan = isNan(out.maxAbs) || isNan(out.maxRel);
        if (!out.hasInf)
            out.hasInf = isInf(out.maxAbs) || isInf(out.maxRel);
        if (out.maxAbs && !std::isfinite(*out.maxAbs))
            out.maxAbs.reset();
        if (out.maxRel && !std::isfinite(*out.maxRel))
            out.maxRel.reset();
    }

    if (const auto performance = evaluation->find("performance"); performance != evaluation->end() && !performance->is_null()) {
        if (!performance->is_object()) {
            *error = Tr::tr("evaluation.performance is not an object");
            return false;
        }
        out.hasPerformance = true;
        if (!numeric(*performance, "latency_ms", QStringLiteral("evaluation.performance.latency_ms"), out.latencyMs)
            || !numeric(*performance, "reference_latency_ms", QStringLiteral("evaluation.performance.reference_latency_ms"),
                        out.referenceLatencyMs)
            || !numeric(*performance, "speedup_factor", QStringLiteral("evaluation.performance.speedup_factor"), out.speedup)
            || !numeric(*performance, "sol_latency_ms", QStringLiteral("evaluation.performance.sol_latency_ms"), out.solLatencyMs)
            || !numeric(*performance, "baseline_latency_ms", QStringLiteral("evaluation.performance.baseline_latency_ms"),
                        out.baselineLatencyMs))
            return false;
        if (out.latencyMs && (!std::isfinite(*out.latencyMs) || *out.latencyMs < 0)) {
            *error = Tr::tr("evaluation.performance.latency_ms is not a finite, non-negative number");
            return false;
        }
        // A non-finite ratio or reference time has no place in a record: treated as not given.
        for (std::optional<double> *value : {&out.referenceLatencyMs, &out.speedup, &out.solLatencyMs, &out.baselineLatencyMs}) {
            if (*value && (!std::isfinite(**value) || **value < 0))
                value->reset();
        }
    }
    return true;
}

// Python writes NaN, Infinity and -Infinity bare, which is not JSON. Outside strings they become the
// strings pydantic would have written, so numberMember reads both spellings alike.
QByteArray quoteNonFiniteTokens(QByteArrayView line, bool *changed)
{
    QByteArray out;
    out.reserve(line.size() + 16);
    *changed = false;
    bool inString = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (inString) {
            out.append(c);
            if (c == '\\' && i + 1 < line.size())
                out.append(line[++i]);
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out.append(c);
            continue;
        }
        for (const char *token : {"-Infinity", "Infinity", "NaN"}) {
            const QByteArrayView t(token);
            if (line.sliced(i).startsWith(t)) {
                out.append('"').append(t.data(), t.size()).append('"');
                i += t.size() - 1;
                *changed = true;
                goto next;
            }
        }
        out.append(c);
    next:;
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// Definitions and solutions found near the traces

bool looksLikeDefinition(const json &object)
{
    return object.is_object() && object.contains("name") && object["name"].is_string() && !object.contains("evaluation")
        && (object.contains("axes") || object.contains("inputs") || object.contains("reference"));
}

bool looksLikeSolution(const json &object)
{
    return object.is_object() && object.contains("name") && object["name"].is_string() && object.contains("definition")
        && !object.contains("evaluation") && (object.contains("sources") || object.contains("spec"));
}

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
    bool addFile(const QString &path, bool reportProblems)
    {
        if (m_parsed.contains(path))
            return true;
        m_parsed.insert(path);
        QByteArray bytes;
        QString error;
        if (!readWholeFile(path, kMaxSideFileBytes, bytes, &error)) {
            if (reportProblems)
                m_problems.push_back(problem(path, error));
            return false;
        }
        json object;
        JsonError jsonError;
        if (!parseStrictJson(bytes, object, &jsonError)) {
            if (reportProblems) {
                LoadProblem p = problem(path, jsonError.message);
                p.line = jsonError.line;
                p.column = jsonError.column;
                p.byteOffset = jsonError.byteOffset;
                m_problems.push_back(p);
            }
            return false;
        }
        if (looksLikeDefinition(object))
            return insert(m_definitions, object, path);
        if (looksLikeSolution(object))
            return insert(m_solutions, object, path);
        return false;
    }

    // Remembers where definitions and solutions of a trace file would be: beside it (the SOL-ExecBench
    // problem folder) and in definitions/ and solutions/ folders above it (the flashinfer-trace layout).
    void addNeighbourhoodOf(const QString &traceFile)
    {
        QDir dir = QFileInfo(traceFile).absoluteDir();
        m_besideDirs.insert(dir.absolutePath());
        for (int level = 0; level <= kAncestorLevels; ++level) {
            for (const char *folder : {"definitions", "solutions"}) {
                const QString candidate = dir.absoluteFilePath(QLatin1String(folder));
                if (QFileInfo(candidate).isDir())
                    indexFolder(candidate);
            }
            if (!dir.cdUp())
                break;
        }
    }

    void indexFolder(const QString &folder)
    {
        if (m_indexedFolders.contains(folder))
            return;
        m_indexedFolders.insert(folder);
        QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        int seen = 0;
        while (it.hasNext() && ++seen < kMaxWalkEntries) {
            const QString path = it.next();
            if (isJsonName(it.fileName()))
                m_byBaseName.insert(baseNameOf(it.fileName()), path);
        }
    }

    const Entry *definition(const QString &name) { return find(m_definitions, name); }
    const Entry *solution(const QString &name) { return find(m_solutions, name); }

private:
    static QString baseNameOf(const QString &fileName)
    {
        QString base = fileName;
        if (base.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive))
            base.chop(3);
        if (base.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
            base.chop(5);
        return base;
    }

    LoadProblem problem(const QString &path, const QString &message) const
    {
        LoadProblem p;
        p.severity = Severity::Warning;
        p.file = path;
        p.message = message;
        return p;
    }

    bool insert(QHash<QString, Entry> &map, const json &object, const QString &path)
    {
        const QString name = qs(object["name"].get<std::string>());
        const auto it = map.constFind(name);
        if (it != map.constEnd()) {
            if (it->object != object)
                m_problems.push_back(problem(path, Tr::tr("a second, different file for \"%1\" is ignored; using %2").arg(name, it->file)));
            return true;
        }
        map.insert(name, Entry{object, path});
        return true;
    }

    const Entry *find(QHash<QString, Entry> &map, const QString &name)
    {
        if (const auto it = map.constFind(name); it != map.constEnd())
            return &*it;
        // Lazily: files named after the object, then definition.json beside a trace file.
        for (const QString &path : m_byBaseName.values(name))
            addFile(path, true);
        if (const auto it = map.constFind(name); it != map.constEnd())
            return &*it;
        // A name from a trace never becomes a path: "../x" or "a/b" is looked up in the index only.
        const bool plainName = !name.contains(QLatin1Char('/')) && !name.contains(QLatin1Char('\\'))
            && !name.startsWith(QLatin1Char('.')) && !name.contains(QChar(0));
        QStringList candidates{QStringLiteral("definition.json")};
        if (plainName)
            candidates << name + QStringLiteral(".json");
        for (const QString &dir : std::as_const(m_besideDirs)) {
            for (const QString &fileName : std::as_const(candidates)) {
                const QString path = QDir(dir).absoluteFilePath(fileName);
                if (QFileInfo(path).isFile())
                    addFile(path, false);
            }
        }
        if (const auto it = map.constFind(name); it != map.constEnd())
            return &*it;
        return nullptr;
    }

    std::vector<LoadProblem> &m_problems;
    QHash<QString, Entry> m_definitions, m_solutions;
    QSet<QString> m_parsed, m_indexedFolders, m_besideDirs;
    QMultiHash<QString, QString> m_byBaseName;
};

// ---------------------------------------------------------------------------------------------
// Records

QString slug(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool dash = false;
    for (const QChar c : text.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            || c == QLatin1Char('.') || c == QLatin1Char('_')) {
            out.append(c);
            dash = false;
        } else if (!dash && !out.isEmpty()) {
            out.append(QLatin1Char('-'));
            dash = true;
        }
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out.isEmpty() ? QStringLiteral("unnamed") : out.left(200);
}

json makeObject(const char *kind, const QString &name, const QString &title, json spec)
{
    json metadata = json::object();
    metadata["name"] = ss(name);
    metadata["title"] = ss(title);
    return json{{"apiVersion", kApiVersion}, {"kind", kind}, {"metadata", std::move(metadata)}, {"spec", std::move(spec)}};
}

enum class Source { FlashInferBench, SolExecBench };

QString sourceName(Source source)
{
    return source == Source::SolExecBench ? QStringLiteral("sol-execbench") : QStringLiteral("flashinfer-bench");
}

QString harnessName(Source source)
{
    return source == Source::SolExecBench ? QStringLiteral("SOL-ExecBench") : QStringLiteral("FlashInfer-Bench");
}

// SOL-ExecBench and FlashInfer-Bench share the Trace schema; what tells them apart is a status only
// SOL-ExecBench writes, its package in libs, or the folder the user keeps its results in.
Source detectSource(const std::vector<const TraceCase *> &cases)
{
    for (const TraceCase *c : cases) {
        if (c->status == QLatin1String("INVALID_REFERENCE") || c->status == QLatin1String("REWARD_HACK"))
            return Source::SolExecBench;
        for (auto it = c->libs.constBegin(); it != c->libs.constEnd(); ++it) {
            const QString key = it.key().toLower();
            if (key.contains(QLatin1String("sol_execbench")) || key.contains(QLatin1String("sol-execbench")))
                return Source::SolExecBench;
        }
        const QString path = QDir::fromNativeSeparators(c->file).toLower();
        if (path.contains(QLatin1String("sol-execbench")) || path.contains(QLatin1String("sol_execbench")))
            return Source::SolExecBench;
    }
    return Source::FlashInferBench;
}

QString harnessVersion(Source source, const QMap<QString, QString> &libs)
{
    const QStringList keys = source == Source::SolExecBench
        ? QStringList{QStringLiteral("sol_execbench"), QStringLiteral("sol-execbench")}
        : QStringList{QStringLiteral("flashinfer_bench"), QStringLiteral("flashinfer-bench")};
    for (const QString &key : keys) {
        if (libs.contains(key))
            return libs.value(key);
    }
    return {};
}

json protocolObject(Source source, const QString &version)
{
    json harness{{"name", ss(harnessName(source))}};
    if (!version.isEmpty())
        harness["version"] = ss(version);
    json spec{
        {"harness", harness},
        {"correctness",
         {{"reference", "definition reference implementation"},
          {"comparator", ss(sourceName(source) + QStringLiteral(" per-case tolerance check"))},
          {"policy", "a run passes only when every case is PASSED"}}},
        {"measurement", {{"timer", "harness_reported"}, {"primaryStatistic", "mean"}}},
        {"comparability",
         {{"family", ss(sourceName(source) + QStringLiteral("-traces"))},
          {"notes", ss(QStringLiteral("Mean latency over the passed cases of %1's own per-case traces. "
                                      "Comparable only within one definition and GPU type; library versions are "
                                      "in the environment.")
                           .arg(harnessName(source)))}}},
    };
    const QString title = harnessName(source) + QStringLiteral(" traces") + (version.isEmpty() ? QString() : QStringLiteral(" ") + version);
    return makeObject("BenchmarkProtocol", slug(sourceName(source) + QStringLiteral("-traces-") + version), title, std::move(spec));
}

json environmentObject(const QString &hardware, const QMap<QString, QString> &libs)
{
    json hw{{"product", ss(hardware)}};
    // The vendor only where the product string itself names it.
    const QString lower = hardware.toLower();
    if (lower.startsWith(QLatin1String("nvidia")))
        hw["vendor"] = "nvidia";
    else if (lower.startsWith(QLatin1String("amd")))
        hw["vendor"] = "amd";
    json libraries = json::object();
    QStringList summary;
    for (auto it = libs.constBegin(); it != libs.constEnd(); ++it) {
        libraries[ss(it.key())] = ss(it.value());
        summary << it.key() + QLatin1Char(' ') + it.value();
    }
    json spec{{"hardware", hw}, {"software", {{"libraries", libraries}}}};
    const QString title = summary.isEmpty() ? hardware : hardware + QStringLiteral(" · ") + summary.join(QStringLiteral(", "));
    return makeObject("ExecutionEnvironment", slug(hardware + QLatin1Char(' ') + summary.join(QLatin1Char(' '))), title,
                      std::move(spec));
}

json workloadObject(const QString &definition, qint64 caseCount, const SideFiles::Entry *def)
{
    json spec{{"definition", ss(definition)}, {"suite", {{"cases", caseCount}, {"aggregate", "mean"}}}};
    QString title = definition;
    if (def) {
        const json &d = def->object;
        const auto copyIf = [&](const char *from, const char *to) {
            const auto it = d.find(from);
            if (it != d.end() && !it->is_null())
                spec[to] = *it;
        };
        copyIf("description", "description");
        copyIf("op_type", "opType");
        copyIf("axes", "axes");
        copyIf("inputs", "inputs");
        copyIf("outputs", "outputs");
        copyIf("constraints", "constraints");
        copyIf("tags", "tags");
        copyIf("reference", "reference"); // source text of the reference, shown and never run
        if (const auto desc = d.find("description"); desc != d.end() && desc->is_string())
            title = definition + QStringLiteral(" — ") + qs(desc->get<std::string>()).section(QLatin1Char('.'), 0, 0);
    }
    json object = makeObject("BenchmarkWorkload", slug(definition), title, std::move(spec));
    if (def)
        object["metadata"]["annotations"] = {{"kernelindex.dev/definition-file", ss(QFileInfo(def->file).fileName())}};
    return object;
}

json implementationObject(const QString &solution, const SideFiles::Entry *sol)
{
    json spec{{"name", ss(solution)}};
    if (sol) {
        const json &s = sol->object;
        if (const auto author = s.find("author"); author != s.end() && author->is_string())
            spec["author"] = *author;
        if (const auto inner = s.find("spec"); inner != s.end() && inner->is_object()) {
            if (const auto language = inner->find("language"); language != inner->end() && language->is_string())
                spec["language"] = *language;
        }
        if (const auto description = s.find("description"); description != s.end() && description->is_string())
            spec["description"] = *description;
    }
    return makeObject("Implementation", slug(solution), solution, std::move(spec));
}

json caseRowJson(const TraceCase &c)
{
    json row{{"workload", ss(c.uuid)}, {"axes", c.axes}, {"status", ss(c.status)}};
    if (c.latencyMs)
        row["latencyNs"] = *c.latencyMs * 1e6;
    if (c.referenceLatencyMs)
        row["referenceLatencyNs"] = *c.referenceLatencyMs * 1e6;
    if (c.speedup)
        row["speedup"] = *c.speedup;
    if (c.maxAbs)
        row["maxAbsoluteError"] = *c.maxAbs;
    if (c.maxRel)
        row["maxRelativeError"] = *c.maxRel;
    if (c.hasNan)
        row["hasNan"] = *c.hasNan;
    if (c.hasInf)
        row["hasInf"] = *c.hasInf;
    if (c.solLatencyMs)
        row["solLatencyNs"] = *c.solLatencyMs * 1e6;
    if (c.baselineLatencyMs)
        row["baselineLatencyNs"] = *c.baselineLatencyMs * 1e6;
    if (!c.timestamp.isEmpty())
        row["timestamp"] = ss(c.timestamp);
    if (!c.inputs.is_null())
        row["inputs"] = c.inputs;
    if (!c.correctnessExtra.is_null())
        row["correctnessExtra"] = c.correctnessExtra;
    row["log"] = ss(c.log);
    return row;
}

struct Group
{
    QString definition, solution, hardware;
    QMap<QString, QString> libs;
    std::vector<const TraceCase *> cases;
    QStringList files;
};

QString groupKey(const TraceCase &c)
{
    QString key = c.definition + QChar(0x1f) + c.solution + QChar(0x1f) + c.hardware;
    for (auto it = c.libs.constBegin(); it != c.libs.constEnd(); ++it)
        key += QChar(0x1f) + it.key() + QLatin1Char('=') + it.value();
    return key;
}

json runObject(const Group &group, Source source, const QString &protocolDigest, const QString &workloadDigest,
               const QString &environmentDigest, const QString &implementationDigest)
{
    const auto &cases = group.cases;
    bool allPassed = true;
    bool anyResult = false;
    bool anyChecked = false;
    double latencySum = 0;
    qint64 latencyCount = 0;
    double speedupSum = 0;
    qint64 speedupCount = 0;
    qint64 faster = 0;
    std::optional<double> maxAbs, maxRel;
    double solSum = 0;
    qint64 solCount = 0;
    bool solGiven = false;
    QString lastTimestamp;
    json rows = json::array();
    for (const TraceCase *c : cases) {
        const bool passed = c->status == QLatin1String("PASSED");
        allPassed = allPassed && passed;
        anyResult = anyResult || c->hasCorrectness || c->hasPerformance;
        anyChecked = anyChecked || c->hasCorrectness;
        if (passed && c->latencyMs) {
            latencySum += *c->latencyMs * 1e6;
            ++latencyCount;
        }
        if (c->speedup) {
            speedupSum += *c->speedup;
            ++speedupCount;
            if (passed && *c->speedup > 1.0)
                ++faster;
        }
        if (c->maxAbs)
            maxAbs = std::max(maxAbs.value_or(*c->maxAbs), *c->maxAbs);
        if (c->maxRel)
            maxRel = std::max(maxRel.value_or(*c->maxRel), *c->maxRel);
        // T_b is the source's baseline time when it names one, else its reference time.
        const std::optional<double> baseline = c->baselineLatencyMs ? c->baselineLatencyMs : c->referenceLatencyMs;
        if (c->solLatencyMs && baseline) {
            solGiven = true;
            // A case that did not pass scores 0: it is not a kernel the bound applies to.
            const std::optional<double> score = passed && c->latencyMs
                ? solScoreOfCase(*c->latencyMs * 1e6, *c->solLatencyMs * 1e6, *baseline * 1e6)
                : std::optional<double>(0.0);
            if (score) {
                solSum += *score;
                ++solCount;
            }
        }
        if (c->timestamp > lastTimestamp)
            lastTimestamp = c->timestamp;
        rows.push_back(caseRowJson(*c));
    }

    // passed: every case PASSED. error: no case got as far as a correctness or performance result
    // (build, launch or reference failures). failed: anything else.
    const char *status = allPassed ? "passed" : anyResult ? "failed" : "error";

    json metrics = json::object();
    if (latencyCount > 0)
        metrics["latency_ms"] = latencySum / double(latencyCount) / 1e6;
    if (speedupCount > 0)
        metrics["avg_speedup"] = speedupSum / double(speedupCount);
    metrics["fast_1_count"] = faster;
    metrics["fast_1_total"] = qint64(cases.size());
    if (solGiven && solCount > 0)
        metrics["sol_score"] = solSum / double(solCount);

    json timing{{"primaryStatistic", "mean"}};
    if (latencyCount > 0)
        timing["latencyNs"] = {{"mean", latencySum / double(latencyCount)}};

    json correctness{{"policy", "every case within the harness tolerance"}};
    if (anyChecked)
        correctness["status"] = allPassed ? "passed" : "failed";
    if (maxAbs)
        correctness["maxAbsoluteError"] = *maxAbs;
    if (maxRel)
        correctness["maxRelativeError"] = *maxRel;

    json spec{
        {"status", status},
        {"timing", timing},
        {"sourceNative", {{"source", ss(sourceName(source))}, {"benchmark", ss(group.definition)}, {"metrics", metrics}}},
        {"protocolDigest", ss(protocolDigest)},
        {"workloadDigest", ss(workloadDigest)},
        {"environmentDigest", ss(environmentDigest)},
        {"implementationDigest", ss(implementationDigest)},
        {"evidence", {{"level", "source-native"}}},
        {"correctness", correctness},
        {"cases", std::move(rows)},
    };
    const QString title = group.solution + QStringLiteral(" · ") + group.definition + QStringLiteral(" · ") + group.hardware;
    json object = makeObject("BenchmarkRun", slug(group.solution), title, std::move(spec));
    json annotations = json::object();
    QStringList fileNames;
    for (const QString &file : group.files)
        fileNames << QFileInfo(file).fileName();
    annotations["kernelindex.dev/trace-files"] = ss(fileNames.join(QStringLiteral(", ")));
    // The sources write local times without a zone, which RFC 3339 observedAt cannot hold: kept as read.
    if (!lastTimestamp.isEmpty())
        annotations["kernelindex.dev/source-timestamp"] = ss(lastTimestamp);
    object["metadata"]["annotations"] = annotations;
    object["metadata"]["labels"] = {{"source", ss(sourceName(source))}, {"solution", ss(slug(group.solution))}};
    return object;
}

// ---------------------------------------------------------------------------------------------
// The import

class Importer
{
public:
    explicit Importer(const ProgressReporter &progress) : m_progress(progress), m_sideFiles(m_result.problems) { }

    TraceImportResult run(const QStringList &paths)
    {
        QStringList traceFiles;
        for (const QString &path : paths) {
            const QFileInfo info(path);
            if (info.isDir())
                collectFolder(path, traceFiles);
            else if (info.isFile())
                collectFile(path, traceFiles);
            else
                m_result.problems.push_back(fileProblem(path, Tr::tr("no such file or folder"), Severity::Error));
            if (m_progress.cancelled())
                return cancelled();
        }
        if (traceFiles.isEmpty()) {
            m_result.fatalError = Tr::tr("no Trace JSON Lines found in %1").arg(paths.join(QStringLiteral(", ")));
            return std::move(m_result);
        }
        qint64 totalBytes = 0;
        for (const QString &file : std::as_const(traceFiles))
            totalBytes += QFileInfo(file).size();
        qint64 doneBytes = 0;
        for (const QString &file : std::as_const(traceFiles)) {
            m_progress.say(Tr::tr("Importing %1").arg(QFileInfo(file).fileName()));
            QByteArray bytes;
            QString error;
            if (!readWholeFile(file, std::numeric_limits<qint64>::max(), bytes, &error)) {
                m_result.problems.push_back(fileProblem(file, error, Severity::Error));
                continue;
            }
            m_sideFiles.addNeighbourhoodOf(file);
            if (!readLines(bytes, file, doneBytes, totalBytes))
                return cancelled();
            doneBytes += QFileInfo(file).size();
        }
        return finish();
    }

    TraceImportResult runData(const QByteArray &bytes, const QString &displayName)
    {
        if (!readLines(bytes, displayName, 0, bytes.size()))
            return cancelled();
        return finish();
    }

private:
    TraceImportResult cancelled()
    {
        TraceImportResult result;
        result.cancelled = true;
        result.fatalError = Tr::tr("cancelled");
        return result;
    }

    static LoadProblem fileProblem(const QString &file, const QString &message, Severity severity)
    {
        LoadProblem p;
        p.severity = severity;
        p.file = file;
        p.message = message;
        return p;
    }

    void collectFile(const QString &path, QStringList &traceFiles)
    {
        const QByteArray head = readHead(path, 1 << 16);
        if (hasTraceKeys(head)) {
            traceFiles << path;
            return;
        }
        // A definition.json (or solution) given beside the traces enriches them.
        if (isJsonName(QFileInfo(path).fileName()) && m_sideFiles.addFile(path, true))
            return;
        m_result.problems.push_back(
            fileProblem(path, Tr::tr("not Trace JSON Lines (the first line lacks definition, workload or evaluation)"), Severity::Error));
    }

    void collectFolder(const QString &folder, QStringList &traceFiles)
    {
        m_progress.say(Tr::tr("Scanning %1").arg(folder));
        QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        QStringList found;
        int seen = 0;
        while (it.hasNext()) {
            if (++seen > kMaxWalkEntries) {
                m_result.problems.push_back(
                    fileProblem(folder, Tr::tr("stopped scanning after %1 entries").arg(kMaxWalkEntries), Severity::Warning));
                break;
            }
            if (seen % 1024 == 0 && m_progress.cancelled())
                return;
            found << it.next();
        }
        found.sort(); // a stable order for runs and cases, whatever the file system returns
        for (const QString &path : std::as_const(found)) {
            const QString relative = QDir(folder).relativeFilePath(path);
            const QStringList parts = QDir::fromNativeSeparators(relative).split(QLatin1Char('/'));
            const QString name = parts.last();
            const bool underWorkloads = parts.contains(QLatin1String("workloads"));
            const bool underSideFolder = parts.contains(QLatin1String("definitions")) || parts.contains(QLatin1String("solutions"));
            if (isTraceLinesName(name)) {
                if (underWorkloads || name.startsWith(QLatin1String("workload"), Qt::CaseInsensitive))
                    continue; // workload lists: the cases to run, not results
                if (hasTraceKeys(readHead(path, 1 << 16)))
                    traceFiles << path;
                else
                    m_result.problems.push_back(fileProblem(path, Tr::tr("not Trace JSON Lines, skipped"), Severity::Warning));
            } else if (isJsonName(name) && (underSideFolder || name.compare(QLatin1String("definition.json"), Qt::CaseInsensitive) == 0)) {
                m_sideFiles.addFile(path, true);
            }
        }
    }

    // False when cancelled.
    bool readLines(const QByteArray &bytes, const QString &file, qint64 doneBytes, qint64 totalBytes)
    {
        qint64 lineNumber = 0;
        qsizetype start = 0;
        bool any = false;
        while (start < bytes.size()) {
            qsizetype end = bytes.indexOf('\n', start);
            if (end < 0)
                end = bytes.size();
            ++lineNumber;
            QByteArrayView line(bytes.constData() + start, end - start);
            const qsizetype lineOffset = start;
            start = end + 1;
            if (lineNumber == 1 && line.startsWith(QByteArrayView("\xEF\xBB\xBF")))
                line = line.sliced(3);
            while (!line.isEmpty() && isBlank(line.back()))
                line.chop(1);
            if (line.trimmed().isEmpty())
                continue;
            if (lineNumber % 256 == 0) {
                if (m_progress.cancelled())
                    return false;
                if (totalBytes > 0)
                    m_progress.advance(int(1000 * (doneBytes + lineOffset) / std::max<qint64>(totalBytes, 1)));
            }
            readLine(line, file, lineNumber, lineOffset);
            any = true;
        }
        if (any)
            m_result.traceFiles << file;
        return true;
    }

    void readLine(QByteArrayView line, const QString &file, qint64 lineNumber, qint64 lineOffset)
    {
        LoadProblem p;
        p.file = file;
        p.line = lineNumber;
        p.byteOffset = lineOffset;
        json parsed;
        JsonError jsonError;
        if (!parseStrictJson(line, parsed, &jsonError)) {
            bool changed = false;
            const QByteArray quoted = quoteNonFiniteTokens(line, &changed);
            JsonError ignored;
            if (!changed || !parseStrictJson(quoted, parsed, &ignored)) {
                p.column = jsonError.column;
                p.message = Tr::tr("not JSON: %1").arg(jsonError.message);
                m_result.problems.push_back(p);
                return;
            }
        }
        auto c = std::make_unique<TraceCase>();
        QString error;
        if (!readTraceCase(parsed, *c, &error)) {
            p.message = Tr::tr("skipped: %1").arg(error);
            m_result.problems.push_back(p);
            return;
        }
        c->file = file;
        const QString key = groupKey(*c);
        auto it = m_groupIndex.constFind(key);
        if (it == m_groupIndex.constEnd()) {
            Group group;
            group.definition = c->definition;
            group.solution = c->solution;
            group.hardware = c->hardware;
            group.libs = c->libs;
            m_groups.push_back(std::move(group));
            it = m_groupIndex.insert(key, int(m_groups.size()) - 1);
        }
        Group &group = m_groups[*it];
        if (!group.files.contains(file))
            group.files << file;
        group.cases.push_back(c.get());
        m_cases.push_back(std::move(c));
    }

    QString add(json object, QHash<QString, json> &seen, std::vector<json> &ordered)
    {
        QString error;
        const QString digest = objectDigest(object, &error);
        if (digest.isEmpty()) {
            m_digestError = error;
            return {};
        }
        if (!seen.contains(digest)) {
            seen.insert(digest, object);
            ordered.push_back(std::move(object));
        }
        return digest;
    }

    TraceImportResult finish()
    {
        if (m_groups.empty()) {
            // The reader drops problems with a fatal error, so the first few go into its text.
            QStringList first;
            for (size_t i = 0; i < m_result.problems.size() && i < 3; ++i)
                first << m_result.problems[i].toString();
            m_result.fatalError = Tr::tr("no usable Trace lines (%n problem(s))", nullptr, int(m_result.problems.size()))
                + (first.isEmpty() ? QString() : QStringLiteral(":\n") + first.join(QLatin1Char('\n')));
            return std::move(m_result);
        }
        m_progress.say(Tr::tr("Building %n run(s)", nullptr, int(m_groups.size())));

        // Cases per definition across the import: one workload object per definition keeps every
        // solution of it in one comparison group.
        QHash<QString, QSet<QString>> uuidsByDefinition;
        for (const auto &c : m_cases)
            uuidsByDefinition[c->definition].insert(c->uuid);

        QHash<QString, json> seen;
        std::vector<json> supporting;
        std::vector<json> runs;
        QStringList sources;
        QStringList definitionNames;
        for (const Group &group : m_groups) {
            const Source source = detectSource(group.cases);
            const SideFiles::Entry *def = m_sideFiles.definition(group.definition);
            const SideFiles::Entry *sol = m_sideFiles.solution(group.solution);
            if (def && !m_result.definitionFiles.contains(def->file))
                m_result.definitionFiles << def->file;
            const QString protocol = add(protocolObject(source, harnessVersion(source, group.libs)), seen, supporting);
            const QString workload = add(workloadObject(group.definition, uuidsByDefinition.value(group.definition).size(), def),
                                         seen, supporting);
            const QString environment = add(environmentObject(group.hardware, group.libs), seen, supporting);
            const QString implementation = add(implementationObject(group.solution, sol), seen, supporting);
            runs.push_back(runObject(group, source, protocol, workload, environment, implementation));
            if (!sources.contains(sourceName(source)))
                sources << sourceName(source);
            if (!definitionNames.contains(group.definition))
                definitionNames << group.definition;
        }
        if (!m_digestError.isEmpty()) {
            m_result.fatalError = Tr::tr("cannot compute a digest: %1").arg(m_digestError);
            return std::move(m_result);
        }

        json items = json::array();
        for (json &run : runs)
            items.push_back(std::move(run));
        for (json &object : supporting)
            items.push_back(std::move(object));
        json document{
            {"apiVersion", kApiVersion},
            {"kind", "RunArchive"},
            {"metadata",
             {{"name", "trace-import"},
              {"title", ss(QStringLiteral("Imported traces: ") + definitionNames.join(QStringLiteral(", ")))},
              {"source", ss(sources.join(QStringLiteral(", ")))}}},
            {"items", std::move(items)},
        };
        try {
            const std::string text = document.dump(1, ' ', false, json::error_handler_t::strict);
            m_result.runArchiveJson = QByteArray(text.data(), qsizetype(text.size()));
        } catch (const json::exception &e) {
            m_result.fatalError = Tr::tr("cannot write the imported archive: %1").arg(QString::fromUtf8(e.what()));
        }
        m_progress.advance(1000);
        return std::move(m_result);
    }

    const ProgressReporter &m_progress;
    TraceImportResult m_result;
    SideFiles m_sideFiles;
    std::vector<std::unique_ptr<TraceCase>> m_cases;
    std::vector<Group> m_groups;
    QHash<QString, int> m_groupIndex;
    QString m_digestError;
};

} // namespace

bool looksLikeTraceLines(QByteArrayView head)
{
    return hasTraceKeys(head);
}

bool looksLikeTraceFolder(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return false;
    const QDir dir(path);
    if (QFileInfo(dir.absoluteFilePath(QStringLiteral("traces"))).isDir()
        || QFileInfo(dir.absoluteFilePath(QStringLiteral("definitions"))).isDir())
        return true;
    // Else the first trace-looking .jsonl within a bounded walk (results folders nest traces deeply).
    QDirIterator it(path, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    int seen = 0;
    while (it.hasNext() && ++seen < 20000) {
        const QString file = it.next();
        if (isTraceLinesName(it.fileName()) && hasTraceKeys(readHead(file, 1 << 16)))
            return true;
    }
    return false;
}

TraceImportResult importTraces(const QStringList &paths, const ProgressReporter &progress)
{
    Importer importer(progress);
    return importer.run(paths);
}

TraceImportResult importTraceData(const QByteArray &bytes, const QString &displayName, const ProgressReporter &progress)
{
    QByteArray data = bytes;
    if (isGzip(data)) {
        QString error;
        data = gunzip(bytes, kMaxDecompressed, kMaxRatio, &error);
        if (data.isNull() || !error.isEmpty()) {
            TraceImportResult result;
            result.fatalError = error.isEmpty() ? Tr::tr("corrupt gzip data") : error;
            return result;
        }
    }
    Importer importer(progress);
    return importer.runData(data, displayName);
}

std::optional<double> solScoreOfCase(std::optional<double> kernelNs, std::optional<double> solNs,
                                     std::optional<double> baselineNs)
{
    if (!kernelNs || !solNs || !baselineNs || !(*kernelNs > 0) || !(*solNs > 0) || !(*baselineNs > 0))
        return std::nullopt;
    const double tk = *kernelNs, tsol = *solNs, tb = *baselineNs;
    if (tb <= tsol)
        return tk <= tb ? 1.0 : 0.0;
    const double score = 1.0 / (1.0 + (tk - tsol) / (tb - tsol));
    return std::min(score, 1.0); // faster than the bound is measurement noise, not more than 1
}

} // namespace kie
