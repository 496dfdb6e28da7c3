// SPDX-License-Identifier: Apache-2.0
// Reading ahead: the one local file the window is about to open is read while the window is still
// being built (app/main.cpp), on a thread of its own, and the opener that is then asked for that file
// with the same options takes that read over instead of starting another (opener.cpp). Building the
// window keeps one core busy for about a tenth of a second, and on a 2-core machine the other one
// would wait (tests/benchmarks/README.md).
#pragma once

#include "archivereader.h"

#include <memory>

namespace kie {

struct ReadAheadState;

// Starts reading `path` when it is a local regular file (nothing otherwise). Only one read ahead is
// kept at a time: a newer one replaces (cancels) an older one not taken yet.
class ReadAhead
{
public:
    ReadAhead(const QString &path, const ReadOptions &options);
    ~ReadAhead(); // cancels the read and waits for it, unless an opener took it over
    ReadAhead(const ReadAhead &) = delete;
    ReadAhead &operator=(const ReadAhead &) = delete;

private:
    std::weak_ptr<ReadAheadState> m_state;
};

// A read started ahead, once taken over: wait() blocks until it ends, passing its progress on to
// `progress` and `progress`'s cancellation back to it, and gives its result.
class TakenReadAhead
{
public:
    explicit TakenReadAhead(std::shared_ptr<ReadAheadState> state) : m_state(std::move(state)) { }
    ReadResult wait(const ProgressReporter &progress) const;

private:
    std::shared_ptr<ReadAheadState> m_state;
};

// The read ahead of this file (the same file, size and modification time) with these options, if
// there is one nobody took yet; it is no longer there for anyone else.
std::shared_ptr<TakenReadAhead> takeReadAhead(const QString &path, const ReadOptions &options);

} // namespace kie
