// SPDX-License-Identifier: Apache-2.0
#include "workspaceinputs.h"

#include "fetcher.h"
#include "gzip.h"
#include "traceimport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace kie {

namespace {

// The reader's own test on a file's first bytes (readArchiveFile): a plain file whose first line is
// a Trace. A gzip file is not opened here: it is a member of its own, and the reader still imports it.
bool isTraceFile(const QString &path)
{
    if (path == QLatin1String("-") || isRemoteUrl(path))
        return false;
    const QFileInfo info(path);
    if (!info.isFile())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(qint64(1) << 16);
    return !isGzip(head) && looksLikeTraceLines(head);
}

// What an input names, for telling repeats apart: a local path resolved (symlinks too, when it
// exists), anything else (a URL, "-", an embedded resource) as written.
QString identityOf(const QString &input)
{
    if (input == QLatin1String("-") || isRemoteUrl(input) || input.startsWith(QLatin1Char(':')))
        return input;
    const QFileInfo info(input);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

} // namespace

QStringList newInputs(const QStringList &inputs, const QStringList &open)
{
    QSet<QString> seen;
    for (const QString &input : open)
        seen.insert(identityOf(input));
    QStringList fresh;
    for (const QString &input : inputs) {
        // Standard input is read anew each time it is named.
        if (input == QLatin1String("-") || !seen.contains(identityOf(input)))
            fresh << input;
        seen.insert(identityOf(input));
    }
    return fresh;
}

QList<QStringList> workspaceMembersOf(const QStringList &inputs)
{
    QList<QStringList> members;
    qsizetype traces = -1; // the member that gathers the trace files
    for (const QString &input : inputs) {
        if (input.isEmpty())
            continue;
        if (isTraceFile(input)) {
            if (traces < 0) {
                traces = members.size();
                members.append(QStringList());
            }
            members[traces].append(input);
        } else {
            members.append(QStringList{input});
        }
    }
    return members;
}

QStringList watchedPathsOf(const QStringList &inputs, int maxFolders)
{
    QStringList paths;
    int folders = 0;
    for (const QString &input : inputs) {
        if (input == QLatin1String("-") || isRemoteUrl(input) || input.startsWith(QLatin1Char(':')))
            continue;
        const QFileInfo info(input);
        const QString absolute = QDir::cleanPath(info.absoluteFilePath());
        if (info.isFile()) {
            paths.append(absolute);
        } else if (info.isDir() && folders < maxFolders) {
            paths.append(absolute);
            ++folders;
            QDirIterator below(absolute, QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks,
                               QDirIterator::Subdirectories);
            while (below.hasNext() && folders < maxFolders) {
                paths.append(below.next());
                ++folders;
            }
        }
    }
    paths.removeDuplicates();
    return paths;
}

} // namespace kie
