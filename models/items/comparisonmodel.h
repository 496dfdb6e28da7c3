// SPDX-License-Identifier: Apache-2.0
// "Compare with #1": a run beside another (normally its group's #1), one row per field, with the
// difference and a flag for highlighting. The rows are core's (comparisonrows.h), the same `compare`
// prints; this model only presents them.
#pragma once

#include "comparisonrows.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace kie {

struct Archive;

class ComparisonModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Field, ThisRun, Other, Difference, ColumnCount };
    Q_ENUM(Column)

    // The same values as core's ComparisonSection and ComparisonChange (SectionRole, ChangeRole).
    enum class Section { Result = int(ComparisonSection::Result), Protocol, Hardware, Software };
    Q_ENUM(Section)

    enum class Change { Same = int(ComparisonChange::Same), Changed, Added, Removed };
    Q_ENUM(Change)

    enum Role {
        DifferentRole = Qt::UserRole + 1, // bool: the two runs differ in this field
        SectionRole, // int: Section
        ChangeRole, // int: Change (libraries: added/removed/changed; other fields: same/changed)
        FieldKeyRole, // QString: stable, untranslated field id ("latency", "library:cuda", ...)
    };
    Q_ENUM(Role)

    explicit ComparisonModel(QObject *parent = nullptr);
    ~ComparisonModel() override;

    // otherRunIndex -1 compares with the run's group's #1.
    void setRuns(std::shared_ptr<const Archive> archive, int runIndex, int otherRunIndex = -1);
    int runIndex() const { return m_run; }
    int otherRunIndex() const { return m_other; }
    int differenceCount() const;
    int rowOfField(const QString &fieldKey) const; // -1 when absent

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Archive> m_archive;
    int m_run = -1;
    int m_other = -1;
    std::vector<ComparisonRow> m_rows;
};

} // namespace kie
