// SPDX-License-Identifier: Apache-2.0
// Each subcommand is one handler in kCommands below. To add one: write `int runX(Invocation &call)`
// (parse with parseCommandLine(), open files with openArchive()) and add one table line.
#include "cli.h"

#include "archive.h"
#include "archivereader.h"
#include "attestcommand.h"
#include "canonicaljson.h"
#include "citation.h"
#include "fetchcli.h"
#include "formatting.h"
#include "importcommand.h"
#include "keygencommand.h"
#include "ranking.h"
#include "references.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

namespace kie::cli {

namespace {

// Exit codes shared by all commands, in the manner of diff/cmp: 0 fine, 1 the check failed,
// 2 trouble (usage error, a file that cannot be read).
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitTrouble = 2;

struct Invocation
{
    QStringList arguments; // [program, command, ...]
    QTextStream &out;
    QTextStream &err;
    QString command;
    QString summary; // translated
    FetchOptions fetch = {}; // when FILE is an https URL (issue 6): --allow-http, --ca-file, ...
};

using Handler = int (*)(Invocation &call);

struct Command
{
    const char *name;
    const char *summary; // translated when shown
    Handler handler;
};

// --- helpers every command may use -----------------------------------------------------------

// One output field: "-" when empty; backslash and control characters escaped so that a name taken
// from an archive can never break a tab-separated line.
QString field(const QString &value)
{
    if (value.isEmpty())
        return QStringLiteral("-");
    QString text;
    text.reserve(value.size());
    for (const QChar c : value) {
        switch (c.unicode()) {
        case '\\':
            text += QLatin1String("\\\\");
            break;
        case '\t':
            text += QLatin1String("\\t");
            break;
        case '\n':
            text += QLatin1String("\\n");
            break;
        case '\r':
            text += QLatin1String("\\r");
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                text += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                text += c;
        }
    }
    return text;
}

QString row(const QStringList &fields)
{
    QStringList escaped;
    escaped.reserve(fields.size());
    for (const QString &value : fields)
        escaped << field(value);
    return escaped.join(QLatin1Char('\t')) + QLatin1Char('\n');
}

// Sets up the usual --help and parses. Returns true when the command should go on with exactly
// `positional` (its arguments after the command word); otherwise *exitCode is what to return.
bool parseCommandLine(QCommandLineParser &parser, Invocation &call,
                      const QList<std::pair<QString, QString>> &positionalHelp, QStringList *positional, int *exitCode)
{
    parser.setApplicationDescription(call.summary);
    // Not addHelpOption(): its --help-all describes Qt's GUI options, which these commands do not take.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QCoreApplication::translate("kie::cli", "Show this help."));
    parser.addOption(help);
    parser.addPositionalArgument(call.command, call.summary, call.command);
    for (const auto &[name, description] : positionalHelp)
        parser.addPositionalArgument(name, description);
    // Every FILE may be an https URL; the fetch options come with it.
    const bool takesFile = std::any_of(positionalHelp.cbegin(), positionalHelp.cend(),
                                       [](const auto &entry) { return entry.first == QLatin1String("FILE"); });
    if (takesFile)
        parser.addOptions(fetchCommandLineOptions());

    if (!parser.parse(call.arguments)) {
        call.err << parser.errorText() << '\n'
                 << QCoreApplication::translate("kie::cli", "Try '%1 %2 --help'.")
                        .arg(QCoreApplication::applicationName(), call.command)
                 << '\n';
        *exitCode = kExitTrouble;
        return false;
    }
    if (parser.isSet(help)) {
        call.out << parser.helpText();
        *exitCode = kExitOk;
        return false;
    }
    if (QString error; takesFile && !fetchOptionsFromParser(parser, &call.fetch, &error)) {
        call.err << error << '\n';
        *exitCode = kExitTrouble;
        return false;
    }
    *positional = parser.positionalArguments().mid(1); // drop the command word
    if (positional->size() != positionalHelp.size()) {
        QStringList names;
        for (const auto &entry : positionalHelp)
            names << entry.first;
        call.err << QCoreApplication::translate("kie::cli", "Usage: %1 %2 [options] %3")
                        .arg(QCoreApplication::applicationName(), call.command, names.join(QLatin1Char(' ')))
                 << '\n'
                 << QCoreApplication::translate("kie::cli", "Try '%1 %2 --help'.")
                        .arg(QCoreApplication::applicationName(), call.command)
                 << '\n';
        *exitCode = kExitTrouble;
        return false;
    }
    return true;
}

// "Open FILE as an Archive" for every command: prints why on `err` and returns null when the file
// cannot be read. An https URL is fetched first (checked and cached; see fetcher.h).
// The commands that read one FILE (or https URL): verify, digest, rank, cite.
bool parseFileCommandLine(QCommandLineParser &parser, Invocation &call, QString *file, int *exitCode)
{
    QStringList files;
    const bool ok = parseCommandLine(
        parser, call,
        {{QStringLiteral("FILE"),
          QCoreApplication::translate("kie::cli", "Run archive, manifest bundle, JSON Lines or trace file (gzip allowed).")}},
        &files, exitCode);
    if (ok)
        *file = files.constFirst();
    return ok;
}

std::shared_ptr<Archive> openArchive(const QString &file, const Invocation &call)
{
    QTextStream &err = call.err;
    QString local = file;
    FetchResult fetched;
    if (!fetchIfRemote(&local, call.fetch, err, &fetched))
        return nullptr;
    ReadResult result = readArchiveFile(local);
    if (result.archive && fetched.ok)
        applyFetchProvenance(*result.archive, fetched);
    if (!result.archive) {
        QString reason = result.fatalError;
        if (reason.isEmpty())
            reason = QCoreApplication::translate("kie::cli", "cannot read this file");
        // The reader's messages usually name the file already.
        err << (reason.contains(file) ? reason : file + QStringLiteral(": ") + reason) << '\n';
        return nullptr;
    }
    return result.archive;
}

// Load problems go to stderr for commands whose stdout is data (digest, rank).
void reportProblems(const Archive &archive, QTextStream &err)
{
    for (const LoadProblem &problem : archive.problems)
        err << problem.toString() << '\n';
}

// The bytes of a file, "-" meaning standard input; gzip is inflated (detected by content).
bool readInputBytes(const QString &file, QByteArray *bytes, QTextStream &err)
{
    QFile input;
    const bool opened = file == QLatin1String("-") ? input.open(stdin, QIODevice::ReadOnly)
                                                   : (input.setFileName(file), input.open(QIODevice::ReadOnly));
    if (!opened) {
        err << QCoreApplication::translate("kie::cli", "%1: cannot read: %2").arg(file, input.errorString()) << '\n';
        return false;
    }
    *bytes = input.readAll();
    if (isGzip(*bytes)) {
        const ReadOptions limits;
        QString error;
        QByteArray inflated = gunzip(*bytes, limits.maxDecompressedBytes, limits.maxCompressionRatio, &error);
        if (inflated.isNull()) {
            err << QCoreApplication::translate("kie::cli", "%1: cannot read: %2").arg(file, error) << '\n';
            return false;
        }
        *bytes = std::move(inflated);
    }
    return true;
}

// Objects in the order they appear in the file; the kind order breaks ties inside a bundle line.
struct ObjectRef
{
    const ObjectBase *object;
    int kindOrder;
};

std::vector<ObjectRef> objectsInFileOrder(const Archive &archive)
{
    std::vector<ObjectRef> objects;
    objects.reserve(size_t(archive.objectCount()));
    const auto add = [&](const auto &records, int kindOrder) {
        for (const auto &record : records)
            objects.push_back({&record, kindOrder});
    };
    add(archive.runs, 0);
    add(archive.protocols, 1);
    add(archive.environments, 2);
    add(archive.workloads, 3);
    add(archive.implementations, 4);
    add(archive.attestations, 5);
    add(archive.others, 6);
    std::stable_sort(objects.begin(), objects.end(), [](const ObjectRef &a, const ObjectRef &b) {
        if (a.object->source.offset != b.object->source.offset)
            return a.object->source.offset < b.object->source.offset;
        return a.kindOrder < b.kindOrder;
    });
    return objects;
}

QString kindOf(const ObjectBase &object)
{
    return object.meta.kind != ObjectKind::Unknown ? kindName(object.meta.kind) : object.meta.kindName;
}

// Raw latencies as the shortest text that reads back as the same double ("485961", "1234.5").
QString rawNumber(double value)
{
    return QString::fromStdString(formatEcmaScriptNumber(value));
}

// Fixed English words in data lines, whatever the interface language: scripts match on them.
QString stateWord(ReferenceState state)
{
    return QString::fromUtf8(referenceStateWord(state));
}

QString signatureWord(SignatureState state)
{
    return QString::fromUtf8(signatureStateWord(state));
}

// --- verify -------------------------------------------------------------------------------------

int runVerify(Invocation &call)
{
    QCommandLineParser parser;
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;

    const std::shared_ptr<Archive> archive = openArchive(file, call);
    if (!archive)
        return kExitTrouble;

    QTextStream &out = call.out;
    out << row({QStringLiteral("file"), archive->path,
                archiveFormatName(archive->format) + (archive->compressed ? QStringLiteral(" (gzip)") : QString())});
    int verified = 0, mismatched = 0, missing = 0, undeclared = 0, invalidSignatures = 0, errors = 0;
    for (size_t i = 0; i < archive->runs.size(); ++i) {
        const RunRecord &run = archive->runs[i];
        out << row({QStringLiteral("run"), run.meta.name, run.digest});
        for (const ReferenceCheck &check : checkReferences(*archive, int(i))) {
            out << row({QStringLiteral("reference"), run.meta.name, check.role, stateWord(check.state),
                        check.declared, check.computed});
            switch (check.state) {
            case ReferenceState::Verified:
                ++verified;
                break;
            case ReferenceState::Mismatch:
                ++mismatched;
                break;
            case ReferenceState::NotInArchive:
                ++missing;
                break;
            case ReferenceState::NotDeclared:
                ++undeclared;
                break;
            }
        }
    }
    for (const AttestationRecord &attestation : archive->attestations) {
        const SignatureState state = checkAttestationSignature(attestation);
        if (state == SignatureState::Invalid)
            ++invalidSignatures;
        out << row(
            {QStringLiteral("attestation"), attestation.meta.name, attestation.subject, signatureWord(state)});
    }
    for (const LoadProblem &problem : archive->problems) {
        if (problem.severity == Severity::Error)
            ++errors;
        out << row({QStringLiteral("problem"),
                    problem.severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning"),
                    problem.toString()});
    }

    // A record that could not be read is not verified either.
    const bool failed = mismatched > 0 || invalidSignatures > 0 || errors > 0;
    out << row({QStringLiteral("result"), failed ? QStringLiteral("failed") : QStringLiteral("ok"),
                QStringLiteral("%1 runs, %2 verified, %3 declared ≠ computed, %4 not in archive, %5 not declared, "
                               "%6 invalid signatures, %7 errors")
                    .arg(archive->runs.size())
                    .arg(verified)
                    .arg(mismatched)
                    .arg(missing)
                    .arg(undeclared)
                    .arg(invalidSignatures)
                    .arg(errors)});
    return failed ? kExitFailed : kExitOk;
}

// --- digest -------------------------------------------------------------------------------------

int runDigest(Invocation &call)
{
    QCommandLineParser parser;
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;

    const std::shared_ptr<Archive> archive = openArchive(file, call);
    if (!archive)
        return kExitTrouble;
    reportProblems(*archive, call.err);

    bool complete = true;
    for (const ObjectRef &ref : objectsInFileOrder(*archive)) {
        const ObjectBase &object = *ref.object;
        call.out << row({kindOf(object), object.meta.name, object.digest});
        if (object.digest.isEmpty()) {
            complete = false;
            call.err << QCoreApplication::translate("kie::cli", "%1 %2: no digest: %3")
                            .arg(kindOf(object), object.meta.name, object.digestError)
                     << '\n';
        }
    }
    return complete ? kExitOk : kExitFailed;
}

// --- canonicalize -------------------------------------------------------------------------------

int runCanonicalize(Invocation &call)
{
    QCommandLineParser parser;
    QStringList files;
    int exitCode = kExitOk;
    if (!parseCommandLine(
            parser, call,
            {{QStringLiteral("FILE"),
              QCoreApplication::translate("kie::cli", "One JSON document (gzip allowed); - reads standard input.")}},
            &files, &exitCode))
        return exitCode;

    QByteArray bytes;
    QString input = files.constFirst();
    if (!fetchIfRemote(&input, call.fetch, call.err) || !readInputBytes(input, &bytes, call.err))
        return kExitTrouble;
    QString error;
    const QByteArray canonical = canonicalizeJsonText(bytes, &error);
    if (canonical.isNull()) {
        call.err
            << QCoreApplication::translate("kie::cli", "%1: cannot canonicalize: %2").arg(files.constFirst(), error)
            << '\n';
        return kExitFailed;
    }
    // The exact bytes, no newline: `... canonicalize x.json | sha256sum` is the JCS hash.
    call.out << QString::fromUtf8(canonical);
    return kExitOk;
}

// --- rank ---------------------------------------------------------------------------------------

nlohmann::json jsonString(const QString &text)
{
    return text.toStdString();
}

nlohmann::json rankJson(const Archive &archive, const Ranking &ranking, const std::vector<int> &groups)
{
    nlohmann::json document = nlohmann::json::object();
    document["file"] = jsonString(archive.path);
    nlohmann::json list = nlohmann::json::array();
    for (const int g : groups) {
        const ComparisonGroup &group = ranking.groups[size_t(g)];
        nlohmann::json entry = nlohmann::json::object();
        entry["key"] = jsonString(group.key);
        entry["keyDeclared"] = group.keyDeclared;
        entry["benchmark"] = jsonString(group.benchmark);
        entry["hardware"] = jsonString(group.hardware);
        entry["statistic"] = jsonString(group.statistic);
        nlohmann::json ranked = nlohmann::json::array();
        for (const int index : group.ranked) {
            const RunRecord &run = archive.runs[size_t(index)];
            ranked.push_back({{"rank", *ranking.runs[size_t(index)].rank},
                              {"latencyNs", *run.latencyNs.value(group.statistic)},
                              {"name", jsonString(run.meta.name)},
                              {"status", jsonString(run.statusText)},
                              {"digest", jsonString(run.digest)}});
        }
        entry["ranked"] = std::move(ranked);
        nlohmann::json unranked = nlohmann::json::array();
        for (const int index : group.unranked) {
            const RunRecord &run = archive.runs[size_t(index)];
            unranked.push_back({{"name", jsonString(run.meta.name)},
                                {"status", jsonString(run.statusText)},
                                {"digest", jsonString(run.digest)},
                                {"reason", jsonString(ranking.runs[size_t(index)].unrankedReason)}});
        }
        entry["unranked"] = std::move(unranked);
        list.push_back(std::move(entry));
    }
    document["groups"] = std::move(list);
    return document;
}

int runRank(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption groupOption(
        QStringLiteral("group"),
        QCoreApplication::translate("kie::cli", "Only the comparison group with this key (a unique prefix is enough)."),
        QStringLiteral("KEY"));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"),
        QCoreApplication::translate("kie::cli", "Print one JSON document (RFC 8785 canonical form)."));
    parser.addOption(groupOption);
    parser.addOption(jsonOption);
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;

    const std::shared_ptr<Archive> archive = openArchive(file, call);
    if (!archive)
        return kExitTrouble;
    reportProblems(*archive, call.err);
    const Ranking &ranking = archive->ranking;

    std::vector<int> groups;
    if (parser.isSet(groupOption)) {
        const QString wanted = parser.value(groupOption);
        for (size_t g = 0; g < ranking.groups.size(); ++g) {
            if (ranking.groups[g].key == wanted) { // an exact key wins over prefixes
                groups = {int(g)};
                break;
            }
            if (ranking.groups[g].key.startsWith(wanted))
                groups.push_back(int(g));
        }
        if (groups.size() != 1) {
            call.err << (groups.empty()
                             ? QCoreApplication::translate("kie::cli", "no comparison group has the key %1").arg(wanted)
                             : QCoreApplication::translate("kie::cli",
                                                           "%1 comparison groups have keys starting with %2")
                                   .arg(groups.size())
                                   .arg(wanted))
                     << '\n';
            return kExitFailed;
        }
    } else {
        for (size_t g = 0; g < ranking.groups.size(); ++g)
            groups.push_back(int(g));
    }

    if (parser.isSet(jsonOption)) {
        QByteArray canonical;
        QString error;
        if (!canonicalizeJson(rankJson(*archive, ranking, groups), canonical, &error)) {
            call.err << error << '\n';
            return kExitFailed;
        }
        call.out << QString::fromUtf8(canonical) << '\n';
        return kExitOk;
    }

    bool first = true;
    for (const int g : groups) {
        const ComparisonGroup &group = ranking.groups[size_t(g)];
        if (!first)
            call.out << '\n';
        first = false;
        call.out << row({QStringLiteral("group"), group.key, group.benchmark, group.hardware, group.statistic});
        for (const int index : group.ranked) {
            const RunRecord &run = archive->runs[size_t(index)];
            const double ns = *run.latencyNs.value(group.statistic);
            call.out << row({QString::number(*ranking.runs[size_t(index)].rank), formatLatencyNs(ns), rawNumber(ns),
                             run.meta.name, run.statusText});
        }
        for (const int index : group.unranked) {
            const RunRecord &run = archive->runs[size_t(index)];
            call.out << row({QStringLiteral("-"), QString(), QString(), run.meta.name, run.statusText,
                             ranking.runs[size_t(index)].unrankedReason});
        }
    }
    return kExitOk;
}

// --- cite (issue 4) ----------------------------------------------------------------------------

int runCite(Invocation &call)
{
    QCommandLineParser parser;
    const QCommandLineOption runOption(
        QStringLiteral("run"),
        QCoreApplication::translate("kie::cli", "Cite the run with this id, name or digest prefix (default: the first run)."),
        QStringLiteral("ID"));
    const QCommandLineOption formatOption(
        QStringLiteral("format"), QCoreApplication::translate("kie::cli", "text, markdown, bibtex, csl-json or ris (default: text)."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption accessedOption(
        QStringLiteral("accessed"),
        QCoreApplication::translate("kie::cli", "Access date YYYY-MM-DD (default: the fetch date, else the archive's exportedAt, else today)."),
        QStringLiteral("DATE"));
    parser.addOptions({runOption, formatOption, accessedOption});
    QString file;
    int exitCode = kExitOk;
    if (!parseFileCommandLine(parser, call, &file, &exitCode))
        return exitCode;

    CitationFormat format = CitationFormat::PlainText;
    if (!citationFormatFromName(parser.value(formatOption), &format)) {
        call.err << QCoreApplication::translate("kie::cli", "Unknown citation format: %1 (text, markdown, bibtex, csl-json, ris)")
                        .arg(parser.value(formatOption))
                 << '\n';
        return kExitTrouble;
    }
    QDate accessed;
    if (parser.isSet(accessedOption)) {
        const QString text = parser.value(accessedOption);
        accessed = QDate::fromString(text, QStringLiteral("yyyy-MM-dd"));
        if (!accessed.isValid()) {
            call.err << QCoreApplication::translate("kie::cli", "Not a date (YYYY-MM-DD): %1").arg(text) << '\n';
            return kExitTrouble;
        }
    }

    const std::shared_ptr<Archive> archive = openArchive(file, call);
    if (!archive)
        return kExitTrouble;
    reportProblems(*archive, call.err);
    QString error;
    const int index = findCitedRun(*archive, parser.value(runOption), &error);
    if (index < 0) {
        call.err << file << ": " << error << '\n';
        return kExitFailed;
    }
    call.out << formatCitation(citationFields(*archive, index, accessed), format) << '\n';
    return kExitOk;
}

// --- import (issue 5; the handler lives in importcommand.cpp) ---------------------------------

int runImport(Invocation &call)
{
    // TRACES may be https URLs too, fetched first with the same options as every FILE.
    QStringList arguments = call.arguments;
    if (!fetchImportInputs(&arguments, call.err))
        return kExitTrouble;
    return runImportCommand(arguments, call.out, call.err);
}

// --- the table ----------------------------------------------------------------------------------

const Command kCommands[] = {
    {"verify", QT_TRANSLATE_NOOP("kie::cli", "Check every digest reference and attestation signature of FILE."),
     runVerify},
    {"digest", QT_TRANSLATE_NOOP("kie::cli", "Print kind, name and digest of every object in FILE."), runDigest},
    {"canonicalize", QT_TRANSLATE_NOOP("kie::cli", "Print the RFC 8785 canonical form of a JSON document."),
     runCanonicalize},
    {"rank", QT_TRANSLATE_NOOP("kie::cli", "Print the comparison groups of FILE and the ranks within them."), runRank},
    {"cite", QT_TRANSLATE_NOOP("kie::cli", "Print a citation of a run in FILE: --format text|markdown|bibtex|csl-json|ris."),
     runCite},
    {"import", QT_TRANSLATE_NOOP("kie::cli", "Import trace files or folders into a run archive: TRACES... -o ARCHIVE."),
     runImport},
    {"attest", QT_TRANSLATE_NOOP("kie::cli", "Write a copy of FILE with a signed note or reproduction about a run: --run X --text T -o OUT."),
     [](Invocation &c) { return runAttestCommand(c.arguments, c.out, c.err); }},
    {"keygen", QT_TRANSLATE_NOOP("kie::cli", "Make an Ed25519 signing key for attestations: -o KEY.pem."),
     [](Invocation &c) { return runKeygenCommand(c.arguments, c.out, c.err); }},
};

const Command *findCommand(const QString &name)
{
    for (const Command &command : kCommands) {
        if (name == QLatin1String(command.name))
            return &command;
    }
    return nullptr;
}

void printTopLevelHelp(QTextStream &out)
{
    const QString program = QCoreApplication::applicationName();
    out << QCoreApplication::translate("kie::cli", "Usage: %1 [FILE|URL] [--run ID] [--lang CODE]").arg(program) << '\n'
        << QCoreApplication::translate("kie::cli", "       %1 COMMAND [options] ARGUMENTS").arg(program) << '\n'
        << '\n'
        << QCoreApplication::translate(
               "kie::cli", "Explore GPU-kernel benchmark run archives. Without a command, opens FILE in the window.")
        << '\n'
        << '\n'
        << QCoreApplication::translate("kie::cli", "Commands (run without a display):") << '\n';
    int width = 0;
    for (const Command &command : kCommands)
        width = std::max(width, int(qstrlen(command.name)));
    for (const Command &command : kCommands)
        out << "  " << QString::fromLatin1(command.name).leftJustified(width + 2)
            << QCoreApplication::translate("kie::cli", command.summary) << '\n';
    out << '\n'
        << QCoreApplication::translate("kie::cli", "Options:") << '\n'
        << "  -h, --help     "
        << QCoreApplication::translate("kie::cli", "Show this help; with a command, that command's help.") << '\n'
        << "  -v, --version  " << QCoreApplication::translate("kie::cli", "Show the version.") << '\n'
        << "  --run ID       " << QCoreApplication::translate("kie::cli", "In the window: select this run (id, name or digest prefix).")
        << '\n'
        << "  --lang CODE    " << QCoreApplication::translate("kie::cli", "In the window: use this language (en, de, ja, zh_CN).")
        << '\n'
        << '\n'
        << QCoreApplication::translate("kie::cli",
                                       "Exit status: 0 success, 1 the check failed, 2 usage error or unreadable file.")
        << '\n';
}

} // namespace

QStringList headlessCommands()
{
    QStringList names;
    for (const Command &command : kCommands)
        names << QString::fromLatin1(command.name);
    return names;
}

bool isHeadlessCommand(const QString &word)
{
    return findCommand(word) != nullptr;
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString word = arguments.value(1);
    if (const Command *command = findCommand(word)) {
        Invocation call {arguments, out, err, word, QCoreApplication::translate("kie::cli", command->summary)};
        return command->handler(call);
    }
    const QStringList rest = arguments.mid(1);
    if (rest.contains(QLatin1String("--help")) || rest.contains(QLatin1String("-h"))
        || rest.contains(QLatin1String("-?"))) {
        printTopLevelHelp(out);
        return kExitOk;
    }
    if (rest.contains(QLatin1String("--version")) || rest.contains(QLatin1String("-v"))) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }
    if (word.isEmpty())
        err << QCoreApplication::translate("kie::cli", "No command given.") << '\n';
    else
        err << QCoreApplication::translate("kie::cli", "Unknown command: %1").arg(word) << '\n';
    err << QCoreApplication::translate("kie::cli", "Commands: %1").arg(headlessCommands().join(QStringLiteral(", ")))
        << '\n'
        << QCoreApplication::translate("kie::cli", "Try '%1 --help'.").arg(QCoreApplication::applicationName()) << '\n';
    return kExitTrouble;
}

} // namespace kie::cli
