// SPDX-License-Identifier: Apache-2.0
#include "archivereader.h"
#include "ranking.h"
#include "navigatormodel.h"
#include "synthetic_archive.h"
#include "workspace.h"

#include <QFileInfo>

#include <QAbstractItemModelTester>
#include <QSet>
#include <QTest>

using kie::NavigatorModel;

namespace {

int nodeType(const QModelIndex &index)
{
    return index.data(NavigatorModel::NodeTypeRole).toInt();
}

} // namespace

class TestNavigatorModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void passesModelTester()
    {
        NavigatorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 400, .benchmarks = 5, .gpus = 3}));
        QVERIFY(model.rowCount() > 1);
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 20, .benchmarks = 2, .gpus = 1, .seed = 5}));
        model.setArchive(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void treeShape_data()
    {
        QTest::addColumn<int>("runs");
        QTest::addColumn<int>("benchmarks");
        QTest::addColumn<int>("gpus");
        QTest::newRow("one group") << 30 << 1 << 1;
        QTest::newRow("3 x 2") << 600 << 3 << 2;
        QTest::newRow("8 x 5") << 3000 << 8 << 5;
    }
    void treeShape()
    {
        QFETCH(int, runs);
        QFETCH(int, benchmarks);
        QFETCH(int, gpus);
        auto archive = kie::test::makeSyntheticArchive({.runs = runs, .benchmarks = benchmarks, .gpus = gpus});
        NavigatorModel model;
        model.setArchive(archive);

        QCOMPARE(model.rowCount(), 1 + benchmarks);
        const QModelIndex all = model.allRunsIndex();
        QCOMPARE(nodeType(all), int(NavigatorModel::NodeType::AllRuns));
        QCOMPARE(all.data(NavigatorModel::RunCountRole).toInt(), runs);
        QCOMPARE(all.data(NavigatorModel::GroupIndexRole).toInt(), -1);
        QCOMPARE(model.rowCount(all), 0);

        int runsInGroups = 0;
        QSet<int> groupsSeen;
        QString previousBenchmark;
        for (int b = 1; b < model.rowCount(); ++b) {
            const QModelIndex benchmark = model.index(b, 0);
            QCOMPARE(nodeType(benchmark), int(NavigatorModel::NodeType::Benchmark));
            QCOMPARE(model.rowCount(benchmark), gpus);
            QVERIFY(previousBenchmark.compare(benchmark.data().toString(), Qt::CaseInsensitive) < 0);
            previousBenchmark = benchmark.data().toString();
            int benchmarkRuns = 0;
            for (int h = 0; h < model.rowCount(benchmark); ++h) {
                const QModelIndex hardware = model.index(h, 0, benchmark);
                QCOMPARE(nodeType(hardware), int(NavigatorModel::NodeType::Hardware));
                QCOMPARE(hardware.parent(), benchmark);
                int hardwareRuns = 0;
                for (int g = 0; g < model.rowCount(hardware); ++g) {
                    const QModelIndex node = model.index(g, 0, hardware);
                    QCOMPARE(nodeType(node), int(NavigatorModel::NodeType::Group));
                    const int group = node.data(NavigatorModel::GroupIndexRole).toInt();
                    QVERIFY(group >= 0);
                    QVERIFY(!groupsSeen.contains(group));
                    groupsSeen.insert(group);
                    const kie::ComparisonGroup &record = archive->ranking.groups[size_t(group)];
                    QCOMPARE(record.benchmark, benchmark.data().toString());
                    QCOMPARE(record.hardware, hardware.data().toString());
                    QCOMPARE(node.data(NavigatorModel::RunCountRole).toInt(), record.size());
                    QCOMPARE(model.index(g, NavigatorModel::Runs, hardware).data().toString(), QString::number(record.size()));
                    QCOMPARE(node.data(NavigatorModel::RankedCountRole).toInt(), int(record.ranked.size()));
                    QCOMPARE(model.indexOfGroup(group), node);
                    QCOMPARE(model.groupIndex(node), group);
                    hardwareRuns += record.size();
                }
                QCOMPARE(hardware.data(NavigatorModel::RunCountRole).toInt(), hardwareRuns);
                QCOMPARE(hardware.data(NavigatorModel::GroupIndexRole).toInt(), -1);
                benchmarkRuns += hardwareRuns;
            }
            QCOMPARE(benchmark.data(NavigatorModel::RunCountRole).toInt(), benchmarkRuns);
            QCOMPARE(model.groupIndexes(benchmark).size(), gpus);
            runsInGroups += benchmarkRuns;
        }
        QCOMPARE(runsInGroups, runs);
        QCOMPARE(groupsSeen.size(), qsizetype(archive->ranking.groups.size()));
    }

    void seedGroupIsLabelledByItsProtocol()
    {
        const kie::ReadResult result = kie::readArchiveFile(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        NavigatorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setArchive(result.archive);
        const QModelIndex group = model.indexOfGroup(0);
        QVERIFY(group.isValid());
        QCOMPARE(group.data().toString(), QStringLiteral("SOL-ExecBench evaluation stack v1.1"));
        QCOMPARE(group.parent().data().toString(), QStringLiteral("NVIDIA B200"));
        QCOMPARE(group.parent().parent().data().toString(), QStringLiteral("003_grouped_query_attention_with_rope_backward"));
        QCOMPARE(group.data(NavigatorModel::RunCountRole).toInt(), 1);
        QVERIFY(group.data(Qt::ToolTipRole).toString().contains(result.archive->ranking.groups[0].key));
    }

    void unnamedBenchmarkAndHardware()
    {
        // Runs that declare nothing resolvable still get a node, with a label that says so.
        auto archive = std::make_shared<kie::Archive>();
        kie::RunRecord run;
        run.status = kie::RunStatus::Passed;
        run.latencyNs.mean = 10.0;
        run.editRareFields().comparisonKey = QStringLiteral("key-a");
        archive->runs.push_back(run);
        run.editRareFields().comparisonKey = QStringLiteral("key-b");
        archive->runs.push_back(run);
        archive->ranking = kie::rankArchive(*archive);
        NavigatorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setArchive(archive);
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex benchmark = model.index(1, 0);
        QCOMPARE(benchmark.data().toString(), QStringLiteral("(benchmark not recorded)"));
        const QModelIndex hardware = model.index(0, 0, benchmark);
        QCOMPARE(hardware.data().toString(), QStringLiteral("(hardware not in archive)"));
        QCOMPARE(model.rowCount(hardware), 2);
        // Without a protocol the group is named by its key.
        QStringList labels = {model.index(0, 0, hardware).data().toString(), model.index(1, 0, hardware).data().toString()};
        labels.sort();
        QCOMPARE(labels, (QStringList{QStringLiteral("key-a"), QStringLiteral("key-b")}));
    }

    void fileLabelsKeepWhatDiffers_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("labels");
        const QString e = QStringLiteral("\u2026");
        QTest::newRow("three trace folders")
            << QStringList{QStringLiteral("fib_all_defs_20260317_141502"), QStringLiteral("fib_all_defs_20260317_142210"),
                           QStringLiteral("fib_all_defs_20260317_150009")}
            << QStringList{e + QStringLiteral("17_141502"), e + QStringLiteral("17_142210"), e + QStringLiteral("17_150009")};
        QTest::newRow("short common beginning stays")
            << QStringList{QStringLiteral("runs-a.json"), QStringLiteral("runs-b.json")}
            << QStringList{QStringLiteral("runs-a.json"), QStringLiteral("runs-b.json")};
        QTest::newRow("different names") << QStringList{QStringLiteral("sample-archive.json"), QStringLiteral("manifest.json")}
                                         << QStringList{QStringLiteral("sample-archive.json"), QStringLiteral("manifest.json")};
        QTest::newRow("one file") << QStringList{QStringLiteral("fib_all_defs_20260317_141502")}
                                  << QStringList{QStringLiteral("fib_all_defs_20260317_141502")};
    }

    void fileLabelsKeepWhatDiffers()
    {
        QFETCH(QStringList, names);
        QFETCH(QStringList, labels);
        QCOMPARE(NavigatorModel::distinctFileLabels(names), labels);
    }

    void workspaceListsItsFiles_data()
    {
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<QList<int>>("carried"); // runs each file carries in the merged table
        const QString sample = QStringLiteral("resources/sample-archive.json");
        const QString seed = QStringLiteral("../shared/fixtures/seed/manifest.json");
        QTest::newRow("sample and seed") << QStringList{sample, seed} << QList<int>{31, 1};
        QTest::newRow("seed, sample, seed") << QStringList{seed, sample, seed} << QList<int>{1, 31, 1};
        QTest::newRow("one file: no Files node") << QStringList{seed} << QList<int>{};
    }

    void workspaceListsItsFiles()
    {
        QFETCH(QStringList, paths);
        QFETCH(QList<int>, carried);
        std::vector<std::shared_ptr<const kie::Archive>> members;
        for (const QString &path : paths) {
            const kie::ReadResult result = kie::readArchiveFile(path);
            QVERIFY2(result.archive, qPrintable(result.fatalError));
            members.push_back(result.archive);
        }
        NavigatorModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setArchive(kie::mergeArchives(members));
        const QModelIndex files = model.index(1, 0);
        if (carried.isEmpty()) {
            QVERIFY(nodeType(files) != int(NavigatorModel::NodeType::Files));
            QVERIFY(!model.indexOfMember(0).isValid());
            return;
        }
        QCOMPARE(nodeType(files), int(NavigatorModel::NodeType::Files));
        QCOMPARE(model.rowCount(files), carried.size());
        for (int member = 0; member < carried.size(); ++member) {
            const QModelIndex file = model.indexOfMember(member);
            QCOMPARE(file.parent(), files);
            QCOMPARE(file.row(), member);
            QCOMPARE(nodeType(file), int(NavigatorModel::NodeType::File));
            QCOMPARE(model.memberIndex(file), member);
            QCOMPARE(file.data(NavigatorModel::MemberIndexRole).toInt(), member);
            QCOMPARE(file.data(NavigatorModel::RunCountRole).toInt(), carried[member]);
            QCOMPARE(file.data().toString(), QFileInfo(paths[member]).fileName());
            const QString tip = file.data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.startsWith(paths[member]) && tip.contains(QStringLiteral("verified")), qPrintable(tip));
            QVERIFY(model.groupIndexes(file).isEmpty());
        }
        QCOMPARE(model.memberIndex(files), -1);
    }
};

QTEST_GUILESS_MAIN(TestNavigatorModel)
#include "tst_navigatormodel.moc"
