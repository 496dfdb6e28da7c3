// SPDX-License-Identifier: Apache-2.0
// The one typed facade over QSettings: every key the UI persists is named here and nowhere else.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace kie::ui {

class Settings
{
public:
    // Bump when the docks or toolbars change so an old saved layout is not restored onto a new one.
    static constexpr int kWindowStateVersion = 1;
    static constexpr int kMaxRecentFiles = 10;

    Settings(); // the application's settings (organisation / application names from QCoreApplication)
    explicit Settings(const QString &iniPath); // a separate file (tests)
    ~Settings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const; // empty when saved by another layout version
    void setWindowState(const QByteArray &state);
    QByteArray splitterState(const QString &name) const;
    void setSplitterState(const QString &name, const QByteArray &state);
    // A table header's QHeaderView::saveState (widths, order, hidden columns), stored with the layout
    // version its owner gives; read back empty when saved under another version.
    QByteArray headerState(const QString &name, int version) const;
    void setHeaderState(const QString &name, const QByteArray &state, int version);
    void removeHeaderState(const QString &name);

    QStringList recentFiles() const;
    void addRecentFile(const QString &pathOrUrl); // most recent first, deduplicated, capped
    void removeRecentFile(const QString &pathOrUrl);
    void clearRecentFiles();
    QString lastOpenDirectory() const;
    void setLastOpenDirectory(const QString &directory);

    bool plotLogScale() const;
    void setPlotLogScale(bool logarithmic);

    // Rank runs that fail integrity anyway, marked (ARCHIVE.md §3); off unless the user turned it on.
    bool rankFailedIntegrity() const;
    void setRankFailedIntegrity(bool rank);

    QString citationFormat() const; // a citationFormatName(): "text", "markdown", "bibtex", ...
    void setCitationFormat(const QString &name);

    QString language() const; // empty = the system locale
    void setLanguage(const QString &language);

    // Hosts (or URL prefixes) the user allowed to be fetched over plain http.
    QStringList allowHttp() const;
    void setAllowHttp(const QStringList &hosts);

    // Signing attestations: where the private key is (default: the config folder), who signs, and
    // whether File > Export adds the user's local notes about the exported runs.
    QString signingKeyPath() const;
    void setSigningKeyPath(const QString &path);
    QString noteAuthor() const;
    void setNoteAuthor(const QString &author);
    bool exportLocalNotes() const; // default true
    void setExportLocalNotes(bool include);

    void sync();

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace kie::ui
