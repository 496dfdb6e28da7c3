// SPDX-License-Identifier: Apache-2.0
#include "guidedialog.h"

#include "statebadge.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace kie::ui {

namespace {

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>") + text.toHtmlEscaped() + QStringLiteral("</p>");
}

QString heading(const QString &text)
{
    return QStringLiteral("<h3>") + text.toHtmlEscaped() + QStringLiteral("</h3>");
}

// One state per line: its word as the badges say it, then what it means.
QString states(std::initializer_list<BadgeState> list)
{
    QString html = QStringLiteral("<ul>");
    for (const BadgeState state : list) {
        const BadgeLook look = badgeLook(state);
        html += QStringLiteral("<li><b>") + look.word.toHtmlEscaped() + QStringLiteral("</b> — ")
            + look.description.toHtmlEscaped() + QStringLiteral("</li>");
    }
    return html + QStringLiteral("</ul>");
}

} // namespace

QString GuideDialog::guideHtml()
{
    QString html;
    html += heading(tr("Comparison groups"));
    html += paragraph(tr("A latency only means something next to latencies measured the same way. The explorer "
                         "therefore ranks a run only against the runs of its comparison group: the same workload, "
                         "the same protocol (harness, timer, statistic) and the same GPU model. A file may declare "
                         "the group key itself; otherwise it is computed from those three references."));
    html += paragraph(tr("Within a group, runs that passed are ordered by the group's statistic, lowest first; equal "
                         "values share a rank. Runs that failed or lack the statistic are listed as unranked, with the "
                         "reason. \u201cΔ vs #1\u201d in the run table is how much slower a run is than its group's #1; "
                         "View > Compare with #1 puts the two side by side and says whether their numbers can be "
                         "compared at all."));
    html += paragraph(tr("A rank counts the runs of the group that are open, and says so: \u201cRank 16 of 19 in this "
                         "file\u201d, \u201cRank 2 of 7 in this workspace of 3 files\u201d. A record page's rank on the "
                         "web is of the source's whole group, which a manifest does not carry: the seed manifest opened "
                         "alone is \u201cRank 1 of 1 in this file\u201d."));
    html += heading(tr("Trust and verification"));
    html += paragraph(tr("A run names the objects it was measured with (protocol, environment, workload, "
                         "implementation) by digest. The explorer recomputes every digest and shows, for each "
                         "reference:"));
    html += states({BadgeState::Verified, BadgeState::Mismatch, BadgeState::NotInArchive, BadgeState::NotDeclared});
    html += paragraph(tr("A run with a changed object (declared \u2260 computed) is marked wherever it appears and is "
                         "not ranked: it is never a group's #1, the baseline of \u201cΔ vs #1\u201d, Compare with #1 "
                         "or the SOL calculator, and never credited on the Leaderboard, whose Integrity column counts "
                         "such runs. View > Rank runs that fail integrity checks ranks them anyway, marked, for "
                         "inspection; figures and exports made meanwhile say so. Attestations are notes by others about "
                         "a run; their signature states are:"));
    html += states({BadgeState::SignatureValid, BadgeState::SignatureInvalid, BadgeState::Unsigned});
    html += paragraph(tr("The evidence level says who measured: the source only reported the result, the benchmark's "
                         "own harness measured it, or it was rerun under controlled conditions. Attestations never "
                         "raise it."));
    html += heading(tr("Citing a run"));
    html += paragraph(tr("The run page's “Cite” box gives the run's permalink (when the file has one), its "
                         "record digest and the date you accessed it, in plain text, Markdown, BibTeX, RIS or CSL-JSON. "
                         "Edit > Copy citation copies it; Edit > Copy record digest copies the digest alone. Cite the "
                         "digest: it names exactly this record, and anyone can check it with the explorer or its "
                         "verify command."));
    return html;
}

GuideDialog::GuideDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Guide"));
    setObjectName(QStringLiteral("guideDialog"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guideText"));
    m_browser->setOpenLinks(false); // offline: nothing in the guide leaves the window
    m_browser->setHtml(guideHtml());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(640, 600);
}

} // namespace kie::ui
