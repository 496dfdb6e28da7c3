// SPDX-License-Identifier: Apache-2.0
#include "notestore.h"

#include "archive.h"
#include "safewrite.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace kie {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(kie::NoteStore)
};

QAtomicInt connectionCounter;

// The file a path names now (device and inode), to tell the store opened from one put in its place;
// empty when there is none (or off Unix, where it is not checked).
QByteArray fileIdentity(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return QByteArray();
    return QByteArray::number(qulonglong(st.st_dev)) + ':' + QByteArray::number(qulonglong(st.st_ino));
#else
    Q_UNUSED(path);
    return QByteArrayLiteral("unchecked");
#endif
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// Version 1 kept only the text; version 2 keeps the whole Attestation object and its versions.
const char *const kCreateV2[] = {
    "CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, subject TEXT NOT NULL, kind TEXT NOT NULL, "
    "text TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, object TEXT NOT NULL, "
    "signed INTEGER NOT NULL DEFAULT 0, supersedes INTEGER REFERENCES notes(id) ON DELETE SET NULL)",
    "CREATE INDEX notes_subject ON notes(subject)",
};

} // namespace

struct NoteStore::Private
{
    QString connection;
    QString path;
    QString damage; // why the store is open read-only; empty when writable
    mutable QString readError; // why the last read failed; empty when it did not
    QByteArray identity; // fileIdentity() of the store when it was opened

    void close()
    {
        if (connection.isEmpty())
            return;
        db().close();
        QSqlDatabase::removeDatabase(connection);
        connection.clear();
    }
    bool openDatabase(bool readOnly, QString *error);
    QString checkIntegrity(bool *notADatabase) const;

    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }

    bool exec(const QString &sql, QString *error) const
    {
        QSqlQuery query(db());
        if (!query.exec(sql)) {
            *error = Tr::tr("note store %1: %2").arg(path, query.lastError().text());
            return false;
        }
        return true;
    }

    bool fail(QSqlQuery &query, QString *error) const
    {
        *error = Tr::tr("note store %1: %2").arg(path, query.lastError().text());
        return false;
    }

    // Runs `body` in one transaction: all of it is committed, or none.
    template<typename Body>
    bool transaction(QString *error, Body body)
    {
        QSqlDatabase database = db();
        if (!database.transaction()) {
            *error = Tr::tr("note store %1: %2").arg(path, database.lastError().text());
            return false;
        }
        if (!body() || !database.commit()) {
            if (error->isEmpty())
                *error = Tr::tr("note store %1: %2").arg(path, database.lastError().text());
            database.rollback();
            return false;
        }
        return true;
    }

    // What another program did to the store since it was opened that SQLite in WAL mode does not see
    // before it writes (it commits into the WAL, and the note is lost with the file): the file
    // removed or replaced at its path (a link to /dev/full), overwritten (no SQLite header any more)
    // or shortened (fewer bytes than the pages its header counts). Empty when none of these.
    QString changedUnderneath() const
    {
        if (fileIdentity(path) != identity)
            return Tr::tr("the note store %1 was removed or replaced by another program after it was opened").arg(path);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return Tr::tr("cannot read the note store %1: %2").arg(path, file.errorString());
        const QByteArray header = file.read(100);
        if (header.size() < 100 || !header.startsWith(QByteArrayView("SQLite format 3\0", 16)))
            return Tr::tr("the note store %1 was overwritten by another program after it was opened: it is no longer a database")
                .arg(path);
        // The database header (sqlite.org/fileformat.html §1.3): the page size at 16, and the page
        // count at 28, valid while the change counter at 24 equals the number at 92.
        const auto number = [&header](int at, int bytes) {
            quint32 value = 0;
            for (int i = 0; i < bytes; ++i)
                value = value << 8 | uchar(header[at + i]);
            return value;
        };
        const qint64 pageSize = number(16, 2) == 1 ? 65536 : number(16, 2);
        if (number(24, 4) == number(92, 4) && file.size() < qint64(number(28, 4)) * pageSize)
            return Tr::tr("the note store %1 was shortened by another program after it was opened").arg(path);
        return QString();
    }

    bool migrate(int from, QString *error);
    bool migrateV1ToV2(QString *error);
    qint64 insert(const AttestationDraft &draft, const SigningKey *key, qint64 supersedes, QString *error);
    std::vector<LocalNote> select(const QString &where, const QVariantList &values) const;
};

bool NoteStore::Private::migrate(int from, QString *error)
{
    return transaction(error, [&] {
        if (from == 0) {
            for (const char *sql : kCreateV2) {
                if (!exec(QString::fromLatin1(sql), error))
                    return false;
            }
        } else if (from == 1 && !migrateV1ToV2(error)) {
            return false;
        }
        return exec(QStringLiteral("PRAGMA user_version = %1").arg(NoteStore::kSchemaVersion), error);
    });
}

bool NoteStore::Private::migrateV1ToV2(QString *error)
{
    // v1: notes(id, subject, kind, text, created_at, signed_json). The object is rebuilt from the columns
    // for unsigned notes; a signed one keeps the bytes that were signed.
    const char *const alter[] = {
        "ALTER TABLE notes ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE notes ADD COLUMN object TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE notes ADD COLUMN signed INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE notes ADD COLUMN supersedes INTEGER REFERENCES notes(id) ON DELETE SET NULL",
        "CREATE INDEX IF NOT EXISTS notes_subject ON notes(subject)",
    };
    for (const char *sql : alter) {
        if (!exec(QString::fromLatin1(sql), error))
            return false;
    }
    struct Row
    {
        QVariant id;
        QByteArray object;
        bool isSigned;
    };
    std::vector<Row> converted;
    {
        QSqlQuery rows(db());
        if (!rows.exec(QStringLiteral("SELECT id, subject, kind, text, created_at, signed_json FROM notes")))
            return fail(rows, error);
        while (rows.next()) {
            QByteArray object = rows.value(5).toString().toUtf8();
            const bool isSigned = !object.isEmpty();
            if (!isSigned) {
                AttestationDraft draft;
                draft.subject = rows.value(1).toString();
                draft.kind = rows.value(2).toString();
                draft.text = rows.value(3).toString();
                draft.createdAt = rows.value(4).toString();
                object = attestationJson(draft, nullptr, error);
                if (object.isNull())
                    return false;
            }
            converted.push_back({rows.value(0), object, isSigned});
        }
    }
    for (const Row &row : converted) {
        QSqlQuery update(db());
        update.prepare(QStringLiteral("UPDATE notes SET object = ?, signed = ?, updated_at = created_at WHERE id = ?"));
        update.addBindValue(QString::fromUtf8(row.object));
        update.addBindValue(row.isSigned ? 1 : 0);
        update.addBindValue(row.id);
        if (!update.exec())
            return fail(update, error);
    }
    return exec(QStringLiteral("ALTER TABLE notes DROP COLUMN signed_json"), error);
}

qint64 NoteStore::Private::insert(const AttestationDraft &input, const SigningKey *key, qint64 supersedes, QString *error)
{
    AttestationDraft draft = input;
    if (draft.createdAt.isEmpty())
        draft.createdAt = now();
    const QByteArray object = attestationJson(draft, key, error);
    if (object.isNull())
        return -1;
    qint64 id = -1;
    const bool ok = transaction(error, [&] {
        QSqlQuery query(db());
        query.prepare(QStringLiteral("INSERT INTO notes (subject, kind, text, created_at, updated_at, object, signed, "
                                     "supersedes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
        query.addBindValue(draft.subject);
        query.addBindValue(draft.kind);
        query.addBindValue(draft.text);
        query.addBindValue(draft.createdAt);
        query.addBindValue(draft.createdAt);
        query.addBindValue(QString::fromUtf8(object));
        query.addBindValue(key && !key->isNull() ? 1 : 0);
        query.addBindValue(supersedes >= 0 ? QVariant(supersedes) : QVariant(QMetaType::fromType<qint64>()));
        if (!query.exec())
            return fail(query, error);
        id = query.lastInsertId().toLongLong();
        return true;
    });
    return ok ? id : -1;
}

std::vector<LocalNote> NoteStore::Private::select(const QString &where, const QVariantList &values) const
{
    std::vector<LocalNote> notes;
    QSqlQuery query(db());
    query.prepare(QStringLiteral("SELECT n.id, n.object, n.signed, n.supersedes, n.updated_at, "
                                 "(SELECT MIN(s.id) FROM notes s WHERE s.supersedes = n.id) FROM notes n ")
                  + where + QStringLiteral(" ORDER BY n.id"));
    for (const QVariant &value : values)
        query.addBindValue(value);
    readError.clear();
    if (!query.exec()) {
        readError = query.lastError().text();
        return notes;
    }
    while (query.next()) {
        LocalNote note;
        note.id = query.value(0).toLongLong();
        note.object = query.value(1).toString().toUtf8();
        note.isSigned = query.value(2).toInt() != 0;
        note.supersedes = query.value(3).isNull() ? -1 : query.value(3).toLongLong();
        note.updatedAt = query.value(4).toString();
        note.supersededBy = query.value(5).isNull() ? -1 : query.value(5).toLongLong();
        attestationDraftFromJson(note.object, &note.draft, nullptr);
        notes.push_back(std::move(note));
    }
    if (query.lastError().isValid()) // a damaged page met while stepping: the rows before it are kept
        readError = query.lastError().text();
    return notes;
}

bool NoteStore::Private::openDatabase(bool readOnly, QString *error)
{
    connection = QStringLiteral("kie-notes-%1").arg(connectionCounter.fetchAndAddRelaxed(1));
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    database.setDatabaseName(path);
    if (readOnly)
        database.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!database.open()) {
        *error = Tr::tr("cannot open the note store %1: %2").arg(path, database.lastError().text());
        close();
        return false;
    }
    return true;
}

// SQLite's own check of every page it can reach: "" when sound, else what it found (first lines);
// *notADatabase when the file is no SQLite database at all (SQLITE_NOTADB).
QString NoteStore::Private::checkIntegrity(bool *notADatabase) const
{
    QSqlQuery query(db());
    if (!query.exec(QStringLiteral("PRAGMA quick_check(5)"))) {
        *notADatabase = query.lastError().nativeErrorCode() == QLatin1String("26");
        return query.lastError().text();
    }
    QStringList found;
    while (query.next())
        found << query.value(0).toString();
    if (query.lastError().isValid())
        found << query.lastError().text();
    return found == QStringList{QStringLiteral("ok")} ? QString() : found.join(QStringLiteral("; "));
}

NoteStore::NoteStore() : d(std::make_unique<Private>()) { }

NoteStore::~NoteStore()
{
    d->close();
}

QString NoteStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/notes.sqlite");
}

bool NoteStore::open(const QString &path, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (!d->connection.isEmpty()) {
        *error = Tr::tr("the note store is already open");
        return false;
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        *error = Tr::tr("cannot create the folder %1").arg(QFileInfo(path).absolutePath());
        return false;
    }
    d->path = path;
    if (!d->openDatabase(false, error))
        return false;
    // A damaged store is reported when it opens, and what can still be read is shown read-only:
    // writing into a damaged file would lose more of it. A file that is no database is not opened.
    bool notADatabase = false;
    if (const QString damage = d->checkIntegrity(&notADatabase); !damage.isEmpty()) {
        d->close();
        if (notADatabase) {
            *error = Tr::tr("cannot use the note store %1: it is not a database (%2)").arg(path, damage);
            return false;
        }
        d->damage = Tr::tr("the note store %1 is damaged (%2): the notes that can still be read are shown, read-only; "
                           "move the file away to start a new store")
                        .arg(path, damage);
        if (!d->openDatabase(true, error))
            return false;
        *error = d->damage;
        return false;
    }
    // WAL: a crash (even kill -9) loses at most an uncommitted transaction; FULL sync makes a commit durable
    // across power loss too, which a few notes a day can afford.
    QSqlQuery mode(d->db());
    const bool wal = mode.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && mode.next()
        && mode.value(0).toString() == QLatin1String("wal");
    mode.finish(); // an unfinished statement would keep the migration's transaction from committing
    if (!wal) {
        *error = Tr::tr("cannot use the note store %1: not a database, or it cannot be written (%2)")
                     .arg(path, mode.lastError().text());
        d->close(); // nothing of it is shown as if it were an empty store
        return false;
    }
    if (!d->exec(QStringLiteral("PRAGMA synchronous = FULL"), error)
        || !d->exec(QStringLiteral("PRAGMA foreign_keys = ON"), error)
        || !d->exec(QStringLiteral("PRAGMA busy_timeout = 5000"), error)) {
        d->close();
        return false;
    }

    const int version = schemaVersion();
    if (version > kSchemaVersion) {
        *error = Tr::tr("the note store %1 was written by a newer version (schema %2; this one knows %3)")
                     .arg(path)
                     .arg(version)
                     .arg(kSchemaVersion);
        d->close();
        return false;
    }
    if (version != kSchemaVersion && !d->migrate(version, error)) {
        d->close();
        return false;
    }
    d->identity = fileIdentity(path);
    return true;
}

bool NoteStore::isOpen() const
{
    return !d->connection.isEmpty() && d->db().isOpen();
}

bool NoteStore::refuseUnwritable(QString *error) const
{
    if (!isWritable()) {
        *error = d->damage.isEmpty() ? Tr::tr("the note store is not open") : d->damage;
        return false;
    }
    if (const QString changed = d->changedUnderneath(); !changed.isEmpty()) {
        *error = changed;
        return false;
    }
    return true;
}

bool NoteStore::isWritable() const
{
    return isOpen() && d->damage.isEmpty();
}

QString NoteStore::damage() const
{
    return d->damage;
}

QString NoteStore::readError() const
{
    return d->readError;
}

QString NoteStore::path() const
{
    return d->path;
}

int NoteStore::schemaVersion() const
{
    QSqlQuery query(d->db());
    return query.exec(QStringLiteral("PRAGMA user_version")) && query.next() ? query.value(0).toInt() : -1;
}

qint64 NoteStore::add(const AttestationDraft &draft, const SigningKey *key, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (!refuseUnwritable(error))
        return -1;
    return d->insert(draft, key, -1, error);
}

bool NoteStore::update(qint64 id, const AttestationDraft &input, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (!refuseUnwritable(error))
        return false;
    const std::optional<LocalNote> existing = note(id);
    if (!existing) {
        *error = Tr::tr("no note %1").arg(id);
        return false;
    }
    if (existing->isSigned) {
        *error = Tr::tr("a signed note cannot be changed; add a new version instead");
        return false;
    }
    AttestationDraft draft = input;
    draft.subject = existing->draft.subject; // a note stays with its run
    if (draft.createdAt.isEmpty())
        draft.createdAt = existing->draft.createdAt;
    const QByteArray object = attestationJson(draft, nullptr, error);
    if (object.isNull())
        return false;
    return d->transaction(error, [&] {
        QSqlQuery query(d->db());
        query.prepare(QStringLiteral("UPDATE notes SET kind = ?, text = ?, updated_at = ?, object = ? "
                                     "WHERE id = ? AND signed = 0"));
        query.addBindValue(draft.kind);
        query.addBindValue(draft.text);
        query.addBindValue(now());
        query.addBindValue(QString::fromUtf8(object));
        query.addBindValue(id);
        return query.exec() ? query.numRowsAffected() == 1 : d->fail(query, error);
    });
}

bool NoteStore::remove(qint64 id, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (!refuseUnwritable(error))
        return false;
    return d->transaction(error, [&] {
        QSqlQuery query(d->db());
        query.prepare(QStringLiteral("DELETE FROM notes WHERE id = ?"));
        query.addBindValue(id);
        if (!query.exec())
            return d->fail(query, error);
        if (query.numRowsAffected() != 1) {
            *error = Tr::tr("no note %1").arg(id);
            return false;
        }
        return true;
    });
}

qint64 NoteStore::supersede(qint64 id, const AttestationDraft &input, const SigningKey *key, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    if (!refuseUnwritable(error))
        return -1;
    const std::optional<LocalNote> existing = note(id);
    if (!existing) {
        *error = Tr::tr("no note %1").arg(id);
        return -1;
    }
    AttestationDraft draft = input;
    draft.subject = existing->draft.subject;
    draft.createdAt.clear(); // a new version is made now
    return d->insert(draft, key, id, error);
}

std::optional<LocalNote> NoteStore::note(qint64 id) const
{
    std::vector<LocalNote> notes = d->select(QStringLiteral("WHERE n.id = ?"), {id});
    if (notes.empty())
        return std::nullopt;
    return std::move(notes.front());
}

std::vector<LocalNote> NoteStore::notesFor(const QString &subject, bool includeSuperseded) const
{
    std::vector<LocalNote> notes = d->select(QStringLiteral("WHERE n.subject = ?"), {subject});
    if (!includeSuperseded)
        std::erase_if(notes, [](const LocalNote &note) { return note.supersededBy >= 0; });
    return notes;
}

std::vector<LocalNote> NoteStore::allNotes() const
{
    return d->select(QString(), {});
}

QString keepUnsavedNote(const AttestationDraft &input, QString *error)
{
    AttestationDraft draft = input;
    if (draft.createdAt.isEmpty())
        draft.createdAt = now();
    const QByteArray object = attestationJson(draft, nullptr, error);
    if (object.isNull())
        return QString();
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/unsaved-notes");
    if (!QDir().mkpath(folder)) {
        *error = Tr::tr("cannot create the folder %1").arg(folder);
        return QString();
    }
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    const QString path = folder + QStringLiteral("/note-") + stamp + QStringLiteral(".json");
    return writeFileSafely(path, object, error) ? path : QString();
}

QList<QByteArray> localAttestationObjects(const NoteStore &store, const Archive &archive)
{
    QList<QByteArray> objects;
    if (!store.isOpen())
        return objects;
    QSet<QString> seen;
    for (const RunRecord &run : archive.runs) {
        if (run.digest.isEmpty() || seen.contains(run.digest))
            continue;
        seen.insert(run.digest);
        for (const LocalNote &note : store.notesFor(run.digest))
            objects << note.object;
    }
    return objects;
}

} // namespace kie
