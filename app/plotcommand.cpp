// SPDX-License-Identifier: Apache-2.0
#include "plotcommand.h"

#include "archive.h"
#include "cli.h"
#include "figure.h"
#include "figureexport.h"
#include "invocation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

namespace kie::app {

namespace {

using cli::Invocation;
using cli::kExitFailed;
using cli::kExitOk;
using cli::kExitTrouble;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::cli)
};

std::optional<QSize> parseSize(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,6})\\s*[x\u00D7X]\\s*(\\d{1,6})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    return QSize(match.captured(1).toInt(), match.captured(2).toInt());
}

struct PlotOptions
{
    QCommandLineOption group {QStringLiteral("group"), Tr::tr("Draw the comparison group with this key (a unique prefix is enough)."),
                              QStringLiteral("KEY")};
    QCommandLineOption run = kie::cli::runOption(kie::cli::RunDefault::None); // its group, the run highlighted
    QCommandLineOption kind {QStringLiteral("kind"), Tr::tr("ranking (default), fast-p, leaderboard or heatmap."), QStringLiteral("KIND")};
    QCommandLineOption format {QStringLiteral("format"), Tr::tr("svg, pdf or png (default: from OUT's suffix, else svg)."),
                               QStringLiteral("FORMAT")};
    QCommandLineOption size {QStringLiteral("size"), Tr::tr("Size in pixels at --dpi (default 1200x750)."), QStringLiteral("WxH")};
    QCommandLineOption dpi {QStringLiteral("dpi"), Tr::tr("Dots per inch: the figure is WxH / DPI inches (default 150)."),
                            QStringLiteral("N")};
    QCommandLineOption log {QStringLiteral("log"), Tr::tr("Logarithmic latency axis (the leaderboard: logarithmic p axis).")};
    QCommandLineOption output {{QStringLiteral("o"), QStringLiteral("output")}, Tr::tr("Write the figure to OUT."), QStringLiteral("OUT")};
    QCommandLineOption includeFailedIntegrity = cli::includeFailedIntegrityOption();
};

// The figure's options from the command line; false after saying why on stderr.
bool exportOptions(const QCommandLineParser &parser, const PlotOptions &o, ui::FigureExportOptions *options,
                   FigureKind *kind, QTextStream &err)
{
    const QString out = parser.value(o.output);
    if (out.isEmpty()) {
        err << Tr::tr("plot needs -o OUT, the file to write.") << '\n';
        return false;
    }
    if (parser.isSet(o.kind)) {
        const auto named = figureKindFromName(parser.value(o.kind));
        if (!named) {
            err << Tr::tr("Unknown figure kind: %1 (ranking, fast-p, leaderboard, heatmap)").arg(parser.value(o.kind)) << '\n';
            return false;
        }
        *kind = *named;
    }
    const auto format = parser.isSet(o.format) ? ui::figureFormatFromName(parser.value(o.format)) : ui::figureFormatOfPath(out);
    if (parser.isSet(o.format) && !format) {
        err << Tr::tr("Unknown format: %1 (svg, pdf, png)").arg(parser.value(o.format)) << '\n';
        return false;
    }
    options->format = format.value_or(ui::FigureFormat::Svg);
    if (parser.isSet(o.size)) {
        const auto size = parseSize(parser.value(o.size));
        if (!size) {
            err << Tr::tr("--size takes WIDTHxHEIGHT in pixels, e.g. 1200x750: %1").arg(parser.value(o.size)) << '\n';
            return false;
        }
        options->sizePx = *size;
    }
    if (parser.isSet(o.dpi)) {
        bool ok = false;
        options->dpi = parser.value(o.dpi).toInt(&ok);
        if (!ok) {
            err << Tr::tr("--dpi takes a whole number: %1").arg(parser.value(o.dpi)) << '\n';
            return false;
        }
    }
    options->logScale = parser.isSet(o.log);
    if (const QString problem = options->problem(); !problem.isEmpty()) {
        err << problem << '\n';
        return false;
    }
    return true;
}

// The group to draw and the run to highlight; -1 after saying why. Nothing named: a file of one
// comparison group draws it (there is no other to mean); with several, which one is asked.
int chooseGroup(const QCommandLineParser &parser, const PlotOptions &o, const Archive &archive, const QString &file,
                int *highlight, Invocation &call)
{
    *highlight = -1;
    int group = -1;
    if (!parser.isSet(o.run) && !parser.isSet(o.group)) {
        const int groups = int(archive.ranking.groups.size());
        if (groups == 1)
            return 0;
        call.err << file << ": "
                 << Tr::tr("%n comparison group(s): name what to draw with --group KEY or --run X (`rank` lists them).", "", groups)
                 << '\n';
        return -1;
    }
    if (parser.isSet(o.run)) {
        *highlight = cli::findNamedRun(archive, file, parser.value(o.run), call);
        if (*highlight < 0)
            return -1;
        group = archive.ranking.runs[size_t(*highlight)].group;
        if (group < 0 && !parser.isSet(o.group)) {
            call.err << file << ": " << Tr::tr("run %1 is in no comparison group").arg(parser.value(o.run)) << '\n';
            return -1;
        }
    }
    if (parser.isSet(o.group)) {
        QString error;
        const int named = findGroup(archive.ranking, parser.value(o.group), &error);
        if (named < 0) {
            call.err << file << ": " << error << '\n';
            return -1;
        }
        if (group >= 0 && named != group) {
            call.err << file << ": " << Tr::tr("run %1 is not in the comparison group %2").arg(parser.value(o.run), parser.value(o.group)) << '\n';
            return -1;
        }
        group = named;
    }
    return group;
}

int runPlot(Invocation &call)
{
    QCommandLineParser parser;
    const PlotOptions o;
    parser.addOptions({o.group, o.run, o.kind, o.format, o.size, o.dpi, o.log, o.output, o.includeFailedIntegrity});
    QStringList files;
    int exitCode = kExitOk;
    if (!cli::parseWorkspaceCommandLine(parser, call, &files, &exitCode))
        return exitCode;
    cli::readIncludeFailedIntegrity(parser, o.includeFailedIntegrity, call);
    const QString file = files.join(QStringLiteral(", ")); // what messages name
    ui::FigureExportOptions options;
    FigureKind kind = FigureKind::Ranking;
    if (!exportOptions(parser, o, &options, &kind, call.err))
        return kExitTrouble;
    const QString out = parser.value(o.output);
    if (!cli::outputIsNotAnInput(out, files, call.err))
        return kExitTrouble;

    const std::shared_ptr<const Archive> archive = cli::openWorkspaceForData(files, call);
    if (!archive)
        return kExitTrouble;
    int highlight = -1;
    const bool named = parser.isSet(o.group) || parser.isSet(o.run);
    // The leaderboard and the definitions heatmap are the whole file's; the other kinds draw one group.
    const bool wholeFile = kind == FigureKind::Leaderboard || (kind == FigureKind::Heatmap && !named);
    const int group = wholeFile && !named ? -1 : chooseGroup(parser, o, *archive, file, &highlight, call);
    if (group < 0 && (named || !wholeFile))
        return named ? kExitFailed : kExitTrouble;
    QString error;
    const Figure figure = makeFigure(kind, *archive, wholeFile ? -1 : group, highlight, &error);
    if (!error.isEmpty()) {
        call.err << error << '\n';
        return kExitTrouble;
    }
    // A leaderboard or heatmap with nothing to draw is no figure: said, and no file written. A group's
    // ranking or fast_p without data is still drawn, saying why (the window shows the same).
    if (!figure.hasData() && (kind == FigureKind::Leaderboard || kind == FigureKind::Heatmap)) {
        call.err << file << ": " << Tr::tr("nothing to draw: %1").arg(figure.emptyText) << '\n';
        return kExitFailed;
    }
    if (!figure.emptyText.isEmpty()) // still drawn: the figure says it too
        call.err << file << ": " << figure.emptyText << '\n';
    if (!ui::exportFigure(figure, options, out, &error, files)) {
        call.err << Tr::tr("Could not write %1: %2").arg(out, error) << '\n';
        return kExitTrouble;
    }
    return kExitOk;
}

} // namespace

void registerPlotCommand()
{
    cli::addWidgetCommand(
        "plot",
        QT_TRANSLATE_NOOP("kie::cli",
                          "Draw a stamped figure of one or more files: [--group KEY | --run X] [--kind K] [--format svg|pdf|png] -o OUT."),
        runPlot);
}

} // namespace kie::app
