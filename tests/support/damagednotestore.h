// SPDX-License-Identifier: Apache-2.0
// The notes stores of the hostile inputs ("Round 3"): make-notes-store.py writes a store of N notes,
// then it is damaged as the reproductions did (truncated to half, random bytes, a symbolic link to
// /dev/full, one page overwritten). For the store's own tests and the window's.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace kie::test {

// make-notes-store.py PATH SUBJECT N; run from the repository root, as the tests are.
inline bool makeNotesStore(const QString &path, const QString &subject, int notes)
{
    for (const char *suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));
    return QProcess::execute(QStringLiteral("python3"), {QStringLiteral("../shared/fixtures/hostile/make-notes-store.py"), path,
                                                        subject, QString::number(notes)})
        == 0;
}

// `damage`: "half", "random", "full" or "page". The file may be open elsewhere (the window's store):
// half and random change it in place, full replaces it by the link.
inline bool damageNotesStore(const QString &path, const QString &damage)
{
    QFile file(path);
    if (damage == QLatin1String("half"))
        return file.resize(file.size() / 2);
    if (damage == QLatin1String("random")) {
        if (!file.open(QIODevice::WriteOnly)) // truncates, as a `head -c … /dev/urandom > store` does
            return false;
        QByteArray noise(64 * 1024, Qt::Uninitialized);
        for (qsizetype i = 0; i < noise.size(); ++i)
            noise[i] = char((i * 2654435761u) >> 13);
        return file.write(noise) == noise.size();
    }
    if (damage == QLatin1String("full"))
        return QFile::exists(QStringLiteral("/dev/full")) && file.remove() && QFile::link(QStringLiteral("/dev/full"), path);
    if (damage == QLatin1String("page")) {
        if (!file.open(QIODevice::ReadWrite) || !file.seek(file.size() / 2 / 4096 * 4096))
            return false;
        return file.write(QByteArray(4096, '\xff')) == 4096;
    }
    return false;
}

} // namespace kie::test
