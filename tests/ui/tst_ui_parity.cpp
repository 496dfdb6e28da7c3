// SPDX-License-Identifier: Apache-2.0
// One truth: the same workspaces opened in the window and given to the commands, compared fact by fact.
// `summary` against the Leaderboard's rows, `verify` against the integrity summary the window shows,
// `rank` against the ranking plot's bars group by group, `compare` against the Compare view's rows.
// (`show` against the run page: tst_ui_runfacts.) Each side reads its facts from what it shows or
// prints, so the test fails only where the two front ends disagree.
#include "archive.h"
#include "clirun.h"
#include "compareview.h"
#include "comparisonmodel.h"
#include "figure.h"
#include "leaderboardmodel.h"
#include "leaderboardview.h"
#include "mainwindow.h"
#include "rankingplot.h"
#include "statebadge.h"
#include "../support/isolatedsettings.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using kie::ui::MainWindow;
using kie::test::runCli;
using namespace Qt::StringLiterals;

namespace {

const QString kSample = u"resources/sample-archive.json"_s;
const QString kSeed = u"../shared/fixtures/seed/manifest.json"_s;
const QString kTraces = u"../shared/data/flashinfer-bench"_s;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A RunArchive holding the seed's bundle and a copy of it whose carried protocol says another timer
// (the run itself unchanged, renamed so that a command can name it).
QByteArray tamperedTwin()
{
    const QJsonObject genuine = QJsonDocument::fromJson(readAll(kSeed)).object();
    QJsonObject copy = genuine;
    QJsonObject run = copy[u"run"_s].toObject();
    QJsonObject meta = run[u"metadata"_s].toObject();
    meta[u"name"_s] = QString(meta[u"name"_s].toString() + u"-copy"_s);
    run[u"metadata"_s] = meta;
    copy[u"run"_s] = run;
    QJsonObject protocol = copy[u"protocol"_s].toObject();
    QJsonObject spec = protocol[u"spec"_s].toObject();
    QJsonObject measurement = spec[u"measurement"_s].toObject();
    measurement[u"timer"_s] = u"wall_clock"_s;
    spec[u"measurement"_s] = measurement;
    protocol[u"spec"_s] = spec;
    copy[u"protocol"_s] = protocol;
    const QJsonObject archive{{u"apiVersion"_s, u"kernelindex.dev/v1alpha1"_s},
                              {u"kind"_s, u"RunArchive"_s},
                              {u"metadata"_s, QJsonObject{{u"name"_s, u"tampered-twin"_s}, {u"title"_s, u"Tampered twin"_s}}},
                              {u"items"_s, QJsonArray{genuine, copy}}};
    return QJsonDocument(archive).toJson(QJsonDocument::Compact);
}

QJsonObject jsonOf(const kie::test::CliOutput &output)
{
    return QJsonDocument::fromJson(output.out.toUtf8()).object();
}

// "31 runs · 76 verified · 1 declared ≠ computed …" and verify's "31 runs, 76 verified, …": the counts
// by their words, 0 where a part is left out.
QMap<QString, int> countsIn(const QString &text)
{
    QMap<QString, int> counts;
    for (const QString &word : {u"run"_s, u"verified"_s, u"declared ≠ computed"_s, u"not in archive"_s, u"invalid signature"_s}) {
        const QRegularExpression pattern(u"(\\d+) "_s + QRegularExpression::escape(word) + u"(s?)\\b"_s);
        const QRegularExpressionMatch match = pattern.match(text);
        counts[word] = match.hasMatch() ? match.captured(1).toInt() : 0;
    }
    return counts;
}

} // namespace

class TestUiParity : public QObject
{
    Q_OBJECT
    QTemporaryDir m_settings;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;

    bool open(const QStringList &inputs)
    {
        QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
        QSignalSpy failed(m_window.get(), &MainWindow::loadFailed);
        m_window->openPaths(inputs);
        return QTest::qWaitFor([&] { return !changed.isEmpty() || !failed.isEmpty(); }, 60000) && !changed.isEmpty()
            && QTest::qWaitFor([&] { return !m_window->hasBackgroundWork(); }, 60000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        kie::test::isolateSettings(m_settings.path());
        QVERIFY2(QFile::exists(kSeed), "run from the repository root: ../shared is needed");
        QVERIFY(writeFile(m_files.filePath(u"twin.json"_s), tamperedTwin()));
        const QByteArray sample = readAll(kSample);
        QVERIFY(writeFile(m_files.filePath(u"sample-half.json"_s), sample.left(sample.size() / 2)));
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1400, 900);
        m_window->show();
    }

    void cleanupTestCase() { m_window.reset(); }

    void workspaces_data()
    {
        QTest::addColumn<QStringList>("inputs");
        QTest::newRow("the seed alone") << QStringList{kSeed};
        QTest::newRow("the sample") << QStringList{kSample};
        QTest::newRow("the sample and the seed (one shared record)") << QStringList{kSample, kSeed};
        QTest::newRow("three FlashInfer-Bench folders")
            << QStringList{kTraces + u"/fib_all_defs_20260317_141743"_s, kTraces + u"/fib_all_defs_20260317_141930"_s,
                           kTraces + u"/fib_all_defs_20260317_142116"_s};
        QTest::newRow("a tampered twin") << QStringList{u"twin.json"_s};
        QTest::newRow("the sample cut in half") << QStringList{u"sample-half.json"_s};
    }

    void workspaces()
    {
        QFETCH(QStringList, inputs);
        for (QString &input : inputs) {
            if (!input.contains(QLatin1Char('/')))
                input = m_files.filePath(input);
        }
        QVERIFY(open(inputs));
        const std::shared_ptr<const kie::Archive> shown = m_window->archive();
        QVERIFY(shown);

        leaderboardRows(inputs);
        integrity(inputs);
        rankingBars(inputs, *shown);
        compareRows(inputs, *shown);
    }

private:
    // `summary --json` = the Leaderboard tab's rows, in order.
    void leaderboardRows(const QStringList &inputs)
    {
        const auto summary = runCli(QStringList{u"summary"_s, u"--json"_s} + inputs);
        QCOMPARE(summary.exitCode, 0);
        const QJsonArray printed = jsonOf(summary)[u"authors"_s].toArray();
        auto *view = m_window->findChild<kie::ui::LeaderboardView *>(u"leaderboardView"_s);
        auto *pages = m_window->findChild<QTabWidget *>(u"pages"_s);
        QVERIFY(view && pages);
        pages->setCurrentWidget(view);
        QVERIFY(QTest::qWaitFor([view] { return !view->isComputing(); }, 60000));
        const kie::Leaderboard &board = view->model()->leaderboard();
        QCOMPARE(qsizetype(board.rows.size()), printed.size());
        for (size_t i = 0; i < board.rows.size(); ++i) {
            const QJsonObject row = printed.at(qsizetype(i)).toObject();
            QCOMPARE(board.rows[i].name, row[u"author"_s].toString());
            QCOMPARE(board.rows[i].firsts, row[u"firsts"_s].toInt());
            QCOMPARE(board.rows[i].correctness.passed, row[u"correctness"_s].toObject()[u"passed"_s].toInt());
            QCOMPARE(board.rows[i].correctness.total, row[u"correctness"_s].toObject()[u"total"_s].toInt());
            QCOMPARE(board.rows[i].definitions, row[u"definitions"_s].toInt());
            const QJsonValue avgSpeedup = row[u"avgSpeedup"_s];
            QCOMPARE(board.rows[i].avgSpeedup.has_value(), !avgSpeedup.isNull());
            if (board.rows[i].avgSpeedup)
                QCOMPARE(*board.rows[i].avgSpeedup, avgSpeedup.toDouble());
        }
        pages->setCurrentIndex(0);
    }

    // `verify` = the integrity summary in the status bar (one file: verify reads one).
    void integrity(const QStringList &inputs)
    {
        if (inputs.size() != 1 || QFileInfo(inputs.front()).isDir())
            return;
        const auto verify = runCli({u"verify"_s, inputs.front()});
        QVERIFY2(verify.exitCode == 0 || verify.exitCode == 1, qPrintable(verify.err));
        QString result;
        for (const QString &line : verify.out.split(QLatin1Char('\n'))) {
            if (line.startsWith(u"result\t"_s))
                result = line;
        }
        QVERIFY(!result.isEmpty());
        QCOMPARE(countsIn(m_window->integrityStatus()->text()), countsIn(result));
    }

    // `rank --json` = the ranking plot's bars, group by group (groups matched by key).
    void rankingBars(const QStringList &inputs, const kie::Archive &shown)
    {
        const auto rank = runCli(QStringList{u"rank"_s, u"--json"_s} + inputs);
        QCOMPARE(rank.exitCode, 0);
        const QJsonArray groups = jsonOf(rank)[u"groups"_s].toArray();
        QCOMPARE(qsizetype(shown.ranking.groups.size()), groups.size());
        for (size_t g = 0; g < shown.ranking.groups.size(); ++g) {
            QJsonObject printed;
            for (const QJsonValue &group : groups) {
                if (group[u"key"_s].toString() == shown.ranking.groups[g].key)
                    printed = group.toObject();
            }
            QVERIFY2(!printed.isEmpty(), qPrintable(shown.ranking.groups[g].key));
            m_window->selectGroup(int(g));
            const kie::Figure &figure = m_window->rankingPlot()->figure();
            const QJsonArray ranked = printed[u"ranked"_s].toArray();
            QCOMPARE(qsizetype(figure.bars.size()), ranked.size());
            for (size_t b = 0; b < figure.bars.size(); ++b) {
                const QJsonObject run = ranked.at(qsizetype(b)).toObject();
                QCOMPARE(shown.runs[size_t(figure.bars[b].runIndex)].meta.name, run[u"name"_s].toString());
                QCOMPARE(figure.bars[b].valueNs, run[u"latencyNs"_s].toDouble());
                QVERIFY(figure.bars[b].label.startsWith(u"#%1 "_s.arg(run[u"rank"_s].toInt()))
                        || figure.bars[b].label.contains(u"#%1 "_s.arg(run[u"rank"_s].toInt())));
            }
        }
        m_window->selectGroup(-1);
    }

    // `compare --json` = the Compare view's rows, for every run beside its group's #1, and the twin's
    // two copies beside each other.
    void compareRows(const QStringList &inputs, const kie::Archive &shown)
    {
        std::vector<std::pair<int, int>> pairs;
        for (size_t r = 0; r < shown.runs.size() && pairs.size() < 12; ++r) {
            const int best = shown.ranking.bestOfGroupOf(int(r));
            if (best >= 0 && best != int(r))
                pairs.emplace_back(int(r), best);
        }
        if (shown.runs.size() == 2 && shown.runs[0].meta.name + u"-copy"_s == shown.runs[1].meta.name)
            pairs.emplace_back(1, 0);
        for (const auto &[a, b] : pairs) {
            const QString nameA = shown.runs[size_t(a)].meta.name, nameB = shown.runs[size_t(b)].meta.name;
            const auto compare = runCli(QStringList{u"compare"_s, u"--json"_s, u"--run"_s, nameA, u"--with"_s, nameB} + inputs);
            QVERIFY2(compare.exitCode == 0 || compare.exitCode == 1, qPrintable(compare.err));
            const QJsonArray fields = jsonOf(compare)[u"fields"_s].toArray();
            m_window->showCompare(a, b);
            const QAbstractItemModel *model = m_window->compareView()->model();
            QCOMPARE(qsizetype(model->rowCount()), fields.size());
            for (int row = 0; row < model->rowCount(); ++row) {
                const QJsonObject field = fields.at(row).toObject();
                const auto cell = [&](int column, int role) { return model->index(row, column).data(role); };
                QCOMPARE(cell(0, kie::ComparisonModel::FieldKeyRole).toString(), field[u"key"_s].toString());
                QCOMPARE(cell(kie::ComparisonModel::ThisRun, Qt::ToolTipRole).toString(), field[u"a"_s].toString());
                QCOMPARE(cell(kie::ComparisonModel::Other, Qt::ToolTipRole).toString(), field[u"b"_s].toString());
                QCOMPARE(cell(0, kie::ComparisonModel::DifferentRole).toBool(), field[u"change"_s].toString() != u"same"_s);
            }
            // ARCHIVE.md §3: each copy shows the protocol it carries, so the twin's timers differ.
            if (nameB + u"-copy"_s == nameA) {
                const int timer = static_cast<const kie::ComparisonModel *>(model)->rowOfField(u"timer"_s);
                QVERIFY(timer >= 0);
                QCOMPARE(model->index(timer, kie::ComparisonModel::ThisRun).data(Qt::ToolTipRole).toString(), u"wall_clock"_s);
                QVERIFY(model->index(timer, 0).data(kie::ComparisonModel::DifferentRole).toBool());
            }
        }
    }
};

QTEST_MAIN(TestUiParity)
#include "tst_ui_parity.moc"
