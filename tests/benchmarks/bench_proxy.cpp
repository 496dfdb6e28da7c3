// SPDX-License-Identifier: Apache-2.0
// Filter-change and sort times of the run table's proxy at 100k and 1M runs, side by side in the
// same run with a QSortFilterProxyModel configured the same way (filter on FilterTextRole, fixed
// string, case-insensitive; sort on SortRole). Medians of 5; an operation that takes more than
// 10 s on its first try is run once, and the output says so.
//
//   bench_proxy [--ours-only] [RUNS ...]        default: 100000 1000000
//   --ours-only: QSortFilterProxyModel is left without a source (its columns read ~0), for quick
//   before/after comparisons of our proxy alone.
#include "runfilterproxy.h"
#include "runtablemodel.h"
#include "synthetic_archive.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSortFilterProxyModel>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

using kie::RunTableModel;

constexpr int kRepeats = 5;
bool g_oursOnly = false;
constexpr double kSlowMs = 10000.0;

// QSortFilterProxyModel plus the navigator's group filter, as an application would write it.
class StockProxy : public QSortFilterProxyModel
{
public:
    void setGroup(int group)
    {
        m_group = group;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override
    {
        if (m_group >= 0
            && sourceModel()->index(sourceRow, 0, sourceParent).data(RunTableModel::GroupIndexRole).toInt() != m_group)
            return false;
        return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
    }

private:
    int m_group = -1;
};

double milliseconds(const std::function<void()> &work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return double(timer.nsecsElapsed()) / 1e6;
}

struct Measurement
{
    double median = 0;
    int runs = 0;
    bool cappedAtOne = false; // the first try took over 10 s
};

Measurement once(const std::function<void()> &work)
{
    return {milliseconds(work), 1, false};
}

// `prepare` runs untimed before each timed `work` (e.g. to undo the previous step).
Measurement measure(const std::function<void()> &prepare, const std::function<void()> &work)
{
    std::vector<double> times;
    for (int i = 0; i < kRepeats; ++i) {
        if (prepare)
            prepare();
        times.push_back(milliseconds(work));
        if (times.front() > kSlowMs)
            break;
    }
    std::sort(times.begin(), times.end());
    return {times[times.size() / 2], int(times.size()), times.size() == 1 && kRepeats > 1};
}

void row(int runs, const char *operation, const Measurement &ours, const Measurement &stock, const char *agreement)
{
    std::printf("%8d  %-42s %9.1f %10.1f %9.0fx  %s%s\n", runs, operation, ours.median, stock.median,
                ours.median > 0 ? stock.median / ours.median : 0.0, agreement,
                stock.cappedAtOne ? "; QSFPM: 1 run (>10 s)" : "");
    std::fflush(stdout);
}

// Other work on the machine inflates wall-clock times; say how busy it was.
QByteArray loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? file.readLine().trimmed() : QByteArrayLiteral("unknown");
}

std::vector<int> shownSourceRows(const QAbstractProxyModel &proxy)
{
    std::vector<int> rows(size_t(proxy.rowCount()));
    for (int i = 0; i < proxy.rowCount(); ++i)
        rows[size_t(i)] = proxy.mapToSource(proxy.index(i, 0)).row();
    return rows;
}

// After a filter change QSortFilterProxyModel inserts rows next to equal keys wherever its binary
// search lands, so rows with equal sort keys may stand in another order than a fresh sort gives.
const char *agreement(const QAbstractProxyModel &ours, const QAbstractProxyModel &stock, int sortColumn)
{
    const std::vector<int> a = shownSourceRows(ours);
    const std::vector<int> b = shownSourceRows(stock);
    if (a == b)
        return "same rows, same order";
    std::vector<int> sortedA = a;
    std::vector<int> sortedB = b;
    std::sort(sortedA.begin(), sortedA.end());
    std::sort(sortedB.begin(), sortedB.end());
    if (sortedA != sortedB)
        return "ROWS DIFFER";
    const QAbstractItemModel *source = ours.sourceModel();
    for (size_t i = 0; i < a.size(); ++i) {
        if (source->index(a[i], sortColumn).data(RunTableModel::SortRole)
            != source->index(b[i], sortColumn).data(RunTableModel::SortRole))
            return "ORDER DIFFERS";
    }
    return "same rows; equal keys in another order";
}

void benchmark(int runs)
{
    std::printf("\n== %d runs ==\n", runs);
    QElapsedTimer timer;
    timer.start();
    std::shared_ptr<kie::Archive> archive = kie::test::makeSyntheticArchive(
        {.runs = runs, .benchmarks = 50, .gpus = 5, .implementations = std::max(100, runs / 20), .seed = 42});
    std::printf("synthetic archive built in %.0f ms (%zu comparison groups)\n", double(timer.nsecsElapsed()) / 1e6,
                archive->ranking.groups.size());

    RunTableModel model;
    std::printf("RunTableModel::setArchive: %.0f ms\n", milliseconds([&] { model.setArchive(archive); }));

    kie::RunFilterProxy ours;
    StockProxy stock;
    stock.setFilterRole(RunTableModel::FilterTextRole);
    stock.setFilterCaseSensitivity(Qt::CaseInsensitive);
    stock.setSortRole(RunTableModel::SortRole);
    const double oursAttach = milliseconds([&] { ours.setSourceModel(&model); });
    const double stockAttach = milliseconds([&] {
        if (!g_oursOnly)
            stock.setSourceModel(&model);
    });
    std::printf("setSourceModel: ours %.1f ms, QSortFilterProxyModel %.1f ms\n", oursAttach, stockAttach);
    std::printf("filter text: %.1f MB\n\n",
                double(model.filterTextIndex(RunTableModel::FilterTextRole)->byteSize()) / (1024.0 * 1024.0));
    std::printf("%8s  %-42s %9s %10s %10s\n", "runs", "operation (ms, median of 5)", "ours", "QSFPM", "QSFPM/ours");

    const auto sortBoth = [&](int column, Qt::SortOrder order) {
        ours.sort(column, order);
        stock.sort(column, order);
    };
    // When QSFPM stopped after one slow try, `align` brings both proxies to the same final state
    // (untimed) before their rows are compared.
    const auto compareRows = [&](const char *operation, const Measurement &o, const Measurement &s,
                                 const std::function<void()> &align = {}) {
        if (o.runs != s.runs && align)
            align();
        row(runs, operation, o, s, g_oursOnly ? "-" : agreement(ours, stock, std::max(0, ours.sortColumn())));
    };

    // Sorting, all rows shown. "first" includes reading the column's keys through SortRole.
    {
        const Measurement o = once([&] { ours.sort(RunTableModel::PrimaryMeasurement, Qt::AscendingOrder); });
        const Measurement s = once([&] { stock.sort(RunTableModel::PrimaryMeasurement, Qt::AscendingOrder); });
        compareRows("sort latency, first (reads keys; 1 run)", o, s);
    }
    {
        bool descending = false;
        const auto flip = [&] { descending = !descending; };
        const Measurement o = measure(flip, [&] {
            ours.sort(RunTableModel::PrimaryMeasurement, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
        });
        descending = false;
        const Measurement s = measure(flip, [&] {
            stock.sort(RunTableModel::PrimaryMeasurement, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
        });
        compareRows("sort latency, asc/desc toggle", o, s, [&] { sortBoth(RunTableModel::PrimaryMeasurement, Qt::AscendingOrder); });
    }
    {
        const Measurement o = once([&] { ours.sort(RunTableModel::Implementation, Qt::AscendingOrder); });
        const Measurement s = once([&] { stock.sort(RunTableModel::Implementation, Qt::AscendingOrder); });
        compareRows("sort implementation (text), first (1 run)", o, s);
    }
    {
        int step = 0;
        const int columns[] = {RunTableModel::Rank, RunTableModel::Implementation, RunTableModel::Sol,
                               RunTableModel::Benchmark, RunTableModel::PrimaryMeasurement};
        // Warm every column first so only sorting is timed.
        for (const int column : columns)
            sortBoth(column, Qt::AscendingOrder);
        const auto next = [&] { ++step; };
        const Measurement o = measure(next, [&] { ours.sort(columns[step % 5], Qt::DescendingOrder); });
        step = 0;
        const Measurement s = measure(next, [&] { stock.sort(columns[step % 5], Qt::DescendingOrder); });
        compareRows("sort, switching columns (warm)", o, s, [&] {
            // Sorts are stable, so the order depends on the history: restart both from source order.
            sortBoth(-1, Qt::AscendingOrder);
            sortBoth(RunTableModel::Rank, Qt::DescendingOrder);
        });
    }

    // Filtering, with the table sorted by latency as a user would have it.
    sortBoth(RunTableModel::PrimaryMeasurement, Qt::AscendingOrder);
    {
        const Measurement o = measure([&] { ours.setFilterText(QString()); },
                                      [&] { ours.setFilterText(QStringLiteral("quail")); });
        const Measurement s = measure([&] { stock.setFilterFixedString(QString()); },
                                      [&] { stock.setFilterFixedString(QStringLiteral("quail")); });
        compareRows("filter change: all -> \"quail\"", o, s);
    }
    {
        const Measurement o = measure([&] { ours.setFilterText(QStringLiteral("quail")); },
                                      [&] { ours.setFilterText(QStringLiteral("h100")); });
        const Measurement s = measure([&] { stock.setFilterFixedString(QStringLiteral("quail")); },
                                      [&] { stock.setFilterFixedString(QStringLiteral("h100")); });
        compareRows("filter change: \"quail\" -> \"h100\"", o, s);
    }
    {
        const Measurement o = measure([&] { ours.setFilterText(QStringLiteral("quail")); },
                                      [&] { ours.setFilterText(QString()); });
        const Measurement s = measure([&] { stock.setFilterFixedString(QStringLiteral("quail")); },
                                      [&] { stock.setFilterFixedString(QString()); });
        compareRows("filter cleared: \"quail\" -> all", o, s);
    }
    {
        // Typing "gilde" from an empty filter: every key narrows the previous match.
        const QStringList keys = {QStringLiteral("g"), QStringLiteral("gi"), QStringLiteral("gil"),
                                  QStringLiteral("gild"), QStringLiteral("gilde")};
        const auto typeKeys = [&keys](const std::function<void(const QString &)> &setText) {
            setText(QString());
            std::vector<double> times;
            for (const QString &text : keys) {
                times.push_back(milliseconds([&] { setText(text); }));
                if (times.front() > kSlowMs)
                    break;
            }
            std::sort(times.begin(), times.end());
            return Measurement{times[times.size() / 2], int(times.size()), times.size() < size_t(keys.size())};
        };
        const Measurement o = typeKeys([&](const QString &text) { ours.setFilterText(text); });
        const Measurement s = typeKeys([&](const QString &text) { stock.setFilterFixedString(text); });
        compareRows("typing \"gilde\", median of the 5 keys", o, s, [&] {
            ours.setFilterText(keys.last());
            stock.setFilterFixedString(keys.last());
        });
        ours.setFilterText(QString());
        stock.setFilterFixedString(QString());
    }
    {
        // Field terms (runfilterquery.h): QSFPM has no such syntax, so only ours is timed.
        const Measurement o = measure([&] { ours.setFilterText(QString()); },
                                      [&] { ours.setFilterText(QStringLiteral("gpu:h100")); });
        row(runs, "field term: all -> \"gpu:h100\"", o, Measurement{}, "-");
        const Measurement o2 = measure([&] { ours.setFilterText(QString()); },
                                       [&] { ours.setFilterText(QStringLiteral("status:failed gpu:h100 quail")); });
        row(runs, "three terms: all -> \"status:failed gpu:h100 quail\"", o2, Measurement{}, "-");
        const Measurement o3 = measure([&] { ours.setFilterText(QString()); },
                                       [&] { ours.setFilterText(QStringLiteral("2a3b")); });
        row(runs, "hex word (text + digest prefix): all -> \"2a3b\"", o3, Measurement{}, "-");
        std::vector<double> times;
        const QString typed = QStringLiteral("status:failed gpu:h1");
        ours.setFilterText(QString());
        for (qsizetype length = 1; length <= typed.size(); ++length)
            times.push_back(milliseconds([&] { ours.setFilterText(typed.left(length)); }));
        std::sort(times.begin(), times.end());
        row(runs, "typing \"status:failed gpu:h1\": median key", {times[times.size() / 2], 1, false}, Measurement{}, "-");
        row(runs, "typing \"status:failed gpu:h1\": slowest key", {times.back(), 1, false}, Measurement{}, "-");
        ours.setFilterText(QString());
    }
    {
        const int group = int(archive->ranking.groups.size() / 2);
        const Measurement o = measure([&] { ours.setGroupFilter(-1); }, [&] { ours.setGroupFilter(group); });
        const Measurement s = measure([&] { stock.setGroup(-1); }, [&] { stock.setGroup(group); });
        compareRows("navigator: all -> one comparison group", o, s);
        const Measurement o2 = measure([&] { ours.setGroupFilter(group); }, [&] { ours.setGroupFilter(-1); });
        const Measurement s2 = measure([&] { stock.setGroup(group); }, [&] { stock.setGroup(-1); });
        compareRows("navigator: one group -> all", o2, s2);
    }
    ours.setSourceModel(nullptr);
    stock.setSourceModel(nullptr);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i) {
        if (QByteArray(argv[i]) == "--ours-only")
            g_oursOnly = true;
        else
            sizes.push_back(QByteArray(argv[i]).toInt());
    }
    if (sizes.empty())
        sizes = {100000, 1000000};
    std::printf("bench_proxy: RunFilterProxy (ours) vs QSortFilterProxyModel (QSFPM) on one RunTableModel.\n"
                "Times in ms, median of %d; an operation over 10 s on its first try runs once.\n"
                "Last column: whether both proxies then show the same source rows in the same order. After a\n"
                "filter change QSFPM places re-inserted rows among equal sort keys by binary search, so runs\n"
                "with equal keys may stand in another order than a fresh sort (which ours always matches).\n",
                kRepeats);
    std::printf("load average at start: %s\n", loadAverage().constData());
    for (const int runs : sizes)
        benchmark(runs);
    std::printf("\nload average at end: %s\n", loadAverage().constData());
    return 0;
}
