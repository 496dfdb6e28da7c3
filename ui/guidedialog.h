// SPDX-License-Identifier: Apache-2.0
// Help > Guide: a short page that works offline, in the interface language: what a comparison group
// is, what the trust and verification states mean, and how to cite a run. Our own words only, never
// text from an archive, so it may be rich text.
#pragma once

#include <QDialog>

class QTextBrowser;

namespace kie::ui {

class GuideDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GuideDialog(QWidget *parent = nullptr);

    static QString guideHtml(); // the page, translated
    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser = nullptr;
};

} // namespace kie::ui
