// SPDX-License-Identifier: Apache-2.0
// One table of "--run X" queries, fed to kie::findRun (tst_runfacts), to `cite --run` and
// `show --run` (tst_show) and to the window's --run (tst_ui_mainwindow): all must pick the same run
// or give the same error. The archive: the seed bundle, then two runs equal but for metadata, so
// their record digests are the same and a prefix of it is ambiguous.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

namespace kie::test {

inline QByteArray runQueryArchiveBytes()
{
    QFile seed(QStringLiteral("../shared/fixtures/seed/manifest.json"));
    if (!seed.open(QIODevice::ReadOnly))
        qFatal("cannot read the seed manifest");
    const QByteArray twin = R"({"apiVersion": "kernelindex.dev/v1alpha1", "kind": "BenchmarkRun",
      "metadata": {"name": "twin-%1", "title": "Twin %1", "annotations": {"kernelindex.dev/id": "twin-%1-id"}},
      "spec": {"status": "failed", "timing": {"latencyNs": {"mean": 1000}, "primaryStatistic": "mean"}}})";
    return R"({"apiVersion": "kernelindex.dev/v1alpha1", "kind": "RunArchive",
  "metadata": {"name": "run-queries", "title": "findRun table", "exportedAt": "2026-09-01T00:00:00Z"},
  "items": [)"
        + seed.readAll() + ",\n" + QByteArray(twin).replace("%1", "a") + ",\n" + QByteArray(twin).replace("%1", "b")
        + "]}\n";
}

struct RunQuery
{
    const char *tag;
    QString query; // "{twin}" stands for the twins' digest, "{twin12}" for its first 12 hex digits
    int expected; // run index, -1 for an error
    QString errorContains; // part of the error, when expected is -1
};

inline QList<RunQuery> runQueries()
{
    const QString seedDigest = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
    return {
        {"name", QStringLiteral("sol-submission-26346"), 0, {}},
        {"name, padded", QStringLiteral("  sol-submission-26346 "), 0, {}},
        {"run id (derived)", QStringLiteral("381f22e4"), 0, {}},
        {"run id (annotated)", QStringLiteral("twin-b-id"), 2, {}},
        {"implementation", QStringLiteral("Gilded Quail"), 0, {}},
        {"title", QStringLiteral("Gilded Quail \u00B7 003_grouped_query_attention_with_rope_backward \u00B7 B200"), 0, {}},
        {"title in another case", QStringLiteral("twin A"), 1, {}},
        {"full digest", seedDigest, 0, {}},
        {"sha256: prefix", QStringLiteral("sha256:381f22e4759e"), 0, {}},
        {"bare prefix", QStringLiteral("381f22e4759e66ec"), 0, {}},
        {"upper-case prefix", QStringLiteral("381F22E4759E"), 0, {}},
        {"upper-case sha256: prefix", QStringLiteral("SHA256:381F22E4"), 0, {}},
        {"prefix cut as on the record page", QStringLiteral("sha256:381f22e4759e66ec6db9692\u2026"), 0, {}},
        {"prefix cut with three dots", QStringLiteral("381f22e4759e..."), 0, {}},
        {"7 digits and an ellipsis", QStringLiteral("381f22e\u2026"), -1, QStringLiteral("at least 8 hex digits")},
        {"7-digit prefix", QStringLiteral("381f22e"), -1, QStringLiteral("at least 8 hex digits")},
        {"ambiguous prefix", QStringLiteral("{twin12}"), -1, QStringLiteral("2 runs have a record digest starting with")},
        {"ambiguous full digest", QStringLiteral("{twin}"), -1, QStringLiteral("2 runs have a record digest starting with")},
        {"unknown", QStringLiteral("nope"), -1, QStringLiteral("No run has the id, name or record digest \"nope\"")},
        {"unknown hex", QStringLiteral("0123456789ab"), -1, QStringLiteral("No run has the id, name or record digest")},
    };
}

inline QString resolvedQuery(const RunQuery &query, const QString &twinDigest)
{
    QString text = query.query;
    text.replace(QLatin1String("{twin12}"), twinDigest.mid(7, 12));
    text.replace(QLatin1String("{twin}"), twinDigest);
    return text;
}

} // namespace kie::test
