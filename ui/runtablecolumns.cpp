// SPDX-License-Identifier: Apache-2.0
#include "runtablecolumns.h"

#include "formatting.h"
#include "records.h"
#include "runtablemodel.h"
#include "settings.h"
#include "statebadge.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QMetaEnum>
#include <QScopedValueRollback>
#include <QStyle>
#include <QTableView>

#include <algorithm>

namespace kie::ui {

namespace {

const QString kStateName = QStringLiteral("runTable");

// What a typical cell of the column holds, to size it before any data is there. Latency and the
// figures must show whole, with their unit; names get room for a usual name and elide beyond it. A
// column of words (Status, Integrity) gets the widest of its words in the language shown ("bestanden").
QStringList sampleTexts(int column)
{
    switch (column) {
    case RunTableModel::Rank:
        return {QStringLiteral("9999")};
    case RunTableModel::Implementation:
        return {QStringLiteral("flashinfer_gqa_rope_v2")};
    case RunTableModel::PrimaryMeasurement:
        return {formatLatencyNs(999949.0)}; // "999.9 µs"
    case RunTableModel::Status: {
        QStringList words;
        for (const RunStatus status : {RunStatus::Passed, RunStatus::Failed, RunStatus::Error, RunStatus::Unknown})
            words << runStatusWord(status);
        return words;
    }
    case RunTableModel::Integrity: {
        QStringList words; // the badge's word; its icon is added in defaultWidth()
        for (const BadgeState state : {BadgeState::Verified, BadgeState::Mismatch, BadgeState::NotInArchive,
                                       BadgeState::NotDeclared, BadgeState::SignatureInvalid})
            words << badgeLook(state).word;
        return words;
    }
    case RunTableModel::DeltaVsBest:
        return {formatRelativeToBest(10.999)};
    case RunTableModel::Sol:
        return {QStringLiteral("0.0000")};
    case RunTableModel::SpeedupVsReference:
        return {QStringLiteral("99.99\u00D7")};
    case RunTableModel::Gpu:
        return {QStringLiteral("NVIDIA H100 SXM")};
    case RunTableModel::Benchmark:
        return {QStringLiteral("003_grouped_query_attention")};
    default:
        return {QStringLiteral("2026-01-01")};
    }
}

} // namespace

RunTableColumns::RunTableColumns(QTableView *table, Settings *settings)
    : QObject(table)
    , m_table(table)
    , m_settings(settings)
{
    // Names too long for their column lose their middle, not their distinguishing end; the tooltip has all.
    m_table->setTextElideMode(Qt::ElideMiddle);
    header()->setSectionsMovable(true);
    header()->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->viewport()->installEventFilter(this);
    connect(header(), &QHeaderView::sectionResized, this, [this](int column) {
        if (!m_resizing && column == RunTableModel::Implementation)
            m_fitImplementation = false; // the user's width from now on
    });
    connect(header(), &QHeaderView::customContextMenuRequested, this, [this](const QPoint &pos) {
        const std::unique_ptr<QMenu> menu = makeMenu(header()->logicalIndexAt(pos));
        menu->exec(header()->mapToGlobal(pos));
    });
}

QHeaderView *RunTableColumns::header() const
{
    return m_table->horizontalHeader();
}

QStringList RunTableColumns::defaultColumns()
{
    // The figures that decide a ranking first; the trust badge beside the status it qualifies; the
    // group's shared names (benchmark, GPU) and the file a run came from last, as they repeat.
    return {QStringLiteral("Rank"),        QStringLiteral("Implementation"), QStringLiteral("PrimaryMeasurement"),
            QStringLiteral("Status"),      QStringLiteral("Integrity"),      QStringLiteral("DeltaVsBest"),
            QStringLiteral("Sol"),         QStringLiteral("SpeedupVsReference"), QStringLiteral("Gpu"),
            QStringLiteral("Benchmark"),   QStringLiteral("Source")};
}

QList<int> RunTableColumns::defaultLogicalColumns() const
{
    const QMetaEnum columns = QMetaEnum::fromType<RunTableModel::Column>();
    const int count = m_table->model() ? m_table->model()->columnCount() : 0;
    QList<int> logical;
    for (const QString &name : defaultColumns()) {
        const int column = columns.keyToValue(name.toLatin1().constData());
        if (column >= 0 && column < count)
            logical << column;
    }
    return logical;
}

int RunTableColumns::defaultWidth(int column) const
{
    const int icon = column == RunTableModel::Integrity ? 22 : 0;
    int widest = 0;
    for (const QString &text : sampleTexts(column))
        widest = std::max(widest, m_table->fontMetrics().horizontalAdvance(text));
    const int text = widest + 16 + icon;
    return std::max(text, header()->sectionSizeHint(column));
}

QList<int> RunTableColumns::leadingColumns() const
{
    QList<int> leading = defaultLogicalColumns();
    const qsizetype integrity = leading.indexOf(RunTableModel::Integrity);
    return integrity < 0 ? leading : leading.first(integrity + 1);
}

int RunTableColumns::narrowestImplementation() const
{
    return m_table->fontMetrics().horizontalAdvance(QStringLiteral("Cobalt Finch")) + 16;
}

int RunTableColumns::leadingWidth() const
{
    int width = 2 * m_table->frameWidth() + m_table->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2;
    for (const int column : leadingColumns()) {
        if (!header()->isSectionHidden(column))
            width += column == RunTableModel::Implementation ? narrowestImplementation() : header()->sectionSize(column);
    }
    return width;
}

bool RunTableColumns::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitImplementation();
    return false;
}

void RunTableColumns::fitImplementation()
{
    const int column = RunTableModel::Implementation;
    // A table not shown yet has no width of its own to fit: its first show resizes the viewport.
    if (!m_fitImplementation || header()->isSectionHidden(column) || !m_table->isVisible())
        return;
    int others = 0;
    for (const int leading : leadingColumns()) {
        if (leading != column && !header()->isSectionHidden(leading))
            others += header()->sectionSize(leading);
    }
    const int room = m_table->viewport()->width() - others;
    const int width = std::clamp(room, narrowestImplementation(), defaultWidth(column));
    if (width == header()->sectionSize(column))
        return;
    m_resizing = true;
    header()->resizeSection(column, width);
    m_resizing = false;
}

void RunTableColumns::resetColumns()
{
    const QScopedValueRollback resizing(m_resizing, true);
    m_fitImplementation = true;
    QHeaderView *h = header();
    const QList<int> shown = defaultLogicalColumns();
    const int count = h->count();
    for (int column = 0; column < count; ++column) {
        h->setSectionHidden(column, !shown.contains(column));
        h->resizeSection(column, defaultWidth(column));
    }
    // Visual order: the defaults in their order, then the hidden ones in model order.
    int visual = 0;
    for (const int column : shown)
        h->moveSection(h->visualIndex(column), visual++);
    for (int column = 0; column < count; ++column) {
        if (!shown.contains(column))
            h->moveSection(h->visualIndex(column), visual++);
    }
    h->setStretchLastSection(true);
    fitImplementation();
}

int RunTableColumns::layoutVersion() const
{
    const int count = m_table->model() ? m_table->model()->columnCount() : 0;
    return kLayoutVersion * 1000 + count;
}

void RunTableColumns::restore()
{
    const QByteArray state = m_settings->headerState(kStateName, layoutVersion());
    bool restored = false;
    {
        const QScopedValueRollback resizing(m_resizing, true);
        restored = !state.isEmpty() && header()->restoreState(state) && header()->count() - header()->hiddenSectionCount() > 0;
    }
    if (!restored) {
        resetColumns();
    } else {
        // A width the fit gave (or the usual one) is still the fit's; another is the user's.
        const int implementation = header()->sectionSize(RunTableModel::Implementation);
        m_fitImplementation = implementation >= narrowestImplementation() && implementation <= defaultWidth(RunTableModel::Implementation);
        fitImplementation();
    }
    // The arrangement is kept, not a sort: a file opens in its own order (its first run first).
    header()->setSortIndicator(-1, Qt::AscendingOrder);
}

void RunTableColumns::save() const
{
    m_settings->setHeaderState(kStateName, header()->saveState(), layoutVersion());
}

std::unique_ptr<QMenu> RunTableColumns::makeMenu(int logicalColumn)
{
    auto menu = std::make_unique<QMenu>(m_table);
    QHeaderView *h = header();
    QAbstractItemModel *model = m_table->model();
    const int visible = h->count() - h->hiddenSectionCount();
    for (int visual = 0; visual < h->count(); ++visual) {
        const int column = h->logicalIndex(visual);
        QString name = model->headerData(column, Qt::Horizontal).toString();
        name.replace(QLatin1Char('&'), QStringLiteral("&&"));
        QAction *action = menu->addAction(name);
        action->setObjectName(QStringLiteral("showColumn_") + QString::number(column));
        action->setCheckable(true);
        action->setChecked(!h->isSectionHidden(column));
        action->setEnabled(h->isSectionHidden(column) || visible > 1); // the last column stays
        connect(action, &QAction::toggled, this, [this, column](bool on) {
            header()->setSectionHidden(column, !on);
            if (on && header()->sectionSize(column) < 8)
                header()->resizeSection(column, defaultWidth(column));
        });
    }
    menu->addSeparator();
    if (logicalColumn >= 0 && logicalColumn < h->count()) {
        const int at = h->visualIndex(logicalColumn);
        const auto neighbour = [h](int from, int step) {
            for (int visual = from + step; visual >= 0 && visual < h->count(); visual += step) {
                if (!h->isSectionHidden(h->logicalIndex(visual)))
                    return visual;
            }
            return -1;
        };
        QAction *left = menu->addAction(tr("Move column &left"));
        left->setObjectName(QStringLiteral("moveColumnLeft"));
        left->setEnabled(neighbour(at, -1) >= 0);
        connect(left, &QAction::triggered, this, [h, at, neighbour] { h->moveSection(at, neighbour(at, -1)); });
        QAction *right = menu->addAction(tr("Move column &right"));
        right->setObjectName(QStringLiteral("moveColumnRight"));
        right->setEnabled(neighbour(at, 1) >= 0);
        connect(right, &QAction::triggered, this, [h, at, neighbour] { h->moveSection(at, neighbour(at, 1)); });
        menu->addSeparator();
    }
    QAction *reset = menu->addAction(tr("Reset &columns"));
    reset->setObjectName(QStringLiteral("resetColumns"));
    connect(reset, &QAction::triggered, this, &RunTableColumns::resetColumns);
    return menu;
}

} // namespace kie::ui
