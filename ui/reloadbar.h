// SPDX-License-Identifier: Apache-2.0
// The bar above the run table that offers to reload when an open file or folder changes on disk.
// Non-modal: the table stays usable while a benchmark keeps writing. It watches the paths it is
// given; Reload asks the window to read every member again, Dismiss hides it until the next change.
#pragma once

#include <QWidget>

class QFileSystemWatcher;
class QLabel;

namespace kie::ui {

class ReloadBar : public QWidget
{
    Q_OBJECT
public:
    explicit ReloadBar(QWidget *parent = nullptr);

    void watch(const QStringList &paths); // instead of what was watched; empty: nothing

Q_SIGNALS:
    void reloadRequested();

private:
    void changedOnDisk(const QString &path);

    QLabel *m_text = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
};

} // namespace kie::ui
