// SPDX-License-Identifier: Apache-2.0
// "Compare with #1" as rows: a run beside another (normally its group's #1), one row per field, with
// the difference. What the protocol and the environment say is read from the objects each run carries
// (references.h carriedObject, ARCHIVE.md §3). Software libraries are a stack diff: the union of
// library names, each "added" (only this run has it), "removed" (only the other has it) or "changed".
// The Compare view (comparisonmodel.h) shows these rows and `compare` prints them: one source.
#pragma once

#include <QString>

#include <vector>

namespace kie {

struct Archive;

enum class ComparisonSection { Result, Protocol, Hardware, Software };
enum class ComparisonChange { Same, Changed, Added, Removed };

struct ComparisonRow
{
    QString key; // stable, untranslated field id ("latency", "library:cuda", ...)
    QString field; // translated label
    QString thisValue; // run A's value as shown
    QString otherValue; // run B's, empty without a B
    QString difference; // empty when the same
    ComparisonSection section = ComparisonSection::Result;
    ComparisonChange change = ComparisonChange::Same;
    QString toolTip;
};

// Run A against run B (-1: A alone, every other column empty). Empty when A is not a run of `archive`.
std::vector<ComparisonRow> comparisonRows(const Archive &archive, int runA, int runB);

} // namespace kie
