// SPDX-License-Identifier: Apache-2.0
// A figure as a file: SVG (Qt SVG), PDF (QPdfWriter) or PNG, drawn by the one FigureBuilder with its
// title, notes and stamp. SVG and PDF are byte-identical for the same figure and options (the PDF's
// dates are the figure's access date, no random ids), so figures can live in git.
#pragma once

#include <QByteArray>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace kie {
struct Figure;
}

namespace kie::ui {

enum class FigureFormat { Svg, Pdf, Png };
QString figureFormatName(FigureFormat format); // "svg", "pdf", "png"
std::optional<FigureFormat> figureFormatFromName(const QString &name);
// From a file name's suffix, case-insensitive; nullopt for any other suffix.
std::optional<FigureFormat> figureFormatOfPath(const QString &path);

struct FigureExportOptions
{
    FigureFormat format = FigureFormat::Svg;
    // The figure is sizePx / dpi inches in every format: a PNG of exactly sizePx pixels, a PDF page
    // and an SVG canvas of that physical size. Text is set for that size (12 px at 96 dpi ≈ 9 pt).
    QSize sizePx = QSize(1200, 750);
    int dpi = 150;
    bool logScale = false;

    // "" when usable, else why not (translated).
    QString problem() const;
};

// The figure's bytes in options.format; empty and *error on failure. Needs a QApplication (the plot
// is a widget, never shown).
QByteArray renderFigure(const Figure &figure, const FigureExportOptions &options, QString *error = nullptr);
// renderFigure() written through the one safe writer (safewrite.h), which never writes over one of
// `inputs` (the files the figure was drawn from).
bool exportFigure(const Figure &figure, const FigureExportOptions &options, const QString &path, QString *error = nullptr,
                  const QStringList &inputs = {});

} // namespace kie::ui
