// SPDX-License-Identifier: Apache-2.0
// Trust states at a glance (ARCHIVE.md §3 references, §5 signatures): icon + colour + word, never
// colour alone. The state -> (icon, colour, word) table is here once; widgets, the run table's
// delegate and the ranking plot all draw from it.
#pragma once

#include <QColor>
#include <QIcon>
#include <QStyledItemDelegate>
#include <QWidget>

class QLabel;

namespace kie {
enum class ReferenceState;
enum class SignatureState;
enum class RunTrust;
enum class IntegrityFilter;
struct IntegritySummary;
} // namespace kie

namespace kie::ui {

enum class BadgeState {
    Verified,
    Mismatch, // declared ≠ computed
    NotInArchive,
    NotDeclared,
    SignatureValid,
    SignatureInvalid,
    Unsigned,
};

BadgeState badgeState(ReferenceState state);
BadgeState badgeState(SignatureState state);
BadgeState badgeState(RunTrust trust);

struct BadgeLook
{
    QString word; // the state's own word ("declared ≠ computed"), translated
    QString description; // what it means, for the accessible description and tooltip
    QColor colour;
    QString iconName; // a stable name of the shape, for tests: "check", "alert", ...
};
BadgeLook badgeLook(BadgeState state);
// The state's icon: a distinct shape per state, drawn in its colour, at `size` device-independent pixels.
QIcon badgeIcon(BadgeState state, int size = 16);
// True for the states that must stop a reader: declared ≠ computed, signature invalid.
bool isWarning(BadgeState state);

// Icon and word in one row, with an accessible name ("protocol: declared ≠ computed") and description.
class StateBadge : public QWidget
{
    Q_OBJECT
public:
    explicit StateBadge(BadgeState state, const QString &subject = QString(), QWidget *parent = nullptr);

    BadgeState state() const { return m_state; }
    QString text() const;
    QString iconName() const;

private:
    BadgeState m_state;
    QLabel *m_icon = nullptr;
    QLabel *m_word = nullptr;
};

// The file's integrity summary in one line ("31 runs · 76 verified · 1 declared ≠ computed · …"),
// after an icon saying whether anything failed. The counts that concern runs are links: a click
// asks to filter the run table to those runs.
class IntegritySummaryLabel : public QWidget
{
    Q_OBJECT
public:
    explicit IntegritySummaryLabel(QWidget *parent = nullptr);

    void setSummary(const IntegritySummary *summary); // null clears
    void setWordWrap(bool on); // off in the status bar, where a wrapped line would grow it
    // Marks which filter is applied (shown with a "show all" link), or none.
    void setActiveFilter(const IntegrityFilter *filter);
    QString text() const; // the summary as plain text
    BadgeState overallState() const { return m_state; }

Q_SIGNALS:
    void filterRequested(kie::IntegrityFilter filter);
    void clearFilterRequested();

private:
    void render();

    QLabel *m_icon = nullptr;
    QLabel *m_label = nullptr;
    QString m_plain;
    QString m_html;
    QString m_activeText; // the filter applied, empty when none
    BadgeState m_state = BadgeState::NotDeclared;
};

// Draws a RunTableModel::TrustRole cell as a badge (icon + word, never colour alone).
class TrustBadgeDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace kie::ui
