// SPDX-License-Identifier: Apache-2.0
#include "mainwindow.h"

namespace kie::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("KernelIndex Explorer"));
}

MainWindow::~MainWindow() = default;

void MainWindow::openPath(const QString &, const QString &) { }

void MainWindow::openEmbeddedSample() { }

} // namespace kie::ui
