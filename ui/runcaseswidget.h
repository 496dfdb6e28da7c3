// SPDX-License-Identifier: Apache-2.0
// Per-case results of a suite run (spec.cases): a sortable table, the selected case's log as plain
// text, and the fast_p curve (share of cases correct and at least p× faster than the reference).
#pragma once

#include <QWidget>

#include <memory>

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

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
