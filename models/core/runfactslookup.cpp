// SPDX-License-Identifier: Apache-2.0
// The per-run facts every view shares (run id, implementation name, ranking statistic) and findRun.
#include "runfacts.h"

#include "archive.h"
#include "references.h"
#include "digestquery.h"

#include <QCoreApplication>

#include <cmath>

namespace kie {

namespace {

QStringView hexOfDigest(const QString &digest)
{
    const qsizetype colon = digest.lastIndexOf(QLatin1Char(':'));
    return colon < 0 ? QStringView(digest) : QStringView(digest).mid(colon + 1);
}

QString ambiguous(int count, const QString &query)
{
    return QCoreApplication::translate("kie::RunLookup", "%n runs match \"%1\"; name one by its record digest.", nullptr,
                                       count)
        .arg(query);
}

// Whether `run` shows as `wanted` in the views: its title or its implementation's name, in any case.
bool isShownAs(const Archive &archive, const RunRecord &run, const QString &wanted)
{
    if (run.meta.title.compare(wanted, Qt::CaseInsensitive) == 0)
        return true;
    return implementationName(archive, int(&run - archive.runs.data())).compare(wanted, Qt::CaseInsensitive) == 0;
}

} // namespace

const QString &implementationRecordName(const ImplementationRecord &implementation)
{
    if (!implementation.name.isEmpty())
        return implementation.name;
    if (!implementation.meta.title.isEmpty())
        return implementation.meta.title;
    return implementation.meta.name;
}

QString runId(const RunRecord &run)
{
    const QString annotated = run.meta.annotations.value(QStringLiteral("kernelindex.dev/id")).trimmed();
    if (!annotated.isEmpty())
        return annotated;
    return hexOfDigest(run.digest).left(8).toString();
}

QString implementationName(const Archive &archive, int runIndex)
{
    const RunRecord &run = archive.runs[size_t(runIndex)];
    const int implementation = carriedObject(archive, run, ObjectKind::Implementation);
    if (implementation >= 0 && !implementationRecordName(archive.implementations[size_t(implementation)]).isEmpty())
        return implementationRecordName(archive.implementations[size_t(implementation)]);
    const QStringView segment = implementationTitleSegment(run);
    return segment.isEmpty() ? run.meta.name : segment.toString();
}

QStringView implementationTitleSegment(const RunRecord &run)
{
    // The seed's convention: "Gilded Quail · 003_grouped_query_attention_with_rope_backward · B200".
    const QString &title = run.meta.title;
    const qsizetype cut = title.indexOf(QStringView(u" \u00B7 "));
    const QStringView segment = cut < 0 ? QStringView(title) : QStringView(title).left(cut);
    return segment.trimmed().isEmpty() ? QStringView() : segment;
}

QString primaryStatisticName(const Archive &archive, int runIndex)
{
    return primaryStatisticView(archive, runIndex).toString();
}

QStringView primaryStatisticView(const Archive &archive, int runIndex)
{
    const size_t index = size_t(runIndex);
    if (index < archive.ranking.runs.size()) {
        const int group = archive.ranking.runs[index].group;
        if (group >= 0 && size_t(group) < archive.ranking.groups.size()
            && !archive.ranking.groups[size_t(group)].statistic.isEmpty())
            return archive.ranking.groups[size_t(group)].statistic;
    }
    const RunRecord &run = archive.runs[index];
    return run.primaryStatistic.isEmpty() ? QStringView(u"mean") : QStringView(run.primaryStatistic.text());
}

std::optional<double> primaryValue(const Archive &archive, int runIndex)
{
    const std::optional<double> value = archive.runs[size_t(runIndex)].latencyNs.value(primaryStatisticView(archive, runIndex));
    if (value && !std::isfinite(*value))
        return std::nullopt;
    return value;
}

int findRun(const Archive &archive, const QString &query, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return -1;
    };
    if (archive.runs.empty())
        return fail(QCoreApplication::translate("kie::RunLookup", "The file holds no run."));
    const QString wanted = query.trimmed();
    if (wanted.isEmpty())
        return 0;

    // Exact run id, then exact metadata.name: each must name one run.
    const auto unique = [&archive](auto matches, int *count) {
        int found = -1;
        *count = 0;
        for (size_t i = 0; i < archive.runs.size(); ++i) {
            if (matches(archive.runs[i])) {
                if (found < 0)
                    found = int(i);
                ++*count;
            }
        }
        return found;
    };
    int count = 0;
    int found = unique([&wanted](const RunRecord &run) { return runId(run) == wanted; }, &count);
    if (count == 0)
        found = unique([&wanted](const RunRecord &run) { return run.meta.name == wanted; }, &count);
    if (count == 1)
        return found;
    if (count > 1)
        return fail(ambiguous(count, wanted));

    // What every view shows: the title or the implementation's name ("Willow Skink"). Not looked for
    // when the query reads as a digest prefix: that step decides, over many runs fast.
    const DigestQuery digest = DigestQuery::parse(wanted);
    if (digest.problem != DigestQuery::Problem::None) {
        found = unique([&archive, &wanted](const RunRecord &run) { return isShownAs(archive, run, wanted); }, &count);
        if (count == 1)
            return found;
        if (count > 1)
            return fail(ambiguous(count, wanted));
    }

    // A record digest, whole or a prefix.
    if (digest.problem == DigestQuery::Problem::NotHex)
        return fail(QCoreApplication::translate("kie::RunLookup", "No run has the id, name or record digest \"%1\".").arg(wanted));
    if (digest.problem == DigestQuery::Problem::TooShort)
        return fail(QCoreApplication::translate("kie::RunLookup",
                                                "\"%1\" is too short for a digest prefix: give at least 8 hex digits.")
                        .arg(wanted));
    found = unique([&digest](const RunRecord &run) { return digest.matches(run.digest); }, &count);
    if (count == 1)
        return found;
    if (count > 1) // with all 64 digits: records equal but for metadata, told apart by id or name
        return fail(QCoreApplication::translate("kie::RunLookup",
                                                "%n runs have a record digest starting with \"%1\"; give more digits, "
                                                "or name one by its run id or metadata.name.",
                                                nullptr, count)
                        .arg(wanted));
    return fail(QCoreApplication::translate("kie::RunLookup", "No run has the id, name or record digest \"%1\".").arg(wanted));
}

} // namespace kie
