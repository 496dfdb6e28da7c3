// SPDX-License-Identifier: Apache-2.0
// `kernelindex-explorer keygen -o KEY.pem [--passphrase-file F]`: a new Ed25519 signing key (ARCHIVE.md §5),
// PKCS#8 PEM, mode 0600. The handler behind cli.cpp's "keygen" table line.
#pragma once


namespace kie::cli {

// arguments: [program, "keygen", ...]. 0 written, 2 usage error or not writable.
struct Invocation;

int runKeygenCommand(Invocation &call);

} // namespace kie::cli
