// SPDX-License-Identifier: Apache-2.0
// `diff OLD NEW`: hand-built snapshot pairs of the sample (one latency edited, one run removed, one
// added, one retitled, one reference object edited, a group whose #1 changes) report exactly those
// changes and nothing else; a snapshot against itself is identical (exit 0).
#include "archive.h"
#include "archivereader.h"
#include "clirun.h"
#include "snapshotpairs.h"

#include <QTest>

#include <functional>

using namespace kie::test;
using Edit = std::function<void(nlohmann::json &)>;

Q_DECLARE_METATYPE(Edit)

namespace {

// "kind name what old new", absent and empty values as "-": one line per row of `diff --json`.
QStringList rowsOfJson(const QString &output)
{
    QStringList rows;
    const nlohmann::json document = nlohmann::json::parse(output.toStdString());
    for (const nlohmann::json &row : document["changes"]) {
        QStringList fields;
        for (const char *key : {"kind", "name", "what", "old", "new"})
            fields << (row[key].is_null() || row[key] == "" ? QStringLiteral("-") : QString::fromStdString(row[key].get<std::string>()));
        rows << fields.join(QLatin1Char(' '));
    }
    rows.sort();
    return rows;
}

void setMean(nlohmann::json &archive, const char *id, double mean)
{
    (*findRunJson(archive, id))["spec"]["timing"]["latencyNs"]["mean"] = mean;
}

// The runs of the sample that name Implementation `name`, as reference rows once it is edited.
QStringList referenceRowsOfEditedImplementation(const QString &name)
{
    const auto sample = kie::readArchiveFile(kSampleArchive).archive;
    QString digest;
    for (const kie::ImplementationRecord &implementation : sample->implementations) {
        if (implementation.meta.name == name)
            digest = implementation.digest;
    }
    QStringList rows;
    for (const kie::RunRecord &run : sample->runs) {
        if (run.implementationDigest == digest)
            rows << QStringLiteral("reference %1 implementation verified not in archive")
                        .arg(run.meta.name);
    }
    return rows;
}

} // namespace

class TestDiffCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reportsExactlyTheEdits_data()
    {
        QTest::addColumn<Edit>("edit");
        QTest::addColumn<QStringList>("expected");

        const Edit latency = [](nlohmann::json &a) { setMean(a, "5a30400c", 330000); };
        const QStringList latencyRows{QStringLiteral("changed sample-sol-27148 spec.timing.latencyNs.mean 328064 330000")};
        const Edit removal = [](nlohmann::json &a) { removeRunJson(a, "sample-sol-28002"); };
        const QStringList removalRows{QStringLiteral("removed sample-sol-28002 - - -")};
        const Edit addition = [](nlohmann::json &a) {
            nlohmann::json copy = *findRunJson(a, "sample-sol-29001");
            copy["metadata"]["name"] = "sample-sol-29999";
            copy["spec"]["sourceNative"]["externalId"] = "29999";
            a["items"].push_back(copy);
        };
        const QStringList additionRows{QStringLiteral("added sample-sol-29999 - - -")};
        const Edit retitle = [](nlohmann::json &a) {
            (*findRunJson(a, "5a30a01e"))["metadata"]["title"] = "Retitled run";
        };
        const QStringList retitleRows{
            QStringLiteral("retitled sample-sol-27370 metadata.title Lichen Newt · 003_grouped_query_attention_with_rope_backward · B200 Retitled run")};
        const Edit reference = [](nlohmann::json &a) {
            for (nlohmann::json &item : a["items"]) {
                if (item.value("kind", std::string()) == "Implementation" && item["metadata"]["name"] == "impl-cinder-dace-r40")
                    item["spec"]["revision"] = "r40-edited";
            }
        };
        const QStringList referenceRows = referenceRowsOfEditedImplementation(QStringLiteral("impl-cinder-dace-r40"));
        const Edit newBest = [](nlohmann::json &a) { setMean(a, "5a300000", 320000); };
        const QStringList newBestRows{QStringLiteral("changed sample-sol-27000 spec.timing.latencyNs.mean 315685 320000"),
                                      QStringLiteral("rank sample-sol-27000 rank #1 #2"), QStringLiteral("rank sample-sol-27037 rank #2 #1"),
                                      QStringLiteral("new-best sample-sol-27037 #1 5a300000 5a301003")};

        QTest::newRow("latency edited") << latency << latencyRows;
        QTest::newRow("run removed") << removal << removalRows;
        QTest::newRow("run added") << addition << additionRows;
        QTest::newRow("only retitled") << retitle << retitleRows;
        QTest::newRow("reference object edited") << reference << referenceRows;
        QTest::newRow("new #1") << newBest << newBestRows;
        const Edit all = [=](nlohmann::json &a) {
            for (const Edit &edit : {latency, removal, addition, retitle, reference, newBest})
                edit(a);
        };
        QTest::newRow("all at once") << all << (latencyRows + removalRows + additionRows + retitleRows + referenceRows + newBestRows);
    }

    void reportsExactlyTheEdits()
    {
        QFETCH(Edit, edit);
        QFETCH(QStringList, expected);
        QVERIFY(!expected.isEmpty());
        QTemporaryDir dir;
        nlohmann::json newer = sampleJson();
        edit(newer);
        const QString newPath = writeSnapshot(dir, QStringLiteral("new.json"), newer);

        const CliOutput json = runCli({QStringLiteral("diff"), kSampleArchive, newPath, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 1);
        expected.sort();
        QCOMPARE(rowsOfJson(json.out), expected);

        // The tab-separated form has the same rows, each through the one TSV writer.
        const CliOutput tsv = runCli({QStringLiteral("diff"), kSampleArchive, newPath});
        QCOMPARE(tsv.exitCode, 1);
        QCOMPARE(tsv.out.count(QLatin1Char('\n')), expected.size() + 1); // and the header row
        QVERIFY(tsv.out.startsWith(QStringLiteral("kind\trun\tname\tgroup\twhat\told\tnew\n")));
    }

    void identicalSnapshotsExitZero()
    {
        const CliOutput same = runCli({QStringLiteral("diff"), kSampleArchive, kSampleArchive});
        QCOMPARE(same.exitCode, 0);
        QCOMPARE(same.out, QStringLiteral("kind\trun\tname\tgroup\twhat\told\tnew\n")); // the header alone
        const CliOutput json = runCli({QStringLiteral("diff"), kSampleArchive, kSampleArchive, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const nlohmann::json document = nlohmann::json::parse(json.out.toStdString());
        QVERIFY(document["identical"].get<bool>());
        QCOMPARE(document["runs"]["same"].get<int>(), 31);
    }

    void groupOptionKeepsOneGroup()
    {
        QTemporaryDir dir;
        nlohmann::json newer = sampleJson();
        setMean(newer, "5a300000", 320000);
        (*findRunJson(newer, "sample-fib-gemm-1"))["metadata"]["title"] = "Retitled";
        const QString newPath = writeSnapshot(dir, QStringLiteral("new.json"), newer);
        const CliOutput gemm = runCli({QStringLiteral("diff"), kSampleArchive, newPath, QStringLiteral("--group"),
                                       QStringLiteral("sample:gemm"), QStringLiteral("--json")});
        QCOMPARE(gemm.exitCode, 1);
        QCOMPARE(rowsOfJson(gemm.out), QStringList{QStringLiteral("retitled sample-fib-gemm-1 metadata.title Bramble Kite · gemm_n128_k2048 · B200 Retitled")});
        const CliOutput none = runCli({QStringLiteral("diff"), kSampleArchive, newPath, QStringLiteral("--group"), QStringLiteral("no-such")});
        QCOMPARE(none.exitCode, 2);
    }

    void unreadableInputIsTrouble()
    {
        const CliOutput missing = runCli({QStringLiteral("diff"), kSampleArchive, QStringLiteral("no-such-file.json")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(!missing.err.isEmpty());
        QCOMPARE(runCli({QStringLiteral("diff"), kSampleArchive}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestDiffCommand)
#include "tst_diffcommand.moc"
