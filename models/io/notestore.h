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

    // Opens (creating it and its folder when missing) and migrates to kSchemaVersion.
    bool open(const QString &path, QString *error);
    bool isOpen() const;
    QString path() const;
    int schemaVersion() const; // as stored in the file

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
    struct Private;
    std::unique_ptr<Private> d;
};

// The current (not superseded) local notes about the runs of `archive`, as Attestation object texts,
// for an export that carries them (addAttestations()).
QList<QByteArray> localAttestationObjects(const NoteStore &store, const Archive &archive);

} // namespace kie
