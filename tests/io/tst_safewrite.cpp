// SPDX-License-Identifier: Apache-2.0
// writeFileSafely, the one writer: replaces only a regular file or creates a new one; refuses a
// device, FIFO or directory target without touching it; says why with the system's text.
#include "safewrite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <cerrno>
#include <cstring>

using namespace kie;

class TestSafeWrite : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writesAndReplacesRegularFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.json"));
        QString error;
        QVERIFY2(writeFileSafely(path, "first", &error), qPrintable(error));
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup));
        QVERIFY2(writeFileSafely(path, "second", &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("second"));
        // The mode of the replaced file is kept, and no temporary file is left behind.
        QCOMPARE(QFileInfo(path).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther), QFileDevice::ReadGroup);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void followsASymlinkToARegularFile()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("target.json"));
        const QString link = dir.filePath(QStringLiteral("link.json"));
        QVERIFY(writeFileSafely(target, "old", nullptr));
        QVERIFY(QFile::link(target, link));
        QString error;
        QVERIFY2(writeFileSafely(link, "new", &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink()); // the link stays a link
        QFile file(target);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("new"));
    }

    void refusesSpecialTargets_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("/dev/null") << QStringLiteral("/dev/null") << QStringLiteral("it is a device, not a regular file");
        QTest::newRow("/dev/full") << QStringLiteral("/dev/full") << QStringLiteral("it is a device, not a regular file");
        QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("it is a FIFO (named pipe), not a regular file");
        QTest::newRow("directory") << QStringLiteral("dir") << QStringLiteral("it is a directory, not a regular file");
        QTest::newRow("symlink loop") << QStringLiteral("loop") << QString::fromLocal8Bit(std::strerror(ELOOP));
        QTest::newRow("missing folder") << QStringLiteral("missing") << QString::fromLocal8Bit(std::strerror(ENOENT));
    }

    void refusesSpecialTargets()
    {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QString path = kind;
        if (kind == QLatin1String("fifo")) {
            path = dir.filePath(QStringLiteral("fifo"));
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == QLatin1String("dir")) {
            path = dir.path();
        } else if (kind == QLatin1String("loop")) {
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("b")), dir.filePath(QStringLiteral("a"))));
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("a")), dir.filePath(QStringLiteral("b"))));
            path = dir.filePath(QStringLiteral("a"));
        } else if (kind == QLatin1String("missing")) {
            path = dir.filePath(QStringLiteral("no/such/folder/out.json"));
        } else if (!QFileInfo::exists(kind)) {
            QSKIP("no such device here");
        }
        struct stat before = {};
        const bool existed = ::lstat(QFile::encodeName(path).constData(), &before) == 0;
        QString error;
        QVERIFY(!writeFileSafely(path, "bytes", &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY2(error.contains(path), qPrintable(error));
        struct stat after = {};
        if (existed) { // untouched: same inode, same type
            QCOMPARE(::lstat(QFile::encodeName(path).constData(), &after), 0);
            QCOMPARE(after.st_ino, before.st_ino);
            QCOMPARE(after.st_mode, before.st_mode);
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral(".XXX")).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSafeWrite)
#include "tst_safewrite.moc"
