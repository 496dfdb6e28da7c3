// SPDX-License-Identifier: Apache-2.0
#include "archive.h"

#include <QDate>
#include <QDateTime>
#include <QDebugStateSaver>

#include <algorithm>

namespace kie {

QString archiveFormatName(ArchiveFormat format)
{
    switch (format) {
    case ArchiveFormat::ManifestBundle:
        return QStringLiteral("manifest bundle");
    case ArchiveFormat::RunArchive:
        return QStringLiteral("RunArchive");
    case ArchiveFormat::JsonLines:
        return QStringLiteral("JSON Lines");
    case ArchiveFormat::SingleObject:
        return QStringLiteral("single object");
    case ArchiveFormat::TraceImport:
        return QStringLiteral("trace import");
    }
    return QString();
}

QString LoadProblem::toString() const
{
    QString where = file;
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            where += QLatin1Char(':') + QString::number(column);
    } else if (byteOffset >= 0) {
        where += QStringLiteral(": byte ") + QString::number(byteOffset);
    }
    QString text = where + QStringLiteral(": ");
    if (recordIndex >= 0)
        text += QStringLiteral("record ") + QString::number(recordIndex) + QStringLiteral(": ");
    if (severity == Severity::Warning)
        text += QStringLiteral("warning: ");
    return text + message;
}

qsizetype Archive::objectCount() const
{
    return qsizetype(runs.size() + protocols.size() + environments.size() + workloads.size()
                     + implementations.size() + attestations.size() + others.size());
}

void Archive::indexDigests()
{
    objectsByDigest.clear();
    objectsByDigest.reserve(qsizetype(objectCount() - runs.size()));
    const auto index = [this](ObjectKind kind, const auto &records) {
        for (size_t i = 0; i < records.size(); ++i) {
            const DigestString &digest = records[i].digest;
            if (!digest.isEmpty() && !objectsByDigest.contains(digest))
                objectsByDigest.insert(digest, {kind, int(i)});
        }
    };
    index(ObjectKind::BenchmarkProtocol, protocols);
    index(ObjectKind::ExecutionEnvironment, environments);
    index(ObjectKind::BenchmarkWorkload, workloads);
    index(ObjectKind::Implementation, implementations);
    index(ObjectKind::Attestation, attestations);
    index(ObjectKind::Unknown, others);
}

int Archive::indexOfDigest(ObjectKind kind, const QString &digest) const
{
    const auto it = objectsByDigest.constFind(digest);
    if (it == objectsByDigest.constEnd() || it->first != kind)
        return -1;
    return it->second;
}

QString Archive::accessDate() const
{
    const QString stamp = !fetchedAt.isEmpty() ? fetchedAt : !info.exportedAt.isEmpty() ? info.exportedAt : openedAt;
    if (stamp.size() >= 10)
        return stamp.left(10);
    return QDate::currentDate().toString(Qt::ISODate);
}

std::vector<const ObjectBase *> objectsInFileOrder(const Archive &archive)
{
    struct Ref
    {
        const ObjectBase *object;
        int kindOrder; // breaks ties inside a bundle, whose members share the bundle's offset
    };
    std::vector<Ref> refs;
    refs.reserve(size_t(archive.objectCount()));
    const auto add = [&refs](const auto &records, int kindOrder) {
        for (const auto &record : records)
            refs.push_back({&record, kindOrder});
    };
    add(archive.runs, 0);
    add(archive.protocols, 1);
    add(archive.environments, 2);
    add(archive.workloads, 3);
    add(archive.implementations, 4);
    add(archive.attestations, 5);
    add(archive.others, 6);
    std::stable_sort(refs.begin(), refs.end(), [](const Ref &a, const Ref &b) {
        if (a.object->source.offset != b.object->source.offset)
            return a.object->source.offset < b.object->source.offset;
        return a.kindOrder < b.kindOrder;
    });
    std::vector<const ObjectBase *> objects;
    objects.reserve(refs.size());
    for (const Ref &ref : refs)
        objects.push_back(ref.object);
    return objects;
}

QString kindNameOf(const ObjectBase &object)
{
    return object.meta.kind != ObjectKind::Unknown ? kindName(object.meta.kind) : object.meta.kindName.text();
}

QDebug operator<<(QDebug debug, const LoadProblem &problem)
{
    QDebugStateSaver saver(debug);
    debug.noquote() << problem.toString();
    return debug;
}

} // namespace kie
