// SPDX-License-Identifier: Apache-2.0
// The runs the user selected, in order, for Back (Alt+Left) and Forward (Alt+Right), like a browser:
// selecting a run after going back drops the runs ahead. Plain value logic, no widgets.
#pragma once

#include <optional>
#include <vector>

namespace kie::ui {

class RunHistory
{
public:
    static constexpr int kMaxEntries = 200;

    // A run the user selected; selecting the current run again changes nothing.
    void visit(int runIndex);
    // Moves one step and returns the run to show; nullopt (and no move) at either end.
    std::optional<int> back();
    std::optional<int> forward();
    bool canGoBack() const;
    bool canGoForward() const;
    int current() const; // -1 when empty
    void clear(); // a new archive: its run indexes mean other runs

private:
    std::vector<int> m_runs;
    int m_at = -1;
};

} // namespace kie::ui
