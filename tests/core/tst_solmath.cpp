// SPDX-License-Identifier: Apache-2.0
// The SOL calculator's math: S = 1 / (1 + (T_k − T_SOL) / (T_b − T_SOL)) and its inverse, which must
// round-trip; T_b ≤ T_SOL is refused with a message; a record without bounds says what it lacks.
#include "records.h"
#include "solmath.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

class TestSolMath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void score_data()
    {
        QTest::addColumn<double>("kernel");
        QTest::addColumn<double>("sol");
        QTest::addColumn<double>("baseline");
        QTest::addColumn<double>("score");
        QTest::newRow("at the bound") << 100.0 << 100.0 << 300.0 << 1.0;
        QTest::newRow("at the baseline") << 300.0 << 100.0 << 300.0 << 0.5;
        QTest::newRow("halfway") << 200.0 << 100.0 << 300.0 << 2.0 / 3.0;
        QTest::newRow("slower than the baseline") << 500.0 << 100.0 << 300.0 << 1.0 / 3.0;
        QTest::newRow("below the bound, unclamped") << 50.0 << 100.0 << 300.0 << 1.0 / 0.75;
    }

    void score()
    {
        QFETCH(double, kernel);
        QFETCH(double, sol);
        QFETCH(double, baseline);
        QFETCH(double, score);
        const kie::SolResult result = kie::solScoreFromLatency(kernel, sol, baseline);
        QVERIFY(result);
        QVERIFY(std::fabs(*result.value - score) < 1e-12);
        QVERIFY(result.error.isEmpty());
    }

    void refusals_data()
    {
        QTest::addColumn<double>("sol");
        QTest::addColumn<double>("baseline");
        QTest::addColumn<double>("target");
        QTest::addColumn<QString>("message");
        const QString atBound = QStringLiteral("baseline T_b is not above the SOL bound T_SOL: the score is undefined");
        QTest::newRow("T_b = T_SOL") << 100.0 << 100.0 << 0.5 << atBound;
        QTest::newRow("T_b < T_SOL") << 200.0 << 100.0 << 0.5 << atBound;
        QTest::newRow("zero bound") << 0.0 << 100.0 << 0.5 << QStringLiteral("latencies must be positive numbers");
        QTest::newRow("NaN baseline") << 10.0 << std::nan("") << 0.5 << QStringLiteral("latencies must be positive numbers");
        QTest::newRow("score 0") << 10.0 << 100.0 << 0.0 << QStringLiteral("the target score must be above 0");
        QTest::newRow("score above 1") << 10.0 << 100.0 << 1.2
                                       << QStringLiteral("a score above 1 would need a latency below the SOL bound");
    }

    void refusals()
    {
        QFETCH(double, sol);
        QFETCH(double, baseline);
        QFETCH(double, target);
        QFETCH(QString, message);
        const kie::SolResult latency = kie::latencyForSolScore(target, sol, baseline);
        QVERIFY(!latency);
        QCOMPARE(latency.word, message);
        QCOMPARE(latency.error, message); // no translation loaded
        if (message.contains(QLatin1String("T_b"))) {
            const kie::SolResult score = kie::solScoreFromLatency(150.0, sol, baseline);
            QVERIFY(!score);
            QCOMPARE(score.word, message);
        }
    }

    // score → latency → score, and latency → score → latency, on random cases (fixed seed, 10 000 each).
    void roundTrip()
    {
        QRandomGenerator random(20261201);
        double worstScore = 0, worstLatency = 0;
        for (int i = 0; i < 10000; ++i) {
            const double sol = 1.0 + random.generateDouble() * 1e6; // 1 ns .. 1 ms
            const double baseline = sol * (1.0 + 1e-3 + random.generateDouble() * 50.0);
            const double score = 1e-3 + random.generateDouble() * (1.0 - 1e-3);
            const kie::SolResult latency = kie::latencyForSolScore(score, sol, baseline);
            QVERIFY(latency);
            QVERIFY(*latency.value >= sol);
            const kie::SolResult back = kie::solScoreFromLatency(*latency.value, sol, baseline);
            QVERIFY(back);
            worstScore = std::max(worstScore, std::fabs(*back.value - score) / score);

            const double kernel = sol * (1.0 + random.generateDouble() * 100.0);
            const kie::SolResult s = kie::solScoreFromLatency(kernel, sol, baseline);
            QVERIFY(s);
            const kie::SolResult k = kie::latencyForSolScore(*s.value, sol, baseline);
            QVERIFY(k);
            worstLatency = std::max(worstLatency, std::fabs(*k.value - kernel) / kernel);
        }
        QVERIFY2(worstScore < 1e-9, qPrintable(QString::number(worstScore)));
        QVERIFY2(worstLatency < 1e-9, qPrintable(QString::number(worstLatency)));
    }

    void caseScoreAsImported()
    {
        // Clamped to 1; T_b ≤ T_SOL decides by the baseline; missing inputs give nothing.
        QCOMPARE(kie::solScoreOfCase(50.0, 100.0, 300.0), std::optional<double>(1.0));
        QCOMPARE(kie::solScoreOfCase(300.0, 100.0, 300.0), std::optional<double>(0.5));
        QCOMPARE(kie::solScoreOfCase(90.0, 100.0, 100.0), std::optional<double>(1.0));
        QCOMPARE(kie::solScoreOfCase(110.0, 100.0, 100.0), std::optional<double>(0.0));
        QVERIFY(!kie::solScoreOfCase(std::nullopt, 100.0, 300.0));
    }

    void seedLacksBounds()
    {
        // The seed: a published sol_score and no cases.
        kie::RunRecord seed;
        const kie::SolInputs inputs = kie::solInputsOf(seed);
        QVERIFY(!inputs.ready());
        QCOMPARE(inputs.missingWords,
                 (QStringList{QStringLiteral("per-case results (spec.cases)"), QStringLiteral("per-case kernel latency (T_k)"),
                              QStringLiteral("per-case SOL bound (T_SOL)"), QStringLiteral("per-case baseline latency (T_b)")}));

        // Cases with latencies and reference times but no bound: only T_SOL is missing.
        kie::RunRecord flashinfer;
        kie::CaseRow row;
        row.latencyNs = 100;
        row.referenceLatencyNs = 300;
        flashinfer.cases = {row, row};
        QCOMPARE(kie::solInputsOf(flashinfer).missingWords, QStringList{QStringLiteral("per-case SOL bound (T_SOL)")});

        // A bound at or above every baseline: nothing to interpolate.
        row.solLatencyNs = 300;
        flashinfer.cases = {row};
        QCOMPARE(kie::solInputsOf(flashinfer).missingWords,
                 QStringList{QStringLiteral("a case whose baseline T_b is above its SOL bound T_SOL")});
    }

    void suiteTarget()
    {
        kie::RunRecord run;
        const double kernel[] = {400, 450, 500};
        const double sol[] = {150, 200, 250};
        const double baseline[] = {600, 700, 650};
        for (int i = 0; i < 3; ++i) {
            kie::CaseRow row;
            row.status = QStringLiteral("PASSED");
            row.latencyNs = kernel[i];
            row.solLatencyNs = sol[i];
            // The first case names its baseline; the others fall back to the reference time, as imported.
            (i == 0 ? row.baselineLatencyNs : row.referenceLatencyNs) = baseline[i];
            run.cases.push_back(row);
        }
        kie::CaseRow failed; // no latency: not usable, and says so per case
        failed.status = QStringLiteral("RUNTIME_ERROR");
        run.cases.push_back(failed);

        const kie::SolInputs inputs = kie::solInputsOf(run);
        QCOMPARE(inputs.usableCases, 3);
        QVERIFY(inputs.missing.isEmpty());
        const kie::SolTarget target = kie::solTargetFor(inputs, 0.8);
        QCOMPARE(target.perCase.size(), size_t(4));
        QVERIFY(!target.perCase[3]);
        double sum = 0, scores = 0;
        for (int i = 0; i < 3; ++i) {
            const double expected = sol[i] + (baseline[i] - sol[i]) * (1.0 / 0.8 - 1.0);
            QVERIFY(std::fabs(*target.perCase[size_t(i)].value - expected) < 1e-9);
            sum += expected;
            scores += 1.0 / (1.0 + (kernel[i] - sol[i]) / (baseline[i] - sol[i]));
        }
        QVERIFY(std::fabs(*target.meanLatencyNs - sum / 3) < 1e-9);
        QVERIFY(std::fabs(*target.currentMeanScore - scores / 3) < 1e-12);

        const kie::LatencyGap gap = kie::latencyGap(450, 300);
        QCOMPARE(gap.ns, 150.0);
        QCOMPARE(*gap.percent, 50.0);
        QVERIFY(!kie::latencyGap(1, 0).percent);
    }
};

QTEST_GUILESS_MAIN(TestSolMath)
#include "tst_solmath.moc"
