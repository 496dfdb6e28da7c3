// SPDX-License-Identifier: Apache-2.0
// Mapping pages ahead of writing them (freshmemory_p.h) must change no byte, must map what it is asked
// to (else it is only a system call), in 2 MB pages where a range holds them, and the helpers must
// leave a vector as resize() would. While a WholeMallocHeaps lives, a thread's new malloc heap is
// writable whole; after, as before; a reader thread's heap asks for 2 MB pages, the program break's not;
// the pages of freed blocks go back when asked. Nothing asks for 2 MB pages where 4 KB pages were
// measured to cost less.
#include "freshmemory_p.h"
#include "freedmemory.h"

#include <QScopeGuard>
#include <QTest>

#include <sys/mman.h>
#include <unistd.h>

#include <QFile>

#include <cerrno>
#include <condition_variable>
#include <mutex>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <optional>
#include <thread>
#include <vector>

using namespace kie;

// A sanitizer's malloc replaces glibc's (gcc says so with __SANITIZE_*, clang with __has_feature).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define KIE_SANITIZER_MALLOC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define KIE_SANITIZER_MALLOC 1
#endif
#endif
#ifndef KIE_SANITIZER_MALLOC
#define KIE_SANITIZER_MALLOC 0
#endif

namespace {

const size_t kPage = size_t(::sysconf(_SC_PAGESIZE));

// How many of the pages of [begin, begin + bytes) are resident; begin on a page boundary.
size_t residentPagesOf(const char *begin, size_t bytes)
{
    std::vector<unsigned char> states((bytes + kPage - 1) / kPage);
    if (::mincore(const_cast<char *>(begin), bytes, states.data()) != 0)
        return 0;
    return size_t(std::count_if(states.begin(), states.end(), [](unsigned char s) { return s & 1; }));
}

// Fresh anonymous memory: no page of it is mapped until written (or prefaulted).
struct FreshMapping
{
    explicit FreshMapping(size_t bytes) : size(bytes)
    {
        address = static_cast<char *>(::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    }
    ~FreshMapping()
    {
        if (address != MAP_FAILED)
            ::munmap(address, size);
    }
    // How many of the pages of [from, to) are resident.
    size_t residentPages(size_t from, size_t to) const { return residentPagesOf(address + from, to - from); }
    // Writes a pattern to the first `written` bytes; the rest stays zero.
    void writePattern(size_t written)
    {
        for (size_t i = 0; i < written; ++i)
            address[i] = patternByte(i);
    }
    // The first byte that is neither the pattern (below `written`) nor zero (from there on), said in
    // words; empty when every byte is.
    QString wrongByte(size_t written) const
    {
        for (size_t i = 0; i < size; ++i) {
            const char expected = i < written ? patternByte(i) : char(0);
            if (address[i] != expected)
                return QStringLiteral("byte %1 is %2, not %3").arg(i).arg(int(address[i])).arg(int(expected));
        }
        return QString();
    }
    static char patternByte(size_t i) { return char(1 + i % 251); }
    char *address;
    size_t size;
};

constexpr size_t kHugePage = size_t(2) << 20;

// The first 2 MB boundary after `address` (never `address` itself).
char *hugePageBoundaryAfter(char *address)
{
    return reinterpret_cast<char *>((reinterpret_cast<quintptr>(address) + kHugePage) / kHugePage * kHugePage);
}

bool kernelPopulatesForWriting()
{
#ifndef MADV_POPULATE_WRITE
    constexpr int MADV_POPULATE_WRITE = 23;
#endif
    FreshMapping probe(kPage);
    return ::madvise(probe.address, kPage, MADV_POPULATE_WRITE) == 0;
}

// Whether the middle of the malloc heap that holds `address` is writable yet (/proc/self/maps). glibc
// puts a thread's arena in a heap of 64 MB aligned to its size and makes it writable from its start
// as it fills.
std::optional<bool> heapMiddleWritable(const void *address)
{
    constexpr quint64 kHeap = quint64(64) << 20;
    const quint64 middle = (quint64(reinterpret_cast<quintptr>(address)) & ~(kHeap - 1)) + kHeap / 2;
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return std::nullopt;
    for (const QByteArray &line : maps.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const QList<QByteArray> range = fields.value(0).split('-');
        if (range.size() == 2 && middle >= range[0].toULongLong(nullptr, 16) && middle < range[1].toULongLong(nullptr, 16))
            return fields.value(1).startsWith("rw");
    }
    return std::nullopt;
}

// Whether the kernel has transparent huge pages at all (MADV_HUGEPAGE is EINVAL without them).
bool kernelHasHugePages()
{
    return QFile::exists(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
}

// Whether the mapping that holds `address` asked for huge pages: "hg" in its VmFlags (/proc/self/smaps).
std::optional<bool> askedForHugePages(const void *address)
{
    const quint64 at = quint64(reinterpret_cast<quintptr>(address));
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool inside = false;
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        const QList<QByteArray> range = line.split(' ').value(0).split('-');
        bool isHeader = false;
        const quint64 start = range.size() == 2 ? range[0].toULongLong(&isHeader, 16) : 0;
        if (isHeader) {
            inside = at >= start && at < range[1].toULongLong(nullptr, 16);
        } else if (inside && line.startsWith("VmFlags:")) {
            return line.mid(8).split(' ').contains("hg");
        }
    }
    return std::nullopt;
}

// Runs `work` on a new thread that stays alive until this is destroyed, so that a thread started
// meanwhile cannot take over its malloc arena (glibc hands an ended thread's arena to the next one).
struct ParkedThread
{
    template<typename Work>
    explicit ParkedThread(Work work)
        : thread([this, work] {
              work();
              {
                  std::lock_guard lock(mutex);
                  ready = true;
              }
              changed.notify_all();
              std::unique_lock lock(mutex);
              changed.wait(lock, [this] { return release; });
          })
    {
        std::unique_lock lock(mutex);
        changed.wait(lock, [this] { return ready; });
    }
    ~ParkedThread()
    {
        {
            std::lock_guard lock(mutex);
            release = true;
        }
        changed.notify_all();
        thread.join();
    }
    std::mutex mutex;
    std::condition_variable changed;
    bool ready = false, release = false;
    std::thread thread;
};

} // namespace

class TestFreshMemory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The tests of the advice itself, as on a machine where 2 MB pages are the cheaper ones; the
    // last tests say what happens where they are not.
    void initTestCase() { setHugePagesPreferred(true); }

    void prefaultKeepsEveryByte_data()
    {
        QTest::addColumn<size_t>("written"); // bytes of a pattern written before the call
        QTest::addColumn<size_t>("offset"); // where the prefaulted range starts
        QTest::addColumn<size_t>("length");
        QTest::newRow("nothing written, whole pages") << size_t(0) << size_t(0) << size_t(64) * kPage;
        QTest::newRow("half written, from the start") << size_t(32) * kPage << size_t(0) << size_t(64) * kPage;
        QTest::newRow("unaligned start inside written bytes") << size_t(10) * kPage + 123 << size_t(10) * kPage + 7 << size_t(40) * kPage + 999;
        QTest::newRow("small range: left to fault in") << size_t(100) << size_t(50) << size_t(3) * kPage;
        QTest::newRow("empty") << size_t(4096) << size_t(4096) << size_t(0);
    }
    void prefaultKeepsEveryByte()
    {
        QFETCH(size_t, written);
        QFETCH(size_t, offset);
        QFETCH(size_t, length);
        FreshMapping memory(size_t(128) * kPage);
        QVERIFY(memory.address != MAP_FAILED);
        memory.writePattern(written);
        prefaultForWriting(memory.address + offset, length);
        const QString wrong = memory.wrongByte(written);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    // The whole pages of a range worth a call are mapped after it; the page it ends in is not
    // (it may be written partly by the next append), nor anything past the range.
    void prefaultMapsTheRangesPages()
    {
        if (!kernelPopulatesForWriting())
            QSKIP("this kernel has no MADV_POPULATE_WRITE (Linux 5.14): prefaulting is a no-op here");
        FreshMapping memory(size_t(128) * kPage);
        QVERIFY(memory.address != MAP_FAILED);
        QCOMPARE(memory.residentPages(0, memory.size), size_t(0));
        prefaultForWriting(memory.address + 3 * kPage + 10, 40 * kPage);
        QCOMPARE(memory.residentPages(3 * kPage, 43 * kPage), size_t(40));
        QCOMPARE(memory.residentPages(0, 3 * kPage), size_t(0));
        QCOMPARE(memory.residentPages(44 * kPage, memory.size), size_t(0));
        // A range too small to be worth a system call is left alone.
        prefaultForWriting(memory.address + 100 * kPage, 2 * kPage);
        QCOMPARE(memory.residentPages(100 * kPage, 102 * kPage), size_t(0));
    }

    void resizePrefaultedIsResize_data()
    {
        QTest::addColumn<size_t>("before");
        QTest::addColumn<size_t>("after");
        QTest::newRow("grow from empty") << size_t(0) << size_t(300000);
        QTest::newRow("grow") << size_t(1000) << size_t(200000);
        QTest::newRow("shrink") << size_t(200000) << size_t(10);
        QTest::newRow("same") << size_t(5) << size_t(5);
    }
    void resizePrefaultedIsResize()
    {
        QFETCH(size_t, before);
        QFETCH(size_t, after);
        std::vector<int> expected(before);
        std::iota(expected.begin(), expected.end(), 1);
        std::vector<int> actual = expected;
        std::vector<int> withValue = expected, expectedWithValue = expected;
        expected.resize(after);
        resizePrefaulted(actual, after);
        QVERIFY(actual == expected);
        expectedWithValue.resize(after, -7);
        resizePrefaulted(withValue, after, -7);
        QVERIFY(withValue == expectedWithValue);
    }

    // Appending within the reserved room keeps what is there; without room nothing is touched.
    void prefaultAppendKeepsTheVector()
    {
        std::vector<double> v(100, 2.5);
        prefaultAppend(v, 1000000); // no room reserved: nothing to do
        QCOMPARE(v.size(), size_t(100));
        v.reserve(500000);
        prefaultAppend(v, 400000);
        QCOMPARE(v.size(), size_t(100));
        QVERIFY(std::all_of(v.begin(), v.end(), [](double x) { return x == 2.5; }));
        v.insert(v.end(), 400000, 7.0);
        QCOMPARE(v[99], 2.5);
        QCOMPARE(v.back(), 7.0);
        std::string text(1000, 'a');
        text.reserve(1 << 20);
        prefaultAppend(text, 500000);
        QCOMPARE(text, std::string(1000, 'a'));
    }

    // Zero pages from the kernel: none is resident before it is written, every byte reads zero, a
    // block for huge pages is 2 MB-aligned and asks for them, the other does not; moving hands over.
    void zeroPagesAreUntouchedZeros_data()
    {
        QTest::addColumn<size_t>("bytes");
        QTest::addColumn<bool>("hugePages");
        QTest::newRow("a few pages") << size_t(3) * kPage + 5 << false;
        QTest::newRow("2 MB pages") << size_t(5) * kHugePage + 7 << true;
        QTest::newRow("one 2 MB page") << kHugePage << true;
    }
    void zeroPagesAreUntouchedZeros()
    {
        QFETCH(size_t, bytes);
        QFETCH(bool, hugePages);
        ZeroPages block(bytes, hugePages);
        auto *begin = static_cast<char *>(block.data());
        QVERIFY(begin);
        QCOMPARE(block.size(), bytes);
        QCOMPARE(residentPagesOf(begin, bytes), size_t(0));
        QVERIFY(std::all_of(begin, begin + bytes, [](char c) { return c == 0; }));
        begin[bytes - 1] = 'x'; // writable to its last byte
        if (hugePages) {
            QCOMPARE(reinterpret_cast<quintptr>(begin) % kHugePage, quintptr(0));
            if (kernelHasHugePages())
                QCOMPARE(askedForHugePages(begin), std::optional<bool>(true));
        } else if (kernelHasHugePages()) {
            QCOMPARE(askedForHugePages(begin), std::optional<bool>(false));
        }
        ZeroPages moved(std::move(block));
        QCOMPARE(moved.data(), static_cast<void *>(begin));
        QCOMPARE(moved.size(), bytes);
        QVERIFY(!block.data()); // NOLINT(bugprone-use-after-move): moved from, as documented
        QCOMPARE(block.size(), size_t(0));
        ZeroPages assigned;
        assigned = std::move(moved);
        QCOMPARE(static_cast<char *>(assigned.data())[bytes - 1], 'x');
    }

    // Only whole 2 MB pages inside the range are asked for: memory beside it may be someone else's.
    void adviseHugePagesAdvisesTheAlignedPart()
    {
        if (!kernelHasHugePages())
            QSKIP("this kernel has no transparent huge pages");
        FreshMapping memory(5 * kHugePage);
        QVERIFY(memory.address != MAP_FAILED);
        char *aligned = hugePageBoundaryAfter(memory.address); // a page of the mapping is before it
        adviseHugePages(aligned + kPage, kHugePage); // holds no whole 2 MB page
        QCOMPARE(askedForHugePages(aligned + kPage), std::optional<bool>(false));
        adviseHugePages(aligned - 10, 2 * kHugePage + 20);
        QCOMPARE(askedForHugePages(aligned - kPage), std::optional<bool>(false));
        QCOMPARE(askedForHugePages(aligned), std::optional<bool>(true));
        QCOMPARE(askedForHugePages(aligned + 2 * kHugePage - 1), std::optional<bool>(true));
        QCOMPARE(askedForHugePages(aligned + 2 * kHugePage), std::optional<bool>(false));
    }

    // A range prefaulted for writing is mapped in 2 MB pages where it can be, and keeps its bytes.
    void prefaultAsksForHugePages()
    {
        if (!kernelHasHugePages())
            QSKIP("this kernel has no transparent huge pages");
        FreshMapping memory(4 * kHugePage);
        QVERIFY(memory.address != MAP_FAILED);
        memory.writePattern(kHugePage / 2);
        prefaultForWriting(memory.address + 100, 3 * kHugePage);
        // The 2 MB page after the first boundary past the start lies wholly inside the range.
        QCOMPARE(askedForHugePages(hugePageBoundaryAfter(memory.address) + kHugePage), std::optional<bool>(true));
        const QString wrong = memory.wrongByte(kHugePage / 2);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    // A thread's own heap asks for 2 MB pages while a WholeMallocHeaps lives, and no longer after;
    // the program break's heap (the first thread's) never does.
    void threadHeapAsksForHugePages()
    {
#if KIE_SANITIZER_MALLOC || !defined(__GLIBC__)
        QSKIP("glibc's own malloc only: a sanitizer brings its own");
#else
        if (!kernelHasHugePages())
            QSKIP("this kernel has no transparent huge pages");
        {
            const WholeMallocHeaps heaps;
            void *mainHeap = std::malloc(64); // this thread started the process: the program break's heap
            const bool inBreakHeap = reinterpret_cast<quintptr>(mainHeap) < reinterpret_cast<quintptr>(::sbrk(0));
            WholeMallocHeaps::adviseHugePagesInHeapOf(mainHeap);
            if (inBreakHeap)
                QCOMPARE(askedForHugePages(mainHeap), std::optional<bool>(false));
            std::free(mainHeap);
        }
        std::optional<bool> before, during, after, outside;
        ParkedThread reader([&] {
            void *block = nullptr;
            {
                const WholeMallocHeaps wholeHeap;
                block = std::malloc(4096);
                before = askedForHugePages(block);
                WholeMallocHeaps::adviseHugePagesInThreadHeap();
                during = askedForHugePages(block);
            }
            after = askedForHugePages(block); // the advice ends with the last WholeMallocHeaps
            WholeMallocHeaps::adviseHugePagesInHeapOf(block);
            outside = askedForHugePages(block); // and without one none is given
            std::free(block);
        });
        QCOMPARE(before, std::optional<bool>(false));
        QCOMPARE(during, std::optional<bool>(true));
        QCOMPARE(after, std::optional<bool>(false));
        QCOMPARE(outside, std::optional<bool>(false));
#endif
    }

    // Pages of freed blocks in the middle of a heap (nothing a heap's top trim reaches) go back.
    void freedHeapMemoryIsReleased()
    {
#if KIE_SANITIZER_MALLOC || !defined(__GLIBC__)
        QSKIP("glibc's own malloc only: a sanitizer brings its own");
#else
        std::optional<size_t> residentBefore, residentAfter;
        ParkedThread worker([&] {
            constexpr size_t kBlock = 8 << 10; // beyond the per-thread caches: freed blocks coalesce
            std::vector<char *> blocks(2000);
            for (char *&block : blocks) {
                block = static_cast<char *>(std::malloc(kBlock));
                std::memset(block, 1, kBlock);
            }
            char *last = static_cast<char *>(std::malloc(kBlock)); // keeps the freed ones off the top
            std::memset(last, 1, kBlock);
            const auto residentPagesOf = [&blocks] {
                size_t resident = 0;
                for (size_t i = 100; i < blocks.size() - 100; i += 100) { // one page inside every 100th block
                    char *page = reinterpret_cast<char *>((reinterpret_cast<quintptr>(blocks[i]) + kPage) / kPage * kPage);
                    unsigned char state = 0;
                    if (::mincore(page, kPage, &state) == 0 && (state & 1))
                        ++resident;
                }
                return resident;
            };
            const std::vector<char *> freed = blocks;
            for (char *block : freed)
                std::free(block);
            residentBefore = residentPagesOf();
            releaseFreedMemory();
            residentAfter = residentPagesOf();
            std::free(last);
        });
        QCOMPARE(residentBefore, std::optional<size_t>(18));
        QCOMPARE(residentAfter, std::optional<size_t>(0));
#endif
    }

    void wholeMallocHeapsWhileOneLives()
    {
#if KIE_SANITIZER_MALLOC || !defined(__GLIBC__)
        QSKIP("glibc's own malloc only: a sanitizer brings its own");
#else
        // Threads that stay alive take new arenas, each in a 64 MB heap of its own (glibc): within the
        // scope the heap is writable whole; after it, only its first few hundred KB, as glibc does.
        // No thread of this process has ended before `first` starts, so its arena is a new one.
        void *inScope = nullptr, *afterScope = nullptr;
        std::optional<bool> whole, grown;
        {
            const WholeMallocHeaps heaps;
            const WholeMallocHeaps nested; // the setting holds until the last one ends
            {
                const WholeMallocHeaps inner;
            }
            ParkedThread first([&] {
                inScope = std::malloc(4096);
                whole = heapMiddleWritable(inScope);
            });
            QVERIFY(whole);
            QVERIFY(*whole);
            std::free(inScope);
        }
        {
            void *kept = nullptr; // kept, so that the compiler cannot leave the allocation out
            ParkedThread keepsItsArena([&] { kept = std::malloc(4096); }); // takes the arena `first` left
            ParkedThread second([&] {
                afterScope = std::malloc(4096);
                grown = heapMiddleWritable(afterScope);
            });
            QVERIFY(grown);
            QVERIFY(!*grown);
            std::free(afterScope);
            std::free(kept);
        }
#endif
    }

    // Where 4 KB pages are the cheaper ones, nothing asks for 2 MB pages: not a range, not a block
    // of zero pages, not a prefaulted range, not a reading thread's heap.
    void noAdviceWhereSmallPagesCostLess()
    {
        if (!kernelHasHugePages())
            QSKIP("this kernel has no transparent huge pages");
        setHugePagesPreferred(false);
        const auto restore = qScopeGuard([] { setHugePagesPreferred(true); });
        FreshMapping memory(5 * kHugePage);
        QVERIFY(memory.address != MAP_FAILED);
        char *aligned = hugePageBoundaryAfter(memory.address);
        adviseHugePages(aligned, 2 * kHugePage);
        QCOMPARE(askedForHugePages(aligned), std::optional<bool>(false));
        prefaultForWriting(aligned + 2 * kHugePage, kHugePage);
        QCOMPARE(askedForHugePages(aligned + 2 * kHugePage), std::optional<bool>(false));
        ZeroPages block(3 * kHugePage, true);
        QVERIFY(block.data());
        QCOMPARE(askedForHugePages(block.data()), std::optional<bool>(false));
#if !KIE_SANITIZER_MALLOC && defined(__GLIBC__)
        std::optional<bool> heapAdvised;
        ParkedThread reader([&] {
            const WholeMallocHeaps heaps;
            void *allocated = std::malloc(4096);
            WholeMallocHeaps::adviseHugePagesInThreadHeap();
            heapAdvised = askedForHugePages(allocated);
            std::free(allocated);
        });
        QCOMPARE(heapAdvised, std::optional<bool>(false));
#endif
    }

    // The choice follows the cost measured: 2 MB pages only where 4 KB pages cost more than the bound.
    void decidesByTheMeasuredCost()
    {
        const auto restore = qScopeGuard([] { setHugePagesPreferred(true); });
        for (const bool before : {false, true}) {
            setHugePagesPreferred(before);
            const double cost = decideHugePages();
            QVERIFY2(cost > 0, "1 MB of fresh pages took no time");
            QCOMPARE(hugePagesPreferred(), cost > kHugePagesAboveNsPerKb);
        }
    }
};

QTEST_GUILESS_MAIN(TestFreshMemory)
#include "tst_freshmemory.moc"
