// SPDX-License-Identifier: Apache-2.0
#include "invocation.h"

#include "archive.h"
#include "archivereader.h"
#include "canonicaljson.h"
#include "fetchcli.h"
#include "opener.h"
#include "runfacts.h"
#include "workspace.h"
#include "workspaceinputs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>

namespace kie::cli {

QCommandLineOption addStandardOptions(QCommandLineParser &parser, const Invocation &call)
{
    parser.setApplicationDescription(call.summary);
    // Not addHelpOption(): its --help-all describes Qt's GUI options, which these commands do not take.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QCoreApplication::translate("kie::cli", "Show this help."));
    parser.addOption(help);
    // main() takes --lang out before a command runs (it must act before any text is made); it is
    // listed here so that every command's help says it is there.
    parser.addOption(QCommandLineOption(
        QStringLiteral("lang"),
        QCoreApplication::translate("kie::cli", "Messages in this language (en, de, ja, zh_CN); a figure's words and "
                                                "numbers too. Data lines stay English."),
        QStringLiteral("CODE")));
    parser.addPositionalArgument(call.command, call.summary, call.command);
    return help;
}

QString commandHelpText(const QCommandLineParser &parser, const QString &command)
{
    QString text = parser.helpText();
    const QStringList started = QCoreApplication::arguments();
    const QString path = started.isEmpty() ? QString() : started.constFirst();
    // Qt writes "Usage: PATH [options] COMMAND ..." (its words translated): the path becomes the
    // program's name and the command moves in front of "[options]", whatever the language.
    const qsizetype lineEnd = text.indexOf(QLatin1Char('\n'));
    const qsizetype at = path.isEmpty() ? -1 : text.indexOf(path);
    if (at < 0 || (lineEnd >= 0 && at > lineEnd))
        return text;
    const qsizetype afterPath = at + path.size();
    const qsizetype commandAt = text.indexOf(QLatin1Char(' ') + command, afterPath);
    QString usage = QCoreApplication::applicationName();
    qsizetype replacedEnd = afterPath;
    if (commandAt >= 0 && (lineEnd < 0 || commandAt < lineEnd)) {
        usage += QLatin1Char(' ') + command + text.mid(afterPath, commandAt - afterPath);
        replacedEnd = commandAt + 1 + command.size();
    }
    return text.replace(at, replacedEnd - at, usage);
}

bool parseCommandLine(QCommandLineParser &parser, Invocation &call,
                      const QList<std::pair<QString, QString>> &positionalHelp, QStringList *positional, int *exitCode)
{
    const QCommandLineOption help = addStandardOptions(parser, call);
    for (const auto &[name, description] : positionalHelp)
        parser.addPositionalArgument(name, description);
    // Every FILE may be an https URL; the fetch options come with it.
    const bool takesFile = std::any_of(positionalHelp.cbegin(), positionalHelp.cend(),
                                       [](const auto &entry) { return entry.first.startsWith(QLatin1String("FILE")); });
    if (takesFile)
        parser.addOptions(fetchCommandLineOptions());

    if (!parser.parse(call.arguments)) {
        call.err << parser.errorText() << '\n'
                 << QCoreApplication::translate("kie::cli", "Try '%1 %2 --help'.")
                        .arg(QCoreApplication::applicationName(), call.command)
                 << '\n';
        *exitCode = kExitTrouble;
        return false;
    }
    if (parser.isSet(help)) {
        call.out << commandHelpText(parser, call.command);
        *exitCode = kExitOk;
        return false;
    }
    if (QString error; takesFile && !fetchOptionsFromParser(parser, &call.fetch, &error)) {
        call.err << error << '\n';
        *exitCode = kExitTrouble;
        return false;
    }
    *positional = parser.positionalArguments().mid(1); // drop the command word
    // A last positional named "NAME..." takes one or more arguments.
    const bool variadic = !positionalHelp.isEmpty() && positionalHelp.constLast().first.endsWith(QLatin1String("..."));
    if (variadic ? positional->size() < positionalHelp.size() : positional->size() != positionalHelp.size()) {
        QStringList names;
        for (const auto &entry : positionalHelp)
            names << entry.first;
        call.err << QCoreApplication::translate("kie::cli", "Usage: %1 %2 [options] %3")
                        .arg(QCoreApplication::applicationName(), call.command, names.join(QLatin1Char(' ')))
                 << '\n'
                 << QCoreApplication::translate("kie::cli", "Try '%1 %2 --help'.")
                        .arg(QCoreApplication::applicationName(), call.command)
                 << '\n';
        *exitCode = kExitTrouble;
        return false;
    }
    return true;
}

bool parseFileCommandLine(QCommandLineParser &parser, Invocation &call, QString *file, int *exitCode)
{
    QStringList files;
    const bool ok = parseCommandLine(
        parser, call,
        {{QStringLiteral("FILE"),
          QCoreApplication::translate("kie::cli", "Run archive, manifest bundle, JSON Lines or trace file (gzip allowed).")}},
        &files, exitCode);
    if (ok)
        *file = files.constFirst();
    return ok;
}

namespace {

// One workspace member, said as the window says it: the first input names it.
std::shared_ptr<Archive> openMember(const QStringList &inputs, const Invocation &call)
{
    QTextStream &err = call.err;
    const QString &file = inputs.constFirst();
    const OpenResult result = openMemberBlocking(inputs, call.fetch);
    if (result.fetchFailed) {
        err << file << ": " << result.error << '\n';
        return nullptr;
    }
    if (!result.fetch.warning.isEmpty())
        err << file << ": " << result.fetch.warning << '\n';
    if (!result.archive) {
        QString reason = result.error;
        if (reason.isEmpty())
            reason = QCoreApplication::translate("kie::cli", "cannot read this file");
        // The reader's messages usually name the file already.
        err << (reason.contains(file) ? reason : file + QStringLiteral(": ") + reason) << '\n';
        return nullptr;
    }
    return result.archive;
}

} // namespace

std::shared_ptr<Archive> openArchive(const QString &file, const Invocation &call)
{
    return openMember({file}, call);
}

std::shared_ptr<const Archive> openWorkspaceForData(const QStringList &inputs, const Invocation &call)
{
    std::vector<std::shared_ptr<const Archive>> members;
    for (const QStringList &member : workspaceMembersOf(inputs)) {
        std::shared_ptr<Archive> archive = openMember(member, call);
        if (!archive)
            return nullptr;
        reportProblems(*archive, call.err);
        members.push_back(std::move(archive));
    }
    return mergeArchives(members);
}

std::shared_ptr<Archive> openArchiveForData(const QString &file, const Invocation &call)
{
    std::shared_ptr<Archive> archive = openArchive(file, call);
    if (archive)
        reportProblems(*archive, call.err);
    return archive;
}

int findNamedRun(const Archive &archive, const QString &file, const QString &query, const Invocation &call)
{
    QString error;
    const int index = findRun(archive, query, &error);
    if (index < 0)
        call.err << file << ": " << error << '\n';
    return index;
}

QCommandLineOption jsonOutputOption()
{
    return QCommandLineOption(QStringLiteral("json"),
                              QCoreApplication::translate("kie::cli", "Print one JSON document (RFC 8785 canonical form)."));
}

void reportProblems(const Archive &archive, QTextStream &err)
{
    for (const LoadProblem &problem : archive.problems)
        err << problem.toString() << '\n';
}

QString rawNumber(double value)
{
    return QString::fromStdString(formatEcmaScriptNumber(value));
}

} // namespace kie::cli
