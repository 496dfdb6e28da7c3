// SPDX-License-Identifier: Apache-2.0
// Where the main window opens the first time (no saved geometry): 1400×900, or as much of the
// screen as there is on a smaller one (a 1366×768 laptop), centred. A window larger than its screen
// hides its status bar and the right edge of the run page, and not every window manager moves it.
#pragma once

#include <QRect>

namespace kie::ui {

inline constexpr int kPreferredWindowWidth = 1400;
inline constexpr int kPreferredWindowHeight = 900;

// `available`: the screen's available geometry (without panels). The frame (title bar, borders) is
// outside the returned rectangle, so a little room is left for it.
QRect firstStartGeometry(const QRect &available);

} // namespace kie::ui
