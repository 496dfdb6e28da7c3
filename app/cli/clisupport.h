// SPDX-License-Identifier: Apache-2.0
// What every command handler shares with cli.cpp's table: the invocation, the exit codes and the
// helpers (parsing, opening FILE, tab-separated fields). Defined in cli.cpp.
#pragma once

#include "fetchcli.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <utility>

class QCommandLineParser;
class QTextStream;

namespace kie {
struct Archive;
}

namespace kie::cli {

// Exit codes shared by all commands, in the manner of diff/cmp: 0 fine, 1 the check failed,
// 2 trouble (usage error, a file that cannot be read).
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitTrouble = 2;

struct Invocation
{
    QStringList arguments; // [program, command, ...]
    QTextStream &out;
    QTextStream &err;
    QString command;
    QString summary; // translated
    FetchOptions fetch = {}; // when FILE is an https URL (issue 6): --allow-http, --ca-file, ...
};

QString field(const QString &value);
QString row(const QStringList &fields);
bool parseCommandLine(QCommandLineParser &parser, Invocation &call,
                      const QList<std::pair<QString, QString>> &positionalHelp, QStringList *positional, int *exitCode);
bool parseFileCommandLine(QCommandLineParser &parser, Invocation &call, QString *file, int *exitCode);
std::shared_ptr<Archive> openArchive(const QString &file, const Invocation &call);
void reportProblems(const Archive &archive, QTextStream &err);

} // namespace kie::cli
