// SPDX-License-Identifier: Apache-2.0
#include "figuredialog.h"

#include "archive.h"
#include "archivewriter.h"
#include "figureexport.h"
#include "integrity.h"
#include "runfacts.h"
#include "uiutils.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace kie::ui {

namespace {

// The preview keeps the figure's layout (size / DPI) and draws it this many pixels wide at most.
constexpr int kPreviewWidth = 560;
constexpr int kPreviewHeight = 360;

QSpinBox *spinBox(int minimum, int maximum, int value, const QString &suffix, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setValue(value);
    box->setSuffix(suffix);
    return box;
}

constexpr int kWholeFileRole = Qt::UserRole + 1; // on a kind: drawn for the whole file, not the group

} // namespace

struct FigureDialog::Private
{
    std::shared_ptr<const Archive> archive;
    int group = -1;
    int highlightRun = -1;
    QComboBox *kind = nullptr;
    QComboBox *format = nullptr;
    QSpinBox *width = nullptr;
    QSpinBox *height = nullptr;
    QSpinBox *dpi = nullptr;
    QCheckBox *log = nullptr;
    QLabel *physical = nullptr;
    QLabel *preview = nullptr;
    QLabel *problem = nullptr;
    QPushButton *save = nullptr;
    QImage previewImage;

    mutable std::shared_ptr<const IntegritySummary> integrity; // the runs' marks, computed once

    Figure figure() const
    {
        if (!archive)
            return Figure();
        const auto chosen = FigureKind(kind->currentData().toInt());
        if (chosen == FigureKind::Ranking) { // marks its runs: not a pass over every run per preview
            if (!integrity)
                integrity = std::make_shared<const IntegritySummary>(summarizeIntegrity(*archive));
            return rankingFigure(*archive, group, highlightRun, &integrity->runTrust);
        }
        // The definitions heatmap is the whole file's: it takes no group.
        const bool wholeFile = kind->currentData(kWholeFileRole).toBool();
        return makeFigure(chosen, *archive, wholeFile ? -1 : group, highlightRun);
    }
    void update();
};

void FigureDialog::Private::update()
{
    FigureExportOptions chosen;
    chosen.sizePx = QSize(width->value(), height->value());
    chosen.dpi = dpi->value();
    const QString why = chosen.problem();
    setPlainText(problem, why);
    problem->setVisible(!why.isEmpty());
    save->setEnabled(why.isEmpty() && archive);
    setPlainText(physical, FigureDialog::tr("%1 × %2 in")
                               .arg(double(chosen.sizePx.width()) / chosen.dpi, 0, 'f', 2)
                               .arg(double(chosen.sizePx.height()) / chosen.dpi, 0, 'f', 2));
    previewImage = QImage();
    if (why.isEmpty()) {
        // Size and DPI scaled together keep the layout: the preview is the figure, smaller.
        const double scale = std::min({1.0, double(kPreviewWidth) / chosen.sizePx.width(), double(kPreviewHeight) / chosen.sizePx.height()});
        FigureExportOptions small = chosen;
        small.format = FigureFormat::Png;
        small.logScale = log->isChecked();
        small.dpi = std::max(24, int(std::lround(chosen.dpi * scale)));
        small.sizePx = QSize(int(std::lround(chosen.sizePx.width() * scale)), int(std::lround(chosen.sizePx.height() * scale)));
        previewImage = QImage::fromData(renderFigure(figure(), small), "PNG");
    }
    preview->setPixmap(QPixmap::fromImage(previewImage));
}

FigureDialog::FigureDialog(std::shared_ptr<const Archive> archive, int group, int highlightRun, bool logScale,
                           std::shared_ptr<const IntegritySummary> integrity, QWidget *parent)
    : QDialog(parent)
    , d(std::make_unique<Private>())
{
    setWindowTitle(tr("Export figure"));
    d->archive = std::move(archive);
    d->integrity = std::move(integrity);
    d->group = group;
    d->highlightRun = highlightRun;

    d->kind = new QComboBox(this);
    d->kind->addItem(tr("Latency ranking"), int(FigureKind::Ranking));
    d->kind->addItem(tr("fast_p curves"), int(FigureKind::FastP));
    d->kind->addItem(tr("Leaderboard of the whole file"), int(FigureKind::Leaderboard));
    d->kind->addItem(tr("Heatmap: definitions × authors of the whole file"), int(FigureKind::Heatmap));
    d->kind->setItemData(d->kind->count() - 1, true, kWholeFileRole);
    d->kind->addItem(tr("Heatmap: cases × implementations of the group"), int(FigureKind::Heatmap));
    d->format = new QComboBox(this);
    d->format->addItem(tr("SVG (vector)"), int(FigureFormat::Svg));
    d->format->addItem(tr("PDF (vector)"), int(FigureFormat::Pdf));
    d->format->addItem(tr("PNG (image)"), int(FigureFormat::Png));
    const FigureExportOptions defaults;
    d->width = spinBox(100, 20000, defaults.sizePx.width(), tr(" px"), this);
    d->height = spinBox(100, 20000, defaults.sizePx.height(), tr(" px"), this);
    d->dpi = spinBox(24, 2400, defaults.dpi, tr(" dpi"), this);
    d->log = new QCheckBox(tr("Logarithmic latency axis"), this);
    d->log->setChecked(logScale);
    d->physical = plainLabel(QString(), this);
    d->problem = plainLabel(QString(), this);
    d->problem->setObjectName(QStringLiteral("figureProblem"));
    d->problem->setStyleSheet(QStringLiteral("QLabel { color: #8a1c12; }"));
    d->preview = new QLabel(this);
    d->preview->setObjectName(QStringLiteral("figurePreview"));
    d->preview->setMinimumSize(kPreviewWidth, kPreviewHeight);
    d->preview->setAlignment(Qt::AlignCenter);
    d->preview->setFrameShape(QFrame::StyledPanel);
    d->preview->setAccessibleName(tr("Preview of the figure"));

    auto *size = new QHBoxLayout;
    size->addWidget(d->width);
    size->addWidget(plainLabel(QStringLiteral("×"), this));
    size->addWidget(d->height);
    size->addWidget(d->dpi);
    size->addWidget(d->physical, 1);
    auto *form = new QFormLayout;
    form->addRow(tr("&Kind:"), d->kind);
    form->addRow(tr("&Format:"), d->format);
    auto *sizeLabel = new QLabel(tr("&Size:"), this);
    sizeLabel->setBuddy(d->width);
    form->addRow(sizeLabel, size);
    form->addRow(QString(), d->log);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    d->save = buttons->button(QDialogButtonBox::Save);
    d->save->setText(tr("&Save…"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(d->problem);
    layout->addWidget(d->preview, 1);
    layout->addWidget(plainLabel(tr("Exported figures carry a title, the highlighted run, #1, unranked runs and a stamp "
                                    "(source, run and digest, access date, program version)."),
                                 this));
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(d->save, &QPushButton::clicked, this, [this] {
        const FigureFormat format = FigureFormat(d->format->currentData().toInt());
        const QString suffix = figureFormatName(format);
        const QString subject = d->archive && d->highlightRun >= 0 ? runId(d->archive->runs[size_t(d->highlightRun)])
                                                                   : QStringLiteral("group");
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export figure"), figureKindName(kind()) + QLatin1Char('-') + subject + QLatin1Char('.') + suffix,
            tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
        if (path.isEmpty())
            return;
        QString error;
        if (!exportTo(path, &error)) {
            setPlainText(d->problem, tr("Could not write %1: %2").arg(path, error));
            d->problem->show();
            return;
        }
        accept();
    });
    for (QComboBox *box : {d->kind, d->format})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { d->update(); });
    for (QSpinBox *box : {d->width, d->height, d->dpi})
        connect(box, &QSpinBox::valueChanged, this, [this] { d->update(); });
    connect(d->log, &QCheckBox::toggled, this, [this] { d->update(); });
    d->update();
}

FigureDialog::~FigureDialog() = default;

FigureKind FigureDialog::kind() const
{
    return FigureKind(d->kind->currentData().toInt());
}

FigureExportOptions FigureDialog::options() const
{
    FigureExportOptions options;
    options.format = FigureFormat(d->format->currentData().toInt());
    options.sizePx = QSize(d->width->value(), d->height->value());
    options.dpi = d->dpi->value();
    options.logScale = d->log->isChecked();
    return options;
}

QImage FigureDialog::preview() const
{
    return d->previewImage;
}

bool FigureDialog::exportTo(const QString &path, QString *error)
{
    if (!exportFigure(d->figure(), options(), path, error, d->archive ? filesReadFrom(*d->archive) : QStringList()))
        return false;
    Q_EMIT exported(path);
    return true;
}

QComboBox *FigureDialog::kindBox() const
{
    return d->kind;
}

QComboBox *FigureDialog::formatBox() const
{
    return d->format;
}

QSpinBox *FigureDialog::widthBox() const
{
    return d->width;
}

QSpinBox *FigureDialog::heightBox() const
{
    return d->height;
}

QSpinBox *FigureDialog::dpiBox() const
{
    return d->dpi;
}

QCheckBox *FigureDialog::logBox() const
{
    return d->log;
}

QLabel *FigureDialog::previewLabel() const
{
    return d->preview;
}

QLabel *FigureDialog::problemLabel() const
{
    return d->problem;
}

} // namespace kie::ui
