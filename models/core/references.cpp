// SPDX-License-Identifier: Apache-2.0
#include "references.h"

#include "archive.h"
#include "digest.h"
#include "digestlookup.h"
#include "strictjson.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <algorithm>

namespace kie {

namespace {

template<typename Record>
const DigestString &digestAt(const std::vector<Record> &records, int index)
{
    static const DigestString none;
    return index >= 0 && index < int(records.size()) ? records[size_t(index)].digest : none;
}

// -1 for an empty digest too (Archive indexes none).
int lookUp(const Archive &archive, ObjectKind kind, const SharedString &digest, DigestLookup *lookup)
{
    return lookup ? lookup->indexOf(kind, digest) : archive.indexOfDigest(kind, digest);
}

// One role's state (ARCHIVE.md §3), without copying any digest: what checkReferences() and
// referenceStates() both report.
struct Resolution
{
    ReferenceState state = ReferenceState::NotDeclared;
    int objectIndex = -1;
    bool declaredElsewhere = false;
};

// ARCHIVE.md §3 case 1: the bundle carries an object in the role, with another digest than declared.
bool bundleContradicts(const SharedString &declared, int bundleIndex, const DigestString &bundleDigest)
{
    return bundleIndex >= 0 && !declared.isEmpty() && bundleDigest != declared.text();
}

Resolution resolve(const Archive &archive, ObjectKind kind, const SharedString &declared, int bundleIndex,
                   const DigestString &bundleDigest, DigestLookup *lookup)
{
    if (bundleIndex < 0) { // most runs: a lookup whose answer `lookup` remembers, not reading the digest
        if (const int found = lookUp(archive, kind, declared, lookup); found >= 0)
            return {ReferenceState::Verified, found, false};
        return declared.isEmpty() ? Resolution{} : Resolution{ReferenceState::NotInArchive, -1, false};
    }
    if (declared.isEmpty())
        return {};
    // ARCHIVE.md §3: the object the bundle carries in this role is checked first. A different digest
    // there is a mismatch even when another object in the file has the declared digest: what travelled
    // with the run is not what it names.
    if (bundleContradicts(declared, bundleIndex, bundleDigest))
        return {ReferenceState::Mismatch, bundleIndex, lookUp(archive, kind, declared, lookup) >= 0};
    return {ReferenceState::Verified, bundleIndex, false};
}

// The four roles of a run, in the order checkReferences() lists them: f(role, kind, declared,
// bundle index, digest of the bundle's object in that role).
template<typename F>
void forEachRole(const Archive &archive, const RunRecord &run, F f)
{
    const BundleRoles &bundle = run.bundle;
    f(u"protocol", ObjectKind::BenchmarkProtocol, run.protocolDigest, bundle.protocol,
      digestAt(archive.protocols, bundle.protocol));
    f(u"environment", ObjectKind::ExecutionEnvironment, run.environmentDigest, bundle.environment,
      digestAt(archive.environments, bundle.environment));
    f(u"workload", ObjectKind::BenchmarkWorkload, run.workloadDigest, bundle.workload,
      digestAt(archive.workloads, bundle.workload));
    f(u"implementation", ObjectKind::Implementation, run.implementationDigest, bundle.implementation,
      digestAt(archive.implementations, bundle.implementation));
}

} // namespace

const char *referenceStateWord(ReferenceState state)
{
    switch (state) {
    case ReferenceState::Verified:
        return QT_TRANSLATE_NOOP("kie::ReferenceState", "verified");
    case ReferenceState::Mismatch:
        return QT_TRANSLATE_NOOP("kie::ReferenceState", "declared ≠ computed");
    case ReferenceState::NotInArchive:
        return QT_TRANSLATE_NOOP("kie::ReferenceState", "not in archive");
    case ReferenceState::NotDeclared:
        break;
    }
    return QT_TRANSLATE_NOOP("kie::ReferenceState", "not declared");
}

QString referenceStateName(ReferenceState state)
{
    return QCoreApplication::translate("kie::ReferenceState", referenceStateWord(state));
}

QString referenceNote(const ReferenceCheck &check)
{
    if (check.state != ReferenceState::Mismatch || !check.declaredElsewhere)
        return {};
    return QCoreApplication::translate("kie::ReferenceState",
                                       "another object in the file has the declared digest; "
                                       "the one carried with the run does not");
}

const char *referenceNoteWord(const ReferenceCheck &check)
{
    if (check.state != ReferenceState::Mismatch || !check.declaredElsewhere)
        return nullptr;
    return "another object in the file has the declared digest";
}

bool hasMismatch(const std::vector<ReferenceCheck> &checks)
{
    return std::any_of(checks.begin(), checks.end(),
                       [](const ReferenceCheck &check) { return check.state == ReferenceState::Mismatch; });
}

int carriedObject(const Archive &archive, const RunRecord &run, ObjectKind kind)
{
    const auto carried = [&](int bundleIndex, const SharedString &declared) {
        return bundleIndex >= 0 ? bundleIndex : archive.indexOfDigest(kind, declared);
    };
    switch (kind) {
    case ObjectKind::BenchmarkProtocol:
        return carried(run.bundle.protocol, run.protocolDigest);
    case ObjectKind::ExecutionEnvironment:
        return carried(run.bundle.environment, run.environmentDigest);
    case ObjectKind::BenchmarkWorkload:
        return carried(run.bundle.workload, run.workloadDigest);
    case ObjectKind::Implementation:
        return carried(run.bundle.implementation, run.implementationDigest);
    default:
        return -1;
    }
}

bool carriesMismatch(const Archive &archive, const RunRecord &run)
{
    bool mismatch = false;
    forEachRole(archive, run, [&](const char16_t *, ObjectKind, const SharedString &declared, int bundleIndex,
                                  const DigestString &bundleDigest) {
        mismatch = mismatch || bundleContradicts(declared, bundleIndex, bundleDigest);
    });
    return mismatch;
}

std::vector<ReferenceCheck> checkReferences(const Archive &archive, int runIndex)
{
    return checkReferences(archive, runIndex, nullptr);
}

std::vector<ReferenceCheck> checkReferences(const Archive &archive, int runIndex, DigestLookup *lookup)
{
    if (runIndex < 0 || runIndex >= int(archive.runs.size()))
        return {};
    std::vector<ReferenceCheck> checks;
    checks.reserve(4);
    forEachRole(archive, archive.runs[size_t(runIndex)],
                [&](const char16_t *role, ObjectKind kind, const SharedString &declared, int bundleIndex, const DigestString &bundleDigest) {
                    const Resolution resolution = resolve(archive, kind, declared, bundleIndex, bundleDigest, lookup);
                    ReferenceCheck check;
                    check.role = QString::fromUtf16(role);
                    check.kind = kind;
                    check.declared = declared;
                    check.state = resolution.state;
                    check.objectIndex = resolution.objectIndex;
                    check.declaredElsewhere = resolution.declaredElsewhere;
                    if (resolution.state == ReferenceState::Mismatch)
                        check.computed = bundleDigest;
                    else if (resolution.state == ReferenceState::Verified)
                        check.computed = declared;
                    checks.push_back(std::move(check));
                });
    return checks;
}

std::array<ReferenceState, 4> referenceStates(const Archive &archive, int runIndex, DigestLookup &lookup)
{
    std::array<ReferenceState, 4> states;
    states.fill(ReferenceState::NotDeclared);
    if (runIndex < 0 || runIndex >= int(archive.runs.size()))
        return states;
    size_t role = 0;
    forEachRole(archive, archive.runs[size_t(runIndex)],
                [&](const char16_t *, ObjectKind kind, const SharedString &declared, int bundleIndex, const DigestString &bundleDigest) {
                    states[role++] = resolve(archive, kind, declared, bundleIndex, bundleDigest, &lookup).state;
                });
    return states;
}

const char *signatureStateWord(SignatureState state)
{
    switch (state) {
    case SignatureState::Valid:
        return QT_TRANSLATE_NOOP("kie::SignatureState", "signature valid");
    case SignatureState::Invalid:
        return QT_TRANSLATE_NOOP("kie::SignatureState", "signature invalid");
    case SignatureState::Unsigned:
        break;
    }
    return QT_TRANSLATE_NOOP("kie::SignatureState", "unsigned");
}

QString signatureStateName(SignatureState state)
{
    return QCoreApplication::translate("kie::SignatureState", signatureStateWord(state));
}

SignatureState checkAttestationSignature(const AttestationRecord &attestation)
{
    return attestation.signatureAsRead ? *attestation.signatureAsRead : verifyAttestationSignature(attestation);
}

SignatureState verifyAttestationSignature(const AttestationRecord &attestation)
{
    if (attestation.signatureAlgorithm.isEmpty() && attestation.signaturePublicKey.isEmpty()
        && attestation.signatureValue.isEmpty())
        return SignatureState::Unsigned;
    if (attestation.signatureAlgorithm != QLatin1String("ed25519"))
        return SignatureState::Invalid;

    const auto key = QByteArray::fromBase64Encoding(attestation.signaturePublicKey.toLatin1(),
                                                    QByteArray::AbortOnBase64DecodingErrors);
    const auto signature = QByteArray::fromBase64Encoding(attestation.signatureValue.toLatin1(),
                                                          QByteArray::AbortOnBase64DecodingErrors);
    if (!key || !signature)
        return SignatureState::Invalid;

    // The signed bytes come from the object as read, not from the record's fields.
    nlohmann::json object;
    if (!parseStrictJson(attestation.source.bytes(), object, nullptr))
        return SignatureState::Invalid;
    const QByteArray message = attestationSigningBytes(object, nullptr);
    if (message.isEmpty())
        return SignatureState::Invalid;
    return verifyEd25519(*key, message, *signature) ? SignatureState::Valid : SignatureState::Invalid;
}

} // namespace kie
