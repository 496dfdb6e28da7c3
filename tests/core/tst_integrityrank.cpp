// SPDX-License-Identifier: Apache-2.0
// Integrity before rank (ARCHIVE.md §3) and rank is of what is open (§4), in the one ranking and
// everything core derives from it: the run facts' rank sentence, the group's #1, the ranking figure,
// the leaderboard and FlashInfer-Bench's summary. On the embedded sample (its altered bundle), on a
// tampered twin of the seed beside the genuine bundle, on the seed alone and on a workspace of all three;
// with the switch off (the rule) and on (ranked anyway, marked).
#include "archive.h"
#include "archivereader.h"
#include "figure.h"
#include "flashinfersummary.h"
#include "leaderboard.h"
#include "ranking.h"
#include "runfacts.h"
#include "workspace.h"
#include "support/tamperedtwin.h"

#include <QTemporaryDir>
#include <QTest>

using kie::Archive;

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");
const QString kAltered = QStringLiteral("sample-fib-gemm-altered");
const QString kCinderDace = QStringLiteral("sample-fib-gemm-0");
const QString kSeed = QStringLiteral("sol-submission-26346");
const QString kMarked = QStringLiteral(", ranked although declared ≠ computed (runs that fail integrity are ranked for inspection)");

} // namespace

class TestIntegrityRank : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_twin;

    QString pathOf(const QString &file) const
    {
        if (file == QLatin1String("sample"))
            return kSample;
        if (file == QLatin1String("twin"))
            return m_twin;
        return kie::test::kSeedManifest;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_twin = kie::test::writeTamperedTwin(m_dir.path());
        QVERIFY(!m_twin.isEmpty());
    }

    // The rank a run has, what its run page says, and the #1 of its group ("Compare with #1", Δ vs #1,
    // the SOL calculator's best all take that #1).
    void ranks_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("include");
        QTest::addColumn<QString>("run");
        QTest::addColumn<int>("rank"); // 0: unranked
        QTest::addColumn<QString>("rankText");
        QTest::addColumn<QString>("best");

        const QString twin = kie::test::kTwinRunName;
        QTest::newRow("sample: Cinder Dace is #1") << "sample" << false << kCinderDace << 1 << "Rank 1 of 3 in this file" << kCinderDace;
        QTest::newRow("sample: altered bundle unranked")
            << "sample" << false << kAltered << 0 << "Unranked in this file (3 ranked): declared ≠ computed" << kCinderDace;
        QTest::newRow("sample, switch on: altered #1, marked")
            << "sample" << true << kAltered << 1 << QStringLiteral("Rank 1 of 4 in this file") + kMarked << kAltered;
        QTest::newRow("sample, switch on: Cinder Dace #2") << "sample" << true << kCinderDace << 2 << "Rank 2 of 4 in this file" << kAltered;
        QTest::newRow("sample: seed 16 of 19") << "sample" << false << kSeed << 16 << "Rank 16 of 19 in this file" << QStringLiteral("sample-sol-27000");
        QTest::newRow("twin: genuine seed #1") << "twin" << false << kSeed << 1 << "Rank 1 of 1 in this file" << kSeed;
        QTest::newRow("twin: tampered copy unranked")
            << "twin" << false << twin << 0 << "Unranked in this file (1 ranked): declared ≠ computed" << kSeed;
        QTest::newRow("twin, switch on: tie for #1, marked") << "twin" << true << twin << 1 << QStringLiteral("Rank 1 of 2 in this file") + kMarked << kSeed;
        QTest::newRow("twin, switch on: genuine seed ties") << "twin" << true << kSeed << 1 << "Rank 1 of 2 in this file" << kSeed;
        QTest::newRow("seed alone") << "seed" << false << kSeed << 1 << "Rank 1 of 1 in this file" << kSeed;
        QTest::newRow("seed alone, switch on") << "seed" << true << kSeed << 1 << "Rank 1 of 1 in this file" << kSeed;
    }

    void ranks()
    {
        QFETCH(QString, file);
        QFETCH(bool, include);
        QFETCH(QString, run);
        QFETCH(int, rank);
        QFETCH(QString, rankText);
        QFETCH(QString, best);
        const std::shared_ptr<Archive> archive = kie::test::readRanked(pathOf(file), include);
        QVERIFY(archive);
        const int index = kie::findRun(*archive, run);
        QVERIFY(index >= 0);
        QCOMPARE(archive->ranking.runs[size_t(index)].rank.value_or(0), rank);
        QCOMPARE(kie::runFacts(*archive, index).rankText, rankText);
        QCOMPARE(kie::runFacts(*archive, index, kie::Words::English).rankText, rankText);
        const int bestIndex = archive->ranking.bestOfGroupOf(index);
        QVERIFY(bestIndex >= 0);
        QCOMPARE(archive->runs[size_t(bestIndex)].meta.name, best);
        QCOMPARE(archive->ranking.leftOutForIntegrity(index), rank == 0);
        QCOMPARE(archive->ranking.rankedDespiteIntegrity(index), rankText.endsWith(kMarked));
    }

    // A rank in a workspace says how many files it counts.
    void workspaceScope()
    {
        std::vector<std::shared_ptr<const Archive>> members;
        for (const QString &file : {kSample, kie::test::kSeedManifest, m_twin})
            members.push_back(kie::test::readRanked(file, false));
        const std::shared_ptr<const Archive> merged = kie::mergeArchives(members);
        QVERIFY(merged);
        const int seed = kie::findRun(*merged, kSeed);
        QVERIFY(seed >= 0);
        QVERIFY2(kie::runFacts(*merged, seed).rankText.endsWith(QStringLiteral(" in this workspace of 3 files")),
                 qPrintable(kie::runFacts(*merged, seed).rankText));
        QCOMPARE(kie::rankScopeText(*merged), QStringLiteral("in this workspace of 3 files"));
        QCOMPARE(kie::rankScopeText(*members.front()), QStringLiteral("in this file"));
        // The twin's copy is left out of the merged ranking too; ranked when the merge is told so.
        const int twin = kie::findRun(*merged, kie::test::kTwinRunName);
        QVERIFY(twin >= 0);
        QVERIFY(merged->ranking.leftOutForIntegrity(twin));
        const std::shared_ptr<const Archive> inspected = kie::mergeArchives(members, kie::RankingOptions{true});
        QVERIFY(inspected->ranking.rankedDespiteIntegrity(kie::findRun(*inspected, kie::test::kTwinRunName)));
    }

    // The ranking figure of the group: its bars, #1 and the note listing unranked runs with the reason;
    // the stamp says when runs failing integrity are ranked.
    void figure_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("include");
        QTest::addColumn<QString>("run");
        QTest::addColumn<int>("bars");
        QTest::addColumn<QString>("bestStart");
        QTest::addColumn<QString>("noteContains");
        QTest::addColumn<bool>("stamped");

        QTest::newRow("sample gemm") << "sample" << false << kCinderDace << 3 << "#1 Cinder Dace" << "1 declared ≠ computed" << false;
        QTest::newRow("sample gemm, switch on") << "sample" << true << kCinderDace << 4 << "#1 Quartz Hare"
                                                << "Ranked although declared ≠ computed, for inspection: 1 run" << true;
        QTest::newRow("twin") << "twin" << false << kSeed << 1 << "#1 " << "Not ranked: 1 declared ≠ computed" << false;
        QTest::newRow("twin, switch on") << "twin" << true << kSeed << 2 << "#1 " << "Ranked although declared ≠ computed" << true;
    }

    void figure()
    {
        QFETCH(QString, file);
        QFETCH(bool, include);
        QFETCH(QString, run);
        QFETCH(int, bars);
        QFETCH(QString, bestStart);
        QFETCH(QString, noteContains);
        QFETCH(bool, stamped);
        const std::shared_ptr<Archive> archive = kie::test::readRanked(pathOf(file), include);
        QVERIFY(archive);
        const int index = kie::findRun(*archive, run);
        const kie::Figure figure = kie::rankingFigure(*archive, archive->ranking.runs[size_t(index)].group, index);
        QCOMPARE(int(figure.bars.size()), bars);
        QVERIFY2(figure.bestText.startsWith(bestStart), qPrintable(figure.bestText));
        QVERIFY2(figure.note.contains(noteContains), qPrintable(figure.note));
        QCOMPARE(figure.stamp.text().contains(QStringLiteral("runs failing integrity ranked")), stamped);
        QVERIFY2(figure.highlightText.contains(QStringLiteral(" in this file, ")), qPrintable(figure.highlightText));
    }

    // The leaderboard never credits a run that fails integrity: no #1 finish, no cell in its
    // definition; its row counts it in the Integrity column. With the switch on it is scored and
    // counted, marked. (Quartz Hare also has runs in the seed's group: its row is scored either way.)
    void leaderboard_data()
    {
        QTest::addColumn<bool>("include");
        QTest::addColumn<QString>("author");
        QTest::addColumn<int>("firsts");
        QTest::addColumn<int>("integrityRuns");
        QTest::addColumn<bool>("gemmCell");

        QTest::newRow("Quartz Hare left out") << false << "Quartz Hare" << 0 << 1 << false;
        QTest::newRow("Cinder Dace credited") << false << "Cinder Dace team" << 1 << 0 << true;
        QTest::newRow("switch on: Quartz Hare #1, marked") << true << "Quartz Hare" << 1 << 1 << true;
        QTest::newRow("switch on: Cinder Dace not #1") << true << "Cinder Dace team" << 0 << 0 << true;
    }

    void leaderboard()
    {
        QFETCH(bool, include);
        QFETCH(QString, author);
        QFETCH(int, firsts);
        QFETCH(int, integrityRuns);
        QFETCH(bool, gemmCell);
        const std::shared_ptr<Archive> archive = kie::test::readRanked(kSample, include);
        QVERIFY(archive);
        const kie::Leaderboard board = kie::computeLeaderboard(kie::leaderboardInput(*archive));
        QCOMPARE(board.includesFailedIntegrity, include);
        const auto row = std::find_if(board.rows.begin(), board.rows.end(),
                                      [&](const kie::LeaderboardRow &r) { return r.name == author; });
        QVERIFY2(row != board.rows.end(), qPrintable(author));
        QCOMPARE(row->firsts, firsts);
        QCOMPARE(int(row->integrityRuns.size()), integrityRuns);
        const int gemm = archive->ranking.runs[size_t(kie::findRun(*archive, kCinderDace))].group;
        const bool hasCell = std::any_of(row->cells.begin(), row->cells.end(), [&](const kie::LeaderboardCell &cell) {
            return board.definitions[size_t(cell.definition)].group == gemm;
        });
        QCOMPARE(hasCell, gemmCell);
        if (integrityRuns > 0)
            QCOMPARE(archive->runs[size_t(row->integrityRuns.front())].meta.name, kAltered);
    }

    // FlashInfer-Bench's summary follows its own rules over the runs that are ranked, and names the
    // ones it left out.
    void flashInferLeavesOut_data()
    {
        QTest::addColumn<bool>("include");
        QTest::addColumn<int>("leftOut");
        QTest::newRow("rule") << false << 1;
        QTest::newRow("switch on") << true << 0;
    }

    void flashInferLeavesOut()
    {
        QFETCH(bool, include);
        QFETCH(int, leftOut);
        const std::shared_ptr<Archive> archive = kie::test::readRanked(kSample, include);
        QVERIFY(archive);
        const kie::FlashInferSummary summary = kie::flashInferSummary(*archive);
        QCOMPARE(int(summary.leftOutForIntegrity.size()), leftOut);
        if (leftOut > 0)
            QCOMPARE(archive->runs[size_t(summary.leftOutForIntegrity.front())].meta.name, kAltered);
    }
};

QTEST_GUILESS_MAIN(TestIntegrityRank)
#include "tst_integrityrank.moc"
