// SPDX-License-Identifier: Apache-2.0
// A run record of megabytes is read case by case (recordextract_cases.cpp), never parsed whole: it
// must give the very run its whole parse gives. The whole parse is that of the same run as the "run"
// of a manifest bundle, whose members are always parsed whole; the digest is also the strict path's
// (objectDigestOfText), read at once or deferred (rundigests.h), from memory or from a mapped file.
#include "archivereader.h"
#include "digest.h"
#include "rundigests.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace kie;

namespace {

constexpr int kCases = 14000; // about 5 MB of run: above the 4 MB from which cases are read one by one

// The log of a FlashInfer-Bench trace line, repeated on most of its cases.
const QByteArray kLog = R"(ninja: no work to do.\n/data1/bench/flashinfer_bench/bench/timing.py:74: UserWarning: CUPTI is not installed.\n  times = bench_gpu_time_with_cupti(\n)";

QByteArray caseRow(int i)
{
    QByteArray row = R"({"workload":"u)" + QByteArray::number(i) + R"(-6ba7c7de-dc5a-48d2-8ada-1382feb5ceac","axes":{"M":)"
        + QByteArray::number(i % 37) + R"(},"status":")" + (i % 9 == 0 ? "INCORRECT_NUMERICAL" : "PASSED") + R"(","latencyNs":)"
        + QByteArray::number(92160.00139713287 + i, 'g', 17) + R"(,"referenceLatencyNs":17066.66685640812,"speedup":0.18518518443662987)"
        + R"(,"maxAbsoluteError":0.015625,"maxRelativeError":)" + QByteArray::number(0.000895255128853023 * (i % 5), 'g', 17)
        + R"(,"timestamp":"2026-03-17T14:19:52.543776","inputs":{"A":{"type":"random"},"B":{"type":"random"}})";
    if (i % 11 == 0)
        row += R"(,"hasNan":false,"hasInf":true)";
    return row + R"(,"log":")" + (i % 3 ? kLog : QByteArray()) + "\"}";
}

// A run whose spec has `before` and `after` around its cases; `odd(i)`, when not empty, stands for case i.
QByteArray largeRun(const QByteArray &before, const QByteArray &after, const std::function<QByteArray(int)> &odd = {})
{
    QByteArray cases;
    cases.reserve(kCases * 400);
    for (int i = 0; i < kCases; ++i) {
        const QByteArray special = odd ? odd(i) : QByteArray();
        cases += (i ? ",\n" : "\n") + (special.isEmpty() ? caseRow(i) : special);
    }
    return R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"BenchmarkRun","metadata":{"name":"large","labels":{"source":"flashinfer-bench"}},)"
           R"("spec":{)" + before + R"("cases":[)" + cases + "\n]" + after + "}}";
}

QByteArray runArchive(const QByteArray &run)
{
    return R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"RunArchive","items":[)" "\n" + run + "\n]}\n";
}

QStringList messages(const Archive &archive)
{
    QStringList out;
    for (const LoadProblem &problem : archive.problems)
        out << problem.message;
    return out;
}

} // namespace

class TestLargeRun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameAsWholeParse_data()
    {
        QTest::addColumn<QByteArray>("run");
        const QByteArray spec = R"("status":"passed","timing":{"latencyNs":{"mean":5}},)";
        QTest::newRow("cases first") << largeRun(QByteArray(), "," + spec.chopped(1));
        // "artifacts" sorts before "cases" in the canonical bytes, "correctness" after
        QTest::newRow("members before and after") << largeRun(R"("artifacts":[{"name":"a","uri":"u"}],)" + spec,
                                                              R"(,"correctness":{"status":"passed"})");
        QTest::newRow("cases of the wrong type") << largeRun(spec, QByteArray(), [](int i) {
            return i == 5 ? QByteArray("17") : i == 6 ? QByteArray(R"({"workload":7,"status":"PASSED"})") : QByteArray();
        });
        // What only the whole record's path reads: an integer beyond 64 bits (the strict parser's),
        // duplicate keys in a case (no digest), a key written with an escape.
        QTest::newRow("integer beyond 64 bits") << largeRun(spec, QByteArray(), [](int i) {
            return i == 13000 ? QByteArray(R"({"workload":"w","status":"PASSED","latencyNs":123456789012345678901234567890})") : QByteArray();
        });
        QTest::newRow("duplicate key in a case") << largeRun(spec, QByteArray(), [](int i) {
            return i == 3 ? QByteArray(R"({"workload":"w","status":"PASSED","status":"FAILED"})") : QByteArray();
        });
        QTest::newRow("escaped key") << largeRun(spec, QByteArray()).replace(R"("cases":[)", R"("c\u0061ses":[)");
    }

    void sameAsWholeParse()
    {
        QFETCH(QByteArray, run);
        QVERIFY(run.size() > (qsizetype(4) << 20));
        const ReadResult whole = readArchiveData("{\"run\":" + run + "}", QStringLiteral("bundle.json"));
        QVERIFY2(whole.archive, qPrintable(whole.fatalError));
        QCOMPARE(whole.archive->runs.size(), size_t(1));
        const RunRecord &expected = whole.archive->runs.front();
        QString error;
        QCOMPARE(expected.digest, DigestString(objectDigestOfText(run, &error)));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(runArchive(run)) > 0);
        file.close();
        // From memory (parsed in place) with the digests read at once; from the mapped file (parsed
        // from copies) with the digests deferred, as the window reads.
        for (const bool mapped : {false, true}) {
            ReadOptions options;
            options.computeRunDigests = !mapped;
            const ReadResult read = mapped ? readArchiveFile(path, options)
                                           : readArchiveData(runArchive(run), QStringLiteral("large.json"), options);
            QVERIFY2(read.archive, qPrintable(read.fatalError));
            Archive &archive = *read.archive;
            if (mapped)
                applyRunDigests(archive, computeRunDigests(archive));
            QCOMPARE(archive.runs.size(), size_t(1));
            const RunRecord &got = archive.runs.front();
            QCOMPARE(got.cases.size(), expected.cases.size());
            QVERIFY(got.cases == expected.cases);
            QCOMPARE(got.digest, expected.digest);
            QCOMPARE(got.digestError, expected.digestError);
            QCOMPARE(got.status, expected.status);
            QCOMPARE(got.artifacts().size(), expected.artifacts().size());
            QCOMPARE(messages(archive), messages(*whole.archive));
        }
        QCOMPARE(expected.cases.size(), size_t(QTest::currentDataTag() == QByteArray("cases of the wrong type") ? kCases - 1 : kCases));
    }
};

QTEST_GUILESS_MAIN(TestLargeRun)
#include "tst_largerun.moc"
