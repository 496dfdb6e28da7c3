// SPDX-License-Identifier: Apache-2.0
// kie-bench-responsive's child (bench_responsive.cpp): the real main window on FILE, driven through
// a scripted session; one line per action on stdout (action, name, painted ms, longest gap ms,
// painted target ms or 0 for none, gap target ms, progress shown: -1 not asked, 0 no, 1 yes).
// Needs a QApplication. Returns the process's exit code: 0 when every action finished.
#pragma once

#include <QString>

namespace kie::bench {

int runResponsiveSession(const QString &file);

} // namespace kie::bench
