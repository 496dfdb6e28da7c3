// SPDX-License-Identifier: Apache-2.0
// The "Cite this record" section of the run page: format chooser, editable access date, preview, Copy.
#pragma once

#include <QWidget>

#include <memory>

namespace kie {
struct Archive;
}

namespace kie::ui {

class CitationWidget : public QWidget
{
    Q_OBJECT
public:
    explicit CitationWidget(QWidget *parent = nullptr);
    ~CitationWidget() override;

    void setRun(std::shared_ptr<const kie::Archive> archive, int runIndex);
    QString citationText() const; // in the chosen format, as previewed
    bool hasPermalink() const; // Copy permalink applies (Edit menu enables it from this)

public Q_SLOTS:
    void copyCitation(); // to the clipboard, in the last chosen format (Edit > Copy citation, Ctrl+Shift+C)
    void copyPermalink();
    void copyDigest();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
