// SPDX-License-Identifier: Apache-2.0
// Test helper for tst_notestore: adds COUNT notes to the store at PATH, one transaction each, and
// prints each committed id on its own line, so that the test can kill it (SIGKILL) mid-way and
// know which notes were committed before it died.
#include "notestore.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3)
        return 2;
    kie::NoteStore store;
    QString error;
    if (!store.open(QString::fromLocal8Bit(argv[1]), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const int count = QByteArray(argv[2]).toInt();
    for (int i = 0; i < count; ++i) {
        kie::AttestationDraft draft;
        draft.subject = QStringLiteral("sha256:%1").arg(i % 7, 64, 10, QLatin1Char('0'));
        // Long enough to span pages, and checkable: a partial note would not end in its own number.
        draft.text = QStringLiteral("note %1 ").arg(i) + QString(2000, QLatin1Char('x')) + QStringLiteral(" end %1").arg(i);
        const qint64 id = store.add(draft, nullptr, &error);
        if (id < 0) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::printf("%lld\n", static_cast<long long>(id));
        std::fflush(stdout);
    }
    return 0;
}
