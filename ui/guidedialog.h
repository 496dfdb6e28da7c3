// SPDX-License-Identifier: Apache-2.0
// Help > Guide: the manual (helptopics.h) offline, a topic list beside the topic, and a search box
// that keeps the topics whose title or text holds every word typed. F1 opens it on the topic of the
// pane that has focus. The topics are our own Markdown, never text from an archive.
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace kie::ui {

class GuideDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GuideDialog(QWidget *parent = nullptr, const QString &topicId = QString());

    // Shows the topic (and selects it in the list, clearing a search that hides it); false when
    // there is no such topic.
    bool showTopic(const QString &topicId);
    QString currentTopic() const { return m_current; }

    QListWidget *topicList() const { return m_topics; }
    QLineEdit *searchBox() const { return m_search; }
    QTextBrowser *browser() const { return m_browser; }

private:
    void applySearch();
    void followLink(const QUrl &link);

    QLineEdit *m_search = nullptr;
    QListWidget *m_topics = nullptr;
    QLabel *m_noMatch = nullptr;
    QTextBrowser *m_browser = nullptr;
    QString m_current;
};

} // namespace kie::ui
