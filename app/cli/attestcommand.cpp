// SPDX-License-Identifier: Apache-2.0
#include "attestcommand.h"

#include "archive.h"
#include "archivereader.h"
#include "archivewriter.h"
#include "citation.h"
#include "invocation.h"
#include "runfacts.h"
#include "keyfile.h"
#include "signing.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace kie::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::cli)
};


struct Options
{
    QCommandLineOption run = runOption(RunDefault::FirstRun);
    QCommandLineOption text{QStringLiteral("text"), Tr::tr("What the attestation says."), QStringLiteral("T")};
    QCommandLineOption kind{QStringLiteral("kind"),
                            Tr::tr("note or reproduction (default: reproduction with --latency-ns, else note)."),
                            QStringLiteral("KIND")};
    QCommandLineOption latency{QStringLiteral("latency-ns"), Tr::tr("The latency you measured, in nanoseconds."),
                               QStringLiteral("N")};
    QCommandLineOption statistic{QStringLiteral("statistic"),
                                 Tr::tr("Which statistic --latency-ns is: mean, median, min, max, p95 (default mean)."),
                                 QStringLiteral("S")};
    QCommandLineOption environment{QStringLiteral("environment"),
                                   Tr::tr("Digest of the ExecutionEnvironment you measured on."), QStringLiteral("DIGEST")};
    QCommandLineOption gpu{QStringLiteral("gpu"), Tr::tr("The GPU you measured on, when no environment object names it."),
                           QStringLiteral("GPU")};
    QCommandLineOption library{QStringLiteral("library"), Tr::tr("A library and its version (repeatable)."),
                               QStringLiteral("NAME=VERSION")};
    QCommandLineOption author{QStringLiteral("author"), Tr::tr("Who writes it."), QStringLiteral("NAME")};
    QCommandLineOption key{QStringLiteral("key"), Tr::tr("Sign with this private key (default: %1).").arg(defaultSigningKeyPath()),
                           QStringLiteral("PEM")};
    QCommandLineOption passphraseFile{QStringLiteral("passphrase-file"),
                                      Tr::tr("The key's passphrase is the first line of FILE."), QStringLiteral("FILE")};
    QCommandLineOption unsignedNote{QStringLiteral("unsigned"), Tr::tr("Do not sign.")};
    QCommandLineOption output{{QStringLiteral("o"), QStringLiteral("output")},
                              Tr::tr("Write the new archive to OUT (atomically; never FILE itself)."), QStringLiteral("OUT")};
    QCommandLineOption gzip{QStringLiteral("gzip"), Tr::tr("Compress OUT with gzip (also when OUT ends in .gz).")};
};

bool draftFromOptions(const QCommandLineParser &parser, const Options &o, AttestationDraft *draft, QString *error)
{
    draft->text = parser.value(o.text);
    draft->author = parser.value(o.author);
    if (parser.isSet(o.latency)) {
        bool ok = false;
        const double latency = parser.value(o.latency).toDouble(&ok);
        if (!ok || !(latency > 0) || !qIsFinite(latency)) {
            *error = Tr::tr("--latency-ns needs a positive number of nanoseconds");
            return false;
        }
        draft->latencyNs = latency;
        draft->statistic = parser.isSet(o.statistic) ? parser.value(o.statistic) : QStringLiteral("mean");
    } else if (parser.isSet(o.statistic)) {
        *error = Tr::tr("--statistic names the statistic of --latency-ns");
        return false;
    }
    draft->kind = parser.isSet(o.kind) ? parser.value(o.kind)
                                       : (draft->latencyNs ? QStringLiteral("reproduction") : QStringLiteral("note"));
    if (draft->kind != QLatin1String("note") && draft->kind != QLatin1String("reproduction")) {
        *error = Tr::tr("--kind is note or reproduction");
        return false;
    }
    draft->environmentDigest = parser.value(o.environment);
    draft->gpu = parser.value(o.gpu);
    for (const QString &library : parser.values(o.library)) {
        const qsizetype equals = library.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            *error = Tr::tr("--library takes NAME=VERSION");
            return false;
        }
        draft->libraries.insert(library.left(equals), library.mid(equals + 1));
    }
    return true;
}

} // namespace

int runAttestCommand(Invocation &call)
{
    QTextStream &out = call.out;
    QTextStream &err = call.err;
    QCommandLineParser parser;
    const QCommandLineOption help = addStandardOptions(parser, call);
    const Options o;
    parser.addOptions({o.run, o.text, o.kind, o.latency, o.statistic, o.environment, o.gpu, o.library, o.author, o.key,
                       o.passphraseFile, o.unsignedNote, o.output, o.gzip});
    parser.addPositionalArgument(QStringLiteral("FILE"), Tr::tr("Run archive, manifest bundle or JSON Lines (gzip allowed)."));

    const QString usage = Tr::tr("Usage: %1 attest FILE --run X --text T [--latency-ns N --statistic mean] [--key PEM] -o OUT")
                              .arg(QCoreApplication::applicationName());
    if (!parser.parse(call.arguments)) {
        err << parser.errorText() << '\n' << usage << '\n';
        return kExitTrouble;
    }
    if (parser.isSet(help)) {
        out << commandHelpText(parser, call.command);
        return kExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    const QString target = parser.value(o.output);
    if (positional.size() != 2 || target.isEmpty() || !parser.isSet(o.text)) {
        err << usage << '\n';
        return kExitTrouble;
    }

    // FILE, the key and the passphrase file are inputs: none is ever the output (safewrite.h).
    QStringList inputs{positional.at(1), parser.isSet(o.key) ? parser.value(o.key) : defaultSigningKeyPath()};
    if (parser.isSet(o.passphraseFile))
        inputs << parser.value(o.passphraseFile);
    if (!outputIsNotAnInput(target, inputs, err))
        return kExitTrouble;
    QString error;
    AttestationDraft draft;
    if (!draftFromOptions(parser, o, &draft, &error)) {
        err << error << '\n';
        return kExitTrouble;
    }
    // The key first: a refused key should not cost reading a large archive.
    SigningKey key;
    if (!parser.isSet(o.unsignedNote)) {
        QByteArray passphrase;
        if (parser.isSet(o.passphraseFile) && !readPassphraseFile(parser.value(o.passphraseFile), &passphrase, &error)) {
            err << error << '\n';
            return kExitTrouble;
        }
        const QString keyPath = parser.isSet(o.key) ? parser.value(o.key) : defaultSigningKeyPath();
        if (!readPrivateKeyFile(keyPath, passphrase, &key, &error)) {
            err << error << '\n';
            return kExitTrouble;
        }
    }

    const QString file = positional.at(1);
    const std::shared_ptr<const Archive> opened = openArchiveForData(file, call); // through the session
    if (!opened)
        return kExitTrouble;
    Archive archive = *opened; // a copy: the attestation is added to what is written, not to FILE
    const int runIndex = findNamedRun(archive, file, parser.value(o.run), call);
    if (runIndex < 0)
        return kExitTrouble;
    draft.subject = archive.runs[size_t(runIndex)].digest;
    const QByteArray object = attestationJson(draft, key.isNull() ? nullptr : &key, &error);
    if (object.isNull() || addAttestations(archive, {object}, &error) < 0) {
        err << error << '\n';
        return kExitTrouble;
    }
    const bool compress = parser.isSet(o.gzip) || target.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive);
    if (!writeRunArchive(archive, target, compress, &error, inputs)) {
        err << error << '\n';
        return kExitTrouble;
    }
    const AttestationRecord &added = archive.attestations.back();
    out << tsvRow({QStringLiteral("attestation"), added.meta.name, added.digest, draft.subject,
                   key.isNull() ? QStringLiteral("unsigned") : QStringLiteral("signed")})
        << tsvRow({QStringLiteral("written"), target});
    return kExitOk;
}

} // namespace kie::cli
