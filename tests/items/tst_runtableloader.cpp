// SPDX-License-Identifier: Apache-2.0
// RunTableLoader holds what the window waits for: the stage whose rows are being prepared comes
// back with them (a dropped or replaced one never does), and what follows a filter runs once that
// filter applies, or is dropped with the archive it was about.
#include "archivesession.h"
#include "runfilterproxy.h"
#include "runtableloader.h"
#include "runtablemodel.h"
#include "synthetic_archive.h"

#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

using kie::RunFilterProxy;
using kie::RunTableLoader;
using kie::RunTableModel;
using kie::SessionSnapshot;

namespace {

std::shared_ptr<const SessionSnapshot> stageOf(int runs, quint64 seed)
{
    auto snapshot = std::make_shared<SessionSnapshot>();
    kie::test::SyntheticOptions options;
    options.runs = runs;
    options.seed = seed;
    snapshot->archive = kie::test::makeSyntheticArchive(options);
    return snapshot;
}

// Every worker finished and every signal it queued delivered.
void settle()
{
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
}

} // namespace

class TestRunTableLoader : public QObject
{
    Q_OBJECT

private:
    RunTableModel *m_model = nullptr;
    RunFilterProxy *m_proxy = nullptr;
    RunTableLoader *m_loader = nullptr;

    // Shows `runs` runs and returns with their filter text still scheduled (the loader starts it
    // once the event loop runs).
    void showStage(int runs)
    {
        m_loader->show(RunTableModel::prepareRows(stageOf(runs, 7)->archive));
        QVERIFY(m_model->filterTextPending());
    }

private Q_SLOTS:
    void init()
    {
        m_model = new RunTableModel(this);
        m_proxy = new RunFilterProxy(this);
        m_proxy->setSourceModel(m_model);
        m_loader = new RunTableLoader(m_model, m_proxy, this);
    }

    void cleanup()
    {
        delete std::exchange(m_loader, nullptr);
        delete std::exchange(m_proxy, nullptr);
        delete std::exchange(m_model, nullptr);
    }

    void preparedStageComesBackWithItsRows()
    {
        QSignalSpy prepared(m_loader, &RunTableLoader::rowsPrepared);
        const auto stage = stageOf(300, 1);
        m_loader->prepare(stage);
        QVERIFY(m_loader->isPreparing());
        QTRY_COMPARE(prepared.count(), 1);
        QVERIFY(!m_loader->isPreparing());
        QCOMPARE(prepared.at(0).at(0).value<std::shared_ptr<const SessionSnapshot>>(), stage);
        const auto rows = prepared.at(0).at(1).value<std::shared_ptr<RunTableModel::Prepared>>();
        QVERIFY(rows);
        m_loader->show(rows);
        QCOMPARE(m_model->rowCount(), 300);
    }

    void droppedOrReplacedStageNeverComes_data()
    {
        QTest::addColumn<bool>("replaced");
        QTest::newRow("dropped") << false;
        QTest::newRow("replaced by a newer stage") << true;
    }

    void droppedOrReplacedStageNeverComes()
    {
        QFETCH(bool, replaced);
        QSignalSpy prepared(m_loader, &RunTableLoader::rowsPrepared);
        m_loader->prepare(stageOf(2000, 1));
        const auto newer = stageOf(100, 2);
        if (replaced) {
            m_loader->prepare(newer);
            QVERIFY(m_loader->isPreparing());
        } else {
            m_loader->dropPrepared();
            QVERIFY(!m_loader->isPreparing());
        }
        settle();
        QCOMPARE(prepared.count(), replaced ? 1 : 0);
        if (replaced)
            QCOMPARE(prepared.at(0).at(0).value<std::shared_ptr<const SessionSnapshot>>(), newer);
        QVERIFY(!m_loader->isPreparing());
    }

    void whatFollowsAFilterRunsOnceItApplies()
    {
        showStage(500);
        QSignalSpy applied(m_loader, &RunTableLoader::filterApplied);
        m_loader->setFilter(QStringLiteral("passed"));
        QVERIFY(m_loader->filterWaiting());
        int calls = 0;
        QString proxyFilterThen;
        m_loader->whenFilterApplied(this, [&] {
            ++calls;
            proxyFilterThen = m_proxy->filterText();
        });
        QCOMPARE(calls, 0);
        QTRY_COMPARE(calls, 1);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(proxyFilterThen, QStringLiteral("passed"));
        // Once the filter applies, what follows it runs at once.
        m_loader->whenFilterApplied(this, [&] { ++calls; });
        QCOMPARE(calls, 2);
        settle();
        QCOMPARE(calls, 2);
    }

    void whatFollowsAFilterIsDroppedWithItsArchiveOrContext_data()
    {
        QTest::addColumn<bool>("newArchive");
        QTest::newRow("another archive shown") << true;
        QTest::newRow("its context destroyed") << false;
    }

    void whatFollowsAFilterIsDroppedWithItsArchiveOrContext()
    {
        QFETCH(bool, newArchive);
        showStage(500);
        m_loader->setFilter(QStringLiteral("failed"));
        QVERIFY(m_loader->filterWaiting());
        int calls = 0;
        auto *context = new QObject(this);
        m_loader->whenFilterApplied(context, [&] { ++calls; });
        if (newArchive) {
            showStage(50);
            m_loader->setFilter(QStringLiteral("failed")); // waits again, for the new archive's text
            QVERIFY(m_loader->filterWaiting());
        } else {
            delete context;
        }
        QSignalSpy ready(m_loader, &RunTableLoader::filterTextReady);
        QTRY_VERIFY(ready.count() >= 1);
        settle();
        QVERIFY(!m_loader->filterWaiting());
        QCOMPARE(calls, 0);
        if (newArchive)
            delete context;
    }
};

QTEST_GUILESS_MAIN(TestRunTableLoader)
#include "tst_runtableloader.moc"
