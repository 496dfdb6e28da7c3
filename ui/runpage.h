// SPDX-License-Identifier: Apache-2.0
// The page of one run, in the order of a KernelIndex run page: a header with the primary measurement,
// rank, derived figures, evidence and dates, then the panes (Identity, Correctness, Workload,
// Measurements, Protocol, Environment, Artifacts, Attestations & notes), the citation and the manifest.
// Every pane says what the record has and, in words, what it lacks.
#pragma once

#include "records.h"

#include <QWidget>

#include <memory>

namespace kie {
struct Archive;
}

namespace kie::ui {

class CitationWidget;
class NotesPane;

class RunPage : public QWidget
{
    Q_OBJECT
public:
    explicit RunPage(QWidget *parent = nullptr);
    ~RunPage() override;

    void setRun(std::shared_ptr<const kie::Archive> archive, int runIndex); // -1 clears
    int runIndex() const;
    CitationWidget *citationWidget() const;
    // The user's local notes, shown in the Attestations & notes pane of every run (the page keeps it).
    void setNotesPane(NotesPane *notes);

    // The phrases the header shows, also used by the run table's tooltips and tests.
    static QString evidenceText(const kie::RunRecord &run);
    static QString correctnessText(const kie::Archive &archive, const kie::RunRecord &run);
    static QString rankText(const kie::Archive &archive, int runIndex);
    static QString runId(const kie::RunRecord &run);

Q_SIGNALS:
    void compareRequested(int runIndex);
    void manifestRequested(int runIndex);
    void objectRequested(kie::ObjectKind kind, int index); // "Show manifest" of a referenced object

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
