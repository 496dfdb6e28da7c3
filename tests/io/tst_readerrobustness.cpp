// SPDX-License-Identifier: Apache-2.0
// No silent loss: the seed, the sample and a gzip of the sample cut at every byte offset, and the
// sample with each byte changed in turn. A damaged copy may lose runs only when the reader says why
// (a fatal error or a problem: the command line never says "ok" with no problem and fewer runs); it never
// crashes (this test also runs in the ASan/UBSan build). KIE_ROBUSTNESS_STRIDE=n tests every n-th
// offset only (for slow sanitizer builds).
#include "archivereader.h"

#include <QFile>
#include <QTest>

using namespace kie;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

qsizetype stride()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("KIE_ROBUSTNESS_STRIDE", &ok);
    return ok && n > 1 ? n : 1;
}

ReadOptions fastOptions()
{
    ReadOptions options;
    options.computeRunDigests = false; // runs are counted, not verified
    return options;
}

// How a damaged copy came out: fine (no error) with `runs` runs, or with a reason.
struct Outcome
{
    bool explained = false; // fatal, or a problem (an error, or a warning such as an unknown kind)
    size_t runs = 0;
    QString first; // the fatal error or the first error problem
};

Outcome readCopy(const QByteArray &bytes, const QString &name)
{
    Outcome outcome;
    const ReadResult result = readArchiveData(bytes, name, fastOptions());
    if (!result.archive) {
        outcome.explained = !result.fatalError.isEmpty();
        outcome.first = result.fatalError;
        return outcome;
    }
    outcome.runs = result.archive->runs.size();
    if (!result.archive->problems.empty()) {
        outcome.explained = true;
        outcome.first = result.archive->problems.front().toString();
    }
    return outcome;
}

} // namespace

class TestReaderRobustness : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void truncatedEverywhere_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("namesTheEnd"); // the first problem must say the file ends early
        const QByteArray seed = readAll(QStringLiteral("../shared/fixtures/seed/manifest.json"));
        const QByteArray sample = readAll(QStringLiteral("resources/sample-archive.json"));
        QTest::newRow("seed") << seed << QStringLiteral("seed.json") << true;
        QTest::newRow("sample") << sample << QStringLiteral("sample.json") << true;
        QTest::newRow("sample.gz") << gzip(sample, 9) << QStringLiteral("sample.json.gz") << false;
    }

    void truncatedEverywhere()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, name);
        QFETCH(bool, namesTheEnd);
        QVERIFY(!bytes.isEmpty());
        const Outcome intact = readCopy(bytes, name);
        QVERIFY2(!intact.explained, qPrintable(intact.first));
        QVERIFY(intact.runs > 0);
        const qsizetype content = bytes.trimmed().size(); // cuts past this leave the JSON whole
        for (qsizetype cut = 0; cut < bytes.size(); cut += stride()) {
            const QByteArray copy = bytes.first(cut);
            const Outcome outcome = readCopy(copy, name);
            if (!outcome.explained && outcome.runs < intact.runs)
                QFAIL(qPrintable(QStringLiteral("cut at %1: %2 of %3 runs, no problem").arg(cut).arg(outcome.runs).arg(intact.runs)));
            if (namesTheEnd && cut < content && !copy.trimmed().isEmpty()) {
                // The real cause comes first, never a consequence such as "empty input".
                if (!outcome.first.contains(QLatin1String("the file ends inside")) || outcome.first.contains(QLatin1String("empty input")))
                    QFAIL(qPrintable(QStringLiteral("cut at %1: %2").arg(cut).arg(outcome.first)));
            }
        }
    }

    void eachByteChanged()
    {
        const QByteArray sample = readAll(QStringLiteral("resources/sample-archive.json"));
        const Outcome intact = readCopy(sample, QStringLiteral("sample.json"));
        QVERIFY(intact.runs > 0);
        QStringList silent;
        for (qsizetype at = 0; at < sample.size(); at += stride()) {
            QByteArray copy = sample;
            // ',' becomes ']' (an array closed early); anything else changes case or bracket kind
            // ('{' <-> '[', 'R' <-> 'r'), or becomes a control character ('"', ':', digits).
            copy[at] = copy[at] == ',' ? ']' : char(copy[at] ^ 0x20);
            const Outcome outcome = readCopy(copy, QStringLiteral("sample.json"));
            if (!outcome.explained && outcome.runs < intact.runs)
                silent << QStringLiteral("byte %1 ('%2'): %3 of %4 runs").arg(at).arg(QLatin1Char(sample[at])).arg(outcome.runs).arg(intact.runs);
        }
        QVERIFY2(silent.isEmpty(), qPrintable(QStringLiteral("runs lost without a problem: ") + silent.mid(0, 30).join(QStringLiteral("; "))));
    }
};

QTEST_GUILESS_MAIN(TestReaderRobustness)
#include "tst_readerrobustness.moc"
