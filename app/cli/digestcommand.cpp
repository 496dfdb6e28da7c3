// SPDX-License-Identifier: Apache-2.0
// `digest FILE`: kind, name and digest of every object, in file order.
#include "invocation.h"

#include "archive.h"
#include "tsv.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>

namespace kie::cli {

namespace {

// Objects in the order they appear in the file; the kind order breaks ties inside a bundle line.
struct ObjectRef
{
    const ObjectBase *object;
    int kindOrder;
};

std::vector<ObjectRef> objectsInFileOrder(const Archive &archive)
{
    std::vector<ObjectRef> objects;
    objects.reserve(size_t(archive.objectCount()));
    const auto add = [&](const auto &records, int kindOrder) {
        for (const auto &record : records)
            objects.push_back({&record, kindOrder});
    };
    add(archive.runs, 0);
    add(archive.protocols, 1);
    add(archive.environments, 2);
    add(archive.workloads, 3);
    add(archive.implementations, 4);
    add(archive.attestations, 5);
    add(archive.others, 6);
    std::stable_sort(objects.begin(), objects.end(), [](const ObjectRef &a, const ObjectRef &b) {
        if (a.object->source.offset != b.object->source.offset)
            return a.object->source.offset < b.object->source.offset;
        return a.kindOrder < b.kindOrder;
    });
    return objects;
}

QString kindOf(const ObjectBase &object)
{
    return object.meta.kind != ObjectKind::Unknown ? kindName(object.meta.kind) : object.meta.kindName;
}

} // namespace

int runDigest(Invocation &call)
{
    QCommandLineParser parser;
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;

    const std::shared_ptr<Archive> archive = openArchiveForData(file, call);
    if (!archive)
        return kExitTrouble;

    bool complete = true;
    for (const ObjectRef &ref : objectsInFileOrder(*archive)) {
        const ObjectBase &object = *ref.object;
        call.out << tsvRow({kindOf(object), object.meta.name, object.digest});
        if (object.digest.isEmpty()) {
            complete = false;
            call.err << QCoreApplication::translate("kie::cli", "%1 %2: no digest: %3")
                            .arg(kindOf(object), object.meta.name, object.digestError)
                     << '\n';
        }
    }
    return complete ? kExitOk : kExitFailed;
}

} // namespace kie::cli
