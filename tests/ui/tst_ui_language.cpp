// SPDX-License-Identifier: Apache-2.0
// The window speaks the chosen language: menus and run-page panes come from the embedded .qm files,
// numbers follow the chosen locale, and digests stay byte for byte what the archive holds.
#include "languages.h"
#include "mainwindow.h"
#include "runpage.h"
#include "statebadge.h"
#include "../support/isolatedsettings.h"

#include <QAction>
#include <QCoreApplication>
#include <QGroupBox>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using kie::ui::MainWindow;

namespace {

const QString kSeedDigest = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");

QString mainWindowText(const char *source)
{
    return QCoreApplication::translate("kie::ui::MainWindow", source);
}

QString runPageText(const char *source)
{
    return QCoreApplication::translate("kie::ui::RunPage", source);
}

// Builds the window after the language is installed (widgets take their texts when built) and waits
// for the embedded sample, whose first run is the seed record.
std::unique_ptr<MainWindow> windowWithSample(const QString &language)
{
    if (kie::installTranslations(language) != language) {
        qWarning() << "no translation for" << language;
        return nullptr;
    }
    auto window = std::make_unique<MainWindow>();
    QSignalSpy changed(window.get(), &MainWindow::archiveChanged);
    QSignalSpy failed(window.get(), &MainWindow::loadFailed);
    window->openEmbeddedSample();
    if (!QTest::qWaitFor([&] { return changed.count() > 0 || failed.count() > 0; }, 30000) || failed.count() > 0
        || !window->archive() || window->currentRun() != 0) {
        qWarning() << "the embedded sample did not open with its seed run selected";
        return nullptr;
    }
    return window;
}

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

// Alt+letter must reach one entry only: the mnemonics of `actions` that share a key.
QStringList clashingMnemonics(const QList<QAction *> &actions)
{
    QHash<int, QString> seen;
    QStringList clashes;
    for (const QAction *action : actions) {
        if (action->isSeparator() || action->text().isEmpty())
            continue;
        const QKeySequence key = QKeySequence::mnemonic(action->text());
        if (key.isEmpty())
            continue;
        if (seen.contains(key[0].toCombined()))
            clashes << seen.value(key[0].toCombined()) + QStringLiteral(" / ") + action->text();
        else
            seen.insert(key[0].toCombined(), action->text());
    }
    return clashes;
}

// The pane's row caption for `value`, e.g. the label left of the record digest.
const QLabel *labelShowing(const QWidget *root, const QString &text)
{
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        if (label->text() == text)
            return label;
    }
    return nullptr;
}

} // namespace

class TestUiLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // A stored language, recent files or window state from the user must not leak in.
        QVERIFY(m_settingsDir.isValid());
        kie::test::isolateSettings(m_settingsDir.path());
        QSettings().clear();
    }

    void cleanupTestCase()
    {
        m_german.reset();
        QCOMPARE(kie::installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("kie::ui::MainWindow", "&File"), QStringLiteral("&File"));
    }

    void mainMenus_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected"); // File, Edit, View, Settings, Help as a native speaker reads them
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"),
                                           QStringLiteral("&Ansicht"), QStringLiteral("&Einstellungen"), QStringLiteral("&Hilfe")};
        QTest::newRow("ja") << QStringLiteral("ja")
                            << QStringList{QStringLiteral("ファイル(&F)"), QStringLiteral("編集(&E)"),
                                           QStringLiteral("表示(&V)"), QStringLiteral("設定(&S)"), QStringLiteral("ヘルプ(&H)")};
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList{QStringLiteral("文件(&F)"), QStringLiteral("编辑(&E)"),
                                              QStringLiteral("视图(&V)"), QStringLiteral("设置(&S)"), QStringLiteral("帮助(&H)")};
    }
    void mainMenus()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        const std::unique_ptr<MainWindow> window = windowWithSample(language);
        QVERIFY(window);
        const QStringList titles = menuTitles(*window);
        // What the window shows is what the installed translation says, and that is the expected word.
        const QStringList translated{mainWindowText("&File"), mainWindowText("&Edit"), mainWindowText("&View"),
                                     mainWindowText("&Settings"), mainWindowText("&Help")};
        QCOMPARE(titles, translated);
        QCOMPARE(titles, expected);

        QStringList clashes = clashingMnemonics(window->menuBar()->actions());
        for (const QAction *menuAction : window->menuBar()->actions()) {
            QVERIFY(menuAction->menu());
            clashes += clashingMnemonics(menuAction->menu()->actions());
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    }

    void germanRunPanes_data()
    {
        QTest::addColumn<QString>("objectName");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("german");
        QTest::newRow("Identity") << QStringLiteral("paneIdentity") << QStringLiteral("Identity") << QStringLiteral("Identität");
        QTest::newRow("Correctness") << QStringLiteral("paneCorrectness") << QStringLiteral("Correctness")
                                     << QStringLiteral("Korrektheit");
        QTest::newRow("Workload") << QStringLiteral("paneWorkload") << QStringLiteral("Workload") << QStringLiteral("Workload");
        QTest::newRow("Measurements") << QStringLiteral("paneMeasurements") << QStringLiteral("Measurements")
                                      << QStringLiteral("Messungen");
        QTest::newRow("Protocol") << QStringLiteral("paneProtocol") << QStringLiteral("Protocol") << QStringLiteral("Protokoll");
        QTest::newRow("Environment") << QStringLiteral("paneEnvironment") << QStringLiteral("Environment")
                                     << QStringLiteral("Umgebung");
        QTest::newRow("Artifacts") << QStringLiteral("paneArtifacts") << QStringLiteral("Artifacts") << QStringLiteral("Artefakte");
        QTest::newRow("Attestations & notes") << QStringLiteral("paneAttestations") << QStringLiteral("Attestations && notes")
                                              << QStringLiteral("Bestätigungen && Notizen");
    }
    void germanRunPanes()
    {
        QFETCH(QString, objectName);
        QFETCH(QString, source);
        QFETCH(QString, german);
        const MainWindow *window = germanWindow();
        QVERIFY(window);
        const auto *pane = window->runPage()->findChild<QGroupBox *>(objectName);
        QVERIFY2(pane, qPrintable(objectName));
        QCOMPARE(pane->title(), runPageText(source.toUtf8().constData()));
        QCOMPARE(pane->title(), german);
    }

    void germanNumbersButUntouchedDigest()
    {
        const MainWindow *window = germanWindow();
        QVERIFY(window);
        const kie::ui::RunPage *page = window->runPage();
        // 485961 ns in four significant digits with the German decimal comma; the statistic's name in German.
        const auto *primary = page->findChild<QLabel *>(QStringLiteral("runPagePrimary"));
        QVERIFY(primary);
        QCOMPARE(primary->text(), QStringLiteral("486,0 µs Mittelwert"));
        const auto *meanRow = page->findChild<QLabel *>(QStringLiteral("runPageLatency_mean"));
        QVERIFY(meanRow);
        QCOMPARE(meanRow->text(), QStringLiteral("486,0 µs") + runPageText("  (primary)"));
        QCOMPARE(runPageText("  (primary)"), QStringLiteral("  (primär)"));

        // The record digest is shown exactly as computed, next to a German caption.
        const auto *identity = page->findChild<QGroupBox *>(QStringLiteral("paneIdentity"));
        QVERIFY(identity);
        QVERIFY2(labelShowing(identity, kSeedDigest), "the record digest is not shown verbatim");
        QVERIFY(labelShowing(identity, QStringLiteral("Datensatz-Digest")));
        QCOMPARE(QCoreApplication::translate("kie::ReferenceState", "verified"), QStringLiteral("verifiziert"));
        const auto *protocolState = page->findChild<kie::ui::StateBadge *>(QStringLiteral("runPageReference_protocol"));
        QVERIFY(protocolState);
        QCOMPARE(protocolState->text(), QStringLiteral("verifiziert"));
    }

private:
    // One German window for the run-page checks; reinstalls German in case another row switched.
    const MainWindow *germanWindow()
    {
        if (!m_german)
            m_german = windowWithSample(QStringLiteral("de"));
        else
            kie::installTranslations(QStringLiteral("de"));
        return m_german.get();
    }

    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_german;
};

QTEST_MAIN(TestUiLanguage)
#include "tst_ui_language.moc"
