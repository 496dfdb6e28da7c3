// SPDX-License-Identifier: Apache-2.0
// `canonicalize FILE`: the RFC 8785 bytes of one JSON document.
#include "invocation.h"

#include "archivereader.h"
#include "canonicaljson.h"
#include "fetchcli.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>

namespace kie::cli {

namespace {

// The bytes of a file, "-" meaning standard input; gzip is inflated (detected by content).
bool readInputBytes(const QString &file, QByteArray *bytes, QTextStream &err)
{
    QFile input;
    const bool opened = file == QLatin1String("-") ? input.open(stdin, QIODevice::ReadOnly)
                                                   : (input.setFileName(file), input.open(QIODevice::ReadOnly));
    if (!opened) {
        err << QCoreApplication::translate("kie::cli", "%1: cannot read: %2").arg(file, input.errorString()) << '\n';
        return false;
    }
    *bytes = input.readAll();
    if (isGzip(*bytes)) {
        const ReadOptions limits;
        QString error;
        QByteArray inflated = gunzip(*bytes, limits.maxDecompressedBytes, limits.maxCompressionRatio, &error);
        if (inflated.isNull()) {
            err << QCoreApplication::translate("kie::cli", "%1: cannot read: %2").arg(file, error) << '\n';
            return false;
        }
        *bytes = std::move(inflated);
    }
    return true;
}

} // namespace

int runCanonicalize(Invocation &call)
{
    QCommandLineParser parser;
    QStringList files;
    int exitCode = kExitOk;
    if (!parseCommandLine(
            parser, call,
            {{QStringLiteral("FILE"),
              QCoreApplication::translate("kie::cli", "One JSON document (gzip allowed); - reads standard input.")}},
            &files, &exitCode))
        return exitCode;

    QByteArray bytes;
    QString input = files.constFirst();
    if (!fetchIfRemote(&input, call.fetch, call.err) || !readInputBytes(input, &bytes, call.err))
        return kExitTrouble;
    QString error;
    const QByteArray canonical = canonicalizeJsonText(bytes, &error);
    if (canonical.isNull()) {
        call.err
            << QCoreApplication::translate("kie::cli", "%1: cannot canonicalize: %2").arg(files.constFirst(), error)
            << '\n';
        return kExitFailed;
    }
    // The exact bytes, no newline: `... canonicalize x.json | sha256sum` is the JCS hash.
    call.out << QString::fromUtf8(canonical);
    return kExitOk;
}

} // namespace kie::cli
