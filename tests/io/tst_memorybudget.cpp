// SPDX-License-Identifier: Apache-2.0
// Bounded memory for any input (resources/help/reliability.md): peak RSS <= 3x the decompressed size + 64 MB,
// and the address space capped with `prlimit --as` so that a regression fails instead of swapping;
// a realistic trace within 2x its size.
// Inputs are made on the fly in a temporary folder: 10M tiny items, 10M tiny JSON Lines, /dev/zero,
// /dev/urandom, a FIFO and a pipe fed by `yes`, 10 GiB of zeros as gzip, and a real archive from kie-gen-archive
// (which must still open at its usual ~1.4x). Release build only: ASan and prlimit do not mix.
#include "archivereader.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

#include <functional>

using namespace kie;

namespace {

QString buildDir()
{
    return qEnvironmentVariable("KIE_BUILD_DIR");
}

struct Probe
{
    int exitCode = -1;
    QString verdict; // ok, problems, fatal
    qint64 runs = 0;
    qint64 peakKiB = 0;
    QString message;
    QString raw;
};

// Runs kie-read-probe on `file` with the address space capped at `asLimit` bytes; "yes" reads the
// output of yes(1) as standard input ("-").
Probe probe(const QString &file, qint64 asLimit)
{
    QProcess process;
    const QString probeCommand = QStringLiteral("prlimit --as=%1 -- '%2' ").arg(asLimit).arg(buildDir() + QStringLiteral("/tests/io/kie-read-probe"));
    if (file == QLatin1String("yes"))
        process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("yes | ") + probeCommand + QStringLiteral("-")});
    else if (file.endsWith(QLatin1String(".fifo"))) // a named pipe fed by yes(1), which stops when the reader has gone
        process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("mkfifo '%1' && { yes > '%1' & } && ").arg(file)
                                                                         + probeCommand + QStringLiteral("'") + file + QStringLiteral("'")});
    else
        process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), probeCommand + QStringLiteral("'") + file + QStringLiteral("'")});
    process.waitForFinished(120000);
    Probe p;
    p.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    p.raw = QString::fromLocal8Bit(process.readAllStandardOutput() + process.readAllStandardError());
    const QStringList lines = p.raw.split(QLatin1Char('\n'));
    const QStringList head = lines.front().split(QLatin1Char(' '));
    if (head.size() == 4) {
        p.verdict = head[0];
        p.runs = head[1].toLongLong();
        p.peakKiB = head[3].toLongLong();
    }
    p.message = lines.size() > 1 ? lines[1] : QString();
    return p;
}

bool writeRepeated(const QString &path, const QByteArray &head, const QByteArray &unit, qint64 count, const QByteArray &tail)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(head);
    const QByteArray block = unit.repeated(4096);
    for (qint64 i = 0; i < count / 4096; ++i)
        file.write(block);
    file.write(unit.repeated(count % 4096));
    file.write(tail);
    return file.error() == QFileDevice::NoError;
}

// `head`, then `count` members (or elements) made by `unit(i)` separated by commas, then `tail`: the
// shapes of ../shared/fixtures/hostile/generate.py ("Round 3") written at test time.
bool writeNumbered(const QString &path, const QByteArray &head, qint64 count, const std::function<QByteArray(qint64)> &unit,
                   const QByteArray &tail, char separator = ',')
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(head);
    QByteArray block;
    for (qint64 i = 0; i < count; ++i) {
        if (i > 0)
            block.append(separator);
        block.append(unit(i));
        if (block.size() > (1 << 20)) {
            file.write(block);
            block.clear();
        }
    }
    file.write(block);
    file.write(tail);
    return file.error() == QFileDevice::NoError;
}

// A Round 3 shape by its name in the data table; false when it could not be written.
bool writeShape(const QString &shape, const QString &path)
{
    const QByteArray head = R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"RunArchive","items":[)";
    const QByteArray run = R"({"apiVersion":"kernelindex.dev/v1alpha1","kind":"BenchmarkRun","metadata":{"name":"r","labels":{)";
    const QByteArray runTail = R"(}},"spec":{"status":"passed","timing":{"latencyNs":{"mean":5}}}}]})";
    const auto numbered = [](const char *format) {
        return [format](qint64 i) { return QByteArray(format).replace("%1", QByteArray::number(i)); };
    };
    const auto key = [](qint64) { return QByteArray(32 << 20, 'k'); };
    if (shape == QLatin1String("labels-1m"))
        return writeNumbered(path, head + run, 1'000'000, numbered(R"("k%1":"v")"), runTail);
    if (shape == QLatin1String("members-1m"))
        return writeNumbered(path, head + R"({"kind":"BenchmarkRun",)", 1'000'000, numbered(R"("m%1":0)"), "}]}");
    if (shape == QLatin1String("toplevel-1m-keys"))
        return writeNumbered(path, R"({"kind":"RunArchive",)", 1'000'000, numbered(R"("m%1":0)"), R"(,"items":[{"kind":"BenchmarkRun"}]})");
    if (shape == QLatin1String("dup-items-1m"))
        return writeRepeated(path, R"({"kind":"RunArchive","items":[{"kind":"BenchmarkRun"}])", R"(,"items":[])", 1'000'000, "}");
    if (shape == QLatin1String("toplevel-attestations-10m"))
        return writeRepeated(path, R"({"kind":"RunArchive","attestations":[)", "0,", 10'000'000 - 1, R"(0],"items":[{"kind":"BenchmarkRun"}]})");
    if (shape == QLatin1String("items-first-10m"))
        return writeRepeated(path, R"({"items":[)", "0,", 10'000'000 - 1, R"(0],"kind":"RunArchive"})");
    if (shape == QLatin1String("bundle-1m-roles"))
        return writeNumbered(path, R"({"run":{"kind":"BenchmarkRun"},)", 1'000'000, numbered(R"("r%1":{"kind":"K"})"), "}");
    if (shape == QLatin1String("items-5m-empty"))
        return writeRepeated(path, head, "{},", 5'000'000 - 1, "{}]}");
    if (shape == QLatin1String("lines-10m-empty.jsonl") || shape == QLatin1String("lines-10m-empty.json"))
        return writeRepeated(path, QByteArray(), "{}\n", 10'000'000, QByteArray());
    // key100m's three files, with a 32 MB key instead of 100 MB (the same shape, a third of the time)
    if (shape == QLatin1String("key-32m-label"))
        return writeNumbered(path, head + R"({"kind":"BenchmarkRun","metadata":{"name":"r","labels":{")", 1, key, R"(":"v"}}}]})");
    if (shape == QLatin1String("key-32m-toplevel"))
        return writeNumbered(path, R"({"kind":"RunArchive",")", 1, key, R"(":1,"items":[{"kind":"BenchmarkRun"}]})");
    if (shape == QLatin1String("key-32m-member"))
        return writeNumbered(path, head + R"({"kind":"BenchmarkRun",")", 1, key, R"(":1}]})");
    if (shape == QLatin1String("trace-1m.jsonl")) // trace_lines: a million cases of one run
        return writeNumbered(path, QByteArray(), 1'000'000,
                             numbered(R"({"definition":"d","solution":"s","workload":{"uuid":"u%1"},"evaluation":{"status":"PASSED",)"
                                      R"("environment":{"hardware":"h"},"performance":{"latency_ms":1}}})"),
                             "\n", '\n');
    return false;
}

// generate.py's trace_realistic at `bytes` instead of 300 MB: the real gemm trace's lines over and
// over, each with a uuid of its own. False when the lines or the file cannot be read or written.
bool writeRealisticTrace(const QString &path, qint64 bytes)
{
    QFile source(QStringLiteral("../shared/data/flashinfer-bench/fib_all_defs_20260317_141930/gpt-5/traces/gemm/gemm_n128_k2048.jsonl"));
    if (!source.open(QIODevice::ReadOnly))
        return false;
    QList<QByteArray> lines;
    for (const QByteArray &line : source.readAll().split('\n')) {
        if (!line.trimmed().isEmpty())
            lines << line;
    }
    QFile out(path);
    if (lines.isEmpty() || !out.open(QIODevice::WriteOnly))
        return false;
    QByteArray block;
    for (qint64 i = 0, written = 0; written < bytes; ++i) {
        QByteArray line = lines[i % lines.size()];
        const qsizetype uuid = line.indexOf("\"uuid\":\"");
        if (uuid >= 0)
            line.insert(uuid + 8, QByteArray::number(i) + '-');
        block += line + '\n';
        written += line.size() + 1;
        if (block.size() > (1 << 20)) {
            out.write(block);
            block.clear();
        }
    }
    out.write(block);
    return out.error() == QFileDevice::NoError;
}

// `members` gzip members of 16 MiB of zeros each (10 GiB = 640 members, about 10 MB).
QByteArray zerosGzip(int members)
{
    const QByteArray zeros(16 << 20, '\0');
    return gzip(zeros, 9).repeated(members);
}

constexpr qint64 kMiB = qint64(1) << 20;

} // namespace

class TestMemoryBudget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("prlimit")).isEmpty())
            QSKIP("prlimit is not installed");
        QVERIFY2(QFile::exists(buildDir() + QStringLiteral("/tests/io/kie-read-probe")), "build kie-read-probe first");
        QVERIFY(m_dir.isValid());
        // What the process needs before any input: libraries, thread stacks, malloc arenas.
        const Probe seed = probe(QStringLiteral("../shared/fixtures/seed/manifest.json"), qint64(4) << 30);
        QCOMPARE(seed.exitCode, 0);
        m_baselineKiB = seed.peakKiB;
        qInfo() << "baseline peak RSS" << m_baselineKiB << "KiB";
    }

    void budget_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<qint64>("size"); // decompressed bytes the budget is computed from
        QTest::addColumn<QString>("expected"); // "fatal", or "ok" for a real archive
        QTest::addColumn<QString>("message");
        QTest::newRow("10M tiny items") << QStringLiteral("items") << qint64(0) << QStringLiteral("fatal")
                                        << QStringLiteral("too many records for the memory budget");
        QTest::newRow("10M tiny JSON Lines") << QStringLiteral("lines") << qint64(0) << QStringLiteral("fatal")
                                             << QStringLiteral("too many records for the memory budget");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << qint64(0) << QStringLiteral("fatal") << QStringLiteral("expected '{'");
        QTest::newRow("/dev/urandom") << QStringLiteral("/dev/urandom") << qint64(0) << QStringLiteral("fatal")
                                      << QStringLiteral("not a run archive");
        QTest::newRow("FIFO fed by yes") << QStringLiteral("fifo") << qint64(0) << QStringLiteral("fatal") << QStringLiteral("expected '{'");
        QTest::newRow("yes | -") << QStringLiteral("yes") << qint64(0) << QStringLiteral("fatal") << QStringLiteral("expected '{'");
        QTest::newRow("10 GiB of zeros, gzip") << QStringLiteral("zeros.gz") << qint64(0) << QStringLiteral("fatal")
                                               << QStringLiteral("expected '{' at byte 0");
        QTest::newRow("real archive, 20k runs") << QStringLiteral("real") << qint64(0) << QStringLiteral("ok") << QString();
    }

    // The shapes of generate.py (README "Round 3") that fit the suite's time: each is read or refused
    // with the budget's reason, never a crash, and the peak stays within 3 x the size + 64 MB. The
    // multi-gigabyte ones (line1g, labels5m, key100m at full size, trace_realistic) are in
    // tests/benchmarks/memory-shapes.sh.
    void shapes_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("expected"); // the probe's verdict
        QTest::addColumn<QString>("message"); // in its message
        const QString budget = QStringLiteral("memory budget");
        QTest::newRow("labels-1m") << QStringLiteral("labels-1m") << QStringLiteral("fatal") << budget;
        QTest::newRow("members-1m") << QStringLiteral("members-1m") << QStringLiteral("fatal") << budget;
        QTest::newRow("toplevel-1m-keys") << QStringLiteral("toplevel-1m-keys") << QStringLiteral("fatal") << budget;
        QTest::newRow("dup-items-1m") << QStringLiteral("dup-items-1m") << QStringLiteral("fatal") << budget;
        QTest::newRow("toplevel-attestations-10m") << QStringLiteral("toplevel-attestations-10m") << QStringLiteral("fatal") << budget;
        QTest::newRow("items-first-10m") << QStringLiteral("items-first-10m") << QStringLiteral("fatal") << budget;
        QTest::newRow("bundle-1m-roles") << QStringLiteral("bundle-1m-roles") << QStringLiteral("fatal") << budget;
        QTest::newRow("items-5m-empty") << QStringLiteral("items-5m-empty") << QStringLiteral("fatal") << budget;
        QTest::newRow("lines-10m-empty.jsonl") << QStringLiteral("lines-10m-empty.jsonl") << QStringLiteral("fatal") << budget;
        QTest::newRow("lines-10m-empty.json") << QStringLiteral("lines-10m-empty.json") << QStringLiteral("fatal") << budget;
        // Within the budget, but more than the address space allows: a problem of its own, no bad_alloc.
        QTest::newRow("key-32m-label") << QStringLiteral("key-32m-label") << QStringLiteral("fatal") << QStringLiteral("too large");
        QTest::newRow("key-32m-toplevel") << QStringLiteral("key-32m-toplevel") << QStringLiteral("fatal") << budget;
        QTest::newRow("key-32m-member") << QStringLiteral("key-32m-member") << QStringLiteral("ok") << QString();
        QTest::newRow("trace-1m.jsonl") << QStringLiteral("trace-1m.jsonl") << QStringLiteral("fatal")
                                        << QStringLiteral("the trace lines would take more than");
    }

    void shapes()
    {
        QFETCH(QString, shape);
        QFETCH(QString, expected);
        QFETCH(QString, message);
        const QString file = m_dir.filePath(shape);
        QVERIFY(writeShape(shape, file));
        const qint64 size = QFileInfo(file).size();
        const qint64 budget = 3 * size + 64 * kMiB;
        const Probe p = probe(file, budget + m_baselineKiB * 1024 + 512 * kMiB);
        qInfo().noquote() << shape << "size" << size << "->" << p.raw.left(400).trimmed();
        QFile::remove(file);
        QVERIFY2(p.exitCode >= 0 && p.exitCode <= 2, qPrintable(p.raw)); // no crash, no kill, no bad_alloc
        QVERIFY2(!p.raw.contains(QLatin1String("bad_alloc")), qPrintable(p.raw));
        QCOMPARE(p.verdict, expected);
        QVERIFY2(p.message.contains(message), qPrintable(p.message));
        QVERIFY2((p.peakKiB - m_baselineKiB) * 1024 <= budget,
                 qPrintable(QStringLiteral("peak RSS %1 MB above the baseline, budget %2 MB").arg((p.peakKiB - m_baselineKiB) / 1024).arg(budget >> 20)));
    }

    // A realistic trace (generate.py's trace_realistic, 48 MB instead of 300): imported as one run of
    // all its cases, read and not refused under the others' address space cap, at 2 x its size at
    // most (resources/help/reliability.md): the trace is read a window at a time and the run's cases
    // one by one, never the whole file or the whole run record at once.
    void realisticTrace()
    {
        const QString file = m_dir.filePath(QStringLiteral("trace-real-48m.jsonl"));
        QVERIFY(writeRealisticTrace(file, 48 * kMiB));
        const qint64 size = QFileInfo(file).size();
        const Probe p = probe(file, 3 * size + 64 * kMiB + m_baselineKiB * 1024 + 512 * kMiB);
        qInfo().noquote() << "realistic trace size" << size << "->" << p.raw.left(300).trimmed();
        QFile::remove(file);
        QCOMPARE(p.exitCode, 0);
        QCOMPARE(p.verdict, QStringLiteral("ok"));
        QCOMPARE(p.runs, qint64(1));
        QVERIFY2((p.peakKiB - m_baselineKiB) * 1024 <= 2 * size,
                 qPrintable(QStringLiteral("peak RSS %1 MB above the baseline, for a trace of %2 MB").arg((p.peakKiB - m_baselineKiB) / 1024).arg(size >> 20)));
    }

    void budget()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QFETCH(QString, message);
        QString file = kind;
        qint64 size = 0;
        if (kind == QLatin1String("items")) {
            file = m_dir.filePath(QStringLiteral("items.json"));
            QVERIFY(writeRepeated(file, "{\"kind\":\"RunArchive\",\"items\":[\n", "{\"kind\":\"K\"},\n", 10'000'000 - 1, "{\"kind\":\"K\"}]}\n"));
        } else if (kind == QLatin1String("lines")) {
            file = m_dir.filePath(QStringLiteral("lines.jsonl"));
            QVERIFY(writeRepeated(file, QByteArray(), "{\"kind\":\"BenchmarkRun\"}\n", 10'000'000, QByteArray()));
        } else if (kind == QLatin1String("fifo")) {
            file = m_dir.filePath(QStringLiteral("input.fifo"));
        } else if (kind == QLatin1String("zeros.gz")) {
            file = m_dir.filePath(QStringLiteral("zeros.json.gz"));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(zerosGzip(640));
        } else if (kind == QLatin1String("real")) {
            file = m_dir.filePath(QStringLiteral("real.json"));
            QProcess gen;
            gen.start(buildDir() + QStringLiteral("/tests/benchmarks/kie-gen-archive"), {QStringLiteral("20000"), file});
            QVERIFY(gen.waitForFinished(120000));
            QCOMPARE(gen.exitCode(), 0);
        }
        if (QFileInfo(file).isFile())
            size = QFileInfo(file).size();
        const qint64 budget = 3 * size + 64 * kMiB;
        const Probe p = probe(file, budget + m_baselineKiB * 1024 + 512 * kMiB);
        qInfo().noquote() << kind << "size" << size << "->" << p.raw.left(300).trimmed();
        QVERIFY2(p.exitCode >= 0, qPrintable(p.raw)); // no crash, no kill
        QCOMPARE(p.verdict, expected);
        QVERIFY2(p.message.contains(message), qPrintable(p.message));
        QVERIFY2((p.peakKiB - m_baselineKiB) * 1024 <= budget,
                 qPrintable(QStringLiteral("peak RSS %1 MB above the baseline, budget %2 MB").arg((p.peakKiB - m_baselineKiB) / 1024).arg(budget >> 20)));
        if (kind == QLatin1String("real"))
            qInfo() << "real archive: peak RSS" << double(p.peakKiB * 1024) / double(size) << "x the file size";
        if (file.startsWith(m_dir.path() + QLatin1Char('/'))) // never a device or anything outside the temporary folder
            QFile::remove(file);
    }

private:
    QTemporaryDir m_dir;
    qint64 m_baselineKiB = 0;
};

QTEST_GUILESS_MAIN(TestMemoryBudget)
#include "tst_memorybudget.moc"
