// SPDX-License-Identifier: Apache-2.0
// `kernelindex-explorer compare FILE --run A [--with B] [--json]`: the comparability verdict of two
// runs (comparability.h) with every reason. The handler behind cli.cpp's "compare" table line.
#pragma once

namespace kie::cli {

struct Invocation;

// 0 comparable (with or without caveats), 1 not comparable, 2 trouble (usage, unreadable FILE,
// a run that cannot be found).
int runCompare(Invocation &call);

} // namespace kie::cli
