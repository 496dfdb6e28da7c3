// SPDX-License-Identifier: Apache-2.0
// Runs a headless command in-process (cli::run) and keeps its exit status, stdout and stderr.
#pragma once

#include "cli.h"

#include <QStringList>
#include <QTextStream>

namespace kie::test {

struct CliOutput
{
    int exitCode = -1;
    QString out;
    QString err;
};

inline CliOutput runCli(const QStringList &arguments)
{
    CliOutput result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.exitCode = kie::cli::run(QStringList{QStringLiteral("kernelindex-explorer")} + arguments, out, err);
    out.flush();
    err.flush();
    return result;
}

} // namespace kie::test
