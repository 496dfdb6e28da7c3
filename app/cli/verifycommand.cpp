// SPDX-License-Identifier: Apache-2.0
// `verify FILE`: every digest reference (ARCHIVE.md §3) and attestation signature (§5), and with
// --expect, that the file holds a record with each digest the user has from elsewhere (a record page,
// a citation): nothing in a file declares a run's own digest, so a changed run reads as intact
// unless its digest is known from outside the file.
#include "invocation.h"

#include "archive.h"
#include "digestlookup.h"
#include "digestquery.h"
#include "integrity.h"
#include "references.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace kie::cli {

namespace {

// Fixed English words in data lines, whatever the interface language: scripts match on them.
QString stateWord(ReferenceState state)
{
    return QString::fromUtf8(referenceStateWord(state));
}

QString signatureWord(SignatureState state)
{
    return QString::fromUtf8(signatureStateWord(state));
}

} // namespace

int runVerify(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption expectOption(
        QStringLiteral("expect"),
        QCoreApplication::translate("kie::cli", "Fail unless FILE holds a record with this digest, whole or a prefix of at "
                                                "least 8 hex digits, e.g. from its record page or citation. Repeatable."),
        QStringLiteral("DIGEST"));
    parser.addOption(expectOption);
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;
    std::vector<DigestQuery> expected;
    for (const QString &text : parser.values(expectOption)) {
        const DigestQuery query = DigestQuery::parse(text);
        if (!query.isValid()) {
            call.err << QCoreApplication::translate("kie::cli", "--expect \"%1\": give a record digest, \"sha256:\" and "
                                                                "hex digits, at least 8 of them")
                            .arg(text)
                     << '\n';
            return kExitTrouble;
        }
        expected.push_back(query);
    }

    // The session's integrity stage: the summary the window's status bar shows (ARCHIVE.md §3, §5).
    const auto snapshot = openSession({file}, call, ArchiveSession::Stage::IntegrityAvailable, false);
    if (!snapshot)
        return kExitTrouble;
    const std::shared_ptr<const Archive> archive = snapshot->archive;

    QTextStream &out = call.out;
    out << tsvRow({QStringLiteral("file"), archive->path,
                   archiveFormatName(archive->format) + (archive->compressed ? QStringLiteral(" (gzip)") : QString())});
    const IntegritySummary &summary = *snapshot->integrity;
    int errors = 0;
    DigestLookup lookup(*archive);
    for (size_t i = 0; i < archive->runs.size(); ++i) {
        const RunRecord &run = archive->runs[i];
        out << tsvRow({QStringLiteral("run"), run.meta.name, run.digest});
        for (const ReferenceCheck &check : checkReferences(*archive, int(i), &lookup)) {
            QStringList fields{QStringLiteral("reference"), run.meta.name, check.role, stateWord(check.state),
                               check.declared, check.computed};
            if (const char *note = referenceNoteWord(check)) // §3: say so too, in fixed words like the states
                fields << QString::fromLatin1(note);
            out << tsvRow(fields);
        }
    }
    for (const AttestationRecord &attestation : archive->attestations) {
        out << tsvRow({QStringLiteral("attestation"), attestation.meta.name, attestation.subject,
                       signatureWord(checkAttestationSignature(attestation))});
    }
    for (const LoadProblem &problem : archive->problems) {
        if (problem.severity == Severity::Error)
            ++errors;
        out << tsvRow({QStringLiteral("problem"),
                       problem.severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning"),
                       problem.toString()});
    }

    // Each expected digest: every record that has it, or that none does.
    int missing = 0;
    if (!expected.empty()) {
        const std::vector<const ObjectBase *> objects = objectsInFileOrder(*archive);
        for (const DigestQuery &query : expected) {
            bool found = false;
            for (const ObjectBase *object : objects) {
                if (query.matches(object->digest)) {
                    found = true;
                    out << tsvRow({QStringLiteral("expected"), QStringLiteral("sha256:") + query.hex, QStringLiteral("found"),
                                   kindNameOf(*object), object->meta.name, object->digest});
                }
            }
            if (!found) {
                ++missing;
                out << tsvRow({QStringLiteral("expected"), QStringLiteral("sha256:") + query.hex, QStringLiteral("missing")});
            }
        }
    }

    // A record that could not be read is not verified either, nor a file without a record expected in it.
    const bool failed = summary.failed() || errors > 0 || missing > 0;
    QString counts = QStringLiteral("%1 runs, %2 verified, %3 declared ≠ computed, %4 not in archive, %5 not declared, "
                                    "%6 invalid signatures, %7 errors")
                         .arg(summary.runs)
                         .arg(summary.verified)
                         .arg(summary.mismatched)
                         .arg(summary.notInArchive)
                         .arg(summary.notDeclared)
                         .arg(summary.signaturesInvalid)
                         .arg(errors);
    if (!expected.empty()) // only then: scripts read the line as it was
        counts += QStringLiteral(", %1 of %2 expected digests missing").arg(missing).arg(expected.size());
    out << tsvRow({QStringLiteral("result"), failed ? QStringLiteral("failed") : QStringLiteral("ok"), counts});
    return failed ? kExitFailed : kExitOk;
}

} // namespace kie::cli
