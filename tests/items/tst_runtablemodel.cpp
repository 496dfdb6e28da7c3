// SPDX-License-Identifier: Apache-2.0
#include "archivereader.h"
#include "citation.h"
#include "digest.h"
#include "ranking.h"
#include "runfacts.h"
#include "runfilterproxy.h"
#include "runtablemodel.h"
#include "timestamps.h"
#include "workspace.h"
#include "synthetic_archive.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

#include <thread>

using kie::RunTableModel;

namespace {

const QString kSeedPath = QStringLiteral("../shared/fixtures/seed/manifest.json");

kie::RunRecord namedRun(const QString &name, const QString &title, const QString &implementationDigest = QString())
{
    kie::RunRecord run;
    run.meta.name = name;
    run.meta.title = title;
    run.implementationDigest = implementationDigest;
    run.status = kie::RunStatus::Passed;
    run.statusText = QStringLiteral("passed");
    return run;
}

// An archive with one Implementation object, "Turbo Kernel" (sha256:aa), and these runs, ranked.
std::shared_ptr<kie::Archive> archiveWithTurboKernel(const std::vector<kie::RunRecord> &runs)
{
    auto archive = std::make_shared<kie::Archive>();
    kie::ImplementationRecord implementation;
    implementation.name = QStringLiteral("Turbo Kernel");
    implementation.digest = QStringLiteral("sha256:aa");
    archive->implementations.push_back(implementation);
    archive->objectsByDigest.insert(implementation.digest, {kie::ObjectKind::Implementation, 0});
    archive->runs = runs;
    archive->ranking = kie::rankArchive(*archive);
    return archive;
}

} // namespace

class TestRunTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c()); // figures are compared as text
    }

    void passesModelTester()
    {
        RunTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 300, .benchmarks = 4, .gpus = 2, .implementations = 40}));
        QCOMPARE(model.rowCount(), 300);
        QCOMPARE(model.columnCount(), int(RunTableModel::ColumnCount));
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 50, .seed = 7}));
        QCOMPARE(model.rowCount(), 50);
        model.setArchive(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void setArchiveResets()
    {
        RunTableModel model;
        QSignalSpy aboutToReset(&model, &QAbstractItemModel::modelAboutToBeReset);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 10}));
        QCOMPARE(aboutToReset.count(), 1);
        QCOMPARE(reset.count(), 1);
    }

    // The plot shares the table's integrity summary (its per-run states are not copied): the same
    // object, kept alive after the table moves on to another archive, and none without one.
    void integritySharedNotCopied()
    {
        RunTableModel model;
        QVERIFY(!model.sharedIntegrity());
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 30}));
        const std::shared_ptr<const kie::IntegritySummary> held = model.sharedIntegrity();
        QVERIFY(held);
        QCOMPARE(held.get(), model.integrity());
        const std::vector<kie::RunTrust> states = held->runTrust;
        QCOMPARE(states.size(), size_t(30));
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 5, .seed = 7}));
        QVERIFY(held.get() != model.integrity());
        QVERIFY(held->runTrust == states); // still the first archive's, alive
        model.setArchive(nullptr);
        QVERIFY(!model.sharedIntegrity());
    }

    void seedRow_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("display");
        QTest::addColumn<QVariant>("sortValue");
        QTest::newRow("implementation (title's first segment)")
            << int(RunTableModel::Implementation) << QStringLiteral("Gilded Quail") << QVariant(QStringLiteral("Gilded Quail"));
        QTest::newRow("benchmark") << int(RunTableModel::Benchmark)
                                   << QStringLiteral("003_grouped_query_attention_with_rope_backward")
                                   << QVariant(QStringLiteral("003_grouped_query_attention_with_rope_backward"));
        QTest::newRow("gpu") << int(RunTableModel::Gpu) << QStringLiteral("NVIDIA B200")
                             << QVariant(QStringLiteral("NVIDIA B200"));
        QTest::newRow("primary measurement") << int(RunTableModel::PrimaryMeasurement)
                                             << QString::fromUtf8("486.0 \xc2\xb5s") << QVariant(485961.0);
        QTest::newRow("rank") << int(RunTableModel::Rank) << QStringLiteral("1") << QVariant(1);
        QTest::newRow("sol") << int(RunTableModel::Sol) << QStringLiteral("0.5542") << QVariant(0.554246);
        QTest::newRow("speedup") << int(RunTableModel::SpeedupVsReference) << QString::fromUtf8("1.22\xc3\x97")
                                 << QVariant(1.2219);
        QTest::newRow("cases faster") << int(RunTableModel::CasesFaster) << QStringLiteral("15/16") << QVariant(15.0 / 16.0);
        QTest::newRow("status") << int(RunTableModel::Status) << QStringLiteral("passed") << QVariant(int(kie::RunStatus::Passed));
        QTest::newRow("evidence (not in the seed)") << int(RunTableModel::EvidenceLevel) << QString() << QVariant(QString());
        QTest::newRow("observed") << int(RunTableModel::Observed) << QStringLiteral("2026-07-20")
                                  << QVariant(QDateTime::fromString(QStringLiteral("2026-07-20T10:18:21.410Z"), Qt::ISODateWithMs)
                                                  .toMSecsSinceEpoch());
    }
    void seedRow()
    {
        QFETCH(int, column);
        QFETCH(QString, display);
        QFETCH(QVariant, sortValue);
        const kie::ReadResult result = kie::readArchiveFile(kSeedPath);
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        RunTableModel model;
        model.setArchive(result.archive);
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex index = model.index(0, column);
        QCOMPARE(index.data(Qt::DisplayRole).toString(), display);
        QCOMPARE(index.data(RunTableModel::SortRole), sortValue);
        QCOMPARE(index.data(RunTableModel::RunIndexRole).toInt(), 0);
        QCOMPARE(index.data(RunTableModel::StatusRole).toInt(), int(kie::RunStatus::Passed));
        QCOMPARE(index.data(RunTableModel::GroupIndexRole).toInt(), 0);
    }

    void seedToolTips()
    {
        const kie::ReadResult result = kie::readArchiveFile(kSeedPath);
        QVERIFY(result.archive);
        RunTableModel model;
        model.setArchive(result.archive);
        QCOMPARE(model.index(0, RunTableModel::Sol).data(Qt::ToolTipRole).toString(), QStringLiteral("SOL 0.5542"));
        QCOMPARE(model.index(0, RunTableModel::SpeedupVsReference).data(Qt::ToolTipRole).toString(),
                 QString::fromUtf8("1.22\xc3\x97 reference"));
        QCOMPARE(model.index(0, RunTableModel::CasesFaster).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("15/16 cases faster"));
        QVERIFY(model.index(0, RunTableModel::PrimaryMeasurement).data(Qt::ToolTipRole).toString().contains(QStringLiteral("485961")));
        QCOMPARE(model.index(0, RunTableModel::Gpu).data(Qt::ToolTipRole).toString(), QStringLiteral("nvidia NVIDIA B200 sm_100"));
    }

    void implementationName_data()
    {
        QTest::addColumn<int>("run");
        QTest::addColumn<QString>("expected");
        QTest::newRow("resolved Implementation object") << 0 << QStringLiteral("Turbo Kernel");
        QTest::newRow("title's first segment") << 1 << QStringLiteral("Gilded Quail");
        QTest::newRow("title without separator") << 2 << QStringLiteral("Just a title");
        QTest::newRow("metadata.name") << 3 << QStringLiteral("run-d");
        QTest::newRow("unresolved digest falls back to the title") << 4 << QStringLiteral("Lost Heron");
        QTest::newRow("hostile title is plain data") << 5 << QStringLiteral("<img src=x onerror=alert(1)>");
    }
    void implementationName()
    {
        QFETCH(int, run);
        QFETCH(QString, expected);
        const auto archive = archiveWithTurboKernel({
            namedRun(QStringLiteral("run-a"), QStringLiteral("Ignored \u00B7 bench"), QStringLiteral("sha256:aa")),
            namedRun(QStringLiteral("run-b"), QStringLiteral("Gilded Quail \u00B7 003_gqa \u00B7 B200")),
            namedRun(QStringLiteral("run-c"), QStringLiteral("Just a title")),
            namedRun(QStringLiteral("run-d"), QString()),
            namedRun(QStringLiteral("run-e"), QStringLiteral("Lost Heron \u00B7 x"), QStringLiteral("sha256:bb")),
            namedRun(QStringLiteral("run-f"), QStringLiteral("<img src=x onerror=alert(1)> \u00B7 y")),
        });
        RunTableModel model;
        model.setArchive(archive);
        QCOMPARE(model.index(run, RunTableModel::Implementation).data().toString(), expected);
        QCOMPARE(kie::implementationName(*archive, run), expected); // the one rule (runfacts.h) the column must show
        QVERIFY(model.index(run, 0).data(RunTableModel::FilterTextRole).toString().startsWith(expected.toLower()));
    }

    // The filter line keeps a title's " · " segments that the row shows elsewhere once, in their
    // fields; a "·" without its spaces around it separates nothing.
    void titleSegmentsShownElsewhereAreKeptOnce_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("titleField");
        QTest::newRow("implementation repeated") << QStringLiteral("Turbo Kernel \u00B7 003_gqa \u00B7 B200")
                                                 << QStringLiteral("003_gqa \u00B7 b200");
        QTest::newRow("repeated last") << QStringLiteral("x \u00B7 Turbo Kernel") << QStringLiteral("x");
        QTest::newRow("nothing repeated") << QStringLiteral("a \u00B7 b") << QStringLiteral("a \u00B7 b");
        QTest::newRow("dot without spaces") << QStringLiteral("Turbo Kernel \u00B7 a\u00B7b \u00B7c\u00B7 Turbo Kernel")
                                            << QStringLiteral("a\u00B7b \u00B7c\u00B7 turbo kernel");
        QTest::newRow("dot with a space on one side") << QStringLiteral("Turbo Kernel \u00B7x") << QStringLiteral("turbo kernel \u00B7x");
        QTest::newRow("dot first and last") << QStringLiteral("\u00B7 Turbo Kernel \u00B7") << QStringLiteral("\u00B7 turbo kernel \u00B7");
    }
    void titleSegmentsShownElsewhereAreKeptOnce()
    {
        QFETCH(QString, title);
        QFETCH(QString, titleField);
        const auto archive = archiveWithTurboKernel({namedRun(QStringLiteral("run-a"), title, QStringLiteral("sha256:aa"))});
        RunTableModel model;
        model.setArchive(archive);
        const QStringList fields = model.index(0, 0).data(RunTableModel::FilterTextRole).toString().split(QLatin1Char('\t'));
        QCOMPARE(fields.value(RunTableModel::FilterImplementation), QStringLiteral("turbo kernel"));
        QCOMPARE(fields.value(RunTableModel::FilterTitle), titleField);
    }

    // The author: field is citation.h's runAuthor, also for a run whose Implementation object has
    // no name to show (the row shows the title's first segment) but has an author.
    void authorOfAnImplementationWithoutAName()
    {
        const auto archive = archiveWithTurboKernel({namedRun(QStringLiteral("run-a"), QStringLiteral("Lost Heron \u00B7 x"),
                                                              QStringLiteral("sha256:cc"))});
        kie::ImplementationRecord unnamed;
        unnamed.author = QStringLiteral("Ada Lovelace");
        unnamed.digest = QStringLiteral("sha256:cc");
        archive->implementations.push_back(unnamed);
        archive->objectsByDigest.insert(unnamed.digest, {kie::ObjectKind::Implementation, 1});
        QCOMPARE(kie::runAuthor(*archive, 0), QStringLiteral("Ada Lovelace"));
        RunTableModel model;
        model.setArchive(archive);
        QCOMPARE(model.index(0, RunTableModel::Implementation).data().toString(), QStringLiteral("Lost Heron"));
        const QStringList fields = model.index(0, 0).data(RunTableModel::FilterTextRole).toString().split(QLatin1Char('\t'));
        QCOMPARE(fields.value(RunTableModel::FilterAuthor), QStringLiteral("ada lovelace"));
    }

    void missingValuesAreInvalidSortKeys()
    {
        auto archive = std::make_shared<kie::Archive>();
        kie::RunRecord failed = namedRun(QStringLiteral("failed"), QString());
        failed.status = kie::RunStatus::Failed;
        failed.statusText = QStringLiteral("failed");
        archive->runs.push_back(failed);
        archive->ranking = kie::rankArchive(*archive);
        RunTableModel model;
        model.setArchive(archive);
        for (const int column : {RunTableModel::PrimaryMeasurement, RunTableModel::Rank, RunTableModel::Sol,
                                 RunTableModel::SpeedupVsReference, RunTableModel::CasesFaster}) {
            QVERIFY2(!model.index(0, column).data(RunTableModel::SortRole).isValid(), qPrintable(QString::number(column)));
            QCOMPARE(model.index(0, column).data().toString(), QString());
        }
        QCOMPARE(model.index(0, RunTableModel::Status).data().toString(), QStringLiteral("failed"));
        QVERIFY(model.index(0, RunTableModel::Rank).data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Not ranked")));
    }

    void filterTextCoversColumnsLowercased()
    {
        auto archive = kie::test::makeSyntheticArchive({.runs = 200, .benchmarks = 3, .gpus = 3});
        RunTableModel model;
        model.setArchive(archive);
        for (int row = 0; row < model.rowCount(); ++row) {
            const QString text = model.index(row, 0).data(RunTableModel::FilterTextRole).toString();
            QCOMPARE(text, text.toLower());
            // The same line for every column, so a filter on any key column sees the same text.
            QCOMPARE(model.index(row, RunTableModel::Observed).data(RunTableModel::FilterTextRole).toString(), text);
            for (const int column : {RunTableModel::Implementation, RunTableModel::Benchmark, RunTableModel::Gpu,
                                     RunTableModel::Status, RunTableModel::EvidenceLevel, RunTableModel::Observed}) {
                const QString shown = model.index(row, column).data().toString().toLower();
                QVERIFY2(text.contains(shown), qPrintable(shown + QStringLiteral(" not in ") + text));
            }
            QVERIFY(text.contains(archive->runs[size_t(row)].meta.name));
        }
        QCOMPARE(model.filterTextIndex(RunTableModel::FilterTextRole)->rowCount(), 200);
        QVERIFY(!model.filterTextIndex(Qt::DisplayRole));
    }

    // Tabs and line ends delimit the filter text's fields and rows (FilterTextIndex): inside a field
    // they are spaces, whether the field is ASCII, within Latin-1 or beyond it.
    void filterTextKeepsDelimitersOutOfFields_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("field"); // as the filter text holds it
        QTest::newRow("ASCII") << QStringLiteral("Run\tOne\nTwo\rThree") << QStringLiteral("run one two three");
        QTest::newRow("Latin-1") << QStringLiteral("\u00DCber\trun\n\u00B7 \u00B5s") << QStringLiteral("\u00FCber run \u00B7 \u00B5s");
        QTest::newRow("beyond Latin-1") << QStringLiteral("\u042F\u0434\u0440\u043E\tGPU\r\n\u540D")
                                        << QStringLiteral("\u044F\u0434\u0440\u043E gpu  \u540D");
    }
    void filterTextKeepsDelimitersOutOfFields()
    {
        QFETCH(QString, name);
        QFETCH(QString, field);
        auto archive = kie::test::makeSyntheticArchive({.runs = 2, .benchmarks = 1, .gpus = 1});
        archive->runs[0].meta.name = name;
        RunTableModel model;
        model.setArchive(archive);
        const QString text = model.index(0, 0).data(RunTableModel::FilterTextRole).toString();
        const QString other = model.index(1, 0).data(RunTableModel::FilterTextRole).toString();
        QCOMPARE(text.count(QLatin1Char('\t')), other.count(QLatin1Char('\t'))); // the same fields
        QVERIFY(!text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')));
        QVERIFY2(text.split(QLatin1Char('\t')).contains(field), qPrintable(text));
    }

    void rankMatchesRanking()
    {
        auto archive = kie::test::makeSyntheticArchive({.runs = 500, .benchmarks = 5, .gpus = 2});
        RunTableModel model;
        model.setArchive(archive);
        int ranked = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const kie::RunRank &rank = archive->ranking.runs[size_t(row)];
            const QVariant sortValue = model.index(row, RunTableModel::Rank).data(RunTableModel::SortRole);
            QCOMPARE(sortValue.isValid(), rank.rank.has_value());
            if (rank.rank) {
                ++ranked;
                QCOMPARE(sortValue.toInt(), *rank.rank);
                QCOMPARE(model.index(row, RunTableModel::Rank).data().toString(), QString::number(*rank.rank));
            }
            QCOMPARE(model.index(row, 0).data(RunTableModel::GroupIndexRole).toInt(), rank.group);
        }
        QVERIFY(ranked > 300 && ranked < 500);
    }

    void preparedOnAWorkerThreadInParallelChunks()
    {
        // Large enough for prepare() to split the rows over threads; run it off the test's thread
        // as the loader does, then check every row's filter line against what the row shows.
        // Every run with a digest of its own, so each row's digest prefix is checked too.
        auto withDigests = std::make_shared<kie::Archive>(
            *kie::test::makeSyntheticArchive({.runs = 60000, .benchmarks = 7, .gpus = 4, .implementations = 900}));
        for (size_t i = 0; i < withDigests->runs.size(); ++i)
            withDigests->runs[i].digest = kie::sha256DigestString(QByteArray::number(qulonglong(i)));
        const std::shared_ptr<const kie::Archive> archive = withDigests;
        std::shared_ptr<RunTableModel::Prepared> prepared;
        std::thread worker([&] { prepared = RunTableModel::prepare(archive); });
        worker.join();
        RunTableModel model;
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setPrepared(prepared);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 60000);
        QCOMPARE(model.archive(), archive);
        for (int row = 0; row < model.rowCount(); ++row) {
            QStringList fields;
            for (const int column : {RunTableModel::Implementation, RunTableModel::Benchmark, RunTableModel::Gpu,
                                     RunTableModel::Status, RunTableModel::EvidenceLevel, RunTableModel::Observed})
                fields.append(model.index(row, column).data().toString());
            fields.append(archive->runs[size_t(row)].meta.name);
            // Title, author, id, source, shown status: the synthetic titles ("impl · benchmark · GPU")
            // repeat the row's fields, so the title adds nothing; the author is citation.h's (the
            // implementation has no author field: its name); no ids or workspace members; the window
            // shows the file's status word, so no second one.
            fields << QString() << kie::runAuthor(*archive, row) << QString() << QString() << QString();
            const QString expected = fields.join(QLatin1Char('\t')).toLower();
            if (model.index(row, 0).data(RunTableModel::FilterTextRole).toString() != expected)
                QFAIL(qPrintable(QStringLiteral("row %1: %2").arg(row).arg(expected)));
            const quint64 prefix = archive->runs[size_t(row)].digest.toString().mid(7, 16).toULongLong(nullptr, 16);
            if (!model.filterTextIndex(RunTableModel::FilterTextRole)->rowDigestStartsWith(row, prefix, 16))
                QFAIL(qPrintable(QStringLiteral("row %1: not its digest's prefix").arg(row)));
        }
    }

    // The window shows the table from prepareRows() and hands the filter text over when a worker has
    // built it; whichever way it arrives, every row's filter line and digest prefix are prepare()'s,
    // and a filter typed before then finds the same rows.
    void filterTextInTwoSteps_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("built on a worker, then set") << QStringLiteral("set");
        QTest::newRow("asked for before it was set") << QStringLiteral("asked");
        QTest::newRow("filtered before it was set") << QStringLiteral("filtered");
        QTest::newRow("digests learnt while it was pending") << QStringLiteral("digests later");
    }

    void filterTextInTwoSteps()
    {
        QFETCH(QString, how);
        auto withDigests = std::make_shared<kie::Archive>(
            *kie::test::makeSyntheticArchive({.runs = 60000, .benchmarks = 7, .gpus = 4, .implementations = 900}));
        const auto digestOf = [](size_t i) { return kie::sha256DigestString(QByteArray::number(qulonglong(i))); };
        for (size_t i = 0; i < withDigests->runs.size(); ++i)
            withDigests->runs[i].digest = digestOf(i);
        RunTableModel whole;
        whole.setPrepared(RunTableModel::prepare(withDigests));
        QVERIFY(!whole.filterTextPending());

        if (how == QLatin1String("digests later")) { // read with deferred digests (rundigests.h)
            for (kie::RunRecord &run : withDigests->runs)
                run.digest = kie::DigestString();
        }
        std::shared_ptr<RunTableModel::Prepared> rows;
        std::thread worker([&] { rows = RunTableModel::prepareRows(withDigests); });
        worker.join();
        RunTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPrepared(rows);
        QVERIFY(model.filterTextPending());
        // Sorting and showing need no filter text.
        QCOMPARE(model.index(7, RunTableModel::Implementation).data(), whole.index(7, RunTableModel::Implementation).data());
        QVERIFY(model.filterTextPending());

        kie::FilterTextIndex text;
        std::thread builder([&] { text = RunTableModel::buildFilterText(*rows); });
        builder.join();
        const std::shared_ptr<RunTableModel::Prepared> otherRows = RunTableModel::prepareRows(withDigests);
        model.setFilterText(otherRows.get(), kie::FilterTextIndex()); // built for another preparation: ignored
        QVERIFY(model.filterTextPending());

        if (how == QLatin1String("set") || how == QLatin1String("digests later")) {
            QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
            if (how == QLatin1String("digests later")) {
                for (size_t i = 0; i < withDigests->runs.size(); ++i)
                    withDigests->runs[i].digest = digestOf(i);
                model.updateRunDigests(); // before the text: it learns them when it is set
                QVERIFY(model.filterTextPending());
            }
            model.setFilterText(rows.get(), std::move(text));
            QVERIFY(!model.filterTextPending());
            QVERIFY(changed.count() >= 1);
            QCOMPARE(changed.last().at(2).value<QList<int>>(), QList<int>{RunTableModel::FilterTextRole});
        } else if (how == QLatin1String("filtered")) {
            kie::RunFilterProxy pending;
            pending.setSourceModel(&model);
            kie::RunFilterProxy complete;
            complete.setSourceModel(&whole);
            for (const QString &filter : {QStringLiteral("quail"), QStringLiteral("gpu:h100 status:passed")}) {
                pending.setFilterText(filter);
                complete.setFilterText(filter);
                QVERIFY(pending.rowCount() > 0);
                QCOMPARE(pending.rowCount(), complete.rowCount());
                for (int row = 0; row < pending.rowCount(); ++row)
                    QCOMPARE(pending.mapRowToSource(row), complete.mapRowToSource(row));
            }
            QVERIFY(!model.filterTextPending());
        }
        const kie::FilterTextIndex *index = model.filterTextIndex(RunTableModel::FilterTextRole);
        QVERIFY(!model.filterTextPending());
        const kie::FilterTextIndex *expected = whole.filterTextIndex(RunTableModel::FilterTextRole);
        QCOMPARE(index->rowCount(), expected->rowCount());
        for (int row = 0; row < index->rowCount(); ++row) {
            if (index->rowText(row) != expected->rowText(row))
                QFAIL(qPrintable(QStringLiteral("row %1: %2").arg(row).arg(index->rowString(row))));
            const quint64 prefix = digestOf(size_t(row)).toString().mid(7, 16).toULongLong(nullptr, 16);
            if (!index->rowDigestStartsWith(row, prefix, 16))
                QFAIL(qPrintable(QStringLiteral("row %1: not its digest's prefix").arg(row)));
        }
    }

    void parseTimestamp_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("seed") << QStringLiteral("2026-07-20T10:18:21.410Z") << true;
        QTest::newRow("no fraction") << QStringLiteral("2026-07-17T08:00:00Z") << true;
        QTest::newRow("microseconds") << QStringLiteral("2025-12-31T23:59:59.123456Z") << true;
        QTest::newRow("positive offset") << QStringLiteral("2026-03-01T01:30:00+02:00") << true;
        QTest::newRow("negative offset") << QStringLiteral("2024-02-29T20:00:00.5-05:30") << true;
        QTest::newRow("lowercase") << QStringLiteral("2026-01-01t00:00:00z") << true;
        QTest::newRow("date only") << QStringLiteral("2026-07-20") << true;
        QTest::newRow("before 1970") << QStringLiteral("1969-07-20T20:17:40Z") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("words") << QStringLiteral("yesterday") << false;
        QTest::newRow("month 13") << QStringLiteral("2026-13-01T00:00:00Z") << false;
        QTest::newRow("trailing junk") << QStringLiteral("2026-07-20T10:18:21Zjunk") << false;
    }
    void parseTimestamp()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        const std::optional<qint64> parsed = kie::timestampMsUtc(text);
        QCOMPARE(parsed.has_value(), valid);
        if (valid) {
            QString iso = text;
            if (iso.size() == 10)
                iso += QStringLiteral("T00:00:00Z");
            const QDateTime reference = QDateTime::fromString(iso.toUpper(), Qt::ISODateWithMs);
            QVERIFY2(reference.isValid(), qPrintable(iso));
            QCOMPARE(*parsed, reference.toMSecsSinceEpoch());
        }
    }

    // Δ vs #1 on the sample: each run's latency over its own group's #1, shown to 0.1 % and sorted on
    // the ratio itself; unranked runs (failed, error, unknown) have none.
    void deltaVsBest_data()
    {
        QTest::addColumn<QString>("run");
        QTest::addColumn<QString>("best");
        QTest::addColumn<QString>("display");
        QTest::newRow("the seed, #16") << QStringLiteral("sol-submission-26346") << QStringLiteral("sample-sol-27000")
                                       << QStringLiteral("+53.9\u00A0%");
        QTest::newRow("the #1 itself") << QStringLiteral("sample-sol-27000") << QStringLiteral("sample-sol-27000")
                                       << QStringLiteral("0.0\u00A0%");
        QTest::newRow("tied #7") << QStringLiteral("sample-sol-27259") << QStringLiteral("sample-sol-27000")
                                 << QStringLiteral("+25.1\u00A0%");
        QTest::newRow("last, over 100 %") << QStringLiteral("sample-sol-28002") << QStringLiteral("sample-sol-27000")
                                          << QStringLiteral("+132.5\u00A0%");
        QTest::newRow("another group's #1 (H100)") << QStringLiteral("sample-sol-h100-1") << QStringLiteral("sample-sol-h100-0")
                                                   << QStringLiteral("+5.4\u00A0%");
        QTest::newRow("failed: unranked") << QStringLiteral("sample-sol-29001") << QString() << QString();
        QTest::newRow("unknown status: unranked") << QStringLiteral("sample-sol-29003") << QString() << QString();
    }
    void deltaVsBest()
    {
        QFETCH(QString, run);
        QFETCH(QString, best);
        QFETCH(QString, display);
        const kie::ReadResult result = kie::readArchiveFile(QStringLiteral("resources/sample-archive.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        const kie::Archive &archive = *result.archive;
        RunTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setArchive(result.archive);
        const int row = kie::findRun(archive, run);
        QVERIFY(row >= 0);
        const QModelIndex index = model.index(row, RunTableModel::DeltaVsBest);
        QCOMPARE(index.data().toString(), display);
        if (best.isEmpty()) {
            QVERIFY(!index.data(RunTableModel::SortRole).isValid()); // sorts after every ratio
            return;
        }
        const int bestRow = kie::findRun(archive, best);
        QCOMPARE(archive.ranking.groups[size_t(archive.ranking.runs[size_t(row)].group)].best, bestRow);
        const double ratio = *kie::primaryValue(archive, row) / *kie::primaryValue(archive, bestRow);
        QCOMPARE(index.data(RunTableModel::SortRole).toDouble(), ratio);
        QCOMPARE(index.data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
        QVERIFY(index.data(Qt::ToolTipRole).toString().contains(display));
    }

    void headers_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("title");
        QTest::newRow("implementation") << int(RunTableModel::Implementation) << QStringLiteral("Implementation");
        QTest::newRow("gpu") << int(RunTableModel::Gpu) << QStringLiteral("GPU");
        QTest::newRow("latency") << int(RunTableModel::PrimaryMeasurement) << QStringLiteral("Latency");
        QTest::newRow("delta vs #1") << int(RunTableModel::DeltaVsBest) << QString::fromUtf8("\xce\x94 vs #1");
        QTest::newRow("speedup") << int(RunTableModel::SpeedupVsReference) << QString::fromUtf8("\xc3\x97reference");
        QTest::newRow("observed") << int(RunTableModel::Observed) << QStringLiteral("Observed");
    }
    void headers()
    {
        QFETCH(int, column);
        QFETCH(QString, title);
        RunTableModel model;
        QCOMPARE(model.headerData(column, Qt::Horizontal).toString(), title);
    }

    void sourceColumnOfAWorkspace()
    {
        const kie::ReadResult sample = kie::readArchiveFile(QStringLiteral("resources/sample-archive.json"));
        const kie::ReadResult seed = kie::readArchiveFile(kSeedPath);
        QVERIFY(sample.archive && seed.archive);
        RunTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setArchive(seed.archive);
        QCOMPARE(model.index(0, RunTableModel::Source).data().toString(), QStringLiteral("manifest.json"));
        QCOMPARE(model.index(0, RunTableModel::Source).data(Qt::ToolTipRole).toString(), kSeedPath);
        model.setArchive(kie::mergeArchives({seed.archive, sample.archive}));
        QCOMPARE(model.rowCount(), 31);
        QCOMPARE(model.index(0, RunTableModel::Source).data().toString(), QStringLiteral("manifest.json, sample-archive.json"));
        QCOMPARE(model.index(0, RunTableModel::Source).data(RunTableModel::SortRole).toString(),
                 QStringLiteral("manifest.json, sample-archive.json"));
        QCOMPARE(model.index(1, RunTableModel::Source).data().toString(), QStringLiteral("sample-archive.json"));
        QCOMPARE(model.index(1, RunTableModel::Source).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("resources/sample-archive.json"));
        QCOMPARE(model.headerData(RunTableModel::Source, Qt::Horizontal).toString(), QStringLiteral("Source"));
    }
};

QTEST_GUILESS_MAIN(TestRunTableModel)
#include "tst_runtablemodel.moc"
