// SPDX-License-Identifier: Apache-2.0
// Which language the app speaks: the system locale by default, overridden by --lang or a setting.
// Translations are embedded (.qm under :/i18n); numbers and dates follow the chosen locale through
// QLocale::setDefault, while digests, ids and JSON are never localised.
#pragma once

#include <QString>
#include <QStringList>

namespace kie {

QStringList availableLanguages(); // "en" plus every embedded translation: "de", "ja", "zh_CN"

// Installs the app's and Qt's own translators for `language` ("" = system locale) on the running
// QCoreApplication, replacing earlier ones, and makes it the default QLocale. Returns the language
// in effect ("en" when no translation matches).
QString installTranslations(const QString &language);

} // namespace kie
