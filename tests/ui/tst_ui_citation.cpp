// SPDX-License-Identifier: Apache-2.0
// The run page's "Cite" section: pick a run and a format, copy, and the clipboard holds exactly what
// the citation builder produces; the access date is editable; the last format is remembered.
#include "archive.h"
#include "citation.h"
#include "citationfixtures.h"
#include "citationwidget.h"
#include "../support/isolatedsettings.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(kie::CitationFormat)

using namespace kie;
using namespace kie::testing;
using kie::ui::CitationWidget;

namespace {

// Two runs in an archive with a permalinkBase, so "select a run" means something.
std::shared_ptr<const Archive> twoRunArchive()
{
    auto archive = std::make_shared<Archive>(publishedArchive());
    RunRecord seedRun = seedArchive().runs[0];
    archive->runs.push_back(seedRun);
    archive->objectsByDigest.insert(seedRun.digest, {ObjectKind::BenchmarkRun, 1});
    return archive;
}

template<typename T>
T *child(CitationWidget &widget, const char *name)
{
    T *found = widget.findChild<T *>(QLatin1String(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}

void choose(CitationWidget &widget, CitationFormat format)
{
    auto *combo = child<QComboBox>(widget, "citationFormat");
    combo->setCurrentIndex(combo->findData(citationFormatName(format)));
}

const QMimeData *clipboard()
{
    return QGuiApplication::clipboard()->mimeData();
}

} // namespace

class TestUiCitation : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

private Q_SLOTS:
    void initTestCase()
    {
        // Keep the user's real settings out of it: QSettings writes under a temporary folder.
        QVERIFY(m_settingsDir.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        kie::test::isolateSettings(m_settingsDir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("KernelIndexTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ui_citation"));
    }

    void init()
    {
        QSettings().clear();
        QGuiApplication::clipboard()->clear();
    }

    void copyEveryFormat_data()
    {
        QTest::addColumn<bool>("seed");
        QTest::addColumn<int>("run");
        QTest::addColumn<CitationFormat>("format");
        for (const CitationFormat format : allCitationFormats()) {
            const QString name = citationFormatName(format);
            QTest::newRow(qPrintable(QStringLiteral("first run, permalink, ") + name)) << false << 0 << format;
            QTest::newRow(qPrintable(QStringLiteral("second run, permalink, ") + name)) << false << 1 << format;
            QTest::newRow(qPrintable(QStringLiteral("seed, no permalink, ") + name)) << true << 0 << format;
        }
    }
    void copyEveryFormat()
    {
        QFETCH(bool, seed);
        QFETCH(int, run);
        QFETCH(CitationFormat, format);
        const auto archive = seed ? std::make_shared<const Archive>(seedArchive()) : twoRunArchive();
        CitationWidget widget;
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        widget.setRun(archive, run);
        choose(widget, format);

        const CitationFields fields = citationFields(*archive, run);
        const QString expected = formatCitation(fields, format);
        QCOMPARE(child<QPlainTextEdit>(widget, "citationPreview")->toPlainText(), expected);
        QCOMPARE(widget.citationText(), expected);

        QTest::mouseClick(child<QPushButton>(widget, "citationCopy"), Qt::LeftButton);
        QVERIFY(clipboard());
        QCOMPARE(clipboard()->text(), expected);
        const bool prose = format == CitationFormat::PlainText || format == CitationFormat::Markdown;
        QCOMPARE(clipboard()->hasHtml(), prose);
        if (prose)
            QCOMPARE(clipboard()->html(), formatCitationHtml(fields));
    }

    void selectingAnotherRunChangesTheCitation()
    {
        const auto archive = twoRunArchive();
        CitationWidget widget;
        widget.setRun(archive, 0);
        choose(widget, CitationFormat::BibTeX);
        widget.copyCitation();
        QVERIFY(clipboard()->text().contains(QLatin1String("kernelindex-5a301003")));
        widget.setRun(archive, 1);
        widget.copyCitation();
        QCOMPARE(clipboard()->text(), formatCitation(citationFields(*archive, 1), CitationFormat::BibTeX));
    }

    void accessDateDefaultsAndEdits()
    {
        auto fetched = std::make_shared<Archive>(publishedArchive());
        fetched->fetchedAt = QStringLiteral("2026-10-02T07:00:00Z");
        CitationWidget widget;
        widget.setRun(fetched, 0);
        auto *date = child<QDateEdit>(widget, "citationAccessed");
        QCOMPARE(date->date(), QDate(2026, 10, 2)); // the fetch date

        widget.setRun(std::make_shared<Archive>(publishedArchive()), 0);
        QCOMPARE(date->date(), QDate(2026, 8, 24)); // exportedAt: another archive, its own default

        date->setDate(QDate(2027, 3, 14));
        choose(widget, CitationFormat::Ris);
        widget.copyCitation();
        CitationFields edited = citationFields(publishedArchive(), 0);
        edited.accessed = QDate(2027, 3, 14);
        QCOMPARE(clipboard()->text(), formatCitation(edited, CitationFormat::Ris));
        QVERIFY(clipboard()->text().contains(QLatin1String("Y2  - 2027/03/14")));
    }

    void editedDateSurvivesARunChangeInTheSameArchive()
    {
        const auto archive = twoRunArchive();
        CitationWidget widget;
        widget.setRun(archive, 0);
        auto *date = child<QDateEdit>(widget, "citationAccessed");
        date->setDate(QDate(2027, 1, 1));
        widget.setRun(archive, 1);
        QCOMPARE(date->date(), QDate(2027, 1, 1));
        QVERIFY(widget.citationText().contains(QLatin1String("2027-01-01")));
    }

    void remembersTheLastFormat()
    {
        const auto archive = twoRunArchive();
        {
            CitationWidget widget;
            widget.setRun(archive, 0);
            choose(widget, CitationFormat::CslJson);
        }
        QCOMPARE(QSettings().value(QStringLiteral("citation/format")).toString(), QStringLiteral("csl-json"));
        CitationWidget again;
        again.setRun(archive, 0);
        QCOMPARE(child<QComboBox>(again, "citationFormat")->currentData().toString(), QStringLiteral("csl-json"));
        again.copyCitation(); // Edit > Copy citation uses the remembered format
        QCOMPARE(clipboard()->text(), formatCitation(citationFields(*archive, 0), CitationFormat::CslJson));
    }

    void permalinkAndDigest()
    {
        const auto archive = twoRunArchive();
        CitationWidget widget;
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        widget.setRun(archive, 0);
        QTest::mouseClick(child<QPushButton>(widget, "citationCopyPermalink"), Qt::LeftButton);
        QCOMPARE(clipboard()->text(), QStringLiteral("https://kernelindex.dev/runs/5a301003"));
        QTest::mouseClick(child<QPushButton>(widget, "citationCopyDigest"), Qt::LeftButton);
        QCOMPARE(clipboard()->text(), publishedDigest());
        QVERIFY(!child<QLabel>(widget, "citationNoPermalink")->isVisible());

        // The bare seed manifest has no permalink: nothing is invented, the digest is the identifier.
        widget.setRun(std::make_shared<const Archive>(seedArchive()), 0);
        QVERIFY(!child<QPushButton>(widget, "citationCopyPermalink")->isEnabled());
        QVERIFY(child<QLabel>(widget, "citationNoPermalink")->isVisible());
        widget.copyPermalink();
        QCOMPARE(clipboard()->text(), publishedDigest()); // unchanged
        widget.copyDigest();
        QCOMPARE(clipboard()->text(), seedDigest());
    }

    void hostileTitleStaysText()
    {
        auto archive = std::make_shared<Archive>(seedArchive());
        archive->runs[0].meta.title = QStringLiteral("<img src=x onerror=alert(1)> {unbalanced \\ % & # _");
        CitationWidget widget;
        widget.setRun(archive, 0);
        choose(widget, CitationFormat::Markdown);
        widget.copyCitation();
        QCOMPARE(clipboard()->text(), formatCitation(citationFields(*archive, 0), CitationFormat::Markdown));
        QVERIFY(!clipboard()->html().contains(QLatin1String("<img")));
        QVERIFY(clipboard()->html().contains(QLatin1String("&lt;img src=x")));
    }

    void noRun()
    {
        CitationWidget widget;
        widget.setRun(nullptr, -1);
        QVERIFY(widget.citationText().isEmpty());
        QVERIFY(!child<QPushButton>(widget, "citationCopy")->isEnabled());
        QGuiApplication::clipboard()->setText(QStringLiteral("untouched"));
        widget.copyCitation();
        widget.copyDigest();
        widget.copyPermalink();
        QCOMPARE(clipboard()->text(), QStringLiteral("untouched"));
        widget.setRun(twoRunArchive(), 7); // out of range is no run either
        QVERIFY(widget.citationText().isEmpty());
    }
};

QTEST_MAIN(TestUiCitation)
#include "tst_ui_citation.moc"
