// SPDX-License-Identifier: Apache-2.0
// What a new user meets first, offscreen: the sample says it is the sample and offers Open file /
// folder / URL; the title names the program once; a confirmation in the status bar is readable at
// 1024 px and does not bring back an older one; a file that fails lists as many problems as its
// message counts; a new passphrase is confirmed in the same dialog; the shortcuts list shows its Keys
// whole and names Open Folder and the Leaderboard.
#include "archive.h"
#include "compareview.h"
#include "elidedlabel.h"
#include "languages.h"
#include "mainwindow.h"
#include "problemlistmodel.h"
#include "problemsview.h"
#include "shortcutsdialog.h"
#include "signingkeydialog.h"
#include "uiutils.h"
#include "../support/isolatedsettings.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using kie::ui::MainWindow;

namespace {

const QString kSample = QStringLiteral("resources/sample-archive.json");

bool openAndWait(MainWindow &window, const QString &path)
{
    QSignalSpy changed(&window, &MainWindow::archiveChanged);
    if (path.isEmpty())
        window.openEmbeddedSample();
    else
        window.openPath(path);
    return QTest::qWaitFor([&] { return changed.count() > 0 && !window.isLoading(); }, 30000) && window.archive();
}

} // namespace

class TestUiFirstUse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settingsDir.isValid());
        kie::test::isolateSettings(m_settingsDir.path());
        QSettings().clear();
    }

    void sampleSaysItIsTheSample()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(openAndWait(window, QString()));
        auto *notice = window.findChild<QWidget *>(QStringLiteral("sampleNotice"));
        QVERIFY(notice);
        QTRY_VERIFY(notice->isVisible());
        QVERIFY(notice->findChild<QLabel *>(QStringLiteral("sampleNoticeText"))->text().contains(QStringLiteral("sample")));
        for (const char *name : {"sampleOpenFile", "sampleOpenFolder", "sampleOpenUrl"}) {
            auto *button = notice->findChild<QPushButton *>(QLatin1String(name));
            QVERIFY2(button && button->isVisible(), name);
            QVERIFY(button->width() >= button->minimumSizeHint().width()); // never cut at 1024 px
        }
        // The sample's title names the program already: it is not said twice.
        QCOMPARE(window.windowTitle().count(QStringLiteral("KernelIndex Explorer")), 1);

        // One's own file: no notice, the title names the file and then the program.
        QVERIFY(openAndWait(window, QStringLiteral("../shared/fixtures/seed/manifest.json")));
        QVERIFY(!notice->isVisible());
        QVERIFY2(window.windowTitle().endsWith(QStringLiteral(" — KernelIndex Explorer")), qPrintable(window.windowTitle()));
    }

    void confirmationsAreReadableAndDoNotComeBack()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openAndWait(window, QString()));
        auto *message = window.findChild<kie::ui::ElidedLabel *>(QStringLiteral("statusMessage"));
        QVERIFY(message);
        kie::ui::announceCopied(QStringLiteral("record digest of run 381f22e4"));
        QCOMPARE(window.statusText(), QStringLiteral("Copied record digest of run 381f22e4"));
        QTRY_VERIFY(message->isVisible());
        // Readable: the whole confirmation is drawn, beside the provenance and the integrity summary.
        QTRY_VERIFY2(!message->isElided(), qPrintable(message->visibleText()));
        QVERIFY(message->width() >= message->fontMetrics().horizontalAdvance(window.statusText()));

        // A confirmation goes after a while and nothing older comes back in its place.
        kie::ui::announceCopied(QStringLiteral("permalink of run 381f22e4"));
        QTRY_VERIFY_WITH_TIMEOUT(window.statusText().isEmpty(), 12000);
        // What is said later (not a confirmation) stays.
        window.reportNotDone(QStringLiteral("No run matches \u201cx\u201d."));
        QTest::qWait(200);
        QCOMPARE(window.statusText(), QStringLiteral("No run matches \u201cx\u201d."));
    }

    void failedFileListsAsManyProblemsAsItCounts_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("atLeast"); // problems the message counts beyond its first
        QFile sample(kSample);
        QVERIFY(sample.open(QIODevice::ReadOnly));
        QTest::newRow("truncated sample") << sample.read(900) << 0;
        QFile workloads(QStringLiteral("../shared/data/sol-execbench/rmsnorm/workload.jsonl"));
        QVERIFY(workloads.open(QIODevice::ReadOnly));
        QTest::newRow("workloads only") << workloads.readAll() << 2;
    }

    void failedFileListsAsManyProblemsAsItCounts()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, atLeast);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        MainWindow window;
        QSignalSpy failed(&window, &MainWindow::loadFailed);
        window.openPath(path);
        QTRY_VERIFY_WITH_TIMEOUT(failed.count() == 1 && !window.isLoading(), 30000);
        const kie::ProblemListModel *problems = window.findChild<kie::ui::ProblemsView *>()->listModel();
        QVERIFY(problems->rowCount() >= 1);
        const QRegularExpressionMatch more = QRegularExpression(QStringLiteral("\\(and (\\d+) more problem")).match(problems->text(0));
        const int counted = more.hasMatch() ? more.captured(1).toInt() : 0;
        QVERIFY2(counted >= atLeast, qPrintable(problems->text(0)));
        QCOMPARE(problems->rowCount(), 1 + counted);
    }

    // Compare with… takes what every view shows: an implementation typed in any case (a run of another
    // group too), or the start of one offered in the list.
    void compareWithTakesWhatTheViewsShow_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("title"); // the start of run B's title
        QTest::newRow("another group's implementation") << QStringLiteral("willow skink") << QStringLiteral("Willow Skink ·");
        QTest::newRow("the start of an offered one") << QStringLiteral("Pewter") << QStringLiteral("Pewter Ibis ·");
    }

    void compareWithTakesWhatTheViewsShow()
    {
        QFETCH(QString, typed);
        QFETCH(QString, title);
        MainWindow window;
        QVERIFY(openAndWait(window, QString()));
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            if (auto *input = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
                input->setTextValue(typed);
                input->accept();
            } else if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                box->accept(); // "No run matches": the check below fails
            }
        });
        poll.start(20);
        window.chooseCompareWith(0);
        poll.stop();
        QCOMPARE(window.currentPage(), MainWindow::Page::Compare);
        const int b = window.compareView()->runB();
        QVERIFY(b >= 0);
        QVERIFY2(window.archive()->runs[size_t(b)].meta.title.startsWith(title), qPrintable(window.archive()->runs[size_t(b)].meta.title));
    }

    void newPassphraseIsConfirmedInOneDialog()
    {
        kie::ui::NewPassphraseDialog dialog;
        auto *passphrase = dialog.findChild<QLineEdit *>(QStringLiteral("passphrase"));
        auto *confirmation = dialog.findChild<QLineEdit *>(QStringLiteral("passphraseConfirmation"));
        QVERIFY(passphrase && confirmation);
        QCOMPARE(passphrase->echoMode(), QLineEdit::Password);
        QCOMPARE(confirmation->echoMode(), QLineEdit::Password);
        QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled()); // both empty: no passphrase
        QTest::keyClicks(passphrase, QStringLiteral("correct horse"));
        QVERIFY(!ok->isEnabled());
        QTest::keyClicks(confirmation, QStringLiteral("correct hose"));
        QVERIFY(!ok->isEnabled());
        QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("passphraseMismatch"))->isHidden());
        confirmation->clear();
        QTest::keyClicks(confirmation, QStringLiteral("correct horse"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.passphrase(), QByteArray("correct horse"));

        // Without a key yet, the key dialog says what its own buttons do, not where to find it.
        kie::ui::SigningKeyDialog keys;
        const QString state = keys.findChild<QLabel *>(QStringLiteral("signingKeyState"))->text();
        QVERIFY2(!state.contains(QStringLiteral("Settings > Signing key")), qPrintable(state));
    }

    void shortcutsShowTheirKeysWhole()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        kie::ui::ShortcutsDialog dialog(&window, &window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QTableWidget *table = dialog.table();
        QStringList commands;
        for (int row = 0; row < table->rowCount(); ++row)
            commands << table->item(row, 1)->text();
        QVERIFY2(commands.contains(QStringLiteral("Open Folder…")), qPrintable(commands.join(QLatin1Char('|'))));
        QVERIFY(commands.contains(QStringLiteral("Leaderboard")));
        const int keysRight = table->columnViewportPosition(2) + table->columnWidth(2);
        QVERIFY2(keysRight <= table->viewport()->width(), qPrintable(QString::number(keysRight)));
        for (int row = 0; row < table->rowCount(); ++row) // each key sequence on one line, whole
            QVERIFY(table->columnWidth(2) >= table->fontMetrics().horizontalAdvance(table->item(row, 2)->text()));
    }

    // For people to look at: the window on the sample, its Leaderboard heatmaps and the shortcuts, in
    // English and German at 1024×700 and 1600×1000, into $KIE_SHOTS_DIR (else build/screenshots).
    void screenshots_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *language : {"en", "de"}) {
            for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)})
                QTest::addRow("%s %dx%d", language, size.width(), size.height()) << QString::fromLatin1(language) << size;
        }
    }

    void screenshots()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        const QString out = qEnvironmentVariable("KIE_SHOTS_DIR", QDir(qEnvironmentVariable("KIE_BUILD_DIR", QDir::currentPath()))
                                                                      .filePath(QStringLiteral("screenshots")));
        QVERIFY(QDir().mkpath(out));
        const QString stem = QDir(out).filePath(QStringLiteral("firstuse-%1-%2x%3-").arg(language).arg(size.width()).arg(size.height()));
        kie::installTranslations(language);
        {
            MainWindow window;
            window.resize(size);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(openAndWait(window, QString()));
            QTest::qWait(300);
            QVERIFY(window.grab().save(stem + QStringLiteral("window.png")));
            auto *pages = window.findChild<QTabWidget *>(QStringLiteral("pages"));
            auto *leaderboard = window.findChild<QWidget *>(QStringLiteral("leaderboardView"));
            pages->setCurrentWidget(leaderboard);
            auto *figures = leaderboard->findChild<QTabWidget *>(QStringLiteral("leaderboardFigures"));
            for (int tab = 1; tab < figures->count(); ++tab) {
                figures->setCurrentIndex(tab);
                QTest::qWait(500);
                QVERIFY(window.grab().save(stem + QStringLiteral("leaderboard-%1.png").arg(tab)));
            }
            kie::ui::ShortcutsDialog dialog(&window, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QTest::qWait(200);
            QVERIFY(dialog.grab().save(stem + QStringLiteral("shortcuts.png")));
        }
        kie::installTranslations(QStringLiteral("en"));
    }

private:
    QTemporaryDir m_settingsDir;
};

QTEST_MAIN(TestUiFirstUse)
#include "tst_ui_firstuse.moc"
