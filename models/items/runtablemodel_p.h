// SPDX-License-Identifier: Apache-2.0
// What RunTableModel prepares per run (rows of raw values), shared by the model (runtablemodel.cpp)
// its sort keys (runtablemodel_sortkeys.cpp) and its filter source (runtablemodel_filter.cpp).
#pragma once

#include "runtablemodel.h"

#include "archive.h"
#include "assignedlater.h"
#include "citation.h"
#include "integrity.h"
#include "runfacts.h"
#include "timestamps.h"

#include <limits>

namespace kie {

inline constexpr double kMissing = std::numeric_limits<double>::quiet_NaN();
inline constexpr qint64 kNoTime = std::numeric_limits<qint64>::min();

struct RunTableModel::Row
{
    double primary = kMissing;
    double sol = kMissing;
    double speedup = kMissing;
    double ratioToBest = kMissing; // primary / the group's #1 primary, ranked runs only
    qint32 casesFaster = -1;
    qint32 casesTotal = -1;
    qint32 rank = 0; // 0 = unranked
    qint32 group = -1;
    qint32 implementation = -1; // index into Archive::implementations, only when that object has a name
    qint32 titleLength = -1; // else the title's first segment, else (-1) metadata.name
    qint32 environment = -1; // index into Archive::environments
    const QString *benchmark = nullptr; // points into the archive, which Prepared keeps alive
    qint64 observedMs = kNoTime;
};

struct RunTableModel::Prepared
{
    std::shared_ptr<const Archive> archive;
    std::vector<Row, AssignedLaterAllocator<Row>> rows; // prepareRows() assigns each on all cores
    FilterTextIndex filterText;
    bool filterTextPending = false; // prepareRows() left it to buildFilterText()
    std::shared_ptr<const IntegritySummary> integrity; // the session's (integrityAvailable), or computed here
    QStringList memberNames; // a workspace's member files, by name (empty for one file)
    std::vector<ImplementationLabel> implementations; // citation.h implementationLabels, by object
};

namespace runtable {

// implementationName() of runfacts.h, as views into the archive: a million rows must not each copy a
// title segment. tst_runtablemodel checks that the column shows exactly implementationName().
// Length of the title's first segment to show as the implementation, or -1 for metadata.name.
inline qint32 titleSegmentLength(const RunRecord &run)
{
    const QStringView segment = implementationTitleSegment(run);
    return segment.isEmpty() ? -1 : qint32(segment.size());
}

inline QStringView implementationView(const std::vector<ImplementationLabel> &implementations, const RunRecord &run,
                                      int implementation, qint32 titleLength)
{
    if (implementation >= 0)
        return implementations[size_t(implementation)].name;
    return titleLength >= 0 ? QStringView(run.meta.title).left(titleLength) : QStringView(run.meta.name);
}

// What the table shows of a run and its filter line finds (runtablemodel.cpp): the status as the
// table writes it, the observation date, and a workspace run's member files by name.
QString statusText(const RunRecord &run);
QStringView observedDate(const RunRecord &run);
QString sourceNames(const Archive &archive, int run, const QStringList &memberNames);

// The filter text learns the record digests the runs have now (digest-prefix terms): when it is
// installed, and again when deferred digests arrive (rundigests.h).
inline void learnRunDigests(RunTableModel::Prepared &prepared)
{
    if (!prepared.archive)
        return;
    const std::vector<RunRecord> &runs = prepared.archive->runs;
    for (int row = 0; row < prepared.filterText.rowCount() && size_t(row) < runs.size(); ++row)
        prepared.filterText.setDigestOfRow(row, runs[size_t(row)].digest);
}

} // namespace runtable

} // namespace kie
