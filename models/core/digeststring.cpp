// SPDX-License-Identifier: Apache-2.0
#include "digeststring.h"

#include <cstring>

namespace kie {

namespace {

constexpr QStringView kPrefix = u"sha256:";
constexpr qsizetype kCanonicalSize = 7 + 64;

int hexValue(char16_t c)
{
    if (c >= u'0' && c <= u'9')
        return c - u'0';
    if (c >= u'a' && c <= u'f')
        return c - u'a' + 10;
    return -1; // upper case is not the canonical form (§3: lowercase hex)
}

} // namespace

DigestString::DigestString(const QString &text)
{
    Sha256 bytes;
    if (parseSha256(text, bytes))
        m_value = bytes;
    else
        m_value = text;
}

DigestString DigestString::fromSha256(const Sha256 &bytes)
{
    DigestString digest;
    digest.m_value = bytes;
    return digest;
}

bool DigestString::parseSha256(QStringView text, Sha256 &bytes)
{
    if (text.size() != kCanonicalSize || !text.startsWith(kPrefix))
        return false;
    const char16_t *hex = text.utf16() + kPrefix.size();
    for (size_t i = 0; i < bytes.size(); ++i) {
        const int high = hexValue(hex[2 * i]);
        const int low = hexValue(hex[2 * i + 1]);
        if (high < 0 || low < 0)
            return false;
        bytes[i] = quint8(high << 4 | low);
    }
    return true;
}

bool DigestString::isEmpty() const
{
    const QString *text = std::get_if<QString>(&m_value);
    return text && text->isEmpty();
}

qsizetype DigestString::size() const
{
    const QString *text = std::get_if<QString>(&m_value);
    return text ? text->size() : kCanonicalSize;
}

QString DigestString::toString() const
{
    if (const QString *text = std::get_if<QString>(&m_value))
        return *text;
    static constexpr char16_t kDigits[] = u"0123456789abcdef";
    const Sha256 &bytes = std::get<Sha256>(m_value);
    QString out(kCanonicalSize, Qt::Uninitialized);
    char16_t *data = reinterpret_cast<char16_t *>(out.data());
    std::memcpy(data, kPrefix.utf16(), size_t(kPrefix.size()) * sizeof(char16_t));
    data += kPrefix.size();
    for (const quint8 byte : bytes) {
        *data++ = kDigits[byte >> 4];
        *data++ = kDigits[byte & 0xf];
    }
    return out;
}

bool DigestString::equals(QStringView text) const
{
    if (const QString *own = std::get_if<QString>(&m_value))
        return QStringView(*own) == text;
    Sha256 bytes;
    return parseSha256(text, bytes) && bytes == std::get<Sha256>(m_value);
}

size_t qHash(const DigestString &digest, size_t seed) noexcept
{
    if (const DigestString::Sha256 *bytes = digest.sha256())
        return qHashBits(bytes->data(), bytes->size(), seed);
    return qHash(std::get<QString>(digest.m_value), seed);
}

char *toString(const DigestString &digest)
{
    return qstrdup(digest.toString().toUtf8().constData());
}

} // namespace kie
