// SPDX-License-Identifier: Apache-2.0
// A record digest as a user types it (ARCHIVE.md §3): "sha256:" or not, any case, all 64 hex digits
// or a prefix of at least 8, which may end in "…" or "..." as a record page cuts digests. One rule for
// every place that takes one: finding a run (runfacts.h), `verify --expect`, the run filter.
#pragma once

#include <QString>

namespace kie {

class DigestString;

struct DigestQuery
{
    static constexpr int kMinimumDigits = 8;

    enum class Problem {
        None,
        NotHex, // not a digest at all (a name, an id with other letters)
        TooShort, // hex, but fewer than kMinimumDigits digits
    };

    // The query `text` stands for; `problem` says why there is none.
    static DigestQuery parse(const QString &text);
    // The digits `text` gives, as typed: trimmed, without "sha256:" (any case) and a closing "…" or
    // "...". The run filter reads a prefix of any length with it (typing narrows).
    static QStringView digitsOf(QStringView text);
    // Whether `text` is one or more hex digits, in any case.
    static bool isHexDigits(QStringView text);

    QString hex; // lowercase, without "sha256:"; empty when `problem` is not None
    Problem problem = Problem::None;

    bool isValid() const { return problem == Problem::None; }
    // Whether `digest` (a computed record digest, "sha256:<hex>") starts with these digits.
    bool matches(const DigestString &digest) const;
    bool matches(const QString &digest) const;
};

} // namespace kie
