// SPDX-License-Identifier: Apache-2.0
// "Add note or reproduction": what the user writes about a run, as an AttestationDraft (ARCHIVE.md §1).
// A reproduction also carries the measured latency, its statistic and where it was measured: an
// environment object of the open archive, or GPU and libraries typed in.
#pragma once

#include "signing.h"

#include <QDialog>

#include <memory>

namespace kie::ui {

class NoteDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NoteDialog(QWidget *parent = nullptr);
    ~NoteDialog() override;

    struct Environment
    {
        QString label; // "NVIDIA B200 (sha256:f304afb2…)"
        QString digest;
    };
    void setEnvironments(const QList<Environment> &environments);
    void setRunLabel(const QString &label); // which run the note is about, shown on top
    void setDraft(const kie::AttestationDraft &draft);
    kie::AttestationDraft draft() const; // subject and createdAt as given to setDraft()

    // "Sign with my key": unavailable (with the reason as its tooltip) when there is no usable key.
    void setSigning(bool available, bool checked, const QString &why = QString());
    bool signRequested() const;

private:
    void updateState();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
