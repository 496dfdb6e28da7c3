// SPDX-License-Identifier: Apache-2.0
// What the command line writes to stderr. Its messages quote archive text (a kind name, a run name,
// a problem found in the file); written raw, an ESC would start a terminal control sequence, a CR
// would overwrite the line, and a bidi override would show the rest of it reversed. So the layout
// characters of formatting.h (isLayoutCharacter) are written as \uXXXX, except the tab and the
// newline that end our own fields and lines. Data lines on stdout have their own writer (tsv.h).
#pragma once

#include <QIODevice>
#include <QStringDecoder>

namespace kie::cli {

// `text` with every layout character but tab and newline as \uXXXX.
QString messageText(QStringView text);

// A write-only device that passes UTF-8 through messageText() to `target`, also when a character's
// bytes arrive in two writes.
class MessageDevice : public QIODevice
{
public:
    explicit MessageDevice(QIODevice *target, QObject *parent = nullptr);

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    QIODevice *m_target;
    QStringDecoder m_decoder{QStringDecoder::Utf8};
};

} // namespace kie::cli
