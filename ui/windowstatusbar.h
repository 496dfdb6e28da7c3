// SPDX-License-Identifier: Apache-2.0
// The main window's status bar: the message line (what was just done, a confirmation that clears
// itself, what was asked for and not done), the open file's integrity summary and provenance, and
// the progress bar with Cancel while a load has it. Whether a load has it is said here only; the
// background work itself is the session's (models/session).
#pragma once

#include <QCoreApplication>
#include <QStringList>

class QLabel;
class QMainWindow;
class QProgressBar;
class QPushButton;
class QTimer;

namespace kie::ui {

class IntegritySummaryLabel;

class WindowStatusBar
{
    Q_DECLARE_TR_FUNCTIONS(kie::ui::MainWindow)

public:
    explicit WindowStatusBar(QMainWindow *window); // its widgets go into window->statusBar()

    void say(const QString &message); // plain text (archive text is data)
    QString text() const;
    // A confirmation ("Copied …", "Exported …"), cleared after a while unless something else was
    // said meanwhile: it never comes back over a later state.
    void announce(const QString &message);

    // A load has the progress bar (from 0) and, when it can be cancelled, the Cancel button, until
    // endBusy(), which says how it ended.
    void beginBusy(const QString &message, bool cancellable = true);
    void endBusy(const QString &message);
    bool isBusy() const { return m_busy; }
    void sayProgress(const QString &message); // the load's step, ignored when no load has the bar
    void setProgress(int permille); // likewise

    // The record digests computed in the background, when no load has the bar (rundigests.h).
    void showDigestProgress(int permille, int runs);
    void digestsDone();

    // What was asked for and not done while a load has the line (its own messages would hide it):
    // held, then said after the load's own last message (appendHeldNotices), or dropped.
    void holdNotice(const QString &message);
    void appendHeldNotices();
    void dropHeldNotices();

    void setProvenance(const QString &text); // where the open archive comes from
    IntegritySummaryLabel *integrity() const { return m_integrity; }
    QPushButton *cancelButton() const { return m_cancel; }

private:
    QLabel *m_message = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_provenance = nullptr;
    IntegritySummaryLabel *m_integrity = nullptr;
    QTimer *m_announcementTimer = nullptr;
    bool m_busy = false; // between beginBusy() and endBusy(): the progress bar is the load's
    QStringList m_heldNotices;
};

} // namespace kie::ui
