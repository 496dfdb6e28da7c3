// SPDX-License-Identifier: Apache-2.0
// Mapping pages ahead of writing them (freshmemory.h) must change no byte, must map what it is asked
// to (else it is only a system call), and the helpers must leave a vector as resize() would.
#include "freshmemory.h"

#include <QTest>

#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <numeric>
#include <vector>

using namespace kie;

namespace {

const size_t kPage = size_t(::sysconf(_SC_PAGESIZE));

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
    size_t residentPages(size_t from, size_t to) const
    {
        std::vector<unsigned char> states((to - from) / kPage);
        if (::mincore(address + from, to - from, states.data()) != 0)
            return 0;
        return size_t(std::count_if(states.begin(), states.end(), [](unsigned char s) { return s & 1; }));
    }
    char *address;
    size_t size;
};

bool kernelPopulatesForWriting()
{
#ifndef MADV_POPULATE_WRITE
    constexpr int MADV_POPULATE_WRITE = 23;
#endif
    FreshMapping probe(kPage);
    return ::madvise(probe.address, kPage, MADV_POPULATE_WRITE) == 0;
}

} // namespace

class TestFreshMemory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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
        for (size_t i = 0; i < written; ++i)
            memory.address[i] = char(1 + i % 251);
        prefaultForWriting(memory.address + offset, length);
        for (size_t i = 0; i < memory.size; ++i) {
            const char expected = i < written ? char(1 + i % 251) : char(0);
            if (memory.address[i] != expected)
                QFAIL(qPrintable(QStringLiteral("byte %1 is %2, not %3").arg(i).arg(int(memory.address[i])).arg(int(expected))));
        }
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
        expected.resize(after);
        resizePrefaulted(actual, after);
        QVERIFY(actual == expected);
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
};

QTEST_GUILESS_MAIN(TestFreshMemory)
#include "tst_freshmemory.moc"
