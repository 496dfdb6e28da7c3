// SPDX-License-Identifier: Apache-2.0
// The scanner through windows of copied bytes (ScanOptions::read, as the reader scans a mapped file)
// against the same bytes read in place (tests/core/scanwindows.h, as tst_jsonscan compares them):
// every member, element, error and the value after must be the same, and no copy may be asked for
// outside the input. The first three bytes place up to 16 KB of spaces in the input, so that the
// windows (4 KB, the smallest) move on across what the rest of it holds.
#include "scanwindows.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 3)
        return 0;
    QByteArray bytes(reinterpret_cast<const char *>(data + 3), qsizetype(size - 3));
    const int spaces = (data[0] | data[1] << 8) & 0x3fff;
    bytes.insert(qsizetype(data[2]) * bytes.size() / 256, QByteArray(spaces, ' '));
    const kie::test::ScannedBytes inPlace = kie::test::scanBytes(bytes, 0);
    const kie::test::ScannedBytes copied = kie::test::scanBytes(bytes, 4096);
    if (copied.readsOutside > 0 || !kie::test::sameScans(copied, inPlace))
        std::abort(); // the windows found something the bytes do not hold
    return 0;
}
