// SPDX-License-Identifier: Apache-2.0
// File > Compare with another archive…: another snapshot opened beside the shown workspace (off the
// GUI thread, through the one opener), the changes between them listed (archivediff.h, the rows
// `diff` prints) and filterable; the chosen row's run in both versions side by side, differing
// fields marked. The other snapshot is taken as the older one; Swap turns the comparison round.
#pragma once

#include <QDialog>

#include <memory>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace kie {
struct Archive;
class ArchiveDiffModel;
class ArchiveOpener;
struct OpenResult;
class RecordVersionsModel;
}

namespace kie::ui {

class ArchiveDiffDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ArchiveDiffDialog(std::shared_ptr<const kie::Archive> current, QWidget *parent = nullptr);
    ~ArchiveDiffDialog() override;

    // Opens `pathOrUrl` as the other snapshot; the diff follows (diffReady).
    void openOther(const QString &pathOrUrl);
    // Both snapshots at hand: the diff is computed off the GUI thread.
    void setArchives(std::shared_ptr<const kie::Archive> older, std::shared_ptr<const kie::Archive> newer);
    void swap();

    // The parts, for tests.
    kie::ArchiveDiffModel *changesModel() const { return m_changes; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    kie::RecordVersionsModel *versionsModel() const { return m_versions; }
    QLineEdit *filterEdit() const { return m_filterEdit; }
    QTableView *changesView() const { return m_changesView; }
    QString statusText() const;

Q_SIGNALS:
    void diffReady();

private:
    void onOpened(const kie::OpenResult &result);
    void showVersions(int sourceRow);

    std::shared_ptr<const kie::Archive> m_current;
    std::shared_ptr<const kie::Archive> m_older, m_newer;
    std::unique_ptr<kie::ArchiveOpener> m_opener;
    int m_generation = 0; // a newer diff replaces an older one still being computed
    QLabel *m_status = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    kie::ArchiveDiffModel *m_changes = nullptr;
    QSortFilterProxyModel *m_filter = nullptr;
    QTableView *m_changesView = nullptr;
    kie::RecordVersionsModel *m_versions = nullptr;
    QTableView *m_versionsView = nullptr;
};

// Asks for a snapshot (a file; starting in `directory`) and shows the dialog, not modal, beside the window.
void compareWithAnotherArchive(QWidget *parent, std::shared_ptr<const kie::Archive> current, const QString &directory);

} // namespace kie::ui
