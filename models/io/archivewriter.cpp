// SPDX-License-Identifier: Apache-2.0
#include "archivewriter.h"

#include "archive.h"
#include "archivereader.h"
#include "safewrite.h"
#include "sourcebytes.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QSet>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <vector>

namespace kie {

namespace {

using json = nlohmann::json;

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context the
// translations are looked up in at run time.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ArchiveWriter)
};

std::string ss(const QString &s)
{
    return s.toStdString();
}

// One object's bytes as read; false when it has none (an object built in memory, not read).
// `read` keeps one source of every buffer the bytes were taken from (a workspace's members are
// files of their own), to ask each file afterwards whether it changed.
bool appendSource(QByteArray &out, const ObjectBase &object, std::vector<SourceText> &read, QString *error)
{
    const QByteArrayView bytes = object.source.bytes();
    if (bytes.isEmpty()) {
        *error = Tr::tr("%1 \"%2\" has no source text to write").arg(object.meta.kindName, object.meta.name);
        return false;
    }
    out.append(bytes.data(), bytes.size());
    if (std::none_of(read.crbegin(), read.crend(), [&](const SourceText &s) { return s.buffer == object.source.buffer; }))
        read.push_back(object.source);
    return true;
}

} // namespace

QByteArray runArchiveBytes(const Archive &archive, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;

    json metadata = json::object();
    const ArchiveInfo &info = archive.info;
    metadata["name"] = ss(info.name.isEmpty() ? QFileInfo(archive.path).completeBaseName() : info.name);
    if (!info.title.isEmpty())
        metadata["title"] = ss(info.title);
    metadata["exportedAt"] = ss(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!info.source.isEmpty())
        metadata["source"] = ss(info.source);
    if (!info.permalinkBase.isEmpty())
        metadata["permalinkBase"] = ss(info.permalinkBase);

    QByteArray out;
    out.reserve(archive.buffer ? archive.buffer->size() + 4096 : 4096);
    out.append("{\"apiVersion\": \"kernelindex.dev/v1alpha1\", \"kind\": \"RunArchive\", \"metadata\": ");
    const std::string meta = metadata.dump(-1, ' ', false, json::error_handler_t::replace);
    out.append(meta.data(), qsizetype(meta.size()));
    out.append(",\n\"items\": [");

    std::vector<SourceText> read;
    bool first = true;
    const auto separate = [&] {
        out.append(first ? "\n" : ",\n");
        first = false;
    };

    // Objects a bundle carried go out inside that bundle again, in their roles.
    QSet<int> bundled[4];
    for (const RunRecord &run : archive.runs) {
        const int roles[4] = {run.bundle.protocol, run.bundle.environment, run.bundle.workload, run.bundle.implementation};
        for (int i = 0; i < 4; ++i) {
            if (roles[i] >= 0)
                bundled[i].insert(roles[i]);
        }
    }

    for (const RunRecord &run : archive.runs) {
        separate();
        const BundleRoles &b = run.bundle;
        if (b == BundleRoles{}) {
            if (!appendSource(out, run, read, error))
                return {};
            continue;
        }
        out.append("{\"run\": ");
        if (!appendSource(out, run, read, error))
            return {};
        const auto role = [&](const char *name, const auto &objects, int index) {
            if (index < 0 || index >= int(objects.size()))
                return true;
            out.append(",\n \"").append(name).append("\": ");
            return appendSource(out, objects[size_t(index)], read, error);
        };
        if (!role("protocol", archive.protocols, b.protocol) || !role("environment", archive.environments, b.environment)
            || !role("workload", archive.workloads, b.workload)
            || !role("implementation", archive.implementations, b.implementation))
            return {};
        out.append("}");
    }

    const auto standalone = [&](const auto &objects, const QSet<int> *skip) {
        for (int i = 0; i < int(objects.size()); ++i) {
            if (skip && skip->contains(i))
                continue;
            separate();
            if (!appendSource(out, objects[size_t(i)], read, error))
                return false;
        }
        return true;
    };
    if (!standalone(archive.protocols, &bundled[0]) || !standalone(archive.environments, &bundled[1])
        || !standalone(archive.workloads, &bundled[2]) || !standalone(archive.implementations, &bundled[3])
        || !standalone(archive.attestations, nullptr) || !standalone(archive.others, nullptr))
        return {};

    // Bytes of a file changed or shortened since it was opened (the new ones, or zeros): never written
    // as the records (sourcebytes.h). The check comes after every read, of every file read from.
    QString changed = bufferChangedSinceRead(archive) ? archive.path : QString();
    for (auto it = read.cbegin(); changed.isEmpty() && it != read.cend(); ++it)
        changed = changedFileOf(*it);
    if (!changed.isEmpty()) {
        *error = Tr::tr("%1: %2; nothing was written").arg(QFileInfo(changed).fileName(), fileChangedReason());
        return {};
    }
    out.append("\n]}\n");
    return out;
}

QStringList filesReadFrom(const Archive &archive)
{
    QStringList files = archive.inputFiles;
    if (!archive.path.isEmpty() && !files.contains(archive.path))
        files << archive.path;
    return files;
}

bool writeRunArchive(const Archive &archive, const QString &path, bool gzip, QString *error, const QStringList &otherInputs)
{
    QString ignored;
    if (!error)
        error = &ignored;
    WriteOptions options;
    options.inputs = filesReadFrom(archive) + otherInputs;
    if (const QString refusal = outputIsAnInput(path, options.inputs); !refusal.isEmpty()) {
        *error = refusal; // said before the archive's bytes are gathered
        return false;
    }

    QByteArray bytes = runArchiveBytes(archive, error);
    if (bytes.isNull())
        return false;
    if (gzip)
        bytes = kie::gzip(bytes);

    return writeFileSafely(path, bytes, error, options);
}

} // namespace kie
