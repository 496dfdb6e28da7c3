// SPDX-License-Identifier: Apache-2.0
// File > Open URL…: what the dialog accepts, the plain-http warning, and what it hands
// to the Fetcher.
#include "openurldialog.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryFile>
#include <QTest>

using kie::ui::OpenUrlDialog;

class TestOpenUrlDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void acceptance_data()
    {
        const QString sha(64, u'a');
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowHttp");
        QTest::addColumn<QString>("sha256");
        QTest::addColumn<bool>("caExists");
        QTest::addColumn<bool>("acceptable");
        QTest::addColumn<QString>("problem");
        QTest::newRow("empty") << "" << false << "" << false << false << "Enter the URL";
        QTest::newRow("https") << "https://example.org/a.json" << false << "" << false << true << "";
        QTest::newRow("no scheme means https") << "example.org/a.json" << false << "" << false << true << "";
        QTest::newRow("http refused") << "http://example.org/a.json" << false << "" << false << false << "Plain http is refused";
        QTest::newRow("http allowed") << "http://example.org/a.json" << true << "" << false << true << "";
        QTest::newRow("ftp") << "ftp://example.org/a.json" << false << "" << false << false << "Only https";
        QTest::newRow("no host") << "https://" << false << "" << false << false << "This is not a valid URL";
        QTest::newRow("sha256 ok") << "https://example.org/a.json" << false << sha.toUpper() << false << true << "";
        QTest::newRow("sha256 short") << "https://example.org/a.json" << false << "abc" << false << false << "The expected SHA-256 must";
        QTest::newRow("sha256 vs fragment") << QString(QStringLiteral("https://example.org/a.json#sha256=") + QString(64, u'b')) << false << sha << false
                                            << false << "The expected SHA-256 and the URL";
        QTest::newRow("CA file exists") << "https://example.org/a.json" << false << "" << true << true << "";
    }

    void acceptance()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowHttp);
        QFETCH(QString, sha256);
        QFETCH(bool, caExists);
        QFETCH(bool, acceptable);
        QFETCH(QString, problem);
        QTemporaryFile ca;
        QVERIFY(ca.open());
        OpenUrlDialog dialog;
        dialog.urlEdit()->setText(url);
        dialog.allowHttpBox()->setChecked(allowHttp);
        dialog.sha256Edit()->setText(sha256);
        if (caExists)
            dialog.caFileEdit()->setText(ca.fileName());
        QCOMPARE(dialog.isAcceptable(), acceptable);
        QCOMPARE(dialog.openButton()->isEnabled(), acceptable);
        QCOMPARE(dialog.problem().isEmpty(), acceptable);
        if (!acceptable)
            QVERIFY2(dialog.problem().startsWith(problem), qPrintable(dialog.problem()));
    }

    void missingCaFileRefused()
    {
        OpenUrlDialog dialog;
        dialog.urlEdit()->setText(QStringLiteral("https://example.org/a.json"));
        dialog.caFileEdit()->setText(QStringLiteral("/nonexistent/ca.pem"));
        QVERIFY(!dialog.openButton()->isEnabled());
        QVERIFY(dialog.problem().startsWith(QStringLiteral("The CA certificate file")));
    }

    void httpWarningVisible()
    {
        OpenUrlDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.urlEdit()->setText(QStringLiteral("http://example.org/a.json"));
        QVERIFY(dialog.allowHttpBox()->isEnabled());
        QVERIFY(!dialog.httpWarning()->isVisible());
        dialog.allowHttpBox()->setChecked(true);
        QVERIFY(dialog.httpWarning()->isVisible());
        QCOMPARE(dialog.httpWarning()->textFormat(), Qt::PlainText);
        QVERIFY(dialog.httpWarning()->text().contains(QStringLiteral("not encrypted")));
        dialog.allowHttpBox()->setChecked(false);
        QVERIFY(!dialog.httpWarning()->isVisible());
        dialog.urlEdit()->setText(QStringLiteral("https://example.org/a.json"));
        QVERIFY(!dialog.allowHttpBox()->isEnabled()); // nothing to opt into for https
    }

    void optionsRoundTrip()
    {
        kie::FetchOptions in;
        in.maxBytes = 12345;
        in.stallTimeoutMs = 777;
        in.cacheDir = QStringLiteral("/tmp/somewhere");
        in.allowHttp = true;
        in.expectedSha256 = QString(64, u'C');
        OpenUrlDialog dialog;
        dialog.setUrl(QUrl(QStringLiteral("http://127.0.0.1:8080/x.json")));
        dialog.setOptions(in);
        QVERIFY(dialog.allowHttpBox()->isChecked());
        QVERIFY(dialog.isAcceptable());
        kie::FetchOptions out = dialog.options();
        QCOMPARE(out.maxBytes, in.maxBytes); // passed through untouched
        QCOMPARE(out.stallTimeoutMs, in.stallTimeoutMs);
        QCOMPARE(out.cacheDir, in.cacheDir);
        QVERIFY(out.allowHttp);
        QCOMPARE(out.expectedSha256, QString(64, u'c'));
        QCOMPARE(dialog.url(), QUrl(QStringLiteral("http://127.0.0.1:8080/x.json")));

        // The http opt-in is never handed on for an https URL, even if the box was left checked.
        dialog.urlEdit()->setText(QStringLiteral("https://127.0.0.1/x.json"));
        QVERIFY(!dialog.options().allowHttp);
        QCOMPARE(dialog.url().scheme(), QStringLiteral("https"));
    }
};

QTEST_MAIN(TestOpenUrlDialog)
#include "tst_ui_openurldialog.moc"
