// SPDX-License-Identifier: Apache-2.0
// Pretty-printing works on the object's exact source bytes with a small re-indenter: it only moves
// whitespace between tokens, so keys keep their order, numbers keep their text ("485961" never
// becomes "485961.0", "1.2219" never "1.22190000000001"), string escapes stay as written and even a
// duplicate key (which a DOM round-trip would lose) is still shown. A DOM dump cannot promise that.
#include "manifestview.h"

#include "archive.h"
#include "formatting.h"
#include "references.h"
#include "sourcebytes.h"
#include "statebadge.h"
#include "uiutils.h"

#include <QApplication>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kie::ui {

namespace {

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Copies a string token (from the opening quote) verbatim; returns the index after the closing quote.
qsizetype copyString(QByteArrayView bytes, qsizetype i, QByteArray &out)
{
    const qsizetype start = i++;
    while (i < bytes.size()) {
        const char c = bytes[i];
        if (c == '\\') {
            i += 2;
            continue;
        }
        ++i;
        if (c == '"')
            break;
    }
    i = std::min(i, bytes.size());
    out.append(bytes.sliced(start, i - start));
    return i;
}

void newline(QByteArray &out, int depth)
{
    out.append('\n');
    out.append(QByteArray(depth * 2, ' '));
}

// Re-indents JSON text with two spaces per level, touching nothing but whitespace between tokens.
QByteArray reindentJson(QByteArrayView bytes)
{
    QByteArray out;
    out.reserve(bytes.size() + bytes.size() / 4);
    int depth = 0;
    qsizetype i = 0;
    const auto nextToken = [&](qsizetype from) {
        while (from < bytes.size() && isJsonSpace(bytes[from]))
            ++from;
        return from;
    };
    while (i < bytes.size()) {
        const char c = bytes[i];
        if (isJsonSpace(c)) {
            ++i;
            continue;
        }
        switch (c) {
        case '"':
            i = copyString(bytes, i, out);
            continue;
        case '{':
        case '[': {
            const qsizetype next = nextToken(i + 1);
            const char close = c == '{' ? '}' : ']';
            if (next < bytes.size() && bytes[next] == close) { // empty container stays on one line
                out.append(c);
                out.append(close);
                i = next + 1;
                continue;
            }
            out.append(c);
            newline(out, ++depth);
            break;
        }
        case '}':
        case ']':
            newline(out, depth = std::max(0, depth - 1));
            out.append(c);
            break;
        case ',':
            out.append(c);
            newline(out, depth);
            break;
        case ':':
            out.append(": ");
            break;
        default: // numbers and literals: their exact characters
            out.append(c);
            break;
        }
        ++i;
    }
    return out;
}

// A lenient reader over bytes the archive reader already validated; it builds tree items whose
// scalar values are the exact token text.
class TreeBuilder
{
public:
    static constexpr int kMaxItems = 50000;
    static constexpr int kMaxDepth = 256;

    explicit TreeBuilder(QByteArrayView bytes)
        : m_bytes(bytes)
    {
    }

    void build(QTreeWidgetItem *parent, const QString &key)
    {
        skipSpace();
        parseValue(parent, key, 0);
    }
    bool truncated() const { return m_truncated; }

private:
    void skipSpace()
    {
        while (m_pos < m_bytes.size() && isJsonSpace(m_bytes[m_pos]))
            ++m_pos;
    }

    QByteArray stringToken()
    {
        QByteArray token;
        m_pos = copyString(m_bytes, m_pos, token);
        return token;
    }

    // A key's text for display: the JSON string without quotes; escapes stay as written.
    static QString keyText(const QByteArray &token)
    {
        return QString::fromUtf8(token.size() >= 2 ? token.mid(1, token.size() - 2) : token);
    }

    QTreeWidgetItem *addItem(QTreeWidgetItem *parent, const QString &key, const QString &value, const QString &type)
    {
        ++m_items;
        auto *item = new QTreeWidgetItem(parent, {shownText(key), shownText(value), type});
        return item;
    }

    void parseValue(QTreeWidgetItem *parent, const QString &key, int depth)
    {
        if (m_pos >= m_bytes.size())
            return;
        if (m_items >= kMaxItems || depth > kMaxDepth) {
            m_truncated = true;
            skipValue();
            return;
        }
        const char c = m_bytes[m_pos];
        if (c == '{' || c == '[') {
            const bool object = c == '{';
            QTreeWidgetItem *item = addItem(parent, key, QString(), QString());
            ++m_pos;
            int count = 0;
            for (;;) {
                skipSpace();
                if (m_pos >= m_bytes.size())
                    break;
                if (m_bytes[m_pos] == (object ? '}' : ']')) {
                    ++m_pos;
                    break;
                }
                if (m_bytes[m_pos] == ',') {
                    ++m_pos;
                    continue;
                }
                QString childKey;
                if (object) {
                    childKey = keyText(stringToken());
                    skipSpace();
                    if (m_pos < m_bytes.size() && m_bytes[m_pos] == ':')
                        ++m_pos;
                    skipSpace();
                } else {
                    childKey = QStringLiteral("[%1]").arg(count);
                }
                parseValue(item, childKey, depth + 1);
                ++count;
            }
            item->setText(2, object ? QApplication::translate("kie::ui::ManifestView", "object, %n member(s)", nullptr, count)
                                    : QApplication::translate("kie::ui::ManifestView", "array, %n element(s)", nullptr, count));
            return;
        }
        if (c == '"') {
            addItem(parent, key, QString::fromUtf8(stringToken()), QApplication::translate("kie::ui::ManifestView", "string"));
            return;
        }
        const qsizetype start = m_pos;
        while (m_pos < m_bytes.size() && !isJsonSpace(m_bytes[m_pos]) && m_bytes[m_pos] != ','
               && m_bytes[m_pos] != '}' && m_bytes[m_pos] != ']')
            ++m_pos;
        const QByteArrayView token = m_bytes.sliced(start, m_pos - start);
        QString type;
        if (token == "true" || token == "false")
            type = QApplication::translate("kie::ui::ManifestView", "boolean");
        else if (token == "null")
            type = QApplication::translate("kie::ui::ManifestView", "null");
        else
            type = QApplication::translate("kie::ui::ManifestView", "number");
        addItem(parent, key, QString::fromUtf8(token), type);
        if (m_pos == start) // not a token we know: step over it rather than loop
            ++m_pos;
    }

    // Skips one value without building items (past the item cap).
    void skipValue()
    {
        int nesting = 0;
        while (m_pos < m_bytes.size()) {
            const char c = m_bytes[m_pos];
            if (c == '"') {
                QByteArray ignored;
                m_pos = copyString(m_bytes, m_pos, ignored);
                if (nesting == 0)
                    return;
                continue;
            }
            if (c == '{' || c == '[') {
                ++nesting;
            } else if (c == '}' || c == ']') {
                if (nesting == 0)
                    return;
                if (--nesting == 0) {
                    ++m_pos;
                    return;
                }
            } else if (nesting == 0 && (c == ',' || isJsonSpace(c))) {
                return;
            }
            ++m_pos;
        }
    }

    QByteArrayView m_bytes;
    qsizetype m_pos = 0;
    int m_items = 0;
    bool m_truncated = false;
};

const ObjectBase *objectAt(const Archive &archive, ObjectKind kind, int index)
{
    const auto pick = [index](const auto &vector) -> const ObjectBase * {
        if (index < 0 || size_t(index) >= vector.size())
            return nullptr;
        return &vector[size_t(index)];
    };
    switch (kind) {
    case ObjectKind::BenchmarkRun:
        return pick(archive.runs);
    case ObjectKind::BenchmarkProtocol:
        return pick(archive.protocols);
    case ObjectKind::ExecutionEnvironment:
        return pick(archive.environments);
    case ObjectKind::BenchmarkWorkload:
        return pick(archive.workloads);
    case ObjectKind::Implementation:
        return pick(archive.implementations);
    case ObjectKind::Attestation:
        return pick(archive.attestations);
    case ObjectKind::Unknown:
        return pick(archive.others);
    }
    return nullptr;
}

} // namespace

struct ManifestView::Private
{
    struct Entry
    {
        ObjectKind kind = ObjectKind::Unknown;
        int index = -1;
        QString label;
    };

    std::shared_ptr<const Archive> archive;
    std::vector<Entry> entries;
    std::vector<ReferenceCheck> checks; // of the run shown, empty for other objects
    QLabel *heading = nullptr;
    QLabel *summary = nullptr; // the object's digest and its references' states, in one line
    QComboBox *objectChooser = nullptr;
    QTabWidget *tabs = nullptr;
    QPlainTextEdit *text = nullptr;
    QTreeWidget *tree = nullptr;
    QLabel *treeNote = nullptr;
    QWidget *references = nullptr; // rebuilt for every object shown
    QByteArray exactBytes;
    QPushButton *copyJson = nullptr;
    QPushButton *copyPretty = nullptr;

    // Deletes every widget of the tab, also those in nested row layouts: deleting a row's layout
    // item alone leaves its labels alive under `references`, drawn over the next object's.
    void clearReferences()
    {
        QLayout *layout = references->layout();
        while (QLayoutItem *item = layout->takeAt(0))
            delete item;
        qDeleteAll(references->findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    }

    // A caption above a full digest with its Copy button: digests are wide, so they get a line each.
    void addDigest(QVBoxLayout *layout, const QString &caption, const QString &digest, const QString &what,
                   const QString &absentText)
    {
        QLabel *captionLabel = plainLabel(caption, references);
        captionLabel->setContentsMargins(16, 0, 0, 0);
        layout->addWidget(captionLabel);
        QWidget *value = digest.isEmpty() ? absentLabel(absentText, references) : copyableValue(digest, what, references);
        value->setContentsMargins(16, 0, 0, 0);
        layout->addWidget(value);
    }

    // The References tab: this object's digest, then each reference of the run with its state and
    // both digests (declared by the run, computed from the object found).
    void fillReferences(const ObjectBase &object, const std::vector<ReferenceCheck> &checks)
    {
        clearReferences();
        auto *layout = static_cast<QVBoxLayout *>(references->layout());
        QLabel *own = plainLabel(ManifestView::tr("This object"), references);
        QFont bold = own->font();
        bold.setBold(true);
        own->setFont(bold);
        layout->addWidget(own);
        addDigest(layout, ManifestView::tr("digest of {apiVersion, kind, spec}"), object.digest, ManifestView::tr("digest"),
                  object.digestError.isEmpty() ? ManifestView::tr("no digest") : object.digestError.text());
        for (const ReferenceCheck &check : checks) {
            QLabel *role = plainLabel(check.role, references);
            role->setFont(bold);
            auto *state = new StateBadge(badgeState(check.state), check.role, references);
            state->setObjectName(QStringLiteral("referenceState_") + check.role);
            auto *row = new QHBoxLayout;
            row->addWidget(role);
            row->addWidget(state, 1);
            layout->addSpacing(6);
            layout->addLayout(row);
            if (const QString note = referenceNote(check); !note.isEmpty()) {
                QLabel *noteLabel = plainLabel(note, references);
                noteLabel->setObjectName(QStringLiteral("referenceNote_") + check.role);
                noteLabel->setContentsMargins(16, 0, 0, 0);
                layout->addWidget(noteLabel);
            }
            addDigest(layout, ManifestView::tr("declared by the run"), check.declared, ManifestView::tr("declared digest"),
                      ManifestView::tr("not declared"));
            addDigest(layout, ManifestView::tr("computed from the object"), check.computed, ManifestView::tr("computed digest"),
                      check.state == ReferenceState::NotInArchive ? ManifestView::tr("no object with this digest in the file")
                                                                  : ManifestView::tr("nothing to compute"));
        }
        layout->addStretch(1);
    }

    void updateSummary(const ObjectBase &object, const std::vector<ReferenceCheck> &checks)
    {
        QStringList parts;
        parts << ManifestView::tr("digest %1").arg(object.digest.isEmpty() ? ManifestView::tr("none") : shortDigest(object.digest));
        bool mismatch = false;
        for (const ReferenceCheck &check : checks) {
            parts << check.role + QLatin1Char(' ') + referenceStateName(check.state);
            mismatch = mismatch || check.state == ReferenceState::Mismatch;
        }
        setPlainText(summary, parts.join(QStringLiteral(" · ")));
        QFont font = summary->font();
        font.setBold(mismatch);
        summary->setFont(font);
        summary->setToolTip(ManifestView::tr("Both digests of every reference are on the References tab."));
    }
};

ManifestView::ManifestView(QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
{
    auto *layout = new QVBoxLayout(this);
    d->heading = headingLabel(tr("No object selected"), this);
    d->heading->setObjectName(QStringLiteral("manifestHeading"));
    layout->addWidget(d->heading);
    d->summary = selectableLabel(QString(), this);
    d->summary->setObjectName(QStringLiteral("manifestSummary"));
    layout->addWidget(d->summary);

    auto *chooserRow = new QHBoxLayout;
    chooserRow->addWidget(plainLabel(tr("Object:"), this));
    d->objectChooser = new QComboBox(this);
    d->objectChooser->setObjectName(QStringLiteral("manifestObjectChooser"));
    d->objectChooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    d->objectChooser->setMinimumContentsLength(20);
    chooserRow->addWidget(d->objectChooser, 1);
    layout->addLayout(chooserRow);
    // The copy buttons on their own row: beside the chooser they made the window wider than 1024 px
    // in longer languages.
    auto *copyRow = new QHBoxLayout;
    auto *copyJson = d->copyJson = new QPushButton(tr("Copy exact JSON"), this);
    copyJson->setToolTip(tr("Copy the object's bytes exactly as they are in the file"));
    copyRow->addWidget(copyJson);
    auto *copyPretty = d->copyPretty = new QPushButton(tr("Copy pretty JSON"), this);
    copyRow->addWidget(copyPretty);
    copyRow->addStretch(1);
    layout->addLayout(copyRow);

    d->tabs = new QTabWidget(this);
    d->text = new QPlainTextEdit(this);
    d->text->setObjectName(QStringLiteral("manifestText"));
    d->text->setReadOnly(true);
    d->text->setLineWrapMode(QPlainTextEdit::NoWrap);
    d->text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    d->tabs->addTab(d->text, tr("Source"));

    auto *treePage = new QWidget(this);
    auto *treeLayout = new QVBoxLayout(treePage);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    d->tree = new QTreeWidget(treePage);
    d->tree->setObjectName(QStringLiteral("manifestTree"));
    d->tree->setHeaderLabels({tr("Key"), tr("Value (as written)"), tr("Type")});
    d->tree->setUniformRowHeights(true);
    d->tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    treeLayout->addWidget(d->tree);
    d->treeNote = absentLabel(QString(), treePage);
    d->treeNote->hide();
    treeLayout->addWidget(d->treeNote);
    d->tabs->addTab(treePage, tr("Tree"));

    auto *referencesScroll = new QScrollArea(this);
    referencesScroll->setWidgetResizable(true);
    d->references = new QWidget(referencesScroll);
    d->references->setObjectName(QStringLiteral("manifestReferences"));
    new QVBoxLayout(d->references);
    referencesScroll->setWidget(d->references);
    d->tabs->addTab(referencesScroll, tr("References && digests"));
    layout->addWidget(d->tabs, 1);

    connect(d->objectChooser, &QComboBox::currentIndexChanged, this, [this](int row) {
        if (row < 0 || size_t(row) >= d->entries.size() || !d->archive)
            return;
        const Private::Entry &entry = d->entries[size_t(row)];
        const ObjectBase *object = objectAt(*d->archive, entry.kind, entry.index);
        if (!object)
            return;
        d->tree->clear();
        // Read once, and only shown if still the record's: a file changed or shortened since it was
        // opened gives other bytes, or zeros past its new end (sourcebytes.h).
        const std::optional<QByteArray> bytes = sourceBytesNow(*d->archive, object->source);
        d->exactBytes = bytes.value_or(QByteArray());
        d->copyJson->setEnabled(bytes.has_value());
        d->copyPretty->setEnabled(bytes.has_value());
        if (!bytes) {
            const QString gone = tr("Not shown: %1.").arg(fileChangedReason());
            d->text->setPlainText(gone);
            d->treeNote->setVisible(true);
            setPlainText(d->treeNote, gone);
        } else {
            d->text->setPlainText(shownText(QString::fromUtf8(reindentJson(*bytes)), LineBreaks::Keep, -1));
            TreeBuilder builder(*bytes);
            auto *root = new QTreeWidgetItem(d->tree, {entry.label, QString(), QString()});
            builder.build(root, kindName(entry.kind));
            d->tree->expandToDepth(2);
            d->treeNote->setVisible(builder.truncated());
            setPlainText(d->treeNote, builder.truncated() ? tr("The tree stops after %1 values; the Source tab has everything.")
                                                                .arg(TreeBuilder::kMaxItems)
                                                          : QString());
        }
        // References belong to the run; a referenced object shows only its own digest.
        static const std::vector<ReferenceCheck> none;
        const std::vector<ReferenceCheck> &checks = entry.kind == ObjectKind::BenchmarkRun ? d->checks : none;
        d->fillReferences(*object, checks);
        d->updateSummary(*object, checks);
    });
    connect(copyJson, &QPushButton::clicked, this, [this] {
        copyToClipboard(QString::fromUtf8(d->exactBytes), tr("exact JSON of %1").arg(d->objectChooser->currentText()));
    });
    connect(copyPretty, &QPushButton::clicked, this, [this] {
        copyToClipboard(d->text->toPlainText(), tr("pretty JSON of %1").arg(d->objectChooser->currentText()));
    });
}

ManifestView::~ManifestView() = default;

void ManifestView::showRun(std::shared_ptr<const Archive> archive, int runIndex)
{
    d->archive = std::move(archive);
    d->entries.clear();
    d->checks.clear();
    d->clearReferences();
    if (!d->archive || runIndex < 0 || size_t(runIndex) >= d->archive->runs.size()) {
        setPlainText(d->heading, tr("No object selected"));
        setPlainText(d->summary, QString());
        QSignalBlocker blocker(d->objectChooser);
        d->objectChooser->clear();
        d->text->clear();
        d->tree->clear();
        return;
    }
    const RunRecord &run = d->archive->runs[size_t(runIndex)];
    setPlainText(d->heading, tr("Canonical manifest · %1").arg(run.meta.title.isEmpty() ? run.meta.name : run.meta.title));
    d->checks = checkReferences(*d->archive, runIndex);

    d->entries.push_back({ObjectKind::BenchmarkRun, runIndex, tr("run · %1").arg(run.meta.name)});
    for (const ReferenceCheck &check : d->checks) {
        if (check.objectIndex >= 0)
            d->entries.push_back({check.kind, check.objectIndex, tr("%1 · %2").arg(check.role, referenceStateName(check.state))});
    }
    for (size_t i = 0; i < d->archive->attestations.size(); ++i) {
        const AttestationRecord &attestation = d->archive->attestations[i];
        if (!run.digest.isEmpty() && attestation.subject == run.digest)
            d->entries.push_back({ObjectKind::Attestation, int(i), tr("attestation · %1").arg(attestation.meta.name)});
    }

    QSignalBlocker blocker(d->objectChooser);
    d->objectChooser->clear();
    for (const Private::Entry &entry : d->entries)
        d->objectChooser->addItem(shownText(entry.label));
    d->objectChooser->setCurrentIndex(-1);
    blocker.unblock();
    d->objectChooser->setCurrentIndex(0);
}

void ManifestView::showObject(std::shared_ptr<const Archive> archive, ObjectKind kind, int index)
{
    if (kind == ObjectKind::BenchmarkRun) {
        showRun(std::move(archive), index);
        return;
    }
    d->archive = std::move(archive);
    d->entries.clear();
    d->checks.clear();
    d->clearReferences();
    const ObjectBase *object = d->archive ? objectAt(*d->archive, kind, index) : nullptr;
    QSignalBlocker blocker(d->objectChooser);
    d->objectChooser->clear();
    if (!object) {
        setPlainText(d->heading, tr("No object selected"));
        setPlainText(d->summary, QString());
        d->text->clear();
        d->tree->clear();
        return;
    }
    const QString kindText = object->meta.kindName.isEmpty() ? kindName(kind) : object->meta.kindName.text();
    setPlainText(d->heading, tr("Canonical manifest · %1 %2").arg(kindText, object->meta.name));
    d->entries.push_back({kind, index, kindText + QStringLiteral(" · ") + object->meta.name});
    d->objectChooser->addItem(shownText(d->entries.front().label));
    d->objectChooser->setCurrentIndex(-1);
    blocker.unblock();
    d->objectChooser->setCurrentIndex(0);
}

QString ManifestView::displayedText() const
{
    return d->text->toPlainText();
}

} // namespace kie::ui
