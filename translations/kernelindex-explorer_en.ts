<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>kie::ArchiveReader</name>
    <message numerus="yes">
        <source>%n byte(s) after the end of the top-level object, starting with byte 0x%1; ignored</source>
        <translation>
            <numerusform>%n byte after the end of the top-level object, starting with byte 0x%1; ignored</numerusform>
            <numerusform>%n bytes after the end of the top-level object, starting with byte 0x%1; ignored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (and %n more problem(s))</source>
        <translation>
            <numerusform> (and %n more problem)</numerusform>
            <numerusform> (and %n more problems)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ranking %n run(s)</source>
        <translation>
            <numerusform>Ranking %n run</numerusform>
            <numerusform>Ranking %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computing %n digest(s)</source>
        <translation>
            <numerusform>Computing %n digest</numerusform>
            <numerusform>Computing %n digests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) of unknown %1 (not a kind of ARCHIVE.md §1), kept and shown as read; this is the first</source>
        <translation>
            <numerusform>%n object of unknown %1 (not a kind of ARCHIVE.md §1), kept and shown as read; this is the first</numerusform>
            <numerusform>%n objects of unknown %1 (not a kind of ARCHIVE.md §1), kept and shown as read; this is the first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %n member(s) of the top-level object</source>
        <translation>
            <numerusform>the %n member of the top-level object</numerusform>
            <numerusform>the %n members of the top-level object</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::ArchiveSession</name>
    <message numerus="yes">
        <source>Merging %n file(s)…</source>
        <translation>
            <numerusform>Merging %n file…</numerusform>
            <numerusform>Merging %n files…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::Figure</name>
    <message numerus="yes">
        <source>%1 and %n more file(s)</source>
        <translation>
            <numerusform>%1 and %n more file</numerusform>
            <numerusform>%1 and %n more files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>runs: %n</source>
        <translation>
            <numerusform>runs: %n</numerusform>
            <numerusform>runs: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leaderboard · definitions: %n · fast_p of each author</source>
        <translation>
            <numerusform>Leaderboard · definitions: %n · fast_p of each author</numerusform>
            <numerusform>Leaderboard · definitions: %n · fast_p of each author</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not drawn: %n more author(s) below the top %1</source>
        <translation>
            <numerusform>Not drawn: %n more author below the top %1</numerusform>
            <numerusform>Not drawn: %n more authors below the top %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::Formatting</name>
    <message numerus="yes">
        <source>… (%n more character(s))</source>
        <translation>
            <numerusform>… (%n more character)</numerusform>
            <numerusform>… (%n more characters)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::Gzip</name>
    <message numerus="yes">
        <source>trailing data after gzip member %1 at byte %2 (%n byte(s), not a gzip member); ignored</source>
        <translation>
            <numerusform>trailing data after gzip member %1 at byte %2 (%n byte, not a gzip member); ignored</numerusform>
            <numerusform>trailing data after gzip member %1 at byte %2 (%n bytes, not a gzip member); ignored</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::JsonScan</name>
    <message numerus="yes">
        <source>with %n unclosed bracket(s)</source>
        <translation>
            <numerusform>with %n unclosed bracket</numerusform>
            <numerusform>with %n unclosed brackets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::LeaderboardModel</name>
    <message numerus="yes">
        <source>%n marked</source>
        <translation>
            <numerusform>%n marked</numerusform>
            <numerusform>%n marked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out</source>
        <translation>
            <numerusform>%n left out</numerusform>
            <numerusform>%n left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) with a declared ≠ computed reference, ranked and scored for inspection</source>
        <translation>
            <numerusform>%n run with a declared ≠ computed reference, ranked and scored for inspection</numerusform>
            <numerusform>%n runs with a declared ≠ computed reference, ranked and scored for inspection</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) left out of every score: declared ≠ computed. Click to list them in the run table</source>
        <translation>
            <numerusform>%n run left out of every score: declared ≠ computed. Click to list it in the run table</numerusform>
            <numerusform>%n runs left out of every score: declared ≠ computed. Click to list them in the run table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::NavigatorModel</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::Ranking</name>
    <message numerus="yes">
        <source>in this workspace of %n files</source>
        <translation>
            <numerusform>in this workspace of %n file</numerusform>
            <numerusform>in this workspace of %n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::RecordExtractor</name>
    <message numerus="yes">
        <source>%n MB of JSON</source>
        <translation>
            <numerusform>%n MB of JSON</numerusform>
            <numerusform>%n MB of JSON</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the record (%n MB) is too large to parse in the memory this process may take</source>
        <translation>
            <numerusform>the record (%n MB) is too large to parse in the memory this process may take</numerusform>
            <numerusform>the record (%n MB) is too large to parse in the memory this process may take</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a string of %n KB</source>
        <translation>
            <numerusform>a string of %n KB</numerusform>
            <numerusform>a string of %n KB</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n member(s) of &quot;%1&quot;</source>
        <translation>
            <numerusform>%n member of &quot;%1&quot;</numerusform>
            <numerusform>%n members of &quot;%1&quot;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::RunLookup</name>
    <message numerus="yes">
        <source>%n runs match &quot;%1&quot;; name one by its record digest.</source>
        <translation>
            <numerusform>%n runs match &quot;%1&quot;; name one by its record digest.</numerusform>
            <numerusform>%n runs match &quot;%1&quot;; name one by its record digest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n runs have a record digest starting with &quot;%1&quot;; give more digits, or name one by its run id or metadata.name.</source>
        <translation>
            <numerusform>%n runs have a record digest starting with &quot;%1&quot;; give more digits, or name one by its run id or metadata.name.</numerusform>
            <numerusform>%n runs have a record digest starting with &quot;%1&quot;; give more digits, or name one by its run id or metadata.name.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::TraceImport</name>
    <message numerus="yes">
        <source>no usable Trace lines (%n problem(s))</source>
        <translation>
            <numerusform>no usable Trace lines (%n problem)</numerusform>
            <numerusform>no usable Trace lines (%n problems)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building %n run(s)</source>
        <translation>
            <numerusform>Building %n run</numerusform>
            <numerusform>Building %n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::cli</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comparison group(s): name what to draw with --group KEY or --run X (`rank` lists them).</source>
        <translation>
            <numerusform>%n comparison group: name what to draw with --group KEY or --run X (`rank` lists them).</numerusform>
            <numerusform>%n comparison groups: name what to draw with --group KEY or --run X (`rank` lists them).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::ui::ArchiveDiffDialog</name>
    <message numerus="yes">
        <source>%n change(s) from %1 (old) to %2 (new).</source>
        <translation>
            <numerusform>%n change from %1 (old) to %2 (new).</numerusform>
            <numerusform>%n changes from %1 (old) to %2 (new).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) unchanged.</source>
        <translation>
            <numerusform>%n run unchanged.</numerusform>
            <numerusform>%n runs unchanged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::ui::CompareView</name>
    <message numerus="yes">
        <source>%n field(s) differ, highlighted</source>
        <translation>
            <numerusform>%n field differ, highlighted</numerusform>
            <numerusform>%n fields differ, highlighted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::ui::LeaderboardView</name>
    <message numerus="yes">
        <source>%1 mean ratio over %n workload(s), %2 faster than the baseline
best solution: %3</source>
        <translation>
            <numerusform>%1 mean ratio over %n workload, %2 faster than the baseline
best solution: %3</numerusform>
            <numerusform>%1 mean ratio over %n workloads, %2 faster than the baseline
best solution: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n run)</numerusform>
            <numerusform>%1 (%n runs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::ui::MainWindow</name>
    <message numerus="yes">
        <source>Workspace of %n file(s)</source>
        <translation>
            <numerusform>Workspace of %n file</numerusform>
            <numerusform>Workspace of %n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ranked</source>
        <translation>
            <numerusform>%n ranked</numerusform>
            <numerusform>%n ranked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computing the record digests of %n run(s)</source>
        <translation>
            <numerusform>Computing the record digests of %n run</numerusform>
            <numerusform>Computing the record digests of %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a workspace of %n file(s)</source>
        <translation>
            <numerusform>a workspace of %n file</numerusform>
            <numerusform>a workspace of %n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n run(s), %2 problem(s)</source>
        <translation>
            <numerusform>Opened %1: %n run, %2 problem</numerusform>
            <numerusform>Opened %1: %n runs, %2 problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n run(s)</source>
        <translation>
            <numerusform>Opened %1: %n run</numerusform>
            <numerusform>Opened %1: %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Merging %n file(s)…</source>
        <translation>
            <numerusform>Merging %n file…</numerusform>
            <numerusform>Merging %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The export waits for the record digests of %n run(s)…</source>
        <translation>
            <numerusform>The export waits for the record digest of %n run…</numerusform>
            <numerusform>The export waits for the record digests of %n runs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unranked (%1)</source>
        <translation>
            <numerusform>%n unranked (%1)</numerusform>
            <numerusform>%n unranked (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Workspace of %n file(s): %1</source>
        <translation>
            <numerusform>Workspace of %n file: %1</numerusform>
            <numerusform>Workspace of %n files: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::ui::ManifestView</name>
    <message numerus="yes">
        <source>object, %n member(s)</source>
        <translation>
            <numerusform>object, %n member</numerusform>
            <numerusform>object, %n members</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>array, %n element(s)</source>
        <translation>
            <numerusform>array, %n element</numerusform>
            <numerusform>array, %n elements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::ui::RunPage</name>
    <message numerus="yes">
        <source>suite of %n case(s)</source>
        <translation>
            <numerusform>suite of %n case</numerusform>
            <numerusform>suite of %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>suite of %n case(s) (from the run)</source>
        <translation>
            <numerusform>suite of %n case (from the run)</numerusform>
            <numerusform>suite of %n cases (from the run)</numerusform>
        </translation>
    </message>
</context>
</TS>
