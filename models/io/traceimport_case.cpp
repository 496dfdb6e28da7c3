// SPDX-License-Identifier: Apache-2.0
// Trace import: one Trace line (a FlashInfer-Bench / SOL-ExecBench Trace object) read into a TraceCase.
#include "traceimport_p.h"

#include <cmath>
#include <limits>

namespace kie::traceimport {

namespace {

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

// A string member; *error names it (`where`) when it is required and missing, or not a string.
bool stringMember(const json &object, const char *key, const QString &where, QString &target, bool required, QString *error)
{
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
}

// An optional number member; false and *error when it is present but not a number.
bool numeric(const json &object, const char *key, const QString &where, std::optional<double> &target, QString *error)
{
    const Number number = numberMember(object, key);
    if (number.state == NumberState::NotNumber) {
        *error = Tr::tr("%1 is not a number").arg(where);
        return false;
    }
    if (number.state == NumberState::Number)
        target = number.value;
    return true;
}

bool readWorkload(const json &line, TraceCase &out, QString *error)
{
    const auto workload = line.find("workload");
    if (workload == line.end() || !workload->is_object()) {
        *error = workload == line.end() || workload->is_null() ? Tr::tr("missing workload") : Tr::tr("workload is not an object");
        return false;
    }
    const auto uuid = workload->find("uuid");
    if (uuid != workload->end() && uuid->is_number())
        out.uuid = qs(uuid->dump());
    else if (!stringMember(*workload, "uuid", QStringLiteral("workload.uuid"), out.uuid, true, error))
        return false;
    if (const auto axes = workload->find("axes"); axes != workload->end() && !axes->is_null()) {
        if (!axes->is_object()) {
            *error = Tr::tr("workload.axes is not an object");
            return false;
        }
        out.axes.clear();
        appendJson(*axes, out.axes);
    }
    if (const auto inputs = workload->find("inputs"); inputs != workload->end() && !inputs->is_null())
        appendJson(*inputs, out.inputs); // kept as text: blob paths are shown, never opened
    return true;
}

bool readEnvironment(const json &evaluation, TraceCase &out, QString *error)
{
    const auto environment = evaluation.find("environment");
    if (environment == evaluation.end() || !environment->is_object()) {
        *error = environment == evaluation.end() || environment->is_null()
            ? Tr::tr("missing evaluation.environment")
            : Tr::tr("evaluation.environment is not an object");
        return false;
    }
    if (!stringMember(*environment, "hardware", QStringLiteral("evaluation.environment.hardware"), out.hardware, true, error))
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
    return true;
}

// evaluation.correctness, an object (checked by the caller).
bool readCorrectness(const json &correctness, TraceCase &out, QString *error)
{
    out.hasCorrectness = true;
    if (!numeric(correctness, "max_absolute_error", QStringLiteral("evaluation.correctness.max_absolute_error"), out.maxAbs, error)
        || !numeric(correctness, "max_relative_error", QStringLiteral("evaluation.correctness.max_relative_error"), out.maxRel,
                    error))
        return false;
    const auto extra = correctness.find("extra");
    if (extra != correctness.end() && !extra->is_null())
        appendJson(*extra, out.correctnessExtra);
    // The source's own flags win; else a NaN / infinite error maximum says the output had one.
    out.hasNan = boolMember(correctness, "has_nan");
    if (!out.hasNan && extra != correctness.end())
        out.hasNan = boolMember(*extra, "has_nan");
    out.hasInf = boolMember(correctness, "has_inf");
    if (!out.hasInf && extra != correctness.end())
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
    return true;
}

// evaluation.performance, an object (checked by the caller).
bool readPerformance(const json &performance, TraceCase &out, QString *error)
{
    out.hasPerformance = true;
    if (!numeric(performance, "latency_ms", QStringLiteral("evaluation.performance.latency_ms"), out.latencyMs, error)
        || !numeric(performance, "reference_latency_ms", QStringLiteral("evaluation.performance.reference_latency_ms"),
                    out.referenceLatencyMs, error)
        || !numeric(performance, "speedup_factor", QStringLiteral("evaluation.performance.speedup_factor"), out.speedup, error)
        || !numeric(performance, "sol_latency_ms", QStringLiteral("evaluation.performance.sol_latency_ms"), out.solLatencyMs,
                    error)
        || !numeric(performance, "baseline_latency_ms", QStringLiteral("evaluation.performance.baseline_latency_ms"),
                    out.baselineLatencyMs, error))
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
    return true;
}

} // namespace

bool readTraceCase(const json &line, TraceCase &out, QString *error)
{
    if (!line.is_object()) {
        *error = Tr::tr("not a JSON object");
        return false;
    }
    if (!stringMember(line, "definition", QStringLiteral("definition"), out.definition, true, error))
        return false;
    if (out.definition.isEmpty()) {
        *error = Tr::tr("definition is empty");
        return false;
    }
    if (!readWorkload(line, out, error))
        return false;

    const auto evaluation = line.find("evaluation");
    if (evaluation == line.end() || evaluation->is_null()) {
        *error = Tr::tr("missing evaluation (a workload-only line carries no result)");
        return false;
    }
    if (!evaluation->is_object()) {
        *error = Tr::tr("evaluation is not an object");
        return false;
    }
    if (!stringMember(line, "solution", QStringLiteral("solution"), out.solution, true, error)
        || !stringMember(*evaluation, "status", QStringLiteral("evaluation.status"), out.status, true, error)
        || !stringMember(*evaluation, "timestamp", QStringLiteral("evaluation.timestamp"), out.timestamp, false, error)
        || !stringMember(*evaluation, "log", QStringLiteral("evaluation.log"), out.log, false, error))
        return false;
    if (!readEnvironment(*evaluation, out, error))
        return false;

    if (const auto correctness = evaluation->find("correctness"); correctness != evaluation->end() && !correctness->is_null()) {
        if (!correctness->is_object()) {
            *error = Tr::tr("evaluation.correctness is not an object");
            return false;
        }
        if (!readCorrectness(*correctness, out, error))
            return false;
    }
    if (const auto performance = evaluation->find("performance"); performance != evaluation->end() && !performance->is_null()) {
        if (!performance->is_object()) {
            *error = Tr::tr("evaluation.performance is not an object");
            return false;
        }
        if (!readPerformance(*performance, out, error))
            return false;
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

} // namespace kie::traceimport
