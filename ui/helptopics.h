// SPDX-License-Identifier: Apache-2.0
// The manual: every Markdown file under resources/help/ (embedded as :/kie/help/<id>.md) is one
// topic. Help > Guide lists them, F1 opens the topic of the pane that has focus, and each menu
// action names the topic that describes it (a test checks that every action has one that exists).
#pragma once

#include <QList>
#include <QString>

class QObject;

namespace kie::ui {

struct HelpTopic
{
    QString id;       // the file name without ".md": "workspaces"
    QString title;    // translated when the topic is one the interface knows, else its first heading
    QString markdown; // English (see the About box)
};

// Every topic, in reading order: the topics the interface knows first, then any other file of the
// folder by name, so a new topic file appears without an edit here.
QList<HelpTopic> helpTopics();
// One topic by id; an empty HelpTopic when there is no such file.
HelpTopic helpTopic(const QString &id);
// The id a link in a topic points to ("workspaces.md#members" -> "workspaces"); empty for other links.
QString helpTopicOfLink(const QString &link);

// The topic of an action, a menu or a widget is a property; an action or widget without one takes
// the topic of the menu or widget it is in, so a whole menu or pane can name one topic.
void setHelpTopic(QObject *object, const char *topicId);
QString helpTopicOf(const QObject *object);

// The topic F1 opens when nothing with focus names one.
inline constexpr const char *kDefaultHelpTopic = "window";

} // namespace kie::ui
