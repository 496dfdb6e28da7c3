// SPDX-License-Identifier: Apache-2.0
// Strict JSON parsing: what nlohmann accepts that ARCHIVE input must not, and where errors point.
#include "strictjson.h"

#include <nlohmann/json.hpp>

#include <QElapsedTimer>
#include <QTest>

namespace {

void row(const char *name, const QByteArray &input, qint64 offset, qint64 line, qint64 column, const char *message)
{
    QTest::newRow(name) << input << offset << line << column << QString::fromUtf8(message);
}

} // namespace

class TestStrictJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void accepts_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("dump"); // nlohmann's compact dump of the result
        QTest::newRow("object") << QByteArray("{\"b\":1,\"a\":[true,false,null]}") << QByteArray("{\"a\":[true,false,null],\"b\":1}");
        QTest::newRow("scalar") << QByteArray("42") << QByteArray("42");
        QTest::newRow("string scalar with whitespace") << QByteArray(" \t\r\n\"x\"\n") << QByteArray("\"x\"");
        QTest::newRow("surrogate pair") << QByteArray("\"\\ud83d\\ude00\"") << QByteArray("\"\xf0\x9f\x98\x80\"");
        QTest::newRow("raw UTF-8") << QByteArray("\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"") << QByteArray("\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"");
        QTest::newRow("escaped NUL in string") << QByteArray("\"a\\u0000b\"") << QByteArray("\"a\\u0000b\"");
        QTest::newRow("same key in sibling objects") << QByteArray("[{\"x\":1},{\"x\":2}]") << QByteArray("[{\"x\":1},{\"x\":2}]");
        QTest::newRow("same key at two levels") << QByteArray("{\"x\":{\"x\":1}}") << QByteArray("{\"x\":{\"x\":1}}");
        QTest::newRow("largest double") << QByteArray("1.7976931348623157e308") << QByteArray("1.7976931348623157e+308");
        QTest::newRow("big integer becomes double") << QByteArray("123456789012345678901234567890") << QByteArray("1.2345678901234568e+29");
        QTest::newRow("empty containers") << QByteArray("[{},[]]") << QByteArray("[{},[]]");
    }
    void accepts()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, dump);
        nlohmann::json value;
        kie::JsonError error;
        QVERIFY2(kie::parseStrictJson(input, value, &error), qPrintable(error.toString()));
        QCOMPARE(QByteArray::fromStdString(value.dump()), dump);
        QCOMPARE(error.byteOffset, qint64(-1));
    }

    // Hostile and broken inputs: each is refused with a message saying what and a position saying where.
    void rejects_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<qint64>("column");
        QTest::addColumn<QString>("message"); // a fragment of the message
        row("empty input", QByteArray(), 0, 1, 1, "empty input");
        row("only whitespace", QByteArray(" \n "), 3, 2, 2, "empty input");
        row("truncated array", QByteArray("[1,2"), 4, 1, 5, "truncated JSON");
        row("truncated string", QByteArray("{\"a\":\"xy"), 8, 1, 9, "truncated JSON");
        row("truncated literal", QByteArray("[tr"), 3, 1, 4, "truncated JSON");
        row("trailing garbage", QByteArray("[1]x"), 3, 1, 4, "trailing characters");
        row("second value", QByteArray("{}\n{}"), 3, 2, 1, "trailing characters");
        row("NUL after value", QByteArray("[1]\0junk", 8), 3, 1, 4, "NUL byte");
        row("NUL inside value", QByteArray("[1,\0 2]", 7), 3, 1, 4, "NUL byte");
        row("raw NUL inside string", QByteArray("\"a\0\"", 4), 2, 1, 3, "NUL byte");
        row("syntax error before NUL", QByteArray("[x\0", 3), 1, 1, 2, "invalid literal");
        row("duplicate key", QByteArray("{\"x\":1,\"x\":2}"), 7, 1, 8, "duplicate key \"x\": an object with duplicate keys cannot be canonicalized");
        row("nested duplicate key", QByteArray("{\"a\":[{\"k\":1,\n  \"k\":null}]}"), 16, 2, 3, "duplicate key \"k\"");
        row("duplicate escaped key", QByteArray("{\"a\\\"b\":1,\"a\\u0022b\":2}"), 10, 1, 11, "duplicate key \"a\\\"b\"");
        row("duplicate after unescaping", QByteArray("{\"A\":1,\"\\u0041\":2}"), 7, 1, 8, "duplicate key \"A\"");
        row("lone high surrogate", QByteArray("\"\\ud800\""), 7, 1, 8, "lone surrogate");
        row("lone low surrogate", QByteArray("\"\\udc00\""), 6, 1, 7, "lone surrogate");
        row("high surrogate then letter", QByteArray("[\"\\ud800\\u0041\"]"), 13, 1, 14, "lone surrogate");
        row("invalid UTF-8 byte", QByteArray("[\"a\xff\"]"), 3, 1, 4, "invalid UTF-8");
        row("overlong UTF-8", QByteArray("\"\xc0\xaf\""), 1, 1, 2, "invalid UTF-8");
        row("UTF-8 encoded surrogate", QByteArray("\"\xed\xa0\x80\""), 2, 1, 3, "invalid UTF-8");
        row("truncated UTF-8 sequence", QByteArray("\"\xe2\x82\""), 3, 1, 4, "invalid UTF-8");
        row("UTF-8 cut off at the end", QByteArray("\"\xe2"), 2, 1, 3, "cut off by the end of input");
        row("non-ASCII after backslash", QByteArray("\"\\\xc3\xa9\""), 2, 1, 3, "forbidden character after backslash");
        row("beyond U+10FFFF", QByteArray("\"\xf4\x90\x80\x80\""), 2, 1, 3, "invalid UTF-8");
        row("UTF-8 outside a string", QByteArray("[\xc3\xa9]"), 1, 1, 2, "unexpected byte 0xc3");
        row("number overflow", QByteArray("[1e400]"), 1, 1, 2, "number out of range");
        row("negative overflow", QByteArray("{\"v\": -1e400}"), 6, 1, 7, "number out of range");
        row("huge integer overflow", QByteArray("[1" + QByteArray(400, '0') + "]"), 1, 1, 2, "number out of range: 1000000000000000000000000000000000000000…");
        row("NaN", QByteArray("[NaN]"), 1, 1, 2, "invalid literal");
        row("Infinity", QByteArray("Infinity"), 0, 1, 1, "invalid literal");
        row("leading zero", QByteArray("[01]"), 2, 1, 3, "unexpected number");
        row("trailing comma", QByteArray("[1,]"), 3, 1, 4, "unexpected ']'");
        row("comment", QByteArray("[1 /* c */]"), 3, 1, 4, "invalid literal");
        row("single quotes", QByteArray("['a']"), 1, 1, 2, "invalid literal");
        row("unquoted key", QByteArray("{a:1}"), 1, 1, 2, "expected string literal");
        row("raw tab in string", QByteArray("\"a\tb\""), 2, 1, 3, "control character");
        row("bad escape", QByteArray("\"\\x41\""), 2, 1, 3, "forbidden character after backslash");
        row("depth 257", QByteArray(257, '[') + QByteArray(257, ']'), 256, 1, 257, "nesting deeper than 256 levels");
        row("deep objects", QByteArray("{\"a\":").repeated(300) + "1" + QByteArray(300, '}'), 256 * 5, 1, 256 * 5 + 1, "nesting deeper than 256");
    }
    void rejects()
    {
        QFETCH(QByteArray, input);
        QFETCH(qint64, offset);
        QFETCH(qint64, line);
        QFETCH(qint64, column);
        QFETCH(QString, message);
        nlohmann::json value = {1, 2};
        kie::JsonError error;
        QVERIFY(!kie::parseStrictJson(input, value, &error));
        QVERIFY2(error.message.contains(message), qPrintable(error.toString()));
        QCOMPARE(error.byteOffset, offset);
        QCOMPARE(error.line, line);
        QCOMPARE(error.column, column);
        QVERIFY(value.is_null()); // nothing half-built leaks out
    }

    void depthLimitIsInclusive()
    {
        nlohmann::json value;
        kie::JsonError error;
        const QByteArray atLimit = QByteArray(kie::kMaxJsonDepth, '[') + QByteArray(kie::kMaxJsonDepth, ']');
        QVERIFY2(kie::parseStrictJson(atLimit, value, &error), qPrintable(error.toString()));
        QVERIFY(!kie::parseStrictJson(QByteArray("[[[1]]]"), value, &error, 2));
        QCOMPARE(error.byteOffset, qint64(2));
        QVERIFY(kie::parseStrictJson(QByteArray("[[1]]"), value, &error, 2));
    }

    // A million '[' (and a million '{"a":') must be refused early: no deep DOM, no stack overflow.
    void millionDeepFinishesFast_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("arrays") << QByteArray(1000000, '[');
        QTest::newRow("objects") << QByteArray("{\"a\":").repeated(1000000);
        QTest::newRow("arrays closed") << QByteArray(1000000, '[') + QByteArray(1000000, ']');
    }
    void millionDeepFinishesFast()
    {
        QFETCH(QByteArray, input);
        nlohmann::json value;
        kie::JsonError error;
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!kie::parseStrictJson(input, value, &error));
        const qint64 elapsedMs = timer.elapsed();
        QVERIFY2(error.message.contains(QStringLiteral("nesting deeper")), qPrintable(error.toString()));
        QVERIFY2(elapsedMs < 500, qPrintable(QString::number(elapsedMs)));
    }

    void positionOfOffsets()
    {
        const QByteArray text("ab\ncd\n\nef");
        QCOMPARE(kie::jsonPositionAt(text, 0).line, 1);
        QCOMPARE(kie::jsonPositionAt(text, 0).column, 1);
        QCOMPARE(kie::jsonPositionAt(text, 2).column, 3); // the newline itself ends line 1
        QCOMPARE(kie::jsonPositionAt(text, 3).line, 2);
        QCOMPARE(kie::jsonPositionAt(text, 3).column, 1);
        QCOMPARE(kie::jsonPositionAt(text, 7).line, 4);
        QCOMPARE(kie::jsonPositionAt(text, 9).column, 3); // one past the end
        QCOMPARE(kie::jsonPositionAt(QByteArrayView(), 5).line, 1);
    }

    // A UTF-8 byte-order mark is skipped (RFC 8259 §8.1 lets parsers ignore it).
    void byteOrderMarkIgnored()
    {
        nlohmann::json value;
        kie::JsonError error;
        QVERIFY(kie::parseStrictJson(QByteArray("\xef\xbb\xbf[1]"), value, &error));
        QVERIFY(value == nlohmann::json::array({1}));
    }
};

QTEST_GUILESS_MAIN(TestStrictJson)
#include "tst_strictjson.moc"
