// SPDX-License-Identifier: Apache-2.0
// What every command shares: the invocation, exit codes, command-line parsing and the one way to
// open FILE as an Archive. One file per command (verifycommand.cpp, ...) builds on it; cli.cpp
// holds the table of commands.
#pragma once

#include "comparisongroups.h"
#include "fetcher.h"

#include <QList>
#include <QCommandLineOption>
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
    FetchOptions fetch = {}; // when FILE is an https URL: --allow-http, --ca-file, ...
    RankingOptions ranking = {}; // --include-failed-integrity: how opened archives are ranked
};

// Sets up the usual --help and parses. Returns true when the command should go on with exactly
// `positional` (its arguments after the command word); otherwise *exitCode is what to return. A last
// positional named "NAME..." takes one or more arguments; one named FILE or FILE... brings the fetch options.
bool parseCommandLine(QCommandLineParser &parser, Invocation &call,
                      const QList<std::pair<QString, QString>> &positionalHelp, QStringList *positional, int *exitCode);
// The same for the commands that read one FILE (or https URL): verify, digest, rank, cite, show.
bool parseFileCommandLine(QCommandLineParser &parser, Invocation &call, QString *file, int *exitCode);

// "Open FILE as an Archive" for every command: prints why on `err` and returns null when the file
// cannot be read. An https URL is fetched first (checked and cached; see fetcher.h).
std::shared_ptr<Archive> openArchive(const QString &file, const Invocation &call);

// Load problems go to stderr for commands whose stdout is data (digest, rank, cite, show).
void reportProblems(const Archive &archive, QTextStream &err);
// openArchive() and then reportProblems(): the start of every command whose stdout is data.
std::shared_ptr<Archive> openArchiveForData(const QString &file, const Invocation &call);
// Several FILE/URL/folder arguments as the window opens them together: the members of
// workspaceinputs.h workspaceMembersOf, each opened and its problems reported, merged by workspace.h
// mergeArchives (one input: that archive as it is). Null after saying why when any cannot be read.
std::shared_ptr<const Archive> openWorkspaceForData(const QStringList &inputs, const Invocation &call);

// The run a user named (runfacts.h findRun, the one lookup of the window and every command), or -1
// after saying "FILE: why" on stderr. Each command maps -1 to its own documented exit status.
int findNamedRun(const Archive &archive, const QString &file, const QString &query, const Invocation &call);

// --json, worded the same for every command that has it.
QCommandLineOption jsonOutputOption();
// --include-failed-integrity (ARCHIVE.md §3 "Integrity before rank"), the same for every command
// that ranks; readIncludeFailedIntegrity puts what was given into call.ranking before anything opens.
QCommandLineOption includeFailedIntegrityOption();
void readIncludeFailedIntegrity(const QCommandLineParser &parser, const QCommandLineOption &option, Invocation &call);

// Raw numbers as the shortest text that reads back as the same double ("485961", "1234.5").
QString rawNumber(double value);

// The handlers, one file each.
int runVerify(Invocation &call);
int runDigest(Invocation &call);
int runCanonicalize(Invocation &call);
int runRank(Invocation &call);
int runCite(Invocation &call);
int runImport(Invocation &call);
int runShow(Invocation &call);
int runSummary(Invocation &call);
// 0 comparable (with or without caveats), 1 not comparable, 2 trouble (usage, unreadable FILE,
// a run that cannot be found).
int runCompare(Invocation &call);

} // namespace kie::cli
