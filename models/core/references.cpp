// SPDX-License-Identifier: Apache-2.0
#include "references.h"

#include "archive.h"
#include "digest.h"
#include "strictjson.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <algorithm>

namespace kie {

namespace {

template<typename Record>
QString digestAt(const std::vector<Record> &records, int index)
{
    return index >= 0 && index < int(records.size()) ? records[size_t(index)].digest : QString();
}

// The object of `kind` with `digest`, through the cache when there is one.
int lookUp(const Archive &archive, ObjectKind kind, const QString &digest, ReferenceLookupCache::Entry *cached)
{
    if (!cached)
        return archive.indexOfDigest(kind, digest);
    if (!cached->valid || cached->digest != digest) {
        cached->digest = digest;
        cached->index = archive.indexOfDigest(kind, digest);
        cached->valid = true;
    }
    return cached->index;
}

ReferenceCheck resolve(const Archive &archive, const QString &role, ObjectKind kind, const QString &declared,
                       int bundleIndex, const QString &bundleDigest, ReferenceLookupCache::Entry *cached)
{
    ReferenceCheck check;
    check.role = role;
    check.kind = kind;
    check.declared = declared;
    if (declared.isEmpty()) {
        check.state = ReferenceState::NotDeclared;
        return check;
    }
    // ARCHIVE.md §3: the object the bundle carries in this role is checked first. A different digest
    // there is a mismatch even when another object in the file has the declared digest: what travelled
    // with the run is not what it names.
    if (bundleIndex >= 0 && bundleDigest != declared) {
        check.state = ReferenceState::Mismatch;
        check.computed = bundleDigest;
        check.objectIndex = bundleIndex;
        check.declaredElsewhere = lookUp(archive, kind, declared, cached) >= 0;
        return check;
    }
    const int found = bundleIndex >= 0 ? bundleIndex : lookUp(archive, kind, declared, cached);
    if (found >= 0) {
        check.state = ReferenceState::Verified;
        check.computed = declared;
        check.objectIndex = found;
    } else {
        check.state = ReferenceState::NotInArchive;
    }
    return check;
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

std::vector<ReferenceCheck> checkReferences(const Archive &archive, int runIndex)
{
    return checkReferences(archive, runIndex, nullptr);
}

std::vector<ReferenceCheck> checkReferences(const Archive &archive, int runIndex, ReferenceLookupCache *cache)
{
    if (runIndex < 0 || runIndex >= int(archive.runs.size()))
        return {};
    const RunRecord &run = archive.runs[size_t(runIndex)];
    const BundleRoles &bundle = run.bundle;
    const auto entry = [cache](int role) { return cache ? &cache->entries[role] : nullptr; };
    return {
        resolve(archive, QStringLiteral("protocol"), ObjectKind::BenchmarkProtocol, run.protocolDigest,
                bundle.protocol, digestAt(archive.protocols, bundle.protocol), entry(0)),
        resolve(archive, QStringLiteral("environment"), ObjectKind::ExecutionEnvironment, run.environmentDigest,
                bundle.environment, digestAt(archive.environments, bundle.environment), entry(1)),
        resolve(archive, QStringLiteral("workload"), ObjectKind::BenchmarkWorkload, run.workloadDigest,
                bundle.workload, digestAt(archive.workloads, bundle.workload), entry(2)),
        resolve(archive, QStringLiteral("implementation"), ObjectKind::Implementation, run.implementationDigest,
                bundle.implementation, digestAt(archive.implementations, bundle.implementation), entry(3)),
    };
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
