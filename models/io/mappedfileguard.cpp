// SPDX-License-Identifier: Apache-2.0
#include "mappedfileguard.h"

#include <QFile>
#include <QtGlobal>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <mutex>

#ifdef Q_OS_LINUX
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace kie {

namespace {

// Read by the signal handler: lock-free atomics only. `begin` is set last and cleared first.
struct Slot
{
    std::atomic<uintptr_t> begin{0};
    std::atomic<uintptr_t> end{0};
    std::atomic_bool changed{false};
    std::atomic_bool taken{false};
    std::atomic<const MappedFileGuard *> owner{nullptr}; // for guardOf(); not read by the handler
};
// Inputs mapped at the same time (a workspace's files). An input that finds no free slot is read
// into memory instead of mapped (inputbytes.cpp): no mapping is ever left unguarded.
constexpr int kSlots = 4096;
Slot g_slots[kSlots];
std::atomic<int> g_slotsUsed{0}; // one past the highest slot ever taken: the searches stop there

#ifdef Q_OS_LINUX
struct sigaction g_previous = {};
uintptr_t g_pageSize = 4096;

void onBusError(int signal, siginfo_t *info, void *context)
{
    const auto address = reinterpret_cast<uintptr_t>(info->si_addr);
    for (Slot &slot : g_slots) {
        const uintptr_t begin = slot.begin.load(std::memory_order_acquire);
        if (begin == 0 || address < begin || address >= slot.end.load(std::memory_order_acquire))
            continue;
        void *page = reinterpret_cast<void *>(address & ~(g_pageSize - 1));
        if (::mmap(page, g_pageSize, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) {
            slot.changed.store(true, std::memory_order_release);
            return; // the read is retried and finds zeros
        }
        break;
    }
    // Not one of ours: the action SIGBUS had before. Returning retries the read, which faults again.
    if (g_previous.sa_flags & SA_SIGINFO) {
        g_previous.sa_sigaction(signal, info, context);
        return;
    }
    ::sigaction(SIGBUS, &g_previous, nullptr);
}

void installHandler()
{
    g_pageSize = uintptr_t(::sysconf(_SC_PAGESIZE));
    struct sigaction action = {};
    action.sa_sigaction = onBusError;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, &g_previous);
}
#endif

} // namespace

MappedFileGuard::MappedFileGuard(const void *data, size_t size)
{
#ifdef Q_OS_LINUX
    static std::once_flag installed;
    std::call_once(installed, installHandler);
    for (int i = 0; i < kSlots; ++i) {
        bool expected = false;
        if (g_slots[i].taken.compare_exchange_strong(expected, true)) {
            const auto begin = reinterpret_cast<uintptr_t>(data);
            g_slots[i].changed.store(false);
            g_slots[i].owner.store(this, std::memory_order_release);
            g_slots[i].end.store(begin + size, std::memory_order_release);
            g_slots[i].begin.store(begin, std::memory_order_release);
            m_slot = i;
            for (int used = g_slotsUsed.load(); used < i + 1 && !g_slotsUsed.compare_exchange_weak(used, i + 1);) { }
            return;
        }
    }
#else
    Q_UNUSED(data);
    Q_UNUSED(size);
#endif
}

MappedFileGuard::~MappedFileGuard()
{
    release();
#ifdef Q_OS_LINUX
    if (m_fd >= 0)
        ::close(m_fd);
#endif
}

void MappedFileGuard::keepFile(int fd)
{
    m_fd = fd;
}

bool MappedFileGuard::read(qint64 offset, char *out, qint64 size) const
{
#ifdef Q_OS_LINUX
    if (m_fd < 0 || offset < 0 || size < 0)
        return false;
    qint64 done = 0;
    while (done < size) {
        const ssize_t got = ::pread(m_fd, out + done, size_t(size - done), off_t(offset + done));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return false;
        if (got == 0) { // the file is shorter than when it was mapped
            std::memset(out + done, 0, size_t(size - done));
            m_readPastEnd = true;
            break;
        }
        done += got;
    }
    return true;
#else
    Q_UNUSED(offset);
    Q_UNUSED(out);
    Q_UNUSED(size);
    return false;
#endif
}

void MappedFileGuard::release()
{
    const int index = m_slot.exchange(-1);
    if (index < 0)
        return;
    Slot &slot = g_slots[index];
    slot.begin.store(0, std::memory_order_release);
    slot.end.store(0, std::memory_order_release);
    slot.owner.store(nullptr, std::memory_order_release);
    m_changed = slot.changed.load(std::memory_order_acquire);
    slot.taken.store(false, std::memory_order_release);
}

bool MappedFileGuard::guarding() const
{
    return m_slot.load() >= 0;
}

const MappedFileGuard *MappedFileGuard::guardOf(const void *address)
{
    const auto at = reinterpret_cast<uintptr_t>(address);
    const int used = g_slotsUsed.load(std::memory_order_acquire);
    for (int i = 0; i < used; ++i) {
        const Slot &slot = g_slots[i];
        const uintptr_t begin = slot.begin.load(std::memory_order_acquire);
        if (begin != 0 && at >= begin && at < slot.end.load(std::memory_order_acquire))
            return slot.owner.load(std::memory_order_acquire);
    }
    return nullptr;
}

qint64 MappedFileGuard::offsetOf(const void *address) const
{
    const int index = m_slot.load();
    if (index < 0)
        return -1;
    return qint64(reinterpret_cast<uintptr_t>(address) - g_slots[index].begin.load(std::memory_order_acquire));
}

void MappedFileGuard::setFileStamp(FileStamp stamp)
{
    m_stamp = std::move(stamp);
}

QString MappedFileGuard::filePath() const
{
    return QFile::decodeName(m_stamp.path);
}

bool MappedFileGuard::modifiedSinceOpen() const
{
#ifdef Q_OS_LINUX
    if (m_stamp.path.isEmpty())
        return false;
    struct stat st = {};
    if (::stat(m_stamp.path.constData(), &st) != 0)
        return false; // removed: the mapping keeps the bytes that were read
    if (uint64_t(st.st_dev) != m_stamp.device || uint64_t(st.st_ino) != m_stamp.inode)
        return false; // another file under the name now; the mapped one is as it was
    return int64_t(st.st_size) != m_stamp.size || int64_t(st.st_mtim.tv_sec) != m_stamp.modifiedSeconds
        || int64_t(st.st_mtim.tv_nsec) != m_stamp.modifiedNanoseconds;
#else
    return false;
#endif
}

bool MappedFileGuard::changed() const
{
    const int index = m_slot.load();
    const bool shortened = index >= 0 ? g_slots[index].changed.load(std::memory_order_acquire) : m_changed.load();
    return shortened || m_readPastEnd.load() || modifiedSinceOpen();
}

} // namespace kie
