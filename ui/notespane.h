// SPDX-License-Identifier: Apache-2.0
// The user's local notes about the run on the run page (inside "Attestations & notes"), marked
// "local", with add / edit / new version / delete. Notes live in the NoteStore, keyed by the run's
// record digest, so they show in every archive that carries the run.
#pragma once

#include <QWidget>

#include <memory>

namespace kie {
struct Archive;
struct AttestationDraft;
class NoteStore;
}

namespace kie::ui {

class NotesPane : public QWidget
{
    Q_OBJECT
public:
    // `store` may be closed (it could not be opened): the pane then says why and offers nothing.
    NotesPane(std::shared_ptr<kie::NoteStore> store, const QString &storeError, QWidget *parent = nullptr);
    ~NotesPane() override;

    void setRun(std::shared_ptr<const kie::Archive> archive, int runIndex);
    bool canAddNote() const;
    int noteCount() const; // local notes shown for the run

public Q_SLOTS:
    void addNote(); // opens the Add note / reproduction dialog for the current run

Q_SIGNALS:
    void notesChanged();

private:
    void rebuild();
    void editNote(qint64 id);
    void deleteNote(qint64 id);
    void warnNotSaved(const kie::AttestationDraft &draft, const QString &error);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
