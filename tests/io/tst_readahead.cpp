// SPDX-License-Identifier: Apache-2.0
// Reading ahead (readahead.h): a read started before the window exists is taken over by whoever asks
// for the same file with the same options, and gives what a read of its own gives; another file,
// other options or a file changed since are not taken, and a read nobody takes is cancelled when its
// ReadAhead goes. No Qt threads here, so ThreadSanitizer checks it (packaging/tsan.sh); the opener's
// side is in tst_opener.
#include "archive.h"
#include "readahead.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace kie;

namespace {

const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");

// The window's options for one file: run digests deferred.
const ReadOptions kDeferredDigests{.computeRunDigests = false};

// A RunArchive of `runs` runs (about 280 bytes each) that names `marker` in its metadata.
QString writeArchive(const QString &path, int runs, const QString &marker = QStringLiteral("first"))
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write(QStringLiteral("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"metadata\":{\"name\":\"%1\"},\"items\":[\n")
                   .arg(marker)
                   .toUtf8());
    for (int i = 0; i < runs; ++i) {
        file.write(QStringLiteral("%1{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"run-%2\","
                                  "\"title\":\"Run number %2\"},\"spec\":{\"status\":\"%3\",\"timing\":{\"latencyNs\":{\"mean\":%4}},"
                                  "\"protocolDigest\":\"sha256:%5\"}}\n")
                       .arg(i ? QStringLiteral(",") : QString())
                       .arg(i)
                       .arg(i % 5 ? QStringLiteral("passed") : QStringLiteral("failed"))
                       .arg(1000 + i % 977)
                       .arg(i % 7, 64, 10, QLatin1Char('0'))
                       .toUtf8());
    }
    file.write("]}\n");
    return path;
}

// What a read gave, in facts two reads of one file must share (names, statuses, places, digests).
QStringList factsOf(const ReadResult &read)
{
    QStringList facts{read.fatalError, read.cancelled ? QStringLiteral("cancelled") : QString()};
    if (!read.archive)
        return facts;
    const Archive &archive = *read.archive;
    facts << QString::number(archive.runs.size()) << QString::number(archive.problems.size())
          << QString::number(archive.objectCount()) << QString::number(archive.ranking.groups.size())
          << QString::number(archive.runDigestsPending);
    for (const RunRecord &run : archive.runs)
        facts << run.meta.name << run.statusText << QString::number(run.source.offset) << QString(run.digest);
    for (const ProtocolRecord &protocol : archive.protocols)
        facts << QString(protocol.digest);
    for (const EnvironmentRecord &environment : archive.environments)
        facts << QString(environment.digest);
    for (const ImplementationRecord &implementation : archive.implementations)
        facts << QString(implementation.digest);
    for (const LoadProblem &problem : archive.problems)
        facts << problem.message;
    return facts;
}

} // namespace

class TestReadAhead : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_big; // 40k runs, about 11 MB: reading it takes long enough to cancel on the way

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QFile::exists(kSeed));
        m_big = writeArchive(m_dir.filePath(QStringLiteral("big.json")), 40000);
        QVERIFY(!m_big.isEmpty());
    }

    void takenOverGivesTheSameArchive_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("computeRunDigests");
        QTest::newRow("seed, digests deferred") << kSeed << false;
        QTest::newRow("seed, all digests") << kSeed << true;
        QTest::newRow("40k runs, digests deferred") << QStringLiteral("big") << false;
    }
    void takenOverGivesTheSameArchive()
    {
        QFETCH(QString, path);
        QFETCH(bool, computeRunDigests);
        if (path == QLatin1String("big"))
            path = m_big;
        ReadOptions options;
        options.computeRunDigests = computeRunDigests;
        const ReadAhead ahead(path, options);
        // Named another way (absolute) than the read ahead was: the same file all the same.
        const std::shared_ptr<TakenReadAhead> taken = takeReadAhead(QFileInfo(path).absoluteFilePath(), options);
        QVERIFY(taken);
        QVERIFY(!takeReadAhead(path, options)); // taken once only
        const ReadResult early = taken->wait({});
        QVERIFY(early.archive);
        QCOMPARE(factsOf(early), factsOf(readArchiveFile(path, options)));
    }

    void notTakenForOtherOptionsOrFiles()
    {
        const ReadAhead ahead(kSeed, kDeferredDigests);
        QVERIFY(!takeReadAhead(kSeed, ReadOptions())); // run digests wanted: not what is being read
        QVERIFY(!takeReadAhead(m_big, kDeferredDigests));
        QVERIFY(takeReadAhead(kSeed, kDeferredDigests)); // still there for its own options
    }

    void notTakenWhenTheFileChanged()
    {
        const QString path = writeArchive(m_dir.filePath(QStringLiteral("changing.json")), 10);
        const ReadAhead ahead(path, kDeferredDigests);
        // Replaced as editors and tools save (a new file renamed over it): the read ahead keeps the
        // old one's bytes. Rewriting the file in place while it is mapped would be another matter
        // (a mapping past a shortened file's end raises SIGBUS).
        const QString next = writeArchive(path + QStringLiteral(".new"), 11, QStringLiteral("second")); // another size
        QVERIFY(!next.isEmpty());
        QCOMPARE(std::rename(QFile::encodeName(next).constData(), QFile::encodeName(path).constData()), 0);
        QVERIFY(!takeReadAhead(path, kDeferredDigests));
    }

    void nothingForWhatIsNotAFile()
    {
        const ReadAhead folder(m_dir.path(), kDeferredDigests);
        QVERIFY(!takeReadAhead(m_dir.path(), kDeferredDigests));
        const ReadAhead missing(m_dir.filePath(QStringLiteral("missing.json")), kDeferredDigests);
        QVERIFY(!takeReadAhead(m_dir.filePath(QStringLiteral("missing.json")), kDeferredDigests));
    }

    void untakenIsDroppedWithItsReadAhead()
    {
        {
            const ReadAhead ahead(m_big, kDeferredDigests);
        } // cancelled and joined here
        QVERIFY(!takeReadAhead(m_big, kDeferredDigests));
        // A newer one replaces an older one nobody took.
        const ReadAhead older(kSeed, kDeferredDigests);
        const ReadAhead newer(m_big, kDeferredDigests);
        QVERIFY(!takeReadAhead(kSeed, kDeferredDigests));
        QVERIFY(takeReadAhead(m_big, kDeferredDigests));
    }

    void cancellationReachesTheRead()
    {
        const ReadAhead ahead(m_big, kDeferredDigests);
        const std::shared_ptr<TakenReadAhead> taken = takeReadAhead(m_big, kDeferredDigests);
        QVERIFY(taken);
        const std::atomic_bool cancel{true};
        ProgressReporter progress;
        progress.cancelRequested = &cancel;
        const ReadResult result = taken->wait(progress);
        QVERIFY(result.cancelled);
        QVERIFY(!result.archive);
    }
};

QTEST_GUILESS_MAIN(TestReadAhead)
#include "tst_readahead.moc"
