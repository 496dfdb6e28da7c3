// SPDX-License-Identifier: Apache-2.0
// The Problems pane: a list view over a ProblemListModel, each row marked by its severity's icon.
// Rows are of one height, so the view never measures them all (100k problems list at once).
#pragma once

#include <QListView>

namespace kie {
class ProblemListModel;
}

namespace kie::ui {

class ProblemsView : public QListView
{
    Q_OBJECT
public:
    explicit ProblemsView(QWidget *parent = nullptr);
    ~ProblemsView() override;

    ProblemListModel *listModel() const { return m_problems; }

private:
    ProblemListModel *m_problems; // owned as a QObject child
};

} // namespace kie::ui
