// SPDX-License-Identifier: Apache-2.0
#include "records.h"

#include <QDebugStateSaver>

namespace kie {

namespace {
struct KindName
{
    ObjectKind kind;
    const char *name;
};
constexpr KindName kKindNames[] = {
    {ObjectKind::BenchmarkRun, "BenchmarkRun"},
    {ObjectKind::BenchmarkProtocol, "BenchmarkProtocol"},
    {ObjectKind::ExecutionEnvironment, "ExecutionEnvironment"},
    {ObjectKind::BenchmarkWorkload, "BenchmarkWorkload"},
    {ObjectKind::Implementation, "Implementation"},
    {ObjectKind::Attestation, "Attestation"},
};
} // namespace

QString kindName(ObjectKind kind)
{
    for (const auto &entry : kKindNames) {
        if (entry.kind == kind)
            return QString::fromLatin1(entry.name);
    }
    return QStringLiteral("Unknown");
}

ObjectKind kindFromName(QStringView name)
{
    for (const auto &entry : kKindNames) {
        if (name == QLatin1String(entry.name))
            return entry.kind;
    }
    return ObjectKind::Unknown;
}

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Passed:
        return QStringLiteral("passed");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    case RunStatus::Error:
        return QStringLiteral("error");
    case RunStatus::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

RunStatus runStatusFromName(QStringView name)
{
    if (name == u"passed")
        return RunStatus::Passed;
    if (name == u"failed")
        return RunStatus::Failed;
    if (name == u"error")
        return RunStatus::Error;
    return RunStatus::Unknown;
}

std::optional<double> LatencyStats::value(QStringView statistic) const
{
    if (statistic == u"mean")
        return mean;
    if (statistic == u"median")
        return median;
    if (statistic == u"min")
        return min;
    if (statistic == u"max")
        return max;
    if (statistic == u"stddev")
        return stddev;
    if (statistic == u"p95")
        return p95;
    return std::nullopt;
}

std::optional<double> SourceNative::metric(const QString &key) const
{
    const auto it = metrics.constFind(key);
    if (it == metrics.constEnd())
        return std::nullopt;
    bool ok = false;
    const double value = it->toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

std::optional<double> RunRecord::primaryLatencyNs() const
{
    return latencyNs.value(primaryStatistic.isEmpty() ? QStringView(u"mean") : QStringView(primaryStatistic));
}

QDebug operator<<(QDebug debug, const RunRecord &run)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "RunRecord(" << run.meta.name << ", status=" << run.statusText
                    << ", primary=" << run.primaryStatistic << '=' << run.primaryLatencyNs().value_or(-1)
                    << ", digest=" << run.digest << ')';
    return debug;
}

} // namespace kie
