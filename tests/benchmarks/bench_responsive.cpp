// SPDX-License-Identifier: Apache-2.0
// kie-bench-responsive: whether the window stays responsive with a large file open. A fresh child
// process per round starts the real main window (offscreen, as kie-bench-open does), opens a
// generated archive, waits until nothing is left in the background, and then drives a scripted
// session through what a user does: groups chosen in the navigator, the run table sorted by each
// visible column (both orders), a three-term filter typed key by key and cleared, a run's page, its
// manifest, Compare with #1, the Leaderboard tab and both its heatmaps, a figure exported to a temp
// file, and File > Reload. For each action it records:
//   painted:      from the action until its result is painted: the action is posted to the event
//                 loop as a user's input would be; once the window says the result is there (the
//                 proxy's filter text or sort column, the current run, page or tab, the leaderboard
//                 computed, the file written, the archive shown again), the target widget is asked
//                 to repaint and the time is taken when that paint event has been handled;
//   longest gap:  how long the GUI thread ran no event at all, from the action until 300 ms after its
//                 paint (and, for a reload, until its background work is done): a 1 ms precise timer
//                 is the watchdog, its largest lateness the gap. A user's input waits that long.
// Targets (tests/benchmarks/README.md): gap <= 100 ms for every action; painted <= 250 ms,
// the Leaderboard within 1 s with a progress indicator visible while it computes; a reload reads the
// whole file again (its painted time is kie-bench-open's figure), only its gap has a target.
//   kie-bench-responsive [--sizes 100000,1000000] [--dir /tmp/kie-bench] [--repeats 3]
//   kie-bench-responsive --child FILE          (one round; prints one line per action)
// Exits 1 when a round fails (the window did not open the file, or an action never finished); the
// targets are printed, not enforced (a shared machine's figures are not a test).
#include "processcpu.h"
#include "responsivesession.h"

#include <QApplication>
#include <QFileInfo>
#include <QStringList>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace {

struct ActionFigures
{
    std::vector<double> paintedMs, gapMs;
    double paintedTargetMs = 0;
    double gapTargetMs = 0;
    int progressShown = -1; // rounds it was shown in; -1: not asked
};

struct Round
{
    std::vector<std::string> order; // actions as printed
    std::map<std::string, ActionFigures> actions;
    bool ok = false;
};

// One child: its lines are "action<TAB>name<TAB>painted ms<TAB>gap ms<TAB>painted target<TAB>gap
// target<TAB>progress (-1, 0, 1)".
bool runChild(const std::string &self, const std::string &file, Round &round)
{
    int pipeFds[2];
    if (pipe(pipeFds) != 0)
        return false;
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(pipeFds[1], STDOUT_FILENO);
        close(pipeFds[0]);
        close(pipeFds[1]);
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        setenv("XDG_CONFIG_HOME", "/tmp/kie-bench-responsive-config", 1); // the same settings every round
        execl(self.c_str(), self.c_str(), "--child", file.c_str(), static_cast<char *>(nullptr));
        _exit(127);
    }
    close(pipeFds[1]);
    FILE *lines = fdopen(pipeFds[0], "r");
    char line[512];
    while (lines && std::fgets(line, sizeof line, lines)) {
        const QStringList fields = QString::fromUtf8(line).trimmed().split(QLatin1Char('\t'));
        if (fields.size() != 7 || fields[0] != QLatin1String("action"))
            continue;
        const std::string name = fields[1].toStdString();
        if (!round.actions.count(name))
            round.order.push_back(name);
        ActionFigures &figures = round.actions[name];
        figures.paintedMs.push_back(fields[2].toDouble());
        figures.gapMs.push_back(fields[3].toDouble());
        figures.paintedTargetMs = fields[4].toDouble();
        figures.gapTargetMs = fields[5].toDouble();
        figures.progressShown = fields[6].toInt();
    }
    if (lines)
        fclose(lines);
    int status = 0;
    waitpid(pid, &status, 0);
    round.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return round.ok;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

// The medians over the rounds of one size, one line per action, with its targets.
bool printTable(const QString &size, const std::vector<Round> &rounds)
{
    std::printf("\n%s runs, medians of %zu round(s)\n", qPrintable(size), rounds.size());
    std::printf("%-44s %12s %12s %10s %10s %9s  %s\n", "action", "painted ms", "gap ms", "painted ≤", "gap ≤", "progress", "verdict");
    bool allMet = true;
    for (const std::string &name : rounds.front().order) {
        std::vector<double> painted, gap;
        ActionFigures last;
        int shown = 0, asked = 0;
        for (const Round &round : rounds) {
            const auto found = round.actions.find(name);
            if (found == round.actions.end())
                continue;
            last = found->second;
            painted.push_back(median(found->second.paintedMs));
            gap.push_back(median(found->second.gapMs));
            if (found->second.progressShown >= 0) {
                ++asked;
                shown += found->second.progressShown;
            }
        }
        const double p = median(painted), g = median(gap);
        const bool paintedMet = last.paintedTargetMs <= 0 || p <= last.paintedTargetMs;
        const bool gapMet = g <= last.gapTargetMs;
        const bool progressMet = asked == 0 || shown == asked;
        allMet = allMet && paintedMet && gapMet && progressMet;
        char paintedTarget[16] = "-", progress[16] = "-";
        if (last.paintedTargetMs > 0)
            std::snprintf(paintedTarget, sizeof paintedTarget, "%.0f", last.paintedTargetMs);
        if (asked > 0)
            std::snprintf(progress, sizeof progress, "%d of %d", shown, asked);
        std::printf("%-44s %12.1f %12.1f %10s %10.0f %9s  %s\n", name.c_str(), p, g, paintedTarget, last.gapTargetMs, progress,
                    paintedMet && gapMet && progressMet ? "met" : "MISSED");
    }
    std::fflush(stdout);
    return allMet;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc >= 3 && std::string(argv[1]) == "--child") {
        QApplication app(argc, argv);
        return kie::bench::runResponsiveSession(QString::fromLocal8Bit(argv[2]));
    }
    QStringList sizes = {QStringLiteral("100000"), QStringLiteral("1000000")};
    QString dir = QStringLiteral("/tmp/kie-bench");
    int repeats = 3;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 < argc && arg == "--sizes") {
            sizes = QString::fromLocal8Bit(argv[++i]).split(QLatin1Char(','));
        } else if (i + 1 < argc && arg == "--dir") {
            dir = QString::fromLocal8Bit(argv[++i]);
        } else if (i + 1 < argc && arg == "--repeats") {
            repeats = std::max(1, std::atoi(argv[++i]));
        } else {
            std::fprintf(stderr, "usage: %s [--sizes N,N,...] [--dir DIR] [--repeats N]\n", argv[0]);
            return 2;
        }
    }
    const std::string self = QFileInfo(QString::fromLocal8Bit(argv[0])).absoluteFilePath().toStdString();
    const std::string generator = QFileInfo(QString::fromStdString(self)).absolutePath().toStdString() + "/kie-gen-archive";
    if (std::system(("mkdir -p '" + dir.toStdString() + "'").c_str()) != 0)
        return 1;
    kie::bench::printLoadAverage("before");
    bool failed = false;
    for (const QString &size : sizes) {
        const std::string file = QString(dir + QStringLiteral("/archive-") + size + QStringLiteral(".json")).toStdString();
        if (!QFileInfo::exists(QString::fromStdString(file))
            && std::system(("'" + generator + "' " + size.toStdString() + " '" + file + "'").c_str()) != 0) {
            std::fprintf(stderr, "cannot generate %s\n", file.c_str());
            return 1;
        }
        std::vector<Round> rounds;
        for (int r = 0; r < repeats; ++r) {
            Round round;
            if (!runChild(self, file, round)) {
                std::fprintf(stderr, "round %d at %s runs failed\n", r + 1, qPrintable(size));
                failed = true;
            }
            if (!round.order.empty())
                rounds.push_back(std::move(round));
        }
        if (!rounds.empty())
            printTable(size, rounds);
        kie::bench::printLoadAverage("after this size");
    }
    return failed ? 1 : 0;
}
