// SPDX-License-Identifier: Apache-2.0
// The user's Ed25519 private key on disk: PEM, mode 0600, in the config folder by default. A key file
// that others can read is refused, as ssh does: it may already have been copied.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace kie {

class SigningKey;

// <QStandardPaths::AppConfigLocation>/signing-key.pem
QString defaultSigningKeyPath();

// Writes `key` as PKCS#8 PEM (encrypted when `passphrase` is given) to `path`, atomically, mode 0600.
bool writePrivateKeyFile(const SigningKey &key, const QString &path, const QByteArray &passphrase, QString *error,
                         const QStringList &inputs = {});

// Whether `path` is a key file the explorer will use: present, a regular file, and neither readable nor
// writable by group or others. *error says why not (with the chmod that fixes it).
bool privateKeyFileUsable(const QString &path, QString *error);

// Reads the key at `path`. Refuses (and *error says why) a file that is not a regular file or that
// group or others may read or write.
bool readPrivateKeyFile(const QString &path, const QByteArray &passphrase, SigningKey *key, QString *error);

// Whether the PEM at `path` is encrypted (needs a passphrase). False when unreadable.
bool privateKeyFileIsEncrypted(const QString &path);

// A passphrase file's first line (without the line end); the whole file when it has one line.
bool readPassphraseFile(const QString &path, QByteArray *passphrase, QString *error);

} // namespace kie
