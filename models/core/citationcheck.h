// SPDX-License-Identifier: Apache-2.0
// Is a cited record still here? A citation in any of the five formats the explorer writes
// (citation.h), or a bare record digest or permalink, read back and checked against an archive
// (ARCHIVE.md §7: the citation carries the record digest so that a reader can tell).
#pragma once

#include <QString>

#include <vector>

namespace kie {

struct Archive;

// What a citation says about the record it cites; empty where it does not say.
struct CitedRecord
{
    QString format; // "text", "markdown", "bibtex", "csl-json", "ris", "digest" or "permalink"
    QString digest; // "sha256:" + 64 lowercase hex digits
    QString runId; // from "Benchmark run record ID"
    QString key; // the BibTeX / CSL-JSON / RIS key, "kernelindex-..." (citation.h citationKey)
    QString permalink; // percent-decoded
    QString title;
};

// False (and *error says why) when `text` is none of the forms above or names neither a digest nor a run.
bool parseCitation(const QString &text, CitedRecord *cited, QString *error);

enum class CitationVerdict {
    Unchanged, // a run with the cited record digest is here
    Changed, // a run with the cited id, permalink or title is here, with another record digest
    NotHere,
    Unverifiable, // a run with the cited permalink is here, but the citation carries no digest
};

struct CitationCheck
{
    CitationVerdict verdict = CitationVerdict::NotHere;
    std::vector<int> runs; // the runs found (Unchanged: with the digest; Changed: by matchedBy)
    QString matchedBy; // "digest", "id", "permalink" or "title"
};

CitationCheck checkCitation(const Archive &archive, const CitedRecord &cited);

// The verdict as one plain sentence: "The cited record is here, unchanged (run 381f22e4).", ...
QString citationCheckText(const Archive &archive, const CitedRecord &cited, const CitationCheck &check);

} // namespace kie
