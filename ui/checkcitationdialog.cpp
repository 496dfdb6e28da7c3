// SPDX-License-Identifier: Apache-2.0
#include "checkcitationdialog.h"

#include "archive.h"
#include "citationcheck.h"
#include "formatting.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kie::ui {

CheckCitationDialog::CheckCitationDialog(std::shared_ptr<const Archive> archive, QWidget *parent)
    : QDialog(parent)
    , m_archive(std::move(archive))
{
    setWindowTitle(tr("Check a citation"));
    auto *label = new QLabel(tr("Paste a citation (text, Markdown, BibTeX, CSL-JSON or RIS), a record digest or a permalink:"), this);
    label->setWordWrap(true);
    m_citation = new QPlainTextEdit(this);
    m_citation->setTabChangesFocus(true);
    m_verdict = new QLabel(this);
    m_verdict->setTextFormat(Qt::PlainText); // the verdict quotes the citation's digest and run ids: data
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_check = buttons->addButton(tr("&Check"), QDialogButtonBox::ActionRole);
    m_check->setDefault(true);
    connect(m_check, &QPushButton::clicked, this, &CheckCitationDialog::check);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_citation, 1);
    layout->addWidget(m_verdict);
    layout->addWidget(buttons);
    resize(640, 360);
}

CheckCitationDialog::~CheckCitationDialog() = default;

void CheckCitationDialog::check()
{
    CitedRecord cited;
    QString error;
    if (!m_archive)
        m_verdict->setText(tr("Open an archive first: the citation is checked against it."));
    else if (m_archive->runDigestsPending) // an unfinished digest would read as "changed"
        m_verdict->setText(tr("The runs' record digests are still being computed: check again when they are done."));
    else if (!parseCitation(m_citation->toPlainText(), &cited, &error))
        m_verdict->setText(error);
    else
        m_verdict->setText(shownText(citationCheckText(*m_archive, cited, checkCitation(*m_archive, cited))));
}

QString CheckCitationDialog::verdict() const
{
    return m_verdict->text();
}

} // namespace kie::ui
