// SPDX-License-Identifier: Apache-2.0
#include "cli.h"

#include <QCoreApplication>
#include <QTextStream>

namespace kie::cli {

QStringList headlessCommands()
{
    return {QStringLiteral("verify"), QStringLiteral("digest"), QStringLiteral("canonicalize"), QStringLiteral("rank"),
            QStringLiteral("cite"), QStringLiteral("import")};
}

bool isHeadlessCommand(const QString &word)
{
    return headlessCommands().contains(word);
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (arguments.contains(QStringLiteral("--version")) || arguments.contains(QStringLiteral("-v"))) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    err << "not implemented yet\n";
    return 2;
}

} // namespace kie::cli
