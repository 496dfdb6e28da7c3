// SPDX-License-Identifier: Apache-2.0
// Two runs side by side, A beside B (by default B is the #1 of A's group): the comparability verdict
// on top with every reason, then field by field with differences highlighted. Swap exchanges A and B.
#pragma once

#include <QWidget>

#include <memory>

class QAbstractItemModel;

namespace kie {
struct Archive;
struct Comparability;
}

namespace kie::ui {

class CompareView : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    // otherRunIndex -1: the #1 of runIndex's comparison group.
    void setRuns(std::shared_ptr<const kie::Archive> archive, int runIndex, int otherRunIndex);
    void swapRuns(); // B becomes A and A becomes B
    int runA() const;
    int runB() const; // -1 when there is nothing to compare with
    const kie::Comparability &comparability() const;
    QString verdictText() const; // the banner's text, as shown
    QAbstractItemModel *model() const; // rows: field, A, B, difference

Q_SIGNALS:
    void compareWithRequested(int runIndex); // "Compare with…": choose another B for run A

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitColumns();

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
