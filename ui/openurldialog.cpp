// SPDX-License-Identifier: Apache-2.0
#include "openurldialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace kie::ui {

namespace {

bool isSha256Hex(const QString &text)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]{64}$"));
    return hex.match(text).hasMatch();
}

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // URLs and file names are data, never markup
    label->setWordWrap(true);
    return label;
}

} // namespace

OpenUrlDialog::OpenUrlDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Open URL"));

    m_url = new QLineEdit(this);
    m_url->setPlaceholderText(tr("https://example.org/runs/archive.json"));
    m_url->setClearButtonEnabled(true);
    m_url->setMinimumWidth(420);

    m_allowHttp = new QCheckBox(tr("Allow plain &http for this URL"), this);

    m_warningRow = new QWidget(this);
    auto *warningIcon = new QLabel(m_warningRow);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    warningIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    warningIcon->setAlignment(Qt::AlignTop);
    m_httpWarning = plainLabel(m_warningRow);
    m_httpWarning->setText(tr("Plain http is not encrypted: anyone between you and the server can read the "
                              "archive or change it on the way. Give its expected SHA-256 below to detect changes."));
    auto *warningLayout = new QHBoxLayout(m_warningRow);
    warningLayout->setContentsMargins(0, 0, 0, 0);
    warningLayout->addWidget(warningIcon);
    warningLayout->addWidget(m_httpWarning, 1);

    m_sha256 = new QLineEdit(this);
    m_sha256->setPlaceholderText(tr("optional: 64 hexadecimal digits"));
    m_sha256->setClearButtonEnabled(true);

    m_caFile = new QLineEdit(this);
    m_caFile->setPlaceholderText(tr("optional: PEM file for a self-hosted index"));
    m_caFile->setClearButtonEnabled(true);
    m_browse = new QToolButton(this);
    m_browse->setText(tr("Browse…"));
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(m_caFile, 1);
    caRow->addWidget(m_browse);

    m_problem = plainLabel(this);

    auto *form = new QFormLayout;
    form->addRow(tr("&URL:"), m_url);
    form->addRow(QString(), m_allowHttp);
    form->addRow(QString(), m_warningRow);
    form->addRow(tr("Expected &SHA-256:"), m_sha256);
    form->addRow(tr("Extra &CA certificates:"), caRow);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_url, &QLineEdit::textChanged, this, &OpenUrlDialog::updateState);
    connect(m_allowHttp, &QCheckBox::toggled, this, &OpenUrlDialog::updateState);
    connect(m_sha256, &QLineEdit::textChanged, this, &OpenUrlDialog::updateState);
    connect(m_caFile, &QLineEdit::textChanged, this, &OpenUrlDialog::updateState);
    connect(m_browse, &QToolButton::clicked, this, &OpenUrlDialog::chooseCaFile);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateState();
}

OpenUrlDialog::~OpenUrlDialog() = default;

bool OpenUrlDialog::ask(QWidget *parent, QUrl *url, kie::FetchOptions *options)
{
    OpenUrlDialog dialog(parent);
    if (url && !url->isEmpty())
        dialog.setUrl(*url);
    if (options)
        dialog.setOptions(*options);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    if (url)
        *url = dialog.url();
    if (options)
        *options = dialog.options();
    return true;
}

void OpenUrlDialog::setUrl(const QUrl &url)
{
    m_url->setText(url.toString());
}

QUrl OpenUrlDialog::url() const
{
    QString text = m_url->text().trimmed();
    if (text.isEmpty())
        return {};
    if (!text.contains(QLatin1String("://")))
        text.prepend(QLatin1String("https://")); // a bare host/path means https, never http
    return QUrl(text, QUrl::StrictMode);
}

void OpenUrlDialog::setOptions(const kie::FetchOptions &options)
{
    m_options = options;
    m_allowHttp->setChecked(options.allowHttp);
    m_sha256->setText(options.expectedSha256);
    m_caFile->setText(options.caFile);
    updateState();
}

kie::FetchOptions OpenUrlDialog::options() const
{
    kie::FetchOptions o = m_options;
    o.allowHttp = m_allowHttp->isChecked() && url().scheme().compare(QLatin1String("http"), Qt::CaseInsensitive) == 0;
    o.expectedSha256 = m_sha256->text().trimmed().toLower();
    o.caFile = m_caFile->text().trimmed();
    return o;
}

QPushButton *OpenUrlDialog::openButton() const
{
    return m_buttons->button(QDialogButtonBox::Open);
}

QString OpenUrlDialog::problem() const
{
    const QString text = m_url->text().trimmed();
    if (text.isEmpty())
        return tr("Enter the URL of a run archive.");
    const QUrl u = url();
    if (!u.isValid() || u.host().isEmpty())
        return tr("This is not a valid URL.");
    const QString scheme = u.scheme().toLower();
    if (scheme == QLatin1String("http") && !m_allowHttp->isChecked())
        return tr("Plain http is refused unless you allow it for this URL.");
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return tr("Only https URLs can be opened.");
    const QString sha = m_sha256->text().trimmed();
    if (!sha.isEmpty() && !isSha256Hex(sha))
        return tr("The expected SHA-256 must be 64 hexadecimal digits.");
    const QString fragment = u.fragment();
    if (!sha.isEmpty() && fragment.startsWith(QLatin1String("sha256="), Qt::CaseInsensitive)
        && fragment.mid(7).compare(sha, Qt::CaseInsensitive) != 0)
        return tr("The expected SHA-256 and the URL's #sha256= fragment disagree.");
    const QString ca = m_caFile->text().trimmed();
    if (!ca.isEmpty() && !QFileInfo(ca).isFile())
        return tr("The CA certificate file does not exist.");
    return {};
}

bool OpenUrlDialog::isAcceptable() const
{
    return problem().isEmpty();
}

void OpenUrlDialog::chooseCaFile()
{
    const QString start = m_caFile->text().trimmed();
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose CA certificates"), start,
                                                      tr("PEM certificates (*.pem *.crt *.cer);;All files (*)"));
    if (!file.isEmpty())
        m_caFile->setText(file);
}

void OpenUrlDialog::updateState()
{
    const bool http = url().scheme().compare(QLatin1String("http"), Qt::CaseInsensitive) == 0;
    // The opt-in only means something for an http URL; the warning shows whenever it is on.
    m_allowHttp->setEnabled(http || m_allowHttp->isChecked());
    m_warningRow->setVisible(m_allowHttp->isChecked());
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty() && !m_url->text().trimmed().isEmpty());
    openButton()->setEnabled(why.isEmpty());
}

} // namespace kie::ui
