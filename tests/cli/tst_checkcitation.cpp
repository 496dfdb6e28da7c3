// SPDX-License-Identifier: Apache-2.0
// `check-citation FILE CITATION`: each format `cite` writes for the seed is "here, unchanged" in the
// sample, "changed" in a copy with the seed's latency edited and "not in this archive" in a copy
// without it; every run of the sample round-trips through every format.
#include "archive.h"
#include "archivereader.h"
#include "citation.h"
#include "citationcheck.h"
#include "clirun.h"
#include "snapshotpairs.h"

#include <QTest>

using namespace kie::test;

namespace {

const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");
const std::string kSeedName = "sol-submission-26346";

QString writeText(const QTemporaryDir &dir, const QString &name, const QString &text)
{
    const QString path = QDir(dir.path()).filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write(text.toUtf8());
    return path;
}

} // namespace

class TestCheckCitation : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_edited, m_without;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        nlohmann::json edited = sampleJson();
        (*findRunJson(edited, kSeedName))["spec"]["timing"]["latencyNs"]["mean"] = 479002;
        m_edited = writeSnapshot(m_dir, QStringLiteral("edited.json"), edited);
        nlohmann::json without = sampleJson();
        QVERIFY(removeRunJson(without, kSeedName));
        m_without = writeSnapshot(m_dir, QStringLiteral("without.json"), without);
    }

    void seedCitationChecks_data()
    {
        QTest::addColumn<QString>("format");
        for (const kie::CitationFormat format : kie::allCitationFormats())
            QTest::newRow(qPrintable(kie::citationFormatName(format))) << kie::citationFormatName(format);
    }

    void seedCitationChecks()
    {
        QFETCH(QString, format);
        const CliOutput cite = runCli({QStringLiteral("cite"), kSeed, QStringLiteral("--format"), format});
        QCOMPARE(cite.exitCode, 0);
        const QString citation = writeText(m_dir, format + QStringLiteral(".txt"), cite.out);

        const CliOutput here = runCli({QStringLiteral("check-citation"), kSampleArchive, citation});
        QCOMPARE(here.err, QString());
        QCOMPARE(here.out, QStringLiteral("The cited record is here, unchanged (run 381f22e4).\n"));
        QCOMPARE(here.exitCode, 0);

        const CliOutput changed = runCli({QStringLiteral("check-citation"), m_edited, citation});
        QVERIFY2(changed.out.contains(QStringLiteral("is here (run ")), qPrintable(changed.out));
        QVERIFY2(changed.out.contains(QStringLiteral("but its record changed since it was cited: cited "
                                                     "sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc")),
                 qPrintable(changed.out));
        QCOMPARE(changed.exitCode, 1);

        const CliOutput gone = runCli({QStringLiteral("check-citation"), m_without, citation});
        QVERIFY2(gone.out.startsWith(QStringLiteral("The cited record is not in this archive")), qPrintable(gone.out));
        QCOMPARE(gone.exitCode, 1);
    }

    void bareDigestAndPermalink()
    {
        const QString digest = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
        QCOMPARE(runCli({QStringLiteral("check-citation"), kSampleArchive, digest}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("check-citation"), m_edited, digest.mid(7)}).exitCode, 1);
        const CliOutput link = runCli({QStringLiteral("check-citation"), kSampleArchive, QStringLiteral("https://example.org/runs/none")});
        QCOMPARE(link.exitCode, 1);
        QVERIFY(link.out.contains(QStringLiteral("not in this archive")));
    }

    void unreadableCitationIsTrouble()
    {
        QCOMPARE(runCli({QStringLiteral("check-citation"), kSampleArchive, QStringLiteral("no-such-citation.txt")}).exitCode, 2);
        const QString garbage = writeText(m_dir, QStringLiteral("garbage.txt"), QStringLiteral("Some paper, 2024."));
        const CliOutput result = runCli({QStringLiteral("check-citation"), kSampleArchive, garbage});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.contains(QStringLiteral("neither a record digest nor a permalink")));
    }

    // Every run of the sample, cited in every format, reads back as itself: digest, id or key, title.
    void everyRunRoundTrips()
    {
        const auto sample = kie::readArchiveFile(kSampleArchive).archive;
        QVERIFY(sample);
        for (int run = 0; run < int(sample->runs.size()); ++run) {
            kie::CitationFields fields = kie::citationFields(*sample, run);
            fields.permalink = QStringLiteral("https://kernelindex.example/runs/") + fields.runId + QStringLiteral("?a={b}");
            for (const kie::CitationFormat format : kie::allCitationFormats()) {
                const QString text = kie::formatCitation(fields, format);
                kie::CitedRecord cited;
                QString error;
                QVERIFY2(kie::parseCitation(text, &cited, &error), qPrintable(error));
                const QByteArray where = (kie::citationFormatName(format) + QLatin1Char(' ') + fields.runId).toUtf8();
                QCOMPARE(cited.format, kie::citationFormatName(format));
                QVERIFY2(cited.digest == fields.digest, where.constData());
                QVERIFY2(cited.runId == fields.runId || cited.key == kie::citationKey(fields), where.constData());
                QVERIFY2(cited.permalink == fields.permalink, QByteArray(where + ' ' + cited.permalink.toUtf8()).constData());
                const QString title = cited.title.endsWith(QLatin1Char('.')) && !fields.title.endsWith(QLatin1Char('.'))
                    ? cited.title.chopped(1)
                    : cited.title;
                QVERIFY2(title == fields.title, QByteArray(where + ' ' + cited.title.toUtf8()).constData());
                const kie::CitationCheck check = kie::checkCitation(*sample, cited);
                QCOMPARE(check.verdict, kie::CitationVerdict::Unchanged);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCheckCitation)
#include "tst_checkcitation.moc"
