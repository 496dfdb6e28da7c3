// SPDX-License-Identifier: Apache-2.0
// File > Export figure…: the options of the `plot` command (kind, format, size, DPI, log scale) with a
// preview drawn by the same figure builder, then a file name. The figure is stamped (figure.h).
#pragma once

#include "figure.h"
#include "figureexport.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace kie {
struct Archive;
struct IntegritySummary;
}

namespace kie::ui {

class FigureDialog : public QDialog
{
    Q_OBJECT
public:
    // The group and highlighted run the window shows; `logScale` its latency axis. `integrity`: the
    // archive's summary the window already has (its runs' marks); without one the dialog computes it,
    // once (every run of the file: a third of a second at a million runs).
    FigureDialog(std::shared_ptr<const kie::Archive> archive, int group, int highlightRun, bool logScale,
                 std::shared_ptr<const kie::IntegritySummary> integrity = nullptr, QWidget *parent = nullptr);
    ~FigureDialog() override;

    FigureKind kind() const;
    FigureExportOptions options() const;
    // The figure as chosen, drawn for the preview (at most the preview's size).
    QImage preview() const;
    // Writes the chosen figure to `path` (safewrite.h); the window's Save button asks for the path.
    bool exportTo(const QString &path, QString *error = nullptr);

    // For tests.
    QComboBox *kindBox() const;
    QComboBox *formatBox() const;
    QSpinBox *widthBox() const;
    QSpinBox *heightBox() const;
    QSpinBox *dpiBox() const;
    QCheckBox *logBox() const;
    QLabel *previewLabel() const;
    QLabel *problemLabel() const;

Q_SIGNALS:
    void exported(const QString &path);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
