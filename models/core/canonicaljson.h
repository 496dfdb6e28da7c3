// SPDX-License-Identifier: Apache-2.0
// RFC 8785 JSON Canonicalization Scheme (JCS), written against the RFC: keys sorted by UTF-16 code
// units, numbers as ECMAScript Number::toString of the IEEE double, minimal string escaping.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <nlohmann/json_fwd.hpp>

class QVariant;

#include <string>
#include <string_view>
#include <vector>

namespace kie {

// The canonical UTF-8 bytes of `value`. Returns false (and says why) for what JCS cannot express:
// non-finite numbers, invalid UTF-8 in strings or keys.
bool canonicalizeJson(const nlohmann::json &value, QByteArray &out, QString *error);

// The canonical bytes of `object` restricted to the named top-level members (those present);
// the digest of {apiVersion, kind, spec} without copying the object. False if not an object.
bool canonicalizeJsonMembers(const nlohmann::json &object, const std::vector<std::string_view> &members, QByteArray &out,
                             QString *error);

// Strictly parses `text` (see strictjson.h) and canonicalizes it. Null QByteArray on error.
QByteArray canonicalizeJsonText(QByteArrayView text, QString *error);

// The canonical UTF-8 bytes of a Qt value: QVariantMap/QVariantHash as objects, QVariantList and
// QStringList as arrays, numbers, booleans, strings (a null QString is ""), an invalid QVariant as null.
// The one way Qt-side code writes JSON. Null QByteArray (and *error) for what JCS cannot express.
QByteArray canonicalJsonOf(const QVariant &value, QString *error = nullptr);

// ECMAScript Number::toString(value) for finite doubles: "56", "1e+21", "0.000001", "-0" -> "0".
std::string formatEcmaScriptNumber(double value);

} // namespace kie
