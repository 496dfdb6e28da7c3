// SPDX-License-Identifier: Apache-2.0
// A one-line plain-text label that gives way: when its row is too narrow it shows the start and end
// of its text with "…" between (or the start only), instead of cutting a word at the edge, and its
// tooltip then shows the whole text. For the status bar, where a long path or message would
// otherwise push the file's integrity summary out of sight.
#pragma once

#include <QLabel>

namespace kie::ui {

class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(Qt::TextElideMode mode, QWidget *parent = nullptr);

    // What is drawn at the current width: the text on one line (line breaks shown as in a table
    // cell, formatting.h), elided when it does not fit.
    QString visibleText() const;
    bool isElided() const;

    // Asks for no more than about this many characters' width, even when there is room for more:
    // a label of lesser importance then leaves the room to its neighbours. 0: its whole text.
    void setPreferredCharacters(int characters);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    Qt::TextElideMode m_mode;
    int m_preferredCharacters = 0;
};

} // namespace kie::ui
