// SPDX-License-Identifier: Apache-2.0
#include "archivediffdialog.h"

#include "archive.h"
#include "archivediff.h"
#include "archivediffmodel.h"
#include "opener.h"
#include "plaindialogs.h"
#include "recordversionsmodel.h"
#include "rundigests.h"

#include <QFileDialog>
#include <QFont>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace kie::ui {

namespace {

// Presentation only: the fields in which the two versions differ are bold.
class DifferenceMarks : public QIdentityProxyModel
{
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::FontRole && QIdentityProxyModel::data(index, RecordVersionsModel::DifferentRole).toBool()) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return QIdentityProxyModel::data(index, role);
    }
};

// The archive with its run digests: a shown archive may still be getting them (rundigests.h).
std::shared_ptr<const Archive> withRunDigests(std::shared_ptr<const Archive> archive)
{
    if (!archive->runDigestsPending)
        return archive;
    auto complete = std::make_shared<Archive>(*archive);
    applyRunDigests(*complete, computeRunDigests(*complete));
    return complete;
}

struct Computed
{
    std::shared_ptr<const Archive> older, newer;
    std::vector<DiffRow> rows;
    int same = 0;
};

QTableView *newTable(QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->hide();
    return table;
}

} // namespace

ArchiveDiffDialog::ArchiveDiffDialog(std::shared_ptr<const Archive> current, QWidget *parent)
    : QDialog(parent)
    , m_current(std::move(current))
    , m_changes(new ArchiveDiffModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_versions(new RecordVersionsModel(this))
{
    setWindowTitle(tr("Compare with another archive"));
    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    auto *swapButton = new QPushButton(tr("&Swap old and new"), this);
    connect(swapButton, &QPushButton::clicked, this, &ArchiveDiffDialog::swap);
    m_filterEdit = new QLineEdit(this);
    m_filterEdit->setPlaceholderText(tr("Filter changes (kind, run, group, field, value)"));
    m_filterEdit->setClearButtonEnabled(true);

    m_filter->setSourceModel(m_changes);
    m_filter->setSortRole(ArchiveDiffModel::SortRole);
    m_filter->setFilterKeyColumn(-1);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    connect(m_filterEdit, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);
    m_changesView = newTable(this);
    m_changesView->setModel(m_filter);
    m_changesView->setSortingEnabled(true);
    m_changesView->sortByColumn(-1, Qt::AscendingOrder); // the diff's own order until a header is clicked
    connect(m_changesView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showVersions(m_filter->mapToSource(current).row()); });

    auto *marks = new DifferenceMarks(this);
    marks->setSourceModel(m_versions);
    m_versionsView = newTable(this);
    m_versionsView->setModel(marks);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_changesView);
    splitter->addWidget(m_versionsView);
    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(swapButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_filterEdit);
    layout->addWidget(splitter, 1);
    resize(1000, 700);
}

ArchiveDiffDialog::~ArchiveDiffDialog() = default;

QString ArchiveDiffDialog::statusText() const
{
    return m_status->text();
}

void ArchiveDiffDialog::openOther(const QString &pathOrUrl)
{
    m_opener = std::make_unique<ArchiveOpener>();
    connect(m_opener.get(), &ArchiveOpener::progressMessage, m_status, &QLabel::setText);
    connect(m_opener.get(), &ArchiveOpener::finished, this, &ArchiveDiffDialog::onOpened);
    m_status->setText(tr("Opening %1…").arg(pathOrUrl));
    m_opener->open(pathOrUrl);
}

void ArchiveDiffDialog::onOpened(const OpenResult &result)
{
    if (!result.archive) {
        m_status->setText(result.cancelled ? tr("Cancelled.") : tr("Cannot open the other archive: %1").arg(result.error));
        return;
    }
    setArchives(result.archive, m_current);
}

void ArchiveDiffDialog::setArchives(std::shared_ptr<const Archive> older, std::shared_ptr<const Archive> newer)
{
    const int generation = ++m_generation;
    m_status->setText(tr("Comparing…"));
    auto *watcher = new QFutureWatcher<Computed>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        Computed computed = watcher->result();
        m_older = std::move(computed.older);
        m_newer = std::move(computed.newer);
        m_versions->setFields({});
        m_changes->setRows(std::move(computed.rows));
        const QString changes = m_changes->rowCount() == 0
            ? tr("No changes from %1 (old) to %2 (new).").arg(m_older->path, m_newer->path)
            : tr("%n change(s) from %1 (old) to %2 (new).", nullptr, m_changes->rowCount()).arg(m_older->path, m_newer->path);
        m_status->setText(changes + QLatin1Char(' ') + tr("%n run(s) unchanged.", nullptr, computed.same));
        Q_EMIT diffReady();
    });
    watcher->setFuture(QtConcurrent::run([older = std::move(older), newer = std::move(newer)] {
        Computed computed{withRunDigests(older), withRunDigests(newer), {}, 0};
        const ArchiveDiff diff = diffArchives(*computed.older, *computed.newer);
        computed.rows = diffRows(diff);
        computed.same = diff.same;
        return computed;
    }));
}

void ArchiveDiffDialog::swap()
{
    if (m_older && m_newer)
        setArchives(m_newer, m_older);
}

void ArchiveDiffDialog::showVersions(int sourceRow)
{
    if (sourceRow < 0 || sourceRow >= m_changes->rowCount()) {
        m_versions->setFields({});
        return;
    }
    const DiffRow &row = m_changes->row(sourceRow);
    const auto bytesOf = [](const std::shared_ptr<const Archive> &archive, int run) {
        return run >= 0 ? archive->runs[size_t(run)].source.bytes().toByteArray() : QByteArray();
    };
    m_versions->setFields(jsonFieldComparison(bytesOf(m_older, row.oldRun), bytesOf(m_newer, row.newRun)));
}

void compareWithAnotherArchive(QWidget *parent, std::shared_ptr<const Archive> current, const QString &directory)
{
    if (!current) {
        warnPlainly(parent, ArchiveDiffDialog::tr("Compare with another archive"),
                    ArchiveDiffDialog::tr("Open an archive first: the other snapshot is compared with it."));
        return;
    }
    const QString path = QFileDialog::getOpenFileName(
        parent, ArchiveDiffDialog::tr("Compare with another archive"), directory,
        ArchiveDiffDialog::tr("Run archives and traces (*.json *.jsonl *.ndjson *.gz);;All files (*)"));
    if (path.isEmpty())
        return;
    auto *dialog = new ArchiveDiffDialog(std::move(current), parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->openOther(path);
    dialog->show();
}

} // namespace kie::ui
