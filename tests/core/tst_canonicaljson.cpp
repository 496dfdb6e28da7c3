// SPDX-License-Identifier: Apache-2.0
// RFC 8785 canonicalization against the reference vectors of the RFC's author
// (../shared/data/jcs) and tables for the places where a naive serializer goes wrong.
#include "canonicaljson.h"
#include "jcswriter.h"
#include "strictjson.h"

#include <nlohmann/json.hpp>
#include <zlib.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace {

const QString kJcsDir = QStringLiteral("../shared/data/jcs");

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

// Inflates a whole .gz file with zlib (gzip wrapper: windowBits 16 + MAX_WBITS).
bool gunzip(const QByteArray &compressed, QByteArray &out)
{
    z_stream stream{};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK)
        return false;
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.constData()));
    stream.avail_in = uInt(compressed.size());
    char chunk[1 << 16];
    int status = Z_OK;
    while (status == Z_OK) {
        stream.next_out = reinterpret_cast<Bytef *>(chunk);
        stream.avail_out = sizeof chunk;
        status = inflate(&stream, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END)
            break;
        out.append(chunk, qsizetype(sizeof chunk - stream.avail_out));
    }
    inflateEnd(&stream);
    return status == Z_STREAM_END;
}

QByteArray canonical(const QByteArray &text)
{
    QString error;
    const QByteArray out = kie::canonicalizeJsonText(text, &error);
    if (out.isNull())
        qWarning().noquote() << "canonicalization failed:" << error;
    return out;
}

} // namespace

class TestCanonicalJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void referenceVectors_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList names = QDir(kJcsDir + QStringLiteral("/input")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QCOMPARE(names.size(), 6);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << name;
    }
    void referenceVectors()
    {
        QFETCH(QString, name);
        const QByteArray input = readFile(kJcsDir + QStringLiteral("/input/") + name);
        const QByteArray expected = readFile(kJcsDir + QStringLiteral("/output/") + name);
        QVERIFY(!input.isEmpty());
        QVERIFY(!expected.isEmpty());
        QCOMPARE(canonical(input), expected);
        // outhex holds the same bytes as hex; check both agree so neither file is trusted alone
        QString hexName = name;
        hexName.replace(QStringLiteral(".json"), QStringLiteral(".txt"));
        const QByteArray hex = readFile(kJcsDir + QStringLiteral("/outhex/") + hexName).simplified().replace(' ', "");
        QCOMPARE(QByteArray::fromHex(hex), expected);
    }

    // The first 100,000 lines of the official ES6 number file: every double serializes as ES does.
    void es6Numbers()
    {
        const QByteArray compressed = readFile(kJcsDir + QStringLiteral("/es6-numbers-100k.txt.gz"));
        QVERIFY(!compressed.isEmpty());
        QByteArray text;
        QVERIFY(gunzip(compressed, text));
        QCOMPARE(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex(),
                 QByteArray("22776e6d4b49fa294a0d0f349268e5c28808fe7e0cb2bcbe28f63894e494d4c7"));

        int lines = 0;
        int mismatches = 0;
        for (const QByteArray &line : text.split('\n')) {
            if (line.isEmpty())
                continue;
            ++lines;
            const qsizetype comma = line.indexOf(',');
            QVERIFY2(comma > 0, line.constData());
            bool ok = false;
            const quint64 bits = line.left(comma).toULongLong(&ok, 16);
            QVERIFY2(ok, line.constData());
            const double value = std::bit_cast<double>(bits);
            const QByteArray expected = line.mid(comma + 1);
            const std::string got = kie::formatEcmaScriptNumber(value);
            if (QByteArray::fromStdString(got) != expected) {
                if (++mismatches <= 10)
                    qWarning("%s -> %s", line.constData(), got.c_str());
            }
        }
        QCOMPARE(lines, 100000);
        QCOMPARE(mismatches, 0);
    }

    void numbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("zero") << 0.0 << QByteArray("0");
        QTest::newRow("negative zero") << -0.0 << QByteArray("0");
        QTest::newRow("integer-valued double") << 56.0 << QByteArray("56");
        QTest::newRow("1e21") << 1e21 << QByteArray("1e+21");
        QTest::newRow("below 1e21") << 999999999999999900000.0 << QByteArray("999999999999999900000");
        QTest::newRow("1e-6") << 1e-6 << QByteArray("0.000001");
        QTest::newRow("1e-7") << 1e-7 << QByteArray("1e-7");
        QTest::newRow("1.5e-7") << 1.5e-7 << QByteArray("1.5e-7");
        QTest::newRow("smallest subnormal") << 5e-324 << QByteArray("5e-324");
        QTest::newRow("negative subnormal") << -5e-324 << QByteArray("-5e-324");
        QTest::newRow("largest double") << std::numeric_limits<double>::max() << QByteArray("1.7976931348623157e+308");
        QTest::newRow("2^53") << 9007199254740992.0 << QByteArray("9007199254740992");
        QTest::newRow("one third") << 1.0 / 3.0 << QByteArray("0.3333333333333333");
        QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << QByteArray("0.30000000000000004");
        QTest::newRow("negative fraction") << -4.5 << QByteArray("-4.5");
        QTest::newRow("1e30") << 1e30 << QByteArray("1e+30");
        QTest::newRow("123e-20") << 123e-20 << QByteArray("1.23e-18");
        QTest::newRow("latency") << 485961.0 << QByteArray("485961");
        // Around the integers written digit for digit (below 2^53) and those that are not.
        QTest::newRow("2^53 - 1") << 9007199254740991.0 << QByteArray("9007199254740991");
        QTest::newRow("-(2^53 - 1)") << -9007199254740991.0 << QByteArray("-9007199254740991");
        QTest::newRow("2^53 + 2") << 9007199254740994.0 << QByteArray("9007199254740994");
        QTest::newRow("2^60") << 1152921504606846976.0 << QByteArray("1152921504606847000");
        QTest::newRow("1e20") << 1e20 << QByteArray("100000000000000000000");
        QTest::newRow("2^51 + 0.5") << 2251799813685248.5 << QByteArray("2251799813685248.5");
        QTest::newRow("negative integer") << -1212659.0 << QByteArray("-1212659");
    }
    void numbers()
    {
        QFETCH(double, value);
        QFETCH(QByteArray, expected);
        QCOMPARE(QByteArray::fromStdString(kie::formatEcmaScriptNumber(value)), expected);
        // and through the canonicalizer, as a JSON value
        QByteArray out;
        QString error;
        QVERIFY(kie::canonicalizeJson(nlohmann::json(value), out, &error));
        QCOMPARE(out, expected);
    }

    // Every number goes through an IEEE double, whatever nlohmann stored it as.
    void numberText_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("2^53 + 1 rounds") << QByteArray("9007199254740993") << QByteArray("9007199254740992");
        QTest::newRow("negative big int") << QByteArray("-9007199254740993") << QByteArray("-9007199254740992");
        QTest::newRow("uint64 max") << QByteArray("18446744073709551615") << QByteArray("18446744073709552000");
        QTest::newRow("int64 min") << QByteArray("-9223372036854775808") << QByteArray("-9223372036854776000");
        QTest::newRow("beyond uint64") << QByteArray("123456789012345678901234567890") << QByteArray("1.2345678901234568e+29");
        QTest::newRow("-0 integer") << QByteArray("-0") << QByteArray("0");
        QTest::newRow("-0.0") << QByteArray("-0.0") << QByteArray("0");
        QTest::newRow("56.0") << QByteArray("56.0") << QByteArray("56");
        QTest::newRow("1E2") << QByteArray("1E2") << QByteArray("100");
        QTest::newRow("1e21 text") << QByteArray("1000000000000000000000") << QByteArray("1e+21");
        QTest::newRow("1e-7 text") << QByteArray("0.0000001") << QByteArray("1e-7");
        QTest::newRow("5e-324 text") << QByteArray("4.9406564584124654e-324") << QByteArray("5e-324");
        QTest::newRow("underflow rounds to 0") << QByteArray("1e-400") << QByteArray("0");
    }
    void numberText()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QCOMPARE(canonical(input), expected);
    }

    void nonFiniteIsAnError_data()
    {
        QTest::addColumn<double>("value");
        QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("+inf") << std::numeric_limits<double>::infinity();
        QTest::newRow("-inf") << -std::numeric_limits<double>::infinity();
    }
    void nonFiniteIsAnError()
    {
        QFETCH(double, value);
        QByteArray out;
        QString error;
        QVERIFY(!kie::canonicalizeJson(nlohmann::json::array({1, value}), out, &error));
        QVERIFY2(error.contains(QStringLiteral("non-finite")), qPrintable(error));
        QVERIFY(out.isEmpty());
    }

    // Keys sort by UTF-16 code units; UTF-8 byte order (nlohmann's map) differs above U+FFFF.
    void keyOrder_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("euro before emoji in UTF-8, after in UTF-16")
            << QByteArray("{\"\\ud83d\\ude00\":1,\"\\u20ac\":2}") << QByteArray("{\"\xe2\x82\xac\":2,\"\xf0\x9f\x98\x80\":1}");
        QTest::newRow("U+FB33 after surrogate pair")
            << QByteArray("{\"\\ufb33\":1,\"\\ud83d\\ude02\":2}") << QByteArray("{\"\xf0\x9f\x98\x82\":2,\"\xef\xac\xb3\":1}");
        QTest::newRow("U+FFFF after surrogate pair")
            << QByteArray("{\"\\uffff\":1,\"\\ud800\\udc00\":2}") << QByteArray("{\"\xf0\x90\x80\x80\":2,\"\xef\xbf\xbf\":1}");
        QTest::newRow("ASCII keys around a surrogate pair")
            << QByteArray("{\"b\":1,\"\\ud83d\\ude00\":2,\"\\uffee\":4,\"a\":3}")
            << QByteArray("{\"a\":3,\"b\":1,\"\xf0\x9f\x98\x80\":2,\"\xef\xbf\xae\":4}");
        QTest::newRow("case: upper before lower") << QByteArray("{\"b\":1,\"B\":2,\"a\":3,\"A\":4}") << QByteArray("{\"A\":4,\"B\":2,\"a\":3,\"b\":1}");
        QTest::newRow("prefix first") << QByteArray("{\"ab\":1,\"a\":2,\"\":3}") << QByteArray("{\"\":3,\"a\":2,\"ab\":1}");
        QTest::newRow("digits as strings") << QByteArray("{\"10\":1,\"9\":2,\"1\":3}") << QByteArray("{\"1\":3,\"10\":1,\"9\":2}");
        QTest::newRow("nested objects sorted too") << QByteArray("{\"z\":{\"y\":1,\"x\":[{\"b\":0,\"a\":0}]}}") << QByteArray("{\"z\":{\"x\":[{\"a\":0,\"b\":0}],\"y\":1}}");
        QTest::newRow("locale ignored") << QByteArray("{\"p\xc3\xaa\":1,\"pe\":2,\"p\xc3\xa9\":3}") << QByteArray("{\"pe\":2,\"p\xc3\xa9\":3,\"p\xc3\xaa\":1}");
    }
    void keyOrder()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QCOMPARE(canonical(input), expected);
    }

    void escaping_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("short escapes") << QByteArray("\"\\b\\f\\n\\r\\t\\\"\\\\\"") << QByteArray("\"\\b\\f\\n\\r\\t\\\"\\\\\"");
        QTest::newRow("other controls lowercase hex") << QByteArray("\"\\u0000\\u001F\\u000b\\u001a\"") << QByteArray("\"\\u0000\\u001f\\u000b\\u001a\"");
        QTest::newRow("solidus not escaped") << QByteArray("\"\\/\"") << QByteArray("\"/\"");
        QTest::newRow("DEL literal") << QByteArray("\"\\u007f\"") << QByteArray("\"\x7f\"");
        QTest::newRow("U+2028 literal") << QByteArray("\"\\u2028\"") << QByteArray("\"\xe2\x80\xa8\"");
        QTest::newRow("non-ASCII literal") << QByteArray("\"\\u00e9\\u20ac\"") << QByteArray("\"\xc3\xa9\xe2\x82\xac\"");
        QTest::newRow("escaped surrogate pair literal") << QByteArray("\"\\ud83d\\ude00\"") << QByteArray("\"\xf0\x9f\x98\x80\"");
        QTest::newRow("no normalization") << QByteArray("\"A\\u030a\"") << QByteArray("\"A\xcc\x8a\"");
        QTest::newRow("escapes in keys") << QByteArray("{\"a\\tb\":\"\\u0001\"}") << QByteArray("{\"a\\tb\":\"\\u0001\"}");
        QTest::newRow("whitespace removed") << QByteArray(" [ 1 ,\n\t{ \"a\" : [ ] } , \"x y\" ] ") << QByteArray("[1,{\"a\":[]},\"x y\"]");
        QTest::newRow("literals") << QByteArray("[null,true,false]") << QByteArray("[null,true,false]");
    }
    void escaping()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QCOMPARE(canonical(input), expected);
    }

    // Values built in code (not parsed) can carry what JSON text cannot.
    void invalidUtf8InBuiltValues()
    {
        QByteArray out;
        QString error;
        QVERIFY(!kie::canonicalizeJson(nlohmann::json(std::string("\xff")), out, &error));
        QVERIFY2(error.contains(QStringLiteral("UTF-8")), qPrintable(error));
        nlohmann::json object = nlohmann::json::object();
        object[std::string("\xed\xa0\x80")] = 1; // an encoded surrogate
        QVERIFY(!kie::canonicalizeJson(object, out, &error));
        QVERIFY2(error.contains(QStringLiteral("key")), qPrintable(error));
    }

    // The digest's view of an object: only the named top-level members, sorted as usual.
    // The shared writer scans eight bytes at a time: every escape must be found at every offset
    // within and across those words, into either output type, as a byte-at-a-time escaper finds it.
    void writerEscapesAtEveryOffset_data()
    {
        QTest::addColumn<QByteArray>("special");
        QTest::addColumn<QByteArray>("escaped");
        QTest::newRow("quote") << QByteArray("\"") << QByteArray("\\\"");
        QTest::newRow("backslash") << QByteArray("\\") << QByteArray("\\\\");
        QTest::newRow("newline") << QByteArray("\n") << QByteArray("\\n");
        QTest::newRow("nul") << QByteArray(1, '\0') << QByteArray("\\u0000");
        QTest::newRow("0x1f") << QByteArray("\x1f") << QByteArray("\\u001f");
        QTest::newRow("DEL kept") << QByteArray("\x7f") << QByteArray("\x7f");
        QTest::newRow("space kept") << QByteArray(" ") << QByteArray(" ");
        QTest::newRow("e-acute kept") << QByteArray("\xc3\xa9") << QByteArray("\xc3\xa9");
    }
    void writerEscapesAtEveryOffset()
    {
        QFETCH(QByteArray, special);
        QFETCH(QByteArray, escaped);
        for (int before = 0; before <= 17; ++before) {
            for (int after : {0, 1, 7, 8, 9}) {
                const QByteArray text = QByteArray(before, 'a') + special + QByteArray(after, 'b') + special;
                const QByteArray expected = '"' + QByteArray(before, 'a') + escaped + QByteArray(after, 'b') + escaped + '"';
                std::string asString;
                kie::jcs::appendString(asString, std::string_view(text.constData(), size_t(text.size())));
                QByteArray asBytes;
                kie::jcs::appendString(asBytes, std::string_view(text.constData(), size_t(text.size())));
                QCOMPARE(QByteArray::fromStdString(asString), expected);
                QCOMPARE(asBytes, expected);
            }
        }
    }

    void writerNumbersMatchTheFormatter_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("zero") << 0.0 << QByteArray("0");
        QTest::newRow("minus zero") << -0.0 << QByteArray("0");
        QTest::newRow("integer") << 56.0 << QByteArray("56");
        QTest::newRow("1e21") << 1e21 << QByteArray("1e+21");
        QTest::newRow("below 1e21") << 999999999999999900000.0 << QByteArray("999999999999999900000");
        QTest::newRow("1e-6") << 0.000001 << QByteArray("0.000001");
        QTest::newRow("1e-7") << 1e-7 << QByteArray("1e-7");
        QTest::newRow("longest exponent form") << -1.2345678901234567e-308 << QByteArray("-1.2345678901234567e-308");
        QTest::newRow("smallest subnormal") << 5e-324 << QByteArray("5e-324");
        QTest::newRow("largest") << -1.7976931348623157e308 << QByteArray("-1.7976931348623157e+308");
        QTest::newRow("fraction") << 0.1 << QByteArray("0.1");
        QTest::newRow("mixed") << -123.456 << QByteArray("-123.456");
    }
    void writerNumbersMatchTheFormatter()
    {
        QFETCH(double, value);
        QFETCH(QByteArray, expected);
        std::string asString = "x";
        kie::jcs::appendNumber(asString, value);
        QCOMPARE(QByteArray::fromStdString(asString), 'x' + expected);
        QCOMPARE(QByteArray::fromStdString(kie::formatEcmaScriptNumber(value)), expected);
    }

    void selectedMembers()
    {
        nlohmann::json object;
        kie::JsonError parseError;
        QVERIFY(kie::parseStrictJson(QByteArray("{\"spec\":{\"z\":1,\"y\":2.50},\"metadata\":{\"name\":\"n\"},"
                                                "\"kind\":\"K\",\"extra\":true}"),
                                     object, &parseError));
        QByteArray out;
        QString error;
        QVERIFY(kie::canonicalizeJsonMembers(object, {"apiVersion", "kind", "spec"}, out, &error));
        QCOMPARE(out, QByteArray("{\"kind\":\"K\",\"spec\":{\"y\":2.5,\"z\":1}}"));
        QVERIFY(kie::canonicalizeJsonMembers(object, {}, out, &error));
        QCOMPARE(out, QByteArray("{}"));
        QVERIFY(!kie::canonicalizeJsonMembers(nlohmann::json::array(), {"kind"}, out, &error));
        QVERIFY2(error.contains(QStringLiteral("not a JSON object")), qPrintable(error));
    }

    void textErrorsCarryPosition()
    {
        QString error;
        const QByteArray out = kie::canonicalizeJsonText(QByteArray("{\"a\":1,\n\"a\":2}"), &error);
        QVERIFY(out.isNull());
        QVERIFY2(error.contains(QStringLiteral("line 2, column 1")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("duplicate key \"a\"")), qPrintable(error));
    }

    // Canonical output is a fixed point: canonicalizing it again changes nothing.
    void idempotent()
    {
        const QStringList names = QDir(kJcsDir + QStringLiteral("/output")).entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(!names.isEmpty());
        for (const QString &name : names) {
            const QByteArray once = readFile(kJcsDir + QStringLiteral("/output/") + name);
            QCOMPARE(canonical(once), once);
        }
    }
};

QTEST_GUILESS_MAIN(TestCanonicalJson)
#include "tst_canonicaljson.moc"
