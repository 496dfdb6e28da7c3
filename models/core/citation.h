// SPDX-License-Identifier: Apache-2.0
// Citations of a run (ARCHIVE.md §7): permalink, digest, access date, in the formats scholars use.
#pragma once

#include <QDate>
#include <QString>
#include <QStringList>

#include <vector>

namespace kie {

struct Archive;
struct RunRecord;
struct ImplementationRecord;

enum class CitationFormat { PlainText, Markdown, BibTeX, CslJson, Ris };
QString citationFormatName(CitationFormat format); // "text", "markdown", "bibtex", "csl-json", "ris"
bool citationFormatFromName(const QString &name, CitationFormat *format);
QList<CitationFormat> allCitationFormats();

struct CitationFields
{
    QString runId; // runId() of runfacts.h: annotation kernelindex.dev/id, else the digest's first 8 hex digits
    QString permalink; // empty when there is none (never invented)
    QString digest; // the record digest
    QString title;
    QString author; // the implementation (a project as organisation)
    QString year; // published, else observed
    QString publisher; // "KernelIndex" or the archive's source
    QDate accessed;
};

// Who a run is by (spec §7, the citation's author and the leaderboard's): the implementation the run
// names, when the file carries it: its author, else its project, name, title or metadata.name; else
// the run title's first " · " segment (the seed's convention); else "".
QString runAuthor(const Archive &archive, int runIndex);
// The same rule for a caller that has looked up the run's implementation already (null when the file
// does not carry it).
QString runAuthor(const RunRecord &run, const ImplementationRecord *implementation);
// The same rule for a caller that knows that implementation's author already (implementationAuthor,
// "" when the file does not carry it): the leaderboard's and the run table's author: filter field,
// which must agree.
QString runAuthor(const RunRecord &run, const QString &implementationAuthor);
// The implementation's part of that rule: its author, project, name, title or metadata.name, else "".
QString implementationAuthor(const ImplementationRecord &implementation);

// Each of the archive's Implementation objects' name (runfacts.h implementationRecordName) and author
// (implementationAuthor), by index: taken once for passes over every run, which would otherwise read
// thousands of objects' strings in no order (a cache miss each).
struct ImplementationLabel
{
    QString name;
    QString author;
};
std::vector<ImplementationLabel> implementationLabels(const Archive &archive);
// The fields of spec §7 for run `runIndex`; `accessed` defaults to Archive::accessDate().
CitationFields citationFields(const Archive &archive, int runIndex, const QDate &accessed = QDate());
QString formatCitation(const CitationFields &fields, CitationFormat format);
// The plain-text/Markdown citation as HTML (title in italics, permalink as a link) for the clipboard.
QString formatCitationHtml(const CitationFields &fields);
// The BibTeX / CSL-JSON / RIS key: "kernelindex-" + the run id reduced to [A-Za-z0-9_-].
QString citationKey(const CitationFields &fields);
// The same key from the run id alone (runfacts.h runId): what a table row carries beside the run id,
// so a table and its bibliography agree.
QString citationKeyForRunId(const QString &runId);

} // namespace kie
