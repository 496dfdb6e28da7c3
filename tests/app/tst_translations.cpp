// SPDX-License-Identifier: Apache-2.0
// Every .ts is complete, and lupdate finds no string in the sources that a .ts lacks.
#include "archivereader.h"
#include "languages.h"
#include "runfilterquery.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cerrno>
#include <cstring>

namespace {

struct TsStatus
{
    int messages = 0;
    QStringList unfinished; // source texts without a finished translation
};

TsStatus readTs(const QString &path)
{
    TsStatus status;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return status;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement())
            continue;
        if (xml.name() == u"source") {
            source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            const QString type = xml.attributes().value(QStringLiteral("type")).toString();
            const bool vanished = type == u"vanished" || type == u"obsolete";
            bool empty = true;
            if (xml.attributes().value(QStringLiteral("type")).isEmpty() || !vanished) {
                // A plural message keeps its forms in <numerusform> children.
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                empty = text.trimmed().isEmpty();
            }
            if (!vanished) {
                ++status.messages;
                if (type == u"unfinished" || empty)
                    status.unfinished << source;
            }
        }
    }
    return status;
}

bool isEnglishPlurals(const QString &ts)
{
    return ts.endsWith(QLatin1String("_en.ts"));
}

QStringList tsFiles()
{
    const QDir dir(QStringLiteral(KIE_TRANSLATIONS_DIR));
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void committedTranslationsAreComplete_data()
    {
        QTest::addColumn<QString>("ts");
        for (const QString &file : tsFiles())
            QTest::newRow(qPrintable(QFileInfo(file).fileName())) << file;
    }
    void committedTranslationsAreComplete()
    {
        QFETCH(QString, ts);
        const TsStatus status = readTs(ts);
        // The English catalogue holds the plurals only ("1 run" / "2 runs"): about thirty of them.
        const int least = isEnglishPlurals(ts) ? 30 : 100;
        QVERIFY2(status.messages > least, qPrintable(QStringLiteral("only %1 messages").arg(status.messages)));
        QVERIFY2(status.unfinished.isEmpty(), qPrintable(QStringLiteral("unfinished: ") + status.unfinished.join(QStringLiteral(" | "))));
    }

    void lupdateFindsNothingMissing_data() { committedTranslationsAreComplete_data(); }
    void lupdateFindsNothingMissing()
    {
        QFETCH(QString, ts);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QFileInfo(ts).fileName());
        QVERIFY(QFile::copy(ts, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        const QString root = QStringLiteral(KIE_SOURCE_ROOT);
        QProcess lupdate;
        QStringList arguments{QStringLiteral("-silent"), QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                              QStringLiteral("-extensions"), QStringLiteral("cpp,h,ui"), root + QStringLiteral("/models"),
                              root + QStringLiteral("/ui"), root + QStringLiteral("/app"), QStringLiteral("-ts"), copy};
        if (isEnglishPlurals(ts))
            arguments.prepend(QStringLiteral("-pluralonly")); // as the update_english_plurals target runs it
        lupdate.start(QStringLiteral(KIE_LUPDATE), arguments);
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
        const TsStatus status = readTs(copy);
        QVERIFY2(status.unfinished.isEmpty(),
                 qPrintable(QStringLiteral("strings missing from %1: ").arg(QFileInfo(ts).fileName())
                            + status.unfinished.join(QStringLiteral(" | "))));
    }

    // The code must ask for its strings under the context lupdate filed them in; a file-local tr()
    // helper once made the reader's messages stay English although the .ts had them translated.
    void coreMessagesAreTranslatedAtRunTime()
    {
        kie::installTranslations(QStringLiteral("de"));
        const kie::ReadResult result = kie::readArchiveFile(QStringLiteral("/nonexistent/archive.json"));
        kie::installTranslations(QStringLiteral("en"));
        QCOMPARE(result.fatalError, QStringLiteral("/nonexistent/archive.json kann nicht geöffnet werden: ")
                                        + QString::fromLocal8Bit(std::strerror(ENOENT))); // the system's own text
    }

    // The same for the run filter's messages: they were filed under FilterQuery and looked up under
    // another context, so a German window explained a bad filter in English.
    void filterMessagesAreTranslatedAtRunTime()
    {
        kie::installTranslations(QStringLiteral("de"));
        const QList<kie::FilterField> fields{{QStringLiteral("status"), {}, 0}, {QStringLiteral("digest"), {}, -1, true}};
        const QString unknown = kie::FilterQuery::parse(QStringLiteral("colour:red"), fields).error();
        const QString notHex = kie::FilterQuery::parse(QStringLiteral("digest:xyz"), fields).error();
        kie::installTranslations(QStringLiteral("en"));
        QVERIFY2(unknown.startsWith(QStringLiteral("Unbekanntes Filterfeld")), qPrintable(unknown));
        QVERIFY2(notHex.startsWith(QStringLiteral("Ein Digest-Präfix")), qPrintable(notHex));
    }

    // English plurals come from a catalogue of their own, under every language without a catalogue.
    void englishPlurals_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr has none: English") << QStringLiteral("fr");
    }
    void englishPlurals()
    {
        QFETCH(QString, language);
        QCOMPARE(kie::installTranslations(language), QStringLiteral("en"));
        const QString one = QCoreApplication::translate("kie::ui::MainWindow", "Opened %1: %n run(s)", nullptr, 1).arg(u"a.json");
        const QString many = QCoreApplication::translate("kie::ui::MainWindow", "Opened %1: %n run(s)", nullptr, 31).arg(u"a.json");
        QCOMPARE(one, QStringLiteral("Opened a.json: 1 run"));
        QCOMPARE(many, QStringLiteral("Opened a.json: 31 runs"));
        QCOMPARE(kie::availableLanguages().count(QStringLiteral("en")), 1);
    }

    void embeddedLanguagesLoad_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("de");
        QTest::newRow("de_AT falls back to de") << QStringLiteral("de_AT") << QStringLiteral("de");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("ja");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("fr has none") << QStringLiteral("fr") << QStringLiteral("en");
    }
    void embeddedLanguagesLoad()
    {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        QCOMPARE(kie::installTranslations(language), expected);
        QVERIFY(kie::availableLanguages().contains(expected));
        kie::installTranslations(QStringLiteral("en"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
