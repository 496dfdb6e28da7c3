// SPDX-License-Identifier: Apache-2.0
// The main window end to end, offscreen: the seed's run page, plot click / double-click, Compare with
// #1, filter-as-you-type, the navigator, the embedded sample and the settings that persist.
#include "archive.h"
#include "archivereader.h"
#include "comparisonmodel.h"
#include "compareview.h"
#include "mainwindow.h"
#include "manifestview.h"
#include "navigatormodel.h"
#include "rankingplot.h"
#include "runfilterproxy.h"
#include "runpage.h"
#include "settings.h"
#include "statebadge.h"
#include "support/testserver.h"
#include "../support/isolatedsettings.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QTimer>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>
#include <QPushButton>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <qcustomplot.h>

using kie::ui::MainWindow;

namespace {

const QString kSeedPath = QStringLiteral("../shared/fixtures/seed/manifest.json");
const QString kSeedDigest = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
const QString kSeedTitle = QStringLiteral("Gilded Quail · 003_grouped_query_attention_with_rope_backward · B200");

QString labelText(const QWidget *root, const char *name)
{
    // Reference states are badges (icon + word); their word is what a label would have said.
    if (const auto *badge = root->findChild<kie::ui::StateBadge *>(QLatin1String(name)))
        return badge->text();
    const auto *label = root->findChild<QLabel *>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}

// Opens and waits for the archive to arrive (loading runs on a worker thread).
bool openAndWait(MainWindow &window, const QString &path, const QString &run = QString())
{
    QSignalSpy changed(&window, &MainWindow::archiveChanged);
    QSignalSpy failed(&window, &MainWindow::loadFailed);
    if (path.isEmpty())
        window.openEmbeddedSample();
    else
        window.openPath(path, run);
    if (!QTest::qWaitFor([&] { return changed.count() == 1 || failed.count() == 1; }, 30000)) {
        qWarning() << "the archive never arrived:" << path;
        return false;
    }
    if (failed.count()) {
        qWarning() << failed.constFirst().constFirst().toString();
        return false;
    }
    return window.archive() != nullptr && !window.isLoading();
}

int runByName(const kie::Archive &archive, const QString &name)
{
    for (size_t i = 0; i < archive.runs.size(); ++i) {
        if (archive.runs[i].meta.name == name)
            return int(i);
    }
    return -1;
}

// A JSON Lines file of `runs` small runs in 20 declared groups, big enough that loading takes a while.
QString writeBigArchive(const QTemporaryDir &dir, int runs)
{
    const QString path = dir.filePath(QStringLiteral("big.jsonl"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    QByteArray chunk;
    for (int i = 0; i < runs; ++i) {
        chunk += "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"r"
            + QByteArray::number(i) + "\",\"title\":\"Impl " + QByteArray::number(i % 500)
            + " \xc2\xb7 bench \xc2\xb7 B200\"},\"spec\":{\"status\":\"passed\",\"timing\":{\"latencyNs\":{\"mean\":"
            + QByteArray::number(100000 + i) + "}},\"comparisonKey\":\"k" + QByteArray::number(i % 20)
            + "\",\"sourceNative\":{\"source\":\"s\",\"benchmark\":\"b" + QByteArray::number(i % 20)
            + "\",\"metrics\":{\"sol_score\":0.5}}}}\n";
        if (chunk.size() > (1 << 20)) {
            file.write(chunk);
            chunk.clear();
        }
    }
    file.write(chunk);
    return path;
}

// The longest pause between ticks of a 10 ms timer on the GUI thread: how long the window froze.
class FreezeMeter : public QObject
{
public:
    FreezeMeter()
    {
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            m_longest = std::max(m_longest, m_clock.restart());
        });
        m_clock.start();
        m_timer.start();
    }
    qint64 longestGapMs() const { return m_longest; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_longest = 0;
};

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        kie::test::isolateSettings(m_settingsDir.path());
        QSettings().clear();
    }

    void seedRunPage()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, kSeedPath));
        QCOMPARE(window.archive()->runs.size(), size_t(1));
        QCOMPARE(window.currentRun(), 0);
        const kie::ui::RunPage *page = window.runPage();
        QCOMPARE(labelText(page, "runPageTitle"), kSeedTitle);
        QCOMPARE(labelText(page, "runPagePrimary"), QStringLiteral("486.0 µs mean"));
        QCOMPARE(labelText(page, "runPageRank"), QStringLiteral("Rank 1 of 1 in this file"));
        QCOMPARE(labelText(page, "runPageFigures"), QStringLiteral("SOL 0.5542 · 1.22× reference · 15/16 cases faster"));
        QCOMPARE(labelText(page, "runPageEvidence"), QStringLiteral("Marked passed by the source; the evidence level was not recorded"));
        QCOMPARE(labelText(page, "runPageDates"), QStringLiteral("Observed 2026-07-20 · published not recorded"));
        QCOMPARE(labelText(page, "runPageGpu"), QStringLiteral("NVIDIA B200 (sm_100)"));
        QCOMPARE(labelText(page, "runPageCorrectness"),
                 QStringLiteral("Marked passed by the source; the correctness policy was not published."));
        QCOMPARE(labelText(page, "runPageReference_protocol"), QStringLiteral("verified"));
        QCOMPARE(labelText(page, "runPageReference_environment"), QStringLiteral("verified"));
        QCOMPARE(labelText(page, "runPageReference_workload"), QStringLiteral("not in archive"));
        QCOMPARE(labelText(page, "runPageReference_implementation"), QStringLiteral("not in archive"));
        QCOMPARE(labelText(page, "runPageNoAttestations"), QStringLiteral("No attestations yet."));
        QCOMPARE(labelText(page, "runPageRunId"), QStringLiteral("Run 381f22e4"));

        // Every pane is there and the absent parts say so.
        for (const char *pane : {"paneIdentity", "paneCorrectness", "paneWorkload", "paneMeasurements", "paneProtocol",
                                 "paneEnvironment", "paneArtifacts", "paneAttestations", "paneCite"})
            QVERIFY2(page->findChild<QGroupBox *>(QLatin1String(pane)), pane);
        QStringList artifactTexts;
        for (const QLabel *label : page->findChild<QGroupBox *>(QStringLiteral("paneArtifacts"))->findChildren<QLabel *>())
            artifactTexts << label->text();
        QVERIFY(artifactTexts.contains(QStringLiteral("No artifacts published with this run.")));

        // Identity values are selectable; the record digest is shown in full.
        bool digestShown = false;
        for (const QLabel *label : page->findChild<QGroupBox *>(QStringLiteral("paneIdentity"))->findChildren<QLabel *>()) {
            if (label->text() == kSeedDigest) {
                digestShown = true;
                QVERIFY(label->textInteractionFlags() & Qt::TextSelectableByMouse);
            }
        }
        QVERIFY(digestShown);
        // The seed is its group's #1 (the only run): nothing to compare with.
        QVERIFY(!page->findChild<QPushButton *>(QStringLiteral("compareWithBestButton"))->isEnabled());
    }

    void manifestKeepsSourceBytes()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, kSeedPath));
        window.showManifest(0);
        QCOMPARE(window.currentPage(), MainWindow::Page::Manifest);
        const QString text = window.manifestView()->displayedText();
        // Key order as written (kind ... spec ... metadata ... apiVersion), numbers as written.
        QVERIFY(text.startsWith(QStringLiteral("{\n  \"kind\": \"BenchmarkRun\",\n  \"spec\": {")));
        QVERIFY(text.endsWith(QStringLiteral("\"apiVersion\": \"kernelindex.dev/v1alpha1\"\n}")));
        QVERIFY(text.contains(QStringLiteral("\"mean\": 485961\n")));
        QVERIFY(text.contains(QStringLiteral("\"sol_score\": 0.554246,")));
        // The seed file is already two-space indented: the re-indented run equals its lines, dedented.
        QFile seed(kSeedPath);
        QVERIFY(seed.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(seed.readAll()).split(QLatin1Char('\n'));
        QStringList runLines;
        for (int i = 1; i < lines.size(); ++i) {
            runLines << lines[i].mid(2);
            if (lines[i] == QLatin1String("  },"))
                break;
        }
        runLines.first() = QStringLiteral("{");
        runLines.last() = QStringLiteral("}");
        QCOMPARE(text, runLines.join(QLatin1Char('\n')));

        QCOMPARE(labelText(window.manifestView(), "referenceState_protocol"), QStringLiteral("verified"));
        QCOMPARE(labelText(window.manifestView(), "referenceState_environment"), QStringLiteral("verified"));
        QCOMPARE(labelText(window.manifestView(), "referenceState_workload"), QStringLiteral("not in archive"));
        QCOMPARE(labelText(window.manifestView(), "referenceState_implementation"), QStringLiteral("not in archive"));
        // Both digests of a verified reference are shown and copyable.
        int protocolDigestLabels = 0;
        for (const QLabel *label : window.manifestView()->findChildren<QLabel *>()) {
            if (label->text() == QLatin1String("sha256:6383f62490dad270ad2146a94f67b48fba5cfcbc0b9b180f02665c69cc4433a0"))
                ++protocolDigestLabels;
        }
        QCOMPARE(protocolDigestLabels, 2);
        auto *tree = window.manifestView()->findChild<QTreeWidget *>(QStringLiteral("manifestTree"));
        QVERIFY(tree);
        QCOMPARE(tree->topLevelItemCount(), 1);
        QVERIFY(tree->topLevelItem(0)->childCount() == 1);
        const QTreeWidgetItem *run = tree->topLevelItem(0)->child(0);
        QCOMPARE(run->childCount(), 4); // kind, spec, metadata, apiVersion
        QCOMPARE(run->child(0)->text(0), QStringLiteral("kind"));
        QCOMPARE(run->child(3)->text(0), QStringLiteral("apiVersion"));
    }

    void sampleOpensWithSeedAtRank16()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, QString()));
        const auto archive = window.archive();
        QCOMPARE(window.currentRun(), 0);
        const kie::RunRecord &seed = archive->runs[0];
        QCOMPARE(seed.meta.name, QStringLiteral("sol-submission-26346"));
        QCOMPARE(seed.digest, kSeedDigest);
        QCOMPARE(labelText(window.runPage(), "runPageRank"), QStringLiteral("Rank 16 of 19 in this file"));
        QCOMPARE(labelText(window.runPage(), "runPagePrimary"), QStringLiteral("486.0 µs mean"));
        QCOMPARE(labelText(window.runPage(), "runPageReference_workload"), QStringLiteral("not in archive"));
        QVERIFY(window.findChild<QPushButton *>(QStringLiteral("compareWithBestButton"))->isEnabled());

        // The seed's run object is embedded byte for byte.
        const kie::ReadResult bare = kie::readArchiveFile(kSeedPath);
        QVERIFY(bare.archive);
        QCOMPARE(seed.source.bytes().toByteArray(), bare.archive->runs[0].source.bytes().toByteArray());
        QCOMPARE(archive->protocols.front().source.bytes().toByteArray(), bare.archive->protocols.front().source.bytes().toByteArray());

        // Everything else is labelled as sample data; there are failed runs, attestations and artifacts.
        int failed = 0;
        int withArtifacts = 0;
        for (size_t i = 1; i < archive->runs.size(); ++i) {
            const kie::RunRecord &run = archive->runs[i];
            QCOMPARE(run.meta.labels.value(QStringLiteral("kernelindex.dev/sample")), QStringLiteral("true"));
            failed += run.status == kie::RunStatus::Failed || run.status == kie::RunStatus::Error;
            withArtifacts += !run.artifacts().empty();
        }
        QVERIFY(failed >= 2);
        QVERIFY(withArtifacts >= 2);
        QVERIFY(archive->attestations.size() >= 2);
        QVERIFY(archive->ranking.groups.size() >= 3);
        const int seedGroup = archive->ranking.runs[0].group;
        QCOMPARE(archive->ranking.groups[size_t(seedGroup)].ranked.size(), size_t(19));
        QCOMPARE(window.currentGroup(), seedGroup);
        // Two of the faster runs tie: competition ranking gives both rank 7, and the seed still 16.
        for (const char *name : {"sample-sol-27222", "sample-sol-27259"}) {
            const int tied = runByName(*archive, QLatin1String(name));
            QVERIFY(tied >= 0);
            QCOMPARE(archive->ranking.runs[size_t(tied)].rank.value_or(0), 7);
        }
        QCOMPARE(archive->ranking.runs[0].rank.value_or(0), 16);
    }

    void plotClickSelectsAndDoubleClickOpensManifest()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, QString()));
        const auto archive = window.archive();
        const int seedGroup = archive->ranking.runs[0].group;
        const int best = archive->ranking.groups[size_t(seedGroup)].best;
        QVERIFY(best > 0);

        kie::ui::RankingPlot *plot = window.rankingPlot();
        QCoreApplication::processEvents();
        const QPoint bar = plot->barCenter(best);
        QVERIFY(!bar.isNull());
        QSignalSpy runChanged(&window, &MainWindow::currentRunChanged);
        QTest::mouseClick(plot->plot(), Qt::LeftButton, Qt::NoModifier, bar);
        QTRY_COMPARE(window.currentRun(), best);
        QCOMPARE(runChanged.count(), 1);
        // The table and the page follow.
        const QModelIndex current = window.runTable()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(window.runProxy()->mapRowToSource(current.row()), best);
        QCOMPARE(labelText(window.runPage(), "runPageTitle"), archive->runs[size_t(best)].meta.title);
        QCOMPARE(labelText(window.runPage(), "runPageRank"), QStringLiteral("Rank 1 of 19 in this file"));
        QCOMPARE(window.currentPage(), MainWindow::Page::Run);

        // Double-click on the seed's bar: its manifest.
        const QPoint seedBar = plot->barCenter(0);
        QVERIFY(!seedBar.isNull());
        QTest::mouseDClick(plot->plot(), Qt::LeftButton, Qt::NoModifier, seedBar);
        QTRY_COMPARE(window.currentPage(), MainWindow::Page::Manifest);
        QCOMPARE(window.currentRun(), 0);
        QVERIFY(window.manifestView()->displayedText().contains(QStringLiteral("\"name\": \"sol-submission-26346\"")));
    }

    void compareWithBest()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, QString()));
        QCOMPARE(window.currentRun(), 0);
        auto *button = window.runPage()->findChild<QPushButton *>(QStringLiteral("compareWithBestButton"));
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(window.currentPage(), MainWindow::Page::Compare);
        auto *model = qobject_cast<kie::ComparisonModel *>(window.compareView()->model());
        QVERIFY(model);
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->runIndex(), 0);
        const int best = window.archive()->ranking.groups[size_t(window.archive()->ranking.runs[0].group)].best;
        QCOMPARE(model->otherRunIndex(), best);
        QVERIFY(model->differenceCount() > 0);
        const int latency = model->rowOfField(QStringLiteral("latency"));
        QVERIFY(latency >= 0);
        QVERIFY(model->index(latency, 0).data(kie::ComparisonModel::DifferentRole).toBool());
        // Differences are highlighted: bold in the view.
        auto *table = window.compareView()->findChild<QTableView *>(QStringLiteral("compareTable"));
        QVERIFY(table);
        QVERIFY(table->model()->index(latency, 0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(table->model()->index(latency, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(labelText(window.compareView(), "compareSummary").contains(QString::number(model->differenceCount())));
        QVERIFY(labelText(window.compareView(), "compareOtherRun").contains(window.archive()->runs[size_t(best)].meta.title));
        // Same hardware, same protocol: those rows are not flagged.
        const int hardware = model->rowOfField(QStringLiteral("hardware"));
        if (hardware >= 0)
            QVERIFY(!model->index(hardware, 0).data(kie::ComparisonModel::DifferentRole).toBool());

        // Choosing another run while the compare page is shown follows it.
        const int other = runByName(*window.archive(), QStringLiteral("sample-sol-28002"));
        QVERIFY(window.selectRun(other));
        QCOMPARE(model->runIndex(), other);
    }

    void filterAsYouType()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, QString()));
        kie::RunFilterProxy *proxy = window.runProxy();
        const int all = proxy->rowCount();
        QCOMPARE(all, int(window.archive()->runs.size()));

        // Ctrl+F puts the cursor in the filter.
        window.activateWindow();
        QTest::keySequence(&window, QKeySequence::Find);
        QTRY_VERIFY(window.filterEdit()->hasFocus());

        // Typed as the file is shown: applied once the table's filter text is built (not waited for).
        QTest::keyClicks(window.filterEdit(), QStringLiteral("amber"));
        QTRY_COMPARE(proxy->rowCount(), 1);
        QCOMPARE(window.runTable()->model()->rowCount(), 1);
        QVERIFY(labelText(&window, "runRowCount").startsWith(QStringLiteral("1 of ")));
        QTest::keyClick(window.filterEdit(), Qt::Key_Backspace);
        QTest::keyClicks(window.filterEdit(), QStringLiteral("xyz-no-such-run"));
        QCOMPARE(proxy->rowCount(), 0);
        window.filterEdit()->clear();
        QCOMPARE(proxy->rowCount(), all);
        QTest::keyClicks(window.filterEdit(), QStringLiteral("H100"));
        QCOMPARE(proxy->rowCount(), 4);
    }

    void navigatorFiltersTableAndDrivesPlot()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, QString()));
        const auto archive = window.archive();
        int h100 = -1;
        for (size_t g = 0; g < archive->ranking.groups.size(); ++g) {
            if (archive->ranking.groups[g].hardware == QLatin1String("NVIDIA H100"))
                h100 = int(g);
        }
        QVERIFY(h100 >= 0);
        QTreeView *navigator = window.navigatorView();
        QAbstractItemModelTester tester(navigator->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Find the group's node by its role and choose it as a user would.
        QModelIndex node;
        const QModelIndexList matches = navigator->model()->match(navigator->model()->index(0, 0), kie::NavigatorModel::GroupIndexRole, h100, 1,
                                                                  Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(matches.size(), 1);
        node = matches.constFirst();
        navigator->setCurrentIndex(node);
        QCOMPARE(window.runProxy()->rowCount(), 4);
        QCOMPARE(window.currentGroup(), h100);
        QCOMPARE(window.currentRun(), archive->ranking.groups[size_t(h100)].best);
        QVERIFY(!window.rankingPlot()->barCenter(window.currentRun()).isNull() || !window.rankingPlot()->isVisible());

        // "All runs" shows everything again.
        navigator->setCurrentIndex(navigator->model()->index(0, 0));
        QCOMPARE(window.runProxy()->rowCount(), int(archive->runs.size()));
    }

    void tableSelectionDrivesPage()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, QString()));
        const int failed = runByName(*window.archive(), QStringLiteral("sample-sol-29001"));
        QVERIFY(failed >= 0);
        const int row = window.runProxy()->mapRowFromSource(failed);
        window.runTable()->setCurrentIndex(window.runProxy()->index(row, 0));
        QCOMPARE(window.currentRun(), failed);
        QCOMPARE(labelText(window.runPage(), "runPageRank"), QStringLiteral("Unranked in this file (19 ranked): status failed"));
        QVERIFY(labelText(window.runPage(), "runPageCorrectness").contains(QStringLiteral("atol 1e-2")));
    }

    void commandLineRunSelection_data()
    {
        QTest::addColumn<QString>("run");
        QTest::addColumn<QString>("expectedName");
        QTest::newRow("name") << QStringLiteral("sample-sol-27000") << QStringLiteral("sample-sol-27000");
        QTest::newRow("digest prefix") << QStringLiteral("381f22e4") << QStringLiteral("sol-submission-26346");
        QTest::newRow("full digest") << kSeedDigest << QStringLiteral("sol-submission-26346");
        QTest::newRow("no match: first run") << QStringLiteral("no-such-run") << QStringLiteral("sol-submission-26346");
    }

    void commandLineRunSelection()
    {
        QFETCH(QString, run);
        QFETCH(QString, expectedName);
        MainWindow window;
        QVERIFY(openAndWait(window, MainWindow::embeddedSamplePath(), run));
        QCOMPARE(window.archive()->runs[size_t(window.currentRun())].meta.name, expectedName);
    }

    void loadingShowsProgressAndCanBeCancelled()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, QString()));
        const auto sample = window.archive();
        QTemporaryDir dir;
        const QString big = writeBigArchive(dir, 200000);
        QVERIFY(!big.isEmpty());

        QSignalSpy changed(&window, &MainWindow::archiveChanged);
        auto *cancel = window.findChild<QPushButton *>(QStringLiteral("cancelLoad"));
        auto *progress = window.findChild<QProgressBar *>(QStringLiteral("loadProgress"));
        QVERIFY(cancel && progress);
        QVERIFY(!cancel->isVisible());
        {
            FreezeMeter meter;
            window.openPath(big);
            QVERIFY(window.isLoading());
            QVERIFY(cancel->isVisible());
            QVERIFY(progress->isVisible());
            QTest::qWait(150); // the reader works on another thread; the window keeps ticking
            QVERIFY2(window.isLoading(), "the load finished before it could be cancelled: make the file bigger");
            QVERIFY2(meter.longestGapMs() < 250, qPrintable(QString::number(meter.longestGapMs())));
            QTest::mouseClick(cancel, Qt::LeftButton);
        }
        QTRY_VERIFY(!window.isLoading());
        QCOMPARE(changed.count(), 0);
        QCOMPARE(window.archive(), sample); // the open archive stays
        QVERIFY(!cancel->isVisible());
        QVERIFY(!progress->isVisible());

        // Loaded to the end, the window freezes only while the models take the result.
        FreezeMeter meter;
        QElapsedTimer clock;
        clock.start();
        window.openPath(big);
        QTRY_VERIFY_WITH_TIMEOUT(changed.count() == 1, 60000);
        QCOMPARE(window.archive()->runs.size(), size_t(200000));
        qInfo("200k runs: opened in %lld ms, longest GUI pause %lld ms", clock.elapsed(), meter.longestGapMs());
        QCOMPARE(window.currentRun(), 0);
        QCOMPARE(window.runProxy()->rowCount(), 200000);
    }

    void fetchedArchiveShowsProvenance_data()
    {
        QTest::addColumn<bool>("allowHttp");
        QTest::newRow("http allowed for the host") << true;
        QTest::newRow("http refused") << false;
    }

    void fetchedArchiveShowsProvenance()
    {
        QFETCH(bool, allowHttp);
        kie::test::TestServer server;
        QVERIFY(server.listenHttp());
        QFile sample(MainWindow::embeddedSamplePath());
        QVERIFY(sample.open(QIODevice::ReadOnly));
        server.route("/sample.json", kie::test::HttpResponse::ok(sample.readAll()));
        kie::ui::Settings().setAllowHttp(allowHttp ? QStringList{QStringLiteral("127.0.0.1")} : QStringList());

        MainWindow window;
        const QString url = server.url(QStringLiteral("sample.json")).toString();
        QSignalSpy changed(&window, &MainWindow::archiveChanged);
        QSignalSpy failed(&window, &MainWindow::loadFailed);
        window.openPath(url);
        QVERIFY(window.isLoading());
        QTRY_VERIFY_WITH_TIMEOUT(changed.count() + failed.count() == 1, 20000);
        kie::ui::Settings().setAllowHttp({});
        if (!allowHttp) {
            QCOMPARE(failed.count(), 1);
            QCOMPARE(server.hits("/sample.json"), 0); // refused before any request
            QVERIFY(window.archive() == nullptr);
            return;
        }
        QCOMPARE(changed.count(), 1);
        const auto archive = window.archive();
        QCOMPARE(archive->fetchedFromUrl, url);
        QVERIFY(!archive->fetchedAt.isEmpty());
        // The fetch date, not the archive's exportedAt, is the citation's access date.
        QCOMPARE(archive->accessDate(), archive->fetchedAt.left(10));
        QCOMPARE(labelText(&window, "provenance"), QStringLiteral("fetched %1 from %2").arg(archive->fetchedAt.left(10), url));
        QCOMPARE(window.currentRun(), 0);
        QCOMPARE(kie::ui::Settings().recentFiles().value(0), url);
    }

    void problemsAreListed()
    {
        // Line 2 is broken; lines 1 and 3 still open, and the problem names file, line and column.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("partly-broken.jsonl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray run = R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"BenchmarkRun","metadata":{"name":"NAME"},"spec":{"status":"passed","timing":{"latencyNs":{"mean":1000}}}})";
        file.write(QByteArray(run).replace("NAME", "one") + "\n{\"kind\": \"BenchmarkRun\", oops}\n" + QByteArray(run).replace("NAME", "three") + "\n");
        file.close();
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, path));
        QCOMPARE(window.archive()->runs.size(), size_t(2));
        const QAbstractItemModel *problems = window.problemsList()->model();
        QVERIFY(problems->rowCount() >= 1);
        QVERIFY2(problems->index(0, 0).data().toString().startsWith(path + QStringLiteral(":2:")),
                 qPrintable(problems->index(0, 0).data().toString()));
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isVisible());
        // A clean file hides the dock again.
        QVERIFY(openAndWait(window, kSeedPath));
        QCOMPARE(window.problemsList()->model()->rowCount(), 0);
        QVERIFY(!window.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isVisible());
    }

    // A problem of a run's record leads to that run (activating the row: Enter or a double click).
    void activatingAProblemShowsItsRun()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("one-warning.jsonl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray run = "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"NAME\"},"
                               "\"spec\":{\"status\":\"passed\",\"timing\":{\"latencyNs\":{\"mean\":1000},\"primaryStatistic\":STAT}}}\n";
        file.write(QByteArray(run).replace("NAME", "one").replace("STAT", "\"mean\"")
                   + QByteArray(run).replace("NAME", "two").replace("STAT", "true") // a warning: not a string
                   + QByteArray(run).replace("NAME", "three").replace("STAT", "\"mean\""));
        file.close();
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, path));
        QCOMPARE(window.archive()->runs.size(), size_t(3));
        const QAbstractItemModel *problems = window.problemsList()->model();
        QCOMPARE(problems->rowCount(), 1);
        const QModelIndex warning = problems->index(0, 0);
        QVERIFY2(warning.data().toString().contains(QLatin1String("primaryStatistic")), qPrintable(warning.data().toString()));
        int two = -1;
        for (size_t i = 0; i < window.archive()->runs.size(); ++i) {
            if (window.archive()->runs[i].meta.name == QLatin1String("two"))
                two = int(i);
        }
        QVERIFY(two >= 0);
        QVERIFY(window.selectRun(two == 0 ? 1 : 0));
        Q_EMIT window.problemsList()->activated(warning);
        QCOMPARE(window.currentRun(), two);
    }

    void copyCitationShortcut()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, kSeedPath));
        QAction *copy = nullptr;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->shortcut() == QKeySequence(QStringLiteral("Ctrl+Shift+C")))
                copy = action;
        }
        QVERIFY(copy);
        QGuiApplication::clipboard()->clear();
        copy->trigger();
        // The seed has no permalink: its citation names it by its record digest.
        QVERIFY2(QGuiApplication::clipboard()->text().contains(kSeedDigest), qPrintable(QGuiApplication::clipboard()->text()));
    }

    void failedOpenIsReported()
    {
        MainWindow window;
        QSignalSpy failed(&window, &MainWindow::loadFailed);
        window.openPath(QStringLiteral("../shared/no/such/file.json"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        QVERIFY(window.problemsList()->model()->rowCount() >= 1);
        QCOMPARE(window.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->windowTitle(),
                 QStringLiteral("Problems (%1)").arg(window.problemsList()->model()->rowCount()));
        QVERIFY(!window.isLoading());
    }

    void dropOpensFile()
    {
        MainWindow window;
        QSignalSpy changed(&window, &MainWindow::archiveChanged);
        auto *mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(QFileInfo(kSeedPath).absoluteFilePath())});
        // As a drag would: enter (which makes the window the drop target), then drop.
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 10000);
        QCOMPARE(window.archive()->runs.size(), size_t(1));
        delete mime;
    }

    void languageMenuStoresTheChoice()
    {
        kie::ui::MainWindow window;
        QMenu *languages = nullptr;
        for (QAction *menuAction : window.menuBar()->actions()) {
            for (QAction *item : menuAction->menu() ? menuAction->menu()->actions() : QList<QAction *>()) {
                if (item->menu() && item->menu()->actions().size() >= 4)
                    languages = item->menu();
            }
        }
        QVERIFY(languages);
        QAction *german = nullptr;
        for (QAction *item : languages->actions()) {
            if (item->data().toString() == QLatin1String("de"))
                german = item;
        }
        QVERIFY(german);
        QCOMPARE(german->text(), QStringLiteral("Deutsch (de)"));
        german->trigger();
        QCOMPARE(kie::ui::Settings().language(), QStringLiteral("de"));
        QVERIFY(window.statusText().contains(QStringLiteral("next start")));
        kie::ui::Settings().setLanguage(QString());
    }

    void settingsPersist()
    {
        {
            MainWindow window;
            QVERIFY(openAndWait(window, kSeedPath));
            QAction *logScale = nullptr;
            for (QAction *action : window.findChildren<QAction *>()) {
                if (action->shortcut() == QKeySequence(QStringLiteral("Ctrl+L")))
                    logScale = action;
            }
            QVERIFY(logScale);
            logScale->setChecked(true);
            QVERIFY(window.rankingPlot()->isLogScale());
            window.close();
        }
        kie::ui::Settings settings;
        QVERIFY(settings.plotLogScale());
        QCOMPARE(settings.recentFiles().value(0), QFileInfo(kSeedPath).absoluteFilePath());
        QVERIFY(!settings.windowGeometry().isEmpty());
        QVERIFY(!settings.windowState().isEmpty());
        {
            MainWindow window; // restores the log scale
            QVERIFY(window.rankingPlot()->isLogScale());
        }
        settings.setPlotLogScale(false);
    }

    void settingsRecentFilesAndStateVersion()
    {
        QTemporaryDir dir;
        kie::ui::Settings settings(dir.filePath(QStringLiteral("s.ini")));
        for (int i = 0; i < kie::ui::Settings::kMaxRecentFiles + 3; ++i)
            settings.addRecentFile(QStringLiteral("/f%1.json").arg(i));
        settings.addRecentFile(QStringLiteral("/f5.json"));
        QCOMPARE(settings.recentFiles().size(), kie::ui::Settings::kMaxRecentFiles);
        QCOMPARE(settings.recentFiles().constFirst(), QStringLiteral("/f5.json"));
        QCOMPARE(settings.recentFiles().count(QStringLiteral("/f5.json")), 1);
        settings.setWindowState(QByteArrayLiteral("state"));
        QCOMPARE(settings.windowState(), QByteArrayLiteral("state"));
        settings.sync();
        // A layout saved by another version is not restored.
        QSettings raw(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        raw.setValue(QStringLiteral("window/stateVersion"), kie::ui::Settings::kWindowStateVersion + 1);
        raw.sync();
        kie::ui::Settings reread(dir.filePath(QStringLiteral("s.ini")));
        QVERIFY(reread.windowState().isEmpty());
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestMainWindow)
#include "tst_ui_mainwindow.moc"
