// SPDX-License-Identifier: Apache-2.0
// The headless commands (verify, digest, canonicalize, rank, cite, show, import). They run on
// QCoreApplication, need no display, and print stable, scriptable output (README "Command line").
#pragma once

#include <QStringList>

class QTextStream;

namespace kie::cli {

bool isHeadlessCommand(const QString &word);
QStringList headlessCommands();

// arguments: as QCoreApplication::arguments(), i.e. [program, command, ...]. Returns the exit code.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace kie::cli
