// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMainWindow>

namespace kie::ui {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void openPath(const QString &pathOrUrl, const QString &runToSelect = QString());
    void openEmbeddedSample();
};

} // namespace kie::ui
