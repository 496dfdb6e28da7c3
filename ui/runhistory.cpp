// SPDX-License-Identifier: Apache-2.0
#include "runhistory.h"

namespace kie::ui {

void RunHistory::visit(int runIndex)
{
    if (runIndex < 0 || current() == runIndex)
        return;
    m_runs.resize(size_t(m_at + 1));
    m_runs.push_back(runIndex);
    if (int(m_runs.size()) > kMaxEntries)
        m_runs.erase(m_runs.begin());
    m_at = int(m_runs.size()) - 1;
}

std::optional<int> RunHistory::back()
{
    if (!canGoBack())
        return std::nullopt;
    return m_runs[size_t(--m_at)];
}

std::optional<int> RunHistory::forward()
{
    if (!canGoForward())
        return std::nullopt;
    return m_runs[size_t(++m_at)];
}

bool RunHistory::canGoBack() const
{
    return m_at > 0;
}

bool RunHistory::canGoForward() const
{
    return m_at + 1 < int(m_runs.size());
}

int RunHistory::current() const
{
    return m_at >= 0 ? m_runs[size_t(m_at)] : -1;
}

void RunHistory::clear()
{
    m_runs.clear();
    m_at = -1;
}

} // namespace kie::ui
