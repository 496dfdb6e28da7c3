// SPDX-License-Identifier: Apache-2.0
// Issue 2, acceptance 2: a RunArchive whose references were computed verifies fully, and flipping one
// byte of one referenced object's spec changes exactly that reference — to "not in archive" for loose
// objects, to "declared ≠ computed" when a bundle carries the object in its role.
#include "archive.h"
#include "archivereader.h"
#include "digest.h"
#include "integrity.h"
#include "references.h"

#include <QFile>

#include <algorithm>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>
#include <openssl/evp.h>

using namespace kie;
using nlohmann::json;

namespace {

const char *const kRoles[] = {"protocol", "environment", "workload", "implementation"};

json object(const char *kind, const std::string &name, json spec)
{
    return {{"apiVersion", "kernelindex.dev/v1alpha1"},
            {"kind", kind},
            {"metadata", {{"name", name}, {"title", "Title of " + name}}},
            {"spec", std::move(spec)}};
}

// Each referenced object carries a unique marker in its spec ("marker-<role>"), so the test can
// change exactly one byte of exactly one object.
struct Fixture
{
    json protocol = object("BenchmarkProtocol", "proto",
                           {{"harness", {{"name", "marker-protocol"}, {"version", "v1"}}},
                            {"measurement", {{"timer", "cuda_events"}, {"primaryStatistic", "mean"}}}});
    json environment = object("ExecutionEnvironment", "env",
                              {{"hardware", {{"vendor", "nvidia"}, {"product", "marker-environment"}}}});
    json workload = object("BenchmarkWorkload", "work", {{"definition", "marker-workload"}, {"suite", {{"cases", 4}}}});
    json implementation = object("Implementation", "impl", {{"name", "marker-implementation"}, {"language", "cuda"}});

    std::map<std::string, QString> digests; // role -> computed digest

    Fixture()
    {
        for (const char *role : kRoles) {
            QString error;
            digests[role] = objectDigest(byRole(role), &error);
            if (digests[role].isEmpty())
                qFatal("no digest: %s", qPrintable(error));
        }
    }

    const json &byRole(const std::string &role) const
    {
        return role == "protocol" ? protocol : role == "environment" ? environment : role == "workload" ? workload : implementation;
    }

    json run(const std::string &name, double mean) const
    {
        json spec = {{"status", "passed"}, {"timing", {{"latencyNs", {{"mean", mean}}}, {"primaryStatistic", "mean"}}}};
        for (const char *role : kRoles)
            spec[std::string(role) + "Digest"] = digests.at(role).toStdString();
        return object("BenchmarkRun", name, std::move(spec));
    }

    json bundle(const std::string &name, double mean) const
    {
        json result = {{"run", run(name, mean)}};
        for (const char *role : kRoles)
            result[role] = byRole(role);
        return result;
    }

    // Runs first, objects after: the reader must resolve references regardless of order.
    json runArchive() const
    {
        json items = json::array({run("run-a", 1000), run("run-b", 2000), implementation, workload, environment, protocol});
        return {{"apiVersion", "kernelindex.dev/v1alpha1"},
                {"kind", "RunArchive"},
                {"metadata", {{"name", "test"}, {"title", "Test archive"}, {"exportedAt", "2026-01-01T00:00:00Z"}}},
                {"items", items}};
    }

    json archivedBundle() const
    {
        json document = runArchive();
        document["items"] = json::array({bundle("run-a", 1000)});
        return document;
    }
};

QByteArray serialize(const json &document)
{
    return QByteArray::fromStdString(document.dump(2));
}

// Flips the last letter of "marker-<role>" (one byte) or, for "title", one byte of a metadata title.
QByteArray flip(QByteArray bytes, const QString &what)
{
    const QByteArray marker = what == QLatin1String("title") ? QByteArrayLiteral("Title of proto")
                                                             : QByteArrayLiteral("marker-") + what.toLatin1();
    const qsizetype at = bytes.indexOf(marker);
    if (at < 0 || bytes.indexOf(marker, at + 1) >= 0)
        qFatal("marker %s not unique", marker.constData());
    const qsizetype last = at + marker.size() - 1;
    bytes[last] = char(QChar::toUpper(uint(bytes[last])));
    return bytes;
}

std::shared_ptr<Archive> readBack(const QByteArray &bytes)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("archive.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return nullptr;
    file.close();
    ReadResult result = readArchiveFile(path);
    if (!result.archive)
        qWarning() << result.fatalError;
    return result.archive;
}

QByteArray base64Of(const unsigned char *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)).toBase64();
}

// The seed bundle twice in one RunArchive: the genuine one, then a twin whose protocol was edited
// (timer) while its run still declares the genuine protocol's digest. ARCHIVE.md §3 case 1.
QByteArray seedWithTamperedTwin()
{
    QFile file(QStringLiteral("../shared/fixtures/seed/manifest.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const json genuine = json::parse(file.readAll().toStdString());
    json twin = genuine;
    twin["protocol"]["spec"]["measurement"]["timer"] = "wall_clock";
    const json document = {{"apiVersion", "kernelindex.dev/v1alpha1"},
                           {"kind", "RunArchive"},
                           {"metadata", {{"name", "seed-and-twin"}}},
                           {"items", json::array({genuine, twin})}};
    return QByteArray::fromStdString(document.dump(2));
}

int runNamed(const Archive &archive, const QString &name)
{
    for (size_t i = 0; i < archive.runs.size(); ++i) {
        if (archive.runs[i].meta.name == name)
            return int(i);
    }
    return -1;
}

} // namespace

Q_DECLARE_METATYPE(kie::ReferenceState)
Q_DECLARE_METATYPE(kie::SignatureState)

class TestArchiveVerification : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void flipOneByte_data()
    {
        QTest::addColumn<QString>("container");
        QTest::addColumn<QString>("flipped");
        QTest::addColumn<ReferenceState>("flippedState");

        const QStringList flips{QStringLiteral("protocol"), QStringLiteral("environment"), QStringLiteral("workload"),
                                QStringLiteral("implementation")};
        for (const QByteArray &container : {QByteArray("archive"), QByteArray("bundle"), QByteArray("archived bundle")}) {
            const ReferenceState whenFlipped = container == "archive" ? ReferenceState::NotInArchive : ReferenceState::Mismatch;
            const char *name = container.constData();
            QTest::addRow("%s, intact", name) << QString::fromLatin1(container) << QString() << ReferenceState::Verified;
            QTest::addRow("%s, metadata title edited", name)
                << QString::fromLatin1(container) << QStringLiteral("title") << ReferenceState::Verified;
            for (const QString &role : flips)
                QTest::addRow("%s, %s spec flipped", name, qPrintable(role))
                    << QString::fromLatin1(container) << role << whenFlipped;
        }
    }
    void flipOneByte()
    {
        QFETCH(QString, container);
        QFETCH(QString, flipped);
        QFETCH(ReferenceState, flippedState);

        const Fixture fixture;
        const json document = container == QLatin1String("archive") ? fixture.runArchive()
            : container == QLatin1String("bundle")                  ? fixture.bundle("run-a", 1000)
                                                                    : fixture.archivedBundle();
        QByteArray bytes = serialize(document);
        if (!flipped.isEmpty())
            bytes = flip(bytes, flipped);

        const std::shared_ptr<Archive> archive = readBack(bytes);
        QVERIFY(archive);
        for (const LoadProblem &problem : archive->problems)
            QVERIFY2(problem.severity != Severity::Error, qPrintable(problem.toString()));
        QCOMPARE(archive->runs.size(), size_t(container == QLatin1String("archive") ? 2 : 1));
        QCOMPARE(archive->protocols.size(), size_t(1));
        QCOMPARE(archive->environments.size(), size_t(1));
        QCOMPARE(archive->workloads.size(), size_t(1));
        QCOMPARE(archive->implementations.size(), size_t(1));

        for (size_t i = 0; i < archive->runs.size(); ++i) {
            const std::vector<ReferenceCheck> checks = checkReferences(*archive, int(i));
            QCOMPARE(checks.size(), size_t(4));
            for (const ReferenceCheck &check : checks) {
                const std::string role = check.role.toStdString();
                const QString declared = fixture.digests.at(role);
                QCOMPARE(check.declared, declared);
                if (check.role != flipped) {
                    QCOMPARE(check.state, ReferenceState::Verified);
                    QCOMPARE(check.computed, declared);
                    continue;
                }
                QCOMPARE(check.state, flippedState);
                if (flippedState == ReferenceState::Mismatch) {
                    // Both digests are shown: the declared one and the one the carried object has now.
                    json altered = fixture.byRole(role);
                    const std::string marker = "marker-" + role;
                    std::string changed = marker;
                    changed.back() = char(std::toupper(static_cast<unsigned char>(changed.back())));
                    const std::string dumped = altered.dump();
                    altered = json::parse(QByteArray::fromStdString(dumped).replace(marker.c_str(), changed.c_str()).toStdString());
                    QString error;
                    QCOMPARE(check.computed, objectDigest(altered, &error));
                    QVERIFY(check.computed != declared);
                } else {
                    QVERIFY(check.computed.isEmpty());
                }
            }
        }
    }

    // Records the explorer writes (digests computed by objectDigest) match the digests the reader
    // computes from the bytes, whatever the whitespace and key order of the file.
    void digestsIndependentOfLayout()
    {
        const Fixture fixture;
        const QByteArray compact = QByteArray::fromStdString(fixture.runArchive().dump());
        const std::shared_ptr<Archive> archive = readBack(compact);
        QVERIFY(archive);
        QCOMPARE(archive->protocols.front().digest, fixture.digests.at("protocol"));
        QCOMPARE(archive->environments.front().digest, fixture.digests.at("environment"));
        QCOMPARE(archive->workloads.front().digest, fixture.digests.at("workload"));
        QCOMPARE(archive->implementations.front().digest, fixture.digests.at("implementation"));
        QString error;
        QCOMPARE(archive->runs.front().digest, objectDigest(fixture.run("run-a", 1000), &error));
    }

    // The tampered twin reads declared ≠ computed, with the note that the declared digest is
    // elsewhere in the file; the genuine bundle beside it stays verified.
    void tamperedTwinBesideGenuine()
    {
        const std::shared_ptr<Archive> archive = readBack(seedWithTamperedTwin());
        QVERIFY(archive);
        QCOMPARE(archive->runs.size(), size_t(2));
        QCOMPARE(archive->protocols.size(), size_t(2));
        QCOMPARE(archive->runs[0].digest, archive->runs[1].digest); // the same run, twice

        const std::vector<ReferenceCheck> genuine = checkReferences(*archive, 0);
        QCOMPARE(genuine[0].state, ReferenceState::Verified);
        QCOMPARE(genuine[0].objectIndex, archive->runs[0].bundle.protocol);
        QVERIFY(!hasMismatch(genuine));

        const std::vector<ReferenceCheck> twin = checkReferences(*archive, 1);
        QCOMPARE(twin[0].role, QStringLiteral("protocol"));
        QCOMPARE(twin[0].state, ReferenceState::Mismatch);
        QCOMPARE(twin[0].declared, QStringLiteral("sha256:6383f62490dad270ad2146a94f67b48fba5cfcbc0b9b180f02665c69cc4433a0"));
        QCOMPARE(twin[0].computed, archive->protocols[size_t(archive->runs[1].bundle.protocol)].digest);
        QVERIFY(twin[0].computed != twin[0].declared);
        QVERIFY(twin[0].declaredElsewhere);
        QVERIFY(!referenceNote(twin[0]).isEmpty());
        QCOMPARE(twin[1].state, ReferenceState::Verified); // its environment is untouched

        const IntegritySummary summary = summarizeIntegrity(*archive);
        QCOMPARE(summary.mismatched, 1);
        QCOMPARE(summary.mismatchRuns, std::vector<int>{1});
        QCOMPARE(summary.runTrust[0], RunTrust::NotInArchive); // workload and implementation, as the seed
        QCOMPARE(summary.runTrust[1], RunTrust::Mismatch);
        QVERIFY(summary.failed());
    }

    // A bundle's roles are fixed (ARCHIVE.md §2): one byte changed in a role's name takes its object
    // out of the role, where "declared ≠ computed" could no longer be said of it, so it is an error
    // (and `verify` fails), while the object is still read. The same with its object tampered.
    void renamedBundleRoleIsAnError_data()
    {
        QTest::addColumn<QByteArray>("role");
        QTest::addColumn<QByteArray>("renamed");
        QTest::addColumn<bool>("tampered");
        QTest::newRow("protocol") << QByteArray("protocol") << QByteArray("protocom") << false;
        QTest::newRow("environment") << QByteArray("environment") << QByteArray("environmenu") << false;
        QTest::newRow("protocol, tampered") << QByteArray("protocol") << QByteArray("protocom") << true;
    }
    void renamedBundleRoleIsAnError()
    {
        QFETCH(QByteArray, role);
        QFETCH(QByteArray, renamed);
        QFETCH(bool, tampered);
        QFile seed(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY(seed.open(QIODevice::ReadOnly));
        QByteArray bytes = seed.readAll();
        const qsizetype at = bytes.indexOf(QByteArray("\"" + role + "\": {"));
        QVERIFY(at >= 0);
        bytes.replace(at + 1, role.size(), renamed);
        if (tampered) {
            const qsizetype harness = bytes.indexOf("\"harness\"", at);
            QVERIFY(harness > at);
            bytes[harness + 1] = 'H';
        }
        const ReadResult result = readArchiveData(bytes, QStringLiteral("seed.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        const Archive &archive = *result.archive;
        const auto errors = std::count_if(archive.problems.begin(), archive.problems.end(), [&](const LoadProblem &p) {
            return p.severity == Severity::Error && p.message.contains(QLatin1Char('"') + QString::fromLatin1(renamed) + QLatin1Char('"'));
        });
        QCOMPARE(errors, 1);
        QCOMPARE(archive.runs.size(), size_t(1));
        const BundleRoles &roles = archive.runs[0].bundle;
        QCOMPARE(roles.protocol < 0, role == "protocol"); // the other role is still filled
        QCOMPARE(roles.environment < 0, role == "environment");
        QCOMPARE(archive.protocols.size() + archive.environments.size(), size_t(2)); // still read
    }

    // The embedded sample's altered bundle: its run declares the genuine FlashInfer-Bench protocol,
    // which is in the file, but carries an edited one (timer wall_clock, digest 0711966e…).
    void sampleAlteredBundle()
    {
        const ReadResult result = readArchiveFile(QStringLiteral("resources/sample-archive.json"));
        QVERIFY2(result.archive, qPrintable(result.fatalError));
        const Archive &archive = *result.archive;
        const int altered = runNamed(archive, QStringLiteral("sample-fib-gemm-altered"));
        QVERIFY(altered >= 0);
        const std::vector<ReferenceCheck> checks = checkReferences(archive, altered);
        QCOMPARE(checks[0].state, ReferenceState::Mismatch);
        QVERIFY(checks[0].computed.startsWith(QStringLiteral("sha256:0711966e")));
        QVERIFY(checks[0].declaredElsewhere);
        QCOMPARE(archive.protocols[size_t(checks[0].objectIndex)].timer, QStringLiteral("wall_clock"));
        for (int i = 0; i < int(archive.runs.size()); ++i)
            QCOMPARE(hasMismatch(checkReferences(archive, i)), i == altered);
    }

    // Signatures are checked against the bytes as read, once: a file changed afterwards (edited in
    // place, or emptied: its bytes then read as zeros) does not change what any view says of them.
    void signaturesAreThoseOfTheBytesAsRead_data()
    {
        QTest::addColumn<bool>("emptied");
        QTest::newRow("edited in place") << false;
        QTest::newRow("emptied") << true;
    }
    void signaturesAreThoseOfTheBytesAsRead()
    {
        QFETCH(bool, emptied);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sample.json"));
        QVERIFY(QFile::copy(QStringLiteral("resources/sample-archive.json"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const ReadResult result = readArchiveFile(path);
        QVERIFY2(result.archive && result.archive->bufferMapped, qPrintable(result.fatalError));
        const Archive &archive = *result.archive;
        std::vector<SignatureState> asRead;
        for (const AttestationRecord &attestation : archive.attestations) {
            QVERIFY(attestation.signatureAsRead);
            QCOMPARE(*attestation.signatureAsRead, verifyAttestationSignature(attestation));
            asRead.push_back(checkAttestationSignature(attestation));
        }
        QCOMPARE(std::count(asRead.begin(), asRead.end(), SignatureState::Valid), 1);

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        if (emptied) {
            QVERIFY(file.resize(0));
        } else {
            // The first letter of the validly signed text, replaced by another: the same length.
            const AttestationRecord &valid = archive.attestations[size_t(
                std::find(asRead.begin(), asRead.end(), SignatureState::Valid) - asRead.begin())];
            const qsizetype within = valid.source.bytes().toByteArray().indexOf(valid.text.toUtf8());
            QVERIFY(!valid.text.isEmpty() && within > 0);
            QVERIFY(file.seek(valid.source.offset + within));
            QVERIFY(file.write(valid.text.startsWith(QLatin1Char('X')) ? "Y" : "X") == 1);
        }
        file.close();
        for (size_t i = 0; i < asRead.size(); ++i)
            QCOMPARE(checkAttestationSignature(archive.attestations[i]), asRead[i]);
        const IntegritySummary summary = summarizeIntegrity(archive);
        QCOMPARE(summary.signaturesValid, 1);
        QCOMPARE(summary.signaturesInvalid, 1);
        // What the bytes say now differs: the check above is not simply made again.
        const auto valid = std::find(asRead.begin(), asRead.end(), SignatureState::Valid) - asRead.begin();
        QCOMPARE(verifyAttestationSignature(archive.attestations[size_t(valid)]), SignatureState::Invalid);
    }

    // Counts on the sample worked out apart from the explorer (a Python script over the JSON with
    // the generator's JCS digests, §3 order): 31 runs × 4 roles = 75 verified + 1 declared ≠ computed
    // + 37 not in archive + 11 not declared; attestations: 1 valid, 1 invalid, 1 unsigned.
    void sampleIntegritySummary()
    {
        const ReadResult result = readArchiveFile(QStringLiteral("resources/sample-archive.json"));
        QVERIFY(result.archive);
        const Archive &archive = *result.archive;
        const IntegritySummary summary = summarizeIntegrity(archive);
        QCOMPARE(summary.runs, 31);
        QCOMPARE(summary.verified, 75);
        QCOMPARE(summary.mismatched, 1);
        QCOMPARE(summary.notInArchive, 37);
        QCOMPARE(summary.notDeclared, 11);
        QCOMPARE(summary.signaturesValid, 1);
        QCOMPARE(summary.signaturesInvalid, 1);
        QCOMPARE(summary.unsignedAttestations, 1);
        QCOMPARE(summary.mismatchRuns, std::vector<int>{runNamed(archive, QStringLiteral("sample-fib-gemm-altered"))});
        QCOMPARE(summary.invalidSignatureRuns.size(), size_t(1));
        QCOMPARE(archive.runs[size_t(summary.invalidSignatureRuns[0])].digest, archive.attestations.back().subject);
        QCOMPARE(integritySummaryText(summary),
                 QString::fromUtf8("31 runs · 75 verified · 1 declared ≠ computed · 1 invalid signature · "
                                   "37 not in archive · 1 valid signature · 1 unsigned attestation"));
        // 26 runs have a reference not in archive (same script); the table marks each run once, with
        // its most serious state: the #1 with the bad signature is marked for that, not for its workload.
        QCOMPARE(summary.notInArchiveRuns.size(), size_t(26));
        const auto marked = [&summary](RunTrust trust) { return std::count(summary.runTrust.begin(), summary.runTrust.end(), trust); };
        QCOMPARE(marked(RunTrust::Mismatch), 1);
        QCOMPARE(marked(RunTrust::InvalidSignature), 1);
        QCOMPARE(marked(RunTrust::NotInArchive), 25);
        QCOMPARE(&integrityFilterRuns(summary, IntegrityFilter::Mismatch), &summary.mismatchRuns);
    }

    void attestationSignature_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<SignatureState>("state");
        QTest::newRow("signed") << QStringLiteral("signed") << SignatureState::Valid;
        QTest::newRow("text edited after signing") << QStringLiteral("edited") << SignatureState::Invalid;
        QTest::newRow("signature of another key") << QStringLiteral("other key") << SignatureState::Invalid;
        QTest::newRow("no signature") << QStringLiteral("unsigned") << SignatureState::Unsigned;
    }
    void attestationSignature()
    {
        QFETCH(QString, variant);
        QFETCH(SignatureState, state);

        const Fixture fixture;
        QString error;
        const QString subject = objectDigest(fixture.run("run-a", 1000), &error);
        json attestation = object("Attestation", "note-1",
                                  {{"subject", subject.toStdString()},
                                   {"kind", "note"},
                                   {"author", "tester"},
                                   {"createdAt", "2026-01-02T00:00:00Z"},
                                   {"text", "Reproduced within 2 %."}});

        if (variant != QLatin1String("unsigned")) {
            EVP_PKEY *key = EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519");
            EVP_PKEY *other = EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519");
            QVERIFY(key && other);
            const QByteArray message = attestationSigningBytes(attestation, &error);
            QVERIFY2(!message.isEmpty(), qPrintable(error));
            unsigned char signature[64];
            size_t signatureSize = sizeof signature;
            EVP_MD_CTX *context = EVP_MD_CTX_new();
            EVP_PKEY *signer = variant == QLatin1String("other key") ? other : key;
            QCOMPARE(EVP_DigestSignInit(context, nullptr, nullptr, nullptr, signer), 1);
            QCOMPARE(EVP_DigestSign(context, signature, &signatureSize,
                                    reinterpret_cast<const unsigned char *>(message.constData()), size_t(message.size())),
                     1);
            EVP_MD_CTX_free(context);
            unsigned char publicKey[32];
            size_t publicKeySize = sizeof publicKey;
            QCOMPARE(EVP_PKEY_get_raw_public_key(key, publicKey, &publicKeySize), 1);
            EVP_PKEY_free(key);
            EVP_PKEY_free(other);
            attestation["spec"]["signature"] = {{"algorithm", "ed25519"},
                                                {"publicKey", base64Of(publicKey, publicKeySize).toStdString()},
                                                {"value", base64Of(signature, signatureSize).toStdString()}};
            if (variant == QLatin1String("edited"))
                attestation["spec"]["text"] = "Reproduced within 3 %.";
        }

        json document = fixture.runArchive();
        document["items"].push_back(attestation);
        const std::shared_ptr<Archive> archive = readBack(serialize(document));
        QVERIFY(archive);
        QCOMPARE(archive->attestations.size(), size_t(1));
        QCOMPARE(archive->attestations.front().subject, subject);
        QCOMPARE(checkAttestationSignature(archive->attestations.front()), state);
    }
};

QTEST_GUILESS_MAIN(TestArchiveVerification)
#include "tst_archiveverification.moc"
