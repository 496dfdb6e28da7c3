// SPDX-License-Identifier: Apache-2.0
// The SOL calculator of the run page (SOL-ExecBench runs): the current score from the cases' latencies,
// the latency a target score needs (per case and for the suite mean), and the gaps to #1 and to the
// bound. The math is solmath.h; where the record lacks T_SOL or T_b it says which inputs are missing.
#pragma once

#include <QGroupBox>

#include <memory>

namespace kie {
struct Archive;
}

namespace kie::ui {

class SolCalculator : public QGroupBox
{
    Q_OBJECT
public:
    explicit SolCalculator(QWidget *parent = nullptr);
    ~SolCalculator() override;

    // Shows itself only for runs with a SOL score or SOL inputs; -1 clears and hides.
    void setRun(std::shared_ptr<const kie::Archive> archive, int runIndex);
    bool isApplicable() const; // the run has a SOL score or SOL inputs
    bool hasInputs() const; // at least one case carries T_k, T_SOL and T_b (with T_b > T_SOL)
    void setTargetScore(double score);
    QString statusText() const; // the summary lines, as shown

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
