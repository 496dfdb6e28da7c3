// SPDX-License-Identifier: Apache-2.0
#include "invocation.h"

#include "archive.h"
#include "fetchcli.h"
#include "runfacts.h"
#include "safewrite.h"
#include "tablewriter.h"

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

bool parseWorkspaceCommandLine(QCommandLineParser &parser, Invocation &call, QStringList *files, int *exitCode)
{
    return parseCommandLine(parser, call,
                            {{QStringLiteral("FILE..."),
                              QCoreApplication::translate("kie::cli", "Run archives, trace files or folders (gzip allowed), or https "
                                                                      "URLs: several are one workspace, merged as the window merges them.")}},
                            files, exitCode);
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

// What each member's open said, as the window says it: a fetch's warning, why one could not be read,
// and (for commands whose stdout is data) the load problems of each member on stderr.
void reportOpens(const SessionResult &result, const Invocation &call, bool problems)
{
    QTextStream &err = call.err;
    for (const MemberOpen &open : result.opens) {
        const QString file = open.inputs.isEmpty() ? QString() : open.inputs.constFirst();
        const OpenResult &opened = open.result;
        if (opened.fetchFailed) {
            err << file << ": " << opened.error << '\n';
            continue;
        }
        if (!opened.fetch.warning.isEmpty())
            err << file << ": " << opened.fetch.warning << '\n';
        if (!opened.archive) {
            QString reason = opened.error;
            if (reason.isEmpty())
                reason = QCoreApplication::translate("kie::cli", "cannot read this file");
            // The reader's messages usually name the file already.
            err << (file.isEmpty() || reason.contains(file) ? reason : file + QStringLiteral(": ") + reason) << '\n';
            continue;
        }
        if (problems)
            reportProblems(*opened.archive, err);
    }
}

} // namespace

std::shared_ptr<const SessionSnapshot> openSession(const QStringList &inputs, const Invocation &call, ArchiveSession::Stage until,
                                                   bool reportLoadProblems)
{
    const SessionResult result = ArchiveSession::openBlocking(inputs, call.fetch, until, call.ranking);
    reportOpens(result, call, reportLoadProblems);
    return result.snapshot;
}

std::shared_ptr<const Archive> openWorkspaceForData(const QStringList &inputs, const Invocation &call)
{
    const auto snapshot = openSession(inputs, call, ArchiveSession::Stage::Opened, true);
    return snapshot ? snapshot->archive : nullptr;
}

std::shared_ptr<const Archive> openArchiveForData(const QString &file, const Invocation &call)
{
    return openWorkspaceForData({file}, call);
}

int findNamedRun(const Archive &archive, const QString &file, const QString &query, const Invocation &call)
{
    QString error;
    const int index = findRun(archive, query, &error);
    if (index < 0)
        call.err << file << ": " << error << '\n';
    return index;
}

bool outputIsNotAnInput(const QString &output, const QStringList &inputs, QTextStream &err)
{
    const QString refusal = outputIsAnInput(output, inputs);
    if (refusal.isEmpty())
        return true;
    err << refusal << '\n';
    return false;
}

QCommandLineOption runOption(RunDefault without)
{
    QString help = QCoreApplication::translate(
        "kie::cli", "The run: its id, metadata.name, record digest or a record-digest prefix of at least 8 hex digits.");
    if (without == RunDefault::FirstRun)
        help += QLatin1Char(' ') + QCoreApplication::translate("kie::cli", "Without it: the first run.");
    return QCommandLineOption(QStringLiteral("run"), help, QStringLiteral("RUN"));
}

QCommandLineOption jsonOutputOption()
{
    return QCommandLineOption(QStringLiteral("json"),
                              QCoreApplication::translate("kie::cli", "Print one JSON document (RFC 8785 canonical form)."));
}

QCommandLineOption groupKeyOption()
{
    return QCommandLineOption(
        QStringLiteral("group"),
        QCoreApplication::translate("kie::cli", "Only the comparison group with this key (a unique prefix is enough)."),
        QStringLiteral("KEY"));
}

QCommandLineOption tableFormatOption()
{
    return QCommandLineOption(QStringLiteral("format"),
                              QCoreApplication::translate("kie::cli", "Print the table as tsv (default, with a header row), csv (RFC 4180), markdown (a pipe table), latex (a booktabs tabular) or json."),
                              QStringLiteral("tsv|csv|markdown|latex|json"), QStringLiteral("tsv"));
}

bool tableFormatFromOption(const QString &name, const Invocation &call, TableFormat *format)
{
    if (tableFormatFromName(name, format))
        return true;
    call.err << QCoreApplication::translate("kie::cli", "--format takes %1, not %2")
                    .arg(tableFormatNames().join(QLatin1String(", ")), name)
             << '\n';
    return false;
}

bool printDataTable(const Table &table, TableFormat format, const Invocation &call)
{
    QString error;
    const QString text = writeTable(table, format, &error);
    if (text.isNull()) {
        call.err << error << '\n';
        return false;
    }
    call.out << text;
    return true;
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

} // namespace kie::cli
