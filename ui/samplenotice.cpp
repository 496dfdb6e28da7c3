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
    layout->addWidget(text);
    auto *row = new QHBoxLayout;
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
    row->addStretch(1);
    setAccessibleName(tr("Sample data notice"));
}

} // namespace kie::ui
