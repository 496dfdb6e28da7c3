// SPDX-License-Identifier: Apache-2.0
#include "samplenotice.h"

#include "uiutils.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kie::ui {

SampleNotice::SampleNotice(QAction *openFile, QAction *openFolder, QAction *openUrl, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("sampleNotice"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    // The line, then its buttons below it: both stay whole in a narrow pane (1024 px wide windows).
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    QLabel *text = plainLabel(tr("This is the sample archive: invented runs around one real seed record. Open your own:"), this);
    text->setObjectName(QStringLiteral("sampleNoticeText"));
    text->setForegroundRole(QPalette::ToolTipText);
    text->setWordWrap(true); // the line wraps before the buttons are squeezed
    layout->addWidget(text);
    // One button a line: a 1024 px window leaves the table's pane about 200 px, too narrow for three.
    auto *row = new QVBoxLayout;
    row->setAlignment(Qt::AlignLeft);
    layout->addLayout(row);
    const auto addButton = [this, row](const QString &label, QAction *action, const char *name) {
        auto *button = new QPushButton(label, this);
        button->setObjectName(QLatin1String(name));
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
        row->addWidget(button);
    };
    addButton(tr("Open file…"), openFile, "sampleOpenFile");
    addButton(tr("Open folder…"), openFolder, "sampleOpenFolder");
    addButton(tr("Open URL…"), openUrl, "sampleOpenUrl");
    setAccessibleName(tr("Sample data notice"));
}

} // namespace kie::ui
