// SPDX-License-Identifier: Apache-2.0
#include "canonicaljson.h"
#include "formatting.h"
#include "runfacts.h"
#include "tablewriter.h"
#include "records.h"

#include <QLocale>
#include <QTest>

#include <limits>

using namespace kie;

class TestFormatting : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        // The expected strings are English; the machine's locale must not decide the outcome.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void cleanup() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void latency_data()
    {
        QTest::addColumn<double>("ns");
        QTest::addColumn<QString>("text");
        const auto row = [](const char *name, double ns, const char *text) {
            QTest::newRow(name) << ns << QString::fromUtf8(text);
        };
        row("seed mean", 485961, "486.0 µs");
        row("four digits in µs", 1234, "1.234 µs");
        row("two digits in ns", 12, "12.00 ns");
        row("three digits in ns", 123.44, "123.4 ns");
        row("one ns", 1, "1.000 ns");
        row("seconds", 1.5e9, "1.500 s");
        row("milliseconds", 485.961e6, "486.0 ms");
        row("rounds up into µs", 999.95, "1.000 µs");
        row("stays in ns", 999.94, "999.9 ns");
        row("rounds up into ms", 999950, "1.000 ms");
        row("rounds up into s", 999.96e6, "1.000 s");
        row("rounds up a digit", 9.9996, "10.00 ns");
        row("rounds up two digits", 99.996, "100.0 ns");
        row("below a nanosecond", 0.5, "0.5000 ns");
        row("far below a nanosecond", 0.012346, "0.01235 ns");
        row("zero", 0, "0.000 ns");
        row("a thousand seconds", 1e12, "1000 s");
        row("an hour", 3.6e12, "3600 s");
        row("beyond four digits of seconds", 1.23456e13, "12350 s");
        row("negative", -1234, "-1.234 µs");
        row("exact tie rounds up", 1234.5, "1.235 µs");
        row("exact tie in ns", 12.125, "12.13 ns");
        row("just below a tie", 12.344999, "12.34 ns");
        row("binary value below the decimal tie", 100.05, "100.0 ns"); // 100.049999999999997…
        row("tie that carries", 9999.5, "10.00 µs");
        row("still whole seconds", 9.9994e15, "9999000 s");
        row("past whole seconds", 1.23456e16, "1.235e7 s");
        row("the largest double", 1.7976931348623157e308, "1.798e299 s");
        row("still plain below a ns", 0.00012346, "0.0001235 ns");
        row("past plain below a ns", 0.000012346, "1.235e-5 ns");
        row("the smallest double", 4.9406564584124654e-324, "4.941e-324 ns");
        row("negative and large", -1e300, "-1.000e291 s");
    }
    // Archive text is never layout: what reorders or hides text is shown as U+FFFD (shownText).
    void elideMiddle_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("max");
        QTest::addColumn<QString>("shown");
        const QString fib = QStringLiteral("gpt-5.2_dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64_cuda_optimized_r10_c0_high");
        QTest::newRow("fits") << QStringLiteral("Gilded Quail") << 22 << QStringLiteral("Gilded Quail");
        QTest::newRow("exactly") << QStringLiteral("abcdefghij") << 10 << QStringLiteral("abcdefghij");
        QTest::newRow("one over") << QStringLiteral("abcdefghijk") << 10 << QStringLiteral("abc\u2026fghijk");
        QTest::newRow("FlashInfer-Bench name") << fib << 22 << QStringLiteral("gpt-5.2_\u2026d_r10_c0_high");
        QTest::newRow("too small for both ends") << fib << 2 << QStringLiteral("\u2026");
        // U+1F680 is two UTF-16 units: never half of one at either end.
        QTest::newRow("pair at the start's end") << QStringLiteral("ab\U0001F680cdefghijklmn") << 10 << QStringLiteral("ab\u2026ijklmn");
        QTest::newRow("pair at the end's start") << QStringLiteral("abcdefghijklm\U0001F680xyzab") << 10 << QStringLiteral("abc\u2026xyzab");
    }
    void elideMiddle()
    {
        QFETCH(QString, text);
        QFETCH(int, max);
        QFETCH(QString, shown);
        const QString result = kie::elideMiddle(text, max);
        QCOMPARE(result, shown);
        QVERIFY(result.size() <= std::max(max, 1));
        for (qsizetype i = 0; i < result.size(); ++i) // no unpaired surrogate
            QVERIFY(!result.at(i).isSurrogate() || (result.at(i).isHighSurrogate() && i + 1 < result.size() && result.at(i + 1).isLowSurrogate())
                    || (result.at(i).isLowSurrogate() && i > 0 && result.at(i - 1).isHighSurrogate()));
    }

    void shownText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("keepBreaks");
        QTest::addColumn<QString>("shown");
        const QString r = QStringLiteral("\uFFFD");
        QTest::newRow("plain") << QStringLiteral("Gilded Quail · b200") << false << QStringLiteral("Gilded Quail · b200");
        QTest::newRow("right-to-left override") << QStringLiteral("\u202Eliauq dedliG") << false << r + QStringLiteral("liauq dedliG");
        QTest::newRow("embeddings and pop") << QStringLiteral("a\u202Ab\u202Bc\u202Cd\u202De") << false
                                            << QStringLiteral("a%1b%1c%1d%1e").arg(r);
        QTest::newRow("isolates") << QStringLiteral("\u2066x\u2067y\u2068z\u2069") << false << QStringLiteral("%1x%1y%1z%1").arg(r);
        QTest::newRow("marks stay") << QStringLiteral("a\u200Eb\u200Fc\u061Cd") << false << QStringLiteral("a\u200Eb\u200Fc\u061Cd");
        QTest::newRow("right-to-left script stays") << QStringLiteral("\u05E9\u05DC\u05D5\u05DD abc") << false
                                                    << QStringLiteral("\u05E9\u05DC\u05D5\u05DD abc");
        QTest::newRow("C0, DEL, C1") << QStringLiteral("a\u0001b\u0007c\u001Bd\u007Fe\u0085f\u009Fg") << false
                                     << QStringLiteral("a%1b%1c%1d%1e%1f%1g").arg(r);
        QTest::newRow("one line: breaks and tabs go") << QStringLiteral("a\nb\tc\rd\u2028e\u2029f") << false
                                                       << QStringLiteral("a%1b%1c%1d%1e%1f").arg(r);
        QTest::newRow("lines: breaks and tabs stay") << QStringLiteral("a\nb\tc\rd\u2028e") << true
                                                     << QStringLiteral("a\nb\tc%1d\u2028e").arg(r);
        QTest::newRow("a pair beyond the BMP stays") << QStringLiteral("ok \U0001F680") << false << QStringLiteral("ok \U0001F680");
        QTest::newRow("lone surrogates") << QString(QChar(0xD800)) + u'x' + QChar(0xDC00) << false << r + u'x' + r;
        QTest::newRow("non-characters") << QStringLiteral("a\uFFFEb\uFFFFc") << false << QStringLiteral("a%1b%1c").arg(r);
        QTest::newRow("empty") << QString() << false << QString();
    }
    void shownText()
    {
        QFETCH(QString, text);
        QFETCH(bool, keepBreaks);
        QFETCH(QString, shown);
        const QString got = kie::shownText(text, keepBreaks ? kie::LineBreaks::Keep : kie::LineBreaks::Replace);
        QCOMPARE(got, shown);
        if (got == text && !text.isEmpty())
            QCOMPARE(got.constData(), text.constData()); // nothing to replace: shared, not copied
        QCOMPARE(kie::shownDisplay(QVariant(text)).toString(), kie::shownText(text));
        QCOMPARE(kie::shownDisplay(QVariant(42)), QVariant(42));
    }

    // A title of megabytes is shown cut, saying how much more there is: laying it out took Qt minutes.
    void shownTextIsBounded()
    {
        const QString huge(20 << 20, QLatin1Char('T'));
        const QString one = kie::shownText(huge);
        // (Without a catalogue Qt leaves the plural's "(s)"; the window's catalogues resolve it.)
        const auto more = [](qsizetype n) { return QStringLiteral("\u2026 (%1 more character(s))").arg(n); };
        QCOMPARE(one, QString(kie::kShownLineLimit, QLatin1Char('T')) + more(huge.size() - kie::kShownLineLimit));
        // Lines are cut one by one; the whole stops at the total, and says what is left.
        const QString line = QString(3 * kie::kShownLineLimit, QLatin1Char('x'));
        const QString twoLong = kie::shownText(line + QLatin1Char('\n') + QStringLiteral("short"), kie::LineBreaks::Keep);
        QCOMPARE(twoLong, QString(kie::kShownLineLimit, QLatin1Char('x')) + more(20000) + QStringLiteral("\nshort"));
        QStringList many(500, QString(1000, QLatin1Char('y')));
        const QString manyShown = kie::shownText(many.join(QLatin1Char('\n')), kie::LineBreaks::Keep);
        QVERIFY(manyShown.size() < kie::kShownTotalLimit + 1100);
        QVERIFY2(manyShown.endsWith(QStringLiteral("more character(s))")), qPrintable(manyShown.right(40)));
        // The manifest's text has no total limit: every line is there.
        const QString manifest = kie::shownText(many.join(QLatin1Char('\n')), kie::LineBreaks::Keep, -1);
        QCOMPARE(manifest, many.join(QLatin1Char('\n')));
        // Never half of a pair.
        const QString pair = QString(kie::kShownLineLimit - 1, QLatin1Char('a')) + QStringLiteral("\U0001F680") + QStringLiteral("zz");
        QCOMPARE(kie::shownText(pair), QString(kie::kShownLineLimit - 1, QLatin1Char('a')) + more(4));
        // Short text is untouched, and not copied.
        const QString shortText = QStringLiteral("Gilded Quail");
        QCOMPARE(kie::shownText(shortText).constData(), shortText.constData());
    }

    void latency()
    {
        QFETCH(double, ns);
        QFETCH(QString, text);
        QCOMPARE(formatLatencyNs(ns), text);
    }

    void latencyNotFinite()
    {
        QCOMPARE(formatLatencyNs(std::numeric_limits<double>::quiet_NaN()), QStringLiteral("not a number"));
        QCOMPARE(formatLatencyNs(std::numeric_limits<double>::infinity()), QStringLiteral("not a number"));
    }

    void derivedFigures()
    {
        QCOMPARE(formatSolScore(0.554246), QStringLiteral("SOL 0.5542"));
        QCOMPARE(formatSolScore(1.0), QStringLiteral("SOL 1.0000"));
        QCOMPARE(formatSpeedup(1.2219), QString::fromUtf8("1.22× reference"));
        QCOMPARE(formatSpeedup(0.5), QString::fromUtf8("0.50× reference"));
        QCOMPARE(formatCasesFaster(15, 16), QStringLiteral("15/16 cases faster"));
        QCOMPARE(formatCasesFaster(0, 3), QStringLiteral("0/3 cases faster"));
    }

    // The English words of the command line resolve plurals as an untranslated tr() would.
    void englishWords_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no plural") << QStringLiteral("SOL %1") << -1 << QStringLiteral("SOL %1");
        QTest::newRow("one") << QStringLiteral("suite of %n case(s)") << 1 << QStringLiteral("suite of 1 case");
        QTest::newRow("several") << QStringLiteral("suite of %n case(s)") << 16 << QStringLiteral("suite of 16 cases");
        QTest::newRow("zero") << QStringLiteral("%n run(s)") << 0 << QStringLiteral("0 runs");
    }
    void englishWords()
    {
        QFETCH(QString, source);
        QFETCH(int, n);
        QFETCH(QString, expected);
        const QByteArray utf8 = source.toUtf8();
        QCOMPARE(kie::wordsText(kie::Words::English, "kie::Formatting", utf8.constData(), n), expected);
        // No translator installed: the source text, "%n" filled in ("(s)" is left to an English .ts).
        QCOMPARE(kie::wordsText(kie::Words::Translated, "kie::Formatting", utf8.constData(), n),
                 QString(source).replace(QLatin1String("%n"), QString::number(n)));
    }

    void hardwareAndHarness_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<QString>("harness");
        QTest::newRow("both") << QStringLiteral("NVIDIA B200") << QStringLiteral("sm_100")
                              << QStringLiteral("NVIDIA B200 (sm_100)") << QStringLiteral("NVIDIA B200 sm_100");
        QTest::newRow("first only") << QStringLiteral("NVIDIA B200") << QString() << QStringLiteral("NVIDIA B200")
                                    << QStringLiteral("NVIDIA B200");
        QTest::newRow("second only") << QString() << QStringLiteral("v1.1") << QStringLiteral("v1.1")
                                     << QStringLiteral("v1.1");
        QTest::newRow("neither") << QString() << QString() << QString() << QString();
    }
    void hardwareAndHarness()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(QString, hardware);
        QFETCH(QString, harness);
        EnvironmentRecord environment;
        environment.product = first;
        environment.architecture = second;
        QCOMPARE(formatHardware(environment), hardware);
        ProtocolRecord protocol;
        protocol.harnessName = first;
        protocol.harnessVersion = second;
        QCOMPARE(formatHarness(protocol), harness);
    }

    void germanDecimalComma()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(formatLatencyNs(485961), QString::fromUtf8("486,0 µs"));
        QCOMPARE(formatLatencyNs(0.5), QStringLiteral("0,5000 ns"));
        QCOMPARE(formatSolScore(0.554246), QStringLiteral("SOL 0,5542"));
        QCOMPARE(formatSpeedup(1.2219), QString::fromUtf8("1,22× reference"));
    }

    // An axis or metric value, the one way the run page and `show` write it: numbers as rawNumber
    // (not QVariant's "1e-07"), maps and lists as canonical JSON (keys sorted, no spaces).
    void recordValueText_data()
    {
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("double") << QVariant(0.554246) << QStringLiteral("0.554246");
        QTest::newRow("small double") << QVariant(1e-7) << QStringLiteral("1e-7");
        QTest::newRow("large double") << QVariant(1e21) << QStringLiteral("1e+21");
        QTest::newRow("integral double") << QVariant(16.0) << QStringLiteral("16");
        QTest::newRow("int") << QVariant(15) << QStringLiteral("15");
        QTest::newRow("string") << QVariant(QStringLiteral("bf16")) << QStringLiteral("bf16");
        QTest::newRow("bool") << QVariant(true) << QStringLiteral("true");
        QTest::newRow("list") << QVariant(QVariantList{1, QStringLiteral("x"), 0.5}) << QStringLiteral("[1,\"x\",0.5]");
        QTest::newRow("map, keys sorted") << QVariant(QVariantMap{{QStringLiteral("b"), 1e-7}, {QStringLiteral("a"), QVariant()}})
                                          << QStringLiteral("{\"a\":null,\"b\":1e-7}");
    }
    void recordValueText()
    {
        QFETCH(QVariant, value);
        QFETCH(QString, text);
        QCOMPARE(kie::recordValueText(value), text);
        if (value.typeId() == QMetaType::Double)
            QCOMPARE(text, kie::rawNumber(value.toDouble()));
        if (text.startsWith(QLatin1Char('[')) || text.startsWith(QLatin1Char('{'))) // canonical: stable
            QCOMPARE(kie::canonicalizeJsonText(text.toUtf8(), nullptr), text.toUtf8());
    }

    void metrics_data()
    {
        QTest::addColumn<bool>("hasSourceNative");
        QTest::addColumn<QVariantMap>("metrics");
        QTest::addColumn<QString>("sol");
        QTest::addColumn<QString>("speedup");
        QTest::addColumn<QString>("faster");

        const QVariantMap seed{{QStringLiteral("sol_score"), 0.554246},
                               {QStringLiteral("latency_ms"), 0.485961},
                               {QStringLiteral("avg_speedup"), 1.2219},
                               {QStringLiteral("fast_1_count"), 15},
                               {QStringLiteral("fast_1_total"), 16}};
        QTest::newRow("seed") << true << seed << QStringLiteral("SOL 0.5542") << QString::fromUtf8("1.22× reference")
                              << QStringLiteral("15/16 cases faster");
        QTest::newRow("no sourceNative") << false << QVariantMap() << QString() << QString() << QString();
        QTest::newRow("no metrics") << true << QVariantMap() << QString() << QString() << QString();

        QVariantMap countOnly{{QStringLiteral("fast_1_count"), 15}};
        QTest::newRow("count without total") << true << countOnly << QString() << QString() << QString();

        QVariantMap doubles{{QStringLiteral("fast_1_count"), 15.0}, {QStringLiteral("fast_1_total"), 16.0}};
        QTest::newRow("counts as doubles") << true << doubles << QString() << QString()
                                           << QStringLiteral("15/16 cases faster");

        QVariantMap fractional{{QStringLiteral("fast_1_count"), 15.5}, {QStringLiteral("fast_1_total"), 16}};
        QTest::newRow("fractional count") << true << fractional << QString() << QString() << QString();

        QVariantMap overTotal{{QStringLiteral("fast_1_count"), 17}, {QStringLiteral("fast_1_total"), 16}};
        QTest::newRow("count above total") << true << overTotal << QString() << QString() << QString();

        QVariantMap zeroTotal{{QStringLiteral("fast_1_count"), 0}, {QStringLiteral("fast_1_total"), 0}};
        QTest::newRow("no cases") << true << zeroTotal << QString() << QString() << QString();

        QVariantMap text{{QStringLiteral("sol_score"), QStringLiteral("high")}, {QStringLiteral("avg_speedup"), 2}};
        QTest::newRow("text sol score") << true << text << QString() << QString::fromUtf8("2.00× reference")
                                        << QString();
    }
    void metrics()
    {
        QFETCH(bool, hasSourceNative);
        QFETCH(QVariantMap, metrics);
        QFETCH(QString, sol);
        QFETCH(QString, speedup);
        QFETCH(QString, faster);

        RunRecord run;
        if (hasSourceNative) {
            SourceNative native;
            native.metrics = metrics;
            run.sourceNative = std::make_shared<const SourceNative>(native);
        }
        const std::optional<double> s = solScore(run);
        QCOMPARE(s ? formatSolScore(*s) : QString(), sol);
        const std::optional<double> x = speedupVsReference(run);
        QCOMPARE(x ? formatSpeedup(*x) : QString(), speedup);
        const auto f = casesFaster(run);
        QCOMPARE(f ? formatCasesFaster(f->first, f->second) : QString(), faster);
    }
};

QTEST_GUILESS_MAIN(TestFormatting)
#include "tst_formatting.moc"
