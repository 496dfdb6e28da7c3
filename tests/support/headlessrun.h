// SPDX-License-Identifier: Apache-2.0
// A program run as a headless command runs: no display at all (DISPLAY, WAYLAND_DISPLAY and
// QT_QPA_PLATFORM removed: such commands must not need one; XDG_RUNTIME_DIR too), in a UTF-8 locale, waited for.
#pragma once

#include <QProcess>
#include <QStringList>

namespace kie::test {

struct HeadlessRun
{
    bool finished = false; // within the time given
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    int exitCode = -1;
    QByteArray out, err;

    bool exitedNormally() const { return finished && exitStatus == QProcess::NormalExit; }
};

inline HeadlessRun runHeadless(const QString &program, const QStringList &arguments, int timeoutMs)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Nor a login session's runtime directory: a CI job has none, and a command must stay quiet without it.
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    HeadlessRun run;
    run.finished = process.waitForFinished(timeoutMs);
    run.exitStatus = process.exitStatus();
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace kie::test
