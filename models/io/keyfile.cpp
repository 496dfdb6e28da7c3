// SPDX-License-Identifier: Apache-2.0
#include "keyfile.h"

#include "safewrite.h"

#include "signing.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

#include <sys/stat.h>

namespace kie {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::KeyFile)
};

constexpr qint64 kMaxKeyFileSize = 64 * 1024;

// Overwrites a buffer that held secret bytes before it is freed.
void wipe(QByteArray &bytes)
{
    if (!bytes.isEmpty())
        std::fill(bytes.begin(), bytes.end(), '\0');
    bytes.clear();
}

} // namespace

QString defaultSigningKeyPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/signing-key.pem");
}

bool writePrivateKeyFile(const SigningKey &key, const QString &path, const QByteArray &passphrase, QString *error,
                         const QStringList &inputs)
{
    QByteArray pem = key.privateKeyPem(passphrase, error);
    if (pem.isEmpty())
        return false;
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        *error = Tr::tr("cannot create the folder %1").arg(info.absolutePath());
        return false;
    }
    // The one safe writer (safewrite.h): owner-only from the temporary file's creation, and never a
    // device, FIFO or directory turned into a key file.
    WriteOptions options;
    options.forcedMode = 0600;
    options.inputs = inputs;
    const bool ok = writeFileSafely(path, pem, error, options);
    wipe(pem);
    return ok;
}

bool privateKeyFileUsable(const QString &path, QString *error)
{
    struct stat status = {};
    const QByteArray native = QFile::encodeName(path);
    if (::stat(native.constData(), &status) != 0) {
        *error = Tr::tr("no signing key at %1 (make one with 'keygen' or in Settings > Signing key)").arg(path);
        return false;
    }
    if (!S_ISREG(status.st_mode)) {
        *error = Tr::tr("%1 is not a regular file").arg(path);
        return false;
    }
    if (status.st_mode & (S_IRWXG | S_IRWXO)) {
        *error = Tr::tr("refusing to use the signing key %1: it is readable or writable by others (mode %2); "
                        "run 'chmod 600 %1' if nobody else has had access to it, or make a new key")
                     .arg(path)
                     .arg(status.st_mode & 0777, 4, 8, QLatin1Char('0'));
        return false;
    }
    return true;
}

bool readPrivateKeyFile(const QString &path, const QByteArray &passphrase, SigningKey *key, QString *error)
{
    if (!privateKeyFileUsable(path, error))
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    QByteArray pem = file.read(kMaxKeyFileSize);
    SigningKey loaded = SigningKey::fromPrivatePem(pem, passphrase, error);
    wipe(pem);
    if (loaded.isNull()) {
        *error = path + QStringLiteral(": ") + *error;
        return false;
    }
    *key = std::move(loaded);
    return true;
}

bool privateKeyFileIsEncrypted(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(kMaxKeyFileSize).contains("ENCRYPTED PRIVATE KEY");
}

bool readPassphraseFile(const QString &path, QByteArray *passphrase, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("cannot read the passphrase file %1: %2").arg(path, file.errorString());
        return false;
    }
    QByteArray bytes = file.read(kMaxKeyFileSize);
    const qsizetype end = bytes.indexOf('\n');
    *passphrase = end >= 0 ? bytes.left(end) : bytes;
    if (passphrase->endsWith('\r'))
        passphrase->chop(1);
    wipe(bytes);
    if (passphrase->isEmpty()) {
        *error = Tr::tr("the passphrase file %1 is empty").arg(path);
        return false;
    }
    return true;
}

} // namespace kie
