// SPDX-License-Identifier: Apache-2.0
// archivediff's rules below the command: field paths of canonical JSON, runs sharing a key paired in
// file order, and the same result for any number of threads.
#include "archive.h"
#include "archivediff.h"
#include "archivereader.h"
#include "cli/snapshotpairs.h"

#include <QTest>

using namespace kie;
using namespace kie::test;

namespace {

std::shared_ptr<const Archive> readJson(const nlohmann::json &document)
{
    return readArchiveData(QByteArray::fromStdString(document.dump()), QStringLiteral("snapshot.json")).archive;
}

QStringList rowsText(const ArchiveDiff &diff)
{
    QStringList rows;
    for (const DiffRow &row : diffRows(diff))
        rows << QStringList{row.kind, row.runId, row.name, row.group, row.what, row.oldValue.value_or(QStringLiteral("∅")),
                            row.newValue.value_or(QStringLiteral("∅")), QString::number(row.oldRun), QString::number(row.newRun)}
                    .join(QLatin1Char('|'));
    return rows;
}

} // namespace

class TestArchiveDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fieldChanges_data()
    {
        QTest::addColumn<QByteArray>("older");
        QTest::addColumn<QByteArray>("newer");
        QTest::addColumn<QStringList>("expected"); // "path old new", absent as ∅

        QTest::newRow("same number, other spelling") << QByteArray(R"({"a":485961})") << QByteArray(R"({"a":485961.0})")
                                                     << QStringList();
        QTest::newRow("number") << QByteArray(R"({"spec":{"t":{"mean":1}}})") << QByteArray(R"({"spec":{"t":{"mean":2.5}}})")
                                << QStringList{QStringLiteral("spec.t.mean 1 2.5")};
        QTest::newRow("string against number") << QByteArray(R"({"a":"1"})") << QByteArray(R"({"a":1})")
                                               << QStringList{QStringLiteral("a 1 1")};
        QTest::newRow("member added and removed") << QByteArray(R"({"a":1,"b":{"c":true}})") << QByteArray(R"({"a":1,"d":null})")
                                                  << QStringList{QStringLiteral("b.c true ∅"), QStringLiteral("d ∅ null")};
        QTest::newRow("array element") << QByteArray(R"({"x":[1,{"y":"p"}]})") << QByteArray(R"({"x":[1,{"y":"q"},3]})")
                                       << QStringList{QStringLiteral("x[1].y p q"), QStringLiteral("x[2] ∅ 3")};
        QTest::newRow("object becomes a string") << QByteArray(R"({"a":{"b":1}})") << QByteArray(R"({"a":"b"})")
                                                 << QStringList{QStringLiteral("a {\"b\":1} b")};
        QTest::newRow("only the older one") << QByteArray(R"({"a":[true]})") << QByteArray()
                                            << QStringList{QStringLiteral("a[0] true ∅")};
    }

    void fieldChanges()
    {
        QFETCH(QByteArray, older);
        QFETCH(QByteArray, newer);
        QFETCH(QStringList, expected);
        QStringList actual;
        for (const FieldChange &field : jsonFieldChanges(older, newer))
            actual << QStringList{field.path, field.oldValue.value_or(QStringLiteral("∅")), field.newValue.value_or(QStringLiteral("∅"))}
                          .join(QLatin1Char(' '));
        QCOMPARE(actual, expected);
        // The comparison lists the same differences among the equal fields.
        int differing = 0;
        for (const FieldChange &field : jsonFieldComparison(older, newer))
            differing += field.differs ? 1 : 0;
        QCOMPARE(differing, expected.size());
    }

    // Two runs with one name are paired first with first, second with second.
    void sharedKeysPairInFileOrder()
    {
        nlohmann::json before = sampleJson();
        (*findRunJson(before, "sample-sol-28001"))["metadata"]["name"] = "twin";
        (*findRunJson(before, "sample-sol-28002"))["metadata"]["name"] = "twin";
        nlohmann::json after = before;
        (*findRunJson(after, "twin"))["metadata"]["title"] = "first twin";
        const ArchiveDiff diff = diffArchives(*readJson(before), *readJson(after));
        QCOMPARE(diff.runs.size(), size_t(1));
        QCOMPARE(diff.runs.front().kind, RunChangeKind::Retitled);
        QCOMPARE(diff.runs.front().runId, QStringLiteral("056be4c5")); // sample-sol-28001's
        QVERIFY(diff.ranks.empty());
    }

    void sameResultForAnyNumberOfThreads()
    {
        nlohmann::json before = sampleJson();
        nlohmann::json after = sampleJson();
        (*findRunJson(after, "5a300000"))["spec"]["timing"]["latencyNs"]["mean"] = 320000;
        (*findRunJson(after, "5a30a01e"))["metadata"]["title"] = "Retitled run";
        (*findRunJson(after, "sample-fib-gemm-2"))["spec"]["status"] = "failed";
        QVERIFY(removeRunJson(after, "sample-sol-28002"));
        QVERIFY(removeRunJson(before, "sample-sol-h100-1"));
        const auto older = readJson(before);
        const auto newer = readJson(after);
        const QStringList one = rowsText(diffArchives(*older, *newer, 1));
        QVERIFY(one.size() > 6);
        for (const size_t threads : {2, 3, 5, 8})
            QCOMPARE(rowsText(diffArchives(*older, *newer, threads)), one);
    }
};

QTEST_GUILESS_MAIN(TestArchiveDiff)
#include "tst_archivediff.moc"
