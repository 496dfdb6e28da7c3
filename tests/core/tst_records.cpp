// SPDX-License-Identifier: Apache-2.0
#include "records.h"

#include <QTest>

class TestRecords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kindNamesRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("known");
        QTest::newRow("run") << QStringLiteral("BenchmarkRun") << true;
        QTest::newRow("protocol") << QStringLiteral("BenchmarkProtocol") << true;
        QTest::newRow("environment") << QStringLiteral("ExecutionEnvironment") << true;
        QTest::newRow("workload") << QStringLiteral("BenchmarkWorkload") << true;
        QTest::newRow("implementation") << QStringLiteral("Implementation") << true;
        QTest::newRow("attestation") << QStringLiteral("Attestation") << true;
        QTest::newRow("unknown") << QStringLiteral("Widget") << false;
    }
    void kindNamesRoundTrip()
    {
        QFETCH(QString, name);
        QFETCH(bool, known);
        const kie::ObjectKind kind = kie::kindFromName(name);
        QCOMPARE(kind != kie::ObjectKind::Unknown, known);
        if (known)
            QCOMPARE(kie::kindName(kind), name);
    }
    void primaryStatisticDefaultsToMean()
    {
        kie::RunRecord run;
        run.latencyNs.mean = 485961;
        run.latencyNs.median = 400000;
        QCOMPARE(run.primaryLatencyNs().value(), 485961.0);
        run.primaryStatistic = QStringLiteral("median");
        QCOMPARE(run.primaryLatencyNs().value(), 400000.0);
        run.primaryStatistic = QStringLiteral("p99");
        QVERIFY(!run.primaryLatencyNs().has_value());
    }
};

QTEST_GUILESS_MAIN(TestRecords)
#include "tst_records.moc"
