// SPDX-License-Identifier: Apache-2.0
// How much of a file checked out (ARCHIVE.md §3 references, §5 signatures), counted once for the
// status bar, the navigator, `verify` and the table/plot markers.
#pragma once

#include "references.h"

#include <QString>

#include <optional>
#include <vector>

namespace kie {

struct Archive;

// The one state a run is marked with in the table and the plot: the most serious that applies.
enum class RunTrust {
    Mismatch, // a reference reads declared ≠ computed
    InvalidSignature, // an attestation about the run has a signature that does not verify
    NotInArchive, // some declared reference has no object in the file
    Verified, // every declared reference verified
    NotDeclared, // the run declares no reference at all
};

// The state's word, the same as the reference or signature state it stands for ("declared ≠ computed",
// "signature invalid", ...), and a sentence saying what it means for the run.
QString runTrustName(RunTrust trust);
QString runTrustDescription(RunTrust trust);

struct IntegritySummary
{
    int runs = 0;
    // References, over every run (four roles each).
    int verified = 0;
    int mismatched = 0;
    int notInArchive = 0;
    int notDeclared = 0;
    // Attestations.
    int signaturesValid = 0;
    int signaturesInvalid = 0;
    int unsignedAttestations = 0;

    std::vector<RunTrust> runTrust; // per run index
    // Run indexes concerned, ascending, for filtering the table.
    std::vector<int> mismatchRuns; // with a declared ≠ computed reference
    std::vector<int> invalidSignatureRuns; // subject of an attestation whose signature is invalid
    std::vector<int> notInArchiveRuns; // with a reference not in archive

    bool failed() const { return mismatched > 0 || signaturesInvalid > 0; }
};

IntegritySummary summarizeIntegrity(const Archive &archive);

// "31 runs · 76 verified · 1 declared ≠ computed · 1 invalid signature · 37 not in archive"; parts
// other than the run count appear only when non-zero.
QString integritySummaryText(const IntegritySummary &summary);

// The filters a click on the summary can apply, and the runs each concerns.
enum class IntegrityFilter { Mismatch, InvalidSignature, NotInArchive };
const std::vector<int> &integrityFilterRuns(const IntegritySummary &summary, IntegrityFilter filter);

// The summary's parts in order, each with the filter it stands for (none for the plain counts).
struct IntegrityPart
{
    QString text;
    std::optional<IntegrityFilter> filter;
};
std::vector<IntegrityPart> integritySummaryParts(const IntegritySummary &summary);

} // namespace kie
