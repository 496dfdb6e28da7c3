// SPDX-License-Identifier: Apache-2.0
// `compare FILE [--run A] [--with B] [--json | --format tsv|csv|markdown|latex|json]`: whether two runs
// can be compared, and why not (comparability.h). The table has a row per identity field (run, run id,
// digest, citation key), one per reason, and the verdict: item, a, b, severity, kind, text.
#include "invocation.h"

#include "archive.h"
#include "canonicaljson.h"
#include "citation.h"
#include "comparability.h"
#include "comparisonrows.h"
#include "references.h"
#include "runfacts.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <utility>

namespace kie::cli {

namespace {

std::string utf8(const QString &text)
{
    return text.toStdString();
}

const char *severityWord(ReasonSeverity severity)
{
    return severity == ReasonSeverity::Blocking ? "blocking" : "caveat";
}

nlohmann::json runJson(const Archive &archive, int index)
{
    const RunRecord &run = archive.runs[size_t(index)];
    return {{"name", utf8(run.meta.name)}, {"id", utf8(runId(run))}, {"digest", utf8(run.digest)}};
}

const char *changeWord(ComparisonChange change)
{
    switch (change) {
    case ComparisonChange::Same:
        return "same";
    case ComparisonChange::Changed:
        return "changed";
    case ComparisonChange::Added:
        return "added";
    case ComparisonChange::Removed:
        return "removed";
    }
    return "same";
}

// Every string in the document is the untranslated English word form: scripts match on it. The
// fields are the Compare view's rows (comparisonrows.h), values as shown.
nlohmann::json comparisonJson(const Archive &archive, const Comparability &result, const std::vector<ComparisonRow> &rows)
{
    nlohmann::json fields = nlohmann::json::array();
    for (const ComparisonRow &row : rows) {
        fields.push_back({{"key", utf8(row.key)},
                          {"a", utf8(row.thisValue)},
                          {"b", utf8(row.otherValue)},
                          {"difference", utf8(row.difference)},
                          {"change", changeWord(row.change)}});
    }
    nlohmann::json reasons = nlohmann::json::array();
    for (const ComparabilityReason &reason : result.reasons) {
        reasons.push_back({{"kind", reasonKindWord(reason.kind)},
                           {"severity", severityWord(reason.severity)},
                           {"field", utf8(reason.field)},
                           {"a", utf8(reason.valueA)},
                           {"b", utf8(reason.valueB)},
                           {"text", utf8(reason.word)}});
    }
    return {{"a", runJson(archive, result.runA)},
            {"b", runJson(archive, result.runB)},
            {"verdict", verdictWord(result.verdict)},
            {"summary", utf8(result.summaryWord())},
            {"reasons", std::move(reasons)},
            {"fields", std::move(fields)}};
}

// The verdict with its reasons, then the Compare view's rows (comparisonrows.h): kind "field", the
// difference as the text.
Table comparisonTable(const Archive &archive, const Comparability &result, const std::vector<ComparisonRow> &rows)
{
    Table table;
    table.addColumn(QStringLiteral("item"), QStringLiteral("Item"));
    table.addColumn(QStringLiteral("a"), QStringLiteral("A"));
    table.addColumn(QStringLiteral("b"), QStringLiteral("B"));
    table.addColumn(QStringLiteral("severity"), QStringLiteral("Severity"));
    table.addColumn(QStringLiteral("kind"), QStringLiteral("Kind"));
    table.addColumn(QStringLiteral("text"), QStringLiteral("Why"));
    const RunRecord &a = archive.runs[size_t(result.runA)];
    const RunRecord &b = archive.runs[size_t(result.runB)];
    const auto identity = [&table](const char *item, const QString &valueA, const QString &valueB) {
        table.rows.push_back({QString::fromLatin1(item), valueA, valueB, QString(), QStringLiteral("run"), QString()});
    };
    identity("run", a.meta.name, b.meta.name);
    identity("run id", runId(a), runId(b));
    identity("digest", a.digest, b.digest);
    identity("citation key", citationKeyForRunId(runId(a)), citationKeyForRunId(runId(b)));
    for (const ComparabilityReason &reason : result.reasons)
        table.rows.push_back({reason.field, reason.valueA, reason.valueB, QString::fromLatin1(severityWord(reason.severity)),
                              QString::fromLatin1(reasonKindWord(reason.kind)), reason.word});
    for (const ComparisonRow &row : rows)
        table.rows.push_back({row.key, row.thisValue, row.otherValue, QString::fromLatin1(changeWord(row.change)),
                              QStringLiteral("field"), row.difference});
    table.rows.push_back({QStringLiteral("verdict"), QString::fromUtf8(verdictWord(result.verdict)), QString(), QString(),
                          QStringLiteral("verdict"), result.summaryWord()});
    return table;
}

} // namespace

int runCompare(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption runOption = cli::runOption(RunDefault::FirstRun); // run A
    const QCommandLineOption withOption(
        QStringLiteral("with"),
        QCoreApplication::translate("kie::cli", "Run B, named like --run (default: the #1 of run A's comparison group)."),
        QStringLiteral("RUN"));
    const QCommandLineOption jsonOption = jsonOutputOption();
    const QCommandLineOption formatOption = tableFormatOption();
    parser.addOptions({runOption, withOption, jsonOption, formatOption});
    QStringList files;
    int exitCode = kExitOk;
    if (!parseWorkspaceCommandLine(parser, call, &files, &exitCode))
        return exitCode;
    TableFormat format = TableFormat::Tsv;
    if (!tableFormatFromOption(parser.value(formatOption), call, &format))
        return kExitTrouble;
    const QString file = files.join(QStringLiteral(", ")); // what messages name
    const std::shared_ptr<const Archive> archive = openWorkspaceForData(files, call);
    if (!archive)
        return kExitTrouble;

    // A run that cannot be found is trouble (2) here, not 1, which means "not comparable".
    const int a = findNamedRun(*archive, file, parser.value(runOption), call);
    if (a < 0)
        return kExitTrouble;
    int b = -1;
    if (parser.isSet(withOption)) {
        b = findNamedRun(*archive, file, parser.value(withOption), call);
        if (b < 0)
            return kExitTrouble;
    } else {
        b = archive->ranking.bestOfGroupOf(a);
        if (b < 0) {
            call.err << QCoreApplication::translate("kie::cli",
                                                    "%1: run %2's comparison group has no ranked run; name one with --with")
                            .arg(file, archive->runs[size_t(a)].meta.name)
                     << '\n';
            return kExitTrouble;
        }
    }

    const Comparability result = compareRuns(*archive, a, b);
    const std::vector<ComparisonRow> rows = comparisonRows(*archive, a, b);
    const int verdictCode = result.verdict == Verdict::NotComparable ? kExitFailed : kExitOk;
    if (parser.isSet(jsonOption)) {
        QByteArray canonical;
        QString error;
        if (!canonicalizeJson(comparisonJson(*archive, result, rows), canonical, &error)) {
            call.err << error << '\n';
            return kExitTrouble;
        }
        call.out << QString::fromUtf8(canonical) << '\n';
        return verdictCode;
    }
    if (!printDataTable(comparisonTable(*archive, result, rows), format, call))
        return kExitTrouble;
    return verdictCode;
}

} // namespace kie::cli
