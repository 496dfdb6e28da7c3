// SPDX-License-Identifier: Apache-2.0
// Trace import: the files and folders given, their lines grouped into runs, and the RunArchive
// document written from them (the other traceimport_*.cpp files hold the pieces; see traceimport_p.h).
#include "traceimport.h"
#include "traceimport_p.h"

#include "digest.h"
#include "strictjson.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace kie {

using namespace traceimport;

namespace {

class Importer
{
public:
    explicit Importer(const ProgressReporter &progress) : m_progress(progress), m_sideFiles(m_result.problems) { }

    TraceImportResult run(const QStringList &paths)
    {
        QStringList traceFiles;
        for (const QString &path : paths) {
            const QFileInfo info(path);
            if (info.isDir())
                collectFolder(path, traceFiles);
            else if (info.isFile())
                collectFile(path, traceFiles);
            else
                m_result.problems.push_back(fileProblem(path, Tr::tr("no such file or folder"), Severity::Error));
            if (m_progress.cancelled())
                return cancelled();
        }
        if (traceFiles.isEmpty()) {
            m_result.fatalError = Tr::tr("no Trace JSON Lines found in %1").arg(paths.join(QStringLiteral(", ")));
            return std::move(m_result);
        }
        qint64 totalBytes = 0;
        for (const QString &file : std::as_const(traceFiles))
            totalBytes += QFileInfo(file).size();
        qint64 doneBytes = 0;
        for (const QString &file : std::as_const(traceFiles)) {
            m_progress.say(Tr::tr("Importing %1").arg(QFileInfo(file).fileName()));
            TraceFile trace;
            QString error;
            if (!trace.open(file, &error)) {
                if (trace.changed()) { // as for an archive: nothing read from a file that changed under it is shown
                    m_result.fatalError = error;
                    return std::move(m_result);
                }
                m_result.problems.push_back(fileProblem(file, error, Severity::Error));
                continue;
            }
            m_result.traceBytes += trace.size();
            m_sideFiles.addNeighbourhoodOf(file);
            if (!readLines(trace, file, doneBytes, totalBytes))
                return m_overBudget ? overBudget() : cancelled();
            if (!trace.error().isEmpty()) {
                if (trace.changed()) {
                    m_result.fatalError = trace.error();
                    return std::move(m_result);
                }
                m_result.problems.push_back(fileProblem(file, trace.error(), Severity::Error));
            }
            doneBytes += QFileInfo(file).size();
        }
        return finish();
    }

private:
    TraceImportResult overBudget()
    {
        TraceImportResult result;
        result.fatalError = Tr::tr("the trace lines would take more than %1 MB in memory (3 times the traces' size + 48 MB, "
                                   "with the traces and the archive written from them); nothing was loaded")
                                .arg((3 * m_result.traceBytes + kBudgetBaseBytes) >> 20);
        return result;
    }

    TraceImportResult cancelled()
    {
        TraceImportResult result;
        result.cancelled = true;
        result.fatalError = Tr::tr("cancelled");
        return result;
    }

    static LoadProblem fileProblem(const QString &file, const QString &message, Severity severity)
    {
        LoadProblem p;
        p.severity = severity;
        p.file = file;
        p.message = message;
        return p;
    }

    void collectFile(const QString &path, QStringList &traceFiles)
    {
        const QByteArray head = readHead(path, 1 << 16);
        if (hasTraceKeys(head)) {
            traceFiles << path;
            return;
        }
        // A definition.json (or solution) given beside the traces enriches them.
        if (isJsonName(QFileInfo(path).fileName()) && m_sideFiles.addFile(path, true))
            return;
        m_result.problems.push_back(
            fileProblem(path, Tr::tr("not Trace JSON Lines (the first line lacks definition, workload or evaluation)"), Severity::Error));
    }

    void collectFolder(const QString &folder, QStringList &traceFiles)
    {
        m_progress.say(Tr::tr("Scanning %1").arg(folder));
        QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        QStringList found;
        int seen = 0;
        while (it.hasNext()) {
            if (++seen > kMaxWalkEntries) {
                m_result.problems.push_back(
                    fileProblem(folder, Tr::tr("stopped scanning after %1 entries").arg(kMaxWalkEntries), Severity::Warning));
                break;
            }
            if (seen % 1024 == 0 && m_progress.cancelled())
                return;
            found << it.next();
        }
        found.sort(); // a stable order for runs and cases, whatever the file system returns
        for (const QString &path : std::as_const(found)) {
            const QString relative = QDir(folder).relativeFilePath(path);
            const QStringList parts = QDir::fromNativeSeparators(relative).split(QLatin1Char('/'));
            const QString name = parts.last();
            const bool underWorkloads = parts.contains(QLatin1String("workloads"));
            const bool underSideFolder = parts.contains(QLatin1String("definitions")) || parts.contains(QLatin1String("solutions"));
            if (isTraceLinesName(name)) {
                if (underWorkloads || name.startsWith(QLatin1String("workload"), Qt::CaseInsensitive))
                    continue; // workload lists: the cases to run, not results
                if (hasTraceKeys(readHead(path, 1 << 16)))
                    traceFiles << path;
                else
                    m_result.problems.push_back(fileProblem(path, Tr::tr("not Trace JSON Lines, skipped"), Severity::Warning));
            } else if (isJsonName(name) && (underSideFolder || name.compare(QLatin1String("definition.json"), Qt::CaseInsensitive) == 0)) {
                m_sideFiles.addFile(path, true);
            }
        }
    }

    // False when cancelled or over the budget; a read error is the trace's (TraceFile::error()).
    bool readLines(TraceFile &trace, const QString &file, qint64 doneBytes, qint64 totalBytes)
    {
        qint64 lineNumber = 0;
        bool any = false;
        QByteArrayView window;
        qint64 windowOffset = 0;
        while (trace.next(window, windowOffset)) {
            qsizetype start = 0;
            while (start < window.size()) {
                qsizetype end = window.indexOf('\n', start);
                if (end < 0)
                    end = window.size();
                ++lineNumber;
                QByteArrayView line = window.sliced(start, end - start);
                const qint64 lineOffset = windowOffset + start;
                start = end + 1;
                if (lineNumber == 1 && line.startsWith(QByteArrayView("\xEF\xBB\xBF")))
                    line = line.sliced(3);
                while (!line.isEmpty() && isBlank(line.back()))
                    line.chop(1);
                if (line.trimmed().isEmpty())
                    continue;
                if (lineNumber % 256 == 0) {
                    if (m_progress.cancelled())
                        return false;
                    if (totalBytes > 0)
                        m_progress.advance(int(1000 * (doneBytes + lineOffset) / std::max<qint64>(totalBytes, 1)));
                }
                readLine(line, file, lineNumber, lineOffset);
                any = true;
                if (m_overBudget)
                    return false;
            }
        }
        if (any)
            m_result.traceFiles << file;
        return true;
    }

    void readLine(QByteArrayView line, const QString &file, qint64 lineNumber, qint64 lineOffset)
    {
        LoadProblem p;
        p.file = file;
        p.line = lineNumber;
        p.byteOffset = lineOffset;
        json parsed;
        JsonError jsonError;
        if (!parseStrictJson(line, parsed, &jsonError)) {
            bool changed = false;
            const QByteArray quoted = quoteNonFiniteTokens(line, &changed);
            JsonError ignored;
            if (!changed || !parseStrictJson(quoted, parsed, &ignored)) {
                p.column = jsonError.column;
                p.message = Tr::tr("not JSON: %1").arg(jsonError.message);
                m_result.problems.push_back(p);
                return;
            }
        }
        auto c = std::make_unique<TraceCase>();
        QString error;
        if (!readTraceCase(parsed, *c, &error)) {
            p.message = Tr::tr("skipped: %1").arg(error);
            m_result.problems.push_back(p);
            return;
        }
        c->file = file;
        // The memory budget (resources/help/reliability.md): the traces' bytes are held while they
        // are read and the RunArchive written from them is about as large, so the cases may take
        // as much again (+ 48 MB), counted before the next one is read.
        m_caseBytes += qint64(sizeof(TraceCase)) + kCaseOverheadBytes + 2 * (c->uuid.size() + c->timestamp.size());
        for (QString *text : {&c->definition, &c->solution, &c->hardware, &c->status, &c->log}) {
            if (share(m_strings, *text))
                m_caseBytes += 2 * text->size();
        }
        for (QByteArray *text : {&c->axes, &c->inputs, &c->correctnessExtra}) {
            if (share(m_texts, *text))
                m_caseBytes += text->size();
        }
        if (m_caseBytes > m_result.traceBytes + kBudgetBaseBytes)
            m_overBudget = true;
        const QString key = groupKey(*c);
        auto it = m_groupIndex.constFind(key);
        if (it == m_groupIndex.constEnd()) {
            Group group;
            group.definition = c->definition;
            group.solution = c->solution;
            group.hardware = c->hardware;
            group.libs = c->libs;
            m_groups.push_back(std::move(group));
            it = m_groupIndex.insert(key, int(m_groups.size()) - 1);
        }
        Group &group = m_groups[*it];
        c->libs = group.libs; // the same map (it is in the key): one copy
        if (!group.files.contains(file))
            group.files << file;
        group.cases.push_back(c.get());
        m_cases.push_back(std::move(c));
    }

    // One copy of each repeated value (implicitly shared): a trace repeats its names, statuses,
    // logs and inputs on every line.
    // True when `text` is new, and so kept.
    template<typename Text>
    static bool share(QSet<Text> &kept, Text &text)
    {
        if (const auto it = kept.constFind(text); it != kept.constEnd()) {
            text = *it;
            return false;
        }
        kept.insert(text);
        return true;
    }

    QString add(json object, QHash<QString, json> &seen, std::vector<json> &ordered)
    {
        QString error;
        const QString digest = objectDigest(object, &error);
        if (digest.isEmpty()) {
            m_digestError = error;
            return {};
        }
        if (!seen.contains(digest)) {
            seen.insert(digest, object);
            ordered.push_back(std::move(object));
        }
        return digest;
    }

    TraceImportResult finish()
    {
        if (m_groups.empty()) {
            // The reader drops problems with a fatal error, so the first few go into its text.
            QStringList first;
            for (size_t i = 0; i < m_result.problems.size() && i < 3; ++i)
                first << m_result.problems[i].toString();
            m_result.fatalError = Tr::tr("no usable Trace lines (%n problem(s))", nullptr, int(m_result.problems.size()))
                + (first.isEmpty() ? QString() : QStringLiteral(":\n") + first.join(QLatin1Char('\n')));
            return std::move(m_result);
        }
        m_progress.say(Tr::tr("Building %n run(s)", nullptr, int(m_groups.size())));

        // Cases per definition across the import: one workload object per definition keeps every
        // solution of it in one comparison group.
        QHash<QString, QSet<QString>> uuidsByDefinition;
        for (const auto &c : m_cases)
            uuidsByDefinition[c->definition].insert(c->uuid);

        QHash<QString, json> seen;
        std::vector<json> supporting;
        QStringList sources;
        QStringList definitionNames;
        // The document is written as text, run by run, case row by case row: "kind" first, so the
        // reader streams its items, and the metadata (which names every definition) last.
        QByteArray &text = m_result.runArchiveJson;
        text.reserve(m_result.traceBytes + m_result.traceBytes / 8 + (qint64(1) << 16));
        text.append(R"({"apiVersion":")").append(kApiVersion).append(R"(","kind":"RunArchive","items":[)");
        try {
            for (const Group &group : m_groups) {
                const Source source = detectSource(group.cases);
                const SideFiles::Entry *def = m_sideFiles.definition(group.definition);
                const SideFiles::Entry *sol = m_sideFiles.solution(group.solution);
                if (def && !m_result.definitionFiles.contains(def->file))
                    m_result.definitionFiles << def->file;
                const QString protocol = add(protocolObject(source, harnessVersion(source, group.libs)), seen, supporting);
                const QString workload = add(workloadObject(group.definition, uuidsByDefinition.value(group.definition).size(), def),
                                             seen, supporting);
                const QString environment = add(environmentObject(group.hardware, group.libs), seen, supporting);
                const QString implementation = add(implementationObject(group.solution, sol), seen, supporting);
                text.append(&group == &m_groups.front() ? "\n" : ",\n");
                appendRunObject(group, source, protocol, workload, environment, implementation, text);
                if (!sources.contains(sourceName(source)))
                    sources << sourceName(source);
                if (!definitionNames.contains(group.definition))
                    definitionNames << group.definition;
            }
            if (!m_digestError.isEmpty()) {
                m_result.fatalError = Tr::tr("cannot compute a digest: %1").arg(m_digestError);
                text.clear();
                return std::move(m_result);
            }
            for (const json &object : supporting) {
                text.append(",\n");
                appendJson(object, text);
            }
            const json metadata{{"name", "trace-import"},
                                {"title", ss(QStringLiteral("Imported traces: ") + definitionNames.join(QStringLiteral(", ")))},
                                {"source", ss(sources.join(QStringLiteral(", ")))}};
            text.append("\n],\"metadata\":");
            appendJson(metadata, text);
            text.append("}\n");
        } catch (const json::exception &e) {
            text.clear();
            m_result.fatalError = Tr::tr("cannot write the imported archive: %1").arg(QString::fromUtf8(e.what()));
        }
        m_progress.advance(1000);
        return std::move(m_result);
    }

    const ProgressReporter &m_progress;
    TraceImportResult m_result;
    SideFiles m_sideFiles;
    std::vector<std::unique_ptr<TraceCase>> m_cases;
    std::vector<Group> m_groups;
    QHash<QString, int> m_groupIndex;
    QSet<QString> m_strings; // see share()
    QSet<QByteArray> m_texts;
    // A case beside its struct: its pointer here and in its group, its uuid in the workload count.
    static constexpr qint64 kCaseOverheadBytes = 96;
    static constexpr qint64 kBudgetBaseBytes = qint64(48) << 20;
    qint64 m_caseBytes = 0; // what the cases take, estimated as they are read
    bool m_overBudget = false;
    QString m_digestError;
};

} // namespace

TraceImportResult importTraces(const QStringList &paths, const ProgressReporter &progress)
{
    Importer importer(progress);
    return importer.run(paths);
}

} // namespace kie
