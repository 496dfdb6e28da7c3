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
    if (role != SortRole || !m_prepared)
        return false;
    const Archive &a = *m_archive;
    const auto &rows = m_prepared->rows;
    const auto numbers = [&](auto keyOf) {
        keys.resize(rows.size());
        for (size_t i = 0; i < rows.size(); ++i)
            keys[i] = keyOf(a.runs[i], rows[i]);
        return true;
    };
    const auto real = [](double value) { return std::isnan(value) ? kMissingSortKey : sortKeyOfDouble(value); };
    const auto texts = [&](auto textOf) {
        rankTexts(
            m_rowCount,
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
            return implementationView(m_prepared->implementations, run, row.implementation, row.titleLength);
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
        const std::vector<RunTrust> &trust = m_prepared->integrity.runTrust;
        keys.resize(trust.size());
        for (size_t i = 0; i < trust.size(); ++i)
            keys[i] = sortKeyOfInteger(int(trust[i]));
        return true;
    }
    case Source: {
        if (m_prepared->memberNames.isEmpty()) { // one file carries every run: one key
            keys.assign(rows.size(), 0);
            return true;
        }
        std::vector<QString> names(rows.size());
        for (size_t i = 0; i < rows.size(); ++i)
            names[i] = runtable::sourceNames(a, int(i), m_prepared->memberNames);
        rankTexts(
            m_rowCount,
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

std::optional<qint64> RunTableModel::parseTimestamp(QStringView text)
{
    // The common shapes by hand (a million stamps per archive): YYYY-MM-DD[(T|t| )hh:mm[:ss[.fff]]]
    // [Z|z|±hh:mm]; a stamp without an offset is read as UTC.
    const auto digits = [&text](qsizetype at, qsizetype count, int *value) {
        if (at + count > text.size())
            return false;
        int result = 0;
        for (qsizetype i = at; i < at + count; ++i) {
            const char16_t c = text[i].unicode();
            if (c < u'0' || c > u'9')
                return false;
            result = result * 10 + int(c - u'0');
        }
        *value = result;
        return true;
    };
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (!digits(0, 4, &year) || text.size() < 10 || text[4] != u'-' || !digits(5, 2, &month) || text[7] != u'-'
        || !digits(8, 2, &day) || month < 1 || month > 12 || day < 1 || day > 31)
        return std::nullopt;
    qsizetype at = 10;
    qint64 millis = 0;
    qint64 offsetMinutes = 0;
    if (at < text.size()) {
        const QChar separator = text[at];
        if (separator != u'T' && separator != u't' && separator != u' ')
            return std::nullopt;
        if (!digits(at + 1, 2, &hour) || at + 3 >= text.size() || text[at + 3] != u':' || !digits(at + 4, 2, &minute)
            || hour > 23 || minute > 59)
            return std::nullopt;
        at += 6;
        if (at < text.size() && text[at] == u':') {
            if (!digits(at + 1, 2, &second) || second > 60)
                return std::nullopt;
            at += 3;
            if (at < text.size() && (text[at] == u'.' || text[at] == u',')) {
                ++at;
                qint64 scale = 100;
                const qsizetype start = at;
                while (at < text.size() && text[at].isDigit()) {
                    millis += scale * (text[at].unicode() - u'0');
                    scale /= 10;
                    ++at;
                }
                if (at == start)
                    return std::nullopt;
            }
        }
        if (at < text.size()) {
            const QChar zone = text[at];
            if (zone == u'Z' || zone == u'z') {
                ++at;
            } else if (zone == u'+' || zone == u'-') {
                int offsetHours = 0, offsetMins = 0;
                if (!digits(at + 1, 2, &offsetHours) || at + 3 >= text.size() || text[at + 3] != u':'
                    || !digits(at + 4, 2, &offsetMins))
                    return std::nullopt;
                offsetMinutes = (zone == u'+' ? 1 : -1) * (offsetHours * 60 + offsetMins);
                at += 6;
            }
        }
        if (at != text.size())
            return std::nullopt;
    }
    // Days from the civil date (proleptic Gregorian), H. Hinnant's algorithm.
    const int y = year - (month <= 2 ? 1 : 0);
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yearOfEra = y - era * 400;
    const int dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    const qint64 days = qint64(era) * 146097 + dayOfEra - 719468;
    const qint64 seconds = days * 86400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
    return seconds * 1000 + millis;
}

} // namespace kie
