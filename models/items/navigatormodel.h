// SPDX-License-Identifier: Apache-2.0
// The navigator tree: benchmark -> hardware -> comparison group, with run counts, plus an
// "All runs" entry on top. Choosing a group node yields its index into Archive::ranking.groups.
#pragma once

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace kie {

struct Archive;

class NavigatorModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { Name, Runs, ColumnCount };
    Q_ENUM(Column)

    enum class NodeType { AllRuns, Benchmark, Hardware, Group, Files, File }; // Files/File: a workspace's members
    Q_ENUM(NodeType)

    enum Role {
        GroupIndexRole = Qt::UserRole + 1, // int: group index for group nodes, -1 otherwise
        RunCountRole, // int: runs under the node
        NodeTypeRole, // int: NodeType
        GroupIndexesRole, // QList<int>: every group under the node (empty for "All runs")
        RankedCountRole, // int: ranked runs under the node
        MemberIndexRole, // int: the workspace member of a File node (index into WorkspaceIndex::members), -1 otherwise
    };
    Q_ENUM(Role)

    // The members' file names as the Files list shows them: names that begin alike (three trace folders
    // "fib_all_defs_20260317_14…") would all be cut where they differ, so a long common beginning
    // gives way to "…" and what differs shows. The whole path is in the tooltip.
    static QStringList distinctFileLabels(const QStringList &names);

    explicit NavigatorModel(QObject *parent = nullptr);
    ~NavigatorModel() override;

    void setArchive(std::shared_ptr<const Archive> archive);

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QModelIndex indexOfGroup(int groupIndex, int column = Name) const;
    QModelIndex allRunsIndex(int column = Name) const;
    int groupIndex(const QModelIndex &index) const; // -1 unless a group node
    QList<int> groupIndexes(const QModelIndex &index) const;
    int memberIndex(const QModelIndex &index) const; // -1 unless a File node
    QModelIndex indexOfMember(int member, int column = Name) const;

private:
    struct Node
    {
        NodeType type = NodeType::AllRuns;
        int parent = -1; // node index, -1 for top-level
        int row = 0; // position among its siblings
        std::vector<int> children;
        QString label;
        QString toolTip;
        int runs = 0;
        int ranked = 0;
        int group = -1;
        int member = -1;
        QList<int> groups;
    };

    void build();
    void buildFiles();
    QModelIndex indexOfNode(int node, int column) const;
    const Node *nodeOf(const QModelIndex &index) const;

    std::shared_ptr<const Archive> m_archive;
    std::vector<Node> m_nodes;
    std::vector<int> m_topLevel;
    std::vector<int> m_groupNodes; // group index -> node index
    std::vector<int> m_memberNodes; // workspace member -> node index
};

} // namespace kie
