// SPDX-License-Identifier: Apache-2.0
// The scanner reading its way through windows of copied bytes (ScanOptions::read, as the reader
// scans a mapped file) finds exactly what it finds reading the bytes in place: every member and
// element span with its line and column, the same error at the same place, the same value after.
// Small windows make it move on every few blocks and look back behind them (a separator before a
// record longer than its lookback); a copy that fails part-way leaves the rest to the bytes.
#include "scanwindows.h"

#include <QTest>

#include <algorithm>

using namespace kie;
using kie::test::describe;
using kie::test::scanBytes;

namespace {

// A RunArchive of `items` records, the `large`-th of them with a string of `largeBytes` bytes,
// pretty-printed (lines and columns move), with whitespace around every separator.
QByteArray archive(int items, int large, int largeBytes)
{
    QByteArray out = "{\n  \"apiVersion\" : \"kernelindex.dev/v1alpha1\" ,\n  \"kind\": \"RunArchive\",\n  \"items\" :  [\n";
    for (int i = 0; i < items; ++i) {
        out += i ? "   ,\n    " : "    ";
        out += "{\"kind\": \"BenchmarkRun\", \"metadata\": {\"name\": \"run-" + QByteArray::number(i) + "\", \"note\": \"";
        out += i == large ? QByteArray(largeBytes, 'x') : QByteArray("a, b: [c] {d}");
        out += "\"}, \"spec\": {\"status\": \"passed\", \"cases\": [1, 2, [3, {\"e\": 4}]]}}";
    }
    out += "\n  ] ,\n  \"attestations\": [ {\"kind\": \"Attestation\"} ]\n}\n  ";
    return out;
}

} // namespace

class TestJsonScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void windowsFindWhatTheBytesHold_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<qint64>("window");
        QTest::addColumn<int>("failAfter");
        const QByteArray plain = archive(200, -1, 0); // about 24 KB
        const QByteArray longRecord = archive(60, 30, 20000); // 20 KB in one record
        QTest::newRow("many windows") << plain << qint64(4096) << -1;
        QTest::newRow("one window") << plain << (qint64(1) << 20) << -1;
        QTest::newRow("a record longer than the lookback") << longRecord << qint64(4096) << -1;
        QTest::newRow("a record longer than the window") << archive(10, 5, 70000) << qint64(8192) << -1;
        QTest::newRow("cut inside a record") << plain.left(plain.size() * 2 / 3) << qint64(4096) << -1;
        QTest::newRow("cut inside a string") << longRecord.left(longRecord.indexOf("xxxx") + 100) << qint64(4096) << -1;
        QTest::newRow("a stray bracket") << QByteArray(plain).replace(15000, 1, "]") << qint64(4096) << -1;
        QTest::newRow("bytes after the value") << plain + "{\"more\": 1}" << qint64(4096) << -1;
        QTest::newRow("the copy fails part-way") << plain << qint64(4096) << 3;
        QTest::newRow("the copy fails at once") << plain << qint64(4096) << 0;
    }
    void windowsFindWhatTheBytesHold()
    {
        QFETCH(QByteArray, data);
        QFETCH(qint64, window);
        QFETCH(int, failAfter);
        const test::ScannedBytes inPlace = scanBytes(data, 0);
        const test::ScannedBytes copied = scanBytes(data, window, failAfter);
        QVERIFY(inPlace.result.members.size() >= 1);
        if (!test::sameScans(copied, inPlace))
            QCOMPARE(describe(copied), describe(inPlace)); // says where they differ
        QVERIFY(test::sameScans(copied, inPlace));
        QCOMPARE(copied.readsOutside, 0);
        // The copies were read from, as far as they could be.
        const int expectedReads = failAfter >= 0 ? failAfter : int((data.size() + window - 1) / window);
        QVERIFY2(copied.reads >= std::min(expectedReads, 1) && (failAfter < 0 || copied.reads == failAfter),
                 qPrintable(QStringLiteral("%1 reads").arg(copied.reads)));
        if (failAfter < 0 && !inPlace.result.error)
            QVERIFY(copied.reads >= expectedReads);
    }

    // ScanOptions::keep is asked before the members or a stored member's elements grow, with the
    // bytes the larger list takes; a "no" stops the scan at once (the reader's memory budget), and
    // a streamed element's "no" does too.
    void keepIsAskedBeforeTheListsGrow_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<qint64>("allowed"); // bytes keep() grants in all
        QTest::addColumn<bool>("cancelled");
        QTest::addColumn<int>("members"); // kept when the scan stops
        QByteArray members = "{";
        for (int i = 0; i < 1000; ++i)
            members += (i ? ",\"m" : "\"m") + QByteArray::number(i) + "\":0";
        members += "}";
        QByteArray stored = R"({"attestations":[)";
        for (int i = 0; i < 1000; ++i)
            stored += i ? ",0" : "0";
        stored += "]}";
        const qint64 member = qint64(sizeof(ScanMember));
        QTest::newRow("members, enough") << members << qint64(1) << false << 1000; // (allowed 1: unlimited below)
        QTest::newRow("members, 64 of them") << members << 127 * member << true << 64;
        QTest::newRow("stored elements, 16 of them") << stored << member + 31 * qint64(sizeof(ScanSpan)) << true << 1;
    }

    void keepIsAskedBeforeTheListsGrow()
    {
        QFETCH(QByteArray, data);
        QFETCH(qint64, allowed);
        QFETCH(bool, cancelled);
        QFETCH(int, members);
        qint64 asked = 0;
        ScanOptions options;
        options.collect = [](QByteArrayView key, const std::vector<ScanMember> &) {
            return key == "attestations" ? ScanOptions::Collect::Store : ScanOptions::Collect::No;
        };
        if (allowed > 1)
            options.keep = [&](qint64 bytes) { return (asked += bytes) <= allowed; };
        const ScanResult scan = scanJson(data.constData(), 0, data.size(), 1, 1, options);
        QCOMPARE(scan.cancelled, cancelled);
        QCOMPARE(int(scan.members.size()), members);
        QVERIFY(!scan.error);
        if (cancelled) // every list it kept was granted
            QVERIFY(asked > allowed);
        if (data.startsWith(R"({"attestations")"))
            QCOMPARE(int(scan.members.front().elements.size()), cancelled ? 16 : 1000);
    }

    void streamedElementStopsTheScan()
    {
        const QByteArray data = R"({"kind":"RunArchive","items":[1,2,3,4,5,6],"after":0})";
        ScanOptions options;
        options.collect = [](QByteArrayView key, const std::vector<ScanMember> &) {
            return key == "items" ? ScanOptions::Collect::Stream : ScanOptions::Collect::No;
        };
        int seen = 0;
        options.onElement = [&seen](const ScanSpan &) { return ++seen < 3; };
        const ScanResult scan = scanJson(data.constData(), 0, data.size(), 1, 1, options);
        QVERIFY(scan.cancelled);
        QCOMPARE(seen, 3);
        QCOMPARE(int(scan.members.size()), 2); // "after" never reached
    }
};

QTEST_GUILESS_MAIN(TestJsonScan)
#include "tst_jsonscan.moc"
