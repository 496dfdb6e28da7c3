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

int runImportCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    constexpr int kOk = 0;
    constexpr int kTrouble = 2;

    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Import FlashInfer-Bench / SOL-ExecBench trace files (.jsonl, gzip allowed) or dataset folders into one "
           "run archive. Nothing in a trace is executed or followed."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    Tr::tr("Write the run archive to ARCHIVE (atomically)."), QStringLiteral("ARCHIVE"));
    const QCommandLineOption gzip(QStringLiteral("gzip"), Tr::tr("Compress the archive with gzip (also when ARCHIVE ends in .gz)."));
    parser.addOption(output);
    parser.addOption(gzip);
    parser.addPositionalArgument(QStringLiteral("import"), Tr::tr("Import traces into a run archive."), QStringLiteral("import"));
    parser.addPositionalArgument(QStringLiteral("TRACES"), Tr::tr("Trace files or folders."), QStringLiteral("TRACES..."));

    const QString usage = Tr::tr("Usage: %1 import TRACES... -o ARCHIVE [--gzip]").arg(QCoreApplication::applicationName());
    if (!parser.parse(arguments)) {
        err << parser.errorText() << '\n' << usage << '\n';
        return kTrouble;
    }
    if (parser.isSet(help)) {
        out << parser.helpText();
        return kOk;
    }
    const QStringList traces = parser.positionalArguments().mid(1);
    const QString target = parser.value(output);
    if (traces.isEmpty() || target.isEmpty()) {
        err << usage << '\n';
        return kTrouble;
    }

    ReadResult result = readArchiveFiles(traces);
    if (!result.archive) {
        err << (result.fatalError.isEmpty() ? Tr::tr("nothing could be imported") : result.fatalError) << '\n';
        return kTrouble;
    }
    const Archive &archive = *result.archive;
    if (archive.format != ArchiveFormat::TraceImport) {
        err << Tr::tr("%1 is not a trace file or folder (it reads as a %2)").arg(traces.join(QStringLiteral(", ")),
                                                                            archiveFormatName(archive.format))
            << '\n';
        return kTrouble;
    }
    // Malformed lines were skipped; they are reported, and the rest is still written.
    for (const LoadProblem &problem : archive.problems)
        err << problem.toString() << '\n';

    const bool compress = parser.isSet(gzip) || target.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive);
    QString error;
    if (!writeRunArchive(archive, target, compress, &error)) {
        err << error << '\n';
        return kTrouble;
    }
    qsizetype cases = 0;
    for (const RunRecord &run : archive.runs) {
        out << tsvRow({QStringLiteral("run"), run.meta.name, run.digest, run.statusText, QString::number(run.cases.size())});
        cases += qsizetype(run.cases.size());
    }
    out << tsvRow({QStringLiteral("written"), target,
                   Tr::tr("%1 runs, %2 cases, %3 problems").arg(archive.runs.size()).arg(cases).arg(archive.problems.size())});
    return kOk;
}

// The table's handler: TRACES may be https URLs too, fetched first with the same options as every FILE.
int runImport(Invocation &call)
{
    QStringList arguments = call.arguments;
    if (!fetchImportInputs(&arguments, call.err))
        return kExitTrouble;
    return runImportCommand(arguments, call.out, call.err);
}

} // namespace kie::cli
