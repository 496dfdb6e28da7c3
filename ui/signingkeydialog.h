// SPDX-License-Identifier: Apache-2.0
// Settings > Signing key: generate an Ed25519 key or import a PEM into the config folder (mode 0600),
// optionally under a passphrase. The private key is never shown or exported; only its public half is.
#pragma once

#include <QDialog>

#include <memory>

class QWidget;

namespace kie {
class SigningKey;
}

namespace kie::ui {

class SigningKeyDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SigningKeyDialog(QWidget *parent = nullptr);
    ~SigningKeyDialog() override;

    void refresh(); // re-reads the key file's state

private:
    void generate();
    void import();
    bool askNewPassphrase(QByteArray *passphrase);

    struct Private;
    std::unique_ptr<Private> d;
};

// A new key's passphrase, asked once with a confirmation field beside it: OK only while the two
// agree. Both empty: no passphrase.
class NewPassphraseDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewPassphraseDialog(QWidget *parent = nullptr);
    ~NewPassphraseDialog() override;

    QByteArray passphrase() const; // UTF-8
    bool canAccept() const; // the two fields agree

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// Loads the user's key (Settings::signingKeyPath()), asking for its passphrase when it has one.
// False with *error when there is none, it is refused (readable by others) or the user cancels.
bool loadSigningKey(QWidget *parent, kie::SigningKey *key, QString *error);
// Whether a key file exists and has safe permissions; *why says what is wrong otherwise.
bool signingKeyUsable(QString *why);

} // namespace kie::ui
