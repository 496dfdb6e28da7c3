// SPDX-License-Identifier: Apache-2.0
// The scanner through windows of copied bytes (ScanOptions::read, as the reader scans a mapped
// file) and reading the same bytes in place, compared (and described as lines of text, so that a
// difference shows where it is): what tst_jsonscan and fuzz_scan check.
#pragma once

#include "jsonscan.h"

#include <QStringList>

#include <algorithm>
#include <cstring>
#include <vector>

namespace kie::test {

struct ScannedBytes
{
    ScanResult result;
    std::vector<ScanSpan> streamed;
    int reads = 0; // copies read
    int readsOutside = 0; // copies asked for outside the input (refused)
};

// `window` 0 scans the bytes in place; `failAfter` >= 0 makes every copy from that one on fail.
// "items" is streamed and "attestations" stored, as the reader asks.
inline ScannedBytes scanBytes(const QByteArray &data, qint64 window, int failAfter = -1)
{
    ScannedBytes out;
    ScanOptions options;
    options.collect = [](QByteArrayView key, const std::vector<ScanMember> &) {
        return key == "items" ? ScanOptions::Collect::Stream : key == "attestations" ? ScanOptions::Collect::Store : ScanOptions::Collect::No;
    };
    options.onElement = [&out](const ScanSpan &element) {
        out.streamed.push_back(element);
        return true;
    };
    if (window > 0) {
        options.windowBytes = window;
        options.read = [&data, &out, failAfter](qint64 offset, char *to, qint64 size) {
            if (failAfter >= 0 && out.reads >= failAfter)
                return false;
            ++out.reads;
            if (offset < 0 || size < 0 || offset + size > data.size()) {
                ++out.readsOutside;
                return false;
            }
            std::memcpy(to, data.constData() + offset, size_t(size));
            return true;
        };
    }
    out.result = scanJson(data.constData(), 0, data.size(), 1, 1, options);
    return out;
}

inline bool sameSpan(const ScanSpan &a, const ScanSpan &b)
{
    return a.begin == b.begin && a.end == b.end && a.line == b.line && a.column == b.column;
}

inline bool sameSpans(const std::vector<ScanSpan> &a, const std::vector<ScanSpan> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), sameSpan);
}

// Whether two scans found the same: every span, error and the value after.
inline bool sameScans(const ScannedBytes &a, const ScannedBytes &b)
{
    const ScanResult &x = a.result, &y = b.result;
    if (!sameSpan(x.value, y.value) || x.nextValue != y.nextValue || x.cancelled != y.cancelled || bool(x.error) != bool(y.error)
        || !sameSpans(a.streamed, b.streamed) || x.members.size() != y.members.size())
        return false;
    if (x.error && (x.error->offset != y.error->offset || x.error->line != y.error->line || x.error->column != y.error->column
                    || x.error->message != y.error->message))
        return false;
    for (size_t m = 0; m < x.members.size(); ++m) {
        const ScanMember &p = x.members[m], &q = y.members[m];
        if (!sameSpan(p.key, q.key) || !sameSpan(p.value, q.value) || p.collected != q.collected || p.elementCount != q.elementCount
            || !sameSpans(p.elements, q.elements) || bool(p.unfinished) != bool(q.unfinished)
            || (p.unfinished && !sameSpan(*p.unfinished, *q.unfinished)))
            return false;
    }
    return true;
}

// Everything a scan found, as lines of text, so that a difference shows where it is.
inline QString describe(const ScanSpan &span)
{
    return QStringLiteral("[%1,%2) %3:%4").arg(span.begin).arg(span.end).arg(span.line).arg(span.column);
}

inline QStringList describe(const ScannedBytes &scanned)
{
    const ScanResult &r = scanned.result;
    QStringList lines{QStringLiteral("value %1 next %2%3").arg(describe(r.value)).arg(r.nextValue).arg(r.cancelled ? QStringLiteral(" cancelled") : QString())};
    if (r.error)
        lines << QStringLiteral("error %1 %2:%3 %4").arg(r.error->offset).arg(r.error->line).arg(r.error->column).arg(r.error->message);
    for (const ScanMember &member : r.members) {
        lines << QStringLiteral("member %1 = %2, %3 elements%4%5")
                     .arg(describe(member.key), describe(member.value))
                     .arg(member.elementCount)
                     .arg(member.collected ? QStringLiteral(", collected") : QString())
                     .arg(member.unfinished ? QStringLiteral(", unfinished ") + describe(*member.unfinished) : QString());
        for (const ScanSpan &element : member.elements)
            lines << QStringLiteral("  element ") + describe(element);
    }
    for (const ScanSpan &element : scanned.streamed)
        lines << QStringLiteral("streamed ") + describe(element);
    return lines;
}

} // namespace kie::test
