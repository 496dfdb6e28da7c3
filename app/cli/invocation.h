// SPDX-License-Identifier: Apache-2.0
// What every command shares: the invocation, exit codes, command-line parsing and the one way to
// open FILE as an Archive. One file per command (verifycommand.cpp, ...) builds on it; cli.cpp
// holds the table of commands.
#pragma once

#include "archivesession.h"
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
struct Table;
enum class TableFormat;
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

// What every command's --help holds, worded once: the command table's summary as the description,
// -h/--help, --lang and the command word. Returns the help option.
QCommandLineOption addStandardOptions(QCommandLineParser &parser, const Invocation &call);
// parser.helpText() with a usage line as the manual writes it: the program's name (not the path it
// was started by), then the command, then "[options]": "Usage: kernelindex-explorer verify [options] FILE".
QString commandHelpText(const QCommandLineParser &parser, const QString &command);

// Sets up the usual --help and parses. Returns true when the command should go on with exactly
// `positional` (its arguments after the command word); otherwise *exitCode is what to return. A last
// positional named "NAME..." takes one or more arguments; one named FILE or FILE... brings the fetch options.
bool parseCommandLine(QCommandLineParser &parser, Invocation &call,
                      const QList<std::pair<QString, QString>> &positionalHelp, QStringList *positional, int *exitCode);
// The same for the commands that read FILE... as one workspace (rank, compare, summary, plot).
bool parseWorkspaceCommandLine(QCommandLineParser &parser, Invocation &call, QStringList *files, int *exitCode);
// The same for the commands that read one FILE (or https URL): verify, digest, cite, show.
bool parseFileCommandLine(QCommandLineParser &parser, Invocation &call, QString *file, int *exitCode);

// Every command opens its FILE... arguments through the session (archivesession.h) in blocking mode,
// as the window opens them together: URLs fetched first, each member's problems reported, the members
// merged (a record carried by several files is one run). Waits for `until`; null after saying why on
// `err` when any input cannot be read. Load problems go to stderr when `reportLoadProblems` (commands
// whose stdout is data; `verify` prints them itself).
std::shared_ptr<const SessionSnapshot> openSession(const QStringList &inputs, const Invocation &call,
                                                   ArchiveSession::Stage until = ArchiveSession::Stage::Opened,
                                                   bool reportLoadProblems = true);
// Load problems go to stderr for commands whose stdout is data (digest, rank, cite, show).
void reportProblems(const Archive &archive, QTextStream &err);
// openSession()'s archive: one FILE, or several FILE/URL/folder arguments as one workspace.
std::shared_ptr<const Archive> openArchiveForData(const QString &file, const Invocation &call);
std::shared_ptr<const Archive> openWorkspaceForData(const QStringList &inputs, const Invocation &call);

// The run a user named (runfacts.h findRun, the one lookup of the window and every command), or -1
// after saying "FILE: why" on stderr. Each command maps -1 to its own documented exit status.
int findNamedRun(const Archive &archive, const QString &file, const QString &query, const Invocation &call);

// The output rule (safewrite.h) asked before a command reads anything: false after saying on `err` why
// `output` is one of `inputs`. The writer asks again when it writes.
bool outputIsNotAnInput(const QString &output, const QStringList &inputs, QTextStream &err);

// --run RUN, worded once for the window and every command that picks one run (show, cite, compare,
// attest, plot): how RUN is matched is findRun's rule (runfacts.h); FirstRun adds that without it,
// the first run is meant.
enum class RunDefault { None, FirstRun };
QCommandLineOption runOption(RunDefault without);

// --json, worded the same for every command that has it.
QCommandLineOption jsonOutputOption();
// --group KEY (figure.h findGroup), worded the same for rank and diff.
QCommandLineOption groupKeyOption();
// --include-failed-integrity (ARCHIVE.md §3 "Integrity before rank"), the same for every command
// that ranks; readIncludeFailedIntegrity puts what was given into call.ranking before anything opens.
QCommandLineOption includeFailedIntegrityOption();
void readIncludeFailedIntegrity(const QCommandLineParser &parser, const QCommandLineOption &option, Invocation &call);

// --format tsv|csv|markdown|latex|json for the commands that print a table (tablewriter.h); tsv is
// the default.
QCommandLineOption tableFormatOption();
// The named format; false after saying why on stderr (a usage error: exit 2).
bool tableFormatFromOption(const QString &name, const Invocation &call, TableFormat *format);
// The table on stdout in `format`; false after saying why on stderr.
bool printDataTable(const Table &table, TableFormat format, const Invocation &call);

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
// 0 identical, 1 differences, 2 trouble (as diff(1)).
int runDiff(Invocation &call);
// 0 the cited record is here unchanged, 1 changed or not here, 2 unreadable FILE or CITATION.
int runCheckCitation(Invocation &call);

} // namespace kie::cli
