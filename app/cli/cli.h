// SPDX-License-Identifier: Apache-2.0
// The headless commands (verify, digest, canonicalize, rank, cite, show, import). They run on
// QCoreApplication, need no display, and print stable, scriptable output (resources/help/command-line.md).
#pragma once

#include <QStringList>

class QTextStream;

namespace kie::cli {

struct Invocation;
using Handler = int (*)(Invocation &call);

// Commands that draw with widgets (`plot`: QCustomPlot) live in the app layer, which adds them to the
// table before run(); they need a QApplication (main() makes one on the offscreen platform).
void addWidgetCommand(const char *name, const char *summary, Handler handler);
bool commandNeedsWidgets(const QString &word);

bool isHeadlessCommand(const QString &word);
QStringList headlessCommands();

// arguments: as QCoreApplication::arguments(), i.e. [program, command, ...]. Returns the exit code.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace kie::cli
