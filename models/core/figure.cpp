// SPDX-License-Identifier: Apache-2.0
#include "figure.h"
#include "figure_p.h"

#include "archive.h"
#include "comparability.h"
#include "fastp.h"
#include "formatting.h"
#include "integrity.h"
#include "leaderboard.h"
#include "runfacts.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace kie {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::Figure)
};

} // namespace

namespace figure_p {

QString shortDigest(const QString &digest)
{
    const qsizetype colon = digest.indexOf(QLatin1Char(':'));
    const QString hex = colon < 0 ? digest : digest.mid(colon + 1);
    if (hex.size() <= 16)
        return digest;
    return digest.left(colon + 1) + hex.left(16) + QStringLiteral("…");
}

namespace {

// A figure's texts are single lines: every control, bidi and line-break character becomes U+FFFD.
QString printable(const QString &text)
{
    return shownText(text, LineBreaks::Replace);
}

QString fileNameOf(const QString &path, const QString &url)
{
    if (!url.isEmpty())
        return url;
    // Only the file's name: a figure that goes into a paper must not carry the author's folders.
    const QString name = QFileInfo(path).fileName();
    return name.isEmpty() ? path : name;
}

} // namespace

void makePrintable(Figure &figure)
{
    for (QString *text : {&figure.title, &figure.xLabel, &figure.yLabel, &figure.highlightText, &figure.bestText,
                          &figure.note, &figure.warning, &figure.emptyText, &figure.stamp.source, &figure.stamp.record,
                          &figure.metaTitle, &figure.metaSubject, &figure.metaKeywords, &figure.heatmap.columnTitle,
                          &figure.heatmap.rowTitle})
        *text = printable(*text);
    for (FigureBar &bar : figure.bars) {
        bar.name = printable(bar.name);
        bar.label = printable(bar.label);
    }
    for (FigureCurve &curve : figure.curves)
        curve.name = printable(curve.name);
    for (QStringList *labels : {&figure.heatmap.columns, &figure.heatmap.rows})
        for (QString &label : *labels)
            label = printable(label);
}

QString sourceOf(const Archive &archive)
{
    if (!archive.workspace || archive.workspace->members.size() < 2)
        return fileNameOf(archive.path, archive.fetchedFromUrl);
    QStringList names;
    const auto &members = archive.workspace->members;
    for (size_t m = 0; m < members.size() && m < 3; ++m)
        names << fileNameOf(members[m].path, members[m].fetchedFromUrl);
    if (members.size() <= 3)
        return names.join(QStringLiteral(", "));
    return Tr::tr("%1 and %n more file(s)", nullptr, int(members.size() - 3)).arg(names.join(QStringLiteral(", ")));
}

void stampFigure(Figure &figure, const Archive &archive, const QString &withoutRun, const QStringList &about)
{
    figure.stamp.source = sourceOf(archive);
    const RunRecord *run = figure.highlightRun >= 0 && size_t(figure.highlightRun) < archive.runs.size()
        ? &archive.runs[size_t(figure.highlightRun)] : nullptr;
    figure.stamp.record = run ? Tr::tr("run %1").arg(runId(*run)) : withoutRun;
    if (run && !run->digest.isEmpty())
        figure.stamp.record += QStringLiteral(" · ") + shortDigest(run->digest);
    // The highlighted run's file's access date, as its citation has it (in a workspace, its own file's).
    // Without one, a workspace's files may each have been accessed on another day: from when to when,
    // and the latest is the figure's date (a PDF's too).
    const QString runDate = run ? runOrigin(archive, figure.highlightRun).accessDate : QString();
    const AccessDates dates = run ? AccessDates{runDate, runDate} : accessDates(archive);
    figure.stamp.accessDate = dates.latest;
    figure.stamp.accessed = dates.earliest == dates.latest ? Tr::tr("accessed %1").arg(dates.latest)
                                                           : Tr::tr("accessed %1 to %2").arg(dates.earliest, dates.latest);
    figure.stamp.software = QStringLiteral("KernelIndex Explorer " KIE_VERSION);
    if (archive.ranking.options.includeFailedIntegrity) {
        figure.stamp.ranking = Tr::tr("runs failing integrity ranked");
        if (const int marked = archive.ranking.rankedDespiteIntegrityCount(); marked > 0) {
            const QString mismatch = referenceStateName(ReferenceState::Mismatch);
            const QString said = marked == 1 ? Tr::tr("Ranked although %1, for inspection: 1 run").arg(mismatch)
                                             : Tr::tr("Ranked although %1, for inspection: %2 runs").arg(mismatch).arg(marked);
            figure.note = figure.note.isEmpty() ? said : figure.note + QStringLiteral("; ") + said;
        }
    }

    figure.metaTitle = figure.title;
    figure.metaSubject = figure.stamp.text();
    QStringList keywords {QStringLiteral("KernelIndex"), figureKindName(figure.kind)};
    keywords << about;
    if (run)
        keywords << runId(*run) << run->digest;
    keywords << figure.stamp.accessDate;
    keywords.removeAll(QString());
    figure.metaKeywords = keywords.join(QStringLiteral(", "));
}

} // namespace figure_p

using figure_p::makePrintable;
using figure_p::shortDigest;
using figure_p::sourceOf;
using figure_p::stampFigure;

// Order: first seen. Integrity is said first (ARCHIVE.md §3), whatever the run's status.
QString unrankedCounts(const Archive &archive, const ComparisonGroup &group)
{
    std::vector<std::pair<QString, int>> counts;
    for (const int index : group.unranked) {
        const RunRecord &run = archive.runs[size_t(index)];
        QString why;
        if (archive.ranking.leftOutForIntegrity(index))
            why = archive.ranking.unrankedReason(index);
        else if (run.status != RunStatus::Passed)
            why = run.statusText.isEmpty() ? Tr::tr("no status") : runStatusText(run); // a known word in the reader's language
        else
            why = archive.ranking.unrankedReason(index);
        const auto it = std::find_if(counts.begin(), counts.end(), [&](const auto &entry) { return entry.first == why; });
        if (it == counts.end())
            counts.emplace_back(why, 1);
        else
            ++it->second;
    }
    QStringList parts;
    for (const auto &[why, count] : counts)
        parts << QStringLiteral("%1 %2").arg(count).arg(why);
    return parts.join(QStringLiteral(", "));
}

namespace {

QString groupTitle(const ComparisonGroup &group, const QString &what)
{
    QStringList parts;
    if (!group.benchmark.isEmpty())
        parts << group.benchmark;
    if (!group.hardware.isEmpty())
        parts << group.hardware;
    if (parts.isEmpty())
        parts << Tr::tr("comparison group %1").arg(shortDigest(group.key));
    parts << what;
    return parts.join(QStringLiteral(" · "));
}

QString runWithId(const Archive &archive, int runIndex)
{
    return Tr::tr("%1 (run %2)").arg(implementationName(archive, runIndex), runId(archive.runs[size_t(runIndex)]));
}

// What every kind of group figure says besides its data: #1, the highlighted run, unranked runs,
// disagreements, the stamp and the metadata.
void describeGroup(Figure &figure, const Archive &archive, const ComparisonGroup &group, int highlightRun)
{
    const int ranked = int(group.ranked.size());
    if (group.best >= 0) {
        const auto value = primaryValue(archive, group.best);
        figure.bestText = Tr::tr("#1 %1").arg(runWithId(archive, group.best));
        if (value)
            figure.bestText += QStringLiteral(", ") + formatLatencyNs(*value);
    }
    if (highlightRun >= 0 && size_t(highlightRun) < archive.runs.size()
        && archive.ranking.runs[size_t(highlightRun)].group == figure.group) {
        figure.highlightRun = highlightRun;
        const RunRank &rank = archive.ranking.runs[size_t(highlightRun)];
        if (rank.rank) {
            // ARCHIVE.md §4: the rank says what it is a rank in.
            figure.highlightText = Tr::tr("Highlighted: #%1 of %2 %3, %4")
                                       .arg(*rank.rank)
                                       .arg(ranked)
                                       .arg(rankScopeText(archive), runWithId(archive, highlightRun));
            if (const auto value = primaryValue(archive, highlightRun))
                figure.highlightText += QStringLiteral(", ") + formatLatencyNs(*value);
            if (archive.ranking.rankedDespiteIntegrity(highlightRun))
                figure.highlightText += Tr::tr(", ranked although %1").arg(archive.ranking.integrityMark(highlightRun));
        } else {
            figure.highlightText = Tr::tr("Highlighted: %1, not ranked (%2)").arg(runWithId(archive, highlightRun), archive.ranking.unrankedReason(highlightRun));
        }
    }
    if (!group.unranked.empty())
        figure.note = Tr::tr("Not ranked: %1").arg(unrankedCounts(archive, group));
    if (const GroupDisagreement disagreement = groupDisagreement(archive, figure.group); disagreement.any())
        figure.warning = disagreement.text();

    stampFigure(figure, archive, Tr::tr("group %1").arg(shortDigest(group.key)),
                {group.benchmark, group.hardware, group.statistic, group.key});
}

QString flagWordFor(const std::vector<RunTrust> &trust, int runIndex)
{
    if (size_t(runIndex) >= trust.size() || !isFlaggedTrust(trust[size_t(runIndex)]))
        return QString();
    return runTrustName(trust[size_t(runIndex)]);
}

FigureCurve curveOf(const Archive &archive, int runIndex)
{
    const FastPCurve fast = fastPCurve(archive.runs[size_t(runIndex)].cases);
    FigureCurve curve;
    curve.runIndex = runIndex;
    curve.p = fast.p;
    curve.fraction = fast.fraction;
    curve.correct = fast.correct;
    curve.total = fast.total;
    return curve;
}

void fastPAxes(Figure &figure)
{
    figure.xLabel = Tr::tr("p (speedup over the reference, ×)");
    figure.yLabel = Tr::tr("fast_p (share of cases)");
}

} // namespace

QString figureKindName(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Ranking:
        return QStringLiteral("ranking");
    case FigureKind::FastP:
        return QStringLiteral("fast-p");
    case FigureKind::Leaderboard:
        return QStringLiteral("leaderboard");
    case FigureKind::Heatmap:
        return QStringLiteral("heatmap");
    }
    return QString();
}

std::optional<FigureKind> figureKindFromName(const QString &name)
{
    for (const FigureKind kind : {FigureKind::Ranking, FigureKind::FastP, FigureKind::Leaderboard, FigureKind::Heatmap}) {
        if (name.compare(figureKindName(kind), Qt::CaseInsensitive) == 0)
            return kind;
    }
    return std::nullopt;
}

LatencyUnit latencyUnitFor(double typicalNs)
{
    if (typicalNs >= 1e9)
        return {1e9, QStringLiteral("s")};
    if (typicalNs >= 1e6)
        return {1e6, QStringLiteral("ms")};
    if (typicalNs >= 1e3)
        return {1e3, QStringLiteral("µs")};
    return {1, QStringLiteral("ns")};
}

QString FigureStamp::text() const
{
    QStringList parts;
    for (const QString &part : {source, record, accessed, ranking, software}) {
        if (!part.isEmpty())
            parts << part;
    }
    return parts.join(QStringLiteral(" · "));
}

const FigureHeatmapCell *FigureHeatmap::at(int column, int row) const
{
    if (!hasData() || column < 0 || row < 0 || column >= columns.size() || row >= rows.size())
        return nullptr;
    return &cells[size_t(row) * size_t(columns.size()) + size_t(column)];
}

int Figure::barPosition(int runIndex) const
{
    for (size_t i = 0; i < bars.size(); ++i) {
        if (bars[i].runIndex == runIndex)
            return int(i);
    }
    return -1;
}

bool isFlaggedTrust(RunTrust trust)
{
    return trust == RunTrust::Mismatch || trust == RunTrust::InvalidSignature;
}

QString barLabel(const FigureBar &bar, SharedNameParts leftOut, qsizetype maxNameCharacters)
{
    const qsizetype start = std::clamp<qsizetype>(leftOut.start, 0, bar.name.size());
    const qsizetype end = std::clamp<qsizetype>(leftOut.end, 0, bar.name.size() - start);
    const QString ellipsis(QChar(0x2026));
    const QString name = (start ? ellipsis : QString())
        + elideMiddle(bar.name.mid(start, bar.name.size() - start - end), maxNameCharacters - (start ? 1 : 0) - (end ? 1 : 0))
        + (end ? ellipsis : QString());
    // A flagged run says so on its axis label too, not only by the bar's colour.
    const QString marked = (bar.flag.isEmpty() ? QString() : QStringLiteral("\u26A0 ")) + name;
    return bar.rank ? QStringLiteral("#%1 %2").arg(*bar.rank).arg(marked) : marked;
}

SharedNameParts sharedNameParts(const std::vector<FigureBar> &bars)
{
    SharedNameParts shared;
    if (bars.size() < 2)
        return shared;
    const QString &first = bars.front().name;
    qsizetype start = first.size(), end = first.size(), shortest = first.size();
    for (const FigureBar &bar : bars) {
        const QString &name = bar.name;
        shortest = std::min(shortest, name.size());
        qsizetype i = 0;
        while (i < start && i < name.size() && name.at(i) == first.at(i))
            ++i;
        start = i;
        qsizetype j = 0;
        while (j < end && j < name.size() && name.at(name.size() - 1 - j) == first.at(first.size() - 1 - j))
            ++j;
        end = j;
    }
    const auto isWordCharacter = [](QChar c) { return c.isLetterOrNumber() || c.isSurrogate(); };
    // Back to a word boundary: the shared start ends after a separator, the shared end begins with one.
    while (start > 0 && isWordCharacter(first.at(start - 1)))
        --start;
    while (end > 0 && isWordCharacter(first.at(first.size() - end)))
        --end;
    // A name that is all shared (one bar's name is another's start) keeps its words.
    if (start + end >= shortest)
        end = 0;
    if (start >= shortest)
        start = 0;
    shared.start = start;
    shared.end = end;
    return shared;
}

Figure rankingFigure(const Archive &archive, int group, int highlightRun, const std::vector<RunTrust> *trust)
{
    Figure figure;
    figure.kind = FigureKind::Ranking;
    if (group < 0 || size_t(group) >= archive.ranking.groups.size())
        return figure;
    figure.group = group;
    std::vector<RunTrust> computed;
    if (!trust) {
        computed = summarizeIntegrity(archive).runTrust;
        trust = &computed;
    }
    const ComparisonGroup &g = archive.ranking.groups[size_t(group)];
    for (const int runIndex : g.ranked) {
        // The statistic the group ranks by, which may not be the run's own primary one.
        const auto value = primaryValue(archive, runIndex);
        if (!value)
            continue;
        FigureBar bar;
        bar.runIndex = runIndex;
        bar.rank = archive.ranking.runs[size_t(runIndex)].rank;
        bar.valueNs = *value;
        bar.name = implementationName(archive, runIndex);
        bar.flag = flagWordFor(*trust, runIndex);
        bar.label = barLabel(bar);
        figure.bars.push_back(bar);
    }
    std::vector<double> sorted;
    for (const FigureBar &bar : figure.bars)
        sorted.push_back(bar.valueNs);
    std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
    figure.unit = latencyUnitFor(sorted.empty() ? 1 : sorted[sorted.size() / 2]);
    const QString statistic = statisticName(g.statistic.isEmpty() ? QStringLiteral("mean") : g.statistic); // the reader's words
    figure.title = groupTitle(g, Tr::tr("%1 latency").arg(statistic));
    figure.xLabel = Tr::tr("rank (best first)");
    figure.yLabel = Tr::tr("%1 latency (%2)").arg(statistic, figure.unit.name);
    describeGroup(figure, archive, g, highlightRun);
    if (figure.bars.empty()) {
        const QString counts = unrankedCounts(archive, g);
        figure.emptyText = counts.isEmpty() ? Tr::tr("No runs in this group.") : Tr::tr("No ranked runs in this group: %1").arg(counts);
        figure.note.clear(); // the message says it
    }
    makePrintable(figure);
    return figure;
}

Figure fastPFigure(const Archive &archive, int group, int highlightRun)
{
    Figure figure;
    figure.kind = FigureKind::FastP;
    if (group < 0 || size_t(group) >= archive.ranking.groups.size())
        return figure;
    figure.group = group;
    const ComparisonGroup &g = archive.ranking.groups[size_t(group)];
    std::vector<int> runs = g.ranked;
    runs.insert(runs.end(), g.unranked.begin(), g.unranked.end());
    for (const int runIndex : runs) {
        if (archive.runs[size_t(runIndex)].cases.empty())
            continue;
        FigureCurve curve = curveOf(archive, runIndex);
        const auto rank = archive.ranking.runs[size_t(runIndex)].rank;
        const QString name = elideMiddle(implementationName(archive, runIndex), 24);
        curve.name = (rank ? QStringLiteral("#%1 %2").arg(*rank).arg(name) : name)
            + Tr::tr(" (%1/%2 correct)").arg(curve.correct).arg(curve.total);
        figure.curves.push_back(curve);
    }
    figure.title = groupTitle(g, QStringLiteral("fast_p"));
    fastPAxes(figure);
    describeGroup(figure, archive, g, highlightRun);
    if (figure.curves.empty())
        figure.emptyText = Tr::tr("No run in this group has per-case results, so there is no fast_p curve.");
    makePrintable(figure);
    return figure;
}

Figure runFastPFigure(const Archive &archive, int runIndex)
{
    Figure figure;
    figure.kind = FigureKind::FastP;
    if (runIndex < 0 || size_t(runIndex) >= archive.runs.size())
        return figure;
    figure.group = size_t(runIndex) < archive.ranking.runs.size() ? archive.ranking.runs[size_t(runIndex)].group : -1;
    figure.highlightRun = runIndex;
    FigureCurve curve = curveOf(archive, runIndex);
    curve.name = Tr::tr("fast_p: %1 of %2 cases correct").arg(curve.correct).arg(curve.total);
    figure.curves.push_back(curve);
    fastPAxes(figure);
    makePrintable(figure);
    return figure;
}

Figure heatmapFigure(const Archive &archive, int group, int highlightRun)
{
    if (group < 0)
        return figure_p::definitionsHeatmapFigure(archive);
    Figure figure;
    figure.kind = FigureKind::Heatmap;
    if (size_t(group) >= archive.ranking.groups.size())
        return figure;
    figure.group = group;
    const ComparisonGroup &g = archive.ranking.groups[size_t(group)];
    const CaseMatrix matrix = groupCaseMatrix(archive, group);
    figure.heatmap = casesHeatmap(matrix);
    const auto column = std::find(matrix.runIndexes.begin(), matrix.runIndexes.end(), highlightRun);
    if (column != matrix.runIndexes.end())
        figure.heatmap.highlightColumn = int(column - matrix.runIndexes.begin());
    figure.title = groupTitle(g, Tr::tr("speedup per case"));
    figure.xLabel = figure.heatmap.columnTitle;
    figure.yLabel = figure.heatmap.rowTitle;
    describeGroup(figure, archive, g, highlightRun);
    if (!figure.heatmap.hasData()) {
        figure.heatmap.cells.clear();
        figure.heatmap.highlightColumn = -1;
        figure.emptyText = Tr::tr("No run in this group has per-case results, so there is no heatmap.");
    }
    makePrintable(figure);
    return figure;
}

Figure makeFigure(FigureKind kind, const Archive &archive, int group, int highlightRun, QString *error)
{
    switch (kind) {
    case FigureKind::Ranking:
        return rankingFigure(archive, group, highlightRun);
    case FigureKind::FastP:
        return fastPFigure(archive, group, highlightRun);
    case FigureKind::Leaderboard:
        return leaderboardFigure(archive, highlightRun);
    case FigureKind::Heatmap:
        return heatmapFigure(archive, group, highlightRun);
    }
    if (error)
        *error = Tr::tr("The %1 figure is not available in this version.").arg(figureKindName(kind));
    return Figure();
}

int findGroup(const Ranking &ranking, const QString &query, QString *error)
{
    std::vector<int> matches;
    for (size_t g = 0; g < ranking.groups.size(); ++g) {
        if (ranking.groups[g].key == query) // an exact key wins over prefixes
            return int(g);
        if (!query.isEmpty() && ranking.groups[g].key.startsWith(query))
            matches.push_back(int(g));
    }
    if (matches.size() == 1)
        return matches.front();
    if (error) {
        *error = matches.empty() ? Tr::tr("no comparison group has the key %1").arg(query)
                                 : Tr::tr("%1 comparison groups have keys starting with %2").arg(matches.size()).arg(query);
    }
    return -1;
}

} // namespace kie
