// SPDX-License-Identifier: Apache-2.0
// `kernelindex-explorer attest FILE --run X --text T [--latency-ns N --statistic S] [--key PEM] -o OUT`:
// a copy of FILE with one more Attestation (ARCHIVE.md §1, §5) about run X, signed with the user's key.
// FILE itself is never written. The handler behind cli.cpp's "attest" table line.
#pragma once


namespace kie::cli {

// arguments: [program, "attest", ...]. 0 written, 2 usage error, unreadable FILE, unusable key, not writable.
struct Invocation;

int runAttestCommand(Invocation &call);

} // namespace kie::cli
