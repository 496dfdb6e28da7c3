// SPDX-License-Identifier: Apache-2.0
#include "digestquery.h"

#include "digeststring.h"

namespace kie {

namespace {

constexpr QLatin1StringView kScheme("sha256:");

} // namespace

bool DigestQuery::isHexDigits(QStringView text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!((u >= u'0' && u <= u'9') || (u >= u'a' && u <= u'f') || (u >= u'A' && u <= u'F')))
            return false;
    }
    return !text.isEmpty();
}

QStringView DigestQuery::digitsOf(QStringView text)
{
    QStringView digits = text.trimmed();
    if (digits.startsWith(kScheme, Qt::CaseInsensitive))
        digits = digits.mid(kScheme.size());
    // A record page shows digests cut with an ellipsis ("sha256:381f22e4759e66ec6db9692…"): a prefix.
    if (digits.endsWith(u'\u2026'))
        digits.chop(1);
    else if (digits.endsWith(u"..."))
        digits.chop(3);
    return digits;
}

DigestQuery DigestQuery::parse(const QString &text)
{
    const QStringView digits = digitsOf(text);
    DigestQuery query;
    if (!isHexDigits(digits))
        query.problem = Problem::NotHex;
    else if (digits.size() < kMinimumDigits)
        query.problem = Problem::TooShort;
    else
        query.hex = digits.toString().toLower();
    return query;
}

bool DigestQuery::matches(const QString &digest) const
{
    // A computed digest is "sha256:" and lowercase hex (ARCHIVE.md §3); the digits follow the last colon.
    const qsizetype colon = digest.lastIndexOf(QLatin1Char(':'));
    return isValid() && QStringView(digest).mid(colon + 1).startsWith(hex);
}

bool DigestQuery::matches(const DigestString &digest) const
{
    if (!isValid() || digest.isEmpty())
        return false;
    const DigestString::Sha256 *bytes = digest.sha256();
    if (!bytes) // kept as text: not the canonical form
        return matches(digest.toString());
    // The canonical form's 32 bytes, digit by digit: no text per run (the window checks every run).
    if (hex.size() > qsizetype(2 * bytes->size()))
        return false;
    for (qsizetype i = 0; i < hex.size(); ++i) {
        const quint8 byte = (*bytes)[size_t(i / 2)];
        const int nibble = i % 2 == 0 ? byte >> 4 : byte & 0x0F;
        const char16_t c = hex.at(i).unicode(); // lowercase hex (parse)
        if (nibble != (c <= u'9' ? c - u'0' : c - u'a' + 10))
            return false;
    }
    return true;
}

} // namespace kie
