// SPDX-License-Identifier: Apache-2.0
// The window shows a one-file workspace before its runs' record digests are all computed
// (rundigests.h,  tests/benchmarks/README.md): the shown run has its digest at once, the others arrive in
// the background bit-identical to a headless read, and everything that names runs by digest
// (a --run digest prefix, the digest filter, a merge with another file) waits for them.
#include "archive.h"
#include "archivereader.h"
#include "compareview.h"
#include "mainwindow.h"
#include "runfilterproxy.h"
#include "runtablemodel.h"
#include "../support/isolatedsettings.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QSaveFile>
#include <QSemaphore>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

using kie::ui::MainWindow;

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");

// The sample's objects without its attestations, as JSON Lines, each run `copies` times with a
// different spec: an archive the reader defers (attestations would make it digest every run while reading).
QString writeUnattested(const QTemporaryDir &dir, const QString &name, int copies)
{
    const kie::ReadResult sample = kie::readArchiveFile(kSample);
    if (!sample.archive)
        return {};
    QByteArray lines;
    const auto add = [&lines](const auto &records) {
        for (const auto &record : records)
            // ObjectBase::source: ImplementationRecord has a field of that name too.
            lines += static_cast<const kie::ObjectBase &>(record).source.bytes().toByteArray().replace('\n', ' ') + '\n';
    };
    add(sample.archive->protocols);
    add(sample.archive->environments);
    add(sample.archive->workloads);
    add(sample.archive->implementations);
    for (int copy = 0; copy < copies; ++copy) {
        for (const kie::RunRecord &run : sample.archive->runs) {
            QByteArray bytes = run.source.bytes().toByteArray().replace('\n', ' ');
            const qsizetype spec = bytes.indexOf("\"spec\"");
            const qsizetype open = spec < 0 ? -1 : bytes.indexOf('{', spec);
            if (copy > 0 && open > 0) // another spec, so another record digest (metadata is not digested)
                bytes.insert(open + 1, "\"copy\": " + QByteArray::number(copy) + ", ");
            lines += bytes + '\n';
        }
    }
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(lines) != lines.size())
        return {};
    return path;
}

bool waitForArchive(MainWindow &window, const std::function<void()> &open)
{
    QSignalSpy changed(&window, &MainWindow::archiveChanged);
    open();
    return QTest::qWaitFor([&] { return changed.count() >= 1 && !window.isLoading(); }, 60000);
}

// Holds every thread of the global pool busy from the window's archiveChanged on, that is before
// the window starts its background work (queued once it has painted), until release(): work the
// window puts in the pool meanwhile cannot start. A window that waits for such work gets its threads
// back after 20 s, which the tests see as the time the call took. The destructor releases them and
// waits until they have let go, so that no pooled task outlives the test that held it.
class PoolHeldBusy
{
public:
    explicit PoolHeldBusy(MainWindow &window)
    {
        m_connection = QObject::connect(&window, &MainWindow::archiveChanged, &window, [this] {
            for (int i = 0; i < m_threads; ++i)
                m_pool->start([this] {
                    m_held.release();
                    m_released.tryAcquire(1, 20000);
                    m_done.release();
                });
            m_started += m_threads;
        });
    }
    ~PoolHeldBusy()
    {
        QObject::disconnect(m_connection);
        release();
        m_done.acquire(m_started);
    }
    PoolHeldBusy(const PoolHeldBusy &) = delete;
    PoolHeldBusy &operator=(const PoolHeldBusy &) = delete;

    // The window opens `file`; true once it is shown, the pool held and the window's background work
    // started (queued once it painted), so that whatever it put in the pool waits there.
    bool openWhileHeld(MainWindow &window, const QString &file, const QString &runToSelect = QString())
    {
        return showWhileHeld(window, [&] { window.openPath(file, runToSelect); });
    }
    // The same for what `show` opens (a reload, ...).
    bool showWhileHeld(MainWindow &window, const std::function<void()> &show)
    {
        if (!waitForArchive(window, show) || !m_held.tryAcquire(m_threads, 10000))
            return false;
        QTest::qWait(200);
        return true;
    }
    void release()
    {
        m_released.release(m_started - m_releasedCount);
        m_releasedCount = m_started;
    }

private:
    QThreadPool *m_pool = QThreadPool::globalInstance();
    const int m_threads = QThreadPool::globalInstance()->maxThreadCount();
    QMetaObject::Connection m_connection;
    int m_started = 0; // tasks put in the pool
    int m_releasedCount = 0;
    QSemaphore m_held;
    QSemaphore m_released;
    QSemaphore m_done;
};

} // namespace

class TestDeferredDigests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        kie::test::isolateSettings(m_settingsDir.path());
        QSettings().clear();
        m_file = writeUnattested(m_dir, QStringLiteral("runs.jsonl"), 40);
        QVERIFY(!m_file.isEmpty());
        m_expected = kie::readArchiveFile(m_file).archive;
        QVERIFY(m_expected && m_expected->runs.size() > 100);
        QVERIFY(!m_expected->runDigestsPending);
        QVERIFY(m_expected->attestations.empty());
    }

    // Shown first (pending, only the shown run digested), completed later, equal to a headless read.
    void shownFirstCompletedLater()
    {
        MainWindow window;
        bool pendingWhenShown = false;
        bool shownRunHadDigest = false;
        connect(&window, &MainWindow::currentRunChanged, &window, [&](int run) {
            if (run < 0 || !window.archive())
                return;
            const auto &runs = window.archive()->runs;
            pendingWhenShown = window.archive()->runDigestsPending
                && std::any_of(runs.begin(), runs.end(), [](const kie::RunRecord &r) { return r.digest.isEmpty(); });
            shownRunHadDigest = !runs[size_t(run)].digest.isEmpty();
        });
        QVERIFY(waitForArchive(window, [&] { window.openPath(m_file); }));
        QVERIFY2(pendingWhenShown, "the window waited for every run digest before showing the file");
        QVERIFY(shownRunHadDigest);

        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
        const auto archive = window.archive();
        QVERIFY(!archive->runDigestsPending);
        QCOMPARE(archive->runs.size(), m_expected->runs.size());
        for (size_t i = 0; i < archive->runs.size(); ++i)
            QCOMPARE(archive->runs[i].digest, m_expected->runs[i].digest);
        QCOMPARE(archive->objectsByDigest, m_expected->objectsByDigest);
        QCOMPARE(archive->problems.size(), m_expected->problems.size());
    }

    // The filter's digest terms learn the digests that arrived after the table was built.
    void digestFilterAfterCompletion()
    {
        MainWindow window;
        QVERIFY(waitForArchive(window, [&] { window.openPath(m_file); }));
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
        const size_t last = m_expected->runs.size() - 1;
        const QString digest = m_expected->runs[last].digest;
        const int carriers = int(std::count_if(m_expected->runs.begin(), m_expected->runs.end(),
                                               [&](const kie::RunRecord &r) { return r.digest == digest; }));
        window.filterEdit()->setText(QStringLiteral("digest:") + digest.mid(7, 20));
        QTRY_COMPARE(window.runProxy()->rowCount(), carriers);
        QVERIFY(carriers >= 1);
    }

    // The table's filter text is built in the background as well; a filter typed as soon as the file
    // is shown is applied once it is built and finds what a table prepared all at once finds.
    void filterTypedAsSoonAsShown()
    {
        kie::RunTableModel table;
        table.setArchive(m_expected);
        kie::RunFilterProxy expected;
        expected.setSourceModel(&table);
        // Typed before the window starts its worker, then once the file is shown.
        const QStringList filters = {QStringLiteral("quail"), QStringLiteral("status:failed"), QStringLiteral("heron b200")};
        for (const QString &filter : filters) {
            const bool whileShown = filter == filters.front();
            MainWindow window;
            bool backgroundWhenShown = false;
            bool filterTextWhenShown = true;
            connect(&window, &MainWindow::archiveChanged, &window, [&] {
                backgroundWhenShown = window.hasBackgroundWork();
                filterTextWhenShown = !static_cast<const kie::RunTableModel *>(window.runProxy()->sourceModel())->filterTextPending();
                if (whileShown) // queued before the window's own start of its background work
                    QTimer::singleShot(0, &window, [&] { window.filterEdit()->setText(filter); });
            });
            QVERIFY(waitForArchive(window, [&] { window.openPath(m_file); }));
            if (!whileShown)
                window.filterEdit()->setText(filter);
            QTRY_COMPARE(window.filterEdit()->text(), filter);
            QVERIFY(backgroundWhenShown);
            QVERIFY2(!filterTextWhenShown, "the table's filter text was built before the file was shown");
            expected.setFilterText(filter);
            QVERIFY(expected.rowCount() > 0);
            QTRY_COMPARE(window.runProxy()->filterText(), filter);
            QCOMPARE(window.runProxy()->rowCount(), expected.rowCount());
            for (int row = 0; row < expected.rowCount(); ++row)
                QCOMPARE(window.runProxy()->mapRowToSource(row), expected.mapRowToSource(row));
            QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
            QCOMPARE(window.runProxy()->rowCount(), expected.rowCount());
        }
    }

    // Typed while the filter text cannot be built yet (every pooled thread busy), a filter does not
    // hold the window until it is: the box keeps the text, the row count says the filter is being
    // prepared, every row stays, and the filter applies when the text is ready. The run digests start
    // only after the filter text, so that they do not take half the cores a typed filter waits for.
    void filterTypedWhileItsTextIsBuiltDoesNotWait()
    {
        MainWindow window;
        PoolHeldBusy held(window);
        QVERIFY(held.openWhileHeld(window, m_file));
        const auto *table = static_cast<const kie::RunTableModel *>(window.runProxy()->sourceModel());
        QTRY_VERIFY(window.hasBackgroundWork() && table->filterTextPending());
        const int all = window.runProxy()->rowCount();
        QElapsedTimer typing;
        typing.start();
        window.filterEdit()->setText(QStringLiteral("status:failed"));
        const qint64 typedMs = typing.elapsed();
        QTest::qWait(200); // the window's background work, queued once it painted, has started meanwhile
        const bool stillPending = table->filterTextPending();
        const int rowsWhileWaiting = window.runProxy()->rowCount();
        const auto *rowCount = window.findChild<QLabel *>(QStringLiteral("runRowCount"));
        const QString countWhileWaiting = rowCount ? rowCount->text() : QString();
        const auto *progress = window.findChild<QProgressBar *>(QStringLiteral("loadProgress"));
        const bool digestsStarted = progress && progress->toolTip().contains(QStringLiteral("record digests"));
        held.release();
        QVERIFY2(typedMs < 5000, qPrintable(QStringLiteral("typing took %1 ms").arg(typedMs)));
        QVERIFY(stillPending);
        QCOMPARE(rowsWhileWaiting, all);
        QVERIFY2(countWhileWaiting.contains(QStringLiteral("preparing the filter")), qPrintable(countWhileWaiting));
        QTRY_COMPARE_WITH_TIMEOUT(window.runProxy()->filterText(), QStringLiteral("status:failed"), 30000);
        QVERIFY(window.runProxy()->rowCount() < all);
        QVERIFY(!rowCount->text().contains(QStringLiteral("preparing the filter")));
        QVERIFY(progress);
        QVERIFY2(!digestsStarted, "the run digests started while the filter text waited for a thread");
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
        QVERIFY(!window.archive()->runDigestsPending);
    }

    // File > Export reads every run whole, digests included. Asked for while they cannot be computed
    // yet (every pooled thread busy), it says it waits and returns; the save dialog comes once they
    // are in, and the file written has every run, each with its record digest.
    void exportWaitsForTheDigestsNotTheWindow()
    {
        MainWindow window;
        PoolHeldBusy held(window);
        QVERIFY(held.openWhileHeld(window, m_file));
        QVERIFY(window.archive()->runDigestsPending);
        QAction *exportAction = nullptr;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->text() == QStringLiteral("&Export as run archive…"))
                exportAction = action;
        }
        QVERIFY(exportAction);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("exported.json"));
        bool dialogShown = false;
        QTimer poll; // the save dialog runs its own event loop: answer it once it is up
        connect(&poll, &QTimer::timeout, &window, [&] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            auto *name = dialog ? dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")) : nullptr;
            if (!name)
                return;
            dialogShown = true;
            poll.stop();
            name->setText(path);
            QTest::keyClick(name, Qt::Key_Return);
        });
        poll.start(50);
        QElapsedTimer asked;
        asked.start();
        exportAction->trigger();
        const qint64 askedMs = asked.elapsed();
        const bool dialogBeforeDigests = dialogShown;
        const QString status = window.statusText();
        held.release();
        QVERIFY2(askedMs < 5000, qPrintable(QStringLiteral("the export held the window %1 ms").arg(askedMs)));
        QVERIFY2(!dialogBeforeDigests, "the save dialog came before the digests it needs");
        QVERIFY2(status.contains(QStringLiteral("waits for the record digests")), qPrintable(status));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 30000);
        QVERIFY(dialogShown);
        QVERIFY(!window.archive()->runDigestsPending);
        QTRY_VERIFY_WITH_TIMEOUT(window.statusText().contains(QStringLiteral("Exported")), 30000);
        const kie::ReadResult exported = kie::readArchiveFile(path);
        QVERIFY(exported.archive);
        QCOMPARE(exported.archive->runs.size(), m_expected->runs.size());
        for (size_t i = 0; i < m_expected->runs.size(); ++i)
            QCOMPARE(exported.archive->runs[i].digest, m_expected->runs[i].digest);
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
    }

    // "Compare with…" given a digest prefix no computed digest has yet: the window says it waits for
    // the digests and goes on; the compare shows that run once they are in.
    void compareWithTypedDigestWaitsForTheDigestsNotTheWindow()
    {
        MainWindow window;
        PoolHeldBusy held(window);
        QVERIFY(held.openWhileHeld(window, m_file));
        QVERIFY(window.archive()->runDigestsPending);
        // A run other than the shown one (its digest is computed on demand) whose digest no other run has.
        int wanted = -1;
        for (int i = int(m_expected->runs.size()) - 1; i > 0 && wanted < 0; --i) {
            const auto &digest = m_expected->runs[size_t(i)].digest;
            if (std::count_if(m_expected->runs.begin(), m_expected->runs.end(), [&](const kie::RunRecord &r) { return r.digest == digest; }) == 1)
                wanted = i;
        }
        QVERIFY(wanted > 0);
        QVERIFY(window.archive()->runs[size_t(wanted)].digest.isEmpty());
        const QString prefix = m_expected->runs[size_t(wanted)].digest.toString().left(7 + 16);

        QTimer poll; // the dialog runs its own event loop: answer it once it is up
        connect(&poll, &QTimer::timeout, &window, [&] {
            if (auto *input = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
                poll.stop();
                input->setTextValue(prefix);
                input->accept();
            }
        });
        poll.start(20);
        QElapsedTimer asked;
        asked.start();
        window.chooseCompareWith(0);
        const qint64 askedMs = asked.elapsed();
        const bool compareBeforeDigests = window.currentPage() == MainWindow::Page::Compare;
        const QString status = window.statusText();
        held.release();
        QVERIFY2(askedMs < 5000, qPrintable(QStringLiteral("the compare held the window %1 ms").arg(askedMs)));
        QVERIFY(!compareBeforeDigests);
        QVERIFY2(status.contains(QStringLiteral("waits for the record digests")), qPrintable(status));
        QTRY_COMPARE_WITH_TIMEOUT(window.currentPage(), MainWindow::Page::Compare, 30000);
        QCOMPARE(window.compareView()->runA(), 0);
        QCOMPARE(window.compareView()->runB(), wanted);
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
    }

    // A digest prefix on the command line can name any run, so it needs every run's digest: the
    // window shows the first run and stays usable meanwhile (the pool is held, so they wait), then
    // the run it names, and says what it is doing. A window that waited computed them all on its
    // own thread before it showed anything.
    void runByDigestPrefix()
    {
        const size_t wanted = m_expected->runs.size() - 3;
        const QString prefix = m_expected->runs[wanted].digest.toString().left(7 + 16);
        const auto matches = [&](const kie::RunRecord &r) { return r.digest.toString().startsWith(prefix); };
        const int first = int(std::find_if(m_expected->runs.begin(), m_expected->runs.end(), matches) - m_expected->runs.begin());
        QCOMPARE(std::count_if(m_expected->runs.begin(), m_expected->runs.end(), matches), 1);
        QVERIFY(first > 0);
        MainWindow window;
        PoolHeldBusy held(window);
        QElapsedTimer opening;
        opening.start();
        QVERIFY(held.openWhileHeld(window, m_file, prefix));
        const qint64 openMs = opening.elapsed();
        const int shownMeanwhile = window.currentRun();
        const QString status = window.statusText();
        held.release();
        QVERIFY2(openMs < 5000, qPrintable(QStringLiteral("the --run held the window %1 ms").arg(openMs)));
        QCOMPARE(shownMeanwhile, 0);
        QVERIFY2(status.contains(QStringLiteral("Looking for the run")), qPrintable(status));
        QTRY_COMPARE_WITH_TIMEOUT(window.currentRun(), first, 30000);
        QVERIFY2(window.statusText().startsWith(QStringLiteral("Opened")), qPrintable(window.statusText()));
        QCOMPARE(window.archive()->runs[size_t(first)].digest, m_expected->runs[size_t(first)].digest);
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
    }

    // A run the user chose while the digests were computed stays: the prefix does not take it away.
    // A prefix no run has is reported once they are in.
    void runByDigestPrefixLeavesAChosenRun()
    {
        const QString prefix = m_expected->runs.back().digest.toString().left(7 + 16);
        MainWindow window;
        {
            PoolHeldBusy held(window);
            QVERIFY(held.openWhileHeld(window, m_file, prefix));
            QVERIFY(window.selectRun(5));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
        QTest::qWait(50); // the continuation, had it run late
        QCOMPARE(window.currentRun(), 5);

        MainWindow other;
        QSignalSpy otherNotDone(&other, &MainWindow::notDone);
        QVERIFY(waitForArchive(other, [&] { other.openPath(m_file, QStringLiteral("sha256:00000000deadbeef")); }));
        QTRY_COMPARE_WITH_TIMEOUT(otherNotDone.count(), 1, 30000);
        QVERIFY(otherNotDone.constFirst().constFirst().toString().contains(QStringLiteral("No run matches")));
        QCOMPARE(other.currentRun(), 0);
    }

    // A reload shows the run shown before without waiting for every record digest: at its old
    // place, its digest computed alone; moved, it follows once the digests are in, the first run
    // shown meanwhile. A window that waited computed them all before it showed the file again.
    void reloadKeepsTheRunWithoutWaiting()
    {
        const QString path = m_dir.filePath(QStringLiteral("reloaded.jsonl"));
        QFile::remove(path);
        QVERIFY(QFile::copy(m_file, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const int kept = int(m_expected->runs.size()) - 3;
        MainWindow window;
        QVERIFY(waitForArchive(window, [&] { window.openPath(path); }));
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
        QVERIFY(window.selectRun(kept));

        { // unchanged: the run at its place
            PoolHeldBusy held(window);
            QElapsedTimer reloading;
            reloading.start();
            QVERIFY(held.showWhileHeld(window, [&] { window.reload(); }));
            const qint64 reloadMs = reloading.elapsed();
            QVERIFY(window.archive()->runDigestsPending);
            QCOMPARE(window.currentRun(), kept);
            QVERIFY2(reloadMs < 5000, qPrintable(QStringLiteral("the reload held the window %1 ms").arg(reloadMs)));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
        QCOMPARE(window.currentRun(), kept);

        // A run written before all others: the kept one is a place further on.
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray lines = in.readAll();
        in.close();
        const qsizetype firstRun = lines.lastIndexOf('\n', lines.indexOf("\"BenchmarkRun\"")) + 1;
        const qsizetype end = lines.indexOf('\n', firstRun);
        QByteArray added = lines.mid(firstRun, end - firstRun + 1);
        const qsizetype spec = added.indexOf('{', added.indexOf("\"spec\""));
        QVERIFY(firstRun >= 0 && spec > 0);
        added.insert(spec + 1, "\"added\": true, ");
        lines.insert(firstRun, added);
        {
            QSaveFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            QCOMPARE(out.write(lines), lines.size());
            QVERIFY(out.commit());
        }
        { // moved: the first run meanwhile, then that one
            PoolHeldBusy held(window);
            QElapsedTimer reloading;
            reloading.start();
            QVERIFY(held.showWhileHeld(window, [&] { window.reload(); }));
            const qint64 reloadMs = reloading.elapsed();
            QCOMPARE(window.archive()->runs.size(), m_expected->runs.size() + 1);
            QCOMPARE(window.currentRun(), 0);
            QVERIFY2(window.statusText().contains(QStringLiteral("Looking for the run shown before")), qPrintable(window.statusText()));
            QVERIFY2(reloadMs < 5000, qPrintable(QStringLiteral("the reload held the window %1 ms").arg(reloadMs)));
        }
        QTRY_COMPARE_WITH_TIMEOUT(window.currentRun(), kept + 1, 30000);
        QCOMPARE(window.archive()->runs[size_t(kept) + 1].digest, m_expected->runs[size_t(kept)].digest);
        QVERIFY2(window.statusText().startsWith(QStringLiteral("Opened")), qPrintable(window.statusText()));
    }

    // Adding a file while the first one's digests are still pending: the merge matches runs by
    // digest, so the first file's are completed first; a copy of it adds no run.
    void addToPendingWorkspace()
    {
        const QString copy = m_dir.filePath(QStringLiteral("copy.jsonl"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(m_file, copy));
        MainWindow window;
        QVERIFY(waitForArchive(window, [&] { window.openPath(m_file); }));
        QVERIFY(waitForArchive(window, [&] { window.addPaths({copy}); }));
        const auto merged = window.archive();
        QVERIFY(merged->workspace);
        QVERIFY(!merged->runDigestsPending);
        QVERIFY(std::none_of(merged->runs.begin(), merged->runs.end(), [](const kie::RunRecord &r) { return r.digest.isEmpty(); }));
        QSet<QString> distinct;
        for (const kie::RunRecord &run : m_expected->runs)
            distinct.insert(run.digest);
        QCOMPARE(merged->runs.size(), size_t(distinct.size()));
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000); // the merged table's filter text
    }

    // The status bar's one progress bar belongs to a load while there is one: the shown file's
    // digests finishing meanwhile neither hide it nor move it.
    void progressBarStaysWithTheLoad()
    {
        const QString bigger = writeUnattested(m_dir, QStringLiteral("bigger.jsonl"), 400);
        QVERIFY(!bigger.isEmpty());
        MainWindow window;
        window.show();
        auto *progress = window.findChild<QProgressBar *>(QStringLiteral("loadProgress"));
        QVERIFY(progress);
        int shown = 0;
        connect(&window, &MainWindow::archiveChanged, &window, [&] {
            if (++shown == 1) // the first file is shown; its digests start right after this
                window.openPath(bigger);
        });
        window.openPath(m_file);
        bool hiddenWhileLoading = false;
        QVERIFY(QTest::qWaitFor([&] {
            if (shown == 1 && window.isLoading() && !progress->isVisible())
                hiddenWhileLoading = true;
            return shown == 2;
        }, 60000));
        QVERIFY2(!hiddenWhileLoading, "the first file's digests hid the second file's progress bar");
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
        QTRY_VERIFY(!progress->isVisible());
        QVERIFY(progress->toolTip().isEmpty());
    }

private:
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
    QString m_file;
    std::shared_ptr<const kie::Archive> m_expected;
};

QTEST_MAIN(TestDeferredDigests)
#include "tst_ui_deferreddigests.moc"
