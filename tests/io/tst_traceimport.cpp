// SPDX-License-Identifier: Apache-2.0
// Trace import (ARCHIVE.md §2.5, §6) over the real FlashInfer-Bench traces in ../shared/data. Every
// expected figure is computed here from the raw lines with QJsonDocument: a second, simple code path.
#include "archive.h"
#include "archivereader.h"
#include "archivewriter.h"
#include "cli.h"
#include "references.h"
#include "traceimport.h"
#include "traceimport_p.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <atomic>
#include <cmath>
#include <thread>
#include <map>

using namespace kie;

namespace {

const QString kDataDir = QStringLiteral("../shared/data/flashinfer-bench");
const QString kGemm = kDataDir + QStringLiteral("/fib_all_defs_20260317_141930/gpt-5/traces/gemm/gemm_n128_k2048.jsonl");
const QString kDsa = kDataDir
    + QStringLiteral("/fib_all_defs_20260317_141743/gpt-5.2/traces/dsa_paged/"
                     "dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64.jsonl");
const QString kRmsnorm = kDataDir + QStringLiteral("/fib_all_defs_20260317_142116/gpt-5.2_n/traces/rmsnorm/rmsnorm_h4096.jsonl");
const QString kSolRmsnormDefinition = QStringLiteral("../shared/data/sol-execbench/rmsnorm/definition.json");
const QString kSolRmsnormWorkloads = QStringLiteral("../shared/data/sol-execbench/rmsnorm/workload.jsonl");

QStringList traceFilesIn(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, {QStringLiteral("*.jsonl")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QList<QJsonObject> rawLines(const QString &path)
{
    QList<QJsonObject> lines;
    for (const QByteArray &line : readAll(path).split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        lines << QJsonDocument::fromJson(line).object();
    }
    return lines;
}

// What the test expects of one run, from the raw lines alone.
struct Expected
{
    QString definition, solution, hardware;
    QMap<QString, QString> libs;
    QStringList uuids;
    QStringList logs;
    std::map<QString, int> statusCounts;
    double latencySum = 0;
    int latencyCount = 0;
    double speedupSum = 0;
    int speedupCount = 0;
    int fast1 = 0;
    bool anyResult = false;
};

std::vector<Expected> expectedRuns(const QStringList &files)
{
    std::vector<Expected> runs;
    QMap<QString, int> byKey;
    for (const QString &file : files) {
        for (const QJsonObject &line : rawLines(file)) {
            const QJsonObject evaluation = line.value(QStringLiteral("evaluation")).toObject();
            const QJsonObject environment = evaluation.value(QStringLiteral("environment")).toObject();
            const QJsonObject libs = environment.value(QStringLiteral("libs")).toObject();
            const QString key = line.value(QStringLiteral("definition")).toString() + QLatin1Char('|')
                + line.value(QStringLiteral("solution")).toString() + QLatin1Char('|')
                + environment.value(QStringLiteral("hardware")).toString() + QLatin1Char('|')
                + QString::fromUtf8(QJsonDocument(libs).toJson(QJsonDocument::Compact));
            if (!byKey.contains(key)) {
                Expected e;
                e.definition = line.value(QStringLiteral("definition")).toString();
                e.solution = line.value(QStringLiteral("solution")).toString();
                e.hardware = environment.value(QStringLiteral("hardware")).toString();
                for (auto it = libs.begin(); it != libs.end(); ++it)
                    e.libs.insert(it.key(), it.value().toString());
                byKey.insert(key, int(runs.size()));
                runs.push_back(e);
            }
            Expected &e = runs[size_t(byKey.value(key))];
            const QString status = evaluation.value(QStringLiteral("status")).toString();
            e.uuids << line.value(QStringLiteral("workload")).toObject().value(QStringLiteral("uuid")).toString();
            e.logs << evaluation.value(QStringLiteral("log")).toString();
            ++e.statusCounts[status];
            const QJsonValue performance = evaluation.value(QStringLiteral("performance"));
            e.anyResult = e.anyResult || performance.isObject() || evaluation.value(QStringLiteral("correctness")).isObject();
            if (performance.isObject()) {
                const QJsonObject p = performance.toObject();
                if (status == QLatin1String("PASSED") && p.contains(QStringLiteral("latency_ms"))) {
                    e.latencySum += p.value(QStringLiteral("latency_ms")).toDouble() * 1e6;
                    ++e.latencyCount;
                }
                if (p.value(QStringLiteral("speedup_factor")).isDouble()) {
                    const double speedup = p.value(QStringLiteral("speedup_factor")).toDouble();
                    e.speedupSum += speedup;
                    ++e.speedupCount;
                    if (status == QLatin1String("PASSED") && speedup > 1.0)
                        ++e.fast1;
                }
            }
        }
    }
    return runs;
}

bool close(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)});
}

QString implementationName(const Archive &archive, const RunRecord &run)
{
    const int index = archive.indexOfDigest(ObjectKind::Implementation, run.implementationDigest);
    return index < 0 ? QString() : archive.implementations[size_t(index)].name;
}

const EnvironmentRecord *environmentOf(const Archive &archive, const RunRecord &run)
{
    const int index = archive.indexOfDigest(ObjectKind::ExecutionEnvironment, run.environmentDigest);
    return index < 0 ? nullptr : &archive.environments[size_t(index)];
}

const WorkloadRecord *workloadOf(const Archive &archive, const RunRecord &run)
{
    const int index = archive.indexOfDigest(ObjectKind::BenchmarkWorkload, run.workloadDigest);
    return index < 0 ? nullptr : &archive.workloads[size_t(index)];
}

int findRun(const Archive &archive, const Expected &e)
{
    for (size_t i = 0; i < archive.runs.size(); ++i) {
        const RunRecord &run = archive.runs[i];
        const EnvironmentRecord *env = environmentOf(archive, run);
        if (run.sourceNative && run.sourceNative->benchmark == e.definition && implementationName(archive, run) == e.solution
            && env && env->product == e.hardware && env->libraries == e.libs)
            return int(i);
    }
    return -1;
}

void verifyAllReferences(const Archive &archive)
{
    for (int i = 0; i < int(archive.runs.size()); ++i) {
        const std::vector<ReferenceCheck> checks = checkReferences(archive, i);
        QCOMPARE(int(checks.size()), 4);
        for (const ReferenceCheck &check : checks) {
            QVERIFY2(check.state == ReferenceState::Verified,
                     qPrintable(archive.runs[size_t(i)].meta.name + QLatin1Char(' ') + check.role + QStringLiteral(": ")
                                + referenceStateName(check.state)));
        }
    }
}

std::shared_ptr<Archive> open(const QString &path)
{
    ReadResult result = readArchiveFile(path);
    if (!result.archive)
        qWarning().noquote() << path << result.fatalError;
    return result.archive;
}

QString problemsText(const Archive &archive)
{
    QStringList lines;
    for (const LoadProblem &p : archive.problems)
        lines << p.toString();
    return lines.join(QLatin1Char('\n'));
}

int runCli(const QStringList &arguments, QString *output = nullptr)
{
    QString out, err;
    QTextStream outStream(&out), errStream(&err);
    const int code = cli::run(QStringList{QStringLiteral("kernelindex-explorer")} + arguments, outStream, errStream);
    outStream.flush();
    errStream.flush();
    if (output)
        *output = out + err;
    return code;
}

// A trace line of the gemm file with `edit` applied.
QByteArray editedLine(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject line = rawLines(kGemm).first();
    edit(line);
    return QJsonDocument(line).toJson(QJsonDocument::Compact);
}

} // namespace

class TestTraceImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void dataIsThere()
    {
        QVERIFY2(QFileInfo(kDataDir).isDir(), "run the tests from the repository root, with ../shared beside it");
        QVERIFY(traceFilesIn(kDataDir).size() >= 3);
    }

    // Acceptance 1: every file of the shared data, figures compared with the raw lines.
    void everyRealFile_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &file : traceFilesIn(kDataDir))
            QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file;
    }
    void everyRealFile()
    {
        QFETCH(QString, path);
        const std::vector<Expected> expected = expectedRuns({path});
        QVERIFY(!expected.empty());

        const auto archive = open(path);
        QVERIFY(archive);
        QCOMPARE(archive->format, ArchiveFormat::TraceImport);
        QVERIFY2(archive->problems.empty(), qPrintable(problemsText(*archive)));
        QCOMPARE(archive->runs.size(), expected.size());
        verifyAllReferences(*archive);

        for (const Expected &e : expected) {
            const int index = findRun(*archive, e);
            QVERIFY2(index >= 0, qPrintable(e.solution));
            const RunRecord &run = archive->runs[size_t(index)];
            QCOMPARE(run.evidenceLevel, QStringLiteral("source-native"));
            QCOMPARE(run.primaryStatistic, QStringLiteral("mean"));
            QVERIFY(run.sourceNative);
            QCOMPARE(run.sourceNative->source, QStringLiteral("flashinfer-bench"));

            // Cases: all of them, in source order, logs kept.
            QCOMPARE(int(run.cases.size()), int(e.uuids.size()));
            std::map<QString, int> counts;
            for (size_t i = 0; i < run.cases.size(); ++i) {
                QCOMPARE(run.cases[i].workload, e.uuids[int(i)]);
                QCOMPARE(run.cases[i].log, e.logs[int(i)]);
                ++counts[run.cases[i].status];
            }
            QCOMPARE(counts, e.statusCounts);

            const bool allPassed = e.statusCounts.size() == 1 && e.statusCounts.count(QStringLiteral("PASSED"));
            QCOMPARE(run.statusText, allPassed ? QStringLiteral("passed") : e.anyResult ? QStringLiteral("failed") : QStringLiteral("error"));

            if (e.latencyCount > 0) {
                QVERIFY(run.latencyNs.mean);
                QVERIFY2(close(*run.latencyNs.mean, e.latencySum / e.latencyCount),
                         qPrintable(QString::number(*run.latencyNs.mean, 'g', 17)));
            } else {
                QVERIFY(!run.latencyNs.mean);
            }
            if (e.speedupCount > 0) {
                QVERIFY(run.sourceNative->metric(QStringLiteral("avg_speedup")));
                QVERIFY(close(*run.sourceNative->metric(QStringLiteral("avg_speedup")), e.speedupSum / e.speedupCount));
            } else {
                QVERIFY(!run.sourceNative->metric(QStringLiteral("avg_speedup")));
            }
            QCOMPARE(run.sourceNative->metric(QStringLiteral("fast_1_count")).value_or(-1), double(e.fast1));
            QCOMPARE(run.sourceNative->metric(QStringLiteral("fast_1_total")).value_or(-1), double(e.uuids.size()));
            // These traces carry no SOL bound: no score is made up.
            QVERIFY(!run.sourceNative->metric(QStringLiteral("sol_score")));

            const WorkloadRecord *workload = workloadOf(*archive, run);
            QVERIFY(workload);
            QCOMPARE(workload->definition, e.definition);
            QCOMPARE(workload->suiteCases.value_or(-1), qint64(QSet<QString>(e.uuids.begin(), e.uuids.end()).size()));
        }
    }

    // Acceptance 2: the gemm file.
    void gemmFile()
    {
        const auto archive = open(kGemm);
        QVERIFY(archive);
        QCOMPARE(archive->runs.size(), size_t(1));
        const RunRecord &run = archive->runs.front();
        QCOMPARE(run.status, RunStatus::Failed);
        QCOMPARE(int(run.cases.size()), 25);
        int passed = 0, numerical = 0;
        for (const CaseRow &row : run.cases) {
            passed += row.status == QLatin1String("PASSED");
            numerical += row.status == QLatin1String("INCORRECT_NUMERICAL");
            if (row.status == QLatin1String("INCORRECT_NUMERICAL")) {
                QVERIFY(!row.latencyNs); // performance is null for them
                QVERIFY(row.maxRelativeError); // correctness is not
            }
        }
        QCOMPARE(passed, 22);
        QCOMPARE(numerical, 3);
        QVERIFY(!archive->ranking.runs.front().rank); // failed: listed, not ranked
        QVERIFY(run.correctness);
        QCOMPARE(run.correctness->status, QStringLiteral("failed"));
    }

    // Acceptance 2: the dsa file: no performance anywhere, an unranked run whose logs are there.
    void dsaFile()
    {
        const auto archive = open(kDsa);
        QVERIFY(archive);
        QCOMPARE(archive->runs.size(), size_t(1));
        const RunRecord &run = archive->runs.front();
        QCOMPARE(run.status, RunStatus::Error);
        QVERIFY(!run.primaryLatencyNs());
        QVERIFY(!archive->ranking.runs.front().rank);
        QCOMPARE(int(run.cases.size()), 23);
        for (const CaseRow &row : run.cases) {
            QCOMPARE(row.status, QStringLiteral("RUNTIME_ERROR"));
            QVERIFY(row.log.size() > 1000);
            QVERIFY(!row.latencyNs);
        }
        // A blob path is shown as text and never followed: it does not exist here and nothing failed.
        const QByteArray bytes = run.source.bytes().toByteArray();
        QVERIFY(bytes.contains("./blob/workloads/dsa_paged/"));
        QVERIFY(!QFileInfo::exists(QFileInfo(kDsa).absoluteDir().absoluteFilePath(QStringLiteral("blob"))));
    }

    void wholeFolder()
    {
        QVERIFY(looksLikeTraceFolder(kDataDir));
        const QStringList files = traceFilesIn(kDataDir);
        const std::vector<Expected> expected = expectedRuns(files);
        const auto archive = open(kDataDir);
        QVERIFY(archive);
        QCOMPARE(archive->runs.size(), expected.size());
        int cases = 0;
        for (const RunRecord &run : archive->runs)
            cases += int(run.cases.size());
        int lines = 0;
        for (const Expected &e : expected)
            lines += int(e.uuids.size());
        QCOMPARE(cases, lines);
        verifyAllReferences(*archive);
        // Several files are one import: one archive, every run in its own comparison group.
        QCOMPARE(int(archive->ranking.groups.size()), int(expected.size()));
    }

    void severalFiles()
    {
        ReadResult result = readArchiveFiles({kGemm, kRmsnorm});
        QVERIFY(result.archive);
        QCOMPARE(result.archive->runs.size(), size_t(2));
        QCOMPARE(result.archive->inputFiles, (QStringList{kGemm, kRmsnorm}));
        // rmsnorm passed everywhere: ranked #1 of its group.
        bool rankedOne = false;
        for (size_t i = 0; i < result.archive->runs.size(); ++i)
            rankedOne = rankedOne || result.archive->ranking.runs[i].rank == 1;
        QVERIFY(rankedOne);
    }

    void folderWithoutTraces()
    {
        QVERIFY(!looksLikeTraceFolder(QStringLiteral("../shared/data/sol-execbench/rmsnorm")));
        const TraceImportResult result = importTraces({QStringLiteral("../shared/data/sol-execbench/rmsnorm")}, {});
        QVERIFY(!result.fatalError.isEmpty());
        QVERIFY(result.runArchiveJson.isEmpty());
    }

    // A definition.json beside the trace file enriches the workload.
    void definitionBeside()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("rmsnorm_h4096.jsonl")), readAll(kRmsnorm)));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("definition.json")), readAll(kSolRmsnormDefinition)));
        const QJsonObject definition = QJsonDocument::fromJson(readAll(kSolRmsnormDefinition)).object();

        const auto archive = open(dir.filePath(QStringLiteral("rmsnorm_h4096.jsonl")));
        QVERIFY(archive);
        QCOMPARE(archive->runs.size(), size_t(1));
        const WorkloadRecord *workload = workloadOf(*archive, archive->runs.front());
        QVERIFY(workload);
        QCOMPARE(workload->description, definition.value(QStringLiteral("description")).toString());
        QCOMPARE(QStringList(workload->axes.keys()), QStringList(definition.value(QStringLiteral("axes")).toObject().keys()));
        const QByteArray text = workload->source.bytes().toByteArray();
        QVERIFY(text.contains("\"opType\""));
        QVERIFY(text.contains("\"outputs\""));
        verifyAllReferences(*archive);
    }

    // The flashinfer-trace layout: definitions/, solutions/, workloads/, traces/ nested by op type.
    void flashinferTraceLayout()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = dir.path();
        const QJsonObject firstLine = rawLines(kRmsnorm).first();
        const QString solution = firstLine.value(QStringLiteral("solution")).toString();
        QVERIFY(writeFile(root + QStringLiteral("/traces/rmsnorm/rmsnorm_h4096.jsonl"), readAll(kRmsnorm)));
        QVERIFY(writeFile(root + QStringLiteral("/definitions/rmsnorm/rmsnorm_h4096.json"), readAll(kSolRmsnormDefinition)));
        QVERIFY(writeFile(root + QStringLiteral("/workloads/rmsnorm/rmsnorm_h4096.jsonl"), readAll(kSolRmsnormWorkloads)));
        const QJsonObject solutionObject{
            {QStringLiteral("name"), solution},
            {QStringLiteral("definition"), QStringLiteral("rmsnorm_h4096")},
            {QStringLiteral("author"), QStringLiteral("gpt-5.2")},
            {QStringLiteral("spec"), QJsonObject{{QStringLiteral("language"), QStringLiteral("cuda")}}},
            {QStringLiteral("sources"), QJsonArray{}},
        };
        QVERIFY(writeFile(root + QStringLiteral("/solutions/rmsnorm/rmsnorm_h4096/") + solution + QStringLiteral(".json"),
                          QJsonDocument(solutionObject).toJson()));

        QVERIFY(looksLikeTraceFolder(root));
        const auto archive = open(root);
        QVERIFY(archive);
        QVERIFY2(archive->problems.empty(), qPrintable(problemsText(*archive)));
        QCOMPARE(archive->runs.size(), size_t(1));
        const RunRecord &run = archive->runs.front();
        QCOMPARE(int(run.cases.size()), rawLines(kRmsnorm).size()); // the workloads/ list is not a result
        const WorkloadRecord *workload = workloadOf(*archive, run);
        QVERIFY(workload);
        QVERIFY(!workload->description.isEmpty());
        const int impl = archive->indexOfDigest(ObjectKind::Implementation, run.implementationDigest);
        QVERIFY(impl >= 0);
        QCOMPARE(archive->implementations[size_t(impl)].author, QStringLiteral("gpt-5.2"));
        QCOMPARE(archive->implementations[size_t(impl)].language, QStringLiteral("cuda"));
        verifyAllReferences(*archive);
    }

    // A definition name from a trace is never turned into a path: "../evil" does not read ../evil.json.
    void namesAreNotPaths()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray line = editedLine([](QJsonObject &o) { o.insert(QStringLiteral("definition"), QStringLiteral("../evil")); });
        QVERIFY(writeFile(dir.filePath(QStringLiteral("sub/trace.jsonl")), line + '\n'));
        const QJsonObject evil{{QStringLiteral("name"), QStringLiteral("../evil")},
                               {QStringLiteral("description"), QStringLiteral("read from outside")},
                               {QStringLiteral("axes"), QJsonObject{}}};
        QVERIFY(writeFile(dir.filePath(QStringLiteral("evil.json")), QJsonDocument(evil).toJson()));
        const TraceImportResult result = importTraces({dir.filePath(QStringLiteral("sub/trace.jsonl"))}, {});
        QVERIFY2(result.fatalError.isEmpty(), qPrintable(result.fatalError));
        QVERIFY(result.runArchiveJson.contains("../evil"));
        QVERIFY(!result.runArchiveJson.contains("read from outside"));
        QVERIFY(result.definitionFiles.isEmpty());
    }

    void looksLikeTraceLines_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<bool>("expected");
        const QByteArray dsa = readAll(kDsa);
        QTest::newRow("whole file") << dsa << true;
        // The head of a file can end inside a many-KB log: members are scanned, not parsed.
        QTest::newRow("cut inside the log") << dsa.left(dsa.indexOf("\"log\"") + 40) << true;
        QTest::newRow("leading blank lines") << QByteArray("\n  \n" + readAll(kGemm).left(3000)) << true;
        QTest::newRow("workload list") << readAll(kSolRmsnormWorkloads) << false;
        QTest::newRow("definition") << readAll(kSolRmsnormDefinition) << false;
        QTest::newRow("run archive") << QByteArray(R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"RunArchive","items":[]})") << false;
        QTest::newRow("keys only nested") << QByteArray(R"({"x":{"definition":1,"workload":2,"evaluation":3}})") << false;
        QTest::newRow("empty") << QByteArray() << false;
        QTest::newRow("array") << QByteArray("[1,2]") << false;
    }
    void looksLikeTraceLines()
    {
        QFETCH(QByteArray, head);
        QFETCH(bool, expected);
        QCOMPARE(kie::looksLikeTraceLines(head), expected);
    }

    // Acceptance 4: malformed lines are reported with their line numbers and skipped.
    void malformedLines()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QList<QByteArray> good = readAll(kGemm).split('\n');
        QByteArrayList lines;
        lines << good[0]; // 1
        lines << QByteArray("{\"definition\": \"gemm_n128_k2048\", \"workload\": "); // 2: not JSON
        lines << good[1]; // 3
        lines << editedLine([](QJsonObject &o) { o.remove(QStringLiteral("evaluation")); }); // 4
        lines << editedLine([](QJsonObject &o) { o.insert(QStringLiteral("definition"), 5); }); // 5: wrong type
        lines << QByteArray(); // 6: blank, ignored
        lines << editedLine([](QJsonObject &o) { // 7: non-numeric latency
            QJsonObject evaluation = o.value(QStringLiteral("evaluation")).toObject();
            QJsonObject performance = evaluation.value(QStringLiteral("performance")).toObject();
            performance.insert(QStringLiteral("latency_ms"), QStringLiteral("fast"));
            evaluation.insert(QStringLiteral("performance"), performance);
            o.insert(QStringLiteral("evaluation"), evaluation);
        });
        lines << editedLine([](QJsonObject &o) { // 8: environment of the wrong type
            QJsonObject evaluation = o.value(QStringLiteral("evaluation")).toObject();
            evaluation.insert(QStringLiteral("environment"), QJsonArray{1, 2});
            o.insert(QStringLiteral("evaluation"), evaluation);
        });
        // 9: Python writes NaN bare; that is a result (the output had a NaN), not a malformed line.
        QByteArray nanLine = good[2];
        const QByteArray member("\"max_relative_error\":");
        const qsizetype at = nanLine.indexOf(member);
        QVERIFY(at > 0);
        const qsizetype valueStart = at + member.size();
        nanLine.replace(valueStart, nanLine.indexOf(',', valueStart) - valueStart, "NaN");
        lines << nanLine;
        lines << good[3]; // 10
        const QString path = dir.filePath(QStringLiteral("mixed.jsonl"));
        QVERIFY(writeFile(path, lines.join('\n') + '\n'));

        const auto archive = open(path);
        QVERIFY(archive);
        QList<qint64> errorLines;
        for (const LoadProblem &p : archive->problems) {
            QCOMPARE(p.file, path);
            QVERIFY(!p.message.isEmpty());
            if (p.severity == Severity::Error)
                errorLines << p.line;
        }
        QCOMPARE(errorLines, (QList<qint64>{2, 4, 5, 7, 8}));
        QCOMPARE(archive->runs.size(), size_t(1));
        const RunRecord &run = archive->runs.front();
        QCOMPARE(int(run.cases.size()), 4); // lines 1, 3, 9 and 10
        QCOMPARE(run.cases[2].hasNan, std::optional<bool>(true));
        QVERIFY(!run.cases[2].maxRelativeError);
        QCOMPARE(run.cases[0].hasNan, std::optional<bool>(false));
        verifyAllReferences(*archive);
    }

    void everyLineMalformed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.jsonl"));
        const QByteArray line = editedLine([](QJsonObject &o) { o.insert(QStringLiteral("evaluation"), 3); });
        QVERIFY(writeFile(path, line + '\n' + line + '\n'));
        const TraceImportResult result = importTraces({path}, {});
        QVERIFY(!result.fatalError.isEmpty());
        QVERIFY(result.fatalError.contains(QStringLiteral(":1:")));
        QCOMPARE(int(result.problems.size()), 2);
    }

    void solScoreFormula_data()
    {
        QTest::addColumn<double>("kernel");
        QTest::addColumn<double>("sol");
        QTest::addColumn<double>("baseline");
        QTest::addColumn<double>("expected");
        QTest::newRow("between") << 2.0 << 1.0 << 3.0 << 1.0 / (1.0 + (2.0 - 1.0) / (3.0 - 1.0));
        QTest::newRow("at the bound") << 1.0 << 1.0 << 3.0 << 1.0;
        QTest::newRow("at the baseline") << 3.0 << 1.0 << 3.0 << 0.5;
        QTest::newRow("slower than baseline") << 9.0 << 1.0 << 3.0 << 1.0 / (1.0 + 8.0 / 2.0);
        QTest::newRow("below the bound is capped") << 0.5 << 1.0 << 3.0 << 1.0;
        QTest::newRow("baseline at bound, as fast") << 2.0 << 2.0 << 2.0 << 1.0;
        QTest::newRow("baseline below bound, slower") << 3.0 << 2.0 << 1.0 << 0.0;
    }
    void solScoreFormula()
    {
        QFETCH(double, kernel);
        QFETCH(double, sol);
        QFETCH(double, baseline);
        QFETCH(double, expected);
        const std::optional<double> score = solScoreOfCase(kernel, sol, baseline);
        QVERIFY(score);
        QVERIFY(close(*score, expected));
        QVERIFY(!solScoreOfCase(std::nullopt, sol, baseline));
        QVERIFY(!solScoreOfCase(kernel, 0.0, baseline));
    }

    // When the trace gives T_SOL (and T_b), the run has a sol_score: the mean over its cases, 0 for a failed one.
    void solScoreFromTraces()
    {
        QTemporaryDir dir;
        const QList<QJsonObject> lines = rawLines(kGemm);
        QByteArrayList out;
        double expectedSum = 0;
        int count = 0;
        for (int i = 0; i < 6; ++i) {
            QJsonObject line = lines[i + 5]; // includes INCORRECT_NUMERICAL line 8 (index 7)
            QJsonObject evaluation = line.value(QStringLiteral("evaluation")).toObject();
            const double solMs = 0.004 + 0.001 * i;
            const double baselineMs = 0.05;
            if (evaluation.value(QStringLiteral("performance")).isObject()) {
                QJsonObject performance = evaluation.value(QStringLiteral("performance")).toObject();
                performance.insert(QStringLiteral("sol_latency_ms"), solMs);
                performance.insert(QStringLiteral("baseline_latency_ms"), baselineMs);
                const double tk = performance.value(QStringLiteral("latency_ms")).toDouble();
                expectedSum += std::min(1.0, 1.0 / (1.0 + (tk - solMs) / (baselineMs - solMs)));
                ++count;
                evaluation.insert(QStringLiteral("performance"), performance);
            }
            line.insert(QStringLiteral("evaluation"), evaluation);
            out << QJsonDocument(line).toJson(QJsonDocument::Compact);
        }
        QVERIFY(count >= 4);
        const QString path = dir.filePath(QStringLiteral("sol.jsonl"));
        QVERIFY(writeFile(path, out.join('\n')));
        const auto archive = open(path);
        QVERIFY(archive);
        const RunRecord &run = archive->runs.front();
        // Only cases with a SOL bound count: here the passed ones (the failed one has no performance).
        QVERIFY(run.sourceNative->metric(QStringLiteral("sol_score")));
        QVERIFY(close(*run.sourceNative->metric(QStringLiteral("sol_score")), expectedSum / count));
    }

    void sourceDetection()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sol-execbench-results/rmsnorm.jsonl"));
        QVERIFY(writeFile(path, readAll(kRmsnorm)));
        const auto archive = open(path);
        QVERIFY(archive);
        QCOMPARE(archive->runs.front().sourceNative->source, QStringLiteral("sol-execbench"));
        const int protocol = archive->indexOfDigest(ObjectKind::BenchmarkProtocol, archive->runs.front().protocolDigest);
        QVERIFY(protocol >= 0);
        QCOMPARE(archive->protocols[size_t(protocol)].harnessName, QStringLiteral("SOL-ExecBench"));
    }

    // Acceptance 3: import -> export (plain and gzip) -> reopen: every reference verified, verify exits 0.
    void exportRoundTrip_data()
    {
        QTest::addColumn<bool>("gzip");
        QTest::newRow("plain") << false;
        QTest::newRow("gzip") << true;
    }
    void exportRoundTrip()
    {
        QFETCH(bool, gzip);
        QTemporaryDir dir;
        const auto imported = open(kDataDir);
        QVERIFY(imported);
        const QString target = dir.filePath(gzip ? QStringLiteral("export.json.gz") : QStringLiteral("export.json"));
        QString error;
        QVERIFY2(writeRunArchive(*imported, target, gzip, &error), qPrintable(error));
        QCOMPARE(isGzip(readAll(target)), gzip);

        const auto reopened = open(target);
        QVERIFY(reopened);
        QCOMPARE(reopened->format, ArchiveFormat::RunArchive);
        QCOMPARE(reopened->compressed, gzip);
        QVERIFY2(reopened->problems.empty(), qPrintable(problemsText(*reopened)));
        QVERIFY(!reopened->info.exportedAt.isEmpty());
        QCOMPARE(reopened->objectCount(), imported->objectCount());
        QCOMPARE(reopened->runs.size(), imported->runs.size());
        for (size_t i = 0; i < imported->runs.size(); ++i) {
            QCOMPARE(reopened->runs[i].digest, imported->runs[i].digest);
            QCOMPARE(reopened->runs[i].cases, imported->runs[i].cases);
        }
        verifyAllReferences(*reopened);

        QString output;
        QCOMPARE(runCli({QStringLiteral("verify"), target}, &output), 0);

        // Never over the file that is open.
        QVERIFY(!writeRunArchive(*reopened, target, gzip, &error));
        QVERIFY(!error.isEmpty());
    }

    void cliImport()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("imported.json.gz"));
        QString output;
        QCOMPARE(runCli({QStringLiteral("import"), kGemm, kDsa, QStringLiteral("-o"), target, QStringLiteral("--gzip")}, &output), 0);
        QVERIFY(isGzip(readAll(target)));
        const auto archive = open(target);
        QVERIFY(archive);
        QCOMPARE(archive->runs.size(), size_t(2));
        verifyAllReferences(*archive);
        QCOMPARE(runCli({QStringLiteral("verify"), target}, &output), 0);
        // Bad input: a non-zero exit and no file.
        const QString none = dir.filePath(QStringLiteral("none.json"));
        QVERIFY(runCli({QStringLiteral("import"), kSolRmsnormWorkloads, QStringLiteral("-o"), none}, &output) != 0);
        QVERIFY(!QFileInfo::exists(none));
    }

    // A trace that another program writes to while it is read is refused as an archive is ("changed
    // while being read"), never imported as a partial read. The writer appends for as long as the
    // reads go on; a read it does not disturb is whole and imported as it is.
    void traceChangedWhileReadIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("growing.jsonl"));
        const QByteArray trace = readAll(kGemm);
        QVERIFY(writeFile(path, QByteArray(trace).repeated(64)));
        std::atomic_bool stop{false};
        std::thread writer([&] {
            QFile file(path);
            if (!file.open(QIODevice::Append))
                return;
            while (!stop) {
                file.write(trace.first(trace.indexOf('\n') + 1));
                file.flush();
            }
        });
        bool refused = false;
        QString error;
        QElapsedTimer clock;
        clock.start();
        while (!refused && clock.elapsed() < 10000) {
            QByteArray bytes;
            bool changed = false;
            if (!traceimport::readWholeFile(path, qint64(1) << 32, bytes, &error, &changed))
                refused = changed;
            else
                QVERIFY(bytes.endsWith('\n')); // undisturbed: whole lines only
        }
        stop = true;
        writer.join();
        QVERIFY(refused);
        QVERIFY2(error.contains(QStringLiteral("changed or shortened by another program while it was being read")), qPrintable(error));
    }

    // The output rule (safewrite.h): a trace inside an imported folder is an input, never the output.
    void cliImportNeverWritesOverATraceItRead()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("set"));
        const QString trace = root + QStringLiteral("/traces/gemm/gemm_n128_k2048.jsonl");
        QVERIFY(writeFile(trace, readAll(kGemm)));
        QString output;
        QCOMPARE(runCli({QStringLiteral("import"), root, QStringLiteral("-o"), trace}, &output), 2);
        QVERIFY2(output.contains(QStringLiteral("nothing was written")), qPrintable(output));
        QCOMPARE(readAll(trace), readAll(kGemm));
    }
};

QTEST_GUILESS_MAIN(TestTraceImport)
#include "tst_traceimport.moc"
