// SPDX-License-Identifier: Apache-2.0
// The run filter's syntax (runfilterquery.h) on the embedded sample's table, from any typed text:
//   - the one scan of the text (findAll) passes exactly the rows the per-row check (matches) passes;
//   - a query that says it narrows the one before (what the proxy filters only the rows left by)
//     passes no row the one before did not;
//   - the term written for a field's value (a Leaderboard click) parses back to that one term and
//     finds every row whose field holds the value.
// Input: byte 0 picks the table (bit 0: the sample or runs whose fields nest), a field and a row for
// the term; then two queries separated by a NUL byte, the older first.
#include "archivereader.h"
#include "runfilterquery.h"
#include "ranking.h"
#include "runtablemodel.h"

#include <QFile>

#include <cstdlib>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

kie::RunTableModel *tableOf(std::shared_ptr<const kie::Archive> archive)
{
    check(archive && !archive->runs.empty());
    auto *table = new kie::RunTableModel; // lives as long as the process
    table->setArchive(std::move(archive));
    return table;
}

kie::RunTableModel &sampleTable()
{
    static kie::RunTableModel *model = [] {
        QFile file(QStringLiteral(KIE_SAMPLE_ARCHIVE));
        check(file.open(QIODevice::ReadOnly));
        return tableOf(kie::readArchiveData(file.readAll(), QStringLiteral("sample-archive.json")).archive);
    }();
    return *model;
}

// Runs whose fields hold one another ("Quail" in "Quail 2" and "Gilded Quail"), so that a whole
// value and text inside a longer one can be told apart; the sample has few such.
kie::RunTableModel &nestedTable()
{
    static kie::RunTableModel *model = [] {
        auto archive = std::make_shared<kie::Archive>();
        const char *titles[] = {"Quail \u00b7 bench_a \u00b7 B200", "Quail 2 \u00b7 bench_a \u00b7 B200",
                                "Gilded Quail \u00b7 bench_ab \u00b7 H100", "quail \u00b7 a \u00b7 B200 x",
                                "Quail team \u00b7 bench_a", "Q"};
        int n = 0;
        for (const char *title : titles) {
            kie::RunRecord run;
            run.meta.name = QStringLiteral("run-%1").arg(++n);
            run.meta.title = QString::fromUtf8(title);
            run.status = n % 3 ? kie::RunStatus::Passed : kie::RunStatus::Failed;
            run.statusText = n % 3 ? QStringLiteral("passed") : QStringLiteral("failed");
            archive->runs.push_back(run);
        }
        archive->ranking = kie::rankArchive(*archive);
        return tableOf(archive);
    }();
    return *model;
}

std::vector<unsigned char> rowsPassing(const kie::FilterQuery &query, const kie::FilterTextIndex &text,
                                       const kie::FilterTextSource *source)
{
    std::vector<unsigned char> scanned;
    query.findAll(text, source, scanned);
    check(int(scanned.size()) == text.rowCount());
    for (int row = 0; row < text.rowCount(); ++row)
        check(bool(scanned[size_t(row)]) == query.matches(text, source, row));
    return scanned;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    kie::RunTableModel &table = data[0] & 1 ? nestedTable() : sampleTable();
    const int role = kie::RunTableModel::FilterTextRole;
    const kie::FilterTextIndex &text = *table.filterTextIndex(role);
    const QList<kie::FilterField> fields = table.filterFields(role);
    const QByteArray input(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));
    const qsizetype cut = input.indexOf('\0');
    const QString older = QString::fromUtf8(cut < 0 ? input : input.left(cut));
    const QString newer = cut < 0 ? QString() : QString::fromUtf8(input.mid(cut + 1));

    const kie::FilterQuery before = kie::FilterQuery::parse(older, fields);
    const kie::FilterQuery now = kie::FilterQuery::parse(newer, fields);
    const std::vector<unsigned char> passedBefore = rowsPassing(before, text, &table);
    const std::vector<unsigned char> passedNow = rowsPassing(now, text, &table);
    if (now.narrows(before)) {
        for (size_t row = 0; row < passedNow.size(); ++row)
            check(!passedNow[row] || passedBefore[row]);
    }

    // A field's value, taken from a row's own line, written as a term and read back.
    const kie::FilterField &field = fields[(data[0] >> 1) % fields.size()];
    const int row = (data[0] >> 5) % text.rowCount();
    if (field.field < 0 || field.field >= 32)
        return 0;
    const QStringList lineFields = text.rowString(row).split(QLatin1Char('\t'));
    const QString value = older.isEmpty() ? lineFields.value(field.field) : older;
    if (value.trimmed().isEmpty())
        return 0;
    for (const auto match : {kie::FilterTextIndex::Match::Within, kie::FilterTextIndex::Match::Whole}) {
        if (match == kie::FilterTextIndex::Match::Whole && !field.wholeValue)
            continue;
        const kie::FilterQuery term = kie::FilterQuery::parse(kie::FilterQuery::term(field.name, value, match), fields);
        check(term.error().isEmpty() && term.terms().size() == 1);
        check(term.terms().front().needle.bytes() == kie::FilterTextIndex::Needle(value).bytes());
        const std::vector<unsigned char> found = rowsPassing(term, text, &table);
        if (older.isEmpty()) // the row's own value
            check(found[size_t(row)]);
    }
    return 0;
}
