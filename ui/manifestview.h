// SPDX-License-Identifier: Apache-2.0
// The canonical manifest of one object: its exact bytes pretty-printed, a collapsible tree, and each
// digest reference with its verification state and both digests, with copy buttons.
#pragma once

#include "records.h"

#include <QWidget>

#include <memory>

namespace kie {
struct Archive;
}

namespace kie::ui {

class ManifestView : public QWidget
{
    Q_OBJECT
public:
    explicit ManifestView(QWidget *parent = nullptr);
    ~ManifestView() override;

    // Shows run `runIndex` with its reference checks (and the objects it references below it).
    void showRun(std::shared_ptr<const kie::Archive> archive, int runIndex);
    // Shows any object by kind and index into the archive's vector of that kind.
    void showObject(std::shared_ptr<const kie::Archive> archive, kie::ObjectKind kind, int index);
    QString displayedText() const; // the pretty-printed text shown (for tests)

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace kie::ui
