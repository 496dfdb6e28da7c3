// SPDX-License-Identifier: Apache-2.0
// Strict parsing of one JSON document into nlohmann::json, with the limits of ARCHIVE input:
// RFC 8259 syntax, valid UTF-8, no lone surrogates, numbers within double range, no duplicate keys,
// bounded nesting (nlohmann's copy/dump/== recurse and crash near 100k levels).
#pragma once

#include <QByteArrayView>
#include <QString>

#include <nlohmann/json_fwd.hpp>

namespace kie {

constexpr int kMaxJsonDepth = 256;

struct JsonError
{
    qint64 byteOffset = -1; // into the parsed bytes
    qint64 line = 0; // 1-based within the parsed bytes
    qint64 column = 0; // 1-based
    QString message;

    QString toString() const; // "line L, column C (byte B): message"
};

// 1-based line and column (in bytes) of `offset` within `bytes`.
struct JsonPosition
{
    qint64 line = 1;
    qint64 column = 1;
};
JsonPosition jsonPositionAt(QByteArrayView bytes, qint64 offset);

bool parseStrictJson(QByteArrayView bytes, nlohmann::json &out, JsonError *error, int maxDepth = kMaxJsonDepth);

} // namespace kie
