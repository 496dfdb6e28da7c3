// SPDX-License-Identifier: Apache-2.0
// "Compare with #1": a run beside its group's best, field by field, differences highlighted.
#pragma once

#include <QWidget>

#include <memory>

class QAbstractItemModel;

namespace kie {
struct Archive;
}

namespace kie::ui {

class CompareView : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    void setRuns(std::shared_ptr<const kie::Archive> archive, int runIndex, int otherRunIndex);
    QAbstractItemModel *model() const; // rows: field, this run, #1, difference

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
