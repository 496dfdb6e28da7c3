// SPDX-License-Identifier: Apache-2.0
// SHA-256, object digests against the seed's published digests, and Ed25519 verification.
#include "canonicaljson.h"
#include "digest.h"
#include "strictjson.h"

#include <nlohmann/json.hpp>
#include <openssl/evp.h>

#include <QFile>
#include <QTest>

#include <limits>
#include <memory>

namespace {

using json = nlohmann::json;

json readSeed()
{
    QFile file(QStringLiteral("../shared/fixtures/seed/manifest.json"));
    if (!file.open(QIODevice::ReadOnly))
        return json();
    json value;
    kie::JsonError error;
    if (!kie::parseStrictJson(file.readAll(), value, &error))
        return json();
    return value;
}

QString digestOf(const json &object)
{
    QString error;
    const QString digest = kie::objectDigest(object, &error);
    if (digest.isEmpty())
        qWarning().noquote() << "digest failed:" << error;
    return digest;
}

QString stringMember(const json &object, const char *member)
{
    return QString::fromStdString(object.at(member).get<std::string>());
}

// A fresh Ed25519 key pair made by OpenSSL at test time; signs with EVP_DigestSign.
class TestKey
{
public:
    TestKey()
    {
        EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_id(EVP_PKEY_ED25519, nullptr);
        EVP_PKEY *key = nullptr;
        if (ctx && EVP_PKEY_keygen_init(ctx) == 1)
            EVP_PKEY_keygen(ctx, &key);
        EVP_PKEY_CTX_free(ctx);
        m_key.reset(key);
    }
    bool isValid() const { return bool(m_key); }

    QByteArray publicKey() const
    {
        QByteArray raw(32, Qt::Uninitialized);
        size_t length = size_t(raw.size());
        if (EVP_PKEY_get_raw_public_key(m_key.get(), reinterpret_cast<unsigned char *>(raw.data()), &length) != 1)
            return QByteArray();
        raw.resize(qsizetype(length));
        return raw;
    }

    QByteArray sign(const QByteArray &message) const
    {
        std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
        if (EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, m_key.get()) != 1)
            return QByteArray();
        QByteArray signature(64, Qt::Uninitialized);
        size_t length = size_t(signature.size());
        if (EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char *>(signature.data()), &length,
                           reinterpret_cast<const unsigned char *>(message.constData()), size_t(message.size()))
            != 1)
            return QByteArray();
        signature.resize(qsizetype(length));
        return signature;
    }

private:
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> m_key{nullptr, &EVP_PKEY_free};
};

} // namespace

class TestDigest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sha256KnownVectors_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("hex");
        QTest::newRow("abc") << QByteArray("abc") << QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        QTest::newRow("two blocks") << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                                    << QStringLiteral("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    }
    void sha256KnownVectors()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, hex);
        QCOMPARE(kie::sha256Hex(input), hex);
        QCOMPARE(kie::sha256(input).toHex(), hex.toLatin1());
        QCOMPARE(kie::sha256Digest(input), QStringLiteral("sha256:") + hex);
        const kie::DigestString compact = kie::sha256DigestString(input);
        QVERIFY(compact.sha256());
        QCOMPARE(compact.toString(), QStringLiteral("sha256:") + hex);
    }

    // A computed digest is kept as 32 bytes only in the canonical form; any other text is kept as
    // it is. Either way it reads, compares and hashes as its text.
    void digestStringReadsAsItsText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("compact");
        const QString hex = QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        QTest::newRow("canonical") << QStringLiteral("sha256:") + hex << true;
        QTest::newRow("upper-case hex") << QStringLiteral("sha256:") + hex.toUpper() << false;
        QTest::newRow("one digit short") << QStringLiteral("sha256:") + hex.chopped(1) << false;
        QTest::newRow("one digit more") << QStringLiteral("sha256:") + hex + QLatin1Char('0') << false;
        QTest::newRow("other algorithm") << QStringLiteral("sha512:") + hex << false;
        QTest::newRow("not hex") << QStringLiteral("sha256:") + hex.chopped(1) + QLatin1Char('g') << false;
        QTest::newRow("bare hex") << hex << false;
        QTest::newRow("a test's label") << QStringLiteral("sha256:p1") << false;
        QTest::newRow("empty") << QString() << false;
    }
    void digestStringReadsAsItsText()
    {
        QFETCH(QString, text);
        QFETCH(bool, compact);
        const kie::DigestString digest(text);
        QCOMPARE(bool(digest.sha256()), compact);
        QCOMPARE(digest.toString(), text);
        QCOMPARE(QString(digest), text);
        QCOMPARE(digest.size(), text.size());
        QCOMPARE(digest.isEmpty(), text.isEmpty());
        QVERIFY(digest == text);
        QVERIFY(text == digest);
        QVERIFY(digest == kie::DigestString(text));
        QCOMPARE(qHash(digest, 7), qHash(kie::DigestString(QString(text)), 7));
        QVERIFY(!(digest == text + QLatin1Char('0')));
        QVERIFY(!(digest == kie::DigestString(text + QLatin1Char('0'))));
        kie::DigestString cleared = digest;
        cleared.clear();
        QVERIFY(cleared.isEmpty());
        QVERIFY(cleared == kie::DigestString());
    }

    // ARCHIVE.md §3: the seed's published record digest, and the references it declares.
    void seedDigests()
    {
        const json seed = readSeed();
        QVERIFY(seed.is_object());
        const json &run = seed.at("run");
        QCOMPARE(digestOf(run), QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc"));
        QCOMPARE(digestOf(seed.at("protocol")), stringMember(run.at("spec"), "protocolDigest"));
        QCOMPARE(digestOf(seed.at("environment")), stringMember(run.at("spec"), "environmentDigest"));
        QCOMPARE(stringMember(run.at("spec"), "protocolDigest"),
                 QStringLiteral("sha256:6383f62490dad270ad2146a94f67b48fba5cfcbc0b9b180f02665c69cc4433a0"));
    }

    void seedDigestFromText()
    {
        QFile file(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const json seed = json::parse(file.readAll().toStdString());
        const QByteArray runText = QByteArray::fromStdString(seed.at("run").dump(2));
        QString error;
        QCOMPARE(kie::objectDigestOfText(runText, &error),
                 QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc"));
    }

    // Identity is {apiVersion, kind, spec}: metadata, member order and whitespace do not count.
    void digestIgnoresMetadataAndLayout()
    {
        json run = readSeed().at("run");
        const QString original = digestOf(run);
        run["metadata"]["title"] = "A new title";
        run["metadata"]["annotations"] = {{"kernelindex.dev/id", "x"}};
        run["unknownTopLevel"] = 1;
        QCOMPARE(digestOf(run), original);

        run["spec"]["status"] = "failed";
        QVERIFY(digestOf(run) != original);
    }

    void missingMembersAreAbsent()
    {
        QString error;
        QCOMPARE(kie::objectDigest(json{{"kind", "X"}, {"metadata", {{"name", "n"}}}}, &error),
                 kie::sha256Digest(QByteArray("{\"kind\":\"X\"}")));
        QCOMPARE(kie::objectDigest(json::object(), &error), kie::sha256Digest(QByteArray("{}")));
        // spec is canonicalized too: numbers through doubles, keys by UTF-16
        QCOMPARE(kie::objectDigestOfText(QByteArray("{\"spec\":{\"b\":1.0,\"a\":1e21},\"apiVersion\":\"v\"}"), &error),
                 kie::sha256Digest(QByteArray("{\"apiVersion\":\"v\",\"spec\":{\"a\":1e+21,\"b\":1}}")));
    }

    void digestErrors()
    {
        QString error;
        QVERIFY(kie::objectDigest(json::array({1}), &error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("not a JSON object")), qPrintable(error));
        error.clear();
        QVERIFY(kie::objectDigestOfText(QByteArray("{\"spec\":{\"a\":1,\"a\":2}}"), &error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("duplicate key \"a\"")), qPrintable(error));
        error.clear();
        QVERIFY(kie::objectDigest(json{{"spec", {{"v", std::numeric_limits<double>::infinity()}}}}, &error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("non-finite")), qPrintable(error));
    }

    void attestationSigningBytesLeaveOutSignatureAndMetadata()
    {
        const json attestation = {
            {"apiVersion", "kernelindex.dev/v1alpha1"},
            {"kind", "Attestation"},
            {"metadata", {{"name", "a1"}}},
            {"spec", {{"subject", "sha256:00"}, {"text", "ok"}, {"signature", {{"algorithm", "ed25519"}, {"value", "AAAA"}}}}},
        };
        QString error;
        QCOMPARE(kie::attestationSigningBytes(attestation, &error),
                 QByteArray("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"Attestation\","
                            "\"spec\":{\"subject\":\"sha256:00\",\"text\":\"ok\"}}"));
        QVERIFY(kie::attestationSigningBytes(json("x"), &error).isEmpty());
    }

    // RFC 8032 §7.1, test 1: the empty message.
    void ed25519Rfc8032Vector()
    {
        const QByteArray key = QByteArray::fromHex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");
        const QByteArray signature = QByteArray::fromHex(
            "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b");
        QVERIFY(kie::verifyEd25519(key, QByteArray(), signature));
        QVERIFY(!kie::verifyEd25519(key, QByteArray("x"), signature));
    }

    void ed25519SignVerifyAndTamper()
    {
        TestKey key;
        QVERIFY(key.isValid());
        const QByteArray publicKey = key.publicKey();
        QCOMPARE(publicKey.size(), 32);

        json attestation = {{"apiVersion", "kernelindex.dev/v1alpha1"},
                            {"kind", "Attestation"},
                            {"spec", {{"subject", "sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc"},
                                      {"kind", "reproduction"}, {"measurement", {{"latencyNs", 486000}}}}}};
        QString error;
        const QByteArray message = kie::attestationSigningBytes(attestation, &error);
        QVERIFY2(!message.isEmpty(), qPrintable(error));
        const QByteArray signature = key.sign(message);
        QCOMPARE(signature.size(), 64);
        QVERIFY(kie::verifyEd25519(publicKey, message, signature));

        // One flipped byte anywhere is enough to fail.
        for (qsizetype i : {qsizetype(0), message.size() / 2, message.size() - 1}) {
            QByteArray tampered = message;
            tampered[i] = char(tampered[i] ^ 0x01);
            QVERIFY(!kie::verifyEd25519(publicKey, tampered, signature));
        }
        QByteArray badSignature = signature;
        badSignature[10] = char(badSignature[10] ^ 0x80);
        QVERIFY(!kie::verifyEd25519(publicKey, message, badSignature));
        QByteArray badKey = publicKey;
        badKey[0] = char(badKey[0] ^ 0x01);
        QVERIFY(!kie::verifyEd25519(badKey, message, signature));
        QVERIFY(!kie::verifyEd25519(TestKey().publicKey(), message, signature));

        // Wrong sizes are refused before OpenSSL sees them.
        QVERIFY(!kie::verifyEd25519(publicKey.left(31), message, signature));
        QVERIFY(!kie::verifyEd25519(publicKey, message, signature.left(63)));
        QVERIFY(!kie::verifyEd25519(QByteArray(), message, QByteArray()));

        // The signed bytes do not depend on the signature or the metadata.
        attestation["spec"]["signature"] = {{"algorithm", "ed25519"}, {"value", signature.toBase64().toStdString()}};
        attestation["metadata"] = {{"title", "added later"}};
        QCOMPARE(kie::attestationSigningBytes(attestation, &error), message);
    }
};

QTEST_GUILESS_MAIN(TestDigest)
#include "tst_digest.moc"
