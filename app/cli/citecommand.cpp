// SPDX-License-Identifier: Apache-2.0
// `cite FILE [--run X] [--format F] [--accessed DATE]`: a citation of one run (ARCHIVE.md §7).
#include "invocation.h"

#include "archive.h"
#include "citation.h"
#include "runfacts.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QTextStream>

namespace kie::cli {

int runCite(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption runOption = cli::runOption(RunDefault::FirstRun);
    const QCommandLineOption formatOption(
        QStringLiteral("format"), QCoreApplication::translate("kie::cli", "text, markdown, bibtex, csl-json or ris (default: text)."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption accessedOption(
        QStringLiteral("accessed"),
        QCoreApplication::translate("kie::cli", "Access date YYYY-MM-DD (default: the fetch date, else the archive's exportedAt, else today)."),
        QStringLiteral("DATE"));
    parser.addOptions({runOption, formatOption, accessedOption});
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;

    CitationFormat format = CitationFormat::PlainText;
    if (!citationFormatFromName(parser.value(formatOption), &format)) {
        call.err << QCoreApplication::translate("kie::cli", "Unknown citation format: %1 (text, markdown, bibtex, csl-json, ris)")
                        .arg(parser.value(formatOption))
                 << '\n';
        return kExitTrouble;
    }
    QDate accessed;
    if (parser.isSet(accessedOption)) {
        const QString text = parser.value(accessedOption);
        accessed = QDate::fromString(text, QStringLiteral("yyyy-MM-dd"));
        if (!accessed.isValid()) {
            call.err << QCoreApplication::translate("kie::cli", "Not a date (YYYY-MM-DD): %1").arg(text) << '\n';
            return kExitTrouble;
        }
    }

    const std::shared_ptr<const Archive> archive = openArchiveForData(file, call);
    if (!archive)
        return kExitTrouble;
    const int index = findNamedRun(*archive, file, parser.value(runOption), call);
    if (index < 0)
        return kExitFailed;
    call.out << formatCitation(citationFields(*archive, index, accessed), format) << '\n';
    return kExitOk;
}

} // namespace kie::cli
