// SPDX-License-Identifier: Apache-2.0
#include "citationwidget.h"

#include "archive.h"
#include "citation.h"
#include "formatting.h"
#include "settings.h"
#include "uiutils.h"

#include <QClipboard>
#include <QComboBox>
#include <QDateEdit>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kie::ui {

namespace {

QString formatLabel(CitationFormat format)
{
    switch (format) {
    case CitationFormat::PlainText:
        return CitationWidget::tr("Plain text");
    case CitationFormat::Markdown:
        return CitationWidget::tr("Markdown");
    case CitationFormat::BibTeX:
        return CitationWidget::tr("BibTeX");
    case CitationFormat::CslJson:
        return CitationWidget::tr("CSL-JSON");
    case CitationFormat::Ris:
        return CitationWidget::tr("RIS");
    }
    return QString();
}

} // namespace

struct CitationWidget::Private
{
    Settings settings;
    std::shared_ptr<const Archive> archive;
    int runIndex = -1;
    CitationFields fields; // of the current run, with the archive's access date
    bool dateEdited = false; // the user's access date survives a change of run within one archive

    QComboBox *format = nullptr;
    QDateEdit *accessed = nullptr;
    QPlainTextEdit *preview = nullptr;
    QLabel *notice = nullptr;
    QPushButton *copy = nullptr;
    QPushButton *copyPermalink = nullptr;
    QPushButton *copyDigest = nullptr;

    bool hasRun() const { return archive && runIndex >= 0 && size_t(runIndex) < archive->runs.size(); }

    CitationFormat currentFormat() const
    {
        CitationFormat chosen = CitationFormat::PlainText;
        citationFormatFromName(format->currentData().toString(), &chosen);
        return chosen;
    }

    CitationFields currentFields() const
    {
        CitationFields f = fields;
        f.accessed = accessed->date();
        return f;
    }

    void refresh()
    {
        const bool enabled = hasRun();
        for (QWidget *widget : {static_cast<QWidget *>(format), static_cast<QWidget *>(accessed),
                                static_cast<QWidget *>(copy), static_cast<QWidget *>(copyDigest)})
            widget->setEnabled(enabled);
        copyPermalink->setEnabled(enabled && !fields.permalink.isEmpty());
        // Shown without what reorders text; Copy copies the citation itself.
        preview->setPlainText(enabled ? shownText(formatCitation(currentFields(), currentFormat()), LineBreaks::Keep) : QString());
        notice->setVisible(enabled && fields.permalink.isEmpty());
    }
};

CitationWidget::CitationWidget(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *controls = new QHBoxLayout;
    d->format = new QComboBox(this);
    d->format->setObjectName(QStringLiteral("citationFormat"));
    for (const CitationFormat format : allCitationFormats())
        d->format->addItem(formatLabel(format), citationFormatName(format));
    const int remembered = d->format->findData(d->settings.citationFormat());
    d->format->setCurrentIndex(remembered >= 0 ? remembered : 0);
    auto *formatLabelWidget = new QLabel(tr("&Format:"), this);
    formatLabelWidget->setBuddy(d->format);

    d->accessed = new QDateEdit(this);
    d->accessed->setObjectName(QStringLiteral("citationAccessed"));
    d->accessed->setCalendarPopup(true);
    d->accessed->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    d->accessed->setToolTip(tr("When the record was retrieved: the fetch date, else the archive's export date, "
                               "else the day it was opened."));
    auto *accessedLabel = new QLabel(tr("&Accessed:"), this);
    accessedLabel->setBuddy(d->accessed);

    d->copy = new QPushButton(tr("&Copy"), this);
    d->copy->setObjectName(QStringLiteral("citationCopy"));
    d->copy->setToolTip(tr("Copy the citation in the chosen format (Ctrl+Shift+C)"));
    d->copyPermalink = new QPushButton(tr("Copy permalink"), this);
    d->copyPermalink->setObjectName(QStringLiteral("citationCopyPermalink"));
    d->copyDigest = new QPushButton(tr("Copy digest"), this);
    d->copyDigest->setObjectName(QStringLiteral("citationCopyDigest"));

    controls->addWidget(formatLabelWidget);
    controls->addWidget(d->format);
    controls->addSpacing(12);
    controls->addWidget(accessedLabel);
    controls->addWidget(d->accessed);
    controls->addStretch(1);
    layout->addLayout(controls);
    // The buttons on a row of their own: beside the choices they would not fit a narrow run page.
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(d->copy);
    buttons->addWidget(d->copyPermalink);
    buttons->addWidget(d->copyDigest);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    d->notice = plainLabel(tr("This record has no permalink: the citation names it by its record digest."), this);
    d->notice->setObjectName(QStringLiteral("citationNoPermalink"));
    layout->addWidget(d->notice);

    d->preview = new QPlainTextEdit(this);
    d->preview->setObjectName(QStringLiteral("citationPreview"));
    d->preview->setAccessibleName(tr("Citation preview"));
    d->preview->setReadOnly(true);
    d->preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    d->preview->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    d->preview->setMinimumHeight(fontMetrics().lineSpacing() * 6);
    layout->addWidget(d->preview);

    connect(d->format, &QComboBox::currentIndexChanged, this, [this] {
        d->settings.setCitationFormat(d->format->currentData().toString());
        d->refresh();
    });
    connect(d->accessed, &QDateEdit::dateChanged, this, [this] {
        d->dateEdited = true;
        d->refresh();
    });
    connect(d->copy, &QPushButton::clicked, this, &CitationWidget::copyCitation);
    connect(d->copyPermalink, &QPushButton::clicked, this, &CitationWidget::copyPermalink);
    connect(d->copyDigest, &QPushButton::clicked, this, &CitationWidget::copyDigest);

    d->refresh();
}

CitationWidget::~CitationWidget() = default;

void CitationWidget::setRun(std::shared_ptr<const kie::Archive> archive, int runIndex)
{
    const bool sameArchive = archive && archive == d->archive;
    d->archive = std::move(archive);
    d->runIndex = runIndex;
    d->fields = d->hasRun() ? citationFields(*d->archive, runIndex) : CitationFields();
    if (!sameArchive || !d->dateEdited) {
        const QSignalBlocker blocker(d->accessed);
        d->accessed->setDate(d->fields.accessed.isValid() ? d->fields.accessed : QDate::currentDate());
        d->dateEdited = false;
    }
    d->refresh();
}

QString CitationWidget::citationText() const
{
    return d->hasRun() ? formatCitation(d->currentFields(), d->currentFormat()) : QString();
}

void CitationWidget::copyCitation()
{
    if (!d->hasRun())
        return;
    const CitationFormat format = d->currentFormat();
    auto mime = std::make_unique<QMimeData>();
    mime->setText(citationText());
    // Rich text only for the forms meant for prose; BibTeX, CSL-JSON and RIS are pasted as they are.
    if (format == CitationFormat::PlainText || format == CitationFormat::Markdown)
        mime->setHtml(formatCitationHtml(d->currentFields()));
    QGuiApplication::clipboard()->setMimeData(mime.release());
    announceCopied(tr("%1 citation of run %2").arg(formatLabel(format), d->fields.runId));
}

bool CitationWidget::hasPermalink() const
{
    return d->hasRun() && !d->fields.permalink.isEmpty();
}

void CitationWidget::copyPermalink()
{
    if (d->hasRun() && !d->fields.permalink.isEmpty())
        copyToClipboard(d->fields.permalink, tr("permalink of run %1").arg(d->fields.runId));
}

void CitationWidget::copyDigest()
{
    if (d->hasRun() && !d->fields.digest.isEmpty())
        copyToClipboard(d->fields.digest, tr("record digest of run %1").arg(d->fields.runId));
}

} // namespace kie::ui
