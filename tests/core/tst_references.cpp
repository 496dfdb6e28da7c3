// SPDX-License-Identifier: Apache-2.0
// Reference resolution (ARCHIVE.md §3) on hand-built archives, and attestation signatures (§5).
#include "archive.h"
#include "digest.h"
#include "digestlookup.h"
#include "integrity.h"
#include "references.h"

#include <nlohmann/json.hpp>
#include <openssl/evp.h>

#include <QFile>
#include <QTest>

#include <memory>

using kie::ReferenceState;
using kie::SignatureState;

Q_DECLARE_METATYPE(kie::ReferenceState)

namespace {

using json = nlohmann::json;

const QString kProtocol = QStringLiteral("sha256:1111111111111111111111111111111111111111111111111111111111111111");
const QString kEnvironmentDeclared = QStringLiteral("sha256:2222222222222222222222222222222222222222222222222222222222222222");
const QString kEnvironmentCarried = QStringLiteral("sha256:3333333333333333333333333333333333333333333333333333333333333333");
const QString kWorkload = QStringLiteral("sha256:4444444444444444444444444444444444444444444444444444444444444444");

template<typename Record>
int addObject(kie::Archive &archive, std::vector<Record> &records, kie::ObjectKind kind, const QString &digest)
{
    Record record;
    record.meta.kind = kind;
    record.digest = digest;
    records.push_back(record);
    const int index = int(records.size()) - 1;
    archive.objectsByDigest.insert(digest, {kind, index});
    return index;
}

// Every state at once: protocol found, environment carried with another digest, workload absent,
// implementation not declared.
kie::Archive mixedArchive()
{
    kie::Archive archive;
    addObject(archive, archive.protocols, kie::ObjectKind::BenchmarkProtocol, QStringLiteral("sha256:unrelated"));
    const int protocol = addObject(archive, archive.protocols, kie::ObjectKind::BenchmarkProtocol, kProtocol);
    const int environment = addObject(archive, archive.environments, kie::ObjectKind::ExecutionEnvironment, kEnvironmentCarried);
    kie::RunRecord run;
    run.protocolDigest = kProtocol;
    run.environmentDigest = kEnvironmentDeclared;
    run.workloadDigest = kWorkload;
    run.bundle.protocol = protocol;
    run.bundle.environment = environment;
    archive.runs.push_back(run);
    return archive;
}

// Sign with a key OpenSSL makes at test time; returns {base64 public key, base64 signature}.
std::pair<QString, QString> signWithFreshKey(const QByteArray &message)
{
    EVP_PKEY_CTX *keyCtx = EVP_PKEY_CTX_new_id(EVP_PKEY_ED25519, nullptr);
    EVP_PKEY *key = nullptr;
    if (keyCtx && EVP_PKEY_keygen_init(keyCtx) == 1)
        EVP_PKEY_keygen(keyCtx, &key);
    EVP_PKEY_CTX_free(keyCtx);
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> owner(key, &EVP_PKEY_free);
    if (!key)
        return {};
    QByteArray publicKey(32, Qt::Uninitialized);
    size_t keyLength = 32;
    EVP_PKEY_get_raw_public_key(key, reinterpret_cast<unsigned char *>(publicKey.data()), &keyLength);
    QByteArray signature(64, Qt::Uninitialized);
    size_t signatureLength = 64;
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    if (EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, key) != 1
        || EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char *>(signature.data()), &signatureLength,
                          reinterpret_cast<const unsigned char *>(message.constData()), size_t(message.size()))
            != 1)
        return {};
    return {QString::fromLatin1(publicKey.toBase64()), QString::fromLatin1(signature.toBase64())};
}

// An attestation record as a reader would make it: fields filled, source pointing at its bytes.
kie::AttestationRecord attestationFrom(const json &object)
{
    kie::AttestationRecord record;
    auto buffer = std::make_shared<const QByteArray>(QByteArray::fromStdString(object.dump(2)));
    record.source.buffer = buffer;
    record.source.length = buffer->size();
    const json &signature = object.at("spec").value("signature", json::object());
    record.signatureAlgorithm = QString::fromStdString(signature.value("algorithm", std::string()));
    record.signaturePublicKey = QString::fromStdString(signature.value("publicKey", std::string()));
    record.signatureValue = QString::fromStdString(signature.value("value", std::string()));
    return record;
}

json unsignedAttestation()
{
    return {{"apiVersion", "kernelindex.dev/v1alpha1"},
            {"kind", "Attestation"},
            {"metadata", {{"name", "repro-1"}, {"title", "Reproduced on a B200"}}},
            {"spec",
             {{"subject", "sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc"},
              {"kind", "reproduction"},
              {"author", "someone"},
              {"measurement", {{"latencyNs", 486102.5}}}}}};
}

json signedAttestation()
{
    json object = unsignedAttestation();
    const QByteArray message = kie::attestationSigningBytes(object, nullptr);
    const auto [publicKey, value] = signWithFreshKey(message);
    object["spec"]["signature"] = {{"algorithm", "ed25519"}, {"publicKey", publicKey.toStdString()}, {"value", value.toStdString()}};
    return object;
}

} // namespace

class TestReferences : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void allStates_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("role");
        QTest::addColumn<ReferenceState>("state");
        QTest::addColumn<QString>("declared");
        QTest::addColumn<QString>("computed");
        QTest::addColumn<int>("objectIndex");
        QTest::newRow("verified") << 0 << QStringLiteral("protocol") << ReferenceState::Verified << kProtocol << kProtocol << 1;
        QTest::newRow("mismatch") << 1 << QStringLiteral("environment") << ReferenceState::Mismatch << kEnvironmentDeclared
                                  << kEnvironmentCarried << 0;
        QTest::newRow("not in archive") << 2 << QStringLiteral("workload") << ReferenceState::NotInArchive << kWorkload << QString() << -1;
        QTest::newRow("not declared") << 3 << QStringLiteral("implementation") << ReferenceState::NotDeclared << QString() << QString() << -1;
    }
    void allStates()
    {
        QFETCH(int, row);
        QFETCH(QString, role);
        QFETCH(ReferenceState, state);
        QFETCH(QString, declared);
        QFETCH(QString, computed);
        QFETCH(int, objectIndex);
        const kie::Archive archive = mixedArchive();
        const std::vector<kie::ReferenceCheck> checks = kie::checkReferences(archive, 0);
        QCOMPARE(checks.size(), size_t(4));
        const kie::ReferenceCheck &check = checks[size_t(row)];
        QCOMPARE(check.role, role);
        QCOMPARE(check.state, state);
        QCOMPARE(check.declared, declared);
        QCOMPARE(check.computed, computed);
        QCOMPARE(check.objectIndex, objectIndex);
    }

    void kindsOfRoles()
    {
        const std::vector<kie::ReferenceCheck> checks = kie::checkReferences(mixedArchive(), 0);
        QCOMPARE(checks.size(), size_t(4));
        QCOMPARE(checks[0].kind, kie::ObjectKind::BenchmarkProtocol);
        QCOMPARE(checks[1].kind, kie::ObjectKind::ExecutionEnvironment);
        QCOMPARE(checks[2].kind, kie::ObjectKind::BenchmarkWorkload);
        QCOMPARE(checks[3].kind, kie::ObjectKind::Implementation);
    }

    // ARCHIVE.md §3, case 1 before case 2: the bundle's own object is checked first; the declared digest
    // elsewhere in the file does not verify it, it is only noted.
    void bundleMismatchWinsOverObjectElsewhere()
    {
        kie::Archive archive = mixedArchive();
        addObject(archive, archive.environments, kie::ObjectKind::ExecutionEnvironment, kEnvironmentDeclared);
        const std::vector<kie::ReferenceCheck> checks = kie::checkReferences(archive, 0);
        const kie::ReferenceCheck &check = checks[1];
        QCOMPARE(check.state, ReferenceState::Mismatch);
        QCOMPARE(check.objectIndex, 0); // the carried one, not the exact one elsewhere
        QCOMPARE(check.computed, kEnvironmentCarried);
        QVERIFY(check.declaredElsewhere);
        QVERIFY(kie::referenceNote(check).contains(QStringLiteral("another object in the file has the declared digest")));
        QVERIFY(kie::hasMismatch(checks));
    }

    void mismatchWithoutObjectElsewhereHasNoNote()
    {
        const kie::ReferenceCheck check = kie::checkReferences(mixedArchive(), 0)[1];
        QCOMPARE(check.state, ReferenceState::Mismatch);
        QVERIFY(!check.declaredElsewhere);
        QVERIFY(kie::referenceNote(check).isEmpty());
    }

    // Case 2: with a matching bundle object, that object is the one resolved, even when a copy with
    // the same digest came first in the file.
    void bundleObjectIsPreferredWhenItMatches()
    {
        kie::Archive archive;
        addObject(archive, archive.protocols, kie::ObjectKind::BenchmarkProtocol, kProtocol);
        kie::RunRecord run;
        run.protocolDigest = kProtocol;
        kie::ProtocolRecord twin;
        twin.digest = kProtocol;
        archive.protocols.push_back(twin); // same digest, not indexed: the digest index keeps the first
        run.bundle.protocol = 1;
        archive.runs.push_back(run);
        const kie::ReferenceCheck check = kie::checkReferences(archive, 0)[0];
        QCOMPARE(check.state, ReferenceState::Verified);
        QCOMPARE(check.objectIndex, 1);
        QVERIFY(!kie::hasMismatch(kie::checkReferences(archive, 0)));
    }

    // A digest that belongs to an object of another kind does not verify the reference.
    void digestOfOtherKindDoesNotVerify()
    {
        kie::Archive archive = mixedArchive();
        addObject(archive, archive.implementations, kie::ObjectKind::Implementation, kWorkload);
        QCOMPARE(kie::checkReferences(archive, 0)[2].state, ReferenceState::NotInArchive);
    }

    void runIndexOutOfRange()
    {
        const kie::Archive archive = mixedArchive();
        QVERIFY(kie::checkReferences(archive, 1).empty());
        QVERIFY(kie::checkReferences(archive, -1).empty());
        QVERIFY(kie::checkReferences(kie::Archive(), 0).empty());
    }

    // ARCHIVE.md §3: the seed opens as protocol and environment verified, workload and
    // implementation not in archive. Digests computed here from the seed's own objects.
    // DigestLookup (the integrity summary's and the run table's lookup) answers exactly as
    // Archive::indexOfDigest: for a string sharing storage with an earlier one, for an equal string
    // in other storage, for the same storage asked under another kind, for empty and unknown digests.
    void digestLookupAnswersAsIndexOfDigest()
    {
        const kie::Archive archive = mixedArchive();
        kie::DigestLookup lookup(archive);
        const QString copy = QString(kProtocol.constData(), kProtocol.size()); // equal, not shared
        QVERIFY(copy.constData() != kProtocol.constData());
        const QString unknown = QStringLiteral("sha256:5555555555555555555555555555555555555555555555555555555555555555");
        const std::vector<std::pair<kie::ObjectKind, QString>> asked = {
            {kie::ObjectKind::BenchmarkProtocol, kProtocol},     {kie::ObjectKind::BenchmarkProtocol, kProtocol},
            {kie::ObjectKind::BenchmarkProtocol, copy},          {kie::ObjectKind::ExecutionEnvironment, kProtocol},
            {kie::ObjectKind::ExecutionEnvironment, kEnvironmentCarried}, {kie::ObjectKind::BenchmarkProtocol, kEnvironmentCarried},
            {kie::ObjectKind::BenchmarkWorkload, unknown},       {kie::ObjectKind::BenchmarkWorkload, unknown},
            {kie::ObjectKind::BenchmarkProtocol, QString()},     {kie::ObjectKind::BenchmarkProtocol, QStringLiteral("")},
        };
        for (const auto &[kind, digest] : asked)
            QCOMPARE(lookup.indexOf(kind, digest), archive.indexOfDigest(kind, digest));
        QCOMPARE(lookup.indexOf(kie::ObjectKind::BenchmarkProtocol, kProtocol), 1);
        QCOMPARE(lookup.indexOf(kie::ObjectKind::ExecutionEnvironment, kProtocol), -1);

        // The same for SharedStrings, which it remembers by holder (as the reader interns them): a
        // copy of one, another holder of equal text, the same holder under another kind, a QString's
        // storage and a holder asked in turn, null and empty.
        const kie::SharedString shared(kProtocol);
        const kie::SharedString sharedCopy = shared;
        QCOMPARE(sharedCopy.identity(), shared.identity());
        const kie::SharedString otherHolder(copy);
        QVERIFY(otherHolder.identity() != shared.identity());
        const kie::SharedString environment(kEnvironmentCarried);
        const std::vector<std::pair<kie::ObjectKind, kie::SharedString>> askedShared = {
            {kie::ObjectKind::BenchmarkProtocol, shared},        {kie::ObjectKind::BenchmarkProtocol, sharedCopy},
            {kie::ObjectKind::ExecutionEnvironment, shared},     {kie::ObjectKind::BenchmarkProtocol, otherHolder},
            {kie::ObjectKind::ExecutionEnvironment, environment}, {kie::ObjectKind::BenchmarkProtocol, environment},
            {kie::ObjectKind::ExecutionEnvironment, sharedCopy}, {kie::ObjectKind::BenchmarkWorkload, kie::SharedString(unknown)},
            {kie::ObjectKind::BenchmarkProtocol, kie::SharedString()}, {kie::ObjectKind::BenchmarkProtocol, kie::SharedString(QStringLiteral(""))},
        };
        for (const auto &[kind, digest] : askedShared) {
            QCOMPARE(lookup.indexOf(kind, digest), archive.indexOfDigest(kind, digest));
            QCOMPARE(lookup.indexOf(kind, digest.text()), archive.indexOfDigest(kind, digest)); // its storage too
        }
        QCOMPARE(lookup.indexOf(kie::ObjectKind::BenchmarkProtocol, sharedCopy), 1);
        QCOMPARE(lookup.indexOf(kie::ObjectKind::ExecutionEnvironment, shared), -1);
    }

    // Past the number of strings it remembers (digests that are not shared, one per run), the lookup
    // still answers every question right.
    void digestLookupBeyondWhatItRemembers()
    {
        const kie::Archive archive = mixedArchive();
        kie::DigestLookup lookup(archive);
        std::vector<QString> copies;
        for (int i = 0; i < 20000; ++i)
            copies.push_back(QString(i % 3 ? kProtocol.constData() : kEnvironmentCarried.constData(), kProtocol.size()));
        for (int pass = 0; pass < 2; ++pass) {
            for (int i = 0; i < int(copies.size()); ++i) {
                QCOMPARE(lookup.indexOf(kie::ObjectKind::BenchmarkProtocol, copies[size_t(i)]), i % 3 ? 1 : -1);
                QCOMPARE(lookup.indexOf(kie::ObjectKind::ExecutionEnvironment, copies[size_t(i)]), i % 3 ? -1 : 0);
            }
        }
    }

    // The summary splits large archives over the cores: on 60000 runs of every kind of state it
    // must count exactly what checkReferences() says of each run, in run order.
    void integritySummaryOfManyRunsEqualsEachRunsChecks()
    {
        kie::Archive archive = mixedArchive();
        const kie::RunRecord mixed = archive.runs.front();
        archive.runs.clear();
        for (int i = 0; i < 60000; ++i) {
            kie::RunRecord run = mixed;
            switch (i % 5) {
            case 0: // protocol verified, environment mismatch, workload not in archive
                break;
            case 1: // all verified that are declared
                run.environmentDigest = kEnvironmentCarried;
                run.workloadDigest.clear();
                break;
            case 2: // nothing declared
                run = kie::RunRecord();
                break;
            case 3: // found elsewhere in the file, not carried in the bundle
                run.bundle = kie::BundleRoles();
                run.environmentDigest = kEnvironmentCarried;
                break;
            default: // protocol not in archive
                run.bundle = kie::BundleRoles();
                run.protocolDigest = QString(kWorkload.constData(), kWorkload.size());
                run.environmentDigest.clear();
                run.workloadDigest.clear();
                break;
            }
            archive.runs.push_back(run);
        }
        const kie::IntegritySummary summary = kie::summarizeIntegrity(archive);
        int verified = 0, mismatched = 0, notInArchive = 0, notDeclared = 0;
        std::vector<int> mismatchRuns, notInArchiveRuns;
        for (int i = 0; i < int(archive.runs.size()); ++i) {
            bool mismatch = false, missing = false, found = false;
            for (const kie::ReferenceCheck &check : kie::checkReferences(archive, i)) {
                verified += check.state == ReferenceState::Verified;
                mismatched += check.state == ReferenceState::Mismatch;
                notInArchive += check.state == ReferenceState::NotInArchive;
                notDeclared += check.state == ReferenceState::NotDeclared;
                mismatch |= check.state == ReferenceState::Mismatch;
                missing |= check.state == ReferenceState::NotInArchive;
                found |= check.state == ReferenceState::Verified;
            }
            if (mismatch)
                mismatchRuns.push_back(i);
            if (missing)
                notInArchiveRuns.push_back(i);
            const kie::RunTrust trust = mismatch ? kie::RunTrust::Mismatch
                : missing                       ? kie::RunTrust::NotInArchive
                : found                         ? kie::RunTrust::Verified
                                                : kie::RunTrust::NotDeclared;
            if (summary.runTrust[size_t(i)] != trust)
                QFAIL(qPrintable(QStringLiteral("run %1: trust %2, expected %3").arg(i).arg(int(summary.runTrust[size_t(i)])).arg(int(trust))));
        }
        QVERIFY(verified > 0 && mismatched > 0 && notInArchive > 0 && notDeclared > 0);
        QCOMPARE(summary.verified, verified);
        QCOMPARE(summary.mismatched, mismatched);
        QCOMPARE(summary.notInArchive, notInArchive);
        QCOMPARE(summary.notDeclared, notDeclared);
        QCOMPARE(summary.mismatchRuns, mismatchRuns);
        QCOMPARE(summary.notInArchiveRuns, notInArchiveRuns);
    }

    void seedOpensAsSpecified()
    {
        QFile file(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const json seed = json::parse(file.readAll().toStdString());
        kie::Archive archive;
        const auto spec = seed.at("run").at("spec");
        kie::RunRecord run;
        run.protocolDigest = QString::fromStdString(spec.at("protocolDigest").get<std::string>());
        run.environmentDigest = QString::fromStdString(spec.at("environmentDigest").get<std::string>());
        run.workloadDigest = QString::fromStdString(spec.at("workloadDigest").get<std::string>());
        run.implementationDigest = QString::fromStdString(spec.at("implementationDigest").get<std::string>());
        run.bundle.protocol = addObject(archive, archive.protocols, kie::ObjectKind::BenchmarkProtocol,
                                        kie::objectDigest(seed.at("protocol"), nullptr));
        run.bundle.environment = addObject(archive, archive.environments, kie::ObjectKind::ExecutionEnvironment,
                                           kie::objectDigest(seed.at("environment"), nullptr));
        archive.runs.push_back(run);

        const std::vector<kie::ReferenceCheck> checks = kie::checkReferences(archive, 0);
        QCOMPARE(checks.size(), size_t(4));
        QCOMPARE(checks[0].state, ReferenceState::Verified);
        QCOMPARE(checks[1].state, ReferenceState::Verified);
        QCOMPARE(checks[2].state, ReferenceState::NotInArchive);
        QCOMPARE(checks[3].state, ReferenceState::NotInArchive);
        QCOMPARE(checks[3].declared, QStringLiteral("sha256:9b86dd65f6aae292a38d3d3add3348cff8aa0564a5ab81c4725ebd87febd5d8a"));
    }

    void stateNames()
    {
        QCOMPARE(kie::referenceStateName(ReferenceState::Verified), QStringLiteral("verified"));
        QCOMPARE(kie::referenceStateName(ReferenceState::Mismatch), QString::fromUtf8("declared ≠ computed"));
        QCOMPARE(kie::referenceStateName(ReferenceState::NotInArchive), QStringLiteral("not in archive"));
        QCOMPARE(kie::referenceStateName(ReferenceState::NotDeclared), QStringLiteral("not declared"));
        QCOMPARE(kie::signatureStateName(SignatureState::Unsigned), QStringLiteral("unsigned"));
        QCOMPARE(kie::signatureStateName(SignatureState::Valid), QStringLiteral("signature valid"));
        QCOMPARE(kie::signatureStateName(SignatureState::Invalid), QStringLiteral("signature invalid"));
    }

    void unsignedAttestationIsUnsigned()
    {
        QCOMPARE(kie::checkAttestationSignature(attestationFrom(unsignedAttestation())), SignatureState::Unsigned);
    }

    void signedAttestationIsValid()
    {
        const json object = signedAttestation();
        QVERIFY(!object["spec"]["signature"]["value"].get<std::string>().empty());
        QCOMPARE(kie::checkAttestationSignature(attestationFrom(object)), SignatureState::Valid);

        // metadata is not signed: retitling keeps the signature valid
        json retitled = object;
        retitled["metadata"]["title"] = "Another title";
        QCOMPARE(kie::checkAttestationSignature(attestationFrom(retitled)), SignatureState::Valid);
    }

    void tamperedAttestationIsInvalid_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("changed measurement") << QStringLiteral("measurement");
        QTest::newRow("changed subject") << QStringLiteral("subject");
        QTest::newRow("other algorithm") << QStringLiteral("algorithm");
        QTest::newRow("signature not base64") << QStringLiteral("badbase64");
        QTest::newRow("signature of another key") << QStringLiteral("otherkey");
        QTest::newRow("missing public key") << QStringLiteral("nokey");
        QTest::newRow("unparseable source") << QStringLiteral("source");
    }
    void tamperedAttestationIsInvalid()
    {
        QFETCH(QString, what);
        json object = signedAttestation();
        json &signature = object["spec"]["signature"];
        if (what == QLatin1String("measurement"))
            object["spec"]["measurement"]["latencyNs"] = 486102.6;
        else if (what == QLatin1String("subject"))
            object["spec"]["subject"] = "sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdd";
        else if (what == QLatin1String("algorithm"))
            signature["algorithm"] = "ecdsa-p256";
        else if (what == QLatin1String("badbase64"))
            signature["value"] = "not*base64!";
        else if (what == QLatin1String("otherkey"))
            signature["publicKey"] = signedAttestation()["spec"]["signature"]["publicKey"];
        else if (what == QLatin1String("nokey"))
            signature.erase("publicKey");

        kie::AttestationRecord record = attestationFrom(object);
        if (what == QLatin1String("source")) {
            QByteArray broken = *record.source.buffer;
            broken.chop(1); // drop the closing brace
            record.source.buffer = std::make_shared<const QByteArray>(broken);
            record.source.length = broken.size();
        }
        QCOMPARE(kie::checkAttestationSignature(record), SignatureState::Invalid);
    }
};

QTEST_GUILESS_MAIN(TestReferences)
#include "tst_references.moc"
