// SPDX-License-Identifier: Apache-2.0
// The table of headless commands. Each is one handler in its own file (verifycommand.cpp, ...). To add
// one: write `int runX(Invocation &call)` (parse with parseCommandLine(), open files with
// openSession() or openWorkspaceForData(), through the session; invocation.h) and add one line to kCommands. Commands that need widgets (plot) are
// added by the app layer through addWidgetCommand().
#include "cli.h"

#include "attestcommand.h"
#include "invocation.h"
#include "keygencommand.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <vector>

namespace kie::cli {

namespace {

struct Command
{
    const char *name;
    const char *summary; // translated when shown
    Handler handler;
};

const Command kCommands[] = {
    {"verify", QT_TRANSLATE_NOOP("kie::cli", "Check every digest reference and attestation signature of FILE."),
     runVerify},
    {"digest", QT_TRANSLATE_NOOP("kie::cli", "Print kind, name and digest of every object in FILE."), runDigest},
    {"canonicalize", QT_TRANSLATE_NOOP("kie::cli", "Print the RFC 8785 canonical form of a JSON document."),
     runCanonicalize},
    {"rank", QT_TRANSLATE_NOOP("kie::cli", "Print the comparison groups of FILE and the ranks within them."), runRank},
    {"cite", QT_TRANSLATE_NOOP("kie::cli", "Print a citation of a run in FILE: --format text|markdown|bibtex|csl-json|ris."),
     runCite},
    {"show", QT_TRANSLATE_NOOP("kie::cli", "Print what the run page says about a run in FILE: --run ID, --json."), runShow},
    {"compare", QT_TRANSLATE_NOOP("kie::cli", "Say whether two runs of FILE can be compared, and why: --run A [--with B] [--json]."), runCompare},
    {"attest", QT_TRANSLATE_NOOP("kie::cli", "Write a copy of FILE with a signed note or reproduction about a run: --run X --text T -o OUT."),
     runAttestCommand},
    {"keygen", QT_TRANSLATE_NOOP("kie::cli", "Make an Ed25519 signing key for attestations: -o KEY.pem."),
     runKeygenCommand},
    {"import", QT_TRANSLATE_NOOP("kie::cli", "Import trace files or folders into a run archive: TRACES... -o ARCHIVE."),
     runImport},
    {"diff", QT_TRANSLATE_NOOP("kie::cli", "Say what changed between two snapshots FILE-OLD and FILE-NEW: runs, ranks, references: [--group KEY] [--json]."),
     runDiff},
    {"check-citation", QT_TRANSLATE_NOOP("kie::cli", "Say whether the record a citation cites is in FILE, unchanged: CITATION is a file or -."),
     runCheckCitation},
    {"summary", QT_TRANSLATE_NOOP("kie::cli", "Rank authors or solutions across every definition of FILE...: --by, --baseline, --fast-p, --json, --format flashinfer."),
     runSummary},
};

std::vector<Command> &widgetCommands()
{
    static std::vector<Command> commands;
    return commands;
}

// The table and then the commands the app layer added.
std::vector<const Command *> allCommands()
{
    std::vector<const Command *> all;
    for (const Command &command : kCommands)
        all.push_back(&command);
    for (const Command &command : widgetCommands())
        all.push_back(&command);
    return all;
}

const Command *findCommand(const QString &name)
{
    for (const Command *command : allCommands()) {
        if (name == QLatin1String(command->name))
            return command;
    }
    return nullptr;
}

void printTopLevelHelp(QTextStream &out)
{
    const QString program = QCoreApplication::applicationName();
    out << QCoreApplication::translate("kie::cli", "Usage: %1 [FILE|URL] [--run RUN] [--lang CODE]").arg(program) << '\n'
        << QCoreApplication::translate("kie::cli", "       %1 COMMAND [options] ARGUMENTS").arg(program) << '\n'
        << '\n'
        << QCoreApplication::translate(
               "kie::cli", "Explore GPU-kernel benchmark run archives. Without a command, opens FILE in the window.")
        << '\n'
        << '\n'
        << QCoreApplication::translate("kie::cli", "Commands (run without a display):") << '\n';
    int width = 0;
    for (const Command *command : allCommands())
        width = std::max(width, int(qstrlen(command->name)));
    for (const Command *command : allCommands())
        out << "  " << QString::fromLatin1(command->name).leftJustified(width + 2)
            << QCoreApplication::translate("kie::cli", command->summary) << '\n';
    out << '\n'
        << QCoreApplication::translate("kie::cli", "Options:") << '\n'
        << "  -h, --help     "
        << QCoreApplication::translate("kie::cli", "Show this help; with a command, that command's help.") << '\n'
        << "  -v, --version  " << QCoreApplication::translate("kie::cli", "Show the version.") << '\n'
        << "  --run <RUN>  " << runOption(RunDefault::None).description() << '\n'
        << "  --lang CODE    " << QCoreApplication::translate("kie::cli", "In the window: use this language (en, de, ja, zh_CN).")
        << '\n'
        << '\n'
        << QCoreApplication::translate("kie::cli",
                                       "Exit status: 0 success, 1 the check failed, 2 usage error or unreadable file.")
        << '\n';
}

} // namespace

void addWidgetCommand(const char *name, const char *summary, Handler handler)
{
    if (!findCommand(QString::fromLatin1(name)))
        widgetCommands().push_back({name, summary, handler});
}

bool commandNeedsWidgets(const QString &word)
{
    for (const Command &command : widgetCommands()) {
        if (word == QLatin1String(command.name))
            return true;
    }
    return false;
}

QStringList headlessCommands()
{
    QStringList names;
    for (const Command *command : allCommands())
        names << QString::fromLatin1(command->name);
    return names;
}

bool isHeadlessCommand(const QString &word)
{
    return findCommand(word) != nullptr;
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString word = arguments.value(1);
    if (const Command *command = findCommand(word)) {
        Invocation call {arguments, out, err, word, QCoreApplication::translate("kie::cli", command->summary)};
        return command->handler(call);
    }
    const QStringList rest = arguments.mid(1);
    if (rest.contains(QLatin1String("--help")) || rest.contains(QLatin1String("-h"))
        || rest.contains(QLatin1String("-?"))) {
        printTopLevelHelp(out);
        return kExitOk;
    }
    if (rest.contains(QLatin1String("--version")) || rest.contains(QLatin1String("-v"))) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }
    if (word.isEmpty())
        err << QCoreApplication::translate("kie::cli", "No command given.") << '\n';
    else
        err << QCoreApplication::translate("kie::cli", "Unknown command: %1").arg(word) << '\n';
    err << QCoreApplication::translate("kie::cli", "Commands: %1").arg(headlessCommands().join(QStringLiteral(", ")))
        << '\n'
        << QCoreApplication::translate("kie::cli", "Try '%1 --help'.").arg(QCoreApplication::applicationName()) << '\n';
    return kExitTrouble;
}

} // namespace kie::cli
