// SPDX-License-Identifier: Apache-2.0
#include "archivereader.h"
#include "ranking.h"
#include "runfacts.h"
#include "comparisonmodel.h"
#include "runtablemodel.h"
#include "timestamps.h"
#include "synthetic_archive.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QScopeGuard>
#include <QTest>

#include <ctime>

using kie::ComparisonModel;

namespace {

// Two runs of one group: the seed-like run at 486.0 µs and a faster #1 on a newer stack.
std::shared_ptr<kie::Archive> twoRuns()
{
    auto archive = std::make_shared<kie::Archive>();
    kie::ProtocolRecord protocol;
    protocol.harnessName = QStringLiteral("SOL-ExecBench evaluation stack");
    protocol.harnessVersion = QStringLiteral("v1.1");
    protocol.timer = QStringLiteral("harness_reported");
    protocol.primaryStatistic = QStringLiteral("mean");
    protocol.comparabilityFamily = QStringLiteral("sol_execbench_leaderboard");
    protocol.digest = QStringLiteral("sha256:p1");
    archive->protocols.push_back(protocol);
    protocol.timer = QStringLiteral("cuda_events");
    protocol.digest = QStringLiteral("sha256:p2");
    archive->protocols.push_back(protocol);

    kie::EnvironmentRecord environment;
    environment.vendor = QStringLiteral("nvidia");
    environment.product = QStringLiteral("NVIDIA B200");
    environment.architecture = QStringLiteral("sm_100");
    environment.libraries = {{QStringLiteral("evaluation_stack"), QStringLiteral("v1.1")},
                             {QStringLiteral("cuda"), QStringLiteral("12.8")},
                             {QStringLiteral("cutlass"), QStringLiteral("3.9")}};
    environment.digest = QStringLiteral("sha256:e1");
    archive->environments.push_back(environment);
    environment.libraries = {{QStringLiteral("evaluation_stack"), QStringLiteral("v1.1")},
                             {QStringLiteral("cuda"), QStringLiteral("12.9")},
                             {QStringLiteral("triton"), QStringLiteral("3.3")}};
    environment.digest = QStringLiteral("sha256:e2");
    archive->environments.push_back(environment);
    for (int i = 0; i < 2; ++i) {
        archive->objectsByDigest.insert(archive->protocols[size_t(i)].digest, {kie::ObjectKind::BenchmarkProtocol, i});
        archive->objectsByDigest.insert(archive->environments[size_t(i)].digest, {kie::ObjectKind::ExecutionEnvironment, i});
    }

    kie::RunRecord run;
    run.meta.title = QStringLiteral("Gilded Quail \u00B7 003_gqa \u00B7 B200");
    run.status = kie::RunStatus::Passed;
    run.statusText = QStringLiteral("passed");
    run.latencyNs.mean = 485961;
    run.primaryStatistic = QStringLiteral("mean");
    run.observedAt = QStringLiteral("2026-07-20T10:18:21.410Z");
    run.evidenceLevel = QStringLiteral("source-native");
    run.protocolDigest = QStringLiteral("sha256:p1");
    run.environmentDigest = QStringLiteral("sha256:e1");
    run.editRareFields().comparisonKey = QStringLiteral("group");
    kie::SourceNative native;
    native.metrics = {{QStringLiteral("sol_score"), 0.554246},
                      {QStringLiteral("avg_speedup"), 1.2219},
                      {QStringLiteral("fast_1_count"), 15},
                      {QStringLiteral("fast_1_total"), 16}};
    run.sourceNative = std::make_shared<const kie::SourceNative>(native);
    archive->runs.push_back(run);

    run.meta.title = QStringLiteral("Swift Otter \u00B7 003_gqa \u00B7 B200");
    run.latencyNs.mean = 400000;
    run.observedAt = QStringLiteral("2026-07-17T08:00:00Z");
    run.evidenceLevel = QStringLiteral("source-native");
    run.protocolDigest = QStringLiteral("sha256:p2");
    run.environmentDigest = QStringLiteral("sha256:e2");
    native.metrics = {{QStringLiteral("sol_score"), 0.7},
                      {QStringLiteral("avg_speedup"), 1.5},
                      {QStringLiteral("fast_1_count"), 16},
                      {QStringLiteral("fast_1_total"), 16}};
    run.sourceNative = std::make_shared<const kie::SourceNative>(native);
    archive->runs.push_back(run);

    run.meta.title = QStringLiteral("Broken Newt \u00B7 003_gqa \u00B7 B200");
    run.status = kie::RunStatus::Failed;
    run.statusText = QStringLiteral("failed");
    run.sourceNative.reset();
    run.protocolDigest = QStringLiteral("sha256:not-here");
    run.environmentDigest.clear();
    archive->runs.push_back(run);

    archive->ranking = kie::rankArchive(*archive);
    return archive;
}

QString cell(const ComparisonModel &model, const QString &key, int column)
{
    const int row = model.rowOfField(key);
    return row < 0 ? QStringLiteral("<no row %1>").arg(key) : model.index(row, column).data().toString();
}

bool different(const ComparisonModel &model, const QString &key)
{
    return model.index(model.rowOfField(key), 0).data(ComparisonModel::DifferentRole).toBool();
}

} // namespace

class TestComparisonModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_archive = twoRuns();
        QCOMPARE(m_archive->ranking.groups.size(), size_t(1));
        QCOMPARE(m_archive->ranking.groups[0].best, 1);
    }

    void passesModelTester()
    {
        ComparisonModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(m_archive, 0);
        QVERIFY(model.rowCount() > 15);
        model.setRuns(m_archive, 2, 0);
        model.setRuns(m_archive, 1, 1);
        auto synthetic = kie::test::makeSyntheticArchive({.runs = 100});
        for (int run = 0; run < 100; run += 7)
            model.setRuns(synthetic, run);
        model.setRuns(nullptr, 0);
        QCOMPARE(model.rowCount(), 0);
    }

    void againstNumberOne_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("thisRun");
        QTest::addColumn<QString>("numberOne");
        QTest::addColumn<QString>("difference");
        QTest::addColumn<bool>("isDifferent");
        QTest::newRow("implementation") << "implementation" << "Gilded Quail" << "Swift Otter" << "differs" << true;
        QTest::newRow("status") << "status" << "passed" << "passed" << "" << false;
        QTest::newRow("latency: delta and percent") << "latency" << QString::fromUtf8("486.0 \xc2\xb5s")
                                                    << QString::fromUtf8("400.0 \xc2\xb5s")
                                                    << QString::fromUtf8("+85.96 \xc2\xb5s (+21.5 %)") << true;
        QTest::newRow("rank") << "rank" << "2" << "1" << "+1" << true;
        QTest::newRow("sol") << "sol" << "0.5542" << "0.7000" << "-0.1458" << true;
        QTest::newRow("speedup") << "speedup" << QString::fromUtf8("1.22\xc3\x97") << QString::fromUtf8("1.50\xc3\x97")
                                 << QString::fromUtf8("-0.28\xc3\x97") << true;
        QTest::newRow("cases faster") << "cases" << "15/16" << "16/16" << "-1" << true;
        QTest::newRow("evidence") << "evidence" << "source-native" << "source-native" << "" << false;
        QTest::newRow("observed") << "observed" << "2026-07-20T10:18:21.410Z" << "2026-07-17T08:00:00Z" << "3 days later" << true;
        QTest::newRow("harness") << "harness" << "SOL-ExecBench evaluation stack v1.1"
                                 << "SOL-ExecBench evaluation stack v1.1" << "" << false;
        QTest::newRow("timer") << "timer" << "harness_reported" << "cuda_events" << "differs" << true;
        QTest::newRow("primary statistic") << "primaryStatistic" << "mean" << "mean" << "" << false;
        QTest::newRow("comparability family") << "comparabilityFamily" << "sol_execbench_leaderboard"
                                              << "sol_execbench_leaderboard" << "" << false;
        QTest::newRow("gpu") << "product" << "NVIDIA B200" << "NVIDIA B200" << "" << false;
        QTest::newRow("architecture") << "architecture" << "sm_100" << "sm_100" << "" << false;
        QTest::newRow("library changed") << "library:cuda" << "12.8" << "12.9" << "changed" << true;
        QTest::newRow("library added") << "library:cutlass" << "3.9" << "not in stack" << "added" << true;
        QTest::newRow("library removed") << "library:triton" << "not in stack" << "3.3" << "removed" << true;
        QTest::newRow("library same") << "library:evaluation_stack" << "v1.1" << "v1.1" << "" << false;
    }
    void againstNumberOne()
    {
        QFETCH(QString, key);
        QFETCH(QString, thisRun);
        QFETCH(QString, numberOne);
        QFETCH(QString, difference);
        QFETCH(bool, isDifferent);
        ComparisonModel model;
        model.setRuns(m_archive, 0); // -1: the group's #1
        QCOMPARE(model.otherRunIndex(), 1);
        QCOMPARE(model.headerData(ComparisonModel::Other, Qt::Horizontal).toString(), QStringLiteral("#1"));
        QCOMPARE(cell(model, key, ComparisonModel::ThisRun), thisRun);
        QCOMPARE(cell(model, key, ComparisonModel::Other), numberOne);
        QCOMPARE(cell(model, key, ComparisonModel::Difference), difference);
        QCOMPARE(different(model, key), isDifferent);
    }

    // A trace's run has no observedAt, only its source's own time (kSourceTimestampAnnotation). The
    // run page says "2026-03-17 14:19:30 (source time, zone not recorded)"; Compare said "not
    // recorded" for the same run. Both now say it the run page's way (observedSourceTime).
    void observedFromTheSourceTime_data()
    {
        QTest::addColumn<QString>("observedAt");
        QTest::addColumn<QString>("sourceTime");
        QTest::addColumn<QString>("shown");
        QTest::newRow("source time only") << QString() << QStringLiteral("2026-03-17T14:19:30.613304")
                                          << QStringLiteral("2026-03-17 14:19:30 (source time, zone not recorded)");
        QTest::newRow("observedAt wins") << QStringLiteral("2026-07-20T10:18:21.410Z") << QStringLiteral("2026-03-17T14:19:30")
                                         << QStringLiteral("2026-07-20T10:18:21.410Z");
        QTest::newRow("neither") << QString() << QStringLiteral("  ") << QStringLiteral("not recorded");
    }
    void observedFromTheSourceTime()
    {
        QFETCH(QString, observedAt);
        QFETCH(QString, sourceTime);
        QFETCH(QString, shown);
        auto archive = std::make_shared<kie::Archive>(*m_archive);
        kie::RunRecord &run = archive->runs[0];
        run.observedAt = observedAt;
        run.meta.annotations.insert(QLatin1String(kie::kSourceTimestampAnnotation), sourceTime);
        ComparisonModel model;
        model.setRuns(archive, 0);
        QCOMPARE(cell(model, QStringLiteral("observed"), ComparisonModel::ThisRun), shown);
        const kie::RunFacts facts = kie::runFacts(*archive, 0);
        if (observedAt.isEmpty()) // the run page's words, the same
            QCOMPARE(facts.observed, shown);
    }

    // A stamp without an offset is one time for the run table (its Observed sort) and for Compare's
    // "days later": UTC (timestamps.h), whatever the viewer's zone. Compare once read it as local time:
    // in a zone five hours behind UTC, 23:30 and 03:30 the next day were then "same day".
    void observedDaysAreTheTablesUtcDays()
    {
        const QByteArray zone = qgetenv("TZ");
        const auto restore = qScopeGuard([zone] {
            zone.isNull() ? qunsetenv("TZ") : qputenv("TZ", zone);
            tzset();
        });
        qputenv("TZ", "EST5"); // UTC-5, no zone database needed
        tzset();
        auto archive = std::make_shared<kie::Archive>(*m_archive);
        archive->runs[0].observedAt = QStringLiteral("2026-03-02T03:30:00");
        archive->runs[1].observedAt = QStringLiteral("2026-03-01T23:30:00");
        ComparisonModel compare;
        compare.setRuns(archive, 0);
        QCOMPARE(compare.otherRunIndex(), 1);
        QCOMPARE(cell(compare, QStringLiteral("observed"), ComparisonModel::Difference), QStringLiteral("1 day later"));
        kie::RunTableModel table;
        table.setArchive(archive);
        const qint64 thisRun = table.index(0, kie::RunTableModel::Observed).data(kie::RunTableModel::SortRole).toLongLong();
        const qint64 numberOne = table.index(1, kie::RunTableModel::Observed).data(kie::RunTableModel::SortRole).toLongLong();
        QCOMPARE(thisRun - numberOne, qint64(4 * 3600 * 1000));
        QCOMPARE(kie::utcDayOf(thisRun) - kie::utcDayOf(numberOne), qint64(1));
    }

    void libraryRowsAreTheUnionInNameOrder()
    {
        ComparisonModel model;
        model.setRuns(m_archive, 0);
        QStringList libraries;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.index(row, 0).data(ComparisonModel::SectionRole).toInt() == int(ComparisonModel::Section::Software))
                libraries.append(model.index(row, ComparisonModel::Field).data().toString());
        }
        QCOMPARE(libraries, (QStringList{QStringLiteral("cuda"), QStringLiteral("cutlass"),
                                         QStringLiteral("evaluation_stack"), QStringLiteral("triton")}));
        QCOMPARE(model.index(model.rowOfField(QStringLiteral("library:triton")), 0).data(ComparisonModel::ChangeRole).toInt(),
                 int(ComparisonModel::Change::Removed));
    }

    void numberOneAgainstItselfHasNoDifferences()
    {
        ComparisonModel model;
        model.setRuns(m_archive, 1);
        QCOMPARE(model.otherRunIndex(), 1);
        QCOMPARE(model.differenceCount(), 0);
        for (int row = 0; row < model.rowCount(); ++row) {
            QVERIFY(!model.index(row, 0).data(ComparisonModel::DifferentRole).toBool());
            QCOMPARE(model.index(row, ComparisonModel::Difference).data().toString(), QString());
        }
    }

    void unrankedRunSaysWhatIsMissing()
    {
        ComparisonModel model;
        model.setRuns(m_archive, 2);
        QCOMPARE(cell(model, QStringLiteral("status"), ComparisonModel::ThisRun), QStringLiteral("failed"));
        QCOMPARE(cell(model, QStringLiteral("rank"), ComparisonModel::ThisRun), QStringLiteral("not ranked (status failed)"));
        QCOMPARE(cell(model, QStringLiteral("rank"), ComparisonModel::Difference), QStringLiteral("differs"));
        QCOMPARE(cell(model, QStringLiteral("sol"), ComparisonModel::ThisRun), QStringLiteral("not recorded"));
        QCOMPARE(cell(model, QStringLiteral("harness"), ComparisonModel::ThisRun), QStringLiteral("not in archive"));
        QCOMPARE(cell(model, QStringLiteral("product"), ComparisonModel::ThisRun), QStringLiteral("not recorded"));
        QCOMPARE(cell(model, QStringLiteral("library:cuda"), ComparisonModel::ThisRun), QStringLiteral("not in stack"));
        QCOMPARE(cell(model, QStringLiteral("library:cuda"), ComparisonModel::Difference), QStringLiteral("removed"));
        QVERIFY(different(model, QStringLiteral("harness")));
    }

    void groupWithoutNumberOne()
    {
        auto archive = std::make_shared<kie::Archive>();
        kie::RunRecord run;
        run.status = kie::RunStatus::Error;
        run.statusText = QStringLiteral("error");
        archive->runs.push_back(run);
        archive->ranking = kie::rankArchive(*archive);
        ComparisonModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(archive, 0);
        QCOMPARE(model.otherRunIndex(), -1);
        QVERIFY(model.rowCount() > 0);
        QCOMPARE(model.differenceCount(), 0);
        QCOMPARE(cell(model, QStringLiteral("status"), ComparisonModel::Other), QString());
    }

    void seedAgainstItself()
    {
        const kie::ReadResult result = kie::readArchiveFile(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        ComparisonModel model;
        model.setRuns(result.archive, 0);
        QCOMPARE(cell(model, QStringLiteral("latency"), ComparisonModel::ThisRun), QString::fromUtf8("486.0 \xc2\xb5s"));
        QCOMPARE(cell(model, QStringLiteral("harness"), ComparisonModel::ThisRun),
                 QStringLiteral("SOL-ExecBench evaluation stack v1.1"));
        QCOMPARE(cell(model, QStringLiteral("architecture"), ComparisonModel::ThisRun), QStringLiteral("sm_100"));
        QCOMPARE(cell(model, QStringLiteral("library:evaluation_stack"), ComparisonModel::ThisRun), QStringLiteral("v1.1"));
        QCOMPARE(model.differenceCount(), 0);
    }

private:
    std::shared_ptr<kie::Archive> m_archive;
};

QTEST_GUILESS_MAIN(TestComparisonModel)
#include "tst_comparisonmodel.moc"
