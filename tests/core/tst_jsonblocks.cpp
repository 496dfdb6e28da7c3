// SPDX-License-Identifier: Apache-2.0
// The scanner's block classifier, once per instruction set this CPU runs, against a byte-by-byte
// reading of the same rule: brackets, ',' and ':' count only outside strings; a backslash not itself
// escaped escapes the next byte; the string state and a pending escape carry across blocks and
// across calls.
#include "jsonblocks_p.h"

#include <QRandomGenerator>
#include <QTest>

#include <vector>

using kie::jsonblocks::BlockBits;
using kie::jsonblocks::Isa;

namespace {

std::vector<BlockBits> byteByByte(const QByteArray &data)
{
    std::vector<BlockBits> out(size_t(data.size() / 64));
    bool escaped = false;
    bool inString = false;
    for (qsizetype i = 0; i < qsizetype(out.size()) * 64; ++i) {
        const char c = data[i];
        const bool isEscaped = escaped;
        escaped = c == '\\' && !isEscaped;
        if (c == '"' && !isEscaped)
            inString = !inString;
        BlockBits &bits = out[size_t(i / 64)];
        const uint64_t bit = uint64_t(1) << (i % 64);
        if (c == '\n')
            bits.newlines |= bit;
        if (!inString && (c == '{' || c == '}' || c == '[' || c == ']'))
            bits.brackets |= bit;
        if (!inString && (c == ',' || c == ':'))
            bits.separators |= bit;
    }
    return out;
}

// `count` blocks of bytes drawn from `alphabet`, so that quotes, backslashes and brackets are dense.
QByteArray randomBlocks(quint32 seed, int count, const QByteArray &alphabet)
{
    QRandomGenerator random(seed);
    QByteArray data(64 * count, ' ');
    for (char &c : data)
        c = alphabet[random.bounded(alphabet.size())];
    return data;
}

} // namespace

class TestJsonBlocks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameBitsAsByteByByte_data()
    {
        QTest::addColumn<QByteArray>("data");
        // (Plain literals: moc does not read raw strings.)
        const QByteArray record = "{\"id\": \"run-1\", \"name\": \"a \\\"quoted\\\" [name], with: punctuation\", "
                                  "\"path\": \"C:\\\\dir\\\\\", \"cases\": [{\"n\": 1}, {\"n\": 2}], "
                                  "\"note\": \"\\\\\\\\\\\"\", \"empty\": \"\"},\n";
        QByteArray records;
        while (records.size() < 64 * 40)
            records += record;
        records.truncate(64 * 40);
        QTest::newRow("records") << records;
        // A backslash run ending on a block's last byte, then the escaped quote in the next block.
        QByteArray boundary(64 * 4, 'x');
        boundary[0] = '"';
        boundary[62] = '\\';
        boundary[63] = '\\';
        boundary[64 + 63] = '\\';
        boundary[128] = '"';
        boundary[129] = '"';
        boundary[130] = '[';
        QTest::newRow("escapes across blocks") << boundary;
        QTest::newRow("a string across blocks") << (QByteArray(70, ' ') + '"' + QByteArray(120, '{') + '"' + QByteArray(64 * 4 - 192, ','));
        QTest::newRow("all backslashes") << QByteArray(64 * 3, '\\');
        QTest::newRow("all quotes") << QByteArray(64 * 3, '"');
        QTest::newRow("high bytes") << QByteArray(64 * 3, char(0xdb)); // '[' | 0x80 must not fold onto '{'
        for (quint32 seed = 1; seed <= 12; ++seed)
            QTest::addRow("random %u", seed) << randomBlocks(seed, 50, QByteArrayLiteral("\"\\\\{}[],:\n ab\x7b\x5b\xfb\xdd"));
    }

    void sameBitsAsByteByByte()
    {
        QFETCH(QByteArray, data);
        const std::vector<BlockBits> expected = byteByByte(data);
        const size_t blocks = expected.size();
        for (const Isa isa : {Isa::Sse2, Isa::Avx2, Isa::Avx512}) {
            if (!kie::jsonblocks::supports(isa))
                continue;
            // In one call, and in calls of 1, 2, 3, ... blocks: the carry must join them the same way.
            for (const bool inPieces : {false, true}) {
                std::vector<BlockBits> got(blocks);
                kie::jsonblocks::StringCarry carry;
                size_t step = inPieces ? 1 : blocks;
                for (size_t at = 0; at < blocks; at += step, step += inPieces ? 1 : 0)
                    kie::jsonblocks::classify(isa, data.constData() + 64 * at, qMin(step, blocks - at), carry, got.data() + at);
                for (size_t b = 0; b < blocks; ++b) {
                    const QByteArray where = QByteArray("isa ") + QByteArray::number(int(isa)) + (inPieces ? " in pieces" : " at once")
                        + ", block " + QByteArray::number(qulonglong(b));
                    QVERIFY2(got[b].brackets == expected[b].brackets, where.constData());
                    QVERIFY2(got[b].separators == expected[b].separators, where.constData());
                    QVERIFY2(got[b].newlines == expected[b].newlines, where.constData());
                }
            }
        }
    }

    void bestIsaIsSupported()
    {
        QVERIFY(kie::jsonblocks::supports(kie::jsonblocks::bestIsa()));
        QVERIFY(kie::jsonblocks::supports(Isa::Sse2));
    }
};

QTEST_GUILESS_MAIN(TestJsonBlocks)
#include "tst_jsonblocks.moc"
