// SPDX-License-Identifier: Apache-2.0
#include "helptopics.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QVariant>
#include <QWidget>

#include <algorithm>
#include <iterator>

namespace kie::ui {

namespace {

constexpr char kTopicProperty[] = "kieHelpTopic";
constexpr char kFolder[] = ":/kie/help";
constexpr char kContext[] = "kie::ui::HelpTopics";

struct KnownTopic
{
    const char *id;
    const char *title; // the file's first heading, in English
};

// The reading order of the Guide and the translated titles. A topic file not listed here is still
// shown (after these, by name), under its own first heading.
const KnownTopic kKnownTopics[] = {
    {"opening", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Opening files and URLs")},
    {"workspaces", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Workspaces")},
    {"window", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "The window and keyboard")},
    {"run-page", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "The run page")},
    {"integrity", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Integrity states")},
    {"groups", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Comparison groups and ranks")},
    {"compare", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Compare and the SOL calculator")},
    {"leaderboard", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "The Leaderboard and heatmaps")},
    {"figures", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Figures")},
    {"notes", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Notes and signing")},
    {"citations", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Citations")},
    {"command-line", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "The command line")},
    {"reliability", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Reliability guarantees")},
    {"privacy", QT_TRANSLATE_NOOP("kie::ui::HelpTopics", "Privacy and what is stored where")},
};

QString firstHeading(const QString &markdown)
{
    for (const QStringView line : QStringView(markdown).split(u'\n')) {
        if (line.startsWith(u"# "))
            return line.mid(2).trimmed().toString();
    }
    return QString();
}

HelpTopic readTopic(const QString &id)
{
    QFile file(QStringLiteral("%1/%2.md").arg(QLatin1String(kFolder), id));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    HelpTopic topic {id, QString(), QString::fromUtf8(file.readAll())};
    const QString heading = firstHeading(topic.markdown);
    topic.title = QCoreApplication::translate(kContext, heading.toUtf8().constData());
    if (topic.title.isEmpty())
        topic.title = id;
    return topic;
}

int readingOrder(const QString &id)
{
    const auto known = std::find_if(std::begin(kKnownTopics), std::end(kKnownTopics),
                                    [&](const KnownTopic &topic) { return id == QLatin1String(topic.id); });
    return int(std::distance(std::begin(kKnownTopics), known)); // unknown ones: after every known one
}

} // namespace

QList<HelpTopic> helpTopics()
{
    QStringList ids;
    for (const QString &name : QDir(QLatin1String(kFolder)).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name))
        ids << name.chopped(3);
    std::stable_sort(ids.begin(), ids.end(), [](const QString &a, const QString &b) { return readingOrder(a) < readingOrder(b); });
    QList<HelpTopic> topics;
    for (const QString &id : std::as_const(ids))
        topics << readTopic(id);
    return topics;
}

HelpTopic helpTopic(const QString &id)
{
    if (id.isEmpty() || id.contains(QLatin1Char('/')))
        return {};
    return readTopic(id);
}

QString helpTopicOfLink(const QString &link)
{
    QString path = link.section(QLatin1Char('#'), 0, 0);
    if (path.startsWith(QLatin1String("./")))
        path = path.mid(2);
    if (!path.endsWith(QLatin1String(".md")) || path.contains(QLatin1Char('/')) || path.contains(QLatin1Char(':')))
        return QString();
    return path.chopped(3);
}

void setHelpTopic(QObject *object, const char *topicId)
{
    object->setProperty(kTopicProperty, QString::fromLatin1(topicId));
}

QString helpTopicOf(const QObject *object)
{
    for (const QObject *at = object; at; at = at->parent()) {
        const QString own = at->property(kTopicProperty).toString();
        if (!own.isEmpty())
            return own;
        // An action belongs to the menus that show it more than to the object that owns it.
        if (const auto *action = qobject_cast<const QAction *>(at)) {
            for (const QObject *shownIn : action->associatedObjects()) {
                if (qobject_cast<const QMenu *>(shownIn)) {
                    const QString ofMenu = helpTopicOf(shownIn);
                    if (!ofMenu.isEmpty())
                        return ofMenu;
                }
            }
        }
    }
    return QString();
}

} // namespace kie::ui
