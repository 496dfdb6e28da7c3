// SPDX-License-Identifier: Apache-2.0
// The Problems pane's rows: the inputs that did not open (their fetch's or reader's words), then the
// shown archive's LoadProblems in the order the reader found them. A row's text is formatted when the
// row is drawn, so an archive with a warning in each of 100k runs is listed at once: a list-widget
// item per problem had the window stand still for seconds and cost over 1.5 KB of memory each.
#pragma once

#include <QAbstractListModel>
#include <QStringList>

#include <memory>

namespace kie {

struct Archive;

class ProblemListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        RecordIndexRole = Qt::UserRole + 1, // int: the problem's record in its file; -1 = the file as a whole
        FileRole, // QString: the file the problem is in (record indexes are per file in a workspace)
        SeverityRole, // int: a kie::Severity; an input that did not open is an Error
    };
    Q_ENUM(Role)

    explicit ProblemListModel(QObject *parent = nullptr);
    ~ProblemListModel() override;

    // `failures` first, then archive->problems (none when `archive` is null). The problems are
    // counted now: problems the archive gains later are listed by the next setProblems().
    void setProblems(std::shared_ptr<const Archive> archive, const QStringList &failures);
    void appendFailure(const QString &text); // one more input that did not open, after the others
    void clear();

    QString text(int row) const; // the row's message as written (DisplayRole: through shownText)

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Archive> m_archive;
    QStringList m_failures;
    int m_problemCount = 0;
};

} // namespace kie
