// SPDX-License-Identifier: Apache-2.0
// kie-bench-diff: how long diffArchives (archivediff.h, what `diff` computes) takes for two
// snapshots of a large synthetic archive, beside the time to open each of the same files (the peer:
// `diff` opens both first). The old snapshot is kie-gen-archive's RUNS-run file; the new one is its
// RUNS + RUNS/1000-run file (the same first RUNS runs) with one run in 1000 re-measured (+1 µs mean)
// and one in 1000 retitled. Prints the median of several rounds, each opening both files afresh.
//   kie-bench-diff [--runs 1000000] [--dir /tmp/kie-bench] [--repeats 5]
#include "archive.h"
#include "archivediff.h"
#include "opener.h"
#include "processcpu.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

bool generate(const QString &generator, long runs, const QString &path)
{
    if (QFileInfo::exists(path))
        return true;
    const std::string command = "'" + generator.toStdString() + "' " + std::to_string(runs) + " '" + path.toStdString() + "'";
    return std::system(command.c_str()) == 0;
}

// The new snapshot: `base` with every 1000th mean latency raised by 1000 ns and every 1000th title
// (offset by 500) changed. kie-gen-archive writes one field per line.
bool writeEdited(const QString &base, const QString &path)
{
    if (QFileInfo::exists(path))
        return true;
    FILE *in = std::fopen(base.toLocal8Bit().constData(), "rb");
    FILE *out = std::fopen(path.toLocal8Bit().constData(), "wb");
    if (!in || !out)
        return false;
    std::vector<char> line(1 << 20);
    long means = 0, titles = 0;
    const char meanKey[] = "            \"mean\": ";
    const char titleKey[] = "        \"title\": \"";
    while (std::fgets(line.data(), int(line.size()), in)) {
        if (std::strncmp(line.data(), meanKey, sizeof meanKey - 1) == 0 && means++ % 1000 == 0) {
            std::fprintf(out, "%s%.0f\n", meanKey, std::atof(line.data() + sizeof meanKey - 1) + 1000);
        } else if (std::strncmp(line.data(), titleKey, sizeof titleKey - 1) == 0 && titles++ % 1000 == 500) {
            std::string text(line.data());
            text.insert(text.rfind('"'), " (retitled)");
            std::fputs(text.c_str(), out);
        } else {
            std::fputs(line.data(), out);
        }
    }
    std::fclose(in);
    return std::fclose(out) == 0;
}

struct Times
{
    std::vector<double> wall, cpu; // seconds; cpu: of every thread of this process
};

std::shared_ptr<kie::Archive> timedOpen(const QString &path, Times &times)
{
    QElapsedTimer timer;
    timer.start();
    const double cpuStart = kie::bench::processCpuSeconds();
    kie::OpenResult result = kie::openArchiveBlocking(path);
    times.cpu.push_back(kie::bench::processCpuSeconds() - cpuStart);
    times.wall.push_back(timer.nsecsElapsed() / 1e9);
    if (!result.archive)
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(path), qPrintable(result.error));
    return result.archive;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    long runs = 1000000;
    QString dir = QStringLiteral("/tmp/kie-bench");
    int repeats = 5;
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--runs"))
            runs = args[i + 1].toLong();
        else if (args[i] == QLatin1String("--dir"))
            dir = args[i + 1];
        else if (args[i] == QLatin1String("--repeats"))
            repeats = args[i + 1].toInt();
    }
    const QString generator = QCoreApplication::applicationDirPath() + QStringLiteral("/kie-gen-archive");
    const QString older = dir + QStringLiteral("/archive-%1.json").arg(runs);
    const QString base = dir + QStringLiteral("/archive-%1.json").arg(runs + runs / 1000);
    const QString newer = dir + QStringLiteral("/diff-new-%1.json").arg(runs);
    if (std::system(("mkdir -p '" + dir.toStdString() + "'").c_str()) != 0 || !generate(generator, runs, older)
        || !generate(generator, runs + runs / 1000, base) || !writeEdited(base, newer)) {
        std::fprintf(stderr, "cannot prepare the snapshots in %s\n", qPrintable(dir));
        return 1;
    }

    Times openOld, openNew, diffTimes;
    kie::ArchiveDiff last;
    kie::bench::printLoadAverage("before");
    for (int round = 0; round < repeats; ++round) {
        const auto a = timedOpen(older, openOld);
        const auto b = timedOpen(newer, openNew);
        if (!a || !b)
            return 1;
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = kie::bench::processCpuSeconds();
        last = kie::diffArchives(*a, *b);
        diffTimes.cpu.push_back(kie::bench::processCpuSeconds() - cpuStart);
        diffTimes.wall.push_back(timer.nsecsElapsed() / 1e9);
        std::printf("round %d: open old %.3f s, open new %.3f s, diff %.3f s (CPU %.3f s)\n", round + 1,
                    openOld.wall.back(), openNew.wall.back(), diffTimes.wall.back(), diffTimes.cpu.back());
        std::fflush(stdout);
    }
    kie::bench::printLoadAverage("after");
    std::printf("%ld runs -> %ld runs (%.0f MB, %.0f MB), median of %d rounds, wall (CPU of all threads):\n", runs,
                runs + runs / 1000, QFileInfo(older).size() / 1e6, QFileInfo(newer).size() / 1e6, repeats);
    std::printf("  diffArchives      %.3f s (%.3f s)\n  open old (peer)   %.3f s (%.3f s)\n  open new (peer)   %.3f s (%.3f s)\n",
                median(diffTimes.wall), median(diffTimes.cpu), median(openOld.wall), median(openOld.cpu),
                median(openNew.wall), median(openNew.cpu));
    std::printf("  found: %d same, %d changed, %d retitled, %d added, %d removed, %zu rank changes, %zu reference changes\n",
                last.same, last.count(kie::RunChangeKind::Changed), last.count(kie::RunChangeKind::Retitled),
                last.count(kie::RunChangeKind::Added), last.count(kie::RunChangeKind::Removed), last.ranks.size(),
                last.references.size());
    return 0;
}
