// SPDX-License-Identifier: Apache-2.0
#include "importcommand.h"

#include "archive.h"
#include "archivereader.h"
#include "archivewriter.h"
#include "fetchcli.h"
#include "invocation.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace kie::cli {

namespace {

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::cli)
};

} // namespace

int runImportCommand(Invocation &call, const QStringList &arguments)
{
    QTextStream &out = call.out;
    QTextStream &err = call.err;

    QCommandLineParser parser;
    const QCommandLineOption help = addStandardOptions(parser, call);
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    Tr::tr("Write the run archive to ARCHIVE (atomically)."), QStringLiteral("ARCHIVE"));
    const QCommandLineOption gzip(QStringLiteral("gzip"), Tr::tr("Compress the archive with gzip (also when ARCHIVE ends in .gz)."));
    parser.addOption(output);
    parser.addOption(gzip);
    // Listed for --help: runImport() has taken them out of `arguments` already, to fetch the URLs.
    parser.addOptions(fetchCommandLineOptions());
    parser.addPositionalArgument(QStringLiteral("TRACES"), Tr::tr("Trace files or folders."), QStringLiteral("TRACES..."));

    const QString usage = Tr::tr("Usage: %1 import TRACES... -o ARCHIVE [--gzip]").arg(QCoreApplication::applicationName());
    if (!parser.parse(arguments)) {
        err << parser.errorText() << '\n' << usage << '\n';
        return kExitTrouble;
    }
    if (parser.isSet(help)) {
        out << commandHelpText(parser, call.command);
        return kExitOk;
    }
    const QStringList traces = parser.positionalArguments().mid(1);
    const QString target = parser.value(output);
    if (traces.isEmpty() || target.isEmpty()) {
        err << usage << '\n';
        return kExitTrouble;
    }

    if (!outputIsNotAnInput(target, traces, err))
        return kExitTrouble;
    ReadResult result = readArchiveFiles(traces);
    if (!result.archive) {
        err << (result.fatalError.isEmpty() ? Tr::tr("nothing could be imported") : result.fatalError) << '\n';
        return kExitTrouble;
    }
    const Archive &archive = *result.archive;
    if (archive.format != ArchiveFormat::TraceImport) {
        err << Tr::tr("%1 is not a trace file or folder (it reads as a %2)").arg(traces.join(QStringLiteral(", ")),
                                                                            archiveFormatName(archive.format))
            << '\n';
        return kExitTrouble;
    }
    // Malformed lines were skipped; they are reported, and the rest is still written.
    for (const LoadProblem &problem : archive.problems)
        err << problem.toString() << '\n';

    const bool compress = parser.isSet(gzip) || target.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive);
    QString error;
    if (!writeRunArchive(archive, target, compress, &error)) {
        err << error << '\n';
        return kExitTrouble;
    }
    qsizetype cases = 0;
    for (const RunRecord &run : archive.runs) {
        out << tsvRow({QStringLiteral("run"), run.meta.name, run.digest, run.statusText, QString::number(run.cases.size())});
        cases += qsizetype(run.cases.size());
    }
    out << tsvRow({QStringLiteral("written"), target,
                   Tr::tr("%n run(s)", "", int(archive.runs.size())) + QStringLiteral(", ") + Tr::tr("%n case(s)", "", int(cases))
                       + QStringLiteral(", ") + Tr::tr("%n problem(s)", "", int(archive.problems.size()))});
    return kExitOk;
}

// The table's handler: TRACES may be https URLs too, fetched first with the same options as every FILE.
int runImport(Invocation &call)
{
    QStringList arguments = call.arguments;
    if (!fetchImportInputs(&arguments, call.err))
        return kExitTrouble;
    return runImportCommand(call, arguments);
}

} // namespace kie::cli
