// SPDX-License-Identifier: Apache-2.0
// The leaderboard's rules (models/core/leaderboard.h) on hand-built traces: one data row per rule.
#include "leaderboard.h"

#include <QTest>

using namespace kie;
using namespace Qt::StringLiterals;

namespace {

// One case per line: "definition solution author workload STATUS latency reference"; "-" = none.
// A latency of "x1.5" is a KernelIndex run without cases whose "× reference" figure is 1.5.
// A trailing "#1" marks the run as ranking first in its group.
LeaderboardInput inputOf(const QStringList &lines)
{
    LeaderboardInput input;
    QHash<QString, int> definitions, runs;
    for (const QString &line : lines) {
        const QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        Q_ASSERT(f.size() >= 7);
        if (!definitions.contains(f[0])) {
            definitions.insert(f[0], int(input.definitions.size()));
            input.definitions.push_back({f[0], f[0], -1});
        }
        const QString runKey = f[0] + QLatin1Char('/') + f[1];
        if (!runs.contains(runKey)) {
            runs.insert(runKey, int(input.runs.size()));
            LeaderboardRun run;
            run.runIndex = int(input.runs.size());
            run.definition = definitions.value(f[0]);
            run.solution = f[1];
            run.author = f[2];
            input.runs.push_back(run);
        }
        LeaderboardRun &run = input.runs[size_t(runs.value(runKey))];
        run.first = run.first || (f.size() > 7 && f[7] == QLatin1String("#1"));
        LeaderboardCase c;
        c.workload = f[3] == QLatin1String("-") ? QString() : f[3];
        c.bucket = correctnessBucket(f[4]);
        c.passed = c.bucket == CorrectnessBucket::Passed;
        if (f[5].startsWith(QLatin1Char('x')))
            c.speedup = f[5].mid(1).toDouble();
        else if (f[5] != QLatin1String("-"))
            c.latencyNs = f[5].toDouble();
        if (f[6] != QLatin1String("-"))
            c.referenceLatencyNs = f[6].toDouble();
        run.cases.push_back(c);
    }
    return input;
}

QString number(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 6) : QStringLiteral("-");
}

// "name avg defs workloads success win attempted/possible firsts"
QStringList rowsOf(const Leaderboard &board)
{
    QStringList rows;
    for (const LeaderboardRow &row : board.rows)
        rows << QStringLiteral("%1 %2 %3 %4 %5 %6 %7/%8 %9")
                    .arg(row.name, number(row.avgSpeedup))
                    .arg(row.definitions)
                    .arg(row.workloads)
                    .arg(number(row.successRate), number(row.winRate))
                    .arg(row.attempted)
                    .arg(row.possible)
                    .arg(row.firsts);
    return rows;
}

} // namespace

class TestLeaderboard : public QObject
{
    Q_OBJECT

private slots:
    void rules_data();
    void rules();
    void bestCell();
    void correctness_data();
    void correctness();
    void correctnessCounts();
    void fastP_data();
    void fastP();
    void curveIsExact();
};

void TestLeaderboard::rules_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<bool>("bySolution");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("any failed case zeroes a solution")
        << QStringList{u"d s1 A w1 PASSED 1 2"_s, u"d s1 A w2 PASSED 1 4"_s, u"d s1 A w3 INCORRECT_NUMERICAL 1 2"_s} << QString() << false
        << QStringList{u"A 0 1 3 0 0 3/3 0"_s};
    QTest::newRow("a failed case without a baseline still zeroes")
        << QStringList{u"d s1 A w1 PASSED 1 2"_s, u"d s1 A w2 RUNTIME_ERROR - -"_s} << QString() << false
        << QStringList{u"A 0 1 1 0 0 1/1 0"_s};
    QTest::newRow("ratio is baseline over latency, lowest reference per workload")
        << QStringList{u"d s1 A w1 PASSED 2 8"_s, u"d s2 B w1 PASSED 4 4"_s, u"d s2 B w2 PASSED 1 1"_s} << QString() << false
        << QStringList{u"A 2 1 1 1 1 1/2 0"_s, u"B 1 1 2 1 0 2/2 0"_s};
    QTest::newRow("best solution per author")
        << QStringList{u"d s1 A w1 PASSED 2 2"_s, u"d s2 A w1 PASSED 1 2"_s, u"d s3 A w1 TIMEOUT - 2"_s} << QString() << false
        << QStringList{u"A 2 1 1 1 1 3/3 0"_s};
    QTest::newRow("best passed case of a repeated workload")
        << QStringList{u"d s1 A w1 PASSED 4 4"_s, u"d s1 A w1 PASSED 2 4"_s} << QString() << false
        << QStringList{u"A 2 1 1 1 1 1/1 0"_s};
    QTest::newRow("plain mean over definitions, not weighted by workloads")
        << QStringList{u"d1 s1 A w1 PASSED 1 2"_s, u"d1 s1 A w2 PASSED 1 2"_s, u"d1 s1 A w3 PASSED 1 2"_s, u"d2 s2 A v1 PASSED 1 1"_s}
        << QString() << false << QStringList{u"A 1.5 2 4 1 0.5 4/4 0"_s};
    QTest::newRow("ties by name, unscored last")
        << QStringList{u"d s1 B w1 PASSED 1 2"_s, u"d s2 A w1 PASSED 1 2"_s, u"e s3 C v1 PASSED 1 -"_s, u"d s4 D w1 PASSED 4 2"_s}
        << QString() << false << QStringList{u"A 2 1 1 1 1 1/1 0"_s, u"B 2 1 1 1 1 1/1 0"_s, u"D 0.5 1 1 1 0 1/1 0"_s, u"C - 0 0 - - 0/0 0"_s};
    QTest::newRow("no baseline: left out of the comparisons")
        << QStringList{u"d s1 A w1 PASSED 1 -"_s, u"d s1 A w2 PASSED 1 -"_s} << QString() << false << QStringList{u"A - 0 0 - - 0/0 0"_s};
    QTest::newRow("named baseline, not ranked itself")
        << QStringList{u"d base Z w1 PASSED 4 -"_s, u"d base Z w2 PASSED 2 -"_s, u"d s1 A w1 PASSED 2 100"_s, u"d s1 A w2 PASSED 2 100"_s}
        << QStringLiteral("base") << false << QStringList{u"A 1.5 1 2 1 0.5 2/2 0"_s};
    QTest::newRow("workloads the baseline lacks are left out")
        << QStringList{u"d base Z w1 PASSED 4 -"_s, u"d s1 A w1 PASSED 2 -"_s, u"d s1 A w2 PASSED 1 -"_s} << QStringLiteral("base") << false
        << QStringList{u"A 2 1 1 1 1 1/1 0"_s};
    QTest::newRow("a workload the baseline failed has no baseline")
        << QStringList{u"d base Z w1 INCORRECT_SHAPE 1 -"_s, u"d base Z w2 PASSED 3 -"_s, u"d s1 A w1 PASSED 1 -"_s, u"d s1 A w2 PASSED 1 -"_s}
        << QStringLiteral("base") << false << QStringList{u"A 3 1 1 1 1 1/1 0"_s};
    QTest::newRow("baseline named but absent: the reference latency")
        << QStringList{u"d s1 A w1 PASSED 1 3"_s} << QStringLiteral("base") << false << QStringList{u"A 3 1 1 1 1 1/1 0"_s};
    QTest::newRow("KernelIndex runs: the × reference figure, one workload per group")
        << QStringList{u"g s1 A - PASSED x1.5 - #1"_s, u"g s2 B - FAILED - -"_s, u"h s3 A - PASSED x0.5 -"_s} << QString() << false
        << QStringList{u"A 1 2 2 1 0.5 2/2 1"_s, u"B 0 1 1 0 0 1/1 0"_s};
    QTest::newRow("firsts count groups, not runs")
        << QStringList{u"d s1 A w1 PASSED 1 1 #1"_s, u"d s2 A w1 PASSED 1 1 #1"_s, u"e s3 A v1 PASSED 1 1 #1"_s} << QString() << false
        << QStringList{u"A 1 2 2 1 0 3/3 2"_s};
    QTest::newRow("by solution")
        << QStringList{u"d s1 A w1 PASSED 2 2"_s, u"d s2 A w1 PASSED 1 2"_s} << QString() << true
        << QStringList{u"s2 2 1 1 1 1 1/1 0"_s, u"s1 1 1 1 1 0 1/1 0"_s};
    QTest::newRow("coverage: workloads with a baseline × solutions")
        << QStringList{u"d s1 A w1 PASSED 1 1"_s, u"d s1 A w2 PASSED 1 1"_s, u"d s2 A w1 PASSED 1 1"_s} << QString() << false
        << QStringList{u"A 1 1 2 1 0 3/4 0"_s};
}

void TestLeaderboard::rules()
{
    QFETCH(QStringList, lines);
    QFETCH(QString, baseline);
    QFETCH(bool, bySolution);
    QFETCH(QStringList, expected);
    LeaderboardOptions options;
    options.baselineSolution = baseline;
    options.by = bySolution ? LeaderboardBy::Solution : LeaderboardBy::Author;
    QCOMPARE(rowsOf(computeLeaderboard(inputOf(lines), options)), expected);
}

void TestLeaderboard::bestCell()
{
    const Leaderboard board = computeLeaderboard(inputOf(
        {u"d s1 A w1 PASSED 2 2"_s, u"d s2 A w1 PASSED 1 2"_s, u"e s3 A v1 RUNTIME_ERROR - 1"_s, u"f s4 B u1 PASSED 1 -"_s}));
    QCOMPARE(board.rows.size(), size_t(2));
    const LeaderboardCell d = board.cell(0, 0);
    QCOMPARE(d.state, CellState::Scored);
    QCOMPARE(d.solution, QStringLiteral("s2"));
    QCOMPARE(d.avgSpeedup, 2.0);
    QCOMPARE(d.runIndex, 1);
    QCOMPARE(board.cell(0, 1).state, CellState::Failed);
    QCOMPARE(board.cell(0, 2).state, CellState::NotAttempted);
    QCOMPARE(board.cell(1, 2).state, CellState::NoBaseline);
    QCOMPARE(board.cell(7, 0).state, CellState::NotAttempted);
    QCOMPARE(board.maxRatio, 2.0);
    QCOMPARE(board.comparisons, qint64(3));
}

void TestLeaderboard::correctness_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<CorrectnessBucket>("bucket");
    QTest::newRow("PASSED") << u"PASSED"_s << CorrectnessBucket::Passed;
    QTest::newRow("INCORRECT_SHAPE") << u"INCORRECT_SHAPE"_s << CorrectnessBucket::Incorrect;
    QTest::newRow("INCORRECT_NUMERICAL") << u"INCORRECT_NUMERICAL"_s << CorrectnessBucket::Incorrect;
    QTest::newRow("INCORRECT_DTYPE") << u"INCORRECT_DTYPE"_s << CorrectnessBucket::Incorrect;
    QTest::newRow("RUNTIME_ERROR") << u"RUNTIME_ERROR"_s << CorrectnessBucket::RuntimeError;
    QTest::newRow("COMPILE_ERROR") << u"COMPILE_ERROR"_s << CorrectnessBucket::RuntimeError;
    QTest::newRow("TIMEOUT") << u"TIMEOUT"_s << CorrectnessBucket::RuntimeError;
    QTest::newRow("passed (lower case)") << u"passed"_s << CorrectnessBucket::Other;
    QTest::newRow("empty") << u""_s << CorrectnessBucket::Other;
    QTest::newRow("REFERENCE_ERROR") << u"REFERENCE_ERROR"_s << CorrectnessBucket::Other;
}

void TestLeaderboard::correctness()
{
    QFETCH(QString, status);
    QFETCH(CorrectnessBucket, bucket);
    QCOMPARE(correctnessBucket(status), bucket);
}

void TestLeaderboard::correctnessCounts()
{
    const Leaderboard board = computeLeaderboard(inputOf({u"d s1 A w1 PASSED 1 1"_s, u"d s1 A w2 INCORRECT_DTYPE - -"_s,
                                                          u"d s2 A w1 COMPILE_ERROR - -"_s, u"d s2 A w2 WEIRD - -"_s,
                                                          u"e s3 A v1 TIMEOUT - -"_s}));
    QCOMPARE(board.rows.size(), size_t(1));
    const CorrectnessCounts &c = board.rows[0].correctness;
    QCOMPARE(c.total, qint64(5));
    QCOMPARE(c.passed, qint64(1));
    QCOMPARE(c.incorrect, qint64(1));
    QCOMPARE(c.runtimeError, qint64(2));
    QCOMPARE(c.other, qint64(1));
}

void TestLeaderboard::fastP_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("share");
    // ratios 0, 0.5, 2, 2: fast_p counts ratio >= p
    QTest::newRow("0") << 0.0 << 1.0;
    QTest::newRow("0.5") << 0.5 << 0.75;
    QTest::newRow("0.6") << 0.6 << 0.5;
    QTest::newRow("1") << 1.0 << 0.5;
    QTest::newRow("2") << 2.0 << 0.5;
    QTest::newRow("just above 2") << std::nextafter(2.0, 3.0) << 0.0;
}

void TestLeaderboard::fastP()
{
    QFETCH(double, p);
    QFETCH(double, share);
    QCOMPARE(fastPShare({0, 0.5, 2, 2}, p), share);
    QCOMPARE(fastPShare({}, p), 0.0);
}

void TestLeaderboard::curveIsExact()
{
    const std::vector<double> ratios{0, 0, 0.5, 2, 2, 3};
    const RatioCurve curve = ratioCurve(ratios);
    QCOMPARE(curve.p, (std::vector<double>{0, 0.5, 2, 3}));
    QCOMPARE(curve.share, (std::vector<double>{1, 4.0 / 6, 3.0 / 6, 1.0 / 6}));
    // A left step: share[i] holds on (p[i-1], p[i]]; check against fastPShare between and at the points.
    for (size_t i = 1; i < curve.p.size(); ++i) {
        QCOMPARE(fastPShare(ratios, curve.p[i]), curve.share[i]);
        QCOMPARE(fastPShare(ratios, (curve.p[i - 1] + curve.p[i]) / 2), curve.share[i]);
    }
    QCOMPARE(fastPShare(ratios, 3.5), 0.0);
    QVERIFY(ratioCurve({}).p.empty());
}

QTEST_GUILESS_MAIN(TestLeaderboard)
#include "tst_leaderboard.moc"
