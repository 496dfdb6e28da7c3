// SPDX-License-Identifier: Apache-2.0
#include "integrity.h"

#include "archive.h"
#include "digestlookup.h"
#include "parallelchunks.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>

namespace kie {

namespace {

// Spelled out rather than %n plurals, which need a loaded translation to read well.
QString count(int n, const char *one, const char *many)
{
    return QCoreApplication::translate("kie::IntegritySummary", n == 1 ? one : many).arg(n);
}

} // namespace

QString runTrustName(RunTrust trust)
{
    switch (trust) {
    case RunTrust::Mismatch:
        return referenceStateName(ReferenceState::Mismatch);
    case RunTrust::InvalidSignature:
        return signatureStateName(SignatureState::Invalid);
    case RunTrust::NotInArchive:
        return referenceStateName(ReferenceState::NotInArchive);
    case RunTrust::Verified:
        return referenceStateName(ReferenceState::Verified);
    case RunTrust::NotDeclared:
        break;
    }
    return referenceStateName(ReferenceState::NotDeclared);
}

QString runTrustDescription(RunTrust trust)
{
    switch (trust) {
    case RunTrust::Mismatch:
        return QCoreApplication::translate("kie::IntegritySummary", "An object carried with this run is not the one it declares: "
                                                    "it was altered or belongs to another run");
    case RunTrust::InvalidSignature:
        return QCoreApplication::translate("kie::IntegritySummary", "An attestation about this run has a signature that does not verify");
    case RunTrust::NotInArchive:
        return QCoreApplication::translate("kie::IntegritySummary", "Some declared references have no object in this file to "
                                                    "check them against; nothing in it contradicts them");
    case RunTrust::Verified:
        return QCoreApplication::translate("kie::IntegritySummary", "Every declared reference verified");
    case RunTrust::NotDeclared:
        break;
    }
    return QCoreApplication::translate("kie::IntegritySummary", "The run declares no references");
}

IntegritySummary summarizeIntegrity(const Archive &archive)
{
    IntegritySummary summary;
    summary.runs = int(archive.runs.size());
    summary.runTrust.resize(archive.runs.size(), RunTrust::NotDeclared);

    // Each run's references on all cores (a million runs: four lookups each), counted per chunk.
    enum : quint8 { kMismatch = 1, kMissing = 2, kVerified = 4 };
    std::vector<quint8> found(archive.runs.size());
    struct Counts
    {
        int verified = 0, mismatched = 0, notInArchive = 0, notDeclared = 0;
    };
    const size_t chunks = chunkCountFor(archive.runs.size());
    std::vector<Counts> counts(chunks);
    forEachChunk(archive.runs.size(), chunks, [&](size_t chunk, size_t begin, size_t end) {
        DigestLookup lookup(archive);
        Counts &c = counts[chunk];
        for (size_t i = begin; i < end; ++i) {
            for (const ReferenceState state : referenceStates(archive, int(i), lookup)) {
                switch (state) {
                case ReferenceState::Verified:
                    ++c.verified;
                    found[i] |= kVerified;
                    break;
                case ReferenceState::Mismatch:
                    ++c.mismatched;
                    found[i] |= kMismatch;
                    break;
                case ReferenceState::NotInArchive:
                    ++c.notInArchive;
                    found[i] |= kMissing;
                    break;
                case ReferenceState::NotDeclared:
                    ++c.notDeclared;
                    break;
                }
            }
        }
    });
    for (const Counts &c : counts) {
        summary.verified += c.verified;
        summary.mismatched += c.mismatched;
        summary.notInArchive += c.notInArchive;
        summary.notDeclared += c.notDeclared;
    }

    QSet<DigestString> invalidSubjects;
    for (const AttestationRecord &attestation : archive.attestations) {
        switch (checkAttestationSignature(attestation)) {
        case SignatureState::Valid:
            ++summary.signaturesValid;
            break;
        case SignatureState::Invalid:
            ++summary.signaturesInvalid;
            invalidSubjects.insert(attestation.subject);
            break;
        case SignatureState::Unsigned:
            ++summary.unsignedAttestations;
            break;
        }
    }
    // Several runs may share a digest (two copies of one bundle): an attestation concerns them all.
    std::vector<bool> invalid(archive.runs.size());
    if (!invalidSubjects.isEmpty()) {
        for (size_t i = 0; i < archive.runs.size(); ++i)
            invalid[i] = !archive.runs[i].digest.isEmpty() && invalidSubjects.contains(archive.runs[i].digest);
    }

    for (int i = 0; i < summary.runs; ++i) {
        const size_t at = size_t(i);
        const bool mismatch = found[at] & kMismatch, missing = found[at] & kMissing, verified = found[at] & kVerified;
        if (mismatch)
            summary.mismatchRuns.push_back(i);
        if (invalid[at])
            summary.invalidSignatureRuns.push_back(i);
        if (missing)
            summary.notInArchiveRuns.push_back(i);
        summary.runTrust[at] = mismatch   ? RunTrust::Mismatch
            : invalid[at]                 ? RunTrust::InvalidSignature
            : missing                     ? RunTrust::NotInArchive
            : verified                    ? RunTrust::Verified
                                          : RunTrust::NotDeclared;
    }
    return summary;
}

std::vector<IntegrityPart> integritySummaryParts(const IntegritySummary &summary)
{
    std::vector<IntegrityPart> parts;
    parts.push_back({count(summary.runs, QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 run"), QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 runs")), std::nullopt});
    if (summary.verified > 0)
        parts.push_back({count(summary.verified, QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 verified"), QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 verified")),
                         std::nullopt});
    if (summary.mismatched > 0)
        parts.push_back({count(summary.mismatched, QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 declared ≠ computed"),
                               QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 declared ≠ computed")),
                         IntegrityFilter::Mismatch});
    if (summary.signaturesInvalid > 0)
        parts.push_back({count(summary.signaturesInvalid, QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 invalid signature"),
                               QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 invalid signatures")),
                         IntegrityFilter::InvalidSignature});
    if (summary.notInArchive > 0)
        parts.push_back({count(summary.notInArchive, QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 not in archive"),
                               QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 not in archive")),
                         IntegrityFilter::NotInArchive});
    if (summary.signaturesValid > 0)
        parts.push_back({count(summary.signaturesValid, QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 valid signature"),
                               QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 valid signatures")),
                         std::nullopt});
    if (summary.unsignedAttestations > 0)
        parts.push_back({count(summary.unsignedAttestations, QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 unsigned attestation"),
                               QT_TRANSLATE_NOOP("kie::IntegritySummary", "%1 unsigned attestations")),
                         std::nullopt});
    return parts;
}

QString integritySummaryText(const IntegritySummary &summary)
{
    QStringList texts;
    for (const IntegrityPart &part : integritySummaryParts(summary))
        texts << part.text;
    return texts.join(QStringLiteral(" · "));
}

const std::vector<int> &integrityFilterRuns(const IntegritySummary &summary, IntegrityFilter filter)
{
    switch (filter) {
    case IntegrityFilter::Mismatch:
        return summary.mismatchRuns;
    case IntegrityFilter::InvalidSignature:
        return summary.invalidSignatureRuns;
    case IntegrityFilter::NotInArchive:
        break;
    }
    return summary.notInArchiveRuns;
}

} // namespace kie
