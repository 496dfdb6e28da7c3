// SPDX-License-Identifier: Apache-2.0
// Which inputs, given together (File > Open, a drop, the command line), become which workspace
// members (models/core/workspace.h), and which paths to watch for changes on disk.
#pragma once

#include <QList>
#include <QStringList>

namespace kie {

// Every trace file among the inputs (a Trace JSON Lines file, recognised by its first line as the
// reader does) is imported together, as one member: the traces of one set, split over files, make
// one run per solution as `import` makes them. Every other input (an archive, a trace folder, a URL,
// a gzip file, "-") is a member of its own. The members come in the order of their first input.
QList<QStringList> workspaceMembersOf(const QStringList &inputs);

// `inputs` without those that name what an earlier input or one of `open` already names: the same
// local file or folder under another spelling (relative, "./", a symlink) is one input; a URL is
// compared as written. Opening or adding a file twice then lists it once.
QStringList newInputs(const QStringList &inputs, const QStringList &open = {});

// The local files and folders to watch for one member's inputs: each file, and each folder with
// the folders below it (trace folders grow while a benchmark runs), at most `maxFolders` of them.
QStringList watchedPathsOf(const QStringList &inputs, int maxFolders = 256);

} // namespace kie
