// SPDX-License-Identifier: Apache-2.0
#include "windowstatusbar.h"

#include "elidedlabel.h"
#include "statebadge.h"
#include "uiutils.h"

#include <QMainWindow>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace kie::ui {

WindowStatusBar::WindowStatusBar(QMainWindow *window)
{
    // The message and the provenance give way to the integrity summary when the bar is narrow; the
    // room left goes to the message, which says what was just done (the provenance keeps its preferred
    // width; hovering shows the rest).
    m_message = new ElidedLabel(Qt::ElideRight, window);
    m_message->setObjectName(QStringLiteral("statusMessage"));
    m_progress = new QProgressBar(window);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(240);
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_cancel = new QPushButton(tr("Cancel"), window);
    m_cancel->setObjectName(QStringLiteral("cancelLoad"));
    auto *provenance = new ElidedLabel(Qt::ElideMiddle, window);
    provenance->setPreferredCharacters(48); // a path's start and its file name; hover for the rest
    provenance->setObjectName(QStringLiteral("provenance"));
    m_provenance = provenance;
    m_integrity = new IntegritySummaryLabel(window);
    m_integrity->setObjectName(QStringLiteral("integrityStatus"));
    m_integrity->setWordWrap(false);
    QStatusBar *bar = window->statusBar();
    bar->addWidget(m_message, 1);
    bar->addPermanentWidget(m_integrity);
    bar->addPermanentWidget(m_provenance);
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_cancel);
    m_progress->hide();
    m_cancel->hide();
}

void WindowStatusBar::say(const QString &message)
{
    setPlainText(m_message, message);
}

QString WindowStatusBar::text() const
{
    return m_message->text();
}

void WindowStatusBar::announce(const QString &message)
{
    if (!m_announcementTimer) {
        m_announcementTimer = new QTimer(m_message);
        m_announcementTimer->setSingleShot(true);
        m_announcementTimer->setInterval(8000);
        QObject::connect(m_announcementTimer, &QTimer::timeout, m_message, [label = m_message] {
            if (label->property("announcement").toString() == label->text())
                label->clear();
        });
    }
    say(message);
    m_message->setProperty("announcement", m_message->text());
    m_announcementTimer->start();
}

void WindowStatusBar::beginBusy(const QString &message, bool cancellable)
{
    m_busy = true;
    say(message);
    m_progress->setToolTip(QString());
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->setVisible(cancellable);
}

void WindowStatusBar::endBusy(const QString &message)
{
    m_busy = false;
    m_progress->hide();
    m_cancel->hide();
    say(message);
}

void WindowStatusBar::sayProgress(const QString &message)
{
    if (m_busy)
        say(message);
}

void WindowStatusBar::setProgress(int permille)
{
    if (m_busy)
        m_progress->setValue(permille);
}

void WindowStatusBar::showDigestProgress(int permille, int runs)
{
    if (m_busy) // while another file loads, the bar is that load's
        return;
    m_progress->setValue(permille);
    m_progress->setToolTip(tr("Computing the record digests of %n run(s)", nullptr, runs));
    m_progress->show();
}

void WindowStatusBar::digestsDone()
{
    if (m_busy)
        return;
    m_progress->hide();
    m_progress->setToolTip(QString());
}

void WindowStatusBar::holdNotice(const QString &message)
{
    m_heldNotices << message;
}

void WindowStatusBar::appendHeldNotices()
{
    if (!m_heldNotices.isEmpty())
        say(text() + QStringLiteral(" \u2014 ") + m_heldNotices.join(QStringLiteral(" ")));
    m_heldNotices.clear();
}

void WindowStatusBar::dropHeldNotices()
{
    m_heldNotices.clear();
}

void WindowStatusBar::setProvenance(const QString &text)
{
    setPlainText(m_provenance, text);
}

} // namespace kie::ui
