// SPDX-License-Identifier: Apache-2.0
#include "signing.h"

#include "archive.h"
#include "canonicaljson.h"
#include "digest.h"
#include "strictjson.h"

#include <QCoreApplication>
#include <QDateTime>

#include <nlohmann/json.hpp>
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

#include <algorithm>
#include <cstring>

namespace kie {

namespace {

using json = nlohmann::json;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::Signing)
};

struct BioDeleter
{
    void operator()(BIO *bio) const { BIO_free(bio); }
};
struct MdCtxDeleter
{
    void operator()(EVP_MD_CTX *ctx) const { EVP_MD_CTX_free(ctx); }
};
struct PkeyCtxDeleter
{
    void operator()(EVP_PKEY_CTX *ctx) const { EVP_PKEY_CTX_free(ctx); }
};
using BioPtr = std::unique_ptr<BIO, BioDeleter>;

QString opensslError()
{
    char buffer[256] = {};
    const unsigned long code = ERR_get_error();
    ERR_clear_error();
    if (code == 0)
        return QString();
    ERR_error_string_n(code, buffer, sizeof buffer);
    return QString::fromLatin1(buffer);
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

QByteArray bioBytes(BIO *bio)
{
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio, &data);
    return size > 0 ? QByteArray(data, qsizetype(size)) : QByteArray();
}

// Hands OpenSSL the passphrase; never lets it fall back to prompting on a terminal.
int passphraseCallback(char *buffer, int size, int, void *user)
{
    const auto *passphrase = static_cast<const QByteArrayView *>(user);
    if (!passphrase || passphrase->isEmpty() || passphrase->size() > size)
        return -1;
    std::memcpy(buffer, passphrase->data(), size_t(passphrase->size()));
    return int(passphrase->size());
}

std::string ss(const QString &text)
{
    return text.toStdString();
}

QString qs(const json &object, const char *member)
{
    const auto it = object.find(member);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

} // namespace

struct SigningKey::Key
{
    EVP_PKEY *pkey = nullptr;
    ~Key() { EVP_PKEY_free(pkey); }
};

SigningKey::SigningKey() = default;
SigningKey::~SigningKey() = default;
SigningKey::SigningKey(SigningKey &&) noexcept = default;
SigningKey &SigningKey::operator=(SigningKey &&) noexcept = default;

SigningKey SigningKey::generate(QString *error)
{
    SigningKey key;
    std::unique_ptr<EVP_PKEY_CTX, PkeyCtxDeleter> ctx(EVP_PKEY_CTX_new_id(EVP_PKEY_ED25519, nullptr));
    EVP_PKEY *pkey = nullptr;
    if (!ctx || EVP_PKEY_keygen_init(ctx.get()) != 1 || EVP_PKEY_keygen(ctx.get(), &pkey) != 1) {
        setError(error, Tr::tr("cannot generate an Ed25519 key: %1").arg(opensslError()));
        return key;
    }
    key.m_key = std::make_unique<Key>();
    key.m_key->pkey = pkey;
    return key;
}

SigningKey SigningKey::fromPrivatePem(QByteArrayView pem, QByteArrayView passphrase, QString *error)
{
    SigningKey key;
    BioPtr bio(BIO_new_mem_buf(pem.data(), int(pem.size())));
    EVP_PKEY *pkey = bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, passphraseCallback, &passphrase) : nullptr;
    if (!pkey) {
        const QString reason = opensslError();
        setError(error, passphrase.isEmpty() && pem.contains("ENCRYPTED")
                            ? Tr::tr("the private key is encrypted: a passphrase is needed")
                            : Tr::tr("cannot read the private key (wrong passphrase, or not a PEM private key): %1")
                                  .arg(reason));
        return key;
    }
    if (EVP_PKEY_get_id(pkey) != EVP_PKEY_ED25519) {
        EVP_PKEY_free(pkey);
        setError(error, Tr::tr("the private key is not an Ed25519 key"));
        return key;
    }
    key.m_key = std::make_unique<Key>();
    key.m_key->pkey = pkey;
    return key;
}

bool SigningKey::isNull() const
{
    return !m_key || !m_key->pkey;
}

QByteArray SigningKey::privateKeyPem(QByteArrayView passphrase, QString *error) const
{
    if (isNull())
        return QByteArray();
    BioPtr bio(BIO_new(BIO_s_mem()));
    // PKCS#8; with a passphrase PBES2 (PBKDF2 + AES-256-CBC), OpenSSL 3's default for PKCS#8.
    const int ok = passphrase.isEmpty()
        ? PEM_write_bio_PKCS8PrivateKey(bio.get(), m_key->pkey, nullptr, nullptr, 0, nullptr, nullptr)
        : PEM_write_bio_PKCS8PrivateKey(bio.get(), m_key->pkey, EVP_aes_256_cbc(), passphrase.data(),
                                        int(passphrase.size()), nullptr, nullptr);
    if (ok != 1) {
        setError(error, Tr::tr("cannot write the private key: %1").arg(opensslError()));
        return QByteArray();
    }
    return bioBytes(bio.get());
}

QByteArray SigningKey::publicKeyPem() const
{
    if (isNull())
        return QByteArray();
    BioPtr bio(BIO_new(BIO_s_mem()));
    if (PEM_write_bio_PUBKEY(bio.get(), m_key->pkey) != 1)
        return QByteArray();
    return bioBytes(bio.get());
}

QByteArray SigningKey::publicKeyRaw() const
{
    if (isNull())
        return QByteArray();
    QByteArray raw(32, Qt::Uninitialized);
    size_t length = size_t(raw.size());
    if (EVP_PKEY_get_raw_public_key(m_key->pkey, reinterpret_cast<unsigned char *>(raw.data()), &length) != 1
        || length != 32)
        return QByteArray();
    return raw;
}

QByteArray SigningKey::sign(QByteArrayView message) const
{
    if (isNull())
        return QByteArray();
    std::unique_ptr<EVP_MD_CTX, MdCtxDeleter> ctx(EVP_MD_CTX_new());
    QByteArray signature(64, Qt::Uninitialized);
    size_t length = size_t(signature.size());
    // Ed25519 signs the message itself (no pre-hash): one-shot EVP_DigestSign with a null digest.
    if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, m_key->pkey) != 1
        || EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char *>(signature.data()), &length,
                          reinterpret_cast<const unsigned char *>(message.data()), size_t(message.size()))
            != 1
        || length != 64)
        return QByteArray();
    return signature;
}

QByteArray ed25519PublicKeyFromPem(QByteArrayView pem, QString *error)
{
    BioPtr bio(BIO_new_mem_buf(pem.data(), int(pem.size())));
    EVP_PKEY *pkey = bio ? PEM_read_bio_PUBKEY(bio.get(), nullptr, nullptr, nullptr) : nullptr;
    if (!pkey || EVP_PKEY_get_id(pkey) != EVP_PKEY_ED25519) {
        EVP_PKEY_free(pkey);
        opensslError();
        setError(error, Tr::tr("not an Ed25519 public key PEM"));
        return QByteArray();
    }
    QByteArray raw(32, Qt::Uninitialized);
    size_t length = size_t(raw.size());
    const bool ok = EVP_PKEY_get_raw_public_key(pkey, reinterpret_cast<unsigned char *>(raw.data()), &length) == 1;
    EVP_PKEY_free(pkey);
    return ok && length == 32 ? raw : QByteArray();
}

QByteArray attestationJson(const AttestationDraft &draft, const SigningKey *key, QString *error)
{
    if (draft.subject.isEmpty() || draft.text.trimmed().isEmpty()) {
        setError(error, Tr::tr("an attestation needs a subject (the run's record digest) and a text"));
        return QByteArray();
    }
    json spec = json::object();
    spec["subject"] = ss(draft.subject);
    spec["kind"] = ss(draft.kind.isEmpty() ? QStringLiteral("note") : draft.kind);
    if (!draft.author.isEmpty())
        spec["author"] = ss(draft.author);
    spec["createdAt"] = ss(draft.createdAt.isEmpty()
                               ? QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)
                               : draft.createdAt);
    spec["text"] = ss(draft.text);
    json measurement = json::object();
    if (draft.latencyNs)
        measurement["latencyNs"] = *draft.latencyNs;
    if (!draft.statistic.isEmpty())
        measurement["statistic"] = ss(draft.statistic);
    if (!draft.environmentDigest.isEmpty())
        measurement["environmentDigest"] = ss(draft.environmentDigest);
    if (!draft.gpu.isEmpty() || !draft.libraries.isEmpty()) {
        json environment = json::object();
        if (!draft.gpu.isEmpty())
            environment["hardware"] = {{"product", ss(draft.gpu)}};
        if (!draft.libraries.isEmpty()) {
            json libraries = json::object();
            for (auto it = draft.libraries.cbegin(); it != draft.libraries.cend(); ++it)
                libraries[ss(it.key())] = ss(it.value());
            environment["software"] = {{"libraries", libraries}};
        }
        measurement["environment"] = environment;
    }
    if (!measurement.empty())
        spec["measurement"] = measurement;

    json object = {{"apiVersion", "kernelindex.dev/v1alpha1"}, {"kind", "Attestation"}, {"spec", spec}};
    if (key && !key->isNull()) {
        // Exactly what checkAttestationSignature() verifies (ARCHIVE.md §5).
        const QByteArray message = attestationSigningBytes(object, error);
        if (message.isEmpty())
            return QByteArray();
        const QByteArray signature = key->sign(message);
        if (signature.isEmpty()) {
            setError(error, Tr::tr("cannot sign: %1").arg(opensslError()));
            return QByteArray();
        }
        object["spec"]["signature"] = {{"algorithm", "ed25519"},
                                       {"publicKey", key->publicKeyRaw().toBase64().toStdString()},
                                       {"value", signature.toBase64().toStdString()}};
    }
    const QString digest = objectDigest(object, error);
    if (digest.isEmpty())
        return QByteArray();
    object["metadata"] = {{"name", ss(spec["kind"].get<std::string>() == "reproduction"
                                          ? QStringLiteral("reproduction-") + digest.mid(7, 12)
                                          : QStringLiteral("note-") + digest.mid(7, 12))}};
    QByteArray out;
    if (!canonicalizeJson(object, out, error))
        return QByteArray();
    return out;
}

bool attestationDraftFromJson(QByteArrayView text, AttestationDraft *draft, QString *error)
{
    json object;
    JsonError jsonError;
    if (!parseStrictJson(text, object, &jsonError)) {
        setError(error, jsonError.toString());
        return false;
    }
    const auto spec = object.find("spec");
    if (!object.is_object() || qs(object, "kind") != QLatin1String("Attestation") || spec == object.end()
        || !spec->is_object()) {
        setError(error, Tr::tr("not an Attestation object"));
        return false;
    }
    AttestationDraft result;
    result.subject = qs(*spec, "subject");
    result.kind = qs(*spec, "kind");
    result.author = qs(*spec, "author");
    result.createdAt = qs(*spec, "createdAt");
    result.text = qs(*spec, "text");
    const auto measurement = spec->find("measurement");
    if (measurement != spec->end() && measurement->is_object()) {
        const auto latency = measurement->find("latencyNs");
        if (latency != measurement->end() && latency->is_number())
            result.latencyNs = latency->get<double>();
        result.statistic = qs(*measurement, "statistic");
        result.environmentDigest = qs(*measurement, "environmentDigest");
        const auto environment = measurement->find("environment");
        if (environment != measurement->end() && environment->is_object()) {
            const auto hardware = environment->find("hardware");
            if (hardware != environment->end() && hardware->is_object())
                result.gpu = qs(*hardware, "product");
            const auto software = environment->find("software");
            if (software != environment->end() && software->is_object()) {
                const auto libraries = software->find("libraries");
                if (libraries != software->end() && libraries->is_object()) {
                    for (auto it = libraries->begin(); it != libraries->end(); ++it) {
                        if (it->is_string())
                            result.libraries.insert(QString::fromStdString(it.key()),
                                                    QString::fromStdString(it->get<std::string>()));
                    }
                }
            }
        }
    }
    *draft = result;
    return true;
}

AttestationRecord attestationRecordFromJson(const QByteArray &text, QString *error)
{
    AttestationRecord record;
    json object;
    JsonError jsonError;
    if (!parseStrictJson(text, object, &jsonError)) {
        setError(error, jsonError.toString());
        return record;
    }
    AttestationDraft draft;
    if (!attestationDraftFromJson(text, &draft, error))
        return record;
    record.digest = objectDigest(object, error);
    if (record.digest.isEmpty())
        return record;
    record.meta.apiVersion = qs(object, "apiVersion");
    record.meta.kindName = qs(object, "kind");
    record.meta.kind = ObjectKind::Attestation;
    if (const auto metadata = object.find("metadata"); metadata != object.end() && metadata->is_object()) {
        record.meta.name = qs(*metadata, "name");
        record.meta.title = qs(*metadata, "title");
    }
    record.subject = draft.subject;
    record.attestationKind = draft.kind;
    record.author = draft.author;
    record.createdAt = draft.createdAt;
    record.text = draft.text;
    record.measurementLatencyNs = draft.latencyNs;
    record.measurementEnvironmentDigest = draft.environmentDigest;
    const json &spec = object["spec"];
    if (const auto signature = spec.find("signature"); signature != spec.end() && signature->is_object()) {
        record.signatureAlgorithm = qs(*signature, "algorithm");
        record.signaturePublicKey = qs(*signature, "publicKey");
        record.signatureValue = qs(*signature, "value");
    }
    record.source.buffer = std::make_shared<const QByteArray>(text);
    record.source.length = text.size();
    return record;
}

int addAttestations(Archive &archive, const QList<QByteArray> &objects, QString *error)
{
    int added = 0;
    for (const QByteArray &text : objects) {
        AttestationRecord record = attestationRecordFromJson(text, error);
        if (record.digest.isEmpty())
            return -1;
        const bool present = std::any_of(archive.attestations.cbegin(), archive.attestations.cend(),
                                         [&](const AttestationRecord &a) { return a.digest == record.digest; });
        if (present)
            continue;
        archive.attestations.push_back(std::move(record));
        ++added;
    }
    return added;
}

} // namespace kie
