// SPDX-License-Identifier: Apache-2.0
// The scanner through windows of copied bytes (ScanOptions::read, as the reader scans a mapped file)
// against the same bytes read in place: every member, element, error and the value after must be
// the same. The first three bytes place up to 16 KB of spaces in the input, so that the windows
// (4 KB, the smallest) move on across what the rest of it holds.
#include "jsonscan.h"

#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

struct Scanned
{
    kie::ScanResult result;
    std::vector<kie::ScanSpan> streamed;
};

Scanned scan(const QByteArray &data, bool windows)
{
    Scanned out;
    kie::ScanOptions options;
    options.collect = [](QByteArrayView key, const std::vector<kie::ScanMember> &) {
        return key == "items" ? kie::ScanOptions::Collect::Stream
            : key == "attestations" ? kie::ScanOptions::Collect::Store : kie::ScanOptions::Collect::No;
    };
    options.onElement = [&out](const kie::ScanSpan &element) { out.streamed.push_back(element); };
    if (windows) {
        options.windowBytes = 4096;
        options.read = [&data](qint64 offset, char *to, qint64 size) {
            if (offset < 0 || size < 0 || offset + size > data.size())
                std::abort(); // asked for bytes outside the input
            std::memcpy(to, data.constData() + offset, size_t(size));
            return true;
        };
    }
    out.result = kie::scanJson(data.constData(), 0, data.size(), 1, 1, options);
    return out;
}

bool same(const kie::ScanSpan &a, const kie::ScanSpan &b)
{
    return a.begin == b.begin && a.end == b.end && a.line == b.line && a.column == b.column;
}

bool same(const std::vector<kie::ScanSpan> &a, const std::vector<kie::ScanSpan> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const auto &x, const auto &y) { return same(x, y); });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 3)
        return 0;
    QByteArray bytes(reinterpret_cast<const char *>(data + 3), qsizetype(size - 3));
    const int spaces = (data[0] | data[1] << 8) & 0x3fff;
    bytes.insert(qsizetype(data[2]) * bytes.size() / 256, QByteArray(spaces, ' '));
    const Scanned inPlace = scan(bytes, false);
    const Scanned copied = scan(bytes, true);
    const kie::ScanResult &a = inPlace.result, &b = copied.result;
    bool equal = same(a.value, b.value) && a.nextValue == b.nextValue && a.cancelled == b.cancelled
        && bool(a.error) == bool(b.error) && same(inPlace.streamed, copied.streamed) && a.members.size() == b.members.size();
    if (equal && a.error)
        equal = a.error->offset == b.error->offset && a.error->line == b.error->line && a.error->column == b.error->column
            && a.error->message == b.error->message;
    for (size_t m = 0; equal && m < a.members.size(); ++m) {
        const kie::ScanMember &x = a.members[m], &y = b.members[m];
        equal = same(x.key, y.key) && same(x.value, y.value) && x.collected == y.collected && x.elementCount == y.elementCount
            && same(x.elements, y.elements) && bool(x.unfinished) == bool(y.unfinished)
            && (!x.unfinished || same(*x.unfinished, *y.unfinished));
    }
    if (!equal)
        std::abort(); // the windows found something the bytes do not hold
    return 0;
}
