// SPDX-License-Identifier: Apache-2.0
// Per-case results of a suite run (spec.cases): a sortable table, the selected case's log as plain
// text, and the fast_p curve (share of cases correct and at least p× faster than the reference).
#pragma once

#include <QWidget>

#include <memory>

class QAbstractButton;
class QCustomPlot;
class QPlainTextEdit;
class QTableView;

namespace kie {
struct Archive;
}

namespace kie::ui {

class RunCasesWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RunCasesWidget(QWidget *parent = nullptr);
    ~RunCasesWidget() override;

    void setRun(std::shared_ptr<const kie::Archive> archive, int runIndex);
    bool hasCases() const;

    // Selects the row of case `caseIndex` (index into the run's spec.cases) and shows its log.
    void selectCase(int caseIndex);
    // The case whose log is shown, or -1.
    int currentCase() const;

    // For tests and the window's wiring.
    QTableView *casesView() const;
    QPlainTextEdit *logView() const;
    QCustomPlot *fastPPlot() const;
    // "Pop out": the fast_p chart in its own resizable window, following the shown run while open.
    QAbstractButton *popOutButton() const;
    QCustomPlot *poppedOutPlot() const; // null until popped out, and after that window is closed

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
