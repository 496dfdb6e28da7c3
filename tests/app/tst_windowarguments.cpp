// SPDX-License-Identifier: Apache-2.0
// The window's command line is checked before any QApplication exists: an unknown command word, a
// file that cannot be opened or an unknown option is one line on stderr and exit status 2, with no
// display (no platform plugin abort) and with one (no empty window).
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "../support/headlessrun.h"

namespace {

constexpr int kExitTrouble = 2;

QString program()
{
    return qEnvironmentVariable("KIE_BUILD_DIR") + QStringLiteral("/app/kernelindex-explorer");
}

// A run on the offscreen platform: a display is there, so a window would open (and the run time out).
kie::test::HeadlessRun runWithDisplay(const QStringList &arguments, int timeoutMs)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    // The window's settings and notes in a folder of the test's own, never the user's.
    static QTemporaryDir home;
    for (const char *name : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
        environment.insert(QString::fromLatin1(name), home.path());
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program(), arguments);
    kie::test::HeadlessRun run;
    run.finished = process.waitForFinished(timeoutMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.exitStatus = process.exitStatus();
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace

class TestWindowArguments : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY2(QFile::exists(program()), qPrintable(program())); }

    void refusedInOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected"); // in the one line on stderr
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")}
                                         << QStringLiteral("Unknown command: frobnicate");
        QTest::newRow("missing file") << QStringList{QStringLiteral("/nope.json")}
                                      << QStringLiteral("cannot open /nope.json: No such file or directory");
        QTest::newRow("missing second file")
            << QStringList{QStringLiteral("resources/sample-archive.json"), QStringLiteral("../nope/runs.json")}
            << QStringLiteral("cannot open ../nope/runs.json");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--bogus")} << QStringLiteral("'bogus'");
        QTest::newRow("unknown option with a file")
            << QStringList{QStringLiteral("resources/sample-archive.json"), QStringLiteral("--bogus")}
            << QStringLiteral("'bogus'");
        QTest::newRow("--run without its ID") << QStringList{QStringLiteral("--run")} << QStringLiteral("'--run'");
        QTest::newRow("German") << QStringList{QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("frobnicate")}
                                << QStringLiteral("Unbekannter Befehl: frobnicate");
    }

    void refusedInOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const kie::test::HeadlessRun headless = kie::test::runHeadless(program(), arguments, 30000);
        QVERIFY2(headless.exitedNormally(), headless.err.constData()); // not Qt's "could not load xcb" abort
        QCOMPARE(headless.exitCode, kExitTrouble);
        QVERIFY(headless.out.isEmpty());
        const QString err = QString::fromUtf8(headless.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.contains(expected), qPrintable(err));

        // With a display the same words open no window: the same line and status, at once.
        const kie::test::HeadlessRun shown = runWithDisplay(arguments, 30000);
        QVERIFY2(shown.exitedNormally(), "a window opened");
        QCOMPARE(shown.exitCode, kExitTrouble);
        QCOMPARE(QString::fromUtf8(shown.err), err);
    }

    // What the window can open passes the check: a file, a folder, standard input, a URL (fetched in
    // the window), and Qt's own options. The window then stays open until it is closed.
    void acceptedArgumentsOpenTheWindow_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("file and --run") << QStringList{QStringLiteral("resources/sample-archive.json"), QStringLiteral("--run"),
                                                       QStringLiteral("sol-submission-26346")};
        QTest::newRow("folder") << QStringList{QStringLiteral("../shared/data/flashinfer-bench/fib_all_defs_20260317_141743")};
        QTest::newRow("Qt's options") << QStringList{QStringLiteral("-style"), QStringLiteral("fusion"),
                                                     QStringLiteral("resources/sample-archive.json")};
        QTest::newRow("URL") << QStringList{QStringLiteral("https://127.0.0.1:9/none.json")};
    }

    void acceptedArgumentsOpenTheWindow()
    {
        QFETCH(QStringList, arguments);
        const kie::test::HeadlessRun shown = runWithDisplay(arguments, 4000);
        QVERIFY2(!shown.finished, shown.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestWindowArguments)
#include "tst_windowarguments.moc"
