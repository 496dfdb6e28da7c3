// SPDX-License-Identifier: Apache-2.0
// The latency ranking of one comparison group (QCustomPlot): one bar per ranked run, best first.
#pragma once

#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

class QCustomPlot;

namespace kie {
struct Archive;
struct Figure;
struct IntegritySummary;
}

namespace kie::ui {

class RankingPlot : public QWidget
{
    Q_OBJECT
public:
    explicit RankingPlot(QWidget *parent = nullptr);
    ~RankingPlot() override;

    // `integrity` marks the flagged runs (the table model has it computed already: shared, not
    // copied); without it the plot computes its own.
    void setArchive(std::shared_ptr<const kie::Archive> archive, std::shared_ptr<const kie::IntegritySummary> integrity = nullptr);
    void setGroup(int groupIndex); // index into archive->ranking.groups; -1 clears
    void setSelectedRun(int runIndex); // highlights that run's bar
    void setLogScale(bool logarithmic);
    bool isLogScale() const;
    // The shown figure, stamped (figureexport.h), at the widget's size unless given; 96 dpi.
    bool exportPng(const QString &path, int width = 0, int height = 0, QString *error = nullptr);
    bool exportPdf(const QString &path, QString *error = nullptr);
    // What the plot shows, as the figure builder drew it (title, stamp and notes included, for exports).
    const kie::Figure &figure() const;
    int selectedRun() const;

    QCustomPlot *plot() const; // for tests: the widget that receives mouse events
    // Widget coordinates of the bar of `runIndex` (for tests and tooltips); null point when not shown.
    QPoint barCenter(int runIndex) const;
    // Runs of the shown group marked as a warning (declared ≠ computed, signature invalid), and the
    // marker texts drawn for them, for tests.
    std::vector<int> flaggedRuns() const;
    QStringList flagTexts() const;
    // The warning shown above the plot when the group's runs disagree on timer or statistic; "" when none.
    QString warningText() const;
    // The message drawn instead of axes when the group has no ranked run; "" otherwise.
    QString emptyText() const;

Q_SIGNALS:
    // A click on a bar, or Left/Right/Home/End while the plot has keyboard focus.
    void runClicked(int runIndex);
    void runActivated(int runIndex); // double-click or Enter: open its manifest
    void logScaleChanged(bool logarithmic);
    void runContextMenuRequested(int runIndex, const QPoint &globalPos); // right-click on a bar

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
