// SPDX-License-Identifier: Apache-2.0
#include "invocation.h"

#include "archive.h"
#include "canonicaljson.h"
#include "comparability.h"
#include "comparisonrows.h"
#include "references.h"
#include "runfacts.h"
#include "tsv.h"

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

const char *changeWord(FieldChange change)
{
    switch (change) {
    case FieldChange::Same:
        return "same";
    case FieldChange::Changed:
        return "changed";
    case FieldChange::Added:
        return "added";
    case FieldChange::Removed:
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

} // namespace

int runCompare(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption runOption(
        QStringLiteral("run"),
        QCoreApplication::translate("kie::cli", "Run A: run id, metadata.name or digest prefix (default: the first run)."),
        QStringLiteral("RUN"));
    const QCommandLineOption withOption(
        QStringLiteral("with"),
        QCoreApplication::translate("kie::cli", "Run B, named like --run (default: the #1 of run A's comparison group)."),
        QStringLiteral("RUN"));
    const QCommandLineOption jsonOption = jsonOutputOption();
    parser.addOptions({runOption, withOption, jsonOption});
    QStringList files;
    int exitCode = kExitOk;
    if (!parseWorkspaceCommandLine(parser, call, &files, &exitCode))
        return exitCode;
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
    for (const auto &[label, index] : {std::pair{QStringLiteral("A"), a}, std::pair{QStringLiteral("B"), b}}) {
        const RunRecord &run = archive->runs[size_t(index)];
        call.out << tsvRow({QStringLiteral("run"), label, run.meta.name, run.digest});
    }
    for (const ComparabilityReason &reason : result.reasons) {
        call.out << tsvRow({QStringLiteral("reason"), QString::fromLatin1(severityWord(reason.severity)),
                         QString::fromLatin1(reasonKindWord(reason.kind)), reason.field, reason.valueA, reason.valueB,
                         reason.word});
    }
    for (const ComparisonRow &row : rows) {
        call.out << tsvRow({QStringLiteral("field"), row.key, row.thisValue, row.otherValue, row.difference,
                            QString::fromLatin1(changeWord(row.change))});
    }
    call.out << tsvRow({QStringLiteral("verdict"), QString::fromUtf8(verdictWord(result.verdict)), result.summaryWord()});
    return verdictCode;
}

} // namespace kie::cli
