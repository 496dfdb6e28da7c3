// SPDX-License-Identifier: Apache-2.0
// Resolution of a run's digest references (ARCHIVE.md §3) and attestation signatures (§5).
#pragma once

#include "records.h"

#include <array>
#include <vector>

namespace kie {

struct Archive;
class DigestLookup;

enum class ReferenceState {
    Verified, // the bundle's object in that role, or else any object in the file, has the declared digest
    Mismatch, // the bundle carries an object in that role, with another digest: declared ≠ computed,
              // checked first (ARCHIVE.md §3), whatever else is in the file
    NotInArchive, // no object with that digest is in the file
    NotDeclared, // the run names no digest for this role
};
QString referenceStateName(ReferenceState state); // "verified", "declared ≠ computed", ...
// The same words untranslated (UTF-8), for scriptable output that must not change with the language.
const char *referenceStateWord(ReferenceState state);

struct ReferenceCheck
{
    QString role; // "protocol", "environment", "workload", "implementation"
    ObjectKind kind = ObjectKind::Unknown;
    QString declared;
    QString computed; // of the object found (verified) or carried in the role (mismatch)
    ReferenceState state = ReferenceState::NotDeclared;
    int objectIndex = -1; // into the archive's vector of that kind
    // Mismatch only: some other object in the file has the declared digest (§3 says to show it too).
    bool declaredElsewhere = false;
};
// The note shown beside a mismatch whose declared digest is elsewhere in the file; empty otherwise.
QString referenceNote(const ReferenceCheck &check);
// The same fact in fixed English words for the command line (verify, show); null otherwise.
const char *referenceNoteWord(const ReferenceCheck &check);
// True when any reference of the run reads declared ≠ computed.
bool hasMismatch(const std::vector<ReferenceCheck> &checks);

std::vector<ReferenceCheck> checkReferences(const Archive &archive, int runIndex);
// True when any reference of the run reads declared ≠ computed: the same as hasMismatch() of its
// checks, without looking anything up (only what the run's bundle carries can contradict it).
bool carriesMismatch(const Archive &archive, const RunRecord &run);

// The object a run was measured with in the role of `kind` (protocol, environment, workload or
// implementation), as index into the archive's vector of that kind: the one its bundle carries in that
// role, whatever its digest (ARCHIVE.md §3: what travelled with the run is what it was measured with,
// and a tampered copy shows its own), else the one in the file with the declared digest; -1 when
// neither. Every view and command that shows what a run carries reads it through this.
int carriedObject(const Archive &archive, const RunRecord &run, ObjectKind kind);

// The same through `lookup` (digestlookup.h), for passes over many runs. Same results.
std::vector<ReferenceCheck> checkReferences(const Archive &archive, int runIndex, DigestLookup *lookup);
// Only the four states, in checkReferences()'s order, copying no digest: for the integrity summary,
// which visits every run (on several threads: shared strings' reference counts would contend).
std::array<ReferenceState, 4> referenceStates(const Archive &archive, int runIndex, DigestLookup &lookup);

QString signatureStateName(SignatureState state);
const char *signatureStateWord(SignatureState state); // untranslated
// The attestation's signatureAsRead when the reader checked it; else checked now, from its bytes.
SignatureState checkAttestationSignature(const AttestationRecord &attestation);
// Checked from its bytes now (ARCHIVE.md §5): the reader's check, kept in signatureAsRead.
SignatureState verifyAttestationSignature(const AttestationRecord &attestation);

} // namespace kie
