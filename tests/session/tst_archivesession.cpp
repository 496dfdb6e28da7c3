// SPDX-License-Identifier: Apache-2.0
// The session below both front ends: stages in order, each an immutable snapshot; a record carried by
// several files is one run; a member that cannot be read fails the open and leaves the last
// snapshot as it was (or, for the window, is left out); members added, removed and read again;
// deferred run digests completed in the background, bit-identical to a read that computed them;
// the leaderboard computed as a stage, equal to computeLeaderboard's, for the newest request of the
// workspace still open; blocking mode gives what the signals give.
#include "archivesession.h"

#include "archive.h"
#include "integrity.h"
#include "leaderboardresult.h"
#include "ranking.h"

#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

using namespace kie;

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");
const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");
const QString kSeedDigest = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");

using Snapshot = std::shared_ptr<const SessionSnapshot>;
using Board = std::shared_ptr<const LeaderboardResult>;

// Every background job has finished and said so: a result the session dropped had its chance to arrive.
void settleBackgroundWork()
{
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

int runsWithDigest(const Archive &archive, const QString &digest)
{
    return int(std::count_if(archive.runs.begin(), archive.runs.end(), [&](const RunRecord &run) { return run.digest == digest; }));
}

} // namespace

class TestArchiveSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(kSeed), "run from the repository root: ../shared is needed");
    }

    void stagesInOrderEachImmutable()
    {
        ArchiveSession session;
        QStringList order;
        Snapshot opened, checked;
        connect(&session, &ArchiveSession::opened, this, [&](Snapshot s) {
            order << QStringLiteral("opened");
            opened = s;
        });
        connect(&session, &ArchiveSession::integrityAvailable, this, [&](Snapshot s) {
            order << QStringLiteral("integrity");
            checked = s;
        });
        QSignalSpy members(&session, &ArchiveSession::memberOpened);
        QSignalSpy failed(&session, &ArchiveSession::failed);
        QSignalSpy progress(&session, &ArchiveSession::progressChanged);
        session.open({kSample, kSeed});
        QVERIFY(session.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(checked, 20000);
        QVERIFY(!session.isBusy());
        QCOMPARE(order, (QStringList{QStringLiteral("opened"), QStringLiteral("integrity")}));
        QCOMPARE(members.size(), 2);
        QCOMPARE(failed.size(), 0);
        QVERIFY(!progress.isEmpty());
        for (const QList<QVariant> &value : progress)
            QVERIFY(value.at(0).toInt() >= 0 && value.at(0).toInt() <= 1000);
        // The earlier stage's snapshot is as it was handed out: a later stage is a new one that shares
        // the archives.
        QVERIFY(!opened->integrity);
        QVERIFY(checked->integrity);
        QCOMPARE(checked->archive.get(), opened->archive.get());
        QCOMPARE(session.snapshot().get(), checked.get());
        QCOMPARE(checked->members.size(), size_t(2));
        QCOMPARE(checked->memberInputs.size(), size_t(2));
        QCOMPARE(checked->integrity->runs, int(checked->archive->runs.size()));
    }

    // ARCHIVE.md §2: the seed's record, carried by the sample and by its own manifest, is one run of
    // the workspace, as the window counts it.
    void aRecordInTwoFilesIsOneRun_data()
    {
        QTest::addColumn<QStringList>("inputs");
        QTest::addColumn<int>("seedRuns");
        QTest::addColumn<int>("members");
        QTest::newRow("the seed alone") << QStringList{kSeed} << 1 << 1;
        QTest::newRow("the sample") << QStringList{kSample} << 1 << 1;
        QTest::newRow("the sample and the seed") << QStringList{kSample, kSeed} << 1 << 2;
        // The same file named twice is one member (workspaceinputs.h newInputs).
        QTest::newRow("the seed named twice") << QStringList{kSeed, kSample, QStringLiteral("./") + kSeed} << 1 << 2;
    }

    void aRecordInTwoFilesIsOneRun()
    {
        QFETCH(QStringList, inputs);
        QFETCH(int, seedRuns);
        QFETCH(int, members);
        const SessionResult result = ArchiveSession::openBlocking(inputs);
        QVERIFY(result.snapshot);
        QCOMPARE(int(result.snapshot->members.size()), members);
        QCOMPARE(runsWithDigest(*result.snapshot->archive, kSeedDigest), seedRuns);
        size_t most = 0;
        for (const auto &member : result.snapshot->members)
            most = std::max(most, member->runs.size());
        QCOMPARE(result.snapshot->archive->runs.size(), most); // the sample carries the seed's record
    }

    void aMemberThatCannotBeReadFailsTheOpen()
    {
        ArchiveSession session;
        QSignalSpy opened(&session, &ArchiveSession::opened);
        QSignalSpy failed(&session, &ArchiveSession::failed);
        QSignalSpy members(&session, &ArchiveSession::memberOpened);
        session.open({kSeed});
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 20000);
        QTRY_VERIFY(!session.isBusy());
        const Snapshot before = session.snapshot();
        session.open({kSeed, QStringLiteral("/nonexistent/archive.json"), kSample});
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20000);
        QCOMPARE(failed.at(0).at(1).toBool(), false);
        const auto open = failed.at(0).at(0).value<MemberOpen>();
        QCOMPARE(open.inputs, QStringList{QStringLiteral("/nonexistent/archive.json")});
        QVERIFY(!open.result.archive);
        QVERIFY2(open.result.error.contains(QStringLiteral("nonexistent")), qPrintable(open.result.error));
        QCOMPARE(members.size(), 1 + 2); // the first open's member, then the seed and the missing file: not the sample
        QCOMPARE(opened.size(), 1);
        QCOMPARE(session.snapshot().get(), before.get());
        QVERIFY(!session.isBusy());
    }

    void blockingModeGivesTheStageAskedFor()
    {
        const SessionResult opened = ArchiveSession::openBlocking({kSample}, {}, ArchiveSession::Stage::Opened);
        QVERIFY(opened.snapshot);
        QVERIFY(!opened.snapshot->integrity);
        const SessionResult checked = ArchiveSession::openBlocking({kSample}, {}, ArchiveSession::Stage::IntegrityAvailable);
        QVERIFY(checked.snapshot && checked.snapshot->integrity);
        const IntegritySummary direct = summarizeIntegrity(*checked.snapshot->archive);
        QCOMPARE(checked.snapshot->integrity->mismatched, direct.mismatched);
        QCOMPARE(checked.snapshot->integrity->verified, direct.verified);
        QCOMPARE(checked.snapshot->integrity->runTrust, direct.runTrust);
        QVERIFY(direct.mismatched > 0); // the sample's altered bundle
        QCOMPARE(opened.opens.size(), size_t(1));

        const SessionResult none = ArchiveSession::openBlocking({});
        QVERIFY(!none.snapshot);
        QCOMPARE(none.opens.size(), size_t(1));
        QVERIFY(!none.opens.front().result.error.isEmpty());
    }

    void keepGoingLeavesOutWhatCannotBeRead()
    {
        ArchiveSession session;
        QSignalSpy failed(&session, &ArchiveSession::failed);
        Snapshot checked;
        connect(&session, &ArchiveSession::integrityAvailable, this, [&](Snapshot s) { checked = s; });
        SessionOptions options;
        options.keepGoing = true;
        const QString missing = QStringLiteral("/nonexistent/archive.json");
        session.open({kSeed, missing, kSample}, options);
        QTRY_VERIFY_WITH_TIMEOUT(checked, 20000);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(checked->members.size(), size_t(2));
        QCOMPARE(checked->memberInputs, (std::vector<QStringList>{{kSeed}, {kSample}}));
        QCOMPARE(checked->failedOpens.size(), size_t(1));
        QCOMPARE(checked->failedOpens.front().inputs, QStringList{missing});
        QVERIFY(!checked->failedOpens.front().result.error.isEmpty());

        // Nothing that opens: the open fails, the snapshot stays.
        session.open({missing}, options);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20000);
        QCOMPARE(session.snapshot().get(), checked.get());
    }

    // Add, remove and reload make new snapshots; the one handed out before stays as it was.
    void membersAddedRemovedAndReadAgain()
    {
        ArchiveSession session;
        Snapshot checked;
        QSignalSpy cleared(&session, &ArchiveSession::cleared);
        connect(&session, &ArchiveSession::integrityAvailable, this, [&](Snapshot s) { checked = s; });
        const auto waitForStage = [&] {
            checked.reset();
            return QTest::qWaitFor([&] { return checked != nullptr && !session.isBusy(); }, 20000);
        };
        session.open({kSeed}, SessionOptions{});
        QVERIFY(waitForStage());
        const Snapshot seedAlone = checked;
        QCOMPARE(seedAlone->archive->runs.size(), size_t(1));

        QVERIFY(session.add({QStringLiteral("./") + kSeed}).isEmpty()); // already open, under another spelling
        QVERIFY(!session.isBusy());
        QCOMPARE(session.add({kSample}), QStringList{kSample});
        QVERIFY(waitForStage());
        QCOMPARE(checked->memberInputs, (std::vector<QStringList>{{kSeed}, {kSample}}));
        QCOMPARE(runsWithDigest(*checked->archive, kSeedDigest), 1);
        QCOMPARE(seedAlone->archive->runs.size(), size_t(1)); // unchanged
        QCOMPARE(seedAlone->memberInputs.size(), size_t(1));
        const size_t sampleRuns = checked->members.back()->runs.size();

        QVERIFY(session.removeMember(0));
        QVERIFY(waitForStage());
        QCOMPARE(checked->memberInputs, (std::vector<QStringList>{{kSample}}));
        QCOMPARE(checked->archive->runs.size(), sampleRuns);
        QCOMPARE(checked->inputs, QStringList{kSample});

        // Read again, ranked the other way (ARCHIVE.md §3): the runs failing integrity are ranked.
        const int unrankedBefore = int(std::count_if(checked->archive->ranking.runs.begin(), checked->archive->ranking.runs.end(),
                                                     [](const RunRank &r) { return !r.rank.has_value(); }));
        RankingOptions all;
        all.includeFailedIntegrity = true;
        QVERIFY(session.reload(all));
        QVERIFY(waitForStage());
        QVERIFY(checked->archive->ranking.options.includeFailedIntegrity);
        const int unrankedAfter = int(std::count_if(checked->archive->ranking.runs.begin(), checked->archive->ranking.runs.end(),
                                                    [](const RunRank &r) { return !r.rank.has_value(); }));
        QVERIFY2(unrankedAfter < unrankedBefore, qPrintable(QStringLiteral("%1 -> %2").arg(unrankedBefore).arg(unrankedAfter)));

        QVERIFY(!session.removeMember(5));
        QVERIFY(session.removeMember(0));
        QCOMPARE(cleared.size(), 1);
        QVERIFY(!session.snapshot());
    }

    // A window open defers the run digests of a one-file workspace: handed out without them, completed
    // in the background equal to a read that computed them; what waits for them runs once they are in.
    void deferredRunDigestsCompleteInTheBackground()
    {
        const SessionResult direct = ArchiveSession::openBlocking({kSeed});
        QVERIFY(direct.snapshot);
        ArchiveSession session;
        Snapshot checked, completed;
        connect(&session, &ArchiveSession::integrityAvailable, this, [&](Snapshot s) { checked = s; });
        connect(&session, &ArchiveSession::runDigestsComplete, this, [&](Snapshot s, bool changed) {
            QVERIFY(!changed);
            completed = s;
        });
        SessionOptions options;
        options.deferRunDigests = true;
        session.open({kSeed}, options);
        QTRY_VERIFY_WITH_TIMEOUT(checked && !session.isBusy(), 20000);
        QVERIFY(!checked->runDigestsKnown());
        QVERIFY(checked->archive->runs.front().digest.isEmpty());
        bool ran = false;
        QObject context;
        session.whenRunDigestsKnown(&context, [&] { ran = true; });
        QVERIFY(!ran);
        QVERIFY(session.runDigestsRunning());
        QTRY_VERIFY_WITH_TIMEOUT(ran, 20000);
        QVERIFY(completed && completed->runDigestsKnown());
        QCOMPARE(completed->archive.get(), checked->archive.get());
        QCOMPARE(completed->archive->runs.front().digest, direct.snapshot->archive->runs.front().digest);
        QCOMPARE(completed->archive->runs.front().digest.toString(), kSeedDigest);
        QVERIFY(!session.runDigestsRunning());

        // One run's digest on demand, and a merge that needs them all: the shared record is one run.
        session.open({kSeed}, options);
        QTRY_VERIFY_WITH_TIMEOUT(session.snapshot() && session.snapshot() != completed && !session.isBusy(), 20000);
        QVERIFY(!session.snapshot()->runDigestsKnown());
        session.ensureRunDigest(0);
        QCOMPARE(session.snapshot()->archive->runs.front().digest.toString(), kSeedDigest);
        checked.reset();
        QCOMPARE(session.add({kSample}), QStringList{kSample});
        QTRY_VERIFY_WITH_TIMEOUT(checked && !session.isBusy(), 20000);
        QVERIFY(checked->runDigestsKnown());
        QCOMPARE(runsWithDigest(*checked->archive, kSeedDigest), 1);
    }

    void leaderboardStageEqualsComputeLeaderboard_data()
    {
        QTest::addColumn<bool>("bySolution");
        QTest::addColumn<bool>("againstTheBestSolution");
        QTest::newRow("authors") << false << false;
        QTest::newRow("solutions") << true << false;
        QTest::newRow("solutions against the best one") << true << true;
    }

    // The board the window's Leaderboard shows and `summary` prints: computed on a worker off the
    // latest stage, equal to computeLeaderboard's on the same archive, and to the blocking form's.
    void leaderboardStageEqualsComputeLeaderboard()
    {
        QFETCH(bool, bySolution);
        QFETCH(bool, againstTheBestSolution);
        ArchiveSession session;
        Snapshot checked;
        connect(&session, &ArchiveSession::integrityAvailable, this, [&](Snapshot s) { checked = s; });
        session.open({kSample, kSeed});
        QTRY_VERIFY_WITH_TIMEOUT(checked && !session.isBusy(), 20000);
        const LeaderboardInput input = leaderboardInput(*checked->archive);
        LeaderboardOptions options;
        options.by = bySolution ? LeaderboardBy::Solution : LeaderboardBy::Author;
        if (againstTheBestSolution)
            options.baselineSolution = computeLeaderboard(input, options).rows.front().name;

        QSignalSpy available(&session, &ArchiveSession::leaderboardAvailable);
        session.requestLeaderboard(options);
        QVERIFY(session.leaderboardRunning());
        QCOMPARE(available.size(), 0); // computed on a worker, said from the event loop
        QTRY_COMPARE_WITH_TIMEOUT(available.size(), 1, 20000);
        QVERIFY(!session.leaderboardRunning());
        QCOMPARE(available.at(0).at(0).value<Snapshot>().get(), checked.get());
        const Board result = available.at(0).at(1).value<Board>();
        QVERIFY(result);
        QVERIFY(result->options == options);

        const Leaderboard direct = computeLeaderboard(input, options);
        QVERIFY(direct.rows.size() > 3);
        QVERIFY(result->board == direct);
        QVERIFY(ArchiveSession::leaderboardBlocking(*checked, options)->board == direct); // the commands' form
        if (againstTheBestSolution) // the baseline is not ranked itself
            QVERIFY(std::none_of(direct.rows.begin(), direct.rows.end(),
                                 [&](const LeaderboardRow &row) { return row.name == options.baselineSolution; }));
        QVERIFY(result->definitionsHeatmap);
        const FigureHeatmap heatmap = definitionsHeatmap(direct);
        QCOMPARE(result->definitionsHeatmap->columns, heatmap.columns);
        QCOMPARE(result->definitionsHeatmap->rows, heatmap.rows);
        QStringList solutions;
        for (const LeaderboardRun &run : input.runs)
            solutions << run.solution;
        solutions.removeDuplicates();
        solutions.sort();
        QCOMPARE(result->solutions, solutions);
        const Archive &archive = *checked->archive;
        const auto hasCases = [&archive](const ComparisonGroup &group) {
            const auto withCases = [&archive](int run) { return !archive.runs[size_t(run)].cases.empty(); };
            return std::any_of(group.ranked.begin(), group.ranked.end(), withCases)
                || std::any_of(group.unranked.begin(), group.unranked.end(), withCases);
        };
        const auto first = std::find_if(archive.ranking.groups.begin(), archive.ranking.groups.end(), hasCases);
        QCOMPARE(result->firstGroupWithCases, first == archive.ranking.groups.end() ? -1 : int(first - archive.ranking.groups.begin()));
    }

    // A request is answered for the workspace it was made in, and only the newest: another open, a
    // removal or a newer request drops it.
    void aLeaderboardRequestIsDroppedWhenReplaced()
    {
        ArchiveSession session;
        Snapshot checked;
        connect(&session, &ArchiveSession::integrityAvailable, this, [&](Snapshot s) { checked = s; });
        QSignalSpy available(&session, &ArchiveSession::leaderboardAvailable);
        session.open({kSeed});
        QTRY_VERIFY_WITH_TIMEOUT(checked && !session.isBusy(), 20000);

        session.requestLeaderboard({});
        checked.reset();
        session.open({kSample}); // before the seed's board is in
        QVERIFY(!session.leaderboardRunning());
        QTRY_VERIFY_WITH_TIMEOUT(checked && !session.isBusy(), 20000);
        settleBackgroundWork();
        QCOMPARE(available.size(), 0);

        LeaderboardOptions bySolution;
        bySolution.by = LeaderboardBy::Solution;
        session.requestLeaderboard({});
        session.requestLeaderboard(bySolution);
        QTRY_COMPARE_WITH_TIMEOUT(available.size(), 1, 20000);
        settleBackgroundWork();
        QCOMPARE(available.size(), 1);
        QCOMPARE(available.at(0).at(0).value<Snapshot>()->archive.get(), checked->archive.get());
        QVERIFY(available.at(0).at(1).value<Board>()->options == bySolution);

        session.requestLeaderboard({});
        QVERIFY(session.removeMember(0)); // the last one: nothing is open
        settleBackgroundWork();
        QCOMPARE(available.size(), 1);
        session.requestLeaderboard({});
        QVERIFY(!session.leaderboardRunning()); // nothing to compute
    }

    void cancelledOpenSaysSo()
    {
        ArchiveSession session;
        QSignalSpy opened(&session, &ArchiveSession::opened);
        QSignalSpy failed(&session, &ArchiveSession::failed);
        session.open({kSample, kSeed});
        session.cancel();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(1).toBool(), true);
        QVERIFY(!session.isBusy());
        QTest::qWait(300);
        QCOMPARE(opened.size(), 0);
        QVERIFY(!session.snapshot());
    }
};

QTEST_GUILESS_MAIN(TestArchiveSession)
#include "tst_archivesession.moc"
