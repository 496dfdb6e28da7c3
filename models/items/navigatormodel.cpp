// SPDX-License-Identifier: Apache-2.0
#include "navigatormodel.h"

#include "archive.h"
#include "references.h"
#include "integrity.h"
#include "workspace.h"
#include "formatting.h"

#include <QHash>

#include <algorithm>

namespace kie {

namespace {

// Case-insensitive first so "b200" and "B200" sit together, then exact for a stable order.
bool labelLess(const QString &a, const QString &b)
{
    if (const int c = a.compare(b, Qt::CaseInsensitive); c != 0)
        return c < 0;
    return a < b;
}

QString shortKey(const QString &key)
{
    if (key.startsWith(QLatin1String("sha256:")))
        return key.mid(7, 8);
    if (key.size() > 40)
        return key.left(39) + QChar(0x2026);
    return key;
}

QString protocolLabel(const Archive &archive, const ComparisonGroup &group)
{
    const int run = !group.ranked.empty() ? group.ranked.front() : !group.unranked.empty() ? group.unranked.front() : -1;
    if (run < 0)
        return QString();
    const int protocol = carriedObject(archive, archive.runs[size_t(run)], ObjectKind::BenchmarkProtocol);
    if (protocol < 0)
        return QString();
    const ProtocolRecord &record = archive.protocols[size_t(protocol)];
    QString label = record.harnessName;
    if (!record.harnessVersion.isEmpty())
        label += (label.isEmpty() ? QString() : QStringLiteral(" ")) + record.harnessVersion;
    return label.isEmpty() ? record.meta.title : label;
}

} // namespace

NavigatorModel::NavigatorModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

NavigatorModel::~NavigatorModel() = default;

void NavigatorModel::setArchive(std::shared_ptr<const Archive> archive)
{
    beginResetModel();
    m_archive = std::move(archive);
    build();
    endResetModel();
}

void NavigatorModel::build()
{
    m_nodes.clear();
    m_topLevel.clear();
    m_groupNodes.clear();
    m_memberNodes.clear();
    if (!m_archive)
        return;
    const Archive &archive = *m_archive;
    const std::vector<ComparisonGroup> &groups = archive.ranking.groups;
    m_groupNodes.assign(groups.size(), -1);

    const auto addNode = [this](Node node, int parent) {
        const int index = int(m_nodes.size());
        node.parent = parent;
        std::vector<int> &siblings = parent < 0 ? m_topLevel : m_nodes[size_t(parent)].children;
        node.row = int(siblings.size());
        siblings.push_back(index);
        m_nodes.push_back(std::move(node));
        return index;
    };

    Node all;
    all.type = NodeType::AllRuns;
    all.label = tr("All runs");
    all.runs = int(archive.runs.size());
    for (const ComparisonGroup &group : groups)
        all.ranked += int(group.ranked.size());
    all.toolTip = tr("Every run in the file; comparison groups: %1").arg(groups.size());
    addNode(std::move(all), -1);
    buildFiles();

    std::vector<int> order(groups.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&groups](int a, int b) {
        const ComparisonGroup &x = groups[size_t(a)];
        const ComparisonGroup &y = groups[size_t(b)];
        if (x.benchmark != y.benchmark)
            return labelLess(x.benchmark, y.benchmark);
        if (x.hardware != y.hardware)
            return labelLess(x.hardware, y.hardware);
        return false;
    });

    int benchmarkNode = -1;
    int hardwareNode = -1;
    for (size_t i = 0; i < order.size(); ++i) {
        const int g = order[i];
        const ComparisonGroup &group = groups[size_t(g)];
        if (benchmarkNode < 0 || groups[size_t(order[i - 1])].benchmark != group.benchmark) {
            Node node;
            node.type = NodeType::Benchmark;
            node.label = group.benchmark.isEmpty() ? tr("(benchmark not recorded)") : group.benchmark;
            node.toolTip = node.label;
            benchmarkNode = addNode(std::move(node), -1);
            hardwareNode = -1;
        }
        if (hardwareNode < 0 || groups[size_t(order[i - 1])].hardware != group.hardware) {
            Node node;
            node.type = NodeType::Hardware;
            node.label = group.hardware.isEmpty() ? tr("(hardware not in archive)") : group.hardware;
            node.toolTip = node.label;
            hardwareNode = addNode(std::move(node), benchmarkNode);
        }
        Node node;
        node.type = NodeType::Group;
        node.group = g;
        node.groups = {g};
        node.runs = group.size();
        node.ranked = int(group.ranked.size());
        node.label = protocolLabel(archive, group);
        node.toolTip = tr("Comparison key %1\nRanked by %2 latency; %3 ranked, %4 unranked")
                           .arg(group.key, statisticName(group.statistic.isEmpty() ? QStringLiteral("mean") : group.statistic))
                           .arg(group.ranked.size())
                           .arg(group.unranked.size());
        m_groupNodes[size_t(g)] = addNode(std::move(node), hardwareNode);
        for (int parent = hardwareNode; parent >= 0; parent = m_nodes[size_t(parent)].parent) {
            Node &ancestor = m_nodes[size_t(parent)];
            ancestor.runs += group.size();
            ancestor.ranked += int(group.ranked.size());
            ancestor.groups.append(g);
        }
    }

    // Group labels: the protocol when it tells siblings apart, else the protocol and a short key.
    for (Node &node : m_nodes) {
        if (node.type != NodeType::Hardware)
            continue;
        QHash<QString, int> uses;
        for (const int child : node.children)
            ++uses[m_nodes[size_t(child)].label];
        for (const int child : node.children) {
            Node &groupNode = m_nodes[size_t(child)];
            const QString key = shortKey(groups[size_t(groupNode.group)].key);
            if (groupNode.label.isEmpty())
                groupNode.label = key;
            else if (uses.value(groupNode.label) > 1)
                groupNode.label += QStringLiteral(" \u00B7 ") + key;
        }
    }
}

QStringList NavigatorModel::distinctFileLabels(const QStringList &names)
{
    if (names.size() < 2)
        return names;
    qsizetype common = names.constFirst().size();
    for (const QString &name : names) {
        common = std::min(common, name.size());
        for (qsizetype i = 0; i < common; ++i) {
            if (name.at(i) != names.constFirst().at(i)) {
                common = i;
                break;
            }
        }
    }
    constexpr qsizetype kShared = 12; // shorter common beginnings stay: they are read at a glance
    constexpr qsizetype kContext = 4; // what is kept before the first difference
    if (common <= kShared)
        return names;
    QStringList labels;
    for (const QString &name : names)
        labels << QStringLiteral("\u2026") + name.mid(common - kContext);
    return labels;
}

// A workspace lists its member files under "All runs", each with what it carries and its own
// integrity summary; choosing one shows its runs.
void NavigatorModel::buildFiles()
{
    if (!m_archive->workspace)
        return;
    const WorkspaceIndex &workspace = *m_archive->workspace;
    Node files;
    files.type = NodeType::Files;
    files.label = tr("Files (%1)").arg(workspace.members.size());
    files.toolTip = tr("The files open together in this workspace");
    files.runs = int(m_archive->runs.size());
    files.parent = -1;
    files.row = int(m_topLevel.size());
    const int filesNode = int(m_nodes.size());
    m_topLevel.push_back(filesNode);
    m_nodes.push_back(std::move(files));
    QStringList names;
    for (const WorkspaceIndex::Member &member : workspace.members) {
        const qsizetype slash = member.path.lastIndexOf(QLatin1Char('/'));
        names << (slash < 0 || slash + 1 == member.path.size() ? member.path : member.path.mid(slash + 1));
    }
    const QStringList labels = distinctFileLabels(names);
    for (size_t m = 0; m < workspace.members.size(); ++m) {
        const WorkspaceIndex::Member &member = workspace.members[m];
        Node node;
        node.type = NodeType::File;
        node.member = int(m);
        node.parent = filesNode;
        node.row = int(m);
        node.label = labels.at(qsizetype(m));
        node.runs = int(member.mergedRuns.size());
        node.toolTip = member.path + QLatin1Char('\n') + integritySummaryText(member.integrity);
        if (member.problems > 0)
            node.toolTip += QLatin1Char('\n') + tr("%n problem(s)", nullptr, member.problems);
        m_memberNodes.push_back(int(m_nodes.size()));
        m_nodes[size_t(filesNode)].children.push_back(int(m_nodes.size()));
        m_nodes.push_back(std::move(node));
    }
}

const NavigatorModel::Node *NavigatorModel::nodeOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() >= m_nodes.size())
        return nullptr;
    return &m_nodes[size_t(index.internalId())];
}

QModelIndex NavigatorModel::indexOfNode(int node, int column) const
{
    if (node < 0 || size_t(node) >= m_nodes.size())
        return QModelIndex();
    return createIndex(m_nodes[size_t(node)].row, column, quintptr(node));
}

QModelIndex NavigatorModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return QModelIndex();
    if (!parent.isValid()) {
        return row < int(m_topLevel.size()) ? indexOfNode(m_topLevel[size_t(row)], column) : QModelIndex();
    }
    const Node *node = nodeOf(parent);
    if (!node || parent.column() != 0 || row >= int(node->children.size()))
        return QModelIndex();
    return indexOfNode(node->children[size_t(row)], column);
}

QModelIndex NavigatorModel::parent(const QModelIndex &child) const
{
    const Node *node = nodeOf(child);
    if (!node || node->parent < 0)
        return QModelIndex();
    return indexOfNode(node->parent, 0);
}

int NavigatorModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_topLevel.size());
    const Node *node = nodeOf(parent);
    return node && parent.column() == 0 ? int(node->children.size()) : 0;
}

int NavigatorModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant NavigatorModel::data(const QModelIndex &index, int role) const
{
    const Node *node = nodeOf(index);
    if (!node)
        return QVariant();
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == Name ? QVariant(shownText(node->label)) : QVariant(QString::number(node->runs));
    case Qt::ToolTipRole:
        if (index.column() == Runs)
            return tr("Runs: %1, ranked: %2").arg(node->runs).arg(node->ranked);
        return node->toolTip;
    case Qt::TextAlignmentRole:
        return index.column() == Runs ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case GroupIndexRole:
        return node->group;
    case RunCountRole:
        return node->runs;
    case RankedCountRole:
        return node->ranked;
    case NodeTypeRole:
        return int(node->type);
    case GroupIndexesRole:
        return QVariant::fromValue(node->groups);
    case MemberIndexRole:
        return node->member;
    default:
        return QVariant();
    }
}

QVariant NavigatorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) {
        if (section == Name)
            return tr("Benchmark / hardware / group");
        if (section == Runs)
            return tr("Runs");
    }
    return QAbstractItemModel::headerData(section, orientation, role);
}

QModelIndex NavigatorModel::indexOfGroup(int groupIndex, int column) const
{
    if (groupIndex < 0 || size_t(groupIndex) >= m_groupNodes.size())
        return QModelIndex();
    return indexOfNode(m_groupNodes[size_t(groupIndex)], column);
}

QModelIndex NavigatorModel::allRunsIndex(int column) const
{
    return m_topLevel.empty() ? QModelIndex() : indexOfNode(m_topLevel.front(), column);
}

int NavigatorModel::groupIndex(const QModelIndex &index) const
{
    const Node *node = nodeOf(index);
    return node ? node->group : -1;
}

QList<int> NavigatorModel::groupIndexes(const QModelIndex &index) const
{
    const Node *node = nodeOf(index);
    return node ? node->groups : QList<int>();
}

int NavigatorModel::memberIndex(const QModelIndex &index) const
{
    const Node *node = nodeOf(index);
    return node ? node->member : -1;
}

QModelIndex NavigatorModel::indexOfMember(int member, int column) const
{
    if (member < 0 || size_t(member) >= m_memberNodes.size())
        return QModelIndex();
    return indexOfNode(m_memberNodes[size_t(member)], column);
}

} // namespace kie
