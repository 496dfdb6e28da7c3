// SPDX-License-Identifier: Apache-2.0
#include "invocation.h"

#include "archive.h"
#include "archivereader.h"
#include "canonicaljson.h"
#include "fetchcli.h"
#include "opener.h"
#include "ranking.h"
#include "runfacts.h"
#include "workspace.h"
#include "workspaceinputs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>

namespace kie::cli {

bool parseCommandLine(QCommandLineParser &parser, Invocation &call,
                      const QList<std::pair<QString, QString>> &positionalHelp, QStringList *positional, int *exitCode)
{
    parser.setApplicationDescription(call.summary);
    // Not addHelpOption(): its --help-all describes Qt's GUI options, which these commands do not take.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QCoreApplication::translate("kie::cli", "Show this help."));
    parser.addOption(help);
    parser.addPositionalArgument(call.command, call.summary, call.command);
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
        call.out << parser.helpText();
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
    if (call.ranking.includeFailedIntegrity) // the reader ranked by the default rule
        result.archive->ranking = rankArchive(*result.archive, call.ranking);
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
    return mergeArchives(members, call.ranking);
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

QCommandLineOption includeFailedIntegrityOption()
{
    return QCommandLineOption(QStringLiteral("include-failed-integrity"),
                              QCoreApplication::translate("kie::cli", "Rank runs with a declared \u2260 computed reference too, "
                                                                      "marked (by default they are left out of every rank)."));
}

void readIncludeFailedIntegrity(const QCommandLineParser &parser, const QCommandLineOption &option, Invocation &call)
{
    call.ranking.includeFailedIntegrity = parser.isSet(option);
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
