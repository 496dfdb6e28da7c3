// SPDX-License-Identifier: Apache-2.0
// `digest FILE`: kind, name and digest of every object, in file order.
#include "invocation.h"

#include "archive.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace kie::cli {

int runDigest(Invocation &call)
{
    QCommandLineParser parser;
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;

    const std::shared_ptr<const Archive> archive = openArchiveForData(file, call);
    if (!archive)
        return kExitTrouble;

    bool complete = true;
    for (const ObjectBase *each : objectsInFileOrder(*archive)) {
        const ObjectBase &object = *each;
        call.out << tsvRow({kindNameOf(object), object.meta.name, object.digest});
        if (object.digest.isEmpty()) {
            complete = false;
            call.err << QCoreApplication::translate("kie::cli", "%1 %2: no digest: %3")
                            .arg(kindNameOf(object), object.meta.name, object.digestError)
                     << '\n';
        }
    }
    return complete ? kExitOk : kExitFailed;
}

} // namespace kie::cli
