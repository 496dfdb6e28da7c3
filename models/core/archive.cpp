// SPDX-License-Identifier: Apache-2.0
#include "archive.h"

#include <QDate>
#include <QDateTime>
#include <QDebugStateSaver>

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

QDebug operator<<(QDebug debug, const LoadProblem &problem)
{
    QDebugStateSaver saver(debug);
    debug.noquote() << problem.toString();
    return debug;
}

} // namespace kie
