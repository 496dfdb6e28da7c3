// SPDX-License-Identifier: Apache-2.0
#include "runfilterproxy.h"
#include "runfilterproxykeys.h"
#include "runtablemodel.h"
#include "synthetic_archive.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStringListModel>
#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>

using kie::RunFilterProxy;
using kie::RunTableModel;

// A result handed over by QFutureWatcher passes a mutex inside Debian's Qt, which is not built for
// ThreadSanitizer: under it, a background sort reads as a race, so those tests are left to the other builds.
#if defined(__SANITIZE_THREAD__)
constexpr bool kUnderThreadSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
constexpr bool kUnderThreadSanitizer = true;
#else
constexpr bool kUnderThreadSanitizer = false;
#endif
#else
constexpr bool kUnderThreadSanitizer = false;
#endif

namespace {

// The stock proxy with the same group filter, as the reference our proxy must agree with.
class ReferenceProxy : public QSortFilterProxyModel
{
public:
    int group = -1;
    QStringList words; // when set: every word must be in the filter line (runfilterquery.h's free words)

    void setGroup(int value)
    {
        group = value;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override
    {
        if (group >= 0
            && sourceModel()->index(sourceRow, 0, sourceParent).data(RunTableModel::GroupIndexRole).toInt() != group)
            return false;
        if (!words.isEmpty()) {
            const QString line = sourceModel()->index(sourceRow, 0, sourceParent).data(RunTableModel::FilterTextRole).toString();
            return std::all_of(words.cbegin(), words.cend(),
                               [&line](const QString &word) { return line.contains(word, Qt::CaseInsensitive); });
        }
        return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
    }
};

void configureReference(ReferenceProxy &reference, QAbstractItemModel *source)
{
    reference.setSourceModel(source);
    reference.setFilterRole(RunTableModel::FilterTextRole);
    reference.setFilterCaseSensitivity(Qt::CaseInsensitive);
    reference.setSortRole(RunTableModel::SortRole);
}

// Texts in a role of their own, changed one at a time with dataChanged for that role alone (as
// RunTableModel announces its filter text).
class TextListModel : public QAbstractListModel
{
public:
    static constexpr int TextRole = Qt::UserRole + 5;
    explicit TextListModel(QStringList texts) : m_texts(std::move(texts)) { }
    int rowCount(const QModelIndex &parent = QModelIndex()) const override { return parent.isValid() ? 0 : int(m_texts.size()); }
    QVariant data(const QModelIndex &index, int role) const override
    {
        return index.isValid() && (role == Qt::DisplayRole || role == TextRole) ? QVariant(m_texts.value(index.row())) : QVariant();
    }
    void setText(int row, const QString &text)
    {
        m_texts[row] = text;
        Q_EMIT dataChanged(index(row), index(row), {TextRole});
    }

private:
    QStringList m_texts;
};

std::vector<int> sourceRowsOf(const QAbstractProxyModel &proxy)
{
    std::vector<int> rows;
    rows.reserve(size_t(proxy.rowCount()));
    for (int row = 0; row < proxy.rowCount(); ++row)
        rows.push_back(proxy.mapToSource(proxy.index(row, 0)).row());
    return rows;
}

QByteArray describe(const std::vector<int> &ours, const std::vector<int> &reference)
{
    size_t at = 0;
    while (at < ours.size() && at < reference.size() && ours[at] == reference[at])
        ++at;
    return QStringLiteral("%1 rows vs %2 in QSortFilterProxyModel; first difference at row %3")
        .arg(ours.size())
        .arg(reference.size())
        .arg(at)
        .toUtf8();
}

#define COMPARE_ROWS(ours, reference)                                                                                   \
    do {                                                                                                               \
        const std::vector<int> o = (ours);                                                                             \
        const std::vector<int> r = (reference);                                                                        \
        QVERIFY2(o == r, describe(o, r).constData());                                                                  \
    } while (false)

} // namespace

class TestRunFilterProxy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_archive = kie::test::makeSyntheticArchive({.runs = 2000, .benchmarks = 6, .gpus = 3, .implementations = 150});
    }

    void passesModelTester()
    {
        RunTableModel model;
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 300, .benchmarks = 3, .gpus = 2, .implementations = 30}));
        RunFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        QCOMPARE(proxy.rowCount(), 300);
        proxy.sort(RunTableModel::PrimaryMeasurement);
        proxy.setFilterText(QStringLiteral("q"));
        proxy.setFilterText(QStringLiteral("qu"));
        proxy.setFilterText(QStringLiteral("e"));
        proxy.setGroupFilter(1);
        proxy.sort(RunTableModel::Implementation, Qt::DescendingOrder);
        proxy.setGroupFilter(QList<int>{0, 2});
        proxy.setFilterText(QString());
        proxy.setFilterText(QStringLiteral("no such run anywhere"));
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setFilterText(QString());
        proxy.setGroupFilter(-1);
        proxy.sort(-1);
        QCOMPARE(proxy.rowCount(), 300);
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 40, .seed = 3}));
        QCOMPARE(proxy.rowCount(), 40);
        proxy.setSourceModel(nullptr);
        QCOMPARE(proxy.rowCount(), 0);
    }

    void parityWithQSortFilterProxyModel_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("group");
        QTest::addColumn<int>("column");
        QTest::addColumn<Qt::SortOrder>("order");
        QTest::newRow("everything, unsorted") << QString() << -1 << -1 << Qt::AscendingOrder;
        QTest::newRow("unsorted, descending = source order") << QString() << -1 << -1 << Qt::DescendingOrder;
        QTest::newRow("latency ascending") << QString() << -1 << int(RunTableModel::PrimaryMeasurement) << Qt::AscendingOrder;
        QTest::newRow("latency descending") << QString() << -1 << int(RunTableModel::PrimaryMeasurement) << Qt::DescendingOrder;
        QTest::newRow("rank, unranked last") << QString() << -1 << int(RunTableModel::Rank) << Qt::AscendingOrder;
        QTest::newRow("rank descending") << QString() << -1 << int(RunTableModel::Rank) << Qt::DescendingOrder;
        QTest::newRow("implementation (text)") << QString() << -1 << int(RunTableModel::Implementation) << Qt::AscendingOrder;
        QTest::newRow("benchmark descending") << QString() << -1 << int(RunTableModel::Benchmark) << Qt::DescendingOrder;
        QTest::newRow("gpu") << QString() << -1 << int(RunTableModel::Gpu) << Qt::AscendingOrder;
        QTest::newRow("status (ties)") << QString() << -1 << int(RunTableModel::Status) << Qt::AscendingOrder;
        QTest::newRow("sol") << QString() << -1 << int(RunTableModel::Sol) << Qt::DescendingOrder;
        QTest::newRow("speedup") << QString() << -1 << int(RunTableModel::SpeedupVsReference) << Qt::AscendingOrder;
        QTest::newRow("cases faster") << QString() << -1 << int(RunTableModel::CasesFaster) << Qt::AscendingOrder;
        QTest::newRow("evidence") << QString() << -1 << int(RunTableModel::EvidenceLevel) << Qt::AscendingOrder;
        QTest::newRow("observed") << QString() << -1 << int(RunTableModel::Observed) << Qt::DescendingOrder;
        QTest::newRow("filter quail") << QStringLiteral("quail") << -1 << -1 << Qt::AscendingOrder;
        QTest::newRow("filter upper case") << QStringLiteral("QUAIL") << -1 << int(RunTableModel::PrimaryMeasurement)
                                           << Qt::AscendingOrder;
        QTest::newRow("filter non-ASCII") << QStringLiteral("\u00DCBER") << -1 << int(RunTableModel::Rank) << Qt::AscendingOrder;
        QTest::newRow("filter gpu") << QStringLiteral("h100") << -1 << int(RunTableModel::Sol) << Qt::AscendingOrder;
        QTest::newRow("filter status") << QStringLiteral("failed") << -1 << int(RunTableModel::Implementation)
                                       << Qt::DescendingOrder;
        QTest::newRow("filter date") << QStringLiteral("2026-03-1") << -1 << int(RunTableModel::Observed) << Qt::AscendingOrder;
        QTest::newRow("filter one letter") << QStringLiteral("e") << -1 << int(RunTableModel::Benchmark) << Qt::AscendingOrder;
        QTest::newRow("filter across two fields") << QStringLiteral("quail\t0") << -1 << -1 << Qt::AscendingOrder;
        QTest::newRow("filter no match") << QStringLiteral("zzzz") << -1 << int(RunTableModel::Rank) << Qt::AscendingOrder;
        QTest::newRow("group") << QString() << 4 << int(RunTableModel::Rank) << Qt::AscendingOrder;
        QTest::newRow("group and filter") << QStringLiteral("a") << 2 << int(RunTableModel::PrimaryMeasurement)
                                          << Qt::DescendingOrder;
        QTest::newRow("group, unsorted") << QString() << 0 << -1 << Qt::AscendingOrder;
    }
    void parityWithQSortFilterProxyModel()
    {
        QFETCH(QString, filter);
        QFETCH(int, group);
        QFETCH(int, column);
        QFETCH(Qt::SortOrder, order);
        RunTableModel model;
        model.setArchive(m_archive);

        ReferenceProxy reference;
        configureReference(reference, &model);
        reference.setFilterFixedString(filter);
        reference.setGroup(group);
        reference.sort(column, order);

        RunFilterProxy ours;
        ours.setSourceModel(&model);
        ours.setFilterText(filter);
        ours.setGroupFilter(group);
        ours.sort(column, order);
        QVERIFY(ours.rowCount() > 0 || filter == QLatin1String("zzzz"));
        COMPARE_ROWS(sourceRowsOf(ours), sourceRowsOf(reference));

        // The same state reached in the other order: sort first, then filter.
        RunFilterProxy sortedFirst;
        sortedFirst.setSourceModel(&model);
        sortedFirst.sort(column, order);
        sortedFirst.setGroupFilter(group);
        sortedFirst.setFilterText(filter);
        COMPARE_ROWS(sourceRowsOf(sortedFirst), sourceRowsOf(reference));
    }

    void successiveSortsAreStable_data()
    {
        QTest::addColumn<QList<int>>("columns");
        QTest::addColumn<QList<int>>("orders");
        QTest::newRow("benchmark then gpu") << QList<int>{RunTableModel::Benchmark, RunTableModel::Gpu}
                                            << QList<int>{Qt::AscendingOrder, Qt::AscendingOrder};
        QTest::newRow("latency, status desc, evidence")
            << QList<int>{RunTableModel::PrimaryMeasurement, RunTableModel::Status, RunTableModel::EvidenceLevel}
            << QList<int>{Qt::AscendingOrder, Qt::DescendingOrder, Qt::AscendingOrder};
        QTest::newRow("source then implementation desc") << QList<int>{RunTableModel::Source, RunTableModel::Implementation}
                                                         << QList<int>{Qt::AscendingOrder, Qt::DescendingOrder};
        QTest::newRow("status, then benchmark both ways twice")
            << QList<int>{RunTableModel::Status, RunTableModel::Benchmark, RunTableModel::Benchmark, RunTableModel::Benchmark}
            << QList<int>{Qt::AscendingOrder, Qt::AscendingOrder, Qt::DescendingOrder, Qt::AscendingOrder};
        QTest::newRow("same column both ways") << QList<int>{RunTableModel::Gpu, RunTableModel::Gpu, RunTableModel::Status}
                                               << QList<int>{Qt::AscendingOrder, Qt::DescendingOrder, Qt::AscendingOrder};
    }
    void successiveSortsAreStable()
    {
        QFETCH(QList<int>, columns);
        QFETCH(QList<int>, orders);
        RunTableModel model;
        model.setArchive(m_archive);
        ReferenceProxy reference;
        configureReference(reference, &model);
        RunFilterProxy ours;
        ours.setSourceModel(&model);
        for (qsizetype i = 0; i < columns.size(); ++i) {
            reference.sort(columns[i], Qt::SortOrder(orders[i]));
            ours.sort(columns[i], Qt::SortOrder(orders[i]));
            COMPARE_ROWS(sourceRowsOf(ours), sourceRowsOf(reference));
        }
    }

    // Sorts on a worker thread end in the rows a sort in the call gives, also when the filter changes,
    // another column is asked for, or the source is reset while the worker runs; a model tester
    // watches every change the proxy announces.
    void backgroundSortsEndAsSortsInTheCall_data()
    {
        QTest::addColumn<QList<int>>("columns");
        QTest::addColumn<QList<int>>("orders");
        QTest::addColumn<QString>("between"); // "" | "filter" | "reset": what happens while the first sort runs
        QTest::newRow("benchmark then gpu") << QList<int>{RunTableModel::Benchmark, RunTableModel::Gpu}
                                            << QList<int>{Qt::AscendingOrder, Qt::AscendingOrder} << QString();
        QTest::newRow("latency, status desc, then status asc (reversal, in the call)")
            << QList<int>{RunTableModel::PrimaryMeasurement, RunTableModel::Status, RunTableModel::Status}
            << QList<int>{Qt::AscendingOrder, Qt::DescendingOrder, Qt::AscendingOrder} << QString();
        QTest::newRow("filter typed while sorting") << QList<int>{RunTableModel::Implementation}
                                                    << QList<int>{Qt::DescendingOrder} << QStringLiteral("filter");
        QTest::newRow("source reset while sorting") << QList<int>{RunTableModel::Sol}
                                                    << QList<int>{Qt::AscendingOrder} << QStringLiteral("reset");
    }
    void backgroundSortsEndAsSortsInTheCall()
    {
        QFETCH(QList<int>, columns);
        QFETCH(QList<int>, orders);
        QFETCH(QString, between);
        if (kUnderThreadSanitizer)
            QSKIP("Qt's hand-over of a worker's result is invisible to ThreadSanitizer");
        RunTableModel model;
        model.setArchive(m_archive);
        RunFilterProxy inCall;
        inCall.setSourceModel(&model);
        RunFilterProxy ours;
        ours.setSourceModel(&model);
        ours.setBackgroundSortFrom(1);
        QAbstractItemModelTester tester(&ours, QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (qsizetype i = 0; i < columns.size(); ++i) {
            const auto order = Qt::SortOrder(orders[i]);
            ours.sort(columns[i], order);
            if (i == 0 && between == QLatin1String("filter")) {
                QVERIFY(ours.isSorting());
                ours.setFilterText(QStringLiteral("heron"));
                inCall.setFilterText(QStringLiteral("heron"));
            } else if (i == 0 && between == QLatin1String("reset")) {
                QVERIFY(ours.isSorting());
                model.setArchive(kie::test::makeSyntheticArchive({.runs = 900, .benchmarks = 3, .gpus = 2, .seed = 7}));
            }
            QTRY_VERIFY(!ours.isSorting());
            QCOMPARE(ours.sortColumn(), columns[i]);
            QCOMPARE(ours.sortOrder(), order);
            inCall.sort(columns[i], order);
            COMPARE_ROWS(sourceRowsOf(ours), sourceRowsOf(inCall));
        }
    }

    // A newer click replaces a sort still on the worker: only the last one is shown, and going back to
    // the column already shown drops the pending one.
    void newerSortReplacesOneOnTheWorker()
    {
        if (kUnderThreadSanitizer)
            QSKIP("Qt's hand-over of a worker's result is invisible to ThreadSanitizer");
        RunTableModel model;
        model.setArchive(m_archive);
        RunFilterProxy ours;
        ours.setSourceModel(&model);
        ours.setBackgroundSortFrom(1);
        QSignalSpy layouts(&ours, &QAbstractItemModel::layoutChanged);
        ours.sort(RunTableModel::Benchmark);
        ours.sort(RunTableModel::Gpu, Qt::DescendingOrder);
        QTRY_VERIFY(!ours.isSorting());
        QCOMPARE(ours.sortColumn(), int(RunTableModel::Gpu));
        QCOMPARE(layouts.count(), 1);
        QTest::qWait(50); // the replaced worker's result, if it came late, must not show either
        QCOMPARE(layouts.count(), 1);
        RunFilterProxy inCall;
        inCall.setSourceModel(&model);
        inCall.sort(RunTableModel::Gpu, Qt::DescendingOrder);
        COMPARE_ROWS(sourceRowsOf(ours), sourceRowsOf(inCall));

        ours.sort(RunTableModel::Status);
        QVERIFY(ours.isSorting());
        ours.sort(RunTableModel::Gpu, Qt::DescendingOrder); // what is shown: the pending sort is dropped
        QVERIFY(!ours.isSorting());
        QTest::qWait(50);
        QCOMPARE(ours.sortColumn(), int(RunTableModel::Gpu));
        COMPARE_ROWS(sourceRowsOf(ours), sourceRowsOf(inCall));
    }

    // The radix sort orders as a stable sort on the keys does, ties in their given order, for keys
    // that differ in a few low bits (ranks), in every bit (doubles), or not at all, missing ones among them.
    void radixSortMatchesAStableSort_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<quint64>("range"); // keys drawn below it; 0: any 64-bit value
        QTest::addColumn<bool>("descending");
        QTest::newRow("ranks ascending") << 50000 << quint64(3000) << false;
        QTest::newRow("ranks descending") << 50000 << quint64(3000) << true;
        QTest::newRow("64-bit ascending") << 50000 << quint64(0) << false;
        QTest::newRow("64-bit descending") << 50000 << quint64(0) << true;
        QTest::newRow("all equal") << 1000 << quint64(1) << true;
        QTest::newRow("one row") << 1 << quint64(0) << false;
        QTest::newRow("none") << 0 << quint64(0) << false;
    }
    void radixSortMatchesAStableSort()
    {
        QFETCH(int, rows);
        QFETCH(quint64, range);
        QFETCH(bool, descending);
        std::mt19937_64 random(62);
        std::vector<quint64> keys(static_cast<size_t>(rows));
        for (quint64 &key : keys)
            key = random() % 10 == 0 ? kie::kMissingSortKey : range ? random() % range : random();
        std::vector<int> order(static_cast<size_t>(rows));
        std::iota(order.begin(), order.end(), 0);
        std::shuffle(order.begin(), order.end(), random); // a previous sort's order, which ties keep
        std::vector<int> expected = order;
        std::stable_sort(expected.begin(), expected.end(), [&keys, descending](int a, int b) {
            return descending ? keys[size_t(a)] > keys[size_t(b)] : keys[size_t(a)] < keys[size_t(b)];
        });
        kie::sortRowsByKey(order, keys, descending);
        QVERIFY(order == expected);
    }

    void typingMatchesAFreshFilterAtEveryKey()
    {
        RunTableModel model;
        model.setArchive(m_archive);
        RunFilterProxy ours;
        ours.setSourceModel(&model);
        ours.sort(RunTableModel::PrimaryMeasurement, Qt::DescendingOrder);
        const QStringList keys = {QStringLiteral("g"),     QStringLiteral("gi"),    QStringLiteral("gil"),
                                  QStringLiteral("gild"),  QStringLiteral("gil"),   QStringLiteral("gilded q"),
                                  QStringLiteral("ilded"), QStringLiteral("ded q"), QString(),
                                  QStringLiteral("NVIDIA"), QStringLiteral("nvidia h")};
        for (const QString &text : keys) {
            ours.setFilterText(text);
            ReferenceProxy reference;
            configureReference(reference, &model);
            reference.words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts); // words, each anywhere in the line
            reference.invalidate();
            reference.sort(RunTableModel::PrimaryMeasurement, Qt::DescendingOrder);
            QVERIFY2(sourceRowsOf(ours) == sourceRowsOf(reference), qPrintable(text));
        }
    }

    void filterChangeKeepsPersistentIndexes()
    {
        RunTableModel model;
        model.setArchive(m_archive);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(RunTableModel::PrimaryMeasurement);
        // A run whose implementation is in the pool (row text starts with its name).
        const int sourceRow = 11;
        const QString name = model.index(sourceRow, RunTableModel::Implementation).data().toString();
        const QPersistentModelIndex kept = proxy.mapFromSource(model.index(sourceRow, RunTableModel::Gpu));
        QVERIFY(kept.isValid());

        QSignalSpy layout(&proxy, &QAbstractItemModel::layoutChanged);
        QSignalSpy reset(&proxy, &QAbstractItemModel::modelReset);
        proxy.setFilterText(name);
        QCOMPARE(layout.count(), 1);
        QCOMPARE(reset.count(), 0);
        QVERIFY(proxy.rowCount() < model.rowCount());
        QVERIFY(kept.isValid());
        QCOMPARE(kept.column(), int(RunTableModel::Gpu));
        QCOMPARE(proxy.mapToSource(kept).row(), sourceRow);

        proxy.sort(RunTableModel::Observed, Qt::DescendingOrder);
        QCOMPARE(proxy.mapToSource(kept).row(), sourceRow);

        proxy.setFilterText(name); // unchanged: nothing to tell the views
        QCOMPARE(layout.count(), 2);

        proxy.setFilterText(QStringLiteral("no such run anywhere"));
        QVERIFY(!kept.isValid());
    }

    void mappingRoundTrips()
    {
        RunTableModel model;
        model.setArchive(m_archive);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setFilterText(QStringLiteral("o"));
        proxy.sort(RunTableModel::Sol, Qt::DescendingOrder);
        int shown = 0;
        for (int source = 0; source < model.rowCount(); ++source) {
            const QModelIndex mapped = proxy.mapFromSource(model.index(source, 3));
            if (!mapped.isValid()) {
                QCOMPARE(proxy.mapRowFromSource(source), -1);
                continue;
            }
            ++shown;
            QCOMPARE(mapped.column(), 3);
            QCOMPARE(proxy.mapToSource(mapped), model.index(source, 3));
            QCOMPARE(proxy.mapRowToSource(mapped.row()), source);
        }
        QCOMPARE(shown, proxy.rowCount());
        QCOMPARE(proxy.index(0, 0).data(), proxy.mapToSource(proxy.index(0, 0)).data());
    }

    // Nothing sorted or filtered (how every archive first shows): the proxy keeps no row vectors then,
    // and every way of mapping must still be the identity, also after a source reset; the first sort
    // or filter from that state must agree with QSortFilterProxyModel.
    void untouchedProxyMapsRowsToThemselves_data()
    {
        QTest::addColumn<QString>("before"); // what happened before the source reset
        QTest::newRow("fresh proxy") << QString();
        QTest::newRow("filter typed and cleared") << QStringLiteral("filter");
        QTest::newRow("sorted, then unsorted") << QStringLiteral("sort");
        QTest::newRow("group chosen and cleared") << QStringLiteral("group");
    }

    void untouchedProxyMapsRowsToThemselves()
    {
        QFETCH(QString, before);
        RunTableModel model;
        model.setArchive(m_archive);
        RunFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        if (before == QLatin1String("filter")) {
            proxy.setFilterText(QStringLiteral("heron"));
            proxy.setFilterText(QString());
        } else if (before == QLatin1String("sort")) {
            proxy.sort(RunTableModel::PrimaryMeasurement, Qt::DescendingOrder);
            proxy.sort(-1);
        } else if (before == QLatin1String("group")) {
            proxy.setGroupFilter(2);
            proxy.setGroupFilter(-1);
        }
        auto other = kie::test::makeSyntheticArchive({.runs = 900, .benchmarks = 4, .gpus = 2, .seed = 7});
        model.setArchive(other);
        QCOMPARE(proxy.rowCount(), 900);
        for (int row = 0; row < proxy.rowCount(); ++row) {
            QCOMPARE(proxy.mapRowToSource(row), row);
            QCOMPARE(proxy.mapRowFromSource(row), row);
            QCOMPARE(proxy.mapToSource(proxy.index(row, 2)), model.index(row, 2));
            QCOMPARE(proxy.mapFromSource(model.index(row, 2)), proxy.index(row, 2));
        }
        QVERIFY(!proxy.index(900, 0).isValid());
        QCOMPARE(proxy.index(899, 1).data(), model.index(899, 1).data());

        ReferenceProxy reference;
        configureReference(reference, &model);
        proxy.sort(RunTableModel::Sol);
        reference.sort(RunTableModel::Sol);
        COMPARE_ROWS(sourceRowsOf(proxy), sourceRowsOf(reference));
        proxy.setFilterText(QStringLiteral("heron"));
        reference.setFilterFixedString(QStringLiteral("heron"));
        QVERIFY(reference.rowCount() > 0 && reference.rowCount() < 900);
        COMPARE_ROWS(sourceRowsOf(proxy), sourceRowsOf(reference));
        for (int source = 0; source < model.rowCount(); ++source) {
            const int row = proxy.mapRowFromSource(source);
            QCOMPARE(row, reference.mapFromSource(model.index(source, 0)).row());
        }
    }

    void groupSets()
    {
        RunTableModel model;
        model.setArchive(m_archive);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setGroupFilter(QList<int>{3, 1});
        QCOMPARE(proxy.groupFilter(), (QList<int>{1, 3}));
        const int expected = m_archive->ranking.groups[1].size() + m_archive->ranking.groups[3].size();
        QCOMPARE(proxy.rowCount(), expected);
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const int group = proxy.index(row, 0).data(RunTableModel::GroupIndexRole).toInt();
            QVERIFY(group == 1 || group == 3);
        }
        proxy.setGroupFilter(3); // narrower
        QCOMPARE(proxy.rowCount(), m_archive->ranking.groups[3].size());
        proxy.setGroupFilter(-1);
        QCOMPARE(proxy.rowCount(), model.rowCount());
    }

    void sourceResetReappliesFilterAndSort()
    {
        RunTableModel model;
        model.setArchive(m_archive);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setFilterText(QStringLiteral("heron"));
        proxy.sort(RunTableModel::PrimaryMeasurement);
        QSignalSpy reset(&proxy, &QAbstractItemModel::modelReset);
        auto other = kie::test::makeSyntheticArchive({.runs = 700, .benchmarks = 2, .gpus = 2, .seed = 99});
        model.setArchive(other);
        QCOMPARE(reset.count(), 1);
        ReferenceProxy reference;
        configureReference(reference, &model);
        reference.setFilterFixedString(QStringLiteral("heron"));
        reference.sort(RunTableModel::PrimaryMeasurement);
        QVERIFY(reference.rowCount() > 0);
        COMPARE_ROWS(sourceRowsOf(proxy), sourceRowsOf(reference));
    }

    // The group filter is the proxy's, not the source's: a new archive is shown through it too, also
    // with nothing sorted or typed.
    void groupFilterOutlivesSourceReset()
    {
        RunTableModel model;
        model.setArchive(m_archive);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setGroupFilter(1);
        model.setArchive(kie::test::makeSyntheticArchive({.runs = 700, .benchmarks = 3, .gpus = 2, .seed = 5}));
        ReferenceProxy reference;
        configureReference(reference, &model);
        reference.setGroup(1);
        QVERIFY(reference.rowCount() > 0 && reference.rowCount() < 700);
        COMPARE_ROWS(sourceRowsOf(proxy), sourceRowsOf(reference));
    }

    void anySourceThroughRoles_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<Qt::SortOrder>("order");
        QTest::newRow("sorted") << QString() << Qt::AscendingOrder;
        QTest::newRow("filtered, descending") << QStringLiteral("AL") << Qt::DescendingOrder;
        QTest::newRow("mixed case and accents") << QStringLiteral("\u00C9T") << Qt::AscendingOrder;
    }
    void anySourceThroughRoles()
    {
        QFETCH(QString, filter);
        QFETCH(Qt::SortOrder, order);
        // A plain model without a FilterTextIndex: the proxy reads DisplayRole itself.
        QStringListModel list({QStringLiteral("alpha"), QStringLiteral("Beta"), QStringLiteral("gamma"),
                               QStringLiteral("ALPHA"), QStringLiteral("\u00E9t\u00E9"), QStringLiteral("delta"),
                               QStringLiteral("Alpha"), QString(), QStringLiteral("beta"), QStringLiteral("\u00C9T\u00C9")});
        RunFilterProxy ours;
        QAbstractItemModelTester tester(&ours, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ours.setFilterRole(Qt::DisplayRole);
        ours.setSortRole(Qt::DisplayRole);
        ours.setGroupRole(Qt::UserRole + 77);
        ours.setSourceModel(&list);
        ours.setFilterText(filter);
        ours.sort(0, order);

        QSortFilterProxyModel reference;
        reference.setSourceModel(&list);
        reference.setFilterCaseSensitivity(Qt::CaseInsensitive);
        reference.setFilterFixedString(filter);
        reference.sort(0, order);
        QVERIFY(reference.rowCount() > 0);
        COMPARE_ROWS(sourceRowsOf(ours), sourceRowsOf(reference));
    }

    void followsSourceChanges()
    {
        // Edits, reorders and insertions in the source: the result must stay what a fresh
        // QSortFilterProxyModel shows for the same filter and sort.
        QStringListModel list({QStringLiteral("pear"), QStringLiteral("apple"), QStringLiteral("plum"),
                               QStringLiteral("grape"), QStringLiteral("apricot")});
        RunFilterProxy ours;
        QAbstractItemModelTester tester(&ours, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ours.setFilterRole(Qt::DisplayRole);
        ours.setSortRole(Qt::DisplayRole);
        ours.setSourceModel(&list);
        ours.setFilterText(QStringLiteral("p"));
        ours.sort(0, Qt::DescendingOrder);
        const auto expectFresh = [&] {
            QSortFilterProxyModel reference;
            reference.setSourceModel(&list);
            reference.setFilterCaseSensitivity(Qt::CaseInsensitive);
            reference.setFilterFixedString(QStringLiteral("p"));
            reference.sort(0, Qt::DescendingOrder);
            return sourceRowsOf(reference);
        };
        COMPARE_ROWS(sourceRowsOf(ours), expectFresh());

        const QPersistentModelIndex plum = ours.mapFromSource(list.index(2, 0));
        QVERIFY(plum.isValid());
        list.setData(list.index(3, 0), QStringLiteral("zucchini")); // "grape" leaves the filter
        COMPARE_ROWS(sourceRowsOf(ours), expectFresh());
        list.setData(list.index(1, 0), QStringLiteral("papaya")); // stays, moves
        COMPARE_ROWS(sourceRowsOf(ours), expectFresh());
        QCOMPARE(plum.data().toString(), QStringLiteral("plum"));

        list.sort(0); // a layout change in the source
        COMPARE_ROWS(sourceRowsOf(ours), expectFresh());
        QCOMPARE(plum.data().toString(), QStringLiteral("plum"));

        QVERIFY(list.insertRows(0, 2));
        list.setData(list.index(0, 0), QStringLiteral("peach"));
        list.setData(list.index(1, 0), QStringLiteral("kiwi"));
        QVERIFY(list.removeRows(3, 1));
        COMPARE_ROWS(sourceRowsOf(ours), expectFresh());
        QCOMPARE(ours.sourceRowCount(), list.rowCount());
    }

    // With no filter set, a change of only the filter role's text moves no row; the next filter
    // reads the new text, not what an earlier filter read.
    void filterTextChangedWhileNoFilterIsSet()
    {
        TextListModel source({QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma")});
        RunFilterProxy ours;
        QAbstractItemModelTester tester(&ours, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ours.setFilterRole(TextListModel::TextRole);
        ours.setSortRole(Qt::DisplayRole);
        ours.setSourceModel(&source);
        ours.setFilterText(QStringLiteral("alpha"));
        COMPARE_ROWS(sourceRowsOf(ours), std::vector<int>{0});
        ours.setFilterText(QString());
        QCOMPARE(ours.rowCount(), 3);

        QSignalSpy layout(&ours, &QAbstractItemModel::layoutChanged);
        QSignalSpy changed(&ours, &QAbstractItemModel::dataChanged);
        source.setText(2, QStringLiteral("alphabet")); // dataChanged for TextRole only
        QCOMPARE(layout.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(ours.rowCount(), 3);
        ours.setFilterText(QStringLiteral("alpha"));
        COMPARE_ROWS(sourceRowsOf(ours), (std::vector<int>{0, 2}));
    }

private:
    std::shared_ptr<kie::Archive> m_archive;
};

QTEST_GUILESS_MAIN(TestRunFilterProxy)
#include "tst_runfilterproxy.moc"
