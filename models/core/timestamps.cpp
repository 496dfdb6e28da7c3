// SPDX-License-Identifier: Apache-2.0
#include "timestamps.h"

namespace kie {

std::optional<qint64> timestampMsUtc(QStringView text)
{
    // By hand (a million stamps per archive): YYYY-MM-DD[(T|t| )hh:mm[:ss[.fff]]][Z|z|±hh:mm].
    const auto digits = [&text](qsizetype at, qsizetype count, int *value) {
        if (at + count > text.size())
            return false;
        int result = 0;
        for (qsizetype i = at; i < at + count; ++i) {
            const char16_t c = text[i].unicode();
            if (c < u'0' || c > u'9')
                return false;
            result = result * 10 + int(c - u'0');
        }
        *value = result;
        return true;
    };
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (!digits(0, 4, &year) || text.size() < 10 || text[4] != u'-' || !digits(5, 2, &month) || text[7] != u'-'
        || !digits(8, 2, &day) || month < 1 || month > 12 || day < 1 || day > 31)
        return std::nullopt;
    qsizetype at = 10;
    qint64 millis = 0;
    qint64 offsetMinutes = 0;
    if (at < text.size()) {
        const QChar separator = text[at];
        if (separator != u'T' && separator != u't' && separator != u' ')
            return std::nullopt;
        if (!digits(at + 1, 2, &hour) || at + 3 >= text.size() || text[at + 3] != u':' || !digits(at + 4, 2, &minute)
            || hour > 23 || minute > 59)
            return std::nullopt;
        at += 6;
        if (at < text.size() && text[at] == u':') {
            if (!digits(at + 1, 2, &second) || second > 60)
                return std::nullopt;
            at += 3;
            if (at < text.size() && (text[at] == u'.' || text[at] == u',')) {
                ++at;
                qint64 scale = 100;
                const qsizetype start = at;
                while (at < text.size() && text[at].isDigit()) {
                    millis += scale * (text[at].unicode() - u'0');
                    scale /= 10;
                    ++at;
                }
                if (at == start)
                    return std::nullopt;
            }
        }
        if (at < text.size()) {
            const QChar zone = text[at];
            if (zone == u'Z' || zone == u'z') {
                ++at;
            } else if (zone == u'+' || zone == u'-') {
                int offsetHours = 0, offsetMins = 0;
                if (!digits(at + 1, 2, &offsetHours) || at + 3 >= text.size() || text[at + 3] != u':'
                    || !digits(at + 4, 2, &offsetMins))
                    return std::nullopt;
                offsetMinutes = (zone == u'+' ? 1 : -1) * (offsetHours * 60 + offsetMins);
                at += 6;
            }
        }
        if (at != text.size())
            return std::nullopt;
    }
    // Days from the civil date (proleptic Gregorian), H. Hinnant's algorithm.
    const int y = year - (month <= 2 ? 1 : 0);
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yearOfEra = y - era * 400;
    const int dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    const qint64 days = qint64(era) * 146097 + dayOfEra - 719468;
    const qint64 seconds = days * 86400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
    return seconds * 1000 + millis;
}

qint64 utcDayOf(qint64 msSinceEpoch)
{
    constexpr qint64 kDayMs = 86400000;
    return msSinceEpoch >= 0 ? msSinceEpoch / kDayMs : -((-msSinceEpoch + kDayMs - 1) / kDayMs);
}

} // namespace kie
