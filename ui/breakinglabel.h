// SPDX-License-Identifier: Apache-2.0
// A plain-text heading whose lines break between words and, for a word longer than a whole line
// (a name like 003_grouped_query_attention_with_rope_backward in a 1024 px window), inside that word:
// never clipped mid-word at the pane's edge. Not selectable (QLabel cannot wrap a word that way); the
// same title is in the run table, the manifest and the citation, which copy it.
#pragma once

#include <QLabel>

namespace kie::ui {

class BreakingLabel : public QLabel
{
    Q_OBJECT
public:
    explicit BreakingLabel(QWidget *parent = nullptr);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The lines as drawn at the current width (for tests).
    QStringList lines() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // Lays the text out `width` wide; draws it when `painter` is given. Returns its height.
    int layOut(int width, QPainter *painter, QStringList *lines = nullptr) const;
};

} // namespace kie::ui
