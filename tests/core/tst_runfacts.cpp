// SPDX-License-Identifier: Apache-2.0
// The run facts (what the run page and `show` say) and the one findRun.
#include "archive.h"
#include "archivereader.h"
#include "ranking.h"
#include "runfacts.h"
#include "runqueries.h"

#include <QTest>

using kie::Archive;
using kie::RunFacts;
using kie::RunRecord;

namespace {

std::shared_ptr<Archive> readSeed()
{
    kie::ReadResult result = kie::readArchiveFile(QStringLiteral("../shared/fixtures/seed/manifest.json"));
    if (!result.archive)
        qFatal("cannot read the seed");
    return result.archive;
}

RunRecord runWithCases(kie::RunStatus status, const QStringList &caseStatuses)
{
    RunRecord run;
    run.meta.name = QStringLiteral("cases-run");
    run.status = status;
    run.statusText = kie::runStatusName(status);
    run.latencyNs.mean = 1000;
    for (const QString &caseStatus : caseStatuses) {
        kie::CaseRow row;
        row.status = caseStatus;
        if (caseStatus == QLatin1String("PASSED"))
            row.latencyNs = 1000;
        run.cases.push_back(row);
    }
    return run;
}

Archive archiveOf(const RunRecord &run)
{
    Archive archive;
    archive.runs.push_back(run);
    archive.ranking = kie::rankArchive(archive);
    return archive;
}

// The value of a field of the facts, by the name the test table uses.
QString factField(const RunFacts &f, const QString &field)
{
    const QList<std::pair<QString, QString>> fields{
        {QStringLiteral("runHeading"), f.runHeading},   {QStringLiteral("runId"), f.runId},
        {QStringLiteral("title"), f.title},             {QStringLiteral("primary"), f.primary},
        {QStringLiteral("statistic"), f.statistic},     {QStringLiteral("rankText"), f.rankText},
        {QStringLiteral("figures"), f.figures},         {QStringLiteral("status"), f.status},
        {QStringLiteral("evidence"), f.evidence},       {QStringLiteral("dates"), f.dates},
        {QStringLiteral("observed"), f.observed},       {QStringLiteral("published"), f.published},
        {QStringLiteral("implementation"), f.implementation}, {QStringLiteral("name"), f.name},
        {QStringLiteral("digest"), f.digest},           {QStringLiteral("correctness"), f.correctness},
        {QStringLiteral("harness"), f.harness},         {QStringLiteral("gpu"), f.gpu},
        {QStringLiteral("noArtifacts"), f.noArtifacts}, {QStringLiteral("noAttestations"), f.noAttestations},
        {QStringLiteral("referenceStates"), f.referenceStates.join(QLatin1Char('|'))},
    };
    for (const auto &[name, value] : fields) {
        if (name == field)
            return value;
    }
    qFatal("no field %s", qPrintable(field));
    return {};
}

} // namespace

class TestRunFacts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void seed_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        QTest::newRow("run heading") << QStringLiteral("runHeading") << QStringLiteral("Run 381f22e4");
        QTest::newRow("title") << QStringLiteral("title")
                               << QStringLiteral("Gilded Quail · 003_grouped_query_attention_with_rope_backward · B200");
        QTest::newRow("primary") << QStringLiteral("primary") << QStringLiteral("486.0 µs mean");
        QTest::newRow("statistic") << QStringLiteral("statistic") << QStringLiteral("mean");
        QTest::newRow("rank") << QStringLiteral("rankText") << QStringLiteral("Rank 1 of 1 in this file");
        QTest::newRow("figures") << QStringLiteral("figures") << QStringLiteral("SOL 0.5542 · 1.22× reference · 15/16 cases faster");
        QTest::newRow("status") << QStringLiteral("status") << QStringLiteral("passed");
        QTest::newRow("evidence") << QStringLiteral("evidence")
                                  << QStringLiteral("Marked passed by the source; the evidence level was not recorded");
        QTest::newRow("dates") << QStringLiteral("dates") << QStringLiteral("Observed 2026-07-20 · published not recorded");
        QTest::newRow("implementation") << QStringLiteral("implementation") << QStringLiteral("Gilded Quail");
        QTest::newRow("name") << QStringLiteral("name") << QStringLiteral("sol-submission-26346");
        QTest::newRow("digest") << QStringLiteral("digest")
                                << QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
        QTest::newRow("correctness") << QStringLiteral("correctness")
                                     << QStringLiteral("Marked passed by the source; the correctness policy was not published.");
        QTest::newRow("harness") << QStringLiteral("harness") << QStringLiteral("SOL-ExecBench evaluation stack v1.1");
        QTest::newRow("gpu") << QStringLiteral("gpu") << QStringLiteral("NVIDIA B200 (sm_100)");
        QTest::newRow("references") << QStringLiteral("referenceStates")
                                    << QStringLiteral("verified|verified|not in archive|not in archive");
        QTest::newRow("artifacts") << QStringLiteral("noArtifacts") << QStringLiteral("No artifacts published with this run.");
        QTest::newRow("attestations") << QStringLiteral("noAttestations") << QStringLiteral("No attestations yet.");
    }
    void seed()
    {
        QFETCH(QString, field);
        QFETCH(QString, expected);
        const std::shared_ptr<Archive> archive = readSeed();
        QCOMPARE(factField(kie::runFacts(*archive, 0), field), expected);
        // Without a translator both word sets are the source words.
        QCOMPARE(factField(kie::runFacts(*archive, 0, kie::Words::English), field), expected);
    }

    // A run that did not pass averages only its passed cases: the headline says so.
    void headlineOverPassedCases_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QStringList>("cases");
        QTest::addColumn<QString>("expected");
        const QStringList mixed{QStringLiteral("PASSED"), QStringLiteral("INCORRECT_NUMERICAL"), QStringLiteral("PASSED")};
        QTest::newRow("failed, 2 of 3 passed") << int(kie::RunStatus::Failed) << mixed
                                               << QStringLiteral("1.000 µs mean over 2 of 3 cases, the passed ones");
        QTest::newRow("passed: no note") << int(kie::RunStatus::Passed) << QStringList{QStringLiteral("PASSED")}
                                         << QStringLiteral("1.000 µs mean");
        QTest::newRow("failed without cases: no note") << int(kie::RunStatus::Failed) << QStringList()
                                                       << QStringLiteral("1.000 µs mean");
    }
    void headlineOverPassedCases()
    {
        QFETCH(int, status);
        QFETCH(QStringList, cases);
        QFETCH(QString, expected);
        const Archive archive = archiveOf(runWithCases(kie::RunStatus(status), cases));
        QCOMPARE(kie::runFacts(archive, 0).primary, expected);
    }

    void observed_data()
    {
        QTest::addColumn<QString>("observedAt");
        QTest::addColumn<QString>("sourceTimestamp");
        QTest::addColumn<QString>("expected");
        QTest::newRow("RFC 3339: the date") << QStringLiteral("2026-07-20T10:18:21.410Z") << QString() << QStringLiteral("2026-07-20");
        QTest::newRow("trace: source time, no zone")
            << QString() << QStringLiteral("2026-03-17T14:19:30.613304")
            << QStringLiteral("2026-03-17 14:19:30 (source time, zone not recorded)");
        QTest::newRow("observedAt wins") << QStringLiteral("2026-07-20T10:18:21Z") << QStringLiteral("2026-03-17T14:19:30")
                                         << QStringLiteral("2026-07-20");
        QTest::newRow("neither") << QString() << QString() << QStringLiteral("not recorded");
    }
    void observed()
    {
        QFETCH(QString, observedAt);
        QFETCH(QString, sourceTimestamp);
        QFETCH(QString, expected);
        RunRecord run = runWithCases(kie::RunStatus::Passed, {});
        run.observedAt = observedAt;
        if (!sourceTimestamp.isEmpty())
            run.meta.annotations.insert(QStringLiteral("kernelindex.dev/source-timestamp"), sourceTimestamp);
        const RunFacts facts = kie::runFacts(archiveOf(run), 0);
        QCOMPARE(facts.observed, expected);
        QCOMPARE(facts.dates, QStringLiteral("Observed %1 · published not recorded").arg(expected));
    }

    void runId_data()
    {
        QTest::addColumn<QString>("annotation");
        QTest::addColumn<QString>("digest");
        QTest::addColumn<QString>("expected");
        QTest::newRow("annotation") << QStringLiteral("abc-1") << QStringLiteral("sha256:0123456789abcdef") << QStringLiteral("abc-1");
        QTest::newRow("annotation trimmed") << QStringLiteral(" abc-1 ") << QString() << QStringLiteral("abc-1");
        QTest::newRow("digest's first 8 hex digits") << QString() << QStringLiteral("sha256:0123456789abcdef") << QStringLiteral("01234567");
        QTest::newRow("neither") << QString() << QString() << QString();
    }
    void runId()
    {
        QFETCH(QString, annotation);
        QFETCH(QString, digest);
        QFETCH(QString, expected);
        RunRecord run;
        run.digest = digest;
        if (!annotation.isEmpty())
            run.meta.annotations.insert(QStringLiteral("kernelindex.dev/id"), annotation);
        QCOMPARE(kie::runId(run), expected);
    }

    void unranked()
    {
        const Archive archive = archiveOf(runWithCases(kie::RunStatus::Failed, {}));
        const RunFacts facts = kie::runFacts(archive, 0);
        QVERIFY(!facts.rank);
        QCOMPARE(facts.rankText, QStringLiteral("Unranked in this file (0 ranked): status failed"));
        QCOMPARE(kie::runFacts(archive, 1).runIndex, -1); // out of range: empty facts
    }

    void findRun_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("expected");
        QTest::addColumn<QString>("errorContains");
        for (const kie::test::RunQuery &query : kie::test::runQueries())
            QTest::newRow(query.tag) << query.query << query.expected << query.errorContains;
    }
    void findRun()
    {
        QFETCH(QString, query);
        QFETCH(int, expected);
        QFETCH(QString, errorContains);
        const kie::ReadResult result = kie::readArchiveData(kie::test::runQueryArchiveBytes(), QStringLiteral("queries.json"));
        QVERIFY(result.archive);
        const Archive &archive = *result.archive;
        QCOMPARE(archive.runs.size(), size_t(3));
        QCOMPARE(archive.runs[1].digest, archive.runs[2].digest); // equal but for metadata
        QString error;
        QCOMPARE(kie::findRun(archive, kie::test::resolvedQuery({"", query, 0, {}}, archive.runs[1].digest), &error), expected);
        if (expected < 0)
            QVERIFY2(error.contains(errorContains), qPrintable(error));
        else
            QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void findRunEdges()
    {
        QString error;
        QCOMPARE(kie::findRun(Archive(), QString(), &error), -1);
        QCOMPARE(error, QStringLiteral("The file holds no run."));
        const std::shared_ptr<Archive> seed = readSeed();
        QCOMPARE(kie::findRun(*seed, QString()), 0); // no query: the first run
        QCOMPARE(kie::findRun(*seed, QStringLiteral("   ")), 0);
    }
};

QTEST_GUILESS_MAIN(TestRunFacts)
#include "tst_runfacts.moc"
