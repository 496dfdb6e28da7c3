// SPDX-License-Identifier: Apache-2.0
#include "figureexport.h"

#include "figure.h"
#include "figurebuilder.h"
#include "safewrite.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHashSeed>
#include <QImage>
#include <QPageSize>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <cmath>

namespace kie::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::ui::FigureExport)
};

// QPdfEngine numbers its resources in the order of a QHash: with the process's random hash seed the
// same figure would come out as different bytes. Deterministic while a figure is drawn, random after.
struct DeterministicHashing
{
    DeterministicHashing() { QHashSeed::setDeterministicGlobalSeed(); }
    ~DeterministicHashing() { QHashSeed::resetRandomGlobalSeed(); }
    DeterministicHashing(const DeterministicHashing &) = delete;
    DeterministicHashing &operator=(const DeterministicHashing &) = delete;
};

// The layout is made at 96 units per inch (the unit QCustomPlot and pixel-sized fonts assume).
QSize layoutSize(const FigureExportOptions &options)
{
    const double factor = 96.0 / options.dpi;
    return QSize(int(std::lround(options.sizePx.width() * factor)), int(std::lround(options.sizePx.height() * factor)));
}

// A plot drawn by the one builder, never shown. The builder goes first (it gives the plot back its
// axis rect when it ends).
struct PreparedPlot
{
    std::unique_ptr<QCustomPlot> plot;
    std::unique_ptr<FigureBuilder> builder;

    PreparedPlot(const Figure &figure, const FigureExportOptions &options, QSize size)
        : plot(std::make_unique<QCustomPlot>())
        , builder(std::make_unique<FigureBuilder>(plot.get()))
    {
        plot->resize(size);
        plot->setBackground(Qt::white);
        FigureLook look;
        look.logScale = options.logScale;
        builder->draw(figure, look);
    }
    ~PreparedPlot() { builder.reset(); }
};

void paint(QCustomPlot &plot, QPaintDevice *device, QSize size, bool vector, QSizeF scale = QSizeF(1, 1))
{
    QCPPainter painter(device);
    if (vector) {
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNonCosmetic); // hairlines would vanish at print resolution
    }
    painter.scale(scale.width(), scale.height());
    plot.toPainter(&painter, size.width(), size.height());
    painter.end();
}

// A PDF text string that holds any text: UTF-16BE with a byte order mark, written in hex.
QByteArray pdfText(const QString &text)
{
    QByteArray hex("<FEFF");
    for (const QChar c : text)
        hex += QByteArray::number(c.unicode() + 0x10000, 16).mid(1).toUpper();
    return hex + '>';
}

QByteArray pdfDate(const QString &isoDate)
{
    QString digits = isoDate;
    digits.remove(QLatin1Char('-'));
    if (digits.size() != 8)
        digits = QStringLiteral("19700101");
    return "D:" + digits.toLatin1() + "000000Z";
}

// QPdfWriter stamps the clock time and has no Subject or Keywords. The creation date is replaced in
// place (same length: the cross-reference offsets stay right), then an incremental update (PDF 1.4
// §3.4.5) appends a complete Info dictionary that supersedes Qt's.
bool finishPdf(QByteArray &pdf, const Figure &figure, QString *error)
{
    const QByteArray date = pdfDate(figure.stamp.accessDate);
    const qsizetype key = pdf.indexOf("/CreationDate (");
    const qsizetype close = key < 0 ? -1 : pdf.indexOf(')', key);
    const QByteArray fixed = "/CreationDate (" + date + ")";
    if (close < 0 || close + 1 - key < fixed.size()) {
        if (error)
            *error = Tr::tr("the PDF writer's output was not as expected");
        return false;
    }
    pdf.replace(key, close + 1 - key, fixed.leftJustified(close + 1 - key, ' '));

    static const QRegularExpression trailer(QStringLiteral("trailer\\s*<<.*?/Size (\\d+).*?/Root (\\d+) 0 R"),
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression startxref(QStringLiteral("startxref\\s+(\\d+)\\s+%%EOF\\s*$"));
    const QString text = QString::fromLatin1(pdf.right(4096));
    const QRegularExpressionMatch t = trailer.match(text);
    const QRegularExpressionMatch s = startxref.match(text);
    if (!t.hasMatch() || !s.hasMatch()) {
        if (error)
            *error = Tr::tr("the PDF writer's output was not as expected");
        return false;
    }
    const int object = t.captured(1).toInt();
    if (!pdf.endsWith('\n'))
        pdf += '\n';
    const qsizetype offset = pdf.size();
    pdf += QByteArray::number(object) + " 0 obj\n<<\n/Title " + pdfText(figure.metaTitle) + "\n/Subject "
        + pdfText(figure.metaSubject) + "\n/Keywords " + pdfText(figure.metaKeywords) + "\n/Creator "
        + pdfText(figure.stamp.software) + "\n/Producer " + pdfText(figure.stamp.software) + "\n/CreationDate ("
        + date + ")\n/ModDate (" + date + ")\n>>\nendobj\n";
    const qsizetype xref = pdf.size();
    pdf += "xref\n" + QByteArray::number(object) + " 1\n" + QByteArray::number(offset).rightJustified(10, '0')
        + " 00000 n \ntrailer\n<<\n/Size " + QByteArray::number(object + 1) + "\n/Root " + t.captured(2).toLatin1()
        + " 0 R\n/Info " + QByteArray::number(object) + " 0 R\n/Prev " + s.captured(1).toLatin1() + "\n>>\nstartxref\n"
        + QByteArray::number(xref) + "\n%%EOF\n";
    return true;
}

QByteArray renderPdf(QCustomPlot &plot, const Figure &figure, const FigureExportOptions &options, QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(figure.metaTitle);
        writer.setCreator(figure.stamp.software);
        const QSizeF inches(double(options.sizePx.width()) / options.dpi, double(options.sizePx.height()) / options.dpi);
        writer.setPageSize(QPageSize(inches, QPageSize::Inch, QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(96);
        const QSize size(writer.width(), writer.height());
        plot.resize(size);
        paint(plot, &writer, size, true);
    }
    QByteArray pdf = buffer.data();
    if (!finishPdf(pdf, figure, error))
        return QByteArray();
    return pdf;
}

QByteArray renderSvg(QCustomPlot &plot, const Figure &figure, QSize size)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(96);
    // QSvgGenerator writes title and description as given: archive text is escaped here (the text it
    // draws, it escapes itself).
    generator.setTitle(figure.metaTitle.toHtmlEscaped());
    QStringList description {figure.metaSubject};
    for (const QString &line : {figure.highlightText, figure.bestText, figure.note})
        if (!line.isEmpty())
            description << line;
    generator.setDescription(description.join(QLatin1Char('\n')).toHtmlEscaped());
    paint(plot, &generator, size, true);
    return buffer.data();
}

QByteArray renderPng(QCustomPlot &plot, const FigureExportOptions &options, QSize size, QString *error)
{
    QImage image(options.sizePx, QImage::Format_RGB32);
    const int dotsPerMeter = int(std::lround(options.dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    paint(plot, &image, size, false,
          QSizeF(double(options.sizePx.width()) / size.width(), double(options.sizePx.height()) / size.height()));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = Tr::tr("the figure could not be drawn as PNG");
        return QByteArray();
    }
    return bytes;
}

} // namespace

QString figureFormatName(FigureFormat format)
{
    switch (format) {
    case FigureFormat::Svg:
        return QStringLiteral("svg");
    case FigureFormat::Pdf:
        return QStringLiteral("pdf");
    case FigureFormat::Png:
        return QStringLiteral("png");
    }
    return QString();
}

std::optional<FigureFormat> figureFormatFromName(const QString &name)
{
    for (const FigureFormat format : {FigureFormat::Svg, FigureFormat::Pdf, FigureFormat::Png}) {
        if (name.compare(figureFormatName(format), Qt::CaseInsensitive) == 0)
            return format;
    }
    return std::nullopt;
}

std::optional<FigureFormat> figureFormatOfPath(const QString &path)
{
    return figureFormatFromName(QFileInfo(path).suffix());
}

QString FigureExportOptions::problem() const
{
    if (dpi < 24 || dpi > 2400)
        return Tr::tr("the resolution must be between 24 and 2400 dpi");
    if (sizePx.width() < 100 || sizePx.height() < 100 || sizePx.width() > 20000 || sizePx.height() > 20000)
        return Tr::tr("the size must be between 100×100 and 20000×20000 pixels");
    const QSize layout = layoutSize(*this);
    if (layout.width() < 200 || layout.height() < 150)
        return Tr::tr("the figure is too small for its text at this resolution: at least %1×%2 pixels at %3 dpi")
            .arg(int(std::ceil(200.0 * dpi / 96)))
            .arg(int(std::ceil(150.0 * dpi / 96)))
            .arg(dpi);
    return QString();
}

QByteArray renderFigure(const Figure &figure, const FigureExportOptions &options, QString *error)
{
    if (const QString problem = options.problem(); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return QByteArray();
    }
    const DeterministicHashing hashing;
    const QSize size = layoutSize(options);
    const PreparedPlot prepared(figure, options, size);
    QCustomPlot &plot = *prepared.plot;
    switch (options.format) {
    case FigureFormat::Svg:
        return renderSvg(plot, figure, size);
    case FigureFormat::Pdf:
        return renderPdf(plot, figure, options, error);
    case FigureFormat::Png:
        return renderPng(plot, options, size, error);
    }
    return QByteArray();
}

bool exportFigure(const Figure &figure, const FigureExportOptions &options, const QString &path, QString *error,
                  const QStringList &inputs)
{
    WriteOptions writeOptions;
    writeOptions.inputs = inputs;
    if (const QString refusal = outputIsAnInput(path, inputs); !refusal.isEmpty()) {
        if (error)
            *error = refusal; // before the figure is drawn
        return false;
    }
    const QByteArray bytes = renderFigure(figure, options, error);
    if (bytes.isEmpty())
        return false;
    return writeFileSafely(path, bytes, error, writeOptions);
}

} // namespace kie::ui
