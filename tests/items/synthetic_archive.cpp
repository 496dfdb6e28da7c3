// SPDX-License-Identifier: Apache-2.0
#include "synthetic_archive.h"
#include "ranking.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <random>

namespace kie::test {

namespace {

const char *const kAdjectives[] = {"Gilded", "Silent", "Crimson", "Swift",  "Hollow", "Amber",  "Brisk",
                                   "Quiet",  "Feral",  "Lucid",   "Rapid",  "Stoic",  "Velvet", "Bold",
                                   "Frosty", "Nimble", "Odd",     "Plucky", "Rusty",  "Tidal"};
const char *const kAnimals[] = {"Quail", "Heron",  "Otter", "Lynx",  "Falcon", "Badger", "Marten",
                                "Ibis",  "Viper",  "Moose", "Gecko", "Raven",  "Bison",  "Hare",
                                "Wren",  "Condor", "Yak",   "Koi",   "Newt",   "Puffin"};
const char *const kGpus[] = {"NVIDIA B200", "NVIDIA H100", "NVIDIA A100", "AMD MI300X", "NVIDIA L40S"};
const char *const kArchitectures[] = {"sm_100", "sm_90", "sm_80", "gfx942", "sm_89"};
const char *const kEvidence[] = {"source-reported", "source-native", "controlled-rerun"};

QString fakeDigest(quint64 kind, quint64 index)
{
    return QStringLiteral("sha256:%1%2").arg(kind, 16, 16, QLatin1Char('0')).arg(index, 48, 16, QLatin1Char('0'));
}

QString implementationNameAt(int index)
{
    constexpr int adjectives = int(std::size(kAdjectives));
    constexpr int animals = int(std::size(kAnimals));
    QString name = QString::fromLatin1(kAdjectives[index % adjectives]) + QLatin1Char(' ')
        + QString::fromLatin1(kAnimals[(index / adjectives) % animals]);
    if (index >= adjectives * animals)
        name += QLatin1Char(' ') + QString::number(index / (adjectives * animals) + 1);
    if (index % 97 == 13) // some non-ASCII names, for case folding beyond ASCII
        name = QStringLiteral("\u00DCber ") + name;
    return name;
}

} // namespace

std::shared_ptr<Archive> makeSyntheticArchive(const SyntheticOptions &options)
{
    auto archive = std::make_shared<Archive>();
    Archive &a = *archive;
    a.path = QStringLiteral("synthetic");
    a.format = ArchiveFormat::RunArchive;
    a.info.name = QStringLiteral("synthetic-%1").arg(options.runs);
    a.info.title = QStringLiteral("Synthetic archive of %1 runs").arg(options.runs);
    std::mt19937_64 random(options.seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::normal_distribution<double> spread(0.0, 0.35);

    const int gpuCount = std::clamp(options.gpus, 1, int(std::size(kGpus)));
    const QString apiVersion = QStringLiteral("kernelindex.dev/v1alpha1");

    ProtocolRecord protocol;
    protocol.meta.apiVersion = apiVersion;
    protocol.meta.kind = ObjectKind::BenchmarkProtocol;
    protocol.meta.kindName = QStringLiteral("BenchmarkProtocol");
    protocol.meta.name = QStringLiteral("synthetic-protocol");
    protocol.harnessName = QStringLiteral("Synthetic harness");
    protocol.harnessVersion = QStringLiteral("v1");
    protocol.timer = QStringLiteral("cuda_events");
    protocol.primaryStatistic = QStringLiteral("mean");
    protocol.comparabilityFamily = QStringLiteral("synthetic");
    protocol.digest = fakeDigest(1, 0);
    a.protocols.push_back(protocol);
    a.objectsByDigest.insert(protocol.digest, {ObjectKind::BenchmarkProtocol, 0});

    for (int g = 0; g < gpuCount; ++g) {
        EnvironmentRecord environment;
        environment.meta.apiVersion = apiVersion;
        environment.meta.kind = ObjectKind::ExecutionEnvironment;
        environment.meta.kindName = QStringLiteral("ExecutionEnvironment");
        environment.meta.name = QStringLiteral("env-%1").arg(g);
        environment.vendor = QString::fromLatin1(kGpus[g]).section(QLatin1Char(' '), 0, 0).toLower();
        environment.product = QString::fromLatin1(kGpus[g]);
        environment.architecture = QString::fromLatin1(kArchitectures[g]);
        environment.libraries.insert(QStringLiteral("cuda"), QStringLiteral("12.%1").arg(g + 4));
        environment.libraries.insert(QStringLiteral("torch"), QStringLiteral("2.%1.0").arg(g + 3));
        if (g % 2 == 0)
            environment.libraries.insert(QStringLiteral("triton"), QStringLiteral("3.1.0"));
        environment.digest = fakeDigest(2, quint64(g));
        a.objectsByDigest.insert(environment.digest, {ObjectKind::ExecutionEnvironment, g});
        a.environments.push_back(std::move(environment));
    }

    const int benchmarkCount = std::max(1, options.benchmarks);
    std::vector<QString> benchmarkNames;
    std::vector<double> benchmarkBase;
    for (int b = 0; b < benchmarkCount; ++b) {
        benchmarkNames.push_back(QStringLiteral("%1_synthetic_kernel_%2").arg(b, 3, 10, QLatin1Char('0')).arg(b * 7 % 13));
        benchmarkBase.push_back(2000.0 * std::pow(10.0, 3.0 * unit(random))); // 2 µs .. 2 ms
        WorkloadRecord workload;
        workload.meta.apiVersion = apiVersion;
        workload.meta.kind = ObjectKind::BenchmarkWorkload;
        workload.meta.kindName = QStringLiteral("BenchmarkWorkload");
        workload.meta.name = benchmarkNames.back();
        workload.definition = benchmarkNames.back();
        workload.suiteCases = 16;
        workload.digest = fakeDigest(3, quint64(b));
        a.objectsByDigest.insert(workload.digest, {ObjectKind::BenchmarkWorkload, b});
        a.workloads.push_back(std::move(workload));
    }

    const int implementationCount = std::max(1, options.implementations);
    for (int i = 0; i < implementationCount; ++i) {
        ImplementationRecord implementation;
        implementation.meta.apiVersion = apiVersion;
        implementation.meta.kind = ObjectKind::Implementation;
        implementation.meta.kindName = QStringLiteral("Implementation");
        implementation.meta.name = QStringLiteral("impl-%1").arg(i);
        implementation.name = implementationNameAt(i);
        implementation.project = implementation.name;
        implementation.revision = QStringLiteral("r%1").arg(i);
        implementation.digest = fakeDigest(4, quint64(i));
        a.objectsByDigest.insert(implementation.digest, {ObjectKind::Implementation, i});
        a.implementations.push_back(std::move(implementation));
    }

    std::vector<QString> groupKeys;
    for (int b = 0; b < benchmarkCount; ++b) {
        for (int g = 0; g < gpuCount; ++g)
            groupKeys.push_back(QStringLiteral("synthetic/%1/%2").arg(benchmarkNames[size_t(b)], a.environments[size_t(g)].product));
    }
    const QString statusNames[] = {QStringLiteral("passed"), QStringLiteral("failed"), QStringLiteral("error"),
                                   QStringLiteral("unknown")};
    const QString evidence[] = {QString::fromLatin1(kEvidence[0]), QString::fromLatin1(kEvidence[1]),
                                QString::fromLatin1(kEvidence[2])};
    const QString mean = QStringLiteral("mean");
    const QString source = QStringLiteral("synthetic-bench");
    const QString separator = QStringLiteral(" \u00B7 ");

    a.runs.resize(size_t(std::max(0, options.runs)));
    for (size_t r = 0; r < a.runs.size(); ++r) {
        RunRecord &run = a.runs[r];
        const int b = int(random() % quint64(benchmarkCount));
        const int g = int(random() % quint64(gpuCount));
        const int implementation = int(random() % quint64(implementationCount));
        run.meta.apiVersion = apiVersion;
        run.meta.kind = ObjectKind::BenchmarkRun;
        run.meta.kindName = QStringLiteral("BenchmarkRun");
        run.meta.name = QStringLiteral("run-%1").arg(r);
        run.meta.title = a.implementations[size_t(implementation)].name + separator + benchmarkNames[size_t(b)]
            + separator + a.environments[size_t(g)].product;
        run.recordIndex = int(r);

        const double draw = unit(random);
        const int status = draw < 0.85 ? 0 : draw < 0.95 ? 1 : draw < 0.98 ? 2 : 3;
        run.status = RunStatus(status);
        run.statusText = statusNames[status];
        // Latencies on a coarse grid so that ties (shared ranks) occur.
        const double latency = std::round(benchmarkBase[size_t(b)] * std::exp(spread(random)) * (1.0 + 0.15 * g) / 10.0) * 10.0;
        if (status != 3)
            run.latencyNs.mean = latency;
        if (r % 5 != 0)
            run.latencyNs.set(LatencyStats::Median, latency * 0.98);
        run.primaryStatistic = mean;
        const int day = int(r % 28) + 1;
        run.observedAt = QStringLiteral("2026-%1-%2T%3:00:00Z")
                             .arg(int(r / 28 % 12) + 1, 2, 10, QLatin1Char('0'))
                             .arg(day, 2, 10, QLatin1Char('0'))
                             .arg(int(r % 24), 2, 10, QLatin1Char('0'));
        run.evidenceLevel = evidence[r % 3];
        run.protocolDigest = a.protocols.front().digest.toString();
        run.workloadDigest = a.workloads[size_t(b)].digest.toString();
        run.environmentDigest = a.environments[size_t(g)].digest.toString();
        // One run in ten names an implementation the archive does not carry.
        run.implementationDigest = r % 10 == 7 ? fakeDigest(5, r) : a.implementations[size_t(implementation)].digest.toString();
        run.editRareFields().comparisonKey = groupKeys[size_t(b * gpuCount + g)];
        if (r % 5 != 3) {
            SourceNative native;
            native.source = source;
            native.benchmark = benchmarkNames[size_t(b)];
            native.externalId = QString::number(r);
            const double sol = std::clamp(0.1 + 0.8 * unit(random), 0.0, 1.0);
            const qint64 total = 16;
            const qint64 faster = qint64(random() % 17);
            native.metrics.insert(QStringLiteral("sol_score"), std::round(sol * 1e6) / 1e6);
            native.metrics.insert(QStringLiteral("avg_speedup"), std::round((0.5 + 1.5 * unit(random)) * 1e4) / 1e4);
            native.metrics.insert(QStringLiteral("fast_1_count"), faster);
            native.metrics.insert(QStringLiteral("fast_1_total"), total);
            run.sourceNative = std::make_shared<const SourceNative>(std::move(native));
        }
    }
    a.ranking = rankArchive(a);
    return archive;
}

} // namespace kie::test
