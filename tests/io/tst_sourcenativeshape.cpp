// SPDX-License-Identifier: Apache-2.0
// A FlashInfer-Bench / SOL-ExecBench file that holds no results (a definition, a solution, a workload),
// opened on its own, says what it is and what to open instead (ARCHIVE.md §2 item 5), through the
// reader, the window's opener and `verify` alike. The definitions and workloads are the real ones
// in ../shared/data.
#include "archive.h"
#include "archivereader.h"
#include "cli/clirun.h"
#include "sourcenativeshape.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kie;

namespace {

const QString kDefinition = QStringLiteral("../shared/data/sol-execbench/rmsnorm/definition.json");
const QString kWorkloads = QStringLiteral("../shared/data/sol-execbench/rmsnorm/workload.jsonl");

// A FlashInfer-Bench solution's shape (its sources cut short).
const char kSolution[] = R"({"name": "gpt-5_gemm_r8", "definition": "gemm_n128_k2048", "author": "gpt-5",
  "spec": {"language": "cuda", "target_hardware": ["A800"], "entry_point": "main.cu::run"},
  "sources": [{"path": "main.cu", "content": "// kernel"}]})";
const char kWorkloadTraces[] = R"({"definition": "rmsnorm_h4096", "workload": {"uuid": "a", "axes": {}, "inputs": {}}}
{"definition": "rmsnorm_h4096", "workload": {"uuid": "b", "axes": {}, "inputs": {}}}
)";
const char kTraceAmongItems[] = R"({"kind": "RunArchive", "items": [{"definition": "d", "workload": {"uuid": "a"},
  "solution": "s", "evaluation": {"status": "PASSED"}}]})";
const char kOther[] = R"({"hello": "world"})";

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QSet<QString> keys(std::initializer_list<const char *> names)
{
    QSet<QString> set;
    for (const char *name : names)
        set.insert(QString::fromLatin1(name));
    return set;
}

} // namespace

class TestSourceNativeShape : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shape_data()
    {
        QTest::addColumn<QSet<QString>>("topLevelKeys");
        QTest::addColumn<int>("shape");
        QTest::newRow("trace") << keys({"definition", "workload", "solution", "evaluation"}) << int(SourceNativeShape::Trace);
        QTest::newRow("workload trace") << keys({"definition", "workload"}) << int(SourceNativeShape::WorkloadTrace);
        QTest::newRow("definition") << keys({"name", "op_type", "axes", "inputs", "outputs", "reference"})
                                    << int(SourceNativeShape::Definition);
        QTest::newRow("definition, reference only") << keys({"name", "reference"}) << int(SourceNativeShape::Definition);
        QTest::newRow("solution") << keys({"name", "definition", "author", "spec", "sources"}) << int(SourceNativeShape::Solution);
        QTest::newRow("workload") << keys({"uuid", "axes", "inputs"}) << int(SourceNativeShape::Workload);
        QTest::newRow("a run without kind") << keys({"apiVersion", "metadata", "spec"}) << int(SourceNativeShape::None);
        QTest::newRow("evaluation alone") << keys({"name", "axes", "evaluation"}) << int(SourceNativeShape::None);
        QTest::newRow("name only") << keys({"name"}) << int(SourceNativeShape::None);
        QTest::newRow("empty") << QSet<QString>() << int(SourceNativeShape::None);
    }
    void shape()
    {
        QFETCH(QSet<QString>, topLevelKeys);
        QFETCH(int, shape);
        QCOMPARE(int(sourceNativeShape(topLevelKeys)), shape);
        QCOMPARE(sourceNativeShapeMessage(SourceNativeShape(shape)).isEmpty(), shape == int(SourceNativeShape::None));
    }

    void openedAlone_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("message"); // part of the first problem
        QTest::addColumn<int>("problems"); // records that could not be read
        QTest::newRow("SOL-ExecBench definition.json") << readAll(kDefinition) << QStringLiteral("definition.json")
                                                       << QStringLiteral("definition: it describes a kernel and holds no results") << 1;
        QTest::newRow("SOL-ExecBench workload.jsonl") << readAll(kWorkloads) << QStringLiteral("workload.jsonl")
                                                      << QStringLiteral("workload (uuid, axes, inputs): input shapes") << 14;
        QTest::newRow("FlashInfer-Bench solution")
            << QByteArray(kSolution)
            << QStringLiteral("solution.json") << QStringLiteral("solution: a kernel's source, with no results") << 1;
        QTest::newRow("workload trace lines")
            << QByteArray(kWorkloadTraces)
            << QStringLiteral("workloads.jsonl") << QStringLiteral("workload trace (definition and workload, no evaluation)") << 2;
        QTest::newRow("a trace line among a RunArchive's items")
            << QByteArray(kTraceAmongItems)
            << QStringLiteral("archive.json") << QStringLiteral("trace line among other records") << 1;
        QTest::newRow("anything else") << QByteArray(kOther) << QStringLiteral("other.json")
                                       << QStringLiteral("neither a \"kind\" nor a \"run\": not an archive, bundle or object") << 1;
    }
    void openedAlone()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fileName);
        QFETCH(QString, message);
        QFETCH(int, problems);
        QVERIFY(!bytes.isEmpty());
        QTemporaryDir dir;
        const QString path = dir.filePath(fileName);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        // Nothing could be read: the open fails, and says why with the first record's problem.
        const ReadResult read = readArchiveFile(path);
        QVERIFY(!read.archive);
        QVERIFY2(read.fatalError.contains(message), qPrintable(read.fatalError));
        QCOMPARE(read.fatalError.contains(QStringLiteral(" more problem")), problems > 1);
        if (problems > 1)
            QVERIFY2(read.fatalError.contains(QStringLiteral("(and %1 more problem").arg(problems - 1)), qPrintable(read.fatalError));
        QCOMPARE(read.moreProblems.size(), problems - 1); // listed as the message counts them

        // verify: nothing could be read, so exit 2 with the same words.
        const test::CliOutput verify = test::runCli({QStringLiteral("verify"), path});
        QCOMPARE(verify.exitCode, 2);
        QVERIFY2(verify.err.contains(message), qPrintable(verify.err));
    }
};

QTEST_GUILESS_MAIN(TestSourceNativeShape)
#include "tst_sourcenativeshape.moc"
