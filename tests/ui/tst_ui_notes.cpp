// SPDX-License-Identifier: Apache-2.0
// Local notes in the window: Add note / reproduction through the dialog, signed with the user's key;
// shown as "local" with "signature valid" on the run page, and again when another file carrying the
// same run (same record digest) is opened. Writes screenshots of the dialog and the run page (xvfb).
#include "archive.h"
#include "archivereader.h"
#include "archivewriter.h"
#include "keyfile.h"
#include "mainwindow.h"
#include "notedialog.h"
#include "notespane.h"
#include "notestore.h"
#include "references.h"
#include "runpage.h"
#include "settings.h"
#include "signing.h"
#include "signingkeydialog.h"
#include "../support/damagednotestore.h"
#include "../support/isolatedsettings.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using kie::ui::MainWindow;
using kie::ui::NoteDialog;
using kie::ui::NotesPane;

namespace {

const QString kSeedDigest = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");

QStringList noteHeads(const NotesPane *pane)
{
    QStringList heads;
    for (const QLabel *label : pane->findChildren<QLabel *>(QStringLiteral("localNoteHead")))
        heads << label->text();
    return heads;
}

// A window on the embedded sample (the seed's run shown), its notes pane in *pane.
std::unique_ptr<MainWindow> openSampleWindow(NotesPane **pane)
{
    auto window = std::make_unique<MainWindow>();
    window->resize(1600, 1000);
    window->show();
    QSignalSpy changed(window.get(), &MainWindow::archiveChanged);
    window->openEmbeddedSample();
    if (!QTest::qWaitFor([&] { return changed.count() >= 1; }, 30000))
        return nullptr;
    *pane = window->runPage()->findChild<NotesPane *>(QStringLiteral("notesPane"));
    return window;
}

} // namespace

class TestUiNotes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        kie::test::isolateSettings(m_settings.path());
        const QString store = kie::NoteStore::defaultPath();
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(store + suffix);
        // A key where Settings > Signing key would put it; kept out of the user's real config by the
        // test mode above.
        kie::ui::Settings settings;
        settings.setSigningKeyPath(m_settings.filePath(QStringLiteral("config/signing-key.pem")));
        settings.setNoteAuthor(QStringLiteral("Ada Reviewer"));
        settings.sync();
        QString error;
        QVERIFY2(kie::writePrivateKeyFile(kie::SigningKey::generate(), settings.signingKeyPath(), {}, &error),
                 qPrintable(error));

        m_out = QDir(qEnvironmentVariable("KIE_BUILD_DIR", QDir::currentPath())).filePath(QStringLiteral("screenshots"));
        QVERIFY(QDir().mkpath(m_out));
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
        m_window->openEmbeddedSample();
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
        QCOMPARE(m_window->archive()->runs[size_t(m_window->currentRun())].digest, kSeedDigest);
        m_pane = m_window->runPage()->findChild<NotesPane *>(QStringLiteral("notesPane"));
        QVERIFY(m_pane);
        QTRY_VERIFY(m_pane->isVisible());
        QVERIFY(m_pane->canAddNote());
        QCOMPARE(m_pane->noteCount(), 0);
    }

    void addSignedReproduction()
    {
        bool filled = false;
        QTimer::singleShot(0, this, [this, &filled] {
            auto *dialog = qobject_cast<NoteDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
            const bool okWhileEmpty = ok->isEnabled();
            dialog->findChild<QPlainTextEdit *>(QStringLiteral("noteText"))
                ->setPlainText(QStringLiteral("Reproduced on our B200: 491 µs, same harness and inputs."));
            for (QRadioButton *radio : dialog->findChildren<QRadioButton *>()) {
                if (radio->text().contains(QStringLiteral("Reproduction")))
                    radio->setChecked(true);
            }
            dialog->findChild<QDoubleSpinBox *>(QStringLiteral("noteLatency"))->setValue(491.0);
            const QList<QLineEdit *> edits = dialog->findChildren<QLineEdit *>();
            for (QLineEdit *edit : edits) {
                if (edit->placeholderText().contains(QStringLiteral("B200")))
                    edit->setText(QStringLiteral("NVIDIA B200"));
                else if (edit->placeholderText().contains(QStringLiteral("torch")))
                    edit->setText(QStringLiteral("torch=2.8.0, cuda=12.8"));
            }
            auto *sign = dialog->findChild<QCheckBox *>(QStringLiteral("noteSign"));
            filled = !okWhileEmpty && sign->isEnabled() && sign->isChecked() && ok->isEnabled();
            QTest::qWait(100);
            save(dialog->grab(), QStringLiteral("add-note-dialog.png"));
            ok->click();
        });
        m_pane->addNote();
        QVERIFY(filled);

        QCOMPARE(m_pane->noteCount(), 1);
        const QStringList heads = noteHeads(m_pane);
        QCOMPARE(heads.size(), 1);
        QVERIFY2(heads[0].startsWith(QStringLiteral("local · Reproduction · by Ada Reviewer")), qPrintable(heads[0]));
        QVERIFY2(heads[0].endsWith(QStringLiteral("signature valid")), qPrintable(heads[0]));

        // In the store: signed, about the seed's record digest, with what was typed.
        kie::NoteStore store;
        QVERIFY(store.open(kie::NoteStore::defaultPath(), nullptr));
        const std::vector<kie::LocalNote> notes = store.notesFor(kSeedDigest);
        QCOMPARE(notes.size(), size_t(1));
        QVERIFY(notes[0].isSigned);
        QCOMPARE(notes[0].draft.latencyNs, std::optional<double>(491000));
        QCOMPARE(notes[0].draft.gpu, QStringLiteral("NVIDIA B200"));
        QCOMPARE(notes[0].draft.libraries.value(QStringLiteral("cuda")), QStringLiteral("12.8"));

        auto *scroll = m_window->runPage()->findChild<QScrollArea *>();
        scroll->ensureWidgetVisible(m_pane, 0, 200);
        QTest::qWait(100);
        save(m_window->runPage()->grab(), QStringLiteral("run-page-local-note.png"));
    }

    void followsTheRunIntoAnotherFile()
    {
        // The same run in another file (an export of the sample): the local note shows there too.
        QTemporaryDir dir;
        const QString exported = dir.filePath(QStringLiteral("export.json"));
        QString error;
        QVERIFY2(kie::writeRunArchive(*m_window->archive(), exported, false, &error), qPrintable(error));
        QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
        m_window->openPath(exported, kSeedDigest);
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
        QTRY_COMPARE(m_window->archive()->runs[size_t(m_window->currentRun())].digest, kSeedDigest);
        QCOMPARE(m_pane->noteCount(), 1);
        QVERIFY(noteHeads(m_pane).value(0).startsWith(QStringLiteral("local · ")));

        // Another run: not its note.
        const int other = m_window->findRun(QStringLiteral("sample-sol-27000"));
        QVERIFY(other >= 0);
        QVERIFY(m_window->selectRun(other));
        QCOMPARE(m_pane->noteCount(), 0);
    }

    // File > Export as run archive, with and without "Include my local notes in exports".
    void exportIncludesLocalNotes_data()
    {
        QTest::addColumn<bool>("include");
        QTest::newRow("included") << true;
        QTest::newRow("left out") << false;
    }
    void exportIncludesLocalNotes()
    {
        QFETCH(bool, include);
        QAction *exportAction = nullptr, *includeAction = nullptr;
        for (QAction *action : m_window->findChildren<QAction *>()) {
            if (action->text() == QStringLiteral("&Export as run archive…"))
                exportAction = action;
            else if (action->text() == QStringLiteral("Include my local &notes in exports"))
                includeAction = action;
        }
        QVERIFY(exportAction && includeAction);
        includeAction->setChecked(include);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("with-notes.json"));
        QTimer poll; // the save dialog runs its own event loop: answer it once it is up
        QString seen;
        connect(&poll, &QTimer::timeout, this, [&poll, &seen, path] {
            QWidget *modal = QApplication::activeModalWidget();
            seen = modal ? QString::fromLatin1(modal->metaObject()->className()) : QStringLiteral("none");
            if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
                // As a user does it: the name typed into the dialog's file-name field, then Return.
                auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
                if (!name)
                    return;
                poll.stop();
                name->setText(path);
                QTest::keyClick(name, Qt::Key_Return);
            }
        });
        poll.start(100);
        exportAction->trigger();
        QTRY_VERIFY2_WITH_TIMEOUT(QFile::exists(path), qPrintable(seen), 15000);
        QTest::qWait(200); // the status line follows the write
        const kie::ReadResult read = kie::readArchiveFile(path);
        QVERIFY(read.archive);
        QCOMPARE(read.archive->runs.size(), m_window->archive()->runs.size());
        const qsizetype mine = std::count_if(read.archive->attestations.cbegin(), read.archive->attestations.cend(),
                                             [](const kie::AttestationRecord &a) {
                                                 return a.subject == kSeedDigest && a.attestationKind == QLatin1String("reproduction")
                                                     && a.author == QLatin1String("Ada Reviewer")
                                                     && kie::checkAttestationSignature(a) == kie::SignatureState::Valid;
                                             });
        QCOMPARE(mine, include ? 1 : 0);
        QCOMPARE(read.archive->attestations.size(), m_window->archive()->attestations.size() + (include ? 1 : 0));
    }

    void signingKeyDialog()
    {
        const QString path = kie::ui::Settings().signingKeyPath();
        kie::SigningKey key;
        QString error;
        QVERIFY2(kie::readPrivateKeyFile(path, {}, &key, &error), qPrintable(error));
        {
            kie::ui::SigningKeyDialog dialog(m_window.get());
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("signingKeyState"))->text(),
                     QStringLiteral("Ed25519 key, no passphrase"));
            // Only the public half is ever shown.
            QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("signingKeyPublic"))->text(),
                     QString::fromLatin1(key.publicKeyRaw().toBase64()));
            QTest::qWait(100);
            save(dialog.grab(), QStringLiteral("signing-key-dialog.png"));
        }
        // A key file others can read is not offered for signing, and the dialog says why.
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
        QString why;
        QVERIFY(!kie::ui::signingKeyUsable(&why));
        QVERIFY2(why.contains(QStringLiteral("readable or writable by others")), qPrintable(why));
        kie::ui::SigningKeyDialog dialog(m_window.get());
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("signingKeyState"))->text(), why);
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(kie::ui::signingKeyUsable(&why));
    }

    // The reproductions' stores (make-notes-store.py, then damaged; hostile inputs "Round 3"), found
    // so when the window opens: the pane says what is wrong with the store and offers no Add, Edit
    // or Delete. The test's window is closed first: its store is the one at the default path.
    void damagedStoreIsSaidWhenTheWindowOpens_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("said");
        QTest::newRow("truncated to half") << QStringLiteral("half") << QStringLiteral("Read-only: the note store ");
        QTest::newRow("random bytes") << QStringLiteral("random")
                                      << QStringLiteral("Local notes are unavailable: cannot use the note store ");
        QTest::newRow("a link to /dev/full") << QStringLiteral("full") << QStringLiteral("Local notes are unavailable: ");
    }
    void damagedStoreIsSaidWhenTheWindowOpens()
    {
        QFETCH(QString, damage);
        QFETCH(QString, said);
        m_window.reset();
        m_pane = nullptr;
        const QString store = kie::NoteStore::defaultPath();
        QVERIFY(kie::test::makeNotesStore(store, kSeedDigest, 300));
        QVERIFY(kie::test::damageNotesStore(store, damage));

        NotesPane *pane = nullptr;
        const std::unique_ptr<MainWindow> window = openSampleWindow(&pane);
        QVERIFY(window && pane);
        QCOMPARE(window->archive()->runs[size_t(window->currentRun())].digest, kSeedDigest);
        QStringList texts;
        for (const QLabel *label : pane->findChildren<QLabel *>())
            texts << label->text();
        const auto found = std::find_if(texts.cbegin(), texts.cend(), [&said](const QString &text) { return text.startsWith(said); });
        const QString message = found == texts.cend() ? QString() : *found;
        QVERIFY2(message.contains(store), qPrintable(texts.join(QLatin1Char('\n'))));
        QVERIFY2(!texts.join(QLatin1Char('\n')).contains(QStringLiteral("None.")), qPrintable(message));
        QVERIFY(!pane->canAddNote());
        for (const QPushButton *button : pane->findChildren<QPushButton *>()) {
            QVERIFY2(!button->isEnabled() || (button->text() != QStringLiteral("Add note or reproduction…")
                                              && button->text() != QStringLiteral("Edit…") && button->text() != QStringLiteral("Delete")),
                     qPrintable(button->text()));
        }
        QCOMPARE(pane->noteCount(), 0); // these three leave SQLite nothing it can read
        // Never "None. Notes you add …" about a store that takes no note and may hold unreadable ones.
        if (message.startsWith(QStringLiteral("Read-only")))
            QVERIFY2(texts.contains(QStringLiteral("No note about this run could be read.")), qPrintable(texts.join(QLatin1Char('\n'))));
        // Asked all the same (the run page's key, a stale button): no dialog, nothing to type into.
        bool dialogShown = false;
        QTimer::singleShot(0, this, [&dialogShown] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                dialogShown = true;
                modal->close();
            }
        });
        pane->addNote();
        QTest::qWait(50);
        QVERIFY(!dialogShown);
    }

    // A store that was sound when the window opened and is damaged afterwards (by another program):
    // the note typed into the dialog is kept in a file the message names, with the reason.
    void noteTypedIntoADamagedStoreIsKept_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("truncated to half") << QStringLiteral("half");
        QTest::newRow("random bytes") << QStringLiteral("random");
        QTest::newRow("a link to /dev/full") << QStringLiteral("full");
    }
    void noteTypedIntoADamagedStoreIsKept()
    {
        QFETCH(QString, damage);
        m_window.reset();
        m_pane = nullptr;
        const QString store = kie::NoteStore::defaultPath();
        QVERIFY(kie::test::makeNotesStore(store, kSeedDigest, 300));
        NotesPane *pane = nullptr;
        const std::unique_ptr<MainWindow> window = openSampleWindow(&pane);
        QVERIFY(window && pane);
        QVERIFY(pane->canAddNote());
        QCOMPARE(pane->noteCount(), 300);
        QVERIFY(kie::test::damageNotesStore(store, damage));

        const QString typed = QStringLiteral("Typed while the store was %1: 512 µs on our H100.").arg(damage);
        bool typedIn = false;
        QString warning;
        QTimer poll; // the dialog, then the message, each in an event loop of its own
        connect(&poll, &QTimer::timeout, this, [&] {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *dialog = qobject_cast<NoteDialog *>(modal); dialog && !typedIn) {
                dialog->findChild<QPlainTextEdit *>(QStringLiteral("noteText"))->setPlainText(typed);
                typedIn = true;
                dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                warning = box->windowTitle() + QLatin1Char('\n') + box->text();
                box->accept();
            }
        });
        poll.start(50);
        pane->addNote();
        poll.stop();
        QVERIFY(typedIn);
        // Not into the store (SQLite would commit it to a WAL whose database is gone): into a file.
        const QRegularExpressionMatch kept = QRegularExpression(QStringLiteral("What you typed is kept in (.+)\\.$")).match(warning);
        QVERIFY2(kept.hasMatch(), qPrintable(warning));
        QVERIFY(warning.startsWith(QStringLiteral("Note not saved\nthe note store ")));
        QVERIFY2(warning.contains(QStringLiteral("by another program after it was opened")), qPrintable(warning));
        QFile file(kept.captured(1));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(kept.captured(1)));
        kie::AttestationDraft draft;
        QVERIFY(kie::attestationDraftFromJson(file.readAll(), &draft, nullptr));
        QCOMPARE(draft.text, typed);
        QCOMPARE(draft.subject, kSeedDigest);
    }

    void cleanupTestCase() { m_window.reset(); }

private:
    void save(const QPixmap &pixmap, const QString &name)
    {
        const QString path = QDir(m_out).filePath(name);
        QVERIFY2(pixmap.save(path), qPrintable(path));
        qInfo() << "wrote" << path << pixmap.size();
    }

    QTemporaryDir m_settings;
    QString m_out;
    std::unique_ptr<MainWindow> m_window;
    NotesPane *m_pane = nullptr;
};

QTEST_MAIN(TestUiNotes)
#include "tst_ui_notes.moc"
