// SPDX-License-Identifier: Apache-2.0
#include "languages.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

namespace kie {

namespace {
const QString kResourceDir = QStringLiteral(":/i18n");
const QString kPrefix = QStringLiteral("kernelindex-explorer_");

std::vector<std::unique_ptr<QTranslator>> &installedTranslators()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}
} // namespace

QStringList availableLanguages()
{
    QStringList languages{QStringLiteral("en")};
    const QStringList files = QDir(kResourceDir).entryList({kPrefix + QStringLiteral("*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString language = file.mid(kPrefix.size()).chopped(3);
        if (!languages.contains(language)) // en: its plurals only (translations/CMakeLists.txt)
            languages << language;
    }
    return languages;
}

QString installTranslations(const QString &language)
{
    for (auto &translator : installedTranslators())
        QCoreApplication::removeTranslator(translator.get());
    installedTranslators().clear();

    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);

    const auto install = [](std::unique_ptr<QTranslator> translator) {
        QCoreApplication::installTranslator(translator.get());
        installedTranslators().push_back(std::move(translator));
    };
    auto appTranslator = std::make_unique<QTranslator>();
    // QTranslator::load(locale, ...) tries ui languages in order: zh_CN, zh, ... then gives up; then
    // the window is English, with the English catalogue's plurals ("1 run", not "1 run(s)").
    if (!appTranslator->load(locale, QStringLiteral("kernelindex-explorer"), QStringLiteral("_"), kResourceDir)) {
        if (appTranslator->load(kPrefix + QStringLiteral("en"), kResourceDir))
            install(std::move(appTranslator));
        return QStringLiteral("en");
    }
    const QString applied = QFileInfo(appTranslator->filePath()).completeBaseName().mid(kPrefix.size());
    install(std::move(appTranslator));

    // Qt's own strings (standard dialogs, buttons), when Debian's qt6-translations-l10n is present.
    auto qtTranslator = std::make_unique<QTranslator>();
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        install(std::move(qtTranslator));
    return applied;
}

} // namespace kie
