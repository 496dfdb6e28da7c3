// SPDX-License-Identifier: Apache-2.0
#include "compareview.h"

#include "archive.h"
#include "comparisonmodel.h"
#include "uiutils.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace kie::ui {

namespace {

// Presentation only: rows whose DifferentRole is true are bold on a tinted background, whatever the
// model itself says about fonts and colours.
class HighlightProxy : public QIdentityProxyModel
{
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::FontRole || role == Qt::BackgroundRole) {
            const bool different = QIdentityProxyModel::data(index, ComparisonModel::DifferentRole).toBool();
            if (!different)
                return QIdentityProxyModel::data(index, role);
            if (role == Qt::FontRole) {
                QFont font;
                font.setBold(true);
                return font;
            }
            const auto change = ComparisonModel::Change(QIdentityProxyModel::data(index, ComparisonModel::ChangeRole).toInt());
            switch (change) {
            case ComparisonModel::Change::Added:
                return QColor(0xdf, 0xf3, 0xdf);
            case ComparisonModel::Change::Removed:
                return QColor(0xf8, 0xdc, 0xdc);
            default:
                return QColor(0xff, 0xf1, 0xc9);
            }
        }
        return QIdentityProxyModel::data(index, role);
    }
};

QString titleOf(const Archive &archive, int runIndex)
{
    const RunRecord &run = archive.runs[size_t(runIndex)];
    return run.meta.title.isEmpty() ? run.meta.name : run.meta.title;
}

} // namespace

struct CompareView::Private
{
    std::unique_ptr<ComparisonModel> model;
    HighlightProxy *proxy = nullptr;
    QLabel *heading = nullptr;
    QLabel *thisRun = nullptr;
    QLabel *otherRun = nullptr;
    QLabel *summary = nullptr;
    QCheckBox *onlyDifferences = nullptr;
    QTableView *table = nullptr;

    void applyRowFilter()
    {
        const bool only = onlyDifferences->isChecked();
        for (int row = 0; row < model->rowCount(); ++row)
            table->setRowHidden(row, only && !model->index(row, 0).data(ComparisonModel::DifferentRole).toBool());
    }
};

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->model = std::make_unique<ComparisonModel>();
    auto *layout = new QVBoxLayout(this);
    d->heading = headingLabel(tr("Compare with #1"), this);
    d->heading->setObjectName(QStringLiteral("compareHeading"));
    layout->addWidget(d->heading);
    d->thisRun = selectableLabel(QString(), this);
    d->thisRun->setObjectName(QStringLiteral("compareThisRun"));
    d->otherRun = selectableLabel(QString(), this);
    d->otherRun->setObjectName(QStringLiteral("compareOtherRun"));
    layout->addWidget(d->thisRun);
    layout->addWidget(d->otherRun);

    auto *row = new QHBoxLayout;
    d->summary = plainLabel(QString(), this);
    d->summary->setObjectName(QStringLiteral("compareSummary"));
    d->onlyDifferences = new QCheckBox(tr("Only differences"), this);
    d->onlyDifferences->setObjectName(QStringLiteral("compareOnlyDifferences"));
    row->addWidget(d->summary, 1);
    row->addWidget(d->onlyDifferences);
    layout->addLayout(row);

    d->proxy = new HighlightProxy(this);
    d->proxy->setSourceModel(d->model.get());
    d->table = new QTableView(this);
    d->table->setObjectName(QStringLiteral("compareTable"));
    d->table->setModel(d->proxy);
    installPlainToolTips(d->table);
    d->table->setSelectionBehavior(QAbstractItemView::SelectRows);
    d->table->setWordWrap(true);
    d->table->verticalHeader()->hide();
    // Field names fit their column; the three value columns share the rest and wrap.
    d->table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    d->table->horizontalHeader()->setSectionResizeMode(ComparisonModel::Field, QHeaderView::ResizeToContents);
    layout->addWidget(d->table, 1);

    connect(d->onlyDifferences, &QCheckBox::toggled, this, [this] { d->applyRowFilter(); });
    setRuns(nullptr, -1, -1);
}

CompareView::~CompareView() = default;

void CompareView::setRuns(std::shared_ptr<const Archive> archive, int runIndex, int otherRunIndex)
{
    const bool valid = archive && runIndex >= 0 && size_t(runIndex) < archive->runs.size();
    d->model->setRuns(valid ? archive : nullptr, valid ? runIndex : -1, otherRunIndex);
    const int other = d->model->otherRunIndex();
    if (!valid) {
        setPlainText(d->heading, tr("Compare with #1"));
        setPlainText(d->thisRun, tr("Choose a run to compare it with the #1 of its comparison group."));
        setPlainText(d->otherRun, QString());
        setPlainText(d->summary, QString());
    } else if (other < 0) {
        setPlainText(d->heading, tr("Compare with #1"));
        setPlainText(d->thisRun, tr("This run: %1").arg(titleOf(*archive, runIndex)));
        setPlainText(d->otherRun, tr("Its comparison group has no ranked run to compare with."));
        setPlainText(d->summary, QString());
    } else {
        setPlainText(d->heading, other == runIndex ? tr("This run is #1 of its comparison group") : tr("Compare with #1"));
        setPlainText(d->thisRun, tr("This run: %1").arg(titleOf(*archive, runIndex)));
        setPlainText(d->otherRun, tr("#1: %1").arg(titleOf(*archive, other)));
        setPlainText(d->summary, tr("%n field(s) differ, highlighted", nullptr, d->model->differenceCount()));
    }
    d->table->resizeRowsToContents();
    d->applyRowFilter();
}

QAbstractItemModel *CompareView::model() const
{
    return d->model.get();
}

} // namespace kie::ui
