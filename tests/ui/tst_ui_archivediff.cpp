// SPDX-License-Identifier: Apache-2.0
// File > Compare with another archive… and Edit > Check a citation…: the dialog's list equals
// `diff --json` for the same pair of snapshots, row by row; its models pass QAbstractItemModelTester;
// choosing a row shows both versions with the differing fields marked; the filter narrows the list;
// a pasted citation gets the verdict `check-citation` gives.
#include "archive.h"
#include "archivediffdialog.h"
#include "archivediffmodel.h"
#include "archivereader.h"
#include "checkcitationdialog.h"
#include "clirun.h"
#include "recordversionsmodel.h"
#include "snapshotpairs.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>

using namespace kie::test;
using kie::ArchiveDiffModel;

namespace {

std::shared_ptr<const kie::Archive> read(const QString &path)
{
    return kie::readArchiveFile(path).archive;
}

} // namespace

class TestUiArchiveDiff : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_newer;

private Q_SLOTS:
    // The sample with a latency edited, a run removed and one retitled.
    void initTestCase()
    {
        nlohmann::json edited = sampleJson();
        (*findRunJson(edited, "5a300000"))["spec"]["timing"]["latencyNs"]["mean"] = 320000;
        (*findRunJson(edited, "5a30a01e"))["metadata"]["title"] = "Retitled run";
        QVERIFY(removeRunJson(edited, "sample-sol-28002"));
        m_newer = writeSnapshot(m_dir, QStringLiteral("newer.json"), edited);
    }

    void listEqualsDiffJson()
    {
        kie::ui::ArchiveDiffDialog dialog(nullptr);
        QSignalSpy ready(&dialog, &kie::ui::ArchiveDiffDialog::diffReady);
        dialog.setArchives(read(kSampleArchive), read(m_newer));
        QTRY_COMPARE(ready.count(), 1);
        const ArchiveDiffModel *model = dialog.changesModel();
        QAbstractItemModelTester tester(dialog.changesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);

        const CliOutput json = runCli({QStringLiteral("diff"), kSampleArchive, m_newer, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 1);
        const nlohmann::json changes = nlohmann::json::parse(json.out.toStdString())["changes"];
        QCOMPARE(model->rowCount(), int(changes.size()));
        QVERIFY(model->rowCount() >= 6); // changed, removed, retitled, two rank moves, a new #1
        const std::pair<ArchiveDiffModel::Column, const char *> columns[] = {
            {ArchiveDiffModel::Kind, "kind"}, {ArchiveDiffModel::Run, "run"},   {ArchiveDiffModel::Name, "name"},
            {ArchiveDiffModel::Group, "group"}, {ArchiveDiffModel::What, "what"}, {ArchiveDiffModel::Old, "old"},
            {ArchiveDiffModel::New, "new"}};
        for (int row = 0; row < model->rowCount(); ++row) {
            for (const auto &[column, key] : columns) {
                const QVariant value = model->index(row, column).data(ArchiveDiffModel::RawValueRole);
                const nlohmann::json &expected = changes[size_t(row)][key];
                if (expected.is_null())
                    QVERIFY2(!value.isValid(), key);
                else
                    QCOMPARE(value.toString(), QString::fromStdString(expected.get<std::string>()));
            }
        }
    }

    void rowShowsBothVersionsMarked()
    {
        kie::ui::ArchiveDiffDialog dialog(nullptr);
        QSignalSpy ready(&dialog, &kie::ui::ArchiveDiffDialog::diffReady);
        dialog.setArchives(read(kSampleArchive), read(m_newer));
        QTRY_COMPARE(ready.count(), 1);
        QAbstractItemModelTester tester(dialog.versionsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dialog.filterEdit()->setText(QStringLiteral("latencyNs.mean"));
        QCOMPARE(dialog.filterModel()->rowCount(), 1);
        dialog.changesView()->setCurrentIndex(dialog.filterModel()->index(0, 0));
        const kie::RecordVersionsModel *versions = dialog.versionsModel();
        QCOMPARE(versions->differenceCount(), 1);
        bool found = false;
        for (int row = 0; row < versions->rowCount(); ++row) {
            const bool differs = versions->index(row, 0).data(kie::RecordVersionsModel::DifferentRole).toBool();
            if (versions->index(row, kie::RecordVersionsModel::Field).data().toString() == QLatin1String("spec.timing.latencyNs.mean")) {
                found = true;
                QVERIFY(differs);
                QCOMPARE(versions->index(row, kie::RecordVersionsModel::Old).data().toString(), QStringLiteral("315685"));
                QCOMPARE(versions->index(row, kie::RecordVersionsModel::New).data().toString(), QStringLiteral("320000"));
            } else {
                QVERIFY(!differs);
            }
        }
        QVERIFY(found);

        dialog.filterEdit()->setText(QStringLiteral("removed"));
        QCOMPARE(dialog.filterModel()->rowCount(), 1);
        dialog.changesView()->setCurrentIndex(dialog.filterModel()->index(0, 0));
        QVERIFY(versions->rowCount() > 0); // the old version's fields, the new side absent
        QCOMPARE(versions->differenceCount(), versions->rowCount());
    }

    void opensTheOtherSnapshotOffTheGuiThread()
    {
        kie::ui::ArchiveDiffDialog dialog(read(m_newer));
        QSignalSpy ready(&dialog, &kie::ui::ArchiveDiffDialog::diffReady);
        dialog.openOther(kSampleArchive);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, 20000);
        QVERIFY2(dialog.statusText().contains(QStringLiteral("(old)")), qPrintable(dialog.statusText()));
        const int rows = dialog.changesModel()->rowCount();
        QVERIFY(rows > 0);
        dialog.swap(); // newer against itself would be nothing; the swapped pair has as many facts
        QTRY_COMPARE(ready.count(), 2);
        QCOMPARE(dialog.changesModel()->rowCount(), rows);
        QCOMPARE(dialog.changesModel()->index(0, ArchiveDiffModel::Kind).data().toString(), QStringLiteral("changed"));
    }

    void identicalSnapshotsListNothing()
    {
        kie::ui::ArchiveDiffDialog dialog(nullptr);
        QSignalSpy ready(&dialog, &kie::ui::ArchiveDiffDialog::diffReady);
        const auto sample = read(kSampleArchive);
        dialog.setArchives(sample, read(kSampleArchive));
        QTRY_COMPARE(ready.count(), 1);
        QCOMPARE(dialog.changesModel()->rowCount(), 0);
        QVERIFY(dialog.statusText().startsWith(QStringLiteral("No changes")));
    }

    void checkCitationDialogGivesTheVerdict()
    {
        const CliOutput cite = runCli({QStringLiteral("cite"), QStringLiteral("../shared/fixtures/seed/manifest.json"),
                                       QStringLiteral("--format"), QStringLiteral("bibtex")});
        QCOMPARE(cite.exitCode, 0);
        kie::ui::CheckCitationDialog here(read(kSampleArchive));
        here.citationEdit()->setPlainText(cite.out);
        QTest::mouseClick(here.checkButton(), Qt::LeftButton);
        QCOMPARE(here.verdict(), QStringLiteral("The cited record is here, unchanged (run 381f22e4)."));

        kie::ui::CheckCitationDialog garbage(read(kSampleArchive));
        garbage.citationEdit()->setPlainText(QStringLiteral("<b>not</b> a citation"));
        garbage.check();
        QVERIFY(garbage.verdict().contains(QStringLiteral("neither a record digest nor a permalink")));
    }
};

QTEST_MAIN(TestUiArchiveDiff)
#include "tst_ui_archivediff.moc"
