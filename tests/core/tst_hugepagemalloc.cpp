// SPDX-License-Identifier: Apache-2.0
// restartWithHugePageMalloc() (hugepages.h): the program restarts once with glibc's malloc in huge
// pages, and what it then runs sees the environment the user gave; the user's own choice stands.
#include "hugepages.h"

#include <QFile>
#include <QProcess>
#include <QTest>

namespace {

struct Probe
{
    int starts = 0; // "started" lines: 2 when the probe restarted itself
    QByteArray tunables, marker;
    bool heapAdvised = false;
};

// `tunables`: GLIBC_TUNABLES for the probe, or a null QByteArray for none.
Probe runProbe(const QByteArray &tunables)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("GLIBC_TUNABLES"));
    environment.remove(QStringLiteral("KIE_GIVEN_GLIBC_TUNABLES"));
    if (!tunables.isNull())
        environment.insert(QStringLiteral("GLIBC_TUNABLES"), QString::fromLatin1(tunables));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(KIE_HUGEPAGE_PROBE), {});
    Probe probe;
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return probe;
    for (const QByteArray &line : process.readAllStandardOutput().split('\n')) {
        if (line == "started")
            ++probe.starts;
        else if (line.startsWith("GLIBC_TUNABLES="))
            probe.tunables = line.mid(15);
        else if (line.startsWith("KIE_GIVEN_GLIBC_TUNABLES="))
            probe.marker = line.mid(25);
        else if (line.startsWith("heap-advised="))
            probe.heapAdvised = line.endsWith('1');
    }
    return probe;
}

bool transparentHugePagesOn()
{
    QFile modes(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
    return modes.open(QIODevice::ReadOnly) && !modes.readAll().contains("[never]");
}

} // namespace

class TestHugePageMalloc : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
#if !defined(__GLIBC__) || !defined(Q_OS_LINUX)
        QSKIP("glibc's malloc tunables exist only with glibc on Linux");
#endif
        if (kie::kSanitizerAllocator)
            QSKIP("built with a sanitizer, whose allocator glibc's tunables do not reach");
        if (!transparentHugePagesOn())
            QSKIP("transparent huge pages are off on this machine: nothing to restart for");
    }

    // Restarted once, unless the user set glibc.malloc.hugetlb: then that choice stands. Either way
    // the program then sees GLIBC_TUNABLES as given and no marker.
    void restartsUnlessTheUserDecided_data()
    {
        QTest::addColumn<QByteArray>("given"); // GLIBC_TUNABLES; null = unset
        QTest::addColumn<int>("starts");
        QTest::addColumn<QByteArray>("seen"); // GLIBC_TUNABLES in the (restarted) program
        QTest::addColumn<bool>("advised");
        QTest::newRow("none set") << QByteArray() << 2 << QByteArray("(unset)") << true;
        QTest::newRow("empty") << QByteArray("") << 2 << QByteArray("") << true;
        QTest::newRow("other tunables") << QByteArray("glibc.malloc.check=0") << 2 << QByteArray("glibc.malloc.check=0") << true;
        QTest::newRow("user: hugetlb off") << QByteArray("glibc.malloc.hugetlb=0") << 1 << QByteArray("glibc.malloc.hugetlb=0")
                                           << false;
        QTest::newRow("user: hugetlb on") << QByteArray("glibc.malloc.top_pad=0:glibc.malloc.hugetlb=1") << 1
                                          << QByteArray("glibc.malloc.top_pad=0:glibc.malloc.hugetlb=1") << true;
    }
    void restartsUnlessTheUserDecided()
    {
        QFETCH(QByteArray, given);
        QFETCH(int, starts);
        QFETCH(QByteArray, seen);
        QFETCH(bool, advised);
        const Probe probe = runProbe(given);
        QCOMPARE(probe.starts, starts);
        QCOMPARE(probe.tunables, seen);
        QCOMPARE(probe.marker, QByteArray("(unset)"));
        QCOMPARE(probe.heapAdvised, advised);
    }
};

QTEST_GUILESS_MAIN(TestHugePageMalloc)
#include "tst_hugepagemalloc.moc"
