// SPDX-License-Identifier: Apache-2.0
// Plain value types for the objects of ARCHIVE.md §1. Readers fill them; models only present them.
// Every object keeps the exact bytes it was read from (SourceText); fields the structs do not name
// are still there, in those bytes, for the manifest view and for digests.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QDebug>
#include <QMap>
#include <QString>
#include <QVariantMap>

#include <array>

#include "digeststring.h"
#include "optionalbox.h"
#include "optionaldouble.h"
#include "sharedstring.h"

#include <memory>
#include <optional>
#include <vector>

namespace kie {

enum class ObjectKind {
    Unknown,
    BenchmarkRun,
    BenchmarkProtocol,
    ExecutionEnvironment,
    BenchmarkWorkload,
    Implementation,
    Attestation,
};

QString kindName(ObjectKind kind);
ObjectKind kindFromName(QStringView name);

// Where an object's bytes are: a slice of the whole (decompressed) file, shared by all its objects.
struct SourceText
{
    std::shared_ptr<const QByteArray> buffer;
    qint64 offset = 0;
    qint64 length = 0;
    qint64 line = 0; // 1-based line of the object's first byte in the file
    qint64 column = 0; // 1-based

    QByteArrayView bytes() const
    {
        return buffer ? QByteArrayView(buffer->constData() + offset, length) : QByteArrayView();
    }
    bool isEmpty() const { return length == 0; }
};

struct ObjectMeta
{
    SharedString apiVersion; // the same in nearly every object: 8 bytes, not 24 (sharedstring.h)
    SharedString kindName; // as read, also for kinds we do not know
    ObjectKind kind = ObjectKind::Unknown;
    QString name;
    QString title;
    QMap<QString, QString> labels;
    QMap<QString, QString> annotations;

    bool operator==(const ObjectMeta &) const = default;
};

// Trace sources write local times without a zone ("2026-03-17T14:19:30.613304"). RFC 3339
// observedAt cannot hold them, so trace import keeps them in this run annotation.
inline constexpr char kSourceTimestampAnnotation[] = "kernelindex.dev/source-timestamp";

// Common to every object: what it says about itself, where it came from, what it hashes to.
struct ObjectBase
{
    ObjectMeta meta;
    SourceText source;
    DigestString digest; // "sha256:<hex>" of JCS {apiVersion, kind, spec}; empty until computed
    SharedString digestError; // why no digest could be computed (duplicate keys, bad UTF-8, ...); mostly null
    int recordIndex = -1; // position among the file's records (item / line / bundle)
};

enum class RunStatus { Passed, Failed, Error, Unknown };
QString runStatusName(RunStatus status);
RunStatus runStatusFromName(QStringView name); // anything unrecognised is Unknown

// Whether a measured figure (a latency, a speedup) can rank or be divided by: finite and above zero.
// A latency of zero or less is no time a kernel can take, and would claim #1 (ARCHIVE.md §4).
bool isPositiveFinite(double value);
inline bool isPositiveFinite(const std::optional<double> &value)
{
    return value && isPositiveFinite(*value);
}

// timing.latencyNs. Nearly every run has a mean and nothing else: the mean is kept in place and the
// other five statistics in one box, made when one of them is set, so the struct is 16 bytes in
// every run instead of 48 (each byte of a run costs its share of the open: tests/benchmarks/README.md).
class LatencyStats
{
public:
    enum Statistic : quint8 { Mean, Median, Min, Max, Stddev, P95 };
    static constexpr int kStatisticCount = 6;
    // The statistic named "mean", "median", "min", "max", "stddev" or "p95"; nullopt for any other.
    static std::optional<Statistic> statisticNamed(QStringView name);
    static QLatin1StringView nameOf(Statistic statistic); // "mean", "median", ...

    LatencyStats() = default;
    LatencyStats(std::initializer_list<std::optional<double>> values); // mean, median, ... in this order

    OptionalDouble mean;
    OptionalDouble get(Statistic statistic) const;
    void set(Statistic statistic, OptionalDouble value);
    // The statistic named by "mean", "median", "min", "max", "stddev" or "p95".
    std::optional<double> value(QStringView statistic) const;
    friend bool operator==(const LatencyStats &a, const LatencyStats &b);

private:
    OptionalBox<std::array<OptionalDouble, kStatisticCount - 1>> m_others; // median … p95
};

// sourceNative.metrics, a free map. The five keys every source writes (sol_score, latency_ms,
// avg_speedup, fast_1_count, fast_1_total) with plain numbers are kept as numbers in place; any
// other key or value in a map beside them. A QVariantMap per run cost about 0.5 KB
// (tests/benchmarks/README.md). toMap() gives back exactly the map that was read.
class SourceMetrics
{
public:
    SourceMetrics() = default;
    SourceMetrics(const QVariantMap &map); // NOLINT: a map converts, as it did when this was one
    SourceMetrics(std::initializer_list<std::pair<QString, QVariant>> list);

    void insert(const QString &key, const QVariant &value); // replaces an earlier value of `key`
    // insert(key, number) for one of the five known keys, from the reader's UTF-8 key, without a
    // QString or a QVariant (five per run); false, and nothing changed, for any other key.
    bool insertKnown(QUtf8StringView key, double value);
    bool insertKnown(QUtf8StringView key, qint64 value);
    bool isEmpty() const { return m_present == 0 && m_other.isEmpty(); }
    qsizetype size() const;
    bool contains(const QString &key) const;
    QVariant value(const QString &key) const; // invalid when absent
    QVariantMap toMap() const; // in key order, each value of the type it was read as
    bool operator==(const SourceMetrics &other) const { return toMap() == other.toMap(); }

private:
    static constexpr int kKnown = 5;
    static int knownIndex(QStringView key); // -1 for any other key
    static int knownIndex(QUtf8StringView key);
    static bool isExactInteger(qint64 value); // an integer beyond 2^53 stays a qlonglong in the map
    void setKnown(int known, double value, bool integral); // replaces any earlier value of that key
    double m_values[kKnown] = {};
    quint8 m_present = 0; // bit i: m_values[i] holds key i
    quint8 m_integral = 0; // bit i: it was read as an integer (qlonglong)
    QVariantMap m_other; // every other key, and known keys with other values
};

struct SourceNative
{
    SharedString source; // a few values across all runs (sharedstring.h)
    SharedString benchmark;
    QString externalId;
    SourceMetrics metrics;

    std::optional<double> metric(const QString &key) const;
    bool operator==(const SourceNative &) const = default;
};

struct RunCorrectness
{
    QString status;
    QString policy;
    OptionalDouble maxAbsoluteError;
    OptionalDouble maxRelativeError;
    bool operator==(const RunCorrectness &) const = default;
};

// One workload case of a suite (spec.cases). Trace imports fill the optional extras too.
struct CaseRow
{
    QString workload; // workload uuid or name
    QVariantMap axes;
    QString status; // e.g. PASSED, INCORRECT_NUMERICAL, as read
    OptionalDouble latencyNs;
    OptionalDouble referenceLatencyNs;
    OptionalDouble solLatencyNs; // SOL-ExecBench's speed-of-light bound T_SOL, when imported
    OptionalDouble baselineLatencyNs; // its baseline T_b, when imported
    OptionalDouble speedup;
    OptionalDouble maxAbsoluteError;
    OptionalDouble maxRelativeError;
    std::optional<bool> hasNan;
    std::optional<bool> hasInf;
    QString log; // kept as data, shown as plain text, never executed
    bool operator==(const CaseRow &) const = default;
};

struct Artifact
{
    QString name;
    QString uri;
    QString digest;
    QString mediaType;
    std::optional<qint64> size;
    bool operator==(const Artifact &) const = default;
};

// Indexes of the objects a manifest bundle carried beside its run, by role; -1 = none.
// They point into Archive's vectors and are what turns a mismatch into "declared ≠ computed".
struct BundleRoles
{
    int protocol = -1;
    int environment = -1;
    int workload = -1;
    int implementation = -1;
    bool operator==(const BundleRoles &) const = default;
};

// What few runs carry (ARCHIVE.md §1; no run of the seed, of kie-gen-archive's files or of a trace
// import has any of it): kept in one box, 8 bytes in every run instead of 72 (tests/benchmarks/README.md).
struct RunRareFields
{
    QString publishedAt; // RFC 3339 as read
    QString comparisonKey; // declared
    std::vector<Artifact> artifacts;
    bool operator==(const RunRareFields &) const = default;
};

struct RunRecord : ObjectBase
{
    RunStatus status = RunStatus::Unknown; // first: it fits in ObjectBase's tail padding
    // The fields whose values repeat across runs are SharedStrings: 8 bytes each, not 24.
    SharedString statusText; // as read
    LatencyStats latencyNs;
    SharedString primaryStatistic; // timing.primaryStatistic, may be empty
    QString observedAt; // RFC 3339 as read
    // Shared, immutable once read: 16 bytes in every run, the block only in runs that have one.
    std::shared_ptr<const SourceNative> sourceNative;
    SharedString protocolDigest, workloadDigest, environmentDigest, implementationDigest;
    SharedString evidenceLevel; // source-reported | source-native | controlled-rerun | as read
    OptionalBox<RunCorrectness> correctness; // 8 bytes: most runs have none (optional would be 72)
    std::vector<CaseRow> cases;
    OptionalBox<RunRareFields> rareFields;
    BundleRoles bundle;

    // The primary statistic's value: timing.primaryStatistic, defaulting to "mean".
    std::optional<double> primaryLatencyNs() const;
    // spec.publishedAt, spec.comparisonKey (declared; empty when not declared), spec.artifacts.
    const QString &publishedAt() const;
    const QString &comparisonKey() const;
    const std::vector<Artifact> &artifacts() const;
    RunRareFields &editRareFields(); // the box, made on first use
};

struct ProtocolRecord : ObjectBase
{
    QString harnessName, harnessVersion;
    QString correctnessReference, correctnessComparator, correctnessPolicy;
    QString timer, primaryStatistic;
    QString comparabilityFamily, comparabilityNotes;
};

struct EnvironmentRecord : ObjectBase
{
    QString vendor, product, architecture;
    QMap<QString, QString> libraries; // software.libraries name -> version
};

struct WorkloadRecord : ObjectBase
{
    QString definition, description, comparator;
    std::optional<qint64> suiteCases;
    QString suiteAggregate;
    QVariantMap axes;
};

struct ImplementationRecord : ObjectBase
{
    QString name, project, revision, language, author, source;
};

enum class SignatureState { Unsigned, Valid, Invalid };

struct AttestationRecord : ObjectBase
{
    QString subject; // run digest
    QString attestationKind; // reproduction | note
    QString author, createdAt, text;
    std::optional<double> measurementLatencyNs;
    QString measurementEnvironmentDigest;
    QString signatureAlgorithm, signaturePublicKey, signatureValue; // base64 as read
    // The signature checked against the bytes as read, by the reader (references.h): what every view
    // says afterwards, whatever happens to the file. Unset for attestations made in memory.
    std::optional<SignatureState> signatureAsRead;
};

// An object of a kind the explorer does not know: kept and shown, never dropped.
struct OtherRecord : ObjectBase
{
};

QDebug operator<<(QDebug debug, const RunRecord &run);

} // namespace kie
