// SPDX-License-Identifier: Apache-2.0
// kie-bench-open: open-to-interactive in the real main window, as a user sees it, against python3's
// json.load of the same file in the same run. Every measurement is a fresh child process started
// with the file (offscreen platform), timed by this parent from fork() to the lines the child
// writes; peak RSS comes from wait4()'s rusage, the same way for every tool. The window runs twice:
// as the app starts, and with glibc's malloc in 2 MB pages (transparent huge pages), which in this
// virtual machine cost more to touch first than 4 KB pages on some days and less on others (tests/benchmarks/README.md; kie-bench-firsttouch). faults@int: the child's page faults (minor, thousands) until
// interactive, each a trap to the hypervisor here: with kie-bench-firsttouch's cost per fault they
// say how much of cpu@int is fresh memory.
// The window's phases are timed the same way, from the events the child sees: the QApplication made
// (start: loading the libraries), the main window built (the file's read-ahead runs meanwhile), the
// reader's progress (the status bar's 0..1000; ranking is its last stage, from 950), the archive set
// in the window (after the table's rows and the integrity summary, built on a worker), then
// interactive (the first run's page and the first paint).
//   interactive: the window has set the table model (filled, sortable, filterable) and shown the
//                first run's page, and has painted and laid out everything that changed: the first
//                time the event loop runs out of events with no paint, layout, show or resize event
//                handled since it last did (one turn after the first run's page was set, as
//                measured until 2026-12-07, the window was still laying out and painting its new
//                widgets: medians of 5, 32 ms more for one run, 12 ms at 100k, 14 ms at 300k);
//   done:        nothing left in the background (the record digests of all runs, the table's
//                filter text); equal to interactive for a window that does everything before;
//   filter@int:  how long a filter typed at interactive takes to show its rows (the child types
//                "quail" then), which includes waiting for the filter text when it is not built yet.
//   kie-bench-open [--sizes 100000,300000,1000000] [--dir /tmp/kie-bench] [--repeats 5] [--settle S]
//                  [--no-python]
//   --settle S: wait S seconds before each measurement, so that it starts on a machine that has been
//               quiet a while, as a user's launch does, not on the pages the previous child just freed.
//   kie-bench-open --child FILE        (what each measurement runs)
// The second peer, kie-bench-simdjson-peer (simdjson_peer.cpp), only parses: the same file with
// simdjson's DOM parser, counting the runs, no Qt loaded.
#include "mainwindow.h"
#include "processcpu.h"
#include "readahead.h"
#include "runfilterproxy.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QProgressBar>
#include <QStringList>
#include <QTableView>
#include <QTimer>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using kie::ui::MainWindow;

// Counts the events that paint or lay out a widget, for every object of the application.
class PaintEvents : public QObject
{
public:
    qint64 count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Paint:
        case QEvent::UpdateRequest:
        case QEvent::UpdateLater:
        case QEvent::LayoutRequest:
        case QEvent::Show:
        case QEvent::Resize:
        case QEvent::Polish:
        case QEvent::PolishRequest:
            ++count;
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }
};

void say(const char *event, long value = 0)
{
    std::printf("%s %ld\n", event, value);
    std::fflush(stdout);
}

// A figure of /proc/self/status in kB: VmHWM (peak resident), RssAnon, RssFile.
long statusKb(const QByteArray &field = "VmHWM")
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(QByteArray(field + ':')))
            return line.mid(field.size() + 1).trimmed().split(' ').front().toLong();
    }
    return 0;
}

// Whether the window still computes something after it became interactive. Windows that do
// everything before showing the archive have no such notion: then done == interactive.
template<typename Window>
bool pendingWork(const Window &window)
{
    if constexpr (requires { window.hasBackgroundWork(); })
        return window.hasBackgroundWork();
    return false;
}

int child(int argc, char **argv, const QString &file)
{
    QApplication app(argc, argv);
    PaintEvents paintEvents;
    app.installEventFilter(&paintEvents);
    say("app");
    std::unique_ptr<kie::ReadAhead> readAhead = MainWindow::readAhead({file}); // as app/main.cpp does
    MainWindow window;
    say("window");
    bool archiveSet = false;
    bool interactive = false;
    QObject::connect(&window, &MainWindow::archiveChanged, &window, [&] {
        if (!archiveSet)
            say("shown");
        archiveSet = true;
    });
    // archivereader.cpp: reading fills the progress up to 950, ranking the rest.
    if (auto *progress = window.findChild<QProgressBar *>(QStringLiteral("loadProgress"))) {
        QObject::connect(progress, &QProgressBar::valueChanged, &window, [reported = 0](int value) mutable {
            if (value >= 950 && reported < 950)
                say("ranking");
            if (value >= 1000 && reported < 1000)
                say("read");
            reported = std::max(reported, value);
        });
    }
    QObject::connect(&window, &MainWindow::loadFailed, &window, [](const QString &message) {
        std::fprintf(stderr, "load failed: %s\n", qPrintable(message));
        std::fflush(stderr);
        _exit(1);
    });
    const auto finish = [&window] {
        const QTableView *table = window.runTable();
        say("rows", table && table->model() ? long(table->model()->rowCount()) : -1);
        say("peak", statusKb());
        say("anon-at-done", statusKb("RssAnon"));
        say("file-at-done", statusKb("RssFile"));
        _exit(0); // measured: skip tearing down hundreds of thousands of records
    };
    const auto waitDone = [&window, finish] {
        auto *poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, finish] {
            if (pendingWork(window))
                return;
            say("done");
            finish();
        });
        poll->start(2);
    };
    const auto becameInteractive = [&window, waitDone, finish] {
        say("interactive", long(kie::bench::processCpuMs())); // CPU time, all threads
        say("peak-at-interactive", statusKb());
        say("anon-at-interactive", statusKb("RssAnon"));
        say("file-at-interactive", statusKb("RssFile"));
        struct rusage usage = {};
        getrusage(RUSAGE_SELF, &usage);
        say("faults-at-interactive", usage.ru_minflt);
        QElapsedTimer typed;
        typed.start();
        const QString filter = QStringLiteral("quail");
        window.filterEdit()->setText(filter);
        // Applied at once when the filter text is built, else when it is (the event loop runs).
        while (window.runProxy()->filterText() != filter)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        say("filter-us", long(typed.nsecsElapsed() / 1000));
        window.filterEdit()->clear(); // every row again, as the final row count expects
        if (pendingWork(window)) {
            waitDone();
        } else {
            say("done");
            finish();
        }
    };
    QObject::connect(&window, &MainWindow::currentRunChanged, &window, [&](int run) {
        if (!archiveSet || interactive || run < 0)
            return;
        interactive = true;
        // A zero timer fires each time the event loop has run out of events: the first time no
        // paint or layout event was handled since the last, the window shows all it will.
        auto *idle = new QTimer(&window);
        QObject::connect(idle, &QTimer::timeout, &window, [idle, &paintEvents, becameInteractive, seen = paintEvents.count]() mutable {
            if (paintEvents.count != seen) {
                seen = paintEvents.count;
                return;
            }
            idle->stop(); // kept: this slot goes on in becameInteractive's event loop
            becameInteractive();
        });
        idle->start(0);
    });
    window.show();
    window.openArguments({file});
    readAhead.reset();
    return app.exec();
}

struct Sample
{
    double interactive = 0, done = 0, wall = 0; // seconds since fork()
    double interactiveCpu = 0, cpu = 0; // CPU seconds (all threads) until interactive, until exit
    long peakKb = 0; // wait4(): the child's peak resident set
    long interactivePeakKb = 0; // the child's VmHWM when it became interactive
    long interactiveFaults = 0; // the child's minor page faults until then
    double filterAtInteractive = 0; // seconds from typing a filter at interactive to its rows
    double app = 0, window = 0; // seconds since fork(): QApplication made, main window built (not shown)
    double ranking = 0, read = 0, shown = 0; // seconds since fork(): ranking began, reading ended, archive set
    long rows = -1;
    bool ok = false;
};

// `environment`: NAME=value settings for the child, on top of this process's.
Sample runChild(const std::vector<std::string> &args, bool window, const std::vector<std::string> &environment = {})
{
    Sample sample;
    int pipeFds[2];
    if (pipe(pipeFds) != 0)
        return sample;
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(pipeFds[1], STDOUT_FILENO);
        close(pipeFds[0]);
        close(pipeFds[1]);
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        // Recent files and window state go to a scratch place, the same for every run.
        setenv("XDG_CONFIG_HOME", "/tmp/kie-bench-open-config", 1);
        for (const std::string &setting : environment)
            putenv(const_cast<char *>(setting.c_str()));
        std::vector<char *> argv;
        for (const std::string &arg : args)
            argv.push_back(const_cast<char *>(arg.c_str()));
        argv.push_back(nullptr);
        execvp(argv[0], argv.data());
        _exit(127);
    }
    close(pipeFds[1]);
    FILE *lines = fdopen(pipeFds[0], "r");
    char line[256];
    while (lines && std::fgets(line, sizeof line, lines)) {
        const double now = timer.nsecsElapsed() / 1e9;
        char event[64] = {};
        long value = 0;
        if (std::sscanf(line, "%63s %ld", event, &value) < 1)
            continue;
        const std::string name = event;
        if (name == "interactive") {
            sample.interactive = now;
            sample.interactiveCpu = value / 1e3;
        }
        else if (name == "done")
            sample.done = now;
        else if (name == "rows")
            sample.rows = value;
        else if (name == "peak-at-interactive")
            sample.interactivePeakKb = value;
        else if (name == "faults-at-interactive")
            sample.interactiveFaults = value;
        else if (name == "filter-us")
            sample.filterAtInteractive = value / 1e6;
        else if (name == "ranking")
            sample.ranking = now;
        else if (name == "read")
            sample.read = now;
        else if (name == "shown")
            sample.shown = now;
        else if (name == "app")
            sample.app = now;
        else if (name == "window")
            sample.window = now;
    }
    if (lines)
        fclose(lines);
    int status = 0;
    struct rusage usage = {};
    wait4(pid, &status, 0, &usage);
    sample.wall = timer.nsecsElapsed() / 1e9;
    sample.peakKb = usage.ru_maxrss;
    sample.cpu = usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
    sample.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0 && (!window || sample.interactive > 0);
    if (!window) {
        sample.interactive = sample.done = sample.wall;
        sample.interactiveCpu = sample.cpu;
        sample.interactiveFaults = usage.ru_minflt;
    }
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
    if (argc >= 3 && std::string(argv[1]) == "--child")
        return child(argc, argv, QString::fromLocal8Bit(argv[2]));
    QStringList sizes = {QStringLiteral("100000"), QStringLiteral("300000"), QStringLiteral("1000000")};
    QString dir = QStringLiteral("/tmp/kie-bench");
    int repeats = 5;
    bool python = true;
    int settleSeconds = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--no-python") {
            python = false;
        } else if (i + 1 < argc && arg == "--sizes") {
            sizes = QString::fromLocal8Bit(argv[++i]).split(QLatin1Char(','));
        } else if (i + 1 < argc && arg == "--dir") {
            dir = QString::fromLocal8Bit(argv[++i]);
        } else if (i + 1 < argc && arg == "--repeats") {
            repeats = std::max(1, std::atoi(argv[++i]));
        } else if (i + 1 < argc && arg == "--settle") {
            settleSeconds = std::max(0, std::atoi(argv[++i]));
        } else {
            std::fprintf(stderr, "usage: %s [--sizes N,N,...] [--dir DIR] [--repeats N] [--settle S] [--no-python]\n", argv[0]);
            return 2;
        }
    }
    const std::string self = QFileInfo(QString::fromLocal8Bit(argv[0])).absoluteFilePath().toStdString();
    const std::string benchDir = QFileInfo(QString::fromStdString(self)).absolutePath().toStdString();
    const std::string generator = benchDir + "/kie-gen-archive";
    const std::string simdjsonPeer = benchDir + "/kie-bench-simdjson-peer";
    if (std::system(("mkdir -p '" + dir.toStdString() + "'").c_str()) != 0)
        return 1;

    kie::bench::printLoadAverage("before");
    std::printf("%-8s %7s  %-22s %8s %8s %8s %9s %8s %7s %8s %9s %8s %10s %10s\n", "runs", "file MB", "tool", "inter. s", "done s",
                "exit s", "cpu@int s", "cpu s", "RSS MB", "RSS/file", "@int/file", "MB/s", "faults@int", "filter@int");
    for (const QString &size : sizes) {
        const std::string file = QString(dir + QStringLiteral("/archive-") + size + QStringLiteral(".json")).toStdString();
        if (!QFileInfo::exists(QString::fromStdString(file)) && !runChild({generator, size.toStdString(), file}, false).ok) {
            std::fprintf(stderr, "cannot generate %s\n", file.c_str());
            return 1;
        }
        const qint64 fileBytes = QFileInfo(QString::fromStdString(file)).size();
        const double megabytes = fileBytes / 1e6;
        struct Tool
        {
            const char *name;
            std::vector<std::string> command;
            bool window;
            std::vector<std::string> environment;
        };
        std::vector<Tool> tools = {{"kie window (offscreen)", {self, "--child", file}, true, {}},
                                   {"  same, 2 MB malloc", {self, "--child", file}, true,
                                    {"GLIBC_TUNABLES=glibc.malloc.hugetlb=1:glibc.malloc.top_pad=33554432"}}};
        tools.push_back({"simdjson DOM parse", {simdjsonPeer, file}, false, {}});
        if (python)
            tools.push_back({"python3 json.load", {"python3", "-c", "import json,sys; json.load(open(sys.argv[1]))", file}, false, {}});
        // Interleaved: one run of each tool per round, so that a change in the machine's load hits both.
        std::vector<std::vector<Sample>> samples(tools.size());
        for (int r = 0; r < repeats; ++r) {
            for (size_t t = 0; t < tools.size(); ++t) {
                if (settleSeconds > 0)
                    ::sleep(unsigned(settleSeconds));
                samples[t].push_back(runChild(tools[t].command, tools[t].window, tools[t].environment));
            }
        }
        for (size_t t = 0; t < tools.size(); ++t) {
            std::vector<double> interactive, done, wall, interactiveCpu, cpu, faults, filter;
            long peak = 0, interactivePeak = 0;
            bool ok = true;
            for (const Sample &sample : samples[t]) {
                ok = ok && sample.ok;
                interactive.push_back(sample.interactive);
                done.push_back(sample.done);
                wall.push_back(sample.wall);
                interactiveCpu.push_back(sample.interactiveCpu);
                cpu.push_back(sample.cpu);
                faults.push_back(double(sample.interactiveFaults));
                filter.push_back(sample.filterAtInteractive);
                peak = std::max(peak, sample.peakKb);
                interactivePeak = std::max(interactivePeak, sample.interactivePeakKb);
            }
            const double ready = median(interactive);
            // The window's table and the simdjson peer's count must both have every run; python says none.
            const long rowsSeen = samples[t].front().rows;
            const bool rowsOk = rowsSeen == size.toLong() || (!tools[t].window && rowsSeen < 0);
            const double atInteractive = tools[t].window ? interactivePeak * 1024.0 / double(fileBytes) : peak * 1024.0 / double(fileBytes);
            char filterText[32] = "-";
            if (tools[t].window)
                std::snprintf(filterText, sizeof filterText, "%.3f", median(filter));
            std::printf("%-8s %7.1f  %-22s %8.3f %8.3f %8.3f %9.3f %8.3f %7.0f %8.2f %9.2f %8.0f %9.1fk %10s%s%s\n", qPrintable(size),
                        megabytes, tools[t].name, ready, median(done), median(wall), median(interactiveCpu), median(cpu),
                        peak * 1024.0 / 1e6, peak * 1024.0 / double(fileBytes), atInteractive, megabytes / ready,
                        median(faults) / 1e3, filterText, ok ? "" : "  (failed)", rowsOk ? "" : "  (run count differs)");
            std::fflush(stdout);
        }
        // Where each window's time to interactive went, medians over the rounds.
        for (size_t t = 0; t < tools.size(); ++t) {
            if (!tools[t].window)
                continue;
            std::vector<double> app, window, reading, ranking, rows, shown;
            for (const Sample &sample : samples[t]) {
                if (sample.app <= 0 || sample.window < sample.app || sample.ranking < sample.window
                    || sample.read < sample.ranking || sample.shown < sample.read || sample.interactive < sample.shown)
                    continue; // a phase not seen (the reader reported no ranking stage)
                app.push_back(sample.app);
                window.push_back(sample.window - sample.app);
                reading.push_back(sample.ranking - sample.window);
                ranking.push_back(sample.read - sample.ranking);
                rows.push_back(sample.shown - sample.read);
                shown.push_back(sample.interactive - sample.shown);
            }
            if (reading.empty())
                continue;
            std::printf("%-8s phases   %-22s start to QApplication %.3f s, window built %.3f s, reading %.3f s, ranking %.3f s, "
                        "rows and archive set %.3f s, first run and paint %.3f s (%zu of %zu rounds)\n",
                        qPrintable(size), tools[t].name, median(app), median(window), median(reading), median(ranking),
                        median(rows), median(shown),
                        reading.size(), samples[t].size());
        }
        std::fflush(stdout);
    }
    kie::bench::printLoadAverage("after");
    return 0;
}
