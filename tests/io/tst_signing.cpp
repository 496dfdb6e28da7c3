// SPDX-License-Identifier: Apache-2.0
// Making attestations (ARCHIVE.md §5): keys, PEM, passphrases, key-file modes, and signatures that the
// existing verifier (checkAttestationSignature, through the reader) accepts, and rejects once edited.
#include "archive.h"
#include "archivereader.h"
#include "keyfile.h"
#include "references.h"
#include "signing.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace kie;

namespace {

const QString kSubject = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");

AttestationDraft reproduction()
{
    AttestationDraft draft;
    draft.subject = kSubject;
    draft.kind = QStringLiteral("reproduction");
    draft.author = QStringLiteral("Ada");
    draft.createdAt = QStringLiteral("2026-11-30T10:00:00.000Z");
    draft.text = QStringLiteral("reproduced on our B200: 491 µs");
    draft.latencyNs = 491000;
    draft.statistic = QStringLiteral("mean");
    draft.gpu = QStringLiteral("NVIDIA B200");
    draft.libraries.insert(QStringLiteral("torch"), QStringLiteral("2.8.0"));
    return draft;
}

// The signature state of the single attestation in `json`, as the explorer shows it on opening.
SignatureState stateOf(const QByteArray &json)
{
    const ReadResult result = readArchiveData(json, QStringLiteral("attestation.json"));
    if (!result.archive || result.archive->attestations.size() != 1)
        return SignatureState::Unsigned;
    return checkAttestationSignature(result.archive->attestations.front());
}

} // namespace

class TestSigning : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pemRoundTrip_data()
    {
        QTest::addColumn<QByteArray>("passphrase");
        QTest::newRow("plain") << QByteArray();
        QTest::newRow("passphrase") << QByteArray("correct horse battery staple");
    }
    void pemRoundTrip()
    {
        QFETCH(QByteArray, passphrase);
        const SigningKey key = SigningKey::generate();
        QVERIFY(!key.isNull());
        QCOMPARE(key.publicKeyRaw().size(), 32);
        const QByteArray pem = key.privateKeyPem(passphrase);
        QCOMPARE(pem.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----"), !passphrase.isEmpty());
        QCOMPARE(pem.contains("-----BEGIN PRIVATE KEY-----"), passphrase.isEmpty());

        QString error;
        const SigningKey back = SigningKey::fromPrivatePem(pem, passphrase, &error);
        QVERIFY2(!back.isNull(), qPrintable(error));
        QCOMPARE(back.publicKeyRaw(), key.publicKeyRaw());
        QCOMPARE(ed25519PublicKeyFromPem(key.publicKeyPem()), key.publicKeyRaw());
        if (!passphrase.isEmpty()) {
            QVERIFY(SigningKey::fromPrivatePem(pem, "wrong", &error).isNull());
            QVERIFY(SigningKey::fromPrivatePem(pem, QByteArray(), &error).isNull());
            QVERIFY2(error.contains(QStringLiteral("passphrase")), qPrintable(error));
        }
    }

    void notEd25519Refused()
    {
        // An RSA key made by the openssl tool is a PEM private key, but not one the explorer signs with.
        QString error;
        QVERIFY(SigningKey::fromPrivatePem("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", {}, &error).isNull());
        QVERIFY(!error.isEmpty());
        QVERIFY(ed25519PublicKeyFromPem("garbage", &error).isEmpty());
    }

    void signedVerifies()
    {
        const SigningKey key = SigningKey::generate();
        QString error;
        const QByteArray json = attestationJson(reproduction(), &key, &error);
        QVERIFY2(!json.isNull(), qPrintable(error));
        QCOMPARE(stateOf(json), SignatureState::Valid);
        // The same record without reading a file (local notes): the same verifier says the same.
        const AttestationRecord local = attestationRecordFromJson(json);
        QCOMPARE(checkAttestationSignature(local), SignatureState::Valid);
        QCOMPARE(local.subject, kSubject);

        const ReadResult read = readArchiveData(json, QStringLiteral("a.json"));
        const AttestationRecord &record = read.archive->attestations.front();
        QCOMPARE(record.subject, kSubject);
        QCOMPARE(record.attestationKind, QStringLiteral("reproduction"));
        QCOMPARE(record.measurementLatencyNs, std::optional<double>(491000));
        QCOMPARE(record.signaturePublicKey, QString::fromLatin1(key.publicKeyRaw().toBase64()));
        QVERIFY(record.meta.name.startsWith(QStringLiteral("reproduction-")));

        AttestationDraft back;
        QVERIFY(attestationDraftFromJson(json, &back, &error));
        QCOMPARE(back, reproduction());
        QCOMPARE(stateOf(attestationJson(reproduction(), nullptr)), SignatureState::Unsigned);
    }

    void editedIsInvalid_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::newRow("one byte of the text") << QByteArray("our B200") << QByteArray("our B100");
        QTest::newRow("the latency") << QByteArray("491000") << QByteArray("481000");
        QTest::newRow("the subject") << QByteArray("381f22e4") << QByteArray("381f22e5");
        QTest::newRow("the author") << QByteArray("\"Ada\"") << QByteArray("\"Eve\"");
        QTest::newRow("the kind") << QByteArray("\"reproduction\",\"measurement\"") << QByteArray("\"note\",\"measurement\"");
    }
    void editedIsInvalid()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        const SigningKey key = SigningKey::generate();
        QByteArray json = attestationJson(reproduction(), &key);
        QVERIFY2(json.count(from) == 1, json.constData());
        json.replace(from, to);
        QCOMPARE(stateOf(json), SignatureState::Invalid);
        QCOMPARE(checkAttestationSignature(attestationRecordFromJson(json)), SignatureState::Invalid);
    }

    void metadataIsNotSigned()
    {
        // ARCHIVE.md §5 signs digest(attestation)'s bytes, which leave metadata out: a new title keeps it valid.
        const SigningKey key = SigningKey::generate();
        QByteArray json = attestationJson(reproduction(), &key);
        json.replace("\"metadata\":{\"name\":", "\"metadata\":{\"title\":\"renamed\",\"name\":");
        QCOMPARE(stateOf(json), SignatureState::Valid);
    }

    void sameTextTwice()
    {
        const SigningKey key = SigningKey::generate();
        AttestationDraft first = reproduction();
        AttestationDraft second = reproduction();
        second.createdAt = QStringLiteral("2026-11-30T10:00:00.001Z");
        const QByteArray a = attestationJson(first, &key);
        const QByteArray b = attestationJson(second, &key);
        QVERIFY(a != b);
        QCOMPARE(stateOf(a), SignatureState::Valid);
        QCOMPARE(stateOf(b), SignatureState::Valid);
        // Ed25519 is deterministic: the same draft at the same instant is the same object, not a second one.
        QCOMPARE(attestationJson(first, &key), a);
    }

    void keyFileModes_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("0600") << 0600 << true;
        QTest::newRow("0400") << 0400 << true;
        QTest::newRow("0644") << 0644 << false;
        QTest::newRow("0640") << 0640 << false;
        QTest::newRow("0604") << 0604 << false;
        QTest::newRow("0620") << 0620 << false;
    }
    void keyFileModes()
    {
        QFETCH(int, mode);
        QFETCH(bool, accepted);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config/signing-key.pem"));
        const SigningKey key = SigningKey::generate();
        QString error;
        QVERIFY2(writePrivateKeyFile(key, path, "secret", &error), qPrintable(error));
        struct stat status = {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &status), 0);
        QCOMPARE(int(status.st_mode & 0777), 0600); // as written
        QVERIFY(privateKeyFileIsEncrypted(path));

        QCOMPARE(::chmod(QFile::encodeName(path).constData(), mode_t(mode)), 0);
        SigningKey loaded;
        QCOMPARE(readPrivateKeyFile(path, "secret", &loaded, &error), accepted);
        if (accepted) {
            QCOMPARE(loaded.publicKeyRaw(), key.publicKeyRaw());
        } else {
            QVERIFY(loaded.isNull());
            QVERIFY2(error.contains(QStringLiteral("refusing")) && error.contains(QStringLiteral("readable or writable by others"))
                         && error.contains(QStringLiteral("chmod 600")),
                     qPrintable(error));
        }
    }

    // A key is written by the one safe writer: replacing a 0644 file leaves it 0600, and a FIFO (or a
    // device) target is refused and left as it was.
    void keyFileTargets()
    {
        QTemporaryDir dir;
        const SigningKey key = SigningKey::generate();
        QString error;
        const QString existing = dir.filePath(QStringLiteral("old.pem"));
        QFile old(existing);
        QVERIFY(old.open(QIODevice::WriteOnly) && old.write("old") == 3);
        old.close();
        QCOMPARE(::chmod(QFile::encodeName(existing).constData(), 0644), 0);
        QVERIFY2(writePrivateKeyFile(key, existing, QByteArray(), &error), qPrintable(error));
        struct stat status = {};
        QCOMPARE(::stat(QFile::encodeName(existing).constData(), &status), 0);
        QCOMPARE(int(status.st_mode & 0777), 0600);

        const QString fifo = dir.filePath(QStringLiteral("fifo.pem"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        error.clear();
        QVERIFY(!writePrivateKeyFile(key, fifo, QByteArray(), &error));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &status), 0);
        QVERIFY(S_ISFIFO(status.st_mode));
    }

    void missingKeyExplained()
    {
        SigningKey key;
        QString error;
        QVERIFY(!readPrivateKeyFile(QStringLiteral("/nonexistent/key.pem"), {}, &key, &error));
        QVERIFY2(error.contains(QStringLiteral("keygen")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestSigning)
#include "tst_signing.moc"
