// SPDX-License-Identifier: Apache-2.0
#include "digest.h"

#include "canonicaljson.h"
#include "strictjson.h"

#include <nlohmann/json.hpp>
#include <openssl/evp.h>

#include <memory>

namespace kie {

namespace {

using json = nlohmann::json;

struct PkeyDeleter
{
    void operator()(EVP_PKEY *key) const { EVP_PKEY_free(key); }
};
struct MdCtxDeleter
{
    void operator()(EVP_MD_CTX *ctx) const { EVP_MD_CTX_free(ctx); }
};

// {apiVersion, kind, spec} of `object`, members that are absent simply left out (ARCHIVE.md §3).
bool identityPart(const json &object, json &part, QString *error)
{
    if (!object.is_object()) {
        if (error)
            *error = QStringLiteral("not a JSON object");
        return false;
    }
    part = json::object();
    for (const char *member : {"apiVersion", "kind", "spec"}) {
        const auto it = object.find(member);
        if (it != object.end())
            part[member] = *it;
    }
    return true;
}

// SHA-256 of `data` into out[32]. OpenSSL 3 looks EVP_sha256() up in its provider tables, under a
// lock, on every use, and EVP_Digest() allocates a context per call: the deferred run digests'
// threads waited on that lock (perf). The algorithm is fetched once, and each thread reuses one context.
bool sha256Into(QByteArrayView data, unsigned char *out)
{
    static const EVP_MD *const algorithm = [] {
        const EVP_MD *fetched = EVP_MD_fetch(nullptr, "SHA256", nullptr); // kept for the process
        return fetched ? fetched : EVP_sha256();
    }();
    thread_local const std::unique_ptr<EVP_MD_CTX, MdCtxDeleter> context(EVP_MD_CTX_new());
    unsigned int length = 0;
    return context && EVP_DigestInit_ex2(context.get(), algorithm, nullptr) == 1
        && EVP_DigestUpdate(context.get(), data.data(), size_t(data.size())) == 1
        && EVP_DigestFinal_ex(context.get(), out, &length) == 1 && length == 32;
}

} // namespace

QByteArray sha256(QByteArrayView data)
{
    unsigned char md[32];
    if (!sha256Into(data, md))
        return QByteArray();
    return QByteArray(reinterpret_cast<const char *>(md), qsizetype(sizeof md));
}

QString sha256Hex(QByteArrayView data)
{
    return QString::fromLatin1(sha256(data).toHex());
}

QString sha256Digest(QByteArrayView data)
{
    return QStringLiteral("sha256:") + sha256Hex(data);
}

DigestString sha256DigestString(QByteArrayView data)
{
    DigestString::Sha256 bytes;
    if (!sha256Into(data, bytes.data()))
        return DigestString();
    return DigestString::fromSha256(bytes);
}

QString objectDigest(const nlohmann::json &object, QString *error)
{
    static const std::vector<std::string_view> identity = {"apiVersion", "kind", "spec"};
    QByteArray canonical;
    if (!canonicalizeJsonMembers(object, identity, canonical, error))
        return QString();
    return sha256Digest(canonical);
}

QString objectDigestOfText(QByteArrayView objectJson, QString *error)
{
    json object;
    JsonError parseError;
    if (!parseStrictJson(objectJson, object, &parseError)) {
        if (error)
            *error = parseError.toString();
        return QString();
    }
    return objectDigest(object, error);
}

QByteArray attestationSigningBytes(const nlohmann::json &attestation, QString *error)
{
    json part;
    if (!identityPart(attestation, part, error))
        return QByteArray();
    // The signature cannot sign itself: it covers the spec without its "signature" member.
    const auto spec = part.find("spec");
    if (spec != part.end() && spec->is_object())
        spec->erase("signature");
    QByteArray canonical;
    if (!canonicalizeJson(part, canonical, error))
        return QByteArray();
    return canonical;
}

bool verifyEd25519(QByteArrayView publicKey, QByteArrayView message, QByteArrayView signature)
{
    // Ed25519: 32-byte public keys, 64-byte signatures (RFC 8032)
    if (publicKey.size() != 32 || signature.size() != 64)
        return false;
    std::unique_ptr<EVP_PKEY, PkeyDeleter> key(EVP_PKEY_new_raw_public_key(
        EVP_PKEY_ED25519, nullptr, reinterpret_cast<const unsigned char *>(publicKey.data()), size_t(publicKey.size())));
    if (!key)
        return false;
    std::unique_ptr<EVP_MD_CTX, MdCtxDeleter> ctx(EVP_MD_CTX_new());
    if (!ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, key.get()) != 1)
        return false;
    // Ed25519 is one-shot: EVP_DigestVerify, not Update/Final
    return EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char *>(signature.data()), size_t(signature.size()),
                            reinterpret_cast<const unsigned char *>(message.data()), size_t(message.size()))
        == 1;
}

} // namespace kie
