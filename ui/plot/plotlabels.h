// SPDX-License-Identifier: Apache-2.0
// Labels of the leaderboard's figures (ratioheatmap, fastpcurvesplot): names from archives, shortened
// in the middle so that names differing only at their end ("… · NVIDIA B200" / "… · H100") stay apart.
#pragma once

#include <QString>

namespace kie::ui {

inline constexpr qsizetype kHeatmapLabelLength = 36; // a heatmap's row and column labels, at most

inline QString middleElided(const QString &label, qsizetype length)
{
    if (label.size() <= length || length < 3)
        return label;
    const qsizetype tail = length / 2 - 1;
    return label.left(length - tail - 1) + QChar(0x2026) + label.right(tail);
}

} // namespace kie::ui
