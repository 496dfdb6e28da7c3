// SPDX-License-Identifier: Apache-2.0
// Workspaces: the merge of several opened files (models/core/workspace.h) and how inputs given
// together become members (models/io/workspaceinputs.h), on the sample, the seed and real traces.
#include "archivereader.h"
#include "archivewriter.h"
#include "citation.h"
#include "figure.h"
#include "integrity.h"
#include "workspace.h"
#include "workspaceinputs.h"

#include <QDate>
#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using kie::Archive;
using namespace Qt::StringLiterals;

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");
const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");
const QString kFib = QStringLiteral("../shared/data/flashinfer-bench/");
const QString kGemm = kFib + QStringLiteral("fib_all_defs_20260317_141930/gpt-5/traces/gemm/gemm_n128_k2048.jsonl");
const QString kRmsnorm = kFib + QStringLiteral("fib_all_defs_20260317_142116/gpt-5.2_n/traces/rmsnorm/rmsnorm_h4096.jsonl");
const QString kDsa = kFib
    + QStringLiteral("fib_all_defs_20260317_141743/gpt-5.2/traces/dsa_paged/dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64.jsonl");

std::shared_ptr<const Archive> read(const QString &path)
{
    kie::ReadResult result = kie::readArchiveFile(path);
    if (!result.archive)
        qWarning() << path << result.fatalError;
    return result.archive;
}

// Each comparison group by key: the names of its ranked runs, best first.
QMap<QString, QStringList> rankedNames(const Archive &archive)
{
    QMap<QString, QStringList> groups;
    for (const kie::ComparisonGroup &group : archive.ranking.groups) {
        QStringList names;
        for (const int run : group.ranked)
            names.append(archive.runs[size_t(run)].meta.name + QLatin1Char('#')
                         + QString::number(archive.ranking.runs[size_t(run)].rank.value_or(0)));
        groups.insert(group.key, names);
    }
    return groups;
}

// The sample cut in two archives (runs [0, cut) and [cut, end), every other object in both).
QString writePart(const Archive &sample, size_t from, size_t to, const QString &path)
{
    Archive part = sample;
    part.runs.assign(sample.runs.begin() + qsizetype(from), sample.runs.begin() + qsizetype(to));
    QString error;
    return kie::writeRunArchive(part, path, false, &error) ? QString() : error;
}

} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneMemberIsNotCopied()
    {
        const std::shared_ptr<const Archive> sample = read(kSample);
        QVERIFY(sample);
        QCOMPARE(kie::mergeArchives({sample}).get(), sample.get());
        QCOMPARE(kie::mergeArchives({nullptr, sample, nullptr}).get(), sample.get());
        QVERIFY(!kie::mergeArchives({}));
        QVERIFY(!sample->workspace);
        QCOMPARE(kie::runSourceFiles(*sample, 0), QStringList{kSample});
    }

    void sameFileTwice_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("sample") << kSample;
        QTest::newRow("seed") << kSeed;
        QTest::newRow("trace import") << kDsa;
    }

    void sameFileTwice()
    {
        QFETCH(QString, path);
        const std::shared_ptr<const Archive> first = read(path);
        const std::shared_ptr<const Archive> second = read(path);
        QVERIFY(first && second);
        const std::shared_ptr<const Archive> merged = kie::mergeArchives({first, second});
        QVERIFY(merged->workspace);
        QCOMPARE(merged->runs.size(), first->runs.size()); // shown once
        for (size_t run = 0; run < merged->runs.size(); ++run) {
            QCOMPARE(merged->runs[run].digest, first->runs[run].digest);
            QCOMPARE(merged->workspace->membersOfRun(int(run)), (std::vector<int>{0, 1}));
            QCOMPARE(kie::runSourceFiles(*merged, int(run)), (QStringList{path, path}));
        }
        QCOMPARE(merged->objectCount(), first->objectCount());
        QCOMPARE(merged->objectsByDigest.size(), first->objectsByDigest.size());
        QCOMPARE(rankedNames(*merged), rankedNames(*first));
        // References resolve as in the file alone (bundle roles point at the merged objects).
        const kie::IntegritySummary alone = kie::summarizeIntegrity(*first);
        const kie::IntegritySummary both = kie::summarizeIntegrity(*merged);
        QCOMPARE(both.verified, alone.verified);
        QCOMPARE(both.mismatched, alone.mismatched);
        QCOMPARE(both.notInArchive, alone.notInArchive);
        QCOMPARE(both.runTrust, alone.runTrust);
        QCOMPARE(merged->problems.size(), first->problems.size() * 2); // each file's own
        QCOMPARE(merged->workspace->members.size(), size_t(2));
        QCOMPARE(merged->workspace->members[1].runs, int(second->runs.size()));
        QCOMPARE(merged->workspace->members[1].integrity.verified, alone.verified);
    }

    void differentFiles_data()
    {
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<int>("runs");
        QTest::addColumn<int>("carriedTwice"); // runs more than one member carries
        QTest::newRow("sample and seed (the seed is in the sample)") << QStringList{kSample, kSeed} << 31 << 1;
        QTest::newRow("seed and sample") << QStringList{kSeed, kSample} << 31 << 1;
        QTest::newRow("three trace files, each its own member") << QStringList{kGemm, kRmsnorm, kDsa} << -1 << 0;
    }

    void differentFiles()
    {
        QFETCH(QStringList, paths);
        QFETCH(int, runs);
        QFETCH(int, carriedTwice);
        std::vector<std::shared_ptr<const Archive>> members;
        size_t total = 0;
        size_t groups = 0;
        for (const QString &path : paths) {
            members.push_back(read(path));
            QVERIFY(members.back());
            total += members.back()->runs.size();
            groups += members.back()->ranking.groups.size();
        }
        const std::shared_ptr<const Archive> merged = kie::mergeArchives(members);
        QCOMPARE(int(merged->runs.size()), runs < 0 ? int(total) : runs);
        if (runs < 0) // traces of three definitions: no group in common
            QCOMPARE(merged->ranking.groups.size(), groups);
        int twice = 0;
        for (size_t run = 0; run < merged->runs.size(); ++run)
            twice += merged->workspace->membersOfRun(int(run)).size() > 1;
        QCOMPARE(twice, carriedTwice);
        size_t listed = 0;
        for (const kie::WorkspaceIndex::Member &member : merged->workspace->members)
            listed += member.mergedRuns.size();
        QCOMPARE(listed, merged->runs.size() + size_t(carriedTwice));
    }

    // A run's citation takes permalinkBase, publisher and access date from the file it comes from
    // (ARCHIVE.md §7), not from the workspace's first file; a run both files carry, from the first.
    // The second file was fetched (its access date is the fetch's); an export is dated the day written.
    void citationOfARunComesFromItsFile()
    {
        const std::shared_ptr<const Archive> sample = read(kSample);
        QVERIFY(sample);
        QVERIFY(sample->runs.size() > 12);
        QTemporaryDir dir;
        struct Part
        {
            size_t from, to;
            kie::ArchiveInfo info;
            QString path;
        };
        std::vector<Part> parts = {
            {0, 10, {u"first"_s, u"First"_s, QString(), u"First Bench"_s, u"https://first.example/"_s}, {}},
            {5, sample->runs.size(), {u"second"_s, u"Second"_s, QString(), u"Second Bench"_s, u"https://second.example"_s}, {}},
        };
        std::vector<std::shared_ptr<const Archive>> members;
        for (Part &part : parts) {
            Archive archive = *sample;
            archive.runs.assign(sample->runs.begin() + qsizetype(part.from), sample->runs.begin() + qsizetype(part.to));
            archive.info = part.info;
            part.path = dir.filePath(part.info.name + u".json"_s);
            QString error;
            QVERIFY2(kie::writeRunArchive(archive, part.path, false, &error), qPrintable(error));
            const std::shared_ptr<const Archive> written = read(part.path);
            QVERIFY(written);
            QCOMPARE(written->info.permalinkBase, part.info.permalinkBase);
            auto member = std::make_shared<Archive>(*written);
            if (&part == &parts[1]) {
                member->fetchedFromUrl = u"https://second.example/archive.json"_s;
                member->fetchedAt = u"2026-06-07T08:09:10Z"_s;
            }
            members.push_back(std::move(member));
        }
        QVERIFY(members[0]->accessDate() != members[1]->accessDate());
        const std::shared_ptr<const Archive> merged = kie::mergeArchives(members);
        QCOMPARE(merged->runs.size(), sample->runs.size());
        int fromSecond = 0;
        for (size_t run = 0; run < merged->runs.size(); ++run) {
            // Runs 0-9 are the first file's (5-9 in both), the rest only the second's.
            const auto inFirst = std::find_if(members[0]->runs.begin(), members[0]->runs.end(), [&](const kie::RunRecord &r) {
                return r.digest == merged->runs[run].digest;
            });
            const Part &expected = parts[inFirst != members[0]->runs.end() ? 0 : 1];
            fromSecond += &expected == &parts[1];
            const kie::CitationFields fields = kie::citationFields(*merged, int(run));
            QCOMPARE(fields.publisher, expected.info.source);
            const Archive &from = *members[&expected == &parts[0] ? 0 : 1];
            QCOMPARE(fields.accessed, QDate::fromString(from.accessDate(), Qt::ISODate));
            if (!merged->runs[run].meta.annotations.contains(u"kernelindex.dev/permalink"_s))
                QVERIFY2(fields.permalink.startsWith(QString(expected.info.permalinkBase).remove(QRegularExpression(u"/$"_s)) + u"/runs/"_s),
                         qPrintable(fields.permalink));
            QCOMPARE(kie::runOrigin(*merged, int(run)).info.permalinkBase, expected.info.permalinkBase);
        }
        QCOMPARE(fromSecond, int(sample->runs.size()) - 10);

        // A figure of a group with no run highlighted draws from both files: it says both days.
        const QString first = members[0]->accessDate(), second = members[1]->accessDate();
        const kie::AccessDates dates = kie::accessDates(*merged);
        QCOMPARE(dates.earliest, std::min(first, second));
        QCOMPARE(dates.latest, std::max(first, second));
        const kie::Figure figure = kie::rankingFigure(*merged, merged->ranking.runs[0].group, -1);
        QCOMPARE(figure.stamp.accessDate, dates.latest);
        QCOMPARE(figure.stamp.accessed, u"accessed %1 to %2"_s.arg(dates.earliest, dates.latest));
        QVERIFY(figure.metaSubject.contains(figure.stamp.accessed));
        // One file: one day.
        const kie::Figure ofOne = kie::rankingFigure(*members[1], members[1]->ranking.runs[0].group, -1);
        QCOMPARE(ofOne.stamp.accessed, u"accessed %1"_s.arg(second));
    }

    void snapshotsOfOneGroupRankTogether_data()
    {
        QTest::addColumn<int>("cut");
        QTest::newRow("after the seed") << 1;
        QTest::newRow("halves") << 15;
        QTest::newRow("before the last ranked gemm run") << 28; // the last two are not ranked (failed, altered)
    }

    void snapshotsOfOneGroupRankTogether()
    {
        QFETCH(int, cut);
        const std::shared_ptr<const Archive> sample = read(kSample);
        QVERIFY(sample);
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.json"));
        const QString b = dir.filePath(QStringLiteral("b.json"));
        QCOMPARE(writePart(*sample, 0, size_t(cut), a), QString());
        QCOMPARE(writePart(*sample, size_t(cut), sample->runs.size(), b), QString());
        const std::shared_ptr<const Archive> first = read(a);
        const std::shared_ptr<const Archive> second = read(b);
        QVERIFY(first && second);
        QVERIFY(rankedNames(*first) != rankedNames(*sample));
        const std::shared_ptr<const Archive> merged = kie::mergeArchives({first, second});
        QCOMPARE(merged->runs.size(), sample->runs.size());
        QCOMPARE(rankedNames(*merged), rankedNames(*sample)); // ranked again over both files
        QCOMPARE(kie::summarizeIntegrity(*merged).mismatched, kie::summarizeIntegrity(*sample).mismatched);
    }

    void membersOfInputs_data()
    {
        QTest::addColumn<QStringList>("inputs");
        QTest::addColumn<QList<QStringList>>("members");
        QTest::newRow("trace files: one import") << QStringList{kGemm, kRmsnorm, kDsa}
                                                 << QList<QStringList>{{kGemm, kRmsnorm, kDsa}};
        QTest::newRow("archives: one member each") << QStringList{kSample, kSeed}
                                                   << QList<QStringList>{{kSample}, {kSeed}};
        QTest::newRow("mixed: traces gathered where the first one stands")
            << QStringList{kSample, kGemm, kSeed, kDsa} << QList<QStringList>{{kSample}, {kGemm, kDsa}, {kSeed}};
        QTest::newRow("a folder is a member") << QStringList{kFib, kGemm} << QList<QStringList>{{kFib}, {kGemm}};
        QTest::newRow("a URL is a member") << QStringList{QStringLiteral("https://example.org/a.json"), kSample}
                                           << QList<QStringList>{{QStringLiteral("https://example.org/a.json")}, {kSample}};
        QTest::newRow("a missing file is a member (its error is its own)")
            << QStringList{QStringLiteral("no/such.json")} << QList<QStringList>{{QStringLiteral("no/such.json")}};
    }

    void membersOfInputs()
    {
        QFETCH(QStringList, inputs);
        QFETCH(QList<QStringList>, members);
        QCOMPARE(kie::workspaceMembersOf(inputs), members);
    }

    void watchedPaths()
    {
        const auto absolute = [](const QString &path) { return QDir::cleanPath(QFileInfo(path).absoluteFilePath()); };
        const QStringList folder = kie::watchedPathsOf({kFib});
        QVERIFY2(folder.contains(absolute(kFib)), qPrintable(folder.join(QLatin1Char(' '))));
        // Folders below, where new trace files appear while a benchmark runs.
        QVERIFY(folder.contains(QFileInfo(absolute(kGemm)).absolutePath()));
        QVERIFY(!folder.contains(absolute(kGemm))); // files in a folder: the folder tells
        QCOMPARE(kie::watchedPathsOf({kGemm}), QStringList{absolute(kGemm)});
        QCOMPARE(kie::watchedPathsOf({QStringLiteral("https://example.org/a.json"), QStringLiteral("-")}), QStringList{});
        QCOMPARE(kie::watchedPathsOf({kFib}, 2).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
