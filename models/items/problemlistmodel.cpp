// SPDX-License-Identifier: Apache-2.0
#include "problemlistmodel.h"

#include "archive.h"
#include "formatting.h"

#include <algorithm>
#include <climits>

namespace kie {

ProblemListModel::ProblemListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

ProblemListModel::~ProblemListModel() = default;

void ProblemListModel::setProblems(std::shared_ptr<const Archive> archive, const QStringList &failures)
{
    beginResetModel();
    m_archive = std::move(archive);
    m_failures = failures;
    const size_t problems = m_archive ? m_archive->problems.size() : 0;
    m_problemCount = int(std::min<size_t>(problems, size_t(INT_MAX) - size_t(m_failures.size())));
    endResetModel();
}

void ProblemListModel::appendFailure(const QString &text)
{
    const int row = int(m_failures.size());
    beginInsertRows(QModelIndex(), row, row);
    m_failures.append(text);
    endInsertRows();
}

void ProblemListModel::clear()
{
    setProblems(nullptr, {});
}

int ProblemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_failures.size()) + m_problemCount;
}

QString ProblemListModel::text(int row) const
{
    if (row < 0 || row >= rowCount())
        return QString();
    if (row < m_failures.size())
        return m_failures[row];
    return m_archive->problems[size_t(row - m_failures.size())].toString();
}

QVariant ProblemListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const int row = index.row();
    const bool failure = row < m_failures.size();
    const LoadProblem *problem = failure ? nullptr : &m_archive->problems[size_t(row - m_failures.size())];
    switch (role) {
    case Qt::DisplayRole: // one line: a message may quote archive text, which is data, never layout
        return shownText(text(row));
    case Qt::ToolTipRole: // the whole message, its lines kept; the view shows it as plain text
        return shownText(text(row), LineBreaks::Keep);
    case RecordIndexRole:
        return problem ? problem->recordIndex : -1;
    case FileRole:
        return problem ? problem->file : QString();
    case SeverityRole:
        return int(problem ? problem->severity : Severity::Error);
    default:
        return QVariant();
    }
}

} // namespace kie
