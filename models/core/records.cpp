// SPDX-License-Identifier: Apache-2.0
#include "records.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <iterator>

#include <QDebugStateSaver>

namespace kie {

bool isPositiveFinite(double value)
{
    return std::isfinite(value) && value > 0;
}

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

namespace {
// ARCHIVE.md §1 timing.latencyNs, in LatencyStats::Statistic's order.
constexpr QLatin1StringView kStatisticNames[LatencyStats::kStatisticCount] = {
    QLatin1StringView("mean"), QLatin1StringView("median"), QLatin1StringView("min"),
    QLatin1StringView("max"),  QLatin1StringView("stddev"), QLatin1StringView("p95"),
};
} // namespace

std::optional<LatencyStats::Statistic> LatencyStats::statisticNamed(QStringView name)
{
    for (int i = 0; i < kStatisticCount; ++i) {
        if (name == kStatisticNames[i])
            return Statistic(i);
    }
    return std::nullopt;
}

QLatin1StringView LatencyStats::nameOf(Statistic statistic)
{
    return kStatisticNames[statistic];
}

LatencyStats::LatencyStats(std::initializer_list<std::optional<double>> values)
{
    int i = 0;
    for (const std::optional<double> &value : values) {
        if (i < kStatisticCount)
            set(Statistic(i++), value);
    }
}

OptionalDouble LatencyStats::get(Statistic statistic) const
{
    if (statistic == Mean)
        return mean;
    return m_others ? (*m_others)[size_t(statistic) - 1] : OptionalDouble();
}

void LatencyStats::set(Statistic statistic, OptionalDouble value)
{
    if (statistic == Mean) {
        mean = value;
        return;
    }
    if (!m_others && !value) // absent stays absent without a box
        return;
    if (!m_others)
        m_others.emplace();
    (*m_others)[size_t(statistic) - 1] = value;
}

std::optional<double> LatencyStats::value(QStringView statistic) const
{
    const std::optional<Statistic> named = statisticNamed(statistic);
    return named ? std::optional<double>(get(*named)) : std::nullopt;
}

bool operator==(const LatencyStats &a, const LatencyStats &b)
{
    for (int i = 0; i < LatencyStats::kStatisticCount; ++i) {
        if (!(a.get(LatencyStats::Statistic(i)) == b.get(LatencyStats::Statistic(i))))
            return false;
    }
    return true;
}

namespace {

// In QMap order, so that toMap() inserts at the end each time.
constexpr QStringView kKnownMetrics[] = {u"avg_speedup", u"fast_1_count", u"fast_1_total", u"latency_ms", u"sol_score"};
constexpr QUtf8StringView kKnownMetricsUtf8[] = {"avg_speedup", "fast_1_count", "fast_1_total", "latency_ms", "sol_score"};
static_assert(std::size(kKnownMetrics) == std::size(kKnownMetricsUtf8));

// Exactly representable numbers only: an integer beyond 2^53 stays a qlonglong in the map.
constexpr qint64 kExactInteger = qint64(1) << 53;

} // namespace

int SourceMetrics::knownIndex(QStringView key)
{
    const auto at = std::find(std::begin(kKnownMetrics), std::end(kKnownMetrics), key);
    return at != std::end(kKnownMetrics) ? int(at - std::begin(kKnownMetrics)) : -1;
}

int SourceMetrics::knownIndex(QUtf8StringView key)
{
    const auto at = std::find(std::begin(kKnownMetricsUtf8), std::end(kKnownMetricsUtf8), key);
    return at != std::end(kKnownMetricsUtf8) ? int(at - std::begin(kKnownMetricsUtf8)) : -1;
}

SourceMetrics::SourceMetrics(const QVariantMap &map)
{
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        insert(it.key(), it.value());
}

SourceMetrics::SourceMetrics(std::initializer_list<std::pair<QString, QVariant>> list)
{
    for (const auto &[key, value] : list)
        insert(key, value);
}

void SourceMetrics::insert(const QString &key, const QVariant &value)
{
    const int known = knownIndex(key);
    if (known < 0) {
        m_other.insert(key, value);
    } else if (value.typeId() == QMetaType::Double) {
        setKnown(known, value.toDouble(), false);
    } else if (value.typeId() == QMetaType::LongLong && isExactInteger(value.toLongLong())) {
        setKnown(known, double(value.toLongLong()), true);
    } else {
        const quint8 bit = quint8(1u << known);
        m_present &= quint8(~bit);
        m_integral &= quint8(~bit);
        m_other.insert(key, value);
    }
}

bool SourceMetrics::insertKnown(QUtf8StringView key, double value)
{
    const int known = knownIndex(key);
    if (known >= 0)
        setKnown(known, value, false);
    return known >= 0;
}

bool SourceMetrics::insertKnown(QUtf8StringView key, qint64 value)
{
    const int known = isExactInteger(value) ? knownIndex(key) : -1;
    if (known >= 0)
        setKnown(known, double(value), true);
    return known >= 0;
}

bool SourceMetrics::isExactInteger(qint64 value)
{
    return value >= -kExactInteger && value <= kExactInteger;
}

void SourceMetrics::setKnown(int known, double value, bool integral)
{
    if (!m_other.isEmpty()) // the key may have been read before with a value of another type
        m_other.remove(kKnownMetrics[known].toString());
    const quint8 bit = quint8(1u << known);
    m_values[known] = value;
    m_present |= bit;
    m_integral = integral ? quint8(m_integral | bit) : quint8(m_integral & ~bit);
}

qsizetype SourceMetrics::size() const
{
    return qsizetype(std::popcount(unsigned(m_present))) + m_other.size();
}

bool SourceMetrics::contains(const QString &key) const
{
    const int known = knownIndex(key);
    return (known >= 0 && (m_present & (1u << known))) || m_other.contains(key);
}

QVariant SourceMetrics::value(const QString &key) const
{
    const int known = knownIndex(key);
    if (known >= 0 && (m_present & (1u << known)))
        return (m_integral & (1u << known)) ? QVariant(qlonglong(m_values[known])) : QVariant(m_values[known]);
    return m_other.value(key);
}

QVariantMap SourceMetrics::toMap() const
{
    QVariantMap map = m_other;
    for (int i = 0; i < kKnown; ++i) {
        if (m_present & (1u << i)) {
            const QString key = kKnownMetrics[i].toString();
            map.insert(key, (m_integral & (1u << i)) ? QVariant(qlonglong(m_values[i])) : QVariant(m_values[i]));
        }
    }
    return map;
}

std::optional<double> SourceNative::metric(const QString &key) const
{
    const QVariant found = metrics.value(key);
    if (!found.isValid())
        return std::nullopt;
    bool ok = false;
    const double value = found.toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return value;
}

namespace {
const RunRareFields &rareFieldsOf(const RunRecord &run)
{
    static const RunRareFields none;
    return run.rareFields ? *run.rareFields : none;
}
} // namespace

const QString &RunRecord::publishedAt() const
{
    return rareFieldsOf(*this).publishedAt;
}

const QString &RunRecord::comparisonKey() const
{
    return rareFieldsOf(*this).comparisonKey;
}

const std::vector<Artifact> &RunRecord::artifacts() const
{
    return rareFieldsOf(*this).artifacts;
}

RunRareFields &RunRecord::editRareFields()
{
    return rareFields ? *rareFields : rareFields.emplace();
}

std::optional<double> RunRecord::primaryLatencyNs() const
{
    return latencyNs.value(primaryStatistic.isEmpty() ? QStringView(u"mean") : QStringView(primaryStatistic.text()));
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
