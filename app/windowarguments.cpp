// SPDX-License-Identifier: Apache-2.0
#include "windowarguments.h"

#include "cli.h"
#include "fetcher.h"
#include "invocation.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace kie::app {

namespace {

// Qt's own options (QGuiApplication, QApplication) that QApplication takes out of argv itself;
// accepted here so that `-platform offscreen` or `-style fusion` still open the window.
const char *const kQtOptionsWithValue[] = {"platform", "platformpluginpath", "platformtheme", "plugin", "style",
                                           "stylesheet", "qwindowgeometry", "qwindowtitle", "qwindowicon", "session",
                                           "display", "geometry", "qmljsdebugger"};
const char *const kQtFlags[] = {"reverse", "widgetcount", "nograb", "dograb", "sync"};

QString tryHelp()
{
    return QCoreApplication::translate("kie::cli", "Try '%1 --help'.").arg(QCoreApplication::applicationName());
}

// Why `path` cannot be opened, as the reader would say it (strerror), or empty. Opening tells a
// missing file from a permission problem; O_NONBLOCK keeps a named pipe from waiting for its writer.
QString openProblem(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return qt_error_string(errno);
    ::close(fd);
    return QString();
}

// A word with no path separator and no extension that names nothing on disk reads as a mistyped
// command ("frobnicate"), not as a file.
bool looksLikeCommandWord(const QString &word)
{
    return !word.contains(QLatin1Char('/')) && !word.contains(QLatin1Char('.')) && !QFileInfo::exists(word);
}

} // namespace

WindowCommandLine::WindowCommandLine()
    : m_run(kie::cli::runOption(kie::cli::RunDefault::None))
    , m_lang(QStringLiteral("lang"),
             QCoreApplication::translate("main", "Use this language (de, ja, zh_CN, en) instead of the system's."),
             QStringLiteral("CODE"))
{
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions); // -platform, as Qt reads it
    m_parser.addOption(m_run);
    m_parser.addOption(m_lang);
    for (const char *name : kQtOptionsWithValue) {
        QCommandLineOption option(QString::fromLatin1(name), QString(), QStringLiteral("value"));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        m_parser.addOption(option);
    }
    for (const char *name : kQtFlags) {
        QCommandLineOption option(QString::fromLatin1(name));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        m_parser.addOption(option);
    }
}

QString WindowCommandLine::problem(const QStringList &arguments)
{
    if (!m_parser.parse(arguments))
        return m_parser.errorText() + QLatin1Char(' ') + tryHelp();
    const QStringList inputs = m_parser.positionalArguments();
    for (const QString &input : inputs) {
        if (input == QLatin1String("-") || isRemoteUrl(input)) // standard input; a URL is fetched in the window
            continue;
        const QString why = openProblem(input);
        if (why.isEmpty())
            continue;
        if (input == inputs.constFirst() && looksLikeCommandWord(input)) {
            const QString commands = cli::headlessCommands().join(QStringLiteral(", "));
            return QCoreApplication::translate("kie::cli", "Unknown command: %1").arg(input) + QStringLiteral(". ")
                + QCoreApplication::translate("kie::cli", "Commands: %1").arg(commands) + QStringLiteral(". ") + tryHelp();
        }
        return QCoreApplication::translate("kie::app", "cannot open %1: %2").arg(input, why);
    }
    return QString();
}

QStringList WindowCommandLine::files() const
{
    return m_parser.positionalArguments();
}

QString WindowCommandLine::run() const
{
    return m_parser.value(m_run);
}

QStringList argumentList(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

} // namespace kie::app
