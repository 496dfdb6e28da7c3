// SPDX-License-Identifier: Apache-2.0
// Archives built by hand for the citation tests: the seed as read (no permalink), a run archive with
// a permalinkBase and a resolved implementation, and hostile titles/authors/ids for every format.
#pragma once

#include "archive.h"
#include "citation.h"

#include <QString>

#include <algorithm>
#include <vector>

namespace kie::testing {

inline QString seedDigest()
{
    return QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
}

inline QString seedTitle()
{
    return QString::fromUtf8("Gilded Quail \u00b7 003_grouped_query_attention_with_rope_backward \u00b7 B200");
}

// The seed manifest as the reader fills it (a bare manifest bundle: no permalinkBase, no source).
inline Archive seedArchive()
{
    Archive archive;
    archive.path = QStringLiteral("../shared/fixtures/seed/manifest.json");
    archive.format = ArchiveFormat::ManifestBundle;
    archive.openedAt = QStringLiteral("2026-09-01T08:30:00Z");
    RunRecord run;
    run.meta.apiVersion = QStringLiteral("kernelindex.dev/v1alpha1");
    run.meta.kind = ObjectKind::BenchmarkRun;
    run.meta.name = QStringLiteral("sol-submission-26346");
    run.meta.title = seedTitle();
    run.digest = seedDigest();
    run.observedAt = QStringLiteral("2026-07-20T10:18:21.410Z");
    run.implementationDigest = QStringLiteral("sha256:9b86dd65f6aae292a38d3d3add3348cff8aa0564a5ab81c4725ebd87febd5d8a");
    archive.runs.push_back(run);
    return archive;
}

inline QString publishedDigest()
{
    return QStringLiteral("sha256:5a30100300000000000000000000000000000000000000000000000000000001");
}

inline QString implementationDigest()
{
    return QStringLiteral("sha256:1111111111111111111111111111111111111111111111111111111111111111");
}

// A run archive as KernelIndex would export it: permalinkBase, exportedAt, a resolved implementation.
inline Archive publishedArchive()
{
    Archive archive;
    archive.path = QStringLiteral("published.json");
    archive.format = ArchiveFormat::RunArchive;
    archive.info.name = QStringLiteral("kernelindex-export");
    archive.info.exportedAt = QStringLiteral("2026-08-24T12:00:00Z");
    archive.info.permalinkBase = QStringLiteral("https://kernelindex.dev");
    archive.openedAt = QStringLiteral("2026-09-01T08:30:00Z");

    ImplementationRecord implementation;
    implementation.meta.kind = ObjectKind::Implementation;
    implementation.meta.name = QStringLiteral("flash-gqa");
    implementation.name = QStringLiteral("flash-gqa");
    implementation.project = QStringLiteral("FlashGQA Project");
    implementation.digest = implementationDigest();
    archive.implementations.push_back(implementation);
    archive.objectsByDigest.insert(implementation.digest, {ObjectKind::Implementation, 0});

    RunRecord run;
    run.meta.kind = ObjectKind::BenchmarkRun;
    run.meta.name = QStringLiteral("flash-gqa-b200");
    run.meta.title = QString::fromUtf8("FlashGQA \u00b7 003_grouped_query_attention_with_rope_backward \u00b7 B200");
    run.digest = publishedDigest();
    run.observedAt = QStringLiteral("2026-07-01T00:00:00Z");
    run.editRareFields().publishedAt = QStringLiteral("2025-12-31T23:00:00Z");
    run.implementationDigest = implementationDigest();
    archive.runs.push_back(run);
    archive.objectsByDigest.insert(run.digest, {ObjectKind::BenchmarkRun, 0});
    return archive;
}

struct HostileCase
{
    const char *name;
    QString title;
    QString author;
    QString publisher;
    QString runId;
    QString permalink; // empty: none, so the digest is the identifier
};

// Text that breaks naive writers: LaTeX and BibTeX specials, unbalanced braces, newlines that would
// start a new RIS tag, Markdown and CSL markup, JSON escapes, non-ASCII, TeX ligatures.
inline std::vector<HostileCase> hostileCases()
{
    const auto u = [](const char *text) { return QString::fromUtf8(text); };
    return {
        {"bibtex specials", u("100% & #1 costs $5 a_b \\emph{x} ~ ^ @misc{evil, title={x}}"), u("R&D _team_ #1"),
         u("Lab $ 50%"), u("a1b2c3d4"), u("https://kernelindex.dev/runs/a1b2c3d4")},
        {"unbalanced open brace", u("open { never closed"), u("Author {"), u("KernelIndex"), u("ob"), QString()},
        {"unbalanced close brace", u("} closes first { then { opens"), u("} Author"), u("Pub }"), u("cb"),
         u("https://kernelindex.dev/runs/cb")},
        {"nested and crossed braces", u("{{nested}} then }{ crossed {x}"), u("{Group}"), u("KernelIndex"), u("nb"),
         QString()},
        {"newlines and tabs", u("line one\nTY  - JOUR\r\nER  - \tend\u2028sep"), u("Multi\nLine\tAuthor"),
         u("Pub\nlisher"), u("nl"), u("https://kernelindex.dev/runs/nl")},
        {"markdown markup", u("*bold* _it_ [link](http://x) <b>html</b> `code` # h | t @cite !img ~sub~ ^sup^ &amp;"),
         u("1. Numbered"), u("[Pub](javascript:alert)"), u("md"), QString()},
        {"list marker author", u("plain title"), u("- dash author"), u("+ plus"), u("lm"),
         u("https://kernelindex.dev/runs/lm")},
        {"title block author", u("% not a title block"), u("% percent author"), u("KernelIndex"), u("tb"), QString()},
        {"non-ascii", u("\u00dcn\u00efc\u00f8d\u00e9 \u6f22\u5b57 \U0001F600 \u2014 \u00b7 \u03a9 caf\u00e9"),
         u("J\u00fcrgen M\u00fcller-\u0141\u00f3d\u017a"), u("\u30ab\u30fc\u30cd\u30eb"), u("na"),
         u("https://kernelindex.dev/runs/na")},
        {"json escapes", u("quote \" backslash \\ slash / control \x01\x1f end"), u("\"Quoted\" \\ Author"),
         u("Pub \"x\""), u("js"), QString()},
        {"dashes", u("--flag and --- rule"), u("Anne-Marie"), u("KernelIndex"), u("ds"),
         u("https://kernelindex.dev/runs/ds")},
        {"csl markup", u("<i>x</i> </span> <span class=\"nocase\">y</span> <sup>2</sup> a < b > c"), u("<b>Bold</b> Inc"),
         u("<sc>Pub</sc>"), u("cs"), QString()},
        {"hostile run id", u("An ordinary title"), u("Someone"), u("KernelIndex"), u("a b,c}{\"x"),
         u("https://kernelindex.dev/runs/a%20b")},
        {"empty author", u("Title only"), QString(), u("KernelIndex"), u("ea"), u("https://kernelindex.dev/runs/ea")},
        // An override left open would reverse what follows it on the line, the digest included.
        {"bidi overrides", u("Quail \u202e0fab7 :tsegid\u2066 isolate \u2069\u202a\u202b\u202c\u202d end \uffff"),
         u("\u202eRLO author"), u("Pub\u2067"), u("bd"), u("https://kernelindex.dev/runs/bd")},
    };
}

// Citation fields as citationFields() would produce them for a hostile record.
inline CitationFields hostileFields(const HostileCase &c)
{
    CitationFields f;
    f.runId = c.runId;
    f.permalink = c.permalink;
    f.digest = QStringLiteral("sha256:00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff");
    f.title = c.title;
    f.author = c.author;
    f.year = QStringLiteral("2026");
    f.publisher = c.publisher;
    f.accessed = QDate(2026, 8, 24);
    return f;
}

// What every writer must reproduce: one line, single spaces, no control characters.
// A bidi embedding, override or isolate: it reorders what follows it.
inline bool isBidiControl(char16_t unit)
{
    return (unit >= 0x202A && unit <= 0x202E) || (unit >= 0x2066 && unit <= 0x2069);
}

inline QString foldedLine(const QString &text)
{
    QString out;
    bool space = false;
    for (const QChar c : text) {
        if (c.isSpace() || c.category() == QChar::Other_Control) {
            space = !out.isEmpty();
            continue;
        }
        if (space)
            out += QLatin1Char(' ');
        space = false;
        // Bidi embeddings, overrides and isolates, and the non-characters U+FFFE/U+FFFF: U+FFFD.
        out += isBidiControl(c.unicode()) || c.unicode() >= 0xFFFE ? QChar(0xFFFD) : c;
    }
    return out;
}

// Whether `text` holds a character that reorders what follows it (bidi embedding, override, isolate).
inline bool hasBidiControl(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return isBidiControl(c.unicode()); });
}

} // namespace kie::testing
