// SPDX-License-Identifier: Apache-2.0
#include "jsonblocks_p.h"

#include <immintrin.h>

namespace kie::jsonblocks {

namespace {

// Characters escaped by a backslash; carry says the block's first byte is escaped. Backslashes are
// rare in archives, so a loop over them is cheaper than the branch-free form.
inline uint64_t escapedBits(uint64_t backslash, uint64_t &carry)
{
    uint64_t escaped = carry;
    uint64_t pending = backslash & ~carry;
    carry = 0;
    while (pending) {
        const int i = __builtin_ctzll(pending);
        if (i == 63) {
            carry = 1;
            break;
        }
        escaped |= uint64_t(1) << (i + 1);
        pending &= ~(uint64_t(3) << i); // the backslash, and what it escapes
    }
    return escaped;
}

// Quotes that are not escaped: they open and close strings.
inline uint64_t stringQuotes(uint64_t quote, uint64_t backslash, StringCarry &carry)
{
    if (backslash | carry.escape)
        quote &= ~escapedBits(backslash, carry.escape);
    return quote;
}

// `quoteParity` is the prefix XOR of the block's string quotes: what lies between them (the opening
// quote included) is not structural.
inline BlockBits outsideStrings(uint64_t quoteParity, uint64_t brackets, uint64_t separators, uint64_t newlines,
                                StringCarry &carry)
{
    const uint64_t inString = quoteParity ^ carry.inString;
    carry.inString = uint64_t(int64_t(inString) >> 63);
    return BlockBits{brackets & ~inString, separators & ~inString, newlines};
}

inline uint64_t prefixXorPortable(uint64_t x)
{
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= x << 32;
    return x;
}

// '[' | 0x20 == '{' and ']' | 0x20 == '}', and no other byte folds onto either.
constexpr char kCaseBit = 0x20;

// (GCC gives lambdas no target attribute, so the vector helpers below are plain functions.)
inline uint64_t bitsSse2(__m128i eq, int quarter)
{
    return uint64_t(uint32_t(_mm_movemask_epi8(eq))) << (16 * quarter);
}

void classifySse2(const char *data, size_t count, StringCarry &carry, BlockBits *out)
{
    const __m128i caseBit = _mm_set1_epi8(kCaseBit);
    for (size_t b = 0; b < count; ++b) {
        const char *block = data + 64 * b;
        uint64_t quote = 0, backslash = 0, newline = 0, brackets = 0, separators = 0;
        for (int i = 0; i < 4; ++i) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(block + 16 * i));
            const __m128i folded = _mm_or_si128(v, caseBit);
            quote |= bitsSse2(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')), i);
            backslash |= bitsSse2(_mm_cmpeq_epi8(v, _mm_set1_epi8('\\')), i);
            newline |= bitsSse2(_mm_cmpeq_epi8(v, _mm_set1_epi8('\n')), i);
            brackets |= bitsSse2(_mm_or_si128(_mm_cmpeq_epi8(folded, _mm_set1_epi8('{')), _mm_cmpeq_epi8(folded, _mm_set1_epi8('}'))), i);
            separators |= bitsSse2(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(',')), _mm_cmpeq_epi8(v, _mm_set1_epi8(':'))), i);
        }
        const uint64_t quotes = stringQuotes(quote, backslash, carry);
        out[b] = outsideStrings(prefixXorPortable(quotes), brackets, separators, newline, carry);
    }
}

// A carry-less multiplication by all ones is the prefix XOR in one instruction.
__attribute__((target("pclmul"))) inline uint64_t prefixXorClmul(uint64_t x)
{
    const __m128i product = _mm_clmulepi64_si128(_mm_set_epi64x(0, int64_t(x)), _mm_set1_epi8(char(0xff)), 0);
    return uint64_t(_mm_cvtsi128_si64(product));
}

__attribute__((target("avx2"))) inline uint64_t bitsAvx2(__m256i eqLo, __m256i eqHi)
{
    return uint64_t(uint32_t(_mm256_movemask_epi8(eqLo))) | (uint64_t(uint32_t(_mm256_movemask_epi8(eqHi))) << 32);
}

__attribute__((target("avx2"))) inline uint64_t equalAvx2(__m256i lo, __m256i hi, char c)
{
    const __m256i needle = _mm256_set1_epi8(c);
    return bitsAvx2(_mm256_cmpeq_epi8(lo, needle), _mm256_cmpeq_epi8(hi, needle));
}

__attribute__((target("avx2"))) inline uint64_t eitherAvx2(__m256i lo, __m256i hi, char c1, char c2)
{
    const __m256i n1 = _mm256_set1_epi8(c1);
    const __m256i n2 = _mm256_set1_epi8(c2);
    return bitsAvx2(_mm256_or_si256(_mm256_cmpeq_epi8(lo, n1), _mm256_cmpeq_epi8(lo, n2)),
                    _mm256_or_si256(_mm256_cmpeq_epi8(hi, n1), _mm256_cmpeq_epi8(hi, n2)));
}

__attribute__((target("avx2,pclmul"))) void classifyAvx2(const char *data, size_t count, StringCarry &carry, BlockBits *out)
{
    const __m256i caseBit = _mm256_set1_epi8(kCaseBit);
    for (size_t b = 0; b < count; ++b) {
        const char *block = data + 64 * b;
        const __m256i lo = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(block));
        const __m256i hi = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(block + 32));
        const uint64_t quotes = stringQuotes(equalAvx2(lo, hi, '"'), equalAvx2(lo, hi, '\\'), carry);
        const uint64_t brackets = eitherAvx2(_mm256_or_si256(lo, caseBit), _mm256_or_si256(hi, caseBit), '{', '}');
        out[b] = outsideStrings(prefixXorClmul(quotes), brackets, eitherAvx2(lo, hi, ',', ':'), equalAvx2(lo, hi, '\n'), carry);
    }
}

__attribute__((target("avx512bw"))) inline uint64_t equalAvx512(__m512i v, char c)
{
    return uint64_t(_mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(c)));
}

__attribute__((target("avx512bw,pclmul"))) void classifyAvx512(const char *data, size_t count, StringCarry &carry, BlockBits *out)
{
    const __m512i caseBit = _mm512_set1_epi8(kCaseBit);
    for (size_t b = 0; b < count; ++b) {
        const __m512i v = _mm512_loadu_si512(data + 64 * b);
        const __m512i folded = _mm512_or_si512(v, caseBit);
        const uint64_t quotes = stringQuotes(equalAvx512(v, '"'), equalAvx512(v, '\\'), carry);
        out[b] = outsideStrings(prefixXorClmul(quotes), equalAvx512(folded, '{') | equalAvx512(folded, '}'),
                                equalAvx512(v, ',') | equalAvx512(v, ':'), equalAvx512(v, '\n'), carry);
    }
}

} // namespace

bool supports(Isa isa)
{
    switch (isa) {
    case Isa::Sse2:
        return true;
    case Isa::Avx2:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("pclmul");
    case Isa::Avx512:
        return __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("pclmul");
    }
    return false;
}

Isa bestIsa()
{
    static const Isa best = supports(Isa::Avx512) ? Isa::Avx512 : supports(Isa::Avx2) ? Isa::Avx2 : Isa::Sse2;
    return best;
}

void classify(Isa isa, const char *data, size_t count, StringCarry &carry, BlockBits *out)
{
    switch (isa) {
    case Isa::Avx512:
        classifyAvx512(data, count, carry, out);
        return;
    case Isa::Avx2:
        classifyAvx2(data, count, carry, out);
        return;
    case Isa::Sse2:
        break;
    }
    classifySse2(data, count, carry, out);
}

} // namespace kie::jsonblocks
