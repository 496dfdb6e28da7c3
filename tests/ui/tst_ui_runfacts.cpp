// SPDX-License-Identifier: Apache-2.0
// The window and the command line say the same: the window's --run takes the query table `cite`
// and `show` take (tests/cli/runqueries.h), and on every run of the embedded sample the run page
// shows, field by field, what `show` prints.
#include "archive.h"
#include "archivereader.h"
#include "cli.h"
#include "mainwindow.h"
#include "runfacts.h"
#include "runpage.h"
#include "statebadge.h"
#include "runqueries.h"
#include "../support/isolatedsettings.h"

#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using kie::ui::MainWindow;

namespace {

// Sample runs name their source file; the embedded copy is the same bytes.
const QString kSample = QStringLiteral("resources/sample-archive.json");

QString labelText(const QWidget *root, const QString &name)
{
    // References and signatures are state badges (icon + word); everything else a label.
    if (const auto *badge = root->findChild<kie::ui::StateBadge *>(name))
        return badge->text();
    const auto *label = root->findChild<QLabel *>(name);
    return label ? label->text() : QStringLiteral("<no label %1>").arg(name);
}

bool openAndWait(MainWindow &window, const QString &path, const QString &run = QString())
{
    QSignalSpy changed(&window, &MainWindow::archiveChanged);
    QSignalSpy failed(&window, &MainWindow::loadFailed);
    window.openPath(path, run);
    return QTest::qWaitFor([&] { return changed.count() == 1 || failed.count() == 1; }, 30000) && changed.count() == 1
        && window.archive();
}

// `show FILE --run DIGEST` as label -> fields after the label, for every line (labels may repeat).
QList<std::pair<QString, QStringList>> show(const QString &file, const QString &run)
{
    QString out, err;
    QTextStream outStream(&out), errStream(&err);
    const int code = kie::cli::run({QStringLiteral("kernelindex-explorer"), QStringLiteral("show"), file,
                                    QStringLiteral("--run"), run},
                                   outStream, errStream);
    outStream.flush();
    errStream.flush();
    if (code != 0)
        qWarning() << "show failed:" << err;
    QList<std::pair<QString, QStringList>> lines;
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QStringList fields = line.split(QLatin1Char('\t'));
        const QString label = fields.takeFirst();
        for (QString &field : fields) {
            if (field == QLatin1String("-"))
                field.clear(); // the TSV writer's empty field
        }
        lines.append({label, fields});
    }
    return lines;
}

QStringList fieldsOf(const QList<std::pair<QString, QStringList>> &lines, const QString &label)
{
    for (const auto &[name, fields] : lines) {
        if (name == label)
            return fields;
    }
    return {QStringLiteral("<no line %1>").arg(label)};
}

} // namespace

class TestUiRunFacts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        kie::test::isolateSettings(m_settingsDir.path());
        QVERIFY(m_files.isValid());
        m_queries = m_files.filePath(QStringLiteral("queries.json"));
        QFile out(m_queries);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(kie::test::runQueryArchiveBytes());
    }

    void windowRunQueries_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("expected");
        QTest::addColumn<QString>("errorContains");
        for (const kie::test::RunQuery &query : kie::test::runQueries())
            QTest::newRow(query.tag) << query.query << query.expected << query.errorContains;
    }
    void windowRunQueries()
    {
        QFETCH(QString, query);
        QFETCH(int, expected);
        QFETCH(QString, errorContains);
        const kie::ReadResult read = kie::readArchiveFile(m_queries);
        QVERIFY(read.archive);
        const QString resolved = kie::test::resolvedQuery({"", query, 0, {}}, read.archive->runs[1].digest);
        QString error;
        QCOMPARE(kie::findRun(*read.archive, resolved, &error), expected);

        MainWindow window;
        QVERIFY(openAndWait(window, m_queries, resolved));
        QCOMPARE(window.findRun(resolved), expected);
        // A query no run matches before the record digests are in is looked for once they are
        // (the window stays usable meanwhile): what it finds, or why not, comes then.
        if (expected >= 0) {
            QTRY_COMPARE_WITH_TIMEOUT(window.currentRun(), expected, 30000);
            QCOMPARE(labelText(window.runPage(), QStringLiteral("runPageRunId")),
                     QStringLiteral("Run ") + kie::runId(read.archive->runs[size_t(expected)]));
            return;
        }
        QVERIFY2(error.contains(errorContains), qPrintable(error));
        const auto shown = [&window] {
            QString text;
            for (const QLabel *label : window.statusBar()->findChildren<QLabel *>())
                text += label->text() + QLatin1Char('\n');
            return text;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(shown().contains(error), qPrintable(shown()), 30000); // the very message cite and show print
        QCOMPARE(window.currentRun(), 0); // nothing matched: the first run, as without --run
    }

    // Every sample run: the page's labels are show's lines.
    void pageMatchesShow()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, kSample));
        const std::shared_ptr<const kie::Archive> archive = window.archive();
        QVERIFY(archive->runs.size() > 20);
        for (size_t i = 0; i < archive->runs.size(); ++i) {
            const kie::RunRecord &run = archive->runs[i];
            QVERIFY(window.selectRun(int(i)));
            // The first way of naming the run that names only it (sample names are unique, but say so).
            QString query;
            for (const QString &candidate : {run.meta.name, run.digest.toString(), kie::runId(run)}) {
                if (query.isEmpty() && kie::findRun(*archive, candidate) == int(i))
                    query = candidate;
            }
            QVERIFY2(!query.isEmpty(), qPrintable(run.meta.name));
            const auto lines = show(kSample, query);
            const QWidget *page = window.runPage();
            const QString at = QStringLiteral(" (run %1, %2)").arg(i).arg(run.meta.name);
            QCOMPARE(fieldsOf(lines, QStringLiteral("name")).value(0), run.meta.name); // show picked this run
            const QList<std::pair<QString, QString>> pairs{
                {QStringLiteral("runPageRunId"), QStringLiteral("Run ") + fieldsOf(lines, QStringLiteral("run id")).value(0)},
                {QStringLiteral("runPageTitle"), fieldsOf(lines, QStringLiteral("title")).value(0)},
                {QStringLiteral("runPagePrimary"), fieldsOf(lines, QStringLiteral("primary")).value(0)},
                {QStringLiteral("runPageRank"), fieldsOf(lines, QStringLiteral("rank")).value(0)},
                {QStringLiteral("runPageFigures"), fieldsOf(lines, QStringLiteral("figures")).value(0)},
                {QStringLiteral("runPageEvidence"), fieldsOf(lines, QStringLiteral("evidence")).value(0)},
                {QStringLiteral("runPageDates"),
                 QStringLiteral("Observed %1 · published %2")
                     .arg(fieldsOf(lines, QStringLiteral("observed")).value(0), fieldsOf(lines, QStringLiteral("published")).value(0))},
                {QStringLiteral("runPageCorrectness"), fieldsOf(lines, QStringLiteral("correctness")).value(0)},
            };
            for (const auto &[object, expected] : pairs)
                QVERIFY2(labelText(page, object) == expected,
                         qPrintable(object + QStringLiteral(": page \"") + labelText(page, object) + QStringLiteral("\" vs show \"")
                                    + expected + QLatin1Char('"') + at));
            QStringList pageTexts; // a source metric is one line of the page's "source metrics" value
            for (const QLabel *label : page->findChildren<QLabel *>())
                pageTexts += label->text().split(QLatin1Char('\n'));
            int references = 0;
            for (const auto &[label, fields] : lines) {
                if (label == QLatin1String("metric")) // one formatter (formatting.h recordValueText)
                    QVERIFY2(pageTexts.contains(fields.value(0) + QStringLiteral(" = ") + fields.value(1)),
                             qPrintable(fields.join(QLatin1Char(' ')) + at));
                if (label == QLatin1String("reference") && fields.value(1) != QLatin1String("not declared")) {
                    ++references;
                    QCOMPARE(labelText(page, QStringLiteral("runPageReference_") + fields.value(0)) + at, fields.value(1) + at);
                }
                if (label == QLatin1String("gpu"))
                    QCOMPARE(labelText(page, QStringLiteral("runPageGpu")) + at, fields.value(0) + at);
                if (label == QLatin1String("attestations"))
                    QCOMPARE(labelText(page, QStringLiteral("runPageNoAttestations")) + at, fields.value(0) + at);
            }
            QVERIFY(references > 0 || run.protocolDigest.isEmpty());
        }
    }

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    QString m_queries;
};

QTEST_MAIN(TestUiRunFacts)
#include "tst_ui_runfacts.moc"
