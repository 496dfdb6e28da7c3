// SPDX-License-Identifier: Apache-2.0
// `canonicalize FILE`: the RFC 8785 bytes of one JSON document.
#include "invocation.h"

#include "gzip.h"
#include "inputbytes.h"

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
    // The reader's rules for what an input may be (inputbytes.h): "-", pipes and devices are capped
    // streams, refused as soon as their first bytes cannot start an object; gzip strictly by member.
    const ReadOptions limits;
    QString error;
    const InputBytes input = openInputBytes(file, limits.maxStreamBytes, &error);
    if (!input.buffer) {
        err << QCoreApplication::translate("kie::cli", "%1: cannot read: %2").arg(file, error) << '\n';
        return false;
    }
    // A deep copy: a mapped file's bytes go away with `input`.
    *bytes = QByteArray(input.buffer->constData(), input.buffer->size());
    if (isGzip(*bytes)) {
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
