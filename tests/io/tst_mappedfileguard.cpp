// SPDX-License-Identifier: Apache-2.0
// A file shortened by another program while it is mapped (mappedfileguard.h): reading past its new
// end gives zeros instead of SIGBUS, the input says it changed, and the reader refuses the result.
#include "archivereader.h"
#include "inputbytes.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

#include <atomic>

using namespace kie;

namespace {

// A RunArchive of `runs` small runs.
bool writeArchive(const QString &path, int runs)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":[\n");
    for (int i = 0; i < runs; ++i) {
        file.write(QStringLiteral("%1{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"run-%2\"},"
                                  "\"spec\":{\"status\":\"passed\",\"timing\":{\"latencyNs\":{\"mean\":%3}}}}\n")
                       .arg(i ? QStringLiteral(",") : QString())
                       .arg(i)
                       .arg(1000 + i % 977)
                       .toUtf8());
    }
    file.write("]}\n");
    return true;
}

} // namespace

class TestMappedFileGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shortenedFileReadsAsZeros_data()
    {
        QTest::addColumn<qint64>("newSize");
        QTest::addColumn<bool>("shortened");
        QTest::newRow("emptied") << qint64(0) << true;
        QTest::newRow("cut after the first page") << qint64(5000) << true;
        QTest::newRow("left alone") << qint64(-1) << false;
    }
    void shortenedFileReadsAsZeros()
    {
        QFETCH(qint64, newSize);
        QFETCH(bool, shortened);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mapped.json"));
        QVERIFY(writeArchive(path, 400)); // about 50 KB
        QString error;
        const InputBytes input = openInputBytes(path, qint64(1) << 30, &error);
        QVERIFY2(input.buffer && input.mapped, qPrintable(error));
        const qint64 size = input.buffer->size();
        if (newSize >= 0)
            QCOMPARE(::truncate(QFile::encodeName(path).constData(), newSize), 0);
        // Every byte, as the scanner would read them: past the new end, zeros instead of SIGBUS.
        const char *bytes = input.buffer->constData();
        qint64 zeros = 0;
        for (qint64 i = 0; i < size; ++i)
            zeros += static_cast<const volatile char *>(bytes)[i] == 0;
        QCOMPARE(input.changedWhileMapped(), shortened);
        if (shortened)
            QVERIFY(zeros >= size - 8192); // all but the whole pages still inside the file
        else
            QCOMPARE(zeros, qint64(0));
    }

    void readerRefusesAFileShortenedWhileReading()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shortened.json"));
        QVERIFY(writeArchive(path, 200000)); // about 25 MB: the scan reports progress every 8 MB
        const QByteArray name = QFile::encodeName(path);
        std::atomic_int calls{0};
        ProgressReporter progress;
        // The first value comes before the file is mapped, the second when reading starts.
        progress.permille = [&](int) {
            if (++calls == 2)
                QCOMPARE(::truncate(name.constData(), 1 << 20), 0);
        };
        const ReadResult result = readArchiveFile(path, {}, progress);
        QVERIFY(!result.archive);
        QVERIFY2(result.fatalError.contains(QLatin1String("shortened")), qPrintable(result.fatalError));
    }

    // A SIGBUS that is not about a guarded file keeps its usual action (the process dies): checked
    // by hand only, a test cannot survive it.
};

QTEST_GUILESS_MAIN(TestMappedFileGuard)
#include "tst_mappedfileguard.moc"
