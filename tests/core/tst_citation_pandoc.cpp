// SPDX-License-Identifier: Apache-2.0
// A real consumer reads our citations: pandoc's citeproc renders the BibTeX and the CSL-JSON without
// a warning, and the reference shows the title, the permalink and the digest. pandoc also reads the
// Markdown form back to exactly the plain-text form. CI installs pandoc: a missing pandoc fails.
#include "archive.h"
#include "archivereader.h"
#include "citation.h"
#include "citationfixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(kie::CitationFields)

using namespace kie;
using namespace kie::testing;

namespace {

struct PandocRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

// What citeproc rewrites on purpose: quotes (smart, inner; LaTeX reads ` as an opening quote) and
// spaces (a narrow no-break space before "!"); plus the word joiner our CSL-JSON adds after "<".
QString comparable(QString text)
{
    for (const char16_t quote : {u'"', u'\'', u'`', u'\u2018', u'\u2019', u'\u201c', u'\u201d', u'\u2060'})
        text.remove(QChar(quote));
    for (const char16_t space : {u'\u00a0', u'\u202f', u'\u2009'})
        text.replace(QChar(space), QLatin1Char(' '));
    return text;
}

} // namespace

class TestCitationPandoc : public QObject
{
    Q_OBJECT

    QString m_pandoc;
    QTemporaryDir m_dir;

    PandocRun pandoc(const QStringList &arguments, const QString &input)
    {
        PandocRun result;
        QProcess process;
        process.setWorkingDirectory(m_dir.path());
        process.start(m_pandoc, arguments);
        if (!process.waitForStarted(30000)) {
            result.err = process.errorString();
            return result;
        }
        process.write(input.toUtf8());
        process.closeWriteChannel();
        if (!process.waitForFinished(60000)) {
            process.kill();
            result.err = QStringLiteral("pandoc timed out");
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

    bool writeFile(const QString &name, const QString &text)
    {
        QFile file(m_dir.filePath(name));
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text.toUtf8()) >= 0;
    }

    // Renders the one reference in `bibliography` (cited by its key) as plain text.
    void checkRendered(const CitationFields &fields, CitationFormat format, const QString &fileName)
    {
        QVERIFY(writeFile(fileName, formatCitation(fields, format)));
        const QString document = QStringLiteral("See [@") + citationKey(fields) + QStringLiteral("].\n");
        const PandocRun run = pandoc({QStringLiteral("--citeproc"), QStringLiteral("--bibliography=") + fileName,
                                      QStringLiteral("--from=markdown"), QStringLiteral("--to=plain"),
                                      QStringLiteral("--wrap=none")},
                                     document);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.trimmed().isEmpty(), qPrintable(QStringLiteral("pandoc warned: ") + run.err));
        // The citation resolved (no "???") and the bibliography entry follows the paragraph.
        QVERIFY2(!run.out.contains(QLatin1String("???")), qPrintable(run.out));
        const qsizetype split = run.out.indexOf(QLatin1String("\n\n"));
        QVERIFY2(split > 0, qPrintable(run.out));
        const QString reference = comparable(run.out.mid(split).trimmed());
        QVERIFY2(reference.contains(comparable(foldedLine(fields.title))), qPrintable(reference));
        QVERIFY2(reference.contains(fields.digest), qPrintable(reference));
        if (!fields.permalink.isEmpty())
            QVERIFY2(reference.contains(fields.permalink), qPrintable(reference));
        if (!fields.author.isEmpty())
            QVERIFY2(reference.contains(comparable(foldedLine(fields.author))), qPrintable(reference));
    }

    void checkMarkdown(const CitationFields &fields, const QString &reader)
    {
        const PandocRun run = pandoc({QStringLiteral("--from=") + reader, QStringLiteral("--to=plain"),
                                      QStringLiteral("--wrap=none")},
                                     formatCitation(fields, CitationFormat::Markdown));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.trimmed().isEmpty(), qPrintable(run.err));
        QCOMPARE(run.out.trimmed(), formatCitation(fields, CitationFormat::PlainText));
    }

    static void rows()
    {
        QTest::addColumn<CitationFields>("fields");
        QTest::newRow("seed (no permalink)") << citationFields(seedArchive(), 0);
        QTest::newRow("published (permalinkBase)") << citationFields(publishedArchive(), 0);
        // The seed read from the shared fixture: the digest is the reader's, not ours.
        const ReadResult seed = readArchiveFile(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        if (seed.archive && !seed.archive->runs.empty())
            QTest::newRow("seed file") << citationFields(*seed.archive, 0);
        for (const HostileCase &c : hostileCases())
            QTest::newRow(c.name) << hostileFields(c);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_pandoc = QStandardPaths::findExecutable(QStringLiteral("pandoc"));
        QVERIFY2(!m_pandoc.isEmpty(), "pandoc is required (Debian package pandoc; packaging/bootstrap.sh installs it)");
        QVERIFY(m_dir.isValid());
        const PandocRun version = pandoc({QStringLiteral("--version")}, QString());
        QCOMPARE(version.exitCode, 0);
        qInfo("%s", qPrintable(version.out.section(QLatin1Char('\n'), 0, 0)));
        const ReadResult seed = readArchiveFile(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY2(seed.archive && seed.archive->runs.size() == 1, qPrintable(seed.fatalError));
        QCOMPARE(seed.archive->runs[0].digest, seedDigest());
    }

    void bibtex_data() { rows(); }
    void bibtex()
    {
        QFETCH(CitationFields, fields);
        checkRendered(fields, CitationFormat::BibTeX, QStringLiteral("refs.bib"));
    }

    void cslJson_data() { rows(); }
    void cslJson()
    {
        QFETCH(CitationFields, fields);
        checkRendered(fields, CitationFormat::CslJson, QStringLiteral("refs.json"));
    }

    // pandoc converts the BibTeX to CSL-JSON itself: the two routes must agree field by field.
    void bibtexAgreesWithCslJson_data() { rows(); }
    void bibtexAgreesWithCslJson()
    {
        QFETCH(CitationFields, fields);
        const PandocRun fromBib = pandoc({QStringLiteral("--from=bibtex"), QStringLiteral("--to=csljson")},
                                         formatCitation(fields, CitationFormat::BibTeX));
        QVERIFY2(fromBib.exitCode == 0 && fromBib.err.trimmed().isEmpty(), qPrintable(fromBib.err));
        const PandocRun fromCsl = pandoc({QStringLiteral("--from=csljson"), QStringLiteral("--to=csljson")},
                                         formatCitation(fields, CitationFormat::CslJson));
        QVERIFY2(fromCsl.exitCode == 0 && fromCsl.err.trimmed().isEmpty(), qPrintable(fromCsl.err));
        const auto item = [](const QString &json) {
            return QJsonDocument::fromJson(json.toUtf8()).array().at(0).toObject();
        };
        const QJsonObject bib = item(fromBib.out);
        const QJsonObject csl = item(fromCsl.out);
        for (const char *key : {"title", "URL", "note", "publisher", "genre"})
            QCOMPARE(comparable(bib.value(QLatin1String(key)).toString()), comparable(csl.value(QLatin1String(key)).toString()));
        for (const char *key : {"accessed", "issued"})
            QCOMPARE(bib.value(QLatin1String(key)), csl.value(QLatin1String(key)));
        const auto author = [](const QJsonObject &o) {
            return comparable(o.value(QLatin1String("author")).toArray().at(0).toObject().value(QLatin1String("literal")).toString());
        };
        QCOMPARE(author(bib), author(csl));
    }

    void markdown_data() { rows(); }
    void markdown()
    {
        QFETCH(CitationFields, fields);
        checkMarkdown(fields, QStringLiteral("markdown-smart"));
    }

    void commonmark_data() { rows(); }
    void commonmark()
    {
        QFETCH(CitationFields, fields);
        checkMarkdown(fields, QStringLiteral("commonmark"));
    }
};

QTEST_GUILESS_MAIN(TestCitationPandoc)
#include "tst_citation_pandoc.moc"
