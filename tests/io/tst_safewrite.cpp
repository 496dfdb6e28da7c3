// SPDX-License-Identifier: Apache-2.0
// writeFileSafely, the one writer: replaces only a regular file or creates a new one; refuses a
// device, FIFO or directory target without touching it; says why with the system's text; never
// writes over one of its inputs, however the output names it (the output rule).
#include "safewrite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

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
    // The output rule: an input named through any path, link or folder is refused before anything
    // is written, and stays as it was.
    void refusesAnInput_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("same path") << QStringLiteral("same");
        QTest::newRow("another path to it") << QStringLiteral("dotdot");
        QTest::newRow("a symbolic link to it") << QStringLiteral("symlink");
        QTest::newRow("a hard link to it") << QStringLiteral("hardlink");
        QTest::newRow("a file inside an input folder") << QStringLiteral("folder");
        QTest::newRow("the input is a link to the output") << QStringLiteral("input-link");
    }

    void refusesAnInput()
    {
        QFETCH(QString, how);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("traces/gemm")));
        const QString input = dir.filePath(QStringLiteral("traces/gemm/trace.jsonl"));
        QVERIFY(writeFileSafely(input, "the archive", nullptr));
        QStringList inputs{input};
        QString output = input;
        if (how == QLatin1String("dotdot")) {
            output = dir.filePath(QStringLiteral("traces/gemm/../gemm/./trace.jsonl"));
        } else if (how == QLatin1String("symlink")) {
            output = dir.filePath(QStringLiteral("out.svg"));
            QVERIFY(QFile::link(input, output));
        } else if (how == QLatin1String("hardlink")) {
            output = dir.filePath(QStringLiteral("out.svg"));
            QCOMPARE(::link(QFile::encodeName(input).constData(), QFile::encodeName(output).constData()), 0);
        } else if (how == QLatin1String("folder")) {
            inputs = QStringList{dir.filePath(QStringLiteral("traces"))};
        } else if (how == QLatin1String("input-link")) {
            inputs = QStringList{dir.filePath(QStringLiteral("named.json"))};
            QVERIFY(QFile::link(input, inputs.front()));
        }
        QVERIFY2(!outputIsAnInput(output, inputs).isEmpty(), qPrintable(output));
        WriteOptions options;
        options.inputs = inputs;
        QString error;
        QVERIFY(!writeFileSafely(output, "<svg/>", &error, options));
        QVERIFY2(error.contains(QStringLiteral("nothing was written")) && error.contains(output), qPrintable(error));
        QFile file(input);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("the archive"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral(".XXX")).size(), 0);
    }

    void writesBesideItsInputs()
    {
        QTemporaryDir dir;
        const QString input = dir.filePath(QStringLiteral("in.json"));
        QVERIFY(writeFileSafely(input, "in", nullptr));
        const QString output = dir.filePath(QStringLiteral("out.json"));
        QVERIFY(writeFileSafely(output, "old", nullptr));
        WriteOptions options;
        options.inputs = {input, dir.path() + QStringLiteral("/missing.json"), QStringLiteral("-"),
                          QStringLiteral("https://example.org/in.json")};
        QVERIFY(outputIsAnInput(output, options.inputs).isEmpty());
        QString error;
        QVERIFY2(writeFileSafely(output, "new", &error, options), qPrintable(error));
        QFile file(output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("new"));
    }

    // A dangling link is written through: the file it names is created, the link stays a link.
    void writesThroughADanglingLink()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("real")));
        const QString link = dir.filePath(QStringLiteral("link.svg"));
        QCOMPARE(::symlink("real/figure.svg", QFile::encodeName(link).constData()), 0); // relative to its folder
        QString error;
        QVERIFY2(writeFileSafely(link, "<svg/>", &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QFile file(dir.filePath(QStringLiteral("real/figure.svg")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("<svg/>"));
    }

    // The temporary name is kept within the folder's longest name, so a 255-byte name (ASCII, or
    // UTF-8 that would be cut inside a character) is writable.
    void writesTheLongestName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("255 ASCII") << QString(251, QLatin1Char('a')) + QStringLiteral(".svg");
        // 2 + 250 + 2 bytes: the temporary name's cut (247 bytes) falls inside an "é"
        QTest::newRow("254 bytes of UTF-8") << QStringLiteral("xx") + QString(125, QChar(0x00E9)) + QStringLiteral(".s");
    }

    void writesTheLongestName()
    {
        QFETCH(QString, name);
        QVERIFY(QFile::encodeName(name).size() <= 255);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QString error;
        QVERIFY2(writeFileSafely(path, "long", &error), qPrintable(error));
        QVERIFY2(writeFileSafely(path, "longer", &error), qPrintable(error)); // replaced, too
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("longer"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSafeWrite)
#include "tst_safewrite.moc"
