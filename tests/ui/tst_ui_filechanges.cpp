// SPDX-License-Identifier: Apache-2.0
// Files changed on disk under the open window, where the user meets them (hostile inputs, "Round 3"):
// a workspace of 300 archives (generate.py workspace300), one of them emptied (`truncate -s 0`)
// while the Manifest tab is open, then its run selected. The window lives, says the file changed on
// disk, shows none of the bytes the file no longer has, copies none and exports none; the files left
// alone still show theirs; Reload reads what the files hold now.
#include "archive.h"
#include "archivereader.h"
#include "mainwindow.h"
#include "manifestview.h"
#include "../support/isolatedsettings.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QProcess>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <unistd.h>

using kie::ui::MainWindow;

namespace {

constexpr int kFiles = 300; // more than the 256 mappings the guard once had (each file is > 1 page)

QPushButton *manifestButton(const MainWindow &window, const QString &text)
{
    for (QPushButton *button : window.manifestView()->findChildren<QPushButton *>()) {
        if (button->text() == text)
            return button;
    }
    return nullptr;
}

// File > Export as run archive…, the name typed into the save dialog's field, then Return.
bool exportThroughTheDialog(MainWindow &window, const QString &path)
{
    QAction *exportAction = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == QStringLiteral("&Export as run archive…"))
            exportAction = action;
    }
    if (!exportAction)
        return false;
    bool answered = false;
    QTimer poll; // the save dialog runs its own event loop: answer it once it is up
    QObject::connect(&poll, &QTimer::timeout, &window, [&poll, &answered, path] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        auto *name = dialog ? dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")) : nullptr;
        if (!name)
            return;
        poll.stop();
        name->setText(path);
        QTest::keyClick(name, Qt::Key_Return);
        answered = true;
    });
    poll.start(100);
    exportAction->trigger();
    return QTest::qWaitFor([&] { return answered; }, 15000);
}

bool openAndWait(MainWindow &window, const std::function<void()> &open)
{
    QSignalSpy changed(&window, &MainWindow::archiveChanged);
    open();
    return QTest::qWaitFor([&] { return changed.count() >= 1 && !window.isLoading(); }, 120000);
}

} // namespace

class TestUiFileChanges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        kie::test::isolateSettings(m_settings.path());
    }

    void emptiedWorkspaceFileUnderTheManifest_data()
    {
        QTest::addColumn<int>("emptied");
        QTest::newRow("f298, past the 256th file") << 298;
        QTest::newRow("f012") << 12;
    }

    void emptiedWorkspaceFileUnderTheManifest()
    {
        QFETCH(int, emptied);
        QTemporaryDir dir;
        // The runs' latencies come from Python's hash() of their names: one seed, the same files each
        // time. Runs of equal latency have one record digest, and the workspace shows them once.
        QProcess generate;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PYTHONHASHSEED"), QStringLiteral("0"));
        generate.setProcessEnvironment(environment);
        generate.start(QStringLiteral("python3"),
                       {QStringLiteral("../shared/fixtures/hostile/generate.py"), QStringLiteral("workspace300"), dir.path()});
        QVERIFY(generate.waitForFinished(60000));
        QCOMPARE(generate.exitCode(), 0);
        QStringList files;
        QSet<QString> digests;
        for (int i = 0; i < kFiles; ++i) {
            files << dir.filePath(QStringLiteral("ws300/f%1.json").arg(i, 3, 10, QLatin1Char('0')));
            const kie::ReadResult read = kie::readArchiveFile(files.back());
            QVERIFY2(read.archive && read.archive->runs.size() == 1, qPrintable(files.back()));
            digests.insert(read.archive->runs.front().digest);
        }
        const QString target = files[emptied];
        const QString targetName = QStringLiteral("f%1.json").arg(emptied, 3, 10, QLatin1Char('0'));
        const QString targetRun = QStringLiteral("ws-run-%1").arg(emptied, 3, 10, QLatin1Char('0'));
        QVERIFY(QFile::exists(target));

        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, [&] { window.openPaths(files); }));
        QCOMPARE(window.workspaceMembers().size(), kFiles);
        QCOMPARE(window.archive()->runs.size(), size_t(digests.size()));
        // The run shown is the first file's that carries its digest: the emptied file's, this seed.
        const int run = window.findRun(targetRun);
        const int untouched = window.findRun(QStringLiteral("ws-run-100"));
        QVERIFY(run >= 0 && untouched >= 0);
        QCOMPARE(window.archive()->runs[size_t(run)].meta.name, targetRun);

        // The Manifest tab open on a file that stays as it was: its bytes, which can be copied.
        window.showManifest(untouched);
        QCOMPARE(window.currentPage(), MainWindow::Page::Manifest);
        QVERIFY(window.manifestView()->displayedText().contains(QLatin1String("ws-run-100")));
        QPushButton *copyExact = manifestButton(window, QStringLiteral("Copy exact JSON"));
        QPushButton *copyPretty = manifestButton(window, QStringLiteral("Copy pretty JSON"));
        QVERIFY(copyExact && copyPretty);
        QVERIFY(copyExact->isEnabled() && copyPretty->isEnabled());
        QVERIFY(!window.reloadBar()->isVisible());

        QCOMPARE(::truncate(QFile::encodeName(target).constData(), 0), 0);
        QTRY_VERIFY_WITH_TIMEOUT(window.reloadBar()->isVisible(), 10000);
        const QString said = window.reloadBar()->findChild<QLabel *>(QStringLiteral("reloadText"))->text();
        QVERIFY2(said.contains(targetName + QStringLiteral(" changed on disk")), qPrintable(said));

        // Its run selected with the Manifest tab open: why its bytes are not shown, nothing to copy.
        QVERIFY(window.selectRun(run));
        QCOMPARE(window.currentPage(), MainWindow::Page::Manifest);
        const QString shown = window.manifestView()->displayedText();
        QVERIFY2(shown.contains(QLatin1String("changed or shortened by another program")), qPrintable(shown.left(300)));
        QVERIFY2(!shown.contains(targetRun), qPrintable(shown.left(300)));
        QVERIFY(!shown.contains(QChar(0)) && !shown.contains(QChar(QChar::ReplacementCharacter)));
        QVERIFY(!copyExact->isEnabled());
        QVERIFY(!copyPretty->isEnabled());
        QApplication::clipboard()->setText(QStringLiteral("left alone"));
        copyExact->click();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("left alone"));

        // The others keep their bytes.
        QVERIFY(window.selectRun(untouched));
        QVERIFY(window.manifestView()->displayedText().contains(QLatin1String("ws-run-100")));
        QVERIFY(copyExact->isEnabled());

        // File > Export as run archive writes none of the workspace: one of its files changed.
        const QString exported = dir.filePath(QStringLiteral("export.json"));
        QVERIFY(exportThroughTheDialog(window, exported));
        QTRY_VERIFY_WITH_TIMEOUT(window.statusText().startsWith(QStringLiteral("Export failed: ") + targetName + QLatin1Char(':')),
                                 30000);
        QVERIFY2(window.statusText().contains(QStringLiteral("nothing was written")), qPrintable(window.statusText()));
        QVERIFY(!QFile::exists(exported));

        // Reload: the 299 others are read again; the emptied file, which no longer opens, is named
        // in the problems.
        auto *reload = window.reloadBar()->findChild<QPushButton *>(QStringLiteral("reloadButton"));
        QVERIFY(reload);
        QVERIFY(openAndWait(window, [&] { reload->click(); }));
        QCOMPARE(window.workspaceMembers().size(), kFiles - 1);
        QCOMPARE(window.findRun(targetRun), -1);
        const QAbstractItemModel *problems = window.problemsList()->model();
        bool named = false;
        for (int row = 0; row < problems->rowCount(); ++row)
            named = named || problems->index(row, 0).data().toString().contains(targetName);
        QVERIFY2(named, qPrintable(window.statusText()));
    }

private:
    QTemporaryDir m_settings;
};

QTEST_MAIN(TestUiFileChanges)
#include "tst_ui_filechanges.moc"
