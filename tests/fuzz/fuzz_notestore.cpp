// SPDX-License-Identifier: Apache-2.0
// The local note store on arbitrary database bytes: opened, read, written to. Must never crash; a
// store that does not open is not open; a damaged one (SQLite's quick_check) is read-only and says
// why; a write either gives a note id or a reason, and a refused note can still be kept aside.
#include "notestore.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_notestore";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv); // Qt SQL's drivers need an application object
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
    for (const QString &file : QStringList{path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm")})
        QFile::remove(file);
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            std::abort();
        file.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    kie::NoteStore store;
    QString error;
    const bool opened = store.open(path, &error);
    if (!opened && error.isEmpty())
        std::abort(); // refused without a reason
    if (opened != store.isWritable())
        std::abort(); // "open" means writable; a damaged store is open read-only and open() says so
    if (!store.isWritable() && store.isOpen() && store.damage().isEmpty())
        std::abort(); // read-only without saying why
    if (store.isOpen())
        (void)store.allNotes();
    kie::AttestationDraft draft;
    draft.subject = QStringLiteral("sha256:381f22e4759e66ec6db96929fe1c9c3463fed5505eeedb53c2fdc60d285a8bdc");
    draft.text = QStringLiteral("typed");
    QString addError;
    const qint64 id = store.add(draft, nullptr, &addError);
    if (id < 0 && addError.isEmpty())
        std::abort(); // not saved, and no reason
    if (id >= 0 && !store.isWritable())
        std::abort(); // written into a store it should only read
    return 0;
}
