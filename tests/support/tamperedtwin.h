// SPDX-License-Identifier: Apache-2.0
// A RunArchive holding the seed bundle and a tampered twin: a copy whose carried protocol is edited
// (timer "wall_clock"), so its protocol reads declared ≠ computed (ARCHIVE.md §3) while its run, the
// same but for metadata, keeps the seed's timing. Written into `directory` as twin.json. And the one way
// the integrity-before-rank tests read a file ranked with the switch off or on.
#pragma once

#include "archive.h"
#include "archivereader.h"
#include "ranking.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QString>

namespace kie::test {

inline const QString kSeedManifest = QStringLiteral("../shared/fixtures/seed/manifest.json");
inline const QString kTwinRunName = QStringLiteral("sol-submission-26346-twin");

// The twin's path, or "" when the seed cannot be read or the file not written.
inline QString writeTamperedTwin(const QString &directory)
{
    QFile seedFile(kSeedManifest);
    if (!seedFile.open(QIODevice::ReadOnly))
        return QString();
    const nlohmann::json genuine = nlohmann::json::parse(seedFile.readAll().toStdString());
    nlohmann::json twin = genuine;
    twin["protocol"]["spec"]["measurement"]["timer"] = "wall_clock";
    twin["run"]["metadata"]["name"] = kTwinRunName.toStdString(); // metadata: the run digest is unchanged
    const nlohmann::json document = {{"apiVersion", "kernelindex.dev/v1alpha1"},
                                     {"kind", "RunArchive"},
                                     {"metadata", {{"name", "seed-and-twin"}}},
                                     {"items", nlohmann::json::array({genuine, twin})}};
    const QString path = QDir(directory).filePath(QStringLiteral("twin.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write(QByteArray::fromStdString(document.dump(2)));
    return file.error() == QFile::NoError ? path : QString();
}

// The file read and ranked with the switch off (the rule) or on (ARCHIVE.md §3); null when unreadable.
inline std::shared_ptr<Archive> readRanked(const QString &path, bool includeFailedIntegrity)
{
    ReadResult result = readArchiveFile(path);
    if (!result.archive)
        return nullptr;
    result.archive->ranking = rankArchive(*result.archive, RankingOptions{includeFailedIntegrity});
    return result.archive;
}

} // namespace kie::test
