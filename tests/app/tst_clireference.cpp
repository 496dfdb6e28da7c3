// SPDX-License-Identifier: Apache-2.0
// The command-line reference cannot drift from the commands: every command the binary lists and
// every option its --help shows is in the manual's command-line topic (resources/help/command-line.md),
// and every command the manual names exists. Each command's --help comes from the command table: its
// description is the table's summary and its usage line names the program.
//
// A new option: add a bullet "- `--name VALUE`: what it does." under the command's "## `name`"
// section of command-line.md. A new command: add its "## `name`" section with its options.
#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

const QString kManual = QStringLiteral("resources/help/command-line.md");
const QString kCommonSection = QStringLiteral("Options of every command");
const QString kWindowSection = QStringLiteral("Without a command: the window");

struct Result
{
    int exitCode = -1;
    QString out;
};

Result runProgram(const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    environment.remove(QStringLiteral("LANGUAGE"));
    process.setProcessEnvironment(environment);
    process.start(qEnvironmentVariable("KIE_BUILD_DIR") + QStringLiteral("/app/kernelindex-explorer"), arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput())};
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The manual's "## heading" sections, by heading (a command's heading is "`name`").
QHash<QString, QString> sections(const QString &markdown)
{
    QHash<QString, QString> bySection;
    QString heading;
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("## "))) {
            heading = line.mid(3).trimmed();
            if (heading.startsWith(QLatin1Char('`')) && heading.endsWith(QLatin1Char('`')))
                heading = heading.mid(1, heading.size() - 2);
            continue;
        }
        bySection[heading] += line + QLatin1Char('\n');
    }
    return bySection;
}

// "  verify        Check every ..." lines of the top-level help: command -> summary.
QList<std::pair<QString, QString>> listedCommands(const QString &help)
{
    QList<std::pair<QString, QString>> commands;
    bool inList = false;
    static const QRegularExpression entry(QStringLiteral("^  ([a-z][a-z-]*)\\s{2,}(.+)$"));
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Commands"))) {
            inList = true;
            continue;
        }
        if (inList && line.trimmed().isEmpty())
            break;
        if (const QRegularExpressionMatch match = entry.match(line); inList && match.hasMatch())
            commands.append({match.captured(1), match.captured(2).trimmed()});
    }
    return commands;
}

// The options of a --help text: "  -o, --output <OUT>  ..." gives "-o" and "--output".
QStringList listedOptions(const QString &help)
{
    QStringList options;
    static const QRegularExpression entry(QStringLiteral("^\\s+((?:-[\\w?]|--[\\w-]+)(?:, (?:-[\\w?]|--[\\w-]+))*)"));
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch match = entry.match(line);
        if (!match.hasMatch())
            continue;
        for (const QString &option : match.captured(1).split(QStringLiteral(", ")))
            options << option;
    }
    return options;
}

// The --run entry of a --help text, its wrapped lines joined: "<RUN> The run: ...", or "".
QString runEntry(const QString &help)
{
    static const QRegularExpression start(QStringLiteral("^\\s+--run (<\\w+>)\\s+(.*)$"));
    static const QRegularExpression nextOption(QStringLiteral("^\\s+-"));
    QString entry;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        if (entry.isEmpty()) {
            if (const QRegularExpressionMatch match = start.match(line); match.hasMatch())
                entry = match.captured(1) + QLatin1Char(' ') + match.captured(2).trimmed();
            continue;
        }
        if (line.trimmed().isEmpty() || nextOption.match(line).hasMatch())
            break;
        entry += QLatin1Char(' ') + line.trimmed();
    }
    return entry;
}

bool mentions(const QString &text, const QString &option)
{
    const QRegularExpression word(QStringLiteral("(^|[^\\w-])") + QRegularExpression::escape(option) + QStringLiteral("($|[^\\w-])"));
    return text.contains(word);
}

} // namespace

class TestCliReference : public QObject
{
    Q_OBJECT

    QString m_manual;
    QHash<QString, QString> m_sections;
    QList<std::pair<QString, QString>> m_commands;

private slots:
    void initTestCase()
    {
        QVERIFY2(!qEnvironmentVariable("KIE_BUILD_DIR").isEmpty(), "KIE_BUILD_DIR is set by ctest");
        m_manual = readText(kManual);
        QVERIFY2(!m_manual.isEmpty(), qPrintable(kManual));
        m_sections = sections(m_manual);
        QVERIFY2(m_sections.contains(kCommonSection), qPrintable(kCommonSection));
        QVERIFY2(m_sections.contains(kWindowSection), qPrintable(kWindowSection));
        const Result top = runProgram({QStringLiteral("--help")});
        QCOMPARE(top.exitCode, 0);
        m_commands = listedCommands(top.out);
        QVERIFY2(m_commands.size() >= 12, qPrintable(top.out)); // verify … plot, and whatever came since
    }

    void topLevelOptionsAreDocumented()
    {
        const Result top = runProgram({QStringLiteral("--help")});
        const QString documented = m_sections.value(kWindowSection) + m_sections.value(kCommonSection);
        for (const QString &option : listedOptions(top.out))
            QVERIFY2(mentions(documented, option), qPrintable(option + QStringLiteral(" is not in ") + kManual));
    }

    // The window and every command that picks one run word --run the same (invocation.h runOption):
    // the same value name and the same sentence on how a run is named; only "Without it: ..." may follow.
    void runOptionIsWordedOnce()
    {
        QStringList sources{QStringLiteral("the window")};
        QStringList entries{runEntry(runProgram({QStringLiteral("--help")}).out)};
        for (const auto &[command, summary] : m_commands) {
            const QString entry = runEntry(runProgram({command, QStringLiteral("--help")}).out);
            if (!entry.isEmpty()) {
                sources << command;
                entries << entry;
            }
        }
        for (const char *command : {"show", "cite", "compare", "attest", "plot"})
            QVERIFY2(sources.contains(QLatin1String(command)), command);
        QVERIFY2(!entries.first().isEmpty(), "the window's --help has no --run");
        static const QRegularExpression sentenceEnd(QStringLiteral("\\.(\\s|$)"));
        const QString shared = entries.first().left(entries.first().indexOf(sentenceEnd) + 1);
        QVERIFY2(shared.startsWith(QLatin1String("<RUN> ")) && shared.size() > 20, qPrintable(shared));
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QString rest = entries[i].mid(shared.size()).trimmed();
            QVERIFY2(entries[i].startsWith(shared) && (rest.isEmpty() || rest.startsWith(QLatin1String("Without it:"))),
                     qPrintable(sources[i] + QStringLiteral(": ") + entries[i] + QStringLiteral(" vs ") + shared));
        }
    }

    void commandIsDocumented_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("summary");
        for (const auto &[command, summary] : m_commands)
            QTest::newRow(qPrintable(command)) << command << summary;
    }
    void commandIsDocumented()
    {
        QFETCH(QString, command);
        QFETCH(QString, summary);
        QVERIFY2(m_sections.contains(command),
                 qPrintable(QStringLiteral("%1 has no \"## `%1`\" section in %2").arg(command, kManual)));
        const Result help = runProgram({command, QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        // One source: the usage line names the program, and the description is the command table's summary.
        QVERIFY2(help.out.startsWith(QStringLiteral("Usage: kernelindex-explorer ") + command + QStringLiteral(" [options]")),
                 qPrintable(help.out.section(QLatin1Char('\n'), 0, 0)));
        QVERIFY2(help.out.contains(summary), qPrintable(help.out));
        const QString documented = m_sections.value(command) + m_sections.value(kCommonSection);
        const QStringList options = listedOptions(help.out);
        QVERIFY(options.contains(QStringLiteral("--help")));
        QVERIFY(options.contains(QStringLiteral("--lang")));
        for (const QString &option : options)
            QVERIFY2(mentions(documented, option),
                     qPrintable(QStringLiteral("%1 %2 is not in the \"## `%1`\" section of %3").arg(command, option, kManual)));
        // And the other way: an option the section lists as a bullet is one the command takes.
        static const QRegularExpression bullet(QStringLiteral("^- `(--?[\\w-]+)"), QRegularExpression::MultilineOption);
        for (auto it = bullet.globalMatch(m_sections.value(command)); it.hasNext();) {
            const QString option = it.next().captured(1);
            QVERIFY2(options.contains(option), qPrintable(QStringLiteral("%1 has no option %2").arg(command, option)));
        }
    }

    // In another language too, the usage line names the program and then the command.
    void usageLineInEveryLanguage()
    {
        for (const char *language : {"de", "ja", "zh_CN"}) {
            const Result help = runProgram({QStringLiteral("--lang"), QString::fromLatin1(language), QStringLiteral("verify"),
                                            QStringLiteral("--help")});
            QCOMPARE(help.exitCode, 0);
            const QString usage = help.out.section(QLatin1Char('\n'), 0, 0);
            QVERIFY2(usage.contains(QStringLiteral("kernelindex-explorer verify ")) && !usage.contains(QLatin1Char('/')),
                     qPrintable(usage));
        }
    }

    // Every "## `name`" section of the reference, and every "kernelindex-explorer WORD" anywhere in the
    // manual or the README, names a command that exists.
    void everyCommandNamedExists()
    {
        QStringList known;
        for (const auto &entry : std::as_const(m_commands))
            known << entry.first;
        static const QRegularExpression commandHeading(QStringLiteral("^## `([^`]+)`"), QRegularExpression::MultilineOption);
        for (auto it = commandHeading.globalMatch(m_manual); it.hasNext();) {
            const QString name = it.next().captured(1);
            QVERIFY2(known.contains(name), qPrintable(kManual + QStringLiteral(" has a section for no command: ") + name));
        }
        QStringList documents {QStringLiteral("README.md")};
        for (const QFileInfo &topic : QDir(QStringLiteral("resources/help")).entryInfoList({QStringLiteral("*.md")}))
            documents << topic.filePath();
        static const QRegularExpression invocation(QStringLiteral("kernelindex-explorer (?:--lang [\\w_]+ )?([a-z][a-z-]+)\\b"));
        for (const QString &document : std::as_const(documents)) {
            const QString text = readText(document);
            QVERIFY2(!text.isEmpty(), qPrintable(document));
            for (auto it = invocation.globalMatch(text); it.hasNext();) {
                const QString name = it.next().captured(1);
                QVERIFY2(known.contains(name), qPrintable(document + QStringLiteral(" runs a command that does not exist: ") + name));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCliReference)
#include "tst_clireference.moc"
