// SPDX-License-Identifier: Apache-2.0
// The main window's actions that are used again after the menu bar is built (mainwindow_actions.cpp
// builds it, one block per menu): enabled, checked, rebuilt or offered elsewhere too. Every other
// action lives in its menu only.
#pragma once

class QAction;
class QMenu;

namespace kie::ui {

struct MainWindowActions
{
    // File > Open…, Open Folder…, Open URL…: also the buttons of the sample notice.
    QAction *openFile = nullptr;
    QAction *openFolder = nullptr;
    QAction *openUrl = nullptr;
    QAction *reload = nullptr; // File > Reload: also in the navigator's menu of a workspace member
    QMenu *recent = nullptr; // File > Open Recent: rebuilt each time it opens
    QAction *copyPermalink = nullptr; // enabled while the run shown has a permalink
    QAction *logScale = nullptr; // checked from the settings, and when the plot changes its axis
    QAction *rankFailedIntegrity = nullptr; // View > Rank runs that fail integrity checks
    QAction *back = nullptr; // View > Go: enabled by the run history
    QAction *forward = nullptr;
};

} // namespace kie::ui
