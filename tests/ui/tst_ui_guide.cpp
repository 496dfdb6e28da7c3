// SPDX-License-Identifier: Apache-2.0
// The manual in the window: every topic file is in Help > Guide, the search keeps the topics that
// hold the words, links between topics stay inside the guide, F1 opens the focused pane's topic,
// and every action of every menu names a topic that exists and describes it. Under a real X server
// (xvfb) it also writes the guide in each language and the README's screenshot to
// $KIE_BUILD_DIR/screenshots; with KIE_UPDATE_SCREENSHOT=1 the latter replaces resources/screenshot.png.
#include "archive.h"
#include "guidedialog.h"
#include "helptopics.h"
#include "languages.h"
#include "mainwindow.h"
#include "../support/isolatedsettings.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <memory>

using kie::ui::GuideDialog;
using kie::ui::MainWindow;

namespace {

QStringList topicFilesInSource()
{
    QStringList ids;
    for (const QString &name : QDir(QStringLiteral("resources/help")).entryList({QStringLiteral("*.md")}, QDir::Files))
        ids << name.chopped(3);
    return ids;
}

// "Open &URL…" -> "Open URL": the label as a topic would name it.
QString plainLabel(const QString &text)
{
    QString label = text;
    label.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    label.replace(QStringLiteral("&&"), QStringLiteral("&"));
    if (label.endsWith(QChar(0x2026)))
        label.chop(1);
    return label.trimmed();
}

// Every action of a menu and of its submenus, with the path of menus to it ("File > Open URL").
void collectActions(QMenu *menu, const QString &path, QList<std::pair<QString, QAction *>> *actions)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString here = path + QStringLiteral(" > ") + plainLabel(action->text());
        if (action->menu())
            collectActions(action->menu(), here, actions);
        actions->append({here, action});
    }
}

QStringList visibleTopics(const GuideDialog &guide)
{
    QStringList titles;
    for (int row = 0; row < guide.topicList()->count(); ++row) {
        if (!guide.topicList()->item(row)->isHidden())
            titles << guide.topicList()->item(row)->text();
    }
    return titles;
}

} // namespace

class TestGuide : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    std::unique_ptr<MainWindow> m_window;
    QString m_screenshots;

    // Opens the Guide with F1's action, from whatever has focus, and returns the topic it showed.
    QString topicOfGuideAction()
    {
        QAction *guide = m_window->findChild<QAction *>(QStringLiteral("helpGuide"));
        if (!guide)
            return QStringLiteral("(no Help > Guide)");
        QString shown;
        QTimer::singleShot(0, this, [&] {
            if (auto *dialog = qobject_cast<GuideDialog *>(QApplication::activeModalWidget())) {
                shown = dialog->currentTopic();
                dialog->reject();
            }
        });
        guide->trigger();
        return shown;
    }

private slots:
    void initTestCase()
    {
        kie::test::isolateSettings(m_settings.path());
        kie::installTranslations(QStringLiteral("en"));
        m_screenshots = QDir(qEnvironmentVariable("KIE_BUILD_DIR", QDir::currentPath())).filePath(QStringLiteral("screenshots"));
        QVERIFY(QDir().mkpath(m_screenshots));
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
        m_window->openEmbeddedSample();
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
    }

    // Every file of resources/help/ is a topic of the guide, with a title; none is listed twice.
    void everyTopicFileIsInTheGuide()
    {
        const QStringList files = topicFilesInSource();
        QVERIFY(files.size() >= 14);
        const QList<kie::ui::HelpTopic> topics = kie::ui::helpTopics();
        QStringList ids;
        for (const kie::ui::HelpTopic &topic : topics) {
            QVERIFY2(!topic.title.isEmpty() && !topic.markdown.isEmpty(), qPrintable(topic.id));
            ids << topic.id;
        }
        QCOMPARE(QStringList(ids).size(), files.size());
        for (const QString &file : files)
            QVERIFY2(ids.contains(file), qPrintable(file + QStringLiteral(".md is not embedded: re-run cmake")));
        GuideDialog guide(m_window.get());
        QCOMPARE(guide.topicList()->count(), topics.size());
        QCOMPARE(ids.constFirst(), QStringLiteral("opening")); // reading order, not file names
    }

    // A link between topics names a topic that exists (they are read on a code-hosting site too).
    void linksBetweenTopicsResolve()
    {
        static const QRegularExpression link(QStringLiteral("\\]\\(([^)#]*\\.md)(#[^)]*)?\\)"));
        for (const kie::ui::HelpTopic &topic : kie::ui::helpTopics()) {
            for (auto it = link.globalMatch(topic.markdown); it.hasNext();) {
                const QString target = it.next().captured(1);
                const QString id = kie::ui::helpTopicOfLink(target);
                QVERIFY2(!id.isEmpty() && !kie::ui::helpTopic(id).markdown.isEmpty(),
                         qPrintable(topic.id + QStringLiteral(".md links to ") + target));
            }
        }
        GuideDialog guide(m_window.get(), QStringLiteral("window"));
        emit guide.browser()->anchorClicked(QUrl(QStringLiteral("workspaces.md")));
        QCOMPARE(guide.currentTopic(), QStringLiteral("workspaces"));
        QVERIFY(guide.browser()->toPlainText().contains(QStringLiteral("Add to Workspace")));
    }

    void searchKeepsTheTopicsThatHoldEveryWord()
    {
        GuideDialog guide(m_window.get());
        const int all = guide.topicList()->count();
        guide.searchBox()->setText(QStringLiteral("passphrase"));
        const QStringList found = visibleTopics(guide);
        QVERIFY2(found.contains(QStringLiteral("Notes and signing")), qPrintable(found.join(u", ")));
        QVERIFY2(found.size() < all, qPrintable(found.join(u", ")));
        QVERIFY(guide.browser()->toPlainText().contains(QStringLiteral("passphrase"), Qt::CaseInsensitive));
        QVERIFY(guide.browser()->textCursor().hasSelection()); // the word is found in the text shown

        guide.searchBox()->setText(QStringLiteral("heatmap DEFINITIONS"));
        QVERIFY(visibleTopics(guide).contains(QStringLiteral("The Leaderboard and heatmaps")));
        QVERIFY(!visibleTopics(guide).contains(QStringLiteral("Notes and signing")));

        guide.searchBox()->setText(QStringLiteral("zzqx-no-such-word"));
        QVERIFY(visibleTopics(guide).isEmpty());
        QVERIFY(!guide.findChild<QLabel *>(QStringLiteral("guideNoMatch"))->isHidden());
        guide.searchBox()->clear();
        QCOMPARE(visibleTopics(guide).size(), all);
    }

    // F1 opens the topic of the pane that has focus.
    void f1OpensTheFocusedPanesTopic_data()
    {
        QTest::addColumn<QString>("pane");
        QTest::addColumn<QString>("topic");
        QTest::newRow("run table") << "runTable" << "window";
        QTest::newRow("filter") << "runFilter" << "window";
        QTest::newRow("navigator") << "navigator" << "window";
        QTest::newRow("ranking plot") << "rankingPlot" << "groups";
        QTest::newRow("run page") << "runPage" << "run-page";
        QTest::newRow("compare") << "compareView" << "compare";
        QTest::newRow("leaderboard") << "leaderboardView" << "leaderboard";
        QTest::newRow("manifest") << "manifestView" << "integrity";
    }
    void f1OpensTheFocusedPanesTopic()
    {
        QFETCH(QString, pane);
        QFETCH(QString, topic);
        auto *widget = m_window->findChild<QWidget *>(pane);
        QVERIFY2(widget, qPrintable(pane));
        auto *pages = m_window->findChild<QTabWidget *>(QStringLiteral("pages"));
        for (QWidget *page = widget; page; page = page->parentWidget()) {
            if (pages->indexOf(page) >= 0)
                pages->setCurrentWidget(page);
        }
        QWidget *target = widget->focusProxy() ? widget->focusProxy() : widget;
        if (!(target->focusPolicy() & Qt::TabFocus)) {
            for (QWidget *child : widget->findChildren<QWidget *>()) {
                if ((child->focusPolicy() & Qt::TabFocus) && child->isVisible()) {
                    target = child;
                    break;
                }
            }
        }
        m_window->raise();
        m_window->activateWindow();
        QApplication::setActiveWindow(m_window.get());
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        target->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(widget == QApplication::focusWidget() || widget->isAncestorOf(QApplication::focusWidget()));
        QCOMPARE(topicOfGuideAction(), topic);
    }

    // Every action of every menu names a topic that exists and says what the action does.
    void everyMenuActionHasATopic()
    {
        QList<std::pair<QString, QAction *>> actions;
        for (QAction *top : m_window->menuBar()->actions()) {
            QVERIFY(top->menu());
            collectActions(top->menu(), plainLabel(top->text()), &actions);
        }
        QVERIFY(actions.size() >= 30);
        for (const auto &[path, action] : std::as_const(actions)) {
            const QString id = kie::ui::helpTopicOf(action);
            QVERIFY2(!id.isEmpty(), qPrintable(path + QStringLiteral(": no help topic (setHelpTopic on it or its menu)")));
            const kie::ui::HelpTopic topic = kie::ui::helpTopic(id);
            QVERIFY2(!topic.markdown.isEmpty(), qPrintable(path + QStringLiteral(": no topic ") + id));
            const QString label = plainLabel(action->text());
            QVERIFY2(topic.markdown.simplified().contains(label, Qt::CaseInsensitive), // a label may wrap
                     qPrintable(QStringLiteral("%1: resources/help/%2.md does not mention \"%3\"").arg(path, id, label)));
        }
    }

    // The guide in every language, for people to look at: no title cut, the chrome translated.
    void screenshotsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "de", "ja", "zh_CN"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void screenshotsInEveryLanguage()
    {
        QFETCH(QString, language);
        QCOMPARE(kie::installTranslations(language), language);
        GuideDialog guide(nullptr, QStringLiteral("integrity"));
        guide.show();
        QVERIFY(QTest::qWaitForWindowExposed(&guide));
        if (language != QLatin1String("en"))
            QVERIFY2(guide.windowTitle() != QLatin1String("Guide"), qPrintable(language));
        QListWidget *list = guide.topicList();
        for (int row = 0; row < list->count(); ++row) {
            const QRect rect = list->visualItemRect(list->item(row));
            QVERIFY2(rect.right() <= list->viewport()->width(), qPrintable(list->item(row)->text()));
            const QString title = list->item(row)->text();
            const int needed = list->fontMetrics().boundingRect(QRect(0, 0, rect.width(), 10000), Qt::TextWordWrap, title).height();
            QVERIFY2(needed <= rect.height(), qPrintable(QStringLiteral("%1 is cut in %2").arg(title, language)));
        }
        guide.grab().save(QDir(m_screenshots).filePath(QStringLiteral("guide-%1.png").arg(language)));
        guide.searchBox()->setText(QStringLiteral("passphrase"));
        guide.grab().save(QDir(m_screenshots).filePath(QStringLiteral("guide-search-%1.png").arg(language)));
        kie::installTranslations(QStringLiteral("en"));
    }

    // The README's picture: the window on the embedded sample, small enough to commit.
    void readmeScreenshot()
    {
        auto *pages = m_window->findChild<QTabWidget *>(QStringLiteral("pages"));
        pages->setCurrentWidget(m_window->findChild<QWidget *>(QStringLiteral("runPage")));
        m_window->findChild<QTableView *>(QStringLiteral("runTable"))->setFocus();
        QTest::qWait(300);
        const QImage shot = m_window->grab().toImage().scaledToWidth(1120, Qt::SmoothTransformation)
                                .convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither | Qt::AvoidDither);
        const QString built = QDir(m_screenshots).filePath(QStringLiteral("readme-screenshot.png"));
        QVERIFY(shot.save(built, "PNG", 9));
        if (qEnvironmentVariable("KIE_UPDATE_SCREENSHOT") == QLatin1String("1"))
            QVERIFY(shot.save(QStringLiteral("resources/screenshot.png"), "PNG", 9));
    }
};

QTEST_MAIN(TestGuide)
#include "tst_ui_guide.moc"
