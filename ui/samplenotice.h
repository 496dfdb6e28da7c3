// SPDX-License-Identifier: Apache-2.0
// The line above the run table while the embedded sample is shown (the first launch): it says that
// these runs are sample data around the seed record and offers the ways to open one's own.
#pragma once

#include <QWidget>

class QAction;

namespace kie::ui {

class SampleNotice : public QWidget
{
    Q_OBJECT
public:
    // Each button triggers its action (File > Open…, Open Folder…, Open URL…), so the notice and
    // the menu open alike.
    SampleNotice(QAction *openFile, QAction *openFolder, QAction *openUrl, QWidget *parent = nullptr);
};

} // namespace kie::ui
