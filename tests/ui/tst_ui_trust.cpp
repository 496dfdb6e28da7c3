// SPDX-License-Identifier: Apache-2.0
// Trust at a glance on the embedded sample: state badges for every state, the tampered bundle read
// as declared ≠ computed everywhere (run page, manifest references, table marker, plot marker), the
// integrity summary and its filters, manifest references that never keep an earlier run's rows,
// and nothing asked for left undone without a word (copies, permalinks, --run, extra files).
#include "archive.h"
#include "citationwidget.h"
#include "integrity.h"
#include "mainwindow.h"
#include "manifestview.h"
#include "rankingplot.h"
#include "references.h"
#include "runfilterproxy.h"
#include "runpage.h"
#include "runtablemodel.h"
#include "statebadge.h"
#include "../support/isolatedsettings.h"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <set>

using kie::ui::BadgeState;
using kie::ui::MainWindow;
using kie::ui::StateBadge;

Q_DECLARE_METATYPE(kie::ui::BadgeState)

namespace {

const QString kAltered = QStringLiteral("sample-fib-gemm-altered");

bool openAndWait(MainWindow &window, const QString &path, const QString &run = QString())
{
    QSignalSpy changed(&window, &MainWindow::archiveChanged);
    QSignalSpy failed(&window, &MainWindow::loadFailed);
    if (path.isEmpty())
        window.openEmbeddedSample(run);
    else
        window.openPath(path, run);
    if (!QTest::qWaitFor([&] { return changed.count() == 1 || failed.count() == 1; }, 30000))
        return false;
    return failed.isEmpty() && window.archive() && !window.isLoading();
}

QAction *menuAction(const MainWindow &window, const QString &menuText, const QString &actionText)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text().remove(QLatin1Char('&')) != menuText || !menu->menu())
            continue;
        for (QAction *action : menu->menu()->actions()) {
            if (action->text().remove(QLatin1Char('&')) == actionText)
                return action;
        }
    }
    return nullptr;
}

// The reference rows of the manifest view's References tab: one badge per role of the run.
int referenceBadges(const MainWindow &window)
{
    auto *references = window.manifestView()->findChild<QWidget *>(QStringLiteral("manifestReferences"));
    return references ? int(references->findChildren<StateBadge *>().size()) : -1;
}


} // namespace

class TestTrust : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        kie::test::isolateSettings(m_settings.path());
        QSettings().clear();
    }

    void badges_data()
    {
        QTest::addColumn<BadgeState>("state");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("icon");
        QTest::addColumn<bool>("warning");
        QTest::newRow("verified") << BadgeState::Verified << QStringLiteral("verified") << QStringLiteral("check") << false;
        QTest::newRow("mismatch") << BadgeState::Mismatch << QString::fromUtf8("declared ≠ computed") << QStringLiteral("alert") << true;
        QTest::newRow("not in archive") << BadgeState::NotInArchive << QStringLiteral("not in archive") << QStringLiteral("question") << false;
        QTest::newRow("not declared") << BadgeState::NotDeclared << QStringLiteral("not declared") << QStringLiteral("dash") << false;
        QTest::newRow("signature valid") << BadgeState::SignatureValid << QStringLiteral("signature valid") << QStringLiteral("seal-check") << false;
        QTest::newRow("signature invalid") << BadgeState::SignatureInvalid << QStringLiteral("signature invalid") << QStringLiteral("seal-cross") << true;
        QTest::newRow("unsigned") << BadgeState::Unsigned << QStringLiteral("unsigned") << QStringLiteral("seal-empty") << false;
    }
    void badges()
    {
        QFETCH(BadgeState, state);
        QFETCH(QString, word);
        QFETCH(QString, icon);
        QFETCH(bool, warning);
        const StateBadge badge(state, QStringLiteral("protocol"));
        QCOMPARE(badge.text(), word);
        QCOMPARE(badge.iconName(), icon);
        QCOMPARE(badge.accessibleName(), QStringLiteral("protocol: ") + word);
        QVERIFY(!badge.accessibleDescription().isEmpty());
        QCOMPARE(kie::ui::isWarning(state), warning);
        const auto *iconLabel = badge.findChild<QLabel *>(QStringLiteral("badgeIcon"));
        QVERIFY(iconLabel);
        QVERIFY(!iconLabel->pixmap().isNull());
        QCOMPARE(iconLabel->accessibleName(), word);
        const auto *wordLabel = badge.findChild<QLabel *>(QStringLiteral("badgeWord"));
        QVERIFY(wordLabel);
        QCOMPARE(wordLabel->textFormat(), Qt::PlainText);
        QCOMPARE(wordLabel->font().bold(), warning);
        QCOMPARE(wordLabel->palette().color(QPalette::WindowText), kie::ui::badgeLook(state).colour);
    }

    // Never colour alone: every state has its own icon, and two states of one colour differ in shape.
    void badgesAreDistinct()
    {
        std::set<QString> icons, words;
        std::set<std::pair<QString, QRgb>> looks;
        for (int i = 0; i <= int(BadgeState::Unsigned); ++i) {
            const kie::ui::BadgeLook look = kie::ui::badgeLook(BadgeState(i));
            icons.insert(look.iconName);
            words.insert(look.word);
            looks.insert({look.iconName, look.colour.rgb()});
            const QImage image = kie::ui::badgeIcon(BadgeState(i), 16).pixmap(16, 16).toImage();
            QVERIFY(!image.isNull());
        }
        QCOMPARE(icons.size(), size_t(7));
        QCOMPARE(words.size(), size_t(7));
        // The icons really differ as pictures, not only by name.
        std::set<QByteArray> pictures;
        for (int i = 0; i <= int(BadgeState::Unsigned); ++i) {
            const QImage image = kie::ui::badgeIcon(BadgeState(i), 16).pixmap(16, 16).toImage().convertToFormat(QImage::Format_ARGB32);
            pictures.insert(QByteArray(reinterpret_cast<const char *>(image.constBits()), image.sizeInBytes()));
        }
        QCOMPARE(pictures.size(), size_t(7));
    }

    // The tampered bundle reads declared ≠ computed on every surface; the genuine seed stays verified.
    void alteredBundleEverywhere()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, QString(), kAltered));
        const int altered = window.findRun(kAltered);
        QVERIFY(altered >= 0);
        QCOMPARE(window.currentRun(), altered); // --run with the embedded sample is honoured

        // Run page: badge and the §3 note.
        const auto *badge = window.runPage()->findChild<StateBadge *>(QStringLiteral("runPageReference_protocol"));
        QVERIFY(badge);
        QCOMPARE(badge->state(), BadgeState::Mismatch);
        QCOMPARE(badge->text(), QString::fromUtf8("declared ≠ computed"));
        bool noteShown = false;
        for (const QLabel *label : window.runPage()->findChildren<QLabel *>())
            noteShown = noteShown || label->text().contains(QStringLiteral("another object in the file has the declared digest"));
        QVERIFY(noteShown);
        const auto *warning = window.runPage()->findChild<StateBadge *>(QStringLiteral("runPageTrustWarning"));
        QVERIFY(warning); // said before the panes, not only in the Protocol pane
        QCOMPARE(warning->accessibleName(), QString::fromUtf8("this run: declared ≠ computed"));

        // Manifest references.
        window.showManifest(altered);
        const auto *manifestBadge = window.manifestView()->findChild<StateBadge *>(QStringLiteral("referenceState_protocol"));
        QVERIFY(manifestBadge);
        QCOMPARE(manifestBadge->state(), BadgeState::Mismatch);
        QVERIFY(window.manifestView()->findChild<QLabel *>(QStringLiteral("referenceNote_protocol")));

        // Table marker: the model gives the state, the delegate draws it.
        const QModelIndex cell = window.runTable()->model()->index(window.runProxy()->mapRowFromSource(altered),
                                                                   kie::RunTableModel::Integrity);
        QCOMPARE(cell.data(kie::RunTableModel::TrustRole).toInt(), int(kie::RunTrust::Mismatch));
        QCOMPARE(cell.data().toString(), QString::fromUtf8("declared ≠ computed"));
        QVERIFY(qobject_cast<kie::ui::TrustBadgeDelegate *>(window.runTable()->itemDelegateForColumn(kie::RunTableModel::Integrity)));

        // Plot: integrity before rank (ARCHIVE.md §3), so it is no bar and not the group's #1; the
        // group lists it as unranked with the reason.
        QVERIFY(window.rankingPlot()->flaggedRuns().empty());
        const auto &group = window.archive()->ranking.groups[size_t(window.archive()->ranking.runs[size_t(altered)].group)];
        QVERIFY(group.best != altered);
        QVERIFY(std::find(group.unranked.begin(), group.unranked.end(), altered) != group.unranked.end());
        QCOMPARE(window.archive()->ranking.unrankedReason(altered), QString::fromUtf8("declared ≠ computed"));

        // The genuine seed beside it.
        QVERIFY(window.selectRun(0));
        const auto *seedBadge = window.runPage()->findChild<StateBadge *>(QStringLiteral("runPageReference_protocol"));
        QVERIFY(seedBadge);
        QCOMPARE(seedBadge->state(), BadgeState::Verified);
        QVERIFY(!window.runPage()->findChild<StateBadge *>(QStringLiteral("runPageTrustWarning")));
        QCOMPARE(window.runTable()->model()->index(window.runProxy()->mapRowFromSource(0), kie::RunTableModel::Integrity)
                     .data(kie::RunTableModel::TrustRole).toInt(),
                 int(kie::RunTrust::NotInArchive));
        // Its group's #1 is flagged too, for its attestation whose signature does not verify.
        const int seedGroupBest = window.archive()->ranking.groups[size_t(window.archive()->ranking.runs[0].group)].best;
        QCOMPARE(window.rankingPlot()->flaggedRuns(), std::vector<int>{seedGroupBest});
        QCOMPARE(window.archive()->runs[size_t(seedGroupBest)].digest, window.archive()->attestations.back().subject);
        QVERIFY(window.rankingPlot()->flagTexts().contains(QString::fromUtf8("#1 \u26A0 signature invalid")));
    }

    // The same for a tampered twin of the seed beside the genuine bundle, in one RunArchive.
    void tamperedTwin()
    {
        QFile seedFile(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY(seedFile.open(QIODevice::ReadOnly));
        const nlohmann::json genuine = nlohmann::json::parse(seedFile.readAll().toStdString());
        nlohmann::json twin = genuine;
        twin["protocol"]["spec"]["measurement"]["timer"] = "wall_clock";
        twin["run"]["metadata"]["name"] = "twin";
        twin["run"]["metadata"]["annotations"]["kernelindex.dev/permalink"] = "https://example.org/runs/twin";
        const nlohmann::json document = {{"apiVersion", "kernelindex.dev/v1alpha1"},
                                         {"kind", "RunArchive"},
                                         {"metadata", {{"name", "seed-and-twin"}}},
                                         {"items", nlohmann::json::array({genuine, twin})}};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("twin.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(document.dump(2)));
        file.close();

        MainWindow window;
        QVERIFY(openAndWait(window, path, QStringLiteral("twin")));
        QCOMPARE(window.currentRun(), 1);
        QCOMPARE(window.runPage()->findChild<StateBadge *>(QStringLiteral("runPageReference_protocol"))->state(),
                 BadgeState::Mismatch);
        window.showManifest(1);
        QCOMPARE(window.manifestView()->findChild<StateBadge *>(QStringLiteral("referenceState_protocol"))->state(),
                 BadgeState::Mismatch);
        QCOMPARE(window.runTable()->model()->index(window.runProxy()->mapRowFromSource(1), kie::RunTableModel::Integrity)
                     .data(kie::RunTableModel::TrustRole).toInt(),
                 int(kie::RunTrust::Mismatch));
        QVERIFY(window.rankingPlot()->flaggedRuns().empty()); // unranked: no bar (ARCHIVE.md §3)

        // Copy permalink applies to the twin (it has one) and not to the genuine run (none).
        QAction *permalink = menuAction(window, QStringLiteral("Edit"), QStringLiteral("Copy permalink"));
        QVERIFY(permalink);
        QVERIFY(permalink->isEnabled());
        permalink->trigger();
        QCOMPARE(window.statusText(), QStringLiteral("Copied permalink of run 381f22e4"));

        window.showManifest(0);
        QVERIFY(!permalink->isEnabled());
        QCOMPARE(window.manifestView()->findChild<StateBadge *>(QStringLiteral("referenceState_protocol"))->state(),
                 BadgeState::Verified);
        QCOMPARE(window.runPage()->findChild<StateBadge *>(QStringLiteral("runPageReference_protocol"))->state(),
                 BadgeState::Verified);
    }

    // Switching the manifest view across every run, 50 times over, leaves one set of reference rows.
    void manifestKeepsOneSetOfRows()
    {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(openAndWait(window, QString()));
        const auto archive = window.archive();
        window.showManifest(0);
        auto *tabs = window.manifestView()->findChild<QTabWidget *>();
        QVERIFY(tabs);
        tabs->setCurrentIndex(tabs->count() - 1); // References & digests
        auto *references = window.manifestView()->findChild<QWidget *>(QStringLiteral("manifestReferences"));
        QVERIFY(references);
        const qsizetype labelsForFirst = references->findChildren<QLabel *>().size();
        // Once through the window (run selection and all), then 50 rounds on the view itself.
        for (int round = 0; round <= 50; ++round) {
            for (int run = 0; run < int(archive->runs.size()); ++run) {
                if (round == 0)
                    window.showManifest(run);
                else
                    window.manifestView()->showRun(archive, run);
                const std::vector<kie::ReferenceCheck> checks = kie::checkReferences(*archive, run);
                QCOMPARE(referenceBadges(window), int(checks.size()));
                QCOMPARE(window.manifestView()->findChild<StateBadge *>(QStringLiteral("referenceState_protocol"))->state(),
                         kie::ui::badgeState(checks[0].state));
            }
        }
        window.showManifest(0);
        QCOMPARE(references->findChildren<QLabel *>().size(), labelsForFirst);
    }

    // The integrity summary, in the status bar and atop the navigator, and its filters.
    void integritySummary()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, QString()));
        const QString expected = QString::fromUtf8("31 runs · 75 verified · 1 declared ≠ computed · 1 invalid signature · "
                                                   "37 not in archive · 1 valid signature · 1 unsigned attestation");
        QCOMPARE(window.integrityStatus()->text(), expected);
        QCOMPARE(window.integrityNavigator()->text(), expected);
        QCOMPARE(window.integrityStatus()->overallState(), BadgeState::Mismatch);
        QVERIFY(window.integrityStatus()->accessibleName().endsWith(expected));

        const int altered = window.findRun(kAltered);
        Q_EMIT window.integrityNavigator()->filterRequested(kie::IntegrityFilter::Mismatch);
        QCOMPARE(window.runProxy()->rowCount(), 1);
        QCOMPARE(window.runProxy()->mapRowToSource(0), altered);
        QCOMPARE(window.currentRun(), altered);
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("runRowCount"))->text().startsWith(QStringLiteral("1 of 31")));

        Q_EMIT window.integrityStatus()->filterRequested(kie::IntegrityFilter::InvalidSignature);
        QCOMPARE(window.runProxy()->rowCount(), 1);
        const kie::RunRecord &best = window.archive()->runs[size_t(window.runProxy()->mapRowToSource(0))];
        QCOMPARE(best.digest, window.archive()->attestations.back().subject);

        Q_EMIT window.integrityStatus()->filterRequested(kie::IntegrityFilter::NotInArchive);
        QCOMPARE(window.runProxy()->rowCount(), 26);

        Q_EMIT window.integrityStatus()->clearFilterRequested();
        QCOMPARE(window.runProxy()->rowCount(), 31);
    }

    // Every copy says what it copied; Copy permalink is off where there is none.
    void copiesConfirmAndPermalinkFollowsRun()
    {
        MainWindow window;
        QVERIFY(openAndWait(window, QString()));
        QAction *digest = menuAction(window, QStringLiteral("Edit"), QStringLiteral("Copy record digest"));
        QAction *citation = menuAction(window, QStringLiteral("Edit"), QStringLiteral("Copy citation"));
        QAction *permalink = menuAction(window, QStringLiteral("Edit"), QStringLiteral("Copy permalink"));
        QVERIFY(digest && citation && permalink);

        digest->trigger();
        QCOMPARE(window.statusText(), QStringLiteral("Copied record digest of run 381f22e4"));
        auto *format = window.runPage()->findChild<QComboBox *>(QStringLiteral("citationFormat"));
        QVERIFY(format);
        format->setCurrentIndex(format->findData(QStringLiteral("bibtex")));
        citation->trigger();
        QCOMPARE(window.statusText(), QStringLiteral("Copied BibTeX citation of run 381f22e4"));

        // The sample's runs have no permalink (tamperedTwin() covers one that has).
        for (int run = 0; run < int(window.archive()->runs.size()); ++run) {
            QVERIFY(window.selectRun(run));
            QVERIFY(!window.runPage()->citationWidget()->hasPermalink());
            QVERIFY(!permalink->isEnabled());
        }
    }

    void unmatchedRunIsReported()
    {
        MainWindow window;
        QSignalSpy notDone(&window, &MainWindow::notDone);
        QVERIFY(openAndWait(window, QString(), QStringLiteral("no-such-run")));
        QCOMPARE(notDone.count(), 1);
        QVERIFY(notDone.constFirst().constFirst().toString().contains(QStringLiteral("No run matches")));
        QVERIFY(window.statusText().contains(QStringLiteral("No run matches \u201cno-such-run\u201d")));
        QCOMPARE(window.currentRun(), 0);
    }

    // Reported while the file is still loading: said again in the status bar once it has opened.
    void extraFilesAreReported()
    {
        MainWindow window;
        QSignalSpy notDone(&window, &MainWindow::notDone);
        QSignalSpy changed(&window, &MainWindow::archiveChanged);
        window.openEmbeddedSample();
        window.reportNotDone(QStringLiteral("Opened only the first file; not opened: b.json"));
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
        QCOMPARE(notDone.count(), 1);
        QVERIFY2(window.statusText().contains(QStringLiteral("not opened: b.json")), qPrintable(window.statusText()));
        QVERIFY(window.statusText().startsWith(QStringLiteral("Opened ")));
    }

    // A file that cannot be opened: the dock's count is its rows, and the path is written once.
    void problemsDockCountsItsRows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("truncated.json"));
        QFile seed(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY(seed.open(QIODevice::ReadOnly));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(seed.readAll().left(1200));
        file.close();

        MainWindow window;
        QSignalSpy failed(&window, &MainWindow::loadFailed);
        window.openPath(path);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        const QAbstractItemModel *problems = window.problemsList()->model();
        QVERIFY(problems->rowCount() >= 1);
        const auto *dock = window.findChild<QDockWidget *>(QStringLiteral("problemsDock"));
        QCOMPARE(dock->windowTitle(), QStringLiteral("Problems (%1)").arg(problems->rowCount()));
        for (int row = 0; row < problems->rowCount(); ++row) {
            const QString text = problems->index(row, 0).data().toString();
            QCOMPARE(text.count(path), 1);
        }
        QCOMPARE(failed.constFirst().constFirst().toString().count(QStringLiteral("truncated.json")), 1);
    }

    // A file shortened by another program after it was opened: the manifest shows why its bytes
    // are not shown, never the zeros that read in their place, and nothing of them can be copied.
    void manifestOfShortenedFileIsNotShown()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seed.json"));
        QVERIFY(QFile::copy(QStringLiteral("../shared/fixtures/seed/manifest.json"), path));
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(openAndWait(window, path));
        window.showManifest(0);
        const QString before = window.manifestView()->displayedText();
        QVERIFY(before.contains(QLatin1String("BenchmarkRun")));
        const auto copyExact = [&window] {
            for (QPushButton *button : window.manifestView()->findChildren<QPushButton *>()) {
                if (button->text() == QLatin1String("Copy exact JSON"))
                    return button;
            }
            return static_cast<QPushButton *>(nullptr);
        };
        QVERIFY(copyExact() && copyExact()->isEnabled());

        QCOMPARE(::truncate(QFile::encodeName(path).constData(), 0), 0);
        window.showManifest(-1);
        window.manifestView()->showRun(window.archive(), 0);
        const QString after = window.manifestView()->displayedText();
        QVERIFY2(after.contains(QLatin1String("shortened")), qPrintable(after));
        QVERIFY(!after.contains(QLatin1String("BenchmarkRun")));
        QVERIFY(!after.contains(QChar(0)));
        QVERIFY(!copyExact()->isEnabled());
    }

private:
    QTemporaryDir m_settings;
};

QTEST_MAIN(TestTrust)
#include "tst_ui_trust.moc"
