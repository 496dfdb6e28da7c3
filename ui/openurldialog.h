// SPDX-License-Identifier: Apache-2.0
// File > Open URL…: the URL of a run archive, the per-URL plain-http opt-in (with its warning), an
// optional expected SHA-256 and an optional CA bundle. The result feeds kie::Fetcher.
#pragma once

#include "fetcher.h"

#include <QDialog>
#include <QUrl>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace kie::ui {

class OpenUrlDialog : public QDialog
{
    Q_OBJECT
public:
    explicit OpenUrlDialog(QWidget *parent = nullptr);
    ~OpenUrlDialog() override;

    // Shows the dialog with `*url` and `*options` as the starting values (allowHttp, expectedSha256,
    // caFile are edited; every other option passes through). On Open, writes both back, true.
    static bool ask(QWidget *parent, QUrl *url, kie::FetchOptions *options);

    void setUrl(const QUrl &url);
    QUrl url() const; // as entered ("https://" added when no scheme was typed); may carry #sha256=
    void setOptions(const kie::FetchOptions &options);
    kie::FetchOptions options() const;

    bool isAcceptable() const; // the Open button's state
    QString problem() const; // why Open is disabled, empty when it is not

    // The parts, for tests.
    QLineEdit *urlEdit() const { return m_url; }
    QCheckBox *allowHttpBox() const { return m_allowHttp; }
    QLabel *httpWarning() const { return m_httpWarning; }
    QLineEdit *sha256Edit() const { return m_sha256; }
    QLineEdit *caFileEdit() const { return m_caFile; }
    QPushButton *openButton() const;

private:
    void chooseCaFile();
    void updateState();

    kie::FetchOptions m_options;
    QLineEdit *m_url = nullptr;
    QCheckBox *m_allowHttp = nullptr;
    QWidget *m_warningRow = nullptr;
    QLabel *m_httpWarning = nullptr;
    QLineEdit *m_sha256 = nullptr;
    QLineEdit *m_caFile = nullptr;
    QToolButton *m_browse = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace kie::ui
