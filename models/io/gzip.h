// SPDX-License-Identifier: Apache-2.0
// gzip for every reader and writer (the archive reader, trace import, the fetcher, the writer): one
// set of limits, members handled strictly. Concatenated members (`cat a.gz b.gz`) are one stream;
// a damaged later member or trailing bytes that are not a member are reported with their byte
// offset, never dropped silently. A caller can refuse the data as soon as the inflated prefix shows
// it cannot be what it expects (an archive starts with '{'), before inflating gigabytes.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>

namespace kie {

struct GzipLimits
{
    qint64 maxBytes = qint64(8) << 30; // inflated output cap
    double maxRatio = 1000.0; // inflated/compressed beyond this (past 16 MiB) is refused as a bomb
};

// Sees the inflated bytes so far (at least one non-whitespace byte, or all of a shorter stream);
// returns false and says why to stop inflating.
using GzipPrefixCheck = std::function<bool(QByteArrayView prefix, QString *why)>;

struct GunzipResult
{
    QByteArray data; // the inflated bytes of every complete member (capacity keeps simdjson's padding)
    QString error; // fatal: the first member is corrupt or truncated, a limit was hit, the prefix refused
    QString trailing; // not fatal: what follows the last good member (a damaged member, garbage)
    qint64 trailingOffset = -1; // byte offset of that in the compressed input
    bool ok() const { return error.isEmpty(); }
};

bool isGzip(QByteArrayView bytes);
GunzipResult gunzipMembers(QByteArrayView compressed, const GzipLimits &limits = {}, const GzipPrefixCheck &check = {});
// Strict form for callers with one error string: trailing data is an error too. Empty on error.
QByteArray gunzip(QByteArrayView compressed, qint64 maxBytes, double maxRatio, QString *error);
// The first `maxOut` inflated bytes (or fewer), for sniffing a format without inflating it all.
QByteArray inflatePrefix(QByteArrayView compressed, qsizetype maxOut);
QByteArray gzip(QByteArrayView data, int level = 6);

// The check every archive reader applies to a stream before reading it whole: after whitespace (and
// a UTF-8 byte order mark) an object starts, '{' then '"' or '}' (ARCHIVE.md §2: every format is
// objects). Decidable once both tokens (or a first token other than '{') are in the prefix.
bool jsonPrefixDecidable(QByteArrayView prefix);
bool startsLikeJsonObject(QByteArrayView prefix, QString *why);
// Why a stream that does not start like an object is not read, when it is in a Unicode encoding other
// than UTF-8 (a UTF-16 or UTF-32 byte order mark, or its first characters in ASCII with zero bytes
// beside them): "the data is UTF-16LE, not UTF-8 ..." and how to convert it. Empty otherwise. Archives
// are UTF-8 (RFC 8259 §8.1); the first byte alone ("found '?' (byte 0xff)") did not say what was wrong.
QString otherUnicodeEncodingReason(QByteArrayView prefix);

} // namespace kie
