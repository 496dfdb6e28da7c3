// SPDX-License-Identifier: Apache-2.0
// An object's exact bytes (SourceText) read again after the open, for whatever shows, copies or
// writes them (the manifest view, exports, deferred digests), and whether they are still the
// record's. A mapped file shortened by another program after it was opened gives zeros past its new
// end, and one edited in place gives the new bytes (mappedfileguard.h): neither is ever shown,
// copied or written as the record.
#pragma once

#include "archive.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace kie {

// Whether the file the archive's bytes are mapped from was changed or shortened since it was read.
// Always false for bytes held in memory (streams, gzip, fetched bodies). A read past the new end is
// what reveals a shortening: ask after reading.
bool bufferChangedSinceRead(const Archive &archive);

// The object's bytes, copied now; nullopt when the file was changed or shortened since it was opened
// (checked after the copy). Empty for an object built in memory, which has no bytes.
std::optional<QByteArray> sourceBytesNow(const Archive &archive, const SourceText &source);

// The file `source`'s bytes are mapped from, when it was changed or shortened since it was opened
// (whichever member of a workspace it is: the merged archive holds no guard of its own); empty when
// it was not, or the bytes are held in memory. A read past the new end is what reveals a
// shortening: ask after reading.
QString changedFileOf(const SourceText &source);

// Why the bytes read now are not the record's, for a message or an object's digest error.
QString fileChangedReason();

} // namespace kie
