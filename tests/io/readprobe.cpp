// SPDX-License-Identifier: Apache-2.0
// kie-read-probe FILE: reads FILE ("-" = standard input) as the command line does and prints one line:
// "<ok|problems|fatal> <runs> <objects> <peak RSS in KiB>", then the fatal error or first problem.
// Exit 0, 1 or 2 as the command line. tst_memorybudget runs it under `prlimit --as`.
#include "archivereader.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cstdio>

namespace {

long peakRssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    }
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: kie-read-probe FILE\n");
        return 2;
    }
    const kie::ReadResult result = kie::readArchiveFile(QString::fromLocal8Bit(argv[1]));
    if (!result.archive) {
        std::printf("fatal 0 0 %ld\n%s\n", peakRssKiB(), qPrintable(result.fatalError));
        return 2;
    }
    const kie::Archive &archive = *result.archive;
    const bool problems = std::any_of(archive.problems.begin(), archive.problems.end(),
                                      [](const kie::LoadProblem &p) { return p.severity == kie::Severity::Error; });
    std::printf("%s %zu %lld %ld\n%s\n", problems ? "problems" : "ok", archive.runs.size(), qlonglong(archive.objectCount()),
                peakRssKiB(), archive.problems.empty() ? "" : qPrintable(archive.problems.front().toString()));
    return problems ? 1 : 0;
}
