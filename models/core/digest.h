// SPDX-License-Identifier: Apache-2.0
// SHA-256 (OpenSSL EVP), object digests (ARCHIVE.md §3) and Ed25519 signature checks (§5).
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include "digeststring.h"

#include <nlohmann/json_fwd.hpp>

namespace kie {

QByteArray sha256(QByteArrayView data); // 32 raw bytes
QString sha256Hex(QByteArrayView data); // 64 lowercase hex digits
QString sha256Digest(QByteArrayView data); // "sha256:" + hex
DigestString sha256DigestString(QByteArrayView data); // the same, kept as its 32 bytes

// digest(object) = "sha256:" + hex SHA-256 of the JCS form of {apiVersion, kind, spec}.
// Empty string and *error set when the object cannot be canonicalized.
QString objectDigest(const nlohmann::json &object, QString *error);
QString objectDigestOfText(QByteArrayView objectJson, QString *error);

// The canonical bytes an attestation's signature covers: JCS {apiVersion, kind, spec without "signature"}.
QByteArray attestationSigningBytes(const nlohmann::json &attestation, QString *error);

// Ed25519 verification with OpenSSL. Keys and signatures are raw bytes (decode base64 first).
bool verifyEd25519(QByteArrayView publicKey, QByteArrayView message, QByteArrayView signature);

} // namespace kie
