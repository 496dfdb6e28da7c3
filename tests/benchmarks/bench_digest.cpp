// SPDX-License-Identifier: Apache-2.0
// Prints throughput of strict parsing, RFC 8785 canonicalization and object digests on a
// synthetic archive of N copies of the seed run (each with its own externalId).
// Usage: bench_digest [N=100000]   (run from the repository root, like the tests)
#include "canonicaljson.h"
#include "digest.h"
#include "strictjson.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? std::atoi(argv[1]) : 100000;

    QFile file(QStringLiteral("../shared/fixtures/seed/manifest.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read the seed manifest (run from the repository root)\n");
        return 1;
    }
    const nlohmann::json run = nlohmann::json::parse(file.readAll().toStdString()).at("run");
    QByteArray text;
    {
        nlohmann::json items = nlohmann::json::array();
        for (int i = 0; i < count; ++i) {
            nlohmann::json copy = run;
            copy["spec"]["sourceNative"]["externalId"] = std::to_string(i);
            items.push_back(std::move(copy));
        }
        text = QByteArray::fromStdString(nlohmann::json{{"items", items}}.dump(2));
    }
    const double megabytes = double(text.size()) / 1e6;

    // Best of three, alternating, so neither parser inherits the other's heap state.
    double plainMs = 1e300, strictMs = 1e300;
    nlohmann::json strict;
    QElapsedTimer timer;
    for (int round = 0; round < 3; ++round) {
        strict = nullptr;
        timer.start();
        nlohmann::json plain = nlohmann::json::parse(text.constData(), text.constData() + text.size());
        plainMs = std::min(plainMs, double(timer.nsecsElapsed()) / 1e6);
        plain = nullptr;

        kie::JsonError error;
        timer.restart();
        if (!kie::parseStrictJson(text, strict, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.toString()));
            return 1;
        }
        strictMs = std::min(strictMs, double(timer.nsecsElapsed()) / 1e6);
    }

    timer.restart();
    QByteArray canonical;
    QString message;
    kie::canonicalizeJson(strict, canonical, &message);
    const double canonicalMs = double(timer.nsecsElapsed()) / 1e6;

    timer.restart();
    qsizetype digestChars = 0;
    for (const auto &item : strict.at("items"))
        digestChars += kie::objectDigest(item, &message).size();
    const double digestMs = double(timer.nsecsElapsed()) / 1e6;

    std::printf("input: %d runs, %.1f MB of JSON\n", count, megabytes);
    std::printf("nlohmann::json::parse:   %8.1f ms  %7.1f MB/s\n", plainMs, megabytes / plainMs * 1e3);
    std::printf("kie::parseStrictJson:    %8.1f ms  %7.1f MB/s\n", strictMs, megabytes / strictMs * 1e3);
    std::printf("kie::canonicalizeJson:   %8.1f ms  %7.1f MB/s (output %.1f MB)\n", canonicalMs,
                megabytes / canonicalMs * 1e3, double(canonical.size()) / 1e6);
    std::printf("kie::objectDigest:       %8.1f ms  %7.0f objects/s (%lld digest chars)\n", digestMs,
                count / digestMs * 1e3, static_cast<long long>(digestChars));
    return digestChars == qsizetype(count) * 71 ? 0 : 1;
}
