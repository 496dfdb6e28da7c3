// SPDX-License-Identifier: Apache-2.0
// kie-gen-archive N OUT: writes a synthetic RunArchive of N runs in the seed's shape (pretty-printed,
// about 1.5 KB per run): a few shared protocols, environments and workloads and a few thousand
// implementations, which the runs name by their real computed digests. Deterministic.
#include "digest.h"

#include <QByteArray>
#include <QString>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace {

struct Shared
{
    std::string json; // compact, as written into "items"
    std::string digest;
};

std::string digestOf(const std::string &json)
{
    QString error;
    const QString digest = kie::objectDigestOfText(QByteArrayView(json.data(), qsizetype(json.size())), &error);
    if (digest.isEmpty()) {
        std::fprintf(stderr, "cannot digest %s: %s\n", json.c_str(), qPrintable(error));
        std::exit(1);
    }
    return digest.toStdString();
}

Shared make(const std::string &json)
{
    return Shared{json, digestOf(json)};
}

std::string format(const char *pattern, auto... args)
{
    const int size = std::snprintf(nullptr, 0, pattern, args...);
    std::string out(size_t(size), '\0');
    std::snprintf(out.data(), size_t(size) + 1, pattern, args...);
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s RUNS OUT.json\n", argv[0]);
        return 2;
    }
    const long runs = std::atol(argv[1]);
    FILE *out = std::fopen(argv[2], "wb");
    if (!out) {
        std::perror(argv[2]);
        return 1;
    }
    std::mt19937_64 random(20260720);

    const char *gpus[][3] = {{"NVIDIA B200", "sm_100", "b200"}, {"NVIDIA H100", "sm_90", "h100"},
                             {"NVIDIA H200", "sm_90", "h200"}, {"NVIDIA A100", "sm_80", "a100"}};
    std::vector<Shared> protocols, environments, workloads, implementations;
    for (const char *version : {"v1.0", "v1.1"}) {
        protocols.push_back(make(format(
            R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"BenchmarkProtocol","metadata":{"name":"sol-execbench-leaderboard-%s","title":"SOL-ExecBench evaluation stack %s"},"spec":{"harness":{"name":"SOL-ExecBench evaluation stack","version":"%s"},"correctness":{"reference":"definition reference implementation","comparator":"sol_execbench_eval"},"measurement":{"timer":"harness_reported","primaryStatistic":"mean"},"comparability":{"family":"sol_execbench_leaderboard","notes":"Comparable only within one definition, GPU type, and evaluation stack version."}}})",
            version, version, version)));
        for (const auto &gpu : gpus)
            environments.push_back(make(format(
                R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"ExecutionEnvironment","metadata":{"name":"sol-execbench-%s-%s","title":"SOL-ExecBench %s, stack %s"},"spec":{"hardware":{"vendor":"nvidia","product":"%s","architecture":"%s"},"software":{"libraries":{"evaluation_stack":"%s"}}}})",
                gpu[2], version, gpu[0], version, gpu[0], gpu[1], version)));
    }
    std::vector<std::string> benchmarks;
    for (int i = 0; i < 48; ++i) {
        benchmarks.push_back(format("%03d_%s", i + 1, i % 3 == 0 ? "grouped_query_attention_with_rope_backward" : i % 3 == 1 ? "fused_moe_gate_up_projection" : "rms_norm_residual_add"));
        workloads.push_back(make(format(
            R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"BenchmarkWorkload","metadata":{"name":"%s","title":"%s"},"spec":{"definition":"%s","suite":{"cases":16,"aggregate":"mean"}}})",
            benchmarks.back().c_str(), benchmarks.back().c_str(), benchmarks.back().c_str())));
    }
    const char *adjectives[] = {"Gilded", "Silent", "Rapid", "Crimson", "Patient", "Lucid", "Brisk", "Amber"};
    const char *animals[] = {"Quail", "Otter", "Heron", "Lynx", "Marten", "Ibis", "Gecko", "Wren"};
    for (int i = 0; i < 4096; ++i)
        implementations.push_back(make(format(
            R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"Implementation","metadata":{"name":"impl-%d","title":"%s %s %d"},"spec":{"name":"submission-%d","language":"%s","author":"%s %s"}})",
            i, adjectives[i % 8], animals[(i / 8) % 8], i, i, i % 2 ? "triton" : "cuda", adjectives[i % 8], animals[(i / 8) % 8])));

    std::fputs("{\n  \"apiVersion\": \"kernelindex.dev/v1alpha1\",\n  \"kind\": \"RunArchive\",\n  \"metadata\": {\n"
               "    \"name\": \"synthetic\",\n    \"title\": \"Synthetic benchmark archive\",\n"
               "    \"exportedAt\": \"2026-07-21T00:00:00Z\",\n    \"source\": \"kie-gen-archive\",\n"
               "    \"permalinkBase\": \"https://kernelindex.dev\"\n  },\n  \"items\": [\n", out);
    bool first = true;
    for (const auto *group : {&protocols, &environments, &workloads, &implementations}) {
        for (const Shared &object : *group) {
            std::fprintf(out, "%s    %s", first ? "" : ",\n", object.json.c_str());
            first = false;
        }
    }
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (long i = 0; i < runs; ++i) {
        const size_t gpu = size_t(random() % 4);
        const size_t stack = size_t(random() % 2);
        const size_t bench = size_t(random() % benchmarks.size());
        const size_t impl = size_t(random() % implementations.size());
        const double mean = std::floor(20000 + unit(random) * 2000000);
        const int fast = int(random() % 17);
        const char *status = random() % 20 == 0 ? "failed" : "passed";
        std::fprintf(out,
            ",\n    {\n      \"kind\": \"BenchmarkRun\",\n      \"spec\": {\n        \"status\": \"%s\",\n"
            "        \"timing\": {\n          \"latencyNs\": {\n            \"mean\": %.0f\n          },\n"
            "          \"primaryStatistic\": \"mean\"\n        },\n        \"observedAt\": \"2026-07-%02dT%02d:%02d:%02d.%03dZ\",\n"
            "        \"sourceNative\": {\n          \"source\": \"sol-execbench\",\n          \"metrics\": {\n"
            "            \"sol_score\": %.6f,\n            \"latency_ms\": %.6f,\n            \"avg_speedup\": %.4f,\n"
            "            \"fast_1_count\": %d,\n            \"fast_1_total\": 16\n          },\n"
            "          \"benchmark\": \"%s\",\n          \"externalId\": \"%ld\"\n        },\n"
            "        \"protocolDigest\": \"%s\",\n        \"workloadDigest\": \"%s\",\n"
            "        \"environmentDigest\": \"%s\",\n        \"implementationDigest\": \"%s\",\n"
            "        \"evidence\": {\n          \"level\": \"source-reported\"\n        }\n      },\n"
            "      \"metadata\": {\n        \"name\": \"sol-submission-%ld\",\n"
            "        \"title\": \"%s %s · %s · %s\",\n        \"labels\": {\n"
            "          \"worker\": \"external-prod-%s-modal-%d\"\n        }\n      },\n"
            "      \"apiVersion\": \"kernelindex.dev/v1alpha1\"\n    }",
            status, mean, int(1 + i % 28), int(i % 24), int(i % 60), int((i / 60) % 60), int(i % 1000),
            unit(random), mean / 1e6, 0.5 + unit(random) * 1.5, fast, benchmarks[bench].c_str(), 26346 + i,
            protocols[stack].digest.c_str(), workloads[bench].digest.c_str(), environments[stack * 4 + gpu].digest.c_str(),
            implementations[impl].digest.c_str(), i, adjectives[impl % 8], animals[(impl / 8) % 8], benchmarks[bench].c_str(), gpus[gpu][2],
            gpus[gpu][2], int(random() % 4));
    }
    std::fputs("\n  ]\n}\n", out);
    return std::fclose(out) == 0 ? 0 : 1;
}
