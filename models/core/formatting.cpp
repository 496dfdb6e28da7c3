// SPDX-License-Identifier: Apache-2.0
#include "formatting.h"

#include "records.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace kie {

namespace {

// Rounds |value| to 4 significant digits, half up, and returns them as "dddd" plus the decimal
// exponent of the first digit. glibc prints the exact decimal expansion of a double, so the 5th
// digit decides (printf's own rounding would send exact ties to even: 1234.5 -> 1.234). The unit is
// chosen after rounding, so 999.95 comes back as "1000" with exponent 3.
void fourSignificantDigits(double value, QByteArray *digits, int *exponent)
{
    char text[96];
    std::snprintf(text, sizeof text, "%.59e", std::fabs(value)); // "d.ddd…de[+-]xx"
    const char *const e = std::strchr(text, 'e');
    *exponent = std::atoi(e + 1);
    int number = (text[0] - '0') * 1000 + (text[2] - '0') * 100 + (text[3] - '0') * 10 + (text[4] - '0');
    if (text[5] >= '5')
        ++number;
    if (number == 10000) { // 9.9995 -> 10.00
        number = 1000;
        ++*exponent;
    }
    *digits = QByteArray::number(number).rightJustified(4, '0'); // zero: "0000"
}

QString withLocaleDecimalPoint(QByteArray number)
{
    QString text = QString::fromLatin1(number);
    const QString point = QLocale().decimalPoint();
    if (point != QLatin1String("."))
        text.replace(QLatin1Char('.'), point);
    return text;
}

std::optional<qint64> wholeMetric(const RunRecord &run, const QString &key)
{
    if (!run.sourceNative)
        return std::nullopt;
    const std::optional<double> value = run.sourceNative->metric(key);
    if (!value || !std::isfinite(*value) || std::floor(*value) != *value || std::fabs(*value) > 9.0e15)
        return std::nullopt;
    return qint64(*value);
}

std::optional<double> finiteMetric(const RunRecord &run, const QString &key)
{
    if (!run.sourceNative)
        return std::nullopt;
    const std::optional<double> value = run.sourceNative->metric(key);
    if (!value || !std::isfinite(*value))
        return std::nullopt;
    return value;
}

} // namespace

QString wordsText(Words words, const char *context, const char *source, int n)
{
    if (words == Words::Translated)
        return QCoreApplication::translate(context, source, nullptr, n);
    QString text = QString::fromUtf8(source);
    if (n >= 0) {
        text.replace(QLatin1String("%n"), QString::number(n));
        text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
    }
    return text;
}

bool isLayoutCharacter(char16_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069) || c >= 0xFFFE;
}

namespace {

bool hiddenOrLayout(char16_t c, LineBreaks breaks)
{
    if (c == u'\t' || c == u'\n' || c == 0x2028 || c == 0x2029)
        return breaks == LineBreaks::Replace;
    return isLayoutCharacter(c);
}

// `count` characters past the end of what is shown.
QString moreCharacters(qsizetype count)
{
    // (n computed first: a template argument inside the call sends lupdate's parser into a loop)
    const int n = int(std::min<qsizetype>(count, INT_MAX));
    return QCoreApplication::translate("kie::Formatting", "\u2026 (%n more character(s))", nullptr, n);
}

// The first `length` units of `text`, never half of a surrogate pair.
qsizetype cutAt(QStringView text, qsizetype length)
{
    return length > 0 && length < text.size() && text[length - 1].isHighSurrogate() ? length - 1 : length;
}

QString cutToLength(const QString &text, qsizetype maxTotal)
{
    if (text.size() <= kShownLineLimit && (maxTotal < 0 || text.size() <= maxTotal))
        return text;
    QString cut;
    qsizetype from = 0;
    while (from < text.size()) {
        if (maxTotal >= 0 && cut.size() >= maxTotal) {
            cut += moreCharacters(text.size() - from);
            return cut;
        }
        qsizetype end = text.indexOf(QLatin1Char('\n'), from);
        end = end < 0 ? text.size() : end;
        const qsizetype keep = cutAt(QStringView(text).mid(from), std::min(end - from, kShownLineLimit));
        cut += QStringView(text).mid(from, keep);
        if (keep < end - from)
            cut += moreCharacters(end - from - keep);
        if (end < text.size())
            cut += QLatin1Char('\n');
        from = end + 1;
    }
    return cut;
}

} // namespace

QString shownText(const QString &text, LineBreaks breaks, qsizetype maxTotal)
{
    QString shown;
    const QChar *units = text.constData();
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = units[i];
        if (c.isHighSurrogate() && i + 1 < text.size() && units[i + 1].isLowSurrogate()) {
            ++i; // a pair is one character beyond the BMP
            continue;
        }
        if (!c.isSurrogate() && !hiddenOrLayout(c.unicode(), breaks))
            continue;
        if (shown.isNull())
            shown = QString(units, text.size()); // the first one: copy (nearly always none, and shared)
        shown[i] = QChar(0xFFFD);
    }
    return cutToLength(shown.isNull() ? text : shown, maxTotal);
}

QString elideMiddle(const QString &text, qsizetype maxCharacters)
{
    if (text.size() <= maxCharacters)
        return text;
    if (maxCharacters < 3)
        return QString(QChar(0x2026));
    // Slightly more of the end than of the start: that is where names in one group differ.
    qsizetype head = (maxCharacters - 1) * 2 / 5;
    qsizetype tail = maxCharacters - 1 - head;
    if (head > 0 && QChar::isHighSurrogate(text.at(head - 1).unicode()))
        --head;
    if (tail > 0 && QChar::isLowSurrogate(text.at(text.size() - tail).unicode()))
        --tail;
    return text.left(head) + QChar(0x2026) + text.right(tail);
}

QVariant shownDisplay(const QVariant &value)
{
    if (value.typeId() != QMetaType::QString)
        return value;
    return shownText(value.toString(), LineBreaks::Replace);
}

QString formatLatencyNs(double nanoseconds, Words words)
{
    if (!std::isfinite(nanoseconds))
        return wordsText(words, "kie::Formatting", QT_TRANSLATE_NOOP("kie::Formatting", "not a number"));

    QByteArray digits;
    int exponent = 0;
    fourSignificantDigits(nanoseconds, &digits, &exponent);

    static const char *const units[] = {"ns", "\xc2\xb5s", "ms", "s"};
    int unit = 0;
    if (nanoseconds != 0.0)
        unit = std::clamp(exponent >= 0 ? exponent / 3 : 0, 0, 3);
    // Position of the decimal point within the digits once scaled to the unit.
    const int integerDigits = exponent - 3 * unit + 1;

    QByteArray number;
    if (integerDigits > 7 || integerDigits < -3) { // past what reads at a glance: "1.000e299 s", not 300 digits
        number = digits.left(1) + '.' + digits.mid(1) + 'e' + QByteArray::number(integerDigits - 1);
    } else if (integerDigits <= 0) { // below 1 ns: 0.5 -> "0.5000"
        number = "0." + QByteArray(-integerDigits, '0') + digits;
    } else if (integerDigits >= 4) { // 1000 s and beyond: whole seconds
        number = digits + QByteArray(integerDigits - 4, '0');
    } else {
        number = digits.left(integerDigits) + '.' + digits.mid(integerDigits);
    }
    if (std::signbit(nanoseconds) && nanoseconds != 0.0)
        number.prepend('-');
    return withLocaleDecimalPoint(number) + QLatin1Char(' ') + QString::fromUtf8(units[unit]);
}

QString formatRelativeToBest(double ratio)
{
    if (!std::isfinite(ratio))
        return QString();
    const double percent = (ratio - 1.0) * 100.0;
    // The #1 itself, and ties with it, read "0.0 %" rather than "+0.0 %" or "-0.0 %".
    const QString digits = QLocale().toString(std::fabs(percent), 'f', 1);
    const bool zero = digits == QLocale().toString(0.0, 'f', 1);
    const QString sign = zero ? QString() : percent > 0 ? QStringLiteral("+") : QString(QChar(0x2212));
    return sign + digits + QStringLiteral("\u00A0%");
}

QString statisticName(const QString &statistic, Words words)
{
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("kie::Statistic", "mean"),   QT_TRANSLATE_NOOP("kie::Statistic", "median"),
        QT_TRANSLATE_NOOP("kie::Statistic", "min"),    QT_TRANSLATE_NOOP("kie::Statistic", "max"),
        QT_TRANSLATE_NOOP("kie::Statistic", "stddev"), QT_TRANSLATE_NOOP("kie::Statistic", "p95"),
    };
    for (const char *name : names) {
        if (statistic == QLatin1String(name))
            return wordsText(words, "kie::Statistic", name);
    }
    return statistic;
}

QString evidenceLevelName(const QString &level, Words words)
{
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("kie::EvidenceLevel", "source-reported"),
        QT_TRANSLATE_NOOP("kie::EvidenceLevel", "source-native"),
        QT_TRANSLATE_NOOP("kie::EvidenceLevel", "controlled-rerun"),
    };
    for (const char *name : names) {
        if (level == QLatin1String(name))
            return wordsText(words, "kie::EvidenceLevel", name);
    }
    return level;
}

QString runStatusWord(RunStatus status, Words words)
{
    switch (status) {
    case RunStatus::Passed:
        return wordsText(words, "kie::RunStatus", QT_TRANSLATE_NOOP("kie::RunStatus", "passed"));
    case RunStatus::Failed:
        return wordsText(words, "kie::RunStatus", QT_TRANSLATE_NOOP("kie::RunStatus", "failed"));
    case RunStatus::Error:
        return wordsText(words, "kie::RunStatus", QT_TRANSLATE_NOOP("kie::RunStatus", "error"));
    case RunStatus::Unknown:
        break;
    }
    return wordsText(words, "kie::RunStatus", QT_TRANSLATE_NOOP("kie::RunStatus", "unknown"));
}

QString runStatusText(const RunRecord &run, Words words)
{
    // A recognised status was read as exactly its English word (runStatusFromName), and so was one
    // the file calls "unknown" itself.
    if (run.status != RunStatus::Unknown || run.statusText.isEmpty()
        || run.statusText == runStatusWord(RunStatus::Unknown, Words::English))
        return runStatusWord(run.status, words);
    return run.statusText;
}

QString formatSolScore(double score, Words words)
{
    return wordsText(words, "kie::Formatting", QT_TRANSLATE_NOOP("kie::Formatting", "SOL %1")).arg(QLocale().toString(score, 'f', 4));
}

QString formatSpeedup(double speedup, Words words)
{
    return wordsText(words, "kie::Formatting", QT_TRANSLATE_NOOP("kie::Formatting", "%1× reference"))
        .arg(QLocale().toString(speedup, 'f', 2));
}

QString formatCasesFaster(qint64 faster, qint64 total, Words words)
{
    return wordsText(words, "kie::Formatting", QT_TRANSLATE_NOOP("kie::Formatting", "%1/%2 cases faster")).arg(faster).arg(total);
}

QString formatHardware(const EnvironmentRecord &environment)
{
    if (environment.product.isEmpty())
        return environment.architecture;
    if (environment.architecture.isEmpty())
        return environment.product;
    return environment.product + QStringLiteral(" (") + environment.architecture + QLatin1Char(')');
}

QString formatHarness(const ProtocolRecord &protocol)
{
    if (protocol.harnessVersion.isEmpty())
        return protocol.harnessName;
    if (protocol.harnessName.isEmpty())
        return protocol.harnessVersion;
    return protocol.harnessName + QLatin1Char(' ') + protocol.harnessVersion;
}

std::optional<double> solScore(const RunRecord &run)
{
    return finiteMetric(run, QStringLiteral("sol_score"));
}

std::optional<double> speedupVsReference(const RunRecord &run)
{
    return finiteMetric(run, QStringLiteral("avg_speedup"));
}

std::optional<std::pair<qint64, qint64>> casesFaster(const RunRecord &run)
{
    const std::optional<qint64> count = wholeMetric(run, QStringLiteral("fast_1_count"));
    const std::optional<qint64> total = wholeMetric(run, QStringLiteral("fast_1_total"));
    // A count outside 0..total is not a fraction of cases; showing it would mislead.
    if (!count || !total || *total <= 0 || *count < 0 || *count > *total)
        return std::nullopt;
    return std::make_pair(*count, *total);
}

} // namespace kie
