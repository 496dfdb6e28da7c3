// SPDX-License-Identifier: Apache-2.0
// The command-line side of fetching: the options every FILE-taking command accepts
// (--allow-http, --ca-file, --sha256, --max-bytes, --timeout, --cache-dir) and the step that turns
// an https URL argument into the path of its fetched, checked, cached copy.
#pragma once

#include "fetcher.h"

#include <QCommandLineOption>
#include <QList>

class QCommandLineParser;
class QTextStream;

namespace kie::cli {

QList<QCommandLineOption> fetchCommandLineOptions();
// Reads the options above from a parser they were added to. False and *error on a bad value.
bool fetchOptionsFromParser(const QCommandLineParser &parser, FetchOptions *options, QString *error);
// The same options taken out of a raw argument list (for commands with their own parser: import).
bool takeFetchOptions(QStringList *arguments, FetchOptions *options, QString *error);

// When *file is an http(s) URL: fetches it (warnings go to `err`) and replaces *file with the
// cached copy's path; *result gets the fetch. False, with the reason on `err`, when the fetch failed.
// A local path is left alone and is not an error.
bool fetchIfRemote(QString *file, const FetchOptions &options, QTextStream &err, FetchResult *result = nullptr);

// import's arguments: fetch options taken out, every URL among the inputs replaced by its fetched copy.
bool fetchImportInputs(QStringList *arguments, QTextStream &err);

// "2G", "500M", "64K", "1048576" -> bytes (powers of 1024); -1 when malformed.
qint64 parseByteSize(const QString &text);

} // namespace kie::cli
