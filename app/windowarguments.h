// SPDX-License-Identifier: Apache-2.0
// The window's command line: [FILE|URL...] [--run ID] [--lang CODE]. It is checked before any
// QApplication exists, so that a mistyped command, a missing file or an unknown option is said in one
// line on stderr with exit status 2, also where there is no display, and never opens an empty window.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>

namespace kie::app {

class WindowCommandLine
{
public:
    WindowCommandLine();

    // Parses `arguments` ([program, ...], as QCoreApplication::arguments()). Returns one line saying
    // why the window should not open (unknown option, unknown command word, a file that cannot be
    // read), or an empty string when it may. Words are translated when a translator is installed.
    QString problem(const QStringList &arguments);

    QStringList files() const; // the FILE, folder and URL arguments, in order
    QString run() const; // --run, or empty

private:
    QCommandLineParser m_parser;
    QCommandLineOption m_run;
    QCommandLineOption m_lang;
};

// argv as a list, for the check before QCoreApplication::arguments() exists.
QStringList argumentList(int argc, char **argv);

} // namespace kie::app
