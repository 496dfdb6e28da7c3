// SPDX-License-Identifier: Apache-2.0
// kie-bench-load: open + index time and peak memory of our reader against python3's json.load and
// `jq length` on the same synthetic RunArchive files, in the same run. Every tool runs as a child
// process (ours in --load-once mode) so peak RSS comes the same way for all: wait4()'s rusage.
//   kie-bench-load [--sizes 10000,100000,300000] [--dir /tmp/kie-bench] [--repeats 5]
//   kie-bench-load --load-once FILE [--no-run-digests] [--phases]
// (--phases with --no-run-digests goes on with what the window does next, the table's rows, their
// filter text and the deferred run digests, and ends with the hardware's references: SHA-256, and the
// scanner's block classifier with each instruction set the CPU runs.)
#include "archivereader.h"
#include "digest.h"
#include "jsonblocks_p.h"
#include "processcpu.h"
#include "rundigests.h"
#include "runfilterproxytext.h"
#include "runtablemodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <sys/resource.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace {

int loadOnce(const QString &path, bool runDigests, bool phases)
{
    kie::ReadOptions options;
    options.computeRunDigests = runDigests;
    QElapsedTimer timer;
    struct Mark
    {
        QString text;
        qint64 wall;
        double cpu;
    };
    using kie::bench::processCpuSeconds;
    std::vector<Mark> marks;
    kie::ProgressReporter progress;
    progress.message = [&](const QString &text) { marks.push_back({text, timer.nsecsElapsed(), processCpuSeconds()}); };
    timer.start();
    const kie::ReadResult result = kie::readArchiveFile(path, options, progress);
    const qint64 elapsed = timer.nsecsElapsed();
    const double cpuEnd = processCpuSeconds();
    if (!result.archive) {
        std::fprintf(stderr, "%s\n", qPrintable(result.fatalError));
        return 1;
    }
    if (phases) {
        const double megabytes = QFileInfo(path).size() / 1e6;
        for (size_t i = 0; i < marks.size(); ++i) {
            const qint64 end = i + 1 < marks.size() ? marks[i + 1].wall : elapsed;
            const double cpu = (i + 1 < marks.size() ? marks[i + 1].cpu : cpuEnd) - marks[i].cpu;
            // MB/s of the whole file through the phase: wall, and per core (cpu).
            const double wall = (end - marks[i].wall) / 1e9;
            std::fprintf(stderr, "  %-32s %8.1f ms wall %8.1f ms cpu %8.0f MB/s %8.0f MB/s/core\n",
                         qPrintable(marks[i].text.left(32)), wall * 1e3, cpu * 1e3, wall > 0 ? megabytes / wall : 0.0,
                         cpu > 0 ? megabytes / cpu : 0.0);
        }
        if (!runDigests) {
            // What the window does with the archive read, in its order: the table's rows before it is
            // interactive; then, in the background, the rows' filter text and every run's digest.
            const auto phase = [&](const char *name, const auto &work) {
                const qint64 from = timer.nsecsElapsed();
                const double cpuFrom = processCpuSeconds();
                auto outcome = work();
                const double wall = (timer.nsecsElapsed() - from) / 1e9, cpu = processCpuSeconds() - cpuFrom;
                std::fprintf(stderr, "  %-32s %8.1f ms wall %8.1f ms cpu %8.0f MB/s %8.0f MB/s/core\n", name, wall * 1e3,
                             cpu * 1e3, megabytes / wall, megabytes / cpu);
                return outcome;
            };
            const auto prepared = phase("table rows", [&] { return kie::RunTableModel::prepareRows(result.archive); });
            const kie::FilterTextIndex filterText =
                phase("filter text", [&] { return kie::RunTableModel::buildFilterText(*prepared); });
            const kie::RunDigests digests = phase("run digests (deferred)", [&] { return kie::computeRunDigests(*result.archive); });
            if (digests.digests.size() != result.archive->runs.size() || filterText.rowCount() != int(result.archive->runs.size()))
                return 1;
        }
        QFile status(QStringLiteral("/proc/self/status"));
        if (status.open(QIODevice::ReadOnly)) {
            for (const QByteArray &line : status.readAll().split('\n')) {
                if (line.startsWith("VmHWM") || line.startsWith("VmRSS") || line.startsWith("RssAnon") || line.startsWith("RssFile"))
                    std::fprintf(stderr, "  %s\n", line.constData());
            }
        }
    }
    if (phases && !runDigests) {
        // The hardware's reference, after the figures above (it faults pages in): SHA-256 (OpenSSL,
        // the CPU's SHA extensions) of 64 MB already in memory, CPU time of this thread.
        const QByteArray block = result.archive->buffer->left(64 << 20);
        timespec t0 = {}, t1 = {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
        const QByteArray hash = kie::sha256(block);
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
        const double cpu = double(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
        std::fprintf(stderr, "  %-32s %8s    %8.1f ms cpu %22.0f MB/s/core%s\n", "sha256 of 64 MB (reference)", "",
                     cpu * 1e3, block.size() / 1e6 / cpu, hash.isEmpty() ? " (failed)" : "");
        // The scanner's first stage on the same bytes, with each instruction set this CPU runs
        // (jsonblocks_p.h; the reader takes the first one listed).
        using namespace kie::jsonblocks;
        const size_t blocks = size_t(block.size()) / 64;
        std::vector<BlockBits> bits(4096 / 64 * 16);
        for (const auto &[isa, name] : {std::pair{Isa::Avx512, "AVX-512BW"}, std::pair{Isa::Avx2, "AVX2"}, std::pair{Isa::Sse2, "SSE2"}}) {
            if (!supports(isa))
                continue;
            StringCarry carry;
            uint64_t brackets = 0; // printed: every instruction set must find as many
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
            for (size_t at = 0; at < blocks; at += bits.size()) {
                const size_t count = std::min(bits.size(), blocks - at);
                classify(isa, block.constData() + 64 * at, count, carry, bits.data());
                for (size_t b = 0; b < count; ++b)
                    brackets += uint64_t(__builtin_popcountll(bits[b].brackets));
            }
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
            const double scan = double(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
            const std::string label = std::string("scanner blocks, ") + name + (isa == bestIsa() ? " (used)" : "");
            std::fprintf(stderr, "  %-32s %8s    %8.1f ms cpu %22.0f MB/s/core  %llu brackets\n", label.c_str(), "",
                         scan * 1e3, block.size() / 1e6 / scan, static_cast<unsigned long long>(brackets));
        }
    }
    std::printf("%.6f %zu %zu %zu\n", elapsed / 1e9, result.archive->runs.size(),
                result.archive->ranking.groups.size(), result.archive->problems.size());
    std::fflush(stdout);
    std::fflush(stderr);
    _exit(0); // the measurement is taken: skip freeing 300k records
}

struct Sample
{
    double wall = 0; // whole process, seconds
    double inside = 0; // as the child reports it (ours only)
    double cpu = 0; // user + system, all threads
    long maxRssKb = 0;
    bool ok = false;
};

Sample runChild(const std::vector<std::string> &args)
{
    int pipeFds[2];
    if (pipe(pipeFds) != 0)
        return {};
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(pipeFds[1], STDOUT_FILENO);
        close(pipeFds[0]);
        close(pipeFds[1]);
        std::vector<char *> argv;
        for (const std::string &arg : args)
            argv.push_back(const_cast<char *>(arg.c_str()));
        argv.push_back(nullptr);
        execvp(argv[0], argv.data());
        _exit(127);
    }
    close(pipeFds[1]);
    std::string output;
    char buffer[4096];
    for (ssize_t n; (n = read(pipeFds[0], buffer, sizeof buffer)) > 0;)
        output.append(buffer, size_t(n));
    close(pipeFds[0]);
    int status = 0;
    struct rusage usage = {};
    wait4(pid, &status, 0, &usage);
    Sample sample;
    sample.wall = timer.nsecsElapsed() / 1e9;
    sample.maxRssKb = usage.ru_maxrss;
    sample.cpu = usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
    sample.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    sample.inside = std::atof(output.c_str());
    return sample;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments();
    if (args.size() >= 3 && args[1] == QLatin1String("--load-once"))
        return loadOnce(args[2], !args.contains(QLatin1String("--no-run-digests")), args.contains(QLatin1String("--phases")));

    QStringList sizes = {QStringLiteral("10000"), QStringLiteral("100000"), QStringLiteral("300000")};
    QString dir = QStringLiteral("/tmp/kie-bench");
    int repeats = 5;
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--sizes"))
            sizes = args[i + 1].split(QLatin1Char(','));
        else if (args[i] == QLatin1String("--dir"))
            dir = args[i + 1];
        else if (args[i] == QLatin1String("--repeats"))
            repeats = args[i + 1].toInt();
    }
    const std::string self = QCoreApplication::applicationFilePath().toStdString();
    const std::string generator = QString(QCoreApplication::applicationDirPath() + QStringLiteral("/kie-gen-archive")).toStdString();
    if (system(("mkdir -p '" + dir.toStdString() + "'").c_str()) != 0)
        return 1;

    kie::bench::printLoadAverage("before");
    std::printf("%-7s %7s  %-20s %8s %9s %7s %7s %7s %8s %7s\n", "runs", "file MB", "tool", "median s", "process s",
                "cpu s", "MB/s", "RSS MB", "RSS/file", "vs ours");
    for (const QString &size : sizes) {
        const std::string file = QString(dir + QStringLiteral("/archive-") + size + QStringLiteral(".json")).toStdString();
        if (!QFileInfo::exists(QString::fromStdString(file)) && runChild({generator, size.toStdString(), file}).ok == false) {
            std::fprintf(stderr, "cannot generate %s\n", file.c_str());
            return 1;
        }
        const qint64 fileBytes = QFileInfo(QString::fromStdString(file)).size();
        const double megabytes = fileBytes / 1e6;
        struct Tool
        {
            const char *name;
            std::vector<std::string> command;
            bool ours;
        };
        const std::vector<Tool> tools = {
            {"kie (index only)", {self, "--load-once", file, "--no-run-digests"}, true},
            {"kie (+ run digests)", {self, "--load-once", file}, true},
            {"python3 json.load", {"python3", "-c", "import json,sys; json.load(open(sys.argv[1]))", file}, false},
            {"jq length", {"sh", "-c", "exec jq length \"$1\" > /dev/null", "jq", file}, false},
        };
        double ours = 0;
        for (const Tool &tool : tools) {
            std::vector<double> walls, insides, cpus;
            long rss = 0;
            bool ok = true;
            for (int r = 0; r < repeats; ++r) {
                const Sample sample = runChild(tool.command);
                ok = ok && sample.ok;
                walls.push_back(sample.wall);
                insides.push_back(sample.inside);
                cpus.push_back(sample.cpu);
                rss = std::max(rss, sample.maxRssKb);
            }
            const double wall = median(walls);
            const double time = tool.ours ? median(insides) : wall;
            if (ours == 0)
                ours = time;
            std::printf("%-7s %7.1f  %-20s %8.3f %9.3f %7.3f %7.0f %7.0f %8.2f %6.2fx%s\n", qPrintable(size), megabytes, tool.name,
                        time, wall, median(cpus), megabytes / time, rss * 1024.0 / 1e6, rss * 1024.0 / double(fileBytes), time / ours,
                        ok ? "" : "  (failed)");
            std::fflush(stdout);
        }
    }
    kie::bench::printLoadAverage("after");
    return 0;
}
