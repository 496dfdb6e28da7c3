// SPDX-License-Identifier: Apache-2.0
// RunTableModel's sort keys: 16-byte integer keys straight from the prepared rows (SortKeySource),
// so the proxy sorts a million runs without a data() call per row.
#include "runtablemodel_p.h"

#include <algorithm>
#include <cmath>

namespace kie {

using runtable::implementationView;

bool RunTableModel::sortKeys(int column, int role, std::vector<quint64> &keys) const
{
    return role == SortRole && m_prepared && m_prepared->archive && sortKeysOf(*m_prepared, m_rowCount, column, keys);
}

std::function<bool(std::vector<quint64> &)> RunTableModel::sortKeysJob(int column, int role) const
{
    if (role != SortRole || !m_prepared || !m_prepared->archive)
        return {};
    // The prepared rows (and through them the archive) stay alive as long as the job does; nothing
    // the keys read changes after preparation.
    return [prepared = std::shared_ptr<const Prepared>(m_prepared), rowCount = m_rowCount, column](std::vector<quint64> &keys) {
        return sortKeysOf(*prepared, rowCount, column, keys);
    };
}

bool RunTableModel::sortKeysOf(const Prepared &prepared, int rowCount, int column, std::vector<quint64> &keys)
{
    const Archive &a = *prepared.archive;
    const auto &rows = prepared.rows;
    const auto numbers = [&](auto keyOf) {
        keys.resize(rows.size());
        for (size_t i = 0; i < rows.size(); ++i)
            keys[i] = keyOf(a.runs[i], rows[i]);
        return true;
    };
    const auto real = [](double value) { return std::isnan(value) ? kMissingSortKey : sortKeyOfDouble(value); };
    const auto texts = [&](auto textOf) {
        rankTexts(
            rowCount,
            [&](int i, QStringView *text) {
                *text = textOf(a.runs[size_t(i)], rows[size_t(i)]);
                return true;
            },
            keys);
        return true;
    };
    // Each case orders rows exactly as sortData()'s values do.
    switch (column) {
    case Implementation:
        return texts([&](const RunRecord &run, const Row &row) {
            return implementationView(prepared.implementations, run, row.implementation, row.titleLength);
        });
    case Benchmark:
        return texts([](const RunRecord &, const Row &row) { return row.benchmark ? QStringView(*row.benchmark) : QStringView(); });
    case Gpu:
        return texts([&](const RunRecord &, const Row &row) {
            return row.environment >= 0 ? QStringView(a.environments[size_t(row.environment)].product) : QStringView();
        });
    case EvidenceLevel:
        return texts([](const RunRecord &run, const Row &) { return QStringView(run.evidenceLevel.text()); });
    case PrimaryMeasurement:
        return numbers([&](const RunRecord &, const Row &row) { return real(row.primary); });
    case Rank:
        return numbers([](const RunRecord &, const Row &row) {
            return row.rank > 0 ? sortKeyOfInteger(row.rank) : kMissingSortKey;
        });
    case Sol:
        return numbers([&](const RunRecord &, const Row &row) { return real(row.sol); });
    case SpeedupVsReference:
        return numbers([&](const RunRecord &, const Row &row) { return real(row.speedup); });
    case CasesFaster:
        return numbers([&](const RunRecord &, const Row &row) {
            return row.casesTotal > 0 ? real(double(row.casesFaster) / double(row.casesTotal)) : kMissingSortKey;
        });
    case DeltaVsBest:
        return numbers([&](const RunRecord &, const Row &row) { return real(row.ratioToBest); });
    case Status:
        return numbers([](const RunRecord &run, const Row &) { return sortKeyOfInteger(int(run.status)); });
    case Observed:
        return numbers([](const RunRecord &, const Row &row) {
            return row.observedMs == kNoTime ? kMissingSortKey : sortKeyOfInteger(row.observedMs);
        });
    case Integrity: {
        const std::vector<RunTrust> &trust = prepared.integrity->runTrust;
        keys.resize(trust.size());
        for (size_t i = 0; i < trust.size(); ++i)
            keys[i] = sortKeyOfInteger(int(trust[i]));
        return true;
    }
    case Source: {
        if (prepared.memberNames.isEmpty()) { // one file carries every run: one key
            keys.assign(rows.size(), 0);
            return true;
        }
        std::vector<QString> names(rows.size());
        for (size_t i = 0; i < rows.size(); ++i)
            names[i] = runtable::sourceNames(a, int(i), prepared.memberNames);
        rankTexts(
            rowCount,
            [&names](int i, QStringView *text) {
                *text = names[size_t(i)];
                return true;
            },
            keys);
        return true;
    }
    default:
        return false;
    }
}

} // namespace kie
