// SPDX-License-Identifier: Apache-2.0
// The run filter's syntax (runfilterquery.h) on the embedded sample archive: the rows each query
// shows against lists computed by hand from resources/sample-archive.json, and the words a bad
// term is explained with.
#include "archivereader.h"
#include "citation.h"
#include "formatting.h"
#include "leaderboard.h"
#include "runfilterproxy.h"
#include "runfilterquery.h"
#include "runtablemodel.h"
#include "synthetic_archive.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using kie::RunFilterProxy;
using kie::RunTableModel;

namespace {

const QString kSamplePath = QStringLiteral("resources/sample-archive.json");
const QString kSeedPath = QStringLiteral("../shared/fixtures/seed/manifest.json");

QStringList shownNames(const RunFilterProxy &proxy, const kie::Archive &archive)
{
    QStringList names;
    for (int row = 0; row < proxy.rowCount(); ++row)
        names.append(archive.runs[size_t(proxy.mapRowToSource(row))].meta.name);
    names.sort();
    return names;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

// The window in another language shows other status words: a translator for them alone, so the
// test needs no compiled catalogue.
class StatusWordsTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (qstrcmp(context, "kie::RunStatus") != 0)
            return {};
        if (qstrcmp(source, "passed") == 0)
            return QStringLiteral("bestanden");
        if (qstrcmp(source, "failed") == 0)
            return QStringLiteral("fehlgeschlagen");
        if (qstrcmp(source, "error") == 0)
            return QStringLiteral("Fehler");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestRunFilterQuery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        const kie::ReadResult sample = kie::readArchiveFile(kSamplePath);
        QVERIFY2(sample.archive, qPrintable(sample.fatalError));
        m_sample = sample.archive;
        QCOMPARE(m_sample->runs.size(), size_t(31));
    }

    void fieldTerms_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QStringList>("expected"); // metadata.name of the rows shown
        const QString seed = QStringLiteral("sol-submission-26346");
        // The seed's implementation is not in the file: its title's first segment is the implementation
        // column, kept once in the filter line and still found as the title.
        QTest::newRow("title: from the first segment") << QStringLiteral("title:quail") << QStringList{seed};
        QTest::newRow("title: a later segment") << QStringLiteral("title:altered")
                                                << QStringList{QStringLiteral("sample-fib-gemm-altered")};
        QTest::newRow("title: phrase in quotes") << QStringLiteral("title:\"gilded quail\"") << QStringList{seed};
        QTest::newRow("author in quotes (the leaderboard's filter)") << QStringLiteral("author:\"Hazel Marten team\"")
                                                                    << QStringList{QStringLiteral("sample-sol-27222")};
        QTest::newRow("free word finds the title") << QStringLiteral("GILDED") << QStringList{seed};
        QTest::newRow("free word, nothing") << QStringLiteral("otter") << QStringList{};
        QTest::newRow("status") << QStringLiteral("status:failed")
                                << QStringList{QStringLiteral("sample-fib-gemm-3"), QStringLiteral("sample-sol-29001")};
        QTest::newRow("status and a free word (AND)") << QStringLiteral("status:failed gemm")
                                                      << QStringList{QStringLiteral("sample-fib-gemm-3")};
        QTest::newRow("two fields, nothing in common") << QStringLiteral("status:failed gpu:h100") << QStringList{};
        QTest::newRow("gpu") << QStringLiteral("gpu:h100")
                             << QStringList{QStringLiteral("sample-sol-h100-0"), QStringLiteral("sample-sol-h100-1"),
                                            QStringLiteral("sample-sol-h100-2"), QStringLiteral("sample-sol-h100-3")};
        QTest::newRow("gpu: a status word is not a GPU") << QStringLiteral("gpu:failed") << QStringList{};
        QTest::newRow("author") << QStringLiteral("author:marten") << QStringList{QStringLiteral("sample-sol-27222")};
        QTest::newRow("author, upper case") << QStringLiteral("AUTHOR:Heron") << QStringList{QStringLiteral("sample-sol-27000")};
        // The file lacks these runs' implementations: their author is their title's first segment.
        QTest::newRow("author from the title (leaderboard's Cobalt Finch)") << QStringLiteral("author:\"Cobalt Finch\"")
                                                                          << QStringList{QStringLiteral("sample-sol-27037")};
        QTest::newRow("author from the title (the seed)") << QStringLiteral("author:quail") << QStringList{seed};
        QTest::newRow("impl") << QStringLiteral("impl:kestrel") << QStringList{QStringLiteral("sample-sol-27333")};
        QTest::newRow("id annotation") << QStringLiteral("id:5a30a01e") << QStringList{QStringLiteral("sample-sol-27370")};
        QTest::newRow("id: the digest's first digits") << QStringLiteral("id:381f22e4") << QStringList{seed};
        QTest::newRow("digest prefix") << QStringLiteral("digest:381f22e4") << QStringList{seed};
        QTest::newRow("sha256: prefix") << QStringLiteral("sha256:381F22E4") << QStringList{seed};
        QTest::newRow("free hex word: digest prefix") << QStringLiteral("381f22e4") << QStringList{seed};
        QTest::newRow("digest as the record page cuts it") << QStringLiteral("digest:sha256:381f22e4759e66ec6db9692\u2026") << QStringList{seed};
        QTest::newRow("pasted as the record page cuts it") << QStringLiteral("sha256:381f22e4759e66ec6db9692\u2026") << QStringList{seed};
        QTest::newRow("digest cut with three dots") << QStringLiteral("digest:381f22e4...") << QStringList{seed};
        QTest::newRow("free word cut as on the page") << QStringLiteral("381f22e4759e66ec6db9692\u2026") << QStringList{seed};
        QTest::newRow("digest: not inside") << QStringLiteral("digest:f22e4") << QStringList{};
        QTest::newRow("name") << QStringLiteral("name:h100-3") << QStringList{QStringLiteral("sample-sol-h100-3")};
        QTest::newRow("benchmark and status") << QStringLiteral("bench:gemm status:passed")
                                              << QStringList{QStringLiteral("sample-fib-gemm-0"), QStringLiteral("sample-fib-gemm-1"),
                                                             QStringLiteral("sample-fib-gemm-2"),
                                                             QStringLiteral("sample-fib-gemm-altered")};
        QTest::newRow("unknown field left out, the rest filters")
            << QStringLiteral("colour:red status:error") << QStringList{QStringLiteral("sample-sol-29002")};
        QTest::newRow("field still being typed") << QStringLiteral("status: error")
                                                 << QStringList{QStringLiteral("sample-sol-29002")};
        QTest::newRow("whole author") << QStringLiteral("author:=\"cobalt finch\"") << QStringList{QStringLiteral("sample-sol-27037")};
        QTest::newRow("whole author: part of it is not") << QStringLiteral("author:=cobalt") << QStringList{};
        QTest::newRow("whole status") << QStringLiteral("status:=error") << QStringList{QStringLiteral("sample-sol-29002")};
        QTest::newRow("whole name") << QStringLiteral("name:=sample-sol-h100-3") << QStringList{QStringLiteral("sample-sol-h100-3")};
        QTest::newRow("whole name: a prefix is not") << QStringLiteral("name:=sample-sol-h100") << QStringList{};
        QTest::newRow("'=' in quotes is text") << QStringLiteral("name:\"=sample\"") << QStringList{};
    }

    // author: finds every run by the author citations and the leaderboard give it (citation.h runAuthor),
    // whether the file carries the run's implementation or not.
    void authorFieldIsTheRunsAuthor()
    {
        RunTableModel model;
        model.setArchive(m_sample);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        int fromTitle = 0;
        for (size_t run = 0; run < m_sample->runs.size(); ++run) {
            const QString author = kie::runAuthor(*m_sample, int(run));
            if (author.isEmpty())
                continue;
            fromTitle += m_sample->indexOfDigest(kie::ObjectKind::Implementation, m_sample->runs[run].implementationDigest) < 0;
            proxy.setFilterText(kie::FilterQuery::term(QStringLiteral("author"), author));
            QVERIFY2(shownNames(proxy, *m_sample).contains(m_sample->runs[run].meta.name),
                     qPrintable(author + QStringLiteral(" does not find ") + m_sample->runs[run].meta.name));
        }
        QVERIFY(fromTitle > 10); // most of the sample's runs name an implementation the file lacks
    }

    // A Leaderboard row filters the table by its name as a whole field (LeaderboardView::filterTextFor):
    // that shows every run the board counts under the name, and only runs of that name, where text
    // inside the field would also show "Hollow Yak 2" and "Hollow Yak 20" for "Hollow Yak".
    void wholeFieldIsTheLeaderboardsName_data()
    {
        QTest::addColumn<bool>("bySolution");
        QTest::newRow("author") << false;
        QTest::newRow("solution") << true;
    }
    void wholeFieldIsTheLeaderboardsName()
    {
        QFETCH(bool, bySolution);
        const std::shared_ptr<const kie::Archive> archive
            = kie::test::makeSyntheticArchive({.runs = 4000, .benchmarks = 5, .gpus = 2, .implementations = 700});
        RunTableModel model;
        model.setArchive(archive);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        const auto nameOf = [&](int run) {
            return bySolution ? model.index(run, RunTableModel::Implementation).data().toString() : kie::runAuthor(*archive, run);
        };
        std::map<QString, QSet<int>> boardRuns;
        for (const kie::LeaderboardRun &run : kie::leaderboardInput(*archive).runs)
            boardRuns[bySolution ? run.solution : run.author].insert(run.runIndex);
        QVERIFY(boardRuns.size() > 500);
        const QString field = bySolution ? QStringLiteral("impl") : QStringLiteral("author");
        int namesInsideOthers = 0;
        for (const auto &[name, runs] : boardRuns) {
            proxy.setFilterText(kie::FilterQuery::term(field, name, kie::FilterTextIndex::Match::Whole));
            QSet<int> shown;
            for (int row = 0; row < proxy.rowCount(); ++row) {
                const int run = proxy.mapRowToSource(row);
                shown.insert(run);
                if (nameOf(run).compare(name, Qt::CaseInsensitive) != 0)
                    QFAIL(qPrintable(QStringLiteral("%1 shows a run of %2").arg(name, nameOf(run))));
            }
            if (!shown.contains(runs))
                QFAIL(qPrintable(name + QStringLiteral(" leaves out a run the board counts")));
            proxy.setFilterText(kie::FilterQuery::term(field, name));
            namesInsideOthers += proxy.rowCount() > shown.size();
        }
        QVERIFY(namesInsideOthers > 10); // the data has the names this is about
    }

    // FilterQuery::term writes a value so that parse() reads it back exactly.
    void termReadsBack_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("whole");
        for (const QString &field : {QStringLiteral("author"), QStringLiteral("impl"), QString()}) {
            for (const bool whole : {false, true}) {
                if (whole && field.isEmpty())
                    continue; // a free word is never whole
                const QByteArray in = (field.isEmpty() ? QByteArray("free word") : field.toUtf8()) + (whole ? ", whole" : "");
                QTest::addRow("%s: plain", in.constData()) << field << QStringLiteral("quail") << whole;
                QTest::addRow("%s: a space", in.constData()) << field << QStringLiteral("Amber Heron team") << whole;
                QTest::addRow("%s: quotes", in.constData()) << field << QStringLiteral("the \"fast\" one") << whole;
                QTest::addRow("%s: a quote first", in.constData()) << field << QStringLiteral("\"x") << whole;
                QTest::addRow("%s: backslashes", in.constData()) << field << QStringLiteral("a\\b\\\"c") << whole;
                QTest::addRow("%s: ends in a backslash", in.constData()) << field << QStringLiteral("dir\\") << whole;
                QTest::addRow("%s: a colon", in.constData()) << field << QStringLiteral("team:alpha") << whole;
                QTest::addRow("%s: not ASCII", in.constData()) << field << QStringLiteral("Zoë · 東京") << whole;
                QTest::addRow("%s: a leading =", in.constData()) << field << QStringLiteral("=x") << whole;
                QTest::addRow("%s: only =", in.constData()) << field << QStringLiteral("=") << whole;
            }
        }
    }
    // A query that is one record-digest prefix of 8 digits or more, as pasted from a record page.
    void soleDigestPrefix_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("the page's cut digest") << QStringLiteral("sha256:381F22E4759E66EC6DB9692\u2026") << QStringLiteral("381f22e4759e66ec6db9692");
        QTest::newRow("digest: field") << QStringLiteral("digest:381f22e4") << QStringLiteral("381f22e4");
        QTest::newRow("a free hex word") << QStringLiteral("381f22e4759e") << QStringLiteral("381f22e4759e");
        QTest::newRow("a free word cut with …") << QStringLiteral("381f22e4759e\u2026") << QStringLiteral("381f22e4759e");
        QTest::newRow("7 digits") << QStringLiteral("digest:381f22e") << QString();
        QTest::newRow("two terms") << QStringLiteral("381f22e4 status:passed") << QString();
        QTest::newRow("a word") << QStringLiteral("quail") << QString();
        QTest::newRow("not hex") << QStringLiteral("digest:xyz12345") << QString();
        QTest::newRow("empty") << QString() << QString();
    }
    void soleDigestPrefix()
    {
        QFETCH(QString, text);
        QFETCH(QString, prefix);
        QCOMPARE(kie::FilterQuery::parse(text, RunTableModel().filterFields(RunTableModel::FilterTextRole)).soleDigestPrefix(), prefix);
    }

    void termReadsBack()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(bool, whole);
        const QString text = kie::FilterQuery::term(field, value, whole ? kie::FilterTextIndex::Match::Whole : kie::FilterTextIndex::Match::Within);
        const kie::FilterQuery query = kie::FilterQuery::parse(text, RunTableModel().filterFields(RunTableModel::FilterTextRole));
        QVERIFY2(query.error().isEmpty(), qPrintable(query.error()));
        QCOMPARE(query.terms().size(), size_t(1));
        const kie::FilterQuery::Term &term = query.terms().front();
        QCOMPARE(term.field, field == QLatin1String("impl") ? QStringLiteral("implementation") : field);
        QCOMPARE(term.needle.bytes(), value.toLower().toUtf8());
        QCOMPARE(term.whole, whole);
    }

    void fieldTerms()
    {
        QFETCH(QString, filter);
        QFETCH(QStringList, expected);
        RunTableModel model;
        model.setArchive(m_sample);
        RunFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        proxy.setFilterText(filter);
        QCOMPARE(shownNames(proxy, *m_sample), sorted(expected));
        // The same rows whether typed key by key (narrowing) or set at once.
        RunFilterProxy typed;
        typed.setSourceModel(&model);
        for (qsizetype length = 1; length <= filter.size(); ++length)
            typed.setFilterText(filter.left(length));
        QCOMPARE(shownNames(typed, *m_sample), sorted(expected));
    }

    // In another language a status has two words, the file's and the window's: both find the run,
    // and every other field is still found where it is.
    void fieldTermsInAnotherLanguage_data()
    {
        fieldTerms_data();
        QTest::newRow("status: the shown word") << QStringLiteral("status:fehlgeschlagen")
                                                << QStringList{QStringLiteral("sample-fib-gemm-3"), QStringLiteral("sample-sol-29001")};
        QTest::newRow("status: the shown word, error") << QStringLiteral("status:fehler") << QStringList{QStringLiteral("sample-sol-29002")};
        QTest::newRow("evidence: not a status word") << QStringLiteral("evidence:fehler") << QStringList{};
    }
    void fieldTermsInAnotherLanguage()
    {
        StatusWordsTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QCOMPARE(kie::runStatusWord(kie::RunStatus::Failed), QStringLiteral("fehlgeschlagen"));
        fieldTerms();
        QCoreApplication::removeTranslator(&translator);
    }

    void badTermSaysWhy_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("mentions"); // empty: no error
        QTest::newRow("unknown field") << QStringLiteral("colour:red") << QStringLiteral("\u201ccolour\u201d");
        QTest::newRow("the known fields are listed") << QStringLiteral("x:1") << QStringLiteral("status");
        QTest::newRow("digest not hex") << QStringLiteral("digest:xyz") << QStringLiteral("hexadecimal");
        QTest::newRow("a good query") << QStringLiteral("status:failed gpu:h100 author:quail") << QString();
        QTest::newRow("colon in quotes is a word") << QStringLiteral("\"a:b\"") << QString();
        QTest::newRow("a title is never whole") << QStringLiteral("title:=x") << QStringLiteral("\u201ctitle:=\u201d");
        QTest::newRow("nor a digest") << QStringLiteral("digest:=38") << QStringLiteral("\u201cdigest:=\u201d");
        QTest::newRow("whole author") << QStringLiteral("author:=x") << QString();
    }

    void badTermSaysWhy()
    {
        QFETCH(QString, filter);
        QFETCH(QString, mentions);
        RunTableModel model;
        model.setArchive(m_sample);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        QSignalSpy changed(&proxy, &RunFilterProxy::filterErrorChanged);
        proxy.setFilterText(filter);
        if (mentions.isEmpty()) {
            QVERIFY2(proxy.filterError().isEmpty(), qPrintable(proxy.filterError()));
            QCOMPARE(changed.count(), 0);
        } else {
            QVERIFY2(proxy.filterError().contains(mentions), qPrintable(proxy.filterError()));
            QCOMPARE(changed.count(), 1);
            QCOMPARE(changed.first().first().toString(), proxy.filterError());
            proxy.setFilterText(QString()); // cleared: the message goes
            QCOMPARE(changed.count(), 2);
            QVERIFY(proxy.filterError().isEmpty());
        }
    }

    void quotes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("needles"); // per term, lowercased
        QTest::newRow("phrase") << QStringLiteral("\"Silent Otter\" b200") << QStringList{QStringLiteral("silent otter"), QStringLiteral("b200")};
        QTest::newRow("escaped quote") << QStringLiteral("\"say \\\"hi\\\"\"") << QStringList{QStringLiteral("say \"hi\"")};
        QTest::newRow("field value in quotes") << QStringLiteral("author:\"A B\"") << QStringList{QStringLiteral("a b")};
        QTest::newRow("spaces collapse") << QStringLiteral("  a   b ") << QStringList{QStringLiteral("a"), QStringLiteral("b")};
    }

    void quotes()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, needles);
        RunTableModel model;
        const kie::FilterQuery query = kie::FilterQuery::parse(text, model.filterFields(RunTableModel::FilterTextRole));
        QStringList got;
        for (const kie::FilterQuery::Term &term : query.terms())
            got.append(QString::fromUtf8(term.needle.bytes()));
        QCOMPARE(got, needles);
    }

    void narrowing_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<bool>("narrows");
        QTest::newRow("longer word") << QStringLiteral("qua") << QStringLiteral("quail") << true;
        QTest::newRow("another word added") << QStringLiteral("quail") << QStringLiteral("quail b200") << true;
        QTest::newRow("word becomes a field") << QStringLiteral("statu") << QStringLiteral("status:f") << false;
        QTest::newRow("longer field value") << QStringLiteral("status:f") << QStringLiteral("status:fa") << true;
        QTest::newRow("word becomes hex") << QStringLiteral("abc") << QStringLiteral("abcd") << false;
        QTest::newRow("longer digest") << QStringLiteral("digest:38") << QStringLiteral("digest:381") << true;
        QTest::newRow("word removed") << QStringLiteral("quail b200") << QStringLiteral("quail") << false;
        QTest::newRow("inside, then whole") << QStringLiteral("author:qua") << QStringLiteral("author:=quail") << true;
        QTest::newRow("whole, then longer") << QStringLiteral("author:=quail") << QStringLiteral("author:=\"quail 2\"") << false;
        QTest::newRow("whole, then inside") << QStringLiteral("author:=quail") << QStringLiteral("author:quail") << false;
        QTest::newRow("whole, the same") << QStringLiteral("author:=quail") << QStringLiteral("author:=quail gpu:b") << true;
    }

    void narrowing()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(bool, narrows);
        RunTableModel model;
        const QList<kie::FilterField> fields = model.filterFields(RunTableModel::FilterTextRole);
        const kie::FilterQuery older = kie::FilterQuery::parse(before, fields);
        const kie::FilterQuery newer = kie::FilterQuery::parse(after, fields);
        QCOMPARE(newer.narrows(older), narrows);
    }

    void scanAgreesWithRowChecks_data()
    {
        QTest::addColumn<QString>("needle");
        for (const char *needle : {"a", "e", "0", "-", "h100", "quail", "failed", "2026-0", "kernel_1", "\u00fc"})
            QTest::newRow(needle) << QString::fromUtf8(needle);
    }

    void scanAgreesWithRowChecks()
    {
        // The one-pass scan (jumping between wanted fields) and the per-row check must agree for every
        // field, on rows whose titles repeat other fields (the alias) and rows whose do not.
        QFETCH(QString, needle);
        RunTableModel model;
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 3000, .benchmarks = 7, .gpus = 4, .implementations = 200}));
        const kie::FilterTextIndex &text = *model.filterTextIndex(RunTableModel::FilterTextRole);
        const kie::FilterTextIndex::Needle search(needle);
        std::vector<unsigned char> matches;
        for (int field = 0; field < RunTableModel::FilterFieldCount; ++field) {
            for (const quint32 mask : {1u << field, (1u << field) | 1u, (1u << field) | (1u << RunTableModel::FilterTitle)}) {
                for (const auto match : {kie::FilterTextIndex::Match::Within, kie::FilterTextIndex::Match::Whole}) {
                    text.findAllInFields(search, mask, matches, match);
                    int found = 0;
                    for (int row = 0; row < text.rowCount(); ++row) {
                        found += matches[size_t(row)];
                        if (bool(matches[size_t(row)]) != text.rowContainsInFields(row, search, mask, match))
                            QFAIL(qPrintable(QStringLiteral("row %1, mask %2, match %3: %4").arg(row).arg(mask).arg(int(match)).arg(text.rowString(row))));
                    }
                    if (field == RunTableModel::FilterStatus && needle == QLatin1String("failed"))
                        QVERIFY(found > 100); // the test sees matches, not only misses (whole: the status is "failed")
                }
            }
        }
    }

    void sourceOfAWorkspace()
    {
        // The seed is also in the sample: one row, carried by both files, found by either name.
        const kie::ReadResult seed = kie::readArchiveFile(kSeedPath);
        QVERIFY2(seed.archive, qPrintable(seed.fatalError));
        const std::shared_ptr<const kie::Archive> merged = kie::mergeArchives({m_sample, seed.archive});
        RunTableModel model;
        model.setArchive(merged);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setFilterText(QStringLiteral("source:manifest"));
        QCOMPARE(shownNames(proxy, *merged), QStringList{QStringLiteral("sol-submission-26346")});
        proxy.setFilterText(QStringLiteral("file:sample-archive"));
        QCOMPARE(proxy.rowCount(), 31);
        const int seedRow = proxy.mapRowToSource(0) == 0 ? 0 : -1;
        QCOMPARE(seedRow, 0);
        QCOMPARE(model.index(0, RunTableModel::Source).data().toString(),
                 QStringLiteral("sample-archive.json, manifest.json"));
    }

private:
    std::shared_ptr<const kie::Archive> m_sample;
};

QTEST_GUILESS_MAIN(TestRunFilterQuery)
#include "tst_runfilterquery.moc"
