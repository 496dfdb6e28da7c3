// SPDX-License-Identifier: Apache-2.0
// How long-running io work (reading, importing, opening) reports: a message and 0..1000, plus a
// cancellation flag the worker polls. Its own header so that the reader, the trace importer and the
// opener share it without including one another.
#pragma once

#include <QString>

#include <atomic>
#include <functional>

namespace kie {

struct ProgressReporter
{
    std::function<void(const QString &)> message;
    std::function<void(int)> permille;
    const std::atomic_bool *cancelRequested = nullptr;

    void say(const QString &text) const { if (message) message(text); }
    void advance(int value) const { if (permille) permille(value); }
    bool cancelled() const { return cancelRequested && cancelRequested->load(std::memory_order_relaxed); }
};

} // namespace kie
