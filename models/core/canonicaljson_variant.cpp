// SPDX-License-Identifier: Apache-2.0
// Qt values (QVariantMap, QVariantList, strings, numbers, booleans, null) written by the one
// canonical writer: what the run page, `show` and citations print as JSON.
#include "canonicaljson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QVariant>

#include <nlohmann/json.hpp>

namespace kie {

namespace {

nlohmann::json jsonOf(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::UnknownType:
    case QMetaType::Nullptr:
        return nullptr;
    case QMetaType::Bool:
        return value.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
        return value.toLongLong();
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return value.toULongLong();
    case QMetaType::Double:
    case QMetaType::Float:
        return value.toDouble();
    case QMetaType::QVariantMap:
    case QMetaType::QVariantHash: {
        nlohmann::json object = nlohmann::json::object();
        const QVariantMap map = value.toMap();
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            object[it.key().toStdString()] = jsonOf(it.value());
        return object;
    }
    case QMetaType::QVariantList:
    case QMetaType::QStringList: {
        nlohmann::json array = nlohmann::json::array();
        for (const QVariant &item : value.toList())
            array.push_back(jsonOf(item));
        return array;
    }
    case QMetaType::QJsonValue:
        return jsonOf(value.toJsonValue().toVariant());
    case QMetaType::QJsonObject:
        return jsonOf(value.toJsonObject().toVariantMap());
    case QMetaType::QJsonArray:
        return jsonOf(value.toJsonArray().toVariantList());
    default:
        return value.toString().toStdString(); // a QString (null or not) and whatever converts to text
    }
}

} // namespace

QByteArray canonicalJsonOf(const QVariant &value, QString *error)
{
    QByteArray out;
    if (!canonicalizeJson(jsonOf(value), out, error))
        return QByteArray();
    return out;
}

} // namespace kie
