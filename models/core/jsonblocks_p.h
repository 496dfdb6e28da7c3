// SPDX-License-Identifier: Apache-2.0
// The scanner's first stage: which bytes of a 64-byte block are structural (brackets, ',' and ':'
// outside strings) and which are newlines. Written once per instruction set (SSE2 is the x86-64
// baseline; AVX2 and AVX-512BW where the CPU has them, chosen at run time), all giving the same
// bits: tst_jsonblocks compares them on the same input.
#pragma once

#include <cstddef>
#include <cstdint>

namespace kie::jsonblocks {

// Bit i stands for byte i of the block.
struct BlockBits
{
    uint64_t brackets = 0; // '{' '[' '}' ']' outside strings
    uint64_t separators = 0; // ',' ':' outside strings
    uint64_t newlines = 0;
};

// What one block hands to the next: its last byte escapes the next one; it ended inside a string
// (all ones) or not (zero).
struct StringCarry
{
    uint64_t escape = 0;
    uint64_t inString = 0;
};

enum class Isa { Sse2, Avx2, Avx512 };

// Classifies `count` whole blocks at `data` into out[0, count), carrying string state across them.
void classify(Isa isa, const char *data, size_t count, StringCarry &carry, BlockBits *out);

// The fastest instruction set this CPU runs; and whether it runs `isa` at all.
Isa bestIsa();
bool supports(Isa isa);

} // namespace kie::jsonblocks
