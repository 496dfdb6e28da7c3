// SPDX-License-Identifier: Apache-2.0
// Strict JSON -> RFC 8785 canonical form -> digest. The canonical form must itself parse strictly
// and be a fixed point (canonicalizing it again gives the same bytes), and the digest of the text
// must match the digest of the parsed value.
#include "canonicaljson.h"
#include "digest.h"
#include "strictjson.h"

#include <nlohmann/json.hpp>

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    nlohmann::json value;
    kie::JsonError error;
    if (!kie::parseStrictJson(bytes, value, &error)) {
        if (error.message.isEmpty())
            std::abort(); // refused without a reason
        return 0;
    }
    QByteArray canonical;
    QString why;
    if (!kie::canonicalizeJson(value, canonical, &why))
        return 0;
    QString again;
    const QByteArray twice = kie::canonicalizeJsonText(canonical, &again);
    if (twice != canonical)
        std::abort(); // not a fixed point, or the canonical form does not parse
    if (value.is_object()) {
        QString e1, e2;
        const QString d1 = kie::objectDigest(value, &e1);
        const QString d2 = kie::objectDigestOfText(bytes, &e2);
        if (d1 != d2)
            std::abort(); // two paths to one digest disagree
    }
    return 0;
}
