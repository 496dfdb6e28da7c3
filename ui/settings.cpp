// SPDX-License-Identifier: Apache-2.0
#include "settings.h"

#include "keyfile.h"

#include <QSettings>

namespace kie::ui {

namespace {

// Keys in one place; groups follow the menus they belong to.
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kStateVersion = QStringLiteral("window/stateVersion");
const QString kSplitters = QStringLiteral("window/splitters/");
const QString kHeaders = QStringLiteral("window/headers/"); // <name>/state and <name>/version
const QString kRecent = QStringLiteral("files/recent");
const QString kLastDir = QStringLiteral("files/lastDirectory");
const QString kLogScale = QStringLiteral("plot/logScale");
const QString kRankFailedIntegrity = QStringLiteral("ranking/includeFailedIntegrity");
const QString kCitationFormat = QStringLiteral("citation/format");
const QString kLanguage = QStringLiteral("ui/language");
const QString kAllowHttp = QStringLiteral("network/allowHttp");
const QString kSigningKey = QStringLiteral("signing/keyPath");
const QString kNoteAuthor = QStringLiteral("signing/author");
const QString kExportLocalNotes = QStringLiteral("export/localNotes");

} // namespace

Settings::Settings()
    : m_settings(std::make_unique<QSettings>())
{
}

Settings::Settings(const QString &iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{
}

Settings::~Settings() = default;

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(kGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(kGeometry, geometry);
}

QByteArray Settings::windowState() const
{
    if (m_settings->value(kStateVersion, -1).toInt() != kWindowStateVersion)
        return QByteArray();
    return m_settings->value(kState).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(kState, state);
    m_settings->setValue(kStateVersion, kWindowStateVersion);
}

QByteArray Settings::splitterState(const QString &name) const
{
    if (m_settings->value(kStateVersion, -1).toInt() != kWindowStateVersion)
        return QByteArray();
    return m_settings->value(kSplitters + name).toByteArray();
}

void Settings::setSplitterState(const QString &name, const QByteArray &state)
{
    m_settings->setValue(kSplitters + name, state);
}

QByteArray Settings::headerState(const QString &name, int version) const
{
    if (m_settings->value(kHeaders + name + QStringLiteral("/version"), -1).toInt() != version)
        return QByteArray();
    return m_settings->value(kHeaders + name + QStringLiteral("/state")).toByteArray();
}

void Settings::setHeaderState(const QString &name, const QByteArray &state, int version)
{
    m_settings->setValue(kHeaders + name + QStringLiteral("/state"), state);
    m_settings->setValue(kHeaders + name + QStringLiteral("/version"), version);
}

void Settings::removeHeaderState(const QString &name)
{
    m_settings->remove(kHeaders + name);
}

QStringList Settings::recentFiles() const
{
    return m_settings->value(kRecent).toStringList();
}

void Settings::addRecentFile(const QString &pathOrUrl)
{
    if (pathOrUrl.isEmpty())
        return;
    QStringList files = recentFiles();
    files.removeAll(pathOrUrl);
    files.prepend(pathOrUrl);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings->setValue(kRecent, files);
}

void Settings::removeRecentFile(const QString &pathOrUrl)
{
    QStringList files = recentFiles();
    files.removeAll(pathOrUrl);
    m_settings->setValue(kRecent, files);
}

void Settings::clearRecentFiles()
{
    m_settings->remove(kRecent);
}

QString Settings::lastOpenDirectory() const
{
    return m_settings->value(kLastDir).toString();
}

void Settings::setLastOpenDirectory(const QString &directory)
{
    m_settings->setValue(kLastDir, directory);
}

bool Settings::plotLogScale() const
{
    return m_settings->value(kLogScale, false).toBool();
}

void Settings::setPlotLogScale(bool logarithmic)
{
    m_settings->setValue(kLogScale, logarithmic);
}

bool Settings::rankFailedIntegrity() const
{
    return m_settings->value(kRankFailedIntegrity, false).toBool();
}

void Settings::setRankFailedIntegrity(bool rank)
{
    m_settings->setValue(kRankFailedIntegrity, rank);
}

QString Settings::citationFormat() const
{
    return m_settings->value(kCitationFormat, QStringLiteral("text")).toString();
}

void Settings::setCitationFormat(const QString &name)
{
    m_settings->setValue(kCitationFormat, name);
}

QString Settings::language() const
{
    return m_settings->value(kLanguage).toString();
}

void Settings::setLanguage(const QString &language)
{
    m_settings->setValue(kLanguage, language);
}

QStringList Settings::allowHttp() const
{
    return m_settings->value(kAllowHttp).toStringList();
}

void Settings::setAllowHttp(const QStringList &hosts)
{
    m_settings->setValue(kAllowHttp, hosts);
}

QString Settings::signingKeyPath() const
{
    return m_settings->value(kSigningKey, defaultSigningKeyPath()).toString();
}

void Settings::setSigningKeyPath(const QString &path)
{
    m_settings->setValue(kSigningKey, path);
}

QString Settings::noteAuthor() const
{
    return m_settings->value(kNoteAuthor).toString();
}

void Settings::setNoteAuthor(const QString &author)
{
    m_settings->setValue(kNoteAuthor, author);
}

bool Settings::exportLocalNotes() const
{
    return m_settings->value(kExportLocalNotes, true).toBool();
}

void Settings::setExportLocalNotes(bool include)
{
    m_settings->setValue(kExportLocalNotes, include);
}

void Settings::sync()
{
    m_settings->sync();
}

} // namespace kie::ui
