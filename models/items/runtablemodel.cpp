// SPDX-License-Identifier: Apache-2.0
#include "runtablemodel_p.h"

#include "archive.h"
#include "formatting.h"
#include "runfacts.h"
#include "integrity.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <thread>

namespace kie {

using runtable::implementationObjectName;
using runtable::implementationView;
using runtable::titleSegmentLength;

namespace {



const QString *benchmarkOf(const Archive &archive, const RunRecord &run, int group)
{
    if (run.sourceNative && !run.sourceNative->benchmark.isEmpty())
        return &run.sourceNative->benchmark;
    const int workload = archive.indexOfDigest(ObjectKind::BenchmarkWorkload, run.workloadDigest);
    if (workload >= 0 && !archive.workloads[size_t(workload)].definition.isEmpty())
        return &archive.workloads[size_t(workload)].definition;
    if (group >= 0)
        return &archive.ranking.groups[size_t(group)].benchmark;
    return nullptr;
}

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
    return run.statusText.isEmpty() ? runStatusName(run.status) : run.statusText;
}

QStringView observedDate(const RunRecord &run)
{
    // RFC 3339: the date is the first ten characters; the tooltip carries the full stamp.
    return QStringView(run.observedAt).left(10);
}

bool isNumericColumn(int column)
{
    switch (column) {
    case RunTableModel::PrimaryMeasurement:
    case RunTableModel::Rank:
    case RunTableModel::Sol:
    case RunTableModel::SpeedupVsReference:
    case RunTableModel::CasesFaster:
        return true;
    default:
        return false;
    }
}

QVariant numberOrInvalid(double value)
{
    return std::isnan(value) ? QVariant() : QVariant(value);
}

} // namespace


namespace {

// Runs of one archive name the same few objects over and over: remember the last answer per kind
// and skip hashing a 71-character digest when it repeats.
class DigestMemo
{
public:
    DigestMemo(const Archive &archive, ObjectKind kind)
        : m_archive(archive)
        , m_kind(kind)
    {
    }
    int indexOf(const QString &digest)
    {
        if (digest.constData() != m_last.constData() || digest.size() != m_last.size()) {
            if (digest != m_last) {
                m_last = digest;
                m_index = m_archive.indexOfDigest(m_kind, digest);
            }
        }
        return m_index;
    }

private:
    const Archive &m_archive;
    ObjectKind m_kind;
    QString m_last;
    int m_index = -1;
};

} // namespace

std::shared_ptr<const RunTableModel::Prepared> RunTableModel::prepare(std::shared_ptr<const Archive> archive)
{
    auto prepared = std::make_shared<Prepared>();
    prepared->archive = std::move(archive);
    if (!prepared->archive)
        return prepared;
    const Archive &a = *prepared->archive;
    const size_t count = a.runs.size();
    prepared->rows.resize(count);

    // Memory-bound work over scattered strings: split it over the cores for large archives, each
    // chunk with its own filter text, joined in order afterwards.
    const size_t threads = count < 50000 ? 1 : std::clamp<size_t>(std::thread::hardware_concurrency(), 1, 8);
    std::vector<FilterTextIndex> texts(threads);
    const auto work = [&](size_t chunk) {
        const size_t begin = count * chunk / threads;
        const size_t end = count * (chunk + 1) / threads;
        DigestMemo implementations(a, ObjectKind::Implementation);
        DigestMemo environments(a, ObjectKind::ExecutionEnvironment);
        FilterTextIndex &text = texts[chunk];
        text.reserve(qsizetype(end - begin), 100);
        for (size_t i = begin; i < end; ++i) {
            const RunRecord &run = a.runs[i];
            Row &row = prepared->rows[i];
            if (i < a.ranking.runs.size()) {
                const RunRank &rank = a.ranking.runs[i];
                row.group = rank.group;
                row.rank = rank.rank.value_or(0);
            }
            row.primary = primaryValue(a, int(i)).value_or(kMissing);
            row.sol = solScore(run).value_or(kMissing);
            row.speedup = speedupVsReference(run).value_or(kMissing);
            if (const auto cases = casesFaster(run);
                cases && cases->first >= 0 && cases->second > 0 && cases->second <= std::numeric_limits<qint32>::max()
                && cases->first <= cases->second) {
                row.casesFaster = qint32(cases->first);
                row.casesTotal = qint32(cases->second);
            }
            row.implementation = implementations.indexOf(run.implementationDigest);
            if (row.implementation >= 0 && implementationObjectName(a.implementations[size_t(row.implementation)]).isEmpty())
                row.implementation = -1;
            if (row.implementation < 0)
                row.titleLength = titleSegmentLength(run);
            row.environment = environments.indexOf(run.environmentDigest);
            row.benchmark = benchmarkOf(a, run, row.group);
            row.observedMs = parseTimestamp(run.observedAt).value_or(kNoTime);

            // The filter line: what the text columns show, plus the run's name.
            text.appendField(implementationView(a, run, row.implementation, row.titleLength));
            text.appendField(row.benchmark ? QStringView(*row.benchmark) : QStringView());
            text.appendField(row.environment >= 0 ? QStringView(a.environments[size_t(row.environment)].product)
                                                  : QStringView());
            text.appendField(statusText(run));
            text.appendField(run.evidenceLevel);
            text.appendField(observedDate(run));
            text.appendField(run.meta.name);
            text.endRow();
        }
    };
    std::vector<std::thread> pool;
    for (size_t chunk = 1; chunk < threads; ++chunk)
        pool.emplace_back(work, chunk);
    work(0);
    for (std::thread &thread : pool)
        thread.join();
    prepared->integrity = summarizeIntegrity(a);
    if (threads == 1) {
        prepared->filterText = std::move(texts.front());
    } else {
        qsizetype bytes = 0;
        for (const FilterTextIndex &text : texts)
            bytes += text.byteSize();
        prepared->filterText.reserve(qsizetype(count), bytes / qsizetype(std::max<size_t>(count, 1)) + 1);
        for (FilterTextIndex &text : texts) {
            prepared->filterText.appendRows(text);
            text.clear();
        }
    }
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

void RunTableModel::setPrepared(std::shared_ptr<const Prepared> prepared)
{
    beginResetModel();
    m_prepared = std::move(prepared);
    m_archive = m_prepared ? m_prepared->archive : nullptr;
    m_rowCount = m_prepared ? int(m_prepared->rows.size()) : 0;
    m_integrity = m_prepared ? m_prepared->integrity : IntegritySummary();
    endResetModel();
}

void RunTableModel::updateIntegrity(IntegritySummary summary)
{
    if (!m_prepared || summary.runTrust.size() != size_t(m_rowCount))
        return;
    m_integrity = std::move(summary); // in place: integrity() stays the same pointer
    if (m_rowCount > 0)
        Q_EMIT dataChanged(index(0, Integrity), index(m_rowCount - 1, Integrity));
}

const IntegritySummary *RunTableModel::integrity() const
{
    return m_prepared && m_archive ? &m_integrity : nullptr;
}

RunTrust RunTableModel::trustAt(int runIndex) const
{
    return m_integrity.runTrust[size_t(runIndex)];
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
        return displayData(runIndex, index.column());
    case SortRole:
        return sortData(runIndex, index.column());
    case Qt::ToolTipRole:
        return toolTipData(runIndex, index.column());
    case Qt::TextAlignmentRole:
        return isNumericColumn(index.column()) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case RunIndexRole:
        return runIndex;
    case FilterTextRole:
        return m_prepared->filterText.rowString(runIndex);
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
        return implementationObjectName(m_archive->implementations[size_t(row.implementation)]);
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
    case Rank:
        return row.rank > 0 ? QString::number(row.rank) : QString();
    case Sol:
        return std::isnan(row.sol) ? QString() : QLocale().toString(row.sol, 'f', 4);
    case SpeedupVsReference:
        return std::isnan(row.speedup) ? QString() : QLocale().toString(row.speedup, 'f', 2) + QChar(0x00D7);
    case CasesFaster:
        return row.casesTotal > 0 ? QString::number(row.casesFaster) + QLatin1Char('/') + QString::number(row.casesTotal)
                                  : QString();
    case Status:
        return statusText(run);
    case EvidenceLevel:
        return run.evidenceLevel;
    case Observed:
        return observedDate(run).toString();
    case Integrity:
        return runTrustName(trustAt(runIndex));
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
        return displayData(runIndex, column);
    case PrimaryMeasurement:
        return numberOrInvalid(row.primary);
    case Rank:
        return row.rank > 0 ? QVariant(row.rank) : QVariant();
    case Sol:
        return numberOrInvalid(row.sol);
    case SpeedupVsReference:
        return numberOrInvalid(row.speedup);
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
            return tr("No %1 latency recorded").arg(primaryStatisticName(*m_archive, runIndex));
        return tr("%1 latency %2 (%3 ns)")
            .arg(primaryStatisticName(*m_archive, runIndex), formatLatencyNs(row.primary),
                 QLocale().toString(row.primary, 'g', 15));
    case Rank: {
        if (row.rank > 0 && row.group >= 0)
            return tr("Rank %1 of %2 ranked runs in its comparison group")
                .arg(row.rank)
                .arg(m_archive->ranking.groups[size_t(row.group)].ranked.size());
        if (size_t(runIndex) < m_archive->ranking.runs.size()
            && !m_archive->ranking.runs[size_t(runIndex)].unrankedReason.isEmpty())
            return tr("Not ranked: %1").arg(m_archive->ranking.runs[size_t(runIndex)].unrankedReason);
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
            return tr("Primary measurement");
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
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case PrimaryMeasurement:
            return tr("The latency statistic the run's comparison group ranks by");
        case Rank:
            return tr("Competition rank within the comparison group (ties share a rank)");
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
        default:
            break;
        }
    } else if (role == Qt::TextAlignmentRole && isNumericColumn(section)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return QVariant();
}

const FilterTextIndex *RunTableModel::filterTextIndex(int role) const
{
    return role == FilterTextRole && m_prepared ? &m_prepared->filterText : nullptr;
}

} // namespace kie
