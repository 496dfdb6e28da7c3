// SPDX-License-Identifier: Apache-2.0
#include "messagedevice.h"

#include "formatting.h"
#include "tablewriter.h"

namespace kie::cli {

QString messageText(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t unit = c.unicode();
        if (unit != u'\t' && unit != u'\n' && isLayoutCharacter(unit))
            out += unicodeEscape(unit);
        else
            out += c;
    }
    return out;
}

MessageDevice::MessageDevice(QIODevice *target, QObject *parent) : QIODevice(parent), m_target(target) { }

qint64 MessageDevice::readData(char *, qint64)
{
    return -1;
}

qint64 MessageDevice::writeData(const char *data, qint64 size)
{
    // The decoder keeps the first bytes of a character cut between two writes for the next one.
    const QString text = m_decoder.decode(QByteArrayView(data, size));
    const QByteArray escaped = messageText(text).toUtf8();
    if (!escaped.isEmpty() && m_target->write(escaped) != escaped.size())
        return -1;
    return size;
}

} // namespace kie::cli
