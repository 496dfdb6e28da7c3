// SPDX-License-Identifier: Apache-2.0
#include "keygencommand.h"

#include "invocation.h"
#include "keyfile.h"
#include "signing.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

namespace kie::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::cli)
};

} // namespace

int runKeygenCommand(Invocation &call)
{
    QTextStream &out = call.out;
    QTextStream &err = call.err;

    QCommandLineParser parser;
    const QCommandLineOption help = addStandardOptions(parser, call);
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    Tr::tr("Write the private key to KEY (default: %1).").arg(defaultSigningKeyPath()),
                                    QStringLiteral("KEY"));
    const QCommandLineOption passphraseFile(QStringLiteral("passphrase-file"),
                                            Tr::tr("Encrypt the key with the passphrase on the first line of FILE."),
                                            QStringLiteral("FILE"));
    const QCommandLineOption force(QStringLiteral("force"), Tr::tr("Replace an existing key file (the old key is lost)."));
    parser.addOptions({output, passphraseFile, force});

    const QString usage = Tr::tr("Usage: %1 keygen -o KEY.pem [--passphrase-file FILE]").arg(QCoreApplication::applicationName());
    if (!parser.parse(call.arguments)) {
        err << parser.errorText() << '\n' << usage << '\n';
        return kExitTrouble;
    }
    if (parser.isSet(help)) {
        out << commandHelpText(parser, call.command);
        return kExitOk;
    }
    if (parser.positionalArguments().size() != 1) {
        err << usage << '\n';
        return kExitTrouble;
    }
    const QString target = parser.isSet(output) ? parser.value(output) : defaultSigningKeyPath();
    if (QFileInfo::exists(target) && !parser.isSet(force)) {
        err << Tr::tr("%1 exists; a key is not replaced without --force").arg(target) << '\n';
        return kExitTrouble;
    }
    const QStringList inputs = parser.isSet(passphraseFile) ? QStringList{parser.value(passphraseFile)} : QStringList{};
    if (!outputIsNotAnInput(target, inputs, err))
        return kExitTrouble;
    QString error;
    QByteArray passphrase;
    if (parser.isSet(passphraseFile) && !readPassphraseFile(parser.value(passphraseFile), &passphrase, &error)) {
        err << error << '\n';
        return kExitTrouble;
    }
    const SigningKey key = SigningKey::generate(&error);
    if (key.isNull() || !writePrivateKeyFile(key, target, passphrase, &error, inputs)) {
        err << error << '\n';
        return kExitTrouble;
    }
    // Only public material is printed: the raw key as it appears in attestations, and its PEM.
    out << tsvRow({QStringLiteral("key"), target})
        << tsvRow({QStringLiteral("publicKey"), QString::fromLatin1(key.publicKeyRaw().toBase64())})
        << QString::fromLatin1(key.publicKeyPem()); // the PEM's own lines, as a PEM file holds them
    return kExitOk;
}

} // namespace kie::cli
