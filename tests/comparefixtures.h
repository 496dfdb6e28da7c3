// SPDX-License-Identifier: Apache-2.0
// A run archive around the seed for the comparability, compare-command and compare-view tests: the
// seed, copies that differ in one thing each, a run whose cases carry SOL bounds, and a group whose
// declared comparison key mixes timers. Every reference is the digest of the object it names.
#pragma once

#include "digest.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QString>

namespace kie::testing {

inline nlohmann::json readSeed()
{
    QFile file(QStringLiteral("../shared/fixtures/seed/manifest.json"));
    if (!file.open(QIODevice::ReadOnly))
        return nlohmann::json();
    return nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
}

inline std::string digestOf(const nlohmann::json &object)
{
    return kie::objectDigest(object, nullptr).toStdString();
}

// A copy of the seed bundle renamed `name`, with `edit` applied to it (then its run's references
// recomputed for the protocol and environment it carries).
template<typename Edit>
nlohmann::json seedVariant(const nlohmann::json &seed, const std::string &name, Edit edit)
{
    nlohmann::json bundle = seed;
    bundle["run"]["metadata"]["name"] = name;
    bundle["run"]["metadata"]["title"] = "Gilded Quail variant · " + name;
    edit(bundle);
    bundle["run"]["spec"]["protocolDigest"] = digestOf(bundle["protocol"]);
    bundle["run"]["spec"]["environmentDigest"] = digestOf(bundle["environment"]);
    return bundle;
}

// Run names in the archive, in order.
inline const char *const kSeedRun = "sol-submission-26346";
inline const char *const kWallClockRun = "variant-wall-clock"; // protocol timer wall_clock
inline const char *const kLibraryRun = "variant-cuda-library"; // environment adds library cuda 12.8
inline const char *const kRerunRun = "variant-rerun"; // same protocol and environment, faster: the seed group's #1
inline const char *const kSolCasesRun = "variant-sol-cases"; // four cases with T_SOL and T_b
inline const char *const kMixedTimerA = "mixed-harness-timer"; // declared key "mixed-demo", seed protocol
inline const char *const kMixedTimerB = "mixed-wall-clock"; // declared key "mixed-demo", wall_clock protocol

inline QByteArray compareArchiveJson()
{
    const nlohmann::json seed = readSeed();
    if (seed.is_discarded() || seed.is_null())
        return QByteArray();
    nlohmann::json items = nlohmann::json::array();
    items.push_back(seed);
    items.push_back(seedVariant(seed, kWallClockRun, [](nlohmann::json &b) {
        b["protocol"]["spec"]["measurement"]["timer"] = "wall_clock";
        b["protocol"]["metadata"]["name"] = "wall-clock-protocol";
        b["run"]["spec"]["timing"]["latencyNs"]["mean"] = 512000;
    }));
    items.push_back(seedVariant(seed, kLibraryRun, [](nlohmann::json &b) {
        b["environment"]["spec"]["software"]["libraries"]["cuda"] = "12.8";
        b["environment"]["metadata"]["name"] = "b200-with-cuda";
        b["run"]["spec"]["timing"]["latencyNs"]["mean"] = 490000;
    }));
    items.push_back(seedVariant(seed, kRerunRun, [](nlohmann::json &b) {
        b["run"]["spec"]["timing"]["latencyNs"]["mean"] = 470000;
        b["run"]["spec"]["implementationDigest"] = "sha256:" + std::string(64, 'a');
    }));
    items.push_back(seedVariant(seed, kSolCasesRun, [](nlohmann::json &b) {
        nlohmann::json cases = nlohmann::json::array();
        const double kernel[] = {400000, 450000, 500000, 700000};
        const double bound[] = {150000, 200000, 250000, 300000};
        const double baseline[] = {600000, 700000, 650000, 1000000};
        double sum = 0;
        for (int i = 0; i < 4; ++i) {
            cases.push_back({{"workload", "case-" + std::to_string(i + 1)},
                             {"status", "PASSED"},
                             {"latencyNs", kernel[i]},
                             {"solLatencyNs", bound[i]},
                             {"baselineLatencyNs", baseline[i]}});
            sum += kernel[i];
        }
        b["run"]["spec"]["cases"] = cases;
        b["run"]["spec"]["timing"]["latencyNs"]["mean"] = sum / 4;
        b["run"]["spec"]["sourceNative"]["metrics"].erase("sol_score");
    }));
    items.push_back(seedVariant(seed, kMixedTimerA, [](nlohmann::json &b) { b["run"]["spec"]["comparisonKey"] = "mixed-demo"; }));
    items.push_back(seedVariant(seed, kMixedTimerB, [](nlohmann::json &b) {
        b["run"]["spec"]["comparisonKey"] = "mixed-demo";
        b["protocol"]["spec"]["measurement"]["timer"] = "wall_clock";
        b["protocol"]["metadata"]["name"] = "wall-clock-protocol";
        b["run"]["spec"]["timing"]["latencyNs"]["mean"] = 430000;
    }));
    const nlohmann::json archive{{"apiVersion", "kernelindex.dev/v1alpha1"},
                                 {"kind", "RunArchive"},
                                 {"metadata", {{"name", "compare-fixtures"}, {"title", "Comparability fixtures around the seed"}}},
                                 {"items", items}};
    return QByteArray::fromStdString(archive.dump(2));
}

} // namespace kie::testing
