// SPDX-License-Identifier: Apache-2.0
// RunTableModel as the run filter's source (runfilterproxytext.h, runfilterquery.h): its filter
// lines, their fields, and the record digests behind digest-prefix terms.
#include "runtablemodel_p.h"

namespace kie {

void RunTableModel::updateRunDigests()
{
    if (!m_prepared || !m_archive || m_rowCount == 0)
        return;
    if (!m_prepared->filterTextPending) // else the text learns them when it is installed
        runtable::learnRunDigests(*m_prepared);
    // FilterTextRole: the proxy drops what it cached and filters again.
    Q_EMIT dataChanged(index(0, 0), index(m_rowCount - 1, 0), {FilterTextRole});
}

void RunTableModel::setFilterText(const Prepared *prepared, FilterTextIndex text)
{
    if (!m_prepared || m_prepared.get() != prepared || !m_prepared->filterTextPending)
        return;
    installFilterText(*m_prepared, std::move(text));
    if (m_rowCount > 0) // FilterTextRole: the proxy drops what it cached and filters again
        Q_EMIT dataChanged(index(0, 0), index(m_rowCount - 1, 0), {FilterTextRole});
}

bool RunTableModel::filterTextPending() const
{
    return m_prepared && m_prepared->filterTextPending;
}

const FilterTextIndex *RunTableModel::filterTextIndex(int role) const
{
    if (role != FilterTextRole || !m_prepared)
        return nullptr;
    if (m_prepared->filterTextPending) // asked before setFilterText(): built here, now
        installFilterText(*m_prepared, buildFilterText(*m_prepared));
    return &m_prepared->filterText;
}

QList<FilterField> RunTableModel::filterFields(int role) const
{
    if (role != FilterTextRole)
        return {};
    // Names are syntax, like the command line's words: the same in every language.
    return {
        // A title's segments that repeat other fields are kept in those fields: never whole in one.
        {QStringLiteral("title"), {}, FilterTitle, false, false, -1, false},
        {QStringLiteral("author"), {}, FilterAuthor, false, false},
        {QStringLiteral("implementation"), {QStringLiteral("impl")}, FilterImplementation, false, false},
        {QStringLiteral("benchmark"), {QStringLiteral("bench")}, FilterBenchmark, false, false},
        {QStringLiteral("gpu"), {QStringLiteral("hardware")}, FilterGpu, false, false},
        {QStringLiteral("status"), {}, FilterStatus, false, false, FilterShownStatus},
        {QStringLiteral("id"), {}, FilterId, false, true}, // the id annotation, else the digest's first digits
        {QStringLiteral("digest"), {}, -1, true, false},
        {QStringLiteral("name"), {}, FilterName, false, false},
        {QStringLiteral("evidence"), {}, FilterEvidence, false, false},
        {QStringLiteral("observed"), {}, FilterObserved, false, false},
        {QStringLiteral("source"), {QStringLiteral("file")}, FilterSource, false, false},
    };
}

QString RunTableModel::filterDigest(int row) const
{
    return m_archive && row >= 0 && size_t(row) < m_archive->runs.size() ? m_archive->runs[size_t(row)].digest.toString() : QString();
}

} // namespace kie
