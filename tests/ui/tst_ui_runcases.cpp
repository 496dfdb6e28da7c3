// SPDX-License-Identifier: Apache-2.0
// The Measurements pane of a suite run: per-case table, the selected case's log as plain text, fast_p plot.
#include "archive.h"
#include "archivereader.h"
#include "casetablemodel.h"
#include "runcaseswidget.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTableView>
#include <QTest>

using namespace kie;

namespace {

const QString kGemm = QStringLiteral(
    "../shared/data/flashinfer-bench/fib_all_defs_20260317_141930/gpt-5/traces/gemm/gemm_n128_k2048.jsonl");
const QString kDsa = QStringLiteral(
    "../shared/data/flashinfer-bench/fib_all_defs_20260317_141743/gpt-5.2/traces/dsa_paged/"
    "dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64.jsonl");

std::shared_ptr<const Archive> openTraces(const QString &path)
{
    ReadResult result = readArchiveFile(path);
    return result.archive;
}

} // namespace

class TestUiRunCases : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gemmRows()
    {
        const auto archive = openTraces(kGemm);
        QVERIFY(archive);
        ui::RunCasesWidget widget;
        QVERIFY(!widget.hasCases());
        widget.setRun(archive, 0);
        widget.resize(1000, 700);
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        QVERIFY(widget.hasCases());
        QCOMPARE(widget.casesView()->model()->rowCount(), 25);

        // Selecting a row shows that case's log, as plain text.
        const auto &cases = archive->runs.front().cases;
        widget.selectCase(7);
        QCOMPARE(widget.currentCase(), 7);
        QCOMPARE(cases[7].status, QStringLiteral("INCORRECT_NUMERICAL"));
        QCOMPARE(widget.logView()->toPlainText(), cases[7].log);
        QVERIFY(widget.logView()->isReadOnly());

        // Clicking a row in the sorted view shows the log of the case in that row.
        QTableView *view = widget.casesView();
        view->sortByColumn(CaseTableModel::Latency, Qt::DescendingOrder);
        const QModelIndex top = view->model()->index(0, CaseTableModel::Workload);
        const int caseIndex = top.data(CaseTableModel::CaseIndexRole).toInt();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(top).center());
        QCOMPARE(widget.currentCase(), caseIndex);
        QCOMPARE(widget.logView()->toPlainText(), cases[size_t(caseIndex)].log);
        QCOMPARE(top.data().toString(), cases[size_t(caseIndex)].workload);

        // The fast_p plot has a curve with data; its last step is at the largest speedup.
        QCustomPlot *plot = widget.fastPPlot();
        QVERIFY(plot->graphCount() >= 1);
        QVERIFY(plot->graph(0)->data()->size() > 1);
        double maxSpeedup = 0;
        for (const CaseRow &row : cases) {
            if (row.status == QLatin1String("PASSED") && row.speedup)
                maxSpeedup = std::max(maxSpeedup, *row.speedup);
        }
        QCOMPARE((plot->graph(0)->data()->constEnd() - 1)->key, maxSpeedup);
        QCOMPARE((plot->graph(0)->data()->constEnd() - 1)->value, 0.0);

        auto *summary = widget.findChild<QLabel *>(QStringLiteral("casesSummary"));
        QVERIFY(summary);
        QCOMPARE(summary->textFormat(), Qt::PlainText);
        QVERIFY(summary->text().contains(QStringLiteral("INCORRECT_NUMERICAL")));
        QVERIFY(summary->text().contains(QStringLiteral("no SOL bound in source")));
    }

    void filterKeepsSelectionWorking()
    {
        const auto archive = openTraces(kGemm);
        QVERIFY(archive);
        ui::RunCasesWidget widget;
        widget.setRun(archive, 0);
        auto *filter = widget.findChild<QLineEdit *>(QStringLiteral("casesFilter"));
        QVERIFY(filter);
        filter->setText(QStringLiteral("INCORRECT"));
        QCOMPARE(widget.casesView()->model()->rowCount(), 3);
        // A case the filter hides is still selectable: the filter is cleared for it.
        widget.selectCase(0);
        QCOMPARE(widget.currentCase(), 0);
        QCOMPARE(widget.casesView()->model()->rowCount(), 25);
    }

    // The dsa run: every case a RUNTIME_ERROR, no performance: logs are there, the curve is flat at 0.
    void dsaLogs()
    {
        const auto archive = openTraces(kDsa);
        QVERIFY(archive);
        ui::RunCasesWidget widget;
        widget.setRun(archive, 0);
        const auto &cases = archive->runs.front().cases;
        QCOMPARE(widget.casesView()->model()->rowCount(), int(cases.size()));
        for (int i = 0; i < int(cases.size()); ++i) {
            widget.selectCase(i);
            QCOMPARE(widget.logView()->toPlainText(), cases[size_t(i)].log);
            QVERIFY(!widget.logView()->toPlainText().isEmpty());
        }
        QCustomPlot *plot = widget.fastPPlot();
        QVERIFY(plot->graph(0)->data()->size() >= 1);
        QCOMPARE(plot->graph(0)->data()->constBegin()->value, 0.0);
    }

    void clearing()
    {
        ui::RunCasesWidget widget;
        widget.setRun(openTraces(kGemm), 0);
        QVERIFY(widget.hasCases());
        widget.setRun(nullptr, 0);
        QVERIFY(!widget.hasCases());
        QVERIFY(widget.logView()->toPlainText().isEmpty());
        QCOMPARE(widget.currentCase(), -1);
    }
};

QTEST_MAIN(TestUiRunCases)
#include "tst_ui_runcases.moc"
