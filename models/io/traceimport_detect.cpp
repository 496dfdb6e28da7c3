// SPDX-License-Identifier: Apache-2.0
// Trace import: is this a Trace JSON Lines file or a trace folder, and reading one (gzip by content).
#include "traceimport.h"
#include "traceimport_p.h"

#include "gzip.h"
#include "inputbytes.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

#include <limits>


namespace kie {

namespace traceimport {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The member names of the top-level object that starts `text`, as far as `text` goes: the head of a
// file may stop inside a many-KB log string, so this scans tokens instead of parsing.
static QList<QByteArray> topLevelKeys(QByteArrayView text)
{
    QList<QByteArray> keys;
    qsizetype i = 0;
    const qsizetype n = text.size();
    if (n >= 3 && text.first(3) == QByteArrayView("\xEF\xBB\xBF"))
        i = 3;
    while (i < n && isBlank(text[i]))
        ++i;
    if (i >= n || text[i] != '{')
        return keys;
    int depth = 1;
    bool expectKey = true;
    for (++i; i < n; ++i) {
        const char c = text[i];
        if (c == '"') {
            qsizetype j = i + 1;
            while (j < n && text[j] != '"')
                j += text[j] == '\\' ? 2 : 1;
            if (j >= n)
                break; // truncated inside a string
            if (depth == 1 && expectKey) {
                keys.append(text.sliced(i + 1, j - i - 1).toByteArray());
                expectKey = false;
            }
            i = j;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                break;
        } else if (c == ',' && depth == 1) {
            expectKey = true;
        }
    }
    return keys;
}

bool hasTraceKeys(QByteArrayView head)
{
    const QList<QByteArray> keys = topLevelKeys(head);
    return keys.contains("definition") && keys.contains("workload") && keys.contains("evaluation");
}

bool isTraceLinesName(const QString &fileName)
{
    const QString lower = fileName.toLower();
    return lower.endsWith(QLatin1String(".jsonl")) || lower.endsWith(QLatin1String(".ndjson"))
        || lower.endsWith(QLatin1String(".jsonl.gz")) || lower.endsWith(QLatin1String(".ndjson.gz"));
}

bool isJsonName(const QString &fileName)
{
    const QString lower = fileName.toLower();
    return lower.endsWith(QLatin1String(".json")) || lower.endsWith(QLatin1String(".json.gz"));
}

bool readWholeFile(const QString &path, qint64 maxBytes, QByteArray &out, QString *error, bool *changed)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    struct stat before = {};
    if (::fstat(file.handle(), &before) != 0) {
        *error = file.errorString();
        return false;
    }
    if (qint64(before.st_size) > maxBytes) {
        *error = Tr::tr("file too large (%1 bytes)").arg(qint64(before.st_size));
        return false;
    }
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        *error = file.errorString();
        return false;
    }
    // The same check as an archive's (inputbytes.h): what was read is the file as it was at the open.
    struct stat after = {};
    if (::fstat(file.handle(), &after) != 0 || after.st_size != before.st_size || bytes.size() != qsizetype(before.st_size)
        || after.st_mtim.tv_sec != before.st_mtim.tv_sec || after.st_mtim.tv_nsec != before.st_mtim.tv_nsec) {
        *error = changedWhileReadingMessage(path);
        if (changed)
            *changed = true;
        return false;
    }
    if (isGzip(bytes)) {
        QString gzError;
        QByteArray inflated = gunzip(bytes, kMaxDecompressed, kMaxRatio, &gzError);
        if (inflated.isNull() || !gzError.isEmpty()) {
            *error = gzError.isEmpty() ? Tr::tr("corrupt gzip data") : gzError;
            return false;
        }
        bytes = std::move(inflated);
    }
    out = std::move(bytes);
    return true;
}

bool TraceFile::open(const QString &path, QString *error)
{
    m_path = path;
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly)) {
        *error = file->errorString();
        return false;
    }
    char magic[2] = {};
    const bool gzip = file->peek(magic, 2) == 2 && isGzip(QByteArrayView(magic, 2));
    if (gzip) { // inflated whole: the inflater's limits (kMaxDecompressed, kMaxRatio) are of the stream
        bool changed = false;
        if (!readWholeFile(path, std::numeric_limits<qint64>::max(), m_buffer, error, &changed)) {
            m_changed = changed;
            m_error = *error;
            return false;
        }
        m_size = m_buffer.size();
        m_atEnd = true;
        return true;
    }
    struct stat before = {};
    if (::fstat(file->handle(), &before) != 0) {
        *error = file->errorString();
        return false;
    }
    m_size = qint64(before.st_size);
    m_modified[0] = qint64(before.st_mtim.tv_sec);
    m_modified[1] = qint64(before.st_mtim.tv_nsec);
    m_file = std::move(file);
    return true;
}

bool TraceFile::fail(const QString &message, bool changed)
{
    m_error = message;
    m_changed = changed;
    m_buffer.clear();
    m_handedOut = 0;
    return false;
}

// Reads the next window's bytes onto m_buffer; at the end of the file, checks that the file is
// still what it was at the open (the same check as readWholeFile()'s).
bool TraceFile::readMore()
{
    const qsizetype old = m_buffer.size();
    m_buffer.resize(old + kWindowBytes);
    const qint64 got = m_file->read(m_buffer.data() + old, kWindowBytes);
    if (got < 0)
        return fail(m_file->errorString(), false);
    m_buffer.resize(old + qsizetype(got));
    m_read += got;
    if (got == kWindowBytes && m_read <= m_size)
        return true;
    m_atEnd = true;
    struct stat after = {};
    if (m_read != m_size || ::fstat(m_file->handle(), &after) != 0 || qint64(after.st_size) != m_size
        || qint64(after.st_mtim.tv_sec) != m_modified[0] || qint64(after.st_mtim.tv_nsec) != m_modified[1])
        return fail(changedWhileReadingMessage(m_path), true);
    return true;
}

bool TraceFile::next(QByteArrayView &window, qint64 &offset)
{
    m_buffer.remove(0, m_handedOut);
    m_offset += m_handedOut;
    m_handedOut = 0;
    qsizetype searched = m_buffer.size(); // what the last window left has no line end
    while (m_error.isEmpty()) {
        if (m_atEnd) {
            m_handedOut = m_buffer.size();
        } else if (m_buffer.size() >= kWindowBytes) {
            const qsizetype newline = QByteArrayView(m_buffer).sliced(searched).lastIndexOf('\n');
            if (newline >= 0)
                m_handedOut = searched + newline + 1;
            searched = m_buffer.size();
        }
        if (m_handedOut > 0 || m_atEnd) {
            window = QByteArrayView(m_buffer.constData(), m_handedOut);
            offset = m_offset;
            return m_handedOut > 0;
        }
        if (!readMore())
            return false;
    }
    return false;
}

QByteArray readHead(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray head = file.read(bytes);
    if (isGzip(head)) {
        file.seek(0);
        head = inflatePrefix(file.read(qint64(1) << 20), bytes);
    }
    return head;
}

} // namespace traceimport

using namespace traceimport;

bool looksLikeTraceLines(QByteArrayView head)
{
    return hasTraceKeys(head);
}

bool looksLikeTraceFolder(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return false;
    const QDir dir(path);
    if (QFileInfo(dir.absoluteFilePath(QStringLiteral("traces"))).isDir()
        || QFileInfo(dir.absoluteFilePath(QStringLiteral("definitions"))).isDir())
        return true;
    // Else the first trace-looking .jsonl within a bounded walk (results folders nest traces deeply).
    QDirIterator it(path, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    int seen = 0;
    while (it.hasNext() && ++seen < 20000) {
        const QString file = it.next();
        if (isTraceLinesName(it.fileName()) && hasTraceKeys(readHead(file, 1 << 16)))
            return true;
    }
    return false;
}

} // namespace kie
