// SPDX-License-Identifier: Apache-2.0
// Thin entry point: headless commands run on QCoreApplication, everything else opens the window.
#include "cli.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstring>

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("KernelIndex"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("kernelindex.dev"));
    QCoreApplication::setApplicationName(QStringLiteral("kernelindex-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KIE_VERSION));
}

bool wantsHeadless(int argc, char **argv)
{
    if (argc < 2)
        return false;
    if (kie::cli::isHeadlessCommand(QString::fromLocal8Bit(argv[1])))
        return true;
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (!std::strcmp(arg, "--help") || !std::strcmp(arg, "-h") || !std::strcmp(arg, "--version")
            || !std::strcmp(arg, "-v"))
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    describeApplication();
    if (wantsHeadless(argc, argv)) {
        QCoreApplication app(argc, argv);
        QTextStream out(stdout);
        QTextStream err(stderr);
        return kie::cli::run(app.arguments(), out, err);
    }

    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Explore GPU-kernel benchmark run archives."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "Run archive, manifest, trace file or https URL to open."),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption runOption(QStringLiteral("run"), QCoreApplication::translate("main", "Select the run with this id or name."),
                                       QStringLiteral("ID"));
    parser.addOption(runOption);
    parser.process(app);

    kie::ui::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        window.openEmbeddedSample();
    else
        window.openPath(files.constFirst(), parser.value(runOption));
    return app.exec();
}
