// SPDX-License-Identifier: Apache-2.0
// A record's members as the reader finds them (recordextract_fields.cpp): the first of two members
// with one name, as simdjson's at_key() and the strict parser's path agree on; members of objects
// larger than what the reader indexes; sourceNative.metrics' five known numbers and every other value,
// each of the type it was read as, a later member replacing an earlier one (records.h SourceMetrics).
#include "archivereader.h"

#include <QTest>

using namespace kie;

namespace {

// One run whose spec is `specMembers` (JSON members without the braces) and `metrics`, read alone.
std::shared_ptr<Archive> readRun(const QByteArray &specMembers, const QByteArray &metrics = "{}")
{
    const QByteArray bytes = R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"BenchmarkRun","metadata":{"name":"r"},"spec":{)"
                             + specMembers + R"(,"sourceNative":{"source":"s","metrics":)" + metrics + "}}}";
    return readArchiveData(bytes, QStringLiteral("run.json")).archive;
}

// `count` members named x0, x1, ... before the others.
QByteArray fillers(int count)
{
    QByteArray members;
    for (int i = 0; i < count; ++i)
        members += "\"x" + QByteArray::number(i) + "\":" + QByteArray::number(i) + ",";
    return members;
}

} // namespace

class TestRecordFields : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void firstOfEachName_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QString>("status");
        QTest::addColumn<double>("mean");
        QTest::newRow("one of each") << QByteArray(R"("status":"failed","timing":{"latencyNs":{"mean":5}})") << "failed" << 5.0;
        QTest::newRow("two statuses") << QByteArray(R"("status":"failed","status":"passed","timing":{"latencyNs":{"mean":5}})")
                                      << "failed" << 5.0;
        QTest::newRow("two means") << QByteArray(R"("status":"error","timing":{"latencyNs":{"mean":7,"median":3,"mean":5}})")
                                   << "error" << 7.0;
        QTest::newRow("two timings") << QByteArray(R"("timing":{"latencyNs":{"mean":9}},"status":"passed","timing":{"latencyNs":{"mean":5}})")
                                     << "passed" << 9.0;
        // The reader indexes up to 16 members of an object; beyond, it looks each one up in the object.
        for (const int before : {14, 15, 16, 17, 40}) {
            QTest::addRow("status after %d members", before)
                << (fillers(before) + R"("status":"failed","status":"passed","timing":{"latencyNs":{"mean":5}})") << "failed" << 5.0;
            QTest::addRow("mean after %d members", before)
                << (R"("status":"passed","timing":{"latencyNs":{)" + fillers(before) + R"("mean":4,"mean":6}})") << "passed" << 4.0;
        }
    }
    void firstOfEachName()
    {
        QFETCH(QByteArray, spec);
        QFETCH(QString, status);
        QFETCH(double, mean);
        const std::shared_ptr<Archive> archive = readRun(spec);
        QVERIFY(archive);
        QCOMPARE(archive->runs.size(), size_t(1));
        const RunRecord &run = archive->runs.front();
        QCOMPARE(run.statusText.text(), status);
        QCOMPARE(run.latencyNs.mean, std::optional<double>(mean));
    }

    void absentMembers()
    {
        for (const int before : {0, 16, 17}) {
            const std::shared_ptr<Archive> archive = readRun(fillers(before) + R"("status":"passed")");
            QVERIFY(archive);
            const RunRecord &run = archive->runs.front();
            QVERIFY(!run.latencyNs.mean);
            QVERIFY(run.observedAt.isEmpty());
            QVERIFY(run.implementationDigest.isEmpty());
            QVERIFY(!run.correctness);
        }
    }

    void metrics_data()
    {
        QTest::addColumn<QByteArray>("metrics");
        QTest::addColumn<QVariantMap>("expected");
        const QString sol = QStringLiteral("sol_score"), count = QStringLiteral("fast_1_count");
        QTest::newRow("known numbers") << QByteArray(R"({"sol_score":0.5,"fast_1_count":3,"fast_1_total":-4,"latency_ms":2.0,"avg_speedup":1e2})")
                                       << QVariantMap{{sol, 0.5},
                                                      {count, qlonglong(3)},
                                                      {QStringLiteral("fast_1_total"), qlonglong(-4)},
                                                      {QStringLiteral("latency_ms"), 2.0},
                                                      {QStringLiteral("avg_speedup"), 100.0}};
        QTest::newRow("an integer past 2^53") << QByteArray(R"({"fast_1_count":9007199254740993})")
                                              << QVariantMap{{count, qlonglong(9007199254740993)}};
        QTest::newRow("2^53 itself") << QByteArray(R"({"fast_1_count":-9007199254740992})")
                                     << QVariantMap{{count, qlonglong(-9007199254740992)}};
        QTest::newRow("past int64") << QByteArray(R"({"fast_1_count":18446744073709551615})")
                                    << QVariantMap{{count, qulonglong(18446744073709551615u)}};
        QTest::newRow("a string") << QByteArray(R"({"sol_score":"high"})") << QVariantMap{{sol, QStringLiteral("high")}};
        QTest::newRow("a number, then a string") << QByteArray(R"({"sol_score":0.5,"sol_score":"high"})")
                                                 << QVariantMap{{sol, QStringLiteral("high")}};
        QTest::newRow("a string, then a number") << QByteArray(R"({"sol_score":"high","sol_score":0.5})") << QVariantMap{{sol, 0.5}};
        QTest::newRow("a double, then an integer") << QByteArray(R"({"fast_1_count":2.5,"fast_1_count":3})")
                                                   << QVariantMap{{count, qlonglong(3)}};
        QTest::newRow("an integer, then a double") << QByteArray(R"({"fast_1_count":3,"fast_1_count":2.5})") << QVariantMap{{count, 2.5}};
        QTest::newRow("a name like a known one") << QByteArray(R"({"sol_scor":1,"sol_score_":2,"Sol_score":3})")
                                                 << QVariantMap{{QStringLiteral("sol_scor"), qlonglong(1)},
                                                                {QStringLiteral("sol_score_"), qlonglong(2)},
                                                                {QStringLiteral("Sol_score"), qlonglong(3)}};
        QTest::newRow("other values") << QByteArray(R"({"note":"n","flag":true,"nested":{"a":1},"sol_score":null})")
                                      << QVariantMap{{QStringLiteral("note"), QStringLiteral("n")},
                                                     {QStringLiteral("flag"), true},
                                                     {QStringLiteral("nested"), QVariantMap{{QStringLiteral("a"), qlonglong(1)}}},
                                                     {sol, QVariant()}};
    }
    void metrics()
    {
        QFETCH(QByteArray, metrics);
        QFETCH(QVariantMap, expected);
        const std::shared_ptr<Archive> archive = readRun(R"("status":"passed")", metrics);
        QVERIFY(archive);
        QCOMPARE(archive->runs.size(), size_t(1));
        QVERIFY(archive->runs.front().sourceNative);
        const SourceMetrics &metricsRead = archive->runs.front().sourceNative->metrics;
        QCOMPARE(metricsRead.size(), expected.size()); // a key replaced is not kept twice
        const QVariantMap read = metricsRead.toMap();
        QCOMPARE(read.keys(), expected.keys());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            QCOMPARE(read.value(it.key()).typeId(), it.value().typeId());
            QCOMPARE(read.value(it.key()), it.value());
        }
    }
};

QTEST_GUILESS_MAIN(TestRecordFields)
#include "tst_recordfields.moc"
