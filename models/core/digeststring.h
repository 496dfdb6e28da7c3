// SPDX-License-Identifier: Apache-2.0
// A record's computed digest (ARCHIVE.md §3) as a string value that is small in memory. The
// canonical form, "sha256:" and 64 lowercase hex digits, is kept as its 32 bytes; any other text
// (a hand-built record's, a test's) is kept as it is. It reads as that same QString everywhere.
// As a QString, each digest took a 176-byte heap block (176 MB at a million runs); as this, no heap.
#pragma once

#include <QHashFunctions>
#include <QString>

#include <array>
#include <variant>

namespace kie {

class DigestString
{
public:
    using Sha256 = std::array<quint8, 32>;

    DigestString() = default;
    DigestString(const QString &text); // NOLINT(google-explicit-constructor): assigned from text
    static DigestString fromSha256(const Sha256 &bytes);

    bool isEmpty() const;
    void clear() { m_value = QString(); }
    qsizetype size() const;
    QString toString() const;
    operator QString() const { return toString(); } // NOLINT(google-explicit-constructor)
    // The 32 bytes when this is the canonical form, else nullptr.
    const Sha256 *sha256() const { return std::get_if<Sha256>(&m_value); }

    friend bool operator==(const DigestString &a, const DigestString &b) { return a.m_value == b.m_value; }
    friend bool operator==(const DigestString &a, const QString &b) { return a.equals(b); }
    friend bool operator==(const QString &a, const DigestString &b) { return b.equals(a); }
    friend bool operator==(const DigestString &a, QStringView b) { return a.equals(b); }
    friend size_t qHash(const DigestString &digest, size_t seed) noexcept;

private:
    // The canonical form's 32 bytes, or false when `text` is not exactly that form.
    static bool parseSha256(QStringView text, Sha256 &bytes);
    bool equals(QStringView text) const;

    // Never a QString in the canonical form: equal digests have equal alternatives.
    std::variant<QString, Sha256> m_value;
};

size_t qHash(const DigestString &digest, size_t seed = 0) noexcept;
// Its text for QCOMPARE's messages (QTest finds it by argument-dependent lookup; delete[] it).
char *toString(const DigestString &digest);

} // namespace kie
