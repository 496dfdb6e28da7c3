// SPDX-License-Identifier: Apache-2.0
#include "signingkeydialog.h"

#include "keyfile.h"
#include "plaindialogs.h"
#include "settings.h"
#include "signing.h"
#include "uiutils.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kie::ui {

struct SigningKeyDialog::Private
{
    Settings settings;
    QLabel *path = nullptr;
    QLabel *state = nullptr;
    QLabel *publicKey = nullptr;
    QLineEdit *author = nullptr;
};

SigningKeyDialog::SigningKeyDialog(QWidget *parent)
    : QDialog(parent)
    , d(std::make_unique<Private>())
{
    setWindowTitle(tr("Signing key"));
    setObjectName(QStringLiteral("signingKeyDialog"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(plainLabel(tr("Notes and reproductions you sign carry your Ed25519 public key and a signature, so "
                                    "anyone who opens them can check that nobody edited them. The private key stays in "
                                    "this file, readable only by you; it is never shown or exported."),
                                 this));
    auto *form = new QFormLayout;
    d->path = selectableLabel(QString(), this);
    d->state = plainLabel(QString(), this);
    d->state->setObjectName(QStringLiteral("signingKeyState"));
    d->publicKey = selectableLabel(QString(), this);
    d->publicKey->setObjectName(QStringLiteral("signingKeyPublic"));
    d->author = new QLineEdit(d->settings.noteAuthor(), this);
    d->author->setPlaceholderText(tr("the name your notes are signed as (optional)"));
    form->addRow(tr("Key file"), d->path);
    form->addRow(tr("State"), d->state);
    form->addRow(tr("Public key"), d->publicKey);
    form->addRow(tr("Author"), d->author);
    layout->addLayout(form);

    auto *buttons = new QHBoxLayout;
    auto *generateButton = new QPushButton(tr("&Generate new key…"), this);
    auto *importButton = new QPushButton(tr("&Import PEM…"), this);
    buttons->addWidget(generateButton);
    buttons->addWidget(importButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    layout->addStretch(1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(close);
    connect(generateButton, &QPushButton::clicked, this, &SigningKeyDialog::generate);
    connect(importButton, &QPushButton::clicked, this, &SigningKeyDialog::import);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(d->author, &QLineEdit::editingFinished, this, [this] { d->settings.setNoteAuthor(d->author->text().trimmed()); });
    connect(this, &QDialog::finished, this, [this] {
        d->settings.setNoteAuthor(d->author->text().trimmed());
        d->settings.sync();
    });
    resize(620, 240);
    refresh();
}

SigningKeyDialog::~SigningKeyDialog() = default;

void SigningKeyDialog::refresh()
{
    const QString path = d->settings.signingKeyPath();
    setPlainText(d->path, path);
    QString why;
    if (!privateKeyFileUsable(path, &why)) {
        // Elsewhere the reason names this dialog; here it says what its buttons do.
        if (!QFileInfo::exists(path))
            why = tr("No key yet: generate one or import a PEM file with the buttons below.");
        setPlainText(d->state, why);
        setPlainText(d->publicKey, tr("none"));
        return;
    }
    const bool encrypted = privateKeyFileIsEncrypted(path);
    setPlainText(d->state, encrypted ? tr("Ed25519 key, protected by a passphrase (asked when you sign)")
                                     : tr("Ed25519 key, no passphrase"));
    // The public half cannot be read from an encrypted PKCS#8 file without the passphrase.
    if (encrypted) {
        setPlainText(d->publicKey, tr("shown in each note you sign"));
        return;
    }
    SigningKey key;
    QString error;
    setPlainText(d->publicKey, readPrivateKeyFile(path, QByteArray(), &key, &error)
                                   ? QString::fromLatin1(key.publicKeyRaw().toBase64())
                                   : error);
}

bool SigningKeyDialog::askNewPassphrase(QByteArray *passphrase)
{
    NewPassphraseDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *passphrase = dialog.passphrase();
    return true;
}

struct NewPassphraseDialog::Private
{
    QLineEdit *passphrase = nullptr;
    QLineEdit *confirmation = nullptr;
    QLabel *mismatch = nullptr;
    QPushButton *ok = nullptr;
};

NewPassphraseDialog::NewPassphraseDialog(QWidget *parent)
    : QDialog(parent)
    , d(std::make_unique<Private>())
{
    setWindowTitle(SigningKeyDialog::tr("Passphrase"));
    setObjectName(QStringLiteral("newPassphraseDialog"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(plainLabel(SigningKeyDialog::tr("A passphrase protects the key file; it is asked for each time you "
                                                      "sign. Leave both fields empty for none."),
                                 this));
    auto *form = new QFormLayout;
    d->passphrase = new QLineEdit(this);
    d->passphrase->setObjectName(QStringLiteral("passphrase"));
    d->confirmation = new QLineEdit(this);
    d->confirmation->setObjectName(QStringLiteral("passphraseConfirmation"));
    for (QLineEdit *field : {d->passphrase, d->confirmation})
        field->setEchoMode(QLineEdit::Password);
    form->addRow(SigningKeyDialog::tr("&Passphrase:"), d->passphrase);
    form->addRow(SigningKeyDialog::tr("&Again:"), d->confirmation);
    layout->addLayout(form);
    d->mismatch = absentLabel(SigningKeyDialog::tr("The two passphrases differ."), this);
    d->mismatch->setObjectName(QStringLiteral("passphraseMismatch"));
    layout->addWidget(d->mismatch);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    d->ok = buttons->button(QDialogButtonBox::Ok);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    const auto compare = [this] {
        d->ok->setEnabled(canAccept());
        // Said once the second field is typed into, not while the first is still being typed.
        d->mismatch->setVisible(!canAccept() && !d->confirmation->text().isEmpty());
    };
    connect(d->passphrase, &QLineEdit::textChanged, this, compare);
    connect(d->confirmation, &QLineEdit::textChanged, this, compare);
    compare();
}

NewPassphraseDialog::~NewPassphraseDialog() = default;

QByteArray NewPassphraseDialog::passphrase() const
{
    return d->passphrase->text().toUtf8();
}

bool NewPassphraseDialog::canAccept() const
{
    return d->passphrase->text() == d->confirmation->text();
}

void SigningKeyDialog::generate()
{
    const QString path = d->settings.signingKeyPath();
    if (QFileInfo::exists(path)
        && !askPlainly(this, tr("Replace signing key"),
                       tr("Replace the key in %1? Notes signed with it stay valid, but you can no longer "
                          "sign as that key.")
                           .arg(path)))
        return;
    QByteArray passphrase;
    if (!askNewPassphrase(&passphrase))
        return;
    QString error;
    const SigningKey key = SigningKey::generate(&error);
    if (key.isNull() || !writePrivateKeyFile(key, path, passphrase, &error))
        warnPlainly(this, tr("Signing key"), error);
    refresh();
}

void SigningKeyDialog::import()
{
    const QString source = QFileDialog::getOpenFileName(this, tr("Import Ed25519 private key"), QString(),
                                                        tr("PEM files (*.pem *.key);;All files (*)"));
    if (source.isEmpty())
        return;
    QFile file(source);
    if (!file.open(QIODevice::ReadOnly)) {
        warnPlainly(this, tr("Signing key"), tr("cannot read %1: %2").arg(source, file.errorString()));
        return;
    }
    const QByteArray pem = file.read(64 * 1024);
    QByteArray passphrase;
    if (pem.contains("ENCRYPTED")) {
        const std::optional<QString> given = askForText(this, tr("Passphrase"), tr("Passphrase of %1:").arg(source), true);
        if (!given)
            return;
        passphrase = given->toUtf8();
    }
    QString error;
    const SigningKey key = SigningKey::fromPrivatePem(pem, passphrase, &error);
    // Stored under the same passphrase it came with (none when it had none).
    if (key.isNull() || !writePrivateKeyFile(key, d->settings.signingKeyPath(), passphrase, &error))
        warnPlainly(this, tr("Signing key"), error);
    refresh();
}

bool signingKeyUsable(QString *why)
{
    return privateKeyFileUsable(Settings().signingKeyPath(), why);
}

bool loadSigningKey(QWidget *parent, kie::SigningKey *key, QString *error)
{
    const QString path = Settings().signingKeyPath();
    QByteArray passphrase;
    if (privateKeyFileIsEncrypted(path)) {
        const std::optional<QString> given =
            askForText(parent, SigningKeyDialog::tr("Passphrase"), SigningKeyDialog::tr("Passphrase of your signing key:"), true);
        if (!given) {
            *error = SigningKeyDialog::tr("Not signed: no passphrase given.");
            return false;
        }
        passphrase = given->toUtf8();
    }
    return readPrivateKeyFile(path, passphrase, key, error);
}

} // namespace kie::ui
