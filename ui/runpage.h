// SPDX-License-Identifier: Apache-2.0
// The page of one run, in the order of a KernelIndex run page: a header with the primary measurement,
// rank, derived figures, evidence and dates, then the panes (Identity, Correctness, Workload,
// Measurements, Protocol, Environment, Artifacts, Attestations & notes), the citation and the manifest.
// Every pane says what the record has and, in words, what it lacks. What it says comes from
// kie::runFacts (runfacts.h), the same facts `show` prints.
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

Q_SIGNALS:
    void compareRequested(int runIndex);
    void manifestRequested(int runIndex);
    void objectRequested(kie::ObjectKind kind, int index); // "Show manifest" of a referenced object

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
