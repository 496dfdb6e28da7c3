// SPDX-License-Identifier: Apache-2.0
#include "records.h"

#include <QTest>

#include <atomic>
#include <cmath>
#include <cstring>
#include <limits>
#include <thread>
#include <vector>

class TestRecords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kindNamesRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("known");
        QTest::newRow("run") << QStringLiteral("BenchmarkRun") << true;
        QTest::newRow("protocol") << QStringLiteral("BenchmarkProtocol") << true;
        QTest::newRow("environment") << QStringLiteral("ExecutionEnvironment") << true;
        QTest::newRow("workload") << QStringLiteral("BenchmarkWorkload") << true;
        QTest::newRow("implementation") << QStringLiteral("Implementation") << true;
        QTest::newRow("attestation") << QStringLiteral("Attestation") << true;
        QTest::newRow("unknown") << QStringLiteral("Widget") << false;
    }
    void kindNamesRoundTrip()
    {
        QFETCH(QString, name);
        QFETCH(bool, known);
        const kie::ObjectKind kind = kie::kindFromName(name);
        QCOMPARE(kind != kie::ObjectKind::Unknown, known);
        if (known)
            QCOMPARE(kie::kindName(kind), name);
    }
    // sourceNative.metrics keeps known numbers in place and everything else in a map: what was read
    // comes back as the same map, values of the same types, whatever the mix.
    void sourceMetricsRoundTrip_data()
    {
        QTest::addColumn<QVariantMap>("map");
        const auto s = [](const char *text) { return QString::fromLatin1(text); };
        QTest::newRow("empty") << QVariantMap();
        QTest::newRow("known numbers") << QVariantMap{{s("sol_score"), 0.554246}, {s("latency_ms"), 0.485961}, {s("avg_speedup"), 1.2219},
                                                      {s("fast_1_count"), qlonglong(15)}, {s("fast_1_total"), qlonglong(16)}};
        QTest::newRow("unknown keys") << QVariantMap{{s("zeta"), 1.5}, {s("alpha"), s("text")}, {s("sol_score"), 0.5}};
        QTest::newRow("known key, other types") << QVariantMap{{s("sol_score"), s("0.5")}, {s("fast_1_count"), true},
                                                               {s("fast_1_total"), QVariant()}, {s("latency_ms"), QVariantList{1, 2}}};
        QTest::newRow("integer beyond 2^53") << QVariantMap{{s("fast_1_count"), qlonglong(9007199254740993)},
                                                            {s("fast_1_total"), qulonglong(18446744073709551615ull)}};
        QTest::newRow("negative and zero") << QVariantMap{{s("avg_speedup"), -0.0}, {s("fast_1_count"), qlonglong(-3)}};
    }
    void sourceMetricsRoundTrip()
    {
        QFETCH(QVariantMap, map);
        const kie::SourceMetrics metrics(map);
        QCOMPARE(metrics.toMap(), map);
        QCOMPARE(metrics.size(), map.size());
        QCOMPARE(metrics.isEmpty(), map.isEmpty());
        kie::SourceNative native;
        native.metrics = metrics;
        for (auto it = map.cbegin(); it != map.cend(); ++it) {
            QVERIFY(metrics.contains(it.key()));
            QCOMPARE(metrics.value(it.key()), it.value());
            QCOMPARE(metrics.value(it.key()).typeId(), it.value().typeId());
            bool ok = false;
            const double number = it.value().toDouble(&ok);
            QCOMPARE(native.metric(it.key()), ok ? std::optional<double>(number) : std::nullopt);
        }
        QVERIFY(!metrics.contains(QStringLiteral("absent")));
        QVERIFY(!native.metric(QStringLiteral("absent")));
    }

    // A later value of a key replaces the earlier one, whichever of the two places either went to.
    void sourceMetricsInsertReplaces()
    {
        kie::SourceMetrics metrics;
        metrics.insert(QStringLiteral("sol_score"), 0.5);
        metrics.insert(QStringLiteral("sol_score"), QStringLiteral("high"));
        QCOMPARE(metrics.toMap(), (QVariantMap{{QStringLiteral("sol_score"), QStringLiteral("high")}}));
        metrics.insert(QStringLiteral("sol_score"), 0.25);
        QCOMPARE(metrics.toMap(), (QVariantMap{{QStringLiteral("sol_score"), 0.25}}));
        QCOMPARE(metrics.size(), 1);
    }

    // OptionalDouble behaves as std::optional<double> for every double, NaN and infinities included.
    void optionalDoubleAsStdOptional_data()
    {
        QTest::addColumn<std::optional<double>>("value");
        QTest::newRow("absent") << std::optional<double>();
        QTest::newRow("zero") << std::optional<double>(0.0);
        QTest::newRow("negative zero") << std::optional<double>(-0.0);
        QTest::newRow("latency") << std::optional<double>(485961);
        QTest::newRow("smallest subnormal") << std::optional<double>(std::numeric_limits<double>::denorm_min());
        QTest::newRow("infinity") << std::optional<double>(-std::numeric_limits<double>::infinity());
        QTest::newRow("quiet NaN") << std::optional<double>(std::numeric_limits<double>::quiet_NaN());
        QTest::newRow("signalling NaN") << std::optional<double>(std::numeric_limits<double>::signaling_NaN());
    }
    void optionalDoubleAsStdOptional()
    {
        QFETCH(std::optional<double>, value);
        const kie::OptionalDouble compact = value;
        QCOMPARE(compact.has_value(), value.has_value());
        QCOMPARE(bool(compact), bool(value));
        if (value) {
            const double read = *compact;
            QCOMPARE(std::memcmp(&read, &*value, sizeof(double)), 0); // the same bits, sign of zero included
        }
        QCOMPARE(compact.value_or(-1.0) == value.value_or(-1.0), value.value_or(-1.0) == value.value_or(-1.0));
        const std::optional<double> back = compact;
        QCOMPARE(back.has_value(), value.has_value());
        QCOMPARE(compact == value, value == value); // NaN is unequal to itself, as in std::optional
        QCOMPARE(compact == kie::OptionalDouble(), !value.has_value());
        kie::OptionalDouble reset = compact;
        reset.reset();
        QVERIFY(!reset.has_value());
    }

    // OptionalBox behaves as std::optional: presence, value, equality, copies that do not share.
    void optionalBoxAsStdOptional_data()
    {
        QTest::addColumn<std::optional<kie::RunCorrectness>>("value");
        QTest::addColumn<std::optional<kie::RunCorrectness>>("other");
        const kie::RunCorrectness failed{QStringLiteral("INCORRECT"), QStringLiteral("atol"), 0.25, 0.5};
        const kie::RunCorrectness passed{QStringLiteral("PASSED"), QString(), std::nullopt, 0.0};
        QTest::newRow("both absent") << std::optional<kie::RunCorrectness>() << std::optional<kie::RunCorrectness>();
        QTest::newRow("absent, present") << std::optional<kie::RunCorrectness>() << std::optional(passed);
        QTest::newRow("present, absent") << std::optional(failed) << std::optional<kie::RunCorrectness>();
        QTest::newRow("equal") << std::optional(failed) << std::optional(failed);
        QTest::newRow("different") << std::optional(failed) << std::optional(passed);
        QTest::newRow("default value") << std::optional(kie::RunCorrectness()) << std::optional<kie::RunCorrectness>();
    }
    void optionalBoxAsStdOptional()
    {
        QFETCH(std::optional<kie::RunCorrectness>, value);
        QFETCH(std::optional<kie::RunCorrectness>, other);
        const auto box = [](const std::optional<kie::RunCorrectness> &from) {
            return from ? kie::OptionalBox<kie::RunCorrectness>(*from) : kie::OptionalBox<kie::RunCorrectness>();
        };
        kie::OptionalBox<kie::RunCorrectness> a = box(value);
        const kie::OptionalBox<kie::RunCorrectness> b = box(other);
        QCOMPARE(a.has_value(), value.has_value());
        QCOMPARE(bool(a), bool(value));
        QCOMPARE(a == b, value == other);
        QCOMPARE(a == std::nullopt, !value.has_value());
        if (value) {
            QCOMPARE(*a, *value);
            QCOMPARE(a->status, value->status);
            QVERIFY(a == *value);
        }
        kie::OptionalBox<kie::RunCorrectness> copy = a; // a deep copy: changing it leaves `a` alone
        QVERIFY(copy == a);
        if (copy) {
            copy->status += QStringLiteral("!");
            QVERIFY(!(copy == a));
            QCOMPARE(a->status, value->status);
        }
        copy = b;
        QCOMPARE(copy == b, true);
        kie::OptionalBox<kie::RunCorrectness> moved = std::move(a);
        QCOMPARE(moved.has_value(), value.has_value());
        moved.reset();
        QVERIFY(!moved);
        moved.emplace().policy = QStringLiteral("rtol");
        QCOMPARE(moved->policy, QStringLiteral("rtol"));
        QCOMPARE(sizeof(kie::OptionalBox<kie::RunCorrectness>), sizeof(void *));
    }

    // SharedString reads as the QString it was made from, null and empty kept apart.
    void sharedStringAsQString_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("null") << QString();
        QTest::newRow("empty") << QStringLiteral("");
        QTest::newRow("ascii") << QStringLiteral("passed");
        QTest::newRow("digest") << QStringLiteral("sha256:ff89d9f3b0f7320fab1439fd0b35d2015f5804db5a6d252495f6461c3eb2ff82");
        QTest::newRow("beyond ASCII") << QStringLiteral("\u00fcber \u00b7 \U0001F680");
    }
    void sharedStringAsQString()
    {
        QFETCH(QString, text);
        const kie::SharedString shared(text);
        const QString &read = shared;
        QCOMPARE(read, text);
        QCOMPARE(read.isNull(), text.isNull());
        QCOMPARE(shared.isEmpty(), text.isEmpty());
        QVERIFY(shared == text);
        QVERIFY(shared == QStringView(text));
        QVERIFY(shared == kie::SharedString(text));
        QCOMPARE(shared == QStringLiteral("other"), false);
        kie::SharedString assigned;
        assigned = shared;
        QCOMPARE(assigned.text(), text);
        assigned.clear();
        QVERIFY(assigned.text().isNull());
        QCOMPARE(shared.text(), text); // clearing a copy leaves the others
    }

    // Copies point to one holder; the text lives as long as any copy, also across threads (the
    // reader's workers copy a status into every run they read).
    void sharedStringCopiesShareOneText()
    {
        QCOMPARE(sizeof(kie::SharedString), sizeof(void *));
        auto first = std::make_unique<kie::SharedString>(QStringLiteral("source-reported"));
        kie::SharedString copy = *first;
        QCOMPARE(&copy.text(), &first->text());
        kie::SharedString moved = std::move(copy);
        QVERIFY(copy.text().isNull()); // NOLINT(bugprone-use-after-move): moved-from is null by design
        QCOMPARE(&moved.text(), &first->text());
        first.reset();
        QCOMPARE(moved.text(), QStringLiteral("source-reported"));

        std::atomic<int> mismatches{0};
        const auto copyMany = [&] {
            std::vector<kie::SharedString> copies(1000);
            for (int round = 0; round < 200; ++round) {
                for (kie::SharedString &c : copies)
                    c = moved;
                for (kie::SharedString &c : copies) {
                    if (c != QLatin1StringView("source-reported"))
                        ++mismatches;
                    c.clear();
                }
            }
        };
        std::thread other(copyMany);
        copyMany();
        other.join();
        QCOMPARE(mismatches.load(), 0);
        QCOMPARE(moved.text(), QStringLiteral("source-reported"));
    }

    // Each byte of a run costs the open its share (tests/benchmarks/README.md): a field added to every
    // run should be a choice, not an accident.
    void runRecordSize()
    {
        QVERIFY2(sizeof(kie::RunRecord) <= 360, qPrintable(QString::number(sizeof(kie::RunRecord))));
        QCOMPARE(sizeof(kie::LatencyStats), 2 * sizeof(void *));
    }

    // Each statistic reads back as set, by its name too; absent ones, set or not, compare as absent
    // whether or not the box for the others was made.
    void latencyStatsAsSixOptionals_data()
    {
        QTest::addColumn<QList<double>>("values"); // mean, median, min, max, stddev, p95; NaN = absent
        const double absent = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("nothing") << QList<double>{absent, absent, absent, absent, absent, absent};
        QTest::newRow("a mean only") << QList<double>{485961, absent, absent, absent, absent, absent};
        QTest::newRow("a median only") << QList<double>{absent, 400000, absent, absent, absent, absent};
        QTest::newRow("a p95 and a mean") << QList<double>{1, absent, absent, absent, absent, 2};
        QTest::newRow("all six") << QList<double>{1234.5, 1200, 1100, 1500, 12.5, 1400};
        QTest::newRow("zeros") << QList<double>{0, 0, 0, 0, 0, 0};
    }
    void latencyStatsAsSixOptionals()
    {
        QFETCH(QList<double>, values);
        kie::LatencyStats stats;
        for (int i = 0; i < kie::LatencyStats::kStatisticCount; ++i) {
            if (!std::isnan(values[i]))
                stats.set(kie::LatencyStats::Statistic(i), values[i]);
        }
        kie::LatencyStats boxed = stats; // the same values after a statistic was set and taken back
        boxed.set(kie::LatencyStats::Stddev, 7.0);
        boxed.set(kie::LatencyStats::Stddev, std::isnan(values[4]) ? kie::OptionalDouble() : kie::OptionalDouble(values[4]));
        for (int i = 0; i < kie::LatencyStats::kStatisticCount; ++i) {
            const auto statistic = kie::LatencyStats::Statistic(i);
            const std::optional<double> expected = std::isnan(values[i]) ? std::nullopt : std::optional<double>(values[i]);
            QCOMPARE(std::optional<double>(stats.get(statistic)), expected);
            const QString name = kie::LatencyStats::nameOf(statistic);
            QCOMPARE(stats.value(name), expected);
            QCOMPARE(kie::LatencyStats::statisticNamed(name), std::optional(statistic));
            QCOMPARE(std::optional<double>(boxed.get(statistic)), expected);
        }
        QVERIFY(boxed == stats);
        QVERIFY(!stats.value(u"p99"));
        QVERIFY(!kie::LatencyStats::statisticNamed(u"Mean")); // names are exact (ARCHIVE.md §1)
        kie::LatencyStats other = stats;
        other.set(kie::LatencyStats::Max, values[3] + 1);
        QVERIFY(!(other == stats));
    }

    void primaryStatisticDefaultsToMean()
    {
        kie::RunRecord run;
        run.latencyNs.mean = 485961;
        run.latencyNs.set(kie::LatencyStats::Median, 400000);
        QCOMPARE(run.primaryLatencyNs().value(), 485961.0);
        run.primaryStatistic = QStringLiteral("median");
        QCOMPARE(run.primaryLatencyNs().value(), 400000.0);
        run.primaryStatistic = QStringLiteral("p99");
        QVERIFY(!run.primaryLatencyNs().has_value());
    }
};

QTEST_GUILESS_MAIN(TestRecords)
#include "tst_records.moc"
