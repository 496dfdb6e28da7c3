// SPDX-License-Identifier: Apache-2.0
// The per-case table model and the fast_p curve: compact rows written here, plus the real rmsnorm and
// gemm traces for the model tester and for fast_p against the imported fast_1 figure.
#include "archivereader.h"
#include "casetablemodel.h"
#include "fastp.h"
#include "formatting.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

#include <cmath>

using namespace kie;

namespace {

const QString kGemm = QStringLiteral(
    "../shared/data/flashinfer-bench/fib_all_defs_20260317_141930/gpt-5/traces/gemm/gemm_n128_k2048.jsonl");
const QString kRmsnorm = QStringLiteral(
    "../shared/data/flashinfer-bench/fib_all_defs_20260317_142116/gpt-5.2_n/traces/rmsnorm/rmsnorm_h4096.jsonl");

CaseRow makeRow(const QString &uuid, qint64 m, const QString &status, std::optional<double> latencyNs,
                std::optional<double> referenceNs, std::optional<double> speedup = std::nullopt)
{
    CaseRow row;
    row.workload = uuid;
    row.axes.insert(QStringLiteral("M"), m);
    row.status = status;
    row.latencyNs = latencyNs;
    row.referenceLatencyNs = referenceNs;
    row.speedup = speedup;
    row.log = QStringLiteral("log of ") + uuid;
    return row;
}

std::vector<CaseRow> sampleRows()
{
    std::vector<CaseRow> rows;
    rows.push_back(makeRow(QStringLiteral("a"), 128, QStringLiteral("PASSED"), 2000, 4000, 2.0));
    rows.push_back(makeRow(QStringLiteral("b"), 6, QStringLiteral("PASSED"), 1000, 500, 0.5));
    rows.push_back(makeRow(QStringLiteral("c"), 64, QStringLiteral("INCORRECT_NUMERICAL"), std::nullopt, std::nullopt));
    rows.back().maxAbsoluteError = 0.125;
    rows.back().maxRelativeError = 1277.65;
    rows.back().hasNan = false;
    // No speedup given: derived from the two latencies (3000 / 1000).
    rows.push_back(makeRow(QStringLiteral("d"), 16, QStringLiteral("PASSED"), 1000, 3000));
    rows.push_back(makeRow(QStringLiteral("e"), 1, QStringLiteral("SOMETHING_NEW"), std::nullopt, std::nullopt));
    rows.push_back(makeRow(QStringLiteral("f"), 2, QStringLiteral("PASSED"), 1000, 2000, 2.0)); // ties with "a"
    return rows;
}

std::vector<CaseRow> importedCases(const QString &path, std::shared_ptr<Archive> *keep = nullptr)
{
    ReadResult result = readArchiveFile(path);
    if (!result.archive || result.archive->runs.empty())
        return {};
    if (keep)
        *keep = result.archive;
    return result.archive->runs.front().cases;
}

} // namespace

class TestCaseTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelTester()
    {
        CaseTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCases(sampleRows());
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.columnCount(), int(CaseTableModel::ColumnCount));
        const std::vector<CaseRow> gemm = importedCases(kGemm);
        QCOMPARE(int(gemm.size()), 25);
        model.setCases(gemm);
        QCOMPARE(model.rowCount(), 25);
        model.setCases({});
        QCOMPARE(model.rowCount(), 0);
    }

    void proxyTester()
    {
        CaseTableModel model;
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(CaseTableModel::SortRole);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCases(importedCases(kGemm));
        for (int column = 0; column < CaseTableModel::ColumnCount; ++column) {
            proxy.sort(column, Qt::AscendingOrder);
            proxy.sort(column, Qt::DescendingOrder);
        }
        QCOMPARE(proxy.rowCount(), 25);
    }

    void display_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        QTest::newRow("uuid") << 0 << int(CaseTableModel::Workload) << QStringLiteral("a");
        QTest::newRow("axes") << 0 << int(CaseTableModel::Axes) << QStringLiteral("M=128");
        QTest::newRow("status as read") << 4 << int(CaseTableModel::Status) << QStringLiteral("SOMETHING_NEW");
        QTest::newRow("latency") << 0 << int(CaseTableModel::Latency) << formatLatencyNs(2000);
        QTest::newRow("reference") << 0 << int(CaseTableModel::ReferenceLatency) << formatLatencyNs(4000);
        QTest::newRow("no latency") << 2 << int(CaseTableModel::Latency) << QString();
        QTest::newRow("speedup") << 1 << int(CaseTableModel::Speedup) << QLocale().toString(0.5, 'f', 2) + QStringLiteral("×");
        QTest::newRow("derived speedup") << 3 << int(CaseTableModel::Speedup) << QLocale().toString(3.0, 'f', 2) + QStringLiteral("×");
        QTest::newRow("abs error") << 2 << int(CaseTableModel::MaxAbsoluteError) << QLocale().toString(0.125, 'g', 4);
        QTest::newRow("rel error") << 2 << int(CaseTableModel::MaxRelativeError) << QLocale().toString(1277.65, 'g', 4);
        QTest::newRow("nan flag") << 2 << int(CaseTableModel::HasNan) << QStringLiteral("no");
        QTest::newRow("no inf flag") << 2 << int(CaseTableModel::HasInf) << QString();
    }
    void display()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, expected);
        CaseTableModel model;
        model.setCases(sampleRows());
        QCOMPARE(model.index(row, column).data(Qt::DisplayRole).toString(), expected);
    }

    void roles()
    {
        CaseTableModel model;
        model.setCases(sampleRows());
        const QModelIndex c = model.index(2, CaseTableModel::Status);
        QCOMPARE(c.data(CaseTableModel::LogRole).toString(), QStringLiteral("log of c"));
        QCOMPARE(c.data(CaseTableModel::StatusRole).toString(), QStringLiteral("INCORRECT_NUMERICAL"));
        QCOMPARE(c.data(CaseTableModel::CorrectRole).toBool(), false);
        QCOMPARE(model.index(0, 0).data(CaseTableModel::CorrectRole).toBool(), true);
        QCOMPARE(c.data(CaseTableModel::CaseIndexRole).toInt(), 2);
        QCOMPARE(model.index(0, CaseTableModel::Latency).data(CaseTableModel::SortRole).toDouble(), 2000.0);
        QVERIFY(!model.index(2, CaseTableModel::Latency).data(CaseTableModel::SortRole).isValid());
        QVERIFY(!c.data(Qt::ToolTipRole).toString().isEmpty());
        // An unknown status is shown as read, and said to be unknown.
        QVERIFY(CaseTableModel::statusDescription(QStringLiteral("SOMETHING_NEW")).isEmpty());
        QVERIFY(!model.index(4, CaseTableModel::Status).data(Qt::ToolTipRole).toString().isEmpty());
    }

    void taxonomy()
    {
        const QStringList statuses = CaseTableModel::knownStatuses();
        for (const char *name : {"PASSED", "INCORRECT_SHAPE", "INCORRECT_NUMERICAL", "INCORRECT_DTYPE", "RUNTIME_ERROR",
                                 "COMPILE_ERROR", "TIMEOUT", "REWARD_HACK", "INVALID_REFERENCE"}) {
            QVERIFY2(statuses.contains(QLatin1String(name)), name);
            QVERIFY(!CaseTableModel::statusDescription(QLatin1String(name)).isEmpty());
        }
        QCOMPARE(statuses.size(), 9);
    }

    // Sorting is on raw values: numbers as numbers, missing values last.
    void sorting_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QStringList>("ascending");
        QTest::newRow("latency") << int(CaseTableModel::Latency)
                                 << QStringList{QStringLiteral("b"), QStringLiteral("d"), QStringLiteral("f"),
                                                QStringLiteral("a"), QStringLiteral("c"), QStringLiteral("e")};
        QTest::newRow("axes numerically") << int(CaseTableModel::Axes)
                                          << QStringList{QStringLiteral("e"), QStringLiteral("f"), QStringLiteral("b"),
                                                         QStringLiteral("d"), QStringLiteral("c"), QStringLiteral("a")};
        QTest::newRow("speedup") << int(CaseTableModel::Speedup)
                                 << QStringList{QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("f"),
                                                QStringLiteral("d"), QStringLiteral("c"), QStringLiteral("e")};
    }
    void sorting()
    {
        QFETCH(int, column);
        QFETCH(QStringList, ascending);
        CaseTableModel model;
        model.setCases(sampleRows());
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(CaseTableModel::SortRole);
        proxy.sort(column, Qt::AscendingOrder);
        QStringList order;
        for (int row = 0; row < proxy.rowCount(); ++row)
            order << proxy.index(row, CaseTableModel::Workload).data().toString();
        QCOMPARE(order, ascending);
    }

    void fastPAgainstCounting_data()
    {
        QTest::addColumn<double>("p");
        for (double p : {0.0, 0.5, 1.0, 1.99, 2.0, 2.5, 3.0, 10.0})
            QTest::newRow(qPrintable(QString::number(p))) << p;
    }
    void fastPAgainstCounting()
    {
        QFETCH(double, p);
        const std::vector<CaseRow> rows = sampleRows();
        // Correct (PASSED) and strictly faster than p, over all six cases.
        const double speedups[] = {2.0, 0.5, -1, 3.0, -1, 2.0};
        int count = 0;
        for (size_t i = 0; i < rows.size(); ++i)
            count += rows[i].status == QLatin1String("PASSED") && speedups[i] > p;
        QCOMPARE(fastP(rows, p), double(count) / 6.0);
    }

    void fastPCurveShape()
    {
        const std::vector<CaseRow> rows = sampleRows();
        const FastPCurve curve = fastPCurve(rows);
        QCOMPARE(curve.total, qint64(6));
        QCOMPARE(curve.correct, qint64(4));
        QCOMPARE(curve.maxSpeedup, 3.0);
        QCOMPARE(curve.p.size(), curve.fraction.size());
        QCOMPARE(curve.p.front(), 0.0);
        QCOMPARE(curve.fraction.front(), 4.0 / 6.0);
        QCOMPARE(curve.p.back(), curve.maxSpeedup);
        QCOMPARE(curve.fraction.back(), 0.0);
        // Each step's value is fastP at that p; p ascending, fraction never rising.
        for (size_t i = 0; i < curve.p.size(); ++i) {
            QCOMPARE(curve.fraction[i], fastP(rows, curve.p[i]));
            if (i > 0) {
                QVERIFY(curve.p[i] > curve.p[i - 1]);
                QVERIFY(curve.fraction[i] <= curve.fraction[i - 1]);
            }
        }
        QVERIFY(fastPCurve({}).isEmpty());
    }

    // fast_p at p = 1 is the imported fast_1 figure.
    void fastOneMatchesImport_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("rmsnorm") << kRmsnorm;
        QTest::newRow("gemm") << kGemm;
    }
    void fastOneMatchesImport()
    {
        QFETCH(QString, path);
        std::shared_ptr<Archive> archive;
        const std::vector<CaseRow> rows = importedCases(path, &archive);
        QVERIFY(!rows.empty());
        const RunRecord &run = archive->runs.front();
        const auto faster = casesFaster(run);
        QVERIFY(faster);
        QCOMPARE(qRound64(fastP(rows, 1.0) * double(rows.size())), faster->first);
        QCOMPARE(qint64(rows.size()), faster->second);
    }
};

QTEST_GUILESS_MAIN(TestCaseTableModel)
#include "tst_casetablemodel.moc"
