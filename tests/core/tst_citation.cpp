// SPDX-License-Identifier: Apache-2.0
// The citation builder (ARCHIVE.md §7): the fields, and every format on the seed and on hostile text.
#include "canonicaljson.h"
#include "archive.h"
#include "archivereader.h"
#include "citation.h"
#include "citationfixtures.h"
#include "runfacts.h"
#include "cli.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QTextStream>
#include <QUrl>

using namespace kie;
using namespace kie::testing;

namespace {

QString digestNote(const QString &digest, bool hasPermalink)
{
    return hasPermalink ? QStringLiteral("Record digest: ") + digest
                        : QStringLiteral("No permalink; identified by its record digest ") + digest;
}

// Reads a BibTeX field value back the way a LaTeX-aware reader does, for the escapes we write.
QString latexDecoded(QString value)
{
    value.replace(QStringLiteral("\\{\\iffalse\\}\\fi{}"), QStringLiteral("{"));
    value.replace(QStringLiteral("\\iffalse\\{\\fi\\}"), QStringLiteral("}"));
    value.replace(QStringLiteral("-{}"), QStringLiteral("-"));
    static const std::pair<const char *, const char *> words[] = {
        {"\\textbackslash{}", "\x01"}, {"\\textasciitilde{}", "~"}, {"\\textasciicircum{}", "^"},
        {"\\textless{}", "<"}, {"\\textgreater{}", ">"},
    };
    for (const auto &[from, to] : words)
        value.replace(QLatin1String(from), QLatin1String(to));
    static const QRegularExpression escaped(QStringLiteral("\\\\([{}%&#$_])"));
    value.replace(escaped, QStringLiteral("\\1"));
    value.replace(QLatin1Char('\x01'), QLatin1Char('\\'));
    return value;
}

// BibTeX counts every brace, backslash or not; pandoc skips escaped ones. Both must balance.
bool bracesBalanced(const QString &value, bool skipEscaped)
{
    int depth = 0;
    for (qsizetype i = 0; i < value.size(); ++i) {
        if (skipEscaped && value.at(i) == QLatin1Char('\\')) {
            ++i;
            continue;
        }
        if (value.at(i) == QLatin1Char('{'))
            ++depth;
        else if (value.at(i) == QLatin1Char('}') && --depth < 0)
            return false;
    }
    return depth == 0;
}

// The "  name = {value}," lines of one entry, by name.
QMap<QString, QString> bibtexFields(const QString &entry)
{
    QMap<QString, QString> fields;
    static const QRegularExpression line(QStringLiteral("^  ([a-z]+) = \\{(.*)\\},$"));
    const QStringList lines = entry.split(QLatin1Char('\n'));
    for (const QString &text : lines.mid(1, lines.size() - 2)) {
        const auto match = line.match(text);
        if (match.hasMatch())
            fields.insert(match.captured(1), match.captured(2));
        else
            fields.insert(QStringLiteral("!malformed"), text);
    }
    return fields;
}

void hostileRows()
{
    QTest::addColumn<int>("index");
    const auto cases = hostileCases();
    for (size_t i = 0; i < cases.size(); ++i)
        QTest::newRow(cases[i].name) << int(i);
}

QString withoutWordJoiners(QString text)
{
    return text.remove(QChar(0x2060));
}

} // namespace

class TestCitation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void formatNames()
    {
        QStringList names;
        for (const CitationFormat format : allCitationFormats()) {
            names << citationFormatName(format);
            CitationFormat parsed = CitationFormat::PlainText;
            QVERIFY(citationFormatFromName(citationFormatName(format).toUpper(), &parsed));
            QCOMPARE(parsed, format);
        }
        QCOMPARE(names, QStringList({QStringLiteral("text"), QStringLiteral("markdown"), QStringLiteral("bibtex"),
                                     QStringLiteral("csl-json"), QStringLiteral("ris")}));
        QVERIFY(!citationFormatFromName(QStringLiteral("apa"), nullptr));
    }

    void seedFields()
    {
        const CitationFields f = citationFields(seedArchive(), 0);
        QCOMPARE(f.runId, QStringLiteral("381f22e4"));
        QVERIFY2(f.permalink.isEmpty(), "no permalink annotation and no permalinkBase: never an invented URL");
        QCOMPARE(f.digest, seedDigest());
        QCOMPARE(f.title, seedTitle());
        QCOMPARE(f.author, QStringLiteral("Gilded Quail")); // the title's first " · " segment
        QCOMPARE(f.year, QStringLiteral("2026"));
        QCOMPARE(f.publisher, QStringLiteral("KernelIndex"));
        QCOMPARE(f.accessed, QDate(2026, 9, 1)); // the day it was opened
    }

    // The shared fixture through the real reader: the same citation as the hand-built seed.
    void seedFile()
    {
        const ReadResult read = readArchiveFile(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY2(read.archive, qPrintable(read.fatalError));
        QCOMPARE(read.archive->runs.size(), size_t(1));
        const CitationFields fromFile = citationFields(*read.archive, 0);
        QCOMPARE(fromFile.accessed, QDate::fromString(read.archive->openedAt.left(10), Qt::ISODate)); // opened today
        const QDate day(2026, 9, 1);
        for (const CitationFormat format : allCitationFormats())
            QCOMPARE(formatCitation(citationFields(*read.archive, 0, day), format),
                     formatCitation(citationFields(seedArchive(), 0), format));
    }

    void commandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("format"); // expected output: the seed in this format; empty = none
        const QString seed = QStringLiteral("../shared/fixtures/seed/manifest.json");
        const QString day = QStringLiteral("--accessed=2026-09-01");
        QTest::newRow("default text") << QStringList{seed, day} << 0 << QStringLiteral("text");
        for (const CitationFormat format : allCitationFormats())
            QTest::newRow(qPrintable(citationFormatName(format)))
                << QStringList{seed, QStringLiteral("--format"), citationFormatName(format), day} << 0
                << citationFormatName(format);
        QTest::newRow("run by id") << QStringList{seed, QStringLiteral("--run"), QStringLiteral("381f22e4"), day} << 0
                                   << QStringLiteral("text");
        QTest::newRow("run by name") << QStringList{seed, QStringLiteral("--run=sol-submission-26346"), day} << 0
                                     << QStringLiteral("text");
        QTest::newRow("run by digest prefix") << QStringList{seed, QStringLiteral("--run=sha256:381f22e4759e"), day} << 0
                                              << QStringLiteral("text");
        QTest::newRow("no such run") << QStringList{seed, QStringLiteral("--run=ffff0000"), day} << 1 << QString();
        QTest::newRow("unknown format") << QStringList{seed, QStringLiteral("--format=apa")} << 2 << QString();
        QTest::newRow("bad date") << QStringList{seed, QStringLiteral("--accessed=2026-02-30")} << 2 << QString();
        QTest::newRow("missing file") << QStringList{QStringLiteral("no-such-file.json")} << 2 << QString();
        QTest::newRow("no file") << QStringList{} << 2 << QString();
    }
    void commandLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, format);
        QString out, err;
        QTextStream outStream(&out), errStream(&err);
        const int code = cli::run(QStringList{QStringLiteral("kernelindex-explorer"), QStringLiteral("cite")} + arguments,
                                  outStream, errStream);
        outStream.flush();
        errStream.flush();
        QCOMPARE(code, exitCode);
        if (format.isEmpty()) {
            QVERIFY(out.isEmpty());
            QVERIFY(!err.isEmpty());
            return;
        }
        CitationFormat f = CitationFormat::PlainText;
        QVERIFY(citationFormatFromName(format, &f));
        QCOMPARE(out, formatCitation(citationFields(seedArchive(), 0), f) + QLatin1Char('\n'));
    }

    void publishedFields()
    {
        const CitationFields f = citationFields(publishedArchive(), 0);
        QCOMPARE(f.runId, QStringLiteral("5a301003"));
        QCOMPARE(f.permalink, QStringLiteral("https://kernelindex.dev/runs/5a301003"));
        QCOMPARE(f.digest, publishedDigest());
        QCOMPARE(f.author, QStringLiteral("FlashGQA Project")); // the implementation's project, as organisation
        QCOMPARE(f.year, QStringLiteral("2025")); // publishedAt wins over observedAt
        QCOMPARE(f.accessed, QDate(2026, 8, 24)); // exportedAt
    }

    void annotationsWin()
    {
        Archive archive = publishedArchive();
        RunRecord &run = archive.runs[0];
        run.meta.annotations.insert(QStringLiteral("kernelindex.dev/id"), QStringLiteral("01a0352a"));
        QCOMPARE(citationFields(archive, 0).permalink, QStringLiteral("https://kernelindex.dev/runs/01a0352a"));
        QCOMPARE(citationFields(archive, 0).runId, QStringLiteral("01a0352a"));
        run.meta.annotations.insert(QStringLiteral("kernelindex.dev/permalink"), QStringLiteral("https://example.org/r/7"));
        QCOMPARE(citationFields(archive, 0).permalink, QStringLiteral("https://example.org/r/7"));
        QCOMPARE(citationFields(archive, 0).runId, QStringLiteral("01a0352a"));
    }

    void permalinkComposition_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("runId");
        QTest::addColumn<QString>("permalink");
        QTest::newRow("plain") << QStringLiteral("https://kernelindex.dev") << QString()
                               << QStringLiteral("https://kernelindex.dev/runs/5a301003");
        QTest::newRow("trailing slash") << QStringLiteral("https://kernelindex.dev/") << QString()
                                        << QStringLiteral("https://kernelindex.dev/runs/5a301003");
        QTest::newRow("sub path") << QStringLiteral("https://mirror.example/ki") << QString()
                                  << QStringLiteral("https://mirror.example/ki/runs/5a301003");
        QTest::newRow("id needs encoding") << QStringLiteral("https://kernelindex.dev") << QStringLiteral("a b/c")
                                           << QStringLiteral("https://kernelindex.dev/runs/a%20b%2Fc");
        QTest::newRow("no base") << QString() << QStringLiteral("x1") << QString();
    }
    void permalinkComposition()
    {
        QFETCH(QString, base);
        QFETCH(QString, runId);
        QFETCH(QString, permalink);
        Archive archive = publishedArchive();
        archive.info.permalinkBase = base;
        if (!runId.isEmpty())
            archive.runs[0].meta.annotations.insert(QStringLiteral("kernelindex.dev/id"), runId);
        QCOMPARE(citationFields(archive, 0).permalink, permalink);
    }

    void accessDate_data()
    {
        QTest::addColumn<QString>("fetchedAt");
        QTest::addColumn<QString>("exportedAt");
        QTest::addColumn<QDate>("chosen");
        QTest::addColumn<QDate>("expected");
        QTest::newRow("fetch date first") << QStringLiteral("2026-10-02T23:59:00Z") << QStringLiteral("2026-08-24T00:00:00Z")
                                          << QDate() << QDate(2026, 10, 2);
        QTest::newRow("then exportedAt") << QString() << QStringLiteral("2026-08-24T00:00:00Z") << QDate()
                                         << QDate(2026, 8, 24);
        QTest::newRow("then opened") << QString() << QString() << QDate() << QDate(2026, 9, 1);
        QTest::newRow("edited by the user") << QStringLiteral("2026-10-02T23:59:00Z") << QString() << QDate(2027, 1, 5)
                                            << QDate(2027, 1, 5);
    }
    void accessDate()
    {
        QFETCH(QString, fetchedAt);
        QFETCH(QString, exportedAt);
        QFETCH(QDate, chosen);
        QFETCH(QDate, expected);
        Archive archive = seedArchive();
        archive.fetchedAt = fetchedAt;
        archive.info.exportedAt = exportedAt;
        const CitationFields f = citationFields(archive, 0, chosen);
        QCOMPARE(f.accessed, expected);
        QVERIFY(formatCitation(f, CitationFormat::PlainText).contains(expected.toString(Qt::ISODate)));
    }

    void author_data()
    {
        QTest::addColumn<QString>("implAuthor");
        QTest::addColumn<QString>("implProject");
        QTest::addColumn<QString>("implName");
        QTest::addColumn<bool>("resolved");
        QTest::addColumn<QString>("expected");
        QTest::newRow("author first") << QStringLiteral("Ada Lovelace") << QStringLiteral("Proj") << QStringLiteral("impl")
                                      << true << QStringLiteral("Ada Lovelace");
        QTest::newRow("project as organisation") << QString() << QStringLiteral("Proj") << QStringLiteral("impl") << true
                                                 << QStringLiteral("Proj");
        QTest::newRow("then its name") << QString() << QString() << QStringLiteral("impl") << true << QStringLiteral("impl");
        QTest::newRow("not in archive: title segment") << QStringLiteral("Ada") << QString() << QString() << false
                                                       << QStringLiteral("FlashGQA");
    }
    void author()
    {
        QFETCH(QString, implAuthor);
        QFETCH(QString, implProject);
        QFETCH(QString, implName);
        QFETCH(bool, resolved);
        QFETCH(QString, expected);
        Archive archive = publishedArchive();
        ImplementationRecord &impl = archive.implementations[0];
        impl.author = implAuthor;
        impl.project = implProject;
        impl.name = implName;
        if (!resolved)
            archive.objectsByDigest.remove(implementationDigest());
        QCOMPARE(citationFields(archive, 0).author, expected);
    }

    void titleWithoutSegmentsHasNoAuthor()
    {
        Archive archive = seedArchive();
        archive.runs[0].meta.title = QStringLiteral("A single-segment title");
        QVERIFY(citationFields(archive, 0).author.isEmpty());
        archive.runs[0].meta.title.clear();
        QCOMPARE(citationFields(archive, 0).title, QStringLiteral("sol-submission-26346"));
    }

    void yearAndPublisher()
    {
        Archive archive = seedArchive();
        archive.runs[0].observedAt = QStringLiteral("not a date");
        QVERIFY(citationFields(archive, 0).year.isEmpty());
        QVERIFY(formatCitation(citationFields(archive, 0), CitationFormat::PlainText).contains(QLatin1String("(n.d.)")));
        QVERIFY(!formatCitation(citationFields(archive, 0), CitationFormat::BibTeX).contains(QLatin1String("year =")));

        archive.info.source = QStringLiteral("NVIDIA SOL-ExecBench");
        QCOMPARE(citationFields(archive, 0).publisher, QStringLiteral("NVIDIA SOL-ExecBench"));
        archive.info.source.clear();
        archive.format = ArchiveFormat::TraceImport;
        archive.runs[0].sourceNative = std::make_shared<const SourceNative>(SourceNative{QStringLiteral("flashinfer-bench"), {}, {}, {}});
        QCOMPARE(citationFields(archive, 0).publisher, QStringLiteral("flashinfer-bench"));
    }

    void outOfRange()
    {
        const CitationFields f = citationFields(seedArchive(), 3);
        QVERIFY(f.digest.isEmpty());
        QVERIFY(f.runId.isEmpty());
    }

    void findRunForCitations() // the whole --run table is in tst_runfacts
    {
        Archive archive = publishedArchive();
        archive.runs.push_back(seedArchive().runs[0]);
        QString error;
        QCOMPARE(kie::findRun(archive, QString(), &error), 0);
        QCOMPARE(kie::findRun(archive, QStringLiteral("381f22e4"), &error), 1);
        QCOMPARE(kie::findRun(archive, QStringLiteral("sol-submission-26346"), &error), 1);
        QCOMPARE(kie::findRun(archive, QStringLiteral("sha256:381F22E4759E"), &error), 1);
        QCOMPARE(kie::findRun(archive, QStringLiteral("5a3010030000"), &error), 0);
        QCOMPARE(kie::findRun(archive, QStringLiteral("nope"), &error), -1);
        QVERIFY(error.contains(QLatin1String("nope")));
        archive.runs[1].digest = QStringLiteral("sha256:5a30ffff");
        error.clear();
        QCOMPARE(kie::findRun(archive, QStringLiteral("5a30"), &error), -1);
        QVERIFY(!error.isEmpty());
        QCOMPARE(kie::findRun(Archive(), QString(), &error), -1);
    }

    void seedFormats_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expected");
        const QString digest = seedDigest();
        QTest::newRow("text") << QStringLiteral("text")
                              << QString::fromUtf8("Gilded Quail (2026) Gilded Quail \u00b7 003_grouped_query_attention_with_rope_backward \u00b7 B200. "
                                                   "Benchmark run record 381f22e4. KernelIndex. No permalink; identified by its record digest ")
                + digest + QStringLiteral(" (accessed 2026-09-01).");
        QTest::newRow("markdown") << QStringLiteral("markdown")
                                  << QString::fromUtf8("Gilded Quail (2026) *Gilded Quail \u00b7 003\\_grouped\\_query\\_attention\\_with\\_rope\\_backward \u00b7 B200.* "
                                                       "Benchmark run record 381f22e4. KernelIndex. No permalink; identified by its record digest `")
                + digest + QStringLiteral("` (accessed 2026-09-01).");
        QTest::newRow("bibtex") << QStringLiteral("bibtex")
                                << QString::fromUtf8("@misc{kernelindex-381f22e4,\n"
                                                     "  author = {{Gilded Quail}},\n"
                                                     "  title = {{Gilded Quail \u00b7 003\\_grouped\\_query\\_attention\\_with\\_rope\\_backward \u00b7 B200}},\n"
                                                     "  year = {2026},\n"
                                                     "  howpublished = {KernelIndex},\n"
                                                     "  type = {Benchmark run record, no permalink; record digest ")
                + digest + QStringLiteral("},\n  urldate = {2026-09-01},\n  note = {No permalink; identified by its record digest ")
                + digest + QStringLiteral("},\n}");
        // RFC 8785 canonical (the one JSON writer): keys sorted, one line.
        QTest::newRow("csl-json") << QStringLiteral("csl-json")
                                  << QString::fromUtf8("[{\"accessed\":{\"date-parts\":[[2026,9,1]]},"
                                                       "\"author\":[{\"literal\":\"Gilded Quail\"}],"
                                                       "\"genre\":\"Benchmark run record, no permalink; record digest ")
                + digest
                + QString::fromUtf8("\",\"id\":\"kernelindex-381f22e4\",\"issued\":{\"date-parts\":[[2026]]},"
                                    "\"note\":\"No permalink; identified by its record digest ")
                + digest
                + QString::fromUtf8("\",\"publisher\":\"KernelIndex\","
                                    "\"title\":\"<span class=\\\"nocase\\\">Gilded Quail \u00b7 003_grouped_query_attention_with_rope_backward \u00b7 B200</span>\","
                                    "\"type\":\"dataset\"}]");
        QTest::newRow("ris") << QStringLiteral("ris")
                             << QString::fromUtf8("TY  - DATA\n"
                                                  "ID  - kernelindex-381f22e4\n"
                                                  "TI  - Gilded Quail \u00b7 003_grouped_query_attention_with_rope_backward \u00b7 B200\n"
                                                  "AU  - Gilded Quail\n"
                                                  "PY  - 2026\n"
                                                  "PB  - KernelIndex\n"
                                                  "M3  - Benchmark run record 381f22e4\n"
                                                  "Y2  - 2026/09/01\n"
                                                  "N1  - No permalink; identified by its record digest ")
                + digest + QStringLiteral("\nER  - ");
    }
    void seedFormats()
    {
        QFETCH(QString, format);
        QFETCH(QString, expected);
        CitationFormat f = CitationFormat::PlainText;
        QVERIFY(citationFormatFromName(format, &f));
        QCOMPARE(formatCitation(citationFields(seedArchive(), 0), f), expected);
        if (f == CitationFormat::CslJson) // the one JSON writer's bytes: canonical, so stable
            QCOMPARE(kie::canonicalizeJsonText(expected.toUtf8(), nullptr), expected.toUtf8());
    }

    void publishedFormats_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expected");
        const QString digest = publishedDigest();
        QTest::newRow("text") << QStringLiteral("text")
                              << QString::fromUtf8("FlashGQA Project (2025) FlashGQA \u00b7 003_grouped_query_attention_with_rope_backward \u00b7 B200. "
                                                   "Benchmark run record 5a301003. KernelIndex. Available at: https://kernelindex.dev/runs/5a301003 "
                                                   "(accessed 2026-08-24). Record digest: ")
                + digest + QLatin1Char('.');
        QTest::newRow("markdown") << QStringLiteral("markdown")
                                  << QString::fromUtf8("FlashGQA Project (2025) *FlashGQA \u00b7 003\\_grouped\\_query\\_attention\\_with\\_rope\\_backward \u00b7 B200.* "
                                                       "Benchmark run record 5a301003. KernelIndex. Available at: <https://kernelindex.dev/runs/5a301003> "
                                                       "(accessed 2026-08-24). Record digest: `")
                + digest + QStringLiteral("`.");
        QTest::newRow("bibtex") << QStringLiteral("bibtex")
                                << QString::fromUtf8("@misc{kernelindex-5a301003,\n"
                                                     "  author = {{FlashGQA Project}},\n"
                                                     "  title = {{FlashGQA \u00b7 003\\_grouped\\_query\\_attention\\_with\\_rope\\_backward \u00b7 B200}},\n"
                                                     "  year = {2025},\n"
                                                     "  howpublished = {KernelIndex},\n"
                                                     "  type = {Benchmark run record, digest ")
                + digest
                + QStringLiteral("},\n  url = {https://kernelindex.dev/runs/5a301003},\n  urldate = {2026-08-24},\n"
                                 "  note = {Record digest: ")
                + digest + QStringLiteral("},\n}");
        QTest::newRow("ris") << QStringLiteral("ris")
                             << QString::fromUtf8("TY  - DATA\n"
                                                  "ID  - kernelindex-5a301003\n"
                                                  "TI  - FlashGQA \u00b7 003_grouped_query_attention_with_rope_backward \u00b7 B200\n"
                                                  "AU  - FlashGQA Project\n"
                                                  "PY  - 2025\n"
                                                  "PB  - KernelIndex\n"
                                                  "M3  - Benchmark run record 5a301003\n"
                                                  "UR  - https://kernelindex.dev/runs/5a301003\n"
                                                  "Y2  - 2026/08/24\n"
                                                  "N1  - Record digest: ")
                + digest + QStringLiteral("\nER  - ");
    }
    void publishedFormats()
    {
        QFETCH(QString, format);
        QFETCH(QString, expected);
        CitationFormat f = CitationFormat::PlainText;
        QVERIFY(citationFormatFromName(format, &f));
        QCOMPARE(formatCitation(citationFields(publishedArchive(), 0), f), expected);
    }

    void publishedCslJson()
    {
        const QString text = formatCitation(citationFields(publishedArchive(), 0), CitationFormat::CslJson);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject item = doc.array().at(0).toObject();
        QCOMPARE(item.value(QLatin1String("type")).toString(), QStringLiteral("dataset"));
        QCOMPARE(item.value(QLatin1String("URL")).toString(), QStringLiteral("https://kernelindex.dev/runs/5a301003"));
        QCOMPARE(item.value(QLatin1String("accessed")).toObject().value(QLatin1String("date-parts")).toArray(),
                 QJsonArray({QJsonValue(QJsonArray({2026, 8, 24}))}));
        QCOMPARE(item.value(QLatin1String("issued")).toObject().value(QLatin1String("date-parts")).toArray(),
                 QJsonArray({QJsonValue(QJsonArray({2025}))}));
        QCOMPARE(item.value(QLatin1String("note")).toString(), digestNote(publishedDigest(), true));
        QCOMPARE(item.value(QLatin1String("publisher")).toString(), QStringLiteral("KernelIndex"));
        QCOMPARE(item.value(QLatin1String("id")).toString(), QStringLiteral("kernelindex-5a301003"));
    }

    void htmlForm()
    {
        const CitationFields f = citationFields(publishedArchive(), 0);
        const QString html = formatCitationHtml(f);
        QVERIFY(html.contains(QStringLiteral("<i>")));
        QVERIFY(html.contains(QStringLiteral("<a href=\"https://kernelindex.dev/runs/5a301003\">")));
        QVERIFY(html.contains(QStringLiteral("<code>") + publishedDigest() + QStringLiteral("</code>")));

        CitationFields hostile = f;
        hostile.title = QStringLiteral("<script>alert(1)</script> & co");
        hostile.permalink = QStringLiteral("javascript:alert(1)");
        const QString escaped = formatCitationHtml(hostile);
        QVERIFY(!escaped.contains(QStringLiteral("<script>")));
        QVERIFY(escaped.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co")));
        QVERIFY2(!escaped.contains(QStringLiteral("href")), "only http(s) permalinks become links");
    }

    // ---- hostile text, every format ----

    void hostileText_data() { hostileRows(); }
    void hostileMarkdown_data() { hostileRows(); }
    void hostileBibtex_data() { hostileRows(); }
    void hostileCslJson_data() { hostileRows(); }
    void hostileRis_data() { hostileRows(); }

    void hostileText()
    {
        QFETCH(int, index);
        const CitationFields f = hostileFields(hostileCases()[size_t(index)]);
        const QString text = formatCitation(f, CitationFormat::PlainText);
        QVERIFY(!text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')));
        QVERIFY(text.contains(foldedLine(f.title)));
        QVERIFY(text.contains(foldedLine(f.author)));
        QVERIFY(text.contains(f.digest));
        QCOMPARE(text.contains(QLatin1String("No permalink")), f.permalink.isEmpty());
    }

    // No format passes on a character that reorders the rest of the line: a title that opens an
    // override would otherwise show the digest after it reversed.
    void noBidiControlsInAnyFormat_data() { hostileRows(); }
    void noBidiControlsInAnyFormat()
    {
        QFETCH(int, index);
        const CitationFields f = hostileFields(hostileCases()[size_t(index)]);
        for (const CitationFormat format : allCitationFormats()) {
            const QString text = formatCitation(f, format);
            QVERIFY2(!hasBidiControl(text), qPrintable(citationFormatName(format)));
            QVERIFY2(text.contains(f.digest), qPrintable(citationFormatName(format)));
        }
    }

    void hostileMarkdown()
    {
        QFETCH(int, index);
        const CitationFields f = hostileFields(hostileCases()[size_t(index)]);
        const QString md = formatCitation(f, CitationFormat::Markdown);
        QVERIFY(!md.contains(QLatin1Char('\n')));
        // Drop every backslash escape; what is left may hold only the markup we wrote ourselves.
        QString bare = md;
        bare.remove(QRegularExpression(QStringLiteral("\\\\[!-/:-@\\[-`{-~]")));
        for (const QChar c : QStringLiteral("\\_[]{}#&|~^$@!"))
            QVERIFY2(!bare.contains(c), qPrintable(QStringLiteral("unescaped '%1' in %2").arg(c).arg(md)));
        QCOMPARE(bare.count(QLatin1Char('*')), 2); // the title's emphasis
        QCOMPARE(bare.count(QLatin1Char('`')), 2); // the digest
        QCOMPARE(bare.count(QLatin1Char('<')), f.permalink.isEmpty() ? 0 : 1); // the autolink
        QVERIFY(!QRegularExpression(QStringLiteral("^(\\d+[.)]|[-+%=:] )")).match(md).hasMatch());
    }

    void hostileBibtex()
    {
        QFETCH(int, index);
        const CitationFields f = hostileFields(hostileCases()[size_t(index)]);
        const QString entry = formatCitation(f, CitationFormat::BibTeX);
        QVERIFY(entry.startsWith(QStringLiteral("@misc{") + citationKey(f) + QStringLiteral(",\n")));
        QVERIFY(QRegularExpression(QStringLiteral("^kernelindex-[A-Za-z0-9_-]+$")).match(citationKey(f)).hasMatch());
        QVERIFY(entry.endsWith(QStringLiteral("\n}")));
        const auto fields = bibtexFields(entry);
        QVERIFY2(!fields.contains(QStringLiteral("!malformed")), qPrintable(entry));
        for (auto it = fields.cbegin(); it != fields.cend(); ++it) {
            QVERIFY2(bracesBalanced(it.value(), false), qPrintable(it.key() + QStringLiteral(" (BibTeX): ") + it.value()));
            QVERIFY2(bracesBalanced(it.value(), true), qPrintable(it.key() + QStringLiteral(" (pandoc): ") + it.value()));
        }
        const auto unbraced = [](const QString &value) { return value.mid(1, value.size() - 2); };
        QCOMPARE(latexDecoded(unbraced(fields.value(QStringLiteral("title")))), foldedLine(f.title));
        if (!f.author.isEmpty())
            QCOMPARE(latexDecoded(unbraced(fields.value(QStringLiteral("author")))), foldedLine(f.author));
        QCOMPARE(latexDecoded(fields.value(QStringLiteral("howpublished"))), foldedLine(f.publisher));
        QCOMPARE(latexDecoded(fields.value(QStringLiteral("note"))), digestNote(f.digest, !f.permalink.isEmpty()));
        QCOMPARE(fields.value(QStringLiteral("urldate")), QStringLiteral("2026-08-24"));
        QCOMPARE(fields.contains(QStringLiteral("url")), !f.permalink.isEmpty());
        QVERIFY(!fields.value(QStringLiteral("url")).contains(QLatin1Char(' ')));
        QCOMPARE(QUrl::fromPercentEncoding(fields.value(QStringLiteral("url")).toUtf8()),
                 QUrl::fromPercentEncoding(f.permalink.toUtf8()));
    }

    void hostileCslJson()
    {
        QFETCH(int, index);
        const CitationFields f = hostileFields(hostileCases()[size_t(index)]);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(formatCitation(f, CitationFormat::CslJson).toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(doc.isArray());
        QCOMPARE(doc.array().size(), 1);
        const QJsonObject item = doc.array().at(0).toObject();
        const QString open = QStringLiteral("<span class=\"nocase\">");
        const QString title = item.value(QLatin1String("title")).toString();
        QVERIFY(title.startsWith(open) && title.endsWith(QLatin1String("</span>")));
        const QString inner = title.mid(open.size(), title.size() - open.size() - 7);
        QVERIFY2(!QRegularExpression(QStringLiteral("<[A-Za-z/]")).match(inner).hasMatch(), qPrintable(inner));
        QCOMPARE(withoutWordJoiners(inner), foldedLine(f.title));
        if (f.author.isEmpty()) {
            QVERIFY(!item.contains(QLatin1String("author")));
        } else {
            QCOMPARE(withoutWordJoiners(item.value(QLatin1String("author")).toArray().at(0).toObject().value(QLatin1String("literal")).toString()),
                     foldedLine(f.author));
        }
        QCOMPARE(withoutWordJoiners(item.value(QLatin1String("publisher")).toString()), foldedLine(f.publisher));
        QCOMPARE(item.value(QLatin1String("note")).toString(), digestNote(f.digest, !f.permalink.isEmpty()));
        QCOMPARE(item.value(QLatin1String("id")).toString(), citationKey(f));
        QCOMPARE(item.contains(QLatin1String("URL")), !f.permalink.isEmpty());
    }

    void hostileRis()
    {
        QFETCH(int, index);
        const CitationFields f = hostileFields(hostileCases()[size_t(index)]);
        const QStringList lines = formatCitation(f, CitationFormat::Ris).split(QLatin1Char('\n'));
        static const QRegularExpression tagLine(QStringLiteral("^[A-Z][A-Z0-9]  - "));
        for (const QString &line : lines)
            QVERIFY2(tagLine.match(line).hasMatch(), qPrintable(line));
        QCOMPARE(lines.first(), QStringLiteral("TY  - DATA"));
        QCOMPARE(lines.last(), QStringLiteral("ER  - "));
        QCOMPARE(lines.filter(QRegularExpression(QStringLiteral("^(TY|ER)  - "))).size(), 2);
        QVERIFY(lines.contains(QStringLiteral("TI  - ") + foldedLine(f.title)));
    }
};

QTEST_GUILESS_MAIN(TestCitation)
#include "tst_citation.moc"
