// SPDX-License-Identifier: Apache-2.0
// Edit > Check a citation…: a pasted citation (any format the explorer writes, a record digest or a
// permalink) checked against the shown archive (citationcheck.h); the verdict as plain text.
#pragma once

#include <QDialog>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace kie {
struct Archive;
}

namespace kie::ui {

class CheckCitationDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CheckCitationDialog(std::shared_ptr<const kie::Archive> archive, QWidget *parent = nullptr);
    ~CheckCitationDialog() override;

    void check(); // the Check button
    QString verdict() const; // as shown

    // The parts, for tests.
    QPlainTextEdit *citationEdit() const { return m_citation; }
    QPushButton *checkButton() const { return m_check; }

private:
    std::shared_ptr<const kie::Archive> m_archive;
    QPlainTextEdit *m_citation = nullptr;
    QPushButton *m_check = nullptr;
    QLabel *m_verdict = nullptr;
};

} // namespace kie::ui
