// SPDX-License-Identifier: Apache-2.0
// The local note store: round trips, signed notes immutable (superseded instead), migration from the
// older schema, and survival of kill -9 in the middle of a thousand inserts.
#include "archive.h"
#include "archivereader.h"
#include "archivewriter.h"
#include "notestore.h"
#include "references.h"
#include "signing.h"
#include "../support/damagednotestore.h"

#include <QProcess>
#include <QStandardPaths>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace kie;

namespace {

const QString kRun = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
const QString kOther = QStringLiteral("sha256:0000000000000000000000000000000000000000000000000000000000000001");

AttestationDraft note(const QString &text, const QString &subject = kRun)
{
    AttestationDraft draft;
    draft.subject = subject;
    draft.text = text;
    return draft;
}

SignatureState stateOf(const QByteArray &json)
{
    const ReadResult result = readArchiveData(json, QStringLiteral("note.json"));
    return result.archive && result.archive->attestations.size() == 1
        ? checkAttestationSignature(result.archive->attestations.front())
        : SignatureState::Unsigned;
}

// Runs SQL on a store file through its own connection (to build an old schema, or look inside).
struct RawDb
{
    QString name;
    explicit RawDb(const QString &path) : name(QStringLiteral("raw-") + path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.open();
    }
    ~RawDb()
    {
        QSqlDatabase::database(name, false).close();
        QSqlDatabase::removeDatabase(name);
    }
    bool exec(const QString &sql) const
    {
        QSqlQuery query(QSqlDatabase::database(name, false));
        return query.exec(sql);
    }
    QVariant value(const QString &sql) const
    {
        QSqlQuery query(QSqlDatabase::database(name, false));
        return query.exec(sql) && query.next() ? query.value(0) : QVariant();
    }
};

} // namespace

class TestNoteStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createsWalStore()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("data/notes.sqlite"));
        NoteStore store;
        QString error;
        QVERIFY2(store.open(path, &error), qPrintable(error));
        QCOMPARE(store.schemaVersion(), NoteStore::kSchemaVersion);
        QVERIFY(store.add(note(QStringLiteral("first")), nullptr, &error) > 0);
        RawDb raw(path);
        QCOMPARE(raw.value(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    }

    void addEditDeleteRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
        QString error;
        qint64 a = -1, b = -1, c = -1;
        {
            NoteStore store;
            QVERIFY(store.open(path, &error));
            AttestationDraft repro = note(QStringLiteral("reproduced on our B200: 491 µs"));
            repro.kind = QStringLiteral("reproduction");
            repro.latencyNs = 491000;
            repro.statistic = QStringLiteral("median");
            repro.environmentDigest = kOther;
            a = store.add(repro, nullptr, &error);
            b = store.add(note(QStringLiteral("timer differs from the leaderboard's")), nullptr, &error);
            c = store.add(note(QStringLiteral("another run"), kOther), nullptr, &error);
            QVERIFY2(a > 0 && b > a && c > b, qPrintable(error));
        }
        {
            NoteStore store; // reopened: everything is still there, exactly
            QVERIFY(store.open(path, &error));
            const std::vector<LocalNote> notes = store.notesFor(kRun);
            QCOMPARE(notes.size(), size_t(2));
            QCOMPARE(notes[0].id, a);
            QCOMPARE(notes[0].draft.kind, QStringLiteral("reproduction"));
            QCOMPARE(notes[0].draft.text, QStringLiteral("reproduced on our B200: 491 µs"));
            QCOMPARE(notes[0].draft.latencyNs, std::optional<double>(491000));
            QCOMPARE(notes[0].draft.statistic, QStringLiteral("median"));
            QCOMPARE(notes[0].draft.environmentDigest, kOther);
            QVERIFY(!notes[0].isSigned);
            QCOMPARE(stateOf(notes[0].object), SignatureState::Unsigned);
            QCOMPARE(store.notesFor(kOther).size(), size_t(1));

            AttestationDraft edited = notes[1].draft;
            edited.text = QStringLiteral("timer differs: CUDA events vs. wall clock");
            QVERIFY2(store.update(b, edited, &error), qPrintable(error));
            QVERIFY(store.remove(c, &error));
            QVERIFY(!store.remove(c, &error)); // gone already
        }
        {
            NoteStore store;
            QVERIFY(store.open(path, &error));
            QCOMPARE(store.note(b)->draft.text, QStringLiteral("timer differs: CUDA events vs. wall clock"));
            QCOMPARE(store.note(b)->draft.subject, kRun);
            QVERIFY(!store.note(c));
            QCOMPARE(store.allNotes().size(), size_t(2));
        }
    }

    void signedIsImmutable()
    {
        QTemporaryDir dir;
        NoteStore store;
        QString error;
        QVERIFY(store.open(dir.filePath(QStringLiteral("notes.sqlite")), &error));
        const SigningKey key = SigningKey::generate();
        const qint64 id = store.add(note(QStringLiteral("signed once")), &key, &error);
        QVERIFY2(id > 0, qPrintable(error));
        const LocalNote stored = *store.note(id);
        QVERIFY(stored.isSigned);
        QCOMPARE(stateOf(stored.object), SignatureState::Valid);

        QVERIFY(!store.update(id, note(QStringLiteral("changed")), &error));
        QVERIFY2(error.contains(QStringLiteral("signed")), qPrintable(error));
        QCOMPARE(store.note(id)->object, stored.object); // not a byte changed

        const qint64 next = store.supersede(id, note(QStringLiteral("signed twice, corrected")), &key, &error);
        QVERIFY2(next > id, qPrintable(error));
        QCOMPARE(store.note(next)->supersedes, id);
        QCOMPARE(store.note(id)->supersededBy, next);
        QCOMPARE(store.notesFor(kRun).size(), size_t(1));
        QCOMPARE(store.notesFor(kRun).front().id, next);
        QCOMPARE(store.notesFor(kRun, true).size(), size_t(2));
        QCOMPARE(stateOf(store.note(next)->object), SignatureState::Valid);
        QCOMPARE(stateOf(store.note(id)->object), SignatureState::Valid);
    }

    void sameTextSignedTwice()
    {
        QTemporaryDir dir;
        NoteStore store;
        QString error;
        QVERIFY(store.open(dir.filePath(QStringLiteral("notes.sqlite")), &error));
        const SigningKey key = SigningKey::generate();
        AttestationDraft first = note(QStringLiteral("same words"));
        first.createdAt = QStringLiteral("2026-12-01T04:00:00.000Z");
        AttestationDraft second = first;
        second.createdAt = QStringLiteral("2026-12-01T04:00:01.000Z");
        const qint64 a = store.add(first, &key, &error);
        const qint64 b = store.add(second, &key, &error);
        const std::vector<LocalNote> notes = store.notesFor(kRun);
        QCOMPARE(notes.size(), size_t(2));
        QVERIFY(notes[0].object != notes[1].object);
        QCOMPARE(stateOf(store.note(a)->object), SignatureState::Valid);
        QCOMPARE(stateOf(store.note(b)->object), SignatureState::Valid);
    }

    void migratesVersion1()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
        const SigningKey key = SigningKey::generate();
        AttestationDraft signedDraft = note(QStringLiteral("signed in v1"));
        signedDraft.createdAt = QStringLiteral("2026-01-02T03:04:05.000Z");
        const QByteArray signedObject = attestationJson(signedDraft, &key);
        {
            // The schema of version 1, as an older explorer left it.
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, subject TEXT NOT NULL, "
                                            "kind TEXT NOT NULL, text TEXT NOT NULL, created_at TEXT NOT NULL, signed_json TEXT)")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO notes (subject, kind, text, created_at) VALUES ('%1', 'note', "
                                            "'old note', '2025-12-24T18:00:00Z')")
                                 .arg(kRun)));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO notes (subject, kind, text, created_at, signed_json) VALUES "
                                            "('%1', 'note', 'signed in v1', '2026-01-02T03:04:05.000Z', '%2')")
                                 .arg(kRun, QString::fromUtf8(signedObject))));
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 1")));
        }
        NoteStore store;
        QString error;
        QVERIFY2(store.open(path, &error), qPrintable(error));
        QCOMPARE(store.schemaVersion(), 2);
        const std::vector<LocalNote> notes = store.notesFor(kRun);
        QCOMPARE(notes.size(), size_t(2));
        QCOMPARE(notes[0].draft.text, QStringLiteral("old note"));
        QCOMPARE(notes[0].draft.createdAt, QStringLiteral("2025-12-24T18:00:00Z"));
        QVERIFY(!notes[0].isSigned);
        QVERIFY(store.update(notes[0].id, note(QStringLiteral("old note, edited")), &error));
        QVERIFY(notes[1].isSigned);
        QCOMPARE(notes[1].object, signedObject); // the signed bytes are kept, so it still verifies
        QCOMPARE(stateOf(notes[1].object), SignatureState::Valid);
    }

    void refusesNewerSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
        {
            RawDb raw(path);
            QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 99")));
        }
        NoteStore store;
        QString error;
        QVERIFY(!store.open(path, &error));
        QVERIFY2(error.contains(QStringLiteral("newer")), qPrintable(error));
    }

    void refusesNonDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(8192, 'j'));
        file.close();
        NoteStore store;
        QString error;
        QVERIFY(!store.open(path, &error));
        QVERIFY(!error.isEmpty());
    }

    // A damaged store is said when it opens, never shown as an empty one that then fails to save
    // ("Parameter count mismatch"): what SQLite can still read is there, read-only, and nothing can
    // be written into it. The reproductions' store: make-notes-store.py, then damaged.
    void damagedStoreIsReported_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<bool>("readable");
        QTest::newRow("truncated to half") << QStringLiteral("half") << true;
        QTest::newRow("random bytes") << QStringLiteral("random") << false;
        QTest::newRow("a link to /dev/full") << QStringLiteral("full") << false;
        QTest::newRow("one page overwritten") << QStringLiteral("page") << true;
    }

    void damagedStoreIsReported()
    {
        QFETCH(QString, damage);
        QFETCH(bool, readable);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
        QVERIFY(kie::test::makeNotesStore(path, kRun, 300));
        QVERIFY(kie::test::damageNotesStore(path, damage));
        NoteStore store;
        QString error;
        QVERIFY(!store.open(path, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!store.isWritable());
        if (readable) {
            QVERIFY2(store.isOpen(), qPrintable(error));
            QVERIFY2(error.contains(QStringLiteral("damaged")), qPrintable(error));
            QCOMPARE(store.damage(), error);
            const std::vector<LocalNote> notes = store.allNotes();
            QVERIFY(notes.size() <= 300);
            for (const LocalNote &read : notes) // whatever is shown is a whole note of the store
                QCOMPARE(read.draft.subject, kRun);
        } else {
            QVERIFY(!store.isOpen());
        }
        QString addError;
        QCOMPARE(store.add(note(QStringLiteral("typed")), nullptr, &addError), -1);
        QVERIFY(!addError.isEmpty());
        QVERIFY2(!addError.contains(QStringLiteral("Parameter count")), qPrintable(addError));
    }

    // A store damaged by another program after it was opened (as the reproductions did it, with the
    // store open): the note is refused with a reason, never committed into a WAL whose database is
    // gone (the window then keeps it in a file). SQLite in WAL mode sees none of these before it
    // writes: it went on writing into the file it opened, nameless or overwritten.
    void storeDamagedWhileOpenRefusesTheNote_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("said");
        QTest::newRow("truncated to half") << QStringLiteral("half") << QStringLiteral("was shortened by another program");
        QTest::newRow("random bytes") << QStringLiteral("random") << QStringLiteral("it is no longer a database");
        QTest::newRow("a link to /dev/full") << QStringLiteral("full") << QStringLiteral("removed or replaced");
    }
    void storeDamagedWhileOpenRefusesTheNote()
    {
        QFETCH(QString, damage);
        QFETCH(QString, said);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
        QVERIFY(kie::test::makeNotesStore(path, kRun, 30));
        NoteStore store;
        QString error;
        QVERIFY2(store.open(path, &error), qPrintable(error));
        QVERIFY(store.add(note(QStringLiteral("before")), nullptr, &error) > 0);
        QVERIFY(kie::test::damageNotesStore(path, damage));
        QCOMPARE(store.add(note(QStringLiteral("typed")), nullptr, &error), -1);
        QVERIFY2(error.contains(said), qPrintable(error));
        QVERIFY(!store.update(1, note(QStringLiteral("changed")), &error));
        QVERIFY(!store.remove(1, &error));
    }

    // What the user typed is kept in a file when the store cannot take it.
    void unsavedNoteIsKept()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString error;
        const QString kept = keepUnsavedNote(note(QStringLiteral("a note that must not be lost")), &error);
        QVERIFY2(!kept.isEmpty(), qPrintable(error));
        QFile file(kept);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("a note that must not be lost"));
        file.remove();
    }

    void exportCarriesLocalNotes()
    {
        // What File > Export does with "Include my local notes": the notes about the archive's runs go into
        // the new file, signed ones verify there, and the opened file is not touched.
        QTemporaryDir dir;
        NoteStore store;
        QString error;
        QVERIFY(store.open(dir.filePath(QStringLiteral("notes.sqlite")), &error));
        const SigningKey key = SigningKey::generate();
        QVERIFY(store.add(note(QStringLiteral("signed about the seed")), &key, &error) > 0);
        QVERIFY(store.add(note(QStringLiteral("unsigned about the seed")), nullptr, &error) > 0);
        QVERIFY(store.add(note(QStringLiteral("about another run"), kOther), &key, &error) > 0);
        const qint64 old = store.add(note(QStringLiteral("old version")), &key, &error);
        QVERIFY(store.supersede(old, note(QStringLiteral("new version")), &key, &error) > 0);

        const QString seed = QStringLiteral("../shared/fixtures/seed/manifest.json");
        QFile seedFile(seed);
        QVERIFY(seedFile.open(QIODevice::ReadOnly));
        const QByteArray seedBytes = seedFile.readAll();
        const ReadResult read = readArchiveFile(seed);
        QVERIFY(read.archive);
        const QList<QByteArray> objects = localAttestationObjects(store, *read.archive);
        QCOMPARE(objects.size(), 3); // the other run's note and the superseded version stay home

        Archive copy = *read.archive;
        QCOMPARE(addAttestations(copy, objects, &error), 3);
        QCOMPARE(addAttestations(copy, objects, &error), 0); // never twice
        const QString out = dir.filePath(QStringLiteral("export.json.gz"));
        QVERIFY2(writeRunArchive(copy, out, true, &error), qPrintable(error));
        QVERIFY(!writeRunArchive(copy, seed, false, &error)); // never into the opened file

        const ReadResult reopened = readArchiveFile(out);
        QVERIFY(reopened.archive);
        QCOMPARE(reopened.archive->runs.size(), size_t(1));
        QCOMPARE(reopened.archive->runs[0].digest, kRun);
        QMap<QString, SignatureState> states;
        for (const AttestationRecord &attestation : reopened.archive->attestations)
            states.insert(attestation.text, checkAttestationSignature(attestation));
        const QMap<QString, SignatureState> expected{{QStringLiteral("signed about the seed"), SignatureState::Valid},
                                                     {QStringLiteral("unsigned about the seed"), SignatureState::Unsigned},
                                                     {QStringLiteral("new version"), SignatureState::Valid}};
        QCOMPARE(states, expected);
        QVERIFY(seedFile.seek(0));
        QCOMPARE(seedFile.readAll(), seedBytes);
    }

    void survivesKill()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
        const QString writer = QStringLiteral(KIE_NOTESTORE_WRITER);
        QProcess child;
        child.start(writer, {path, QStringLiteral("1000")});
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        // Kill it once a good part of the thousand is committed, while it is still inserting.
        QByteArray printed;
        while (printed.count('\n') < 150 && child.state() == QProcess::Running) {
            child.waitForReadyRead(5000);
            printed += child.readAllStandardOutput();
        }
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(5000));
        printed += child.readAllStandardOutput();
        QCOMPARE(child.exitStatus(), QProcess::CrashExit); // it was killed mid-way, not finished
        const QList<QByteArray> ids = printed.trimmed().split('\n');
        const qint64 lastCommitted = ids.constLast().toLongLong();
        QVERIFY2(lastCommitted >= 150 && lastCommitted < 1000, printed.right(40).constData());
        qInfo("killed after %lld committed inserts", lastCommitted);

        NoteStore store;
        QString error;
        QVERIFY2(store.open(path, &error), qPrintable(error));
        QCOMPARE(store.schemaVersion(), NoteStore::kSchemaVersion);
        {
            RawDb raw(path);
            QCOMPARE(raw.value(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        }
        const std::vector<LocalNote> notes = store.allNotes();
        // Every reported commit is there; at most the one in flight when it died got in beside them.
        QVERIFY2(qint64(notes.size()) >= lastCommitted && qint64(notes.size()) <= lastCommitted + 1,
                 qPrintable(QString::number(notes.size())));
        for (size_t i = 0; i < notes.size(); ++i) {
            const LocalNote &n = notes[i];
            QCOMPARE(n.id, qint64(i + 1));
            const QString expected = QStringLiteral("note %1 ").arg(i) + QString(2000, QLatin1Char('x'))
                + QStringLiteral(" end %1").arg(i);
            QCOMPARE(n.draft.text, expected);
        }
    }
};

QTEST_GUILESS_MAIN(TestNoteStore)
#include "tst_notestore.moc"
