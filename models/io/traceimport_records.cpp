// SPDX-License-Identifier: Apache-2.0
// Trace import: the RunArchive objects built from grouped trace cases (ARCHIVE.md §6): protocol,
// environment, workload, implementation and one run per group, whose cases keep every line's result.
#include "traceimport.h"
#include "traceimport_p.h"

#include <QDir>
#include <QFileInfo>

namespace kie::traceimport {

namespace {

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

} // namespace

QString sourceName(Source source)
{
    return source == Source::SolExecBench ? QStringLiteral("sol-execbench") : QStringLiteral("flashinfer-bench");
}

static QString harnessName(Source source)
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

void appendJson(const json &value, QByteArray &out)
{
    const std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
    out.append(text.data(), qsizetype(text.size()));
}

namespace {

void appendMember(const char *key, const json &value, QByteArray &out)
{
    out.append(",\"").append(key).append("\":");
    appendJson(value, out);
}

// One case row (ARCHIVE.md §6), written as text: the case's raw JSON parts go in as they are.
void appendCaseRow(const TraceCase &c, QByteArray &out)
{
    out.append("{\"workload\":");
    appendJson(ss(c.uuid), out);
    out.append(",\"axes\":").append(c.axes);
    appendMember("status", ss(c.status), out);
    const auto number = [&out](const char *key, const std::optional<double> &value, double scale) {
        if (value)
            appendMember(key, *value * scale, out);
    };
    number("latencyNs", c.latencyMs, 1e6);
    number("referenceLatencyNs", c.referenceLatencyMs, 1e6);
    number("speedup", c.speedup, 1.0);
    number("maxAbsoluteError", c.maxAbs, 1.0);
    number("maxRelativeError", c.maxRel, 1.0);
    if (c.hasNan)
        appendMember("hasNan", *c.hasNan, out);
    if (c.hasInf)
        appendMember("hasInf", *c.hasInf, out);
    number("solLatencyNs", c.solLatencyMs, 1e6);
    number("baselineLatencyNs", c.baselineLatencyMs, 1e6);
    if (!c.timestamp.isEmpty())
        appendMember("timestamp", ss(c.timestamp), out);
    if (!c.inputs.isEmpty())
        out.append(",\"inputs\":").append(c.inputs);
    if (!c.correctnessExtra.isEmpty())
        out.append(",\"correctnessExtra\":").append(c.correctnessExtra);
    appendMember("log", ss(c.log), out);
    out.append('}');
}

// A run object whose spec has no "cases" yet, written with the case rows first in its spec ("cases"
// sorts first of the spec's members, as json would have written them).
void appendWithCaseRows(json object, const std::vector<const TraceCase *> &cases, QByteArray &out)
{
    const json specMembers = std::move(object["spec"]);
    object.erase("spec");
    appendJson(object, out);
    out.chop(1); // its '}'
    out.append(",\"spec\":{\"cases\":[");
    for (size_t i = 0; i < cases.size(); ++i) {
        out.append(i == 0 ? "\n" : ",\n");
        appendCaseRow(*cases[i], out);
    }
    out.append("\n]");
    QByteArray rest;
    appendJson(specMembers, rest);
    if (rest.size() > 2)
        out.append(',').append(rest.sliced(1)); // its members and '}'
    else
        out.append('}');
    out.append('}');
}

} // namespace

QString groupKey(const TraceCase &c)
{
    QString key = c.definition + QChar(0x1f) + c.solution + QChar(0x1f) + c.hardware;
    for (auto it = c.libs.constBegin(); it != c.libs.constEnd(); ++it)
        key += QChar(0x1f) + it.key() + QLatin1Char('=') + it.value();
    return key;
}

void appendRunObject(const Group &group, Source source, const QString &protocolDigest, const QString &workloadDigest,
                     const QString &environmentDigest, const QString &implementationDigest, QByteArray &out)
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
        annotations[kSourceTimestampAnnotation] = ss(lastTimestamp);
    object["metadata"]["annotations"] = annotations;
    object["metadata"]["labels"] = {{"source", ss(sourceName(source))}, {"solution", ss(slug(group.solution))}};
    appendWithCaseRows(std::move(object), cases, out);
}

} // namespace kie::traceimport
