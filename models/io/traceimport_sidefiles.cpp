// SPDX-License-Identifier: Apache-2.0
// Trace import: definition and solution JSON files found near the traces, which enrich the
// workload and implementation objects (ARCHIVE.md §6).
#include "traceimport_p.h"

#include "sourcenativeshape.h"
#include "strictjson.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace kie::traceimport {

namespace {

// A name that is a string, and the shape of one (sourcenativeshape.h).
bool isNamed(const json &object, SourceNativeShape shape)
{
    if (!object.is_object() || !object.contains("name") || !object["name"].is_string())
        return false;
    QSet<QString> keys;
    for (const auto &member : object.items())
        keys.insert(QString::fromStdString(member.key()));
    return sourceNativeShape(keys) == shape;
}

QString baseNameOf(const QString &fileName)
{
    QString base = fileName;
    if (base.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive))
        base.chop(3);
    if (base.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        base.chop(5);
    return base;
}

} // namespace

bool SideFiles::addFile(const QString &path, bool reportProblems)
{
    if (m_parsed.contains(path))
        return true;
    m_parsed.insert(path);
    QByteArray bytes;
    QString error;
    if (!readWholeFile(path, kMaxSideFileBytes, bytes, &error)) {
        if (reportProblems)
            m_problems.push_back(problem(path, error));
        return false;
    }
    json object;
    JsonError jsonError;
    if (!parseStrictJson(bytes, object, &jsonError)) {
        if (reportProblems) {
            LoadProblem p = problem(path, jsonError.message);
            p.line = jsonError.line;
            p.column = jsonError.column;
            p.byteOffset = jsonError.byteOffset;
            m_problems.push_back(p);
        }
        return false;
    }
    if (isNamed(object, SourceNativeShape::Definition))
        return insert(m_definitions, object, path);
    if (isNamed(object, SourceNativeShape::Solution))
        return insert(m_solutions, object, path);
    return false;
}

void SideFiles::addNeighbourhoodOf(const QString &traceFile)
{
    QDir dir = QFileInfo(traceFile).absoluteDir();
    m_besideDirs.insert(dir.absolutePath());
    for (int level = 0; level <= kAncestorLevels; ++level) {
        for (const char *folder : {"definitions", "solutions"}) {
            const QString candidate = dir.absoluteFilePath(QLatin1String(folder));
            if (QFileInfo(candidate).isDir())
                indexFolder(candidate);
        }
        if (!dir.cdUp())
            break;
    }
}

void SideFiles::indexFolder(const QString &folder)
{
    if (m_indexedFolders.contains(folder))
        return;
    m_indexedFolders.insert(folder);
    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    int seen = 0;
    while (it.hasNext() && ++seen < kMaxWalkEntries) {
        const QString path = it.next();
        if (isJsonName(it.fileName()))
            m_byBaseName.insert(baseNameOf(it.fileName()), path);
    }
}

LoadProblem SideFiles::problem(const QString &path, const QString &message) const
{
    LoadProblem p;
    p.severity = Severity::Warning;
    p.file = path;
    p.message = message;
    return p;
}

bool SideFiles::insert(QHash<QString, Entry> &map, const json &object, const QString &path)
{
    const QString name = qs(object["name"].get<std::string>());
    const auto it = map.constFind(name);
    if (it != map.constEnd()) {
        if (it->object != object)
            m_problems.push_back(problem(path, Tr::tr("a second, different file for \"%1\" is ignored; using %2").arg(name, it->file)));
        return true;
    }
    map.insert(name, Entry{object, path});
    return true;
}

const SideFiles::Entry *SideFiles::find(QHash<QString, Entry> &map, const QString &name)
{
    if (const auto it = map.constFind(name); it != map.constEnd())
        return &*it;
    // Lazily: files named after the object, then definition.json beside a trace file.
    for (const QString &path : m_byBaseName.values(name))
        addFile(path, true);
    if (const auto it = map.constFind(name); it != map.constEnd())
        return &*it;
    // A name from a trace never becomes a path: "../x" or "a/b" is looked up in the index only.
    const bool plainName = !name.contains(QLatin1Char('/')) && !name.contains(QLatin1Char('\\'))
        && !name.startsWith(QLatin1Char('.')) && !name.contains(QChar(0));
    QStringList candidates{QStringLiteral("definition.json")};
    if (plainName)
        candidates << name + QStringLiteral(".json");
    for (const QString &dir : std::as_const(m_besideDirs)) {
        for (const QString &fileName : std::as_const(candidates)) {
            const QString path = QDir(dir).absoluteFilePath(fileName);
            if (QFileInfo(path).isFile())
                addFile(path, false);
        }
    }
    if (const auto it = map.constFind(name); it != map.constEnd())
        return &*it;
    return nullptr;
}

} // namespace kie::traceimport
