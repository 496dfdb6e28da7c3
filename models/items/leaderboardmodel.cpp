// SPDX-License-Identifier: Apache-2.0
#include "leaderboardmodel.h"

#include "formatting.h"
#include "reporttables.h"

#include <QLocale>

namespace kie {

namespace {

QString percent(const std::optional<double> &share)
{
    if (!share)
        return QString();
    return QLocale().toString(*share * 100, 'f', 1) + QStringLiteral(" %");
}

QVariant raw(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant();
}

} // namespace

LeaderboardModel::LeaderboardModel(QObject *parent) : QAbstractTableModel(parent) { }

LeaderboardModel::~LeaderboardModel() = default;

void LeaderboardModel::setLeaderboard(Leaderboard board)
{
    beginResetModel();
    m_board = std::move(board);
    m_ranks.clear();
    for (const std::optional<int> &rank : leaderboardRanks(m_board)) // the summary command's ranks
        m_ranks.push_back(rank.value_or(0));
    endResetModel();
}

int LeaderboardModel::rankOf(int row) const
{
    return row >= 0 && size_t(row) < m_ranks.size() ? m_ranks[size_t(row)] : 0;
}

QString LeaderboardModel::integrityText(int runs) const
{
    if (runs == 0)
        return QString();
    return m_board.includesFailedIntegrity ? tr("%n marked", nullptr, runs) : tr("%n left out", nullptr, runs);
}

QString LeaderboardModel::integrityToolTip(int runs) const
{
    if (m_board.includesFailedIntegrity)
        return tr("%n run(s) with a declared \u2260 computed reference, ranked and scored for inspection", nullptr, runs);
    return tr("%n run(s) left out of every score: declared \u2260 computed. Click to list them in the run table", nullptr, runs);
}

int LeaderboardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_board.rows.size());
}

int LeaderboardModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

// Long because: one switch over the columns for the display text and one for the raw sort value.
QVariant LeaderboardModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const LeaderboardRow &row = m_board.rows[size_t(index.row())];
    const int rank = m_ranks[size_t(index.row())];
    switch (role) {
    case RowRole:
        return index.row();
    case NameRole:
        return row.name;
    case AuthorRole:
        return row.author;
    case IntegrityRunsRole:
        return QVariant::fromValue(QList<int>(row.integrityRuns.begin(), row.integrityRuns.end()));
    case Qt::TextAlignmentRole:
        return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == Name && m_board.by == LeaderboardBy::Solution)
            return tr("%1 by %2").arg(row.name, row.author.isEmpty() ? tr("(no author)") : row.author);
        if (index.column() == Coverage)
            return tr("%1 of %2 comparisons").arg(row.attempted).arg(row.possible);
        if (index.column() == Integrity && !row.integrityRuns.empty())
            return integrityToolTip(int(row.integrityRuns.size()));
        return QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case Rank: return rank > 0 ? QVariant(rank) : QVariant(QStringLiteral("–"));
        case Name: return row.name.isEmpty() ? tr("(no author)") : shownText(row.name);
        case AvgSpeedup:
            return row.avgSpeedup ? QVariant(QLocale().toString(*row.avgSpeedup, 'f', 3) + QStringLiteral("×"))
                                  : QVariant(tr("no baseline"));
        case Definitions: return row.definitions;
        case Workloads: return row.workloads;
        case SuccessRate: return percent(row.successRate);
        case WinRate: return percent(row.winRate);
        case Firsts: return row.firsts;
        case Coverage: return percent(row.coverage());
        case Passed: return row.correctness.passed;
        case Incorrect: return row.correctness.incorrect;
        case RuntimeError: return row.correctness.runtimeError;
        case Other: return row.correctness.other;
        case Integrity: return integrityText(int(row.integrityRuns.size()));
        }
        return QVariant();
    case SortRole:
        switch (index.column()) {
        case Rank: return rank > 0 ? QVariant(rank) : QVariant();
        case Name: return row.name;
        case AvgSpeedup: return raw(row.avgSpeedup);
        case Definitions: return row.definitions;
        case Workloads: return row.workloads;
        case SuccessRate: return raw(row.successRate);
        case WinRate: return raw(row.winRate);
        case Firsts: return row.firsts;
        case Coverage: return raw(row.coverage());
        case Passed: return row.correctness.passed;
        case Incorrect: return row.correctness.incorrect;
        case RuntimeError: return row.correctness.runtimeError;
        case Other: return row.correctness.other;
        case Integrity: return qint64(row.integrityRuns.size());
        }
        return QVariant();
    default:
        return QVariant();
    }
}

QVariant LeaderboardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case AvgSpeedup:
            return tr("Mean over definitions of the best solution's mean ratio (baseline latency ÷ latency); a solution with any case that did not pass scores 0");
        case SuccessRate: return tr("Share of definitions whose best solution passed every case");
        case WinRate: return tr("Mean over definitions of the share of workloads faster than the baseline");
        case Firsts: return tr("Comparison groups where one of its runs ranks #1");
        case Coverage: return tr("Comparisons made ÷ (workloads with a baseline × solutions), over every definition");
        case Incorrect: return tr("INCORRECT_SHAPE, INCORRECT_NUMERICAL, INCORRECT_DTYPE");
        case RuntimeError: return tr("RUNTIME_ERROR, COMPILE_ERROR, TIMEOUT");
        case Integrity:
            return m_board.includesFailedIntegrity
                ? tr("Runs with a declared \u2260 computed reference, ranked and scored for inspection (marked)")
                : tr("Runs with a declared \u2260 computed reference: left out of every score, baseline and #1 finish. Click to list them");
        default: return QVariant();
        }
    }
    if (role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case Rank: return tr("#");
    case Name: return m_board.by == LeaderboardBy::Solution ? tr("Solution") : tr("Author");
    case AvgSpeedup: return tr("Avg speedup");
    case Definitions: return tr("Definitions");
    case Workloads: return tr("Workloads");
    case SuccessRate: return tr("Success");
    case WinRate: return tr("Win rate");
    case Firsts: return tr("#1 finishes");
    case Coverage: return tr("Coverage");
    case Passed: return tr("Passed");
    case Incorrect: return tr("Incorrect");
    case RuntimeError: return tr("Runtime error");
    case Other: return tr("Other");
    case Integrity: return tr("Integrity");
    }
    return QVariant();
}

} // namespace kie
