// SPDX-License-Identifier: Apache-2.0
// The run table: one row per run of an Archive, row == run index. Displays formatted figures, sorts
// on raw ones (SortRole), and keeps one lowercased filter line per row for filter-as-you-type.
#pragma once

#include "runfilterproxykeys.h"
#include "runfilterproxytext.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>
#include <vector>

namespace kie {

struct Archive;
struct IntegritySummary;
enum class RunTrust;
struct RunRecord;

class RunTableModel : public QAbstractTableModel, public FilterTextSource, public SortKeySource
{
    Q_OBJECT
public:
    enum Column {
        Implementation,
        Benchmark,
        Gpu,
        PrimaryMeasurement,
        Rank,
        Sol,
        SpeedupVsReference,
        CasesFaster,
        Status,
        EvidenceLevel,
        Observed,
        Integrity, // the run's trust marker (ARCHIVE.md §3/§5); the view draws it as a badge
        Source, // the file(s) that carry the run: several in a workspace (workspace.h)
        DeltaVsBest, // the primary latency relative to the group's #1 (ARCHIVE.md §4), "+12.3 %"
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        // Raw value to sort by: double ns, int rank, double ratio (also Δ vs #1: latency / #1's latency), int RunStatus, qint64 ms since the
        // epoch (observed, UTC), or the string. Missing values are an invalid QVariant, which sorts
        // after every value (as in QSortFilterProxyModel).
        SortRole = Qt::UserRole + 1,
        RunIndexRole, // int: index into Archive::runs
        FilterTextRole, // QString: the row's lowercased filter line (same for every column)
        StatusRole, // int: RunStatus
        GroupIndexRole, // int: index into Archive::ranking.groups, -1 when not grouped
        TrustRole, // int: RunTrust, the most serious state of the run's references and attestations
    };
    Q_ENUM(Role)

    // What the table needs beyond the archive (digests resolved, metrics read, filter text), built
    // once per archive. Building it costs a few microseconds per run (1M runs: seconds), so the
    // loader can call prepare() on its worker thread and hand the result over to setPrepared().
    struct Prepared;
    static std::shared_ptr<Prepared> prepare(std::shared_ptr<const Archive> archive);
    // prepare() in two steps, so that a window can show the table before its filter text exists
    // (about half of prepare's time): prepareRows() builds what shows and sorts the rows, and the
    // integrity summary; buildFilterText() the rows' filter lines, on any thread, reading no run
    // digest; the model takes them with setFilterText(). Asked for its filter text before then, the
    // model builds it there and then.
    // `integrity`: the archive's summary when known (the session's), else computed here.
    static std::shared_ptr<Prepared> prepareRows(std::shared_ptr<const Archive> archive,
                                                 std::shared_ptr<const IntegritySummary> integrity = nullptr);
    static FilterTextIndex buildFilterText(const Prepared &prepared);
    // The filter text built for `prepared`; ignored unless that is still this model's, without one.
    void setFilterText(const Prepared *prepared, FilterTextIndex text);
    bool filterTextPending() const;

    explicit RunTableModel(QObject *parent = nullptr);
    ~RunTableModel() override;

    void setArchive(std::shared_ptr<const Archive> archive); // prepare() + setPrepared(), here and now
    void setPrepared(std::shared_ptr<Prepared> prepared); // the model's from now on
    // The archive's run digests were completed after prepare() (rundigests.h): digest-prefix
    // filtering learns them; the rows are filtered again.
    void updateRunDigests();
    const std::shared_ptr<const Archive> &archive() const { return m_archive; }
    // The file's integrity summary, computed once in prepare(); null without an archive.
    const IntegritySummary *integrity() const;
    // The same, kept alive by whoever holds it (the plot), without a copy of its per-run states.
    std::shared_ptr<const IntegritySummary> sharedIntegrity() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The fields of the filter line, in order, for `field:value` terms (runfilterquery.h).
    enum FilterFieldIndex {
        FilterImplementation, FilterBenchmark, FilterGpu, FilterStatus, FilterEvidence, FilterObserved,
        FilterName, FilterTitle, FilterAuthor, FilterId, FilterSource,
        FilterShownStatus, // the status word in the window's language, when it is not the file's word
        FilterFieldCount
    };
    const FilterTextIndex *filterTextIndex(int role) const override;
    QList<FilterField> filterFields(int role) const override;
    QString filterDigest(int row) const override;
    // The keys RunFilterProxy would derive from SortRole, straight from the prepared rows.
    bool sortKeys(int column, int role, std::vector<quint64> &keys) const override;
    std::function<bool(std::vector<quint64> &)> sortKeysJob(int column, int role) const override;

private:
    struct Row;

    static bool sortKeysOf(const Prepared &prepared, int rowCount, int column, std::vector<quint64> &keys);

    // Takes `text` as the filter text and learns the record digests the runs have now.
    static void installFilterText(Prepared &prepared, FilterTextIndex text);
    QVariant displayData(int runIndex, int column) const;
    QVariant sortData(int runIndex, int column) const;
    QVariant toolTipData(int runIndex, int column) const;
    QString implementationText(const RunRecord &run, const Row &row) const;
    const Row &rowAt(int runIndex) const;
    RunTrust trustAt(int runIndex) const;

    std::shared_ptr<const Archive> m_archive;
    std::shared_ptr<Prepared> m_prepared;
    int m_rowCount = 0;
};

} // namespace kie
