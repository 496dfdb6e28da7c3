// SPDX-License-Identifier: Apache-2.0
#include "guidedialog.h"

#include "helptopics.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace kie::ui {

namespace {

enum TopicRole { IdRole = Qt::UserRole, TextRole };

// Every word of the search, in the title or the text, ignoring case.
bool matches(const QListWidgetItem *item, const QStringList &words)
{
    const QString title = item->text();
    const QString text = item->data(TextRole).toString();
    return std::all_of(words.cbegin(), words.cend(), [&](const QString &word) {
        return title.contains(word, Qt::CaseInsensitive) || text.contains(word, Qt::CaseInsensitive);
    });
}

} // namespace

GuideDialog::GuideDialog(QWidget *parent, const QString &topicId)
    : QDialog(parent)
{
    setWindowTitle(tr("Guide"));
    setObjectName(QStringLiteral("guideDialog"));
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("guideSearch"));
    m_search->setPlaceholderText(tr("Search the guide"));
    m_search->setClearButtonEnabled(true);
    m_topics = new QListWidget(this);
    m_topics->setObjectName(QStringLiteral("guideTopics"));
    m_topics->setTextElideMode(Qt::ElideNone);
    m_topics->setWordWrap(true);
    for (const HelpTopic &topic : helpTopics()) {
        auto *item = new QListWidgetItem(topic.title, m_topics);
        item->setData(IdRole, topic.id);
        item->setData(TextRole, topic.markdown);
        item->setToolTip(topic.title);
    }
    m_noMatch = new QLabel(tr("No topic holds every word searched for."), this);
    m_noMatch->setObjectName(QStringLiteral("guideNoMatch"));
    m_noMatch->setWordWrap(true);
    m_noMatch->hide();
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guideText"));
    m_browser->setOpenLinks(false); // offline: a link to another topic shows it, nothing leaves the window

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_search);
    sideLayout->addWidget(m_topics, 1);
    sideLayout->addWidget(m_noMatch);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(side);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    // The list is as wide as its longest title needs (titles are translated), within reason.
    int listWidth = m_search->sizeHint().width();
    for (int row = 0; row < m_topics->count(); ++row)
        listWidth = std::max(listWidth, m_topics->fontMetrics().horizontalAdvance(m_topics->item(row)->text()) + 32);
    listWidth = std::min(listWidth, 320);
    splitter->setSizes({listWidth, 900 - listWidth});

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(960, 680);

    connect(m_search, &QLineEdit::textChanged, this, &GuideDialog::applySearch);
    connect(m_topics, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item && item->data(IdRole).toString() != m_current)
            showTopic(item->data(IdRole).toString());
    });
    connect(m_browser, &QTextBrowser::anchorClicked, this, &GuideDialog::followLink);
    if (topicId.isEmpty() || !showTopic(topicId))
        showTopic(m_topics->count() > 0 ? m_topics->item(0)->data(IdRole).toString() : QString());
}

bool GuideDialog::showTopic(const QString &topicId)
{
    for (int row = 0; row < m_topics->count(); ++row) {
        QListWidgetItem *item = m_topics->item(row);
        if (item->data(IdRole).toString() != topicId)
            continue;
        if (item->isHidden())
            m_search->clear(); // shows every topic again
        m_current = topicId;
        m_topics->setCurrentItem(item);
        m_browser->setMarkdown(item->data(TextRole).toString());
        // The first word searched for, where it first occurs, so a search leads into the text.
        const QString first = m_search->text().split(QLatin1Char(' '), Qt::SkipEmptyParts).value(0);
        if (!first.isEmpty())
            m_browser->find(first);
        return true;
    }
    return false;
}

void GuideDialog::applySearch()
{
    const QStringList words = m_search->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QListWidgetItem *firstShown = nullptr;
    for (int row = 0; row < m_topics->count(); ++row) {
        QListWidgetItem *item = m_topics->item(row);
        const bool shown = matches(item, words);
        item->setHidden(!shown);
        if (shown && !firstShown)
            firstShown = item;
    }
    m_noMatch->setVisible(!firstShown);
    QListWidgetItem *current = m_topics->currentItem();
    if (current && !current->isHidden())
        showTopic(current->data(IdRole).toString()); // again: to find the words in it
    else if (firstShown)
        showTopic(firstShown->data(IdRole).toString());
}

void GuideDialog::followLink(const QUrl &link)
{
    const QString id = helpTopicOfLink(link.toString());
    if (id.isEmpty())
        return;
    showTopic(id);
    if (link.hasFragment())
        m_browser->scrollToAnchor(link.fragment());
}

} // namespace kie::ui
