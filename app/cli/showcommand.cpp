// SPDX-License-Identifier: Apache-2.0
// `show FILE [--run ID] [--json | --format tsv|csv|markdown|latex|json]`: what the run page says about
// one run, from the same run facts (runfacts.h) the page renders, in English words; a table with one
// row per field (a label, then its values; tsv writes only the values a field has), ending with the
// run's citation key, or one RFC 8785 JSON document.
#include "invocation.h"

#include "archive.h"
#include "canonicaljson.h"
#include "citation.h"
#include "runfacts.h"
#include "tablewriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QVariant>
#include <QTextStream>

#include <algorithm>

namespace kie::cli {

namespace {

QVariant numberOrNull(const std::optional<double> &value)
{
    return value ? QVariant(*value) : QVariant(); // invalid: null
}

QVariantMap headline(const RunFacts &f)
{
    QVariantMap run;
    run[QStringLiteral("id")] = f.runId;
    run[QStringLiteral("title")] = f.title;
    run[QStringLiteral("name")] = f.name;
    run[QStringLiteral("digest")] = f.digest;
    run[QStringLiteral("implementation")] = f.implementation;
    run[QStringLiteral("primary")] = f.primary;
    run[QStringLiteral("statistic")] = f.statistic;
    run[QStringLiteral("primaryNs")] = numberOrNull(f.primaryNs);
    run[QStringLiteral("rankText")] = f.rankText;
    run[QStringLiteral("rank")] = f.rank ? QVariant(*f.rank) : QVariant();
    run[QStringLiteral("rankedInGroup")] = f.group >= 0 ? QVariant(f.rankedInGroup) : QVariant();
    run[QStringLiteral("comparisonKey")] = f.comparisonKey;
    run[QStringLiteral("comparisonKeyDeclared")] = f.comparisonKeyDeclared;
    run[QStringLiteral("figures")] = f.figures;
    run[QStringLiteral("sol")] = numberOrNull(f.sol);
    run[QStringLiteral("speedup")] = numberOrNull(f.speedup);
    run[QStringLiteral("casesFaster")] = f.casesFaster ? QVariant(double(f.casesFaster->first)) : QVariant();
    run[QStringLiteral("casesTotal")] = f.casesFaster ? QVariant(double(f.casesFaster->second)) : QVariant();
    run[QStringLiteral("status")] = f.status;
    run[QStringLiteral("evidence")] = f.evidence;
    run[QStringLiteral("correctness")] = f.correctness;
    run[QStringLiteral("observed")] = f.observed;
    run[QStringLiteral("published")] = f.published;
    run[QStringLiteral("harness")] = f.harness;
    run[QStringLiteral("gpu")] = f.gpu;
    QVariantList references;
    for (size_t i = 0; i < f.references.size(); ++i) {
        const ReferenceCheck &check = f.references[i];
        QVariantMap reference{{QStringLiteral("role"), check.role},
                              {QStringLiteral("state"), f.referenceStates.value(qsizetype(i))},
                              {QStringLiteral("declared"), check.declared},
                              {QStringLiteral("computed"), check.computed}};
        if (const char *note = referenceNoteWord(check)) // §3: say so too, as verify does
            reference[QStringLiteral("note")] = QString::fromLatin1(note);
        references.append(reference);
    }
    run[QStringLiteral("references")] = references;
    return run;
}

QByteArray showJson(const Archive &archive, const RunFacts &facts, QString *error)
{
    QVariantList lines;
    for (const QStringList &line : runFactLines(archive, facts))
        lines.append(line);
    const QVariantMap document{{QStringLiteral("file"), archive.path},
                               {QStringLiteral("run"), headline(facts)},
                               {QStringLiteral("lines"), lines}};
    return canonicalJsonOf(document, error); // the one JSON writer
}

Table factsTable(const Archive &archive, const RunFacts &facts)
{
    std::vector<QStringList> lines = runFactLines(archive, facts);
    lines.push_back({QStringLiteral("citation key"), citationKeyForRunId(facts.runId)});
    qsizetype width = 2;
    for (const QStringList &line : lines)
        width = std::max(width, line.size());
    Table table;
    table.addColumn(QStringLiteral("field"), QStringLiteral("Field"));
    table.addColumn(QStringLiteral("value"), QStringLiteral("Value"));
    for (qsizetype c = 2; c < width; ++c)
        table.addColumn(QStringLiteral("value_%1").arg(c), QStringLiteral("Value %1").arg(c));
    for (const QStringList &line : lines)
        table.rows.push_back(TableRow(line.cbegin(), line.cend()));
    return table;
}

} // namespace

int runShow(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption runOption = cli::runOption(RunDefault::FirstRun);
    const QCommandLineOption jsonOption = jsonOutputOption();
    const QCommandLineOption formatOption = tableFormatOption();
    const QCommandLineOption integrityOption = includeFailedIntegrityOption();
    parser.addOptions({runOption, jsonOption, formatOption, integrityOption});
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;
    TableFormat format = TableFormat::Tsv;
    if (!tableFormatFromOption(parser.value(formatOption), call, &format))
        return kExitTrouble;
    readIncludeFailedIntegrity(parser, integrityOption, call);

    const std::shared_ptr<const Archive> archive = openArchiveForData(file, call);
    if (!archive)
        return kExitTrouble;
    const int index = findNamedRun(*archive, file, parser.value(runOption), call);
    if (index < 0)
        return kExitFailed;
    const RunFacts facts = runFacts(*archive, index, Words::English);
    if (parser.isSet(jsonOption)) {
        QString error;
        const QByteArray canonical = showJson(*archive, facts, &error);
        if (canonical.isNull()) {
            call.err << error << '\n';
            return kExitFailed;
        }
        call.out << QString::fromUtf8(canonical) << '\n';
        return kExitOk;
    }
    return printDataTable(factsTable(*archive, facts), format, call) ? kExitOk : kExitFailed;
}

} // namespace kie::cli
