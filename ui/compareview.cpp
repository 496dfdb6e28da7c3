// SPDX-License-Identifier: Apache-2.0
#include "compareview.h"

#include "archive.h"
#include "comparability.h"
#include "comparisonmodel.h"
#include "uiutils.h"

#include <QCheckBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
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
    std::shared_ptr<const Archive> archive;
    Comparability verdict;
    HighlightProxy *proxy = nullptr;
    QFrame *banner = nullptr;
    QLabel *verdictIcon = nullptr;
    QLabel *verdictLabel = nullptr;
    QLabel *reasons = nullptr;
    QLabel *thisRun = nullptr;
    QLabel *otherRun = nullptr;
    QPushButton *swap = nullptr;
    QPushButton *compareWith = nullptr;
    QLabel *summary = nullptr;
    QCheckBox *onlyDifferences = nullptr;
    QTableView *table = nullptr;

    void applyRowFilter()
    {
        const bool only = onlyDifferences->isChecked();
        for (int row = 0; row < model->rowCount(); ++row)
            table->setRowHidden(row, only && !model->index(row, 0).data(ComparisonModel::DifferentRole).toBool());
    }

    // Word, icon and colour of the verdict; every reason on its own line, as plain text.
    void showVerdict(QWidget *owner)
    {
        const bool shown = model->runIndex() >= 0 && model->otherRunIndex() >= 0;
        banner->setVisible(shown);
        if (!shown)
            return;
        QStyle::StandardPixmap icon = QStyle::SP_DialogApplyButton;
        QColor background(0xdf, 0xf3, 0xdf);
        if (verdict.verdict == Verdict::ComparableWithCaveats) {
            icon = QStyle::SP_MessageBoxWarning;
            background = QColor(0xff, 0xf1, 0xc9);
        } else if (verdict.verdict == Verdict::NotComparable) {
            icon = QStyle::SP_MessageBoxCritical;
            background = QColor(0xf8, 0xdc, 0xdc);
        }
        const int size = owner->style()->pixelMetric(QStyle::PM_LargeIconSize);
        verdictIcon->setPixmap(owner->style()->standardIcon(icon).pixmap(size, size));
        banner->setStyleSheet(QStringLiteral("QFrame#compareVerdict { background: %1; border: 1px solid %2; }")
                                  .arg(background.name(), background.darker(130).name()));
        setPlainText(verdictLabel, verdictName(verdict.verdict));
        QStringList lines;
        for (const ComparabilityReason &reason : verdict.reasons)
            lines << QStringLiteral("\u2022 ") + reason.text;
        if (model->runIndex() == model->otherRunIndex())
            lines << CompareView::tr("A and B are the same run.");
        else if (lines.isEmpty())
            lines << CompareView::tr("Same comparability family, harness, timer, primary statistic, GPU, workload and libraries.");
        setPlainText(reasons, lines.join(QLatin1Char('\n')));
        reasons->setVisible(!lines.isEmpty());
    }
};

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    d->model = std::make_unique<ComparisonModel>();
    auto *layout = new QVBoxLayout(this);

    d->banner = new QFrame(this);
    d->banner->setObjectName(QStringLiteral("compareVerdict"));
    auto *bannerLayout = new QHBoxLayout(d->banner);
    d->verdictIcon = new QLabel(d->banner);
    d->verdictIcon->setObjectName(QStringLiteral("compareVerdictIcon"));
    d->verdictIcon->setAlignment(Qt::AlignTop);
    d->verdictIcon->setTextFormat(Qt::PlainText); // holds only a pixmap; plain like every label here
    bannerLayout->addWidget(d->verdictIcon);
    auto *bannerText = new QVBoxLayout;
    d->verdictLabel = headingLabel(QString(), d->banner);
    d->verdictLabel->setObjectName(QStringLiteral("compareVerdictWord"));
    d->reasons = selectableLabel(QString(), d->banner);
    d->reasons->setObjectName(QStringLiteral("compareVerdictReasons"));
    bannerText->addWidget(d->verdictLabel);
    bannerText->addWidget(d->reasons);
    bannerLayout->addLayout(bannerText, 1);
    layout->addWidget(d->banner);

    auto *runs = new QHBoxLayout;
    auto *names = new QVBoxLayout;
    d->thisRun = selectableLabel(QString(), this);
    d->thisRun->setObjectName(QStringLiteral("compareThisRun"));
    d->otherRun = selectableLabel(QString(), this);
    // Run titles hold long unbreakable names (003_grouped_query_attention_…): they must not set the
    // window's minimum width; they wrap at spaces and keep the width they are given.
    d->thisRun->setMinimumWidth(1);
    d->otherRun->setMinimumWidth(1);
    d->otherRun->setObjectName(QStringLiteral("compareOtherRun"));
    names->addWidget(d->thisRun);
    names->addWidget(d->otherRun);
    layout->addLayout(names); // the whole width for the titles; the buttons go on the row below
    d->swap = new QPushButton(tr("Swap A and B"), this);
    d->swap->setObjectName(QStringLiteral("compareSwap"));
    d->compareWith = new QPushButton(tr("Compare with…"), this);
    d->compareWith->setObjectName(QStringLiteral("compareWithButton"));
    d->compareWith->setToolTip(tr("Choose run B (Ctrl+Shift+3)"));
    runs->addWidget(d->swap);
    runs->addWidget(d->compareWith);
    runs->addStretch(1);
    layout->addLayout(runs);

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
    // Sized in fitColumns(): the two runs' values share what the field names and differences leave.
    d->table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    d->table->horizontalHeader()->setSectionResizeMode(ComparisonModel::Field, QHeaderView::Interactive);
    d->table->horizontalHeader()->setSectionResizeMode(ComparisonModel::Difference, QHeaderView::Interactive);
    layout->addWidget(d->table, 1);

    connect(d->onlyDifferences, &QCheckBox::toggled, this, [this] { d->applyRowFilter(); });
    connect(d->swap, &QPushButton::clicked, this, &CompareView::swapRuns);
    connect(d->compareWith, &QPushButton::clicked, this, [this] {
        if (d->model->runIndex() >= 0)
            Q_EMIT compareWithRequested(d->model->runIndex());
    });
    setRuns(nullptr, -1, -1);
}

CompareView::~CompareView() = default;

void CompareView::setRuns(std::shared_ptr<const Archive> archive, int runIndex, int otherRunIndex)
{
    const bool valid = archive && runIndex >= 0 && size_t(runIndex) < archive->runs.size();
    d->archive = valid ? archive : nullptr;
    d->model->setRuns(d->archive, valid ? runIndex : -1, otherRunIndex);
    const int other = d->model->otherRunIndex();
    d->verdict = valid && other >= 0 ? compareRuns(*archive, runIndex, other) : Comparability();
    d->swap->setEnabled(valid && other >= 0 && other != runIndex);
    d->compareWith->setEnabled(valid);
    if (!valid) {
        setPlainText(d->thisRun, tr("Choose a run to compare it with the #1 of its comparison group, or with any run (Compare with…)."));
        setPlainText(d->otherRun, QString());
        setPlainText(d->summary, QString());
    } else if (other < 0) {
        setPlainText(d->thisRun, tr("A: %1").arg(titleOf(*archive, runIndex)));
        setPlainText(d->otherRun, tr("Its comparison group has no ranked run to compare with: choose one with Compare with…"));
        setPlainText(d->summary, QString());
    } else {
        const bool best = archive->ranking.bestOfGroupOf(runIndex) == other;
        setPlainText(d->thisRun, tr("A: %1").arg(titleOf(*archive, runIndex)));
        setPlainText(d->otherRun, (best ? tr("#1: %1") : tr("B: %1")).arg(titleOf(*archive, other)));
        setPlainText(d->summary, tr("%n field(s) differ, highlighted", nullptr, d->model->differenceCount()));
    }
    d->showVerdict(this);
    fitColumns();
    d->applyRowFilter();
}

void CompareView::fitColumns()
{
    // In every language, no field name or difference is cut: a difference ("differs", "+170.3 µs
    // (+53.9 %)", German "unterschiedlich") shows whole, field names wrap at their spaces past 30 % of
    // the width but never inside a word, and the two runs' values share the rest. Below 100 px each
    // they keep 100 px and the table scrolls sideways instead.
    QHeaderView *header = d->table->horizontalHeader();
    const int width = d->table->viewport()->width();
    QFont bold = d->table->font(); // differing rows are bold
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const QAbstractItemModel *model = d->table->model();
    constexpr int padding = 12;
    const auto measure = [&](int column, bool wordsOnly) {
        int widest = header->sectionSizeHint(column);
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString text = model->index(row, column).data().toString();
            if (!wordsOnly) {
                widest = std::max(widest, metrics.horizontalAdvance(text) + padding);
                continue;
            }
            for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                widest = std::max(widest, metrics.horizontalAdvance(word) + padding);
        }
        return widest;
    };
    const int field = std::max(measure(ComparisonModel::Field, true), std::min(measure(ComparisonModel::Field, false), width * 3 / 10));
    const int difference = std::max(measure(ComparisonModel::Difference, true),
                                    std::min(measure(ComparisonModel::Difference, false), width / 3));
    header->resizeSection(ComparisonModel::Field, field);
    header->resizeSection(ComparisonModel::Difference, difference);
    constexpr int kMinValueWidth = 100;
    const bool roomy = (width - field - difference) / 2 >= kMinValueWidth;
    for (const int column : {ComparisonModel::ThisRun, ComparisonModel::Other}) {
        header->setSectionResizeMode(column, roomy ? QHeaderView::Stretch : QHeaderView::Interactive);
        if (!roomy)
            header->resizeSection(column, kMinValueWidth);
    }
    d->table->resizeRowsToContents();
}

void CompareView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitColumns();
}

void CompareView::swapRuns()
{
    const int a = d->model->runIndex();
    const int b = d->model->otherRunIndex();
    if (d->archive && a >= 0 && b >= 0)
        setRuns(d->archive, b, a);
}

int CompareView::runA() const
{
    return d->model->runIndex();
}

int CompareView::runB() const
{
    return d->model->otherRunIndex();
}

const Comparability &CompareView::comparability() const
{
    return d->verdict;
}

QString CompareView::verdictText() const
{
    if (d->banner->isHidden())
        return QString();
    return d->reasons->text().isEmpty() ? d->verdictLabel->text() : d->verdictLabel->text() + QLatin1Char('\n') + d->reasons->text();
}

QAbstractItemModel *CompareView::model() const
{
    return d->model.get();
}

} // namespace kie::ui
