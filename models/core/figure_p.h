// SPDX-License-Identifier: Apache-2.0
// What the figure kinds of figure.cpp and figure_leaderboard.cpp share: short digests, printable
// archive text, the source a stamp names, and the stamp of every figure.
#pragma once

#include "figure.h"

namespace kie::figure_p {

// "sha256:" and the first 16 hex digits: enough to find the record, short enough for a stamp.
QString shortDigest(const QString &digest);
// Archive text is drawn and embedded as it is, except characters no SVG or PDF reader takes.
void makePrintable(Figure &figure);
// The file's name (never a local folder) or the URL it was fetched from; for a workspace of several
// files their names in the order given, or the first three and how many more.
QString sourceOf(const Archive &archive);
// The stamp and metadata of every figure: the source, the highlighted run and its digest (else
// `withoutRun`: the group, or how many runs), the access date; `about` joins the keywords.
void stampFigure(Figure &figure, const Archive &archive, const QString &withoutRun, const QStringList &about = {});
// The definitions × authors heatmap of the whole file (figure_leaderboard.cpp).
Figure definitionsHeatmapFigure(const Archive &archive);

} // namespace kie::figure_p
