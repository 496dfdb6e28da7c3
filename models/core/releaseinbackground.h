// SPDX-License-Identifier: Apache-2.0
// What a window replaces is freed on a pool thread: the last owner of a million runs' records, or of
// the table rows prepared for them, frees several million blocks, about a tenth of a second the GUI
// thread would stand still at a reload (tests/benchmarks/README.md, kie-bench-responsive).
#pragma once

#include <functional>
#include <memory>

namespace kie {

struct Archive;

// `release` on a pool thread when called on the application's (GUI) thread, else here and now.
void releaseOffApplicationThread(std::function<void()> release);

// `owned` dropped by releaseOffApplicationThread(): freed there if it was the last owner.
template<typename T>
void releaseInBackground(std::shared_ptr<T> owned)
{
    if (owned)
        releaseOffApplicationThread([owned = std::move(owned)]() mutable { owned.reset(); });
}

// A new, empty archive whose destruction, wherever its last owner lets go, is never on the GUI thread.
std::shared_ptr<Archive> makeArchive();

} // namespace kie
