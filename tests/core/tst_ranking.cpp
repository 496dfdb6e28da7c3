// SPDX-License-Identifier: Apache-2.0
// Comparison groups and competition ranking (ARCHIVE.md §4) on hand-built archives.
#include "archive.h"
#include "ranking.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

using namespace kie;

namespace {

const QString kProtocol = QStringLiteral("sha256:6383f62490dad270ad2146a94f67b48fba5cfcbc0b9b180f02665c69cc4433a0");
const QString kWorkload = QStringLiteral("sha256:f3c8fa410f476b10c3c6a5e415b89cf72b0d32eb9cd74b318932090d48d913e0");
const QString kEnvironment = QStringLiteral("sha256:f304afb2fedab4bbeadf8ac36a990ff517ab6e824dfe5a3ee0fe46259ff5e39f");

// An archive with two environments (B200 under the seed's digest, H100) and a median protocol.
Archive baseArchive()
{
    Archive archive;
    EnvironmentRecord b200;
    b200.product = QStringLiteral("NVIDIA B200");
    b200.digest = kEnvironment;
    EnvironmentRecord h100;
    h100.product = QStringLiteral("NVIDIA H100");
    h100.digest = QStringLiteral("sha256:h100");
    archive.environments = {b200, h100};
    archive.objectsByDigest.insert(b200.digest, {ObjectKind::ExecutionEnvironment, 0});
    archive.objectsByDigest.insert(h100.digest, {ObjectKind::ExecutionEnvironment, 1});

    ProtocolRecord medianProtocol;
    medianProtocol.primaryStatistic = QStringLiteral("median");
    medianProtocol.digest = QStringLiteral("sha256:median-protocol");
    archive.protocols = {medianProtocol};
    archive.objectsByDigest.insert(medianProtocol.digest, {ObjectKind::BenchmarkProtocol, 0});

    WorkloadRecord gemm;
    gemm.definition = QStringLiteral("gemm_n4096");
    gemm.digest = QStringLiteral("sha256:gemm");
    archive.workloads = {gemm};
    archive.objectsByDigest.insert(gemm.digest, {ObjectKind::BenchmarkWorkload, 0});
    return archive;
}

// "name status [mean=N] [median=N] [stat=S] [key=K] [proto=D] [work=D] [env=b200|h100|D] [bench=B]"
RunRecord parseRun(const QString &spec)
{
    const QStringList words = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    RunRecord run;
    run.meta.name = words.value(0);
    run.statusText = words.value(1) == QLatin1String("-") ? QString() : words.value(1);
    run.status = runStatusFromName(run.statusText.text());
    run.protocolDigest = kProtocol;
    run.workloadDigest = kWorkload;
    run.environmentDigest = kEnvironment;
    for (const QString &word : words.mid(2)) {
        const QString name = word.section(QLatin1Char('='), 0, 0);
        const QString value = word.section(QLatin1Char('='), 1);
        if (name == QLatin1String("mean"))
            run.latencyNs.mean = value.toDouble();
        else if (name == QLatin1String("median"))
            run.latencyNs.set(LatencyStats::Median, value.toDouble());
        else if (name == QLatin1String("stat"))
            run.primaryStatistic = value;
        else if (name == QLatin1String("key"))
            run.editRareFields().comparisonKey = value;
        else if (name == QLatin1String("proto"))
            run.protocolDigest = value;
        else if (name == QLatin1String("work"))
            run.workloadDigest = value;
        else if (name == QLatin1String("env"))
            run.environmentDigest = value == QLatin1String("b200") ? kEnvironment
                : value == QLatin1String("h100")                   ? QStringLiteral("sha256:h100")
                                                                   : value;
        else if (name == QLatin1String("bench"))
            run.sourceNative = std::make_shared<const SourceNative>(SourceNative{{}, value, {}, {}});
        else
            qFatal("unknown run field %s", qPrintable(name));
    }
    return run;
}

QString nameOf(const Archive &archive, int index)
{
    return archive.runs[size_t(index)].meta.name;
}

// "KEY: 1 a, 2 b | c (status failed)" per group, groups joined by " ; ". Derived keys show as
// "derived(<benchmark>@<hardware>)" so the rows stay readable.
QString render(const Archive &archive, const Ranking &ranking)
{
    QStringList groups;
    for (const ComparisonGroup &group : ranking.groups) {
        QString text = group.keyDeclared ? group.key
                                         : QStringLiteral("derived(") + group.benchmark + QLatin1Char('@') + group.hardware
                + QLatin1Char(')');
        text += QLatin1Char(':');
        QStringList ranked;
        for (const int index : group.ranked)
            ranked << QString::number(*ranking.runs[size_t(index)].rank) + QLatin1Char(' ') + nameOf(archive, index);
        if (!ranked.isEmpty())
            text += QLatin1Char(' ') + ranked.join(QStringLiteral(", "));
        QStringList unranked;
        for (const int index : group.unranked)
            unranked << nameOf(archive, index) + QStringLiteral(" (") + ranking.unrankedReason(index)
                    + QLatin1Char(')');
        if (!unranked.isEmpty())
            text += QStringLiteral(" | ") + unranked.join(QStringLiteral(", "));
        groups << text;
    }
    return groups.join(QStringLiteral(" ; "));
}

} // namespace

class TestRanking : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ranking_data()
    {
        QTest::addColumn<QStringList>("runs");
        QTest::addColumn<QString>("expected");

        QTest::newRow("competition ranking with ties")
            << QStringList{QStringLiteral("a passed mean=100 key=K"), QStringLiteral("b passed mean=200 key=K"),
                           QStringLiteral("c passed mean=200 key=K"), QStringLiteral("d passed mean=300 key=K")}
            << QStringLiteral("K: 1 a, 2 b, 2 c, 4 d");
        QTest::newRow("tie for first, file order kept")
            << QStringList{QStringLiteral("z passed mean=5 key=K"), QStringLiteral("y passed mean=5 key=K"),
                           QStringLiteral("x passed mean=7 key=K")}
            << QStringLiteral("K: 1 z, 1 y, 3 x");
        QTest::newRow("lower is better, whatever the file order")
            << QStringList{QStringLiteral("slow passed mean=900 key=K"), QStringLiteral("fast passed mean=1.5 key=K"),
                           QStringLiteral("mid passed mean=40 key=K")}
            << QStringLiteral("K: 1 fast, 2 mid, 3 slow");
        QTest::newRow("failed runs are listed unranked")
            << QStringList{QStringLiteral("f failed mean=10 key=K"), QStringLiteral("a passed mean=100 key=K"),
                           QStringLiteral("e error mean=5 key=K"), QStringLiteral("u unknown key=K"),
                           QStringLiteral("s - mean=1 key=K"), QStringLiteral("w PASSED mean=1 key=K")}
            << QStringLiteral("K: 1 a | f (status failed), e (status error), u (status unknown), s (no status recorded), "
                              "w (status PASSED)");
        QTest::newRow("passed without the statistic")
            << QStringList{QStringLiteral("a passed key=K"), QStringLiteral("b passed mean=3 key=K"),
                           QStringLiteral("c passed median=1 key=K")}
            << QStringLiteral("K: 1 b | a (no mean latency recorded), c (no mean latency recorded)");
        // A time is above zero: a negative or zero latency claims #1 by a figure no kernel can have.
        QTest::newRow("a latency of zero or less ranks nowhere")
            << QStringList{QStringLiteral("neg passed mean=-5 key=K"), QStringLiteral("zero passed mean=0 key=K"),
                           QStringLiteral("minuszero passed mean=-0 key=K"), QStringLiteral("a passed mean=100 key=K"),
                           QStringLiteral("tiny passed mean=1e-300 key=K"), QStringLiteral("huge passed mean=1e308 key=K")}
            << QStringLiteral("K: 1 tiny, 2 a, 3 huge | neg (mean latency -5 ns is not above zero), "
                              "zero (mean latency 0 ns is not above zero), minuszero (mean latency 0 ns is not above zero)");
        QTest::newRow("nothing ranked") << QStringList{QStringLiteral("a failed key=K")}
                                        << QStringLiteral("K: | a (status failed)");
        QTest::newRow("one-run groups")
            << QStringList{QStringLiteral("b passed mean=1 key=K2"), QStringLiteral("a passed mean=9 key=K1")}
            << QStringLiteral("K1: 1 a ; K2: 1 b");
        QTest::newRow("declared and derived keys do not mix")
            << QStringList{QStringLiteral("declared passed mean=1 key=K"), QStringLiteral("derived1 passed mean=3"),
                           QStringLiteral("derived2 passed mean=2")}
            << QStringLiteral("K: 1 declared ; derived(@NVIDIA B200): 1 derived2, 2 derived1");
        QTest::newRow("derived keys split by hardware")
            << QStringList{QStringLiteral("h passed mean=1 env=h100"), QStringLiteral("b passed mean=2 env=b200"),
                           QStringLiteral("b2 passed mean=1 env=b200")}
            << QStringLiteral("derived(@NVIDIA B200): 1 b2, 2 b ; derived(@NVIDIA H100): 1 h");
        QTest::newRow("derived keys split by workload")
            << QStringList{QStringLiteral("g passed mean=1 work=sha256:gemm"), QStringLiteral("s passed mean=2")}
            << QStringLiteral("derived(@NVIDIA B200): 1 s ; derived(gemm_n4096@NVIDIA B200): 1 g");
        QTest::newRow("derived keys split by protocol")
            << QStringList{QStringLiteral("p passed mean=1 proto=sha256:other"), QStringLiteral("q passed mean=2")}
            // Same labels: ordered by key, sha256:8baf42… (p) before sha256:d90511… (q).
            << QStringLiteral("derived(@NVIDIA B200): 1 p ; derived(@NVIDIA B200): 1 q");
        QTest::newRow("median as primary statistic")
            << QStringList{QStringLiteral("a passed mean=100 median=300 stat=median key=K"),
                           QStringLiteral("b passed mean=400 median=200 stat=median key=K"),
                           QStringLiteral("c passed mean=50 stat=median key=K")}
            << QStringLiteral("K: 1 b, 2 a | c (no median latency recorded)");
        QTest::newRow("median from the protocol")
            << QStringList{QStringLiteral("a passed mean=100 median=300 proto=sha256:median-protocol key=K"),
                           QStringLiteral("b passed mean=400 median=200 proto=sha256:median-protocol key=K")}
            << QStringLiteral("K: 1 b, 2 a");
        QTest::newRow("one statistic per group: the most common")
            << QStringList{QStringLiteral("a passed mean=100 median=300 key=K"),
                           QStringLiteral("b passed mean=400 median=200 stat=median key=K"),
                           QStringLiteral("c passed mean=300 median=100 stat=mean key=K")}
            << QStringLiteral("K: 1 a, 2 c, 3 b");
        QTest::newRow("a statistic the format does not define ranks nothing")
            << QStringList{QStringLiteral("a passed mean=1 stat=p99 key=K"), QStringLiteral("b passed mean=2 stat=p99 key=K"),
                           QStringLiteral("c passed mean=3 key=K")}
            << QStringLiteral("K: | a (no p99 latency recorded), b (no p99 latency recorded), c (no p99 latency recorded)");
        QTest::newRow("equal counts: the statistic seen first")
            << QStringList{QStringLiteral("a passed mean=9 median=1 stat=median key=K"),
                           QStringLiteral("b passed mean=1 median=9 stat=mean key=K")}
            << QStringLiteral("K: 1 a, 2 b");
        QTest::newRow("benchmark label from sourceNative")
            << QStringList{QStringLiteral("a passed mean=1 bench=gqa_backward"), QStringLiteral("b passed mean=2")}
            << QStringLiteral("derived(gqa_backward@NVIDIA B200): 1 a, 2 b");
        QTest::newRow("unresolved environment has no hardware label")
            << QStringList{QStringLiteral("a passed mean=1 env=sha256:gone"), QStringLiteral("b passed mean=1 env=sha256:gone")}
            << QStringLiteral("derived(@): 1 a, 1 b");
        QTest::newRow("groups sorted by benchmark, hardware, key")
            << QStringList{QStringLiteral("z passed mean=1 key=Z bench=beta"), QStringLiteral("y passed mean=1 key=Y bench=alpha"),
                           QStringLiteral("x passed mean=1 key=X bench=alpha env=h100"),
                           QStringLiteral("w passed mean=1 key=W bench=alpha")}
            << QStringLiteral("W: 1 w ; Y: 1 y ; X: 1 x ; Z: 1 z");
        QTest::newRow("empty archive") << QStringList() << QString();
    }
    void ranking()
    {
        QFETCH(QStringList, runs);
        QFETCH(QString, expected);
        Archive archive = baseArchive();
        for (const QString &spec : runs)
            archive.runs.push_back(parseRun(spec));

        const Ranking result = rankArchive(archive);
        QCOMPARE(render(archive, result), expected);

        // Every run is in exactly the group its RunRank names, ranked xor with a reason; best is #1.
        QCOMPARE(result.runs.size(), archive.runs.size());
        int listed = 0;
        for (size_t g = 0; g < result.groups.size(); ++g) {
            const ComparisonGroup &group = result.groups[g];
            QCOMPARE(result.groupIndexOfKey(group.key), int(g));
            QCOMPARE(group.best, group.ranked.empty() ? -1 : group.ranked.front());
            for (const int index : group.ranked) {
                QCOMPARE(result.runs[size_t(index)].group, int(g));
                QVERIFY(result.unrankedReason(index).isEmpty());
            }
            for (const int index : group.unranked) {
                QCOMPARE(result.runs[size_t(index)].group, int(g));
                QVERIFY(!result.runs[size_t(index)].rank.has_value());
                QVERIFY(!result.unrankedReason(index).isEmpty()); // every unranked run says why
            }
            if (!group.ranked.empty())
                QCOMPARE(*result.runs[size_t(group.best)].rank, 1);
            listed += group.size();
        }
        QCOMPARE(listed, int(archive.runs.size()));
        // Each sentence is kept once, however many runs it explains.
        const QSet<QString> distinct(result.unrankedReasons.begin(), result.unrankedReasons.end());
        QCOMPARE(qsizetype(distinct.size()), qsizetype(result.unrankedReasons.size()));

        // The same runs in reverse file order give the same groups in the same order.
        Archive reversed = baseArchive();
        reversed.runs.assign(archive.runs.rbegin(), archive.runs.rend());
        const Ranking again = rankArchive(reversed);
        QCOMPARE(again.groups.size(), result.groups.size());
        for (size_t g = 0; g < result.groups.size(); ++g)
            QCOMPARE(again.groups[g].key, result.groups[g].key);
    }

    void derivedKey_data()
    {
        QTest::addColumn<QString>("environment");
        QTest::addColumn<bool>("withDigests");
        QTest::addColumn<QString>("key");
        // Expected values: SHA-256 of the JCS bytes, computed independently (Python hashlib over
        // {"hardware":...,"protocol":...,"workload":...}).
        QTest::newRow("resolved: product") << kEnvironment << true
                                           << QStringLiteral("sha256:d90511b0a8f39493d1d01c9edd2ea1119be9503c76ec807b3de08a0d952ebb27");
        QTest::newRow("unresolved: environment digest")
            << QStringLiteral("sha256:f304afb2fedab4bbeadf8ac36a990ff517ab6e824dfe5a3ee0fe46259ff5e39f") << false
            << QStringLiteral("sha256:8c2bf4b8cb705e360ec025cafa29614ac6a158657ef0152d7fbff3a748d9d47f");
        QTest::newRow("nothing declared: nulls") << QString() << false
                                                 << QStringLiteral("sha256:e037bec10572a3d2b8e1a43c24ee26294ae8a48d4d2a520ad126515876df5f4d");
    }
    void derivedKey()
    {
        QFETCH(QString, environment);
        QFETCH(bool, withDigests);
        QFETCH(QString, key);
        // Without the environment in the archive, only the digest can stand for the hardware.
        Archive archive = withDigests ? baseArchive() : Archive();
        RunRecord run;
        if (!environment.isEmpty()) {
            run.protocolDigest = kProtocol;
            run.workloadDigest = kWorkload;
            run.environmentDigest = environment;
        }
        bool declared = true;
        QCOMPARE(comparisonKeyOf(archive, run, &declared), key);
        QVERIFY(!declared);

        archive.runs.push_back(run);
        const Ranking ranking = rankArchive(archive);
        QCOMPARE(ranking.groups.size(), size_t(1));
        QCOMPARE(ranking.groups.front().key, key);
        QVERIFY(!ranking.groups.front().keyDeclared);
    }

    void declaredKeyWins()
    {
        Archive archive = baseArchive();
        RunRecord run = parseRun(QStringLiteral("a passed mean=1 key=sha256:68ecf1769b265bd2"));
        bool declared = false;
        QCOMPARE(comparisonKeyOf(archive, run, &declared), QStringLiteral("sha256:68ecf1769b265bd2"));
        QVERIFY(declared);
        QVERIFY(comparisonKeyOf(archive, run, nullptr) == run.comparisonKey());
    }

    void groupStatisticAndLabels()
    {
        Archive archive = baseArchive();
        archive.runs.push_back(parseRun(QStringLiteral("a passed median=2 stat=median work=sha256:gemm env=h100")));
        const Ranking ranking = rankArchive(archive);
        QCOMPARE(ranking.groups.size(), size_t(1));
        const ComparisonGroup &group = ranking.groups.front();
        QCOMPARE(group.statistic, QStringLiteral("median"));
        QCOMPARE(group.benchmark, QStringLiteral("gemm_n4096"));
        QCOMPARE(group.hardware, QStringLiteral("NVIDIA H100"));
        QCOMPARE(group.best, 0);
        QCOMPARE(ranking.groupIndexOfKey(QStringLiteral("sha256:none")), -1);
    }

    // Large archives rank on all cores: chunks of runs gathered apart, groups ranked apart. Any
    // number of threads must give what one gives: the same groups in the same order, the same
    // members in file order, ranks, ties, reasons and labels. The runs are laid out so that groups
    // and tuples first appear in every chunk, a declared key joins different digests, and a
    // preferred statistic, failures and missing latencies occur throughout.
    void anyNumberOfThreadsRanksAlike_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("2") << 2;
        QTest::newRow("3") << 3;
        QTest::newRow("8") << 8;
        QTest::newRow("more threads than runs") << 5000;
    }
    void anyNumberOfThreadsRanksAlike()
    {
        QFETCH(int, threads);
        Archive archive = baseArchive();
        const int count = 3001;
        for (int i = 0; i < count; ++i) {
            QString spec = QStringLiteral("r%1 %2 mean=%3 median=%4").arg(i).arg(i % 17 == 0 ? u"failed" : u"passed")
                               .arg((i * 7919) % 97).arg((i * 31) % 89);
            if (i % 11 == 0)
                spec += QStringLiteral(" stat=median");
            if (i % 13 == 0)
                spec += QStringLiteral(" key=shared-key proto=sha256:p%1").arg(i % 5);
            if (i % 29 == 0)
                spec += QStringLiteral(" env=h100");
            if (i % 7 == 0)
                spec += QStringLiteral(" bench=b%1").arg(i % 3);
            // Workloads first seen late: one new every 100 runs, and old ones come back.
            spec += QStringLiteral(" work=sha256:w%1").arg((i / 100 + (i % 3) * 7) % 40);
            RunRecord run = parseRun(spec);
            if (i % 23 == 0)
                run.latencyNs.mean = std::nullopt;
            archive.runs.push_back(std::move(run));
        }
        const Ranking one = rankArchive(archive, 1);
        const Ranking many = rankArchive(archive, size_t(threads));
        QVERIFY(one.groups.size() > 40);
        QCOMPARE(render(archive, many), render(archive, one));
        QCOMPARE(many.groups.size(), one.groups.size());
        for (size_t g = 0; g < one.groups.size(); ++g) {
            const ComparisonGroup &a = one.groups[g];
            const ComparisonGroup &b = many.groups[g];
            QCOMPARE(b.key, a.key);
            QCOMPARE(b.keyDeclared, a.keyDeclared);
            QCOMPARE(b.benchmark, a.benchmark);
            QCOMPARE(b.hardware, a.hardware);
            QCOMPARE(b.statistic, a.statistic);
            QCOMPARE(b.ranked, a.ranked);
            QCOMPARE(b.unranked, a.unranked);
            QCOMPARE(b.best, a.best);
        }
        QCOMPARE(many.runs.size(), one.runs.size());
        for (size_t i = 0; i < one.runs.size(); ++i) {
            QCOMPARE(many.runs[i].group, one.runs[i].group);
            QCOMPARE(many.runs[i].rank, one.runs[i].rank);
            QCOMPARE(many.unrankedReason(int(i)), one.unrankedReason(int(i)));
        }
        // The threads share one list of reasons: each sentence once, whichever thread said it first.
        QVERIFY(one.unrankedReasons.size() > 1);
        const QSet<QString> sentences(many.unrankedReasons.begin(), many.unrankedReasons.end());
        QCOMPARE(qsizetype(many.unrankedReasons.size()), qsizetype(sentences.size()));
        QCOMPARE(sentences, QSet<QString>(one.unrankedReasons.begin(), one.unrankedReasons.end()));
    }

    // The reader gives all runs with one digest the same holder within a reading thread, and one
    // holder per thread (sharedstring.h). Ranking groups runs by those holders before their text:
    // runs whose digests share holders, or only some of them, must rank exactly as their text says.
    void sharedHoldersRankAsTheirText_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1") << 1;
        QTest::newRow("3") << 3;
    }
    void sharedHoldersRankAsTheirText()
    {
        QFETCH(int, threads);
        Archive separate = baseArchive(); // every run's digests held apart, as parseRun() makes them
        for (int i = 0; i < 600; ++i) {
            QString spec = QStringLiteral("r%1 passed mean=%2").arg(i).arg((i * 7919) % 97 + 1);
            if (i % 3 == 1)
                spec += QStringLiteral(" env=h100"); // differs from its neighbours in the environment only
            if (i % 5 == 0)
                spec += QStringLiteral(" proto=sha256:p2");
            if (i % 4 == 0)
                spec += QStringLiteral(" work=sha256:w2");
            if (i % 31 == 0)
                spec += QStringLiteral(" key=declared");
            separate.runs.push_back(parseRun(spec));
        }
        Archive shared = separate;
        QHash<QString, SharedString> tables[2]; // two reading threads' holders
        for (size_t i = 0; i < shared.runs.size(); ++i) {
            QHash<QString, SharedString> &table = tables[(i / 50) % 2];
            RunRecord &run = shared.runs[i];
            for (SharedString *digest : {&run.protocolDigest, &run.workloadDigest, &run.environmentDigest}) {
                const QString text = digest->text();
                *digest = table.contains(text) ? table.value(text) : *table.insert(text, SharedString(text));
            }
        }
        QCOMPARE(shared.runs[1].environmentDigest.identity(), shared.runs[4].environmentDigest.identity());
        QVERIFY(shared.runs[1].environmentDigest.identity() != shared.runs[51].environmentDigest.identity());

        const Ranking expected = rankArchive(separate, 1);
        const Ranking ranking = rankArchive(shared, size_t(threads));
        QVERIFY(expected.groups.size() >= 8);
        QCOMPARE(render(shared, ranking), render(separate, expected));
        for (size_t i = 0; i < expected.runs.size(); ++i) {
            QCOMPARE(ranking.runs[i].group, expected.runs[i].group);
            QCOMPARE(ranking.runs[i].rank, expected.runs[i].rank);
        }
    }

    // Not a benchmark (see tests/benchmarks/bench_ranking): a coarse guard that ranking stays
    // linear-ish. The budget is generous so a loaded CI machine does not fail it.
    void manyRunsStayFast()
    {
        Archive archive = baseArchive();
        const int count = 200000;
        archive.runs.reserve(count);
        for (int i = 0; i < count; ++i) {
            RunRecord run = parseRun(QStringLiteral("r passed"));
            run.workloadDigest = QString(QStringLiteral("sha256:w") + QString::number(i % 100));
            run.latencyNs.mean = double((i * 7919) % 1000);
            archive.runs.push_back(std::move(run));
        }
        QElapsedTimer timer;
        timer.start();
        const Ranking ranking = rankArchive(archive);
        const qint64 ms = timer.elapsed();
        QCOMPARE(ranking.groups.size(), size_t(100));
        QCOMPARE(ranking.groups.front().ranked.size(), size_t(count / 100));
        QVERIFY2(ms < 3000, qPrintable(QStringLiteral("ranking 200k runs took %1 ms").arg(ms)));
    }
};

QTEST_GUILESS_MAIN(TestRanking)
#include "tst_ranking.moc"
