// SPDX-License-Identifier: Apache-2.0
// The Problems pane's model: inputs that did not open first, then the archive's problems, each row
// with its record, file and severity; archive text shown as one line of data; many rows at once.
#include "archive.h"
#include "problemlistmodel.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace kie;

namespace {

LoadProblem problem(Severity severity, const QString &file, int record, const QString &message)
{
    LoadProblem p;
    p.severity = severity;
    p.file = file;
    p.line = 2;
    p.column = 1;
    p.recordIndex = record;
    p.message = message;
    return p;
}

std::shared_ptr<Archive> archiveWith(std::vector<LoadProblem> problems)
{
    auto archive = std::make_shared<Archive>();
    archive->problems = std::move(problems);
    return archive;
}

} // namespace

class TestProblemListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAndRoles_data()
    {
        QTest::addColumn<QStringList>("failures");
        QTest::addColumn<int>("problems");
        QTest::newRow("nothing") << QStringList() << 0;
        QTest::newRow("problems only") << QStringList() << 3;
        QTest::newRow("failures only") << QStringList{QStringLiteral("a.json: No such file or directory")} << 0;
        QTest::newRow("both") << QStringList{QStringLiteral("a.json: No such file"), QStringLiteral("b.json: Permission denied")} << 2;
    }

    void rowsAndRoles()
    {
        QFETCH(QStringList, failures);
        QFETCH(int, problems);
        std::vector<LoadProblem> list;
        for (int i = 0; i < problems; ++i)
            list.push_back(problem(i % 2 ? Severity::Error : Severity::Warning, QStringLiteral("runs.jsonl"), 10 + i,
                                   QStringLiteral("problem %1").arg(i)));
        const auto archive = archiveWith(list);
        ProblemListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProblems(archive, failures);
        QCOMPARE(model.rowCount(), int(failures.size()) + problems);
        for (int row = 0; row < failures.size(); ++row) {
            const QModelIndex index = model.index(row, 0);
            QCOMPARE(index.data().toString(), failures[row]);
            QCOMPARE(index.data(Qt::ToolTipRole).toString(), failures[row]);
            QCOMPARE(index.data(ProblemListModel::RecordIndexRole).toInt(), -1); // never a run to go to
            QCOMPARE(index.data(ProblemListModel::SeverityRole).toInt(), int(Severity::Error));
        }
        for (int i = 0; i < problems; ++i) {
            const QModelIndex index = model.index(int(failures.size()) + i, 0);
            QCOMPARE(index.data().toString(), list[size_t(i)].toString());
            QCOMPARE(index.data(ProblemListModel::RecordIndexRole).toInt(), 10 + i);
            QCOMPARE(index.data(ProblemListModel::FileRole).toString(), QStringLiteral("runs.jsonl"));
            QCOMPARE(index.data(ProblemListModel::SeverityRole).toInt(), int(list[size_t(i)].severity));
        }
        QVERIFY(!model.index(model.rowCount(), 0).isValid());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    // A failure reported while the archive's problems are listed goes after the other failures.
    void appendedFailuresFollowTheOthers()
    {
        ProblemListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProblems(archiveWith({problem(Severity::Warning, QStringLiteral("x.json"), 0, QStringLiteral("w"))}),
                          {QStringLiteral("first")});
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.appendFailure(QStringLiteral("second"));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.front().at(1).toInt(), 1);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("second"));
        QCOMPARE(model.index(2, 0).data(ProblemListModel::FileRole).toString(), QStringLiteral("x.json"));
    }

    // A message may quote archive text: one line of data in the list, its lines kept in the tooltip.
    void archiveTextIsShownAsData()
    {
        const QString quoted = QStringLiteral("unknown kind \"Evil\x1b[2J\r\nnext\u202eKO\"");
        const LoadProblem warning = problem(Severity::Warning, QStringLiteral("x.json"), 3, quoted);
        ProblemListModel model;
        model.setProblems(archiveWith({warning}), {});
        const QString shown = model.index(0, 0).data().toString();
        for (const QChar c : shown)
            QVERIFY2(c != QChar(0x1b) && c != QLatin1Char('\n') && c != QLatin1Char('\r') && c != QChar(0x202e), qPrintable(shown));
        QVERIFY(shown.contains(QLatin1String("next")));
        const QString tip = model.index(0, 0).data(Qt::ToolTipRole).toString();
        QVERIFY(tip.contains(QLatin1Char('\n')));
        QVERIFY(!tip.contains(QChar(0x202e)));
        QCOMPARE(model.text(0), warning.toString()); // as written
    }

    // Problems the archive gains after setProblems() wait for the next setProblems().
    void countsTheProblemsWhenSet()
    {
        const auto archive = archiveWith({problem(Severity::Warning, QStringLiteral("x.json"), 0, QStringLiteral("w"))});
        ProblemListModel model;
        model.setProblems(archive, {});
        archive->problems.push_back(problem(Severity::Error, QStringLiteral("x.json"), 1, QStringLiteral("late")));
        QCOMPARE(model.rowCount(), 1);
        model.setProblems(archive, {});
        QCOMPARE(model.rowCount(), 2);
    }

    // Listing does no per-row work: 300k problems are set in well under the time one text per row takes.
    void manyProblemsAreListedWithoutFormattingThem()
    {
        std::vector<LoadProblem> list(300000, problem(Severity::Warning, QStringLiteral("big.json"), 1, QStringLiteral("spec.timing.primaryStatistic: expected a string")));
        const auto archive = archiveWith(std::move(list));
        ProblemListModel model;
        QElapsedTimer setting;
        setting.start();
        model.setProblems(archive, {});
        const qint64 setNs = setting.nsecsElapsed();
        QElapsedTimer formatting;
        formatting.start();
        for (int row = 0; row < 3000; ++row) // 1 % of the rows
            (void)model.index(row, 0).data();
        const qint64 formatNs = formatting.nsecsElapsed();
        QCOMPARE(model.rowCount(), 300000);
        QVERIFY2(setNs < formatNs, qPrintable(QStringLiteral("set %1 ns, 3000 texts %2 ns").arg(setNs).arg(formatNs)));
    }
};

QTEST_GUILESS_MAIN(TestProblemListModel)
#include "tst_problemlistmodel.moc"
