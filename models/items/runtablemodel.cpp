// SPDX-License-Identifier: Apache-2.0
#include "runtablemodel_p.h"

#include "archive.h"
#include "citation.h"
#include "digestlookup.h"
#include "formatting.h"
#include "runfacts.h"
#include "integrity.h"
#include "parallelchunks.h"
#include "releaseinbackground.h"
#include "workspace.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace kie {

using runtable::implementationView;
using runtable::observedDate;
using runtable::sourceNames;
using runtable::statusText;
using runtable::titleSegmentLength;

namespace {

const QString *benchmarkOf(const Archive &archive, const RunRecord &run, int group, DigestLookup &lookup)
{
    if (run.sourceNative && !run.sourceNative->benchmark.isEmpty())
        return &run.sourceNative->benchmark.text();
    const int workload = lookup.indexOf(ObjectKind::BenchmarkWorkload, run.workloadDigest);
    if (workload >= 0 && !archive.workloads[size_t(workload)].definition.isEmpty())
        return &archive.workloads[size_t(workload)].definition;
    if (group >= 0)
        return &archive.ranking.groups[size_t(group)].benchmark;
    return nullptr;
}


bool isNumericColumn(int column)
{
    switch (column) {
    case RunTableModel::PrimaryMeasurement:
    case RunTableModel::Rank:
    case RunTableModel::Sol:
    case RunTableModel::SpeedupVsReference:
    case RunTableModel::CasesFaster:
    case RunTableModel::DeltaVsBest:
        return true;
    default:
        return false;
    }
}

QVariant numberOrInvalid(double value)
{
    return std::isnan(value) ? QVariant() : QVariant(value);
}

QString fileNameOf(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 || slash + 1 == path.size() ? path : path.mid(slash + 1);
}

} // namespace

namespace runtable {

QString statusText(const RunRecord &run)
{
    // A recognised status was read as exactly its name: no need to touch the run's own string.
    static const QString names[] = {runStatusName(RunStatus::Passed), runStatusName(RunStatus::Failed),
                                    runStatusName(RunStatus::Error)};
    switch (run.status) {
    case RunStatus::Passed:
        return names[0];
    case RunStatus::Failed:
        return names[1];
    case RunStatus::Error:
        return names[2];
    case RunStatus::Unknown:
        break;
    }
    return run.statusText.isEmpty() ? runStatusName(run.status) : run.statusText.text();
}

QStringView observedDate(const RunRecord &run)
{
    // RFC 3339: the date is the first ten characters; the tooltip carries the full stamp.
    return QStringView(run.observedAt).left(10);
}

QString sourceNames(const Archive &archive, int run, const QStringList &memberNames)
{
    QStringList names;
    for (const int member : archive.workspace->membersOfRun(run))
        names.append(memberNames.value(member));
    return names.join(QStringLiteral(", "));
}

} // namespace runtable

std::shared_ptr<RunTableModel::Prepared> RunTableModel::prepare(std::shared_ptr<const Archive> archive)
{
    std::shared_ptr<Prepared> prepared = prepareRows(std::move(archive));
    installFilterText(*prepared, buildFilterText(*prepared));
    return prepared;
}

std::shared_ptr<RunTableModel::Prepared> RunTableModel::prepareRows(std::shared_ptr<const Archive> archive,
                                                                   std::shared_ptr<const IntegritySummary> integrity)
{
    auto prepared = std::make_shared<Prepared>();
    prepared->integrity = std::move(integrity);
    prepared->archive = std::move(archive);
    if (!prepared->archive)
        return prepared;
    const Archive &a = *prepared->archive;
    const size_t count = a.runs.size();
    prepared->rows.resize(count);
    prepared->filterTextPending = true;
    // Δ vs #1 divides by the #1's latency: once per group, not once per run.
    std::vector<double> bestPrimary(a.ranking.groups.size(), kMissing);
    for (size_t g = 0; g < a.ranking.groups.size(); ++g) {
        if (const int best = a.ranking.groups[g].best; best >= 0)
            bestPrimary[g] = primaryValue(a, best).value_or(kMissing);
    }
    if (a.workspace) {
        for (const WorkspaceIndex::Member &member : a.workspace->members)
            prepared->memberNames.append(fileNameOf(member.path));
    }
    prepared->implementations = implementationLabels(a);
    const std::vector<ImplementationLabel> &implementations = prepared->implementations;
    const size_t threads = chunkCountFor(count);
    forEachChunk(count, threads, [&](size_t, size_t begin, size_t end) {
        DigestLookup lookup(a);
        for (size_t i = begin; i < end; ++i) {
            const RunRecord &run = a.runs[i];
            Row &row = prepared->rows[i];
            row = Row{}; // resizing left it unwritten (AssignedLaterAllocator)
            if (i < a.ranking.runs.size()) {
                const RunRank &rank = a.ranking.runs[i];
                row.group = rank.group;
                row.rank = rank.rank.value_or(0);
            }
            row.primary = primaryValue(a, int(i)).value_or(kMissing);
            if (row.rank > 0 && row.group >= 0 && bestPrimary[size_t(row.group)] > 0)
                row.ratioToBest = row.primary / bestPrimary[size_t(row.group)];
            row.sol = solScore(run).value_or(kMissing);
            row.speedup = speedupVsReference(run).value_or(kMissing);
            if (const auto cases = casesFaster(run);
                cases && cases->first >= 0 && cases->second > 0 && cases->second <= std::numeric_limits<qint32>::max()
                && cases->first <= cases->second) {
                row.casesFaster = qint32(cases->first);
                row.casesTotal = qint32(cases->second);
            }
            row.implementation = lookup.indexOf(ObjectKind::Implementation, run.implementationDigest);
            if (row.implementation >= 0 && implementations[size_t(row.implementation)].name.isEmpty())
                row.implementation = -1;
            if (row.implementation < 0)
                row.titleLength = titleSegmentLength(run);
            row.environment = lookup.indexOf(ObjectKind::ExecutionEnvironment, run.environmentDigest);
            row.benchmark = benchmarkOf(a, run, row.group, lookup);
            row.observedMs = timestampMsUtc(run.observedAt).value_or(kNoTime);
        }
    });
    if (!prepared->integrity)
        prepared->integrity = std::make_shared<const IntegritySummary>(summarizeIntegrity(a));
    return prepared;
}

RunTableModel::RunTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

RunTableModel::~RunTableModel() = default;

void RunTableModel::setArchive(std::shared_ptr<const Archive> archive)
{
    setPrepared(prepare(std::move(archive)));
}

void RunTableModel::setPrepared(std::shared_ptr<Prepared> prepared)
{
    beginResetModel();
    releaseInBackground(std::exchange(m_prepared, std::move(prepared))); // a million rows, freed off this thread
    m_archive = m_prepared ? m_prepared->archive : nullptr;
    m_rowCount = m_prepared ? int(m_prepared->rows.size()) : 0;
    endResetModel();
}

const IntegritySummary *RunTableModel::integrity() const
{
    return m_prepared && m_archive ? m_prepared->integrity.get() : nullptr;
}

std::shared_ptr<const IntegritySummary> RunTableModel::sharedIntegrity() const
{
    if (!m_prepared || !m_archive)
        return nullptr;
    return m_prepared && m_archive ? m_prepared->integrity : nullptr;
}

RunTrust RunTableModel::trustAt(int runIndex) const
{
    return m_prepared->integrity->runTrust[size_t(runIndex)];
}

const RunTableModel::Row &RunTableModel::rowAt(int runIndex) const
{
    return m_prepared->rows[size_t(runIndex)];
}

int RunTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

int RunTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rowCount)
        return QVariant();
    const int runIndex = index.row();
    switch (role) {
    case Qt::DisplayRole:
        return shownDisplay(displayData(runIndex, index.column()));
    case SortRole:
        return sortData(runIndex, index.column());
    case Qt::ToolTipRole:
        return toolTipData(runIndex, index.column());
    case Qt::TextAlignmentRole:
        return isNumericColumn(index.column()) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case RunIndexRole:
        return runIndex;
    case FilterTextRole:
        return filterTextIndex(FilterTextRole)->rowString(runIndex);
    case StatusRole:
        return int(m_archive->runs[size_t(runIndex)].status);
    case GroupIndexRole:
        return rowAt(runIndex).group;
    case TrustRole:
        return int(trustAt(runIndex));
    default:
        return QVariant();
    }
}

QString RunTableModel::implementationText(const RunRecord &run, const Row &row) const
{
    // Whole strings are shared with the archive, not copied; only a title segment is a new string.
    if (row.implementation >= 0)
        return m_prepared->implementations[size_t(row.implementation)].name;
    if (row.titleLength < 0)
        return run.meta.name;
    return row.titleLength == run.meta.title.size() ? run.meta.title : run.meta.title.left(row.titleLength);
}

QVariant RunTableModel::displayData(int runIndex, int column) const
{
    const RunRecord &run = m_archive->runs[size_t(runIndex)];
    const Row &row = rowAt(runIndex);
    switch (column) {
    case Implementation:
        return implementationText(run, row);
    case Benchmark:
        return row.benchmark ? *row.benchmark : QString();
    case Gpu:
        return row.environment >= 0 ? m_archive->environments[size_t(row.environment)].product : QString();
    case PrimaryMeasurement:
        return std::isnan(row.primary) ? QString() : formatLatencyNs(row.primary);
    case Rank: // ARCHIVE.md §3: a run left out for integrity says so; one ranked anyway is marked
        if (row.rank > 0)
            return m_archive->ranking.rankedDespiteIntegrity(runIndex) ? tr("%1 \u26A0").arg(row.rank) : QString::number(row.rank);
        return m_archive->ranking.leftOutForIntegrity(runIndex) ? QStringLiteral("\u2013") : QString(); // the tooltip says why
    case Sol:
        return std::isnan(row.sol) ? QString() : QLocale().toString(row.sol, 'f', 4);
    case SpeedupVsReference:
        return std::isnan(row.speedup) ? QString() : QLocale().toString(row.speedup, 'f', 2) + QChar(0x00D7);
    case CasesFaster:
        return row.casesTotal > 0 ? QString::number(row.casesFaster) + QLatin1Char('/') + QString::number(row.casesTotal)
                                  : QString();
    case Status:
        return runStatusText(run);
    case DeltaVsBest:
        return formatRelativeToBest(row.ratioToBest);
    case EvidenceLevel:
        return evidenceLevelName(run.evidenceLevel.text());
    case Observed:
        return observedDate(run).toString();
    case Integrity:
        return runTrustName(trustAt(runIndex));
    case Source:
        return m_prepared->memberNames.isEmpty() ? fileNameOf(m_archive->path)
                                                 : sourceNames(*m_archive, runIndex, m_prepared->memberNames);
    default:
        return QVariant();
    }
}

QVariant RunTableModel::sortData(int runIndex, int column) const
{
    const RunRecord &run = m_archive->runs[size_t(runIndex)];
    const Row &row = rowAt(runIndex);
    switch (column) {
    case Implementation:
        return implementationText(run, row);
    case Benchmark:
    case Gpu:
    case EvidenceLevel:
    case Source:
        return displayData(runIndex, column);
    case PrimaryMeasurement:
        return numberOrInvalid(row.primary);
    case Rank:
        return row.rank > 0 ? QVariant(row.rank) : QVariant();
    case Sol:
        return numberOrInvalid(row.sol);
    case SpeedupVsReference:
        return numberOrInvalid(row.speedup);
    case DeltaVsBest:
        return numberOrInvalid(row.ratioToBest);
    case CasesFaster:
        return row.casesTotal > 0 ? QVariant(double(row.casesFaster) / double(row.casesTotal)) : QVariant();
    case Status:
        return int(run.status);
    case Observed:
        return row.observedMs == kNoTime ? QVariant() : QVariant(row.observedMs);
    case Integrity:
        return int(trustAt(runIndex));
    default:
        return QVariant();
    }
}

QVariant RunTableModel::toolTipData(int runIndex, int column) const
{
    const RunRecord &run = m_archive->runs[size_t(runIndex)];
    const Row &row = rowAt(runIndex);
    switch (column) {
    case Implementation:
        return run.meta.title.isEmpty() ? run.meta.name : run.meta.title;
    case Gpu:
        if (row.environment >= 0) {
            const EnvironmentRecord &environment = m_archive->environments[size_t(row.environment)];
            QStringList parts;
            for (const QString &part : {environment.vendor, environment.product, environment.architecture}) {
                if (!part.isEmpty())
                    parts.append(part);
            }
            return parts.join(QLatin1Char(' '));
        }
        return tr("The run's environment is not in this file");
    case PrimaryMeasurement:
        if (std::isnan(row.primary))
            return tr("No %1 latency recorded").arg(statisticName(primaryStatisticName(*m_archive, runIndex)));
        return tr("%1 latency %2 (%3 ns)")
            .arg(statisticName(primaryStatisticName(*m_archive, runIndex)), formatLatencyNs(row.primary),
                 QLocale().toString(row.primary, 'g', 15));
    case Rank: {
        const Ranking &ranking = m_archive->ranking;
        if (row.rank > 0 && row.group >= 0) {
            const QString text = tr("Rank %1 of %2 %3")
                                     .arg(row.rank)
                                     .arg(ranking.groups[size_t(row.group)].ranked.size())
                                     .arg(rankScopeText(*m_archive));
            if (ranking.rankedDespiteIntegrity(runIndex))
                return tr("%1, ranked although %2: runs that fail integrity are ranked for inspection")
                    .arg(text, ranking.integrityMark(runIndex));
            return text;
        }
        if (const QString &reason = ranking.unrankedReason(runIndex); !reason.isEmpty())
            return tr("Not ranked: %1").arg(reason);
        return tr("Not ranked");
    }
    case Sol:
        return std::isnan(row.sol) ? tr("No SOL score recorded") : formatSolScore(row.sol);
    case SpeedupVsReference:
        return std::isnan(row.speedup) ? tr("No speedup over the reference recorded") : formatSpeedup(row.speedup);
    case CasesFaster:
        return row.casesTotal > 0 ? formatCasesFaster(row.casesFaster, row.casesTotal)
                                  : tr("No per-case speedup counts recorded");
    case Observed:
        return run.observedAt.isEmpty() ? tr("Observation time not recorded") : run.observedAt;
    case Integrity:
        return runTrustDescription(trustAt(runIndex));
    case Source:
        return runSourceFiles(*m_archive, runIndex).join(QLatin1Char('\n'));
    case DeltaVsBest:
        if (std::isnan(row.ratioToBest))
            return tr("Only ranked runs are measured against their group's #1");
        return tr("%1 against the #1 of its group (%2 vs %3)")
            .arg(formatRelativeToBest(row.ratioToBest), formatLatencyNs(row.primary),
                 formatLatencyNs(row.primary / row.ratioToBest));
    case Benchmark:
        return displayData(runIndex, column); // elided in the view: the full text here
    case Status:
        return run.statusText.isEmpty() ? tr("No status recorded") : tr("Recorded as \u201c%1\u201d").arg(run.statusText);
    default:
        return QVariant();
    }
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Implementation:
            return tr("Implementation");
        case Benchmark:
            return tr("Benchmark");
        case Gpu:
            return tr("GPU");
        case PrimaryMeasurement:
            return tr("Latency");
        case Rank:
            return tr("Rank");
        case Sol:
            return tr("SOL");
        case SpeedupVsReference:
            return tr("\u00D7reference");
        case CasesFaster:
            return tr("Cases faster");
        case Status:
            return tr("Status");
        case EvidenceLevel:
            return tr("Evidence");
        case Observed:
            return tr("Observed");
        case Integrity:
            return tr("Integrity");
        case Source:
            return tr("Source");
        case DeltaVsBest:
            return tr("\u0394 vs #1");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case PrimaryMeasurement:
            return tr("The latency statistic the run's comparison group ranks by");
        case Rank:
            return tr("Competition rank within the comparison group, among the runs open (ties share a rank; runs "
                      "that fail integrity are not ranked)");
        case Sol:
            return tr("Speed-of-light score reported by the source (1 is the hardware limit)");
        case SpeedupVsReference:
            return tr("Mean speedup over the reference implementation, as reported by the source");
        case CasesFaster:
            return tr("Workload cases faster than the reference");
        case EvidenceLevel:
            return tr("source-reported, source-native or controlled-rerun");
        case Integrity:
            return tr("Whether the run's references and attestations check out (the most serious state)");
        case Source:
            return tr("The file or files that carry the run");
        case DeltaVsBest:
            return tr("How much slower than its comparison group's #1 the run is, by the group's statistic");
        default:
            break;
        }
    } else if (role == Qt::TextAlignmentRole && isNumericColumn(section)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return QVariant();
}

} // namespace kie
