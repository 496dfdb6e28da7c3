// SPDX-License-Identifier: Apache-2.0
#include "reloadbar.h"

#include "uiutils.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace kie::ui {

ReloadBar::ReloadBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("reloadBar"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    auto *bar = new QHBoxLayout(this);
    bar->setContentsMargins(6, 3, 6, 3);
    m_text = plainLabel(QString(), this);
    m_text->setObjectName(QStringLiteral("reloadText"));
    m_text->setForegroundRole(QPalette::ToolTipText);
    auto *reload = new QPushButton(tr("Reload"), this);
    reload->setObjectName(QStringLiteral("reloadButton"));
    auto *dismiss = new QPushButton(tr("Dismiss"), this);
    bar->addWidget(m_text, 1);
    bar->addWidget(reload);
    bar->addWidget(dismiss);
    hide();
    connect(reload, &QPushButton::clicked, this, &ReloadBar::reloadRequested);
    connect(dismiss, &QPushButton::clicked, this, &QWidget::hide);

    m_watcher = new QFileSystemWatcher(this);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &ReloadBar::changedOnDisk);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &ReloadBar::changedOnDisk);
}

void ReloadBar::watch(const QStringList &paths)
{
    if (const QStringList old = m_watcher->files() + m_watcher->directories(); !old.isEmpty())
        m_watcher->removePaths(old);
    if (!paths.isEmpty())
        m_watcher->addPaths(paths);
}

void ReloadBar::changedOnDisk(const QString &path)
{
    // A file replaced by rename leaves the watch list: watch the new one, so a second change is seen.
    if (QFileInfo(path).isFile() && !m_watcher->files().contains(path))
        m_watcher->addPath(path);
    setPlainText(m_text, tr("%1 changed on disk. Reload to see what it holds now.").arg(displayNameOf(path)));
    m_text->setToolTip(plainToolTip(path));
    show();
}

} // namespace kie::ui
