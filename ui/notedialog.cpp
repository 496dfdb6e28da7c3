// SPDX-License-Identifier: Apache-2.0
#include "notedialog.h"

#include "formatting.h"
#include "uiutils.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace kie::ui {

struct NoteDialog::Private
{
    kie::AttestationDraft base;
    QLabel *run = nullptr;
    QRadioButton *note = nullptr;
    QRadioButton *reproduction = nullptr;
    QPlainTextEdit *text = nullptr;
    QGroupBox *measured = nullptr;
    QDoubleSpinBox *latencyUs = nullptr;
    QComboBox *statistic = nullptr;
    QComboBox *environment = nullptr;
    QLineEdit *gpu = nullptr;
    QLineEdit *libraries = nullptr;
    QLineEdit *author = nullptr;
    QCheckBox *sign = nullptr;
    QDialogButtonBox *buttons = nullptr;
};

NoteDialog::NoteDialog(QWidget *parent)
    : QDialog(parent)
    , d(std::make_unique<Private>())
{
    setWindowTitle(tr("Add note or reproduction"));
    setObjectName(QStringLiteral("noteDialog"));
    auto *layout = new QVBoxLayout(this);
    d->run = plainLabel(QString(), this);
    d->run->setObjectName(QStringLiteral("noteDialogRun"));
    layout->addWidget(d->run);

    auto *kindRow = new QHBoxLayout;
    d->note = new QRadioButton(tr("&Note"), this);
    d->reproduction = new QRadioButton(tr("&Reproduction (I measured it)"), this);
    d->note->setChecked(true);
    auto *kinds = new QButtonGroup(this);
    kinds->addButton(d->note);
    kinds->addButton(d->reproduction);
    kindRow->addWidget(d->note);
    kindRow->addWidget(d->reproduction);
    kindRow->addStretch(1);
    layout->addLayout(kindRow);

    d->text = new QPlainTextEdit(this);
    d->text->setObjectName(QStringLiteral("noteText"));
    d->text->setPlaceholderText(tr("What you found, e.g. \"timer differs from the leaderboard's\""));
    d->text->setTabChangesFocus(true);
    layout->addWidget(d->text, 1);

    d->measured = new QGroupBox(tr("Measured"), this);
    auto *form = new QFormLayout(d->measured);
    auto *latencyRow = new QHBoxLayout;
    d->latencyUs = new QDoubleSpinBox(d->measured);
    d->latencyUs->setObjectName(QStringLiteral("noteLatency"));
    d->latencyUs->setDecimals(3);
    d->latencyUs->setRange(0.001, 1e9);
    d->latencyUs->setValue(1.0);
    d->latencyUs->setSuffix(QStringLiteral(" µs"));
    d->statistic = new QComboBox(d->measured);
    for (const char *name : {"mean", "median", "min", "max", "p95"})
        d->statistic->addItem(statisticName(QString::fromLatin1(name)), QString::fromLatin1(name)); // shown translated, stored as spelled
    latencyRow->addWidget(d->latencyUs, 1);
    latencyRow->addWidget(d->statistic);
    form->addRow(tr("Latency"), latencyRow);
    d->environment = new QComboBox(d->measured);
    d->environment->setObjectName(QStringLiteral("noteEnvironment"));
    d->environment->addItem(tr("Typed below"));
    form->addRow(tr("Environment"), d->environment);
    d->gpu = new QLineEdit(d->measured);
    d->gpu->setPlaceholderText(tr("e.g. NVIDIA B200"));
    form->addRow(tr("GPU"), d->gpu);
    d->libraries = new QLineEdit(d->measured);
    d->libraries->setPlaceholderText(tr("e.g. torch=2.8.0, cuda=12.8"));
    form->addRow(tr("Libraries"), d->libraries);
    layout->addWidget(d->measured);

    auto *who = new QFormLayout;
    d->author = new QLineEdit(this);
    d->author->setPlaceholderText(tr("optional"));
    who->addRow(tr("Author"), d->author);
    layout->addLayout(who);
    d->sign = new QCheckBox(tr("&Sign with my key (a signed note cannot be edited later, only replaced)"), this);
    d->sign->setObjectName(QStringLiteral("noteSign"));
    layout->addWidget(d->sign);
    layout->addWidget(absentLabel(tr("Kept on this computer and shown as \"local\" whenever a run with this digest is open. "
                                     "File > Export can include it."),
                                  this));

    d->buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    d->buttons->button(QDialogButtonBox::Ok)->setText(tr("Save"));
    layout->addWidget(d->buttons);
    connect(d->buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(d->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(d->text, &QPlainTextEdit::textChanged, this, &NoteDialog::updateState);
    connect(d->reproduction, &QRadioButton::toggled, this, &NoteDialog::updateState);
    connect(d->environment, &QComboBox::currentIndexChanged, this, &NoteDialog::updateState);
    resize(560, 520);
    updateState();
}

NoteDialog::~NoteDialog() = default;

void NoteDialog::updateState()
{
    d->measured->setEnabled(d->reproduction->isChecked());
    const bool typed = d->environment->currentIndex() <= 0;
    d->gpu->setEnabled(typed);
    d->libraries->setEnabled(typed);
    d->buttons->button(QDialogButtonBox::Ok)->setEnabled(!d->text->toPlainText().trimmed().isEmpty());
}

void NoteDialog::setEnvironments(const QList<Environment> &environments)
{
    while (d->environment->count() > 1)
        d->environment->removeItem(1);
    for (const Environment &environment : environments)
        d->environment->addItem(shownText(environment.label), environment.digest);
}

void NoteDialog::setRunLabel(const QString &label)
{
    setPlainText(d->run, label);
}

void NoteDialog::setDraft(const kie::AttestationDraft &draft)
{
    d->base = draft;
    (draft.kind == QLatin1String("reproduction") ? d->reproduction : d->note)->setChecked(true);
    d->text->setPlainText(draft.text);
    if (draft.latencyNs)
        d->latencyUs->setValue(*draft.latencyNs / 1000.0);
    if (const int index = d->statistic->findData(draft.statistic); index >= 0)
        d->statistic->setCurrentIndex(index);
    const int environment = draft.environmentDigest.isEmpty() ? -1 : d->environment->findData(draft.environmentDigest);
    d->environment->setCurrentIndex(environment > 0 ? environment : 0);
    d->gpu->setText(draft.gpu);
    QStringList libraries;
    for (auto it = draft.libraries.cbegin(); it != draft.libraries.cend(); ++it)
        libraries << it.key() + QLatin1Char('=') + it.value();
    d->libraries->setText(libraries.join(QStringLiteral(", ")));
    d->author->setText(draft.author);
    updateState();
}

kie::AttestationDraft NoteDialog::draft() const
{
    kie::AttestationDraft draft;
    draft.subject = d->base.subject;
    draft.createdAt = d->base.createdAt;
    draft.text = d->text->toPlainText().trimmed();
    draft.author = d->author->text().trimmed();
    if (!d->reproduction->isChecked())
        return draft;
    draft.kind = QStringLiteral("reproduction");
    draft.latencyNs = d->latencyUs->value() * 1000.0;
    draft.statistic = d->statistic->currentData().toString();
    if (d->environment->currentIndex() > 0) {
        draft.environmentDigest = d->environment->currentData().toString();
        return draft;
    }
    draft.gpu = d->gpu->text().trimmed();
    for (const QString &entry : d->libraries->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype equals = entry.indexOf(QLatin1Char('='));
        const QString name = (equals < 0 ? entry : entry.left(equals)).trimmed();
        if (!name.isEmpty())
            draft.libraries.insert(name, equals < 0 ? QString() : entry.mid(equals + 1).trimmed());
    }
    return draft;
}

void NoteDialog::setSigning(bool available, bool checked, const QString &why)
{
    d->sign->setEnabled(available);
    d->sign->setChecked(available && checked);
    d->sign->setToolTip(plainToolTip(why));
}

bool NoteDialog::signRequested() const
{
    return d->sign->isEnabled() && d->sign->isChecked();
}

} // namespace kie::ui
