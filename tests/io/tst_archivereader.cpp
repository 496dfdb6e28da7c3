// SPDX-License-Identifier: Apache-2.0
#include "archivereader.h"
#include "archivereader_pipeline_p.h"
#include "digest.h"
#include "inputbytes.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <set>

using namespace kie;

namespace {

const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return QString();
    return path;
}

// Objects of every kind, compact, each on one line; the run names the protocol by its real digest.
QByteArray protocolJson()
{
    return R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"BenchmarkProtocol","metadata":{"name":"proto","title":"Proto v1"},"spec":{"harness":{"name":"H","version":"1.0"},"correctness":{"reference":"ref","comparator":"cmp","policy":"atol"},"measurement":{"timer":"cuda_event","primaryStatistic":"median"},"comparability":{"family":"fam","notes":"n"}}})";
}
QByteArray environmentJson()
{
    return R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"ExecutionEnvironment","metadata":{"name":"env","title":"Env"},"spec":{"hardware":{"vendor":"nvidia","product":"NVIDIA H100","architecture":"sm_90"},"software":{"libraries":{"torch":"2.5","cuda":"12.4"}}}})";
}
QByteArray workloadJson()
{
    return R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"BenchmarkWorkload","metadata":{"name":"wl","title":"WL"},"spec":{"definition":"gemm_n128","description":"GEMM","comparator":"allclose","suite":{"cases":16,"aggregate":"mean"},"axes":{"M":[1,2],"N":128}}})";
}
QByteArray implementationJson()
{
    return R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"Implementation","metadata":{"name":"impl","title":"Impl"},"spec":{"name":"triton_gemm","project":"proj","revision":"abc123","language":"triton","author":"ann","source":"https://example.org/x"}})";
}
QByteArray runJson(const QString &protocolDigest, const QString &name = QStringLiteral("run-a"), double mean = 1234.5)
{
    return QString::fromUtf8(R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"BenchmarkRun","metadata":{"name":"%1","title":"Run A","labels":{"worker":"w1"},"annotations":{"kernelindex.dev/id":"abc"}},"spec":{"status":"failed","timing":{"latencyNs":{"mean":%2,"median":1200,"min":1100,"max":1500,"stddev":12.5,"p95":1400},"primaryStatistic":"median"},"observedAt":"2026-01-02T03:04:05Z","publishedAt":"2026-01-03T00:00:00Z","sourceNative":{"source":"flashinfer-bench","benchmark":"gemm","externalId":77,"metrics":{"sol_score":0.5,"fast_1_count":3,"fast_1_total":4}},"protocolDigest":"%3","workloadDigest":"sha256:00","environmentDigest":"sha256:11","implementationDigest":"sha256:22","comparisonKey":"key-1","evidence":{"level":"source-native"},"correctness":{"status":"INCORRECT","policy":"atol","maxAbsoluteError":0.25,"maxRelativeError":0.5},"cases":[{"workload":"w-1","axes":{"M":1},"status":"PASSED","latencyNs":1000,"referenceLatencyNs":2000,"speedup":2,"hasNan":false,"log":"ok"}],"artifacts":[{"name":"log","uri":"file:///x","digest":"sha256:33","mediaType":"text/plain","size":42}]}})")
        .arg(name)
        .arg(mean)
        .arg(protocolDigest)
        .toUtf8();
}
QByteArray attestationJson(const QString &subject)
{
    return QString::fromUtf8(R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"Attestation","metadata":{"name":"att","title":"Att"},"spec":{"subject":"%1","kind":"reproduction","author":"bob","createdAt":"2026-02-01T00:00:00Z","text":"reproduced","measurement":{"latencyNs":1300,"environmentDigest":"sha256:44"},"signature":{"algorithm":"ed25519","publicKey":"AAAA","value":"BBBB"}}})")
        .arg(subject)
        .toUtf8();
}
QByteArray otherJson()
{
    return R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"Widget","metadata":{"name":"w"},"spec":{"x":1}})";
}

QString digestOf(const QByteArray &json)
{
    QString error;
    return objectDigestOfText(json, &error);
}

} // namespace

class TestArchiveReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void seedLoadsUnchanged()
    {
        const QFileInfo before(kSeed);
        const QByteArray bytes = readAll(kSeed);
        QVERIFY(!bytes.isEmpty());

        const ReadResult result = readArchiveFile(kSeed);
        QVERIFY2(result.fatalError.isEmpty(), qPrintable(result.fatalError));
        QVERIFY(result.archive);
        const Archive &archive = *result.archive;
        for (const LoadProblem &problem : archive.problems)
            qWarning() << problem;
        QVERIFY(archive.problems.empty());
        QCOMPARE(archive.format, ArchiveFormat::ManifestBundle);
        QVERIFY(!archive.compressed);
        QCOMPARE(archive.runs.size(), size_t(1));
        QCOMPARE(archive.protocols.size(), size_t(1));
        QCOMPARE(archive.environments.size(), size_t(1));
        QCOMPARE(archive.objectCount(), 3);
        QVERIFY(!archive.openedAt.isEmpty());

        const RunRecord &run = archive.runs.front();
        QCOMPARE(run.meta.kind, ObjectKind::BenchmarkRun);
        QCOMPARE(run.meta.apiVersion, QStringLiteral("kernelindex.dev/v1alpha1"));
        QCOMPARE(run.meta.name, QStringLiteral("sol-submission-26346"));
        QCOMPARE(run.meta.title, QStringLiteral("Gilded Quail · 003_grouped_query_attention_with_rope_backward · B200"));
        QCOMPARE(run.meta.labels.value(QStringLiteral("worker")), QStringLiteral("external-prod-b200-modal-1"));
        QCOMPARE(run.status, RunStatus::Passed);
        QCOMPARE(run.statusText, QStringLiteral("passed"));
        QCOMPARE(run.latencyNs.mean, std::optional<double>(485961));
        QVERIFY(!run.latencyNs.get(LatencyStats::Median));
        QCOMPARE(run.primaryStatistic, QStringLiteral("mean"));
        QCOMPARE(run.primaryLatencyNs(), std::optional<double>(485961));
        QCOMPARE(run.observedAt, QStringLiteral("2026-07-20T10:18:21.410Z"));
        QVERIFY(run.sourceNative);
        QCOMPARE(run.sourceNative->source, QStringLiteral("sol-execbench"));
        QCOMPARE(run.sourceNative->benchmark, QStringLiteral("003_grouped_query_attention_with_rope_backward"));
        QCOMPARE(run.sourceNative->externalId, QStringLiteral("26346"));
        QCOMPARE(run.sourceNative->metric(QStringLiteral("sol_score")), std::optional<double>(0.554246));
        QCOMPARE(run.sourceNative->metric(QStringLiteral("latency_ms")), std::optional<double>(0.485961));
        QCOMPARE(run.sourceNative->metric(QStringLiteral("avg_speedup")), std::optional<double>(1.2219));
        QCOMPARE(run.sourceNative->metric(QStringLiteral("fast_1_count")), std::optional<double>(15));
        QCOMPARE(run.sourceNative->metric(QStringLiteral("fast_1_total")), std::optional<double>(16));
        QCOMPARE(run.protocolDigest, QStringLiteral("sha256:6383f62490dad270ad2146a94f67b48fba5cfcbc0b9b180f02665c69cc4433a0"));
        QCOMPARE(run.environmentDigest, QStringLiteral("sha256:f304afb2fedab4bbeadf8ac36a990ff517ab6e824dfe5a3ee0fe46259ff5e39f"));
        QCOMPARE(run.workloadDigest, QStringLiteral("sha256:f3c8fa410f476b10c3c6a5e415b89cf72b0d32eb9cd74b318932090d48d913e0"));
        QCOMPARE(run.implementationDigest, QStringLiteral("sha256:9b86dd65f6aae292a38d3d3add3348cff8aa0564a5ab81c4725ebd87febd5d8a"));
        QCOMPARE(run.digest, QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc"));
        QVERIFY(run.digestError.isEmpty());
        QCOMPARE(run.recordIndex, 0);

        // Bundle roles and the digests the run declares.
        QCOMPARE(run.bundle, (BundleRoles{0, 0, -1, -1}));
        QCOMPARE(archive.protocols.front().digest, run.protocolDigest);
        QCOMPARE(archive.environments.front().digest, run.environmentDigest);
        QCOMPARE(archive.indexOfDigest(ObjectKind::BenchmarkProtocol, run.protocolDigest), 0);
        QVERIFY(!run.digest.isEmpty());
        QCOMPARE(archive.indexOfDigest(ObjectKind::BenchmarkRun, run.digest), -1); // runs are not indexed (archive.h)
        QCOMPARE(archive.indexOfDigest(ObjectKind::BenchmarkWorkload, run.workloadDigest), -1);

        const ProtocolRecord &protocol = archive.protocols.front();
        QCOMPARE(protocol.harnessName, QStringLiteral("SOL-ExecBench evaluation stack"));
        QCOMPARE(protocol.harnessVersion, QStringLiteral("v1.1"));
        QCOMPARE(protocol.correctnessComparator, QStringLiteral("sol_execbench_eval"));
        QCOMPARE(protocol.timer, QStringLiteral("harness_reported"));
        QCOMPARE(protocol.primaryStatistic, QStringLiteral("mean"));
        QCOMPARE(protocol.comparabilityFamily, QStringLiteral("sol_execbench_leaderboard"));
        const EnvironmentRecord &environment = archive.environments.front();
        QCOMPARE(environment.product, QStringLiteral("NVIDIA B200"));
        QCOMPARE(environment.architecture, QStringLiteral("sm_100"));
        QCOMPARE(environment.libraries.value(QStringLiteral("evaluation_stack")), QStringLiteral("v1.1"));

        // The run's source is exactly the bytes of the "run" member in the file.
        const qsizetype runStart = bytes.indexOf("\"run\": ") + 7;
        const qsizetype runEnd = bytes.indexOf("\n  },\n  \"protocol\"") + 4;
        QCOMPARE(run.source.bytes(), QByteArrayView(bytes).sliced(runStart, runEnd - runStart));
        QCOMPARE(run.source.line, qint64(2));
        QCOMPARE(run.source.column, qint64(10));
        QVERIFY(run.source.buffer == archive.buffer);
        QVERIFY(protocol.source.buffer == archive.buffer);

        QCOMPARE(archive.ranking.runs.size(), size_t(1));

        // Reading never touches the file.
        const QFileInfo after(kSeed);
        QCOMPARE(after.lastModified(), before.lastModified());
        QCOMPARE(readAll(kSeed), bytes);
    }

    void runArchiveWithMixedKindsAndBundles()
    {
        const QByteArray protocol = protocolJson();
        const QString protocolDigest = digestOf(protocol);
        QVERIFY(protocolDigest.startsWith(QLatin1String("sha256:")));
        const QByteArray run = runJson(protocolDigest);
        const QByteArray bundle = "{\"run\": " + runJson(protocolDigest, QStringLiteral("run-b"), 99)
            + ",\n  \"environment\": " + environmentJson() + ", \"attestations\": [" + attestationJson(digestOf(run)) + "]}";
        const QByteArray document = "{\"apiVersion\": \"kernelindex.dev/v1alpha1\", \"kind\": \"RunArchive\",\n"
            " \"metadata\": {\"name\": \"arch\", \"title\": \"An archive\", \"exportedAt\": \"2026-03-04T05:06:07Z\","
            " \"source\": \"test\", \"permalinkBase\": \"https://kernelindex.dev\"},\n \"items\": [\n  "
            + protocol + ",\n  " + run + ",\n  " + bundle + ",\n  " + workloadJson() + ",\n  " + implementationJson()
            + ",\n  " + otherJson() + "\n]}\n";

        const ReadResult result = readArchiveData(document, QStringLiteral("mixed.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        const Archive &archive = *result.archive;
        for (const LoadProblem &problem : archive.problems)
            qWarning() << problem;
        // The object of a kind ARCHIVE.md does not list is kept, with a warning (never silently).
        QCOMPARE(archive.problems.size(), size_t(1));
        QCOMPARE(archive.problems.front().severity, Severity::Warning);
        QVERIFY2(archive.problems.front().message.contains(QLatin1String("unknown kind \"Widget\"")), qPrintable(archive.problems.front().message));
        QCOMPARE(archive.format, ArchiveFormat::RunArchive);
        QCOMPARE(archive.info.name, QStringLiteral("arch"));
        QCOMPARE(archive.info.title, QStringLiteral("An archive"));
        QCOMPARE(archive.info.exportedAt, QStringLiteral("2026-03-04T05:06:07Z"));
        QCOMPARE(archive.info.source, QStringLiteral("test"));
        QCOMPARE(archive.info.permalinkBase, QStringLiteral("https://kernelindex.dev"));
        QCOMPARE(archive.runs.size(), size_t(2));
        QCOMPARE(archive.protocols.size(), size_t(1));
        QCOMPARE(archive.environments.size(), size_t(1));
        QCOMPARE(archive.workloads.size(), size_t(1));
        QCOMPARE(archive.implementations.size(), size_t(1));
        QCOMPARE(archive.attestations.size(), size_t(1));
        QCOMPARE(archive.others.size(), size_t(1));

        // Items keep file order and their position; the bundle's objects share its record index.
        const RunRecord &a = archive.runs[0];
        const RunRecord &b = archive.runs[1];
        QCOMPARE(a.meta.name, QStringLiteral("run-a"));
        QCOMPARE(a.recordIndex, 1);
        QCOMPARE(b.meta.name, QStringLiteral("run-b"));
        QCOMPARE(b.recordIndex, 2);
        QCOMPARE(archive.environments[0].recordIndex, 2);
        QCOMPARE(archive.attestations[0].recordIndex, 2);
        QCOMPARE(archive.others[0].recordIndex, 5);
        QCOMPARE(a.bundle, BundleRoles{});
        QCOMPARE(b.bundle, (BundleRoles{-1, 0, -1, -1}));
        QCOMPARE(a.source.bytes(), QByteArrayView(run));
        QCOMPARE(a.source.line, qint64(5));
        QCOMPARE(a.source.column, qint64(3));
        QCOMPARE(archive.environments[0].source.bytes(), QByteArrayView(environmentJson()));
        QCOMPARE(b.source.line, qint64(6));
        QCOMPARE(b.source.column, qint64(11));
        QCOMPARE(archive.environments[0].source.line, qint64(7));

        // Every field of §1 that the structs name.
        QCOMPARE(a.status, RunStatus::Failed);
        QCOMPARE(a.latencyNs, (LatencyStats{1234.5, 1200, 1100, 1500, 12.5, 1400}));
        QCOMPARE(a.primaryStatistic, QStringLiteral("median"));
        QCOMPARE(a.primaryLatencyNs(), std::optional<double>(1200));
        QCOMPARE(a.publishedAt(), QStringLiteral("2026-01-03T00:00:00Z"));
        QCOMPARE(a.sourceNative->externalId, QStringLiteral("77"));
        QCOMPARE(a.sourceNative->metrics.value(QStringLiteral("fast_1_count")).toInt(), 3);
        QCOMPARE(a.protocolDigest, protocolDigest);
        QCOMPARE(a.comparisonKey(), QStringLiteral("key-1"));
        QCOMPARE(a.evidenceLevel, QStringLiteral("source-native"));
        QCOMPARE(a.correctness, (RunCorrectness{QStringLiteral("INCORRECT"), QStringLiteral("atol"), 0.25, 0.5}));
        QCOMPARE(a.cases.size(), size_t(1));
        QCOMPARE(a.cases[0].workload, QStringLiteral("w-1"));
        QCOMPARE(a.cases[0].axes.value(QStringLiteral("M")).toInt(), 1);
        QCOMPARE(a.cases[0].latencyNs, std::optional<double>(1000));
        QCOMPARE(a.cases[0].referenceLatencyNs, std::optional<double>(2000));
        QCOMPARE(a.cases[0].speedup, std::optional<double>(2));
        QCOMPARE(a.cases[0].hasNan, std::optional<bool>(false));
        QCOMPARE(a.cases[0].log, QStringLiteral("ok"));
        QCOMPARE(a.artifacts().size(), size_t(1));
        QCOMPARE(a.artifacts()[0], (Artifact{QStringLiteral("log"), QStringLiteral("file:///x"), QStringLiteral("sha256:33"),
                                           QStringLiteral("text/plain"), 42}));
        QCOMPARE(a.meta.annotations.value(QStringLiteral("kernelindex.dev/id")), QStringLiteral("abc"));

        const ProtocolRecord &p = archive.protocols[0];
        QCOMPARE(p.correctnessReference, QStringLiteral("ref"));
        QCOMPARE(p.correctnessPolicy, QStringLiteral("atol"));
        QCOMPARE(p.primaryStatistic, QStringLiteral("median"));
        QCOMPARE(p.comparabilityNotes, QStringLiteral("n"));
        QCOMPARE(p.digest, protocolDigest);
        QCOMPARE(archive.indexOfDigest(ObjectKind::BenchmarkProtocol, a.protocolDigest), 0);
        const EnvironmentRecord &e = archive.environments[0];
        QCOMPARE(e.vendor, QStringLiteral("nvidia"));
        QCOMPARE(e.libraries.size(), 2);
        QCOMPARE(e.libraries.value(QStringLiteral("cuda")), QStringLiteral("12.4"));
        const WorkloadRecord &w = archive.workloads[0];
        QCOMPARE(w.definition, QStringLiteral("gemm_n128"));
        QCOMPARE(w.description, QStringLiteral("GEMM"));
        QCOMPARE(w.comparator, QStringLiteral("allclose"));
        QCOMPARE(w.suiteCases, std::optional<qint64>(16));
        QCOMPARE(w.suiteAggregate, QStringLiteral("mean"));
        QCOMPARE(w.axes.value(QStringLiteral("M")).toList().size(), 2);
        const ImplementationRecord &i = archive.implementations[0];
        QCOMPARE(i.name, QStringLiteral("triton_gemm"));
        QCOMPARE(i.project, QStringLiteral("proj"));
        QCOMPARE(i.revision, QStringLiteral("abc123"));
        QCOMPARE(i.language, QStringLiteral("triton"));
        QCOMPARE(i.author, QStringLiteral("ann"));
        QCOMPARE(i.source, QStringLiteral("https://example.org/x"));
        const AttestationRecord &t = archive.attestations[0];
        QCOMPARE(t.subject, a.digest);
        QCOMPARE(t.attestationKind, QStringLiteral("reproduction"));
        QCOMPARE(t.author, QStringLiteral("bob"));
        QCOMPARE(t.createdAt, QStringLiteral("2026-02-01T00:00:00Z"));
        QCOMPARE(t.text, QStringLiteral("reproduced"));
        QCOMPARE(t.measurementLatencyNs, std::optional<double>(1300));
        QCOMPARE(t.measurementEnvironmentDigest, QStringLiteral("sha256:44"));
        QCOMPARE(t.signatureAlgorithm, QStringLiteral("ed25519"));
        QCOMPARE(t.signaturePublicKey, QStringLiteral("AAAA"));
        QCOMPARE(t.signatureValue, QStringLiteral("BBBB"));
        QCOMPARE(archive.others[0].meta.kindName, QStringLiteral("Widget"));
        QCOMPARE(archive.others[0].meta.kind, ObjectKind::Unknown);
        QVERIFY(!archive.others[0].digest.isEmpty());

        // Every object got its digest; all but the two runs are indexed by it (archive.h).
        QCOMPARE(a.digest, digestOf(run));
        QCOMPARE(archive.objectsByDigest.size(), 8 - 2);
        QCOMPARE(archive.ranking.runs.size(), size_t(2));
    }

    void jsonLines_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::newRow("by extension") << QStringLiteral("lines.jsonl");
        QTest::newRow("ndjson") << QStringLiteral("lines.ndjson");
        QTest::newRow("by content") << QStringLiteral("lines.json");
    }
    void jsonLines()
    {
        QFETCH(QString, fileName);
        const QByteArray protocol = protocolJson();
        const QByteArray run = runJson(digestOf(protocol));
        const QByteArray bundleLine = "{\"run\":" + runJson(digestOf(protocol), QStringLiteral("run-b")) + ",\"protocol\":" + protocol + "}";
        const QByteArray lines = protocol + "\n" + run + "\r\n\n   \n" + bundleLine + "\n" + environmentJson();
        QTemporaryDir dir;
        const QString path = writeFile(dir, fileName, lines);
        const ReadResult result = readArchiveFile(path);
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        const Archive &archive = *result.archive;
        QVERIFY(archive.problems.empty());
        QCOMPARE(archive.format, ArchiveFormat::JsonLines);
        QCOMPARE(archive.runs.size(), size_t(2));
        QCOMPARE(archive.protocols.size(), size_t(2));
        QCOMPARE(archive.environments.size(), size_t(1));
        QCOMPARE(archive.runs[0].source.bytes(), QByteArrayView(run));
        QCOMPARE(archive.runs[0].source.line, qint64(2));
        QCOMPARE(archive.runs[0].recordIndex, 1);
        QCOMPARE(archive.runs[1].source.line, qint64(5));
        QCOMPARE(archive.runs[1].recordIndex, 2);
        QCOMPARE(archive.runs[1].bundle.protocol, 1);
        QCOMPARE(archive.environments[0].source.line, qint64(6));
        QCOMPARE(archive.runs[0].protocolDigest, archive.protocols[0].digest);
    }

    void gzipOfEach_data()
    {
        QTest::addColumn<QByteArray>("plain");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<int>("objects");
        const QByteArray protocol = protocolJson();
        const QByteArray run = runJson(digestOf(protocol));
        QTest::newRow("manifest bundle") << readAll(kSeed) << QStringLiteral("seed.json.gz") << 3;
        QTest::newRow("RunArchive") << QByteArray("{\"kind\":\"RunArchive\",\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"items\":[" + protocol + "," + run + "]}")
                                    << QStringLiteral("archive.gz") << 2;
        QTest::newRow("JSON Lines") << QByteArray(protocol + "\n" + run + "\n") << QStringLiteral("lines.jsonl.gz") << 2;
        QTest::newRow("single object") << protocol << QStringLiteral("object.json.gz") << 1;
    }
    void gzipOfEach()
    {
        QFETCH(QByteArray, plain);
        QFETCH(QString, fileName);
        QFETCH(int, objects);
        const QByteArray packed = gzip(plain);
        QVERIFY(isGzip(packed));
        QVERIFY(!isGzip(plain));
        QString error;
        QCOMPARE(gunzip(packed, 1 << 30, 1000, &error), plain);
        QVERIFY(error.isEmpty());

        QTemporaryDir dir;
        const QString path = writeFile(dir, fileName, packed);
        const ReadResult result = readArchiveFile(path);
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        QVERIFY(result.archive->compressed);
        QCOMPARE(result.archive->objectCount(), objects);
        QVERIFY(result.archive->problems.empty());
        // Digests come from the decompressed bytes, as from the plain file.
        const ReadResult plainResult = readArchiveData(plain, fileName.chopped(3));
        QVERIFY(plainResult.archive);
        QCOMPARE(plainResult.archive->format, result.archive->format);
        QCOMPARE(plainResult.archive->objectsByDigest.keys().size(), result.archive->objectsByDigest.keys().size());
        for (const DigestString &digest : plainResult.archive->objectsByDigest.keys())
            QVERIFY(result.archive->objectsByDigest.contains(digest));
        QCOMPARE(plainResult.archive->runs.size(), result.archive->runs.size());
        for (size_t i = 0; i < result.archive->runs.size(); ++i)
            QCOMPARE(result.archive->runs[i].digest, plainResult.archive->runs[i].digest);
    }

    void gunzipRefusesBadInput_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("cap");
        QTest::addColumn<QString>("expected");
        const QByteArray packed = gzip(QByteArray(QByteArray(100000, 'x') + "tail"));
        QTest::newRow("truncated") << packed.left(packed.size() / 2) << (qint64(1) << 30) << QStringLiteral("truncated");
        QByteArray corrupt = packed;
        corrupt[12] = char(0xff);
        corrupt[13] = char(0xff);
        QTest::newRow("corrupt") << corrupt << (qint64(1) << 30) << QStringLiteral("corrupt");
        QTest::newRow("over the cap") << packed << qint64(1000) << QStringLiteral("more than 1000 bytes");
        QTest::newRow("not gzip") << QByteArray("{}") << (qint64(1) << 30) << QStringLiteral("not gzip");
    }
    void gunzipRefusesBadInput()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, cap);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(gunzip(bytes, cap, 1000, &error).isEmpty());
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void multiMemberGzip()
    {
        const QByteArray joined = QByteArray(gzip("{\"a\":") + gzip("1}"));
        QString error;
        QCOMPARE(gunzip(joined, 1 << 20, 1000, &error), QByteArray("{\"a\":1}"));
    }

    // As `gzip -dc` reads them: members that inflate to nothing (or to white space) before the
    // archive are skipped, not taken for an empty file.
    void leadingEmptyGzipMembers_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<bool>("opens");
        QTest::newRow("one empty member") << gzip(QByteArray()) << true;
        QTest::newRow("two empty members") << QByteArray(gzip(QByteArray()) + gzip(QByteArray())) << true;
        QTest::newRow("a member of white space") << gzip("\n  \n") << true;
        QTest::newRow("nothing but empty members") << QByteArray() << false;
    }

    void leadingEmptyGzipMembers()
    {
        QFETCH(QByteArray, before);
        QFETCH(bool, opens);
        QFile seed(kSeed);
        QVERIFY(seed.open(QIODevice::ReadOnly));
        const QByteArray file = opens ? QByteArray(before + gzip(seed.readAll())) : QByteArray(gzip(QByteArray()) + gzip(QByteArray()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seed.json.gz"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(file);
        out.close();
        const ReadResult result = readArchiveFile(path);
        if (!opens) {
            QVERIFY(!result.archive);
            QVERIFY2(result.fatalError.contains(QStringLiteral("empty")), qPrintable(result.fatalError));
            return;
        }
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        QCOMPARE(result.archive->runs.size(), size_t(1));
        QVERIFY(result.archive->compressed);
    }

    void runDigestsAreOptional()
    {
        ReadOptions options;
        options.computeRunDigests = false;
        const ReadResult result = readArchiveFile(kSeed, options);
        QVERIFY(result.archive);
        QVERIFY(result.archive->runs.front().digest.isEmpty());
        QVERIFY(!result.archive->protocols.front().digest.isEmpty());
        QCOMPARE(result.archive->objectsByDigest.size(), 2);
    }

    void progressIsMonotone()
    {
        std::vector<int> values;
        QStringList messages;
        ProgressReporter progress;
        progress.permille = [&values](int value) { values.push_back(value); };
        progress.message = [&messages](const QString &text) { messages.append(text); };
        const ReadResult result = readArchiveFile(kSeed, {}, progress);
        QVERIFY(result.archive);
        QVERIFY(!values.empty());
        QVERIFY(std::is_sorted(values.begin(), values.end()));
        QCOMPARE(values.back(), 1000);
        QVERIFY(!messages.isEmpty());
    }

    // Digests computed from the parsed record must equal the strict path's (objectDigestOfText).
    void digestsMatchTheStrictPath_data()
    {
        QTest::addColumn<QByteArray>("object");
        const auto row = [](const char *name, const QByteArray &spec) {
            QTest::newRow(name) << QByteArray("{\"metadata\":{\"name\":\"x\",\"labels\":{\"b\":\"1\",\"a\":\"2\"}},\"spec\":" + spec
                                              + ",\"kind\":\"BenchmarkProtocol\",\"apiVersion\":\"kernelindex.dev/v1alpha1\"}");
        };
        row("numbers", "{\"i\":485961,\"f\":0.554246,\"big\":1e21,\"small\":0.000001,\"tiny\":1.5e-7,\"neg\":-0,\"e\":1E+2,\"u\":18446744073709551615,\"n\":-9007199254740993}");
        row("strings", "{\"q\":\"a\\\"b\",\"bs\":\"c\\\\d\",\"ctl\":\"\\u0001\\b\\f\\n\\r\\t\\u001f\",\"slash\":\"\\/\",\"uni\":\"\\u00e9\\u4e2d\",\"astral\":\"\\ud83d\\ude00\",\"long\":\"0123456789abcdefghij\\\"klmnop\"}");
        row("nesting", "{\"z\":[1,[2,[3,{\"b\":null,\"a\":true}]],{}],\"a\":{\"y\":[],\"x\":false},\"m\":{\"\\u00e9\":1,\"e\":2,\"E\":3}}");
        row("non-BMP key", "{\"\\ud83d\\ude00\":1,\"\\uffff\":2,\"a\":3}");
        row("non-BMP key of eight bytes and more", "{\"ab\\ud83d\\ude00cdefghi\":1,\"ab\\uffffcdefghi\":2}");
        row("keys written in order", "{\"a\":1,\"b\":{\"c\":[2],\"d\":{\"e\":3,\"f\":4}},\"\\u00e9\":5}");
        row("no spec", "null");
        QTest::newRow("extra members") << QByteArray("{\"kind\":\"Widget\",\"x\":{\"b\":1,\"a\":2},\"apiVersion\":\"v\"}");
        QTest::newRow("duplicate in metadata") << QByteArray("{\"kind\":\"Widget\",\"metadata\":{\"name\":\"a\",\"name\":\"b\"},\"spec\":{}}");
        // Members outside the digest are checked, not written: as deep as the digested ones.
        QTest::newRow("duplicate deep in metadata")
            << QByteArray("{\"kind\":\"Widget\",\"metadata\":{\"name\":\"a\",\"x\":[1,{\"y\":[{\"b\":1,\"b\":2}]}]},\"spec\":{}}");
        QTest::newRow("non-BMP key in metadata")
            << QByteArray("{\"kind\":\"Widget\",\"metadata\":{\"name\":\"a\",\"x\":[{\"\\ud83d\\ude00\":1}]},\"spec\":{\"a\":1}}");
        // Empty texts are interned too: the first key a table keeps may be empty.
        QTest::newRow("empty labels and texts") << QByteArray("{\"kind\":\"BenchmarkProtocol\",\"apiVersion\":\"\",\"metadata\":{\"name\":\"\",\"labels\":{}},\"spec\":{\"timer\":\"\"}}");
    }
    void digestsMatchTheStrictPath()
    {
        QFETCH(QByteArray, object);
        QString error;
        const QString expected = objectDigestOfText(object, &error);
        const ReadResult result = readArchiveData(object, QStringLiteral("object.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        const Archive &archive = *result.archive;
        QCOMPARE(archive.objectCount(), 1);
        const ObjectBase &read = archive.protocols.empty() ? static_cast<const ObjectBase &>(archive.others.front())
                                                           : static_cast<const ObjectBase &>(archive.protocols.front());
        QCOMPARE(read.digest, expected);
        QCOMPARE(read.digestError.isEmpty(), error.isEmpty());
    }

    // Trace files and folders go to the trace importer; its RunArchive is read like any other.
    void tracesAreImported_data()
    {
        QTest::addColumn<QString>("path");
        const QString folder = QStringLiteral("../shared/data/flashinfer-bench/fib_all_defs_20260317_141743/gpt-5.2");
        QTest::newRow("trace file") << folder + QStringLiteral("/traces/dsa_paged/dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64.jsonl");
        QTest::newRow("trace folder") << folder;
    }
    void tracesAreImported()
    {
        QFETCH(QString, path);
        if (!QFileInfo::exists(path))
            QSKIP("the shared trace data is not beside the repository");
        const ReadResult result = readArchiveFile(path);
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        const Archive &archive = *result.archive;
        for (const LoadProblem &problem : archive.problems)
            QVERIFY2(problem.severity == Severity::Warning, qPrintable(problem.toString()));
        QCOMPARE(archive.format, ArchiveFormat::TraceImport);
        QCOMPARE(archive.inputFiles, QStringList{path});
        QVERIFY(!archive.runs.empty());
        for (const RunRecord &run : archive.runs) {
            QVERIFY(!run.digest.isEmpty());
            QCOMPARE(run.evidenceLevel, QStringLiteral("source-native"));
        }
    }

    // Each reason a file cannot be opened is named by the system's own text (strerror), so a symlink
    // loop, a permission problem and a missing file never all say "no such file".
    void unopenableFileIsFatal_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing") << QStringLiteral("missing") << QString::fromLocal8Bit(std::strerror(ENOENT));
        QTest::newRow("symlink loop") << QStringLiteral("loop") << QString::fromLocal8Bit(std::strerror(ELOOP));
        QTest::newRow("permission denied") << QStringLiteral("denied") << QString::fromLocal8Bit(std::strerror(EACCES));
    }

    void unopenableFileIsFatal()
    {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QString path = dir.filePath(QStringLiteral("archive.json"));
        if (kind == QLatin1String("loop")) {
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("b")), dir.filePath(QStringLiteral("a"))));
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("a")), dir.filePath(QStringLiteral("b"))));
            path = dir.filePath(QStringLiteral("a"));
        } else if (kind == QLatin1String("denied")) {
            if (::geteuid() == 0)
                QSKIP("root reads every file");
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{}");
            file.close();
            QVERIFY(file.setPermissions(QFileDevice::WriteOwner));
        }
        const ReadResult result = readArchiveFile(path);
        QVERIFY(!result.archive);
        QVERIFY2(result.fatalError.contains(message), qPrintable(result.fatalError));
        QCOMPARE(result.fatalError.count(path), 1);
    }

    // Batches are merged as they finish when the budget has room for a run in every record, else
    // all at the end: both must give the same records, in file order, with the same problems.
    void mergedAsTheyFinishEqualsMergedAtTheEnd()
    {
        QByteArray bytes = "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":[\n";
        for (int i = 0; i < 9000; ++i) {
            if (i)
                bytes += ",\n";
            if (i % 97 == 5)
                bytes += "{\"kind\":\"BenchmarkProtocol\",\"metadata\":{\"name\":\"p" + QByteArray::number(i) + "\"},\"spec\":{}}";
            else if (i % 211 == 7)
                bytes += "{\"kind\":\"Curious\",\"metadata\":{\"name\":\"c" + QByteArray::number(i) + "\"}}";
            else
                bytes += "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"r" + QByteArray::number(i)
                    + "\",\"title\":\"a run long enough for the file to be read on every core, with a few more words to make it so\"},"
                      "\"spec\":{\"status\":\"passed\",\"timing\":{\"latencyNs\":{\"mean\":" + QByteArray::number(1000 + i) + "}}}}";
        }
        bytes += "\n]}\n";
        QVERIFY(bytes.size() > (1 << 20)); // two workers or more, 18 batches
        ReadOptions roomy;
        ReadOptions tight;
        // A run's room for each record does not fit in half the budget, so the runs' vector is not
        // reserved up front; every record does fit: a run counts as its size plus 256 bytes of
        // strings (estimatedBytes), less than twice its size. The runs name their apiVersion, so
        // that only the other objects' warnings add to that.
        tight.maxRecordMemory = 2 * 9000 * qint64(sizeof(RunRecord));
        const ReadResult a = readArchiveData(bytes, QStringLiteral("a.json"), roomy);
        const ReadResult b = readArchiveData(bytes, QStringLiteral("a.json"), tight);
        QVERIFY2(a.archive, qPrintable(a.fatalError));
        QVERIFY2(b.archive, qPrintable(b.fatalError));
        QCOMPARE(a.archive->runs.size(), size_t(9000 - 93 - 42));
        QCOMPARE(b.archive->runs.size(), a.archive->runs.size());
        for (size_t i = 0; i < a.archive->runs.size(); ++i) {
            if (a.archive->runs[i].meta.name != b.archive->runs[i].meta.name || a.archive->runs[i].digest != b.archive->runs[i].digest)
                QFAIL(qPrintable(QStringLiteral("run %1: %2 / %3").arg(i).arg(a.archive->runs[i].meta.name, b.archive->runs[i].meta.name)));
        }
        QVERIFY(std::is_sorted(a.archive->runs.begin(), a.archive->runs.end(), [](const RunRecord &x, const RunRecord &y) {
            return x.meta.name.mid(1).toInt() < y.meta.name.mid(1).toInt();
        }));
        QCOMPARE(a.archive->protocols.size(), size_t(93));
        QCOMPARE(b.archive->protocols.size(), size_t(93));
        for (size_t i = 0; i < a.archive->protocols.size(); ++i)
            QCOMPARE(b.archive->protocols[i].meta.name, a.archive->protocols[i].meta.name);
        QCOMPARE(a.archive->others.size(), size_t(42));
        QCOMPARE(b.archive->problems.size(), a.archive->problems.size());
        for (size_t i = 0; i < a.archive->problems.size(); ++i)
            QCOMPARE(b.archive->problems[i].toString(), a.archive->problems[i].toString());
    }

    // The extracted batches' slots (archivereader_pipeline_p.h: BatchSlots): a batch is there from
    // when it is published until it is taken, in any order; end() is one past the last published
    // job, so that the merge of what is left stops there; what is not taken goes with the table.
    void batchSlotsHoldWhatIsPublished()
    {
        const auto bytes = std::make_shared<const QByteArray>("{}");
        const auto batchHolding = [&bytes] {
            auto batch = std::make_unique<RecordBatch>();
            batch->runs.emplace_back().source.buffer = bytes;
            return batch;
        };
        {
            reader::BatchSlots table(size_t(1) << 22); // a 32 MB table, of which two slots are written
            QCOMPARE(table.end(), size_t(0));
            table.publish(5, batchHolding());
            table.publish(2, batchHolding());
            QCOMPARE(table.end(), size_t(6));
            QVERIFY(!table.published(0) && !table.published(3) && !table.published(6));
            QVERIFY(table.published(2) && table.published(5));
            const std::unique_ptr<RecordBatch> taken = table.take(2);
            QVERIFY(taken && !table.published(2) && !table.take(2));
            QCOMPARE(taken->runs.front().source.buffer, bytes);
            QCOMPARE(bytes.use_count(), 3);
        }
        QCOMPARE(bytes.use_count(), 1); // the batch left in slot 5 was freed with the slots
    }

    // The record spans (archivereader_pipeline_p.h: SpanQueue) come back as they were pushed, across
    // chunks of either size: 4096 spans below 64 MB of input, 65,536 from there (in 2 MB pages).
    void spanQueueKeepsEverySpan_data()
    {
        QTest::addColumn<qint64>("inputSize");
        QTest::addColumn<int>("spans");
        QTest::newRow("small input, three chunks") << qint64(10'000) << 9000;
        QTest::newRow("large input, two chunks") << (qint64(64) << 20) << 70'000;
    }
    void spanQueueKeepsEverySpan()
    {
        QFETCH(qint64, inputSize);
        QFETCH(int, spans);
        reader::SpanQueue queue(inputSize);
        QVERIFY(queue.maxJobs() * reader::SpanQueue::kBatch > size_t(inputSize)); // a record per byte fits
        const auto spanOf = [](int i) { return ScanSpan{qint64(i) * 3, qint64(i) * 3 + 2, i + 1, i % 7 + 1}; };
        for (int i = 0; i < spans; ++i)
            queue.push(spanOf(i));
        queue.close();
        QCOMPARE(queue.size(), size_t(spans));
        QCOMPARE(queue.waitFor(size_t(spans) + 1), size_t(spans)); // closed: no more will come
        for (int i = 0; i < spans; ++i) {
            const ScanSpan &span = queue.at(size_t(i));
            const ScanSpan expected = spanOf(i);
            if (span.begin != expected.begin || span.end != expected.end || span.line != expected.line
                || span.column != expected.column)
                QFAIL(qPrintable(QStringLiteral("span %1 is [%2, %3) at %4:%5").arg(i).arg(span.begin).arg(span.end)
                                     .arg(span.line).arg(span.column)));
        }
    }

    // Runs that share a title share its storage (recordextract_p.h: titles): five titles among
    // 2000 runs, in a file small enough for one extractor, are held five times, not 2000.
    void repeatedTitlesAreKeptOnce()
    {
        QByteArray bytes = "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":[\n";
        const auto title = [](int i) { return QStringLiteral("Author %1 \u00b7 fused_moe \u00b7 b200").arg(i % 5); };
        for (int i = 0; i < 2000; ++i) {
            if (i)
                bytes += ",\n";
            bytes += "{\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"r" + QByteArray::number(i) + "\",\"title\":\""
                + title(i).toUtf8() + "\"},\"spec\":{\"status\":\"passed\",\"timing\":{\"latencyNs\":{\"mean\":"
                + QByteArray::number(1000 + i) + "}}}}";
        }
        bytes += "\n]}\n";
        QVERIFY(bytes.size() < (1 << 20)); // one extractor (archivereader_pipeline_p.h: workerCount)
        const ReadResult result = readArchiveData(bytes, QStringLiteral("titles.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        QCOMPARE(result.archive->runs.size(), size_t(2000));
        QSet<const QChar *> storage;
        for (int i = 0; i < 2000; ++i) {
            const RunRecord &run = result.archive->runs[size_t(i)];
            QCOMPARE(run.meta.title, title(i));
            storage.insert(run.meta.title.constData());
        }
        QCOMPARE(storage.size(), 5);
    }

    // What few runs carry (publishedAt, a declared comparisonKey, artifacts) is boxed (records.h:
    // RunRareFields): a run with none of it, or with an empty list of artifacts, has no box.
    void rareFieldsAreBoxedOnlyWhenPresent()
    {
        const QByteArray bytes = "{\"kind\":\"RunArchive\",\"items\":["
                                 "{\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"plain\"},\"spec\":{\"status\":\"passed\"}},"
                                 "{\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"none\"},\"spec\":{\"status\":\"passed\",\"artifacts\":[]}},"
                                 "{\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"key\"},\"spec\":{\"status\":\"passed\",\"comparisonKey\":\"k\"}}]}";
        const ReadResult result = readArchiveData(bytes, QStringLiteral("rare.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        QCOMPARE(result.archive->runs.size(), size_t(3));
        for (const RunRecord &run : result.archive->runs) {
            const bool keyed = run.meta.name == QLatin1String("key");
            QCOMPARE(bool(run.rareFields), keyed);
            QCOMPARE(run.comparisonKey(), keyed ? QStringLiteral("k") : QString());
            QVERIFY(run.publishedAt().isEmpty() && run.artifacts().empty());
        }
    }

    // The pass keeps the file's pages mapped for the extractors at most half the file ahead of
    // them, within 64 MB to 512 MB: the window's peak is to stay within 1.3 times the file.
    void mappedAheadLimit_data()
    {
        QTest::addColumn<qint64>("input");
        QTest::addColumn<qint64>("limit");
        constexpr qint64 MB = qint64(1) << 20;
        QTest::newRow("empty") << qint64(0) << 64 * MB;
        QTest::newRow("100 MB") << 100 * MB << 64 * MB;
        QTest::newRow("142 MB (100k runs)") << 142 * MB << 71 * MB;
        QTest::newRow("423 MB (300k runs)") << 423 * MB << qint64(211.5 * MB);
        QTest::newRow("1 GB") << 1024 * MB << 512 * MB;
        QTest::newRow("4.2 GB (3M runs)") << 4300 * MB << 512 * MB;
    }
    void mappedAheadLimit()
    {
        QFETCH(qint64, input);
        QFETCH(qint64, limit);
        QCOMPARE(kie::mappedAheadLimit(input), limit);
    }

    // A file large enough that the extractors take records from the queue while the scanner is
    // still filling it, for over a hundred batches: every run arrives once, in file order, with its
    // own values. packaging/tsan.sh runs this under ThreadSanitizer, which sees the hand-over only
    // when the two really overlap (a small file is scanned before the first batch is taken).
    // Four runs in five carry a sourceNative block: each extractor keeps them side by side in
    // slabs shared by their runs, so a run must keep its own block, across slabs and threads, after
    // the reader and the archive are gone (packaging/sanitize.sh runs this under ASan).
    void recordsExtractedWhileTheScannerRuns()
    {
        constexpr int kRuns = 60000;
        QByteArray bytes = "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":[\n";
        bytes.reserve(kRuns * 560);
        for (int i = 0; i < kRuns; ++i) {
            if (i)
                bytes += ",\n";
            bytes += "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"r"
                + QByteArray::number(i) + "\",\"title\":\"Run " + QByteArray::number(i)
                + " of a file the scanner is still reading while the extractors take its first records\","
                  "\"labels\":{\"worker\":\"w" + QByteArray::number(i % 7) + "\"}},"
                  "\"spec\":{\"status\":\"" + (i % 13 ? "passed" : "failed") + "\",\"timing\":{\"latencyNs\":{\"mean\":"
                + QByteArray::number(1000 + i) + "}},\"observedAt\":\"2026-07-01T00:00:00Z\""
                + (i % 5 ? ",\"sourceNative\":{\"source\":\"sol-execbench\",\"benchmark\":\"b" + QByteArray::number(i % 11)
                               + "\",\"externalId\":\"x" + QByteArray::number(i) + "\",\"metrics\":{\"sol_score\":0."
                               + QByteArray::number(i) + "}}"
                         : QByteArray())
                + "}}";
        }
        bytes += "\n]}\n";
        QVERIFY(bytes.size() > 16 * (1 << 20));
        ReadResult result = readArchiveData(bytes, QStringLiteral("large.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        const Archive &archive = *result.archive;
        QCOMPARE(archive.runs.size(), size_t(kRuns));
        QVERIFY(archive.problems.empty());
        std::set<const QString *> statusTexts;
        for (int i = 0; i < kRuns; ++i) {
            const RunRecord &run = archive.runs[size_t(i)];
            // Every title differs: each is read whole however many the titles' table keeps.
            if (run.meta.name != QLatin1Char('r') + QString::number(i) || run.recordIndex != i
                || run.meta.title != QStringLiteral("Run %1 of a file the scanner is still reading while the extractors take its first records").arg(i)
                || run.latencyNs.mean.value_or(0) != 1000 + i || run.meta.labels.value(QStringLiteral("worker")) != QLatin1Char('w') + QString::number(i % 7)
                || run.status != (i % 13 ? RunStatus::Passed : RunStatus::Failed) || run.digest.isEmpty())
                QFAIL(qPrintable(QStringLiteral("run %1 reads as %2, record %3").arg(i).arg(run.meta.name).arg(run.recordIndex)));
            if (!sourceNativeReads(run, i))
                QFAIL(qPrintable(QStringLiteral("run %1: its sourceNative block is not its own").arg(i)));
            statusTexts.insert(&run.statusText.text());
        }
        // A status is kept once per worker that read it, not once per run (records.h: SharedString).
        QVERIFY2(statusTexts.size() >= 2 && statusTexts.size() <= 2 * 9, qPrintable(QString::number(statusTexts.size())));
        // Copies of runs from the first and the last slabs outlive everything they were read with.
        std::vector<std::pair<int, RunRecord>> kept{{1, archive.runs[1]}, {kRuns - 1, archive.runs[size_t(kRuns - 1)]}};
        result.archive.reset();
        for (const auto &[i, run] : kept) {
            QVERIFY2(sourceNativeReads(run, i), qPrintable(QString::number(i)));
            QCOMPARE(run.statusText.text(), i % 13 ? QStringLiteral("passed") : QStringLiteral("failed"));
        }
    }

private:
    static bool sourceNativeReads(const RunRecord &run, int i)
    {
        if (i % 5 == 0)
            return !run.sourceNative;
        return run.sourceNative && run.sourceNative->source == QLatin1String("sol-execbench")
            && run.sourceNative->benchmark == QLatin1Char('b') + QString::number(i % 11)
            && run.sourceNative->externalId == QLatin1Char('x') + QString::number(i)
            && run.sourceNative->metric(QStringLiteral("sol_score")) == QString(QStringLiteral("0.") + QString::number(i)).toDouble();
    }
};

QTEST_GUILESS_MAIN(TestArchiveReader)
#include "tst_archivereader.moc"
