// SPDX-License-Identifier: Apache-2.0
// The filter line's lowercasing (FilterTextIndex::appendField, runfilterproxytext.h) against Qt's:
// whatever units a field holds, 16 at a time or one by one, ASCII, Latin-1 or beyond, lone
// surrogates included, its bytes are QString::toLower() in UTF-8 with tabs and line ends as spaces,
// and the field as typed finds its row (even with a lone surrogate, which Qt once wrote as "?" in a
// search string and as U+FFFD in the line: FilterTextIndex::lowercaseUtf8 is the one rule now).
#include "runfilterproxytext.h"

#include <cstdlib>
#include <cstring>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

QByteArray expectedField(const QString &text)
{
    // Qt's lowercasing, by the filter's one rule for it (lone surrogates as U+FFFD there).
    QByteArray bytes = kie::FilterTextIndex::lowercaseUtf8(text);
    bytes.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    return bytes;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The input as UTF-16 units (little-endian pairs), cut into two fields at its middle unit.
    QString units(qsizetype(size / 2), Qt::Uninitialized);
    if (size >= 2)
        std::memcpy(units.data(), data, size / 2 * 2);
    const QString first = units.left(units.size() / 2);
    const QString second = units.mid(units.size() / 2);

    kie::FilterTextIndex index;
    index.appendField(first);
    index.appendField(second, true);
    index.endRow();
    const QByteArray expected = expectedField(first) + '\t' + expectedField(second);
    check(index.rowText(0) == QByteArrayView(expected));

    // A field without tabs or line ends is found as it is, in capitals or not.
    if (!second.isEmpty() && !second.contains(QLatin1Char('\t')) && !second.contains(QLatin1Char('\n'))
        && !second.contains(QLatin1Char('\r')))
        check(index.rowContains(0, kie::FilterTextIndex::Needle(second)));
    return 0;
}
