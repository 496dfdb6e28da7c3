// SPDX-License-Identifier: Apache-2.0
// The user's own notes and reproductions about runs, kept across sessions: one SQLite file (Qt SQL)
// in the data folder, WAL journal, a schema version with migrations, every write one transaction.
// A note is an Attestation object (ARCHIVE.md §1) about a run's record digest, so it shows up in every
// archive that carries the run. Unsigned notes may be edited; a signed one is immutable and is
// replaced by a new version that supersedes it.
#pragma once

#include "signing.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace kie {

struct Archive;

struct LocalNote
{
    qint64 id = -1;
    AttestationDraft draft;
    QByteArray object; // the Attestation object's JSON text, signed or not
    bool isSigned = false;
    qint64 supersedes = -1; // the note this one replaces, -1 for none
    qint64 supersededBy = -1; // the newer version, -1 while this is the current one
    QString updatedAt;
};

class NoteStore
{
public:
    static constexpr int kSchemaVersion = 2;

    NoteStore();
    ~NoteStore();
    NoteStore(const NoteStore &) = delete;
    NoteStore &operator=(const NoteStore &) = delete;

    // <QStandardPaths::AppDataLocation>/notes.sqlite
    static QString defaultPath();

    // Opens (creating it and its folder when missing) and migrates to kSchemaVersion. A file that is no
    // database is not opened; one that SQLite's quick_check finds damaged is opened read-only (false,
    // with damage() in *error): the notes that can be read are shown, and nothing is written into it.
    bool open(const QString &path, QString *error);
    bool isOpen() const; // notes can be read
    bool isWritable() const; // open and not damaged: add, update, remove and supersede can work
    QString damage() const; // why the open store is read-only; empty when it is not
    QString readError() const; // why the last read (notesFor, allNotes, note) stopped; empty when it did not
    QString path() const;
    int schemaVersion() const; // as stored in the file

    // Every write is refused (with the reason in *error) when the store is not writable, or when the
    // file at its path is no longer the one opened (removed, or replaced by another file or a link).
    // A new note; signed when `key` is given. Returns its id, -1 on error.
    qint64 add(const AttestationDraft &draft, const SigningKey *key, QString *error);
    // Changes an unsigned note; refuses a signed one (it is immutable: supersede it instead).
    bool update(qint64 id, const AttestationDraft &draft, QString *error);
    bool remove(qint64 id, QString *error);
    // A new version of note `id` (signed when `key` is given) that replaces it. Returns the new id.
    qint64 supersede(qint64 id, const AttestationDraft &draft, const SigningKey *key, QString *error);

    std::optional<LocalNote> note(qint64 id) const;
    // The notes about `subject`, oldest first; superseded versions only when asked.
    std::vector<LocalNote> notesFor(const QString &subject, bool includeSuperseded = false) const;
    std::vector<LocalNote> allNotes() const;

private:
    bool refuseUnwritable(QString *error) const;

    struct Private;
    std::unique_ptr<Private> d;
};

// A note the store could not save, kept so that nothing typed is lost: the unsigned Attestation of
// `draft` written (safewrite.h) into <AppDataLocation>/unsaved-notes/. Returns the file's path, or an
// empty string and *error.
QString keepUnsavedNote(const AttestationDraft &draft, QString *error);

// The current (not superseded) local notes about the runs of `archive`, as Attestation object texts,
// for an export that carries them (addAttestations()).
QList<QByteArray> localAttestationObjects(const NoteStore &store, const Archive &archive);

} // namespace kie
