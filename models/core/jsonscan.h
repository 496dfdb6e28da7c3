// SPDX-License-Identifier: Apache-2.0
// A fast structural scanner for big JSON documents: finds the members of the top-level object and
// the elements of chosen array members (a RunArchive's "items", a bundle's "attestations") by byte
// range, 64 bytes at a time, without building any tree. It validates only the skeleton (brackets,
// separators); every element is then parsed and validated on its own by the record extractor.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace kie {

// [begin, end) into the scanned buffer, with the 1-based line and byte column of `begin`.
struct ScanSpan
{
    qint64 begin = 0;
    qint64 end = 0;
    qint64 line = 1;
    qint64 column = 1;

    qint64 size() const { return end - begin; }
};

struct ScanMember
{
    ScanSpan key; // the key's string, quotes included
    ScanSpan value; // whitespace trimmed
    bool collected = false; // elements were collected for this member
    std::vector<ScanSpan> elements; // complete elements of a collected array (unless streamed)
    qint64 elementCount = 0; // complete elements, stored or streamed
    std::optional<ScanSpan> unfinished; // an element cut off by the end of the input
};

struct ScanError
{
    qint64 offset = 0;
    qint64 line = 1;
    qint64 column = 1;
    QString message;
};

struct ScanResult
{
    ScanSpan value; // the first JSON value of the range (trimmed); end == begin when none
    std::vector<ScanMember> members; // when that value is an object
    std::optional<ScanError> error; // the skeleton is broken here (truncation, stray bracket, ...)
    qint64 nextValue = -1; // first non-whitespace byte after the value, -1 when only whitespace follows
    bool cancelled = false;
};

struct ScanOptions
{
    enum class Collect { No, Store, Stream };
    // Whether to collect the elements of the array-valued member with this (raw, unquoted) key, given
    // the members before it: kept in ScanMember::elements, or handed to onElement as they are found.
    std::function<Collect(QByteArrayView key, const std::vector<ScanMember> &before)> collect;
    // A streamed element; returning false stops the scan (ScanResult::cancelled).
    std::function<bool(const ScanSpan &element)> onElement;
    // Called before the scanner's own lists grow (the members, a stored member's elements) with the
    // bytes the larger list will take, so that a caller with a memory budget can refuse them before
    // they are allocated; returning false stops the scan (ScanResult::cancelled). Unset: no limit.
    std::function<bool(qint64 bytes)> keep;
    // Called now and then with the offset reached; returning false stops the scan (cancellation).
    std::function<bool(qint64 offset)> progress;
    // When set: copies data[offset, offset + size) into `out`, or returns false. The scan then reads
    // its way through windows of `windowBytes` filled by it, and touches `data` only for a byte
    // behind its window (a separator far back, before a huge element) or after a failed copy: a
    // file mapping's pages cost more to map than to copy in a virtual machine (inputbytes.h).
    std::function<bool(qint64 offset, char *out, qint64 size)> read;
    qint64 windowBytes = qint64(1) << 20;
};

// Scans the first JSON value in data[begin, end), which must start with '{' or '[' after
// whitespace. No padding is needed: the last partial block is copied. `line`/`column` are those
// of `begin`.
ScanResult scanJson(const char *data, qint64 begin, qint64 end, qint64 line, qint64 column,
                    const ScanOptions &options = {});

// Line and column after walking data[from, to) from a known position (short distances only).
void advancePosition(const char *data, qint64 from, qint64 to, qint64 &line, qint64 &column);

inline bool isJsonSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

} // namespace kie
