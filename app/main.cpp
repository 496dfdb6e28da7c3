// SPDX-License-Identifier: Apache-2.0
// Thin entry point: headless commands run on QCoreApplication, everything else opens the window.
#include "cli.h"
#include "invocation.h"
#include "languages.h"
#include "messagedevice.h"
#include "mainwindow.h"
#include "plotcommand.h"
#include "readahead.h"
#include "settings.h"
#include "windowarguments.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QLocale>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstring>
#include <memory>
#include <optional>

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("KernelIndex"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("kernelindex.dev"));
    QCoreApplication::setApplicationName(QStringLiteral("kernelindex-explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KIE_VERSION));
}

// --lang must take effect before any widget or help text exists, so it is read ahead of the parser.
QString languageArgument(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == QLatin1String("--lang") && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (arg.startsWith(QLatin1String("--lang=")))
            return arg.mid(7);
    }
    return QString();
}

// The command is the first word that is not --lang's: `--lang de verify FILE` is a command too.
QString commandWord(int argc, char **argv)
{
    int first = 1;
    while (first < argc && !std::strcmp(argv[first], "--lang"))
        first += 2;
    while (first < argc && !std::strncmp(argv[first], "--lang=", 7))
        ++first;
    return first < argc ? QString::fromLocal8Bit(argv[first]) : QString();
}

bool wantsHeadless(int argc, char **argv)
{
    if (argc < 2)
        return false;
    if (kie::cli::isHeadlessCommand(commandWord(argc, argv)))
        return true;
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (!std::strcmp(arg, "--help") || !std::strcmp(arg, "-h") || !std::strcmp(arg, "--version")
            || !std::strcmp(arg, "-v"))
            return true;
    }
    return false;
}

// The window's language: --lang, else the setting, else the system locale.
void installWindowTranslations(int argc, char **argv)
{
    QString language = languageArgument(argc, argv);
    if (language.isEmpty())
        language = kie::ui::Settings().language();
    kie::installTranslations(language);
}

} // namespace

int main(int argc, char **argv)
{
    describeApplication();
    kie::app::registerPlotCommand(); // before wantsHeadless(): `plot` is a headless command
    if (wantsHeadless(argc, argv)) {
        const bool widgets = kie::cli::commandNeedsWidgets(commandWord(argc, argv));
        std::optional<QTemporaryDir> runtimeDir; // declared before app: removed after it
        std::unique_ptr<QCoreApplication> app;
        if (widgets) {
            // `plot` draws with a widget but never shows it: offscreen unless told otherwise, so it runs
            // without a display and gives the same bytes with or without one.
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            // Without XDG_RUNTIME_DIR (a shell without a login session, a CI job) QGuiApplication looks
            // there and warns on stderr; a private one for the command's life keeps a successful
            // command silent. Qt would otherwise fall back to a shared /tmp/runtime-USER.
            if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
                runtimeDir.emplace(QDir::tempPath() + QStringLiteral("/kie-runtime-XXXXXX")); // mode 0700
                if (runtimeDir->isValid())
                    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeDir->path()));
            }
            app = std::make_unique<QApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        // Messages and help follow --lang when given; data lines and numbers stay as documented
        // (English words, C-locale numbers) so scripts read every language alike. A figure is read
        // by people: its numbers follow the language.
        const QString language = languageArgument(argc, argv);
        if (!language.isEmpty()) {
            kie::installTranslations(language);
            QLocale::setDefault(widgets ? QLocale(language) : QLocale::c());
        } else {
            // English too, for its plurals ("13 more problems", not "problem(s)"); the locale stays.
            const QLocale locale;
            kie::installTranslations(QStringLiteral("en"));
            QLocale::setDefault(locale);
        }
        QStringList arguments = QCoreApplication::arguments();
        for (int i = 1; i < arguments.size();) {
            if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
                arguments.remove(i, 2);
            else if (arguments[i].startsWith(QLatin1String("--lang=")))
                arguments.remove(i);
            else
                ++i;
        }
        QTextStream out(stdout);
        QFile standardError;
        standardError.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered);
        kie::cli::MessageDevice messages(&standardError); // archive text in messages is escaped
        messages.open(QIODevice::WriteOnly);
        QTextStream err(&messages);
        return kie::cli::run(arguments, out, err);
    }

    // Checked before QApplication exists: without a display it would abort, with one it would open an
    // empty window for a mistyped word.
    if (!kie::app::WindowCommandLine().problem(kie::app::argumentList(argc, argv)).isEmpty()) {
        QCoreApplication app(argc, argv);
        installWindowTranslations(argc, argv);
        const QString problem = kie::app::WindowCommandLine().problem(QCoreApplication::arguments()); // translated
        QTextStream(stderr) << kie::cli::messageText(problem) << Qt::endl;
        return kie::cli::kExitTrouble;
    }

    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/kie/icon.png")));
    installWindowTranslations(argc, argv);
    kie::app::WindowCommandLine commandLine;
    commandLine.problem(QCoreApplication::arguments()); // empty: checked above
    const QStringList files = commandLine.files();
    std::unique_ptr<kie::ReadAhead> readAhead = kie::ui::MainWindow::readAhead(files); // while the window is built

    kie::ui::MainWindow window;
    // What was asked for and not done is said on stderr as well as in the status bar.
    QObject::connect(&window, &kie::ui::MainWindow::notDone, &window, [](const QString &message) {
        QTextStream(stderr) << kie::cli::messageText(message) << Qt::endl;
    });
    window.show();
    const QString run = commandLine.run();
    window.openArguments(files, run); // several: one workspace (openPaths, as File > Open calls it)
    readAhead.reset(); // taken over by the window's opener, or cancelled
    return app.exec();
}
