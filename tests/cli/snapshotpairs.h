// SPDX-License-Identifier: Apache-2.0
// Hand-built snapshots of the embedded sample archive (resources/sample-archive.json): the sample as
// JSON, edited item by item and written to a temporary folder, for `diff` and `check-citation`.
#pragma once

#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <string>

namespace kie::test {

inline const QString kSampleArchive = QStringLiteral("resources/sample-archive.json");

inline nlohmann::json sampleJson()
{
    QFile file(kSampleArchive);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    return nlohmann::json::parse(file.readAll().toStdString());
}

// The run object of an item: the item itself, or a bundle's "run".
inline nlohmann::json *runOfItem(nlohmann::json &item)
{
    if (item.contains("run"))
        return &item["run"];
    return item.value("kind", std::string()) == "BenchmarkRun" ? &item : nullptr;
}

// The run whose kernelindex.dev/id annotation or metadata.name is `idOrName`; null when none.
inline nlohmann::json *findRunJson(nlohmann::json &archive, const std::string &idOrName)
{
    for (nlohmann::json &item : archive["items"]) {
        nlohmann::json *run = runOfItem(item);
        if (!run)
            continue;
        const nlohmann::json &meta = (*run)["metadata"];
        const std::string id = meta.contains("annotations") ? meta["annotations"].value("kernelindex.dev/id", std::string())
                                                             : std::string();
        if (id == idOrName || meta.value("name", std::string()) == idOrName)
            return run;
    }
    return nullptr;
}

// Removes the item that is, or carries, the run `idOrName`.
inline bool removeRunJson(nlohmann::json &archive, const std::string &idOrName)
{
    nlohmann::json &items = archive["items"];
    for (auto it = items.begin(); it != items.end(); ++it) {
        nlohmann::json *run = runOfItem(*it);
        if (run && findRunJson(archive, idOrName) == run) {
            items.erase(it);
            return true;
        }
    }
    return false;
}

// Writes `archive` as `name` in `dir`; its path.
inline QString writeSnapshot(const QTemporaryDir &dir, const QString &name, const nlohmann::json &archive)
{
    const QString path = QDir(dir.path()).filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write(QByteArray::fromStdString(archive.dump(1)));
    return path;
}

} // namespace kie::test
