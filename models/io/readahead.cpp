// SPDX-License-Identifier: Apache-2.0
#include "readahead.h"

#include "freshmemory_p.h"

#include <QDateTime>
#include <QFileInfo>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace kie {

struct ReadAheadState
{
    QString canonicalPath;
    qint64 size = 0;
    QDateTime modified;
    ReadOptions options;

    std::atomic_bool cancel{false};
    std::atomic_int permille{-1};
    std::mutex mutex; // guards everything below
    std::condition_variable changed;
    QString message;
    quint64 messageCount = 0;
    bool done = false;
    ReadResult result;
    std::thread thread; // holds no reference to this state, so it never destroys it

    ~ReadAheadState()
    {
        cancel = true;
        if (thread.joinable())
            thread.join();
    }
};

namespace {

std::mutex g_slotMutex;
std::shared_ptr<ReadAheadState> g_slot; // the read ahead nobody took yet

bool sameFile(const ReadAheadState &state, const QFileInfo &info)
{
    return info.isFile() && info.canonicalFilePath() == state.canonicalPath && info.size() == state.size
        && info.lastModified() == state.modified;
}

} // namespace

ReadAhead::ReadAhead(const QString &path, const ReadOptions &options)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return;
    auto state = std::make_shared<ReadAheadState>();
    state->canonicalPath = info.canonicalFilePath();
    state->size = info.size();
    state->modified = info.lastModified();
    state->options = options;
    ReadAheadState *raw = state.get();
    state->thread = std::thread([raw, path] {
        const WholeMallocHeaps wholeHeap; // before this thread's first allocation: its heap is made whole
        ProgressReporter progress;
        progress.cancelRequested = &raw->cancel;
        progress.permille = [raw](int value) { raw->permille.store(value, std::memory_order_relaxed); };
        progress.message = [raw](const QString &text) {
            const std::lock_guard lock(raw->mutex);
            raw->message = text;
            ++raw->messageCount;
            raw->changed.notify_all();
        };
        ReadResult result = readArchiveFile(path, raw->options, progress);
        const std::lock_guard lock(raw->mutex);
        raw->result = std::move(result);
        raw->done = true;
        raw->changed.notify_all();
    });
    m_state = state;
    std::shared_ptr<ReadAheadState> replaced;
    {
        const std::lock_guard lock(g_slotMutex);
        replaced = std::exchange(g_slot, std::move(state));
    }
    // `replaced` (if any) is cancelled and joined here, outside the slot's lock.
}

ReadAhead::~ReadAhead()
{
    std::shared_ptr<ReadAheadState> untaken;
    {
        const std::lock_guard lock(g_slotMutex);
        if (g_slot && g_slot == m_state.lock())
            untaken = std::exchange(g_slot, nullptr);
    }
    // Destroying the last reference cancels the read and joins its thread (~ReadAheadState).
}

std::shared_ptr<TakenReadAhead> takeReadAhead(const QString &path, const ReadOptions &options)
{
    const QFileInfo info(path);
    const std::lock_guard lock(g_slotMutex);
    if (!g_slot || !(g_slot->options == options) || !sameFile(*g_slot, info))
        return nullptr;
    return std::make_shared<TakenReadAhead>(std::exchange(g_slot, nullptr));
}

ReadResult TakenReadAhead::wait(const ProgressReporter &progress) const
{
    ReadAheadState &state = *m_state;
    quint64 messagesPassed = 0;
    int permillePassed = -1;
    std::unique_lock lock(state.mutex);
    for (;;) {
        // Passed on outside the lock: the reporter posts to the opener's thread.
        QString message;
        const bool newMessage = state.messageCount != messagesPassed;
        if (newMessage) {
            message = state.message;
            messagesPassed = state.messageCount;
        }
        const bool finished = state.done;
        lock.unlock();
        if (newMessage)
            progress.say(message);
        if (const int permille = state.permille.load(std::memory_order_relaxed); permille != permillePassed) {
            permillePassed = permille;
            progress.advance(permille);
        }
        if (progress.cancelled())
            state.cancel = true;
        lock.lock();
        if (finished)
            break;
        state.changed.wait_for(lock, std::chrono::milliseconds(20));
    }
    return std::move(state.result);
}

} // namespace kie
