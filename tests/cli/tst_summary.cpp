// SPDX-License-Identifier: Apache-2.0
// `summary`: the leaderboard as tab-separated lines and RFC 8785 JSON, and --format flashinfer, on the
// real FlashInfer-Bench traces in ../shared/data (their figures are checked against an independent
// computation by tst_summary_reference; here: the output's shape, options and exit codes).
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace kie::test;
using namespace Qt::StringLiterals;

namespace {

const QString kData = u"../shared/data/flashinfer-bench"_s;
const QString kRmsnorm = u"../shared/data/flashinfer-bench/fib_all_defs_20260317_142116/gpt-5.2_n"_s;
const QString kGemm = u"../shared/data/flashinfer-bench/fib_all_defs_20260317_141930/gpt-5"_s;
const QString kRmsnormSolution = u"gpt-5.2_rmsnorm_h4096_cuda_optimized_r1_c0_high"_s;
const QString kGemmSolution = u"gpt-5_gemm_n128_k2048_cuda_optimized_r8_c0_high"_s;
const QString kDsaSolution = u"gpt-5.2_dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64_cuda_optimized_r10_c0_high"_s;

} // namespace

class TestSummary : public QObject
{
    Q_OBJECT

private slots:
    void table();
    void severalFilesAreOneDataSet();
    void json();
    void bySolution();
    void baselineSolution();
    void flashInfer();
    void usage_data();
    void usage();
};

void TestSummary::table()
{
    const CliOutput result = runCli({u"summary"_s, kData, u"--fast-p"_s, u"1,3"_s});
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], u"rank\tauthor\tavg_speedup\tdefinitions\tworkloads\tsuccess_rate\twin_rate\tcoverage\tfirsts\tcases"
                       "\tpassed\tincorrect\truntime_error\tother\tfast_1\tfast_3\trun_ids\tcitation_keys\tintegrity\tintegrity_note"_s);
    const QStringList first = lines[1].split(u'\t');
    QCOMPARE(first.size(), 20);
    QCOMPARE(first.mid(0, 2), (QStringList{u"1"_s, kRmsnormSolution}));
    QVERIFY(first[2].toDouble() > 3.06 && first[2].toDouble() < 3.062);
    QCOMPARE(first.mid(3, 13), (QStringList{u"1"_s, u"14"_s, u"1"_s, u"1"_s, u"1"_s, u"1"_s, u"14"_s, u"14"_s, u"0"_s,
                                            u"0"_s, u"0"_s, u"1"_s, first[15]}));
    QVERIFY(first[15].toDouble() > 0 && first[15].toDouble() < 1); // fast_3: some cases only
    // The best solution's run, by run id and by the key its BibTeX citation has.
    QVERIFY(!first[16].isEmpty() && first[16] != u"-"_s);
    QCOMPARE(first[17], u"kernelindex-"_s + first[16]);
    QCOMPARE(lines[2].split(u'\t').mid(0, 16).join(u'\t'),
             u"2\t%1\t0\t1\t22\t0\t0\t1\t0\t25\t22\t3\t0\t0\t0\t0"_s.arg(kGemmSolution));
    // Every case failed before a latency: no baseline, no score, no rank; "-" for what has no value.
    QCOMPARE(lines[3].split(u'\t').mid(0, 16).join(u'\t'),
             u"-\t%1\t-\t0\t0\t-\t-\t-\t0\t23\t0\t0\t23\t0\t0\t0"_s.arg(kDsaSolution));
    QCOMPARE(result.err, QString());
    // "table", what the tab-separated leaderboard was called before --format had other formats.
    QCOMPARE(runCli({u"summary"_s, kData, u"--fast-p"_s, u"1,3"_s, u"--format"_s, u"table"_s}).out, result.out);
}

void TestSummary::severalFilesAreOneDataSet()
{
    const CliOutput all = runCli({u"summary"_s, kData});
    const CliOutput two = runCli({u"summary"_s, kRmsnorm, kGemm});
    QCOMPARE(two.exitCode, 0);
    QStringList expected = all.out.split(u'\n', Qt::SkipEmptyParts);
    expected.removeAt(3); // the dsa author
    QCOMPARE(two.out.split(u'\n', Qt::SkipEmptyParts), expected);
}

void TestSummary::json()
{
    const CliOutput result = runCli({u"summary"_s, kData, u"--json"_s, u"--fast-p"_s, u"1"_s});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.endsWith(u'\n'));
    const QJsonObject document = QJsonDocument::fromJson(result.out.toUtf8()).object();
    const QJsonArray authors = document.value(u"authors"_s).toArray();
    QCOMPARE(authors.size(), 3);
    const QJsonObject first = authors[0].toObject();
    QCOMPARE(first.value(u"author"_s).toString(), kRmsnormSolution);
    QCOMPARE(first.value(u"rank"_s).toInt(), 1);
    QCOMPARE(first.value(u"successRate"_s).toDouble(), 1.0);
    QCOMPARE(first.value(u"coverage"_s).toDouble(), 1.0);
    QCOMPARE(first.value(u"firsts"_s).toInt(), 1);
    QCOMPARE(first.value(u"correctness"_s).toObject().value(u"passed"_s).toInt(), 14);
    QCOMPARE(first.value(u"fastP"_s).toArray()[0].toObject().value(u"share"_s).toDouble(), 1.0);
    QCOMPARE(first.value(u"bestSolutions"_s).toArray()[0].toObject().value(u"state"_s).toString(), u"scored"_s);
    const QJsonObject last = authors[2].toObject();
    QVERIFY(last.value(u"avgSpeedup"_s).isNull());
    QVERIFY(last.value(u"rank"_s).isNull());
    QVERIFY(last.value(u"coverage"_s).isNull());
    QCOMPARE(last.value(u"correctness"_s).toObject().value(u"runtimeError"_s).toInt(), 23);
    QCOMPARE(authors[1].toObject().value(u"bestSolutions"_s).toArray()[0].toObject().value(u"state"_s).toString(),
             u"failed"_s);
    QCOMPARE(document.value(u"comparisons"_s).toInt(), 36);
    // RFC 8785: keys sorted, no spaces; the same bytes every time.
    QVERIFY(result.out.startsWith(u"{\"authors\":[{\"attempted\":14,\"author\":"_s));
    QCOMPARE(runCli({u"summary"_s, kData, u"--json"_s, u"--fast-p"_s, u"1"_s}).out, result.out);
}

void TestSummary::bySolution()
{
    const CliOutput result = runCli({u"summary"_s, kData, u"--by"_s, u"solution"_s, u"--json"_s});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject document = QJsonDocument::fromJson(result.out.toUtf8()).object();
    QVERIFY(!document.contains(u"authors"_s));
    const QJsonArray solutions = document.value(u"solutions"_s).toArray();
    QCOMPARE(solutions.size(), 3);
    QCOMPARE(solutions[0].toObject().value(u"solution"_s).toString(), kRmsnormSolution);
    QCOMPARE(solutions[0].toObject().value(u"author"_s).toString(), kRmsnormSolution);
    const CliOutput table = runCli({u"summary"_s, kData, u"--by"_s, u"solution"_s});
    QVERIFY(table.out.startsWith(u"rank\tsolution\tauthor\tavg_speedup\t"_s));
    QVERIFY(table.out.contains(u"\n1\t%1\t%1\t"_s.arg(kRmsnormSolution)));
}

void TestSummary::baselineSolution()
{
    // The rmsnorm solution as the baseline: it is not ranked, and nothing else ran rmsnorm.
    const CliOutput result = runCli({u"summary"_s, kData, u"--baseline"_s, kRmsnormSolution});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(!result.out.contains(kRmsnormSolution));
    QCOMPARE(result.out.split(u'\n', Qt::SkipEmptyParts).size(), 3); // the header and two authors
    const CliOutput json = runCli({u"summary"_s, kData, u"--baseline"_s, kRmsnormSolution, u"--json"_s});
    QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"comparisons"_s).toInt(), 22);
}

void TestSummary::flashInfer()
{
    const CliOutput result = runCli({u"summary"_s, kGemm, u"--format"_s, u"flashinfer"_s});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject document = QJsonDocument::fromJson(result.out.toUtf8()).object();
    QCOMPARE(document.value(u"trace_set_root"_s).toString(), kGemm);
    const QJsonObject summary = document.value(u"summary"_s).toObject();
    QCOMPARE(summary.value(u"total"_s).toInt(), 25);
    QCOMPARE(summary.value(u"passed"_s).toInt(), 22);
    QCOMPARE(summary.value(u"failed"_s).toInt(), 3);
    QVERIFY(summary.value(u"min_latency_ms"_s).toDouble() <= summary.value(u"avg_latency_ms"_s).toDouble());
    QCOMPARE(document.value(u"status_counts"_s).toObject(),
             (QJsonObject{{u"INCORRECT_NUMERICAL"_s, 3}, {u"PASSED"_s, 22}}));
    const QJsonObject gemm = document.value(u"per_definition"_s).toObject().value(u"gemm_n128_k2048"_s).toObject();
    QCOMPARE(gemm.value(u"best_solution"_s).toString(), kGemmSolution);
    QCOMPARE(gemm.value(u"failed"_s).toInt(), 3);

    // Nothing passed: null figures, as FlashInfer-Bench writes None.
    const CliOutput dsa = runCli({u"summary"_s, u"../shared/data/flashinfer-bench/fib_all_defs_20260317_141743/gpt-5.2"_s,
                                  u"--format"_s, u"flashinfer"_s});
    QCOMPARE(dsa.exitCode, 0);
    const QJsonObject none = QJsonDocument::fromJson(dsa.out.toUtf8()).object();
    QVERIFY(none.value(u"summary"_s).toObject().value(u"avg_latency_ms"_s).isNull());
    const QJsonObject definition = none.value(u"per_definition"_s).toObject().begin()->toObject();
    QVERIFY(definition.value(u"best_solution"_s).isNull());
    QVERIFY(definition.value(u"best_speedup_factor"_s).isNull());
    QCOMPARE(definition.value(u"status_counts"_s).toObject(), (QJsonObject{{u"RUNTIME_ERROR"_s, 23}}));
}

void TestSummary::usage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no file") << QStringList{} << 2 << u"Usage:"_s;
    QTest::newRow("--by team") << QStringList{kData, u"--by"_s, u"team"_s} << 2 << u"--by takes author or solution"_s;
    QTest::newRow("--fast-p x") << QStringList{kData, u"--fast-p"_s, u"1,x"_s} << 2 << u"--fast-p takes numbers"_s;
    QTest::newRow("--fast-p -1") << QStringList{kData, u"--fast-p"_s, u"-1"_s} << 2 << u"--fast-p takes numbers"_s;
    QTest::newRow("--format xlsx") << QStringList{kData, u"--format"_s, u"xlsx"_s} << 2
                                   << u"--format takes tsv, csv, markdown, latex, json or flashinfer, not xlsx"_s;
    QTest::newRow("flashinfer of two") << QStringList{kRmsnorm, kGemm, u"--format"_s, u"flashinfer"_s} << 2
                                       << u"one trace folder"_s;
    QTest::newRow("missing file") << QStringList{kData, u"no-such-file.json"_s} << 2 << u"no-such-file.json"_s;
}

void TestSummary::usage()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliOutput result = runCli(QStringList{u"summary"_s} + arguments);
    QCOMPARE(result.exitCode, exitCode);
    QVERIFY2(result.err.contains(message), qPrintable(result.err));
    QCOMPARE(result.out, QString());
}

QTEST_GUILESS_MAIN(TestSummary)
#include "tst_summary.moc"
