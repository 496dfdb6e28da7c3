// SPDX-License-Identifier: Apache-2.0
#include "windowgeometry.h"

#include <algorithm>

namespace kie::ui {

QRect firstStartGeometry(const QRect &available)
{
    if (!available.isValid())
        return QRect(0, 0, kPreferredWindowWidth, kPreferredWindowHeight);
    // Room for a window manager's frame: a title bar and borders are seldom more than this.
    constexpr int frameWidth = 16, frameHeight = 48;
    const int width = std::min(kPreferredWindowWidth, std::max(1, available.width() - frameWidth));
    const int height = std::min(kPreferredWindowHeight, std::max(1, available.height() - frameHeight));
    QRect geometry(0, 0, width, height);
    geometry.moveCenter(available.center());
    return geometry;
}

} // namespace kie::ui
