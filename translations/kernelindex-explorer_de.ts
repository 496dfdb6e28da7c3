<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>kie::ArchiveCache</name>
    <message>
        <source>cannot create the cache folder %1</source>
        <translation>der Cache-Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write the cache file %1: %2</source>
        <translation>die Cache-Datei %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveDiffModel</name>
    <message>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was sich geändert hat</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveReader</name>
    <message>
        <source>Decompressing %1</source>
        <translation>%1 wird entpackt</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the file starts with a byte order mark; ignored</source>
        <translation>die Datei beginnt mit einer Byte-Order-Markierung; ignoriert</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1: die Datei ist leer</translation>
    </message>
    <message>
        <source>%1: the file holds only whitespace</source>
        <translation>%1: die Datei enthält nur Leerraum</translation>
    </message>
    <message>
        <source>%1:%2:%3: not a run archive, manifest bundle, object or JSON Lines: expected &apos;{&apos;, found &apos;%4&apos; (byte 0x%5)</source>
        <translation>%1:%2:%3: weder Laufarchiv noch Manifest-Bundle, Objekt oder JSON Lines: &apos;{&apos; erwartet, &apos;%4&apos; gefunden (Byte 0x%5)</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>%1 wird gelesen</translation>
    </message>
    <message>
        <source>no &quot;kind&quot;; read as a RunArchive because it has &quot;items&quot;</source>
        <translation>kein &quot;kind&quot;; als RunArchive gelesen, weil &quot;items&quot; vorhanden ist</translation>
    </message>
    <message>
        <source>the RunArchive has no &quot;items&quot;</source>
        <translation>das RunArchive hat kein &quot;items&quot;</translation>
    </message>
    <message>
        <source>&quot;items&quot; must be an array</source>
        <translation>&quot;items&quot; muss ein Array sein</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more problem(s))</source>
        <translation>
            <numerusform> (und %n weiteres Problem)</numerusform>
            <numerusform> (und %n weitere Probleme)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ranking %n run(s)</source>
        <translation>
            <numerusform>%n Lauf wird eingestuft</numerusform>
            <numerusform>%n Läufe werden eingestuft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Computing %n digest(s)</source>
        <translation>
            <numerusform>%n Digest wird berechnet</numerusform>
            <numerusform>%n Digests werden berechnet</numerusform>
        </translation>
    </message>
    <message>
        <source>the object cannot be canonicalized</source>
        <translation>das Objekt kann nicht kanonisiert werden</translation>
    </message>
    <message>
        <source>the %1 cannot be canonicalized (RFC 8785), so it has no digest: %2</source>
        <translation>%1 kann nicht kanonisiert werden (RFC 8785) und hat daher keinen Digest: %2</translation>
    </message>
    <message>
        <source>%1 is a folder without traces (no traces/ or definitions/, no trace .jsonl)</source>
        <translation>%1 ist ein Ordner ohne Traces (kein traces/ oder definitions/, keine Trace-.jsonl)</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 wird geöffnet</translation>
    </message>
    <message>
        <source>no files to open</source>
        <translation>keine Dateien zum Öffnen</translation>
    </message>
    <message>
        <source>the file ends inside record %1, which starts at line %2</source>
        <translation>die Datei endet innerhalb von Datensatz %1, der in Zeile %2 beginnt</translation>
    </message>
    <message>
        <source>the file ends inside the RunArchive, which starts at line %1</source>
        <translation>die Datei endet innerhalb des RunArchive, das in Zeile %1 beginnt</translation>
    </message>
    <message>
        <source>the file ends inside record 0, which starts at line %1</source>
        <translation>die Datei endet innerhalb von Datensatz 0, der in Zeile %1 beginnt</translation>
    </message>
    <message>
        <source>%1: too many records for the memory budget: after %2 record(s) they would take about %3 MB, more than %4 MB (3 times the decompressed size + 48 MB); nothing was loaded</source>
        <translation>%1: zu viele Datensätze für das Speicherbudget: nach %2 Datensätzen bräuchten sie etwa %3 MB, mehr als %4 MB (das 3-Fache der entpackten Größe + 48 MB); nichts wurde geladen</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) after the end of the top-level object, starting with byte 0x%1; ignored</source>
        <translation>
            <numerusform>%n Byte nach dem Ende des äußersten Objekts, beginnend mit Byte 0x%1; ignoriert</numerusform>
            <numerusform>%n Bytes nach dem Ende des äußersten Objekts, beginnend mit Byte 0x%1; ignoriert</numerusform>
        </translation>
    </message>
    <message>
        <source>the object has &quot;items&quot; but its kind is %1, not &quot;RunArchive&quot;: its items are not read</source>
        <translation>das Objekt hat &quot;items&quot;, aber seine Art ist %1, nicht &quot;RunArchive&quot;: seine Einträge werden nicht gelesen</translation>
    </message>
    <message>
        <source>not a string</source>
        <translation>keine Zeichenkette</translation>
    </message>
    <message>
        <source>no string &quot;kind&quot;</source>
        <translation>kein Zeichenketten-&quot;kind&quot;</translation>
    </message>
    <message>
        <source>kind &quot;%1&quot;</source>
        <translation>Art &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) of unknown %1 (not a kind of ARCHIVE.md §1), kept and shown as read; this is the first</source>
        <translation>
            <numerusform>%n Objekt unbekannter %1 (keine Art aus ARCHIVE.md §1), unverändert behalten und angezeigt; dies ist das erste</numerusform>
            <numerusform>%n Objekte unbekannter %1 (keine Art aus ARCHIVE.md §1), unverändert behalten und angezeigt; dies ist das erste</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: refused: the stream is longer than %2 bytes (the limit for pipes and devices)</source>
        <translation>%1: abgelehnt: der Datenstrom ist länger als %2 Bytes (die Grenze für Pipes und Geräte)</translation>
    </message>
    <message>
        <source>duplicate member &quot;%1&quot; of the RunArchive; the first one is used</source>
        <translation>doppeltes Mitglied &quot;%1&quot; des RunArchive; das erste wird verwendet</translation>
    </message>
    <message>
        <source>not an archive, bundle or object</source>
        <translation>weder Archiv noch Bündel noch Objekt</translation>
    </message>
    <message>
        <source>the object has neither a &quot;kind&quot; nor a &quot;run&quot;: %1</source>
        <translation>das Objekt hat weder &quot;kind&quot; noch &quot;run&quot;: %1</translation>
    </message>
    <message>
        <source>Waiting for %1 to be written…</source>
        <translation>Warte darauf, dass %1 geschrieben wird…</translation>
    </message>
    <message>
        <source>record digests not computed: %1</source>
        <translation>Eintrags-Digests nicht berechnet: %1</translation>
    </message>
    <message>
        <source>%1 was changed or shortened by another program while it was being read; open it again</source>
        <translation>%1 wurde von einem anderen Programm geändert oder gekürzt, während es gelesen wurde; bitte erneut öffnen</translation>
    </message>
    <message>
        <source>the file was changed or shortened by another program after it was opened, so its bytes are no longer this record&apos;s; open it again</source>
        <translation>die Datei wurde nach dem Öffnen von einem anderen Programm geändert oder gekürzt, ihre Bytes sind also nicht mehr die dieses Eintrags; bitte erneut öffnen</translation>
    </message>
    <message numerus="yes">
        <source>the %n member(s) of the top-level object</source>
        <translation>
            <numerusform>der %n Eintrag des äußersten Objekts</numerusform>
            <numerusform>die %n Einträge des äußersten Objekts</numerusform>
        </translation>
    </message>
    <message>
        <source>the top-level object&apos;s list of members or of stored elements</source>
        <translation>die Liste der Einträge oder der gespeicherten Elemente des äußersten Objekts</translation>
    </message>
    <message>
        <source>%1: too large for the memory budget: with %2 the read would take about %3 MB, more than %4 MB (3 times the decompressed size + 48 MB); nothing was loaded</source>
        <translation>%1: zu groß für das Speicherbudget: mit %2 bräuchte das Lesen etwa %3 MB, mehr als %4 MB (das 3-Fache der entpackten Größe + 48 MB); nichts wurde geladen</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveSession</name>
    <message>
        <source>no files to open</source>
        <translation>keine Dateien zu öffnen</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n file(s)…</source>
        <translation>
            <numerusform>%n Datei wird zusammengeführt…</numerusform>
            <numerusform>%n Dateien werden zusammengeführt…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is missing from this build</source>
        <translation>%1 fehlt in diesem Build</translation>
    </message>
    <message>
        <source>%1 (embedded sample)</source>
        <translation>%1 (eingebettetes Beispiel)</translation>
    </message>
</context>
<context>
    <name>kie::ArchiveWriter</name>
    <message>
        <source>%1 &quot;%2&quot; has no source text to write</source>
        <translation>%1 „%2“ hat keinen Quelltext, der geschrieben werden könnte</translation>
    </message>
    <message>
        <source>%1: %2; nothing was written</source>
        <translation>%1: %2; es wurde nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>kie::CaseTableModel</name>
    <message>
        <source>Correct within tolerance; timed against the reference</source>
        <translation>Innerhalb der Toleranz korrekt; gegen die Referenz gemessen</translation>
    </message>
    <message>
        <source>Output has the wrong tensor shape</source>
        <translation>Die Ausgabe hat die falsche Tensorform</translation>
    </message>
    <message>
        <source>Output differs from the reference beyond tolerance</source>
        <translation>Die Ausgabe weicht über die Toleranz hinaus von der Referenz ab</translation>
    </message>
    <message>
        <source>Output has the wrong data type</source>
        <translation>Die Ausgabe hat den falschen Datentyp</translation>
    </message>
    <message>
        <source>The solution failed while running</source>
        <translation>Die Lösung ist bei der Ausführung fehlgeschlagen</translation>
    </message>
    <message>
        <source>The solution failed to compile or build</source>
        <translation>Die Lösung ließ sich nicht kompilieren oder bauen</translation>
    </message>
    <message>
        <source>The evaluation did not finish within the time limit</source>
        <translation>Die Auswertung wurde nicht innerhalb des Zeitlimits fertig</translation>
    </message>
    <message>
        <source>The harness caught the solution gaming the measurement</source>
        <translation>Die Harness hat die Lösung beim Manipulieren der Messung ertappt</translation>
    </message>
    <message>
        <source>The definition&apos;s reference implementation failed to run</source>
        <translation>Die Referenzimplementierung der Definition ließ sich nicht ausführen</translation>
    </message>
    <message>
        <source>Status as read; not one the explorer knows</source>
        <translation>Status wie gelesen; dem Explorer nicht bekannt</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>Achsen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <source>Max abs. error</source>
        <translation>Max. abs. Fehler</translation>
    </message>
    <message>
        <source>Max rel. error</source>
        <translation>Max. rel. Fehler</translation>
    </message>
    <message>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <source>Inf</source>
        <translation>Inf</translation>
    </message>
    <message>
        <source>Workload uuid of the case</source>
        <translation>Workload-UUID des Falls</translation>
    </message>
    <message>
        <source>The solution&apos;s latency on this case, as the source measured it</source>
        <translation>Latenz der Lösung in diesem Fall, wie von der Quelle gemessen</translation>
    </message>
    <message>
        <source>The reference implementation&apos;s latency on this case</source>
        <translation>Latenz der Referenzimplementierung in diesem Fall</translation>
    </message>
    <message>
        <source>Reference latency / solution latency</source>
        <translation>Referenzlatenz / Latenz der Lösung</translation>
    </message>
    <message>
        <source>The output held a NaN</source>
        <translation>Die Ausgabe enthielt ein NaN</translation>
    </message>
    <message>
        <source>The output held an infinity</source>
        <translation>Die Ausgabe enthielt einen unendlichen Wert</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>kie::CitationCheck</name>
    <message>
        <source>This is not a citation the explorer wrote: it carries neither a record digest nor a permalink.</source>
        <translation>Das ist keine Zitation, die der Explorer geschrieben hat: Es enthält weder einen Datensatz-Digest noch einen Permalink.</translation>
    </message>
    <message>
        <source>The cited record is here, unchanged (run %1).</source>
        <translation>Der zitierte Datensatz ist hier, unverändert (Lauf %1).</translation>
    </message>
    <message>
        <source>A run with this title is here (run %1), but its record changed since it was cited: cited %2, here %3.</source>
        <translation>Ein Lauf mit diesem Titel ist hier (Lauf %1), aber sein Datensatz hat sich seit der Zitation geändert: zitiert %2, hier %3.</translation>
    </message>
    <message>
        <source>A run with this permalink is here (run %1), but its record changed since it was cited: cited %2, here %3.</source>
        <translation>Ein Lauf mit diesem Permalink ist hier (Lauf %1), aber sein Datensatz hat sich seit der Zitation geändert: zitiert %2, hier %3.</translation>
    </message>
    <message>
        <source>A run with this id is here (run %1), but its record changed since it was cited: cited %2, here %3.</source>
        <translation>Ein Lauf mit dieser ID ist hier (Lauf %1), aber sein Datensatz hat sich seit der Zitation geändert: zitiert %2, hier %3.</translation>
    </message>
    <message>
        <source>A run with this permalink is here (run %1), but the citation carries no record digest to tell whether its record changed.</source>
        <translation>Ein Lauf mit diesem Permalink ist hier (Lauf %1), aber die Zitation enthält keinen Datensatz-Digest, an dem sich zeigen ließe, ob sich sein Datensatz geändert hat.</translation>
    </message>
    <message>
        <source>The cited record is not in this archive (%1).</source>
        <translation>Der zitierte Datensatz ist nicht in diesem Archiv (%1).</translation>
    </message>
</context>
<context>
    <name>kie::Comparability</name>
    <message>
        <source>comparability family</source>
        <translation>Vergleichbarkeitsfamilie</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>Harness</translation>
    </message>
    <message>
        <source>harness version</source>
        <translation>Harness-Version</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>primary statistic</source>
        <translation>primäre Statistik</translation>
    </message>
    <message>
        <source>%1 reference of %2 is declared ≠ computed</source>
        <translation>%1-Referenz von %2 ist deklariert ≠ berechnet</translation>
    </message>
    <message>
        <source>protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>implementation</source>
        <translation>Implementierung</translation>
    </message>
    <message>
        <source>%1 records none</source>
        <translation>%1 nennt keinen Wert</translation>
    </message>
    <message>
        <source>%1 differs (%2 vs %3)</source>
        <translation>%1 unterscheidet sich (%2 gegenüber %3)</translation>
    </message>
    <message>
        <source>%1 (%2): %3 not checked</source>
        <translation>%1 (%2): %3 nicht geprüft</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>library versions</source>
        <translation>Bibliotheksversionen</translation>
    </message>
    <message>
        <source>library %1 differs (%2 vs %3)</source>
        <translation>Bibliothek %1 unterscheidet sich (%2 gegenüber %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>workload digest</source>
        <translation>Workload-Digest</translation>
    </message>
    <message>
        <source>comparable</source>
        <translation>vergleichbar</translation>
    </message>
    <message>
        <source>comparable with caveats</source>
        <translation>vergleichbar mit Vorbehalten</translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation>nicht vergleichbar</translation>
    </message>
    <message>
        <source>timer (%1)</source>
        <translation>Timer (%1)</translation>
    </message>
    <message>
        <source>primary statistic (%1)</source>
        <translation>primäre Statistik (%1)</translation>
    </message>
    <message>
        <source>Runs of this group disagree on %1</source>
        <translation>Die Läufe dieser Gruppe sind uneins über %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
</context>
<context>
    <name>kie::ComparisonModel</name>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>not in archive</source>
        <translation>nicht im Archiv</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>unterschiedlich</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Implementierung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Latency (%1)</source>
        <translation>Latenz (%1)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>ohne Rang</translation>
    </message>
    <message>
        <source>not ranked (%1)</source>
        <translation>ohne Rang (%1)</translation>
    </message>
    <message>
        <source>SOL score</source>
        <translation>SOL-Wert</translation>
    </message>
    <message>
        <source>Speedup over reference</source>
        <translation>Beschleunigung gegenüber der Referenz</translation>
    </message>
    <message>
        <source>Cases faster</source>
        <translation>Schnellere Fälle</translation>
    </message>
    <message>
        <source>Evidence level</source>
        <translation>Evidenzstufe</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>same day</source>
        <translation>am selben Tag</translation>
    </message>
    <message>
        <source>1 day later</source>
        <translation>1 Tag später</translation>
    </message>
    <message>
        <source>1 day earlier</source>
        <translation>1 Tag früher</translation>
    </message>
    <message>
        <source>%1 days later</source>
        <translation>%1 Tage später</translation>
    </message>
    <message>
        <source>%1 days earlier</source>
        <translation>%1 Tage früher</translation>
    </message>
    <message>
        <source>Harness</source>
        <translation>Harness</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>Primary statistic</source>
        <translation>Primäre Statistik</translation>
    </message>
    <message>
        <source>Comparability family</source>
        <translation>Vergleichbarkeitsfamilie</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>not in stack</source>
        <translation>nicht im Stack</translation>
    </message>
    <message>
        <source>Library %1 of the run&apos;s software stack</source>
        <translation>Bibliothek %1 im Software-Stack des Laufs</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>no libraries recorded</source>
        <translation>keine Bibliotheken erfasst</translation>
    </message>
    <message>
        <source>Software libraries</source>
        <translation>Softwarebibliotheken</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>#1</source>
        <translation>#1</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>other comparison group</source>
        <translation>andere Vergleichsgruppe</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>A relative to B: latency as A minus B; libraries added or removed in A&apos;s stack</source>
        <translation>A relativ zu B: Latenz als A minus B; Bibliotheken, die im Stack von A hinzukommen oder fehlen</translation>
    </message>
</context>
<context>
    <name>kie::EvidenceLevel</name>
    <message>
        <source>source-reported</source>
        <translation>von der Quelle gemeldet</translation>
    </message>
    <message>
        <source>source-native</source>
        <translation>mit dem Harness der Quelle gemessen</translation>
    </message>
    <message>
        <source>controlled-rerun</source>
        <translation>kontrolliert wiederholt</translation>
    </message>
</context>
<context>
    <name>kie::Fetcher</name>
    <message>
        <source>not a valid URL: %1</source>
        <translation>keine gültige URL: %1</translation>
    </message>
    <message>
        <source>refused plain http: use https, or allow plain http for this URL (--allow-http)</source>
        <translation>unverschlüsseltes http abgelehnt: verwenden Sie https oder erlauben Sie http für diese URL (--allow-http)</translation>
    </message>
    <message>
        <source>Plain http was allowed for this URL: anyone on the way could read or change the archive.</source>
        <translation>Für diese URL wurde unverschlüsseltes http erlaubt: Jeder auf dem Übertragungsweg konnte das Archiv lesen oder verändern.</translation>
    </message>
    <message>
        <source>only https URLs can be fetched, not %1</source>
        <translation>nur https-URLs können abgerufen werden, nicht %1</translation>
    </message>
    <message>
        <source>the expected SHA-256 must be 64 hexadecimal digits, not &quot;%1&quot;</source>
        <translation>der erwartete SHA-256 muss aus 64 Hexadezimalziffern bestehen, nicht „%1“</translation>
    </message>
    <message>
        <source>the URL&apos;s #sha256= fragment must be 64 hexadecimal digits, not &quot;%1&quot;</source>
        <translation>das #sha256=-Fragment der URL muss aus 64 Hexadezimalziffern bestehen, nicht „%1“</translation>
    </message>
    <message>
        <source>the expected SHA-256 (%1) and the URL&apos;s #sha256= fragment (%2) disagree</source>
        <translation>der erwartete SHA-256 (%1) und das #sha256=-Fragment der URL (%2) stimmen nicht überein</translation>
    </message>
    <message>
        <source>cannot read the CA file %1: no PEM certificate in it</source>
        <translation>die CA-Datei %1 kann nicht gelesen werden: sie enthält kein PEM-Zertifikat</translation>
    </message>
    <message>
        <source>cannot create a temporary file in %1: %2</source>
        <translation>in %1 kann keine temporäre Datei angelegt werden: %2</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt…</translation>
    </message>
    <message>
        <source>too large: the server announced %1, more than the limit of %2</source>
        <translation>zu groß: der Server kündigte %1 an, mehr als das Limit von %2</translation>
    </message>
    <message>
        <source>too large: more than the limit of %1</source>
        <translation>zu groß: mehr als das Limit von %1</translation>
    </message>
    <message>
        <source>cannot write the downloaded file: %1</source>
        <translation>die heruntergeladene Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Downloading %1: %2 of %3 (%4)</source>
        <translation>%1 wird heruntergeladen: %2 von %3 (%4)</translation>
    </message>
    <message>
        <source>Downloading %1: %2 (%3)</source>
        <translation>%1 wird heruntergeladen: %2 (%3)</translation>
    </message>
    <message>
        <source>redirect loop: %1 leads back to %2 again</source>
        <translation>Weiterleitungsschleife: %1 führt wieder zurück zu %2</translation>
    </message>
    <message>
        <source>refused a redirect to %1: only https is allowed</source>
        <translation>Weiterleitung zu %1 abgelehnt: nur https ist erlaubt</translation>
    </message>
    <message>
        <source>Could not fetch (%1); opened the copy %2.</source>
        <translation>Abruf nicht möglich (%1); die Kopie (%2) wurde geöffnet.</translation>
    </message>
    <message>
        <source>transfer ended early (expected %1 bytes, got %2)</source>
        <translation>Übertragung vorzeitig beendet (%1 Bytes erwartet, %2 erhalten)</translation>
    </message>
    <message>
        <source>server said 304 Not Modified, but there is no cached copy to reuse</source>
        <translation>der Server meldete 304 Not Modified, aber es gibt keine zwischengespeicherte Kopie</translation>
    </message>
    <message>
        <source>server said %1 %2</source>
        <translation>der Server meldete %1 %2</translation>
    </message>
    <message>
        <source>host not found: %1</source>
        <translation>Host nicht gefunden: %1</translation>
    </message>
    <message>
        <source>the server %1 refused the connection</source>
        <translation>der Server %1 hat die Verbindung abgelehnt</translation>
    </message>
    <message>
        <source>secure connection failed: %1</source>
        <translation>sichere Verbindung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>certificate not trusted because %1</source>
        <translation>Zertifikat nicht vertrauenswürdig, weil: %1</translation>
    </message>
    <message>
        <source>refused a redirect from https to plain http</source>
        <translation>Weiterleitung von https auf unverschlüsseltes http abgelehnt</translation>
    </message>
    <message>
        <source>too many redirects (more than %1)</source>
        <translation>zu viele Weiterleitungen (mehr als %1)</translation>
    </message>
    <message>
        <source>transfer ended early: the server closed the connection after %1 bytes</source>
        <translation>Übertragung vorzeitig beendet: der Server hat die Verbindung nach %1 Bytes geschlossen</translation>
    </message>
    <message>
        <source>the server closed the connection without answering</source>
        <translation>der Server hat die Verbindung ohne Antwort geschlossen</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>network error: %1</source>
        <translation>Netzwerkfehler: %1</translation>
    </message>
    <message>
        <source>the server sent an empty file</source>
        <translation>der Server hat eine leere Datei gesendet</translation>
    </message>
    <message>
        <source>digest mismatch: expected sha256 %1, got %2</source>
        <translation>Digest stimmt nicht überein: sha256 %1 erwartet, %2 erhalten</translation>
    </message>
    <message>
        <source>Checking and storing %1…</source>
        <translation>%1 wird geprüft und gespeichert…</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>timed out: no data for %1</source>
        <translation>Zeitüberschreitung: seit %1 keine Daten</translation>
    </message>
    <message>
        <source>timed out: the transfer took longer than the deadline of %1</source>
        <translation>Zeitüberschreitung: die Übertragung dauerte länger als die Frist von %1</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>cannot read back the downloaded file: %1</source>
        <translation>die heruntergeladene Datei kann nicht zurückgelesen werden: %1</translation>
    </message>
    <message>
        <source>refused the compressed body: %1</source>
        <translation>komprimierter Inhalt abgelehnt: %1</translation>
    </message>
    <message>
        <source>fetched %1 from %2</source>
        <translation>am %1 von %2 abgerufen</translation>
    </message>
</context>
<context>
    <name>kie::Figure</name>
    <message>
        <source>no status</source>
        <translation>kein Status</translation>
    </message>
    <message>
        <source>comparison group %1</source>
        <translation>Vergleichsgruppe %1</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (Lauf %2)</translation>
    </message>
    <message>
        <source>#1 %1</source>
        <translation>#1 %1</translation>
    </message>
    <message>
        <source>Highlighted: %1, not ranked (%2)</source>
        <translation>Hervorgehoben: %1, ohne Rang (%2)</translation>
    </message>
    <message>
        <source>Not ranked: %1</source>
        <translation>Ohne Rang: %1</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>accessed %1</source>
        <translation>Zugriff am %1</translation>
    </message>
    <message>
        <source>p (speedup over the reference, ×)</source>
        <translation>p (Beschleunigung gegenüber der Referenz, ×)</translation>
    </message>
    <message>
        <source>fast_p (share of cases)</source>
        <translation>fast_p (Anteil der Fälle)</translation>
    </message>
    <message>
        <source>%1 latency</source>
        <translation>Latenz (%1)</translation>
    </message>
    <message>
        <source>rank (best first)</source>
        <translation>Rang (beste zuerst)</translation>
    </message>
    <message>
        <source>%1 latency (%2)</source>
        <translation>Latenz %1 (%2)</translation>
    </message>
    <message>
        <source>No runs in this group.</source>
        <translation>Keine Läufe in dieser Gruppe.</translation>
    </message>
    <message>
        <source>No ranked runs in this group: %1</source>
        <translation>Keine Läufe mit Rang in dieser Gruppe: %1</translation>
    </message>
    <message>
        <source> (%1/%2 correct)</source>
        <translation> (%1/%2 korrekt)</translation>
    </message>
    <message>
        <source>No run in this group has per-case results, so there is no fast_p curve.</source>
        <translation>Kein Lauf dieser Gruppe hat fallweise Ergebnisse, daher gibt es keine fast_p-Kurve.</translation>
    </message>
    <message>
        <source>fast_p: %1 of %2 cases correct</source>
        <translation>fast_p: %1 von %2 Fällen korrekt</translation>
    </message>
    <message>
        <source>Highlighted: #%1 of %2 %3 (run %4), %5× the baseline on average</source>
        <translation>Hervorgehoben: #%1 von %2 %3 (Lauf %4), im Schnitt %5× gegenüber der Basislinie</translation>
    </message>
    <message>
        <source>#1 %1, %2× the baseline on average</source>
        <translation>#1 %1, im Schnitt %2× gegenüber der Basislinie</translation>
    </message>
    <message>
        <source>Not scored (no baseline): %1</source>
        <translation>Nicht bewertet (keine Basislinie): %1</translation>
    </message>
    <message>
        <source>No author could be scored: no workload has a baseline.</source>
        <translation>Kein Autor bewertbar: keine Workload hat eine Basislinie.</translation>
    </message>
    <message numerus="yes">
        <source>runs: %n</source>
        <translation>
            <numerusform>Läufe: %n</numerusform>
            <numerusform>Läufe: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 figure is not available in this version.</source>
        <translation>Die Abbildung %1 ist in dieser Version nicht verfügbar.</translation>
    </message>
    <message>
        <source>no comparison group has the key %1</source>
        <translation>keine Vergleichsgruppe hat den Schlüssel %1</translation>
    </message>
    <message>
        <source>%1 comparison groups have keys starting with %2</source>
        <translation>%1 Vergleichsgruppen haben Schlüssel, die mit %2 beginnen</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more file(s)</source>
        <translation>
            <numerusform>%1 und %n weitere Datei</numerusform>
            <numerusform>%1 und %n weitere Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>speedup per case</source>
        <translation>Beschleunigung je Fall</translation>
    </message>
    <message>
        <source>No run in this group has per-case results, so there is no heatmap.</source>
        <translation>Kein Lauf dieser Gruppe hat Ergebnisse je Fall, daher gibt es keine Heatmap.</translation>
    </message>
    <message>
        <source>Leaderboard · definitions × authors · speedup over the baseline</source>
        <translation>Bestenliste · Definitionen × Autoren · Beschleunigung gegenüber der Baseline</translation>
    </message>
    <message>
        <source>No author could be scored in any definition: no workload has a baseline.</source>
        <translation>Kein Autor konnte in einer Definition bewertet werden: keine Workload hat eine Baseline.</translation>
    </message>
    <message>
        <source>Scored cells: %1; failed (scored 0, crossed): %2; grey: not attempted or no baseline</source>
        <translation>Bewertete Zellen: %1; fehlgeschlagen (mit 0 bewertet, durchgekreuzt): %2; grau: nicht versucht oder keine Baseline</translation>
    </message>
    <message numerus="yes">
        <source>Leaderboard · definitions: %n · fast_p of each author</source>
        <translation>
            <numerusform>Bestenliste · Definitionen: %n · fast_p jedes Autors</numerusform>
            <numerusform>Bestenliste · Definitionen: %n · fast_p jedes Autors</numerusform>
        </translation>
    </message>
    <message>
        <source>Highlighted: #%1 of %2 %3 (run %4)</source>
        <translation>Hervorgehoben: #%1 von %2 %3 (Lauf %4)</translation>
    </message>
    <message numerus="yes">
        <source>Not drawn: %n more author(s) below the top %1</source>
        <translation>
            <numerusform>Nicht gezeichnet: %n weiterer Autor unterhalb der besten %1</numerusform>
            <numerusform>Nicht gezeichnet: %n weitere Autoren unterhalb der besten %1</numerusform>
        </translation>
    </message>
    <message>
        <source>speedup over the baseline (×)</source>
        <translation>Beschleunigung gegenüber der Baseline (×)</translation>
    </message>
    <message>
        <source>speedup over the reference (×)</source>
        <translation>Beschleunigung gegenüber der Referenz (×)</translation>
    </message>
    <message>
        <source>accessed %1 to %2</source>
        <translation>Zugriff vom %1 bis %2</translation>
    </message>
    <message>
        <source>runs failing integrity ranked</source>
        <translation>Läufe ohne bestandene Integritätsprüfung gerankt</translation>
    </message>
    <message>
        <source>Ranked although %1, for inspection: 1 run</source>
        <translation>Gerankt, obwohl %1, zur Prüfung: 1 Lauf</translation>
    </message>
    <message>
        <source>Ranked although %1, for inspection: %2 runs</source>
        <translation>Gerankt, obwohl %1, zur Prüfung: %2 Läufe</translation>
    </message>
    <message>
        <source>Highlighted: #%1 of %2 %3, %4</source>
        <translation>Hervorgehoben: #%1 von %2 %3, %4</translation>
    </message>
    <message>
        <source>, ranked although %1</source>
        <translation>, gerankt, obwohl %1</translation>
    </message>
</context>
<context>
    <name>kie::FilterQuery</name>
    <message>
        <source>Unknown filter field %1; use one of: %2</source>
        <translation>Unbekanntes Filterfeld %1; verwenden Sie eines von: %2</translation>
    </message>
    <message>
        <source>A digest prefix is hexadecimal digits (0-9, a-f), optionally after “sha256:”</source>
        <translation>Ein Digest-Präfix besteht aus Hexadezimalziffern (0-9, a-f), optional nach „sha256:“</translation>
    </message>
    <message>
        <source>“%1:=” cannot compare a whole %1; %1:text finds text inside it</source>
        <translation>„%1:=“ kann kein ganzes %1 vergleichen; %1:Text findet Text darin</translation>
    </message>
</context>
<context>
    <name>kie::Formatting</name>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>SOL %1</source>
        <translation>SOL %1</translation>
    </message>
    <message>
        <source>%1× reference</source>
        <translation>%1× Referenz</translation>
    </message>
    <message>
        <source>%1/%2 cases faster</source>
        <translation>%1/%2 Fälle schneller</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more character(s))</source>
        <translation>
            <numerusform>… (%n weiteres Zeichen)</numerusform>
            <numerusform>… (%n weitere Zeichen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::Gzip</name>
    <message>
        <source>not gzip data</source>
        <translation>keine gzip-Daten</translation>
    </message>
    <message>
        <source>cannot start zlib</source>
        <translation>zlib kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>refused: more than %1 bytes of whitespace before the first value</source>
        <translation>abgelehnt: mehr als %1 Bytes Leerraum vor dem ersten Wert</translation>
    </message>
    <message>
        <source>the gzip data is truncated (after %1 decompressed bytes)</source>
        <translation>die gzip-Daten sind abgeschnitten (nach %1 entpackten Bytes)</translation>
    </message>
    <message>
        <source>corrupt gzip data after %1 decompressed bytes: %2</source>
        <translation>beschädigte gzip-Daten nach %1 entpackten Bytes: %2</translation>
    </message>
    <message>
        <source>gzip member %1 at byte %2 is damaged (%3); the data after byte %4 is not read</source>
        <translation>gzip-Teil %1 bei Byte %2 ist beschädigt (%3); die Daten nach Byte %4 werden nicht gelesen</translation>
    </message>
    <message>
        <source>refused: decompresses to more than %1 bytes (the limit)</source>
        <translation>abgelehnt: entpackt mehr als %1 Bytes (die Grenze)</translation>
    </message>
    <message>
        <source>refused as a likely gzip bomb: %1 bytes inflate to more than %2 (over %3:1)</source>
        <translation>als vermutliche gzip-Bombe abgelehnt: %1 Bytes entpacken zu mehr als %2 (über %3:1)</translation>
    </message>
    <message numerus="yes">
        <source>trailing data after gzip member %1 at byte %2 (%n byte(s), not a gzip member); ignored</source>
        <translation>
            <numerusform>nachfolgende Daten nach gzip-Teil %1 bei Byte %2 (%n Byte, kein gzip-Teil); ignoriert</numerusform>
            <numerusform>nachfolgende Daten nach gzip-Teil %1 bei Byte %2 (%n Bytes, kein gzip-Teil); ignoriert</numerusform>
        </translation>
    </message>
    <message>
        <source>the data is empty</source>
        <translation>die Daten sind leer</translation>
    </message>
    <message>
        <source>the data holds only whitespace</source>
        <translation>die Daten enthalten nur Leerraum</translation>
    </message>
    <message>
        <source>not a run archive, manifest bundle, object or JSON Lines: expected &apos;{&apos; at byte %1, found &apos;%2&apos; (byte 0x%3)</source>
        <translation>kein Run-Archiv, Manifest-Bündel, Objekt oder JSON Lines: &apos;{&apos; bei Byte %1 erwartet, &apos;%2&apos; gefunden (Byte 0x%3)</translation>
    </message>
    <message>
        <source>not a run archive, manifest bundle, object or JSON Lines: expected &apos;&quot;&apos; or &apos;}&apos; after &apos;{&apos; at byte %1, found &apos;%2&apos; (byte 0x%3)</source>
        <translation>kein Run-Archiv, Manifest-Bündel, Objekt oder JSON Lines: &apos;&quot;&apos; oder &apos;}&apos; nach &apos;{&apos; bei Byte %1 erwartet, &apos;%2&apos; gefunden (Byte 0x%3)</translation>
    </message>
    <message>
        <source>the data is %1, not UTF-8, the encoding archives are in (RFC 8259 §8.1): convert it first, for example with iconv -f %1 -t UTF-8</source>
        <translation>die Daten sind %1, nicht UTF-8, die Kodierung von Archiven (RFC 8259 §8.1): zuerst umwandeln, zum Beispiel mit iconv -f %1 -t UTF-8</translation>
    </message>
</context>
<context>
    <name>kie::IntegritySummary</name>
    <message>
        <source>An object carried with this run is not the one it declares: it was altered or belongs to another run</source>
        <translation>Ein mit diesem Lauf mitgeliefertes Objekt ist nicht das deklarierte: Es wurde verändert oder gehört zu einem anderen Lauf</translation>
    </message>
    <message>
        <source>An attestation about this run has a signature that does not verify</source>
        <translation>Eine Bestätigung zu diesem Lauf hat eine Signatur, die sich nicht verifizieren lässt</translation>
    </message>
    <message>
        <source>Some declared references have no object in this file to check them against; nothing in it contradicts them</source>
        <translation>Für einige deklarierte Referenzen enthält diese Datei kein Objekt zum Prüfen; nichts in ihr widerspricht ihnen</translation>
    </message>
    <message>
        <source>Every declared reference verified</source>
        <translation>Jede deklarierte Referenz ist verifiziert</translation>
    </message>
    <message>
        <source>The run declares no references</source>
        <translation>Der Lauf deklariert keine Referenzen</translation>
    </message>
    <message>
        <source>%1 run</source>
        <translation>%1 Lauf</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <source>%1 verified</source>
        <translation>%1 verifiziert</translation>
    </message>
    <message>
        <source>%1 declared ≠ computed</source>
        <translation>%1 deklariert ≠ berechnet</translation>
    </message>
    <message>
        <source>%1 invalid signature</source>
        <translation>%1 ungültige Signatur</translation>
    </message>
    <message>
        <source>%1 invalid signatures</source>
        <translation>%1 ungültige Signaturen</translation>
    </message>
    <message>
        <source>%1 not in archive</source>
        <translation>%1 nicht im Archiv</translation>
    </message>
    <message>
        <source>%1 valid signature</source>
        <translation>%1 gültige Signatur</translation>
    </message>
    <message>
        <source>%1 valid signatures</source>
        <translation>%1 gültige Signaturen</translation>
    </message>
    <message>
        <source>%1 unsigned attestation</source>
        <translation>%1 unsignierte Bestätigung</translation>
    </message>
    <message>
        <source>%1 unsigned attestations</source>
        <translation>%1 unsignierte Bestätigungen</translation>
    </message>
</context>
<context>
    <name>kie::JsonScan</name>
    <message>
        <source>expected a &quot;key&quot;: value member</source>
        <translation>ein Mitglied &quot;Schlüssel&quot;: Wert erwartet</translation>
    </message>
    <message>
        <source>expected a member after &apos;,&apos;</source>
        <translation>nach &apos;,&apos; wird ein Mitglied erwartet</translation>
    </message>
    <message>
        <source>a member has no value</source>
        <translation>ein Mitglied hat keinen Wert</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not close &apos;%2&apos;</source>
        <translation>&apos;%1&apos; schließt &apos;%2&apos; nicht</translation>
    </message>
    <message>
        <source>unexpected &apos;:&apos;</source>
        <translation>unerwartetes &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected a string key</source>
        <translation>ein String-Schlüssel wird erwartet</translation>
    </message>
    <message>
        <source>no JSON value</source>
        <translation>kein JSON-Wert</translation>
    </message>
    <message>
        <source>expected &apos;{&apos; or &apos;[&apos;</source>
        <translation>&apos;{&apos; oder &apos;[&apos; erwartet</translation>
    </message>
    <message>
        <source>inside a string</source>
        <translation>innerhalb eines Strings</translation>
    </message>
    <message numerus="yes">
        <source>with %n unclosed bracket(s)</source>
        <translation>
            <numerusform>mit %n offenen Klammer</numerusform>
            <numerusform>mit %n offenen Klammern</numerusform>
        </translation>
    </message>
    <message>
        <source>the input ends too early (%1)</source>
        <translation>die Eingabe endet zu früh (%1)</translation>
    </message>
</context>
<context>
    <name>kie::KeyFile</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>no signing key at %1 (make one with &apos;keygen&apos; or in Settings &gt; Signing key)</source>
        <translation>Kein Signaturschlüssel unter %1 (mit &apos;keygen&apos; oder unter Einstellungen &gt; Signaturschlüssel erzeugen)</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>refusing to use the signing key %1: it is readable or writable by others (mode %2); run &apos;chmod 600 %1&apos; if nobody else has had access to it, or make a new key</source>
        <translation>Signaturschlüssel %1 wird nicht verwendet: andere können ihn lesen oder schreiben (Modus %2); &apos;chmod 600 %1&apos; ausführen, falls niemand sonst Zugriff hatte, oder einen neuen Schlüssel erzeugen</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read the passphrase file %1: %2</source>
        <translation>Passphrase-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the passphrase file %1 is empty</source>
        <translation>Die Passphrase-Datei %1 ist leer</translation>
    </message>
</context>
<context>
    <name>kie::Leaderboard</name>
    <message>
        <source>%1 (not ranked: %2)</source>
        <translation>%1 (ohne Rang: %2)</translation>
    </message>
</context>
<context>
    <name>kie::LeaderboardModel</name>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>(no author)</source>
        <translation>(kein Autor)</translation>
    </message>
    <message>
        <source>%1 of %2 comparisons</source>
        <translation>%1 von %2 Vergleichen</translation>
    </message>
    <message>
        <source>no baseline</source>
        <translation>keine Basislinie</translation>
    </message>
    <message>
        <source>Mean over definitions of the best solution&apos;s mean ratio (baseline latency ÷ latency); a solution with any case that did not pass scores 0</source>
        <translation>Mittel über die Definitionen des mittleren Verhältnisses der besten Lösung (Basislinien-Latenz ÷ Latenz); eine Lösung mit einem nicht bestandenen Fall erhält 0</translation>
    </message>
    <message>
        <source>Share of definitions whose best solution passed every case</source>
        <translation>Anteil der Definitionen, deren beste Lösung jeden Fall bestanden hat</translation>
    </message>
    <message>
        <source>Mean over definitions of the share of workloads faster than the baseline</source>
        <translation>Mittel über die Definitionen des Anteils der Workloads, die schneller als die Basislinie sind</translation>
    </message>
    <message>
        <source>Comparison groups where one of its runs ranks #1</source>
        <translation>Vergleichsgruppen, in denen einer ihrer Läufe #1 ist</translation>
    </message>
    <message>
        <source>Comparisons made ÷ (workloads with a baseline × solutions), over every definition</source>
        <translation>Durchgeführte Vergleiche ÷ (Workloads mit Basislinie × Lösungen), über alle Definitionen</translation>
    </message>
    <message>
        <source>INCORRECT_SHAPE, INCORRECT_NUMERICAL, INCORRECT_DTYPE</source>
        <translation>INCORRECT_SHAPE, INCORRECT_NUMERICAL, INCORRECT_DTYPE</translation>
    </message>
    <message>
        <source>RUNTIME_ERROR, COMPILE_ERROR, TIMEOUT</source>
        <translation>RUNTIME_ERROR, COMPILE_ERROR, TIMEOUT</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Avg speedup</source>
        <translation>Ø Beschleunigung</translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation>Definitionen</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>#1 finishes</source>
        <translation>#1-Plätze</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>Falsch</translation>
    </message>
    <message>
        <source>Runtime error</source>
        <translation>Laufzeitfehler</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message numerus="yes">
        <source>%n marked</source>
        <translation>
            <numerusform>%n markiert</numerusform>
            <numerusform>%n markiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out</source>
        <translation>
            <numerusform>%n ausgelassen</numerusform>
            <numerusform>%n ausgelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) with a declared ≠ computed reference, ranked and scored for inspection</source>
        <translation>
            <numerusform>%n Lauf mit einer Referenz „deklariert ≠ berechnet“, zur Prüfung gerankt und bewertet</numerusform>
            <numerusform>%n Läufe mit einer Referenz „deklariert ≠ berechnet“, zur Prüfung gerankt und bewertet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) left out of every score: declared ≠ computed. Click to list them in the run table</source>
        <translation>
            <numerusform>%n Lauf aus jeder Wertung ausgelassen: deklariert ≠ berechnet. Klicken, um ihn in der Lauftabelle aufzulisten</numerusform>
            <numerusform>%n Läufe aus jeder Wertung ausgelassen: deklariert ≠ berechnet. Klicken, um sie in der Lauftabelle aufzulisten</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs with a declared ≠ computed reference, ranked and scored for inspection (marked)</source>
        <translation>Läufe mit einer Referenz „deklariert ≠ berechnet“, zur Prüfung gerankt und bewertet (markiert)</translation>
    </message>
    <message>
        <source>Runs with a declared ≠ computed reference: left out of every score, baseline and #1 finish. Click to list them</source>
        <translation>Läufe mit einer Referenz „deklariert ≠ berechnet“: aus jeder Wertung, Baseline und jedem ersten Platz ausgelassen. Klicken, um sie aufzulisten</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>Integrität</translation>
    </message>
</context>
<context>
    <name>kie::NavigatorModel</name>
    <message>
        <source>All runs</source>
        <translation>Alle Läufe</translation>
    </message>
    <message>
        <source>Every run in the file; comparison groups: %1</source>
        <translation>Alle Läufe der Datei; Vergleichsgruppen: %1</translation>
    </message>
    <message>
        <source>(benchmark not recorded)</source>
        <translation>(Benchmark nicht erfasst)</translation>
    </message>
    <message>
        <source>(hardware not in archive)</source>
        <translation>(Hardware nicht im Archiv)</translation>
    </message>
    <message>
        <source>Comparison key %1
Ranked by %2 latency; %3 ranked, %4 unranked</source>
        <translation>Vergleichsschlüssel %1
Rangfolge nach Latenz (%2); %3 mit Rang, %4 ohne Rang</translation>
    </message>
    <message>
        <source>Runs: %1, ranked: %2</source>
        <translation>Läufe: %1, mit Rang: %2</translation>
    </message>
    <message>
        <source>Benchmark / hardware / group</source>
        <translation>Benchmark / Hardware / Gruppe</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Files (%1)</source>
        <translation>Dateien (%1)</translation>
    </message>
    <message>
        <source>The files open together in this workspace</source>
        <translation>Die gemeinsam in diesem Arbeitsbereich geöffneten Dateien</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::NoteStore</name>
    <message>
        <source>note store %1: %2</source>
        <translation>Notizspeicher %1: %2</translation>
    </message>
    <message>
        <source>the note store is already open</source>
        <translation>Der Notizspeicher ist bereits geöffnet</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot open the note store %1: %2</source>
        <translation>Notizspeicher %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>the note store %1 was written by a newer version (schema %2; this one knows %3)</source>
        <translation>Der Notizspeicher %1 stammt von einer neueren Version (Schema %2; diese kennt %3)</translation>
    </message>
    <message>
        <source>no note %1</source>
        <translation>Keine Notiz %1</translation>
    </message>
    <message>
        <source>a signed note cannot be changed; add a new version instead</source>
        <translation>Eine signierte Notiz kann nicht geändert werden; stattdessen eine neue Version anlegen</translation>
    </message>
    <message>
        <source>cannot use the note store %1: it is not a database (%2)</source>
        <translation>der Notizspeicher %1 ist nicht verwendbar: er ist keine Datenbank (%2)</translation>
    </message>
    <message>
        <source>the note store %1 is damaged (%2): the notes that can still be read are shown, read-only; move the file away to start a new store</source>
        <translation>der Notizspeicher %1 ist beschädigt (%2): die noch lesbaren Notizen werden schreibgeschützt gezeigt; verschieben Sie die Datei, um einen neuen Speicher zu beginnen</translation>
    </message>
    <message>
        <source>cannot use the note store %1: not a database, or it cannot be written (%2)</source>
        <translation>der Notizspeicher %1 ist nicht verwendbar: keine Datenbank, oder er kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>the note store is not open</source>
        <translation>der Notizspeicher ist nicht geöffnet</translation>
    </message>
    <message>
        <source>the note store %1 was removed or replaced by another program after it was opened</source>
        <translation>Der Notizspeicher %1 wurde nach dem Öffnen von einem anderen Programm entfernt oder ersetzt</translation>
    </message>
    <message>
        <source>cannot read the note store %1: %2</source>
        <translation>Notizspeicher %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the note store %1 was overwritten by another program after it was opened: it is no longer a database</source>
        <translation>Der Notizspeicher %1 wurde nach dem Öffnen von einem anderen Programm überschrieben: Er ist keine Datenbank mehr</translation>
    </message>
    <message>
        <source>the note store %1 was shortened by another program after it was opened</source>
        <translation>Der Notizspeicher %1 wurde nach dem Öffnen von einem anderen Programm gekürzt</translation>
    </message>
</context>
<context>
    <name>kie::Ranking</name>
    <message>
        <source>no status recorded</source>
        <translation>kein Status erfasst</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>Status %1</translation>
    </message>
    <message>
        <source>no %1 latency recorded</source>
        <translation>keine Latenz (%1) erfasst</translation>
    </message>
    <message>
        <source>%1 latency is not a finite number</source>
        <translation>Latenz (%1) ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1 latency %2 ns is not above zero</source>
        <translation>Latenz (%1) %2 ns ist nicht größer als null</translation>
    </message>
    <message numerus="yes">
        <source>in this workspace of %n files</source>
        <translation>
            <numerusform>in diesem Arbeitsbereich aus %n Datei</numerusform>
            <numerusform>in diesem Arbeitsbereich aus %n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>in this file</source>
        <translation>in dieser Datei</translation>
    </message>
</context>
<context>
    <name>kie::RecordExtractor</name>
    <message>
        <source>empty record</source>
        <translation>leerer Datensatz</translation>
    </message>
    <message>
        <source>a record must be an object, not %1</source>
        <translation>ein Datensatz muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>an object needs a &quot;kind&quot; (or, as a bundle, a &quot;run&quot;)</source>
        <translation>ein Objekt braucht ein &quot;kind&quot; (oder, als Bundle, ein &quot;run&quot;)</translation>
    </message>
    <message>
        <source>bundle member &quot;%1&quot; is not an object with a kind; ignored</source>
        <translation>Bundle-Mitglied &quot;%1&quot; ist kein Objekt mit kind; ignoriert</translation>
    </message>
    <message>
        <source>duplicate bundle member &quot;%1&quot;; the first one is used</source>
        <translation>doppeltes Bundle-Mitglied &quot;%1&quot;; das erste wird verwendet</translation>
    </message>
    <message>
        <source>&quot;attestations&quot; must be an array; ignored</source>
        <translation>&quot;attestations&quot; muss ein Array sein; ignoriert</translation>
    </message>
    <message>
        <source>bundle member &quot;%1&quot; is a %2, not a %3</source>
        <translation>Bundle-Mitglied &quot;%1&quot; ist ein %2, kein %3</translation>
    </message>
    <message>
        <source>the bundle has no &quot;run&quot; object</source>
        <translation>das Bundle hat kein &quot;run&quot;-Objekt</translation>
    </message>
    <message>
        <source>the archive&apos;s metadata is %1, not an object</source>
        <translation>die metadata des Archivs ist %1, kein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an object of strings</source>
        <translation>ein Objekt aus Strings</translation>
    </message>
    <message>
        <source>%1 is %2, expected %3; left empty</source>
        <translation>%1 ist %2, erwartet wurde %3; leer gelassen</translation>
    </message>
    <message>
        <source>spec.status is missing; shown as unknown</source>
        <translation>spec.status fehlt; wird als unbekannt angezeigt</translation>
    </message>
    <message>
        <source>spec.cases has %1 where a case object belongs; skipped</source>
        <translation>spec.cases enthält %1, wo ein Fallobjekt stehen müsste; übersprungen</translation>
    </message>
    <message>
        <source>spec.artifacts has %1 where an artifact object belongs; skipped</source>
        <translation>spec.artifacts enthält %1, wo ein Artefaktobjekt stehen müsste; übersprungen</translation>
    </message>
    <message>
        <source>spec.subject (the attested run&apos;s digest) is missing</source>
        <translation>spec.subject (der Digest des bestätigten Laufs) fehlt</translation>
    </message>
    <message>
        <source>the object has no apiVersion; read as kernelindex.dev/v1alpha1</source>
        <translation>das Objekt hat keine apiVersion; als kernelindex.dev/v1alpha1 gelesen</translation>
    </message>
    <message>
        <source>apiVersion &quot;%1&quot; is not kernelindex.dev/v1alpha1; read as such</source>
        <translation>apiVersion &quot;%1&quot; ist nicht kernelindex.dev/v1alpha1; trotzdem als solche gelesen</translation>
    </message>
    <message>
        <source>the %1 has no spec</source>
        <translation>%1 hat kein spec</translation>
    </message>
    <message>
        <source>&quot;kind&quot; is not a string; kept as an object of unknown kind</source>
        <translation>&quot;kind&quot; ist kein String; als Objekt unbekannter Art behalten</translation>
    </message>
    <message>
        <source>an object needs a &quot;kind&quot; (or, as a bundle, a &quot;run&quot;): %1</source>
        <translation>ein Objekt braucht ein &quot;kind&quot; (oder, als Bündel, ein &quot;run&quot;): %1</translation>
    </message>
    <message>
        <source>bundle member &quot;%1&quot; is not a role of a manifest bundle (run, protocol, environment, workload, implementation, attestations); its object is read but stands in no role</source>
        <translation>Bundle-Mitglied &quot;%1&quot; ist keine Rolle eines Manifest-Bundles (run, protocol, environment, workload, implementation, attestations); sein Objekt wird gelesen, steht aber in keiner Rolle</translation>
    </message>
    <message>
        <source>record %1 at line %2 (%3)</source>
        <translation>Datensatz %1 in Zeile %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n MB of JSON</source>
        <translation>
            <numerusform>%n MB JSON</numerusform>
            <numerusform>%n MB JSON</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the record (%n MB) is too large to parse in the memory this process may take</source>
        <translation>
            <numerusform>der Datensatz (%n MB) ist zu groß, um im Speicher, den dieser Prozess belegen darf, gelesen zu werden</numerusform>
            <numerusform>der Datensatz (%n MB) ist zu groß, um im Speicher, den dieser Prozess belegen darf, gelesen zu werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n Fall</numerusform>
            <numerusform>%n Fälle</numerusform>
        </translation>
    </message>
    <message>
        <source>its digest</source>
        <translation>sein Digest</translation>
    </message>
    <message numerus="yes">
        <source>a string of %n KB</source>
        <translation>
            <numerusform>eine Zeichenkette von %n KB</numerusform>
            <numerusform>eine Zeichenkette von %n KB</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n member(s) of &quot;%1&quot;</source>
        <translation>
            <numerusform>%n Eintrag von &quot;%1&quot;</numerusform>
            <numerusform>%n Einträge von &quot;%1&quot;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::RecordVersionsModel</name>
    <message>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Old version</source>
        <translation>Alte Fassung</translation>
    </message>
    <message>
        <source>New version</source>
        <translation>Neue Fassung</translation>
    </message>
</context>
<context>
    <name>kie::ReferenceState</name>
    <message>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>declared ≠ computed</source>
        <translation>deklariert ≠ berechnet</translation>
    </message>
    <message>
        <source>not in archive</source>
        <translation>nicht im Archiv</translation>
    </message>
    <message>
        <source>not declared</source>
        <translation>nicht deklariert</translation>
    </message>
    <message>
        <source>another object in the file has the declared digest; the one carried with the run does not</source>
        <translation>ein anderes Objekt in der Datei hat den deklarierten Digest; das mit dem Lauf mitgelieferte nicht</translation>
    </message>
</context>
<context>
    <name>kie::RunFacts</name>
    <message>
        <source>Marked %1 by the source (evidence: source-reported)</source>
        <translation>Von der Quelle als %1 markiert (Evidenz: source-reported)</translation>
    </message>
    <message>
        <source>Measured by the benchmark&apos;s own harness: %1 (evidence: source-native)</source>
        <translation>Mit der Harness des Benchmarks selbst gemessen: %1 (Evidenz: source-native)</translation>
    </message>
    <message>
        <source>Rerun under the index&apos;s control: %1 (evidence: controlled-rerun)</source>
        <translation>Unter Kontrolle des Index wiederholt: %1 (Evidenz: controlled-rerun)</translation>
    </message>
    <message>
        <source>Status %1; evidence level “%2” is not one the format defines</source>
        <translation>Status %1; die Evidenzstufe „%2“ ist im Format nicht definiert</translation>
    </message>
    <message>
        <source>Marked %1 by the source; the evidence level was not recorded</source>
        <translation>Von der Quelle als %1 markiert; die Evidenzstufe wurde nicht erfasst</translation>
    </message>
    <message>
        <source>Status %1 as recorded; the evidence level was not recorded</source>
        <translation>Status %1 wie erfasst; die Evidenzstufe wurde nicht erfasst</translation>
    </message>
    <message>
        <source>Marked %1 by the source</source>
        <translation>Von der Quelle als %1 markiert</translation>
    </message>
    <message>
        <source>Status %1</source>
        <translation>Status %1</translation>
    </message>
    <message>
        <source>policy: %1</source>
        <translation>Richtlinie: %1</translation>
    </message>
    <message>
        <source>policy (from the protocol): %1</source>
        <translation>Richtlinie (laut Protokoll): %1</translation>
    </message>
    <message>
        <source>the correctness policy was not published</source>
        <translation>die Korrektheitsrichtlinie wurde nicht veröffentlicht</translation>
    </message>
    <message>
        <source>Not in a comparison group</source>
        <translation>In keiner Vergleichsgruppe</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>ohne Rang</translation>
    </message>
    <message>
        <source>No %1 latency recorded</source>
        <translation>Keine Latenz (%1) erfasst</translation>
    </message>
    <message>
        <source>over %1 of %2 cases, the passed ones</source>
        <translation>über %1 von %2 Fällen, die bestandenen</translation>
    </message>
    <message>
        <source>No SOL score, speedup or cases-faster figures recorded</source>
        <translation>Weder SOL-Wert noch Beschleunigung noch Anzahl schnellerer Fälle erfasst</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>%1 (source time, zone not recorded)</source>
        <translation>%1 (Zeit der Quelle, Zeitzone nicht erfasst)</translation>
    </message>
    <message>
        <source>Observed %1 · published %2</source>
        <translation>Beobachtet %1 · veröffentlicht %2</translation>
    </message>
    <message>
        <source>Reproduction</source>
        <translation>Reproduktion</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>No attestations yet.</source>
        <translation>Noch keine Bestätigungen.</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <source>No artifacts published with this run.</source>
        <translation>Mit diesem Lauf wurden keine Artefakte veröffentlicht.</translation>
    </message>
    <message>
        <source>Rank %1 of %2 %3</source>
        <translation>Rang %1 von %2 %3</translation>
    </message>
    <message>
        <source>, ranked although %1 (runs that fail integrity are ranked for inspection)</source>
        <translation>, gerankt, obwohl %1 (Läufe, die die Integritätsprüfung nicht bestehen, werden zur Prüfung gerankt)</translation>
    </message>
    <message>
        <source>Unranked %1 (%2 ranked): %3</source>
        <translation>Ohne Rang %1 (%2 gerankt): %3</translation>
    </message>
</context>
<context>
    <name>kie::RunLookup</name>
    <message numerus="yes">
        <source>%n runs match &quot;%1&quot;; name one by its record digest.</source>
        <translation>
            <numerusform>%n Lauf passt zu „%1“; benennen Sie ihn über seinen Datensatz-Digest.</numerusform>
            <numerusform>%n Läufe passen zu „%1“; benennen Sie einen über seinen Datensatz-Digest.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file holds no run.</source>
        <translation>Die Datei enthält keinen Lauf.</translation>
    </message>
    <message>
        <source>No run has the id, name or record digest &quot;%1&quot;.</source>
        <translation>Kein Lauf hat die ID, den Namen oder den Datensatz-Digest „%1“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too short for a digest prefix: give at least 8 hex digits.</source>
        <translation>„%1“ ist als Digest-Präfix zu kurz: geben Sie mindestens 8 Hex-Ziffern an.</translation>
    </message>
    <message numerus="yes">
        <source>%n runs have a record digest starting with &quot;%1&quot;; give more digits, or name one by its run id or metadata.name.</source>
        <translation>
            <numerusform>%n Lauf hat einen Datensatz-Digest, der mit „%1“ beginnt; geben Sie mehr Ziffern an oder benennen Sie ihn über Lauf-ID oder metadata.name.</numerusform>
            <numerusform>%n Läufe haben einen Datensatz-Digest, der mit „%1“ beginnt; geben Sie mehr Ziffern an oder benennen Sie einen über Lauf-ID oder metadata.name.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kie::RunStatus</name>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>kie::RunTableModel</name>
    <message>
        <source>The run&apos;s environment is not in this file</source>
        <translation>Die Umgebung des Laufs ist nicht in dieser Datei</translation>
    </message>
    <message>
        <source>No %1 latency recorded</source>
        <translation>Keine Latenz (%1) erfasst</translation>
    </message>
    <message>
        <source>%1 latency %2 (%3 ns)</source>
        <translation>Latenz (%1) %2 (%3 ns)</translation>
    </message>
    <message>
        <source>Not ranked: %1</source>
        <translation>Ohne Rang: %1</translation>
    </message>
    <message>
        <source>Not ranked</source>
        <translation>Ohne Rang</translation>
    </message>
    <message>
        <source>No SOL score recorded</source>
        <translation>Kein SOL-Wert erfasst</translation>
    </message>
    <message>
        <source>No speedup over the reference recorded</source>
        <translation>Keine Beschleunigung gegenüber der Referenz erfasst</translation>
    </message>
    <message>
        <source>No per-case speedup counts recorded</source>
        <translation>Keine fallweisen Beschleunigungszahlen erfasst</translation>
    </message>
    <message>
        <source>Observation time not recorded</source>
        <translation>Beobachtungszeitpunkt nicht erfasst</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Implementierung</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>SOL</source>
        <translation>SOL</translation>
    </message>
    <message>
        <source>×reference</source>
        <translation>×Referenz</translation>
    </message>
    <message>
        <source>Cases faster</source>
        <translation>Schnellere Fälle</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Evidenz</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <source>The latency statistic the run&apos;s comparison group ranks by</source>
        <translation>Die Latenzstatistik, nach der die Vergleichsgruppe des Laufs ordnet</translation>
    </message>
    <message>
        <source>Speed-of-light score reported by the source (1 is the hardware limit)</source>
        <translation>Speed-of-Light-Wert laut Quelle (1 ist die Hardwaregrenze)</translation>
    </message>
    <message>
        <source>Mean speedup over the reference implementation, as reported by the source</source>
        <translation>Mittlere Beschleunigung gegenüber der Referenzimplementierung, laut Quelle</translation>
    </message>
    <message>
        <source>Workload cases faster than the reference</source>
        <translation>Workload-Fälle, die schneller als die Referenz sind</translation>
    </message>
    <message>
        <source>source-reported, source-native or controlled-rerun</source>
        <translation>source-reported, source-native oder controlled-rerun</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>Integrität</translation>
    </message>
    <message>
        <source>Whether the run&apos;s references and attestations check out (the most serious state)</source>
        <translation>Ob die Referenzen und Bestätigungen des Laufs stimmen (der schwerwiegendste Zustand)</translation>
    </message>
    <message>
        <source>Only ranked runs are measured against their group&apos;s #1</source>
        <translation>Nur Läufe mit Rang werden an der #1 ihrer Gruppe gemessen</translation>
    </message>
    <message>
        <source>%1 against the #1 of its group (%2 vs %3)</source>
        <translation>%1 gegenüber der #1 seiner Gruppe (%2 vs. %3)</translation>
    </message>
    <message>
        <source>No status recorded</source>
        <translation>Kein Status erfasst</translation>
    </message>
    <message>
        <source>Recorded as “%1”</source>
        <translation>Erfasst als „%1“</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Δ vs #1</source>
        <translation>Δ zu #1</translation>
    </message>
    <message>
        <source>The file or files that carry the run</source>
        <translation>Die Datei(en), die den Lauf enthalten</translation>
    </message>
    <message>
        <source>How much slower than its comparison group&apos;s #1 the run is, by the group&apos;s statistic</source>
        <translation>Wie viel langsamer der Lauf als die #1 seiner Vergleichsgruppe ist, gemessen an der Statistik der Gruppe</translation>
    </message>
    <message>
        <source>%1 ⚠</source>
        <translation>%1 ⚠</translation>
    </message>
    <message>
        <source>Rank %1 of %2 %3</source>
        <translation>Rang %1 von %2 %3</translation>
    </message>
    <message>
        <source>%1, ranked although %2: runs that fail integrity are ranked for inspection</source>
        <translation>%1, gerankt, obwohl %2: Läufe, die die Integritätsprüfung nicht bestehen, werden zur Prüfung gerankt</translation>
    </message>
    <message>
        <source>Competition rank within the comparison group, among the runs open (ties share a rank; runs that fail integrity are not ranked)</source>
        <translation>Wettkampfrang innerhalb der Vergleichsgruppe unter den geöffneten Läufen (Gleichstände teilen sich einen Rang; Läufe, die die Integritätsprüfung nicht bestehen, werden nicht gerankt)</translation>
    </message>
</context>
<context>
    <name>kie::SafeWrite</name>
    <message>
        <source>a directory</source>
        <translation>ein Verzeichnis</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>ein FIFO (benannte Pipe)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is %2, not a regular file; nothing was written</source>
        <translation>%1 kann nicht geschrieben werden: es ist %2, keine reguläre Datei; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1 is the input %2; the explorer never writes to a file it read, so nothing was written</source>
        <translation>%1 ist die Eingabe %2; der Explorer schreibt nie in eine Datei, die er gelesen hat, daher wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>%1 is %2, an input inside the folder %3; the explorer never writes to a file it read, so nothing was written</source>
        <translation>%1 ist %2, eine Eingabe im Ordner %3; der Explorer schreibt nie in eine Datei, die er gelesen hat, daher wurde nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>kie::SignatureState</name>
    <message>
        <source>signature valid</source>
        <translation>Signatur gültig</translation>
    </message>
    <message>
        <source>signature invalid</source>
        <translation>Signatur ungültig</translation>
    </message>
    <message>
        <source>unsigned</source>
        <translation>unsigniert</translation>
    </message>
</context>
<context>
    <name>kie::Signing</name>
    <message>
        <source>cannot generate an Ed25519 key: %1</source>
        <translation>Ed25519-Schlüssel kann nicht erzeugt werden: %1</translation>
    </message>
    <message>
        <source>the private key is encrypted: a passphrase is needed</source>
        <translation>Der private Schlüssel ist verschlüsselt: eine Passphrase wird benötigt</translation>
    </message>
    <message>
        <source>cannot read the private key (wrong passphrase, or not a PEM private key): %1</source>
        <translation>Privater Schlüssel nicht lesbar (falsche Passphrase oder kein privater PEM-Schlüssel): %1</translation>
    </message>
    <message>
        <source>the private key is not an Ed25519 key</source>
        <translation>Der private Schlüssel ist kein Ed25519-Schlüssel</translation>
    </message>
    <message>
        <source>cannot write the private key: %1</source>
        <translation>Privater Schlüssel kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>not an Ed25519 public key PEM</source>
        <translation>Kein öffentlicher Ed25519-Schlüssel im PEM-Format</translation>
    </message>
    <message>
        <source>an attestation needs a subject (the run&apos;s record digest) and a text</source>
        <translation>Eine Bestätigung braucht einen Gegenstand (den Datensatz-Digest des Laufs) und einen Text</translation>
    </message>
    <message>
        <source>cannot sign: %1</source>
        <translation>Signieren nicht möglich: %1</translation>
    </message>
    <message>
        <source>not an Attestation object</source>
        <translation>Kein Attestation-Objekt</translation>
    </message>
</context>
<context>
    <name>kie::Sol</name>
    <message>
        <source>latencies must be positive numbers</source>
        <translation>Latenzen müssen positive Zahlen sein</translation>
    </message>
    <message>
        <source>baseline T_b is not above the SOL bound T_SOL: the score is undefined</source>
        <translation>Basislinie T_b liegt nicht über der SOL-Grenze T_SOL: der Score ist nicht definiert</translation>
    </message>
    <message>
        <source>the target score must be above 0</source>
        <translation>der Zielscore muss über 0 liegen</translation>
    </message>
    <message>
        <source>a score above 1 would need a latency below the SOL bound</source>
        <translation>ein Score über 1 bräuchte eine Latenz unter der SOL-Grenze</translation>
    </message>
    <message>
        <source>per-case results (spec.cases)</source>
        <translation>Ergebnisse je Fall (spec.cases)</translation>
    </message>
    <message>
        <source>per-case kernel latency (T_k)</source>
        <translation>Kernel-Latenz je Fall (T_k)</translation>
    </message>
    <message>
        <source>per-case SOL bound (T_SOL)</source>
        <translation>SOL-Grenze je Fall (T_SOL)</translation>
    </message>
    <message>
        <source>per-case baseline latency (T_b)</source>
        <translation>Basislinien-Latenz je Fall (T_b)</translation>
    </message>
    <message>
        <source>a case whose baseline T_b is above its SOL bound T_SOL</source>
        <translation>einen Fall, dessen Basislinie T_b über seiner SOL-Grenze T_SOL liegt</translation>
    </message>
    <message>
        <source>SOL bound not in this case</source>
        <translation>SOL-Grenze nicht in diesem Fall</translation>
    </message>
</context>
<context>
    <name>kie::SourceNativeShape</name>
    <message>
        <source>a FlashInfer-Bench / SOL-ExecBench trace line among other records: open or import the trace file on its own, whose lines are all traces</source>
        <translation>eine FlashInfer-Bench-/SOL-ExecBench-Trace-Zeile zwischen anderen Datensätzen: öffnen oder importieren Sie die Trace-Datei für sich, deren Zeilen alle Traces sind</translation>
    </message>
    <message>
        <source>a workload trace (definition and workload, no evaluation): it holds no result; open the trace files with evaluations</source>
        <translation>ein Workload-Trace (Definition und Workload, keine Auswertung): er enthält kein Ergebnis; öffnen Sie die Trace-Dateien mit Auswertungen</translation>
    </message>
    <message>
        <source>a FlashInfer-Bench / SOL-ExecBench definition: it describes a kernel and holds no results; open the trace files that name it, and this definition is read with them</source>
        <translation>eine FlashInfer-Bench-/SOL-ExecBench-Definition: sie beschreibt einen Kernel und enthält keine Ergebnisse; öffnen Sie die Trace-Dateien, die sie nennen, dann wird diese Definition mit ihnen gelesen</translation>
    </message>
    <message>
        <source>a FlashInfer-Bench / SOL-ExecBench solution: a kernel&apos;s source, with no results; open the trace files that name it, and this solution is read with them</source>
        <translation>eine FlashInfer-Bench-/SOL-ExecBench-Lösung: der Quelltext eines Kernels, ohne Ergebnisse; öffnen Sie die Trace-Dateien, die sie nennen, dann wird diese Lösung mit ihnen gelesen</translation>
    </message>
    <message>
        <source>a SOL-ExecBench / FlashInfer-Bench workload (uuid, axes, inputs): input shapes, with no results; open the trace files measured on it</source>
        <translation>ein SOL-ExecBench-/FlashInfer-Bench-Workload (uuid, axes, inputs): Eingabeformen, ohne Ergebnisse; öffnen Sie die darauf gemessenen Trace-Dateien</translation>
    </message>
</context>
<context>
    <name>kie::Statistic</name>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>stddev</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
</context>
<context>
    <name>kie::TableWriter</name>
    <message>
        <source>Unknown table format</source>
        <translation>Unbekanntes Tabellenformat</translation>
    </message>
</context>
<context>
    <name>kie::TraceImport</name>
    <message>
        <source>file too large (%1 bytes)</source>
        <translation>Datei zu groß (%1 Bytes)</translation>
    </message>
    <message>
        <source>corrupt gzip data</source>
        <translation>beschädigte gzip-Daten</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 ist kein String</translation>
    </message>
    <message>
        <source>definition is empty</source>
        <translation>definition ist leer</translation>
    </message>
    <message>
        <source>missing workload</source>
        <translation>workload fehlt</translation>
    </message>
    <message>
        <source>workload is not an object</source>
        <translation>workload ist kein Objekt</translation>
    </message>
    <message>
        <source>workload.axes is not an object</source>
        <translation>workload.axes ist kein Objekt</translation>
    </message>
    <message>
        <source>missing evaluation (a workload-only line carries no result)</source>
        <translation>evaluation fehlt (eine Zeile nur mit Workload enthält kein Ergebnis)</translation>
    </message>
    <message>
        <source>evaluation is not an object</source>
        <translation>evaluation ist kein Objekt</translation>
    </message>
    <message>
        <source>missing evaluation.environment</source>
        <translation>evaluation.environment fehlt</translation>
    </message>
    <message>
        <source>evaluation.environment is not an object</source>
        <translation>evaluation.environment ist kein Objekt</translation>
    </message>
    <message>
        <source>evaluation.environment.libs is not an object</source>
        <translation>evaluation.environment.libs ist kein Objekt</translation>
    </message>
    <message>
        <source>evaluation.environment.libs.%1 is not a string</source>
        <translation>evaluation.environment.libs.%1 ist kein String</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>evaluation.correctness is not an object</source>
        <translation>evaluation.correctness ist kein Objekt</translation>
    </message>
    <message>
        <source>evaluation.performance is not an object</source>
        <translation>evaluation.performance ist kein Objekt</translation>
    </message>
    <message>
        <source>evaluation.performance.latency_ms is not a finite, non-negative number</source>
        <translation>evaluation.performance.latency_ms ist keine endliche, nicht negative Zahl</translation>
    </message>
    <message>
        <source>a second, different file for &quot;%1&quot; is ignored; using %2</source>
        <translation>eine zweite, abweichende Datei für „%1“ wird ignoriert; verwendet wird %2</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>Datei oder Ordner existiert nicht</translation>
    </message>
    <message>
        <source>no Trace JSON Lines found in %1</source>
        <translation>keine Trace-JSON-Lines in %1 gefunden</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>%1 wird importiert</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>not Trace JSON Lines (the first line lacks definition, workload or evaluation)</source>
        <translation>keine Trace-JSON-Lines (der ersten Zeile fehlt definition, workload oder evaluation)</translation>
    </message>
    <message>
        <source>Scanning %1</source>
        <translation>%1 wird durchsucht</translation>
    </message>
    <message>
        <source>stopped scanning after %1 entries</source>
        <translation>Durchsuchen nach %1 Einträgen beendet</translation>
    </message>
    <message>
        <source>not Trace JSON Lines, skipped</source>
        <translation>keine Trace-JSON-Lines, übersprungen</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message numerus="yes">
        <source>no usable Trace lines (%n problem(s))</source>
        <translation>
            <numerusform>keine verwertbaren Trace-Zeilen (%n Problem)</numerusform>
            <numerusform>keine verwertbaren Trace-Zeilen (%n Probleme)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building %n run(s)</source>
        <translation>
            <numerusform>%n Lauf wird erstellt</numerusform>
            <numerusform>%n Läufe werden erstellt</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot compute a digest: %1</source>
        <translation>Digest kann nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>cannot write the imported archive: %1</source>
        <translation>das importierte Archiv kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>the trace lines would take more than %1 MB in memory (3 times the traces&apos; size + 48 MB, with the traces and the archive written from them); nothing was loaded</source>
        <translation>die Trace-Zeilen bräuchten mehr als %1 MB Speicher (das 3-Fache der Größe der Traces + 48 MB, mit den Traces und dem daraus geschriebenen Archiv); nichts wurde geladen</translation>
    </message>
</context>
<context>
    <name>kie::app</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>kie::cli</name>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Try &apos;%1 %2 --help&apos;.</source>
        <translation>Siehe &apos;%1 %2 --help&apos;.</translation>
    </message>
    <message>
        <source>Usage: %1 %2 [options] %3</source>
        <translation>Aufruf: %1 %2 [Optionen] %3</translation>
    </message>
    <message>
        <source>cannot read this file</source>
        <translation>diese Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Run archive, manifest bundle, JSON Lines or trace file (gzip allowed).</source>
        <translation>Laufarchiv, Manifest-Bundle, JSON Lines oder Trace-Datei (gzip erlaubt).</translation>
    </message>
    <message>
        <source>%1 %2: no digest: %3</source>
        <translation>%1 %2: kein Digest: %3</translation>
    </message>
    <message>
        <source>One JSON document (gzip allowed); - reads standard input.</source>
        <translation>Ein JSON-Dokument (gzip erlaubt); - liest die Standardeingabe.</translation>
    </message>
    <message>
        <source>%1: cannot canonicalize: %2</source>
        <translation>%1: kann nicht kanonisiert werden: %2</translation>
    </message>
    <message>
        <source>Only the comparison group with this key (a unique prefix is enough).</source>
        <translation>Nur die Vergleichsgruppe mit diesem Schlüssel (ein eindeutiges Präfix genügt).</translation>
    </message>
    <message>
        <source>Print one JSON document (RFC 8785 canonical form).</source>
        <translation>Ein JSON-Dokument ausgeben (kanonische Form nach RFC 8785).</translation>
    </message>
    <message>
        <source>text, markdown, bibtex, csl-json or ris (default: text).</source>
        <translation>text, markdown, bibtex, csl-json oder ris (Standard: text).</translation>
    </message>
    <message>
        <source>Access date YYYY-MM-DD (default: the fetch date, else the archive&apos;s exportedAt, else today).</source>
        <translation>Zugriffsdatum JJJJ-MM-TT (Standard: das Abrufdatum, sonst exportedAt des Archivs, sonst heute).</translation>
    </message>
    <message>
        <source>Unknown citation format: %1 (text, markdown, bibtex, csl-json, ris)</source>
        <translation>Unbekanntes Zitationsformat: %1 (text, markdown, bibtex, csl-json, ris)</translation>
    </message>
    <message>
        <source>Not a date (YYYY-MM-DD): %1</source>
        <translation>Kein Datum (JJJJ-MM-TT): %1</translation>
    </message>
    <message>
        <source>Check every digest reference and attestation signature of FILE.</source>
        <translation>Jede Digest-Referenz und Bestätigungssignatur in FILE prüfen.</translation>
    </message>
    <message>
        <source>Print kind, name and digest of every object in FILE.</source>
        <translation>Art, Name und Digest jedes Objekts in FILE ausgeben.</translation>
    </message>
    <message>
        <source>Print the RFC 8785 canonical form of a JSON document.</source>
        <translation>Die kanonische Form (RFC 8785) eines JSON-Dokuments ausgeben.</translation>
    </message>
    <message>
        <source>Print the comparison groups of FILE and the ranks within them.</source>
        <translation>Die Vergleichsgruppen in FILE und die Ränge darin ausgeben.</translation>
    </message>
    <message>
        <source>Print a citation of a run in FILE: --format text|markdown|bibtex|csl-json|ris.</source>
        <translation>Eine Zitation eines Laufs in FILE ausgeben: --format text|markdown|bibtex|csl-json|ris.</translation>
    </message>
    <message>
        <source>Import trace files or folders into a run archive: TRACES... -o ARCHIVE.</source>
        <translation>Trace-Dateien oder -Ordner in ein Laufarchiv importieren: TRACES... -o ARCHIVE.</translation>
    </message>
    <message>
        <source>       %1 COMMAND [options] ARGUMENTS</source>
        <translation>        %1 COMMAND [Optionen] ARGUMENTS</translation>
    </message>
    <message>
        <source>Explore GPU-kernel benchmark run archives. Without a command, opens FILE in the window.</source>
        <translation>GPU-Kernel-Benchmark-Laufarchive erkunden. Ohne Befehl wird FILE im Fenster geöffnet.</translation>
    </message>
    <message>
        <source>Commands (run without a display):</source>
        <translation>Befehle (laufen ohne Anzeige):</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Show this help; with a command, that command&apos;s help.</source>
        <translation>Diese Hilfe anzeigen; mit einem Befehl dessen Hilfe.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Die Version anzeigen.</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 the check failed, 2 usage error or unreadable file.</source>
        <translation>Exit-Status: 0 Erfolg, 1 Prüfung fehlgeschlagen, 2 Aufruffehler oder unlesbare Datei.</translation>
    </message>
    <message>
        <source>No command given.</source>
        <translation>Kein Befehl angegeben.</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>Unbekannter Befehl: %1</translation>
    </message>
    <message>
        <source>Commands: %1</source>
        <translation>Befehle: %1</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Siehe &apos;%1 --help&apos;.</translation>
    </message>
    <message>
        <source>--max-bytes wants a positive size such as 500M or 2G, not &quot;%1&quot;</source>
        <translation>--max-bytes erwartet eine positive Größe wie 500M oder 2G, nicht „%1“</translation>
    </message>
    <message>
        <source>--timeout wants a number of seconds, not &quot;%1&quot;</source>
        <translation>--timeout erwartet eine Anzahl Sekunden, nicht „%1“</translation>
    </message>
    <message>
        <source>When FILE is an http:// URL: fetch it although plain http is not encrypted.</source>
        <translation>Wenn FILE eine http://-URL ist: trotz unverschlüsseltem http abrufen.</translation>
    </message>
    <message>
        <source>When FILE is a URL: also trust the CA certificates in this PEM file.</source>
        <translation>Wenn FILE eine URL ist: auch den CA-Zertifikaten in dieser PEM-Datei vertrauen.</translation>
    </message>
    <message>
        <source>When FILE is a URL: refuse it unless its SHA-256 is HEX (or give #sha256=HEX in the URL).</source>
        <translation>Wenn FILE eine URL ist: ablehnen, außer ihr SHA-256 ist HEX (oder #sha256=HEX in der URL angeben).</translation>
    </message>
    <message>
        <source>When FILE is a URL: refuse it beyond this size, e.g. 500M (default 2G).</source>
        <translation>Wenn FILE eine URL ist: oberhalb dieser Größe ablehnen, z. B. 500M (Standard 2G).</translation>
    </message>
    <message>
        <source>When FILE is a URL: give up when no data arrives for this many seconds (default 30).</source>
        <translation>Wenn FILE eine URL ist: aufgeben, wenn so viele Sekunden lang keine Daten ankommen (Standard 30).</translation>
    </message>
    <message>
        <source>When FILE is a URL: keep fetched archives in DIR instead of the user&apos;s cache folder.</source>
        <translation>Wenn FILE eine URL ist: abgerufene Archive in DIR statt im Cache-Ordner des Benutzers ablegen.</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>Write the run archive to ARCHIVE (atomically).</source>
        <translation>Das Laufarchiv nach ARCHIVE schreiben (atomar).</translation>
    </message>
    <message>
        <source>Compress the archive with gzip (also when ARCHIVE ends in .gz).</source>
        <translation>Das Archiv mit gzip komprimieren (auch, wenn ARCHIVE auf .gz endet).</translation>
    </message>
    <message>
        <source>Trace files or folders.</source>
        <translation>Trace-Dateien oder -Ordner.</translation>
    </message>
    <message>
        <source>Usage: %1 import TRACES... -o ARCHIVE [--gzip]</source>
        <translation>Aufruf: %1 import TRACES... -o ARCHIVE [--gzip]</translation>
    </message>
    <message>
        <source>nothing could be imported</source>
        <translation>nichts konnte importiert werden</translation>
    </message>
    <message>
        <source>%1 is not a trace file or folder (it reads as a %2)</source>
        <translation>%1 ist keine Trace-Datei und kein Trace-Ordner (wird als %2 gelesen)</translation>
    </message>
    <message>
        <source>In the window: use this language (en, de, ja, zh_CN).</source>
        <translation>Im Fenster: diese Sprache verwenden (en, de, ja, zh_CN).</translation>
    </message>
    <message>
        <source>What the attestation says.</source>
        <translation>Was die Bestätigung aussagt.</translation>
    </message>
    <message>
        <source>note or reproduction (default: reproduction with --latency-ns, else note).</source>
        <translation>note oder reproduction (Standard: reproduction mit --latency-ns, sonst note).</translation>
    </message>
    <message>
        <source>The latency you measured, in nanoseconds.</source>
        <translation>Die gemessene Latenz in Nanosekunden.</translation>
    </message>
    <message>
        <source>Which statistic --latency-ns is: mean, median, min, max, p95 (default mean).</source>
        <translation>Welche Statistik --latency-ns ist: mean, median, min, max, p95 (Standard mean).</translation>
    </message>
    <message>
        <source>Digest of the ExecutionEnvironment you measured on.</source>
        <translation>Digest der ExecutionEnvironment, auf der gemessen wurde.</translation>
    </message>
    <message>
        <source>The GPU you measured on, when no environment object names it.</source>
        <translation>Die GPU der Messung, wenn kein Umgebungsobjekt sie nennt.</translation>
    </message>
    <message>
        <source>A library and its version (repeatable).</source>
        <translation>Eine Bibliothek und ihre Version (wiederholbar).</translation>
    </message>
    <message>
        <source>Who writes it.</source>
        <translation>Wer sie verfasst.</translation>
    </message>
    <message>
        <source>Sign with this private key (default: %1).</source>
        <translation>Mit diesem privaten Schlüssel signieren (Standard: %1).</translation>
    </message>
    <message>
        <source>The key&apos;s passphrase is the first line of FILE.</source>
        <translation>Die Passphrase des Schlüssels steht in der ersten Zeile von FILE.</translation>
    </message>
    <message>
        <source>Do not sign.</source>
        <translation>Nicht signieren.</translation>
    </message>
    <message>
        <source>Write the new archive to OUT (atomically; never FILE itself).</source>
        <translation>Das neue Archiv nach OUT schreiben (atomar; nie FILE selbst).</translation>
    </message>
    <message>
        <source>Compress OUT with gzip (also when OUT ends in .gz).</source>
        <translation>OUT mit gzip komprimieren (auch wenn OUT auf .gz endet).</translation>
    </message>
    <message>
        <source>--latency-ns needs a positive number of nanoseconds</source>
        <translation>--latency-ns braucht eine positive Zahl von Nanosekunden</translation>
    </message>
    <message>
        <source>--statistic names the statistic of --latency-ns</source>
        <translation>--statistic benennt die Statistik von --latency-ns</translation>
    </message>
    <message>
        <source>--kind is note or reproduction</source>
        <translation>--kind ist note oder reproduction</translation>
    </message>
    <message>
        <source>--library takes NAME=VERSION</source>
        <translation>--library erwartet NAME=VERSION</translation>
    </message>
    <message>
        <source>Run archive, manifest bundle or JSON Lines (gzip allowed).</source>
        <translation>Laufarchiv, Manifest-Bündel oder JSON Lines (gzip erlaubt).</translation>
    </message>
    <message>
        <source>Usage: %1 attest FILE --run X --text T [--latency-ns N --statistic mean] [--key PEM] -o OUT</source>
        <translation>Aufruf: %1 attest FILE --run X --text T [--latency-ns N --statistic mean] [--key PEM] -o OUT</translation>
    </message>
    <message>
        <source>Print what the run page says about a run in FILE: --run ID, --json.</source>
        <translation>Ausgeben, was die Laufseite über einen Lauf in FILE sagt: --run ID, --json.</translation>
    </message>
    <message>
        <source>Say whether two runs of FILE can be compared, and why: --run A [--with B] [--json].</source>
        <translation>Sagt, ob zwei Läufe aus FILE vergleichbar sind, und warum: --run A [--with B] [--json].</translation>
    </message>
    <message>
        <source>Write a copy of FILE with a signed note or reproduction about a run: --run X --text T -o OUT.</source>
        <translation>Eine Kopie von FILE mit signierter Notiz oder Reproduktion zu einem Lauf schreiben: --run X --text T -o OUT.</translation>
    </message>
    <message>
        <source>Make an Ed25519 signing key for attestations: -o KEY.pem.</source>
        <translation>Einen Ed25519-Signaturschlüssel für Bestätigungen erzeugen: -o KEY.pem.</translation>
    </message>
    <message>
        <source>Run B, named like --run (default: the #1 of run A&apos;s comparison group).</source>
        <translation>Lauf B, benannt wie bei --run (Vorgabe: die #1 der Vergleichsgruppe von Lauf A).</translation>
    </message>
    <message>
        <source>%1: run %2&apos;s comparison group has no ranked run; name one with --with</source>
        <translation>%1: Die Vergleichsgruppe von Lauf %2 hat keinen Lauf mit Rang; nennen Sie einen mit --with</translation>
    </message>
    <message>
        <source>Write the private key to KEY (default: %1).</source>
        <translation>Den privaten Schlüssel nach KEY schreiben (Standard: %1).</translation>
    </message>
    <message>
        <source>Encrypt the key with the passphrase on the first line of FILE.</source>
        <translation>Den Schlüssel mit der Passphrase aus der ersten Zeile von FILE verschlüsseln.</translation>
    </message>
    <message>
        <source>Replace an existing key file (the old key is lost).</source>
        <translation>Eine vorhandene Schlüsseldatei ersetzen (der alte Schlüssel geht verloren).</translation>
    </message>
    <message>
        <source>Usage: %1 keygen -o KEY.pem [--passphrase-file FILE]</source>
        <translation>Aufruf: %1 keygen -o KEY.pem [--passphrase-file FILE]</translation>
    </message>
    <message>
        <source>%1 exists; a key is not replaced without --force</source>
        <translation>%1 existiert; ein Schlüssel wird ohne --force nicht ersetzt</translation>
    </message>
    <message>
        <source>Rank authors or solutions across every definition of FILE...: --by, --baseline, --fast-p, --json, --format flashinfer.</source>
        <translation>Autoren oder Lösungen über alle Definitionen in FILE... einstufen: --by, --baseline, --fast-p, --json, --format flashinfer.</translation>
    </message>
    <message>
        <source>Rank authors (default) or solutions.</source>
        <translation>Autoren (Standard) oder Lösungen einstufen.</translation>
    </message>
    <message>
        <source>The solution every other is measured against (default: the reference latency).</source>
        <translation>Die Lösung, an der alle anderen gemessen werden (Standard: die Referenzlatenz).</translation>
    </message>
    <message>
        <source>Add fast_p columns: the share of comparisons at least P× the baseline.</source>
        <translation>fast_p-Spalten hinzufügen: der Anteil der Vergleiche mit mindestens P× der Basislinie.</translation>
    </message>
    <message>
        <source>--by takes author or solution, not %1</source>
        <translation>--by erwartet author oder solution, nicht %1</translation>
    </message>
    <message>
        <source>--fast-p takes numbers of at least 0, separated by commas</source>
        <translation>--fast-p erwartet durch Kommas getrennte Zahlen von mindestens 0</translation>
    </message>
    <message>
        <source>--format flashinfer summarises one trace folder or file</source>
        <translation>--format flashinfer fasst einen Trace-Ordner oder eine Trace-Datei zusammen</translation>
    </message>
    <message>
        <source>Draw the comparison group with this key (a unique prefix is enough).</source>
        <translation>Die Vergleichsgruppe mit diesem Schlüssel zeichnen (ein eindeutiges Präfix genügt).</translation>
    </message>
    <message>
        <source>ranking (default), fast-p, leaderboard or heatmap.</source>
        <translation>ranking (Standard), fast-p, leaderboard oder heatmap.</translation>
    </message>
    <message>
        <source>svg, pdf or png (default: from OUT&apos;s suffix, else svg).</source>
        <translation>svg, pdf oder png (Standard: aus der Endung von OUT, sonst svg).</translation>
    </message>
    <message>
        <source>Size in pixels at --dpi (default 1200x750).</source>
        <translation>Größe in Pixeln bei --dpi (Standard 1200x750).</translation>
    </message>
    <message>
        <source>Dots per inch: the figure is WxH / DPI inches (default 150).</source>
        <translation>Punkte pro Zoll: die Abbildung ist WxH / DPI Zoll groß (Standard 150).</translation>
    </message>
    <message>
        <source>Write the figure to OUT.</source>
        <translation>Die Abbildung nach OUT schreiben.</translation>
    </message>
    <message>
        <source>plot needs -o OUT, the file to write.</source>
        <translation>plot braucht -o OUT, die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>Unknown figure kind: %1 (ranking, fast-p, leaderboard, heatmap)</source>
        <translation>Unbekannte Abbildungsart: %1 (ranking, fast-p, leaderboard, heatmap)</translation>
    </message>
    <message>
        <source>Unknown format: %1 (svg, pdf, png)</source>
        <translation>Unbekanntes Format: %1 (svg, pdf, png)</translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT in pixels, e.g. 1200x750: %1</source>
        <translation>--size erwartet WIDTHxHEIGHT in Pixeln, z. B. 1200x750: %1</translation>
    </message>
    <message>
        <source>--dpi takes a whole number: %1</source>
        <translation>--dpi erwartet eine ganze Zahl: %1</translation>
    </message>
    <message>
        <source>run %1 is in no comparison group</source>
        <translation>Lauf %1 ist in keiner Vergleichsgruppe</translation>
    </message>
    <message>
        <source>run %1 is not in the comparison group %2</source>
        <translation>Lauf %1 ist nicht in der Vergleichsgruppe %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Logarithmic latency axis (the leaderboard: logarithmic p axis).</source>
        <translation>Logarithmische Latenzachse (Bestenliste: logarithmische p-Achse).</translation>
    </message>
    <message>
        <source>Run archives, trace files or folders (gzip allowed), or https URLs: several are one workspace, merged as the window merges them.</source>
        <translation>Run-Archive, Trace-Dateien oder Ordner (gzip erlaubt) oder https-URLs: mehrere bilden einen Arbeitsbereich, zusammengeführt wie im Fenster.</translation>
    </message>
    <message>
        <source>nothing to draw: %1</source>
        <translation>nichts zu zeichnen: %1</translation>
    </message>
    <message>
        <source>Fail unless FILE holds a record with this digest, whole or a prefix of at least 8 hex digits, e.g. from its record page or citation. Repeatable.</source>
        <translation>Fehlschlagen, wenn DATEI keinen Datensatz mit diesem Digest enthält, ganz oder als Präfix von mindestens 8 Hex-Ziffern, z. B. von seiner Datensatzseite oder Zitation. Wiederholbar.</translation>
    </message>
    <message>
        <source>--expect &quot;%1&quot;: give a record digest, &quot;sha256:&quot; and hex digits, at least 8 of them</source>
        <translation>--expect &quot;%1&quot;: einen Datensatz-Digest angeben, &quot;sha256:&quot; und Hex-Ziffern, mindestens 8 davon</translation>
    </message>
    <message>
        <source>Print the table as tsv (default, with a header row), csv (RFC 4180), markdown (a pipe table), latex (a booktabs tabular) or json.</source>
        <translation>Die Tabelle als tsv (Standard, mit Kopfzeile), csv (RFC 4180), markdown (eine Pipe-Tabelle), latex (ein booktabs-tabular) oder json ausgeben.</translation>
    </message>
    <message>
        <source>--format takes %1, not %2</source>
        <translation>--format erwartet %1, nicht %2</translation>
    </message>
    <message>
        <source>The leaderboard as tsv (default, with a header row), csv (RFC 4180), markdown (a pipe table), latex (a booktabs tabular) or json; or flashinfer: FlashInfer-Bench&apos;s own summary JSON of one trace folder.</source>
        <translation>Die Bestenliste als tsv (Standard, mit Kopfzeile), csv (RFC 4180), markdown (eine Pipe-Tabelle), latex (ein booktabs-tabular) oder json; oder flashinfer: das eigene Zusammenfassungs-JSON von FlashInfer-Bench zu einem Trace-Ordner.</translation>
    </message>
    <message>
        <source>--format takes %1 or flashinfer, not %2</source>
        <translation>--format erwartet %1 oder flashinfer, nicht %2</translation>
    </message>
    <message>
        <source>Messages in this language (en, de, ja, zh_CN); a figure&apos;s words and numbers too. Data lines stay English.</source>
        <translation>Meldungen in dieser Sprache (en, de, ja, zh_CN), ebenso Wörter und Zahlen einer Abbildung. Datenzeilen bleiben englisch.</translation>
    </message>
    <message>
        <source>longer than a citation can be</source>
        <translation>länger, als eine Zitation sein kann</translation>
    </message>
    <message>
        <source>Run archive, manifest bundle, JSON Lines or trace file or folder, or an https URL.</source>
        <translation>Laufarchiv, Manifest-Bündel, JSON-Lines- oder Trace-Datei oder -Ordner, oder eine https-URL.</translation>
    </message>
    <message>
        <source>A file holding a citation in any format `cite` writes, a record digest or a permalink; - reads standard input.</source>
        <translation>Eine Datei mit einer Zitation in einem der Formate, die `cite` schreibt, ein Datensatz-Digest oder ein Permalink; - liest die Standardeingabe.</translation>
    </message>
    <message>
        <source>Say what changed between two snapshots FILE-OLD and FILE-NEW: runs, ranks, references: [--group KEY] [--json].</source>
        <translation>Sagt, was sich zwischen zwei Ständen FILE-OLD und FILE-NEW geändert hat: Läufe, Ränge, Referenzen: [--group KEY] [--json].</translation>
    </message>
    <message>
        <source>Say whether the record a citation cites is in FILE, unchanged: CITATION is a file or -.</source>
        <translation>Sagt, ob der zitierte Datensatz unverändert in FILE ist: CITATION ist eine Datei oder -.</translation>
    </message>
    <message>
        <source>Rank runs with a declared ≠ computed reference too, marked (by default they are left out of every rank).</source>
        <translation>Auch Läufe mit einer Referenz „deklariert ≠ berechnet“ ranken, markiert (standardmäßig werden sie aus jedem Rang ausgelassen).</translation>
    </message>
    <message>
        <source>note: left out %1 (%2): %3</source>
        <translation>Hinweis: %1 (%2) ausgelassen: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n Fall</numerusform>
            <numerusform>%n Fälle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n comparison group(s): name what to draw with --group KEY or --run X (`rank` lists them).</source>
        <translation>
            <numerusform>%n Vergleichsgruppe: geben Sie mit --group KEY oder --run X an, was gezeichnet werden soll (`rank` listet sie auf).</numerusform>
            <numerusform>%n Vergleichsgruppen: geben Sie mit --group KEY oder --run X an, was gezeichnet werden soll (`rank` listet sie auf).</numerusform>
        </translation>
    </message>
    <message>
        <source>Draw a stamped figure of one or more files: [--group KEY | --run X] [--kind K] [--format svg|pdf|png] -o OUT.</source>
        <translation>Eine gestempelte Abbildung aus einer oder mehreren Dateien zeichnen: [--group KEY | --run X] [--kind K] [--format svg|pdf|png] -o OUT.</translation>
    </message>
    <message>
        <source>Usage: %1 [FILE|URL] [--run RUN] [--lang CODE]</source>
        <translation>Aufruf: %1 [FILE|URL] [--run RUN] [--lang CODE]</translation>
    </message>
    <message>
        <source>The run: its id, metadata.name, record digest or a record-digest prefix of at least 8 hex digits.</source>
        <translation>Der Lauf: seine ID, metadata.name, sein Datensatz-Digest oder ein Datensatz-Digest-Präfix von mindestens 8 Hex-Ziffern.</translation>
    </message>
    <message>
        <source>Without it: the first run.</source>
        <translation>Ohne diese Option: der erste Lauf.</translation>
    </message>
</context>
<context>
    <name>kie::ui::ArchiveDiffDialog</name>
    <message>
        <source>Compare with another archive</source>
        <translation>Mit einem anderen Archiv vergleichen</translation>
    </message>
    <message>
        <source>&amp;Swap old and new</source>
        <translation>Alt und neu &amp;tauschen</translation>
    </message>
    <message>
        <source>Filter changes (kind, run, group, field, value)</source>
        <translation>Änderungen filtern (Art, Lauf, Gruppe, Feld, Wert)</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot open the other archive: %1</source>
        <translation>Das andere Archiv lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
    <message>
        <source>No changes from %1 (old) to %2 (new).</source>
        <translation>Keine Änderungen von %1 (alt) zu %2 (neu).</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) from %1 (old) to %2 (new).</source>
        <translation>
            <numerusform>%n Änderung von %1 (alt) zu %2 (neu).</numerusform>
            <numerusform>%n Änderungen von %1 (alt) zu %2 (neu).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) unchanged.</source>
        <translation>
            <numerusform>%n Lauf unverändert.</numerusform>
            <numerusform>%n Läufe unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open an archive first: the other snapshot is compared with it.</source>
        <translation>Öffnen Sie zuerst ein Archiv: Der andere Stand wird damit verglichen.</translation>
    </message>
    <message>
        <source>Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>Laufarchive und Traces (*.json *.jsonl *.ndjson *.gz);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>kie::ui::CheckCitationDialog</name>
    <message>
        <source>Check a citation</source>
        <translation>Zitation prüfen</translation>
    </message>
    <message>
        <source>Paste a citation (text, Markdown, BibTeX, CSL-JSON or RIS), a record digest or a permalink:</source>
        <translation>Fügen Sie eine Zitation (Text, Markdown, BibTeX, CSL-JSON oder RIS), einen Datensatz-Digest oder einen Permalink ein:</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Open an archive first: the citation is checked against it.</source>
        <translation>Öffnen Sie zuerst ein Archiv: Die Zitation wird damit geprüft.</translation>
    </message>
    <message>
        <source>The runs&apos; record digests are still being computed: check again when they are done.</source>
        <translation>Die Datensatz-Digests der Läufe werden noch berechnet: Prüfen Sie erneut, wenn sie fertig sind.</translation>
    </message>
</context>
<context>
    <name>kie::ui::CitationWidget</name>
    <message>
        <source>Plain text</source>
        <translation>Reiner Text</translation>
    </message>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>BibTeX</source>
        <translation>BibTeX</translation>
    </message>
    <message>
        <source>CSL-JSON</source>
        <translation>CSL-JSON</translation>
    </message>
    <message>
        <source>RIS</source>
        <translation>RIS</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>When the record was retrieved: the fetch date, else the archive&apos;s export date, else the day it was opened.</source>
        <translation>Wann der Datensatz abgerufen wurde: das Abrufdatum, sonst das Exportdatum des Archivs, sonst der Tag, an dem er geöffnet wurde.</translation>
    </message>
    <message>
        <source>&amp;Accessed:</source>
        <translation>&amp;Zugriffsdatum:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the citation in the chosen format (Ctrl+Shift+C)</source>
        <translation>Die Zitation im gewählten Format kopieren (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Copy permalink</source>
        <translation>Permalink kopieren</translation>
    </message>
    <message>
        <source>Copy digest</source>
        <translation>Digest kopieren</translation>
    </message>
    <message>
        <source>This record has no permalink: the citation names it by its record digest.</source>
        <translation>Dieser Datensatz hat keinen Permalink: Die Zitation bezeichnet ihn über seinen Datensatz-Digest.</translation>
    </message>
    <message>
        <source>%1 citation of run %2</source>
        <translation>%1-Zitation von Lauf %2</translation>
    </message>
    <message>
        <source>permalink of run %1</source>
        <translation>Permalink von Lauf %1</translation>
    </message>
    <message>
        <source>record digest of run %1</source>
        <translation>Datensatz-Digest von Lauf %1</translation>
    </message>
    <message>
        <source>Citation preview</source>
        <translation>Vorschau der Zitation</translation>
    </message>
</context>
<context>
    <name>kie::ui::CompareView</name>
    <message>
        <source>Only differences</source>
        <translation>Nur Unterschiede</translation>
    </message>
    <message>
        <source>#1: %1</source>
        <translation>#1: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) differ, highlighted</source>
        <translation>
            <numerusform>%n Feld unterscheidet sich (hervorgehoben)</numerusform>
            <numerusform>%n Felder unterscheiden sich (hervorgehoben)</numerusform>
        </translation>
    </message>
    <message>
        <source>A and B are the same run.</source>
        <translation>A und B sind derselbe Lauf.</translation>
    </message>
    <message>
        <source>Same comparability family, harness, timer, primary statistic, GPU, workload and libraries.</source>
        <translation>Gleiche Vergleichbarkeitsfamilie, gleicher Harness, Timer, gleiche primäre Statistik, GPU, Workload und Bibliotheken.</translation>
    </message>
    <message>
        <source>Swap A and B</source>
        <translation>A und B tauschen</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>Vergleichen mit…</translation>
    </message>
    <message>
        <source>Choose run B (Ctrl+Shift+3)</source>
        <translation>Lauf B wählen (Strg+Umschalt+3)</translation>
    </message>
    <message>
        <source>Choose a run to compare it with the #1 of its comparison group, or with any run (Compare with…).</source>
        <translation>Wählen Sie einen Lauf, um ihn mit der #1 seiner Vergleichsgruppe oder mit einem beliebigen Lauf zu vergleichen (Vergleichen mit…).</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>Its comparison group has no ranked run to compare with: choose one with Compare with…</source>
        <translation>Seine Vergleichsgruppe hat keinen Lauf mit Rang zum Vergleich: wählen Sie einen mit Vergleichen mit…</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
</context>
<context>
    <name>kie::ui::FastPCurvesPlot</name>
    <message>
        <source>p (ratio to the baseline)</source>
        <translation>p (Verhältnis zur Basislinie)</translation>
    </message>
    <message>
        <source>fast_p: share of comparisons ≥ p</source>
        <translation>fast_p: Anteil der Vergleiche ≥ p</translation>
    </message>
    <message>
        <source>p = 1</source>
        <translation>p = 1</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>%1: %2 %</source>
        <translation>%1: %2 %</translation>
    </message>
</context>
<context>
    <name>kie::ui::FigureDialog</name>
    <message>
        <source>%1 × %2 in</source>
        <translation>%1 × %2 Zoll</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>Latency ranking</source>
        <translation>Latenz-Rangfolge</translation>
    </message>
    <message>
        <source>fast_p curves</source>
        <translation>fast_p-Kurven</translation>
    </message>
    <message>
        <source>Leaderboard of the whole file</source>
        <translation>Bestenliste der ganzen Datei</translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation>SVG (Vektor)</translation>
    </message>
    <message>
        <source>PDF (vector)</source>
        <translation>PDF (Vektor)</translation>
    </message>
    <message>
        <source>PNG (image)</source>
        <translation>PNG (Bild)</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Logarithmic latency axis</source>
        <translation>Logarithmische Latenzachse</translation>
    </message>
    <message>
        <source>Preview of the figure</source>
        <translation>Vorschau der Abbildung</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Exported figures carry a title, the highlighted run, #1, unranked runs and a stamp (source, run and digest, access date, program version).</source>
        <translation>Exportierte Abbildungen tragen einen Titel, den hervorgehobenen Lauf, die #1, Läufe ohne Rang und einen Stempel (Quelle, Lauf und Digest, Zugriffsdatum, Programmversion).</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Heatmap: definitions × authors of the whole file</source>
        <translation>Heatmap: Definitionen × Autoren der ganzen Datei</translation>
    </message>
    <message>
        <source>Heatmap: cases × implementations of the group</source>
        <translation>Heatmap: Fälle × Implementierungen der Gruppe</translation>
    </message>
</context>
<context>
    <name>kie::ui::FigureExport</name>
    <message>
        <source>the PDF writer&apos;s output was not as expected</source>
        <translation>die Ausgabe des PDF-Writers war nicht wie erwartet</translation>
    </message>
    <message>
        <source>the figure could not be drawn as PNG</source>
        <translation>die Abbildung konnte nicht als PNG gezeichnet werden</translation>
    </message>
    <message>
        <source>the resolution must be between 24 and 2400 dpi</source>
        <translation>die Auflösung muss zwischen 24 und 2400 dpi liegen</translation>
    </message>
    <message>
        <source>the size must be between 100×100 and 20000×20000 pixels</source>
        <translation>die Größe muss zwischen 100×100 und 20000×20000 Pixeln liegen</translation>
    </message>
    <message>
        <source>the figure is too small for its text at this resolution: at least %1×%2 pixels at %3 dpi</source>
        <translation>die Abbildung ist für ihren Text bei dieser Auflösung zu klein: mindestens %1×%2 Pixel bei %3 dpi</translation>
    </message>
</context>
<context>
    <name>kie::ui::GuideDialog</name>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Anleitung durchsuchen</translation>
    </message>
    <message>
        <source>No topic holds every word searched for.</source>
        <translation>Kein Thema enthält alle gesuchten Wörter.</translation>
    </message>
</context>
<context>
    <name>kie::ui::HelpTopics</name>
    <message>
        <source>Opening files and URLs</source>
        <translation>Dateien und URLs öffnen</translation>
    </message>
    <message>
        <source>Workspaces</source>
        <translation>Arbeitsbereiche</translation>
    </message>
    <message>
        <source>The window and keyboard</source>
        <translation>Fenster und Tastatur</translation>
    </message>
    <message>
        <source>The run page</source>
        <translation>Die Laufseite</translation>
    </message>
    <message>
        <source>Integrity states</source>
        <translation>Integritätszustände</translation>
    </message>
    <message>
        <source>Comparison groups and ranks</source>
        <translation>Vergleichsgruppen und Ränge</translation>
    </message>
    <message>
        <source>Compare and the SOL calculator</source>
        <translation>Vergleichen und der SOL-Rechner</translation>
    </message>
    <message>
        <source>The Leaderboard and heatmaps</source>
        <translation>Bestenliste und Heatmaps</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Abbildungen</translation>
    </message>
    <message>
        <source>Notes and signing</source>
        <translation>Notizen und Signieren</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>Zitationen</translation>
    </message>
    <message>
        <source>The command line</source>
        <translation>Die Kommandozeile</translation>
    </message>
    <message>
        <source>Reliability guarantees</source>
        <translation>Zuverlässigkeitsgarantien</translation>
    </message>
    <message>
        <source>Privacy and what is stored where</source>
        <translation>Datenschutz: was wo gespeichert wird</translation>
    </message>
</context>
<context>
    <name>kie::ui::IntegritySummaryLabel</name>
    <message>
        <source>showing the runs with %1</source>
        <translation>angezeigt: Läufe mit %1</translation>
    </message>
    <message>
        <source>show all</source>
        <translation>alle anzeigen</translation>
    </message>
    <message>
        <source>How much of this file checked out (ARCHIVE.md §3, §5). Click a count to show only the runs concerned.</source>
        <translation>Wie viel dieser Datei überprüft werden konnte (ARCHIVE.md §3, §5). Ein Klick auf eine Zahl zeigt nur die betroffenen Läufe.</translation>
    </message>
</context>
<context>
    <name>kie::ui::LeaderboardView</name>
    <message>
        <source>Reference latency</source>
        <translation>Referenzlatenz</translation>
    </message>
    <message>
        <source>By author</source>
        <translation>Nach Autor</translation>
    </message>
    <message>
        <source>By solution</source>
        <translation>Nach Lösung</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>Rangliste:</translation>
    </message>
    <message>
        <source>What each workload&apos;s ratio is measured against: the lowest reference latency of its cases, or a solution&apos;s best passed latency (that solution is then not ranked)</source>
        <translation>Wogegen das Verhältnis jeder Workload gemessen wird: die niedrigste Referenzlatenz ihrer Fälle oder die beste bestandene Latenz einer Lösung (diese Lösung erhält dann keinen Rang)</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>Basislinie:</translation>
    </message>
    <message>
        <source>Per workload, the ratio is the baseline latency ÷ the candidate&apos;s latency (the baseline solution&apos;s best passed latency, or the lowest reference latency of the workload&apos;s cases), 0 for a case that did not pass. A solution with any case that did not pass scores 0; an author keeps its best solution per definition (comparison group) and is the mean over definitions. Runs without cases count as one workload whose ratio is their × reference figure.</source>
        <translation>Je Workload ist das Verhältnis die Basislinien-Latenz ÷ die Latenz des Kandidaten (die beste bestandene Latenz der Basislinien-Lösung oder die niedrigste Referenzlatenz der Fälle der Workload), 0 für einen nicht bestandenen Fall. Eine Lösung mit einem nicht bestandenen Fall erhält 0; ein Autor behält je Definition (Vergleichsgruppe) seine beste Lösung und erhält das Mittel über die Definitionen. Läufe ohne Fälle zählen als eine Workload, deren Verhältnis ihr ×Referenz-Wert ist.</translation>
    </message>
    <message>
        <source>fast_p curves</source>
        <translation>fast_p-Kurven</translation>
    </message>
    <message>
        <source>Definitions × authors</source>
        <translation>Definitionen × Autoren</translation>
    </message>
    <message>
        <source>Cases × implementations</source>
        <translation>Fälle × Implementierungen</translation>
    </message>
    <message>
        <source>(no author)</source>
        <translation>(kein Autor)</translation>
    </message>
    <message>
        <source>not attempted</source>
        <translation>nicht versucht</translation>
    </message>
    <message>
        <source>%1: no workload it ran has a baseline</source>
        <translation>%1: keine ausgeführte Workload hat eine Basislinie</translation>
    </message>
    <message>
        <source>%1: a case did not pass, so it scores 0</source>
        <translation>%1: ein Fall wurde nicht bestanden, daher 0</translation>
    </message>
    <message numerus="yes">
        <source>%1 mean ratio over %n workload(s), %2 faster than the baseline
best solution: %3</source>
        <translation>
            <numerusform>%1 mittleres Verhältnis über %n Workload, %2 schneller als die Basislinie
beste Lösung: %3</numerusform>
            <numerusform>%1 mittleres Verhältnis über %n Workloads, %2 schneller als die Basislinie
beste Lösung: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>No definitions in this file</source>
        <translation>Keine Definitionen in dieser Datei</translation>
    </message>
    <message>
        <source>Definition</source>
        <translation>Definition</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n Lauf)</numerusform>
            <numerusform>%1 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>No comparison group</source>
        <translation>Keine Vergleichsgruppe</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>did not pass</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>passed; no speedup recorded</source>
        <translation>bestanden; keine Beschleunigung erfasst</translation>
    </message>
    <message>
        <source>%1 the reference</source>
        <translation>%1 der Referenz</translation>
    </message>
    <message>
        <source>The runs of this group have no per-case results</source>
        <translation>Die Läufe dieser Gruppe haben keine fallweisen Ergebnisse</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Implementierung</translation>
    </message>
    <message>
        <source>Case (workload)</source>
        <translation>Fall (Workload)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the table as shown, with run ids and citation keys: CSV, Markdown or LaTeX</source>
        <translation>Die Tabelle wie angezeigt speichern, mit Lauf-IDs und Zitierschlüsseln: CSV, Markdown oder LaTeX</translation>
    </message>
    <message>
        <source>Export leaderboard</source>
        <translation>Bestenliste exportieren</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Comparison group</source>
        <translation>Vergleichsgruppe</translation>
    </message>
    <message>
        <source>Computing the leaderboard…</source>
        <translation>Die Bestenliste wird berechnet…</translation>
    </message>
</context>
<context>
    <name>kie::ui::MainWindow</name>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Manifest</source>
        <translation>Manifest</translation>
    </message>
    <message>
        <source>Compare with #1</source>
        <translation>Mit #1 vergleichen</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>Navigator</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open run archive</source>
        <translation>Laufarchiv öffnen</translation>
    </message>
    <message>
        <source>Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>Laufarchive und Traces (*.json *.jsonl *.ndjson *.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open &amp;URL…</source>
        <translation>&amp;URL öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open the &amp;sample archive</source>
        <translation>Bei&amp;spielarchiv öffnen</translation>
    </message>
    <message>
        <source>&amp;Export as run archive…</source>
        <translation>Als Laufarchiv &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Filter runs</source>
        <translation>Läufe &amp;filtern</translation>
    </message>
    <message>
        <source>Copy &amp;citation</source>
        <translation>&amp;Zitation kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy &amp;permalink</source>
        <translation>&amp;Permalink kopieren</translation>
    </message>
    <message>
        <source>Copy record &amp;digest</source>
        <translation>Datensatz-&amp;Digest kopieren</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Logarithmic latency axis</source>
        <translation>&amp;Logarithmische Latenzachse</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Run page</source>
        <translation>La&amp;ufseite</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>&amp;Manifest</source>
        <translation>&amp;Manifest</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>&amp;Compare with #1</source>
        <translation>Mit #1 &amp;vergleichen</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About KernelIndex Explorer</source>
        <translation>&amp;Über KernelIndex Explorer</translation>
    </message>
    <message>
        <source>About KernelIndex Explorer</source>
        <translation>Über KernelIndex Explorer</translation>
    </message>
    <message>
        <source>KernelIndex Explorer %1
Explore GPU-kernel benchmark run archives offline: rankings, record digests, comparisons and citations.</source>
        <translation>KernelIndex Explorer %1
GPU-Kernel-Benchmark-Laufarchive offline erkunden: Ranglisten, Datensatz-Digests, Vergleiche und Zitationen.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n run(s), %2 problem(s)</source>
        <translation>
            <numerusform>%1 geöffnet: %n Lauf, %2 Problem(e)</numerusform>
            <numerusform>%1 geöffnet: %n Läufe, %2 Problem(e)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n run(s)</source>
        <translation>
            <numerusform>%1 geöffnet: %n Lauf</numerusform>
            <numerusform>%1 geöffnet: %n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <source>%1 of %2 runs</source>
        <translation>%1 von %2 Läufen</translation>
    </message>
    <message>
        <source>KernelIndex Explorer</source>
        <translation>KernelIndex Explorer</translation>
    </message>
    <message>
        <source>%1 — KernelIndex Explorer</source>
        <translation>%1 — KernelIndex Explorer</translation>
    </message>
    <message>
        <source>fetched %1 from %2</source>
        <translation>am %1 von %2 abgerufen</translation>
    </message>
    <message>
        <source>embedded sample archive (sample data around the seed record)</source>
        <translation>eingebettetes Beispielarchiv (Beispieldaten rund um den Seed-Datensatz)</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>(keine zuletzt geöffneten Dateien)</translation>
    </message>
    <message>
        <source>Clear recent files</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Export as run archive</source>
        <translation>Als Laufarchiv exportieren</translation>
    </message>
    <message>
        <source>Run archive (*.json);;Compressed run archive (*.json.gz)</source>
        <translation>Laufarchiv (*.json);;Komprimiertes Laufarchiv (*.json.gz)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>%1 wird abgerufen…</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation>%1 konnte nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Opening cancelled.</source>
        <translation>Öffnen abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%n ranked</source>
        <translation>
            <numerusform>%n mit Rang</numerusform>
            <numerusform>%n mit Rang</numerusform>
        </translation>
    </message>
    <message>
        <source>The new language is used from the next start.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Could not open: %1</source>
        <translation>Konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>Kopiert: %1</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Include my local &amp;notes in exports</source>
        <translation>Meine lokalen &amp;Notizen in Exporte aufnehmen</translation>
    </message>
    <message>
        <source>Add &amp;note or reproduction…</source>
        <translation>&amp;Notiz oder Reproduktion hinzufügen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Compare &amp;with…</source>
        <translation>Ver&amp;gleichen mit…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+3</source>
        <translation>Ctrl+Shift+3</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>Signing &amp;key…</source>
        <translation>Signatur&amp;schlüssel…</translation>
    </message>
    <message>
        <source>No run matches “%1” in %2: %3 Showing its first run.</source>
        <translation>Kein Lauf passt zu „%1“ in %2: %3 Der erste Lauf wird angezeigt.</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>Vergleichen mit…</translation>
    </message>
    <message>
        <source>Compare %1 with this run</source>
        <translation>%1 mit diesem Lauf vergleichen</translation>
    </message>
    <message>
        <source>No run matches %1.</source>
        <translation>Kein Lauf passt zu %1.</translation>
    </message>
    <message numerus="yes">
        <source>Workspace of %n file(s)</source>
        <translation>
            <numerusform>Arbeitsbereich mit %n Datei</numerusform>
            <numerusform>Arbeitsbereich mit %n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back to the previous run</source>
        <translation>&amp;Zurück zum vorherigen Lauf</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>&amp;Forward to the next run</source>
        <translation>&amp;Vorwärts zum nächsten Lauf</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>&amp;Next pane</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>&amp;Previous pane</source>
        <translation>Vo&amp;rheriger Bereich</translation>
    </message>
    <message>
        <source>Shift+F6</source>
        <translation>Shift+F6</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message numerus="yes">
        <source>a workspace of %n file(s)</source>
        <translation>
            <numerusform>ein Arbeitsbereich mit %n Datei</numerusform>
            <numerusform>ein Arbeitsbereich mit %n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter runs: words or field:value, e.g. status:failed gpu:h100 (Ctrl+F)</source>
        <translation>Läufe filtern: Wörter oder Feld:Wert, z. B. status:failed gpu:h100 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Export fi&amp;gure…</source>
        <translation>Abbildun&amp;g exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>Ge&amp;he zu</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>Open a folder of traces</source>
        <translation>Einen Ordner mit Traces öffnen</translation>
    </message>
    <message>
        <source>&amp;Add to Workspace…</source>
        <translation>Zum &amp;Arbeitsbereich hinzufügen…</translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation>Zum Arbeitsbereich hinzufügen</translation>
    </message>
    <message>
        <source>Reloa&amp;d</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n file(s)…</source>
        <translation>
            <numerusform>%n Datei wird zusammengeführt…</numerusform>
            <numerusform>%n Dateien werden zusammengeführt…</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed %1; nothing is open.</source>
        <translation>%1 entfernt; nichts ist geöffnet.</translation>
    </message>
    <message>
        <source>Removed %1 from the workspace.</source>
        <translation>%1 aus dem Arbeitsbereich entfernt.</translation>
    </message>
    <message>
        <source>Remove from workspace</source>
        <translation>Aus dem Arbeitsbereich entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Computing the record digests of %n run(s)</source>
        <translation>
            <numerusform>Record-Digest von %n Lauf wird berechnet</numerusform>
            <numerusform>Record-Digests von %n Läufen werden berechnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Words, all of which a run must match (title, author, implementation, benchmark, GPU, status, run id, digest prefix), or field:value terms: title, author, implementation, benchmark, gpu, status, id, digest, name, evidence, observed, source. Example: status:failed gpu:h100 author:quail. field:=value matches the whole field: author:=&quot;Amber Heron&quot; leaves out &quot;Amber Heron 2&quot;.</source>
        <translation>Wörter, die ein Lauf alle treffen muss (Titel, Autor, Implementierung, Benchmark, GPU, Status, Lauf-ID, Digest-Präfix), oder Feld:Wert-Terme: title, author, implementation, benchmark, gpu, status, id, digest, name, evidence, observed, source. Beispiel: status:failed gpu:h100 author:quail. Feld:=Wert trifft das ganze Feld: author:=&quot;Amber Heron&quot; lässt &quot;Amber Heron 2&quot; aus.</translation>
    </message>
    <message>
        <source>No run in this file has a record digest starting with %1. A record changed after its digest was published has another digest, so it is not this record.</source>
        <translation>Kein Lauf in dieser Datei hat einen Datensatz-Digest, der mit %1 beginnt. Ein Datensatz, der nach der Veröffentlichung seines Digests geändert wurde, hat einen anderen Digest; er ist also nicht dieser Datensatz.</translation>
    </message>
    <message>
        <source>%1 was changed or shortened by another program after it was opened: its record digests could not be computed. Open it again.</source>
        <translation>%1 wurde nach dem Öffnen von einem anderen Programm geändert oder gekürzt: die Eintrags-Digests konnten nicht berechnet werden. Bitte erneut öffnen.</translation>
    </message>
    <message>
        <source>%1 of %2 runs · preparing the filter…</source>
        <translation>%1 von %2 Läufen · Filter wird vorbereitet…</translation>
    </message>
    <message>
        <source>Compare with %1 waits for the record digests…</source>
        <translation>Vergleich mit %1 wartet auf die Record-Digests…</translation>
    </message>
    <message numerus="yes">
        <source>The export waits for the record digests of %n run(s)…</source>
        <translation>
            <numerusform>Der Export wartet auf den Record-Digest von %n Lauf…</numerusform>
            <numerusform>Der Export wartet auf die Record-Digests von %n Läufen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the run “%1” among the record digests…</source>
        <translation>Suche den Lauf „%1“ unter den Record-Digests…</translation>
    </message>
    <message>
        <source>Looking for the run shown before among the record digests…</source>
        <translation>Suche den zuvor gezeigten Lauf unter den Record-Digests…</translation>
    </message>
    <message>
        <source>The Guide (Help &gt; Guide, F1) is written in English; its topic titles and the rest of the interface are translated.</source>
        <translation>Die Anleitung (Hilfe &gt; Anleitung, F1) ist auf Englisch geschrieben; ihre Thementitel und die übrige Oberfläche sind übersetzt.</translation>
    </message>
    <message>
        <source>Compare &amp;with another archive…</source>
        <translation>Mit anderem Archiv &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Check a ci&amp;tation…</source>
        <translation>Zitation p&amp;rüfen…</translation>
    </message>
    <message>
        <source>Export &amp;table…</source>
        <translation>&amp;Tabelle exportieren…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>Copy &amp;rows</source>
        <translation>Zei&amp;len kopieren</translation>
    </message>
    <message>
        <source>Compare %1 with run (implementation, title, name, id or digest prefix):</source>
        <translation>%1 vergleichen mit Lauf (Implementierung, Titel, Name, ID oder Digest-Präfix):</translation>
    </message>
    <message>
        <source>Leader&amp;board</source>
        <translation>&amp;Bestenliste</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Ctrl+Alt+O</source>
        <translation>Ctrl+Alt+O</translation>
    </message>
    <message>
        <source>Add Folder to Wor&amp;kspace…</source>
        <translation>Or&amp;dner zum Arbeitsbereich hinzufügen…</translation>
    </message>
    <message>
        <source>Add a folder of traces</source>
        <translation>Einen Ordner mit Traces hinzufügen</translation>
    </message>
    <message>
        <source>Already in the workspace: %1</source>
        <translation>Schon im Arbeitsbereich: %1</translation>
    </message>
    <message>
        <source>Filter runs</source>
        <translation>Läufe filtern</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message numerus="yes">
        <source>%n unranked (%1)</source>
        <translation>
            <numerusform>%n ohne Rang (%1)</numerusform>
            <numerusform>%n ohne Rang (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rank runs that &amp;fail integrity checks</source>
        <translation>Läufe ohne bestandene &amp;Integritätsprüfung ranken</translation>
    </message>
    <message>
        <source>Rank runs with a declared ≠ computed reference too, marked, for inspection; every figure and export made meanwhile says so</source>
        <translation>Auch Läufe mit einer Referenz „deklariert ≠ berechnet“ ranken, markiert, zur Prüfung; jede währenddessen erstellte Abbildung und jeder Export sagt es</translation>
    </message>
    <message>
        <source>Preparing the table…</source>
        <translation>Die Tabelle wird vorbereitet…</translation>
    </message>
    <message numerus="yes">
        <source>Workspace of %n file(s): %1</source>
        <translation>
            <numerusform>Arbeitsbereich aus %n Datei: %1</numerusform>
            <numerusform>Arbeitsbereich aus %n Dateien: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the embedded sample</source>
        <translation>das eingebettete Beispiel</translation>
    </message>
</context>
<context>
    <name>kie::ui::ManifestView</name>
    <message numerus="yes">
        <source>object, %n member(s)</source>
        <translation>
            <numerusform>Objekt, %n Eintrag</numerusform>
            <numerusform>Objekt, %n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>array, %n element(s)</source>
        <translation>
            <numerusform>Array, %n Element</numerusform>
            <numerusform>Array, %n Elemente</numerusform>
        </translation>
    </message>
    <message>
        <source>string</source>
        <translation>String</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>This object</source>
        <translation>Dieses Objekt</translation>
    </message>
    <message>
        <source>digest of {apiVersion, kind, spec}</source>
        <translation>Digest von {apiVersion, kind, spec}</translation>
    </message>
    <message>
        <source>digest</source>
        <translation>Digest</translation>
    </message>
    <message>
        <source>no digest</source>
        <translation>kein Digest</translation>
    </message>
    <message>
        <source>declared by the run</source>
        <translation>vom Lauf deklariert</translation>
    </message>
    <message>
        <source>declared digest</source>
        <translation>deklarierter Digest</translation>
    </message>
    <message>
        <source>not declared</source>
        <translation>nicht deklariert</translation>
    </message>
    <message>
        <source>computed from the object</source>
        <translation>aus dem Objekt berechnet</translation>
    </message>
    <message>
        <source>computed digest</source>
        <translation>berechneter Digest</translation>
    </message>
    <message>
        <source>no object with this digest in the file</source>
        <translation>kein Objekt mit diesem Digest in der Datei</translation>
    </message>
    <message>
        <source>nothing to compute</source>
        <translation>nichts zu berechnen</translation>
    </message>
    <message>
        <source>digest %1</source>
        <translation>Digest %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Both digests of every reference are on the References tab.</source>
        <translation>Beide Digests jeder Referenz stehen auf dem Referenzen-Reiter.</translation>
    </message>
    <message>
        <source>No object selected</source>
        <translation>Kein Objekt ausgewählt</translation>
    </message>
    <message>
        <source>Object:</source>
        <translation>Objekt:</translation>
    </message>
    <message>
        <source>Copy exact JSON</source>
        <translation>JSON exakt kopieren</translation>
    </message>
    <message>
        <source>Copy the object&apos;s bytes exactly as they are in the file</source>
        <translation>Die Bytes des Objekts genau so kopieren, wie sie in der Datei stehen</translation>
    </message>
    <message>
        <source>Copy pretty JSON</source>
        <translation>JSON formatiert kopieren</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value (as written)</source>
        <translation>Wert (wie geschrieben)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>References &amp;&amp; digests</source>
        <translation>Referenzen &amp;&amp; Digests</translation>
    </message>
    <message>
        <source>The tree stops after %1 values; the Source tab has everything.</source>
        <translation>Der Baum endet nach %1 Werten; der Reiter „Quelltext“ enthält alles.</translation>
    </message>
    <message>
        <source>Canonical manifest · %1</source>
        <translation>Kanonisches Manifest · %1</translation>
    </message>
    <message>
        <source>run · %1</source>
        <translation>Lauf · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>attestation · %1</source>
        <translation>Bestätigung · %1</translation>
    </message>
    <message>
        <source>Canonical manifest · %1 %2</source>
        <translation>Kanonisches Manifest · %1 %2</translation>
    </message>
    <message>
        <source>exact JSON of %1</source>
        <translation>exaktes JSON von %1</translation>
    </message>
    <message>
        <source>pretty JSON of %1</source>
        <translation>formatiertes JSON von %1</translation>
    </message>
    <message>
        <source>Not shown: %1.</source>
        <translation>Nicht angezeigt: %1.</translation>
    </message>
</context>
<context>
    <name>kie::ui::NoteDialog</name>
    <message>
        <source>Add note or reproduction</source>
        <translation>Notiz oder Reproduktion hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Notiz</translation>
    </message>
    <message>
        <source>&amp;Reproduction (I measured it)</source>
        <translation>&amp;Reproduktion (selbst gemessen)</translation>
    </message>
    <message>
        <source>What you found, e.g. &quot;timer differs from the leaderboard&apos;s&quot;</source>
        <translation>Was Sie festgestellt haben, z. B. „Timer weicht von dem der Bestenliste ab“</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Typed below</source>
        <translation>Unten eingegeben</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>e.g. NVIDIA B200</source>
        <translation>z. B. NVIDIA B200</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>e.g. torch=2.8.0, cuda=12.8</source>
        <translation>z. B. torch=2.8.0, cuda=12.8</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Bibliotheken</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>&amp;Sign with my key (a signed note cannot be edited later, only replaced)</source>
        <translation>Mit meinem Schlüssel &amp;signieren (eine signierte Notiz kann später nicht bearbeitet, nur ersetzt werden)</translation>
    </message>
    <message>
        <source>Kept on this computer and shown as &quot;local&quot; whenever a run with this digest is open. File &gt; Export can include it.</source>
        <translation>Wird auf diesem Computer gespeichert und als „lokal“ angezeigt, wann immer ein Lauf mit diesem Digest geöffnet ist. Datei &gt; Exportieren kann sie mitnehmen.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>kie::ui::NotesPane</name>
    <message>
        <source>Your local notes</source>
        <translation>Ihre lokalen Notizen</translation>
    </message>
    <message>
        <source>Add note or reproduction…</source>
        <translation>Notiz oder Reproduktion hinzufügen…</translation>
    </message>
    <message>
        <source>Local notes are unavailable: %1</source>
        <translation>Lokale Notizen sind nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>Reproduction</source>
        <translation>Reproduktion</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>new version</source>
        <translation>neue Version</translation>
    </message>
    <message>
        <source>also in this archive</source>
        <translation>auch in diesem Archiv</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>on environment</source>
        <translation>in Umgebung</translation>
    </message>
    <message>
        <source>environment digest</source>
        <translation>Umgebungs-Digest</translation>
    </message>
    <message>
        <source>on</source>
        <translation>auf</translation>
    </message>
    <message>
        <source>New version…</source>
        <translation>Neue Version…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>A signed note cannot change; a new version replaces it here.</source>
        <translation>Eine signierte Notiz kann sich nicht ändern; eine neue Version ersetzt sie hier.</translation>
    </message>
    <message>
        <source>Change this note.</source>
        <translation>Diese Notiz ändern.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>None. Notes you add are kept on this computer and shown whenever a run with this digest is open.</source>
        <translation>Keine. Notizen, die Sie hinzufügen, werden auf diesem Computer gespeichert und angezeigt, wann immer ein Lauf mit diesem Digest geöffnet ist.</translation>
    </message>
    <message>
        <source>About run %1 (%2)</source>
        <translation>Zu Lauf %1 (%2)</translation>
    </message>
    <message>
        <source>Note not signed</source>
        <translation>Notiz nicht signiert</translation>
    </message>
    <message>
        <source>Note not saved</source>
        <translation>Notiz nicht gespeichert</translation>
    </message>
    <message>
        <source>New version of a signed note</source>
        <translation>Neue Version einer signierten Notiz</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <source>Delete note</source>
        <translation>Notiz löschen</translation>
    </message>
    <message>
        <source>Delete this local note? Copies already exported stay as they are.</source>
        <translation>Diese lokale Notiz löschen? Bereits exportierte Kopien bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>Note not deleted</source>
        <translation>Notiz nicht gelöscht</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>Schreibgeschützt: %1</translation>
    </message>
    <message>
        <source>Some notes could not be read: %1</source>
        <translation>Einige Notizen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1

What you typed could not be kept either: %2

%3</source>
        <translation>%1

Auch das Eingegebene konnte nicht aufbewahrt werden: %2

%3</translation>
    </message>
    <message>
        <source>%1

What you typed is kept in %2.</source>
        <translation>%1

Das Eingegebene ist in %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>No note about this run could be read.</source>
        <translation>Keine Notiz zu diesem Lauf konnte gelesen werden.</translation>
    </message>
</context>
<context>
    <name>kie::ui::OpenUrlDialog</name>
    <message>
        <source>Open URL</source>
        <translation>URL öffnen</translation>
    </message>
    <message>
        <source>https://example.org/runs/archive.json</source>
        <translation>https://example.org/runs/archive.json</translation>
    </message>
    <message>
        <source>Allow plain &amp;http for this URL</source>
        <translation>Unverschlüsseltes &amp;http für diese URL erlauben</translation>
    </message>
    <message>
        <source>Plain http is not encrypted: anyone between you and the server can read the archive or change it on the way. Give its expected SHA-256 below to detect changes.</source>
        <translation>Unverschlüsseltes http ist nicht verschlüsselt: Jeder zwischen Ihnen und dem Server kann das Archiv lesen oder unterwegs verändern. Geben Sie unten den erwarteten SHA-256 an, um Änderungen zu erkennen.</translation>
    </message>
    <message>
        <source>optional: 64 hexadecimal digits</source>
        <translation>optional: 64 Hexadezimalziffern</translation>
    </message>
    <message>
        <source>optional: PEM file for a self-hosted index</source>
        <translation>optional: PEM-Datei für einen selbst betriebenen Index</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>Expected &amp;SHA-256:</source>
        <translation>Erwarteter &amp;SHA-256:</translation>
    </message>
    <message>
        <source>Extra &amp;CA certificates:</source>
        <translation>Zusätzliche &amp;CA-Zertifikate:</translation>
    </message>
    <message>
        <source>Enter the URL of a run archive.</source>
        <translation>Geben Sie die URL eines Laufarchivs ein.</translation>
    </message>
    <message>
        <source>This is not a valid URL.</source>
        <translation>Das ist keine gültige URL.</translation>
    </message>
    <message>
        <source>Plain http is refused unless you allow it for this URL.</source>
        <translation>Unverschlüsseltes http wird abgelehnt, sofern Sie es für diese URL nicht erlauben.</translation>
    </message>
    <message>
        <source>Only https URLs can be opened.</source>
        <translation>Nur https-URLs können geöffnet werden.</translation>
    </message>
    <message>
        <source>The expected SHA-256 must be 64 hexadecimal digits.</source>
        <translation>Der erwartete SHA-256 muss aus 64 Hexadezimalziffern bestehen.</translation>
    </message>
    <message>
        <source>The expected SHA-256 and the URL&apos;s #sha256= fragment disagree.</source>
        <translation>Der erwartete SHA-256 und das #sha256=-Fragment der URL stimmen nicht überein.</translation>
    </message>
    <message>
        <source>The CA certificate file does not exist.</source>
        <translation>Die CA-Zertifikatsdatei existiert nicht.</translation>
    </message>
    <message>
        <source>Choose CA certificates</source>
        <translation>CA-Zertifikate wählen</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>PEM-Zertifikate (*.pem *.crt *.cer);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>kie::ui::RankingPlot</name>
    <message>
        <source>#1</source>
        <translation>#1</translation>
    </message>
    <message>
        <source>%1
%2
rank %3 of %4</source>
        <translation>%1
%2
Rang %3 von %4</translation>
    </message>
    <message>
        <source>Latency ranking plot</source>
        <translation>Latenz-Rangfolgediagramm</translation>
    </message>
    <message>
        <source>Left and Right select the previous or next run, Home and End the best or last, Enter opens its manifest.</source>
        <translation>Left und Right wählen den vorherigen oder nächsten Lauf, Home und End den besten oder letzten, Enter öffnet sein Manifest.</translation>
    </message>
    <message>
        <source>unranked</source>
        <translation>ohne Rang</translation>
    </message>
    <message>
        <source>Selected: %1 %2, %3.</source>
        <translation>Ausgewählt: %1 %2, %3.</translation>
    </message>
</context>
<context>
    <name>kie::ui::RatioHeatmap</name>
    <message>
        <source>Nothing to show</source>
        <translation>Nichts anzuzeigen</translation>
    </message>
</context>
<context>
    <name>kie::ui::ReloadBar</name>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>%1 changed on disk. Reload to see what it holds now.</source>
        <translation>%1 wurde auf dem Datenträger geändert. Laden Sie neu, um den aktuellen Inhalt zu sehen.</translation>
    </message>
</context>
<context>
    <name>kie::ui::RunCasesWidget</name>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Log of case %1 (%2)</source>
        <translation>Log von Fall %1 (%2)</translation>
    </message>
    <message>
        <source>The source recorded no log for this case.</source>
        <translation>Die Quelle hat für diesen Fall kein Log erfasst.</translation>
    </message>
    <message>
        <source>This run has no per-case results.</source>
        <translation>Dieser Lauf hat keine fallweisen Ergebnisse.</translation>
    </message>
    <message>
        <source>Cases: %1 (%2)</source>
        <translation>Fälle: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 mean over passed cases</source>
        <translation>%1 Mittelwert über bestandene Fälle</translation>
    </message>
    <message>
        <source>no SOL bound in source</source>
        <translation>keine SOL-Schranke in der Quelle</translation>
    </message>
    <message>
        <source>Filter cases (uuid, axes, status)…</source>
        <translation>Fälle filtern (UUID, Achsen, Status)…</translation>
    </message>
    <message>
        <source>Select a case to see its log.</source>
        <translation>Wählen Sie einen Fall, um sein Log zu sehen.</translation>
    </message>
    <message>
        <source>fast_p of %1</source>
        <translation>fast_p von %1</translation>
    </message>
    <message>
        <source>fast_p — %1</source>
        <translation>fast_p — %1</translation>
    </message>
    <message>
        <source>Pop out</source>
        <translation>Abkoppeln</translation>
    </message>
    <message>
        <source>Open the fast_p chart in its own window, which you can resize.</source>
        <translation>Das fast_p-Diagramm in einem eigenen, größenveränderbaren Fenster öffnen.</translation>
    </message>
    <message>
        <source>fast_p curve</source>
        <translation>fast_p-Kurve</translation>
    </message>
</context>
<context>
    <name>kie::ui::RunPage</name>
    <message>
        <source>Choose a run in the table or the plot to see its page.</source>
        <translation>Wählen Sie einen Lauf in der Tabelle oder im Diagramm, um seine Seite zu sehen.</translation>
    </message>
    <message>
        <source>Primary measurement</source>
        <translation>Primärer Messwert</translation>
    </message>
    <message>
        <source>Compare with #1 →</source>
        <translation>Mit #1 vergleichen →</translation>
    </message>
    <message>
        <source>Show manifest</source>
        <translation>Manifest anzeigen</translation>
    </message>
    <message>
        <source>Cite this record (permalink, digest, access date)</source>
        <translation>Diesen Datensatz zitieren (Permalink, Digest, Zugriffsdatum)</translation>
    </message>
    <message>
        <source>Canonical manifest</source>
        <translation>Kanonisches Manifest</translation>
    </message>
    <message>
        <source>The run exactly as read, its references and their verification.</source>
        <translation>Der Lauf genau so, wie er gelesen wurde, seine Referenzen und deren Verifikation.</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>Nothing in this run&apos;s group is ranked</source>
        <translation>In der Gruppe dieses Laufs hat kein Lauf einen Rang</translation>
    </message>
    <message>
        <source>This run is #1 of its group</source>
        <translation>Dieser Lauf ist die #1 seiner Gruppe</translation>
    </message>
    <message>
        <source>Put this run beside its group&apos;s #1, field by field</source>
        <translation>Diesen Lauf Feld für Feld neben die #1 seiner Gruppe stellen</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>implementation</source>
        <translation>Implementierung</translation>
    </message>
    <message>
        <source>project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>revision</source>
        <translation>Revision</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>The run names no implementation object; the name above comes from its title.</source>
        <translation>Der Lauf nennt kein Implementierungsobjekt; der Name oben stammt aus seinem Titel.</translation>
    </message>
    <message>
        <source>The implementation object is not in this archive; the name above comes from the run&apos;s title.</source>
        <translation>Das Implementierungsobjekt ist nicht in diesem Archiv; der Name oben stammt aus dem Titel des Laufs.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>run id</source>
        <translation>Lauf-ID</translation>
    </message>
    <message>
        <source>record digest</source>
        <translation>Datensatz-Digest</translation>
    </message>
    <message>
        <source>comparison key (declared)</source>
        <translation>Vergleichsschlüssel (deklariert)</translation>
    </message>
    <message>
        <source>comparison key (derived)</source>
        <translation>Vergleichsschlüssel (abgeleitet)</translation>
    </message>
    <message>
        <source>comparison key</source>
        <translation>Vergleichsschlüssel</translation>
    </message>
    <message>
        <source>benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>external id</source>
        <translation>externe ID</translation>
    </message>
    <message>
        <source>no source-native record</source>
        <translation>kein quellnativer Datensatz</translation>
    </message>
    <message>
        <source>labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>annotations</source>
        <translation>Annotationen</translation>
    </message>
    <message>
        <source>Correctness</source>
        <translation>Korrektheit</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>max absolute error</source>
        <translation>max. absoluter Fehler</translation>
    </message>
    <message>
        <source>max relative error</source>
        <translation>max. relativer Fehler</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>comparator</source>
        <translation>Vergleichsfunktion</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>definition</source>
        <translation>Definition</translation>
    </message>
    <message>
        <source>description</source>
        <translation>Beschreibung</translation>
    </message>
    <message numerus="yes">
        <source>suite of %n case(s)</source>
        <translation>
            <numerusform>Suite mit %n Fall</numerusform>
            <numerusform>Suite mit %n Fällen</numerusform>
        </translation>
    </message>
    <message>
        <source>suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>axes</source>
        <translation>Achsen</translation>
    </message>
    <message>
        <source>The workload object is not in this archive; only its digest is known.</source>
        <translation>Das Workload-Objekt ist nicht in diesem Archiv; nur sein Digest ist bekannt.</translation>
    </message>
    <message>
        <source>The run names no workload.</source>
        <translation>Der Lauf nennt keine Workload.</translation>
    </message>
    <message>
        <source>benchmark (from the source)</source>
        <translation>Benchmark (laut Quelle)</translation>
    </message>
    <message>
        <source>comparator (from the protocol)</source>
        <translation>Vergleichsfunktion (laut Protokoll)</translation>
    </message>
    <message numerus="yes">
        <source>suite of %n case(s) (from the run)</source>
        <translation>
            <numerusform>Suite mit %n Fall (laut Lauf)</numerusform>
            <numerusform>Suite mit %n Fällen (laut Lauf)</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <source>  (primary)</source>
        <translation>  (primär)</translation>
    </message>
    <message>
        <source>%1 ns as recorded</source>
        <translation>%1 ns wie erfasst</translation>
    </message>
    <message>
        <source>No latency recorded.</source>
        <translation>Keine Latenz erfasst.</translation>
    </message>
    <message>
        <source>source metrics</source>
        <translation>Metriken der Quelle</translation>
    </message>
    <message>
        <source>No per-case results recorded.</source>
        <translation>Keine fallweisen Ergebnisse erfasst.</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>The bundle carries this protocol, but its digest is not the one the run declares: it is not the protocol the run was measured with, or it was altered.</source>
        <translation>Das Bundle enthält dieses Protokoll, aber sein Digest ist nicht der, den der Lauf deklariert: Es ist nicht das Protokoll, mit dem der Lauf gemessen wurde, oder es wurde verändert.</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>Harness</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>primaryStatistic</source>
        <translation>primaryStatistic</translation>
    </message>
    <message>
        <source>correctnessReference</source>
        <translation>correctnessReference</translation>
    </message>
    <message>
        <source>correctnessComparator</source>
        <translation>correctnessComparator</translation>
    </message>
    <message>
        <source>correctnessPolicy</source>
        <translation>correctnessPolicy</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>nicht veröffentlicht</translation>
    </message>
    <message>
        <source>comparabilityFamily</source>
        <translation>comparabilityFamily</translation>
    </message>
    <message>
        <source>comparability notes</source>
        <translation>Hinweise zur Vergleichbarkeit</translation>
    </message>
    <message>
        <source>The run names no protocol.</source>
        <translation>Der Lauf nennt kein Protokoll.</translation>
    </message>
    <message>
        <source>The protocol object is not in this archive; only its digest is known.</source>
        <translation>Das Protokollobjekt ist nicht in diesem Archiv; nur sein Digest ist bekannt.</translation>
    </message>
    <message>
        <source>primaryStatistic (from the run)</source>
        <translation>primaryStatistic (laut Lauf)</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>The bundle carries this environment, but its digest is not the one the run declares.</source>
        <translation>Das Bundle enthält diese Umgebung, aber ihr Digest ist nicht der, den der Lauf deklariert.</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>software libraries</source>
        <translation>Softwarebibliotheken</translation>
    </message>
    <message>
        <source>The run names no environment.</source>
        <translation>Der Lauf nennt keine Umgebung.</translation>
    </message>
    <message>
        <source>The environment object is not in this archive; only its digest is known.</source>
        <translation>Das Umgebungsobjekt ist nicht in diesem Archiv; nur sein Digest ist bekannt.</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefakte</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>uri</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>artifact URI</source>
        <translation>Artefakt-URI</translation>
    </message>
    <message>
        <source>digest</source>
        <translation>Digest</translation>
    </message>
    <message>
        <source>artifact digest</source>
        <translation>Artefakt-Digest</translation>
    </message>
    <message>
        <source>Attestations &amp;&amp; notes</source>
        <translation>Bestätigungen &amp;&amp; Notizen</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>on environment</source>
        <translation>in Umgebung</translation>
    </message>
    <message>
        <source>environment digest</source>
        <translation>Umgebungs-Digest</translation>
    </message>
    <message>
        <source>Show attestation manifest</source>
        <translation>Bestätigungsmanifest anzeigen</translation>
    </message>
    <message>
        <source>Community attestations. They never change the evidence level; only a controlled rerun does.</source>
        <translation>Bestätigungen aus der Community. Sie ändern nie die Evidenzstufe; das tut nur eine kontrollierte Wiederholung.</translation>
    </message>
    <message>
        <source>the run names no %1 digest</source>
        <translation>der Lauf nennt keinen Digest für %1</translation>
    </message>
    <message>
        <source>declared digest</source>
        <translation>deklarierter Digest</translation>
    </message>
    <message>
        <source>computed digest</source>
        <translation>berechneter Digest</translation>
    </message>
    <message>
        <source>latency · %1</source>
        <translation>Latenz · %1</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>dieser Lauf</translation>
    </message>
    <message>
        <source>An object carried with this run is not the one it declares; its rank and figures are shown as recorded. The reference below says which.</source>
        <translation>Ein mit diesem Lauf mitgeliefertes Objekt ist nicht das deklarierte; Rang und Werte werden wie erfasst gezeigt. Die Referenz unten sagt, welches.</translation>
    </message>
    <message>
        <source>Run page</source>
        <translation>Laufseite</translation>
    </message>
</context>
<context>
    <name>kie::ui::RunTableColumns</name>
    <message>
        <source>Move column &amp;left</source>
        <translation>Spalte nach &amp;links</translation>
    </message>
    <message>
        <source>Move column &amp;right</source>
        <translation>Spalte nach &amp;rechts</translation>
    </message>
    <message>
        <source>Reset &amp;columns</source>
        <translation>&amp;Spalten zurücksetzen</translation>
    </message>
</context>
<context>
    <name>kie::ui::SampleNotice</name>
    <message>
        <source>This is the sample archive: invented runs around one real seed record. Open your own:</source>
        <translation>Dies ist das Beispielarchiv: erfundene Läufe rund um einen echten Seed-Datensatz. Eigene Daten öffnen:</translation>
    </message>
    <message>
        <source>Open file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Ordner öffnen…</translation>
    </message>
    <message>
        <source>Open URL…</source>
        <translation>URL öffnen…</translation>
    </message>
    <message>
        <source>Sample data notice</source>
        <translation>Hinweis auf Beispieldaten</translation>
    </message>
</context>
<context>
    <name>kie::ui::ShortcutsDialog</name>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>Ranking plot (when it has the focus)</source>
        <translation>Rangfolgediagramm (wenn es den Fokus hat)</translation>
    </message>
    <message>
        <source>Run table</source>
        <translation>Lauftabelle</translation>
    </message>
    <message>
        <source>Next / previous pane (inside a page: its next / previous control)</source>
        <translation>Nächster / vorheriger Bereich (innerhalb einer Seite: ihr nächstes / vorheriges Steuerelement)</translation>
    </message>
    <message>
        <source>Previous / next run</source>
        <translation>Vorheriger / nächster Lauf</translation>
    </message>
    <message>
        <source>Show or hide columns, reset them</source>
        <translation>Spalten ein- oder ausblenden, zurücksetzen</translation>
    </message>
    <message>
        <source>right-click the header</source>
        <translation>Rechtsklick auf die Kopfzeile</translation>
    </message>
    <message>
        <source>Previous / next run in the ranking</source>
        <translation>Vorheriger / nächster Lauf in der Rangfolge</translation>
    </message>
    <message>
        <source>The #1 / the last run</source>
        <translation>Die #1 / der letzte Lauf</translation>
    </message>
    <message>
        <source>Open the selected run&apos;s manifest</source>
        <translation>Das Manifest des ausgewählten Laufs öffnen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>kie::ui::SigningKeyDialog</name>
    <message>
        <source>Signing key</source>
        <translation>Signaturschlüssel</translation>
    </message>
    <message>
        <source>Notes and reproductions you sign carry your Ed25519 public key and a signature, so anyone who opens them can check that nobody edited them. The private key stays in this file, readable only by you; it is never shown or exported.</source>
        <translation>Von Ihnen signierte Notizen und Reproduktionen tragen Ihren öffentlichen Ed25519-Schlüssel und eine Signatur, sodass jeder, der sie öffnet, prüfen kann, dass niemand sie verändert hat. Der private Schlüssel bleibt in dieser Datei, nur für Sie lesbar; er wird nie angezeigt oder exportiert.</translation>
    </message>
    <message>
        <source>the name your notes are signed as (optional)</source>
        <translation>der Name, unter dem Ihre Notizen signiert werden (optional)</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Schlüsseldatei</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Public key</source>
        <translation>Öffentlicher Schlüssel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>&amp;Generate new key…</source>
        <translation>Neuen Schlüssel &amp;erzeugen…</translation>
    </message>
    <message>
        <source>&amp;Import PEM…</source>
        <translation>PEM &amp;importieren…</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Ed25519 key, protected by a passphrase (asked when you sign)</source>
        <translation>Ed25519-Schlüssel, durch eine Passphrase geschützt (wird beim Signieren abgefragt)</translation>
    </message>
    <message>
        <source>Ed25519 key, no passphrase</source>
        <translation>Ed25519-Schlüssel, ohne Passphrase</translation>
    </message>
    <message>
        <source>shown in each note you sign</source>
        <translation>steht in jeder Notiz, die Sie signieren</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>Replace signing key</source>
        <translation>Signaturschlüssel ersetzen</translation>
    </message>
    <message>
        <source>Replace the key in %1? Notes signed with it stay valid, but you can no longer sign as that key.</source>
        <translation>Den Schlüssel in %1 ersetzen? Damit signierte Notizen bleiben gültig, aber Sie können nicht mehr mit diesem Schlüssel signieren.</translation>
    </message>
    <message>
        <source>Import Ed25519 private key</source>
        <translation>Privaten Ed25519-Schlüssel importieren</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.key);;All files (*)</source>
        <translation>PEM-Dateien (*.pem *.key);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Passphrase of %1:</source>
        <translation>Passphrase von %1:</translation>
    </message>
    <message>
        <source>Passphrase of your signing key:</source>
        <translation>Passphrase Ihres Signaturschlüssels:</translation>
    </message>
    <message>
        <source>Not signed: no passphrase given.</source>
        <translation>Nicht signiert: keine Passphrase angegeben.</translation>
    </message>
    <message>
        <source>No key yet: generate one or import a PEM file with the buttons below.</source>
        <translation>Noch kein Schlüssel: erzeugen Sie einen oder importieren Sie eine PEM-Datei mit den Schaltflächen unten.</translation>
    </message>
    <message>
        <source>A passphrase protects the key file; it is asked for each time you sign. Leave both fields empty for none.</source>
        <translation>Eine Passphrase schützt die Schlüsseldatei; sie wird bei jedem Signieren abgefragt. Lassen Sie beide Felder leer für keine.</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Passphrase:</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>&amp;Wiederholen:</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Die beiden Passphrasen unterscheiden sich.</translation>
    </message>
</context>
<context>
    <name>kie::ui::SolCalculator</name>
    <message>
        <source>SOL calculator</source>
        <translation>SOL-Rechner</translation>
    </message>
    <message>
        <source>Target SOL score</source>
        <translation>Ziel-SOL-Score</translation>
    </message>
    <message>
        <source>Latency needed</source>
        <translation>Nötige Latenz</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Abstände</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <source>T_k</source>
        <translation>T_k</translation>
    </message>
    <message>
        <source>T_SOL</source>
        <translation>T_SOL</translation>
    </message>
    <message>
        <source>T_b</source>
        <translation>T_b</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>T_k for target</source>
        <translation>T_k für das Ziel</translation>
    </message>
    <message>
        <source>Above the bound</source>
        <translation>Über der Grenze</translation>
    </message>
    <message>
        <source>Published score: %1</source>
        <translation>Veröffentlichter Score: %1</translation>
    </message>
    <message>
        <source>SOL bound not in this record: the calculator needs %1.</source>
        <translation>SOL-Grenze nicht in diesem Datensatz: der Rechner braucht %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Suite SOL score %1 from %2 of %3 cases with T_SOL and T_b</source>
        <translation>Suite-SOL-Score %1 aus %2 von %3 Fällen mit T_SOL und T_b</translation>
    </message>
    <message>
        <source>published %1</source>
        <translation>veröffentlicht %1</translation>
    </message>
    <message>
        <source>mean %1 for SOL %2; now %3, %4 to go</source>
        <translation>Mittel %1 für SOL %2; jetzt %3, noch %4</translation>
    </message>
    <message>
        <source>to the bound: %1 above the mean T_SOL %2</source>
        <translation>zur Grenze: %1 über dem mittleren T_SOL %2</translation>
    </message>
    <message>
        <source>to #1: this run is #1</source>
        <translation>zur #1: dieser Lauf ist #1</translation>
    </message>
    <message>
        <source>to #1: %1 (#1 at %2)</source>
        <translation>zur #1: %1 (#1 bei %2)</translation>
    </message>
    <message>
        <source>to #1: no ranked #1 to measure against</source>
        <translation>zur #1: keine #1 mit Rang zum Vergleich</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>mean %1 for SOL %2; now %3: reached, %4 faster than needed</source>
        <translation>Mittel %1 für SOL %2; jetzt %3: erreicht, %4 schneller als nötig</translation>
    </message>
</context>
<context>
    <name>kie::ui::StateBadge</name>
    <message>
        <source>The object with the declared digest is in the file and matches it.</source>
        <translation>Das Objekt mit dem deklarierten Digest ist in der Datei und stimmt mit ihm überein.</translation>
    </message>
    <message>
        <source>The object carried with the run has another digest than the one the run declares: it is not what the run was measured with, or it was altered.</source>
        <translation>Das mit dem Lauf mitgelieferte Objekt hat einen anderen Digest als den, den der Lauf deklariert: Es ist nicht das, womit der Lauf gemessen wurde, oder es wurde verändert.</translation>
    </message>
    <message>
        <source>No object with the declared digest is in this file, so it cannot be checked here.</source>
        <translation>Kein Objekt mit dem deklarierten Digest ist in dieser Datei, daher kann er hier nicht geprüft werden.</translation>
    </message>
    <message>
        <source>The run declares no digest for this.</source>
        <translation>Der Lauf deklariert hierfür keinen Digest.</translation>
    </message>
    <message>
        <source>The Ed25519 signature verifies against the attestation as written.</source>
        <translation>Die Ed25519-Signatur lässt sich gegen die Bestätigung, wie sie geschrieben ist, verifizieren.</translation>
    </message>
    <message>
        <source>The signature does not verify: the attestation was changed after signing, or the signature is broken.</source>
        <translation>Die Signatur lässt sich nicht verifizieren: Die Bestätigung wurde nach dem Signieren geändert, oder die Signatur ist fehlerhaft.</translation>
    </message>
    <message>
        <source>The attestation carries no signature.</source>
        <translation>Die Bestätigung trägt keine Signatur.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kie::ui::TableExport</name>
    <message>
        <source>Run id</source>
        <translation>Lauf-ID</translation>
    </message>
    <message>
        <source>Citation key</source>
        <translation>Zitierschlüssel</translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV, UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>Markdown table (*.md)</source>
        <translation>Markdown-Tabelle (*.md)</translation>
    </message>
    <message>
        <source>LaTeX tabular (*.tex)</source>
        <translation>LaTeX-tabular (*.tex)</translation>
    </message>
    <message>
        <source>Tab-separated (*.tsv)</source>
        <translation>Tabulatorgetrennt (*.tsv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>kie::ui::UiUtils</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>%1 kopieren</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Use this language (de, ja, zh_CN, en) instead of the system&apos;s.</source>
        <translation>Diese Sprache (de, ja, zh_CN, en) statt der Systemsprache verwenden.</translation>
    </message>
</context>
</TS>
