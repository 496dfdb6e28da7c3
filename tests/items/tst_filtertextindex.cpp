// SPDX-License-Identifier: Apache-2.0
// The filter line's lowercasing (FilterTextIndex::appendField): whatever path a field takes (ASCII,
// the Latin-1 table, Qt's full Unicode lowercasing), its bytes are those of QString::toLower() in
// UTF-8, with tabs and line ends as spaces, so that a typed word finds it.
#include "runfilterproxytext.h"

#include <QTest>

class TestFilterTextIndex : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lowercasesAsQtDoes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("ascii") << QStringLiteral("Gilded QUAIL 42_b200");
        QTest::newRow("title with middle dots") << QStringLiteral("Gilded Quail · 001_GQA · B200");
        QTest::newRow("micro sign") << QStringLiteral("486.0 µS MEAN");
        QTest::newRow("latin-1 capitals") << QStringLiteral("ÀÉÎÕÜ ÇÑ ØÅÆ Þ ß ÿ ×÷");
        QString latin1;
        for (char16_t c = 0x80; c <= 0xFF; ++c)
            latin1.append(QChar(c));
        QTest::newRow("every unit 0x80-0xff") << latin1;
        QTest::newRow("beyond latin-1") << QStringLiteral("ΣΑΣ İstanbul Ǆ Ⅻ");
        QTest::newRow("latin-1 and CJK") << QStringLiteral("É · 内核 ÄÖ");
        QTest::newRow("tabs and line ends") << QStringLiteral("A\tB\nÉ\r·");
        QTest::newRow("surrogate pair") << QStringLiteral("𝐀 Ä 𐐀");
        // Longer fields go 16 units at a time: letters at the edges of A-Z and of a block, every
        // ASCII unit (tabs and line ends among them), and units beyond ASCII in either half of a
        // block or after it.
        QTest::newRow("letter edges across blocks") << QStringLiteral("@AZ[`az{").repeated(5);
        QString ascii;
        for (char16_t c = 1; c < 0x80; ++c)
            ascii.append(QChar(c));
        QTest::newRow("every ascii unit") << ascii;
        QTest::newRow("latin-1 in a block's second half") << QStringLiteral("ABCDEFGHIJKLMÉNOPQRSTUV");
        QTest::newRow("latin-1 after a block") << QStringLiteral("ABCDEFGHIJKLMNOPÉ");
        QTest::newRow("unit from 0x8000 in a block") << QStringLiteral("ABCDEFGHIJKLMNOPQRSTUVWXYZ").insert(3, QChar(0xFF21));
        // At the end of a text Qt writes them as "?" or U+FFFD, depending on how the string was made.
        QTest::newRow("lone surrogates at the end") << QStringLiteral("\u0130stanbul ").append(QChar(0xDA85)).append(QChar(0xDADA));
        QTest::newRow("lone surrogates inside") << QStringLiteral("Ab ").append(QChar(0xDADA)).append(QStringLiteral(" Cd"));
        QTest::newRow("units with a tab's low byte") << QStringLiteral("ABCDEFGHIJKLMNOPQR\u0109\u010A\u010D").insert(2, QChar(0x0109));
    }
    void lowercasesAsQtDoes()
    {
        QFETCH(QString, text);
        kie::FilterTextIndex index;
        index.appendField(QStringLiteral("Before"));
        index.appendField(text);
        index.appendField(QStringLiteral("AFTER"));
        index.endRow();
        // Qt's lowercasing in UTF-8 (a lone surrogate as U+FFFD, as the search string writes it).
        QByteArray expected = kie::FilterTextIndex::lowercaseUtf8(text);
        if (!text.contains(QChar(0xDADA)))
            QCOMPARE(expected, text.toLower().toUtf8());
        expected.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
        QCOMPARE(index.rowText(0).toByteArray(), QByteArray("before\t" + expected + "\tafter"));
        // A one-line text is found as it is (the leaderboard filters by the author it shows), and as
        // typed in capitals too (where capitals lowercase back to it).
        const bool oneLine = !text.isEmpty() && !text.contains(QLatin1Char('\t')) && !text.contains(QLatin1Char('\n'))
            && !text.contains(QLatin1Char('\r'));
        if (oneLine)
            QVERIFY(index.rowContains(0, kie::FilterTextIndex::Needle(text)));
        const QString typed = text.toUpper();
        if (oneLine && typed.toLower() == text.toLower())
            QVERIFY(index.rowContains(0, kie::FilterTextIndex::Needle(typed)));
    }
};

QTEST_GUILESS_MAIN(TestFilterTextIndex)
#include "tst_filtertextindex.moc"
