// SPDX-License-Identifier: Apache-2.0
// RunTableModel as the run filter's source (runfilterproxytext.h, runfilterquery.h): its filter
// lines (built on all cores), their fields, and the record digests behind digest-prefix terms.
#include "runtablemodel_p.h"

#include "citation.h"
#include "digestlookup.h"
#include "parallelchunks.h"

#include <QVarLengthArray>

#include <atomic>
#include <mutex>

namespace kie {

using runtable::implementationView;
using runtable::observedDate;
using runtable::sourceNames;
using runtable::statusText;

namespace {

const QString kRunIdAnnotation = QStringLiteral("kernelindex.dev/id"); // ARCHIVE.md §7, as runId() reads it

// The title's " · " segments that do not repeat the implementation, benchmark or GPU shown in the
// row: the filter line keeps those once, and marks their fields as standing for the title too.
struct TitleRest
{
    QString rest;
    bool repeats[3] = {false, false, false};
};

constexpr QStringView kTitleSeparator(u" \u00B7 ");

// Where the next kTitleSeparator of `text` starts, or -1: found by its middle character, the
// characters around it checked. A plain loop: titles are a few dozen characters, for which
// QStringView::indexOf's setup cost more than the search (a search for all three was a tenth of the
// filter text's time, indexOf for the middle one still 12 %).
qsizetype titleSeparatorAt(QStringView text)
{
    const char16_t *units = text.utf16();
    for (qsizetype middle = 1; middle + 1 < text.size(); ++middle) {
        if (units[middle] == kTitleSeparator[1] && units[middle - 1] == kTitleSeparator[0] && units[middle + 1] == kTitleSeparator[2])
            return middle - 1;
    }
    return -1;
}

TitleRest titleRest(const QString &title, std::initializer_list<QStringView> shown)
{
    TitleRest result;
    if (title.isEmpty())
        return result;
    QStringView remaining(title);
    QVarLengthArray<QStringView, 8> kept;
    bool dropped = false;
    while (true) {
        const qsizetype cut = titleSeparatorAt(remaining);
        const QStringView segment = cut < 0 ? remaining : remaining.left(cut);
        bool repeated = false;
        int which = 0;
        for (const QStringView field : shown) {
            if (!segment.isEmpty() && segment == field) {
                result.repeats[which] = repeated = true;
                break;
            }
            ++which;
        }
        dropped |= repeated;
        if (!repeated)
            kept.append(segment);
        if (cut < 0)
            break;
        remaining = remaining.mid(cut + kTitleSeparator.size());
    }
    if (!dropped) {
        result.rest = title; // shared, not copied
        return result;
    }
    for (qsizetype i = 0; i < kept.size(); ++i) {
        if (i > 0)
            result.rest += kTitleSeparator;
        result.rest += kept[i];
    }
    return result;
}

// Builds the filter text of rows [0, count) in pieces on `threads` cores, build(worker, text, begin,
// end), and appends each piece to `whole` in row order as soon as the pieces before it are: only the
// few pieces that finished early wait, so the text is never held twice (joining one chunk per core
// at the end held half of it twice: prepare's peak at 300k runs was 12-16 MB higher). Appended
// pieces' buffers are reused.
template<typename Build>
void appendInRowOrder(size_t count, size_t threads, FilterTextIndex &whole, Build build)
{
    constexpr size_t kPieceRows = 16384;
    const size_t pieces = (count + kPieceRows - 1) / kPieceRows;
    std::atomic<size_t> next{0};
    std::mutex mutex; // guards everything below
    size_t appended = 0;
    std::vector<std::unique_ptr<FilterTextIndex>> finished(pieces);
    std::vector<std::unique_ptr<FilterTextIndex>> spare;
    forEachChunk(threads, threads, [&](size_t worker, size_t, size_t) {
        for (size_t piece; (piece = next.fetch_add(1)) < pieces;) {
            std::unique_ptr<FilterTextIndex> text;
            {
                const std::lock_guard lock(mutex);
                if (!spare.empty()) {
                    text = std::move(spare.back());
                    spare.pop_back();
                }
            }
            if (!text) {
                text = std::make_unique<FilterTextIndex>();
                text->reserve(qsizetype(kPieceRows), 256);
            }
            const size_t begin = piece * kPieceRows;
            build(worker, *text, begin, std::min(count, begin + kPieceRows));
            const std::lock_guard lock(mutex);
            finished[piece] = std::move(text);
            for (; appended < pieces && finished[appended]; ++appended) {
                whole.appendRows(*finished[appended]);
                finished[appended]->clearRows();
                spare.push_back(std::move(finished[appended]));
            }
        }
    });
}

} // namespace

FilterTextIndex RunTableModel::buildFilterText(const Prepared &prepared)
{
    FilterTextIndex whole;
    if (!prepared.archive)
        return whole;
    const Archive &a = *prepared.archive;
    const size_t count = prepared.rows.size();
    // The status words in the window's language, looked up once, not once per run.
    const QString shownStatus[] = {runStatusWord(RunStatus::Passed), runStatusWord(RunStatus::Failed),
                                   runStatusWord(RunStatus::Error)};
    const size_t threads = chunkCountFor(count);
    std::vector<std::unique_ptr<DigestLookup>> lookups(threads); // by worker
    const auto work = [&](size_t worker, FilterTextIndex &text, size_t begin, size_t end) {
        if (!lookups[worker])
            lookups[worker] = std::make_unique<DigestLookup>(a);
        DigestLookup &lookup = *lookups[worker];
        for (size_t i = begin; i < end; ++i) {
            const RunRecord &run = a.runs[i];
            const Row &row = prepared.rows[i];
            // The filter line (FilterFieldIndex order): what the text columns show, the run's name,
            // title, author, id and files. No record digest: the window may be filling the runs'
            // digests meanwhile (rundigests.h); installFilterText() learns those there are.
            const QStringView implementation = implementationView(prepared.implementations, run, row.implementation, row.titleLength);
            const QStringView benchmark = row.benchmark ? QStringView(*row.benchmark) : QStringView();
            const QStringView gpu = row.environment >= 0 ? QStringView(a.environments[size_t(row.environment)].product)
                                                         : QStringView();
            const TitleRest title = titleRest(run.meta.title, {implementation, benchmark, gpu});
            text.appendField(implementation, title.repeats[0]);
            text.appendField(benchmark, title.repeats[1]);
            text.appendField(gpu, title.repeats[2]);
            text.appendField(statusText(run));
            text.appendField(run.evidenceLevel.text());
            text.appendField(observedDate(run));
            text.appendField(run.meta.name);
            text.appendField(title.rest);
            // Who the run is by, by the rule citations and the leaderboard use (citation.h). A row
            // shows the implementation it names when that object has a name: only the others are
            // looked up.
            const int implementationObject = row.implementation >= 0
                ? row.implementation
                : lookup.indexOf(ObjectKind::Implementation, run.implementationDigest);
            text.appendField(runAuthor(run, implementationObject >= 0 ? prepared.implementations[size_t(implementationObject)].author
                                                                      : QString()));
            text.appendField(run.meta.annotations.isEmpty() ? QString() : run.meta.annotations.value(kRunIdAnnotation));
            text.appendField(prepared.memberNames.isEmpty() ? QString() : sourceNames(a, int(i), prepared.memberNames));
            // The word the window shows finds the run too. Always a field of its own, if empty, so
            // that every field keeps its place in every row (status: searches both).
            const bool otherWord = run.status != RunStatus::Unknown && shownStatus[size_t(run.status)] != statusText(run);
            text.appendField(otherWord ? QStringView(shownStatus[size_t(run.status)]) : QStringView());
            text.endRow();
        }
    };
    // Room for every row in the whole text, so pieces are appended without moving it (address space
    // only until written).
    whole.reserve(qsizetype(count), 256);
    if (threads == 1)
        work(0, whole, 0, count);
    else
        appendInRowOrder(count, threads, whole, work);
    whole.setAliasField(FilterTitle); // title segments kept in the implementation field
    return whole;
}

void RunTableModel::installFilterText(Prepared &prepared, FilterTextIndex text)
{
    prepared.filterText = std::move(text);
    prepared.filterTextPending = false;
    runtable::learnRunDigests(prepared);
}


void RunTableModel::updateRunDigests()
{
    if (!m_prepared || !m_archive || m_rowCount == 0)
        return;
    if (!m_prepared->filterTextPending) // else the text learns them when it is installed
        runtable::learnRunDigests(*m_prepared);
    // FilterTextRole: the proxy drops what it cached and filters again.
    Q_EMIT dataChanged(index(0, 0), index(m_rowCount - 1, 0), {FilterTextRole});
}

void RunTableModel::setFilterText(const Prepared *prepared, FilterTextIndex text)
{
    if (!m_prepared || m_prepared.get() != prepared || !m_prepared->filterTextPending)
        return;
    installFilterText(*m_prepared, std::move(text));
    if (m_rowCount > 0) // FilterTextRole: the proxy drops what it cached and filters again
        Q_EMIT dataChanged(index(0, 0), index(m_rowCount - 1, 0), {FilterTextRole});
}

bool RunTableModel::filterTextPending() const
{
    return m_prepared && m_prepared->filterTextPending;
}

const FilterTextIndex *RunTableModel::filterTextIndex(int role) const
{
    if (role != FilterTextRole || !m_prepared)
        return nullptr;
    if (m_prepared->filterTextPending) // asked before setFilterText(): built here, now
        installFilterText(*m_prepared, buildFilterText(*m_prepared));
    return &m_prepared->filterText;
}

QList<FilterField> RunTableModel::filterFields(int role) const
{
    if (role != FilterTextRole)
        return {};
    // Names are syntax, like the command line's words: the same in every language.
    return {
        // A title's segments that repeat other fields are kept in those fields: never whole in one.
        {QStringLiteral("title"), {}, FilterTitle, false, false, -1, false},
        {QStringLiteral("author"), {}, FilterAuthor, false, false},
        {QStringLiteral("implementation"), {QStringLiteral("impl")}, FilterImplementation, false, false},
        {QStringLiteral("benchmark"), {QStringLiteral("bench")}, FilterBenchmark, false, false},
        {QStringLiteral("gpu"), {QStringLiteral("hardware")}, FilterGpu, false, false},
        {QStringLiteral("status"), {}, FilterStatus, false, false, FilterShownStatus},
        {QStringLiteral("id"), {}, FilterId, false, true}, // the id annotation, else the digest's first digits
        {QStringLiteral("digest"), {}, -1, true, false},
        {QStringLiteral("name"), {}, FilterName, false, false},
        {QStringLiteral("evidence"), {}, FilterEvidence, false, false},
        {QStringLiteral("observed"), {}, FilterObserved, false, false},
        {QStringLiteral("source"), {QStringLiteral("file")}, FilterSource, false, false},
    };
}

QString RunTableModel::filterDigest(int row) const
{
    return m_archive && row >= 0 && size_t(row) < m_archive->runs.size() ? m_archive->runs[size_t(row)].digest.toString() : QString();
}

} // namespace kie
