// SPDX-License-Identifier: Apache-2.0
#include "archive.h"
#include "archiveloader.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kie;

namespace {

const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");

// A RunArchive big enough (about 60 MB) that reading it takes a while.
QString writeBigArchive(const QTemporaryDir &dir, int runs)
{
    const QString path = dir.filePath(QStringLiteral("big.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"items\":[\n");
    for (int i = 0; i < runs; ++i) {
        file.write(QStringLiteral("%1{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"run-%2\","
                                  "\"title\":\"A run with a reasonably long title, number %2\"},\"spec\":{\"status\":\"passed\","
                                  "\"timing\":{\"latencyNs\":{\"mean\":%3},\"primaryStatistic\":\"mean\"},\"sourceNative\":{\"metrics\":"
                                  "{\"sol_score\":0.5,\"avg_speedup\":1.25}},\"protocolDigest\":\"sha256:%4\"}}\n")
                       .arg(i ? QStringLiteral(",") : QString())
                       .arg(i)
                       .arg(1000 + i % 977)
                       .arg(i % 7, 64, 10, QLatin1Char('0'))
                       .toUtf8());
    }
    file.write("]}\n");
    return path;
}

} // namespace

class TestArchiveLoader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void loadsInTheBackground()
    {
        ArchiveLoader loader;
        QSignalSpy loaded(&loader, &ArchiveLoader::loaded);
        QSignalSpy progress(&loader, &ArchiveLoader::progressChanged);
        QSignalSpy messages(&loader, &ArchiveLoader::progressMessage);
        QSignalSpy failed(&loader, &ArchiveLoader::failed);
        loader.loadFile(kSeed);
        QVERIFY(loader.isLoading());
        QTRY_COMPARE(loaded.count(), 1);
        QVERIFY(!loader.isLoading());
        QCOMPARE(failed.count(), 0);
        const auto archive = loaded.front().front().value<std::shared_ptr<const Archive>>();
        QVERIFY(archive);
        QCOMPARE(archive->runs.size(), size_t(1));
        QCOMPARE(archive->runs.front().digest, QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc"));

        QVERIFY(!messages.isEmpty());
        QVERIFY(!progress.isEmpty());
        int last = -1;
        for (const QList<QVariant> &signal : progress) {
            const int value = signal.front().toInt();
            QVERIFY(value >= 0 && value <= 1000);
            QVERIFY2(value >= last, "progress went backwards");
            last = value;
        }
        QCOMPARE(last, 1000);
    }

    void loadsData()
    {
        QFile seed(kSeed);
        QVERIFY(seed.open(QIODevice::ReadOnly));
        ArchiveLoader loader;
        QSignalSpy loaded(&loader, &ArchiveLoader::loaded);
        loader.loadData(seed.readAll(), QStringLiteral("seed from memory"));
        QTRY_COMPARE(loaded.count(), 1);
        QCOMPARE(loaded.front().front().value<std::shared_ptr<const Archive>>()->path, QStringLiteral("seed from memory"));
    }

    void reportsFailure()
    {
        ArchiveLoader loader;
        QSignalSpy loaded(&loader, &ArchiveLoader::loaded);
        QSignalSpy failed(&loader, &ArchiveLoader::failed);
        loader.loadFile(QStringLiteral("/nonexistent/archive.json"));
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(failed.front().front().toString().contains(QLatin1String("No such file or directory")));
        QCOMPARE(loaded.count(), 0);
    }

    void cancelsABigLoad()
    {
        QTemporaryDir dir;
        const QString path = writeBigArchive(dir, 200000);
        QVERIFY(!path.isEmpty());
        ArchiveLoader loader;
        QSignalSpy loaded(&loader, &ArchiveLoader::loaded);
        QSignalSpy cancelled(&loader, &ArchiveLoader::cancelled);
        QSignalSpy progress(&loader, &ArchiveLoader::progressChanged);
        // Cancel as soon as the reader reports it has started reading records.
        connect(&loader, &ArchiveLoader::progressChanged, &loader, [&loader](int permille) {
            if (permille > 0)
                loader.cancel();
        });
        loader.loadFile(path);
        QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, 30000);
        QCOMPARE(loaded.count(), 0);
        QVERIFY(!loader.isLoading());
        // It stopped early: the last progress is far from done.
        QVERIFY(!progress.isEmpty());
        QVERIFY2(progress.back().front().toInt() < 1000, qPrintable(QString::number(progress.back().front().toInt())));
    }

    void newerLoadDropsTheStaleOne()
    {
        QTemporaryDir dir;
        const QString big = writeBigArchive(dir, 50000);
        ArchiveLoader loader;
        QSignalSpy loaded(&loader, &ArchiveLoader::loaded);
        QSignalSpy cancelled(&loader, &ArchiveLoader::cancelled);
        loader.loadFile(big);
        loader.loadFile(kSeed);
        QTRY_COMPARE(loaded.count(), 1);
        QTRY_VERIFY(!loader.isLoading());
        QTest::qWait(300); // a late result of the stale load would arrive here
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(cancelled.count(), 0);
        QCOMPARE(loaded.front().front().value<std::shared_ptr<const Archive>>()->runs.size(), size_t(1));
    }

    void destroyingTheLoaderWhileLoadingIsSafe()
    {
        QTemporaryDir dir;
        const QString big = writeBigArchive(dir, 50000);
        auto loader = std::make_unique<ArchiveLoader>();
        loader->loadFile(big);
        loader.reset(); // waits for the cancelled worker
        QTest::qWait(50);
    }
};

QTEST_GUILESS_MAIN(TestArchiveLoader)
#include "tst_archiveloader.moc"
