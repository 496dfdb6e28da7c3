// SPDX-License-Identifier: Apache-2.0
#include "problemsview.h"

#include "archive.h"
#include "problemlistmodel.h"
#include "uiutils.h"

#include <QStyledItemDelegate>

namespace kie::ui {

namespace {

// The severity's standard icon: the model has no widgets, so the icon is chosen here.
class SeverityIconDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QWidget *view = option->widget;
        const QStyle *style = view ? view->style() : nullptr;
        if (!style)
            return;
        const bool error = index.data(ProblemListModel::SeverityRole).toInt() == int(Severity::Error);
        option->icon = style->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
        option->features |= QStyleOptionViewItem::HasDecoration;
        option->decorationSize = option->decorationSize.isValid() ? option->decorationSize : QSize(16, 16);
    }
};

} // namespace

ProblemsView::ProblemsView(QWidget *parent)
    : QListView(parent)
    , m_problems(new ProblemListModel(this))
{
    setModel(m_problems);
    setItemDelegate(new SeverityIconDelegate(this));
    setUniformItemSizes(true);
    installPlainToolTips(this);
}

ProblemsView::~ProblemsView() = default;

} // namespace kie::ui
