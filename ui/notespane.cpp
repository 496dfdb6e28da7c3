// SPDX-License-Identifier: Apache-2.0
#include "notespane.h"

#include "archive.h"
#include "formatting.h"
#include "notedialog.h"
#include "notestore.h"
#include "plaindialogs.h"
#include "references.h"
#include "settings.h"
#include "signing.h"
#include "signingkeydialog.h"
#include "uiutils.h"

#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace kie::ui {

struct NotesPane::Private
{
    std::shared_ptr<NoteStore> store;
    QString storeError;
    std::shared_ptr<const Archive> archive;
    int runIndex = -1;
    QString subject;
    QWidget *list = nullptr;
    QPushButton *add = nullptr;
    int count = 0;
};

NotesPane::NotesPane(std::shared_ptr<NoteStore> store, const QString &storeError, QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    setObjectName(QStringLiteral("notesPane"));
    d->store = std::move(store);
    d->storeError = storeError;
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(headingLabel(tr("Your local notes"), this));
    d->list = new QWidget(this);
    layout->addWidget(d->list);
    d->add = new QPushButton(tr("Add note or reproduction…"), this);
    d->add->setObjectName(QStringLiteral("addNoteButton"));
    auto *row = new QHBoxLayout;
    row->addWidget(d->add);
    row->addStretch(1);
    layout->addLayout(row);
    connect(d->add, &QPushButton::clicked, this, &NotesPane::addNote);
    rebuild();
}

NotesPane::~NotesPane() = default;

void NotesPane::setRun(std::shared_ptr<const Archive> archive, int runIndex)
{
    d->archive = std::move(archive);
    d->runIndex = d->archive && runIndex >= 0 && size_t(runIndex) < d->archive->runs.size() ? runIndex : -1;
    d->subject = d->runIndex >= 0 ? d->archive->runs[size_t(d->runIndex)].digest.toString() : QString();
    rebuild();
}

bool NotesPane::canAddNote() const
{
    return d->store && d->store->isWritable() && !d->subject.isEmpty();
}

int NotesPane::noteCount() const
{
    return d->count;
}

void NotesPane::rebuild()
{
    delete d->list;
    d->list = new QWidget(this);
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, d->list);
    auto *form = new QFormLayout(d->list);
    form->setContentsMargins(0, 0, 0, 0);
    d->count = 0;
    d->add->setEnabled(canAddNote());
    if (!d->store || !d->store->isOpen()) {
        form->addRow(absentLabel(tr("Local notes are unavailable: %1").arg(d->storeError), d->list));
        return;
    }
    if (!d->store->isWritable()) {
        QLabel *damage = plainLabel(tr("Read-only: %1").arg(d->store->damage()), d->list);
        damage->setObjectName(QStringLiteral("noteStoreDamage"));
        damage->setWordWrap(true);
        form->addRow(damage);
    }
    if (d->subject.isEmpty())
        return;
    const std::vector<LocalNote> notes = d->store->notesFor(d->subject);
    const QString readError = d->store->readError();
    if (!readError.isEmpty()) {
        QLabel *unread = plainLabel(tr("Some notes could not be read: %1").arg(readError), d->list);
        unread->setObjectName(QStringLiteral("noteStoreReadError"));
        unread->setWordWrap(true);
        form->addRow(unread);
    }
    for (const LocalNote &note : notes) {
        ++d->count;
        const AttestationRecord record = attestationRecordFromJson(note.object);
        const AttestationDraft &draft = note.draft;
        QStringList head{tr("local"), draft.kind == QLatin1String("reproduction") ? tr("Reproduction") : tr("Note")};
        if (!draft.author.isEmpty())
            head << tr("by %1").arg(draft.author);
        head << QLocale().toString(QDateTime::fromString(draft.createdAt, Qt::ISODateWithMs).toLocalTime(),
                                   QLocale::ShortFormat);
        // Signed notes go through the same verification as an archive's attestations (ARCHIVE.md §5).
        head << signatureStateName(checkAttestationSignature(record));
        if (note.supersedes >= 0)
            head << tr("new version");
        if (d->archive && d->archive->indexOfDigest(ObjectKind::Attestation, record.digest) >= 0)
            head << tr("also in this archive");
        QLabel *headLabel = plainLabel(head.join(QStringLiteral(" · ")), d->list);
        headLabel->setObjectName(QStringLiteral("localNoteHead"));
        QFont bold = headLabel->font();
        bold.setBold(true);
        headLabel->setFont(bold);
        form->addRow(headLabel);
        form->addRow(plainLabel(draft.text, d->list));
        if (draft.latencyNs) {
            form->addRow(tr("measured"), plainLabel(formatLatencyNs(*draft.latencyNs) + QLatin1Char(' ') + statisticName(draft.statistic),
                                                    d->list));
        }
        if (!draft.environmentDigest.isEmpty())
            form->addRow(tr("on environment"), copyableValue(draft.environmentDigest, tr("environment digest"), d->list));
        if (!draft.gpu.isEmpty() || !draft.libraries.isEmpty()) {
            QStringList environment;
            if (!draft.gpu.isEmpty())
                environment << draft.gpu;
            for (auto it = draft.libraries.cbegin(); it != draft.libraries.cend(); ++it)
                environment << it.key() + QLatin1Char(' ') + it.value();
            form->addRow(tr("on"), plainLabel(environment.join(QStringLiteral(", ")), d->list));
        }
        if (!d->store->isWritable())
            continue; // a damaged store is only read
        auto *buttons = new QHBoxLayout;
        auto *edit = new QPushButton(note.isSigned ? tr("New version…") : tr("Edit…"), d->list);
        edit->setToolTip(note.isSigned ? tr("A signed note cannot change; a new version replaces it here.")
                                       : tr("Change this note."));
        auto *remove = new QPushButton(tr("Delete"), d->list);
        buttons->addWidget(edit);
        buttons->addWidget(remove);
        buttons->addStretch(1);
        form->addRow(buttons);
        const qint64 id = note.id;
        connect(edit, &QPushButton::clicked, this, [this, id] { editNote(id); });
        connect(remove, &QPushButton::clicked, this, [this, id] { deleteNote(id); });
    }
    // A damaged store offers no Add, and may hold notes it cannot read: "None" there is not the truth.
    if (d->count == 0 && d->store->isWritable() && readError.isEmpty())
        form->addRow(absentLabel(tr("None. Notes you add are kept on this computer and shown whenever a run with this "
                                    "digest is open."),
                                 d->list));
    else if (d->count == 0)
        form->addRow(absentLabel(tr("No note about this run could be read."), d->list));
}

namespace {

QList<NoteDialog::Environment> environmentsOf(const Archive *archive)
{
    QList<NoteDialog::Environment> environments;
    if (!archive)
        return environments;
    for (const EnvironmentRecord &environment : archive->environments) {
        if (environment.digest.isEmpty())
            continue;
        const QString name = environment.product.isEmpty() ? environment.meta.name : environment.product;
        environments.push_back({name + QStringLiteral(" (") + shortDigest(environment.digest, 8) + QLatin1Char(')'),
                                environment.digest});
    }
    return environments;
}

} // namespace

void NotesPane::addNote()
{
    if (!canAddNote())
        return;
    NoteDialog dialog(this);
    const RunRecord &run = d->archive->runs[size_t(d->runIndex)];
    dialog.setRunLabel(tr("About run %1 (%2)").arg(run.meta.title.isEmpty() ? run.meta.name : run.meta.title,
                                                   shortDigest(run.digest)));
    dialog.setEnvironments(environmentsOf(d->archive.get()));
    AttestationDraft draft;
    draft.subject = d->subject;
    draft.author = Settings().noteAuthor();
    dialog.setDraft(draft);
    QString why;
    const bool usable = signingKeyUsable(&why);
    dialog.setSigning(usable, usable, why);
    if (dialog.exec() != QDialog::Accepted)
        return;

    SigningKey key;
    QString error;
    if (dialog.signRequested() && !loadSigningKey(this, &key, &error)) {
        warnPlainly(this, tr("Note not signed"), error);
        return;
    }
    if (d->store->add(dialog.draft(), key.isNull() ? nullptr : &key, &error) < 0)
        warnNotSaved(dialog.draft(), error);
    rebuild();
    Q_EMIT notesChanged();
}

// Nothing the user typed is lost: a note the store refused is kept in a file, and the message names it.
void NotesPane::warnNotSaved(const AttestationDraft &draft, const QString &error)
{
    QString keepError;
    const QString kept = keepUnsavedNote(draft, &keepError);
    warnPlainly(this, tr("Note not saved"),
                kept.isEmpty() ? tr("%1\n\nWhat you typed could not be kept either: %2\n\n%3").arg(error, keepError, draft.text)
                               : tr("%1\n\nWhat you typed is kept in %2.").arg(error, kept));
}

void NotesPane::editNote(qint64 id)
{
    const std::optional<LocalNote> note = d->store->note(id);
    if (!note)
        return;
    NoteDialog dialog(this);
    dialog.setWindowTitle(note->isSigned ? tr("New version of a signed note") : tr("Edit note"));
    dialog.setEnvironments(environmentsOf(d->archive.get()));
    dialog.setDraft(note->draft);
    QString why;
    const bool usable = signingKeyUsable(&why);
    dialog.setSigning(usable, note->isSigned && usable, why);
    if (dialog.exec() != QDialog::Accepted)
        return;
    SigningKey key;
    QString error;
    if (dialog.signRequested() && !loadSigningKey(this, &key, &error)) {
        warnPlainly(this, tr("Note not signed"), error);
        return;
    }
    // Signing an unsigned note, or changing a signed one, makes a new version; the signed bytes never change.
    const bool ok = note->isSigned || !key.isNull()
        ? d->store->supersede(id, dialog.draft(), key.isNull() ? nullptr : &key, &error) >= 0
        : d->store->update(id, dialog.draft(), &error);
    if (!ok)
        warnNotSaved(dialog.draft(), error);
    rebuild();
    Q_EMIT notesChanged();
}

void NotesPane::deleteNote(qint64 id)
{
    if (!askPlainly(this, tr("Delete note"), tr("Delete this local note? Copies already exported stay as they are.")))
        return;
    QString error;
    if (!d->store->remove(id, &error))
        warnPlainly(this, tr("Note not deleted"), error);
    rebuild();
    Q_EMIT notesChanged();
}

} // namespace kie::ui
