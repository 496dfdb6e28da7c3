// SPDX-License-Identifier: Apache-2.0
// Making attestations (ARCHIVE.md §1, §5): Ed25519 keys (OpenSSL), PEM in and out, and an
// Attestation object whose signature covers exactly the bytes checkAttestationSignature() verifies.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace kie {

struct Archive;
struct AttestationRecord;

// An Ed25519 private key held by OpenSSL; the raw private bytes never leave this class.
class SigningKey
{
public:
    SigningKey();
    ~SigningKey();
    SigningKey(SigningKey &&) noexcept;
    SigningKey &operator=(SigningKey &&) noexcept;

    static SigningKey generate(QString *error = nullptr);
    // A PKCS#8 private key PEM, encrypted or not; `passphrase` is used only when it is encrypted.
    static SigningKey fromPrivatePem(QByteArrayView pem, QByteArrayView passphrase, QString *error = nullptr);

    bool isNull() const;
    // PKCS#8 PEM; encrypted (PBES2: PBKDF2 + AES-256-CBC) when `passphrase` is not empty.
    QByteArray privateKeyPem(QByteArrayView passphrase, QString *error = nullptr) const;
    QByteArray publicKeyPem() const; // SubjectPublicKeyInfo PEM
    QByteArray publicKeyRaw() const; // 32 bytes
    QByteArray sign(QByteArrayView message) const; // 64 bytes; empty on failure

private:
    struct Key;
    std::unique_ptr<Key> m_key;
};

// The raw 32-byte Ed25519 public key of a public-key PEM (SubjectPublicKeyInfo). Empty on error.
QByteArray ed25519PublicKeyFromPem(QByteArrayView pem, QString *error = nullptr);

// What a user writes about a run. Becomes spec fields of an Attestation object (ARCHIVE.md §1).
struct AttestationDraft
{
    QString subject; // the run's record digest
    QString kind = QStringLiteral("note"); // note | reproduction
    QString author;
    QString createdAt; // RFC 3339; now (UTC, milliseconds) when empty
    QString text;
    std::optional<double> latencyNs; // a reproduction's measured latency
    QString statistic; // which statistic latencyNs is (mean, median, ...); kept as measurement.statistic
    QString environmentDigest; // an ExecutionEnvironment the user picked
    QString gpu; // or typed: measurement.environment.hardware.product
    QMap<QString, QString> libraries; // measurement.environment.software.libraries

    bool operator==(const AttestationDraft &) const = default;
};

// The Attestation object as canonical JSON text (RFC 8785), signed with `key` when it is not null:
// spec.signature = {algorithm: ed25519, publicKey, value} (base64) over attestationSigningBytes().
// metadata.name is "<kind>-" + the first 12 hex digits of the object's digest. Null on error.
QByteArray attestationJson(const AttestationDraft &draft, const SigningKey *key, QString *error = nullptr);

// The draft back from an Attestation object's text (for editing a local note). False if not one.
bool attestationDraftFromJson(QByteArrayView json, AttestationDraft *draft, QString *error = nullptr);

// An AttestationRecord (as the reader would make it) for an object's JSON text, for showing and verifying
// one that was not read from a file: checkAttestationSignature() works on it. Empty record on error.
AttestationRecord attestationRecordFromJson(const QByteArray &json, QString *error = nullptr);

// Adds Attestation objects (texts from attestationJson()) to `archive` so that writing it carries them;
// one whose digest the archive already holds is skipped. Returns how many were added, -1 on error.
int addAttestations(Archive &archive, const QList<QByteArray> &objects, QString *error = nullptr);

} // namespace kie
