// SPDX-License-Identifier: Apache-2.0
// A digest as a user types it (digestquery.h): what it parses to, and that it matches a computed
// digest kept as its 32 bytes exactly as it matches the same digest written out as text.
#include "digestquery.h"
#include "digeststring.h"

#include <QTest>

using kie::DigestQuery;
using kie::DigestString;

namespace {

const QString kSeed = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");

} // namespace

class TestDigestQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("hex");
        QTest::newRow("whole") << kSeed << int(DigestQuery::Problem::None) << kSeed.mid(7);
        QTest::newRow("upper case, padded") << QStringLiteral("  SHA256:381F22E4 ") << int(DigestQuery::Problem::None) << QStringLiteral("381f22e4");
        QTest::newRow("cut with …") << QStringLiteral("sha256:381f22e4759e66ec6db9692\u2026") << int(DigestQuery::Problem::None)
                                     << QStringLiteral("381f22e4759e66ec6db9692");
        QTest::newRow("cut with ...") << QStringLiteral("381f22e4759...") << int(DigestQuery::Problem::None) << QStringLiteral("381f22e4759");
        QTest::newRow("7 digits") << QStringLiteral("381f22e") << int(DigestQuery::Problem::TooShort) << QString();
        QTest::newRow("a name") << QStringLiteral("sol-submission-26346") << int(DigestQuery::Problem::NotHex) << QString();
        QTest::newRow("only the scheme") << QStringLiteral("sha256:") << int(DigestQuery::Problem::NotHex) << QString();
        QTest::newRow("empty") << QString() << int(DigestQuery::Problem::NotHex) << QString();
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(int, problem);
        QFETCH(QString, hex);
        const DigestQuery query = DigestQuery::parse(text);
        QCOMPARE(int(query.problem), problem);
        QCOMPARE(query.hex, hex);
    }

    void matches_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<bool>("matches");
        QTest::newRow("8 digits") << QStringLiteral("381f22e4") << true;
        QTest::newRow("odd count") << QStringLiteral("381f22e47") << true;
        QTest::newRow("odd count, last digit off") << QStringLiteral("381f22e48") << false;
        QTest::newRow("even count, last digit off") << QStringLiteral("381f22e5") << false;
        QTest::newRow("first digit off") << QStringLiteral("481f22e4") << false;
        QTest::newRow("whole") << kSeed << true;
        QTest::newRow("whole, last digit off") << kSeed.left(kSeed.size() - 1) + QLatin1Char('d') << false;
        QTest::newRow("65 digits") << kSeed + QLatin1Char('0') << false;
        QTest::newRow("a-f digits") << QStringLiteral("381f22e4759e66ec6db96929fe1c9c3463fed") << true;
    }
    void matches()
    {
        QFETCH(QString, query);
        QFETCH(bool, matches);
        const DigestQuery parsed = DigestQuery::parse(query);
        const DigestString digest(kSeed);
        QVERIFY(digest.sha256()); // kept as its 32 bytes
        QCOMPARE(parsed.matches(digest), matches);
        QCOMPARE(parsed.matches(kSeed), matches); // the text path agrees
        QCOMPARE(parsed.matches(DigestString(QStringLiteral("hand-built:") + kSeed.mid(7))), matches); // kept as text
        QVERIFY(!parsed.matches(DigestString()));
    }
};

QTEST_GUILESS_MAIN(TestDigestQuery)
#include "tst_digestquery.moc"
