// SPDX-License-Identifier: Apache-2.0
// The scanner reading its way through windows of copied bytes (ScanOptions::read, as the reader
// scans a mapped file) finds exactly what it finds reading the bytes in place: every member and
// element span with its line and column, the same error at the same place, the same value after.
// Small windows make it move on every few blocks and look back behind them (a separator before a
// record longer than its lookback); a copy that fails part-way leaves the rest to the bytes.
#include "jsonscan.h"

#include <QTest>

#include <algorithm>
#include <cstring>
#include <vector>

using namespace kie;

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

struct Scanned
{
    ScanResult result;
    std::vector<ScanSpan> streamed;
    int reads = 0;
};

// `window` 0 reads the bytes in place; `failAfter` >= 0 makes the copy fail from that read on.
Scanned scan(const QByteArray &data, qint64 window, int failAfter = -1)
{
    Scanned out;
    ScanOptions options;
    options.collect = [](QByteArrayView key, const std::vector<ScanMember> &) {
        return key == "items" ? ScanOptions::Collect::Stream : key == "attestations" ? ScanOptions::Collect::Store : ScanOptions::Collect::No;
    };
    options.onElement = [&out](const ScanSpan &element) { out.streamed.push_back(element); };
    if (window > 0) {
        options.windowBytes = window;
        options.read = [&data, &out, failAfter](qint64 offset, char *to, qint64 size) {
            if (failAfter >= 0 && out.reads >= failAfter)
                return false;
            ++out.reads;
            if (offset < 0 || size < 0 || offset + size > data.size())
                return false;
            std::memcpy(to, data.constData() + offset, size_t(size));
            return true;
        };
    }
    out.result = scanJson(data.constData(), 0, data.size(), 1, 1, options);
    return out;
}

QString describe(const ScanSpan &span)
{
    return QStringLiteral("[%1,%2) %3:%4").arg(span.begin).arg(span.end).arg(span.line).arg(span.column);
}

// Everything a scan found, as lines of text: a difference shows where it is.
QStringList describe(const Scanned &scanned)
{
    const ScanResult &r = scanned.result;
    QStringList lines{QStringLiteral("value %1 next %2").arg(describe(r.value)).arg(r.nextValue)};
    if (r.error)
        lines << QStringLiteral("error %1 %2:%3 %4").arg(r.error->offset).arg(r.error->line).arg(r.error->column).arg(r.error->message);
    for (const ScanMember &member : r.members) {
        lines << QStringLiteral("member %1 = %2, %3 elements%4")
                     .arg(describe(member.key), describe(member.value))
                     .arg(member.elementCount)
                     .arg(member.unfinished ? QStringLiteral(", unfinished ") + describe(*member.unfinished) : QString());
        for (const ScanSpan &element : member.elements)
            lines << QStringLiteral("  element ") + describe(element);
    }
    for (const ScanSpan &element : scanned.streamed)
        lines << QStringLiteral("streamed ") + describe(element);
    return lines;
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
        const Scanned inPlace = scan(data, 0);
        const Scanned copied = scan(data, window, failAfter);
        QVERIFY(inPlace.result.members.size() >= 1);
        QCOMPARE(describe(copied), describe(inPlace));
        // The copies were read from, as far as they could be.
        const int expectedReads = failAfter >= 0 ? failAfter : int((data.size() + window - 1) / window);
        QVERIFY2(copied.reads >= std::min(expectedReads, 1) && (failAfter < 0 || copied.reads == failAfter),
                 qPrintable(QStringLiteral("%1 reads").arg(copied.reads)));
        if (failAfter < 0 && !inPlace.result.error)
            QVERIFY(copied.reads >= expectedReads);
    }
};

QTEST_GUILESS_MAIN(TestJsonScan)
#include "tst_jsonscan.moc"
