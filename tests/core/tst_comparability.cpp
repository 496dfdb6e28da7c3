// SPDX-License-Identifier: Apache-2.0
// The comparability verdict, one rule per row, on hand-built pairs: run A and run B each with their
// own protocol and environment objects, equal in every field until a row changes one thing of B.
#include "archive.h"
#include "comparability.h"

#include <QElapsedTimer>
#include <QTest>

#include <functional>

using kie::Verdict;

Q_DECLARE_METATYPE(kie::Verdict)

namespace {

QString digest(char c)
{
    return QStringLiteral("sha256:") + QString(64, QLatin1Char(c));
}

struct Pair
{
    kie::Archive archive;
    kie::RunRecord &a() { return archive.runs[0]; }
    kie::RunRecord &b() { return archive.runs[1]; }
    kie::ProtocolRecord &protocolB() { return archive.protocols[1]; }
    kie::EnvironmentRecord &environmentB() { return archive.environments[1]; }

    void index()
    {
        archive.objectsByDigest.clear();
        for (size_t i = 0; i < archive.protocols.size(); ++i)
            archive.objectsByDigest.insert(archive.protocols[i].digest, {kie::ObjectKind::BenchmarkProtocol, int(i)});
        for (size_t i = 0; i < archive.environments.size(); ++i)
            archive.objectsByDigest.insert(archive.environments[i].digest, {kie::ObjectKind::ExecutionEnvironment, int(i)});
    }
};

using Edit = std::function<void(Pair &)>;

Pair basePair()
{
    Pair pair;
    for (int side = 0; side < 2; ++side) {
        kie::ProtocolRecord protocol;
        protocol.digest = digest(side == 0 ? '1' : '2');
        protocol.harnessName = QStringLiteral("SOL-ExecBench evaluation stack");
        protocol.harnessVersion = QStringLiteral("v1.1");
        protocol.timer = QStringLiteral("harness_reported");
        protocol.primaryStatistic = QStringLiteral("mean");
        protocol.comparabilityFamily = QStringLiteral("sol_execbench_leaderboard");
        pair.archive.protocols.push_back(protocol);

        kie::EnvironmentRecord environment;
        environment.digest = digest(side == 0 ? '3' : '4');
        environment.product = QStringLiteral("NVIDIA B200");
        environment.libraries = {{QStringLiteral("evaluation_stack"), QStringLiteral("v1.1")},
                                 {QStringLiteral("cuda"), QStringLiteral("12.4")}};
        pair.archive.environments.push_back(environment);

        kie::RunRecord run;
        run.protocolDigest = protocol.digest.toString();
        run.environmentDigest = environment.digest.toString();
        run.workloadDigest = digest('5');
        pair.archive.runs.push_back(run);
    }
    pair.index();
    return pair;
}

} // namespace

class TestComparability : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data()
    {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<Verdict>("verdict");
        QTest::addColumn<QString>("summary");

        QTest::newRow("equal objects") << Edit([](Pair &) {}) << Verdict::Comparable << QStringLiteral("comparable");
        QTest::newRow("one protocol, one environment, neither in the file") << Edit([](Pair &p) {
            p.archive.protocols.clear();
            p.archive.environments.clear();
            p.b().protocolDigest = p.a().protocolDigest;
            p.b().environmentDigest = p.a().environmentDigest;
            p.index();
        }) << Verdict::Comparable << QStringLiteral("comparable");
        QTest::newRow("family") << Edit([](Pair &p) { p.protocolB().comparabilityFamily = QStringLiteral("flashinfer"); })
                                << Verdict::NotComparable
                                << QStringLiteral("not comparable: comparability family differs (sol_execbench_leaderboard vs flashinfer)");
        QTest::newRow("harness name") << Edit([](Pair &p) { p.protocolB().harnessName = QStringLiteral("FlashInfer-Bench"); })
                                      << Verdict::NotComparable
                                      << QStringLiteral("not comparable: harness differs (SOL-ExecBench evaluation stack vs FlashInfer-Bench)");
        QTest::newRow("harness version") << Edit([](Pair &p) { p.protocolB().harnessVersion = QStringLiteral("v1.2"); })
                                         << Verdict::NotComparable
                                         << QStringLiteral("not comparable: harness version differs (v1.1 vs v1.2)");
        QTest::newRow("timer") << Edit([](Pair &p) { p.protocolB().timer = QStringLiteral("wall_clock"); })
                               << Verdict::NotComparable
                               << QStringLiteral("not comparable: timer differs (harness_reported vs wall_clock)");
        QTest::newRow("statistic of the protocol") << Edit([](Pair &p) { p.protocolB().primaryStatistic = QStringLiteral("median"); })
                                                   << Verdict::NotComparable
                                                   << QStringLiteral("not comparable: primary statistic differs (mean vs median)");
        QTest::newRow("statistic of the run wins") << Edit([](Pair &p) { p.b().primaryStatistic = QStringLiteral("min"); })
                                                   << Verdict::NotComparable
                                                   << QStringLiteral("not comparable: primary statistic differs (mean vs min)");
        QTest::newRow("GPU") << Edit([](Pair &p) { p.environmentB().product = QStringLiteral("NVIDIA H100"); })
                             << Verdict::NotComparable << QStringLiteral("not comparable: GPU differs (NVIDIA B200 vs NVIDIA H100)");
        QTest::newRow("workload digest") << Edit([](Pair &p) { p.b().workloadDigest = digest('6'); }) << Verdict::NotComparable
                                         << QStringLiteral("not comparable: workload digest differs (%1 vs %2)").arg(digest('5'), digest('6'));
        QTest::newRow("libraries only") << Edit([](Pair &p) {
            p.environmentB().libraries[QStringLiteral("cuda")] = QStringLiteral("12.6");
            p.environmentB().libraries[QStringLiteral("triton")] = QStringLiteral("3.1");
            p.environmentB().libraries.remove(QStringLiteral("evaluation_stack"));
        }) << Verdict::ComparableWithCaveats
           << QStringLiteral("comparable with caveats: library cuda differs (12.4 vs 12.6); "
                             "library evaluation_stack differs (v1.1 vs none); library triton differs (none vs 3.1)");
        QTest::newRow("declared ≠ computed") << Edit([](Pair &p) {
            p.b().protocolDigest = digest('9'); // names a protocol the file does not have...
            p.b().bundle.protocol = 1; // ...while its bundle carries another one
        }) << Verdict::NotComparable
           << QStringLiteral("not comparable: protocol reference of B is declared ≠ computed; "
                             "protocol declared ≠ computed (B): comparability family not checked; "
                             "protocol declared ≠ computed (B): harness not checked; "
                             "protocol declared ≠ computed (B): harness version not checked; "
                             "protocol declared ≠ computed (B): timer not checked");
        QTest::newRow("protocols not in archive") << Edit([](Pair &p) {
            p.archive.protocols.clear();
            p.index();
        }) << Verdict::ComparableWithCaveats
           << QStringLiteral("comparable with caveats: protocol not in archive (A, B): comparability family not checked; "
                             "protocol not in archive (A, B): harness not checked; "
                             "protocol not in archive (A, B): harness version not checked; "
                             "protocol not in archive (A, B): timer not checked");
        QTest::newRow("timer not recorded") << Edit([](Pair &p) { p.protocolB().timer.clear(); }) << Verdict::ComparableWithCaveats
                                            << QStringLiteral("comparable with caveats: protocol records none (B): timer not checked");
        QTest::newRow("environment not declared") << Edit([](Pair &p) { p.b().environmentDigest.clear(); })
                                                  << Verdict::ComparableWithCaveats
                                                  << QStringLiteral("comparable with caveats: environment not declared (B): GPU not checked; "
                                                                    "environment not declared (B): library versions not checked");
        QTest::newRow("workload not declared") << Edit([](Pair &p) { p.a().workloadDigest.clear(); })
                                               << Verdict::ComparableWithCaveats
                                               << QStringLiteral("comparable with caveats: workload not declared (A): workload digest not checked");
        QTest::newRow("bars before caveats") << Edit([](Pair &p) {
            p.environmentB().libraries[QStringLiteral("cuda")] = QStringLiteral("12.6");
            p.environmentB().product = QStringLiteral("NVIDIA H100");
            p.protocolB().timer = QStringLiteral("wall_clock");
        }) << Verdict::NotComparable
           << QStringLiteral("not comparable: timer differs (harness_reported vs wall_clock); "
                             "GPU differs (NVIDIA B200 vs NVIDIA H100); library cuda differs (12.4 vs 12.6)");
    }

    void rules()
    {
        QFETCH(Edit, edit);
        QFETCH(Verdict, verdict);
        QFETCH(QString, summary);
        Pair pair = basePair();
        edit(pair);
        const kie::Comparability result = kie::compareRuns(pair.archive, 0, 1);
        QCOMPARE(result.summaryWord(), summary);
        QCOMPARE(result.verdict, verdict);
        // Without a translation loaded the interface text is the word form.
        QCOMPARE(result.summaryText(), summary);
    }

    void reasonFields()
    {
        Pair pair = basePair();
        pair.protocolB().timer = QStringLiteral("wall_clock");
        const kie::Comparability result = kie::compareRuns(pair.archive, 0, 1);
        QCOMPARE(result.reasons.size(), size_t(1));
        const kie::ComparabilityReason &reason = result.reasons.front();
        QCOMPARE(reason.kind, kie::ReasonKind::Timer);
        QCOMPARE(reason.severity, kie::ReasonSeverity::Blocking);
        QCOMPARE(reason.field, QStringLiteral("protocol.measurement.timer"));
        QCOMPARE(reason.valueA, QStringLiteral("harness_reported"));
        QCOMPARE(reason.valueB, QStringLiteral("wall_clock"));
        QCOMPARE(QString::fromLatin1(kie::reasonKindWord(reason.kind)), QStringLiteral("timer"));

        // Swapped, the values swap too.
        const kie::Comparability swapped = kie::compareRuns(pair.archive, 1, 0);
        QCOMPARE(swapped.reasons.front().valueA, QStringLiteral("wall_clock"));
    }

    void sameRunAndBadIndexes()
    {
        Pair pair = basePair();
        pair.protocolB().timer = QStringLiteral("wall_clock");
        QCOMPARE(kie::compareRuns(pair.archive, 1, 1).verdict, Verdict::Comparable);
        QCOMPARE(kie::compareRuns(pair.archive, 0, 7).reasons.size(), size_t(0));
        QCOMPARE(kie::compareRuns(pair.archive, 0, 1).verdict, Verdict::NotComparable);
    }

    void groupDisagreement()
    {
        Pair pair = basePair();
        kie::ComparisonGroup group;
        group.ranked = {0, 1};
        pair.archive.ranking.groups.push_back(group);
        QVERIFY(!kie::groupDisagreement(pair.archive, 0).any());

        pair.protocolB().timer = QStringLiteral("wall_clock");
        pair.b().primaryStatistic = QStringLiteral("median");
        const kie::GroupDisagreement d = kie::groupDisagreement(pair.archive, 0);
        QCOMPARE(d.timers, (QStringList{QStringLiteral("harness_reported"), QStringLiteral("wall_clock")}));
        QCOMPARE(d.statistics, (QStringList{QStringLiteral("mean"), QStringLiteral("median")}));
        QCOMPARE(d.word(), QStringLiteral("Runs of this group disagree on timer (harness_reported, wall_clock) and "
                                          "primary statistic (mean, median)"));
        QVERIFY(!kie::groupDisagreement(pair.archive, 3).any());
    }

    // The ranking plot asks on the GUI thread: a million runs of one protocol must stay cheap.
    void groupDisagreementOfAMillionRuns()
    {
        Pair pair = basePair();
        kie::ComparisonGroup group;
        const kie::RunRecord run = pair.a();
        pair.archive.runs.assign(1000000, run);
        pair.b().protocolDigest = pair.archive.protocols[1].digest.toString(); // one run differs, in the middle of nowhere
        pair.archive.protocols[1].timer = QStringLiteral("wall_clock");
        group.ranked.resize(pair.archive.runs.size());
        for (size_t i = 0; i < group.ranked.size(); ++i)
            group.ranked[i] = int(i);
        pair.archive.ranking.groups.push_back(group);
        QElapsedTimer timer;
        timer.start();
        const kie::GroupDisagreement d = kie::groupDisagreement(pair.archive, 0);
        const qint64 ms = timer.elapsed();
        qInfo() << "groupDisagreement of 1000000 runs:" << ms << "ms";
        QCOMPARE(d.timers.size(), 2);
        QVERIFY2(ms < 2000, qPrintable(QString::number(ms)));
    }
};

QTEST_GUILESS_MAIN(TestComparability)
#include "tst_comparability.moc"
