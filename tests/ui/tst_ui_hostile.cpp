// SPDX-License-Identifier: Apache-2.0
// Archive text is data, never markup: an archive whose every string is HTML must show those
// characters literally on the run page, the manifest view, the compare view, in tooltips, dialogs
// and menus.
#include "archive.h"
#include "compareview.h"
#include "digest.h"
#include "elidedlabel.h"
#include "formatting.h"
#include "mainwindow.h"
#include "manifestview.h"
#include "runpage.h"
#include "uiutils.h"
#include "../support/isolatedsettings.h"

#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStatusBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QHelpEvent>
#include <QInputDialog>
#include <QMessageBox>
#include <QTimer>
#include <QTableView>
#include <QTreeView>
#include <QPointer>
#include <QTest>
#include <QToolTip>

#include <algorithm>

using kie::ui::MainWindow;

namespace {

const QString kHostileTitle = QStringLiteral("<img src=x><b>bold</b>");

QByteArray object(const char *kind, const QString &name, const QString &title, const QByteArray &spec)
{
    return QByteArrayLiteral("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"") + kind
        + QByteArrayLiteral("\",\"metadata\":{\"name\":\"") + name.toUtf8() + QByteArrayLiteral("\",\"title\":\"")
        + title.toUtf8() + QByteArrayLiteral("\",\"labels\":{\"<b>label</b>\":\"<a href='https://example.org'>v</a>\"}},\"spec\":")
        + spec + '}';
}

QString digestOf(const QByteArray &json)
{
    QString error;
    const QString digest = kie::objectDigestOfText(json, &error);
    if (digest.isEmpty())
        qWarning() << "cannot digest test object:" << error;
    return digest;
}

// Two runs in one group (a declared comparison key), every string of them HTML.
QByteArray hostileArchive()
{
    const QByteArray protocol = object("BenchmarkProtocol", QStringLiteral("p"), QStringLiteral("<b>protocol</b>"),
                                       "{\"harness\":{\"name\":\"<b>harness</b>\",\"version\":\"<i>v1</i>\"},"
                                       "\"correctness\":{\"reference\":\"<u>ref</u>\",\"comparator\":\"<s>cmp</s>\"},"
                                       "\"measurement\":{\"timer\":\"<tt>timer</tt>\",\"primaryStatistic\":\"mean\"},"
                                       "\"comparability\":{\"family\":\"<em>family</em>\",\"notes\":\"<p>notes</p>\"}}");
    const QByteArray environment = object("ExecutionEnvironment", QStringLiteral("e"), QStringLiteral("<b>env</b>"),
                                          "{\"hardware\":{\"vendor\":\"<b>vendor</b>\",\"product\":\"<img src=gpu>\","
                                          "\"architecture\":\"<i>arch</i>\"},\"software\":{\"libraries\":{\"<b>lib</b>\":\"<i>1.0</i>\"}}}");
    const QByteArray workload = object("BenchmarkWorkload", QStringLiteral("w"), QStringLiteral("<b>workload</b>"),
                                       "{\"definition\":\"<b>def</b>\",\"description\":\"<img src=desc>\",\"comparator\":\"<i>c</i>\"}");
    const QByteArray implementation = object("Implementation", QStringLiteral("i"), QStringLiteral("<b>impl</b>"),
                                             "{\"name\":\"<b>impl name</b>\",\"project\":\"<a href=x>proj</a>\",\"revision\":\"<i>r</i>\"}");
    const QByteArray references = QByteArrayLiteral("\"protocolDigest\":\"") + digestOf(protocol).toUtf8()
        + QByteArrayLiteral("\",\"environmentDigest\":\"") + digestOf(environment).toUtf8()
        + QByteArrayLiteral("\",\"workloadDigest\":\"") + digestOf(workload).toUtf8()
        + QByteArrayLiteral("\",\"implementationDigest\":\"") + digestOf(implementation).toUtf8() + '"';
    const QByteArray common = "\"status\":\"passed\",\"comparisonKey\":\"<b>key</b>\",\"evidence\":{\"level\":\"<b>level</b>\"},"
                              "\"observedAt\":\"<b>2026</b>\",\"sourceNative\":{\"source\":\"<b>src</b>\",\"benchmark\":\"<h1>bench</h1>\","
                              "\"externalId\":\"<script>x</script>\",\"metrics\":{\"<b>m</b>\":\"<i>v</i>\",\"sol_score\":0.5}},"
                              "\"correctness\":{\"status\":\"<b>ok</b>\",\"policy\":\"<b>policy</b>\"},"
                              "\"artifacts\":[{\"name\":\"<img src=artifact>\",\"uri\":\"<a href=x>uri</a>\",\"mediaType\":\"<b>t</b>\"}],"
                              "\"cases\":[{\"workload\":\"<b>case</b>\",\"status\":\"<i>PASSED</i>\",\"latencyNs\":10}],";
    const QByteArray fast = object("BenchmarkRun", QStringLiteral("<i>fast</i>"), QStringLiteral("<b>the #1</b>"),
                                   "{" + common + "\"timing\":{\"latencyNs\":{\"mean\":100}}," + references + "}");
    const QByteArray slow = object("BenchmarkRun", QStringLiteral("<i>slow</i>"), kHostileTitle,
                                   "{" + common + "\"timing\":{\"latencyNs\":{\"mean\":200}}," + references + "}");
    const QByteArray attestation = object("Attestation", QStringLiteral("a"), QStringLiteral("<b>att</b>"),
                                          "{\"subject\":\"" + digestOf(slow).toUtf8()
                                              + "\",\"kind\":\"note\",\"author\":\"<b>author</b>\",\"createdAt\":\"<i>when</i>\","
                                                "\"text\":\"<img src=note><b>note</b>\"}");
    return QByteArrayLiteral("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\","
                             "\"metadata\":{\"name\":\"h\",\"title\":\"<b>archive</b>\"},\"items\":[")
        + slow + ',' + fast + ',' + protocol + ',' + environment + ',' + workload + ',' + implementation + ','
        + attestation + "]}";
}

// Characters that reorder text (bidi embeddings, overrides, isolates) or hide it (controls).
bool hasLayoutCharacter(const QString &text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || (u < 0x20 && u != u'\n') || (u >= 0x7F && u <= 0x9F))
            return true;
    }
    return false;
}

// Every item of `model` (and its children) whose DisplayRole has a layout character.
QStringList layoutInModel(const QAbstractItemModel *model, const QModelIndex &parent = {})
{
    QStringList offenders;
    for (int row = 0; row < model->rowCount(parent); ++row) {
        for (int column = 0; column < model->columnCount(parent); ++column) {
            const QModelIndex index = model->index(row, column, parent);
            if (hasLayoutCharacter(index.data(Qt::DisplayRole).toString()))
                offenders << index.data(Qt::DisplayRole).toString();
            if (column == 0)
                offenders << layoutInModel(model, index);
        }
    }
    return offenders;
}

// Every label under `root` showing a '<' must be plain text; returns the offenders.
QStringList richLabels(const QWidget *root)
{
    QStringList offenders;
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        if (label->text().contains(QLatin1Char('<')) && label->textFormat() != Qt::PlainText)
            offenders << label->objectName() + QStringLiteral(": ") + label->text();
    }
    return offenders;
}

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        kie::test::isolateSettings(m_dir.path());
        QFile file(m_dir.filePath(QStringLiteral("hostile.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(hostileArchive());
        file.close();

        m_window = std::make_unique<MainWindow>();
        QSignalSpy changed(m_window.get(), &MainWindow::archiveChanged);
        m_window->openPath(file.fileName());
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 20000);
        QCOMPARE(m_window->archive()->runs.size(), size_t(2));
        QVERIFY(m_window->archive()->problems.empty());
        QCOMPARE(m_window->currentRun(), 0);
    }

    void titleIsLiteral()
    {
        const auto *title = m_window->runPage()->findChild<QLabel *>(QStringLiteral("runPageTitle"));
        QVERIFY(title);
        QCOMPARE(title->text(), kHostileTitle);
        QCOMPARE(title->textFormat(), Qt::PlainText);
    }

    void fieldsAreLiteral_data()
    {
        QTest::addColumn<QString>("objectName");
        QTest::addColumn<QString>("expected");
        QTest::newRow("gpu") << QStringLiteral("runPageGpu") << QStringLiteral("<img src=gpu> (<i>arch</i>)");
        QTest::newRow("correctness") << QStringLiteral("runPageCorrectness") << QStringLiteral("Status passed; policy: <b>policy</b>.");
        QTest::newRow("evidence") << QStringLiteral("runPageEvidence")
                                  << QStringLiteral("Status passed; evidence level \u201c<b>level</b>\u201d is not one the format defines");
    }

    void fieldsAreLiteral()
    {
        QFETCH(QString, objectName);
        QFETCH(QString, expected);
        const auto *label = m_window->runPage()->findChild<QLabel *>(objectName);
        QVERIFY(label);
        QCOMPARE(label->text(), expected);
        QCOMPARE(label->textFormat(), Qt::PlainText);
    }

    void everyLabelIsPlain()
    {
        // The page shows the archive's strings in dozens of labels; none of them may be rich text.
        int shown = 0;
        for (const QLabel *label : m_window->runPage()->findChildren<QLabel *>())
            shown += label->text().contains(QLatin1Char('<'));
        QVERIFY2(shown >= 20, qPrintable(QString::number(shown)));
        QCOMPARE(richLabels(m_window->runPage()), QStringList());
        for (const QGroupBox *box : m_window->runPage()->findChildren<QGroupBox *>())
            QVERIFY(!box->title().contains(QLatin1Char('<'))); // pane titles are ours, never archive text

        m_window->showManifest(0);
        QVERIFY(m_window->manifestView()->displayedText().contains(kHostileTitle));
        QCOMPARE(richLabels(m_window->manifestView()), QStringList());

        m_window->showCompareWithBest(0);
        const auto *other = m_window->compareView()->findChild<QLabel *>(QStringLiteral("compareOtherRun"));
        QVERIFY(other);
        QCOMPARE(other->text(), QStringLiteral("#1: <b>the #1</b>"));
        QCOMPARE(richLabels(m_window->compareView()), QStringList());
        QCOMPARE(richLabels(m_window.get()), QStringList());
    }

    void toolTipsAreLiteral()
    {
        // Qt auto-detects rich text in tooltips too; the views and labels pass archive text escaped.
        const QString wrapped = kie::ui::plainToolTip(kHostileTitle);
        QVERIFY(wrapped.contains(QStringLiteral("&lt;img src=x&gt;&lt;b&gt;bold&lt;/b&gt;")));
        QVERIFY(!wrapped.contains(kHostileTitle));

        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTableView *table = m_window->runTable();
        const QModelIndex first = table->model()->index(table->model()->rowCount() > 0 ? 0 : -1, 0);
        QVERIFY(first.isValid());
        QCOMPARE(first.data(Qt::ToolTipRole).toString().contains(QLatin1Char('<')), true); // the model's raw text
        const QRect cell = table->visualRect(first);
        QHelpEvent help(QEvent::ToolTip, cell.center(), table->viewport()->mapToGlobal(cell.center()));
        QCoreApplication::sendEvent(table->viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), kie::ui::plainToolTip(first.data(Qt::ToolTipRole).toString()));
        QToolTip::hideText();

        const auto *dates = m_window->runPage()->findChild<QLabel *>(QStringLiteral("runPageDates"));
        QVERIFY(dates);
        QVERIFY(dates->toolTip().contains(QStringLiteral("&lt;b&gt;2026&lt;/b&gt;")));
    }

    // A run's name or a file's path in a menu: an ampersand is a character, not a mnemonic, and what
    // reorders text is shown, not obeyed.
    void menuTextIsLiteral()
    {
        QCOMPARE(kie::ui::menuText(QStringLiteral("a&b \u202Ex")), QStringLiteral("a&&b \uFFFDx"));
        QCOMPARE(kie::ui::menuText(QStringLiteral("/tmp/<b>r&d</b>.json")), QStringLiteral("/tmp/<b>r&&d</b>.json"));
    }

    // What the user typed comes back in the filter's error, and its tooltip shows it literally.
    void filterErrorToolTipIsLiteral()
    {
        auto *filter = m_window->findChild<QLineEdit *>(QStringLiteral("runFilter"));
        const auto *error = m_window->findChild<QLabel *>(QStringLiteral("runFilterError"));
        QVERIFY(filter && error);
        filter->setText(QStringLiteral("<b>x</b>:y"));
        QTRY_VERIFY(error->text().contains(QStringLiteral("<b>x</b>")));
        QCOMPARE(error->textFormat(), Qt::PlainText);
        QCOMPARE(error->toolTip(), kie::ui::plainToolTip(error->text()));
        filter->clear();
        QTRY_VERIFY(error->text().isEmpty());
    }

    // QInputDialog and QMessageBox detect rich text as QLabel does: "Compare with…" names both runs
    // (the one asked about in its label, the others in its list) and says what matched nothing.
    void compareWithDialogsAreLiteral()
    {
        QCOMPARE(m_window->archive()->runs[0].meta.name, QStringLiteral("<i>slow</i>"));
        QStringList seen;
        QStringList rich; // labels of the dialogs that show a '<' and are not plain text
        int dialogs = 0;
        // Each modal dialog the call opens, in turn: the first picks the offered run, the second
        // (on the second call) types a name no run has, the third is the message that says so.
        QString typed;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal || !modal->isVisible())
                return;
            ++dialogs;
            rich << richLabels(modal);
            for (const QLabel *label : modal->findChildren<QLabel *>()) {
                if (!label->text().isEmpty())
                    seen << QStringLiteral("label: ") + label->text();
            }
            if (auto *input = qobject_cast<QInputDialog *>(modal)) {
                const auto *combo = input->findChild<QComboBox *>();
                for (int i = 0; combo && i < combo->count(); ++i)
                    seen << QStringLiteral("item: ") + combo->itemText(i);
                if (!typed.isEmpty())
                    input->setTextValue(typed);
                input->accept();
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                seen << QStringLiteral("format: %1").arg(int(box->textFormat()));
                box->accept();
            }
        });
        poll.start();
        m_window->chooseCompareWith(0);
        QCOMPARE(dialogs, 1);
        QCOMPARE(rich, QStringList());
        QVERIFY2(seen.contains(QStringLiteral("label: Compare <i>slow</i> with run (implementation, title, name, id or digest prefix):")),
                 qPrintable(seen.join(u'|')));
        QVERIFY2(std::any_of(seen.cbegin(), seen.cend(),
                             [](const QString &line) { return line.startsWith(QStringLiteral("item: ")) && line.contains(QStringLiteral("<i>fast</i>")); }),
                 qPrintable(seen.join(u'|')));
        QCOMPARE(m_window->currentPage(), MainWindow::Page::Compare);
        const auto *other = m_window->compareView()->findChild<QLabel *>(QStringLiteral("compareOtherRun"));
        QVERIFY(other);
        QVERIFY2(other->text().contains(QStringLiteral("<b>the #1</b>")), qPrintable(other->text()));

        seen.clear();
        typed = QStringLiteral("<b>none</b>");
        m_window->chooseCompareWith(0);
        poll.stop();
        QCOMPARE(dialogs, 3);
        QCOMPARE(rich, QStringList());
        QVERIFY2(seen.contains(QStringLiteral("label: No run matches <b>none</b>.")), qPrintable(seen.join(u'|')));
        QVERIFY2(seen.contains(QStringLiteral("format: %1").arg(int(Qt::PlainText))), qPrintable(seen.join(u'|')));
    }

    // A title that reads "Gilded Quail" is not one that says "\u202Eliauq dedliG": what reorders or hides
    // text is shown as U+FFFD in labels, cells, the manifest and the window title (formatting.h shownText).
    void layoutCharactersAreShownNotObeyed()
    {
        const QByteArray rlo = QStringLiteral("\u202E").toUtf8(); // written as itself, not as an escape
        const QByteArray run = "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\","
                               "\"metadata\":{\"name\":\"r\\u2066un\\u2069\",\"title\":\"" + rlo + "liauq dedliG \\u00b7 be\\u0007nch \\u00b7 g\\u202dpu\"},"
                               "\"spec\":{\"status\":\"passed\",\"comparisonKey\":\"k\",\"timing\":{\"latencyNs\":{\"mean\":5}},"
                               "\"sourceNative\":{\"source\":\"s\",\"benchmark\":\"b\\u202ench\"}}}";
        QFile file(m_dir.filePath(QStringLiteral("bidi.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"metadata\":{\"name\":\"b\"},\"items\":[" + run + "]}");
        file.close();
        MainWindow window;
        QSignalSpy changed(&window, &MainWindow::archiveChanged);
        window.openPath(file.fileName());
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 20000);
        QCOMPARE(window.archive()->runs.size(), size_t(1));
        QVERIFY(window.archive()->runs[0].meta.title.startsWith(QChar(0x202E))); // the data keeps it

        const auto *title = window.runPage()->findChild<QLabel *>(QStringLiteral("runPageTitle"));
        QVERIFY(title);
        QCOMPARE(title->text(), QStringLiteral("\uFFFDliauq dedliG \u00b7 be\uFFFDnch \u00b7 g\uFFFDpu"));
        QStringList labels;
        for (const QLabel *label : window.findChildren<QLabel *>()) {
            if (hasLayoutCharacter(label->text()))
                labels << label->objectName() + QStringLiteral(": ") + label->text();
        }
        QCOMPARE(labels, QStringList());
        QCOMPARE(layoutInModel(window.runTable()->model()), QStringList());
        QCOMPARE(layoutInModel(window.navigatorView()->model()), QStringList());
        window.showManifest(0);
        QVERIFY(window.manifestView()->displayedText().contains(QStringLiteral("\uFFFDliauq")));
        QVERIFY(!hasLayoutCharacter(window.manifestView()->displayedText()));
        QVERIFY(!hasLayoutCharacter(window.windowTitle()));
    }

    // A title of megabytes: the window is usable at once, with the title cut (laying it out whole took
    // Qt minutes with the GUI thread busy).
    void hugeTitleIsCut()
    {
        const QByteArray title(8 << 20, 'T');
        QFile file(m_dir.filePath(QStringLiteral("huge-title.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"RunArchive\",\"metadata\":{\"name\":\"h\"},\"items\":["
                   "{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"r\",\"title\":\""
                   + title + "\"},\"spec\":{\"status\":\"passed\",\"comparisonKey\":\"k\",\"timing\":{\"latencyNs\":{\"mean\":5}}}}]}");
        file.close();
        MainWindow window;
        window.show();
        QSignalSpy changed(&window, &MainWindow::archiveChanged);
        QElapsedTimer timer;
        timer.start();
        window.openPath(file.fileName());
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        QVERIFY2(timer.elapsed() < 15000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(window.archive()->runs[0].meta.title.size(), title.size()); // the data is whole
        const auto *shown = window.runPage()->findChild<QLabel *>(QStringLiteral("runPageTitle"));
        QVERIFY(shown);
        QVERIFY(shown->text().size() < kie::kShownLineLimit + 64);
        QVERIFY(shown->text().contains(QString::number(title.size() - kie::kShownLineLimit)));
        const QString cell = window.runTable()->model()->index(0, 0).data().toString();
        QVERIFY(cell.size() < kie::kShownLineLimit + 64);
    }

    // Real FlashInfer-Bench solution names have no space to wrap at and are wider than the run pane: a
    // label the pane cuts shows its whole text as its tooltip; one that fits shows none.
    void cutLabelsShowTheirWholeText()
    {
        const QByteArray name = "gpt-5.2_dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64_cuda_optimized_r10_c0_high";
        const QString path = writeRun(QStringLiteral("long-name.json"), name, name + " \u00b7 dsa \u00b7 A800",
                                      R"({"status":"passed","comparisonKey":"k","timing":{"latencyNs":{"mean":5}}})");
        QVERIFY(!path.isEmpty());
        MainWindow window;
        showOpened(window, QSize(1000, 700), path);
        if (QTest::currentTestFailed())
            return;

        // The run's digest arrives from the background and refreshes the page: the labels are
        // looked at once that is done, and one the page replaced meanwhile is skipped.
        QTRY_VERIFY_WITH_TIMEOUT(!window.hasBackgroundWork(), 30000);
        int cut = 0, whole = 0;
        const QList<QLabel *> labels = window.runPage()->findChildren<QLabel *>();
        for (const QPointer<QLabel> &label : QList<QPointer<QLabel>>(labels.begin(), labels.end())) {
            if (!label)
                continue;
            // Archive text is in labels made by plainLabel (uiutils.h), which carry the filter.
            const bool plain = label->findChild<QObject *>(QStringLiteral("cutTextToolTip"), Qt::FindDirectChildrenOnly);
            if (!plain || !label->isVisible() || label->text().isEmpty() || !label->toolTip().isEmpty())
                continue;
            const QPoint at = label->rect().center();
            QHelpEvent help(QEvent::ToolTip, at, label->mapToGlobal(at));
            QToolTip::hideText(); // hides after a moment
            QTRY_VERIFY(!QToolTip::isVisible());
            QCoreApplication::sendEvent(label, &help);
            if (kie::ui::isCut(label)) {
                ++cut;
                QTRY_VERIFY2(QToolTip::isVisible(), qPrintable(label->text()));
                QCOMPARE(QToolTip::text(), kie::ui::plainToolTip(label->text()));
            } else {
                ++whole;
                QVERIFY2(!QToolTip::isVisible(), qPrintable(label->text()));
            }
        }
        QToolTip::hideText();
        QVERIFY2(cut >= 2, qPrintable(QString::number(cut))); // the title and the name at least
        QVERIFY(whole > 0);
    }

    // A wrapping label narrower than one of its words (a FlashInfer-Bench name) used to get the height
    // of the lines it would have at the width of that word: the run page drew the title's first two
    // lines, and its benchmark and GPU were not there at all. Every label is as tall as its lines.
    void wrappedLabelsShowAllTheirLines_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("1000 px") << 1000;
        QTest::newRow("1280 px") << 1280;
        QTest::newRow("1600 px") << 1600;
    }
    void wrappedLabelsShowAllTheirLines()
    {
        QFETCH(int, width);
        const QByteArray name = "gpt-5.2_dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64_cuda_optimized_r10_c0_high";
        const QByteArray benchmark = "dsa_sparse_attention_h16_ckv512_kpe64_topk2048_ps64";
        const QString path = writeRun(QStringLiteral("three-long-segments.json"), name,
                                      name + " \u00b7 " + benchmark + " \u00b7 NVIDIA A800-SXM4-80GB",
                                      R"({"status":"error","comparisonKey":"k","timing":{"latencyNs":{}}})");
        QVERIFY(!path.isEmpty());
        MainWindow window;
        showOpened(window, QSize(width, 720), path);
        if (QTest::currentTestFailed())
            return;

        const auto *title = window.runPage()->findChild<QLabel *>(QStringLiteral("runPageTitle"));
        QVERIFY(title);
        QTRY_VERIFY(title->isVisible() && title->text().contains(QStringLiteral("NVIDIA A800-SXM4-80GB")));
        QTRY_VERIFY(window.runPage()->findChild<QLabel *>(QStringLiteral("runPageRank"))->isVisible());
        QCoreApplication::processEvents();
        // Checked once the page's panes are shown and laid out (a label shown a moment ago is 0 px tall
        // until its layout runs): what fails is a label that stays too short.
        int checked = 0;
        const auto tooShort = [&]() -> QString {
            checked = 0;
            for (QLabel *label : window.runPage()->findChildren<QLabel *>()) {
                if (!label->isVisible() || !label->wordWrap() || label->text().isEmpty())
                    continue;
                ++checked;
                if (label->height() < label->heightForWidth(label->width()))
                    return QStringLiteral("%1: %2 px tall, its lines need %3 at %4 px")
                        .arg(label->text().left(60)).arg(label->height()).arg(label->heightForWidth(label->width())).arg(label->width());
            }
            return QString();
        };
        QTRY_VERIFY2_WITH_TIMEOUT(tooShort().isEmpty() && checked > 10, qPrintable(tooShort() + QStringLiteral(" (%1 labels)").arg(checked)), 5000);
    }

    // The status bar holds a message, the file's integrity summary and where the file came from. A
    // long path or a narrow window used to cut the summary mid-word; the path and the message now
    // give way, elided with "…" and whole on hover.
    void statusBarKeepsTheIntegritySummaryWhole_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("longPath");
        QTest::newRow("sample, 1400 px") << 1400 << false;
        QTest::newRow("sample, 1100 px") << 1100 << false;
        QTest::newRow("long path, 1400 px") << 1400 << true;
        QTest::newRow("long path, 1000 px") << 1000 << true;
    }
    void statusBarKeepsTheIntegritySummaryWhole()
    {
        QFETCH(int, width);
        QFETCH(bool, longPath);
        QString path; // empty: the embedded sample
        if (longPath) {
            QDir dir(m_dir.path());
            const QString folder = QStringLiteral("benchmark-results-from-the-cluster-") + QString(60, QLatin1Char('x'));
            QVERIFY(dir.mkpath(folder));
            path = dir.filePath(folder + QStringLiteral("/run-archive-with-a-long-name.json"));
            QVERIFY(QFile::copy(QStringLiteral("../shared/fixtures/seed/manifest.json"), path) || QFile::exists(path));
        }
        MainWindow window;
        showOpened(window, QSize(width, 800), path);
        if (QTest::currentTestFailed())
            return;

        // The status bar's copy of the summary, not the navigator's (which wraps).
        const auto *summary = window.statusBar()->findChild<QLabel *>(QStringLiteral("integrityText"));
        QVERIFY(summary);
        QVERIFY(!summary->text().isEmpty());
        QVERIFY2(summary->width() >= summary->sizeHint().width(),
                 qPrintable(QStringLiteral("%1 < %2").arg(summary->width()).arg(summary->sizeHint().width())));

        auto *provenance = window.findChild<kie::ui::ElidedLabel *>(QStringLiteral("provenance"));
        auto *message = window.findChild<kie::ui::ElidedLabel *>(QStringLiteral("statusMessage"));
        QVERIFY(provenance && message);
        QVERIFY(!provenance->text().isEmpty());
        // Nothing overlaps: message, summary and provenance sit side by side within the bar.
        const QRect summaryBox(summary->mapTo(window.statusBar(), QPoint()), summary->size());
        const QRect provenanceBox(provenance->mapTo(window.statusBar(), QPoint()), provenance->size());
        const QRect messageBox(message->mapTo(window.statusBar(), QPoint()), message->size());
        QVERIFY(!summaryBox.intersects(provenanceBox) && !summaryBox.intersects(messageBox));
        QVERIFY(provenanceBox.right() <= window.statusBar()->width());
        // What is hidden is said: an elided label ends or breaks with "…" and shows it all on hover.
        for (kie::ui::ElidedLabel *label : {provenance, message}) {
            const QString shown = label->visibleText();
            QVERIFY2(label->fontMetrics().horizontalAdvance(shown) <= label->contentsRect().width(), qPrintable(shown));
            const QPoint at = label->rect().center();
            QHelpEvent help(QEvent::ToolTip, at, label->mapToGlobal(at));
            QToolTip::hideText();
            QTRY_VERIFY(!QToolTip::isVisible());
            QCoreApplication::sendEvent(label, &help);
            if (label->isElided()) {
                QVERIFY2(shown.contains(QChar(0x2026)), qPrintable(shown));
                QTRY_VERIFY(QToolTip::isVisible());
                QCOMPARE(QToolTip::text(), kie::ui::plainToolTip(label->text()));
            } else {
                QCOMPARE(shown, label->text());
                QVERIFY(!QToolTip::isVisible());
            }
        }
        QToolTip::hideText();
        if (longPath) // 60 x's do not fit at these widths
            QVERIFY(provenance->isElided());
    }

    void cleanupTestCase() { m_window.reset(); }

private:
    // A file of one run: `name`, `title` and the JSON of its spec, in the test's directory.
    QString writeRun(const QString &fileName, const QByteArray &name, const QByteArray &title, const QByteArray &spec)
    {
        QFile file(m_dir.filePath(fileName));
        if (!file.open(QIODevice::WriteOnly))
            return QString();
        file.write("{\"apiVersion\":\"kernelindex.dev/v1alpha1\",\"kind\":\"BenchmarkRun\",\"metadata\":{\"name\":\"" + name
                   + "\",\"title\":\"" + title + "\"},\"spec\":" + spec + "}");
        return file.fileName();
    }
    // `window` at `size`, shown, with `path` open (the embedded sample when empty). Callers check
    // QTest::currentTestFailed() after it.
    static void showOpened(MainWindow &window, QSize size, const QString &path)
    {
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy changed(&window, &MainWindow::archiveChanged);
        if (path.isEmpty())
            window.openEmbeddedSample();
        else
            window.openPath(path);
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 20000);
        QCoreApplication::processEvents();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestHostile)
#include "tst_ui_hostile.moc"
