// SPDX-License-Identifier: Apache-2.0
// kie-bench-traceimport: time to import Trace JSON Lines (importTraces) and to open the result with the
// ordinary reader, on folders made from the real gemm trace lines (uuid and solution varied).
//   kie-bench-traceimport [--lines 10000,100000] [--dir /tmp/kie-bench-traces] [--solutions 20]
#include "archivereader.h"
#include "traceimport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>
#include <ctime>

namespace {

const char *const kGemm =
    "../shared/data/flashinfer-bench/fib_all_defs_20260317_141930/gpt-5/traces/gemm/gemm_n128_k2048.jsonl";

// One file per solution under DIR/traces/gemm/, `lines` lines in all.
qint64 makeFolder(const QString &dir, int lines, int solutions)
{
    QFile source(QString::fromLatin1(kGemm));
    if (!source.open(QIODevice::ReadOnly))
        return -1;
    QList<QByteArray> templates = source.readAll().split('\n');
    templates.removeAll(QByteArray());
    QDir(dir).removeRecursively();
    QDir().mkpath(dir + QStringLiteral("/traces/gemm"));
    qint64 bytes = 0;
    for (int s = 0; s < solutions; ++s) {
        QFile out(dir + QStringLiteral("/traces/gemm/solution_%1.jsonl").arg(s));
        if (!out.open(QIODevice::WriteOnly))
            return -1;
        for (int i = s; i < lines; i += solutions) {
            QByteArray line = templates[i % templates.size()];
            line.replace(QByteArrayView("gpt-5_gemm_n128_k2048_cuda_optimized_r8_c0_high"), QByteArray("solution_" + QByteArray::number(s)));
            const qsizetype at = line.indexOf("\"uuid\":\"") + 8;
            line.replace(at, 8, QByteArray::number(i).rightJustified(8, '0'));
            bytes += out.write(line + '\n');
        }
    }
    return bytes;
}

// CPU seconds of the whole process (all threads): on a loaded machine wall time says little.
double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList sizes{QStringLiteral("10000"), QStringLiteral("100000")};
    QString dir = QDir::tempPath() + QStringLiteral("/kie-bench-traces");
    int solutions = 20;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--lines"))
            sizes = args[i + 1].split(QLatin1Char(','));
        else if (args[i] == QLatin1String("--dir"))
            dir = args[i + 1];
        else if (args[i] == QLatin1String("--solutions"))
            solutions = args[i + 1].toInt();
    }
    std::printf("lines\tMB\timport_wall_s\timport_cpu_s\tread_wall_s\tread_cpu_s\tcpu_lines_per_s\truns\n");
    for (const QString &size : sizes) {
        const int lines = size.toInt();
        const qint64 bytes = makeFolder(dir, lines, solutions);
        if (bytes < 0) {
            std::fprintf(stderr, "cannot read %s or write %s (run from the repository root)\n", kGemm, qPrintable(dir));
            return 1;
        }
        QElapsedTimer timer;
        timer.start();
        double cpu = cpuSeconds();
        kie::TraceImportResult imported = kie::importTraces({dir}, {});
        const double importSeconds = double(timer.nsecsElapsed()) / 1e9;
        const double importCpu = cpuSeconds() - cpu;
        if (!imported.fatalError.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(imported.fatalError));
            return 1;
        }
        timer.restart();
        cpu = cpuSeconds();
        const kie::ReadResult read = kie::readArchiveData(std::move(imported.runArchiveJson), QStringLiteral("import"));
        const double readSeconds = double(timer.nsecsElapsed()) / 1e9;
        const double readCpu = cpuSeconds() - cpu;
        if (!read.archive) {
            std::fprintf(stderr, "%s\n", qPrintable(read.fatalError));
            return 1;
        }
        std::printf("%d\t%.1f\t%.3f\t%.3f\t%.3f\t%.3f\t%.0f\t%zu\n", lines, double(bytes) / 1e6, importSeconds, importCpu,
                    readSeconds, readCpu, double(lines) / (importCpu + readCpu), read.archive->runs.size());
    }
    QDir(dir).removeRecursively();
    return 0;
}
