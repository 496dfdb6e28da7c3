// SPDX-License-Identifier: Apache-2.0
#include "statebadge.h"

#include "integrity.h"
#include "references.h"
#include "runtablemodel.h"
#include "uiutils.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>

namespace kie::ui {

namespace {

enum class Shape { Circle, Triangle, DashedCircle, Square };
enum class Mark { Check, Bang, Question, Dash, Cross };

struct Drawing
{
    Shape shape;
    Mark mark;
    bool filled;
};

// The table: one row per state. Shapes differ between states of the same colour, so nothing is
// told by colour alone.
Drawing drawingOf(BadgeState state)
{
    switch (state) {
    case BadgeState::Verified:
        return {Shape::Circle, Mark::Check, true};
    case BadgeState::Mismatch:
        return {Shape::Triangle, Mark::Bang, true};
    case BadgeState::NotInArchive:
        return {Shape::DashedCircle, Mark::Question, false};
    case BadgeState::NotDeclared:
        return {Shape::Circle, Mark::Dash, false};
    case BadgeState::SignatureValid:
        return {Shape::Square, Mark::Check, true};
    case BadgeState::SignatureInvalid:
        return {Shape::Square, Mark::Cross, true};
    case BadgeState::Unsigned:
        break;
    }
    return {Shape::Square, Mark::Dash, false};
}

void drawMark(QPainter &p, Mark mark, const QRectF &r, const QColor &colour)
{
    QPen pen(colour, r.width() * 0.14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    const auto at = [&r](double x, double y) { return QPointF(r.left() + x * r.width(), r.top() + y * r.height()); };
    switch (mark) {
    case Mark::Check:
        p.drawPolyline(QPolygonF{at(0.28, 0.52), at(0.44, 0.68), at(0.73, 0.34)});
        break;
    case Mark::Cross:
        p.drawLine(at(0.32, 0.32), at(0.68, 0.68));
        p.drawLine(at(0.68, 0.32), at(0.32, 0.68));
        break;
    case Mark::Dash:
        p.drawLine(at(0.32, 0.5), at(0.68, 0.5));
        break;
    case Mark::Bang:
        p.drawLine(at(0.5, 0.38), at(0.5, 0.62));
        p.drawPoint(at(0.5, 0.78));
        break;
    case Mark::Question: {
        QPainterPath hook;
        hook.moveTo(at(0.36, 0.38));
        hook.cubicTo(at(0.36, 0.18), at(0.66, 0.18), at(0.64, 0.38));
        hook.cubicTo(at(0.62, 0.50), at(0.50, 0.50), at(0.50, 0.62));
        p.drawPath(hook);
        p.drawPoint(at(0.5, 0.78));
        break;
    }
    }
}

QPixmap drawIcon(BadgeState state, int size, qreal dpr)
{
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const BadgeLook look = badgeLook(state);
    const Drawing drawing = drawingOf(state);
    const QRectF r(1, 1, size - 2, size - 2);
    QPen outline(look.colour, std::max(1.0, size / 10.0));
    if (drawing.shape == Shape::DashedCircle)
        outline.setStyle(Qt::DashLine);
    p.setPen(outline);
    p.setBrush(drawing.filled ? QBrush(look.colour) : QBrush(Qt::NoBrush));
    switch (drawing.shape) {
    case Shape::Circle:
    case Shape::DashedCircle:
        p.drawEllipse(r.adjusted(0.5, 0.5, -0.5, -0.5));
        break;
    case Shape::Triangle:
        p.drawPolygon(QPolygonF{QPointF(r.center().x(), r.top()), r.bottomRight(), r.bottomLeft()});
        break;
    case Shape::Square:
        p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), size / 5.0, size / 5.0);
        break;
    }
    drawMark(p, drawing.mark, drawing.shape == Shape::Triangle ? r.adjusted(0, size * 0.08, 0, 0) : r,
             drawing.filled ? QColor(Qt::white) : look.colour);
    return pixmap;
}

} // namespace

BadgeState badgeState(ReferenceState state)
{
    switch (state) {
    case ReferenceState::Verified:
        return BadgeState::Verified;
    case ReferenceState::Mismatch:
        return BadgeState::Mismatch;
    case ReferenceState::NotInArchive:
        return BadgeState::NotInArchive;
    case ReferenceState::NotDeclared:
        break;
    }
    return BadgeState::NotDeclared;
}

BadgeState badgeState(SignatureState state)
{
    switch (state) {
    case SignatureState::Valid:
        return BadgeState::SignatureValid;
    case SignatureState::Invalid:
        return BadgeState::SignatureInvalid;
    case SignatureState::Unsigned:
        break;
    }
    return BadgeState::Unsigned;
}

BadgeState badgeState(RunTrust trust)
{
    switch (trust) {
    case RunTrust::Mismatch:
        return BadgeState::Mismatch;
    case RunTrust::InvalidSignature:
        return BadgeState::SignatureInvalid;
    case RunTrust::NotInArchive:
        return BadgeState::NotInArchive;
    case RunTrust::Verified:
        return BadgeState::Verified;
    case RunTrust::NotDeclared:
        break;
    }
    return BadgeState::NotDeclared;
}

BadgeLook badgeLook(BadgeState state)
{
    // Words come from the core, so the badge, `verify` and the summary say the same thing.
    static const QColor green(0x1e, 0x7b, 0x34), red(0xb3, 0x26, 0x1e), slate(0x4f, 0x62, 0x7a), grey(0x6b, 0x6b, 0x6b);
    switch (state) {
    case BadgeState::Verified:
        return {referenceStateName(ReferenceState::Verified),
                QCoreApplication::translate("kie::ui::StateBadge", "The object with the declared digest is in the file and matches it."), green, QStringLiteral("check")};
    case BadgeState::Mismatch:
        return {referenceStateName(ReferenceState::Mismatch),
                QCoreApplication::translate("kie::ui::StateBadge", "The object carried with the run has another digest than the one the run declares: "
                   "it is not what the run was measured with, or it was altered."),
                red, QStringLiteral("alert")};
    case BadgeState::NotInArchive:
        return {referenceStateName(ReferenceState::NotInArchive),
                QCoreApplication::translate("kie::ui::StateBadge", "No object with the declared digest is in this file, so it cannot be checked here."), slate,
                QStringLiteral("question")};
    case BadgeState::NotDeclared:
        return {referenceStateName(ReferenceState::NotDeclared), QCoreApplication::translate("kie::ui::StateBadge", "The run declares no digest for this."), grey,
                QStringLiteral("dash")};
    case BadgeState::SignatureValid:
        return {signatureStateName(SignatureState::Valid),
                QCoreApplication::translate("kie::ui::StateBadge", "The Ed25519 signature verifies against the attestation as written."), green,
                QStringLiteral("seal-check")};
    case BadgeState::SignatureInvalid:
        return {signatureStateName(SignatureState::Invalid),
                QCoreApplication::translate("kie::ui::StateBadge", "The signature does not verify: the attestation was changed after signing, or the signature is broken."),
                red, QStringLiteral("seal-cross")};
    case BadgeState::Unsigned:
        break;
    }
    return {signatureStateName(SignatureState::Unsigned), QCoreApplication::translate("kie::ui::StateBadge", "The attestation carries no signature."), grey,
            QStringLiteral("seal-empty")};
}

QIcon badgeIcon(BadgeState state, int size)
{
    QIcon icon;
    icon.addPixmap(drawIcon(state, size, 1.0));
    icon.addPixmap(drawIcon(state, size, 2.0));
    return icon;
}

bool isWarning(BadgeState state)
{
    return state == BadgeState::Mismatch || state == BadgeState::SignatureInvalid;
}

StateBadge::StateBadge(BadgeState state, const QString &subject, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
{
    const BadgeLook look = badgeLook(state);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    m_icon = new QLabel(this);
    m_icon->setObjectName(QStringLiteral("badgeIcon"));
    const int size = fontMetrics().height();
    m_icon->setPixmap(badgeIcon(state, size).pixmap(size, size, QIcon::Normal));
    m_icon->setProperty("badgeIconName", look.iconName);
    m_icon->setAccessibleName(look.word); // the icon alone says the word too
    layout->addWidget(m_icon);
    m_word = plainLabel(look.word, this);
    m_word->setObjectName(QStringLiteral("badgeWord"));
    m_word->setWordWrap(false);
    m_word->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette palette = m_word->palette();
    palette.setColor(QPalette::WindowText, look.colour);
    m_word->setPalette(palette);
    if (isWarning(state)) {
        QFont font = m_word->font();
        font.setBold(true);
        m_word->setFont(font);
    }
    layout->addWidget(m_word);
    layout->addStretch(1);
    setAccessibleName(subject.isEmpty() ? look.word : tr("%1: %2").arg(subject, look.word));
    setAccessibleDescription(look.description);
    setToolTip(plainToolTip(look.description));
}

QString StateBadge::text() const
{
    return m_word->text();
}

QString StateBadge::iconName() const
{
    return badgeLook(m_state).iconName;
}

IntegritySummaryLabel::IntegritySummaryLabel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    m_icon = new QLabel(this);
    m_icon->setObjectName(QStringLiteral("integrityIcon"));
    layout->addWidget(m_icon);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("integrityText"));
    m_label->setTextFormat(Qt::RichText); // our own words and numbers only, escaped anyway
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    layout->addWidget(m_label, 1);
    connect(m_label, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("all")) {
            Q_EMIT clearFilterRequested();
            return;
        }
        bool ok = false;
        const int filter = link.toInt(&ok);
        if (ok)
            Q_EMIT filterRequested(IntegrityFilter(filter));
    });
    setSummary(nullptr);
}

void IntegritySummaryLabel::setSummary(const IntegritySummary *summary)
{
    m_plain.clear();
    m_html.clear();
    m_activeText.clear();
    if (!summary) {
        m_state = BadgeState::NotDeclared;
        render();
        return;
    }
    QStringList plain, html;
    for (const IntegrityPart &part : integritySummaryParts(*summary)) {
        plain << part.text;
        const QString escaped = part.text.toHtmlEscaped();
        html << (part.filter ? QStringLiteral("<a href=\"%1\">%2</a>").arg(int(*part.filter)).arg(escaped) : escaped);
    }
    m_plain = plain.join(QStringLiteral(" · "));
    m_html = html.join(QStringLiteral(" · "));
    m_state = summary->mismatched > 0 ? BadgeState::Mismatch
        : summary->signaturesInvalid > 0 ? BadgeState::SignatureInvalid
        : summary->verified > 0          ? BadgeState::Verified
                                         : BadgeState::NotDeclared;
    render();
}

void IntegritySummaryLabel::setActiveFilter(const IntegrityFilter *filter)
{
    m_activeText.clear();
    if (filter) {
        switch (*filter) {
        case IntegrityFilter::Mismatch:
            m_activeText = referenceStateName(ReferenceState::Mismatch);
            break;
        case IntegrityFilter::InvalidSignature:
            m_activeText = signatureStateName(SignatureState::Invalid);
            break;
        case IntegrityFilter::NotInArchive:
            m_activeText = referenceStateName(ReferenceState::NotInArchive);
            break;
        }
    }
    render();
}

void IntegritySummaryLabel::render()
{
    const BadgeLook look = badgeLook(m_state);
    const int size = fontMetrics().height();
    m_icon->setVisible(!m_plain.isEmpty());
    m_icon->setPixmap(badgeIcon(m_state, size).pixmap(size, size));
    QString html = m_html;
    if (!m_activeText.isEmpty())
        html += QStringLiteral(" — ") + tr("showing the runs with %1").arg(m_activeText).toHtmlEscaped()
            + QStringLiteral(" (<a href=\"all\">") + tr("show all").toHtmlEscaped() + QStringLiteral("</a>)");
    m_label->setText(html);
    const QString accessible = m_plain.isEmpty() ? QString() : look.word + QStringLiteral(": ") + m_plain;
    setAccessibleName(accessible);
    m_label->setAccessibleName(accessible);
    m_icon->setAccessibleName(look.word);
    setToolTip(m_plain.isEmpty() ? QString()
                                 : plainToolTip(tr("How much of this file checked out (ARCHIVE.md §3, §5). "
                                                   "Click a count to show only the runs concerned.")));
}

void IntegritySummaryLabel::setWordWrap(bool on)
{
    m_label->setWordWrap(on);
}

QString IntegritySummaryLabel::text() const
{
    return m_plain;
}

void TrustBadgeDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant trust = index.data(RunTableModel::TrustRole);
    if (!trust.isValid())
        return;
    const BadgeState state = badgeState(RunTrust(trust.toInt()));
    const BadgeLook look = badgeLook(state);
    option->text = look.word;
    option->icon = badgeIcon(state, option->decorationSize.height() > 0 ? option->decorationSize.height() : 16);
    option->features |= QStyleOptionViewItem::HasDecoration;
    if (isWarning(state)) {
        option->font.setBold(true);
        option->palette.setColor(QPalette::Text, look.colour);
    }
}

} // namespace kie::ui
