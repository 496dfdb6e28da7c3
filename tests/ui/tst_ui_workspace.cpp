// SPDX-License-Identifier: Apache-2.0
// Workspaces in the window, offscreen: several trace files and a folder opened through the call the
// Open dialog, a drop and the command line make (openPaths), the same archive twice, removing and
// adding a member, Reload and the bar that offers it, and the filter's message for a bad term.
#include "archive.h"
#include "archivereader.h"
#include "mainwindow.h"
#include "navigatormodel.h"
#include "runfilterproxy.h"
#include "runtablemodel.h"
#include "workspace.h"
#include "../support/isolatedsettings.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using kie::RunTableModel;
using kie::ui::MainWindow;

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");
const QString kSeed = QStringLiteral("../shared/fixtures/seed/manifest.json");
const QString kFib = QStringLiteral("../shared/data/flashinfer-bench/");
const QString kGemm = kFib + QStringLiteral("fib_all_defs_20260317_141930/gpt-5/traces/gemm/gemm_n128_k2048.jsonl");
const QString kRmsnorm = kFib + QStringLiteral("fib_all_defs_20260317_142116/gpt-5.2_n/traces/rmsnorm/rmsnorm_h4096.jsonl");
const QString kDsa = kFib
    + QStringLiteral("fib_all_defs_20260317_141743/gpt-5.2/traces/dsa_paged/dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64.jsonl");

// Waits for the next archiveChanged after `open` (every member read, merged and shown).
bool openAndWait(MainWindow &window, const std::function<void()> &open)
{
    QSignalSpy changed(&window, &MainWindow::archiveChanged);
    open();
    if (!QTest::qWaitFor([&] { return changed.count() >= 1 && !window.isLoading(); }, 60000)) {
        qWarning() << "the workspace never arrived";
        return false;
    }
    return true;
}

size_t runsOf(const QString &path)
{
    const kie::ReadResult read = kie::readArchiveFile(path);
    return read.archive ? read.archive->runs.size() : 0;
}

// A fourth trace file: the gemm trace's first line under another solution's name (a new run).
QString writeFourthTrace(const QTemporaryDir &dir)
{
    QFile gemm(kGemm);
    if (!gemm.open(QIODevice::ReadOnly))
        return QString();
    QByteArray line = gemm.readLine();
    const qsizetype at = line.indexOf("\"solution\"");
    if (at < 0)
        return QString();
    const qsizetype open = line.indexOf('"', line.indexOf(':', at) + 1);
    const qsizetype close = line.indexOf('"', open + 1);
    line.replace(open + 1, close - open - 1, "workspace_test_solution");
    const QString path = dir.filePath(QStringLiteral("fourth.jsonl"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(line) != line.size())
        return QString();
    return path;
}

QStringList sourcesShown(const MainWindow &window, int run)
{
    return window.archive() ? kie::runSourceFiles(*window.archive(), run) : QStringList();
}

} // namespace

class TestUiWorkspace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        kie::test::isolateSettings(m_settingsDir.path());
        QSettings().clear();
    }

    void severalInputsOneWorkspace_data()
    {
        QTest::addColumn<QStringList>("inputs");
        QTest::addColumn<int>("members");
        QTest::addColumn<bool>("arguments"); // through the command line's call, else the Open dialog's
        const QStringList four = {kGemm, kRmsnorm, kDsa, QStringLiteral("FOURTH")};
        QTest::newRow("four trace files (one import), dialog") << four << 1 << false;
        QTest::newRow("four trace files (one import), arguments") << four << 1 << true;
        QTest::newRow("a folder, dialog") << QStringList{kFib} << 1 << false;
        QTest::newRow("a folder, arguments") << QStringList{kFib} << 1 << true;
        QTest::newRow("a folder and a trace file") << QStringList{kFib + QStringLiteral("fib_all_defs_20260317_141930"), kDsa}
                                                   << 2 << true;
        QTest::newRow("archives and traces") << QStringList{kSample, kGemm, kRmsnorm} << 2 << false;
        QTest::newRow("no argument: the embedded sample") << QStringList{} << 1 << true;
    }

    void severalInputsOneWorkspace()
    {
        QFETCH(QStringList, inputs);
        QFETCH(int, members);
        QFETCH(bool, arguments);
        QTemporaryDir dir;
        for (QString &input : inputs) {
            if (input == QLatin1String("FOURTH"))
                input = writeFourthTrace(dir);
            QVERIFY(!input.isEmpty());
        }
        // Expected: every input read on its own, runs added up (these inputs share no run).
        size_t expected = inputs.isEmpty() ? runsOf(kSample) : 0;
        for (const QString &input : inputs)
            expected += runsOf(input);
        QVERIFY(expected > 0);

        MainWindow window;
        QAbstractItemModelTester tester(window.navigatorView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(openAndWait(window, [&] {
            if (arguments)
                window.openArguments(inputs); // app/main.cpp's call
            else
                window.openPaths(inputs); // File > Open's and a drop's call
        }));
        QCOMPARE(window.workspaceMembers().size(), members);
        QCOMPARE(window.archive()->runs.size(), expected);
        QCOMPARE(window.runTable()->model()->rowCount(), int(expected));
        QCOMPARE(bool(window.archive()->workspace), members > 1);
        if (members > 1) {
            const QModelIndex files = window.navigatorView()->model()->index(1, 0);
            QCOMPARE(files.data(kie::NavigatorModel::NodeTypeRole).toInt(), int(kie::NavigatorModel::NodeType::Files));
            QCOMPARE(window.navigatorView()->model()->rowCount(files), members);
        }
    }

    void sameArchiveTwiceShownOnce()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("copy-of-sample.json"));
        QVERIFY(QFile::copy(kSample, copy));
        MainWindow window;
        QVERIFY(openAndWait(window, [&] { window.openPaths({kSample, copy}); }));
        QCOMPARE(window.archive()->runs.size(), size_t(31));
        QCOMPARE(sourcesShown(window, 0), (QStringList{kSample, copy}));
        const QAbstractItemModel *table = window.runTable()->model();
        const int source = RunTableModel::Source;
        QCOMPARE(table->index(0, source).data().toString(), QStringLiteral("sample-archive.json, copy-of-sample.json"));
        QVERIFY(table->index(0, source).data(Qt::ToolTipRole).toString().contains(copy));
        QCOMPARE(table->headerData(source, Qt::Horizontal).toString(), QStringLiteral("Source"));
        // Sorting by Source works like any column.
        window.runTable()->sortByColumn(source, Qt::AscendingOrder);
        QCOMPARE(table->rowCount(), 31);
    }

    void removeAndAddMembers()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, [&] { window.openPaths({kSample, kDsa}); }));
        const size_t sample = runsOf(kSample);
        const size_t dsa = runsOf(kDsa);
        QCOMPARE(window.archive()->runs.size(), sample + dsa);
        // The navigator lists both files; choosing one shows only its runs.
        QTreeView *navigator = window.navigatorView();
        const kie::NavigatorModel *model = qobject_cast<const kie::NavigatorModel *>(navigator->model());
        QVERIFY(model);
        navigator->setCurrentIndex(model->indexOfMember(1));
        QCOMPARE(window.runTable()->model()->rowCount(), int(dsa));
        QVERIFY(model->indexOfMember(0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("verified")));
        navigator->setCurrentIndex(model->allRunsIndex());
        QCOMPARE(window.runTable()->model()->rowCount(), int(sample + dsa));

        QVERIFY(openAndWait(window, [&] { window.removeWorkspaceMember(0); }));
        QCOMPARE(window.workspaceMembers(), (QList<QStringList>{{kDsa}}));
        QCOMPARE(window.archive()->runs.size(), dsa); // the sample's runs are gone
        QVERIFY(!window.archive()->workspace); // one member: its own archive, not a copy
        QVERIFY(std::none_of(window.archive()->runs.begin(), window.archive()->runs.end(),
                             [](const kie::RunRecord &run) { return run.meta.name == QLatin1String("sol-submission-26346"); }));

        QVERIFY(openAndWait(window, [&] { window.addPaths({kSeed}); }));
        QCOMPARE(window.workspaceMembers(), (QList<QStringList>{{kDsa}, {kSeed}}));
        QCOMPARE(window.archive()->runs.size(), dsa + 1);

        // The same file again, spelled another way: nothing is added, nothing read again.
        window.addPaths({QFileInfo(kSeed).absoluteFilePath(), kDsa});
        QVERIFY(!window.isLoading());
        QCOMPARE(window.workspaceMembers(), (QList<QStringList>{{kDsa}, {kSeed}}));
        QVERIFY2(window.statusText().startsWith(QStringLiteral("Already in the workspace")), qPrintable(window.statusText()));
        // Named twice in one open: one member.
        QVERIFY(openAndWait(window, [&] { window.openPaths({kDsa, QStringLiteral("./") + kDsa}); }));
        QCOMPARE(window.workspaceMembers(), (QList<QStringList>{{kDsa}}));
    }

    void reloadAfterTheFileChanged()
    {
        QTemporaryDir dir;
        const QString growing = dir.filePath(QStringLiteral("growing.json"));
        QVERIFY(QFile::copy(kSeed, growing));
        QFile::setPermissions(growing, QFile::ReadOwner | QFile::WriteOwner);
        MainWindow window;
        QVERIFY(openAndWait(window, [&] { window.openPaths({growing, kDsa}); }));
        const size_t before = window.archive()->runs.size();
        QVERIFY(!window.reloadBar()->isVisible());
        window.show();

        // The file now holds the whole sample (the seed and 30 more runs), replaced by a rename as
        // writers that are safe for open (memory-mapped) files do.
        QFile sample(kSample);
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray bytes = sample.readAll();
        {
            QSaveFile out(growing);
            QVERIFY(out.open(QIODevice::WriteOnly));
            QCOMPARE(out.write(bytes), bytes.size());
            QVERIFY(out.commit());
        }
        QTRY_VERIFY_WITH_TIMEOUT(window.reloadBar()->isVisible(), 10000); // offered, never done by itself
        QCOMPARE(window.archive()->runs.size(), before);
        auto *reload = window.reloadBar()->findChild<QPushButton *>(QStringLiteral("reloadButton"));
        QVERIFY(reload);
        QVERIFY(openAndWait(window, [&] { reload->click(); }));
        QCOMPARE(window.archive()->runs.size(), before + 30);
        QVERIFY(!window.reloadBar()->isVisible());
    }

    void folderGrowsWhileOpen()
    {
        QTemporaryDir dir;
        const QString traces = dir.filePath(QStringLiteral("traces/gemm"));
        QVERIFY(QDir().mkpath(traces));
        QVERIFY(QFile::copy(kGemm, traces + QStringLiteral("/gemm_n128_k2048.jsonl")));
        MainWindow window;
        QVERIFY(openAndWait(window, [&] { window.openPaths({dir.path()}); }));
        const size_t before = window.archive()->runs.size();
        window.show();
        QVERIFY(QFile::copy(kRmsnorm, traces + QStringLiteral("/rmsnorm_h4096.jsonl"))); // a deeper folder grows
        QTRY_VERIFY_WITH_TIMEOUT(window.reloadBar()->isVisible(), 10000);
        QVERIFY(openAndWait(window, [&] { window.reload(); }));
        QCOMPARE(window.archive()->runs.size(), before + runsOf(kRmsnorm));
    }

    void aMemberThatDoesNotOpen()
    {
        // The others open; the one that did not is said in the problems list and the status bar.
        MainWindow window;
        QSignalSpy failed(&window, &MainWindow::loadFailed);
        const QString missing = QStringLiteral("../shared/no/such/file.json");
        QVERIFY(openAndWait(window, [&] { window.openPaths({missing, kSample, kSeed}); }));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(window.workspaceMembers(), (QList<QStringList>{{kSample}, {kSeed}}));
        QCOMPARE(window.archive()->runs.size(), size_t(31));
        const QAbstractItemModel *problems = window.problemsList()->model();
        const QModelIndexList listed = problems->match(problems->index(0, 0), Qt::DisplayRole, missing, -1, Qt::MatchContains);
        QCOMPARE(listed.size(), 1);
        QVERIFY(window.statusText().contains(missing));
    }

    void badFilterTermIsExplained()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, [&] { window.openPaths({kSample}); }));
        window.show();
        auto *message = window.findChild<QLabel *>(QStringLiteral("runFilterError"));
        QVERIFY(message);
        window.filterEdit()->setText(QStringLiteral("colour:red status:failed"));
        QTRY_VERIFY(window.filterErrorText().contains(QStringLiteral("\u201ccolour\u201d"))); // once the filter text is built
        QVERIFY(message->isVisible());
        QCOMPARE(window.runTable()->model()->rowCount(), 2); // the other term still filters
        window.filterEdit()->setText(QStringLiteral("status:failed"));
        QVERIFY(window.filterErrorText().isEmpty());
        QVERIFY(!message->isVisible());
    }

    // The record page's digest pasted into the filter: the seed with one latency digit changed has
    // another record digest, and the line under the filter says so; the genuine seed is found. A
    // prefix that some run has, or a filter that is not one digest, adds nothing.
    void pastedDigestInNoRunIsExplained_data()
    {
        QTest::addColumn<bool>("changed");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("rows");
        QTest::addColumn<bool>("explained");
        const QString page = QStringLiteral("sha256:381f22e4759e66ec6db9692\u2026");
        QTest::newRow("genuine, the page's digest") << false << page << 1 << false;
        QTest::newRow("changed, the page's digest") << true << page << 0 << true;
        QTest::newRow("changed, a bare prefix") << true << QStringLiteral("381f22e4759e") << 0 << true;
        QTest::newRow("changed, with another term") << true << page + QStringLiteral(" status:passed") << 0 << false;
        QTest::newRow("changed, 7 digits") << true << QStringLiteral("digest:381f22e") << 0 << false;
        QTest::newRow("changed, a word") << true << QStringLiteral("quail") << 1 << false;
    }
    void pastedDigestInNoRunIsExplained()
    {
        QFETCH(bool, changed);
        QFETCH(QString, filter);
        QFETCH(int, rows);
        QFETCH(bool, explained);
        QFile seed(kSeed);
        QVERIFY(seed.open(QIODevice::ReadOnly));
        QByteArray bytes = seed.readAll();
        if (changed)
            bytes.replace("\"mean\": 485961", "\"mean\": 385961");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seed.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();

        MainWindow window;
        QVERIFY(openAndWait(window, [&] { window.openPaths({path}); }));
        window.show();
        auto *line = window.findChild<QLabel *>(QStringLiteral("runFilterError"));
        QVERIFY(line);
        window.filterEdit()->setText(filter);
        QTRY_COMPARE(window.runTable()->model()->rowCount(), rows);
        QTRY_VERIFY(!window.archive()->runDigestsPending);
        const QString note = QStringLiteral("No run in this file has a record digest starting with sha256:381f22e4759e");
        if (explained) {
            QTRY_VERIFY2(line->isVisible() && line->text().contains(note), qPrintable(line->text()));
        } else {
            QTest::qWait(50);
            QVERIFY2(!line->text().contains(note), qPrintable(line->text()));
        }
        window.filterEdit()->clear();
        QTRY_VERIFY(!line->text().contains(note));
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestUiWorkspace)
#include "tst_ui_workspace.moc"
