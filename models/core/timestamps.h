// SPDX-License-Identifier: Apache-2.0
// How a record's time stamps (observedAt, publishedAt: RFC 3339) are read, once for the run table's
// Observed column, its sort and filter, and Compare's "days later": a stamp without an offset is
// read as UTC, never as the viewer's local time, so the same two runs are the same days apart
// for everyone.
#pragma once

#include <QStringView>

#include <optional>

namespace kie {

// An RFC 3339 date-time (or a date alone, midnight) to milliseconds since the epoch, UTC; nullopt
// when unreadable.
std::optional<qint64> timestampMsUtc(QStringView text);
// The UTC calendar day (days since 1970-01-01) of a time from timestampMsUtc.
qint64 utcDayOf(qint64 msSinceEpoch);

} // namespace kie
