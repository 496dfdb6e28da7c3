// SPDX-License-Identifier: Apache-2.0
// `check-citation FILE CITATION`: is the record a citation cites still in FILE, unchanged
// (citationcheck.h)? Exit 0 here and unchanged, 1 changed or not here, 2 unreadable input.
#include "invocation.h"

#include "archive.h"
#include "citationcheck.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>

namespace kie::cli {

namespace {

// A citation is a paragraph or an entry: anything longer is not one the explorer wrote.
constexpr qint64 kMaxCitationBytes = qint64(1) << 20;

// The citation's text from a file, "-" meaning standard input; null after saying why.
QString readCitation(const QString &path, const Invocation &call)
{
    QFile file;
    const bool opened = path == QLatin1String("-") ? file.open(stdin, QIODevice::ReadOnly)
                                                    : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    const QByteArray bytes = opened ? file.read(kMaxCitationBytes + 1) : QByteArray();
    if (!opened || bytes.size() > kMaxCitationBytes) {
        const QString why = opened ? QCoreApplication::translate("kie::cli", "longer than a citation can be")
                                   : file.errorString();
        call.err << QCoreApplication::translate("kie::cli", "%1: cannot read: %2").arg(path, why) << '\n';
        return QString();
    }
    return QString::fromUtf8(bytes);
}

} // namespace

int runCheckCitation(Invocation &call)
{
    QCommandLineParser parser;
    QStringList arguments;
    int exitCode = kExitOk;
    if (!parseCommandLine(
            parser, call,
            {{QStringLiteral("FILE"),
              QCoreApplication::translate("kie::cli", "Run archive, manifest bundle, JSON Lines or trace file or folder, or an https URL.")},
             {QStringLiteral("CITATION"),
              QCoreApplication::translate("kie::cli", "A file holding a citation in any format `cite` writes, a record digest or a permalink; - reads standard input.")}},
            &arguments, &exitCode))
        return exitCode;

    CitedRecord cited;
    QString error;
    // A bare digest or permalink may be given as it is, instead of in a file.
    const QString &source = arguments.at(1);
    const bool bare = source != QLatin1String("-") && !QFile::exists(source) && parseCitation(source, &cited, nullptr)
        && (cited.format == QLatin1String("digest") || cited.format == QLatin1String("permalink"));
    const QString text = bare ? source : readCitation(source, call);
    if (text.isNull())
        return kExitTrouble;
    if (!parseCitation(text, &cited, &error)) {
        call.err << arguments.at(1) << ": " << error << '\n';
        return kExitTrouble;
    }
    const std::shared_ptr<const Archive> archive = openWorkspaceForData({arguments.at(0)}, call);
    if (!archive)
        return kExitTrouble;
    const CitationCheck check = checkCitation(*archive, cited);
    call.out << citationCheckText(*archive, cited, check) << '\n';
    return check.verdict == CitationVerdict::Unchanged ? kExitOk : kExitFailed;
}

} // namespace kie::cli
