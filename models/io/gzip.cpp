// SPDX-License-Identifier: Apache-2.0
#include "gzip.h"

#include <QCoreApplication>

#include <zlib.h>

#include <algorithm>
#include <utility>

namespace kie {

namespace {

// simdjson reads up to this many bytes past the data: the output keeps that much spare capacity.
constexpr qint64 kPadding = 64;
constexpr qint64 kStep = qint64(4) << 20; // limits are checked every 4 MiB of output
constexpr qint64 kRatioFloor = qint64(16) << 20; // small outputs are never called bombs
constexpr qint64 kFirstBuffer = qint64(1) << 20; // until the prefix check passes

// lupdate files a Tr::tr() call under the class that declares it: this struct names the context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::Gzip)
};

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// The first two tokens of `prefix` (after an optional byte order mark): offsets, -1 when absent.
void firstTokens(QByteArrayView prefix, qsizetype *first, qsizetype *second)
{
    qsizetype i = prefix.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < prefix.size() && isSpace(prefix[i]))
        ++i;
    *first = i < prefix.size() ? i : -1;
    *second = -1;
    if (*first < 0)
        return;
    qsizetype j = i + 1;
    while (j < prefix.size() && isSpace(prefix[j]))
        ++j;
    *second = j < prefix.size() ? j : -1;
}

class Inflater
{
public:
    Inflater(QByteArrayView compressed, const GzipLimits &limits, const GzipPrefixCheck &check)
        : m_in(compressed), m_limits(limits), m_check(check), m_checked(!check)
    {
    }
    GunzipResult run();

private:
    bool grow(qint64 wanted);
    QString reason(int status) const
    {
        return m_stream.msg ? QString::fromLatin1(m_stream.msg) : QString::number(status);
    }

    QByteArrayView m_in;
    const GzipLimits &m_limits;
    const GzipPrefixCheck &m_check;
    z_stream m_stream = {};
    QByteArray m_out;
    qint64 m_produced = 0;
    bool m_checked;
};

bool Inflater::grow(qint64 wanted)
{
    if (m_out.size() - m_produced >= wanted + kPadding)
        return true;
    const qint64 cap = m_checked ? m_limits.maxBytes + kStep + kPadding : kFirstBuffer + kPadding;
    const qint64 size = std::min<qint64>(std::max<qint64>(m_out.size() * 2, m_produced + wanted + kPadding), cap);
    if (size <= m_out.size())
        return m_out.size() - m_produced > kPadding;
    m_out.resize(qsizetype(size));
    return true;
}

GunzipResult Inflater::run()
{
    GunzipResult result;
    if (!isGzip(m_in)) {
        result.error = Tr::tr("not gzip data");
        return result;
    }
    if (inflateInit2(&m_stream, 16 + MAX_WBITS) != Z_OK) {
        result.error = Tr::tr("cannot start zlib");
        return result;
    }
    const auto *input = reinterpret_cast<const Bytef *>(m_in.data());
    const qint64 inputSize = m_in.size();
    qint64 memberStart = 0; // compressed offset of the member being inflated
    qint64 memberOutput = 0; // output before that member
    int members = 0;
    const auto stopAtMember = [&](const QString &what) {
        // A later member is damaged: keep the complete members before it and say where it is.
        result.trailing = what;
        result.trailingOffset = memberStart;
        m_produced = memberOutput;
    };
    for (;;) {
        const qint64 offsetIn = memberStart + qint64(m_stream.total_in);
        m_stream.next_in = const_cast<Bytef *>(input + offsetIn);
        m_stream.avail_in = uInt(std::min<qint64>(inputSize - offsetIn, qint64(1) << 30));
        if (!grow(kStep)) { // only before the check: after it, the limit below stops first
            result.error = Tr::tr("refused: more than %1 bytes of whitespace before the first value").arg(kFirstBuffer);
            break;
        }
        const uLong outBefore = m_stream.total_out;
        m_stream.next_out = reinterpret_cast<Bytef *>(m_out.data() + m_produced);
        m_stream.avail_out = uInt(std::min<qint64>(m_out.size() - m_produced - kPadding, kStep));
        const int status = inflate(&m_stream, Z_NO_FLUSH);
        m_produced += qint64(m_stream.total_out - outBefore);
        const qint64 consumed = memberStart + qint64(m_stream.total_in);
        const bool truncated = status == Z_BUF_ERROR && m_stream.avail_in == 0 && consumed >= inputSize;
        if ((status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) || truncated) {
            const QString what = truncated
                ? Tr::tr("the gzip data is truncated (after %1 decompressed bytes)").arg(m_produced)
                : Tr::tr("corrupt gzip data after %1 decompressed bytes: %2").arg(m_produced).arg(reason(status));
            if (members == 0) {
                result.error = what;
                break;
            }
            stopAtMember(Tr::tr("gzip member %1 at byte %2 is damaged (%3); the data after byte %4 is not read")
                             .arg(members + 1).arg(memberStart).arg(what).arg(memberStart));
            break;
        }
        // At a member's end the prefix is all there is only when no member follows: an empty first
        // member (as `gzip -dc` reads it) is skipped, not taken for empty data.
        const bool lastMember = status == Z_STREAM_END && (consumed >= inputSize || !isGzip(m_in.sliced(consumed)));
        if (!m_checked && m_check && (jsonPrefixDecidable(QByteArrayView(m_out.constData(), m_produced)) || lastMember)) {
            m_checked = true;
            QString why;
            if (!m_check(QByteArrayView(m_out.constData(), m_produced), &why)) {
                result.error = why;
                break;
            }
        }
        if (m_produced > m_limits.maxBytes) {
            result.error = Tr::tr("refused: decompresses to more than %1 bytes (the limit)").arg(m_limits.maxBytes);
            break;
        }
        if (m_produced > kRatioFloor && double(m_produced) > m_limits.maxRatio * double(consumed)) {
            result.error = Tr::tr("refused as a likely gzip bomb: %1 bytes inflate to more than %2 (over %3:1)")
                               .arg(consumed).arg(m_produced).arg(m_limits.maxRatio);
            break;
        }
        if (status != Z_STREAM_END)
            continue;
        ++members;
        memberStart = consumed;
        memberOutput = m_produced;
        if (consumed >= inputSize)
            break;
        if (!isGzip(m_in.sliced(consumed))) {
            stopAtMember(Tr::tr("trailing data after gzip member %1 at byte %2 (%n byte(s), not a gzip member); ignored",
                                nullptr, int(std::min<qint64>(inputSize - consumed, 1 << 30)))
                             .arg(members).arg(consumed));
            break;
        }
        inflateReset(&m_stream);
    }
    inflateEnd(&m_stream);
    if (result.error.isEmpty()) {
        m_out.resize(qsizetype(m_produced)); // capacity (and so the parser's padding) is kept
        result.data = std::move(m_out);
    }
    return result;
}

} // namespace

bool isGzip(QByteArrayView bytes)
{
    return bytes.size() >= 2 && uchar(bytes[0]) == 0x1f && uchar(bytes[1]) == 0x8b;
}

GunzipResult gunzipMembers(QByteArrayView compressed, const GzipLimits &limits, const GzipPrefixCheck &check)
{
    Inflater inflater(compressed, limits, check);
    return inflater.run();
}

QByteArray gunzip(QByteArrayView compressed, qint64 maxBytes, double maxRatio, QString *error)
{
    GunzipResult result = gunzipMembers(compressed, GzipLimits{maxBytes, maxRatio});
    const QString message = !result.error.isEmpty() ? result.error : result.trailing;
    if (!message.isEmpty()) {
        if (error)
            *error = message;
        return QByteArray();
    }
    return std::move(result.data);
}

QByteArray inflatePrefix(QByteArrayView compressed, qsizetype maxOut)
{
    z_stream stream{};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK)
        return {};
    QByteArray out(maxOut, Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.data()));
    stream.avail_in = uInt(std::min<qint64>(compressed.size(), qint64(1) << 30));
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = uInt(maxOut);
    int status = Z_OK;
    while (status == Z_OK && stream.avail_out > 0 && stream.avail_in > 0)
        status = inflate(&stream, Z_NO_FLUSH);
    out.truncate(qsizetype(maxOut - stream.avail_out));
    inflateEnd(&stream);
    return out;
}

QByteArray gzip(QByteArrayView data, int level)
{
    z_stream stream = {};
    if (deflateInit2(&stream, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return QByteArray();
    QByteArray out;
    out.resize(qsizetype(deflateBound(&stream, uLong(std::min<qint64>(data.size(), qint64(1) << 30))) + 64));
    qint64 written = 0, read = 0;
    int status = Z_OK;
    while (status != Z_STREAM_END) {
        const qint64 chunk = std::min<qint64>(data.size() - read, qint64(1) << 30);
        stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data() + read));
        stream.avail_in = uInt(chunk);
        if (out.size() - written < (1 << 16))
            out.resize(out.size() * 2);
        stream.next_out = reinterpret_cast<Bytef *>(out.data() + written);
        stream.avail_out = uInt(std::min<qint64>(out.size() - written, qint64(1) << 30));
        const uLong inBefore = stream.total_in, outBefore = stream.total_out;
        status = deflate(&stream, read + chunk >= data.size() ? Z_FINISH : Z_NO_FLUSH);
        read += qint64(stream.total_in - inBefore);
        written += qint64(stream.total_out - outBefore);
        if (status == Z_STREAM_ERROR)
            break;
    }
    deflateEnd(&stream);
    out.resize(qsizetype(written));
    return out;
}

bool jsonPrefixDecidable(QByteArrayView prefix)
{
    qsizetype first, second;
    firstTokens(prefix, &first, &second);
    return first >= 0 && (prefix[first] != '{' || second >= 0);
}

QString otherUnicodeEncodingReason(QByteArrayView prefix)
{
    if (prefix.size() < 4)
        return QString();
    const auto b = [&prefix](int i) { return uchar(prefix[i]); };
    const auto ascii = [](uchar c) { return c != 0 && c < 0x80; };
    const char *encoding = nullptr;
    // UTF-32LE's mark begins with UTF-16LE's: it is looked at first.
    if (b(0) == 0xFF && b(1) == 0xFE && b(2) == 0 && b(3) == 0)
        encoding = "UTF-32LE";
    else if (b(0) == 0 && b(1) == 0 && b(2) == 0xFE && b(3) == 0xFF)
        encoding = "UTF-32BE";
    else if (b(0) == 0xFF && b(1) == 0xFE)
        encoding = "UTF-16LE";
    else if (b(0) == 0xFE && b(1) == 0xFF)
        encoding = "UTF-16BE";
    else if (ascii(b(0)) && b(1) == 0 && b(2) == 0 && b(3) == 0)
        encoding = "UTF-32LE";
    else if (b(0) == 0 && b(1) == 0 && b(2) == 0 && ascii(b(3)))
        encoding = "UTF-32BE";
    else if (ascii(b(0)) && b(1) == 0 && ascii(b(2)) && b(3) == 0)
        encoding = "UTF-16LE";
    else if (b(0) == 0 && ascii(b(1)) && b(2) == 0 && ascii(b(3)))
        encoding = "UTF-16BE";
    if (!encoding)
        return QString();
    return Tr::tr("the data is %1, not UTF-8, the encoding archives are in (RFC 8259 §8.1): convert it first, for example "
                  "with iconv -f %1 -t UTF-8")
        .arg(QLatin1StringView(encoding));
}

bool startsLikeJsonObject(QByteArrayView prefix, QString *why)
{
    qsizetype first, second;
    firstTokens(prefix, &first, &second);
    if (first < 0) {
        if (why)
            *why = prefix.isEmpty() ? Tr::tr("the data is empty") : Tr::tr("the data holds only whitespace");
        return false;
    }
    // An object starts with '{' and then a key or '}'.
    const qsizetype bad = prefix[first] != '{' ? first : (second >= 0 && prefix[second] != '"' && prefix[second] != '}') ? second : -1;
    if (bad < 0)
        return true;
    if (why) {
        if (QString reason = otherUnicodeEncodingReason(prefix); !reason.isEmpty()) {
            *why = std::move(reason);
            return false;
        }
        const uchar c = uchar(prefix[bad]);
        const QChar shown = c >= 0x20 && c < 0x7f ? QLatin1Char(char(c)) : QChar(u'?');
        *why = (bad == first ? Tr::tr("not a run archive, manifest bundle, object or JSON Lines: expected '{' at byte %1, found '%2' (byte 0x%3)")
                             : Tr::tr("not a run archive, manifest bundle, object or JSON Lines: expected '\"' or '}' after '{' at byte %1, found '%2' (byte 0x%3)"))
                   .arg(bad).arg(shown).arg(c, 2, 16, QLatin1Char('0'));
    }
    return false;
}

} // namespace kie
