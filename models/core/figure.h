// SPDX-License-Identifier: Apache-2.0
// What a figure shows, decided once in core for the window's ranking plot, the run page's fast_p
// chart, File > Export figure and the `plot` command: the title, the axis labels with their units,
// the bars or curves, the highlighted run, #1, a note on unranked runs and the provenance stamp
// (source, run id and record digest, access date of ARCHIVE.md §7, program version).
// ui/plot/figurebuilder.h draws it; nothing here knows about widgets.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace kie {

struct Archive;
struct CaseMatrix;
struct ComparisonGroup;
struct Leaderboard;
struct Ranking;
enum class RunTrust;

enum class FigureKind { Ranking, FastP, Leaderboard, Heatmap };
QString figureKindName(FigureKind kind); // "ranking", "fast-p", "leaderboard", "heatmap"
std::optional<FigureKind> figureKindFromName(const QString &name);

// One unit for a latency axis, picked from the median value so most labels read naturally.
struct LatencyUnit
{
    double divisor = 1;
    QString name = QStringLiteral("ns");
};
LatencyUnit latencyUnitFor(double typicalNs);

struct FigureBar
{
    int runIndex = -1;
    std::optional<int> rank; // ties share a rank (1, 2, 2, 4)
    double valueNs = 0; // a latency
    QString name; // the implementation's name (archive text: plain text)
    QString label; // axis label: barLabel(), "#3 name" with the name shortened in the middle, "⚠ " when flagged
    QString flag; // the trust word when the run is marked (ARCHIVE.md §3: it ranks, but is marked), else ""
};

// What all bars' names share at their start and at their end, cut back to a word boundary (after
// the last, before the first character that is not a letter or digit), so that what is left is
// whole words: "…optimized_" and "_c0_high" of "…optimized_r10_c0_high". Zero for fewer than two bars.
struct SharedNameParts
{
    qsizetype start = 0;
    qsizetype end = 0;
};
SharedNameParts sharedNameParts(const std::vector<FigureBar> &bars);

// A bar's axis label: "#3 name", "#3 ⚠ name" when flagged, the name shortened in the middle to
// `maxNameCharacters` (formatting.h elideMiddle). For a plot too small for that, the parts every
// bar shares can be left out, each for one "…": "#3 …r10_c0_high", "#3 …r10…".
inline constexpr qsizetype kBarNameCharacters = 22;
QString barLabel(const FigureBar &bar, SharedNameParts leftOut = {}, qsizetype maxNameCharacters = kBarNameCharacters);

struct FigureCurve // one run's fast_p step curve, or one author's (the leaderboard kind)
{
    int runIndex = -1; // the leaderboard kind: the highlighted run when the author has it, else the author's first
    QString name;
    std::vector<double> p;
    std::vector<double> fraction;
    qint64 correct = 0;
    qint64 total = 0;
};

// A heatmap of ratios (speedups) on a symmetric log2 colour scale centred on 1×: the leaderboard's
// definitions × authors, or one group's cases × implementations.
struct FigureHeatmapCell
{
    enum class Kind { Empty, Failed, Value };
    Kind kind = Kind::Empty;
    double value = 0; // the ratio, for Value
    QString text; // what hovering the cell says (plain text)
};

struct FigureHeatmap
{
    QString columnTitle; // "Author"
    QString rowTitle; // "Definition"
    QStringList columns;
    QStringList rows; // the first row is drawn at the top, as in a table
    std::vector<FigureHeatmapCell> cells; // row-major: rows.size() × columns.size()
    int highlightColumn = -1; // outlined (the highlighted run's implementation)
    double range = 1; // the log2 half-range of the colour scale: 1 (0.5×–2×) to 4 (1/16×–16×)
    QString scaleLabel; // the colour scale's label, with its unit

    bool hasData() const { return !cells.empty() && cells.size() == size_t(columns.size()) * size_t(rows.size()); }
    const FigureHeatmapCell *at(int column, int row) const;
};

struct FigureStamp
{
    QString source; // the file's name (never a local folder) or the URL it was fetched from
    QString record; // "run 381f22e4 · sha256:381f22e4a1b2c3d4…" or "group sha256:…"
    QString accessed; // "accessed 2026-07-20"
    QString accessDate; // "2026-07-20" (Archive::accessDate()): also the date of a PDF
    QString software; // "KernelIndex Explorer 0.1.0"
    // Set while runs failing integrity are ranked (ARCHIVE.md §3): every figure made meanwhile says so.
    QString ranking;
    QString text() const; // the parts set, joined by " · "
};

struct Figure
{
    FigureKind kind = FigureKind::Ranking;
    int group = -1; // -1: nothing loaded, nothing is drawn
    int highlightRun = -1;
    QString title; // "benchmark · hardware · mean latency"
    QString xLabel;
    QString yLabel; // with the unit: "mean latency (µs)"
    LatencyUnit unit;
    std::vector<FigureBar> bars; // ranking: best first
    std::vector<FigureCurve> curves; // fast-p: in rank order, unranked runs last; leaderboard: board order
    FigureHeatmap heatmap; // the heatmap kind
    QString highlightText; // "Highlighted: #16 of 19 name (run 381f22e4), 486.0 µs"
    QString bestText; // "#1 name, 12.3 µs"
    QString note; // "Not ranked: 1 failed, 1 error"
    QString warning; // the group's runs disagree on timer or statistic
    QString emptyText; // when the group has nothing to draw: why ("No ranked runs in this group: 3 failed")
    FigureStamp stamp;
    // Embedded as metadata: SVG <title>/<desc>, PDF Title/Subject/Keywords.
    QString metaTitle;
    QString metaSubject;
    QString metaKeywords;

    bool isBlank() const { return group < 0 && curves.empty(); } // nothing to draw, not even axes
    bool hasData() const { return !bars.empty() || !curves.empty() || heatmap.hasData(); }
    // Position of `runIndex` among the bars, or -1.
    int barPosition(int runIndex) const;
};

// The latency ranking of `group`, `highlightRun` marked (-1 none). `trust` (per run, integrity.h)
// marks the flagged runs; it is computed when null. An out-of-range group gives a blank figure.
Figure rankingFigure(const Archive &archive, int group, int highlightRun, const std::vector<RunTrust> *trust = nullptr);
// fast_p curves of the group's runs that have per-case results (fastp.h).
Figure fastPFigure(const Archive &archive, int group, int highlightRun);
// The fast_p curve of one run (the run page).
Figure runFastPFigure(const Archive &archive, int runIndex);
// The leaderboard of the whole file (leaderboard.h, by author, the reference latency as baseline):
// every author's fast_p curve over the speedup threshold p, overlaid; the author of `highlightRun`
// highlighted. figure_leaderboard.cpp.
Figure leaderboardFigure(const Archive &archive, int highlightRun);
// The whole file's definitions × authors speedup heatmap (group < 0), or `group`'s cases ×
// implementations heatmap with the implementation of `highlightRun` outlined. figure_leaderboard.cpp.
Figure heatmapFigure(const Archive &archive, int group, int highlightRun);
// The figure of `kind` (the leaderboard ignores `group`, the heatmap takes -1 for the whole file).
// `error` is kept for kinds a build cannot draw; every kind draws now.
Figure makeFigure(FigureKind kind, const Archive &archive, int group, int highlightRun, QString *error = nullptr);

// The parts the window's Leaderboard tab draws through the same builder (figure_leaderboard.cpp):
// the overlaid fast_p curves of named sorted ratio lists (LeaderboardRow::ratios), the p axis ending
// a little past `pMax`; the definitions × authors heatmap of a board; a group's cases × implementations.
struct NamedRatios
{
    QString name;
    std::vector<double> sortedRatios;
    int runIndex = -1;
};
Figure fastPCurvesFigure(const std::vector<NamedRatios> &curves, double pMax);
FigureHeatmap definitionsHeatmap(const Leaderboard &board);
FigureHeatmap casesHeatmap(const CaseMatrix &matrix);

// Why the group's unranked runs are not ranked, counted: "1 failed, 1 declared ≠ computed"; the
// figures' note and the window's plot caption.
QString unrankedCounts(const Archive &archive, const ComparisonGroup &group);

// Flagged runs are marked in figures and tables: declared ≠ computed or an invalid signature.
bool isFlaggedTrust(RunTrust trust);

// The comparison group a user names with "--group KEY": an exact key, else a unique key prefix.
// -1 and *error (translated) when none or several match.
int findGroup(const Ranking &ranking, const QString &query, QString *error = nullptr);

} // namespace kie
