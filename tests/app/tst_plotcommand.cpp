// SPDX-License-Identifier: Apache-2.0
// `plot` through the real binary, with no display: DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are
// removed from the child's environment. The seed run inside the embedded sample's source file.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include "../support/headlessrun.h"

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");
const QString kSeed = QStringLiteral("sol-submission-26346");
const QString kTitle = QStringLiteral("003_grouped_query_attention_with_rope_backward · NVIDIA B200 · mean latency");
// FlashInfer-Bench traces (../shared/data, read-only): three trace sets, one folder each.
const QString kTraces = QStringLiteral("../shared/data/flashinfer-bench");
const QStringList kTraceSets {kTraces + QStringLiteral("/fib_all_defs_20260317_141743"), kTraces + QStringLiteral("/fib_all_defs_20260317_141930"),
                              kTraces + QStringLiteral("/fib_all_defs_20260317_142116")};
// The first set holds only the dsa definition's traces, which have no baseline: nothing to score.
const QString kNoScores = kTraceSets.constFirst();
const QString kDigestPrefix = QStringLiteral("sha256:381f22e4759e66ec");

struct Result
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// A crash or a timeout leaves exitCode -1 and no output.
Result run(const QString &program, const QStringList &arguments)
{
    const kie::test::HeadlessRun headless = kie::test::runHeadless(program, arguments, 120000);
    if (!headless.exitedNormally())
        return Result();
    return Result{headless.exitCode, headless.out, headless.err};
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Everything a reader of the SVG sees: the text of <title>, <desc> and every <text>.
QString svgText(const QByteArray &svg, QString *error)
{
    QXmlStreamReader xml(svg);
    QString text;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()
            && (xml.name() == QLatin1String("text") || xml.name() == QLatin1String("title") || xml.name() == QLatin1String("desc")))
            text += xml.readElementText(QXmlStreamReader::IncludeChildElements) + QLatin1Char('\n');
    }
    if (xml.hasError())
        *error = xml.errorString();
    return text;
}

} // namespace

class TestPlotCommand : public QObject
{
    Q_OBJECT
    QString m_program;
    QTemporaryDir m_dir;

    QString plot(const QString &format, const QStringList &extra = {}, const QString &name = QStringLiteral("seed"))
    {
        const QString out = m_dir.filePath(name + QLatin1Char('.') + format);
        const Result result = run(m_program, QStringList{QStringLiteral("plot"), kSample, QStringLiteral("--run"), kSeed,
                                                         QStringLiteral("-o"), out} + extra);
        if (result.exitCode != 0)
            qWarning() << "plot failed:" << result.exitCode << result.err;
        return result.exitCode == 0 ? out : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_program = qEnvironmentVariable("KIE_BUILD_DIR") + QStringLiteral("/app/kernelindex-explorer");
        QVERIFY2(QFile::exists(m_program), qPrintable(m_program));
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(kTraces).isDir(), "run from the repository root: ../shared/data is needed");
    }

    void svgSaysWhatItShows()
    {
        const QString path = plot(QStringLiteral("svg"));
        QVERIFY(!path.isEmpty());
        QString error;
        const QString text = svgText(readAll(path), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(text.contains(kTitle), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("#16")));
        QVERIFY(text.contains(QStringLiteral("run 381f22e4")));
        QVERIFY(text.contains(kDigestPrefix));
        QVERIFY(text.contains(QStringLiteral("KernelIndex Explorer ")));
        QVERIFY(text.contains(QStringLiteral("Not ranked: 1 failed, 1 error, 1 unknown")));
        QVERIFY(text.contains(QStringLiteral("mean latency (µs)")));
    }

    void pdfCarriesTheStamp()
    {
        const QString path = plot(QStringLiteral("pdf"));
        QVERIFY(!path.isEmpty());
        QVERIFY(readAll(path).startsWith("%PDF-"));
        const Result text = run(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
        QCOMPARE(text.exitCode, 0);
        const QString page = QString::fromUtf8(text.out);
        QVERIFY2(page.contains(kDigestPrefix), qPrintable(page));
        QVERIFY(page.contains(QStringLiteral("run 381f22e4")));
        QVERIFY(page.contains(QStringLiteral("KernelIndex Explorer")));
        QVERIFY(page.contains(QStringLiteral("#16")));
        // The metadata: Title, Subject (the stamp), Keywords (the full digest).
        const Result info = run(QStringLiteral("pdfinfo"), {path});
        QCOMPARE(info.exitCode, 0);
        const QString fields = QString::fromUtf8(info.out);
        QVERIFY2(fields.contains(QStringLiteral("Title:           ") + kTitle), qPrintable(fields));
        QVERIFY(fields.contains(QStringLiteral("Subject:         sample-archive.json · run 381f22e4 · ") + kDigestPrefix));
        QVERIFY(fields.contains(QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc")));
        QVERIFY(fields.contains(QStringLiteral("Creator:         KernelIndex Explorer")));
    }

    void pngHasTheRequestedSize()
    {
        const QString path = plot(QStringLiteral("png"), {QStringLiteral("--size"), QStringLiteral("900x600"), QStringLiteral("--dpi"), QStringLiteral("120")});
        QVERIFY(!path.isEmpty());
        const QImage image(path);
        QCOMPARE(image.size(), QSize(900, 600));
        QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 120);
    }

    void sameInputSameBytes_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("svg") << QStringLiteral("svg") << QStringList();
        QTest::newRow("pdf") << QStringLiteral("pdf") << QStringList();
        QTest::newRow("pdf, log, print size") << QStringLiteral("pdf") << QStringList{QStringLiteral("--log"), QStringLiteral("--size"), QStringLiteral("1600x1000"), QStringLiteral("--dpi"), QStringLiteral("200")};
    }
    void sameInputSameBytes()
    {
        QFETCH(QString, format);
        QFETCH(QStringList, extra);
        const QString first = plot(format, extra, QStringLiteral("first"));
        const QString second = plot(format, extra, QStringLiteral("second"));
        QVERIFY(!first.isEmpty() && !second.isEmpty());
        const QByteArray a = readAll(first);
        QVERIFY(!a.isEmpty());
        QVERIFY2(a == readAll(second), "two runs of the same command differ");
    }

    void fastPOfTheGemmGroup()
    {
        const QString out = m_dir.filePath(QStringLiteral("gemm.svg"));
        const Result result = run(m_program, {QStringLiteral("plot"), kSample, QStringLiteral("--group"), QStringLiteral("sample:gemm"),
                                              QStringLiteral("--kind"), QStringLiteral("fast-p"), QStringLiteral("-o"), out});
        QCOMPARE(result.exitCode, 0);
        QString error;
        const QString text = svgText(readAll(out), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(text.contains(QStringLiteral("gemm_n128_k2048 · NVIDIA B200 · fast_p")));
        QVERIFY(text.contains(QStringLiteral("correct)")));
        QVERIFY(text.contains(QStringLiteral("group sample:gemm_n128_k2048")));
    }

    // Integrity before rank (ARCHIVE.md §3): the altered bundle is listed as unranked with its reason
    // and Cinder Dace is #1; with --include-failed-integrity it is ranked, and note and stamp say so.
    void gemmRankingIntegrity_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("says");
        QTest::addColumn<QString>("doesNotSay");
        QTest::newRow("rule") << QStringList() << QStringLiteral("Not ranked: 1 failed, 1 declared ≠ computed")
                              << QStringLiteral("runs failing integrity ranked");
        QTest::newRow("switch on") << QStringList{QStringLiteral("--include-failed-integrity")}
                                   << QStringLiteral("Ranked although declared ≠ computed, for inspection: 1 run")
                                   << QStringLiteral("declared ≠ computed, 1 failed");
    }
    void gemmRankingIntegrity()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, says);
        QFETCH(QString, doesNotSay);
        const QString out = m_dir.filePath(QStringLiteral("gemm-ranking.svg"));
        const Result result = run(m_program, QStringList{QStringLiteral("plot"), kSample, QStringLiteral("--run"), QStringLiteral("sample-fib-gemm-0"),
                                                         QStringLiteral("-o"), out} + extra);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QString error;
        const QString text = svgText(readAll(out), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(text.contains(says), qPrintable(text));
        QVERIFY(!text.contains(doesNotSay));
        QCOMPARE(text.contains(QStringLiteral("runs failing integrity ranked")), !extra.isEmpty());
        QVERIFY(text.contains(extra.isEmpty() ? QStringLiteral("Highlighted: #1 of 3 in this file") : QStringLiteral("Highlighted: #2 of 4 in this file")));
    }

    // The whole file's leaderboard: every author's fast_p curve, no group needed; with --run, that
    // run's author is highlighted and the stamp names the run.
    void leaderboard()
    {
        const QString out = m_dir.filePath(QStringLiteral("leaderboard.svg"));
        Result result = run(m_program, {QStringLiteral("plot"), kSample, QStringLiteral("--kind"), QStringLiteral("leaderboard"), QStringLiteral("-o"), out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QString error;
        QString text = svgText(readAll(out), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(text.contains(QStringLiteral("Leaderboard · definitions: 3 · fast_p of each author")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("fast_p: share of comparisons ≥ p")));
        QVERIFY(text.contains(QStringLiteral("#1 Amber Heron team")));
        QVERIFY(text.contains(QStringLiteral("p = 1")));
        QVERIFY(!text.contains(QStringLiteral("Gilded Quail"))); // #19: below the drawn top 8
        result = run(m_program, {QStringLiteral("plot"), kSample, QStringLiteral("--kind"), QStringLiteral("leaderboard"), QStringLiteral("--run"),
                                 kSeed, QStringLiteral("-o"), out});
        QVERIFY2(result.exitCode == 0, result.err.constData());
        text = svgText(readAll(out), &error);
        QVERIFY2(text.contains(QStringLiteral("run 381f22e4")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("#19 Gilded Quail"))); // the highlighted author is drawn wherever it stands
        QVERIFY(text.contains(QStringLiteral("Highlighted: #19 of")));
    }

    // Every kind in every format: written, the SVG parses and says its title and stamp, the same
    // command twice gives the same SVG and PDF bytes.
    void everyKind_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("stamp");
        QTest::newRow("ranking") << QStringList{kSample, QStringLiteral("--run"), kSeed} << kTitle << QStringLiteral("sample-archive.json · run 381f22e4");
        QTest::newRow("fast-p") << QStringList{kSample, QStringLiteral("--group"), QStringLiteral("sample:gemm"), QStringLiteral("--kind"), QStringLiteral("fast-p")}
                                << QStringLiteral("gemm_n128_k2048 · NVIDIA B200 · fast_p") << QStringLiteral("sample-archive.json · group sample:gemm");
        QTest::newRow("leaderboard") << QStringList{kSample, QStringLiteral("--kind"), QStringLiteral("leaderboard"), QStringLiteral("--log")}
                                     << QStringLiteral("Leaderboard · definitions: 3 · fast_p of each author") << QStringLiteral("sample-archive.json · runs: 31");
        QTest::newRow("heatmap, definitions × authors") << QStringList{kTraces, QStringLiteral("--kind"), QStringLiteral("heatmap")}
                                                        << QStringLiteral("Leaderboard · definitions × authors · speedup over the baseline")
                                                        << QStringLiteral("flashinfer-bench · runs: 3");
        QTest::newRow("heatmap, cases × implementations") << QStringList{kSample, QStringLiteral("--group"), QStringLiteral("sample:gemm"), QStringLiteral("--kind"), QStringLiteral("heatmap")}
                                                          << QStringLiteral("gemm_n128_k2048 · NVIDIA B200 · speedup per case")
                                                          << QStringLiteral("sample-archive.json · group sample:gemm");
        QTest::newRow("heatmap of several files") << QStringList(kTraceSets) + QStringList{QStringLiteral("--kind"), QStringLiteral("heatmap")}
                                                  << QStringLiteral("Leaderboard · definitions × authors · speedup over the baseline")
                                                  << QStringLiteral("fib_all_defs_20260317_141743, fib_all_defs_20260317_141930, fib_all_defs_20260317_142116 · runs: 3");
    }
    void everyKind()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, title);
        QFETCH(QString, stamp);
        for (const QString format : {QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("png")}) {
            QByteArray first;
            for (int time = 0; time < 2; ++time) {
                const QString out = m_dir.filePath(QStringLiteral("kind-%1.%2").arg(time).arg(format));
                QFile::remove(out);
                const Result result = run(m_program, QStringList{QStringLiteral("plot")} + arguments + QStringList{QStringLiteral("-o"), out});
                QVERIFY2(result.exitCode == 0, result.err.constData());
                QVERIFY2(result.err.isEmpty(), result.err.constData()); // a figure written says nothing
                const QByteArray bytes = readAll(out);
                QVERIFY2(bytes.size() > 1000, qPrintable(format));
                if (format == QLatin1String("png")) {
                    QCOMPARE(QImage::fromData(bytes).size(), QSize(1200, 750));
                    break; // PNG bytes depend on the rasteriser; the vector formats are the ones kept in git
                }
                if (time == 0) {
                    first = bytes;
                    continue;
                }
                QVERIFY2(bytes == first, qPrintable(format + QStringLiteral(": two runs of the same command differ")));
            }
            if (format == QLatin1String("svg")) {
                QString error;
                const QString text = svgText(first, &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY2(text.contains(title), qPrintable(text));
                QVERIFY2(text.contains(stamp), qPrintable(text));
                QVERIFY(text.contains(QStringLiteral("KernelIndex Explorer ")));
            }
        }
    }

    // A file whose runs form one comparison group needs no --group: that group is drawn, and a command
    // that succeeds writes nothing on stderr, with no XDG_RUNTIME_DIR as in a CI job, in any language.
    void oneGroupNeedsNoName_data()
    {
        QTest::addColumn<QStringList>("language");
        QTest::addColumn<QString>("title");
        QTest::newRow("en") << QStringList() << kTitle;
        QTest::newRow("de") << QStringList{QStringLiteral("--lang"), QStringLiteral("de")}
                            << QStringLiteral("003_grouped_query_attention_with_rope_backward · NVIDIA B200");
    }
    void oneGroupNeedsNoName()
    {
        QFETCH(QStringList, language);
        QFETCH(QString, title);
        const QString out = m_dir.filePath(QStringLiteral("one-group.svg"));
        QFile::remove(out);
        const Result result = run(m_program, QStringList{QStringLiteral("plot"), QStringLiteral("../shared/fixtures/seed/manifest.json"),
                                                         QStringLiteral("-o"), out} + language);
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.err.isEmpty(), result.err.constData());
        QVERIFY(result.out.isEmpty());
        QString error;
        const QString text = svgText(readAll(out), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(text.contains(title), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("#1")));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("/tmp/kie-never-written.svg");
        QTest::newRow("no -o") << QStringList{kSample, QStringLiteral("--run"), kSeed} << 2 << QStringLiteral("-o OUT");
        // Several groups: which one is asked, and how to list them.
        QTest::newRow("nothing named") << QStringList{kSample, QStringLiteral("-o"), out} << 2 << QStringLiteral("comparison groups: name what to draw with --group KEY or --run X (`rank` lists them)");
        QTest::newRow("unknown run") << QStringList{kSample, QStringLiteral("--run"), QStringLiteral("nobody"), QStringLiteral("-o"), out} << 1
                                     << QStringLiteral("No run has the id, name or record digest \"nobody\"");
        QTest::newRow("unknown group") << QStringList{kSample, QStringLiteral("--group"), QStringLiteral("sha256:ffff"), QStringLiteral("-o"), out} << 1
                                       << QStringLiteral("no comparison group has the key sha256:ffff");
        QTest::newRow("run outside group") << QStringList{kSample, QStringLiteral("--run"), kSeed, QStringLiteral("--group"), QStringLiteral("sample:gemm"), QStringLiteral("-o"), out}
                                           << 1 << QStringLiteral("is not in the comparison group");
        QTest::newRow("bad size") << QStringList{kSample, QStringLiteral("--run"), kSeed, QStringLiteral("--size"), QStringLiteral("big"), QStringLiteral("-o"), out} << 2
                                  << QStringLiteral("--size takes WIDTHxHEIGHT");
        QTest::newRow("bad format") << QStringList{kSample, QStringLiteral("--run"), kSeed, QStringLiteral("--format"), QStringLiteral("gif"), QStringLiteral("-o"), out} << 2
                                    << QStringLiteral("Unknown format: gif");
        // The seed's group has no per-case results: no cases × implementations heatmap, and no file.
        QTest::newRow("heatmap without cases") << QStringList{kSample, QStringLiteral("--run"), kSeed, QStringLiteral("--kind"), QStringLiteral("heatmap"), QStringLiteral("-o"), out} << 1
                                               << QStringLiteral("nothing to draw: No run in this group has per-case results");
        // A group's fast_p runs without cases: no author has a comparison against a baseline.
        QTest::newRow("leaderboard without scores") << QStringList{kNoScores, QStringLiteral("--kind"), QStringLiteral("leaderboard"), QStringLiteral("-o"), out} << 1
                                                    << QStringLiteral("nothing to draw: No author could be scored");
        QTest::newRow("heatmap without scores") << QStringList{kNoScores, QStringLiteral("--kind"), QStringLiteral("heatmap"), QStringLiteral("-o"), out} << 1
                                                << QStringLiteral("nothing to draw: No author could be scored in any definition");
        QTest::newRow("unreadable file") << QStringList{QStringLiteral("/nonexistent.json"), QStringLiteral("--run"), kSeed, QStringLiteral("-o"), out} << 2
                                         << QStringLiteral("/nonexistent.json");
        QTest::newRow("device target") << QStringList{kSample, QStringLiteral("--run"), kSeed, QStringLiteral("-o"), QStringLiteral("/dev/null")} << 2
                                       << QStringLiteral("Could not write /dev/null");
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Result result = run(m_program, QStringList{QStringLiteral("plot")} + arguments);
        QCOMPARE(result.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(result.err).contains(message), result.err.constData());
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/kie-never-written.svg")));
    }

    // The output rule (safewrite.h): an input is never the figure, however -o names it; the input
    // is left as it was and nothing is drawn.
    void refusesToWriteOverAnInput_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("the same path") << QStringLiteral("same");
        QTest::newRow("a link to the input") << QStringLiteral("link");
        QTest::newRow("the second input") << QStringLiteral("second");
    }

    void refusesToWriteOverAnInput()
    {
        QFETCH(QString, how);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("s.json"));
        QVERIFY(QFile::copy(kSample, copy));
        const QString seed = dir.filePath(QStringLiteral("seed.json"));
        QVERIFY(QFile::copy(QStringLiteral("../shared/fixtures/seed/manifest.json"), seed));
        QFile original(copy);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray before = original.readAll();
        original.close();
        QString out = copy;
        if (how == QLatin1String("link")) {
            out = dir.filePath(QStringLiteral("figure.svg"));
            QVERIFY(QFile::link(copy, out));
        } else if (how == QLatin1String("second")) {
            out = seed;
        }
        const Result result = run(m_program, {QStringLiteral("plot"), copy, seed, QStringLiteral("--run"), kSeed, QStringLiteral("-o"), out});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(QString::fromUtf8(result.err).contains(QStringLiteral("nothing was written")), result.err.constData());
        QVERIFY(original.open(QIODevice::ReadOnly));
        QCOMPARE(original.readAll(), before);
    }

    void helpListsIt()
    {
        const Result top = run(m_program, {QStringLiteral("--help")});
        QCOMPARE(top.exitCode, 0);
        QVERIFY(top.out.contains("  plot "));
        const Result own = run(m_program, {QStringLiteral("plot"), QStringLiteral("--help")});
        QCOMPARE(own.exitCode, 0);
        QVERIFY2(own.err.isEmpty(), own.err.constData());
        // The program's name, not the path it was started by.
        QVERIFY2(own.out.startsWith("Usage: kernelindex-explorer plot [options] FILE..."), own.out.constData());
        for (const char *option : {"--group", "--run", "--kind", "--format", "--size", "--dpi", "--log", "--output", "--lang"})
            QVERIFY2(own.out.contains(option), option);
    }
};

QTEST_GUILESS_MAIN(TestPlotCommand)
#include "tst_plotcommand.moc"
